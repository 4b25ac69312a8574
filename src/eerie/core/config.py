"""A game's config options as one declared schema.

A game declares its options once (:meth:`eerie.core.game.Game.config_schema`) as a
:class:`ConfigSchema` of :class:`Field` objects; everything that takes options derives
from it: ``Game.normalize_config`` (defaults filled, every bad value refused with the
field's name and what it allows), the web lobby's form (the schema travels as JSON with
``GET /api/games``), the CLI's ``--option name=value`` (a value typed as text is read as
its field's kind) and the OpenSpiel parameters.

A field is one of these kinds:

* ``int``: a whole number from ``minimum`` to ``maximum`` (each a number or a
  :class:`Ref`, a bound read from an earlier field, such as a first seat below the
  number of players);
* ``choice``: one of ``choices`` (each a :class:`ConfigChoice` with its label, possibly
  offered only :class:`When` another field allows it); with ``other`` any other non-empty
  text is accepted too (a file path) and left to the game to check;
* ``bool``;
* ``string``: a text matching ``pattern``;
* ``list``: a list of texts (ids), each among ``choices`` unless ``other``, with a
  length from ``min_items`` to ``max_items``, all different if ``unique``;
* ``mapping``: an object from texts to whole numbers of at least 0 (such as the seat of
  each chosen character).

``default`` fills an absent field; ``None`` leaves it out of the normalised config (the
game derives it in its :meth:`~eerie.core.game.Game.finish_config` hook), except for a
choice field, whose absent value is then its first allowed choice. A field with ``when``
applies only when that condition holds: otherwise it may only be given its default.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from eerie.core.errors import MessageError
from eerie.core.text import Msg, Translator, msg

Kind = Literal["int", "choice", "bool", "string", "list", "mapping"]
KINDS: tuple[Kind, ...] = ("int", "choice", "bool", "string", "list", "mapping")


class ConfigError(MessageError, ValueError):
    """A config, or a value in one, that cannot be used. ``str()`` is the English text
    (what the server and the logs show); :attr:`msg` says the same as a message, for
    people in their language (:class:`eerie.core.errors.MessageError`)."""


def _msg_from_json(data: Any) -> Msg:
    if not isinstance(data, Mapping) or not isinstance(data.get("key"), str):
        raise ValueError(f"not a message: {data!r}")
    params = data.get("params", {})
    return Msg(data["key"], {k: _msg_from_json(v) if isinstance(v, Mapping) and "key" in v
                             else v for k, v in params.items()})


@dataclass(frozen=True, slots=True)
class When:
    """A condition on another (earlier) field: its value is among ``values``, or (for a
    number) at least ``minimum``."""

    field: str
    values: tuple[Any, ...] | None = None
    minimum: int | None = None

    def holds(self, config: Mapping[str, Any]) -> bool:
        """True if the condition holds for the (partly normalised) ``config``."""
        value = config.get(self.field)
        if self.values is not None and value not in self.values:
            return False
        return self.minimum is None or (isinstance(value, int) and value >= self.minimum)

    def describe(self) -> str:
        """The condition in words (for error messages)."""
        if self.values is not None:
            shown = " or ".join(_show(v) for v in self.values)
            return f"{self.field} is {shown}"
        return f"{self.field} is at least {self.minimum}"

    def describe_msg(self) -> Msg:
        """:meth:`describe` as a message."""
        if self.values is not None:
            return msg("config.when.values", field=self.field, n=len(self.values),
                       values=", ".join(_show(v) for v in self.values))
        return msg("config.when.min", field=self.field, low=self.minimum)

    def to_json(self) -> dict[str, Any]:
        """``{"field": ..., "in": [...]}`` and/or ``{"min": n}``."""
        out: dict[str, Any] = {"field": self.field}
        if self.values is not None:
            out["in"] = list(self.values)
        if self.minimum is not None:
            out["min"] = self.minimum
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> When:
        """The inverse of :meth:`to_json`."""
        values = data.get("in")
        return When(str(data["field"]), None if values is None else tuple(values),
                    data.get("min"))


@dataclass(frozen=True, slots=True)
class Ref:
    """A bound read from an earlier (whole-number) field, plus ``offset``."""

    field: str
    offset: int = 0

    def resolve(self, config: Mapping[str, Any]) -> int:
        """The bound for the (partly normalised) ``config``."""
        return int(config[self.field]) + self.offset

    def to_json(self) -> dict[str, Any]:
        """``{"field": ..., "offset": n}``."""
        return {"field": self.field, "offset": self.offset}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Ref:
        """The inverse of :meth:`to_json`."""
        return Ref(str(data["field"]), int(data.get("offset", 0)))


Bound = int | Ref | None


def _bound_json(bound: Bound) -> Any:
    return bound.to_json() if isinstance(bound, Ref) else bound


def _bound_text(bound: Bound) -> str:
    if isinstance(bound, Ref):
        return bound.field + (f"{bound.offset:+d}" if bound.offset else "")
    return "" if bound is None else str(bound)


def _bound_from(data: Any) -> Bound:
    return Ref.from_json(data) if isinstance(data, Mapping) else data


@dataclass(frozen=True, slots=True)
class ConfigChoice:
    """One value a choice (or list) field offers, with its label (a locale key or a
    :func:`~eerie.core.text.literal` text from the game's content); offered only when
    ``when`` holds, if given."""

    value: str | int
    label: Msg
    when: When | None = None

    def to_json(self) -> dict[str, Any]:
        """``{"value": ..., "label": {"key": ..., ...}}`` (and ``"when"`` if any)."""
        out: dict[str, Any] = {"value": self.value, "label": self.label.to_json()}
        if self.when is not None:
            out["when"] = self.when.to_json()
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> ConfigChoice:
        """The inverse of :meth:`to_json`."""
        when = data.get("when")
        return ConfigChoice(data["value"], _msg_from_json(data["label"]),
                            None if when is None else When.from_json(when))


def _show(value: Any) -> str:
    """A value as JSON writes it (``true``, ``"basic"``, ``[1, 2]``)."""
    try:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        return repr(value)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Field:
    """One config option (see the module text for the kinds)."""

    name: str
    kind: Kind
    label: Msg
    help: Msg | None = None
    default: Any = None
    minimum: Bound = None
    maximum: Bound = None
    choices: tuple[ConfigChoice, ...] = ()
    other: bool = False
    """A choice or list item may also be any other non-empty text, checked by the game."""
    pattern: str | None = None
    min_items: int = 0
    max_items: int | None = None
    unique: bool = False
    when: When | None = None
    depends: tuple[str, ...] = ()
    """Fields whose change resets this one to its default (the lobby's form: the
    investigators offered depend on the number of people)."""
    advanced: bool = False
    """Not offered in the lobby's form (still accepted everywhere)."""
    parameter: bool = True
    """Offered as an OpenSpiel parameter (``int``, ``choice``, ``bool``, ``string`` and
    ``list`` fields)."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"field {self.name}: unknown kind {self.kind!r}")

    # -- checking ---------------------------------------------------------------------------

    def allowed(self, config: Mapping[str, Any]) -> list[ConfigChoice]:
        """The choices offered in the (partly normalised) ``config``."""
        return [c for c in self.choices if c.when is None or c.when.holds(config)]

    def bounds(self, config: Mapping[str, Any]) -> tuple[int | None, int | None]:
        """The int field's range in the (partly normalised) ``config``."""
        lo = self.minimum.resolve(config) if isinstance(self.minimum, Ref) else self.minimum
        hi = self.maximum.resolve(config) if isinstance(self.maximum, Ref) else self.maximum
        return lo, hi

    def default_in(self, config: Mapping[str, Any]) -> Any:
        """The value an absent field takes in ``config`` (None: left out)."""
        if self.default is None and self.kind == "choice":
            allowed = self.allowed(config)
            return allowed[0].value if allowed else None
        return self.default

    def check(self, value: Any, config: Mapping[str, Any]) -> Any:
        """``value`` as the normalised config holds it; a ``ValueError`` naming the field
        and what it allows if it is not a value of this field in ``config``."""
        if self.when is not None and not self.when.holds(config):
            default = self.default_in(config)
            if value != default or type(value) is not type(default):
                raise ConfigError(f"{self.name} applies only when {self.when.describe()}, "
                                  f"so it cannot be {_show(value)} here",
                                  msg("config.err.only_when", name=self.name,
                                      when=self.when.describe_msg(), value=_show(value)))
            return value
        checked: Any = getattr(self, f"_check_{self.kind}")(value, config)
        return checked

    def _bad(self, allowed: str, value: Any, what: Msg) -> ConfigError:
        """``value`` is not what the field takes (``allowed``; ``what`` as a message)."""
        return ConfigError(f"{self.name} must be {allowed}, not {_show(value)}",
                           msg("config.err.bad", name=self.name, allowed=what,
                               value=_show(value)))

    def _check_int(self, value: Any, config: Mapping[str, Any]) -> int:
        lo, hi = self.bounds(config)
        ok = _whole(value) and (lo is None or value >= lo) and (hi is None or value <= hi)
        if not ok:
            if lo is not None and hi is not None:
                raise self._bad(f"a whole number from {lo} to {hi}", value,
                                msg("config.allowed.int_range", low=lo, high=hi))
            if lo is not None:
                raise self._bad(f"a whole number of at least {lo}", value,
                                msg("config.allowed.int_min", low=lo))
            if hi is not None:
                raise self._bad(f"a whole number of at most {hi}", value,
                                msg("config.allowed.int_max", high=hi))
            raise self._bad("a whole number", value, msg("config.allowed.int"))
        return int(value)

    def _names(self, config: Mapping[str, Any]) -> tuple[str, Msg]:
        names = ", ".join(_show(c.value) for c in self.allowed(config))
        return (f"one of {names}" + (" or a file path" if self.other else ""),
                msg("config.allowed.choice", names=names, file="yes" if self.other else "no"))

    def _check_choice(self, value: Any, config: Mapping[str, Any]) -> Any:
        if any(c.value == value and type(c.value) is type(value)
               for c in self.allowed(config)):
            return value
        if self.other and isinstance(value, str) and value and \
                not any(c.value == value for c in self.choices):
            return value
        allowed, what = self._names(config)
        raise self._bad(allowed, value, what)

    def _check_bool(self, value: Any, config: Mapping[str, Any]) -> bool:
        if not isinstance(value, bool):
            raise self._bad("true or false", value, msg("config.allowed.bool"))
        return value

    def _check_string(self, value: Any, config: Mapping[str, Any]) -> str:
        if not isinstance(value, str) or (self.pattern is not None
                                          and re.fullmatch(self.pattern, value) is None):
            raise self._bad("a text" + (f" matching {self.pattern}" if self.pattern else ""),
                            value, msg("config.allowed.text") if self.pattern is None
                            else msg("config.allowed.text_pattern", pattern=self.pattern))
        return value

    def _check_list(self, value: Any, config: Mapping[str, Any]) -> list[str]:
        most = "" if self.max_items is None else f" and at most {self.max_items}"
        shape = f"a list of at least {self.min_items}{most} ids"
        what = (msg("config.allowed.list", low=self.min_items) if self.max_items is None
                else msg("config.allowed.list_range", low=self.min_items, high=self.max_items))
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value) \
                or len(value) < self.min_items \
                or (self.max_items is not None and len(value) > self.max_items):
            raise self._bad(shape, value, what)
        if self.unique and len(set(value)) != len(value):
            twice = sorted({v for v in value if list(value).count(v) > 1})
            raise ConfigError(f"{self.name}: {', '.join(twice)} listed twice",
                              msg("config.err.twice", name=self.name, ids=", ".join(twice)))
        if not self.other:
            known = {c.value for c in self.allowed(config)}
            missing = [v for v in value if v not in known]
            if missing:
                choices = ", ".join(str(c.value) for c in self.allowed(config))
                raise ConfigError(f"{self.name}: unknown {', '.join(missing)} (choose among "
                                  f"{choices})",
                                  msg("config.err.unknown_ids", name=self.name,
                                      ids=", ".join(missing), choices=choices))
        return list(value)

    def _check_mapping(self, value: Any, config: Mapping[str, Any]) -> dict[str, int]:
        if not isinstance(value, Mapping) or not all(
                isinstance(k, str) and _whole(v) and v >= 0 for k, v in value.items()):
            raise self._bad("an object of ids to whole numbers from 0", value,
                            msg("config.allowed.mapping"))
        return {str(k): int(v) for k, v in value.items()}

    # -- text -----------------------------------------------------------------------------

    def parse(self, text: str) -> Any:
        """A value typed as text (the CLI's ``--option name=value``) read as this field's
        kind: ``3``, ``true``/``false``/``yes``/``no``, a list of ids separated by commas,
        ``+`` or spaces (``a,b``, ``a+b``: OpenSpiel's game strings split on commas), JSON
        for a mapping; a choice between numbers reads a number. The value is not checked
        here (:meth:`ConfigSchema.normalize` does)."""
        raw = text.strip()
        if self.kind == "int" or (self.kind == "choice" and self.choices
                                  and all(_whole(c.value) for c in self.choices)):
            try:
                return int(raw)
            except ValueError:
                raise ConfigError(f"{self.name}: {text!r} is not a whole number",
                                  msg("config.err.not_whole", name=self.name, text=text)
                                  ) from None
        if self.kind == "bool":
            words = {"true": True, "yes": True, "on": True, "1": True,
                     "false": False, "no": False, "off": False, "0": False}
            if raw.lower() not in words:
                raise ConfigError(f"{self.name}: {text!r} is not true or false",
                                  msg("config.err.not_bool", name=self.name, text=text))
            return words[raw.lower()]
        if self.kind == "list":
            if raw.startswith("["):
                return _json(self.name, raw)
            return [part for part in re.split(r"[,+\s]+", raw) if part]
        if self.kind == "mapping":
            return _json(self.name, raw)
        return text

    def summary(self, tr: Translator | None = None) -> str:
        """What the field accepts, in short (``2 to 7, default 4``; ``basic |
        experienced``), for help texts, in the language of ``tr`` (default English)."""
        tr = tr or Translator("en")
        parts: list[str] = []
        if self.kind == "int":
            lo, hi = (_bound_text(b) for b in (self.minimum, self.maximum))
            parts.append(tr(msg("config.summary.range", low=lo or "...", high=hi or "..."))
                         if lo or hi else tr(msg("config.summary.whole")))
        elif self.kind == "choice":
            names = [str(c.value) if c.when is None else tr(msg(
                "config.summary.choice_when", value=str(c.value), when=c.when.describe_msg()))
                for c in self.choices]
            if self.other:
                names.append(tr(msg("config.summary.file")))
            parts.append(" | ".join(names))
        elif self.kind == "list":
            ids = " | ".join(str(c.value) for c in self.choices) + (" ..." if self.other else "")
            parts.append(tr(msg("config.summary.ids", names=ids)))
        elif self.kind == "bool":
            parts.append("true | false")
        elif self.kind == "string":
            parts.append(tr(msg("config.summary.pattern", pattern=self.pattern)) if self.pattern
                         else tr(msg("config.summary.text")))
        else:
            parts.append(tr(msg("config.summary.json")))
        if self.default is not None:
            parts.append(tr(msg("config.summary.default", value=_show(self.default))))
        if self.when is not None:
            parts.append(tr(msg("config.summary.when", when=self.when.describe_msg())))
        return tr(msg("config.summary.join", parts=parts)) if len(parts) > 1 else parts[0]

    # -- JSON -------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready description (only the attributes that differ from the defaults,
        besides ``name``, ``kind`` and ``label``)."""
        out: dict[str, Any] = {"name": self.name, "kind": self.kind,
                               "label": self.label.to_json()}
        if self.help is not None:
            out["help"] = self.help.to_json()
        for key in ("default", "pattern", "max_items"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        for key in ("minimum", "maximum"):
            if getattr(self, key) is not None:
                out[key] = _bound_json(getattr(self, key))
        if self.choices:
            out["choices"] = [c.to_json() for c in self.choices]
        if self.when is not None:
            out["when"] = self.when.to_json()
        if self.depends:
            out["depends"] = list(self.depends)
        if self.min_items:
            out["min_items"] = self.min_items
        for key in ("other", "unique", "advanced"):
            if getattr(self, key):
                out[key] = True
        if not self.parameter:
            out["parameter"] = False
        return out

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Field:
        """The inverse of :meth:`to_json`."""
        when = data.get("when")
        help_ = data.get("help")
        return Field(
            name=str(data["name"]), kind=data["kind"], label=_msg_from_json(data["label"]),
            help=None if help_ is None else _msg_from_json(help_),
            default=data.get("default"), minimum=_bound_from(data.get("minimum")),
            maximum=_bound_from(data.get("maximum")),
            choices=tuple(ConfigChoice.from_json(c) for c in data.get("choices", ())),
            other=bool(data.get("other", False)), pattern=data.get("pattern"),
            min_items=int(data.get("min_items", 0)), max_items=data.get("max_items"),
            unique=bool(data.get("unique", False)),
            when=None if when is None else When.from_json(when),
            depends=tuple(data.get("depends", ())), advanced=bool(data.get("advanced", False)),
            parameter=bool(data.get("parameter", True)))


def _json(name: str, raw: str) -> Any:
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{name}: {raw!r} is not JSON ({exc.msg})",
                          msg("config.err.not_json", name=name, text=raw,
                              line=exc.lineno, column=exc.colno)) from None


@dataclass(frozen=True, slots=True)
class ConfigSchema:
    """A game's config options, in the order they are checked and shown."""

    fields: tuple[Field, ...] = field(default=())
    _known: frozenset[str] = field(default=frozenset(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_known", frozenset(f.name for f in self.fields))
        seen: set[str] = set()
        for f in self.fields:
            if f.name in seen:
                raise ValueError(f"config field {f.name} declared twice")
            for ref in (f.minimum, f.maximum, f.when, *(c.when for c in f.choices)):
                if isinstance(ref, Ref | When) and ref.field not in seen:
                    raise ValueError(f"config field {f.name} refers to {ref.field}, "
                                     "which is not an earlier field")
            seen.add(f.name)

    def __iter__(self) -> Iterator[Field]:
        return iter(self.fields)

    def __getitem__(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)

    def names(self) -> list[str]:
        """The fields' names in order."""
        return [f.name for f in self.fields]

    def normalize(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """``config`` checked field by field, defaults filled (an absent field without a
        default is left out); a ``ValueError`` for an unknown option or a bad value."""
        if not isinstance(config, Mapping):
            raise ValueError(f"a config is an object of options, not {_show(config)}")
        unknown = sorted(k for k in config if k not in self._known)
        if unknown:
            raise self._unknown(unknown, f"unknown option(s): {', '.join(map(str, unknown))}")
        out: dict[str, Any] = {}
        for f in self.fields:
            if f.name in config and config[f.name] is not None:
                out[f.name] = f.check(config[f.name], out)
            else:
                value = f.default_in(out)
                if value is not None:
                    out[f.name] = value
        return out

    def parse(self, assignments: Sequence[str]) -> dict[str, Any]:
        """``name=value`` texts (the CLI's repeated ``--option``) as a config, each value
        read by its field's :meth:`Field.parse`; a ``ValueError`` for an unknown name."""
        out: dict[str, Any] = {}
        for item in assignments:
            name, eq, raw = item.partition("=")
            name = name.strip()
            if not eq or not name:
                raise ValueError(f"{item!r} is not name=value")
            if name not in self.names():
                raise self._unknown([name], f"unknown option {name!r}")
            out[name] = self[name].parse(raw)
        return out

    def _unknown(self, names: list[str], text: str) -> ConfigError:
        """Options ``names`` are not among the schema's (``text`` says so in English)."""
        return ConfigError(f"{text} (options: {', '.join(self.names()) or 'none'})",
                           msg("config.err.unknown_options", n=len(names),
                               names=", ".join(map(str, names)), options=", ".join(self.names()),
                               count=len(self.fields)))

    def choices(self) -> dict[str, list[ConfigChoice]]:
        """The choices of every field that has some, by field name."""
        return {f.name: list(f.choices) for f in self.fields if f.choices}

    def to_json(self) -> list[dict[str, Any]]:
        """A JSON-ready description: one object per field, in order."""
        return [f.to_json() for f in self.fields]

    @staticmethod
    def from_json(data: Sequence[Mapping[str, Any]]) -> ConfigSchema:
        """The inverse of :meth:`to_json`."""
        return ConfigSchema(tuple(Field.from_json(f) for f in data))
