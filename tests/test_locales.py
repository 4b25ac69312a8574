"""Message catalogs: complete, consistent across languages, and covering the code.

Every text the engine shows is a ``Msg`` key looked up (as :func:`fluent_id` of the key)
in ``locales/<lang>.ftl`` of the core package and of each game package; the web client's
own texts are in ``server/static/i18n/<lang>.ftl``. These tests check that

* every catalog parses as Fluent without errors (a ``Junk`` entry fails);
* every language has exactly the English messages, with exactly the English variables
  (placeholders and selectors);
* every key the source code uses (literal ``Msg("...")``/``msg("...")`` keys and the
  f-string key families) is in an English catalog, and no two keys share a Fluent id;
* the messages a few real games produce render in every language with every variable
  given.
"""

from __future__ import annotations

import ast
import functools
import random
import re
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

from eerie.cli.main import COMMANDS_GROUP
from eerie.core import problems
from eerie.core.decision import IllegalAction
from eerie.core.game import Game
from eerie.core.grid import HEADING_NAMES
from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Msg, Translator, fluent_id, load_catalog
from eerie.games.fearsome_floors import placement
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.state import CARDS, COLOURS, monster_deck
from eerie.games.whitehall_mystery.game import GAME as WM_GAME
from eerie.games.whitehall_mystery.state import INVESTIGATOR_NAMES, TILES
from tests.catalogs import STATIC_I18N, messages, package_messages, variables

SRC = Path(__file__).resolve().parents[1] / "src" / "eerie"
PACKAGES = {
    ".".join(("eerie", *d.parent.relative_to(SRC).parts)): d
    for d in sorted(SRC.rglob("locales")) if d.is_dir()
}
"""Every package with a ``locales/`` folder: package name -> folder."""
SHELL = "static/i18n"
"""The web client's own catalog, checked like a package's."""
CATALOGS = {**PACKAGES, SHELL: STATIC_I18N}


def _messages(catalog: str, lang: str) -> dict[str, Any]:
    if catalog == SHELL:
        path = STATIC_I18N / f"{lang}.ftl"
        return messages(path.read_text("utf-8"), str(path))
    return package_messages(catalog, lang)


# Keys built with f-strings: prefix -> every suffix the code can produce.
FAMILIES: dict[str, set[str]] = {
    "problem.pydantic.": set(problems._SIMPLE) | set(problems._WITH_CONTEXT),
    "ff.colour.": {"green", "red", "blue", "yellow", "beige", "purple", "black"},
    "ff.card.": {"5", "7", "8", "10", "p1", "p2", "p3"},
    "ff.heading.": {"n", "e", "s", "w"},
    "ff.opt.": {"enter", "exit"},
    "ff.opt.step.": {"n", "e", "s", "w"},
    "ff.element.": {"stone", "crystal", "rot_right", "rot_back", "tele_A", "tele_B",
                    "pool_2x2", "pool_1x4"},
    "ff.orient.": {"n", "e", "s", "w", "h", "v"},
    "ff.how.": {"bitten", "off_board", "teleporter", "corner"},
    "ff.ev.monster.": {"card", "look", "turn", "tie", "rotate", "step", "wrap", "slide",
                       "teleport", "eat", "push", "stone_gone", "done"},
    "wm.investigator.": {"yellow", "blue", "red"},
    "wm.tile.": {"carriage", "alley", "boat"},
    "wm.opt.": {"circle", "via", "intersection", "stay", "search", "arrest", "pass", "stop"},
    "wm.over.police.": {"arrest", "time", "cornered"},
    "wm.ui.sighting.": {"clue", "nothing", "arrest_failed"},
    "wm.map.graph.": {"streets", "police", "jack"},
    "ah.val.unknown.": {"event", "objective", "epilogue"},
}

MSG_CALLS = {"Msg", "msg"}
"""Functions whose first argument (or ``key=``) is a message key."""
KEY_TAKING = {"chance_options": (1, "label_key")}
"""Other functions taking a message key: name -> (position, keyword)."""
PROBLEM_HELPERS = {"error": (1, "key"), "warning": (1, "key")}
"""The helpers of :mod:`eerie.core.problems` taking a message key, counted in the
modules that import them (other modules have functions of the same names)."""


def _problem_helpers(tree: ast.Module) -> dict[str, tuple[int, str]]:
    """The helpers of ``eerie.core.problems`` a module imports, by their names there."""
    return {alias.asname or alias.name: PROBLEM_HELPERS[alias.name]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "eerie.core.problems"
            for alias in node.names if alias.name in PROBLEM_HELPERS}


def _all_en() -> set[str]:
    """Every message id of the English catalogs (core, games, web client)."""
    return {i for c in CATALOGS for i in _messages(c, "en")}


def _key_parts(node: ast.expr) -> list[tuple[str, str]]:
    """``("key", k)`` for a literal key, ``("prefix", p)`` for an f-string key; both
    branches of ``a if cond else b``; nothing for keys held in variables."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [("key", node.value)]
    if isinstance(node, ast.JoinedStr):
        prefix = ""
        for part in node.values:
            if not (isinstance(part, ast.Constant) and isinstance(part.value, str)):
                return [("prefix", prefix)]
            prefix += part.value
        return [("key", prefix)]
    if isinstance(node, ast.IfExp):
        return _key_parts(node.body) + _key_parts(node.orelse)
    return []


def _key_arg(call: ast.Call,
             helpers: dict[str, tuple[int, str]] | None = None) -> ast.expr | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")
    if name in MSG_CALLS:
        pos, kw = 0, "key"
    elif name in KEY_TAKING:
        pos, kw = KEY_TAKING[name]
    elif helpers and name in helpers:
        pos, kw = helpers[name]
    else:
        return None
    if len(call.args) > pos:
        return call.args[pos]
    return next((k.value for k in call.keywords if k.arg == kw), None)


def _source_keys() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(literal key -> places used, f-string prefix -> places used) in ``src/eerie``.

    A syntax-tree walk, so docstrings and comments never count, and conditional keys
    (``Msg("a" if x else "b")``) give both keys."""
    literal: dict[str, list[str]] = {}
    prefixes: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        helpers = _problem_helpers(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            arg = _key_arg(node, helpers)
            if arg is None:
                continue
            where = f"{path.relative_to(SRC)}:{node.lineno}"
            for kind, text in _key_parts(arg):
                (literal if kind == "key" else prefixes).setdefault(text, []).append(where)
    return literal, prefixes


# -- the catalogs themselves ------------------------------------------------------------


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_parses_without_errors(catalog: str, lang: str) -> None:
    path = CATALOGS[catalog] / f"{lang}.ftl"
    assert path.is_file(), f"missing {path}"
    found = _messages(catalog, lang)  # fails on any Junk entry
    assert found, f"{path} has no messages"
    for ident, message in found.items():
        assert message.value is not None, f"{path}: {ident} needs a text"
    if catalog != SHELL:
        assert load_catalog(catalog, lang) == path.read_text("utf-8"), "not package data"


def test_a_syntax_error_is_caught() -> None:
    with pytest.raises(AssertionError, match="E0"):
        messages("good = fine\nbad = { $n ->\n    [one] x\n}\n")


def test_no_json_catalog_is_left() -> None:
    left = [p for p in SRC.rglob("*.json")
            if p.stem in LANGUAGES and (p.parent.name == "locales" or p.parent == STATIC_I18N)]
    assert left == [], "convert with tools/json_to_ftl.py --remove"


def test_catalogs_found_and_do_not_overlap() -> None:
    assert {"eerie", "eerie.games.fearsome_floors", "eerie.games.whitehall_mystery",
            "eerie.games.mansions"} <= set(PACKAGES)
    owner: dict[str, str] = {}
    for catalog in CATALOGS:
        for ident in _messages(catalog, "en"):
            assert ident not in owner, f"{ident} is in both {owner.get(ident)} and {catalog}"
            owner[ident] = catalog


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_keeps_its_texts_in_its_own_package(game_id: str) -> None:
    """A game's catalog holds only its own prefix (``ff-``: its events, options, terminal
    words, and ``ff-ui-`` for the words of its screens, in the terminal and the browser),
    ``ui-game-<id>`` for its name, and ``cli-doc-<name>-*`` for the help of the command
    groups its package brings (``eerie.commands`` entry points); the core and the web
    client's shell hold none of them (``ui-`` is the shell's own)."""
    package = get_game(game_id).locale_package
    # the help texts of the game's own command groups (``eerie ff``: ``cli-doc-ff-*``)
    groups = tuple(f"cli-doc-{point.name}" for point in entry_points(group=COMMANDS_GROUP)
                   if point.value.startswith(f"{package}."))
    own = {i for i in _messages(package, "en") if not i.startswith(groups or ("\0",))}
    prefixes = {i.split("-", 1)[0] for i in own if not i.startswith("ui-")}
    assert len(prefixes) == 1, prefixes
    prefix = prefixes.pop()
    allowed = (f"{prefix}-", f"ui-game-{game_id}")
    assert all(i.startswith(allowed) for i in own), sorted(
        i for i in own if not i.startswith(allowed))
    assert fluent_id(f"ui.game.{game_id}") in own, "the lobby shows the game's name"
    for other in ("eerie", SHELL):
        assert not [i for i in _messages(other, "en") if i.startswith(allowed)], other


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_same_messages_as_english(catalog: str, lang: str) -> None:
    en, other = _messages(catalog, "en"), _messages(catalog, lang)
    assert sorted(set(en) - set(other)) == [], f"{lang} lacks these messages"
    assert sorted(set(other) - set(en)) == [], f"{lang} has messages English lacks"


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_same_variables_as_english(catalog: str, lang: str) -> None:
    en, other = _messages(catalog, "en"), _messages(catalog, lang)
    wrong = {k: (sorted(variables(other[k])), sorted(variables(m)))
             for k, m in en.items() if k in other and variables(other[k]) != variables(m)}
    assert wrong == {}, f"{lang} variables differ (theirs, English)"


def test_variables_are_seen_in_selectors_too() -> None:
    found = messages("a = { $n ->\n    [one] one\n   *[other] { $m } more\n}\n")
    assert variables(found["a"]) == {"n", "m"}


# -- the code's keys --------------------------------------------------------------------


def test_source_scan_finds_keys() -> None:
    literal, prefixes = _source_keys()
    # guards against the scan silently finding nothing
    assert {"core.error.game_over", "ff.opt.stay", "ff.opt.stop", "ff.ev.slide",
            "ff.ev.step"} <= set(literal)
    assert {"ff.colour.", "ff.ev.monster.", "ff.opt.step."} <= set(prefixes)
    # the problems of content files, through the helpers of eerie.core.problems
    assert {"wm.map.format", "bet.val.unknown.event", "ah.val.unknown.space"} <= set(literal)


def test_every_literal_key_is_in_english() -> None:
    literal, _ = _source_keys()
    en = _all_en()
    missing = {k: v for k, v in literal.items() if fluent_id(k) not in en}
    assert missing == {}, "keys used in the code but missing from the English catalogs"


def test_every_fstring_family_is_known_and_in_english() -> None:
    _, prefixes = _source_keys()
    unknown = sorted(set(prefixes) - set(FAMILIES))
    assert unknown == [], f"new f-string key families; add them to FAMILIES: {unknown}"
    en = _all_en()
    missing = sorted(p + s for p, suffixes in FAMILIES.items() for s in suffixes
                     if fluent_id(p + s) not in en)
    assert missing == []


def test_no_two_keys_share_a_fluent_id() -> None:
    """``fluent_id`` turns dots into dashes: ``a.b-c`` and ``a-b.c`` would meet."""
    from eerie.games.mansions.script import FAMILIES as MOM_FAMILIES

    literal, _ = _source_keys()
    keys = set(literal) | {p + s for p, suffixes in FAMILIES.items() for s in suffixes}
    keys |= {f"{f}.{m}" for f, members in MOM_FAMILIES.items() for m in members}
    for path in sorted(SRC.rglob("*.js")):  # the web client's keys
        keys.update(re.findall(r"['\"]((?:ui|ff|wm|mom|core)\.[a-z0-9_.-]*[a-z0-9_])['\"]",
                               path.read_text("utf-8")))
    by_id: dict[str, set[str]] = {}
    for key in keys:
        by_id.setdefault(fluent_id(key), set()).add(key)
    assert {i: k for i, k in by_id.items() if len(k) > 1} == {}
    assert fluent_id("ff.ev.monster.eat") == "ff-ev-monster-eat"
    assert fluent_id("ui.game.fearsome-floors") == "ui-game-fearsome-floors"
    assert len(keys) > 450  # the scan found the keys


def test_families_cover_the_game_constants() -> None:
    monster_src = (SRC / "games" / "fearsome_floors" / "monster.py").read_text("utf-8")
    trace_kinds = set(re.findall(r"""\(\(?\s*"(\w+)",\s*\{""", monster_src))
    assert {"card", "eat", "done"} <= trace_kinds
    assert set(COLOURS) <= FAMILIES["ff.colour."]
    assert set(CARDS) | set(monster_deck(True)) <= FAMILIES["ff.card."]
    assert set(HEADING_NAMES) <= FAMILIES["ff.heading."]
    assert set(HEADING_NAMES) <= FAMILIES["ff.opt.step."]
    assert {k for k, _ in placement.EXPERIENCED_ELEMENTS} <= FAMILIES["ff.element."]
    assert {o for os in placement.ORIENTATIONS.values() for o in os} <= FAMILIES["ff.orient."]
    assert trace_kinds <= FAMILIES["ff.ev.monster."]


def test_families_cover_the_whitehall_constants() -> None:
    game_src = (SRC / "games" / "whitehall_mystery" / "game.py").read_text("utf-8")
    sighting_kinds = set(re.findall(r'Sighting\([^()]*?"(\w+)",', game_src))
    police_reasons = set(re.findall(r'st\.reason = "police", "(\w+)"', game_src))
    police_actions = set(re.findall(r'f"(\w+):\{c\}" for c in circles', game_src))
    assert {"clue", "nothing", "arrest_failed"} <= sighting_kinds
    assert {"arrest", "time", "cornered"} <= police_reasons
    assert {"search", "arrest"} <= police_actions
    assert set(INVESTIGATOR_NAMES) <= FAMILIES["wm.investigator."]
    assert set(TILES) <= FAMILIES["wm.tile."]
    assert sighting_kinds <= FAMILIES["wm.ui.sighting."]
    assert police_reasons <= FAMILIES["wm.over.police."]
    assert police_actions | {"pass", "stop"} <= FAMILIES["wm.opt."]


# -- real messages render ---------------------------------------------------------------


def _walk_msgs(message: Msg, out: list[Msg]) -> None:
    out.append(message)
    for value in message.params.values():
        if isinstance(value, Msg):
            _walk_msgs(value, out)


def _play(game: Game[Any], configs: list[dict[str, object]], steps: int,
          msgs: list[Msg]) -> None:
    """Random games: collect every prompt, option label, event and refusal message."""
    for seed, cfg in enumerate(configs):
        rng = random.Random(seed)
        st = game.setup(cfg)
        for _ in range(steps):
            p = game.pending(st)
            _walk_msgs(p.prompt, msgs)
            if not p.options:
                break
            for o in p.options:
                _walk_msgs(o.label, msgs)
            for ev in game.apply(st, p.actors[0], rng.choice(p.options).id):
                _walk_msgs(ev.msg, msgs)
        p = game.pending(st)
        for actor in {p.actors[0] if p.actors else 0, 99}:
            try:
                game.apply(st, actor, "no-such-option")
            except IllegalAction as exc:
                _walk_msgs(exc.reason, msgs)
        out = game.outcome(st)
        if out is not None:
            _walk_msgs(out.reason, msgs)
        _walk_msgs(game.seat_name(0), msgs)


@functools.cache
def _game_messages() -> tuple[Msg, ...]:
    msgs: list[Msg] = []
    _play(GAME, [{"players": 4}, {"players": 7, "prey3": True},
                 {"players": 3, "variant": "experienced"}], 600, msgs)
    _play(WM_GAME, [{}, {"smoker": True}, {"jack_extra_alley": True, "players": 2},
                    {"smoker": True, "jack_extra_alley": True, "players": 3}], 600, msgs)
    return tuple(msgs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_messages_render_with_every_variable(lang: str) -> None:
    tr = Translator(lang, tuple(PACKAGES))
    own = {i for p in PACKAGES for i in _messages(p, lang)}
    problems = set()
    for message in _game_messages():
        assert fluent_id(message.key) in own, message.key
        text, found = tr.render(message)
        problems.update(found)
        assert "{" not in text, (message.key, text)
    assert problems == set()
