"""Whitehall Mystery: tuning sweeps for the AI's constants.

    .venv/bin/python benchmarks/wm_tune.py [--games 200] [--seed 1000] [--workers 2]
        [--jack heuristic] [--police heuristic] [--set NAME=VALUE ...]
        [--sweep NAME=V1,V2,...] [--progress]

Plays seeded games (game ``i`` uses seed ``seed + i``; use other seeds for the final
measurement than for tuning) with Jack at level ``--jack`` against three investigators
at level ``--police``, after setting module attributes of
``eerie.games.whitehall_mystery.ai`` (``--set ARREST_SHARE=0.3``, repeatable). With
``--sweep`` it runs once per listed value, on the same seeds (Jack's crime scenes are
then the same across the runs). Prints Jack's win rate with its 95% Wilson interval, how
the games ended, and the investigators' thinking time per decision (CPU time of the
process, so other load on the machine barely changes it). Not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from random import Random
from typing import Any

from eerie.ai.agents import make_agent
from eerie.core.agent import play_out
from eerie.core.game import Game
from eerie.games.whitehall_mystery import ai
from eerie.games.whitehall_mystery.game import GAME
from eerie.sim.stats import wilson_interval


def _value(text: str) -> Any:
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    if text in ("True", "False"):
        return text == "True"
    return text


class _Timed:
    """Wraps an agent and records its thinking (CPU) time per decision."""

    def __init__(self, inner: Any, times: list[float]) -> None:
        self.inner = inner
        self.name = inner.name
        self.times = times

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        t0 = time.process_time()
        out: str = self.inner.choose(game, observe, legal, seat, rng)
        self.times.append(time.process_time() - t0)
        return out


def _play(job: tuple[list[int], str, str, dict[str, Any]]) -> list[tuple[str, str, int,
                                                                      list[float]]]:
    seeds, jack, police, settings = job
    for name, value in settings.items():
        if not hasattr(ai, name):
            raise SystemExit(f"ai has no attribute {name}")
        setattr(ai, name, value)
    out = []
    for seed in seeds:
        times: list[float] = []
        agents: list[Any] = [make_agent(GAME, jack)]
        agents += [_Timed(make_agent(GAME, police), times) for _ in range(3)]
        st = GAME.setup({})
        play_out(GAME, st, agents, Random(seed))
        out.append((st.winner, st.reason, len(st.reached), times))
    return out


def run(games: int, seed: int, workers: int, jack: str, police: str,
        settings: dict[str, Any], progress: bool = False) -> None:
    """Play the games and print the summary line."""
    seeds = list(range(seed, seed + games))
    chunks = [seeds[i:i + 4] for i in range(0, games, 4)]
    t0 = time.perf_counter()
    results = []
    with ProcessPoolExecutor(workers) as pool:
        for part in pool.map(_play, [(c, jack, police, settings) for c in chunks]):
            results.extend(part)
            if progress:
                won = sum(1 for w, *_ in results if w == "jack")
                print(f"  ... {len(results)} games, Jack {won}", flush=True)
    wins = sum(1 for w, *_ in results if w == "jack")
    lo, hi = wilson_interval(wins, len(results))
    reasons = Counter(r for w, r, *_ in results if w != "jack")
    caught_in = Counter(n for w, _r, n, _t in results if w != "jack")
    times = sorted(t for *_, ts in results for t in ts)
    label = " ".join(f"{k}={v}" for k, v in settings.items()) or "(defaults)"
    print(f"{label}: Jack {wins}/{len(results)} = {wins / len(results):.1%} "
          f"(95% CI {lo:.1%}-{hi:.1%}); police wins by {dict(reasons)}, "
          f"in round {dict(sorted(caught_in.items()))}; investigator CPU ms/decision "
          f"median {statistics.median(times) * 1e3:.1f}, "
          f"p99 {times[int(len(times) * 0.99)] * 1e3:.0f}, max {times[-1] * 1e3:.0f}; "
          f"{time.perf_counter() - t0:.0f} s", flush=True)


def main() -> None:
    """Parse the arguments and run the sweep."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--jack", default="heuristic")
    ap.add_argument("--police", default="heuristic")
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--sweep", default="", metavar="NAME=V1,V2,...")
    ap.add_argument("--progress", action="store_true", help="print a running tally")
    args = ap.parse_args()
    base = {}
    for item in args.set:
        name, _, value = item.partition("=")
        base[name] = _value(value)
    variants = [base]
    if args.sweep:
        name, _, values = args.sweep.partition("=")
        variants = [{**base, name: _value(v)} for v in values.split(",")]
    for settings in variants:
        run(args.games, args.seed, args.workers, args.jack, args.police, settings,
            args.progress)


if __name__ == "__main__":
    main()
