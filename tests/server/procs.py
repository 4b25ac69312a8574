"""Real ``eerie serve`` processes for tests: started on a free loopback port, waited for
until healthy, stopped (or killed) afterwards; and a reader of websocket frames that
fails saying what it waited for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection

from tests.server.postgres import _free_port


@contextmanager
def serve(data_dir: Path, log: Path, db_url: str = "", *extra: str,
          port: int | None = None) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """Run ``eerie serve`` (with ``extra`` options) until the block ends; yield the
    process and its base URL once ``/api/health`` answers."""
    port = port or _free_port()
    env = {**os.environ, "EERIE_HOME": str(data_dir)}
    db = ["--db", db_url] if db_url else []
    with open(log, "ab") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "eerie", "serve", "--port", str(port), "--data-dir",
             str(data_dir), *db, "--allow-client-seed", "--log-level", "warning", *extra],
            stdout=out, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, proc, log)
        yield proc, base
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def wait_healthy(base: str, proc: subprocess.Popen[bytes], log: Path,
                 timeout: float = 30) -> None:
    """Wait until ``base`` answers ``/api/health``; fail with the log if it never does."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            raise AssertionError("server did not start:\n" + log.read_text())
        time.sleep(0.05)


def recv(ws: ClientConnection, what: str, seen: list[str], timeout: float = 10
         ) -> dict[str, Any]:
    """The next frame; fails saying what it waited for and what came before."""
    try:
        text = ws.recv(timeout=timeout)
    except TimeoutError:
        raise AssertionError(f"waited {timeout:g} s for {what}; nothing more arrived. The "
                             f"last frames: {' | '.join(f[:160] for f in seen[-5:])}"
                             ) from None
    seen.append(str(text))
    data: dict[str, Any] = json.loads(text)
    return data
