"""The client's own texts (``static/i18n``): the same keys and placeholders in every
language, and every ``ui.*`` key the client uses is there. No browser needed."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES

STATIC = Path(__file__).resolve().parents[2] / "src" / "eerie" / "server" / "static"
PAGES = STATIC.parent / "pages.py"


def _catalog(lang: str) -> dict[str, str]:
    data = json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return {str(k): str(v) for k, v in data.items()}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_language_has_the_english_keys_and_placeholders() -> None:
    en = _catalog("en")
    assert all(k.startswith("ui.") for k in en)
    for lang in LANGUAGES:
        cat = _catalog(lang)
        assert set(cat) == set(en), lang
        for key, text in cat.items():
            assert _fields(text) == _fields(en[key]), (lang, key)


def test_every_key_the_client_uses_is_there() -> None:
    en = _catalog("en")
    renderers = [get_game(g).web_assets() for g in game_ids()]  # in the games' packages
    files = [*STATIC.rglob("*.js"), *(p for f in renderers if f for p in f.rglob("*.js"))]
    assert len(files) > len(list(STATIC.rglob("*.js")))
    sources = [p.read_text(encoding="utf-8") for p in sorted(files)]
    sources.append(PAGES.read_text(encoding="utf-8"))
    used: set[str] = set()
    prefixes: set[str] = set()
    for text in sources:
        used.update(re.findall(r"['\"](ui\.[a-z0-9_.-]*[a-z0-9_])['\"]", text))
        prefixes.update(re.findall(r"`(ui\.[a-z0-9_.-]*)\$\{", text))
    missing = sorted(k for k in used if k not in en)
    assert not missing, missing
    for prefix in prefixes:
        assert any(k.startswith(prefix) for k in en), prefix


COUNTS = {"n", "count", "left", "max", "total", "success", "clue", "kinds"}
"""Placeholders the client fills with a number."""


def test_no_number_runs_into_a_plural_noun() -> None:
    # "{n} attempts left" reads "1 attempts left": a count goes after a label instead
    # ("attempts left: {n}"), or the code picks a singular or a plural key (ui.winner/s)
    for lang in LANGUAGES:
        for key, text in _catalog(lang).items():
            for name, word in re.findall(r"\{(\w+)\}\s*([A-Za-z]+)", text):
                if name in COUNTS:
                    assert not (word.endswith("s") and not word.endswith("ss")), (lang, key, text)


def test_every_ai_level_has_a_name() -> None:
    from eerie.ai.agents import agent_names
    from eerie.core.registry import game_ids, get_game

    en = _catalog("en")
    levels = {level for gid in game_ids() for level in agent_names(get_game(gid))}
    assert levels >= {"random", "heuristic"}
    missing = sorted(level for level in levels if f"ui.ai.{level}" not in en)
    assert not missing, f"AI levels without a name in static/i18n: {missing}"
