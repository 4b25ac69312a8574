"""How strong the generic ``search`` AI level is against each game's heuristic player.

    .venv/bin/python benchmarks/search_strength.py [--games 40] [--seed 1] [--workers 2]
        [--only ff|wh] [--iterations N] [--seconds S]

* Fearsome Floors: 4-player basic games, one ``search`` seat (rotating over the seats,
  so every seat is played equally often) against three ``heuristic`` seats. An equal
  player wins 25% of the games (a little less: a game can end with nobody out).
* Whitehall Mystery: ``search`` Jack against three ``heuristic`` investigators, then
  ``heuristic`` Jack against three ``search`` investigators, and for reference
  ``heuristic`` against ``heuristic``.

Win rates come with 95% Wilson intervals; speed is search iterations per second of
thinking (decisions with a single legal option, and Whitehall set-up decisions left to
the heuristic, are not searched). Game ``i`` uses seed ``seed * 1_000_003 + i`` for
every matchup. Not a test: it takes minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from random import Random
from typing import Any

from eerie.ai.agents import make_agent
from eerie.ai.mcts import SearchAgent
from eerie.core.agent import Agent, Observe, play_out
from eerie.core.game import Game
from eerie.core.registry import get_game
from eerie.sim.stats import wilson_interval


class Timed:
    """Wraps a search agent and adds up its iterations and thinking time."""

    def __init__(self, inner: SearchAgent) -> None:
        self.inner = inner
        self.name = inner.name
        self.iterations = 0
        self.seconds = 0.0
        self.searches = 0

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """The inner agent's choice, counting the search it made (if any)."""
        before = self.inner.last
        action = self.inner.choose(game, observe, legal, seat, rng)
        result = self.inner.last
        if result is not None and result is not before:
            self.iterations += result.iterations
            self.seconds += result.seconds
            self.searches += 1
        return action


@dataclass(frozen=True, slots=True)
class Task:
    """One game to play; ``focus`` are the seats whose wins the matchup counts."""

    matchup: str
    game: str
    config: tuple[tuple[str, Any], ...]
    levels: tuple[str, ...]
    focus: tuple[int, ...]
    index: int
    seed: int
    iterations: int | None
    seconds: float | None


@dataclass(slots=True)
class Played:
    """One game's result."""

    matchup: str
    index: int
    won: bool
    """The focus seats won."""
    iterations: int
    seconds: float
    searches: int
    wall: float


def _agent(game: Game[Any], level: str, task: Task) -> Agent:
    agent = make_agent(game, level)
    if isinstance(agent, SearchAgent):
        if task.iterations is not None or task.seconds is not None:
            agent.config.iterations = task.iterations
            agent.config.seconds = task.seconds
        return Timed(agent)
    return agent


def play(task: Task) -> Played:
    """Play one game of ``task``."""
    game = get_game(task.game)
    state = game.setup(dict(task.config))
    agents = [_agent(game, lvl, task) for lvl in task.levels]
    t0 = time.perf_counter()
    result = play_out(game, state, agents, Random(task.seed * 1_000_003 + task.index))
    wall = time.perf_counter() - t0
    timed = [a for a in agents if isinstance(a, Timed)]
    return Played(
        matchup=task.matchup, index=task.index,
        won=bool(set(result.outcome.winners) & set(task.focus)),
        iterations=sum(a.iterations for a in timed), seconds=sum(a.seconds for a in timed),
        searches=sum(a.searches for a in timed), wall=wall,
    )


def tasks(args: argparse.Namespace) -> list[Task]:
    """Every game of the run."""
    out: list[Task] = []

    def add(matchup: str, game: str, config: dict[str, Any], levels: Sequence[str],
            focus: Sequence[int], i: int) -> None:
        out.append(Task(matchup, game, tuple(sorted(config.items())), tuple(levels),
                        tuple(focus), i, args.seed, args.iterations, args.seconds))

    jack, police = [0], [1, 2, 3]
    for i in range(args.games):
        if args.only in (None, "ff"):
            levels = ["heuristic"] * 4
            levels[i % 4] = "search"
            add("FF 4p: search seat vs 3 heuristic", "fearsome-floors", {"players": 4},
                levels, [i % 4], i)
        if args.only in (None, "wh"):
            add("WH: search Jack vs heuristic inv. (Jack)", "whitehall-mystery", {},
                ["search", "heuristic", "heuristic", "heuristic"], jack, i)
            add("WH: heuristic Jack vs search inv. (inv.)", "whitehall-mystery", {},
                ["heuristic", "search", "search", "search"], police, i)
            add("WH: heuristic vs heuristic (Jack, ref.)", "whitehall-mystery", {},
                ["heuristic"] * 4, jack, i)
    return out


def main() -> None:
    """Run the matchups and print the table."""
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per matchup")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", choices=("ff", "wh"), default=None)
    ap.add_argument("--iterations", type=int, default=None,
                    help="override the presets' iterations per search")
    ap.add_argument("--seconds", type=float, default=None,
                    help="override with a time budget per search")
    args = ap.parse_args()
    todo = tasks(args)
    results: list[Played] = []
    t0 = time.perf_counter()
    if args.workers <= 1:
        results = [play(t) for t in todo]
    else:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for n, r in enumerate(pool.map(play, todo, chunksize=1), 1):
                results.append(r)
                if n % 10 == 0:
                    print(f"  {n}/{len(todo)} games, {time.perf_counter() - t0:.0f} s",
                          file=sys.stderr, flush=True)
    budget = f"{args.iterations} iterations" if args.iterations else "preset budgets"
    if args.seconds:
        budget += f", {args.seconds} s"
    print(f"search strength: {args.games} games per matchup, seed {args.seed}, {budget}; "
          f"{time.perf_counter() - t0:.0f} s on {args.workers} worker(s)")
    print(f"{'matchup (whose wins)':42} {'wins':>13} {'95% CI':>12} "
          f"{'it/s':>6} {'s/search':>8} {'s/game':>7}")
    for matchup in dict.fromkeys(t.matchup for t in todo):
        rs = [r for r in results if r.matchup == matchup]
        n = len(rs)
        wins = sum(r.won for r in rs)
        lo, hi = wilson_interval(wins, n)
        secs = sum(r.seconds for r in rs)
        searches = sum(r.searches for r in rs)
        speed = f"{sum(r.iterations for r in rs) / secs:6.0f}" if secs else f"{'-':>6}"
        per = f"{secs / searches:8.2f}" if searches else f"{'-':>8}"
        print(f"{matchup:42} {wins:3}/{n:<3} {wins / n:4.0%} [{lo:3.0%}, {hi:3.0%}] "
              f"{speed} {per} {sum(r.wall for r in rs) / n:7.1f}")


if __name__ == "__main__":
    main()
