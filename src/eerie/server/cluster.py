"""Scale-out: several workers on one PostgreSQL database, coordinated through Redis.

Used only when a Redis URL is configured (``eerie serve --redis``); one process on SQLite
needs none of it. A :class:`Cluster` gives the :class:`~eerie.server.manager.TableManager`
three things:

* **fan-out** (:mod:`eerie.server.fanout`): news of every commit to the other workers,
  which load the new actions from the database and update their connections;
* **leases** (:mod:`eerie.server.lease`): the right to run a table's AI seats and chance,
  one worker at a time, renewed while it lives and adopted by another when it dies;
* **a timer** (every ``poll_every`` seconds, and for the leases every third of their
  time): renew the leases, take free leases of tables that wait for the server's move,
  look for unfinished tables no worker holds (a dead worker's table that nobody here
  had loaded), and compare the action counts of the tables this worker has connections
  to with the database, which repairs any lost message.

Presence (who is connected) is per worker: a worker knows only its own connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import time
from collections.abc import Awaitable
from typing import Any, Protocol

from eerie.server.fanout import Fanout
from eerie.server.lease import Leases

log = logging.getLogger("eerie.server")


def default_worker_id() -> str:
    """This process's name in leases and messages: host name and process id."""
    return f"{socket.gethostname()}:{os.getpid()}"


def redis_client(url: str) -> Any:
    """A ``redis.asyncio`` client with short time-outs (a Redis failure must never hold
    up a table: every use of it is optional)."""
    from redis.asyncio import Redis

    return Redis.from_url(url, socket_timeout=2.0, socket_connect_timeout=2.0,
                          decode_responses=True)


class Tables(Protocol):
    """What the cluster needs of the manager."""

    def loaded(self) -> list[str]:
        """Ids of the unfinished tables held in memory."""

    def watched(self) -> list[str]:
        """Ids of the tables this worker has connections to."""

    def waiting_for_server(self) -> list[str]:
        """Ids of the loaded tables whose next move is the server's (AI or chance)."""

    async def unfinished(self) -> list[str]:
        """Ids of every unfinished table in the database."""

    async def action_counts(self, table_ids: list[str]) -> dict[str, int]:
        """The stored action count of each table."""

    async def catch_up(self, table_id: str, count: int | None = None,
                       only_behind: bool = False) -> None:
        """Load the actions (and joins) others stored; ``only_behind``: only if the
        table holds fewer than ``count`` actions."""

    async def adopt(self, table_id: str) -> None:
        """Load a table (if need be) and let its AI and chance act."""


class Cluster:
    """Fan-out, leases and the timer of one worker."""

    def __init__(self, redis: Any, worker: str, lease_seconds: float,
                 poll_every: float) -> None:
        self.redis = redis
        self.worker = worker
        self.leases = Leases(redis, worker, int(lease_seconds * 1000))
        self.poll_every = poll_every
        self.fanout: Fanout | None = None
        self._tables: Tables | None = None
        self._timer: asyncio.Task[None] | None = None
        self._pending: set[asyncio.Task[Any]] = set()

    def start(self, tables: Tables) -> None:
        """Start listening and the timer."""
        self._tables = tables
        self.fanout = Fanout(self.redis, self.worker, tables.catch_up)
        self.fanout.start()
        self._timer = asyncio.get_running_loop().create_task(self._tick(),
                                                             name="eerie-cluster")

    async def stop(self) -> None:
        """Stop, give the leases back (another worker takes over at once) and close."""
        if self._timer is not None:
            self._timer.cancel()
            with contextlib.suppress(BaseException):
                await self._timer
        if self.fanout is not None:
            await self.fanout.stop()
        for task in list(self._pending):
            task.cancel()
        await self.leases.release_all()
        with contextlib.suppress(Exception):
            await self.redis.aclose()

    # -- used by the manager --------------------------------------------------------------

    def published(self, table_id: str, count: int) -> None:
        """Announce a commit in the background (the actor's answer never waits on
        Redis)."""
        if self.fanout is not None:
            self._background(self.fanout.publish(table_id, count))

    async def may_drive(self, table_id: str) -> bool:
        """True if this worker holds (or now took) the table's lease."""
        return await self.leases.acquire(table_id)

    def holds(self, table_id: str) -> bool:
        """True if this worker held the table's lease at its last check."""
        return self.leases.holds(table_id)

    def _background(self, work: Awaitable[Any]) -> None:
        task: asyncio.Task[Any] = asyncio.ensure_future(work)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    # -- the timer ------------------------------------------------------------------------

    async def _tick(self) -> None:
        every = min(self.poll_every, self.leases.ttl_ms / 3000)
        last_poll = last_scan = 0.0
        while True:
            await asyncio.sleep(every)
            try:
                await self.step(poll=time.monotonic() - last_poll >= self.poll_every,
                                scan=time.monotonic() - last_scan >= 2 * self.poll_every)
            except Exception as exc:  # a database or Redis hiccup: next time
                log.warning("cluster timer: %s", type(exc).__name__)
            now = time.monotonic()
            if now - last_poll >= self.poll_every:
                last_poll = now
            if now - last_scan >= 2 * self.poll_every:
                last_scan = now

    async def step(self, poll: bool = True, scan: bool = True) -> None:
        """One round of the timer: renew, adopt, and (``poll``) compare action counts
        with the database, (``scan``) look for tables nobody holds."""
        tables = self._tables
        assert tables is not None
        lost = await self.leases.renew()
        if lost:
            log.info("leases lost: %d tables", len(lost))
        for table_id in tables.waiting_for_server():
            if not self.leases.holds(table_id) and await self.leases.acquire(table_id):
                log.info("table %s adopted", table_id)
                await tables.adopt(table_id)
        if poll:
            watched = tables.watched()
            if watched:
                counts = await tables.action_counts(watched)
                for table_id, count in counts.items():
                    await tables.catch_up(table_id, count, only_behind=True)
        loaded = set(tables.loaded())
        for table_id in sorted(self.leases.held - loaded):  # finished, expired, let go
            await self.leases.release(table_id)
        if scan:
            others = [t for t in await tables.unfinished() if t not in loaded]
            for table_id in await self.leases.unheld(others):
                await tables.adopt(table_id)
