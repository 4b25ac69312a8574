"""The command group behind ``eerie``: flags shown as flags, usage errors and help texts
in the person's language, Ctrl-C ends on a new line."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Sequence
from difflib import get_close_matches
from typing import Any, NoReturn

from typer._click.exceptions import NoArgsIsHelpError, UsageError
from typer.core import TyperGroup

from eerie.cli.common import fail
from eerie.cli.typer_text import EerieContext, localise_panels, typer_texts
from eerie.cli.usage import LANG_META, UnknownCommand, args_language, usage_text
from eerie.core.text import LANGUAGES, Msg, Translator

HELP_KEYS = "cli.doc"
"""The catalog keys of help texts: ``cli.doc.main`` for ``eerie`` itself,
``cli.doc.<command>`` for a command and ``cli.doc.<command>.<parameter>`` for its
options and arguments (by their Python names), ``cli.doc.opt.<parameter>`` for options
several commands share word for word (``lang``, ``help`` ...). The English texts are the
code's own (docstrings and ``help=``; ``tests/cli/test_help_lang.py`` keeps the English
catalog equal to them); other languages replace them where the catalog has a text."""


def _flags_as_flags(params: list[Any]) -> None:
    """Give every flag an empty value placeholder, so ``--help`` shows ``--table-dice``
    rather than ``--table-dice <bool>`` (a flag takes no value)."""
    for param in params:
        if getattr(param, "is_flag", False) and getattr(param, "metavar", "") is None:
            param.metavar = ""


_CLAUSE_END = re.compile(r"([，；：。、])(?=\S)")


def wrappable(text: str) -> str:
    """``text`` with a space after each full-width comma, semicolon, colon and full stop
    (followed by more text): the help's tables break lines only at spaces, so a Chinese
    sentence without any would be cut short with an ellipsis instead of wrapped."""
    return _CLAUSE_END.sub(r"\1 ", text)


def _help_key(ctx: Any, name: str | None = None) -> str:
    """The help key of the command of ``ctx`` (or of its sub-command ``name``)."""
    names: list[str] = [] if name is None else [name]
    while ctx is not None and ctx.parent is not None:
        names.insert(0, str(ctx.info_name))
        ctx = ctx.parent
    return ".".join([HELP_KEYS, *(names or ["main"])])


def translate_help(command: Any, ctx: Any, key: str, lang: str,
                   catalogs: tuple[str, ...] = ("eerie",)) -> None:
    """Give ``command`` (and its parameters) the help texts of ``key`` in ``lang``
    where the catalogs of the packages ``catalogs`` have them (English keeps the code's
    own)."""
    if lang == LANGUAGES[0]:
        return
    tr = Translator(lang, catalogs)
    if tr.has(key):
        command.help = wrappable(tr(Msg(key)))
        command.short_help = None
    for param in command.get_params(ctx):
        for param_key in (f"{key}.{param.name}", f"{HELP_KEYS}.opt.{param.name}"):
            if tr.has(param_key):
                param.help = wrappable(tr(Msg(param_key)))
                break


def _usage_error(ctx: Any, error: UsageError) -> NoReturn:
    """End the command with ``error`` as one line in the language of the command line
    (:data:`eerie.cli.usage.LANG_META`), exit status 2."""
    lang = ctx.meta.get(LANG_META) or args_language([], os.environ)
    fail(usage_text(error, lang))


class EerieGroup(TyperGroup):
    """A Typer group whose commands show their flags without a value type, which prints
    usage errors (of the group and of the commands below it) as one line in the person's
    language (:mod:`eerie.cli.usage`), whose help (Typer's own words too:
    :mod:`eerie.cli.typer_text`) is in that language, and which ends an interrupted
    command (Ctrl-C) on a fresh line with exit status 130."""

    context_class = EerieContext
    catalogs: tuple[str, ...] = ("eerie",)
    """The packages whose catalogs hold the help texts of this group and its commands
    (in order); a game's command group adds its own locale package."""

    def main(self, args: Sequence[str] | None = None, *rest: Any, **kwargs: Any) -> Any:
        """Run one invocation of ``eerie`` with Typer's own texts in the language of its
        command line (:func:`eerie.cli.typer_text.typer_texts`, restored afterwards)."""
        argv = sys.argv[1:] if args is None else list(args)
        with typer_texts(args_language(argv, os.environ)):
            return super().main(args, *rest, **kwargs)

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """Note the language the command line asks for (for usage errors and help), then
        read the group's own options."""
        ctx.meta.setdefault(LANG_META, args_language(args, os.environ))
        translate_help(self, ctx, _help_key(ctx), ctx.meta[LANG_META], self.catalogs)
        localise_panels(self, ctx, ctx.meta[LANG_META])
        try:
            rest: list[str] = super().parse_args(ctx, args)
        except NoArgsIsHelpError:
            raise
        except UsageError as exc:
            _usage_error(ctx, exc)
        return rest

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        """The command ``args`` begin with; an :class:`~eerie.cli.usage.UnknownCommand`
        (with the commands it resembles) if the group has none of that name."""
        name = args[0] if args else ""
        if (name and not name.startswith("-") and not ctx.resilient_parsing
                and self.get_command(ctx, name) is None):
            raise UnknownCommand(name, get_close_matches(name, self.list_commands(ctx)), ctx)
        return super().resolve_command(ctx, args)

    def get_params(self, ctx: Any) -> list[Any]:
        """The group's own options, flags shown as flags."""
        params: list[Any] = super().get_params(ctx)
        _flags_as_flags(params)
        return params

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        """A sub-command, its flags shown as flags and its help in the language of the
        command line, from this group's catalogs (a sub-group's help from its own
        catalogs, for this group's list of commands; it does its options itself)."""
        command = super().get_command(ctx, cmd_name)
        lang = ctx.meta.get(LANG_META, LANGUAGES[0])
        if isinstance(command, EerieGroup):
            translate_help(command, ctx, _help_key(ctx, cmd_name), lang, command.catalogs)
        elif command is not None and not isinstance(command, TyperGroup):
            _flags_as_flags(command.get_params(ctx))
            translate_help(command, ctx, _help_key(ctx, cmd_name), lang, self.catalogs)
        return command

    def invoke(self, ctx: Any) -> Any:
        """Run the sub-command (a usage error in it ends as one line: :func:`_usage_error`);
        after Ctrl-C, move the shell prompt to a line of its own
        (Typer then exits with status 130 without a traceback)."""
        try:
            return super().invoke(ctx)
        except NoArgsIsHelpError:
            raise
        except UsageError as exc:
            _usage_error(ctx, exc)
        except KeyboardInterrupt:
            sys.stderr.write("\n")
            sys.stderr.flush()
            raise
