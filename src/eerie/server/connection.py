"""One websocket session: authenticate, catch up, then play or watch.

1. The origin is checked before the handshake is accepted.
2. The first message must be ``hello`` with a seat token (or ``"spectate": true``) within
   ``hello_timeout`` seconds; anything else closes the connection. Tokens never travel in
   the URL, so they stay out of access logs.
3. The server answers ``welcome``, then the events after ``events_seen`` and the state:
   the whole ``state``, or a ``delta`` from the ``version`` the client says it holds.
   Later changes of the state go out as deltas from the version last sent (unless the
   client asked for ``full`` states); ``sync`` and a stale action bring a whole state.
4. Every later message is rate limited and size limited; ``act`` goes to the manager.

Outgoing messages go through a bounded queue and a writer task, so a slow client never
holds up a table; one that falls too far behind is disconnected and may reconnect with
the number of the last event it has.

While the database cannot be reached, a ``hello`` that needs it is answered with an
``unavailable`` error frame and close code 1013 (try again later), and a later message
that needs it (``sync``; an ``act``'s catch-up) with an ``unavailable`` error frame on
a socket that stays open; an action that cannot be stored gets a ``storage`` error and
no ``ack``. Every close the server makes carries a reason.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from eerie.core.text import Msg
from eerie.server.db import DatabaseError, unavailable
from eerie.server.live import SPECTATORS, Audience, LiveTable
from eerie.server.manager import Refused, TableManager
from eerie.server.protocol import (
    Act,
    Hello,
    Ping,
    ProtocolError,
    Sync,
    dumps,
    error,
    parse_client,
)
from eerie.server.ratelimit import TokenBucket
from eerie.server.security import origin_allowed
from eerie.server.settings import ServerSettings
from eerie.server.tokens import find_hand

log = logging.getLogger("eerie.server")

CLOSE_TOO_BIG = 1009
CLOSE_TRY_AGAIN = 1013
CLOSE_UNAUTHORIZED = 4401
CLOSE_FORBIDDEN = 4403
CLOSE_NOT_FOUND = 4404
CLOSE_TIMEOUT = 4408
CLOSE_RATE = 4429


class Closing(Exception):
    """End the session with this close code after telling the client why."""

    def __init__(self, code: int, message: dict[str, Any]) -> None:
        super().__init__(message.get("message", ""))
        self.code = code
        self.message = message


class Connection:
    """A websocket bound to one table and one audience (a hand, or the spectators)."""

    def __init__(self, ws: WebSocket, table: LiveTable, key: Audience, hand: int | None,
                 settings: ServerSettings, events_seen: int, version: int | None = None,
                 full: bool = False) -> None:
        self.ws = ws
        self.table = table
        self.table_id = table.id
        self.key = key
        self.hand = hand
        self.settings = settings
        self.events_sent = min(events_seen, len(table.streams[key]))
        self.version_sent = -1 if version is None else version
        """The version of the content the client holds (-1: none yet)."""
        self.full = full
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=settings.send_queue)
        self.overflowed = False

    def send(self, message: dict[str, Any] | str) -> None:
        """Queue a message; a client too far behind is cut off (it can reconnect)."""
        if self.overflowed:
            return
        text = message if isinstance(message, str) else dumps(message)
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.overflowed = True
            while not self.queue.empty():
                self.queue.get_nowait()
            self.queue.put_nowait(None)

    def sync(self, force: bool = False, resume: bool = False) -> None:
        """Send the events this audience has not had yet, then the state if it changed:
        as a delta from the version the client holds when the table has one, else whole
        (always whole if ``force``). ``resume``: the connection's first state, which
        answers even if the client is up to date (with an empty delta)."""
        events = self.table.events_after(self.key, self.events_sent)
        if events:
            self.events_sent = events[-1]["n"]
            self.send({"type": "events", "events": events})
        version = self.table.versions[self.key]
        if force or resume or version != self.version_sent:
            message = None
            if not (force or self.full) and (resume or version == self.version_sent + 1):
                message = self.table.delta_from(self.key, self.version_sent)
            self.version_sent = version
            self.send(message or self.table.state_message(self.key))

    async def writer(self) -> None:
        """Send queued messages in order until told to stop."""
        while True:
            text = await self.queue.get()
            if text is None:
                with contextlib.suppress(Exception):
                    await self.ws.close(CLOSE_TRY_AGAIN, "too far behind: reconnect")
                return
            await self.ws.send_text(text)
            if not self.queue.empty():
                # let the loop run before the next write: a connection that was cut is
                # then seen as gone (uvicorn's send raises) instead of written to again
                await asyncio.sleep(0)


async def receive_text(ws: WebSocket, settings: ServerSettings) -> str:
    """The next text message; :class:`Closing` for binary or oversized ones."""
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        raise Closing(1003, error("bad_message", Msg("server.err.json_text")))
    if len(text) > settings.max_message_bytes or \
            len(text.encode("utf-8")) > settings.max_message_bytes:
        raise Closing(CLOSE_TOO_BIG, error(
            "too_big", Msg("server.err.too_big", {"n": settings.max_message_bytes})))
    return str(text)


def close_reason(text: str) -> str:
    """``text`` cut to what a close frame's reason holds (123 bytes of UTF-8)."""
    return text.encode("utf-8")[:123].decode("utf-8", "ignore")


async def _close(ws: WebSocket, code: int, message: dict[str, Any] | None = None) -> None:
    with contextlib.suppress(Exception):
        if message is not None and ws.application_state == WebSocketState.CONNECTED:
            await ws.send_text(dumps(message))
        await ws.close(code, close_reason(str((message or {}).get("message", ""))))


async def serve_websocket(ws: WebSocket, table_id: str, manager: TableManager) -> None:
    """Run one websocket session to its end."""
    settings = manager.settings
    if not origin_allowed(ws.headers.get("origin"), ws.headers.get("host"),
                          settings.allowed_origins):
        await ws.close(CLOSE_FORBIDDEN)
        return
    await ws.accept()
    try:
        try:
            text = await asyncio.wait_for(receive_text(ws, settings), settings.hello_timeout)
        except TimeoutError:
            raise Closing(CLOSE_TIMEOUT, error(
                "unauthorized", Msg("server.err.hello_first"))) from None
        try:
            hello = parse_client(text)
        except ProtocolError as exc:
            raise Closing(CLOSE_UNAUTHORIZED, error("unauthorized", exc.reason)) from None
        if not isinstance(hello, Hello):
            raise Closing(CLOSE_UNAUTHORIZED, error(
                "unauthorized", Msg("server.err.hello_must")))
        table = await manager.get(table_id)
        if table is None:
            raise Closing(CLOSE_NOT_FOUND, error("not_found", Msg("server.err.no_table")))
        await manager.refresh(table)  # another worker may have moved it on
        hand: int | None = None
        key = SPECTATORS
        if hello.token is not None:
            address = ws.client.host if ws.client is not None else ""
            if not manager.token_failures.may_try(address):
                raise Closing(CLOSE_RATE, error(
                    "rate_limited", Msg("server.err.token_throttle")))
            hand = find_hand(hello.token, table.hand_hashes)
            if hand is None:
                manager.token_failures.count(address)
                raise Closing(CLOSE_UNAUTHORIZED, error(
                    "unauthorized", Msg("server.err.bad_token")))
            key = table.hands[hand]
            await manager.join(table, hand)
        conn = Connection(ws, table, key, hand, settings, hello.events_seen, hello.version,
                          hello.full)
        await _session(conn, manager, table)
    except Closing as exc:
        await _close(ws, exc.code, exc.message)
    except DatabaseError as exc:
        log.warning("table %s: a connection was refused, the database failed: %s",
                    table_id, type(exc).__name__)
        await _close(ws, CLOSE_TRY_AGAIN, error("unavailable", unavailable()))
    except WebSocketDisconnect:
        pass


async def _session(conn: Connection, manager: TableManager, table: LiveTable) -> None:
    ws = conn.ws
    game = table.game
    conn.send({
        "type": "welcome", "table": table.id, "game": game.id,
        "seats": list(conn.key), "spectator": conn.key == SPECTATORS,
        "plays": sorted(table.plays(conn.key)),
        "seat_names": [game.seat_name(s, table.row.config).to_json()
                       for s in range(len(table.seats))],
        "has_secrets": game.has_secrets, "events": len(table.streams[conn.key]),
    })
    manager.attach(conn)
    if not conn.full:
        table.watch(conn.key)
    conn.sync(resume=True)
    writer = asyncio.get_running_loop().create_task(conn.writer())
    bucket = TokenBucket(conn.settings.rate_per_second, conn.settings.rate_burst)
    try:
        while not writer.done():
            text = await receive_text(ws, conn.settings)
            # over the rate, a message waits its turn (never dropped: every message with
            # an id is answered); one that would wait too long ends the connection
            wait = bucket.reserve(conn.settings.rate_max_wait)
            if wait is None:
                raise Closing(CLOSE_RATE, error(
                    "rate_limited", Msg("server.err.too_many_messages")))
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                msg = parse_client(text)
            except ProtocolError as exc:
                conn.send(error(exc.code, exc.reason, exc.ref))
                continue
            try:
                if isinstance(msg, Act):
                    await _act(conn, manager, table, msg)
                elif isinstance(msg, Ping):
                    conn.send({"type": "pong",
                               **({"id": msg.ref} if msg.ref is not None else {})})
                elif isinstance(msg, Sync):
                    await manager.refresh(table)
                    conn.sync(force=True)
                else:
                    conn.send(error("bad_message", Msg("server.err.already_hello")))
            except DatabaseError as exc:  # nothing was stored or acknowledged
                log.warning("table %s: a request failed, the database failed: %s",
                            table.id, type(exc).__name__)
                ref = msg.ref if isinstance(msg, Act | Sync) else None
                conn.send(error("unavailable", unavailable(), ref))
    finally:
        manager.detach(conn)
        if not conn.full:
            table.unwatch(conn.key)
        writer.cancel()
        with contextlib.suppress(BaseException):
            await writer


async def _act(conn: Connection, manager: TableManager, table: LiveTable, msg: Act) -> None:
    def ack() -> None:
        out: dict[str, Any] = {"type": "ack", "version": table.versions[conn.key]}
        if msg.ref is not None:
            out["id"] = msg.ref
        if table.open_record:
            out["action"] = len(table.actions)
            out["state_hash"] = table.state_hash
        conn.send(out)

    try:
        await manager.act(table, conn.key, msg.seat, msg.option, msg.expect_version, ack)
    except Refused as exc:
        conn.send(error(exc.code, exc.reason, msg.ref, text=exc.message))
        if exc.code == "stale":
            conn.sync(force=True)
