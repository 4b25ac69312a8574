"""The web client's texts: every key the client's code uses is in a catalog it loads,
counts read right in English, every AI level has a name. No browser needed (the
catalogs' syntax, languages and variables are checked in tests/test_locales.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from eerie.core.registry import game_ids, get_game
from eerie.core.text import fluent_id, load_catalog
from tests.catalogs import STATIC_I18N, package_messages, render, shell_messages, variables

STATIC = STATIC_I18N.parent
PAGES = STATIC.parent / "pages.py"
RENDERERS = {gid: STATIC / "games" / f"{gid}.js" for gid in game_ids()}
"""Each game's browser renderer (while they live in static/games)."""


def _ids(path: Path) -> tuple[set[str], set[str]]:
    """(keys, prefixes of keys built with a template) of ``ui.*`` keys in a file."""
    text = path.read_text(encoding="utf-8")
    return (set(re.findall(r"['\"](ui\.[a-z0-9_.-]*[a-z0-9_])['\"]", text)),
            set(re.findall(r"`(ui\.[a-z0-9_.-]*)\$\{", text)))


def test_shell_catalog_holds_only_the_shell() -> None:
    shell = shell_messages("en")
    assert all(i.startswith("ui-") for i in shell)
    for gid in game_ids():
        assert fluent_id(f"ui.game.{gid}") not in shell, "a game's name is in its package"


@pytest.mark.parametrize("path", [*sorted(STATIC.rglob("*.js")), PAGES],
                         ids=lambda p: p.name)
def test_every_key_the_client_uses_is_there(path: Path) -> None:
    if "vendor" in path.parts:
        return
    own = set(shell_messages("en")) | set(package_messages("eerie", "en"))
    game = next((g for g, p in RENDERERS.items() if p == path), None)
    if game is not None:
        own |= set(package_messages(get_game(game).locale_package, "en"))
    every_game = {i for g in game_ids() for i in package_messages(get_game(g).locale_package,
                                                                    "en")}
    keys, prefixes = _ids(path)
    assert sorted(k for k in keys if fluent_id(k) not in own) == []
    for prefix in prefixes:  # ui.game.${id}: some game's catalog has it
        assert any(i.startswith(fluent_id(prefix)) for i in own | every_game), prefix


COUNTS = {"n", "count", "left", "max", "total", "success", "clue", "kinds", "round"}
"""Variables the client fills with a number."""
PLURAL = re.compile(r"\b1 [a-z]+(?<!s)s\b")
"""'1 attempts', '1 clues' (not '1 class')."""


def _web_messages() -> list[tuple[str, str, set[str]]]:
    """(catalog source, id, variables) of every English text the web client shows."""
    shell = (STATIC_I18N / "en.ftl").read_text("utf-8")
    out = [(shell, i, variables(m)) for i, m in shell_messages("en").items()]
    for gid in game_ids():
        pkg = get_game(gid).locale_package
        out += [(load_catalog(pkg, "en"), i, variables(m))
                for i, m in package_messages(pkg, "en").items() if i.startswith("ui-")]
    return out


def test_no_count_of_one_reads_as_a_plural() -> None:
    # with every count 1, no text says "1 clues": a count chooses its words with a
    # Fluent selector (or goes after a label: "attempts left: 1")
    bad = {}
    for source, ident, names in _web_messages():
        text = render("en", source, ident, {v: 1 if v in COUNTS else "Ada" for v in names})
        if PLURAL.search(text):
            bad[ident] = text
    assert bad == {}
    assert PLURAL.search("Attempts: 1 attempts") and not PLURAL.search("1 class")


def test_winners_are_counted() -> None:
    source = (STATIC_I18N / "en.ftl").read_text("utf-8")
    assert [render("en", source, "ui-winner", {"count": n, "names": "A"})
            for n in (0, 1, 2)] == ["Nobody wins.", "Winner: A", "Winners: A"]


def test_every_ai_level_has_a_name() -> None:
    from eerie.ai.agents import agent_names

    shell = shell_messages("en")
    levels = {level for gid in game_ids() for level in agent_names(get_game(gid))}
    assert levels >= {"random", "heuristic"}
    missing = sorted(level for level in levels if fluent_id(f"ui.ai.{level}") not in shell)
    assert not missing, f"AI levels without a name in static/i18n: {missing}"
