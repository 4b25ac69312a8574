"""Generic agents and how to pick an AI level by name for any game.

Every game has the generic levels ``"random"`` and ``"search"`` (Monte Carlo tree
search, :class:`eerie.ai.mcts.SearchAgent`, with per-game settings from
:mod:`eerie.ai.search_presets`) around its own levels from ``Game.agents()``. A game
that defines its own ``"search"`` level keeps it; a game with ``offers_search = False``
does not offer the generic one (it can still be made by name).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.agent import Agent, Observe
from eerie.core.game import Game

GENERIC_LEVELS = ("random", "search")
"""AI levels every game has."""


class RandomAgent:
    """Picks uniformly among the legal options."""

    name = "random"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """A uniformly random legal option."""
        return legal[rng.randrange(len(legal))]


def agent_names(game: Game[Any]) -> list[str]:
    """AI levels offered for ``game``, weakest first (``search`` last, unless the game
    does not offer the generic one: ``Game.offers_search``)."""
    factories = game.agents()
    own = [name for name in factories if name not in GENERIC_LEVELS]
    if game.offers_search or "search" in factories:
        return ["random", *own, "search"]
    return ["random", *own]


def make_agent(game: Game[Any], name: str) -> Agent:
    """A fresh agent of level ``name`` for one seat of one game."""
    if name == "random":
        return RandomAgent()
    factories = game.agents()
    if name in factories:
        agent: Agent = factories[name]()
        return agent
    if name == "search":  # also where the game does not offer it (benchmarks, tests)
        from eerie.ai.mcts import SearchAgent
        from eerie.ai.search_presets import search_config

        return SearchAgent(search_config(game))
    raise ValueError(f"unknown AI level {name!r} for {game.id}; "
                     f"choose from {', '.join(agent_names(game))}")
