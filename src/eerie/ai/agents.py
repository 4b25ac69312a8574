"""Generic agents and how to pick an AI level by name for any game.

Every game has the generic levels ``"random"`` and ``"search"`` (Monte Carlo tree
search, :class:`eerie.ai.mcts.SearchAgent`, with per-game settings from
:mod:`eerie.ai.search_presets`) around its own levels from ``Game.agents()``. A game
that defines its own ``"search"`` level keeps it; a game with ``offers_search = False``
does not offer the generic one (it can still be made by name).

A person chooses by difficulty instead (:data:`eerie.core.difficulty.DIFFICULTIES`:
easy, normal, hard, strongest), which each game maps to its levels
(``Game.difficulties()``); :func:`make_agent` builds either kind of name, and
:func:`level_names` lists both, difficulties first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any

from eerie.core.agent import Agent, Observe
from eerie.core.difficulty import DIFFICULTIES, Difficulty
from eerie.core.game import Game

if TYPE_CHECKING:
    from eerie.ai.mcts import SearchConfig

GENERIC_LEVELS = ("random", "search")
"""AI levels every game has."""


@dataclass(frozen=True, slots=True)
class Budget:
    """What one decision of a ``search`` agent may spend: ``iterations`` (the search then
    uses no clock and depends only on its seed) or else at most ``seconds`` (capping the
    game's own settings). ``Budget()`` keeps the game's settings as they are."""

    seconds: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is not None and not self.seconds > 0:
            raise ValueError("a time budget must be more than 0 seconds")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("an iteration budget must be at least 1")

    def apply(self, config: SearchConfig) -> None:
        """Set ``config``'s budget: the iterations, without a clock; or the game's
        iterations within at most :attr:`seconds`."""
        if self.iterations is not None:
            config.iterations = self.iterations
            config.seconds = None
        elif self.seconds is not None:
            config.seconds = (self.seconds if config.seconds is None
                              else min(config.seconds, self.seconds))


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


def level_names(game: Game[Any]) -> list[str]:
    """Every name an AI seat of ``game`` can be given: the difficulties (weakest first)
    and then the AI levels (:func:`agent_names`)."""
    return [*DIFFICULTIES, *(n for n in agent_names(game) if n not in DIFFICULTIES)]


class BlunderAgent:
    """Plays a share ``rate`` of its decisions uniformly at random, the others as
    ``inner`` does (a weaker level of the same agent, for the easier difficulties)."""

    def __init__(self, inner: Agent, rate: float) -> None:
        self.inner = inner
        self.rate = rate
        self.name = f"{getattr(inner, 'name', 'agent')}~{rate:.2f}"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """A random legal option with probability :attr:`rate`, else the inner agent's."""
        if len(legal) > 1 and rng.random() < self.rate:
            return legal[rng.randrange(len(legal))]
        return self.inner.choose(game, observe, legal, seat, rng)


class SeatLevelsAgent:
    """Plays each seat with the agent of the level the seat's difficulty gives it
    (:meth:`Difficulty.level_for`), each made on the seat's first decision."""

    def __init__(self, game: Game[Any], difficulty: Difficulty, budget: Budget | None) -> None:
        self.difficulty = difficulty
        self.budget = budget
        self.name = difficulty.level
        self._agents: dict[int, Agent] = {}
        self._game = game

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """The choice of the agent of ``seat``'s level."""
        agent = self._agents.get(seat)
        if agent is None:
            agent = self._agents[seat] = _level_agent(
                self._game, self.difficulty.level_for(seat), self.budget)
        return agent.choose(game, observe, legal, seat, rng)


def difficulty_agent(game: Game[Any], difficulty: Difficulty,
                     budget: Budget | None = None) -> Agent:
    """An agent playing ``difficulty`` (its levels made by :func:`make_agent`)."""
    agent: Agent = (SeatLevelsAgent(game, difficulty, budget) if difficulty.seat_levels
                    else _level_agent(game, difficulty.level, budget))
    if difficulty.blunder > 0:
        agent = BlunderAgent(agent, difficulty.blunder)
    return agent


def make_agent(game: Game[Any], name: str, budget: Budget | None = None) -> Agent:
    """A fresh agent of level or difficulty ``name`` for one seat of one game; ``budget``
    bounds the generic ``search`` level (a game's own levels are fast and take no budget)."""
    if name in DIFFICULTIES:
        difficulty = game.difficulties().get(name)
        if difficulty is None:
            raise ValueError(f"{game.id} does not define the difficulty {name!r}")
        return difficulty_agent(game, difficulty, budget)
    return _level_agent(game, name, budget)


def _level_agent(game: Game[Any], name: str, budget: Budget | None) -> Agent:
    """A fresh agent of the AI level ``name``."""
    if name == "random":
        return RandomAgent()
    factories = game.agents()
    if name in factories:
        agent: Agent = factories[name]()
        return agent
    if name == "search":  # also where the game does not offer it (benchmarks, tests)
        from eerie.ai.mcts import SearchAgent
        from eerie.ai.search_presets import search_config

        config = search_config(game)
        if budget is not None:
            budget.apply(config)
        return SearchAgent(config)
    raise ValueError(f"unknown AI level {name!r} for {game.id}; "
                     f"choose from {', '.join(level_names(game))}")
