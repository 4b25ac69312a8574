"""``eerie validate`` on haunt files: the packaged haunt passes; mistakes are found with
their places."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.core.text import Translator
from eerie.games.betrayal.validate import check_haunt
from tests.text_checks import english_words

HAUNT = (Path(__file__).parents[2] / "src" / "eerie" / "games" / "betrayal" / "content"
         / "haunts" / "stopped_clock.json")
EN = Translator("en", ("eerie", "eerie.games.betrayal"))


def _data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(HAUNT.read_text("utf-8"))
    return data


def test_the_packaged_haunt_is_valid() -> None:
    assert check_haunt(HAUNT, _data()) == []


def test_eerie_validate_accepts_the_packaged_haunt() -> None:
    from eerie.cli.main import app

    result = CliRunner().invoke(app, ["validate", str(HAUNT)])
    assert result.exit_code == 0 and f"{HAUNT}: ok" in result.output, result.output


def _first(d: dict[str, Any]) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = d["events"][0]["steps"]
    return steps


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: _first(d).append({"do": "dance"}), "events[0].steps[4]: unknown step 'dance'"),
    (lambda d: d["triggers"][0].update({"event": "nowhere"}),
     "triggers[0].event: unknown event 'nowhere'"),
    (lambda d: d["goals"]["heroes"].update({"epilogue": "gone"}),
     "goals.heroes.epilogue: unknown epilogue 'gone'"),
    (lambda d: d["goals"]["traitor"]["cond"]["of"][1].update({"other": "minute"}),
     "goals.traitor.cond: unknown variable 'minute'"),
    (lambda d: d["goals"]["heroes"].update(
        {"cond": {"check": "var", "var": "clock", "op": "<", "value": 0}}),
     "goals.heroes.cond: can never hold"),
    (lambda d: d["counters"][0].update({"var": "bells"}),
     "counters[0].var: unknown variable 'bells'"),
    (lambda d: _first(d).append({"do": "move", "to": "attic"}),
     "events[0].steps[4]: no room has the feature 'attic'"),
    (lambda d: d["events"].append({"id": "lost", "steps": []}),
     "events[2]: event 'lost' can never run"),
    (lambda d: d.update({"surprise": 1}), "surprise: unknown field"),
])
def test_validate_finds_what_is_wrong(change: Callable[[dict[str, Any]], Any],
                                      problem: str) -> None:
    data = _data()
    change(data)
    found = [problem.render(EN) for problem in check_haunt(HAUNT, data)]
    assert any(p.startswith(problem) for p in found), found


def test_eerie_validate_speaks_korean(tmp_path: Path) -> None:
    from eerie.cli.main import app

    data = _data()
    data["triggers"][0].update({"event": "nowhere"})
    _first(data).append({"do": "move", "to": "attic"})
    path = tmp_path / "haunt.json"
    path.write_text(json.dumps(data), "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(path)])
    assert result.exit_code == 1
    lines = result.output.replace(str(path), "").splitlines()
    assert ": triggers[0].event: 알 수 없는 이벤트 'nowhere'" in lines, lines
    assert ": events[0].steps[4]: 'attic' 특징을 가진 방이 하나도 없습니다" in lines, lines
    assert english_words("\n".join(lines), ("triggers", "event", "events", "steps")) == []


HAUNTS = HAUNT.parent


@pytest.mark.parametrize("haunt", ["ash_hounds", "unfinished_portraits"])
def test_the_new_haunts_are_valid(haunt: str) -> None:
    path = HAUNTS / f"{haunt}.json"
    assert check_haunt(path, json.loads(path.read_text("utf-8"))) == []


def _hounds() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HAUNTS / "ash_hounds.json").read_text("utf-8"))
    return data


@pytest.mark.parametrize(("change", "problem"), [
    (lambda d: d["events"][0]["steps"][1].update({"monster": "wolf"}),
     "events[0].steps[1]: unknown monster 'wolf'"),
    (lambda d: d["events"][0]["steps"][1].update({"to": "attic"}),
     "events[0].steps[1]: no room has the feature 'attic'"),
    (lambda d: d["monsters"][0].update({"attack": "sanity"}),
     "monsters[0].traits: the monster fights with 'sanity' but lacks it"),
    (lambda d: d["monsters"][0]["traits"].pop("speed"),
     "monsters[0].traits: a monster needs a speed"),
    (lambda d: d["actions"][0].update({"event": "nothing"}),
     "actions[0].event: unknown event 'nothing'"),
    (lambda d: d["actions"][0].update({"where": "attic"}),
     "actions[0].where: no room has the feature 'attic'"),
])
def test_validate_checks_monsters_and_actions(change: Callable[[dict[str, Any]], Any],
                                             problem: str) -> None:
    data = _hounds()
    change(data)
    found = [p.render(EN) for p in check_haunt(HAUNTS / "ash_hounds.json", data)]
    assert any(p.startswith(problem) for p in found), found


def test_an_action_s_event_counts_as_reachable() -> None:
    found = [p.render(EN) for p in check_haunt(HAUNTS / "x.json", _hounds())]
    assert not any("can never run" in p for p in found)
