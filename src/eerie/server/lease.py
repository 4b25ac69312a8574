"""Leases on tables in Redis: one worker at a time runs a table's AI seats and chance.

A lease is the key ``eerie:lease:<table>`` holding the worker's id, set with ``SET NX PX``
(only if nobody holds it, for ``ttl`` milliseconds) and renewed by its holder before it
runs out. A worker that dies stops renewing, its leases time out, and another worker
takes them (adopts the tables). Renewing and releasing check the holder in one Lua
script, so a worker never extends or deletes a lease another worker took meanwhile.

A lease only decides who *runs* the server's moves; it is not what keeps the log
consistent: the database refuses a second action with the same index
(``Store.append``), so two workers that both believe they hold a lease (a Redis failure,
a paused process) can never both commit.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger("eerie.server")

PREFIX = "eerie:lease:"

_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""

_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0
"""


class Leases:
    """The leases one worker holds, on a ``redis.asyncio`` client.

    While Redis is away (a failure, a restart) no worker can take a new lease, and a
    worker keeps those it held: nobody else can have taken them, and the database would
    refuse a double commit anyway. So the tables it drives go on; tables of a worker
    that died meanwhile wait until Redis is back. A lease whose key is gone when Redis
    answers again (a restarted Redis keeps nothing) is taken again with ``SET NX``."""

    def __init__(self, redis: Any, worker: str, ttl_ms: int) -> None:
        self.redis = redis
        self.worker = worker
        self.ttl_ms = max(100, int(ttl_ms))
        self.held: set[str] = set()
        """Tables whose lease this worker held at its last acquire or renewal."""

    @staticmethod
    def key(table_id: str) -> str:
        """The Redis key of a table's lease."""
        return PREFIX + table_id

    def holds(self, table_id: str) -> bool:
        """True if this worker held the table's lease when it last checked."""
        return table_id in self.held

    async def acquire(self, table_id: str) -> bool:
        """Take the table's lease if nobody holds it (or renew it if this worker does);
        True if this worker holds it now."""
        try:
            if await self.redis.set(self.key(table_id), self.worker, nx=True,
                                    px=self.ttl_ms):
                self.held.add(table_id)
                return True
            ok = bool(await self.redis.eval(_RENEW, 1, self.key(table_id), self.worker,
                                            self.ttl_ms))
        except Exception as exc:  # Redis away: keep what is held, take nothing new
            log.debug("lease on table %s not taken: %s", table_id, type(exc).__name__)
            return table_id in self.held
        if ok:
            self.held.add(table_id)
        else:
            self.held.discard(table_id)
        return ok

    async def renew(self) -> set[str]:
        """Renew every lease held (taking again one whose key is gone); return the
        tables whose lease another worker holds now. Kept while Redis is away."""
        lost: set[str] = set()
        for table_id in sorted(self.held):
            key = self.key(table_id)
            try:
                ok = bool(await self.redis.eval(_RENEW, 1, key, self.worker, self.ttl_ms)) \
                    or bool(await self.redis.set(key, self.worker, nx=True, px=self.ttl_ms))
            except Exception as exc:
                log.debug("lease on table %s not renewed: %s", table_id,
                          type(exc).__name__)
                continue
            if not ok:
                lost.add(table_id)
        self.held -= lost
        return lost

    async def release(self, table_id: str) -> None:
        """Give the table's lease back (a finished table, a worker shutting down)."""
        self.held.discard(table_id)
        try:
            await self.redis.eval(_RELEASE, 1, self.key(table_id), self.worker)
        except Exception as exc:  # it times out by itself
            log.warning("lease on table %s not released: %s", table_id, type(exc).__name__)

    async def release_all(self) -> None:
        """Give back every lease held."""
        for table_id in sorted(self.held):
            await self.release(table_id)

    async def unheld(self, table_ids: list[str]) -> list[str]:
        """Those of ``table_ids`` whose lease nobody holds (empty if Redis is away)."""
        if not table_ids:
            return []
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for table_id in table_ids:
                    pipe.exists(self.key(table_id))
                found = await pipe.execute()
        except Exception as exc:
            log.warning("leases not read: %s", type(exc).__name__)
            return []
        return [t for t, n in zip(table_ids, found, strict=True) if not n]
