"""Simulation speed-up from 1 to 2 workers, on local processes and on a local Ray.

Not a test: run by hand and write the numbers down in docs/benchmarks.md::

    .venv/bin/python benchmarks/sim_speedup.py --ff-games 32 --wm-games 200 --repeat 3

Workloads: Fearsome Floors, 4 players, one heuristic against three random players
(rotating); Whitehall Mystery, heuristic Jack against basic investigators. For each
backend and worker count the backend is started once (Ray's start-up is timed apart),
warmed up with a few games (worker imports, board caches), then each workload is timed
``--repeat`` times and the best time kept.
Every configuration must give the very same games; the script checks it.
"""

from __future__ import annotations

import argparse
import os
import time

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


def main() -> None:
    """Time every backend and worker count and print games/s and speed-ups."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ff-games", type=int, default=40)
    ap.add_argument("--wm-games", type=int, default=200)
    ap.add_argument("--ff-batch", type=int, default=2)
    ap.add_argument("--wm-batch", type=int, default=8)
    ap.add_argument("--backends", default="local,ray")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="time each run this often, keep "
                    "the best (other processes on the machine slow some runs down)")
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
    warm = [spec("whitehall-mystery", 4, ("heuristic", "basic"), 4, 99),
            spec("fearsome-floors", 4, ("random",), 4, 99)]
    times: dict[tuple[str, str, int], float] = {}
    reference: dict[str, list[GameResult]] = {}
    for name in args.backends.split(","):
        for workers in (1, 2):
            backend = make(name, workers)
            t0 = time.perf_counter()
            with backend:
                startup = time.perf_counter() - t0
                run_all(warm, backend, batch=1)
                print(f"{backend.describe()}: started in {startup:.1f} s; load average "
                      f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
                for label, sp, batch in workloads:
                    runs = []
                    for _ in range(args.repeat):
                        t0 = time.perf_counter()
                        (results,) = run_all([sp], backend, batch=batch)
                        runs.append(time.perf_counter() - t0)
                        if reference.setdefault(label, results) != results:
                            raise SystemExit(f"{label}: {backend.describe()} gave other games!")
                    dt = times[(label, name, workers)] = min(runs)
                    print(f"  {label}: {sp.games} games in {dt:.1f} s (best of "
                          f"{', '.join(f'{t:.1f}' for t in runs)}), {sp.games / dt:.2f} games/s",
                          flush=True)
    print()
    print("| workload | backend | workers | games/s | speed-up over 1 worker "
          "(same backend) | speed-up over local, 1 worker |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, sp, _ in workloads:
        base = times.get((label, "local", 1))
        for name in args.backends.split(","):
            for workers in (1, 2):
                dt = times[(label, name, workers)]
                own = times[(label, name, 1)] / dt
                vs_local = f"{base / dt:.2f}x" if base else "-"
                print(f"| {label} | {name} | {workers} | {sp.games / dt:.2f} | {own:.2f}x | "
                      f"{vs_local} |")


if __name__ == "__main__":
    main()
