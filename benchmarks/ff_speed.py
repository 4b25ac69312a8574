"""Fearsome Floors speed: random 4-player games per second, decisions per second, and
the cost of cloning a state against ``copy.deepcopy``.

    .venv/bin/python benchmarks/ff_speed.py [--games 300] [--seed 1] [--repeat 5]

The engine is the mypyc-compiled one when it is built (``python3 tasks.py native
status``); ``EERIE_PURE_PYTHON=1`` measures the pure Python instead. Runs on one core (one
process); ``--repeat`` plays the same games several times and
reports every run with the best and the median (the machine may be busy). Agents
choose uniformly among ``Game.legal_actions`` and every action goes through
``Game.apply(..., trusted=True)``, exactly as in ``eerie simulate`` (the ids come from
``legal_actions`` of the same state, so validation is skipped; the server always
validates). Not a test: results are written
down in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import copy
import platform
import statistics
import time
from collections.abc import Callable
from random import Random

import eerie.games.fearsome_floors as ff
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.games.fearsome_floors.game import GAME


def random_games(n: int, seed: int,
                 clock: Callable[[], float] = time.perf_counter) -> tuple[float, int, int]:
    """Play ``n`` random 4-player games; seconds (by ``clock``), decisions, chance steps."""
    rng = Random(seed)
    decisions = chance = 0
    start = clock()
    for _ in range(n):
        st = GAME.setup({"players": 4})
        while True:
            actors, legal = GAME.legal_actions(st)
            if not actors:
                break
            if actors[0] == CHANCE:
                choice = sample_outcome(GAME.chance_outcomes(st), rng)
                chance += 1
            else:
                choice = legal[rng.randrange(len(legal))]
                decisions += 1
            GAME.apply(st, actors[0], choice, trusted=True)
    return clock() - start, decisions, chance


def clone_cost(reps: int) -> tuple[float, float]:
    """Microseconds per clone and per deepcopy of a mid-game state."""
    rng = Random(3)
    st = GAME.setup({"players": 4})
    for _ in range(150):  # get to a busy mid-game position
        actors, legal = GAME.legal_actions(st)
        if not actors:
            break
        if actors[0] == CHANCE:
            GAME.apply(st, CHANCE, sample_outcome(GAME.chance_outcomes(st), rng))
        else:
            GAME.apply(st, actors[0], legal[rng.randrange(len(legal))])
    t0 = time.perf_counter()
    for _ in range(reps):
        GAME.clone(st)
    t1 = time.perf_counter()
    for _ in range(reps // 20):
        copy.deepcopy(st)
    t2 = time.perf_counter()
    return (t1 - t0) / reps * 1e6, (t2 - t1) / (reps // 20) * 1e6


def main() -> None:
    """Run and print the measurements."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    random_games(10, args.seed)  # warm-up
    rates: list[float] = []
    for _ in range(max(1, args.repeat)):
        secs, decisions, chance = random_games(args.games, args.seed)
        rates.append(args.games / secs)
    c, d = clone_cost(20000)
    print(f"python {platform.python_version()} on {platform.machine()}, engine "
          f"{'compiled with mypyc' if ff.ENGINE_FORM == 'compiled' else 'pure Python'}")
    print(f"random 4-player games: {args.games} in {secs:.2f} s = {args.games / secs:.1f} games/s")
    if len(rates) > 1:
        print(f"games/s over {len(rates)} runs: best {max(rates):.1f}, "
              f"median {statistics.median(rates):.1f} "
              f"({', '.join(f'{r:.1f}' for r in rates)})")
    print(f"decisions: {decisions / args.games:.0f} per game, {decisions / secs:,.0f} per second "
          f"(+ {chance / args.games:.1f} chance steps per game)")
    print(f"clone: {c:.2f} us, deepcopy: {d:.1f} us, clone is {d / c:.0f}x faster")


if __name__ == "__main__":
    main()
