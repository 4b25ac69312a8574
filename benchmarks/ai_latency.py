"""Web server: ordinary tables' round trips alone and while all-AI tables think, with the
AI in a thread of the server (``--ai-workers 0``) or in worker processes.

    .venv/bin/python -m benchmarks.ai_latency [--workers 0,1] [--tables 10] [--ai-tables 4]
        [--level search] [--window 30] [--think 1.0] [--tmp /dev/shm]

For each ``--workers`` value a fresh server (``python -m eerie serve``, SQLite in a
temporary folder, on 127.0.0.1) is started with that many AI worker processes. Then:

1. ``--tables`` Fearsome Floors tables with four people on websockets each make an action
   about every ``--think`` seconds (``benchmarks.server_latency.Load``); their round trips
   (act -> its events) are measured for ``--window`` seconds: the baseline;
2. ``--ai-tables`` Fearsome Floors tables with four AI seats at ``--level`` are created
   (a finished one is replaced by a new one) and the same round trips are measured for
   another window.

The CPU columns are the server process's and its AI workers' (the children of the
server process) over the window. Everything stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from benchmarks.server_latency import (
    HOST,
    Load,
    Stats,
    cpu_seconds,
    free_port,
    pct,
    process,
)

GENEROUS = ["--creates-per-minute", "100000", "--creates-burst", "100000",
            "--max-tables-per-address", "100000"]


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux ``/proc``)."""
    out: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):
            out += [int(c) for c in (task / "children").read_text().split()]
    return out


def cpu_of(pids: list[int]) -> float:
    """CPU seconds used so far by the processes still running among ``pids``."""
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):
            total += cpu_seconds(pid)
    return total


class AITables:
    """All-AI tables kept busy: a finished one is replaced by a new one."""

    def __init__(self, http: httpx.AsyncClient, base: str, n: int, level: str) -> None:
        self.http = http
        self.base = base
        self.n = n
        self.level = level
        self.finished = 0
        self.actions = 0
        self.task: asyncio.Task[None] | None = None
        self.ids: list[str] = []

    async def played(self) -> int:
        """AI actions so far, at the finished tables and the current ones."""
        now = 0
        for tid in self.ids:
            r = await self.http.get(f"{self.base}/api/tables/{tid}")
            now += int(r.json().get("actions", 0))
        return self.actions + now

    async def create(self) -> str:
        """A new table with four AI seats; its id."""
        r = await self.http.post(f"{self.base}/api/tables", json={
            "game": "fearsome-floors", "config": {"players": 4},
            "seats": [{"kind": "ai", "level": self.level}] * 4})
        r.raise_for_status()
        return str(r.json()["id"])

    async def run(self) -> None:
        """Create the tables, then replace each finished one (checked every second)."""
        self.ids = ids = [await self.create() for _ in range(self.n)]
        while True:
            await asyncio.sleep(1.0)
            for i, tid in enumerate(ids):
                r = await self.http.get(f"{self.base}/api/tables/{tid}")
                info = r.json()
                if info.get("status") == "finished":
                    self.finished += 1
                    self.actions += int(info.get("actions", 0))
                    ids[i] = await self.create()

    def start(self) -> None:
        """Start in the background."""
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def stop(self) -> None:
        """Stop replacing tables."""
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task


async def window(load: Load, pid: int, seconds: float, ai: AITables) -> dict[str, Any]:
    """Round trips, CPU and AI actions over ``seconds``."""
    await asyncio.sleep(3.0)  # settle in
    load.stats = Stats()
    workers = children(pid)
    a0 = await ai.played()
    s0, w0, t0 = cpu_seconds(pid), cpu_of(workers), time.monotonic()
    await asyncio.sleep(seconds)
    wall = time.monotonic() - t0
    ai_rate = (await ai.played() - a0) / wall
    trips = load.stats.trips
    return {"trips": len(trips), "p50": pct(trips, 50), "p99": pct(trips, 99),
            "max": max(trips, default=0) * 1000, "errors": load.stats.errors,
            "timeouts": load.stats.timeouts,
            "server_cpu": (cpu_seconds(pid) - s0) / wall * 100,
            "ai_cpu": (cpu_of(workers) - w0) / wall * 100, "ai_processes": len(workers),
            "ai_actions_per_s": ai_rate}


async def measure(base: str, pid: int, args: argparse.Namespace) -> list[dict[str, Any]]:
    """The baseline window, then the window with the AI tables."""
    rows = []
    async with httpx.AsyncClient(timeout=30, limits=httpx.Limits(max_connections=20)) as http:
        load = Load(http, base, args.think)
        ai = AITables(http, base, args.ai_tables, args.level)
        try:
            await load.add(args.tables)
            rows.append({"phase": "alone", **await window(load, pid, args.window, ai)})
            ai.start()
            rows.append({"phase": f"with {args.ai_tables} AI tables",
                         **await window(load, pid, args.window, ai)})
        finally:
            await ai.stop()
            await load.stop()
    return rows


def main() -> None:
    """Run the measurements and print them."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workers", default="0,1", help="--ai-workers values to compare")
    ap.add_argument("--tables", type=int, default=10, help="ordinary tables")
    ap.add_argument("--ai-tables", type=int, default=4, help="all-AI tables")
    ap.add_argument("--level", default="search", help="the AI tables' level")
    ap.add_argument("--window", type=float, default=30.0, help="seconds measured per phase")
    ap.add_argument("--think", type=float, default=1.0,
                    help="seconds between two actions of an ordinary table")
    ap.add_argument("--tmp", default=None,
                    help="folder for the temporary SQLite database (e.g. /dev/shm to take "
                         "the disk's fsync out of the measurement)")
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, loopback {HOST}, "
          f"load average {os.getloadavg()[0]:.1f} (other processes share the cores)",
          flush=True)
    results: dict[int, list[dict[str, Any]]] = {}
    for workers in [int(w) for w in args.workers.split(",")]:
        with tempfile.TemporaryDirectory(prefix="eerie-bench-", dir=args.tmp) as tmp:
            folder = Path(tmp)
            port = free_port()
            cmd = [sys.executable, "-m", "eerie", "serve", "--host", HOST, "--port",
                   str(port), "--data-dir", str(folder / "data"), "--log-level", "warning",
                   "--ai-workers", str(workers), *GENEROUS]
            with process(cmd, port, folder / "server.log") as server:
                print(f"--ai-workers {workers}: server pid {server.pid}", flush=True)
                rows = asyncio.run(measure(f"http://{HOST}:{port}", server.pid, args))
            results[workers] = rows
            for row in rows:
                print(f"  {row['phase']:>18}: p50 {row['p50']:7.2f} ms, p99 "
                      f"{row['p99']:7.2f} ms, max {row['max']:7.1f} ms "
                      f"({row['trips']} round trips, {row['errors']} refused, "
                      f"{row['timeouts']} timed out); server CPU {row['server_cpu']:3.0f}%, "
                      f"AI workers' CPU {row['ai_cpu']:3.0f}% ({row['ai_processes']} "
                      f"processes), AI tables {row['ai_actions_per_s']:.1f} actions/s, "
                      f"load average {os.getloadavg()[0]:.1f}", flush=True)
    print("\nsummary (p99 of the ordinary tables):")
    for workers, rows in results.items():
        alone, busy = rows[0]["p99"], rows[-1]["p99"]
        print(f"  --ai-workers {workers}: alone {alone:.1f} ms, with AI tables {busy:.1f} ms "
              f"({busy / alone:.2f}x)")


if __name__ == "__main__":
    main()
