"""The difficulty ladder: a Bradley-Terry rating per difficulty per game, from seeded
simulated games (``eerie.sim.ladder``), written to each game's ``ladder.json`` (which
``eerie games`` shows) and printed as a Markdown table for docs/benchmarks.md.

    .venv/bin/python -m benchmarks.ladder [--only fearsome-floors,...] [--games 400]
        [--workers 2] [--seed 7] [--no-write]

How each kind of game is matched (``--games`` is the number of games per game id; each
line below shares it out):

* every seat plays the same role (Fearsome Floors, Betrayal): one seat per difficulty,
  rotating over the seats from game to game (four players);
* distinct roles (Whitehall Mystery): every ordered pair of different difficulties, one
  playing the first team (Jack), the other every other seat; the first team's advantage
  is fitted apart;
* co-operative (Mansions, Arkham): every seat plays one difficulty against the game, on
  every packaged scenario; the game is rated 1500 (a level rated 1500 wins half its games).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Sequence
from importlib import resources
from itertools import permutations
from pathlib import Path
from typing import Any

from eerie.core.difficulty import DIFFICULTIES, Ladder
from eerie.core.game import Game
from eerie.core.registry import game_ids, get_game
from eerie.sim.backends import LocalBackend, run_all
from eerie.sim.ladder import GAME, Comparison, comparisons, ladder
from eerie.sim.runner import GameResult, SimSpec


def _kind(game: Game[Any], config: dict[str, Any]) -> tuple[str, tuple[int, ...]]:
    """``("cooperative", ())``, ``("roles", first team's seats)`` or ``("same", ())``."""
    seats = game.num_seats(game.setup(config))
    teams = game.teams(config)
    if len(teams) == 1 and set(teams[0].seats) == set(range(seats)):
        return "cooperative", ()
    if not game.symmetric_seats and teams:
        return "roles", tuple(teams[0].seats)
    return "same", ()


def _scenarios(game: Game[Any]) -> list[dict[str, Any]]:
    """One config per packaged scenario (or the default config)."""
    choices = game.config_choices().get("scenario")
    if not choices:
        return [{}]
    return [{"scenario": c.value} for c in choices if isinstance(c.value, str)]


def specs_for(game: Game[Any], games: int, seed: int
              ) -> tuple[list[SimSpec], str, tuple[int, ...]]:
    """The simulation runs of one game's ladder, its kind and its first team."""
    kind, team = _kind(game, game.normalize_config({}))
    base = game.normalize_config({})
    if kind != "cooperative":
        with contextlib.suppress(ValueError):  # four players where the game counts them
            base = game.normalize_config({"players": 4})
        kind, team = _kind(game, base)
    seats = game.num_seats(game.setup(base))
    if kind == "cooperative":
        configs = [game.normalize_config(c) for c in _scenarios(game)]
        per = max(1, games // (len(configs) * len(DIFFICULTIES)))
        return [SimSpec(game.id, cfg, (d,) * seats, per, seed + i, rotate=False)
                for i, cfg in enumerate(configs) for d in DIFFICULTIES], kind, team
    if kind == "roles":
        pairs = list(permutations(DIFFICULTIES, 2))
        per = max(1, games // len(pairs))
        return [SimSpec(game.id, base, tuple(a if s in team else b for s in range(seats)),
                        per, seed + i, rotate=False)
                for i, (a, b) in enumerate(pairs)], kind, team
    lineup = tuple(DIFFICULTIES[s % len(DIFFICULTIES)] for s in range(seats))
    return [SimSpec(game.id, base, lineup, games, seed)], kind, team


def rate(game: Game[Any], results: Sequence[GameResult], kind: str,
         team: tuple[int, ...]) -> Ladder:
    """The ladder of ``results`` (the command line is filled in by the caller)."""
    rows: list[list[Comparison]] = [comparisons(r, team, kind == "cooperative")
                                    for r in results]
    fixed = GAME if kind == "cooperative" else None
    ratings = ladder(rows, list(DIFFICULTIES), fixed=fixed)
    return Ladder(ratings, len(results), "", "the game" if fixed else "levels")


def ladder_path(game: Game[Any]) -> Path:
    """Where ``game``'s ``ladder.json`` goes: its own package's folder."""
    return Path(str(resources.files(game.packages()[0]))) / "ladder.json"


def main(argv: list[str] | None = None) -> int:
    """Measure, write and print the ladders."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default="", help="game ids, comma-separated (default: all)")
    ap.add_argument("--games", type=int, default=400, help="games per game id")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-write", action="store_true", help="print only")
    args = ap.parse_args(argv)
    ids = [g for g in args.only.split(",") if g] or game_ids()
    lines = ["| game | games | easy | normal | hard | strongest | against |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    with LocalBackend(max(1, args.workers)) as backend:
        for gid in ids:
            game = get_game(gid)
            specs, kind, team = specs_for(game, args.games, args.seed)
            total = sum(s.games for s in specs)
            done = 0
            start = time.monotonic()

            def progress(n: int, total: int = total, gid: str = gid) -> None:
                nonlocal done
                done += n
                if done == total or done % 50 < n:
                    print(f"{gid}: {done}/{total} games", file=sys.stderr, flush=True)

            results = [r for run in run_all(specs, backend, 4, progress) for r in run]
            print(f" ({time.monotonic() - start:.0f} s)", file=sys.stderr)
            rated = rate(game, results, kind, team)
            command = (f"python -m benchmarks.ladder --only {gid} --games {args.games} "
                       f"--seed {args.seed}")
            rated = Ladder(rated.ratings, rated.games, command, rated.against)
            if not args.no_write:
                ladder_path(game).write_text(rated.to_json(), encoding="utf-8")
            cells = [rated.ratings[d].show() for d in DIFFICULTIES]
            lines.append(f"| {gid} | {rated.games} | {' | '.join(cells)} | "
                         f"{rated.against} |")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
