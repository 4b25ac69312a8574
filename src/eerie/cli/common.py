"""Shared pieces of the command line: errors, translators, data folder, seat parsing."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.text import Text

from eerie.core.game import Game
from eerie.core.text import LANGUAGES, Translator, environment_language

USAGE = 2
"""Exit status of a command given a value it cannot use (a bad option, a folder for a file)."""
RUNTIME = 1
"""Exit status of a command that failed while it ran (a file it could not write)."""


def fail(message: str, code: int = USAGE) -> NoReturn:
    """Print ``error: message`` as one line on stderr and end the command with ``code``
    (:data:`USAGE` or :data:`RUNTIME`). ``message`` is plain text, never markup."""
    Console(stderr=True).print(Text.assemble(("error:", "red"), " ", message), highlight=False,
                               soft_wrap=True)
    raise typer.Exit(code)


LangOpt = Annotated[str | None, typer.Option(
    "--lang", "-l", help="Language: en, ko or zh (default: from LC_ALL, LC_MESSAGES or "
                         "LANG, else en).")]
"""The ``--lang`` option of commands that print texts."""


def check_lang(lang: str | None) -> str:
    """The language to print in: ``lang`` when given (a usage error if it is not one of
    our languages), else the environment's (:func:`eerie.core.text.environment_language`:
    ``LANG=ko_KR.UTF-8`` gives Korean), else English."""
    if lang is None:
        return environment_language(os.environ)
    if lang not in LANGUAGES:
        fail(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


def translator(game: Game[Any] | None, lang: str) -> Translator:
    """A translator for the core, the CLI and (if given) one game."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    pkgs = ("eerie",) if game is None else ("eerie", game.locale_package)
    return Translator(lang, pkgs)


def data_dir() -> Path:
    """Where Eerie keeps saves: ``$EERIE_HOME`` or ``~/.local/share/eerie``."""
    root = os.environ.get("EERIE_HOME")
    base = Path(root) if root else Path.home() / ".local" / "share" / "eerie"
    return base


def parse_seats(spec: str, players: int, default_level: str) -> dict[int, str]:
    """Parse ``--ai 2,3:random,4`` into {seat index: level} (seats are 1-based for people)."""
    out: dict[int, str] = {}
    if not spec.strip():
        return out
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        num, _, level = part.partition(":")
        if not num.isdigit():
            raise ValueError(f"--ai: {part!r} is not a seat number (like 2 or 2:random)")
        seat = int(num)
        if not 1 <= seat <= players:
            raise ValueError(f"--ai: seat {seat} does not exist (seats are 1 to {players})")
        if seat - 1 in out:
            raise ValueError(f"--ai: seat {seat} given twice")
        out[seat - 1] = level or default_level
    return out
