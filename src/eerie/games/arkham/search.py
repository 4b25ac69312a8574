"""Settings of the generic ``search`` AI level for Arkham Horror.

The generic defaults (200 iterations of uniformly random rollouts to the end of the
game) cost 10-40 s per decision here (measured 2026-12-02: six decisions of a seeded
game), far beyond the server's budget, after which a seat plays a random legal option.
So, as for Mansions (``eerie.games.mansions.search``), the search here:

* plays its rollouts with the heuristic investigator (``ai.py``), capped at
  :data:`ROLLOUT_DEPTH` actions, after which the position counts as neutral;
* lets the other seats play the heuristic inside the tree (``opponents="policy"``);
* is anchored to the heuristic (``anchor_margin``): it plays another move only when
  that move did clearly better in the rollouts;
* spends :data:`ITERATIONS` iterations (deterministic for a seed).

It is not measured stronger than the heuristic, so the game does not offer it
(``offers_search = False``; ``make_agent(game, "search")`` still builds it).
"""

from __future__ import annotations

from eerie.ai.mcts import AgentRollout, SearchConfig

ITERATIONS = 16
"""Iterations per searched decision."""

ROLLOUT_DEPTH = 60
"""Actions (decisions and chance steps) a rollout plays before it is scored."""

ANCHOR_MARGIN = 0.25
"""How much better (in mean score) a move must do than the heuristic's to replace it."""


def search_config() -> SearchConfig:
    """A fresh :class:`SearchConfig` for the ``search`` level."""
    from eerie.games.arkham.ai import ArkhamAgent

    return SearchConfig(iterations=ITERATIONS, exploration=0.5,
                        rollout=AgentRollout(ArkhamAgent, "heuristic"),
                        rollout_depth=ROLLOUT_DEPTH, opponents="policy", helper=ArkhamAgent,
                        anchor_margin=ANCHOR_MARGIN)
