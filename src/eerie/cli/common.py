"""Shared pieces of the command line: errors, translators, data folder, seat parsing."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.text import Text
from typer._click.globals import get_current_context  # Typer's vendored Click

from eerie.cli.usage import LANG_META
from eerie.core.config import ConfigError
from eerie.core.game import Game
from eerie.core.reasons import reason
from eerie.core.text import LANGUAGES, Msg, Translator, environment_language, msg

USAGE = 2
"""Exit status of a command given a value it cannot use (a bad option, a folder for a file)."""
RUNTIME = 1
"""Exit status of a command that failed while it ran (a file it could not write)."""


def cli_language() -> str:
    """The language of the running command's messages: the one its command line asks for
    (``--lang``, noted by :class:`eerie.cli.group.EerieGroup`), else the environment's."""
    ctx = get_current_context(silent=True)
    lang = ctx.meta.get(LANG_META) if ctx is not None else None
    return lang if isinstance(lang, str) else environment_language(os.environ)


def fail(message: Msg | str, code: int = USAGE, game: Game[Any] | None = None) -> NoReturn:
    """Print ``error: message`` as one line on stderr and end the command with ``code``
    (:data:`USAGE` or :data:`RUNTIME`). A :class:`~eerie.core.text.Msg` is rendered in
    :func:`cli_language` (with ``game``'s catalogs too, when given); a text is printed as
    it is (already translated); either is plain text, never markup. The ``error:`` word
    is the language's too (``cli.err.prefix``)."""
    tr = translator(game, cli_language())
    Console(stderr=True).print(Text.assemble((error_prefix(tr), "red"), tr(message)),
                               highlight=False, soft_wrap=True)
    raise typer.Exit(code)


def error_prefix(tr: Translator) -> str:
    """``error: `` in the language of ``tr``, ready to have the message follow it: a
    space after it unless it ends in a full-width colon (Chinese ``错误：``)."""
    word = tr(msg("cli.err.prefix"))
    return word if word.endswith("：") else word + " "


def problem(exc: Exception) -> Msg:
    """What ``exc`` says as a message: its own ``msg`` when it carries one (a
    :class:`ConfigError`, a :class:`~eerie.core.record.RecordError` ...); the reason of a
    system, JSON or import error (:func:`eerie.core.reasons.reason`); else its text as it
    is (``cli.err.problem``: a game's error without a message, still English)."""
    own = getattr(exc, "msg", None)   # (json's errors have a msg that is a text)
    if isinstance(own, Msg):
        return own
    if isinstance(exc, OSError | ImportError | json.JSONDecodeError):
        return reason(exc)
    return msg("cli.err.problem", text=str(exc.args[0]) if exc.args else str(exc))


LangOpt = Annotated[str | None, typer.Option(
    "--lang", "-l", help="Language: en, ko or zh (default: from LC_ALL, LC_MESSAGES or "
                         "LANG, else en).")]
"""The ``--lang`` option of commands that print texts."""


def check_lang(lang: str | None) -> str:
    """The language to print in: ``lang`` when given (a usage error if it is not one of
    our languages), else the one the command line asks for elsewhere (``eerie --lang ko
    CMD``: :func:`cli_language`), else the environment's
    (:func:`eerie.core.text.environment_language`: ``LANG=ko_KR.UTF-8`` gives Korean),
    else English."""
    if lang is None:
        return cli_language()
    if lang not in LANGUAGES:
        fail(msg("cli.err.unknown_lang", lang=lang, choices=", ".join(LANGUAGES)))
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
    """Parse ``--ai 2,3:random,4`` into {seat index: level} (seats are 1-based for people);
    a :class:`~eerie.core.config.ConfigError` says what is wrong with it."""
    out: dict[int, str] = {}
    if not spec.strip():
        return out
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        num, _, level = part.partition(":")
        if not num.isdigit():
            raise ConfigError(f"--ai: {part!r} is not a seat number (like 2 or 2:random)",
                              msg("cli.err.ai_not_seat", value=part))
        seat = int(num)
        if not 1 <= seat <= players:
            raise ConfigError(f"--ai: seat {seat} does not exist (seats are 1 to {players})",
                              msg("cli.err.no_seat", option="--ai", seat=seat, seats=players))
        if seat - 1 in out:
            raise ConfigError(f"--ai: seat {seat} given twice",
                              msg("cli.err.ai_twice", seat=seat))
        out[seat - 1] = level or default_level
    return out
