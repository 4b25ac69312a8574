"""Helpers for the tests of the games' terminal screens (``render`` modules): print a
renderable as plain text at a terminal size, read a printed line cell by cell, and get a
game's translator."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any, TypeVar

from rich.cells import cell_len
from rich.console import Console, RenderableType

from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.text import LANGUAGES, Translator
from tests.catalogs import has_key, package_messages

S = TypeVar("S")


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


def missing_terms(game: Game[Any], prefix: str, names: tuple[str, ...]) -> list[str]:
    """``prefix + name`` keys of ``names`` that some language's catalog of ``game`` lacks."""
    catalogs = [package_messages(game.locale_package, lang) for lang in LANGUAGES]
    return [prefix + n for n in names if any(not has_key(c, prefix + n) for c in catalogs)]


def seeded_states(game: Game[S], config: dict[str, Any], seed: int, steps: int) -> list[S]:
    """Every position (a copy) along a seeded game of random choices, the first one too."""
    rng = Random(seed)
    st = game.setup(config)
    out = [game.clone(st)]
    for _ in range(steps):
        p = game.pending(st)
        if p.is_over:
            break
        game.apply(st, p.actors[0], rng.choice(p.ids()))
        out.append(game.clone(st))
    return out


def typed_game(game_id: str, save: Path, args: list[str],
               typed: list[str]) -> tuple[str, list[tuple[int, str]]]:
    """``eerie play GAME ARGS`` with the lines ``typed`` (then ``/quit``) as a person's
    input: the printed output on one line (whitespace runs as one space) and the record's
    actions."""
    from typer.testing import CliRunner

    from eerie.cli.main import app

    result = CliRunner().invoke(app, ["play", game_id, *args, "--save", str(save)],
                                input="\n".join([*typed, "/quit"]) + "\n")
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split()), Record.load(save).actions
