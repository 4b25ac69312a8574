"""The heuristic investigators reason only with what the exact filter allows.

Seeded games of the heuristic Jack against the heuristic investigators (on the bundled
map, and on Crossroads with the smoker): every arrest and every search names a circle the
investigators' own possible-positions filter has not ruled out, the trail model weighs
exactly the filter's possible circles, and Jack's true circle always has weight.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from eerie.core.agent import play_out
from eerie.core.game import Game
from eerie.games.whitehall_mystery.ai import WhitehallMysteryAgent, jack_distances, trail_weights
from eerie.games.whitehall_mystery.belief import RoundFacts, RoundFilter, filter_view
from eerie.games.whitehall_mystery.game import GAME, load_game_map
from eerie.games.whitehall_mystery.state import WMState
from tests.whitehall.maps_for_tests import crossroads_file


class Checked(WhitehallMysteryAgent):
    """A heuristic investigator whose arrests and searches are checked against the
    filter, as are the trail weights, at every action it takes."""

    def __init__(self, truth: list[WMState]) -> None:
        super().__init__("heuristic")
        self.truth = truth
        self.arrests = 0
        self.searches = 0

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        choice = super().choose(game, observe, legal, seat, rng)
        view = observe()
        kind, _, arg = choice.partition(":")
        if kind in ("arrest", "search"):
            m = load_game_map(str(view["map"]))
            filt = filter_view(m, view)
            possible = filt.possible()
            st = self.truth[0]
            assert st.jack_at in possible
            quadrant_of = {c.number: c.quadrant for c in m.circles}
            done = {quadrant_of.get(c) for c in view["reached"]}
            weights = trail_weights(m, filt, tuple(q for q in (1, 2, 3, 4) if q not in done))
            assert set(weights) == possible
            assert all(w > 0 for w in weights.values())
            if kind == "arrest":
                self.arrests += 1
                assert int(arg) in possible, (choice, sorted(possible))
            else:
                self.searches += 1
                # a circle no path could have visited is never worth searching
                visited = set().union(*(filt.possible(i) for i in range(len(filt.layers))))
                assert int(arg) in visited
        return choice


@pytest.mark.parametrize("seed", range(6))
def test_investigators_act_only_on_possible_circles(seed: int) -> None:
    config: dict[str, Any] = {} if seed % 2 == 0 else {"map": crossroads_file(),
                                                       "smoker": True}
    st = GAME.setup(config)
    truth = [st]
    police = [Checked(truth) for _ in range(3)]
    agents: list[Any] = [WhitehallMysteryAgent("heuristic"), *police]
    play_out(GAME, st, agents, Random(seed))
    assert st.winner in ("jack", "police")
    assert sum(p.searches for p in police) > 0


def test_trail_weights_favour_heading_for_a_scene() -> None:
    """One ordinary move from a crime scene, nobody in the way: with one quadrant left,
    a neighbour nearer its white circles always weighs more."""
    m = load_game_map("gaslight")
    dj = jack_distances(m)
    whites = m.quadrant_circles(4)
    checked = 0
    for start in m.quadrant_circles(1)[:8]:
        facts = RoundFacts(start=start, track=1, moves=(("move", frozenset()),),
                           nothing=(), clues=(), failed_arrests=())
        filt = RoundFilter(m, facts)
        weights = trail_weights(m, filt, (4,))
        assert set(weights) == set(m.jack_adjacent(start)) == filt.possible()

        def left(c: int) -> int:
            return min(dj[c][w] for w in whites)

        for a in weights:
            for b in weights:
                if left(a) < left(b):
                    assert weights[a] > weights[b]
                    checked += 1
    assert checked > 0


def test_trail_weights_carriage_never_returns_to_its_start() -> None:
    """A carriage's two steps may not end where they began (the filter's rule): Jack's
    choices are only the legal ends, so with nothing else known his whole weight (one per
    quadrant he may head for) lands on them and none is lost on the way back."""
    m = load_game_map("gaslight")
    for start in m.quadrant_circles(1)[:8]:
        facts = RoundFacts(start=start, track=2, moves=(("carriage", frozenset()),),
                           nothing=(), clues=(), failed_arrests=())
        filt = RoundFilter(m, facts)
        weights = trail_weights(m, filt, (4,))
        assert start not in weights and set(weights) == filt.possible()
        assert sum(weights.values()) == pytest.approx(1.0)
