"""Load test: how many tables of each game a server holds at one action per second per
table with p99 below 100 ms, one worker on SQLite and two workers on PostgreSQL + Redis.

    .venv/bin/python -m benchmarks.load [--games whitehall,mansions,fearsome]
        [--setups sqlite,pg2] [--steps 25,50,100,200,400,700,1000] [--window 20]
        [--think 1.0] [--max-seconds 1800] [--tmp DIR] [--through]

Everything runs on 127.0.0.1 and stops by itself (each ramp by ``--max-seconds`` too):

* **Setups.** ``sqlite``: one ``eerie serve`` process, SQLite in a temporary folder (WAL,
  ``synchronous=FULL``). ``pg2``: ``eerie serve --workers 2`` on a throwaway PostgreSQL
  (started as the server tests start theirs, then restarted with ``fsync``,
  ``synchronous_commit`` and ``full_page_writes`` on: acknowledged means on disk) and a
  throwaway ``redis-server``; a fresh database (schema) for every game. Table ``i`` is
  created on and played through worker ``i mod 2`` (as a proxy spreading tables would;
  one spreading each table's sockets over both workers costs the fan-out between them on
  top). Every seat is a person; chance is drawn by the server.
* **Clients.** One asyncio process (``benchmarks.server_latency.Load``): every seat of a
  table on a websocket of its own, each table making one random legal action about every
  ``--think`` seconds; a finished game is replaced by a new table. A **round trip** is an
  action from its ``act`` to the events it made arriving on the actor's socket (after the
  ``ack``: validated, committed, sent out).
* **Ramp.** The table count goes through ``--steps``; at each the round trips of a
  ``--window`` are measured, and the ramp stops once p99 reaches 100 ms (with
  ``--through``, once the tables no longer make 70% of their actions: throughput, CPU
  per action and memory at higher counts). The ramps share ``--max-seconds``. **Memory per
  table** is the servers' RSS over their RSS before the first table, divided by the
  tables (for two workers, both workers' memory).

The client shares the machine's cores with the servers, so at high counts part of a round
trip is the client's own delay (the client's CPU is printed beside the servers').
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
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

from benchmarks.server_latency import (
    HOST,
    LIMIT_MS,
    free_port,
    process,
    ramp,
    rss_kib,
    serve_command,
)

GAMES: dict[str, dict[str, Any]] = {
    "whitehall": {"game": "whitehall-mystery", "config": {}},
    "mansions": {"game": "mansions-of-madness", "config": {}},
    "fearsome": {"game": "fearsome-floors", "config": {"players": 4}},
}
"""The table of each game: its default configuration, every seat a person of its own
(Whitehall: Jack and three investigators; Mansions: two investigators; Fearsome Floors:
four players)."""

SETUPS = ("sqlite", "pg2")


def children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux ``/proc``)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


def healthy(bases: list[str], timeout: float = 60) -> None:
    """Wait until every server in ``bases`` answers ``/api/health``."""
    deadline = time.monotonic() + timeout
    for base in bases:
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{base}/api/health", timeout=2).status_code == 200:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError(f"{base} did not become healthy")
            time.sleep(0.1)


@contextlib.contextmanager
def durable_postgres() -> Iterator[str]:
    """A throwaway PostgreSQL server (``tests.server.postgres``) restarted with ``fsync``,
    ``synchronous_commit`` and ``full_page_writes`` on; yields its URL."""
    import pwd

    from sqlalchemy import create_engine, text

    from tests.server.postgres import find_binaries, throwaway_server

    bindir = find_binaries()
    if bindir is None:
        raise SystemExit("PostgreSQL's programs (initdb, pg_ctl) are not installed")
    with throwaway_server(bindir) as url:
        engine = create_engine(url)
        with engine.connect() as conn:
            data, port, sockets = (conn.execute(text(f"SHOW {name}")).scalar_one() for name in
                                   ("data_directory", "port", "unix_socket_directories"))
        engine.dispose()
        run_as: dict[str, Any] = {}
        if os.geteuid() == 0:
            pw = pwd.getpwnam("postgres")
            run_as = {"user": pw.pw_uid, "group": pw.pw_gid, "extra_groups": []}
        subprocess.run(
            [str(bindir / "pg_ctl"), "-D", str(data), "-w", "-t", "60", "-m", "fast",
             "-l", str(Path(data).parent / "server.log"), "-o",
             f"-c listen_addresses={HOST} -p {port} -k {sockets} -c fsync=on "
             "-c synchronous_commit=on -c full_page_writes=on -c max_connections=200",
             "restart"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, timeout=120, **run_as)
        engine = create_engine(url)
        with engine.connect() as conn:
            fsync = conn.execute(text("SHOW fsync")).scalar_one()
        engine.dispose()
        if fsync != "on":
            raise RuntimeError(f"PostgreSQL restarted with fsync={fsync}")
        yield url


def two_free_ports() -> int:
    """A free loopback port whose next port is free too (for ``--workers 2``)."""
    while True:
        port = free_port()
        with contextlib.suppress(OSError), socket.socket() as s:
            s.bind((HOST, port + 1))
            return port


@contextlib.contextmanager
def servers(setup: str, folder: Path, pg_url: str, redis_url: str
            ) -> Iterator[tuple[list[str], list[int]]]:
    """Start the servers of ``setup``; yield their base URLs and process ids."""
    if setup == "sqlite":
        port = free_port()
        with process(serve_command(port, folder / "data"), port, folder / "server.log") as p:
            bases = [f"http://{HOST}:{port}"]
            healthy(bases)
            yield bases, [p.pid]
        return
    from tests.server.postgres import fresh_schema

    port = two_free_ports()
    with fresh_schema(pg_url) as url:
        cmd = serve_command(port, folder / "data", "--workers", "2", "--db", url,
                            "--redis", redis_url)
        with process(cmd, port, folder / "server.log") as parent:
            bases = [f"http://{HOST}:{port}", f"http://{HOST}:{port + 1}"]
            healthy(bases)
            workers = [c for c in children(parent.pid)  # not multiprocessing's tracker
                       if b"spawn_main" in Path(f"/proc/{c}/cmdline").read_bytes()]
            if len(workers) != 2:
                raise RuntimeError(f"expected 2 workers, found {workers}")
            yield bases, workers


def measure(setup: str, game: str, steps: list[int], think: float, window: float,
            seconds: float, tmp: str | None, pg_url: str = "", redis_url: str = "",
            through: bool = False) -> list[dict[str, Any]]:
    """One ramp of ``game``'s tables on fresh servers of ``setup`` (``through``: on past
    the p99 limit while the tables still get their actions done)."""
    with tempfile.TemporaryDirectory(prefix="eerie-load-", dir=tmp) as t, \
            servers(setup, Path(t), pg_url, redis_url) as (bases, pids):
        empty = sum(map(rss_kib, pids))
        print(f"== {game} on {setup}: servers {', '.join(bases)} (pids "
              f"{', '.join(map(str, pids))}), RSS before any table "
              f"{empty / 1024:.1f} MiB", flush=True)
        rows = asyncio.run(ramp(bases[0], pids, empty, steps, think, window,
                                time.monotonic() + seconds, GAMES[game], bases, through))
    for row in rows:
        row.update(setup=setup, game=game)
    return rows


def held(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The step with the most tables whose p99 stayed below the limit."""
    good = [r for r in rows if r["p99"] < LIMIT_MS and not r["timeouts"]]
    return good[-1] if good else None


def report(results: dict[tuple[str, str], list[dict[str, Any]]]) -> list[str]:
    """Summary lines: per setup and game, the tables held, their latency and memory."""
    lines = ["| setup | game | tables held at p99 < 100 ms | actions/s | p50 ms | p99 ms | "
             "KiB per table | first step over | server CPU % | client CPU % | load avg |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for (setup, game), rows in results.items():
        best = held(rows)
        over = next((r for r in rows if not (r["p99"] < LIMIT_MS and not r["timeouts"])),
                    None)
        over_text = "none measured" if over is None else (
            f"{over['tables']} (p99 {over['p99']:.0f} ms)")
        if best is None:
            lines.append(f"| {setup} | {game} | none | | | | | {over_text} | | | |")
            continue
        lines.append(
            f"| {setup} | {game} | {best['tables']} | {best['actions_per_s']:.0f} | "
            f"{best['p50']:.1f} | {best['p99']:.1f} | {best['kib_per_table']:.0f} | "
            f"{over_text} | {best['server_cpu']:.0f} | {best['client_cpu']:.0f} | "
            f"{best['load_average']:.1f} |")
    for game in {g for _, g in results}:
        one, two = (held(results.get((s, game), [])) for s in SETUPS)
        if one and two:
            lines.append(f"two workers / one, {game}: {two['tables'] / one['tables']:.2f}x "
                         "tables held")
    return lines


def main(argv: list[str] | None = None) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """Run the ramps, print the summary and return each (setup, game)'s steps."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default="whitehall,mansions",
                    help=f"comma-separated, of {', '.join(GAMES)}")
    ap.add_argument("--setups", default="sqlite,pg2", help="sqlite, pg2 or both")
    ap.add_argument("--steps", default="25,50,100,200,400,700,1000")
    ap.add_argument("--think", type=float, default=1.0,
                    help="seconds between two actions of a table")
    ap.add_argument("--window", type=float, default=20.0, help="seconds measured per step")
    ap.add_argument("--max-seconds", type=float, default=1800.0,
                    help="stop every ramp after this in all")
    ap.add_argument("--tmp", default=None, help="folder for the temporary data")
    ap.add_argument("--through", action="store_true",
                    help="go on past p99 100 ms while the tables still make 70%% of "
                         "their actions (throughput, CPU and memory at higher counts)")
    args = ap.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    setups = [s.strip() for s in args.setups.split(",") if s.strip()]
    for name in games:
        if name not in GAMES:
            ap.error(f"unknown game {name!r}: choose from {', '.join(GAMES)}")
    for name in setups:
        if name not in SETUPS:
            ap.error(f"unknown setup {name!r}: choose from {', '.join(SETUPS)}")
    steps = sorted({int(s) for s in args.steps.split(",") if s.strip()})
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # children inherit it
    deadline = time.monotonic() + args.max_seconds
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores, loopback {HOST}, "
          f"load average {os.getloadavg()[0]:.1f} (other processes share the cores)",
          flush=True)
    results: dict[tuple[str, str], list[dict[str, Any]]] = {}
    with contextlib.ExitStack() as stack:
        pg_url = redis_url = ""
        if "pg2" in setups:
            from tests.server.redis_server import RedisServer

            pg_url = stack.enter_context(durable_postgres())
            redis = RedisServer()
            stack.callback(redis.close)
            redis.start()
            redis_url = redis.url
        for setup in setups:
            for game in games:
                left = deadline - time.monotonic()
                if left < args.window + 10:
                    print(f"out of time (--max-seconds) before {game} on {setup}", flush=True)
                    continue
                results[(setup, game)] = measure(setup, game, steps, args.think,
                                                 args.window, left, args.tmp, pg_url,
                                                 redis_url, args.through)
    print("\nsummary:", *report(results), sep="\n", flush=True)
    return results


if __name__ == "__main__":
    main()
