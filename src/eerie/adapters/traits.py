"""What OpenSpiel's ``GameType`` and ``GameInfo`` (and PettingZoo's environment name) need
to know of a game that the kernel contract does not say (``Game.openspiel_traits``). Kept apart from
:mod:`eerie.adapters.openspiel` so a game's ``spaces`` module can declare its traits
without importing OpenSpiel."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from eerie.core.game import Game


@dataclass(frozen=True)
class Traits:
    """Facts about a game OpenSpiel's ``GameType`` / ``GameInfo`` need."""

    stochastic: bool
    """True if the game has chance steps (dice, card draws)."""
    players: tuple[int, int]
    """Fewest and most seats."""
    max_length: Callable[[Game[Any], Mapping[str, Any]], int]
    """An upper bound on the number of (non-chance) decisions in one game."""
    utility: tuple[float, float] = (0.0, 1.0)
    """Lowest and highest score a seat can get."""
    repair: Callable[[Any, Mapping[str, Any]], None] | None = None
    """Fixes a state from ``game.determinize(view, ...)`` in place (kernel workarounds)."""
    chance_prefixes: tuple[str, ...] = ()
    """The kinds of chance outcome (the part of an option id before its first ``:``):
    the ids of the action space with these kinds, in its order, are OpenSpiel's chance
    outcome space (``max_chance_outcomes``), apart from the players' actions."""
    potential: Callable[[Any, int], float] | None = None
    """A shaping potential ``potential(state, seat)`` read from public facts (progress
    towards winning, between -1 and 1), for the optional shaped rewards of the PettingZoo
    environment (``shaped_rewards=True``): each step gives every seat the change of its
    potential, the end gives the outcome score minus the last potential, so a game's
    rewards add up to its outcome score minus the starting potential (potential-based
    shaping keeps the best policies the best). None: no shaping."""
    version: int = 0
    """The version of the game's research spaces (action numbering, observation layout):
    PettingZoo environment names end in ``_v<version>``. Bump it when either changes."""
