"""The tiny game's board in a terminal (found by Eerie as the game package's ``render``)."""

from __future__ import annotations

from typing import Any

from eerie.core.text import Translator


def render(view: dict[str, Any], tr: Translator) -> str:
    """The pile as a row of stones."""
    return "PILE " + "o" * int(view["stones"])


def help_text(tr: Translator) -> str:
    """What to type."""
    return "TINY HELP: type 1 or 2."
