"""Web server: action round trip through the server against a bare websocket echo, how
many busy tables it holds with p99 below 100 ms, and memory per table.

    .venv/bin/python benchmarks/server_latency.py [--samples 300] [--think 1.0]
        [--steps 10,25,50,100,200,400] [--window 20] [--max-seconds 900]

Everything runs on 127.0.0.1 and stops by itself:

1. **Round trip.** The real server (``python -m eerie serve``: uvicorn, SQLite in a
   temporary folder, WAL, ``synchronous=FULL``) runs in its own process; one Fearsome
   Floors table with four people, each seat on its own websocket. The seat to move sends
   an ``act``; the round trip ends when the events that action made arrive on that
   socket (after the ``ack``: the action is validated, committed to the database and
   sent out). The same client then sends the same number of messages of the same size to
   two bare echo servers in their own processes (the ``websockets`` library's, and a
   minimal ASGI echo on uvicorn, the server's own transport) at the same pace.
2. **Tables.** Fearsome Floors tables with all four seats connected; every table makes one
   action (a random legal option) about every ``--think`` seconds (a brisk human pace;
   real games are slower), a finished game is replaced by a new table. The count ramps up
   through ``--steps``; at each step the round trips of a ``--window`` are measured,
   until p99 reaches 100 ms or the steps end. Memory per table is the server process's
   RSS minus its RSS before the first table, divided by the tables.

The clients are one asyncio process on the same two cores as the server, so at high
counts part of a round trip is the clients' own delay; the CPU columns show who is busy.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect

from eerie.testing.frames import follow

HOST = "127.0.0.1"
LIMIT_MS = 100.0
TIMEOUT = 10.0


# -- processes ------------------------------------------------------------------------------


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def rss_kib(pid: int) -> int:
    """Resident memory of a process in KiB (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds a process has used (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    """CPU seconds this (client) process has used."""
    t = os.times()
    return t.user + t.system


@contextlib.contextmanager
def process(cmd: list[str], port: int, log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """Start ``cmd``, wait until ``port`` accepts connections, stop it afterwards."""
    with open(log, "ab") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(OSError), socket.create_connection((HOST, port), 0.5):
                break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{cmd[:4]} did not start:\n{log.read_text()[-2000:]}")
            time.sleep(0.05)
        yield proc
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def serve_command(port: int, data_dir: Path, *extra: str) -> list[str]:
    """``eerie serve`` on ``HOST:port`` for a benchmark: every table comes from this one
    address, so the per-address limits are lifted."""
    return [sys.executable, "-m", "eerie", "serve", "--host", HOST, "--port", str(port),
            "--data-dir", str(data_dir), "--log-level", "warning",
            "--creates-per-minute", "100000", "--creates-burst", "100000",
            "--max-tables-per-address", "100000", *extra]


def run_echo(kind: str, port: int) -> None:
    """Serve a bare websocket echo on ``port`` until killed (a child process of ours)."""
    if kind == "websockets":
        from websockets.asyncio.server import ServerConnection, serve

        async def echo(ws: ServerConnection) -> None:
            async for message in ws:
                await ws.send(message)

        async def main() -> None:
            async with serve(echo, HOST, port, max_size=2**20) as server:
                await server.serve_forever()

        asyncio.run(main())
        return
    import uvicorn

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "websocket":
            return
        await receive()  # websocket.connect
        await send({"type": "websocket.accept"})
        while True:
            message = await receive()
            if message["type"] == "websocket.disconnect":
                return
            await send({"type": "websocket.send", "text": message.get("text")})

    uvicorn.run(app, host=HOST, port=port, log_level="warning", lifespan="off")


# -- statistics -----------------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank) of ``values``, in milliseconds."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(p / 100 * len(s) + 0.5) - 1))] * 1000


def summary(values: list[float]) -> str:
    """p50, p99 and max in milliseconds."""
    return (f"p50 {pct(values, 50):.2f} ms, p99 {pct(values, 99):.2f} ms, "
            f"max {max(values) * 1000:.2f} ms ({len(values)} round trips)")


# -- players --------------------------------------------------------------------------------


class Stats:
    """Round trips and refusals of the current window."""

    def __init__(self) -> None:
        self.trips: list[float] = []
        self.errors = 0
        self.timeouts = 0
        self.sizes: list[int] = []


class Seat:
    """One person's websocket at a table: keeps the last state, times its own actions."""

    def __init__(self, ws: ClientConnection, table: Table) -> None:
        self.ws = ws
        self.table = table
        self.state: dict[str, Any] | None = None
        self.min_version = 0
        self.ref = 0
        self.t0 = 0.0
        self.acked = False
        self.done: asyncio.Future[float | None] | None = None
        self.task = asyncio.get_running_loop().create_task(self.read())

    async def read(self) -> None:
        """Read frames until the socket closes."""
        with contextlib.suppress(Exception):
            async for text in self.ws:
                now = time.perf_counter()
                msg = json.loads(text)
                kind = msg["type"]
                waiting = self.done is not None and not self.done.done()
                if kind in ("state", "delta"):  # a delta changes the state held
                    self.state = follow(self.state, msg)
                    if waiting and self.acked:  # an action that made no event for us
                        self.done.set_result(now - self.t0)  # type: ignore[union-attr]
                    self.table.changed.set()
                elif kind == "events":
                    if waiting and self.acked:
                        self.done.set_result(now - self.t0)  # type: ignore[union-attr]
                elif kind == "ack" and msg.get("id") == self.ref:
                    self.acked = True
                    self.min_version = msg["version"]
                elif kind == "error" and waiting and msg.get("id") == self.ref:
                    self.done.set_result(None)  # type: ignore[union-attr]
        self.table.changed.set()

    def can_act(self) -> bool:
        """True if the last state offers this seat options (and is not out of date)."""
        st = self.state
        return bool(st and st["pending"].get("options") and st["version"] >= self.min_version
                    and st["outcome"] is None)

    async def act(self, rng: random.Random, stats: Stats) -> None:
        """Send a random legal option and wait for its events."""
        st = self.state
        assert st is not None
        options = st["pending"]["options"]
        self.ref += 1
        self.acked = False
        self.done = asyncio.get_running_loop().create_future()
        text = json.dumps({"type": "act", "seat": st["pending"]["yours"][0], "id": self.ref,
                           "option": options[rng.randrange(len(options))]["id"],
                           "expect_version": st["version"]})
        stats.sizes.append(len(text))
        self.t0 = time.perf_counter()
        await self.ws.send(text)
        try:
            trip = await asyncio.wait_for(self.done, TIMEOUT)
        except TimeoutError:
            stats.timeouts += 1
            stats.trips.append(TIMEOUT)
            return
        if trip is None:
            stats.errors += 1  # e.g. stale: chance moved the table on meanwhile
        else:
            stats.trips.append(trip)


FOUR_PEOPLE = {"game": "fearsome-floors", "config": {"players": 4}}
"""The table this benchmark plays: Fearsome Floors, four people."""


class Table:
    """A table whose seats are all people, each on a websocket of their own (Fearsome
    Floors with four unless another ``POST /api/tables`` body is given)."""

    def __init__(self) -> None:
        self.seats: list[Seat] = []
        self.changed = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, http: httpx.AsyncClient, base: str,
                   body: dict[str, Any] | None = None) -> Table:
        """Create a table (``body``: the request, four-player Fearsome Floors by
        default) and connect every hand."""
        for attempt in range(3):  # a kept-alive connection the server just closed
            try:
                r = await http.post(f"{base}/api/tables", json=body or FOUR_PEOPLE)
                break
            except httpx.TransportError:
                if attempt == 2:
                    raise
                await asyncio.sleep(0.2)
        r.raise_for_status()
        data = r.json()
        table = cls()
        ws_url = base.replace("http://", "ws://") + f"/ws/tables/{data['id']}"
        for invite in data["invites"]:
            ws = await connect(ws_url, open_timeout=TIMEOUT, max_size=2**22)
            await ws.send(json.dumps({"type": "hello", "token": invite["token"]}))
            table.seats.append(Seat(ws, table))
        return table

    def over(self) -> bool:
        """True once the game has ended (as far as the first seat has heard)."""
        st = self.seats[0].state
        return bool(st and st["outcome"] is not None)

    async def next_seat(self) -> Seat | None:
        """The seat that may act now (waits for the state that says so)."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and not self.over():
            for seat in self.seats:
                if seat.can_act():
                    return seat
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), 1.0)
        return None

    async def close(self) -> None:
        """Close every socket."""
        for seat in self.seats:
            with contextlib.suppress(Exception):
                await seat.ws.close()
            seat.task.cancel()


class Load:
    """Tables playing by themselves at a given pace, replaced when their game ends.

    ``body`` is the ``POST /api/tables`` request of every table (four-player Fearsome
    Floors by default); with several ``bases`` (servers), table ``i`` is created on and
    connected to server ``i`` modulo their number (all its seats on one server)."""

    def __init__(self, http: httpx.AsyncClient, base: str, think: float,
                 body: dict[str, Any] | None = None, bases: list[str] | None = None
                 ) -> None:
        self.http = http
        self.base = base
        self.bases = bases or [base]
        self.body = body
        self.think = think
        self.stats = Stats()
        self.tables: list[Table] = []
        self.finished = 0
        self.stopping = False

    async def add(self, n: int, at_once: int = 8) -> None:
        """Open ``n`` more tables (``at_once`` at a time) and set them playing."""
        loop = asyncio.get_running_loop()
        while n > 0:
            k = min(n, at_once)
            first = len(self.tables)
            opened = await asyncio.gather(*(Table.open(self.http, self.server(first + j),
                                                       self.body) for j in range(k)))
            for j, table in enumerate(opened):
                self.tables.append(table)
                table.task = loop.create_task(self.play(first + j))
            n -= k

    def sockets(self) -> int:
        """Websockets open now."""
        return sum(len(t.seats) for t in self.tables)

    def server(self, i: int) -> str:
        """The server of table ``i``."""
        return self.bases[i % len(self.bases)]

    async def play(self, i: int) -> None:
        """Keep table ``i`` busy: an action every ``think`` seconds (with jitter)."""
        rng = random.Random(i)
        await asyncio.sleep(rng.uniform(0, self.think))
        while not self.stopping:
            table = self.tables[i]
            if table.over():
                self.finished += 1
                await table.close()
                self.tables[i] = await Table.open(self.http, self.server(i), self.body)
                continue
            seat = await table.next_seat()
            if seat is not None and not self.stopping:
                await seat.act(rng, self.stats)
            await asyncio.sleep(self.think * rng.uniform(0.8, 1.2))

    async def stop(self) -> None:
        """Stop playing and close every socket."""
        self.stopping = True
        tasks = [t.task for t in self.tables if t.task is not None]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for table in self.tables:
            await table.close()


# -- the measurements -----------------------------------------------------------------------


async def server_round_trips(base: str, samples: int, pace: float
                             ) -> tuple[list[float], int]:
    """Round trips of ``samples`` actions at one table, and the median act message size."""
    async with httpx.AsyncClient(timeout=TIMEOUT) as http:
        table = await Table.open(http, base)
        stats = Stats()
        rng = random.Random(1)
        try:
            while len(stats.trips) < samples:
                if table.over():
                    await table.close()
                    table = await Table.open(http, base)
                seat = await table.next_seat()
                if seat is None:
                    continue
                await seat.act(rng, stats)
                await asyncio.sleep(pace)
        finally:
            await table.close()
    if stats.errors or stats.timeouts:
        print(f"  ({stats.errors} refused, {stats.timeouts} timed out)", flush=True)
    return stats.trips, sorted(stats.sizes)[len(stats.sizes) // 2]


async def echo_round_trips(port: int, samples: int, pace: float, size: int) -> list[float]:
    """Round trips of ``samples`` messages of ``size`` characters through an echo."""
    message = json.dumps({"type": "act", "pad": "x" * max(0, size - 25)})
    out: list[float] = []
    async with connect(f"ws://{HOST}:{port}/", open_timeout=TIMEOUT) as ws:
        for _ in range(samples):
            t0 = time.perf_counter()
            await ws.send(message)
            await asyncio.wait_for(ws.recv(), TIMEOUT)
            out.append(time.perf_counter() - t0)
            await asyncio.sleep(pace)
    return out


async def ramp(base: str, pid: int | list[int], empty: int, steps: list[int],
               think: float, window: float, deadline: float,
               body: dict[str, Any] | None = None, bases: list[str] | None = None,
               through: bool = False) -> list[dict[str, Any]]:
    """Add tables step by step; measure round trips, CPU and memory (RSS over ``empty``
    KiB) at each step, until p99 reaches the limit (with ``through``: until the tables
    no longer get 70% of their actions done, to see throughput and memory beyond it).
    ``pid`` may list several server processes (their CPU and memory are added up);
    ``body`` and ``bases`` are :class:`Load`'s."""
    pids = [pid] if isinstance(pid, int) else list(pid)
    rows: list[dict[str, Any]] = []
    limits = httpx.Limits(max_connections=20)
    async with httpx.AsyncClient(timeout=30, limits=limits) as http:
        load = Load(http, base, think, body, bases)
        try:
            for n in steps:
                if time.monotonic() + window + 30 > deadline:
                    print(f"stopping before {n} tables: out of time (--max-seconds)",
                          flush=True)
                    break
                t_add = time.monotonic()
                await load.add(n - len(load.tables))
                print(f"{n} tables open ({load.sockets()} sockets) in "
                      f"{time.monotonic() - t_add:.1f} s; measuring {window:.0f} s ...",
                      flush=True)
                await asyncio.sleep(min(5.0, window / 4))  # settle in
                load.stats = Stats()
                s0, c0, w0 = sum(map(cpu_seconds, pids)), own_cpu(), time.monotonic()
                await asyncio.sleep(window)
                stats, wall = load.stats, time.monotonic() - w0
                s1, rss = sum(map(cpu_seconds, pids)), sum(map(rss_kib, pids))
                row = {
                    "tables": n, "sockets": load.sockets(),
                    "actions_per_s": len(stats.trips) / wall,
                    "p50": pct(stats.trips, 50), "p99": pct(stats.trips, 99),
                    "errors": stats.errors, "timeouts": stats.timeouts,
                    "server_cpu": (s1 - s0) / wall * 100,
                    "cpu_ms_per_action": (s1 - s0) * 1000 / max(1, len(stats.trips)),
                    "client_cpu": (own_cpu() - c0) / wall * 100,
                    "rss_mib": rss / 1024,
                    "kib_per_table": (rss - empty) / n,
                    "load_average": os.getloadavg()[0],
                }
                before = rows[-1] if rows else None
                row["marginal_kib"] = float("nan") if before is None else (
                    (row["rss_mib"] - before["rss_mib"]) * 1024 / (n - before["tables"]))
                rows.append(row)
                print(f"  {n:4d} tables: {row['actions_per_s']:6.1f} actions/s, "
                      f"p50 {row['p50']:7.2f} ms, p99 {row['p99']:7.2f} ms, "
                      f"refused {stats.errors}, timeouts {stats.timeouts}, "
                      f"server CPU {row['server_cpu']:3.0f}% "
                      f"({row['cpu_ms_per_action']:.1f} ms per action), "
                      f"client CPU {row['client_cpu']:3.0f}%, "
                      f"RSS {row['rss_mib']:.1f} MiB, "
                      f"{row['kib_per_table']:.0f} KiB/table "
                      f"({row['marginal_kib']:.0f} KiB for each table added), "
                      f"load average {row['load_average']:.1f}", flush=True)
                if not (row["p99"] < LIMIT_MS or through) \
                        or row["actions_per_s"] < 0.7 * n / think:
                    break
        finally:
            await load.stop()
    return rows


def main() -> None:
    """Run the measurements and print them."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=300, help="round trips per server")
    ap.add_argument("--pace", type=float, default=0.12,
                    help="seconds between round trips (the server allows 10 messages/s)")
    ap.add_argument("--think", type=float, default=1.0,
                    help="seconds between two actions of a table")
    ap.add_argument("--steps", default="10,25,50,100,200,400")
    ap.add_argument("--window", type=float, default=20.0, help="seconds measured per step")
    ap.add_argument("--max-seconds", type=float, default=900.0, help="stop after this")
    ap.add_argument("--tmp", default=None,
                    help="folder for the temporary SQLite database (e.g. /dev/shm to take "
                         "the disk's fsync out of the measurement)")
    ap.add_argument("--echo-server", nargs=2, metavar=("KIND", "PORT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.echo_server:
        run_echo(args.echo_server[0], int(args.echo_server[1]))
        return
    deadline = time.monotonic() + args.max_seconds
    steps = sorted({int(s) for s in args.steps.split(",") if s.strip()})
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # children inherit it
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, loopback {HOST}, "
          f"load average {os.getloadavg()[0]:.1f} (other processes share the cores)",
          flush=True)
    with tempfile.TemporaryDirectory(prefix="eerie-bench-", dir=args.tmp) as tmp:
        folder = Path(tmp)
        port = free_port()
        base = f"http://{HOST}:{port}"
        server_cmd = serve_command(port, folder / "data")
        with process(server_cmd, port, folder / "server.log") as server:
            print(f"server started (pid {server.pid}); SQLite in {folder / 'data'}",
                  flush=True)
            empty = rss_kib(server.pid)
            print(f"server RSS before any table: {empty / 1024:.1f} MiB", flush=True)
            print(f"round trips through the server ({args.samples}, one every "
                  f"{args.pace} s) ...", flush=True)
            trips, size = asyncio.run(server_round_trips(base, args.samples, args.pace))
            print(f"  eerie serve, act -> its events: {summary(trips)}", flush=True)
            rows = asyncio.run(ramp(base, server.pid, empty, steps, args.think,
                                    args.window, deadline))
        echoes: dict[str, list[float]] = {}
        for kind in ("websockets", "uvicorn"):
            port = free_port()
            cmd = [sys.executable, __file__, "--echo-server", kind, str(port)]
            with process(cmd, port, folder / f"echo-{kind}.log"):
                echoes[kind] = asyncio.run(echo_round_trips(port, args.samples, args.pace,
                                                            size))
            print(f"  bare echo ({kind}), {size}-byte message: {summary(echoes[kind])}",
                  flush=True)
    good = [r for r in rows if r["p99"] < LIMIT_MS]
    print("\nsummary:")
    print(f"  server round trip: p50 {pct(trips, 50):.2f} ms, p99 {pct(trips, 99):.2f} ms")
    for kind, values in echoes.items():
        print(f"  echo ({kind}): p50 {pct(values, 50):.2f} ms, "
              f"p99 {pct(values, 99):.2f} ms")
    if good:
        best = good[-1]
        print(f"  most tables measured with p99 < {LIMIT_MS:.0f} ms: {best['tables']} "
              f"({best['actions_per_s']:.0f} actions/s, p99 {best['p99']:.1f} ms)")
    if rows and not rows[-1]["p99"] < LIMIT_MS:
        print(f"  p99 reached {rows[-1]['p99']:.0f} ms at {rows[-1]['tables']} tables")
    if rows:
        print(f"  memory per table: {rows[-1]['kib_per_table']:.0f} KiB "
              f"(at {rows[-1]['tables']} tables, RSS {rows[-1]['rss_mib']:.0f} MiB; "
              f"{rows[-1]['marginal_kib']:.0f} KiB for each table of the last step)")


if __name__ == "__main__":
    main()
