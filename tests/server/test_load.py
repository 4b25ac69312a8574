"""A short run of the load test (``benchmarks/load.py``), so it cannot rot: two tables
for a few seconds, one worker on SQLite and two workers on PostgreSQL + Redis."""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from benchmarks import load
from tests.server.postgres import find_binaries
from tests.server.redis_server import find_redis


def _run(argv: list[str]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """``load.main`` in a thread of its own (it runs event loops of its own, and the
    test's thread may have one running)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(load.main, argv).result()


def _check(rows: list[dict[str, Any]], tables: int) -> None:
    assert [r["tables"] for r in rows] == [tables]
    row = rows[0]
    assert row["actions_per_s"] > 0.5 * tables  # the tables played at about 1 action/s
    assert math.isfinite(row["p50"]) and 0 < row["p50"] <= row["p99"]
    assert row["timeouts"] == 0
    assert row["sockets"] >= 2 * tables
    assert row["rss_mib"] > 0 and math.isfinite(row["kib_per_table"])
    assert row["server_cpu"] > 0


def test_load_smoke_sqlite(capsys: pytest.CaptureFixture[str]) -> None:
    results = _run(["--games", "mansions", "--setups", "sqlite", "--steps", "2",
                    "--window", "2", "--think", "0.5"])
    assert set(results) == {("sqlite", "mansions")}
    _check(results[("sqlite", "mansions")], 2)
    assert "| sqlite | mansions |" in capsys.readouterr().out


def test_load_smoke_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    if find_binaries() is None or find_redis() is None:
        pytest.skip("needs PostgreSQL's programs and redis-server")
    results = _run(["--games", "whitehall", "--setups", "pg2", "--steps", "2",
                    "--window", "2", "--think", "0.5"])
    _check(results[("pg2", "whitehall")], 2)
    assert "| pg2 | whitehall |" in capsys.readouterr().out
