"""Problems found in content files, as messages every language can say.

A game's file validators (:meth:`eerie.core.game.Game.file_validators`) return a list of
:class:`Problem`: a place in the file, a :class:`~eerie.core.text.Msg` saying what is
wrong, and whether it is an error or a warning. ``eerie validate`` translates them with
the catalogs of every installed game, so a validator never writes English itself.

Places are JSON paths into the file (``events[3].steps[2]``, see :func:`format_place`),
or one of the places of :func:`at_top` and :func:`at_line`, or None for the file as a whole.

The module also reads JSON files (:func:`read_json`) and turns pydantic's validation
errors into problems (:func:`pydantic_problems`), the two things every validator of a
JSON format does first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from eerie.core.reasons import json_reason, os_reason
from eerie.core.text import Msg, Translator, msg

__all__ = ["Level", "Problem", "at_line", "at_top", "error", "format_place",
           "loc_to_place", "pydantic_problems", "read_json", "warning"]

Level = Literal["error", "warning"]
"""How bad a problem is: an error makes the file unusable, a warning is worth a look."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem of a content file: where it is, what is wrong, how bad it is."""

    place: str | Msg | None
    """A JSON path into the file (``events[3].steps[2].pass[0]``), a message for a place
    that is no path (:func:`at_top`, :func:`at_line`), or None for the file itself (it
    cannot be read)."""
    text: Msg
    """What is wrong."""
    level: Level = "error"

    @property
    def line(self) -> Msg:
        """The problem as one message: ``place: text``, marked as a warning if it is one."""
        warn = self.level == "warning"
        if self.place is None:
            return Msg("problem.whole.warning" if warn else "problem.whole", {"text": self.text})
        return Msg("problem.warning" if warn else "problem.error",
                   {"place": self.place, "text": self.text})

    def render(self, tr: Translator) -> str:
        """The problem as one line in the translator's language."""
        return tr(self.line)


def error(place: str | Msg | None, key: str, **params: Any) -> Problem:
    """An error at ``place``: ``error("tiles[2]", "mom.validate.unknown_tile", id="x")``."""
    return Problem(place, Msg(key, params))


def warning(place: str | Msg | None, key: str, **params: Any) -> Problem:
    """A warning at ``place`` (see :func:`error`)."""
    return Problem(place, Msg(key, params), "warning")


def at_top() -> Msg:
    """The place of a problem of the whole file's content."""
    return msg("problem.place.top")


def at_line(line: int, column: int) -> Msg:
    """The place of a syntax error: a line and column of the file's text."""
    return msg("problem.place.line", line=line, column=column)


def format_place(parts: Sequence[str | int]) -> str:
    """``("events", 3, "steps", 2)`` as ``events[3].steps[2]`` (``(top)`` if empty)."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out or "(top)"


def loc_to_place(loc: Sequence[str | int], data: object,
                 tags: Iterable[str] = ("do", "check")) -> str:
    """A pydantic error location as a JSON path into ``data``.

    Pydantic inserts the tag of a discriminated union (``"test"`` for a step
    ``{"do": "test", ...}``, when the union's discriminator is one of ``tags``) into the
    location; those segments are dropped by following the location through the data
    itself, and so are the names of a union's members (``int``, ``list[str]``)."""
    tag_fields = tuple(tags)
    parts: list[str | int] = []
    node: Any = data
    skipped = False
    for seg in loc:
        if isinstance(node, list) and isinstance(seg, int) and 0 <= seg < len(node):
            parts.append(seg)
            node, skipped = node[seg], False
            continue
        if isinstance(node, dict) and isinstance(seg, str):
            values = tuple(node.get(field) for field in tag_fields)
            if not skipped and seg in values:
                skipped = True
                continue
            if seg in node:
                parts.append(seg)
                node, skipped = node[seg], False
                continue
            if "[" in seg or seg in ("none", "int", "str", "float", "bool"):
                continue  # the name of a union member, not a key
        parts.append(seg)
        node, skipped = None, False
    return format_place(parts)


_SIMPLE = frozenset({
    "missing", "extra_forbidden", "string_type", "int_type", "int_parsing",
    "int_from_float", "float_type", "float_parsing", "bool_type", "bool_parsing",
    "list_type", "dict_type", "model_type", "model_attributes_type", "tuple_type",
    "set_type", "none_required", "finite_number", "string_unicode", "frozen_set_type",
    "json_invalid", "json_type", "recursion_loop", "value_error", "assertion_error",
})
"""Pydantic error types whose message needs no detail (``problem.pydantic.<type>``;
``value_error`` and ``assertion_error`` carry their validator's reason)."""

_WITH_CONTEXT: Mapping[str, tuple[str, ...]] = {
    "literal_error": ("expected",),
    "enum": ("expected",),
    "greater_than": ("gt",),
    "greater_than_equal": ("ge",),
    "less_than": ("lt",),
    "less_than_equal": ("le",),
    "multiple_of": ("multiple_of",),
    "too_short": ("min_length", "actual_length"),
    "too_long": ("max_length", "actual_length"),
    "string_too_short": ("min_length",),
    "string_too_long": ("max_length",),
    "string_pattern_mismatch": ("pattern",),
    "union_tag_invalid": ("discriminator", "tag", "expected_tags"),
    "union_tag_not_found": ("discriminator",),
}
"""Pydantic error types whose message names values from the error's context."""

_CONTAINERS = frozenset({"dict_type", "list_type", "model_type", "model_attributes_type",
                         "tuple_type", "set_type", "frozen_set_type"})


_NO_VALUE = frozenset({"missing", "extra_forbidden", "union_tag_invalid",
                       "union_tag_not_found"})
"""Pydantic error types whose message does not show the value found."""


def _shown(value: Any) -> str:
    text = repr(value)
    return text[:37] + "..." if len(text) > 40 else text


def _pydantic_text(err: Mapping[str, Any]) -> Msg:
    """One pydantic error as a message: by its type, the context values it names, and
    the value found (for a plain value at a place in the file)."""
    kind = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    if kind in ("value_error", "assertion_error"):
        reason = str(ctx.get("error", err.get("msg", "")))
        text = msg(f"problem.pydantic.{kind}", reason=reason)
    elif kind in _SIMPLE:
        text = msg(f"problem.pydantic.{kind}")
    elif kind in _WITH_CONTEXT:
        params: dict[str, Any] = {}
        for name in _WITH_CONTEXT[kind]:
            value = ctx.get(name, "")
            if isinstance(value, bool) or not isinstance(value, int | float):
                value = str(value).strip("'") if name == "discriminator" else str(value)
                if name == "tag":
                    value = repr(value)
            params[name] = value
        text = Msg(f"problem.pydantic.{kind}", params)
    else:
        text = msg("problem.pydantic.other", reason=str(err.get("msg", kind)))
    value = err.get("input")
    if (kind not in _CONTAINERS and kind not in _NO_VALUE
            and err.get("loc") and not isinstance(value, dict | list)):
        return msg("problem.pydantic.found", text=text, value=_shown(value))
    return text


def pydantic_problems(exc: ValidationError, data: object,
                      tags: Iterable[str] = ("do", "check")) -> list[Problem]:
    """The errors of a failed validation of ``data`` as problems at their places
    (``tags``: the discriminator fields of the format's unions, see
    :func:`loc_to_place`)."""
    tag_fields = tuple(tags)
    return [Problem(loc_to_place(err.get("loc", ()), data, tag_fields), _pydantic_text(err))
            for err in exc.errors()]


def read_json(path: Path) -> tuple[Any, Problem | None]:
    """The JSON data in ``path``, or None and why it cannot be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        return None, Problem(None, msg("problem.read.is_folder"))
    except OSError as exc:
        return None, Problem(None, msg("problem.read.unreadable", reason=os_reason(exc)))
    except UnicodeDecodeError:
        return None, Problem(None, msg("problem.read.not_text"))
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, Problem(at_line(exc.lineno, exc.colno),
                             msg("problem.read.bad_json", reason=json_reason(exc)))
    except ValueError as exc:  # a number with more digits than Python reads
        return None, Problem(None, msg("problem.read.bad_number", reason=json_reason(exc)))
    except RecursionError:
        return None, Problem(None, msg("problem.read.too_deep"))
