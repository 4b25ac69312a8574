"""The heuristic explorer: legal, explores the whole house, reaches the haunt, and both
sides of the first haunt win some seeded games against it."""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import Any

from eerie.core.agent import play_out
from eerie.games.betrayal import house
from eerie.games.betrayal.ai import BetrayalAgent, first_step, unplaced
from eerie.games.betrayal.game import GAME


def _games(players: int, seeds: range) -> list[tuple[Any, Any]]:
    out = []
    for seed in seeds:
        st = GAME.setup({"players": players})
        result = play_out(GAME, st, [BetrayalAgent() for _ in range(players)], Random(seed))
        out.append((st, result))
    return out


def test_heuristic_tables_reach_the_haunt_and_both_sides_win() -> None:
    games = _games(4, range(16)) + _games(3, range(100, 104))
    assert all(st.haunt for st, _ in games)            # never a quiet night
    endings = Counter(r.outcome.ending for _, r in games)
    assert endings["heroes"] >= 3 and endings["traitor"] >= 3, endings


def test_the_heuristic_walks_towards_rooms_it_can_still_discover() -> None:
    tiles = house.start_tiles()
    # from the entrance hall the upper landing is three moves away: foyer, staircase, up
    assert first_step(tiles, ("ground", 0, 0), {("upper", 0, 0)}) == ("go:N", 3)
    st = GAME.setup({"players": 3})
    view = GAME.view(st, 0)
    assert unplaced(view) == sorted(r for r in st.content.rooms if not st.content.rooms[r].start)


def test_the_heuristic_explores_when_it_can() -> None:
    st = GAME.setup({"players": 3, "today": "03-14"})
    legal = GAME.pending(st).ids()
    choice = BetrayalAgent().choose(GAME, lambda: GAME.view(st, 0), legal, 0, Random(1))
    assert choice.startswith("explore:")
