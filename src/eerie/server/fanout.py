"""Fan-out of table changes between workers over Redis pub/sub.

After a worker commits an action (or a join) it publishes ``{"t": table, "n": action
count, "w": worker}`` on the channel ``eerie:tables``. Every worker listens; one that
holds the table loads the new actions from the database (the action log stays the only
source of truth), applies them and sends its connections their frames. A message says
only *that* a table moved, never what happened, so nothing secret goes through Redis.

Losing a message is harmless: workers also compare the database's action counts of the
tables they serve on a slow timer (``poll_every``), and a client that asks for a state
(``hello``, ``sync``) or acts on an old copy makes its worker catch up first.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger("eerie.server")

CHANNEL = "eerie:tables"

Handler = Callable[[str, int], Awaitable[None]]
"""What a worker does with another worker's news: ``(table id, action count)``."""


def encode(table_id: str, count: int, worker: str) -> str:
    """The message announcing that ``table_id`` has ``count`` actions."""
    return json.dumps({"t": table_id, "n": count, "w": worker}, separators=(",", ":"))


def decode(data: Any) -> tuple[str, int, str] | None:
    """``(table, count, worker)`` of a message, or None if it is not one of ours."""
    try:
        msg = json.loads(data)
        table, count, worker = msg["t"], msg["n"], msg["w"]
    except (ValueError, TypeError, KeyError):
        return None
    if not (isinstance(table, str) and isinstance(count, int) and isinstance(worker, str)):
        return None
    return table, count, worker


class Fanout:
    """Publishing and listening on a ``redis.asyncio`` client; reconnects by itself."""

    def __init__(self, redis: Any, worker: str, handler: Handler,
                 retry_every: float = 0.5) -> None:
        self.redis = redis
        self.worker = worker
        self.handler = handler
        self.retry_every = retry_every
        self.connected = asyncio.Event()
        """Set while subscribed (tests wait for it)."""
        self._task: asyncio.Task[None] | None = None
        self._failing = False

    def start(self) -> None:
        """Start listening in the background."""
        self._task = asyncio.get_running_loop().create_task(self._listen(),
                                                            name="eerie-fanout")

    async def stop(self) -> None:
        """Stop listening."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task

    async def publish(self, table_id: str, count: int) -> bool:
        """Announce a change; False (logged) if Redis did not take it."""
        try:
            await self.redis.publish(CHANNEL, encode(table_id, count, self.worker))
        except Exception as exc:  # the others catch up by polling
            (log.debug if self._failing else log.warning)(
                "table %s: change not published: %s (the other workers catch up from "
                "the database)", table_id, type(exc).__name__)
            self._failing = True
            return False
        if self._failing:
            log.warning("Redis takes changes again")
            self._failing = False
        return True

    async def _listen(self) -> None:
        while True:
            pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(CHANNEL)
                self.connected.set()
                while True:
                    message = await pubsub.get_message(ignore_subscribe_messages=True,
                                                       timeout=1.0)
                    if message is None or message.get("type") != "message":
                        continue
                    news = decode(message.get("data"))
                    if news is None or news[2] == self.worker:
                        continue
                    try:
                        await self.handler(news[0], news[1])
                    except Exception as exc:  # one table's trouble stops no other's news
                        log.error("table %s: catching up failed: %s", news[0],
                                  type(exc).__name__)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.connected.is_set():
                    log.warning("Redis subscription lost (%s); retrying", type(exc).__name__)
                self.connected.clear()
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
            await asyncio.sleep(self.retry_every)
