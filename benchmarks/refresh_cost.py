"""Web server: what taking in an action costs a table in memory, per action.

    .venv/bin/python benchmarks/refresh_cost.py [--game fearsome-floors] [--players 4]
        [--actions 1200] [--no-watch]

One table of the game in this process (``eerie.server.live.LiveTable``, no database, no
network), every seat a person in a hand of its own, every audience watched (as when each
seat and a spectator have a connection open: deltas are made for them) unless
``--no-watch``. Seeded random legal options (chance sampled) are played through
``prepare`` (the action checked on a copy, the spectators' content) and ``accept`` (every
audience's content, texts and deltas); the report is the process time of each per action.
Run it with another checkout's sources first on ``PYTHONPATH`` to compare versions (a
version without ``TableRow.options`` is handled).
"""

from __future__ import annotations

import argparse
import time
from datetime import UTC, datetime
from random import Random
from typing import Any

from eerie.core.chance import sample
from eerie.core.registry import get_game
from eerie.server.live import LiveTable
from eerie.server.store import SeatRow, TableRow

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def table(game_id: str, config: dict[str, Any], seats: int) -> LiveTable:
    """A new table of ``game_id`` with each of ``seats`` a person in a hand of its own."""
    game = get_game(game_id)
    config = game.normalize_config(config)
    fields: dict[str, Any] = dict(
        id="t1", game=game.id, config=config, options={}, seed=1, engine_version="x",
        content_version="x", status="open", action_count=0, created_at=T0, updated_at=T0)
    try:
        row = TableRow(**fields)
    except TypeError:  # older versions have no options
        fields.pop("options")
        row = TableRow(**fields)
    rows = [SeatRow(seat=s, kind="human", hand=s) for s in range(seats)]
    state, opening = game.start_logged(config)
    live = LiveTable(row=row, seats=rows, game=game, state=state)
    live.open_with(opening)
    return live


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="fearsome-floors")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--actions", type=int, default=1200)
    parser.add_argument("--no-watch", action="store_true")
    args = parser.parse_args(argv)
    config = {"players": args.players}
    game = get_game(args.game)
    seats = game.num_seats(game.setup(game.normalize_config(config)))
    prepare = accept = 0.0
    done = game_no = 0
    while done < args.actions:
        live = table(args.game, config, seats)
        if not args.no_watch and hasattr(live, "watch"):
            for key in live.audiences:
                live.watch(key)
        rng = Random(game_no)
        game_no += 1
        while done < args.actions:
            p = live.game.pending(live.state)
            if p.is_over:
                break
            option = sample(p, rng) if p.is_chance else rng.choice(p.ids())
            t0 = time.process_time()
            commit = live.prepare(p.actors[0], option)
            t1 = time.process_time()
            live.accept(commit)
            t2 = time.process_time()
            prepare += t1 - t0
            accept += t2 - t1
            done += 1
    print(f"{args.game}, {args.players} players, {done} actions in {game_no} games"
          f"{'' if args.no_watch else ', every audience watched'}: prepare "
          f"{prepare / done * 1e3:.3f} ms, accept {accept / done * 1e3:.3f} ms per action")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
