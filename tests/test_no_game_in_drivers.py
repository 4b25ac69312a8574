"""No driver knows a game: the Python modules of ``eerie.core``, ``eerie.script``,
``eerie.ai``, ``eerie.cli``, ``eerie.server``, ``eerie.sim`` and ``eerie.adapters`` never
name a game (its id, its package, its name in words) or import ``eerie.games``. What
they need of a game they ask the game object (``Game.terminal_renderer``,
``Game.search_config`` ...), found through the ``eerie.games`` entry points.

The games are read from Eerie's own pyproject.toml, so a game added there is covered.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "eerie"
DRIVERS = ("core", "script", "ai", "cli", "server", "sim", "adapters")
IMPORT = re.compile(r"^\s*(from\s+eerie\.games\b|import\s+eerie\.games\b)"
                    r"|import_module\(\s*[\"']eerie\.games\.", re.MULTILINE)


def declared_games() -> dict[str, str]:
    """Game id -> ``module:attribute`` from the ``eerie.games`` entry points."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    games: dict[str, str] = project["entry-points"]["eerie.games"]
    return games


def forbidden_words() -> dict[str, re.Pattern[str]]:
    """What names a game: its id, the id in words (``whitehall mystery``), the first word
    of its id on its own (``whitehall``), its package path and its package's name."""
    words: dict[str, re.Pattern[str]] = {}
    for game_id, target in declared_games().items():
        package = target.partition(":")[0].rpartition(".")[0]
        for word in (game_id, game_id.replace("-", " "), game_id.split("-")[0], package,
                     package.rpartition(".")[2]):
            words[word] = re.compile(rf"(?<![\w.-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
    return words


def driver_files() -> list[Path]:
    """Every Python module of the driver packages."""
    return sorted(p for d in DRIVERS for p in (SRC / d).rglob("*.py"))


def test_the_driver_packages_are_all_there() -> None:
    files = driver_files()
    assert {p.relative_to(SRC).parts[0] for p in files} == set(DRIVERS)
    assert len(declared_games()) >= 3


@pytest.mark.parametrize("path", driver_files(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_driver_module_names_a_game(path: Path) -> None:
    text = path.read_text("utf-8")
    found = [f"line {text.count(chr(10), 0, m.start()) + 1}: {m.group(0).strip()!r}"
             for m in IMPORT.finditer(text)]
    words = forbidden_words()
    for line_no, line in enumerate(text.splitlines(), 1):
        found += [f"line {line_no}: {word!r}" for word, pattern in words.items()
                  if pattern.search(line)]
    assert not found, f"{path.relative_to(SRC)} knows a game: {', '.join(found)}"


def test_the_check_sees_a_game_named_in_a_driver() -> None:
    """The patterns catch what they are for (and the entry-point group is no game)."""
    words = forbidden_words()
    samples = {
        'x = get_game("whitehall-mystery")': True,
        "from eerie.games.mansions.game import load": True,
        "# a Fearsome Floors figure's steps": True,
        "Whitehall's stay": True,
        'GROUP = "eerie.games"': False,
        "the mansion's doors": False,
    }
    for line, named in samples.items():
        hit = bool(IMPORT.search(line)) or any(p.search(line) for p in words.values())
        assert hit is named, line
