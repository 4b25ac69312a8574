"""Group commit: the actions of many tables committed together, one transaction each batch.

Committing an action costs a transaction and, on SQLite with ``synchronous=FULL`` (or
PostgreSQL with ``fsync``), a flush to disk: done one action at a time, that flush bounds
how many actions a second a server can store. :class:`GroupWriter` queues the actions
handed to it and lets the database thread commit everything queued in **one**
transaction (:meth:`Store.append_many`): while a batch commits, the next one gathers.
There is no timer: an action that finds the writer idle is committed at once, so a quiet
server is as quick as before, and a busy one stores many actions per flush.

Durability is unchanged: :meth:`GroupWriter.append` returns only once the transaction
holding that action has committed, and the manager acknowledges an action only after
that. Order per table is kept by the manager (one action of a table at a time, under the
table's lock); the actions in one batch are of different tables. An action refused by
the database (another writer's action took its index: :class:`StoreConflict`) or in a
batch whose commit fails is answered with its own exception (see
:meth:`Store.append_many`: a failed batch is retried action by action, so a bad action
fails only itself).
"""

from __future__ import annotations

import asyncio
import logging
import time
from concurrent.futures import Executor

from eerie.server.store import Append, Store

log = logging.getLogger("eerie.server.store")


class GroupWriter:
    """Commits queued actions in batches from one database thread (``executor``, which
    should have one thread: the one every other write of the server goes through)."""

    def __init__(self, store: Store, executor: Executor, max_batch: int = 256) -> None:
        self.store = store
        self.executor = executor
        self.max_batch = max(1, max_batch)
        """The most actions committed in one transaction."""
        self._queue: list[tuple[Append, asyncio.Future[None]]] = []
        self._task: asyncio.Task[None] | None = None
        self.batches = 0
        """Transactions committed so far (with :attr:`actions`, how well actions group)."""
        self.actions = 0
        """Actions handed to the database so far."""

    async def append(self, item: Append) -> None:
        """Commit ``item``; return once its transaction has committed. Raises
        :class:`~eerie.server.store.StoreConflict` if its index was taken, or what the
        database raised if it could not be stored (then nothing of it is)."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._queue.append((item, done))
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._run(), name="eerie-group-commit")
        await done

    async def _run(self) -> None:
        """Commit batches until the queue is empty."""
        loop = asyncio.get_running_loop()
        while self._queue:
            batch = self._queue[:self.max_batch]
            del self._queue[:self.max_batch]
            started = time.perf_counter()
            try:
                results = await loop.run_in_executor(
                    self.executor, self.store.append_many, [item for item, _ in batch])
            except asyncio.CancelledError:
                self._fail(batch, RuntimeError("the server stopped before the commit"))
                self._fail(self._queue, RuntimeError("the server stopped"))
                self._queue.clear()
                raise
            except Exception as exc:  # the executor is gone (shut down)
                results = [exc] * len(batch)
            self.batches += 1
            self.actions += len(batch)
            log.debug("group commit: %d actions in %.1f ms (%d waiting)", len(batch),
                      (time.perf_counter() - started) * 1000, len(self._queue))
            for (_, done), problem in zip(batch, results, strict=True):
                if done.done():
                    continue
                if problem is None:
                    done.set_result(None)
                else:
                    done.set_exception(problem)

    @staticmethod
    def _fail(batch: list[tuple[Append, asyncio.Future[None]]], exc: Exception) -> None:
        for _, done in batch:
            if not done.done():
                done.set_exception(exc)

    async def close(self) -> None:
        """Wait until everything queued is committed (or has failed)."""
        task = self._task
        if task is not None and not task.done():
            await asyncio.gather(task, return_exceptions=True)
