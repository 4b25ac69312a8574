"""Simulation speed-up from 1 to 2 workers, on local processes and on a local Ray.

Not a test: run by hand and write the numbers down in docs/benchmarks.md::

    .venv/bin/python benchmarks/sim_speedup.py --ff-games 32 --wm-games 600 --repeat 5

Workloads: Fearsome Floors, 4 players, one heuristic against three random players
(rotating); Whitehall Mystery, heuristic Jack against basic investigators. For each
backend and worker count the backend is started once (Ray's start-up is timed apart) and
warmed up with a few games on every worker (worker imports, map and board caches).

Other processes on a small machine come and go, and a run that happens to meet them
loses; so runs with 1 and 2 workers alternate (``local``: both backends stay up and take
turns, run after run; ``ray``: one Ray instance at a time, so the worker counts take
turns workload by workload) and the best of ``--repeat`` runs counts. The load average
is printed with every run, and ``--cpu`` adds how much CPU time the work takes in one
process and on two fresh local worker processes, their start-up included (the work
itself, whatever the load): if 2 workers need no more CPU time in total than 1, a
speed-up below 2x comes from waiting for the cores, not from extra work.

Every configuration must give the very same games; the script checks it.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from collections.abc import Sequence

from eerie.core.registry import get_game
from eerie.sim.backends import Backend, LocalBackend, RayBackend, run_all
from eerie.sim.runner import GameResult, SimSpec


def spec(game_id: str, players: int, agents: tuple[str, ...], games: int, seed: int) -> SimSpec:
    """A run of ``games`` games with ``agents`` extended over all seats."""
    game = get_game(game_id)
    config = game.normalize_config({"players": players})
    seats = game.num_seats(game.setup(config))
    lineup = agents + (agents[-1],) * (seats - len(agents))
    return SimSpec(game.id, config, lineup, games, seed, rotate=game.symmetric_seats)


def make(name: str, workers: int) -> Backend:
    """A fresh backend."""
    return LocalBackend(workers) if name == "local" else RayBackend(workers)


def cpu_seconds() -> float:
    """CPU time of this process and of its (local) worker processes so far."""
    own = time.process_time()
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own + kids.ru_utime + kids.ru_stime


class Timer:
    """Times runs and checks that every configuration plays the same games."""

    def __init__(self) -> None:
        self.runs: dict[tuple[str, str, int], list[float]] = {}
        self.reference: dict[str, list[GameResult]] = {}

    def run(self, label: str, sp: SimSpec, batch: int, backend: Backend, name: str,
            workers: int) -> None:
        """One timed run."""
        load = os.getloadavg()[0]
        t0 = time.perf_counter()
        (results,) = run_all([sp], backend, batch=batch)
        dt = time.perf_counter() - t0
        self.runs.setdefault((label, name, workers), []).append(dt)
        if self.reference.setdefault(label, results) != results:
            raise SystemExit(f"{label}: {backend.describe()} gave other games!")
        print(f"  {label}, {backend.describe()}: {sp.games} games in {dt:.2f} s, "
              f"{sp.games / dt:.1f} games/s (load average before: {load:.1f})", flush=True)

    def best(self, key: tuple[str, str, int]) -> float:
        """The best time of a configuration."""
        return min(self.runs[key])


def warm(backend: Backend, workers: int) -> None:
    """A few games of each workload on every worker (one game per task)."""
    run_all([spec("whitehall-mystery", 4, ("heuristic", "basic"), 4 * workers, 99),
             spec("fearsome-floors", 4, ("heuristic", "random"), 2 * workers, 99)],
            backend, batch=1)


def cpu_check(workloads: Sequence[tuple[str, SimSpec, int]]) -> None:
    """CPU time of each workload in this process (1 worker) and on 2 fresh worker
    processes, their start-up included (no warm-up: what a per-worker start-up costs,
    loading maps or building tables, shows here)."""
    for label, sp, batch in workloads:
        c0 = cpu_seconds()
        with LocalBackend(1) as one:
            run_all([sp], one, batch=batch)
        c1 = cpu_seconds()
        main0 = time.process_time()
        with LocalBackend(2) as two:
            run_all([sp], two, batch=batch)
            main = time.process_time() - main0
        # the pool's workers count as children only once they have exited (above)
        c2 = cpu_seconds()
        print(f"  CPU time, {label}: 1 worker {c1 - c0:.2f} s; 2 workers {c2 - c1:.2f} s "
              f"in all, start-up included (of which the main process {main:.2f} s)",
              flush=True)


def main() -> None:
    """Time every backend and worker count and print games/s and speed-ups."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--ff-games", type=int, default=32)
    ap.add_argument("--wm-games", type=int, default=600)
    ap.add_argument("--ff-batch", type=int, default=2)
    ap.add_argument("--wm-batch", type=int, default=8)
    ap.add_argument("--backends", default="local,ray")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5, help="time each configuration this "
                    "often, keep the best (other processes on the machine slow some runs)")
    ap.add_argument("--cpu", action="store_true", help="also measure the CPU time of the "
                    "local workers")
    ap.add_argument("--cpu-only", action="store_true", help="only the CPU time measurement")
    args = ap.parse_args()
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")

    workloads = [
        ("Fearsome Floors 4p, heuristic vs 3 random",
         spec("fearsome-floors", 4, ("heuristic", "random"), args.ff_games, args.seed),
         args.ff_batch),
        ("Whitehall, heuristic Jack vs basic",
         spec("whitehall-mystery", 4, ("heuristic", "basic"), args.wm_games, args.seed),
         args.wm_batch),
    ]
    if args.cpu_only:
        cpu_check(workloads)
        return
    timer = Timer()
    names = args.backends.split(",")
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f}", flush=True)
    if "local" in names:
        with LocalBackend(1) as one, LocalBackend(2) as two:
            warm(one, 1)
            warm(two, 2)
            for _ in range(args.repeat):
                for label, sp, batch in workloads:
                    timer.run(label, sp, batch, one, "local", 1)
                    timer.run(label, sp, batch, two, "local", 2)
    if "ray" in names:
        for label, sp, batch in workloads:
            for workers in (1, 2):
                backend = make("ray", workers)
                t0 = time.perf_counter()
                with backend:
                    print(f"{backend.describe()}: started in {time.perf_counter() - t0:.1f} s",
                          flush=True)
                    warm(backend, workers)
                    for _ in range(args.repeat):
                        timer.run(label, sp, batch, backend, "ray", workers)
    if args.cpu:
        cpu_check(workloads)
    print()
    print("| workload | backend | workers | games/s (best run) | speed-up over 1 worker "
          "(same backend) | speed-up over local, 1 worker |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, sp, _ in workloads:
        base = timer.runs.get((label, "local", 1))
        for name in names:
            for workers in (1, 2):
                dt = timer.best((label, name, workers))
                own = timer.best((label, name, 1)) / dt
                vs_local = f"{min(base) / dt:.2f}x" if base else "-"
                print(f"| {label} | {name} | {workers} | {sp.games / dt:.2f} | {own:.2f}x | "
                      f"{vs_local} |")


if __name__ == "__main__":
    main()
