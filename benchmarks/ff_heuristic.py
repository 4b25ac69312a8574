"""How long the Fearsome Floors heuristic player thinks per figure move.

    .venv/bin/python benchmarks/ff_heuristic.py [--games 5] [--seed 1]

Plays 4-player games (heuristic in seat 1, random elsewhere) and times every decision of
the heuristic seat that chooses a figure (that is where it plans the whole move).
"""

from __future__ import annotations

import argparse
import statistics
import time
from random import Random

from eerie.ai.agents import RandomAgent
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.games.fearsome_floors.ai import HeuristicAgent
from eerie.games.fearsome_floors.game import GAME


def main() -> None:
    """Run and print the timings."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = Random(args.seed)
    times: list[float] = []
    for _ in range(args.games):
        st = GAME.setup({"players": 4})
        agents = [HeuristicAgent(), RandomAgent(), RandomAgent(), RandomAgent()]
        while True:
            actors, legal = GAME.legal_actions(st)
            if not actors:
                break
            a = actors[0]
            if a == CHANCE:
                choice = sample_outcome(GAME.chance_outcomes(st), rng)
            else:
                t0 = time.perf_counter()
                choice = agents[a].choose(GAME, lambda s=st, a=a: GAME.view(s, a), legal, a, rng)
                if a == 0 and legal[0].startswith("fig:"):
                    times.append(time.perf_counter() - t0)
            GAME.apply(st, a, choice)
    times.sort()
    med = statistics.median(times) * 1e3
    print(f"heuristic figure decisions: {len(times)}; median {med:.1f} ms, "
          f"p90 {times[int(len(times) * 0.9)] * 1e3:.1f} ms, max {times[-1] * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
