"""Usage errors of the command line (an unknown option or command, a missing argument, a
value of the wrong kind) as one line in the person's language.

Typer's own texts for these ("No such option", "Missing argument", "Usage: ...") are
English; :class:`eerie.cli.group.EerieGroup` catches the error and prints
:func:`usage_text` instead. The language comes from the command line's ``--lang`` (or
``-l``) if it names one of ours, else from the environment, as for every other text.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from typer._click.exceptions import (  # the exception classes Typer raises (its vendored Click)
    BadOptionUsage,
    BadParameter,
    MissingParameter,
    NoSuchOption,
    UsageError,
)

from eerie.core.text import LANGUAGES, Msg, Translator, environment_language, msg

LANG_META = "eerie.lang"
"""Key of the language of usage errors and help texts in a command context's ``meta``
(shared by a context and its children)."""

LANG_FLAGS = ("--lang", "-l")
"""The option that names the language, in every command that has one."""


class UnknownCommand(UsageError):
    """A command name the group does not have, with the commands it resembles."""

    def __init__(self, name: str, matches: Sequence[str], ctx: Any = None) -> None:
        super().__init__(f"No such command {name!r}.", ctx)
        self.name = name
        self.matches = tuple(matches)


def args_language(args: Sequence[str], environ: Mapping[str, str]) -> str:
    """The language the command line ``args`` asks for (``--lang ko``, ``--lang=ko``,
    ``-l ko``, ``-lko``) when it is one of ours, else the environment's."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value: str | None = None
        if arg in LANG_FLAGS and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        elif arg.startswith("-l") and not arg.startswith("--") and len(arg) > 2:
            value = arg[2:]
        if value in LANGUAGES:
            return value
    return environment_language(environ)


def _command(error: UsageError) -> str:
    """The command the error belongs to, as typed (``eerie play``)."""
    ctx = error.ctx
    return str(ctx.command_path) if ctx is not None else "eerie"


def _param_name(param: Any) -> str:
    """An option by its longest name (``--games``), an argument by its metavar (``GAME``)."""
    opts: list[str] = [str(o) for o in getattr(param, "opts", ()) if o.startswith("-")]
    if opts:
        return max(opts, key=len)
    metavar = getattr(param, "metavar", None)
    return str(metavar or getattr(param, "name", "") or "").upper()


def _option(error: UsageError, name: str) -> Any:
    """The option of the error's command that ``name`` (such as ``--players``) names."""
    if error.ctx is None:
        return None
    for param in error.ctx.command.get_params(error.ctx):
        if name in (*getattr(param, "opts", ()), *getattr(param, "secondary_opts", ())):
            return param
    return None


_KINDS = {"int_parsing": "int", "int_from_float": "int", "float_parsing": "float",
          "bool_parsing": "bool"}
"""The kinds of value a bad value was not, by the type-check's error code."""


def _bad_value(error: BadParameter) -> Msg:
    """A value Typer could not read as the option's type (the type check that failed is
    the error's cause: its first error holds the input and what it should have been)."""
    name = _param_name(error.param) if error.param is not None else _command(error)
    errors = getattr(error.__cause__, "errors", None)
    found: list[Any] = errors() if callable(errors) else []
    if found and isinstance(found[0], Mapping) and "input" in found[0]:
        kind = _KINDS.get(str(found[0].get("type")), "other")
        return msg("cli.usage.bad_value", option=name, value=str(found[0]["input"]), kind=kind)
    return msg("cli.usage.other", command=_command(error), problem=error.format_message())


_EXTRA = re.compile(r"unexpected extra arguments?(?:\(s\))? \((?P<args>.*)\)", re.S)


def usage_message(error: UsageError) -> Msg:
    """The message for ``error``: what was wrong, the option or value, and the command
    whose ``--help`` tells more."""
    command = _command(error)
    if isinstance(error, UnknownCommand):
        if error.matches:
            return msg("cli.usage.no_command_maybe", command=command, name=error.name,
                       matches=", ".join(error.matches))
        return msg("cli.usage.no_command", command=command, name=error.name)
    if isinstance(error, NoSuchOption):
        if error.possibilities:
            return msg("cli.usage.no_option_maybe", command=command, option=error.option_name,
                       matches=", ".join(sorted(error.possibilities)))
        return msg("cli.usage.no_option", command=command, option=error.option_name)
    if isinstance(error, BadOptionUsage):
        param = _option(error, error.option_name)
        # the parser raises it without the command's context: then only its text tells
        flag = (getattr(param, "is_flag", False) if param is not None
                else "does not take a value" in error.message)
        if flag:
            return msg("cli.usage.takes_no_value", option=error.option_name)
        nargs = getattr(param, "nargs", 1) if param is not None else 1
        return msg("cli.usage.needs_value", option=error.option_name, n=nargs)
    if isinstance(error, MissingParameter):
        name = _param_name(error.param) if error.param is not None else ""
        if getattr(error.param, "param_type_name", "") == "option":
            return msg("cli.usage.missing_option", command=command, option=name)
        return msg("cli.usage.missing_argument", command=command, name=name)
    if isinstance(error, BadParameter):
        return _bad_value(error)
    extra = _EXTRA.search(error.message)
    if extra is not None:
        return msg("cli.usage.extra", command=command, args=extra.group("args"))
    return msg("cli.usage.other", command=command, problem=error.format_message())


def usage_text(error: UsageError, lang: str) -> str:
    """:func:`usage_message` in ``lang``."""
    return Translator(lang)(usage_message(error))
