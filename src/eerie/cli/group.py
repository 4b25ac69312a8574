"""The command group behind ``eerie``: flags shown as flags, usage errors in the
person's language, Ctrl-C ends on a new line."""

from __future__ import annotations

import os
import sys
from difflib import get_close_matches
from typing import Any, NoReturn

from typer._click.exceptions import NoArgsIsHelpError, UsageError
from typer.core import TyperGroup

from eerie.cli.common import fail
from eerie.cli.usage import LANG_META, UnknownCommand, args_language, usage_text


def _flags_as_flags(params: list[Any]) -> None:
    """Give every flag an empty value placeholder, so ``--help`` shows ``--table-dice``
    rather than ``--table-dice <bool>`` (a flag takes no value)."""
    for param in params:
        if getattr(param, "is_flag", False) and getattr(param, "metavar", "") is None:
            param.metavar = ""


def _usage_error(ctx: Any, error: UsageError) -> NoReturn:
    """End the command with ``error`` as one line in the language of the command line
    (:data:`eerie.cli.usage.LANG_META`), exit status 2."""
    lang = ctx.meta.get(LANG_META) or args_language([], os.environ)
    fail(usage_text(error, lang))


class EerieGroup(TyperGroup):
    """A Typer group whose commands show their flags without a value type, which prints
    usage errors (of the group and of the commands below it) as one line in the person's
    language (:mod:`eerie.cli.usage`), and which ends an interrupted command (Ctrl-C) on
    a fresh line with exit status 130."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        """Note the language the command line asks for (for usage errors and help), then
        read the group's own options."""
        ctx.meta.setdefault(LANG_META, args_language(args, os.environ))
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
        """A sub-command, its flags shown as flags (groups do this themselves)."""
        command = super().get_command(ctx, cmd_name)
        if command is not None and not isinstance(command, TyperGroup):
            _flags_as_flags(command.get_params(ctx))
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
