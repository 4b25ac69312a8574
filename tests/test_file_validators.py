"""Every game's file validators say their problems as messages, never as English strings.

Each check of ``Game.file_validators`` (the shipped games, the toy scripted game and the
plug-in game) is called on its game's packaged files of that format and on broken copies
of them (a field dropped, a field of the wrong type, a field it does not know, an empty
file): whatever it finds must be :class:`~eerie.core.problems.Problem` objects whose
messages all exist in the game's catalogs, with every variable given.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from eerie.core.game import Game
from eerie.core.problems import Problem
from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Translator
from tests.plugins import TESTS, install

Check = Callable[[Path, Any], list[Problem]]

def _packaged(package: str, fmt: str) -> list[tuple[Path, Any]]:
    """The JSON files of ``package`` whose ``format`` is ``fmt``, with their data."""
    root = Path(str(resources.files(package)))
    found = []
    for path in sorted(root.rglob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        if isinstance(data, dict) and data.get("format") == fmt:
            found.append((path, data))
    return found


def _broken(fmt: str, data: dict[str, Any]) -> Iterator[Any]:
    """Broken copies of a good file: each field dropped, given the wrong type, and an
    unknown field added; and nearly empty files."""
    yield {"format": fmt}
    yield {"format": fmt, "surprise": [1, 2]}
    for key in [k for k in data if k != "format"][:8]:
        dropped = copy.deepcopy(data)
        del dropped[key]
        yield dropped
        for wrong in ("?", 7, [None]):
            changed = copy.deepcopy(data)
            changed[key] = wrong
            yield changed
    yield {**copy.deepcopy(data), "surprise": True}


def _assert_messages(game: Game[Any], check: Check, path: Path, data: Any) -> None:
    found = check(path, data)
    assert isinstance(found, list)
    assert all(isinstance(p, Problem) for p in found), [p for p in found
                                                        if not isinstance(p, Problem)]
    for lang in LANGUAGES:
        tr = Translator(lang, ("eerie", game.locale_package))
        for problem in found:
            text, missing = tr.render(problem.line)
            assert text and not missing, (problem, missing)


def _check_game(game: Game[Any], package: str) -> int:
    """Check every format of the game on its packaged files; how many files were used."""
    used = 0
    for fmt, check in game.file_validators().items():
        files = _packaged(package, fmt)
        used += len(files)
        for path, data in files:
            assert check(path, data) == [], path
            for broken in _broken(fmt, data):
                _assert_messages(game, check, path, broken)
        _assert_messages(game, check, Path("x.json"), {"format": fmt})
    return used


@pytest.mark.parametrize("game_id", game_ids())
def test_a_games_checks_give_problems_with_messages(game_id: str) -> None:
    game = get_game(game_id)
    if not game.file_validators():
        pytest.skip(f"{game_id} has no content formats")
    assert _check_game(game, game.locale_package) > 0, "no packaged file to start from"


def test_the_toy_and_plugin_games_checks_give_problems_with_messages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for project, package in (("toy_game", "eerie_cellar"), ("plugin_game", "eerie_tiny")):
        site = tmp_path / package
        site.mkdir()
        install(TESTS / project, package, site, monkeypatch)
    assert _check_game(get_game("candle-cellar"), "eerie_cellar") == 1
    tiny = get_game("tiny")
    (check,) = tiny.file_validators().values()
    for stones in (0, -3, "many", None, 2.5):
        _assert_messages(tiny, check, Path("pile.json"),
                         {"format": "eerie-tiny-pile", "stones": stones})
    assert check(Path("pile.json"), {"format": "eerie-tiny-pile", "stones": 3}) == []
