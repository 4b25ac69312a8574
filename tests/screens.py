"""Helpers for the tests of the games' terminal screens (``render`` modules): print a
renderable as plain text at a terminal size, read a printed line cell by cell, and get a
game's translator."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Console, RenderableType

from eerie.core.game import Game
from eerie.core.text import Translator


def printed(renderable: RenderableType, width: int, height: int = 40) -> str:
    """What the terminal shows for ``renderable`` at ``width`` x ``height``, no colour."""
    console = Console(width=width, height=height, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def cells(line: str) -> list[str]:
    """A printed line as terminal cells (a wide character fills two: itself and "")."""
    out: list[str] = []
    for ch in line:
        out.append(ch)
        if cell_len(ch) == 2:
            out.append("")
    return out


def translator(game: Game[Any], lang: str) -> Translator:
    """The translator the terminal uses for ``game`` in ``lang``."""
    return Translator(lang, ("eerie", game.locale_package))
