"""Typer's and Rich's own words in ``--help`` and in its error boxes, from the catalogs.

Typer prints a few texts of its own around ours: the panel titles ("Arguments",
"Options", "Commands"), the ``Usage:`` prefix, ``[default: ...]``, ``[required]``,
``[env var: ...]``, ``(deprecated)``, the "Try 'eerie --help' for help." line and the
"Error" title of an error box, "Aborted.". They come from the ``cli.typer.*`` messages
in the language of the command line, in three ways, the first that Typer allows:

* panel titles by ``rich_help_panel``, which Typer reads from every parameter and
  command (:func:`localise_panels`, on the command objects of this one invocation);
* the ``Usage:`` prefix by the context's help formatter (:class:`EerieContext`);
* the rest are module constants of ``typer.rich_utils`` that Typer offers no other way
  to change: :func:`typer_texts` sets them for one invocation of ``eerie`` and restores
  them when it ends (:meth:`eerie.cli.group.EerieGroup.main`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from typer import rich_utils
from typer._click.core import Context
from typer._click.formatting import HelpFormatter
from typer.core import TyperArgument, TyperGroup

from eerie.cli.usage import LANG_META
from eerie.core.text import LANGUAGES, Msg, Translator, msg

USAGE_KEY = "cli.typer.usage"
"""The word before the usage line (``Usage:``; a space follows it)."""


def usage_prefix(lang: str) -> str:
    """``Usage: `` in ``lang``."""
    return Translator(lang)(Msg(USAGE_KEY)) + " "


class UsageFormatter(HelpFormatter):
    """Click's help formatter with the ``Usage:`` prefix of one language."""

    def __init__(self, prefix: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.prefix = prefix

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        """The usage line, with this formatter's prefix unless one is given."""
        super().write_usage(prog, args, self.prefix if prefix is None else prefix)


class EerieContext(Context):
    """A command context whose help formatter writes ``Usage:`` in the language of the
    command line (noted in ``meta`` by :class:`eerie.cli.group.EerieGroup`)."""

    def make_formatter(self) -> HelpFormatter:
        """A :class:`UsageFormatter` as wide as Click's own would be."""
        lang = self.meta.get(LANG_META, LANGUAGES[0])
        return UsageFormatter(usage_prefix(lang), width=self.terminal_width,
                              max_width=self.max_content_width)


def localise_panels(command: Any, ctx: Any, lang: str) -> None:
    """Put the arguments and options of ``command`` and of every command below it under
    panels titled in ``lang`` (sub-commands under a "Commands" panel in ``lang``), and
    let their contexts write ``Usage:`` in it; a panel the code named itself stays.
    ``command`` is this invocation's own object (Typer builds the command tree anew for
    every invocation), so nothing outlives the invocation."""
    tr = Translator(lang)
    titles = {"arguments": tr(msg("cli.typer.arguments")),
              "options": tr(msg("cli.typer.options")),
              "commands": tr(msg("cli.typer.commands"))}
    _localise(command, ctx, titles)


def _localise(command: Any, ctx: Any, titles: dict[str, str]) -> None:
    command.context_class = EerieContext
    for param in command.get_params(ctx):
        if not getattr(param, "rich_help_panel", None):   # (None, or Typer's Default(None))
            kind = "arguments" if isinstance(param, TyperArgument) else "options"
            param.rich_help_panel = titles[kind]
    subs: Iterable[Any] = command.commands.values() if isinstance(command, TyperGroup) else ()
    for sub in subs:
        if not getattr(sub, "rich_help_panel", None):
            sub.rich_help_panel = titles["commands"]
        _localise(sub, ctx, titles)


CONSTANTS: dict[str, Msg] = {
    "DEFAULT_STRING": msg("cli.typer.default", value="{}"),
    "ENVVAR_STRING": msg("cli.typer.env_var", value="{}"),
    "REQUIRED_LONG_STRING": msg("cli.typer.required"),
    "DEPRECATED_STRING": msg("cli.typer.deprecated"),
    "ERRORS_PANEL_TITLE": msg("cli.typer.error"),
    "ABORTED_TEXT": msg("cli.typer.aborted"),
    "RICH_HELP": msg("cli.typer.try_help", command="[blue]'{command_path} {help_option}'[/]"),
}
"""The constants of ``typer.rich_utils`` :func:`typer_texts` sets, and their messages
(``{}`` and the markup are Typer's: it fills them in afterwards)."""

_TRAILING_SPACE = ("DEPRECATED_STRING",)
"""Constants Typer writes right before more text (Fluent trims a message's end)."""


def _highlighter(prefix: str) -> rich_utils.OptionHighlighter:
    """Typer's option highlighter, which colours ``prefix`` as the usage word."""

    class UsageHighlighter(rich_utils.OptionHighlighter):
        highlights: ClassVar[list[str]] = [
            *(h for h in rich_utils.OptionHighlighter.highlights if "?P<usage>" not in h),
            rf"(?P<usage>{re.escape(prefix)})",
        ]

    return UsageHighlighter()


@contextmanager
def typer_texts(lang: str) -> Iterator[None]:
    """Typer's own texts (:data:`CONSTANTS`, and the highlighter that colours
    ``Usage:``) in ``lang`` inside the block, Typer's again after it.

    Typer reads these module constants when it prints help or an error and offers no
    parameter for them, so they are set here for the one invocation of ``eerie`` the
    block runs (:meth:`eerie.cli.group.EerieGroup.main`) and restored when it ends, even
    by an exception or ``sys.exit``; nothing else in the process prints through Typer
    meanwhile."""
    tr = Translator(lang)
    names = [*CONSTANTS, "highlighter"]
    saved = {name: getattr(rich_utils, name) for name in names}
    try:
        for name, message in CONSTANTS.items():
            text = tr(message)
            setattr(rich_utils, name, text + " " if name in _TRAILING_SPACE else text)
        rich_utils.highlighter = _highlighter(usage_prefix(lang))
        yield
    finally:
        for name, value in saved.items():
            setattr(rich_utils, name, value)
