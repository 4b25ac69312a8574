"""``SearchConfig.anchor_margin``: a search that improves on a helper agent instead of
replacing it (used by the Mansions of Madness preset)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from eerie.ai.mcts import Node, SearchAgent, SearchConfig, SearchResult
from eerie.core.agent import Observe
from eerie.core.game import Game


class Fixed:
    """A helper that always proposes ``move`` when it is legal."""

    name = "fixed"

    def __init__(self, move: str) -> None:
        self.move = move

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        return self.move if self.move in legal else legal[0]


def _result(stats: dict[str, tuple[int, float]], action: str) -> SearchResult:
    root = Node(0)
    for a, (visits, mean) in stats.items():
        child = root.children[a] = Node(0)
        child.visits, child.total = visits, visits * mean
    return SearchResult(action, root, sum(v for v, _ in stats.values()), 0.0)


def _agent(margin: float) -> SearchAgent:
    return SearchAgent(SearchConfig(iterations=4, helper=lambda: Fixed("a"),
                                    anchor_margin=margin))


def test_anchor_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="need a helper"):
        SearchConfig(anchor_margin=0.1)
    with pytest.raises(ValueError, match="delegate or an anchor_margin"):
        SearchConfig(helper=lambda: Fixed("a"))
    with pytest.raises(ValueError, match="negative"):
        SearchConfig(helper=lambda: Fixed("a"), anchor_margin=-1.0)
    SearchConfig(helper=lambda: Fixed("a"), anchor_margin=0.0)


def test_the_helpers_move_stays_unless_clearly_beaten() -> None:
    agent = _agent(0.1)
    # the search prefers b, but only by a little: a stays
    assert agent._anchored(_result({"a": (5, 0.60), "b": (6, 0.65)}, "b"), "a") == "a"
    # b is visited more and better by more than the margin: b
    assert agent._anchored(_result({"a": (4, 0.40), "b": (7, 0.70)}, "b"), "a") == "b"
    # better but not visited more: a
    assert agent._anchored(_result({"a": (6, 0.40), "b": (6, 0.90)}, "b"), "a") == "a"
    # the helper's move was never tried (more moves than iterations): a
    assert agent._anchored(_result({"b": (3, 1.0)}, "b"), "a") == "a"
    # no proposal (no anchoring asked): the search's move
    assert agent._anchored(_result({"a": (4, 0.4), "b": (7, 0.7)}, "b"), None) == "b"


def test_a_game_may_leave_the_generic_search_unoffered() -> None:
    """``Game.offers_search = False`` hides the generic level; a game's own ``search``
    level is still offered."""
    from eerie.ai.agents import agent_names, make_agent
    from eerie.core.game import Game

    class Stub:  # just what agent_names and make_agent read
        id = "stub"
        offers_search = Game.offers_search

        def agents(self) -> dict[str, Any]:
            return {"heuristic": lambda: Fixed("a")}

    game: Any = Stub()
    assert agent_names(game) == ["random", "heuristic", "search"]
    game.offers_search = False
    assert agent_names(game) == ["random", "heuristic"]
    assert isinstance(make_agent(game, "search"), SearchAgent)
    game.agents = lambda: {"search": lambda: Fixed("a")}
    assert agent_names(game) == ["random", "search"]
