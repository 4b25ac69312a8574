"""``eerie validate`` checks Arkham scenario and content files: the packaged ones are
clean, and each kind of mistake is reported with its place."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from eerie.core.text import Translator
from eerie.games.arkham.game import GAME
from eerie.games.arkham.validate import check_file
from tests.text_checks import english_words

ROOT = resources.files("eerie.games.arkham")
EN = Translator("en", ("eerie", GAME.locale_package))


def _lines(path: Path, data: Any) -> list[str]:
    return [problem.render(EN) for problem in check_file(path, data)]


def _load(folder: str, name: str) -> Any:
    return json.loads(ROOT.joinpath(folder).joinpath(name).read_text("utf-8"))


def test_the_game_declares_its_validators() -> None:
    assert set(GAME.file_validators()) == {"eerie-arkham-scenario", "eerie-arkham-content"}


def test_the_packaged_files_are_clean() -> None:
    for folder, name in (("scenarios", "lamps-go-out.json"), ("content", "city.json"),
                         ("content", "library.json")):
        assert check_file(Path(name), _load(folder, name)) == [], name


def test_mistakes_in_a_scenario_are_found() -> None:
    data = _load("scenarios", "lamps-go-out.json")
    data["start"] = "nowhere"
    data["event_deck"][0]["burst"] = "moon"
    data["events"][0]["steps"][0]["card"] = 9
    data["triggers"] = [t for t in data["triggers"] if t["event"] != "relit"]
    found = _lines(Path("x.json"), data)
    assert "start: unknown space 'nowhere'" in found
    assert "event_deck[0]: unknown space 'moon'" in found
    assert "events[0].steps[0]: unknown archive card 9" in found
    assert "events[2]: event 'relit' can never run" in found
    assert "events: the scenario needs a reachable victory and a reachable defeat" in found
    data["events"][0]["steps"][0] = {"do": "summon"}
    assert any(line.startswith("events[0].steps[0]") for line in _lines(Path("x"), data))


def test_mistakes_in_the_library_are_found() -> None:
    data = _load("content", "library.json")
    data["investigators"][0]["assets"].append("moon_rock")
    del data["encounters"]["streets"][0]["at"]["park"]
    found = _lines(Path("library.json"), data)
    assert "investigators[0]: unknown asset 'moon_rock'" in found
    assert any(line.startswith("encounters.streets[0]: needs a text") for line in found)


def test_eerie_validate_speaks_korean(tmp_path: Path) -> None:
    from eerie.cli.main import app

    data = _load("scenarios", "lamps-go-out.json")
    data["start"] = "nowhere"
    data["events"][0]["steps"][0]["card"] = 9
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(path)])
    assert result.exit_code == 1
    lines = result.output.replace(str(path), "").splitlines()
    assert ": start: 알 수 없는 칸 'nowhere'" in lines, lines
    assert ": events[0].steps[0]: 없는 서고 카드 9번" in lines, lines
    assert english_words("\n".join(lines), ("start", "events", "steps")) == []
