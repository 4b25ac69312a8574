"""Localisable text.

Nothing the engine says is a plain string: every label, prompt and event line is a
:class:`Msg`, a message key with parameters. A :class:`Translator` turns it into Korean,
English or Chinese text from Project Fluent catalogs (``locales/<lang>.ftl``) shipped
with the core and with each game. Parameters may themselves be messages; they are
translated first. Numbers stay numbers, so a catalog can choose words by them (Fluent
selectors on plural categories: ``{ $n -> [one] 1 clue *[other] { $n } clues }``).

Message keys in the code are dotted (``ff.ev.monster.eat``); Fluent ids cannot hold
dots, so :func:`fluent_id` maps a key to its id by one rule (every ``.`` becomes ``-``).
The browser's catalog (``server/static/js/i18n.js``) applies the same rule.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

LANGUAGES: tuple[str, ...] = ("en", "ko", "zh")
"""Supported interface languages, English first (the fallback)."""


@dataclass(frozen=True, slots=True)
class Msg:
    """A message key with parameters, e.g. ``Msg("ff.step", {"dir": "n"})``."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready form: ``{"key": ..., "params": {...}}``."""
        return {"key": self.key, "params": {k: _param_json(v) for k, v in self.params.items()}}


def _param_json(value: Any) -> Any:
    return value.to_json() if isinstance(value, Msg) else value


LITERAL = "="
"""The key of a literal text: its params map languages to the text itself (content and
scenario texts written in data files). English stands in for a missing language."""


def literal(texts: Mapping[str, str]) -> Msg:
    """A literal text in several languages, e.g. ``literal({"en": "Hall", "ko": "홀"})``."""
    return Msg(LITERAL, dict(texts))


def msg(key: str, **params: Any) -> Msg:
    """Shorthand constructor: ``msg("ff.step", dir="n")``."""
    return Msg(key, params)


def fluent_id(key: str) -> str:
    """The Fluent message id of a message key: every ``.`` becomes ``-``
    (``ff.ev.monster.eat`` -> ``ff-ev-monster-eat``). The one rule between the code's
    keys and the catalogs' ids (``tests/test_locales.py`` checks no two keys meet)."""
    return key.replace(".", "-")


def load_catalog(package: str, lang: str) -> str:
    """The Fluent source of ``locales/<lang>.ftl`` in ``package`` ("" if it has none)."""
    try:
        ref = resources.files(package).joinpath("locales", f"{lang}.ftl")
        return ref.read_text(encoding="utf-8") if ref.is_file() else ""
    except (ModuleNotFoundError, FileNotFoundError):
        return ""


def _signed(number: Any) -> str:
    """The Fluent function ``SIGNED($n)``: a number with its sign, ``+2``, ``-1``, ``0``
    (Fluent's ``NUMBER`` has no ``signDisplay`` in Python). The browser's catalog has
    the same function."""
    value = float(number)
    if value.is_integer():
        return f"{int(value):+d}" if value else "0"
    return f"{value:+g}"


FUNCTIONS: dict[str, Any] = {"SIGNED": _signed}
"""The functions Eerie's catalogs may call besides Fluent's built-ins."""


@functools.lru_cache(maxsize=64)
def _bundle(lang: str, packages: tuple[str, ...]) -> FluentBundle:
    """The catalogs of ``packages`` in one language, a later package's message replacing
    an earlier one's (a game may refine a core text); parsed once per process (the
    files are package data, read-only while it runs)."""
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    for package in packages:
        source = load_catalog(package, lang)
        if source:
            bundle.add_resource(FluentResource(source), allow_overrides=True)
    return bundle


def _arg(value: Any) -> Any:
    """A parameter as Fluent takes it: numbers stay numbers (without digit grouping, as
    seeds, years and counts were always written), everything else becomes text."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    if isinstance(value, Sequence):
        return ", ".join(str(_arg(v)) for v in value)
    return str(value)


class Translator:
    """Translates messages into one language, falling back to English, then to the key.

    ``packages`` are the Python packages whose ``locales/`` folders are read, e.g.
    ``["eerie", game.locale_package]``.
    """

    def __init__(self, lang: str, packages: tuple[str, ...] = ("eerie",)) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        self.lang = lang
        self._packages = tuple(packages)
        self._own = _bundle(lang, self._packages)

    def _bundles(self) -> Iterator[FluentBundle]:
        """This language's catalogs, then English (parsed only when a message is missing
        from this language's)."""
        yield self._own
        if self.lang != LANGUAGES[0]:
            yield _bundle(LANGUAGES[0], self._packages)

    def has(self, key: str) -> bool:
        """True if the key is in this language's catalogs (without fallback)."""
        return self._own.has_message(fluent_id(key))

    def __call__(self, message: Msg | str) -> str:
        """Render a message (or pass a plain string through)."""
        return self.render(message)[0]

    def render(self, message: Msg | str) -> tuple[str, list[str]]:
        """The text of a message and the problems met on the way (a message no catalog
        has, a variable the message needs but was not given), nested messages included."""
        if isinstance(message, str):
            return message, []
        if message.key == LITERAL:
            return str(message.params.get(self.lang) or message.params.get("en") or ""), []
        problems: list[str] = []
        params: dict[str, Any] = {}
        for name, value in message.params.items():
            if isinstance(value, Msg):
                value, inner = self.render(value)
                problems += inner
            params[name] = value
        ident = fluent_id(message.key)
        for bundle in self._bundles():
            if bundle.has_message(ident):
                pattern = bundle.get_message(ident).value
                if pattern is not None:
                    text, errors = bundle.format_pattern(
                        pattern, {k: _arg(v) for k, v in params.items()})
                    problems += [f"{message.key}: {e}" for e in errors]
                    return str(text), problems
        problems.append(f"{message.key}: no such message")
        if not params:
            return message.key, problems
        inner_text = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{message.key}({inner_text})", problems


def locale_language(tag: str | None) -> str | None:
    """The language of ``tag`` among :data:`LANGUAGES`, or None: a POSIX locale
    (``ko_KR.UTF-8``, ``zh_CN@x``) or a BCP 47 tag (``zh-Hans-CN``, ``en-GB``) matches by
    its language subtag; ``C``, ``POSIX`` and unknown languages do not match."""
    if not tag:
        return None
    base = tag.split(".", 1)[0].split("@", 1)[0]
    language = base.replace("-", "_").split("_", 1)[0].lower()
    return language if language in LANGUAGES else None


def negotiate(requested: Sequence[str | None]) -> str:
    """The first requested language we have (see :func:`locale_language`), else English."""
    for tag in requested:
        found = locale_language(tag)
        if found:
            return found
    return LANGUAGES[0]


def environment_language(environ: Mapping[str, str]) -> str:
    """The terminal's language from the environment: the first set of ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` (POSIX's order for messages) negotiated against
    :data:`LANGUAGES`, else English (``ko_KR.UTF-8`` -> ko, ``C`` or nothing -> en)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return negotiate([value])
    return LANGUAGES[0]
