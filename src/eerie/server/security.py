"""Origin checks, request body limits and security headers.

Browsers send an ``Origin`` header with every websocket handshake and every cross-site
``POST``. A request with an origin is accepted only from the server's own origin (the
``Host`` it was sent to) or one of the configured allowed origins; requests without one
come from programs, not pages, and cannot ride on a visitor's browser.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})

SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"content-security-policy",
     b"default-src 'self'; connect-src 'self'; img-src 'self' data:; "
     b"style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"),
)


def normalize_origin(origin: str) -> str:
    """``scheme://host[:port]`` in lower case, without a trailing slash."""
    return origin.strip().rstrip("/").lower()


def origin_allowed(origin: str | None, host: str | None, allowed: Iterable[str]) -> bool:
    """True if a request from ``origin`` to ``host`` may go on (see the module text)."""
    if origin is None:
        return True
    o = normalize_origin(origin)
    if o in {normalize_origin(a) for a in allowed}:
        return True
    parts = urlsplit(o)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return False
    return host is not None and parts.netloc == host.strip().lower()


def header(scope: Scope, name: bytes) -> str | None:
    """A request header as text, or None."""
    for key, value in scope.get("headers", []):
        if key == name:
            return str(value.decode("latin-1"))
    return None


class SecurityMiddleware:
    """For HTTP requests: refuse unsafe methods from foreign origins, cap the body size,
    and add the security headers to every response."""

    def __init__(self, app: ASGIApp, allowed_origins: tuple[str, ...],
                 max_body_bytes: int) -> None:
        self.app = app
        self.allowed = allowed_origins
        self.max_body = max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Handle one ASGI call."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if "\x00" in scope.get("path", ""):  # no file or route has one; the OS refuses it
            await _reply(send, 404, "not found")
            return
        if scope["method"] not in SAFE_METHODS and not origin_allowed(
                header(scope, b"origin"), header(scope, b"host"), self.allowed):
            await _reply(send, 403, "this origin may not call the API")
            return
        length = header(scope, b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await _reply(send, 413, f"request bodies are limited to {self.max_body} bytes")
            return
        # read the whole body first (it is small by then, or refused): a limit hit while
        # the app parses would surface as the app's own parse error (400), not 413
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away
            chunk = message.get("body", b"")
            seen += len(chunk)
            if seen > self.max_body:
                await _reply(send, 413, f"request bodies are limited to {self.max_body} bytes")
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        delivered = False

        async def replay_receive() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        async def secured_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {k.lower() for k, _ in message.get("headers", [])}
                extra = [(k, v) for k, v in SECURITY_HEADERS if k not in names]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, replay_receive, secured_send)


async def _reply(send: Send, status: int, detail: str) -> None:
    body = json.dumps({"detail": detail}).encode("utf-8")
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
        *SECURITY_HEADERS]})
    await send({"type": "http.response.body", "body": body})
