"""Redis for the scale-out tests: a throwaway ``redis-server`` on a free loopback port,
which a test may stop and start again on the same port (a Redis restart mid-game).

Debian's ``redis-server`` (``/usr/bin/redis-server`` or on ``PATH``) is required; without
it the tests are skipped with the reason, except under ``CI=true`` (``.ci/run`` installs
it), where they fail. Nothing is saved to disk: a restarted server is empty, as after a
crash of a Redis without persistence.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

from tests.server.postgres import _free_port, unavailable


def find_redis() -> str | None:
    """The ``redis-server`` program, if installed."""
    return shutil.which("redis-server") or (
        "/usr/bin/redis-server" if Path("/usr/bin/redis-server").exists() else None)


class RedisServer:
    """One ``redis-server`` process on 127.0.0.1 (no persistence)."""

    def __init__(self) -> None:
        program = find_redis()
        if program is None:
            unavailable("redis-server is not installed (Debian's redis-server package)")
        self.program = str(program)
        self.port = _free_port()
        self.folder = Path(tempfile.mkdtemp(prefix="eerie-redis-"))
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        """Its URL."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start it and wait until it takes connections (10 s at most)."""
        log = open(self.folder / "redis.log", "ab")  # noqa: SIM115 - the process keeps it
        self.proc = subprocess.Popen(
            [self.program, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder), "--protected-mode", "no"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        log.close()
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                text = (self.folder / "redis.log").read_text(errors="replace")
                raise AssertionError(f"redis-server did not start:\n{text[-2000:]}")
            time.sleep(0.05)

    def stop(self) -> None:
        """Stop it (SIGKILL: it keeps nothing anyway)."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        self.proc = None

    def close(self) -> None:
        """Stop it and delete its folder."""
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)
