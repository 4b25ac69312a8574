"""Generic agents and how to pick an AI level by name for any game."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.agent import Agent, Observe
from eerie.core.game import Game


class RandomAgent:
    """Picks uniformly among the legal options."""

    name = "random"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """A uniformly random legal option."""
        return legal[rng.randrange(len(legal))]


def agent_names(game: Game[Any]) -> list[str]:
    """AI levels available for ``game``, weakest first."""
    return ["random", *game.agents()]


def make_agent(game: Game[Any], name: str) -> Agent:
    """A fresh agent of level ``name`` for one seat of one game."""
    if name == "random":
        return RandomAgent()
    factories = game.agents()
    if name not in factories:
        raise ValueError(f"unknown AI level {name!r} for {game.id}; "
                         f"choose from {', '.join(agent_names(game))}")
    agent: Agent = factories[name]()
    return agent
