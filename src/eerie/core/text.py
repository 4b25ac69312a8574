"""Localisable text.

Nothing the engine says is a plain string: every label, prompt and event line is a
:class:`Msg`, a message key with parameters. A :class:`Translator` turns it into Korean,
English or Chinese text from JSON catalogs shipped with the core and with each game.
Parameters may themselves be messages; they are translated first.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

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


def load_catalog(package: str, lang: str) -> dict[str, str]:
    """Load ``locales/<lang>.json`` from ``package``; an absent file gives an empty catalog."""
    try:
        ref = resources.files(package).joinpath("locales", f"{lang}.json")
        if not ref.is_file():
            return {}
        data = json.loads(ref.read_text(encoding="utf-8"))
    except (ModuleNotFoundError, FileNotFoundError):
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"catalog {package}/{lang} is not a JSON object")
    return {str(k): str(v) for k, v in data.items()}


class Translator:
    """Translates messages into one language, falling back to English, then to the key.

    ``packages`` are the Python packages whose ``locales/`` folders are read, e.g.
    ``["eerie", game.locale_package]``.
    """

    def __init__(self, lang: str, packages: tuple[str, ...] = ("eerie",)) -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        self.lang = lang
        self._primary: dict[str, str] = {}
        self._fallback: dict[str, str] = {}
        for pkg in packages:
            self._primary.update(load_catalog(pkg, lang))
            self._fallback.update(load_catalog(pkg, "en"))

    def has(self, key: str) -> bool:
        """True if the key is in this language's catalogs (without fallback)."""
        return key in self._primary

    def __call__(self, message: Msg | str) -> str:
        """Render a message (or pass a plain string through)."""
        if isinstance(message, str):
            return message
        if message.key == LITERAL:
            return str(message.params.get(self.lang) or message.params.get("en") or "")
        template = self._primary.get(message.key) or self._fallback.get(message.key)
        params = {k: self(v) if isinstance(v, Msg) else v for k, v in message.params.items()}
        if template is None:
            if not params:
                return message.key
            inner = ", ".join(f"{k}={v}" for k, v in params.items())
            return f"{message.key}({inner})"
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template
