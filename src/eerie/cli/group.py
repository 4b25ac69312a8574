"""The command group behind ``eerie``: flags shown as flags, Ctrl-C ends on a new line."""

from __future__ import annotations

import sys
from typing import Any

from typer.core import TyperGroup


def _flags_as_flags(params: list[Any]) -> None:
    """Give every flag an empty value placeholder, so ``--help`` shows ``--table-dice``
    rather than ``--table-dice <bool>`` (a flag takes no value)."""
    for param in params:
        if getattr(param, "is_flag", False) and getattr(param, "metavar", "") is None:
            param.metavar = ""


class EerieGroup(TyperGroup):
    """A Typer group whose commands show their flags without a value type, and which
    ends an interrupted command (Ctrl-C) on a fresh line with exit status 130."""

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
        """Run the sub-command; after Ctrl-C, move the shell prompt to a line of its own
        (Typer then exits with status 130 without a traceback)."""
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            sys.stderr.write("\n")
            sys.stderr.flush()
            raise
