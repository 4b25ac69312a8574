"""Settings of the generic ``search`` AI level for Arkham Horror.

The generic defaults (200 iterations of uniformly random rollouts to the end of the
game) cost 10-40 s per decision here (measured 2026-12-02: six decisions of a seeded
game), far beyond the server's budget, after which a seat plays a random legal option.
So the search here is anchored to the heuristic investigator
(:func:`eerie.ai.search_presets.anchored_to_heuristic`: heuristic rollouts capped at 60
actions, 16 iterations): 1-2 s per decision. It is not measured stronger than the
heuristic, so the game does not offer it (``offers_search = False``;
``make_agent(game, "search")`` still builds it).
"""

from __future__ import annotations

from eerie.ai.mcts import SearchConfig
from eerie.ai.search_presets import anchored_to_heuristic


def search_config() -> SearchConfig:
    """A fresh :class:`SearchConfig` for the ``search`` level."""
    from eerie.games.arkham.ai import ArkhamAgent

    return anchored_to_heuristic(ArkhamAgent)
