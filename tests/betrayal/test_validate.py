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
