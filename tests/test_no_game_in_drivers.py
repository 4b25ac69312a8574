"""No driver knows a game: the Python modules of ``eerie.core``, ``eerie.script``,
``eerie.ai``, ``eerie.cli``, ``eerie.server``, ``eerie.sim`` and ``eerie.adapters`` never
name a game (its id, its package, its name in words) or import ``eerie.games``. What
they need of a game they ask the game object (``Game.terminal_renderer``,
``Game.search_config`` ...), found through the ``eerie.games`` entry points.

The same holds for the browser client's shared JavaScript (``static/play.js`` and
``static/js/``): it names no game and uses no game's message prefix (``ff.``, ``ff.ui.``
...); each game's renderer lives in its own package (``web/renderer.js``). And no renderer
takes an option id apart: what it needs to know of an option is in the option's ``data``.

The games are read from Eerie's own pyproject.toml, so a game added there is covered.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from eerie.core.registry import get_game

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


STATIC = SRC / "server" / "static"


def shared_js_files() -> list[Path]:
    """The browser client's own modules (every page loads them, whatever the game)."""
    return [STATIC / "play.js", *sorted((STATIC / "js").rglob("*.js"))]


def game_prefixes() -> dict[str, re.Pattern[str]]:
    """A game's message prefixes as a string in code: the first part of the keys of its
    locale catalog and of its round event (``ff``, ``wm``, ``mom``), also after ``ui.``."""
    words: dict[str, re.Pattern[str]] = {}
    for game_id in declared_games():
        game = get_game(game_id)
        prefixes = {game.round_event.partition(".")[0]} - {""}
        catalog = Path(str(game.web_assets())).parent / "locales" / "en.json"
        if catalog.is_file():
            prefixes |= {key.partition(".")[0] for key in json.loads(catalog.read_text("utf-8"))}
        for prefix in prefixes:
            words[f"{prefix}."] = re.compile(
                rf"[\"'`](?:ui\.)?{re.escape(prefix)}\.", re.IGNORECASE)
    return words


def test_the_shared_client_files_are_all_there() -> None:
    names = {p.relative_to(STATIC).as_posix() for p in shared_js_files()}
    assert {"play.js", "js/lobby.js", "js/renderers.js", "js/generic.js"} <= names
    prefixes = game_prefixes()
    assert len(prefixes) >= 3
    assert any(p.search("ctx.t('ff.ui.exit')") for p in prefixes.values())
    assert any(p.search("kind.startsWith(\"wm.\")") for p in prefixes.values())
    assert not any(p.search("t('ui.lobby.title')") or p.search("a.mom.b")
                   for p in prefixes.values())


@pytest.mark.parametrize("path", shared_js_files(), ids=lambda p: str(p.relative_to(STATIC)))
def test_no_shared_client_module_names_a_game(path: Path) -> None:
    text = path.read_text("utf-8")
    patterns = {**forbidden_words(), **game_prefixes()}
    found = [f"line {line_no}: {word!r}" for line_no, line in enumerate(text.splitlines(), 1)
             for word, pattern in patterns.items() if pattern.search(line)]
    assert not found, f"static/{path.relative_to(STATIC)} knows a game: {', '.join(found)}"


def test_the_shared_stylesheet_styles_no_game() -> None:
    """A game's styles are its renderer's (``web/renderer.css``): the client's stylesheet
    has no class of a game's prefix (``.ff-``, ``.mom-board`` ...) and names no game."""
    prefixes = {word[:-1] for word in game_prefixes()}
    css = re.compile(rf"\.(?:{'|'.join(map(re.escape, sorted(prefixes)))})-", re.IGNORECASE)
    for path in sorted((STATIC / "css").rglob("*.css")):
        text = path.read_text("utf-8")
        found = [f"line {n}" for n, line in enumerate(text.splitlines(), 1)
                 if css.search(line) or any(p.search(line) for p in forbidden_words().values())]
        assert not found, f"{path.relative_to(STATIC)} styles a game: {', '.join(found)}"
    assert css.search(".mom-board { }") and not css.search(".moment { }")


def renderer_files() -> list[Path]:
    """Every game's browser renderer (and the generic one)."""
    found = [STATIC / "js" / "generic.js"]
    for game_id in declared_games():
        folder = get_game(game_id).web_assets()
        assert folder is not None, f"{game_id} has no web folder"
        found += sorted(folder.rglob("*.js"))
    return found


TAKES_AN_ID_APART = re.compile(
    r"\bids?\.(?:split|startsWith|endsWith|slice|substring|substr|indexOf|includes|match|"
    r"replace|search|at)\b"
    r"|\bid\s*\[\s*\d"
    r"|\.(?:test|exec)\(\s*(?:\w+\.)*id\b"
    r"|`[a-z_]+:\$\{")
"""An option id taken apart (``o.id.split(':')``, ``id.startsWith('move:')``, a regex
run on an id) or put together from parts (`` `sym:${k}` ``)."""


@pytest.mark.parametrize("path", renderer_files(), ids=lambda p: p.parent.parent.name)
def test_no_renderer_takes_an_option_id_apart(path: Path) -> None:
    text = path.read_text("utf-8")
    found = [f"line {n}: {line.strip()}" for n, line in enumerate(text.splitlines(), 1)
             if TAKES_AN_ID_APART.search(line)]
    assert not found, f"{path.relative_to(SRC)} reads option ids: {found}"


def test_the_id_check_sees_an_id_taken_apart() -> None:
    samples = {
        "const parts = o.id.split(':');": True,
        "this.ix.puzzle.some((o) => o.id.startsWith(`move:${bl.id}:`))": True,
        "if (/^m\\d+$/.test(o.id)) x();": True,
        "const swapId = (a, c) => `swap:${Math.min(a, c)}:${Math.max(a, c)}`;": True,
        "button(`sym:${k}`, 'mom-sym')": True,
        "g.dataset.option = o.id;": False,
        "onclick: () => ctx.act(o.id)": False,
        "const kind = o.data.act;": False,
        "title(`${ctx.t('mom.ui.token')}: ${name}`)": False,
    }
    for line, hit in samples.items():
        assert bool(TAKES_AN_ID_APART.search(line)) is hit, line
