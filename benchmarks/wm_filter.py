"""Whitehall Mystery: time of the investigators' possible-positions filter per turn, and
how far it narrows Jack down.

    .venv/bin/python benchmarks/wm_filter.py [--games 100] [--seed 1]

Plays games with the heuristic Jack against the heuristic investigators and, after every
Jack move, rebuilds the filter from an investigator's view from scratch (the worst case:
no state kept between turns), timing it.
"""

from __future__ import annotations

import argparse
import statistics
import time
from random import Random

from eerie.core.agent import play_out
from eerie.core.events import Event
from eerie.games.whitehall_mystery.ai import WhitehallAgent
from eerie.games.whitehall_mystery.belief import filter_view
from eerie.games.whitehall_mystery.game import GAME


def main() -> None:
    """Run and print the timings."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    times: list[float] = []
    sizes: list[int] = []
    for i in range(args.games):
        st = GAME.setup({})

        def after(events: list[Event], st: object = st) -> None:
            if any(e.kind == "wm.jack_moved" for e in events):
                view = GAME.view(st, 1)  # type: ignore[arg-type]
                t0 = time.perf_counter()
                possible = filter_view(st.map, view).possible()  # type: ignore[attr-defined]
                times.append(time.perf_counter() - t0)
                sizes.append(len(possible))

        agents = [WhitehallAgent("heuristic") for _ in range(4)]
        play_out(GAME, st, agents, Random(args.seed * 1000 + i), on_events=after)
    times.sort()
    print(f"filter runs: {len(times)}; mean {statistics.mean(times) * 1e3:.2f} ms, "
          f"median {statistics.median(times) * 1e3:.2f} ms, "
          f"p99 {times[int(len(times) * 0.99)] * 1e3:.2f} ms, max {times[-1] * 1e3:.2f} ms")
    print(f"possible circles after a Jack move: mean {statistics.mean(sizes):.1f}, "
          f"median {statistics.median(sizes):.0f}, max {max(sizes)}")


if __name__ == "__main__":
    main()
