"""The rules help in the browser (``/content/<game>/rules/<lang>.md``) leaves out what
only the terminal can do: commands such as ``/q``, command-line options such as
``--table-dice``, option keys. The files mark those parts ``<!-- terminal -->`` ...
``<!-- /terminal -->``; ``eerie rules`` prints the whole file."""

from __future__ import annotations

import re
import urllib.request
from importlib import resources

import pytest

from eerie.core.registry import game_ids, get_game
from eerie.core.rules_help import for_terminal
from eerie.core.rules_help import for_web as web_rules
from eerie.core.text import LANGUAGES
from tests.browser.conftest import Server

TERMINAL = [r"`/\w", r"--[a-z]", r"\beerie (play|replay|rules|serve)\b", r"<!--",
            r"`smoker`", r"`jack_extra_alley`", r"\bin the terminal\b", "터미널", "终端"]
"""What the browser must not show: commands, options, the terminal itself."""


def _raw(game_id: str, lang: str) -> str:
    ref = resources.files(get_game(game_id).locale_package).joinpath("rules", f"{lang}.md")
    return ref.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_browser_rules_have_no_terminal_instructions(server: Server, game_id: str,
                                                         lang: str) -> None:
    url = server.url(f"/content/{game_id}/rules/{lang}.md")
    with urllib.request.urlopen(url, timeout=10) as r:
        text = r.read().decode("utf-8")
    assert text == web_rules(_raw(game_id, lang))
    assert text.startswith("# ") and len(text.splitlines()) > 20
    for pattern in TERMINAL:
        found = re.search(pattern, text, re.IGNORECASE)
        assert found is None, f"{game_id} {lang}: {found and found.group(0)!r} in the browser"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", game_ids())
def test_the_terminal_parts_stay_in_the_files(game_id: str, lang: str) -> None:
    raw = _raw(game_id, lang)
    opens = raw.count("<!-- terminal -->")
    assert opens == raw.count("<!-- /terminal -->"), "unbalanced terminal markers"
    if game_id != "fearsome-floors":  # (its file explains no command)
        assert opens >= 1  # eerie rules still explains the commands and options
        assert re.search(r"`/q`|--option", raw)


def test_web_rules_drops_marked_parts_and_comments() -> None:
    text = ("# T\n\nFor all.\n\n<!-- terminal -->\nType `/q`.\n<!-- /terminal -->\n\n"
            "<!-- a note -->\nMore.\n")
    assert web_rules(text) == "# T\n\nFor all.\n\nMore.\n"


def test_terminal_rules_keep_the_parts_without_the_markers() -> None:
    text = "# T\n\n<!-- terminal -->\nType /b.\n<!-- /terminal -->\n\nMore.\n"
    assert for_terminal(text) == "# T\n\nType /b.\n\nMore.\n"
