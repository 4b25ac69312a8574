"""The generic ``search`` AI level tuned for the Candle Cellar: short searches whose
rollouts are played by the game's own ``lantern`` level (imported only by
``eerie.ai.search_presets``, through ``Game.search_config``)."""

from __future__ import annotations

from eerie.ai.mcts import AgentRollout, SearchConfig
from eerie_cellar.ai import LanternAgent


def search_config() -> SearchConfig:
    """A fresh config: 60 iterations, lantern rollouts."""
    return SearchConfig(iterations=60, rollout=AgentRollout(LanternAgent, name="lantern"))
