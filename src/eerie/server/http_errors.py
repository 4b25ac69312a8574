"""HTTP errors whose reason is a message, so the browser says it in its language.

An :class:`ApiError` answers ``{"detail": <English text>, "reason": <message>}``: the
``detail`` every HTTP client expects, and the ``reason`` (``{"key", "params"}``) that the
web client translates with the catalogs it already has."""

from __future__ import annotations

from collections.abc import Mapping

from fastapi import HTTPException, Request
from fastapi.responses import JSONResponse

from eerie.core.errors import english_text
from eerie.core.text import Msg


class ApiError(HTTPException):
    """An HTTP error with a :class:`~eerie.core.text.Msg` for its reason."""

    def __init__(self, status: int, reason: Msg, headers: Mapping[str, str] | None = None,
                 *, text: str | None = None) -> None:
        super().__init__(status, english_text(reason) if text is None else text,
                         dict(headers) if headers is not None else None)
        self.reason = reason


def reply(status: int, reason: Msg, headers: Mapping[str, str] | None = None,
          text: str | None = None) -> JSONResponse:
    """The answer of an error: the English ``detail`` and the ``reason`` as a message."""
    return JSONResponse({"detail": english_text(reason) if text is None else text,
                         "reason": reason.to_json()},
                        status_code=status, headers=dict(headers or {}))


async def api_error(request: Request, exc: Exception) -> JSONResponse:
    """The exception handler of :class:`ApiError`."""
    assert isinstance(exc, ApiError)
    return reply(exc.status_code, exc.reason, exc.headers, str(exc.detail))
