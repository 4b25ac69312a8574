"""Errors that say what went wrong as a message people read in their language.

:class:`MessageError` is the base of every such error (a config that cannot be used, a
record that does not replay, a simulation backend that failed ...): ``str()`` is the
English text, for logs and for callers that only want a string, and :attr:`~MessageError.msg`
says the same as a :class:`~eerie.core.text.Msg`, which a driver translates.
"""

from __future__ import annotations

from typing import Any

from eerie.core.text import Msg, Translator

__all__ = ["MessageError", "english_text"]


def english_text(message: Msg, packages: tuple[str, ...] = ("eerie",)) -> str:
    """A message in English, from the catalogs of ``packages``."""
    return Translator("en", packages)(message)


class MessageError(Exception):
    """An error carrying a message: ``str()`` is ``text`` (English), :attr:`msg` the
    message. Without ``text`` the English comes from the core's catalog."""

    def __init__(self, text: str | None, message: Msg) -> None:
        super().__init__(english_text(message) if text is None else text)
        self.msg = message

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled (process pools, Ray) with both parts, whatever the subclass's signature
        return (_rebuild, (type(self), str(self), self.msg))


def _rebuild(cls: type[MessageError], text: str, message: Msg) -> MessageError:
    error = cls.__new__(cls)
    MessageError.__init__(error, text, message)
    return error
