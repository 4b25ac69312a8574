"""A real server in the test's own process: the application served by uvicorn on a free
loopback port, in a thread with an event loop of its own, so that a test talks to it
over real sockets and may still look inside (its table manager, its tasks).

Also what a test counts to find leaks: the TCP connections to a port the kernel still
holds open, and the live objects of a class.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

import uvicorn

from eerie.server.app import create_app
from eerie.server.manager import TableManager
from eerie.server.settings import ServerSettings
from tests.server.postgres import _free_port

T = TypeVar("T")

_CLOSED_STATES = {"06", "0A"}  # TIME_WAIT (the kernel's, nobody's socket) and LISTEN


class InProcessServer:
    """``create_app(settings)`` served on ``127.0.0.1`` until :meth:`stop`."""

    def __init__(self, settings: ServerSettings) -> None:
        self.port = _free_port()
        self.app = create_app(settings)
        self.server = uvicorn.Server(uvicorn.Config(
            self.app, host="127.0.0.1", port=self.port, log_config=None,
            log_level="warning", ws_max_size=settings.max_message_bytes, lifespan="on"))
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, name=f"server-{self.port}",
                                        daemon=True)
        self._failed: BaseException | None = None

    @property
    def base(self) -> str:
        """Its HTTP base URL."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        """Its websocket base URL."""
        return f"ws://127.0.0.1:{self.port}"

    @property
    def manager(self) -> TableManager:
        """Its table manager (look, never change)."""
        manager: TableManager = self.app.state.manager
        return manager

    def _run(self) -> None:
        async def main() -> None:
            self.loop = asyncio.get_running_loop()
            await self.server.serve()

        try:
            asyncio.run(main())
        except BaseException as exc:  # reported by start
            self._failed = exc

    def start(self, timeout: float = 60) -> None:
        """Start serving and wait until it takes connections."""
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if self._failed is not None or not self._thread.is_alive():
                raise AssertionError(f"the server did not start: {self._failed!r}")
            if time.monotonic() > deadline:
                raise AssertionError(f"the server did not start within {timeout:g} s")
            time.sleep(0.02)

    def stop(self) -> None:
        """Shut it down (lifespan's end included) and wait for its thread."""
        self.server.should_exit = True
        self._thread.join(60)

    def call(self, fn: Callable[[], T]) -> T:
        """``fn()`` run on the server's event loop (to look at its state safely)."""
        assert self.loop is not None
        done: Future[T] = Future()

        def run() -> None:
            try:
                done.set_result(fn())
            except BaseException as exc:
                done.set_exception(exc)

        self.loop.call_soon_threadsafe(run)
        return done.result(30)

    def tasks(self) -> list[str]:
        """The names of the tasks alive on its event loop."""
        loop = self.loop
        assert loop is not None
        return self.call(lambda: sorted(t.get_name() for t in asyncio.all_tasks(loop)))


def open_connections(port: int) -> int:
    """How many TCP connections to or from ``port`` on 127.0.0.1 a socket still holds
    (every state but TIME_WAIT; listening sockets not counted)."""
    want = f"{port:04X}"
    n = 0
    with open("/proc/net/tcp") as f:
        next(f)
        for line in f:
            fields = line.split()
            local, remote, state = fields[1], fields[2], fields[3]
            if state in _CLOSED_STATES:
                continue
            if local.endswith(":" + want) or remote.endswith(":" + want):
                n += 1
    return n


def live_objects(*classes: type[Any]) -> dict[str, int]:
    """How many objects of each of ``classes`` are alive (after a garbage collection)."""
    gc.collect()
    counts = {c.__name__: 0 for c in classes}
    for obj in gc.get_objects():
        for c in classes:
            if isinstance(obj, c):
                counts[c.__name__] += 1
    return counts


class ServerLog(logging.Handler):
    """Every record at warning level or above of the server's loggers (``eerie``,
    uvicorn, websockets, asyncio), as ``name: message``, and those that carried a
    traceback."""

    LOGGERS = ("eerie", "uvicorn", "websockets", "asyncio")

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[str] = []
        self.tracebacks: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.split(".")[0] not in self.LOGGERS:
            return
        line = f"{record.name}: {record.getMessage()}"
        self.records.append(line)
        if record.exc_info or record.exc_text or record.stack_info:
            self.tracebacks.append(line)
