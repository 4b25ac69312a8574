"""A game's rules help text (``<package>/rules/<lang>.md``) as each kind of screen shows it.

The files mark the parts that speak of the terminal only (commands such as ``/b``, flags
such as ``--table-dice``) between ``<!-- terminal -->`` and ``<!-- /terminal -->`` lines.
The browser shows the text without those parts; the terminal shows them, without the
marker lines. Other HTML comment lines are notes for writers and never shown.
"""

from __future__ import annotations

import re

TERMINAL_ONLY = re.compile(r"^<!-- terminal -->\n.*?^<!-- /terminal -->[ \t]*(?:\n|\Z)",
                           re.MULTILINE | re.DOTALL)
"""A part of a rules file for the terminal only, with its marker lines."""
COMMENT = re.compile(r"^<!--.*?-->[ \t]*(?:\n|\Z)", re.MULTILINE | re.DOTALL)
"""An HTML comment on lines of its own (the markers included)."""


def _tidy(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def for_web(text: str) -> str:
    """The rules help as the browser shows it: without the terminal's parts."""
    return _tidy(COMMENT.sub("", TERMINAL_ONLY.sub("", text)))


def for_terminal(text: str) -> str:
    """The rules help as the terminal shows it: every part, without marker lines."""
    return _tidy(COMMENT.sub("", text))
