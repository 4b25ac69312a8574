"""Random four-player Fearsome Floors through the PettingZoo environment against the same
games' kernel speed.

    .venv/bin/python -m benchmarks.env_speed [--games 30] [--repeat 3] [--seed 1]

Each round plays ``--games`` random games on the kernel (``random_games`` of
``benchmarks/ff_speed.py``: ``Game.legal_actions`` / ``Game.apply(..., trusted=True)``)
and then as many through the raw AEC environment (``eerie.adapters.pettingzoo.raw_env``),
twice: every decision reads ``env.last()``, the agent's observation (planes, features)
and action mask, or ``env.last(observe=False)`` and the mask in ``info`` (an agent that
needs no observation); either picks uniformly among the mask's legal actions
(``mask.nonzero()[0]``: one numpy call, where ``np.flatnonzero`` costs three). The rounds
alternate, so both see the same load on this shared machine, and times are CPU seconds
of this process (``time.process_time``), steadier than wall-clock time when other
processes compete; the ratio of the two rates is the figure that matters. Not
a test: results are written down in docs/benchmarks.md ("PettingZoo environment").
"""

from __future__ import annotations

import argparse
import statistics
import time
from random import Random

from benchmarks.ff_speed import random_games
from eerie.adapters.pettingzoo import raw_env

CONFIG = {"players": 4}


def env_games(n: int, seed: int, observe: bool = True) -> tuple[float, int]:
    """Seconds for ``n`` random episodes through the environment, and decisions. With
    ``observe`` every decision reads the observation (planes and mask); without, it
    calls ``last(observe=False)`` and reads the mask from ``info``."""
    env = raw_env("fearsome-floors", **CONFIG)
    rng = Random(seed)
    decisions = 0
    start = time.process_time()
    for g in range(n):
        env.reset(seed=seed + g)
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, info = env.last(observe)
            if terminated or truncated:
                env.step(None)
                continue
            mask = obs["action_mask"] if observe else info["action_mask"]
            legal = mask.nonzero()[0]
            env.step(int(legal[rng.randrange(len(legal))]))
            decisions += 1
    return time.process_time() - start, decisions


def engine() -> str:
    """``compiled`` if the Fearsome Floors engine and planes run as extension modules,
    else ``pure`` (``EERIE_PURE_PYTHON=1`` or no build), and where the planes come from."""
    from eerie.games.fearsome_floors import planes, state

    compiled = all(m.__file__ and not m.__file__.endswith(".py") for m in (planes, state))
    return f"{'compiled' if compiled else 'pure'} ({planes.__file__})"


def main() -> None:
    """Alternate kernel and environment rounds; print each rate and the ratios."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"engine: {engine()}")
    ratios: dict[bool, list[float]] = {True: [], False: []}
    for r in range(args.repeat):
        k = args.games / random_games(args.games, args.seed, time.process_time)[0]
        line = f"round {r + 1}: kernel {k:.1f} games/s"
        for observe in (True, False):
            secs, decisions = env_games(args.games, args.seed, observe)
            e = args.games / secs
            ratios[observe].append(e / k)
            line += (f"; environment {'with' if observe else 'without'} observations "
                     f"{e:.1f} episodes/s ({e / k:.2f})")
        print(line + f"; {decisions / args.games:.0f} decisions an episode")
    for observe, rs in ratios.items():
        print(f"environment {'with' if observe else 'without'} observations / kernel: "
              f"median {statistics.median(rs):.2f}, best {max(rs):.2f}")


if __name__ == "__main__":
    main()
