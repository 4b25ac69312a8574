"""``eerie serve`` in scale-out mode: its option checks, and ``--workers N`` starting N
worker processes on consecutive ports that share their tables."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from tests.server.postgres import _free_port
from tests.server.procs import wait_healthy
from tests.server.redis_server import RedisServer

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["serve", *args])
    return result.exit_code, result.output


@pytest.mark.parametrize(("args", "code", "says"), [
    (("--workers", "2"), 2, "share their tables through Redis"),
    (("--workers", "0"), 2, "--workers 0"),
    (("--redis", "redis://127.0.0.1:1/0"), 2, "need a PostgreSQL database"),
    (("--redis", "http://x", "--db", "postgresql+psycopg://u@127.0.0.1/x"), 2,
     "is not a Redis URL"),
    (("--lease-seconds", "0"), 2, "more than 0 s"),
])
def test_scale_out_options_are_checked(tmp_path: Path, args: tuple[str, ...], code: int,
                                       says: str) -> None:
    got, out = invoke("--data-dir", str(tmp_path), *args)
    assert got == code, out
    assert says in out


def test_unreachable_redis_is_one_error_line(tmp_path: Path, pg_url: str) -> None:
    port = _free_port()  # nobody listens there
    got, out = invoke("--data-dir", str(tmp_path), "--db", pg_url, "--redis",
                      f"redis://127.0.0.1:{port}/0")
    assert got == 1, out
    assert f"cannot reach Redis at redis://127.0.0.1:{port}/0" in out


def _taken(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return True
    return False


def test_workers_start_on_consecutive_ports_and_share_tables(
        tmp_path: Path, pg_url: str, redis_server: RedisServer) -> None:
    port = _free_port()
    while port + 1 > 65535 or _taken(port + 1):
        port = _free_port()
    log = tmp_path / "serve.log"
    with open(log, "ab") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "eerie", "serve", "--workers", "2", "--port", str(port),
             "--data-dir", str(tmp_path), "--db", pg_url, "--redis", redis_server.url,
             "--log-level", "warning"], stdout=out, stderr=subprocess.STDOUT,
            env={**os.environ, "EERIE_HOME": str(tmp_path)})
    try:
        first, second = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{port + 1}"
        wait_healthy(first, proc, log, timeout=90)
        wait_healthy(second, proc, log, timeout=90)
        r = httpx.post(f"{first}/api/tables", json={"game": "fearsome-floors",
                                                    "config": {"players": 2}}, timeout=10)
        assert r.status_code == 201, r.text
        info = httpx.get(f"{second}/api/tables/{r.json()['id']}", timeout=10)
        assert info.status_code == 200 and info.json()["game"] == "fearsome-floors"
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0, log.read_text()
        for base in (first, second):
            with pytest.raises(httpx.HTTPError):
                httpx.get(f"{base}/api/health", timeout=1)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
