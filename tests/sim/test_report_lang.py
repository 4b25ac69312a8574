"""The simulation report's and the console summary's own texts come from the core's
Fluent catalogs, in the language asked for (``--lang``, else the environment's)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.sim.html_report import render_html, run_report
from eerie.sim.runner import GameResult, SimSpec

runner = CliRunner()
FF = {"players": 2, "variant": "basic", "layout": "basic", "prey3": False, "start": 0}
HANGUL = re.compile(r"[\uac00-\ud7a3]")
HEADING = re.compile(r"<(h[123])\b[^>]*>(.*?)</\1>")


def _report(lang: str) -> str:
    pytest.importorskip("matplotlib")
    spec = SimSpec("fearsome-floors", FF, ("heuristic", "random"), 2, 3, rotate=True)
    results = [GameResult(index=i, seed=i, agents=["heuristic", "random"], winners=[i],
                          scores=[0.0, 0.0], actions=0, decisions=0, rounds=5 + i)
               for i in range(2)]
    return render_html([run_report(spec, results, lang)], {})


def test_a_korean_report_has_korean_headings_and_no_english_one() -> None:
    english, korean = _report("en"), _report("ko")
    assert "<html lang=ko>" in korean and "<html lang=en>" in english
    en_heads = [text for _, text in HEADING.findall(english)]
    ko_heads = [text for _, text in HEADING.findall(korean)]
    assert len(en_heads) == len(ko_heads) >= 8
    assert "Parameters" in en_heads and "실행 조건" in ko_heads
    assert "자리별 승률" in ko_heads and "게임 길이와 통계 (게임당)" in ko_heads
    for text in ko_heads:
        assert HANGUL.search(text), text
    for text in en_heads:
        assert f">{text}<" not in korean, text
    # Captions, notes, table heads and figure titles too.
    for text in ("Bars are win rates", "rotate over the seats", "win rate (95% CI)",
                 "Game length", "2 players"):
        assert text in english and text not in korean, text
    assert "막대는 승률이고" in korean and "eerie simulate --balance</code>" in korean


def test_english_plurals_in_the_report() -> None:
    pytest.importorskip("matplotlib")
    spec = SimSpec("fearsome-floors", FF, ("random", "random"), 1, 3)
    one = [GameResult(index=0, seed=0, agents=["random", "random"], winners=[0],
                      scores=[0.0, 0.0], actions=0, decisions=0, rounds=4)]
    html = render_html([run_report(spec, one, "en")], {})
    assert "<h2>2 players, all random: 1 game</h2>" in html


def test_simulate_prints_its_summary_in_the_language_asked_for(tmp_path: Path) -> None:
    args = ["simulate", "fearsome-floors", "--games", "2", "--players", "2", "--seed", "2",
            "--agents", "random"]
    result = runner.invoke(app, [*args, "--lang", "ko"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "fearsome-floors: 게임 2판, 자리 2개, 시드 2, AI random,random" in out
    assert "자리별 승률" in out and "승자 없는 게임" in out
    assert "win rate" not in out and "games without a winner" not in out
    assert "초당" in out and "games/s" not in out
    english = runner.invoke(app, args).output
    assert "fearsome-floors: 2 games, 2 seats, seed 2, agents random,random" in english
    assert "win rate by seat" in english


def test_simulate_takes_the_environment_language_for_the_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    report = tmp_path / "r.html"
    result = runner.invoke(app, ["simulate", "fearsome-floors", "--games", "2", "--players",
                                 "2", "--agents", "random", "--report", str(report)])
    assert result.exit_code == 0, result.output
    html = report.read_text(encoding="utf-8")
    assert "<html lang=zh>" in html and "<h2>运行参数</h2>" in html
    assert "<td>后端</td>" in html and "Parameters" not in html
    assert "各座位胜率" in result.output


def test_simulate_refuses_an_unknown_language() -> None:
    result = runner.invoke(app, ["simulate", "fearsome-floors", "--games", "1", "--lang", "fr"])
    assert result.exit_code != 0
    assert "unknown language “fr”" in result.output


def test_korean_figure_texts_are_measured_with_a_korean_font() -> None:
    pytest.importorskip("matplotlib")
    from matplotlib import font_manager

    from eerie.sim.html_report import _fonts

    assert len(_fonts("en")) == 1
    if "Noto Sans CJK KR" not in {f.name for f in font_manager.fontManager.ttflist}:
        pytest.skip("no Noto Sans CJK installed")
    assert _fonts("ko")[1:] == ["Noto Sans CJK KR", "Noto Sans CJK SC"]
    assert _fonts("zh")[1] == "Noto Sans CJK SC"
    assert "'Noto Sans CJK KR'" in _report("ko").split("<svg", 1)[1]
