"""The speed-ups of the kernel (lookup tables, fast paths, shared events) change nothing.

* The layout's lookup tables agree with the grid and the layout's features.
* Random games replay to pinned state hashes and action sequences (pinned with the
  engine before the speed-ups; a deliberate rules change must bump ``GAME.version``
  and re-pin them).
* Trusted and validated ``apply`` give the same events and states, and the labelled
  ``pending`` options agree with ``legal_actions`` at every decision: checked for every
  game by the conformance suite (``eerie.testing.conformance.check_decisions``).
"""

from __future__ import annotations

import copy
import hashlib
import json
from random import Random
from typing import Any

import pytest

from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.grid import HEADINGS
from eerie.games.fearsome_floors.game import GAME, load_board
from eerie.games.fearsome_floors.layout import Teleporter, square_name

PINNED = [
    ({"players": 4}, 1, "3032ced4987de9fa65406cda819658657c5086c12d1c4e77e65edb9798b18166",
     "737ee7a8a8b02520d40e08ef3455f60f6de58ab178097ef609629a4349120632"),
    ({"players": 4}, 2, "517db92e7cd170cf51cd1c58c3e161fe7784e9a022df9b6f48134d50fe07e1a9",
     "151762ad2ba9b8edace253a3a9e09758948deef8e0860014fc04ee9705f61b45"),
    ({"players": 7, "prey3": True}, 3,
     "bead9d0bb2686f0cb5fdf4c3a351ab198e650e8d98bfade4e595f3430c3026bd",
     "ba0469020e8e719d7c9e0a24e4825bdb2a13ec7b5f8dc921be96bcfab2151673"),
    ({"players": 3, "variant": "experienced", "layout": "experienced"}, 4,
     "812ef9bd07d7cd384f71ca0949d67ac38446dea2695ca1aff23d92887971eb3e",
     "45acdb5bf3c1b9b63db66a00fdeb71e8f6d4dd1998a6191b0b45f06c05e6a6e6"),
    ({"players": 4, "variant": "experienced", "layout": "place"}, 5,
     "3aede193c86086ed17e437c5290d522cac9625f2c40b44f298873f277a63ea60",
     "5d96d4b7e279d382ab1b99f4ce588d489298ac49259ce8fd268f18a2d2d45f96"),
]


def _play(config: dict[str, Any], seed: int, trusted: bool) -> tuple[str, str]:
    """A random game as in benchmarks/ff_speed.py: final state hash, digest of the
    chosen ids and legal lists."""
    rng = Random(seed)
    h = hashlib.sha256()
    st = GAME.setup(config)
    while True:
        actors, legal = GAME.legal_actions(st)
        if not actors:
            break
        if actors[0] == CHANCE:
            choice = sample_outcome(GAME.chance_outcomes(st), rng)
        else:
            choice = legal[rng.randrange(len(legal))]
        GAME.apply(st, actors[0], choice, trusted=trusted)
        h.update(json.dumps([choice, legal], sort_keys=True).encode())
    return GAME.state_hash(st), h.hexdigest()


@pytest.mark.parametrize(("config", "seed", "state_hash", "actions"), PINNED)
def test_random_games_replay_to_pinned_hashes(config: dict[str, Any], seed: int,
                                              state_hash: str, actions: str) -> None:
    assert _play(config, seed, trusted=True) == (state_hash, actions)


def test_legal_actions_returns_a_fresh_list() -> None:
    st = GAME.setup({"players": 4})
    GAME.apply(st, 0, GAME.legal_actions(st)[1][0])  # a figure: now its steps
    _, legal = GAME.legal_actions(st)
    legal.clear()  # a caller's list is its own: the state's cache is untouched
    assert GAME.legal_actions(st)[1]
    assert GAME.is_legal(st, 0, "stop")


@pytest.mark.parametrize("name", ["basic", "experienced", "empty"])
def test_layout_tables_match_the_grid(name: str) -> None:
    layout, _ = load_board(name)
    layout = layout.with_teleporter(40, Teleporter("Z", 1))
    g = layout.grid
    n = g.width * g.height
    assert layout.cells == n
    for c in range(n):
        assert layout.is_pool[c] == (c in layout.pools)
        assert layout.is_tele[c] == (c in layout.teleporters)
        assert layout.names[c] == square_name(g, c)
        steps = []
        for h in HEADINGS:
            t = g.step(c, h) if c not in g.holes else None
            want = -1 if t is None or t in layout.teleporters else t
            assert layout.fig_next[h * n + c] == want
            if want >= 0:
                steps.append(want)
            if c not in g.holes:
                assert layout.rays[h * n + c] == tuple(g.ray(c, h))
        assert [t for _, _, t in layout.fig_steps[c]] == steps


def test_layout_is_shared_by_deepcopy() -> None:
    st = GAME.setup({"players": 4})
    dup = copy.deepcopy(st)
    assert dup.layout is st.layout
    assert dup.objects == st.objects and dup.objects is not st.objects
