"""Every game names its simulation statistics (``Game.stat_labels``), and the console
summary and the HTML report show those names, in the language asked for, never the
statistics' raw keys."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Translator
from eerie.sim.html_report import render_html, run_report
from eerie.sim.report import measure_labels
from eerie.sim.runner import GameResult, SimSpec, run_one

runner = CliRunner()
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}


@pytest.mark.parametrize("game_id", game_ids())
def test_every_statistic_a_game_reports_has_a_label_in_every_language(game_id: str) -> None:
    game = get_game(game_id)
    config = game.normalize_config(game.conformance_configs()[0])
    seats = game.num_seats(game.setup(config))
    result = run_one(SimSpec(game_id, config, ("random",) * seats, 1, 5), 0)
    keys = set(result.stats) | set(game.stat_events.values())
    labels = measure_labels(game)
    assert keys <= set(labels), keys - set(labels)
    for lang in ("en", "ko", "zh"):
        tr = Translator(lang, ("eerie", game.locale_package))
        for key in [*keys, "rounds", "decisions"]:
            text, problems = tr.render(labels[key])
            assert not problems, problems       # the message is in the catalog
            if lang != "en":
                assert SCRIPT[lang].search(text), text


FF = {"players": 2, "variant": "basic", "layout": "basic", "prey3": False, "start": 0}


def test_the_console_summary_names_the_statistics() -> None:
    args = ["simulate", "fearsome-floors", "--games", "2", "--players", "2", "--seed", "2",
            "--agents", "random"]
    korean = runner.invoke(app, [*args, "--lang", "ko"]).output
    assert "몬스터에게 먹힌 말 수 (게임당 평균)" in korean and "탈출한 말 수" in korean
    assert "결정 횟수" in korean
    for raw in ("eaten per game", "escaped per game", "decisions per game"):
        assert raw not in korean
    english = runner.invoke(app, [*args, "--lang", "en"]).output
    assert "figures eaten per game" in english and "decisions made per game" in english


def test_the_html_report_names_the_statistics() -> None:
    pytest.importorskip("matplotlib")
    spec = SimSpec("mansions-of-madness", {"scenario": "vigil_at_corvin_lodge"},
                   ("random",), 2, 3)
    results = [GameResult(index=i, seed=i, agents=["random"], winners=[], scores=[0.0],
                          actions=0, decisions=10, rounds=5,
                          stats={"monsters defeated": 2.0, "investigators eliminated": 1.0,
                                 "investigators won": 0.0}) for i in range(2)]
    html = render_html([run_report(spec, results, "zh")], {})
    for label in ("消灭的怪物数", "被淘汰的调查员人数", "调查员获胜次数", "决策次数"):
        assert f"<td>{label}</td>" in html or f"<th>{label}</th>" in html, label
    for raw in ("monsters defeated", "investigators eliminated", "investigators won",
                "<td>decisions</td>", "<td>rounds</td>"):
        assert raw not in html, raw
