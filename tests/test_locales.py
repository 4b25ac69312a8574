"""Message catalogs: complete, consistent across languages, and covering the code.

Every text the engine shows is a ``Msg`` key looked up in ``locales/<lang>.json`` of the
core package and of each game package. These tests check that

* every catalog is a flat JSON object of string templates that ``str.format`` accepts;
* every language has exactly the English keys, with exactly the English placeholders;
* every key the source code uses (literal ``Msg("...")``/``msg("...")`` keys and the
  f-string key families) is in an English catalog;
* the messages a few real games produce can be rendered in every language with all
  their placeholders filled.
"""

from __future__ import annotations

import ast
import functools
import json
import random
import re
import string
from pathlib import Path
from typing import Any

import pytest

from eerie.core.decision import IllegalAction
from eerie.core.game import Game
from eerie.core.grid import HEADING_NAMES
from eerie.core.text import LANGUAGES, Msg, Translator, load_catalog
from eerie.games.fearsome_floors import placement
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.state import CARDS, COLOURS, monster_deck
from eerie.games.whitehall_mystery.game import GAME as WM_GAME
from eerie.games.whitehall_mystery.state import INVESTIGATOR_NAMES, TILES

SRC = Path(__file__).resolve().parents[1] / "src" / "eerie"
PACKAGES = {
    ".".join(("eerie", *d.parent.relative_to(SRC).parts)): d
    for d in sorted(SRC.rglob("locales")) if d.is_dir()
}
"""Every package with a ``locales/`` folder: package name -> folder."""

# Keys built with f-strings: prefix -> every suffix the code can produce.
FAMILIES: dict[str, set[str]] = {
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
}

MSG_CALLS = {"Msg", "msg"}
"""Functions whose first argument (or ``key=``) is a message key."""
KEY_TAKING = {"chance_options": (1, "label_key")}
"""Other functions taking a message key: name -> (position, keyword)."""


def _en(package: str) -> dict[str, str]:
    return load_catalog(package, "en")


def _all_en() -> dict[str, str]:
    out: dict[str, str] = {}
    for package in PACKAGES:
        out.update(_en(package))
    return out


def _fields(template: str) -> set[str]:
    """Placeholder names in a ``str.format`` template (``{a.b}`` counts as ``a``)."""
    names: set[str] = set()
    for _, name, _, _ in string.Formatter().parse(template):
        if name is not None:
            names.add(re.split(r"[.\[]", name, maxsplit=1)[0])
    return names


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


def _key_arg(call: ast.Call) -> ast.expr | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")
    if name in MSG_CALLS:
        pos, kw = 0, "key"
    elif name in KEY_TAKING:
        pos, kw = KEY_TAKING[name]
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
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            arg = _key_arg(node)
            if arg is None:
                continue
            where = f"{path.relative_to(SRC)}:{node.lineno}"
            for kind, text in _key_parts(arg):
                (literal if kind == "key" else prefixes).setdefault(text, []).append(where)
    return literal, prefixes


# -- the catalogs themselves ------------------------------------------------------------


@pytest.mark.parametrize("package", sorted(PACKAGES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_file_is_flat_json_of_strings(package: str, lang: str) -> None:
    path = PACKAGES[package] / f"{lang}.json"
    assert path.is_file(), f"missing {path}"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict) and data, f"{path} must be a non-empty JSON object"
    for key, value in data.items():
        assert isinstance(value, str) and value.strip(), f"{path}: {key} needs a text"
        _fields(value)  # raises ValueError on a malformed template
    assert load_catalog(package, lang) == data, "catalog not reachable as package data"


def test_catalogs_found_and_do_not_overlap() -> None:
    assert {"eerie", "eerie.games.fearsome_floors",
            "eerie.games.whitehall_mystery"} <= set(PACKAGES)
    owner: dict[str, str] = {}
    for package in PACKAGES:
        for key in _en(package):
            assert key not in owner, f"{key} is in both {owner.get(key)} and {package}"
            owner[key] = package
    assert all(k.startswith("ff.") for k in _en("eerie.games.fearsome_floors"))
    assert not any(k.startswith("ff.") for k in _en("eerie"))
    assert all(k.startswith("wm.") for k in _en("eerie.games.whitehall_mystery"))
    assert not any(k.startswith("wm.") for k in _en("eerie"))


@pytest.mark.parametrize("package", sorted(PACKAGES))
@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_same_keys_as_english(package: str, lang: str) -> None:
    en, other = _en(package), load_catalog(package, lang)
    assert sorted(set(en) - set(other)) == [], f"{lang} lacks these keys"
    assert sorted(set(other) - set(en)) == [], f"{lang} has keys English lacks"


@pytest.mark.parametrize("package", sorted(PACKAGES))
@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_same_placeholders_as_english(package: str, lang: str) -> None:
    en, other = _en(package), load_catalog(package, lang)
    wrong = {k: (sorted(_fields(other[k])), sorted(_fields(t)))
             for k, t in en.items() if k in other and _fields(other[k]) != _fields(t)}
    assert wrong == {}, f"{lang} placeholders differ (theirs, English)"


# -- the code's keys --------------------------------------------------------------------


def test_source_scan_finds_keys() -> None:
    literal, prefixes = _source_keys()
    # guards against the scan silently finding nothing
    assert {"core.error.game_over", "ff.opt.stay", "ff.opt.stop", "ff.ev.slide",
            "ff.ev.step"} <= set(literal)
    assert {"ff.colour.", "ff.ev.monster.", "ff.opt.step."} <= set(prefixes)


def test_every_literal_key_is_in_english() -> None:
    literal, _ = _source_keys()
    en = _all_en()
    missing = {k: v for k, v in literal.items() if k not in en}
    assert missing == {}, "keys used in the code but missing from the English catalogs"


def test_every_fstring_family_is_known_and_in_english() -> None:
    _, prefixes = _source_keys()
    unknown = sorted(set(prefixes) - set(FAMILIES))
    assert unknown == [], f"new f-string key families; add them to FAMILIES: {unknown}"
    en = _all_en()
    missing = sorted(p + s for p, suffixes in FAMILIES.items() for s in suffixes
                     if p + s not in en)
    assert missing == []


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
def test_game_messages_render_with_all_placeholders(lang: str) -> None:
    tr = Translator(lang, tuple(PACKAGES))
    catalog: dict[str, str] = {}
    for package in PACKAGES:
        catalog.update(load_catalog(package, lang))
    for message in _game_messages():
        assert message.key in catalog, message.key
        params = {k: tr(v) if isinstance(v, Msg) else v for k, v in message.params.items()}
        assert _fields(catalog[message.key]) <= set(params), (message.key, sorted(params))
        catalog[message.key].format(**params)
