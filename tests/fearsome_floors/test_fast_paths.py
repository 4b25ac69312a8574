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
from typing import Any

import pytest

from eerie.core.grid import HEADINGS
from eerie.games.fearsome_floors.game import GAME, load_board
from eerie.games.fearsome_floors.layout import Teleporter, square_name
from tests.fearsome_floors.helpers import PINNED, play_random


@pytest.mark.parametrize(("config", "seed", "state_hash", "actions"), PINNED)
def test_random_games_replay_to_pinned_hashes(config: dict[str, Any], seed: int,
                                              state_hash: str, actions: str) -> None:
    assert play_random(config, seed, trusted=True) == (state_hash, actions)


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
