"""AI seats think in worker processes, never on the event loop's interpreter.

An :class:`AIPool` holds ``size`` worker processes (started with the ``spawn`` method,
each on first use; their loop is :func:`eerie.ai.worker.serve`). Each table's seat has a
home worker (the one with the fewest seats when the seat first asks), so a seat's agent
keeps its plans between decisions. A worker thinks about one decision at a time; the
exchange with it runs in a thread of its own, which waits on the pipe without holding
the interpreter lock, so the event loop goes on serving while the worker thinks; the
workers run at a lower scheduling priority (:data:`NICENESS`), so the event loop also
wins the cores when both want them.

Failures never stop a table: :meth:`AIPool.decide` answers None and the caller plays a
quick legal option instead, when

* the worker does not answer within ``limit`` seconds (the budget and a grace): it is
  killed and a new one is started for the next decision;
* the worker's agent raises (the answer names the exception's type only);
* the worker dies (killed, out of memory) twice in a row on the same decision: after
  the first death a new worker is started and the decision is asked again.

Whatever a worker answers, the caller checks it against the legal options, and the game
validates it again when it is applied.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from eerie.ai.agents import Budget
from eerie.ai.worker import DEFAULT_MAKER, Decision, serve

log = logging.getLogger("eerie.server")

NICENESS = 10
"""How much lower than the server's the workers' scheduling priority is (``nice``): when
the event loop and the AI both want the cores, the event loop gets them."""

START_TIMEOUT = 60.0
"""Seconds a new worker may take to start and to import a game (not part of a budget)."""


def decision_limit(decision: Decision, budget: Budget, limit: float) -> float:
    """How long ``decision`` may take: the server's ``limit`` (its ``budget`` and a
    grace), or less for a table whose own time budget is shorter than the server's
    (that budget plus the same grace)."""
    mine = decision.budget.seconds if decision.budget is not None else None
    if mine is None or budget.seconds is None:
        return limit
    return min(limit, mine + (limit - budget.seconds))


class WorkerGone(Exception):
    """The worker process died or did not start."""


class Worker:
    """One worker process and the thread that talks to it (every method but
    :meth:`submit` and :meth:`pid` runs in that thread)."""

    def __init__(self, number: int, budget: Budget, limit: float, maker: str) -> None:
        self.number = number
        self.budget = budget
        self.limit = limit
        self.maker = maker
        self.seats = 0
        """Table seats whose home this worker is."""
        self.started = 0
        """Processes started so far (1 after the first, 2 after a replacement ...)."""
        self._thread = ThreadPoolExecutor(1, thread_name_prefix=f"eerie-ai-{number}")
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None
        self._games: set[str] = set()
        self._closed = False

    def limit_for(self, decision: Decision) -> float:
        """How long ``decision`` may take before its worker is cut off
        (:func:`decision_limit`)."""
        return decision_limit(decision, self.budget, self.limit)

    @property
    def pid(self) -> int | None:
        """The worker process's id, if one is running."""
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    def submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        """Run ``fn(*args)`` in this worker's thread, after what was submitted before."""
        return asyncio.get_running_loop().run_in_executor(self._thread, fn, *args)

    def decide(self, decision: Decision, view: Callable[[], dict[str, Any]]) -> str | None:
        """The worker's answer to ``decision`` (with the seat's ``view``), or None."""
        try:
            full = replace(decision, view=view())
        except Exception as exc:  # a bug in a game's view must not stop the table
            log.error("table %s: the view of AI seat %d failed: %s", decision.table,
                      decision.seat, type(exc).__name__)
            return None
        limit = self.limit_for(decision)
        for attempt in (1, 2):
            try:
                conn = self._ready(decision.game)
                conn.send(("decide", full))
                if not conn.poll(limit):
                    log.warning("table %s: AI seat %d overran its %.1f s limit; worker %d "
                                "is replaced", decision.table, decision.seat, limit,
                                self.number)
                    self.stop()
                    return None
                kind, value = conn.recv()
            except (WorkerGone, EOFError, OSError):
                if self._closed:
                    return None
                code = self.stop()
                log.warning("table %s: AI worker %d stopped (exit code %s) during a decision"
                            " of seat %d; %s", decision.table, self.number, code,
                            decision.seat, "asking a new one" if attempt == 1 else "giving up")
                continue
            if kind == "ok" and isinstance(value, str):
                return value
            log.error("table %s: AI seat %d failed: %s", decision.table, decision.seat, value)
            return None
        return None

    def forget_later(self, table: str) -> None:
        """Drop the table's agents in the worker, after the decisions asked before."""
        with contextlib.suppress(RuntimeError):  # the pool is closing
            self._thread.submit(self.forget, table)

    def forget(self, table: str) -> None:
        """Drop the table's agents in the worker (if it is running)."""
        if self._conn is not None:
            try:
                self._conn.send(("forget", table))
            except OSError:
                self.stop()

    def _ready(self, game: str) -> Connection:
        """The connection to a running worker that has imported ``game``."""
        if self._closed:
            raise WorkerGone("the pool is closed")
        if self._proc is None or self._conn is None or not self._proc.is_alive():
            self.stop()
            self._start()
        conn = self._conn
        assert conn is not None
        if game not in self._games:
            conn.send(("load", game))
            if not conn.poll(START_TIMEOUT):
                raise WorkerGone(f"game {game} not loaded in {START_TIMEOUT:g} s")
            kind, _ = conn.recv()
            if kind != "loaded":
                raise WorkerGone(f"game {game} cannot be loaded")
            self._games.add(game)
        return conn

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        ours, theirs = ctx.Pipe()
        proc = ctx.Process(target=serve, args=(theirs, self.maker, self.budget, NICENESS),
                           name=f"eerie-ai-{self.number}", daemon=True)
        proc.start()
        theirs.close()
        self._proc, self._conn = proc, ours
        self.started += 1
        if not ours.poll(START_TIMEOUT):
            raise WorkerGone("the worker did not start")
        ours.recv()
        log.info("AI worker %d started (pid %s)", self.number, proc.pid)

    def stop(self) -> int | None:
        """Stop the process (at once: it may be thinking) and forget what it loaded;
        the process's exit code (negative: the signal that ended it)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        self._games = set()
        code = None
        if proc is not None:
            if proc.is_alive():
                proc.kill()
            proc.join(5)
            code = proc.exitcode
            proc.close()
        if conn is not None:
            conn.close()
        return code

    def close(self) -> None:
        """Stop the process and the thread (a decision under way answers None)."""
        self._closed = True
        self._thread.shutdown(wait=False, cancel_futures=True)
        self.stop()


class AIPool:
    """``size`` worker processes deciding for the AI seats of every table."""

    def __init__(self, size: int, budget: Budget, limit: float,
                 maker: str = DEFAULT_MAKER) -> None:
        if size < 1:
            raise ValueError("an AI pool needs at least one worker")
        self.workers = [Worker(i, budget, limit, maker) for i in range(size)]
        self._homes: dict[tuple[str, int], Worker] = {}

    def home(self, table: str, seat: int) -> Worker:
        """The worker that decides for ``seat`` at ``table``."""
        key = (table, seat)
        worker = self._homes.get(key)
        if worker is None:
            worker = self._homes[key] = min(self.workers, key=lambda w: w.seats)
            worker.seats += 1
        return worker

    async def decide(self, decision: Decision,
                     view: Callable[[], dict[str, Any]]) -> str | None:
        """The answer of the seat's worker, or None if it failed (see the module
        docstring). ``view`` is called in the worker's thread."""
        worker = self.home(decision.table, decision.seat)
        answer: str | None = await worker.submit(worker.decide, decision, view)
        return answer

    def forget(self, table: str) -> None:
        """Drop the agents of a finished or closed table."""
        for key in [k for k in self._homes if k[0] == table]:
            worker = self._homes.pop(key)
            worker.seats -= 1
            worker.forget_later(table)

    def close(self) -> None:
        """Stop every worker."""
        for worker in self.workers:
            worker.close()
