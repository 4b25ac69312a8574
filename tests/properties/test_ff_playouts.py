"""Random-playout property tests for Fearsome Floors: invariants over 1,000+ seeded games.

Every game is played by random agents from a seed; after every action the position must
satisfy the invariants below, and at the end the record must replay to the same hash.
"""

from __future__ import annotations

from random import Random

import pytest

from eerie.ai.agents import RandomAgent
from eerie.core.agent import play_out
from eerie.core.record import new_record, replay
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import parse, write
from eerie.games.fearsome_floors.state import EMPTY, ESCAPED, FFState

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 4},
    {"players": 5},
    {"players": 6, "prey3": True},
    {"players": 7},
    {"players": 4, "variant": "experienced", "layout": "experienced"},
]
GAMES = 1000
CHUNK = 50


def check_invariants(st: FFState, n_figures: int, stones_before: int) -> int:
    """Assert the invariants; return the number of movable objects on the board."""
    lay = st.layout
    grid = lay.grid
    assert len(st.fig_loc) == n_figures, "figures are conserved"
    # the monster stands on the board, never on a pool
    assert st.monster not in grid.holes and 0 <= st.monster < grid.width * grid.height
    assert st.monster not in lay.pools
    # occupancy agrees with figure locations; one figure per square
    for cell, f in enumerate(st.occ):
        if f >= 0:
            assert st.fig_loc[f] == cell, "occ points at a figure standing elsewhere"
            assert cell != st.monster, "a figure shares the monster's square"
            assert st.objects[cell] == EMPTY, "a figure stands on a stone"
            assert cell not in lay.teleporters, "a figure stands on a teleporter"
    for f, loc in enumerate(st.fig_loc):
        if loc >= 0 and f != st.moving:
            assert st.occ[loc] == f, "a figure on the board is missing from occ"
    # objects never on corners or teleporters, never more than before
    objs = 0
    for cell, o in enumerate(st.objects):
        if o != EMPTY:
            objs += 1
            assert cell not in lay.corners
            assert cell not in lay.teleporters
            assert cell not in grid.holes
    assert objs <= stones_before, "stones appeared from nowhere"
    # escapes agree with figures out
    for seat in range(st.players):
        out = sum(1 for f in range(n_figures)
                  if st.fig_owner[f] == seat and st.fig_loc[f] == ESCAPED)
        assert st.escaped_count(seat) == out
    assert 1 <= st.phase <= 2 and 0 <= st.played <= 7
    return objs


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_playouts_keep_invariants(chunk: int) -> None:
    for index in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        config = CONFIGS[index % len(CONFIGS)]
        record = new_record(GAME, config)
        st = GAME.setup(record.config)
        n = len(st.fig_loc)
        objs = sum(1 for o in st.objects if o != EMPTY)
        box = {"objs": objs, "count": 0}

        def after(_events: list[object], st: FFState = st, n: int = n,
                  box: dict[str, int] = box) -> None:
            box["objs"] = check_invariants(st, n, box["objs"])
            box["count"] += 1
            if box["count"] % 97 == 0:
                text = write(st)
                assert write(parse(text)) == text, "notation round trip"

        agents = [RandomAgent() for _ in range(st.players)]
        result = play_out(GAME, st, agents, Random(index), on_events=after)
        assert GAME.outcome(st) is not None
        record.actions = result.actions
        record.state_hash = GAME.state_hash(st)
        _, again = replay(record)
        assert GAME.state_hash(again) == record.state_hash
