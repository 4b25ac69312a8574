"""Agents (AI seats) and the loop that plays a game between them.

An agent never receives the state. At each of its decisions it gets a function that
returns its seat's view (computed only if the agent asks: random agents never do), the
legal option ids, its seat and its own RNG. A search agent that wants a full state asks
the game to ``determinize`` the view. Drivers keep the state and apply what agents say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.core.game import Game, Outcome

Observe = Callable[[], dict[str, Any]]
"""Returns the acting seat's view of the current state."""


class Agent(Protocol):
    """Chooses an option id for its seat. One agent object plays one seat of one game
    (it may keep a plan between its decisions)."""

    name: str

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Return one of ``legal``."""
        ...


AgentFactory = Callable[[], Agent]


@dataclass(slots=True)
class PlayResult:
    """What :func:`play_out` returns."""

    outcome: Outcome
    actions: list[tuple[int, str]] = field(default_factory=list)
    decisions: int = 0


def play_out(
    game: Game[Any],
    state: Any,
    agents: Sequence[Agent],
    rng: Random,
    on_events: Callable[[list[Event]], None] | None = None,
    max_actions: int = 1_000_000,
) -> PlayResult:
    """Play ``state`` to the end with ``agents[seat]`` for each seat and ``rng`` for chance.

    Each agent gets its own RNG derived from ``rng``, so a game depends only on the seed.
    """
    agent_rngs = [Random(rng.getrandbits(64)) for _ in agents]
    chance_rng = Random(rng.getrandbits(64))
    actions: list[tuple[int, str]] = []
    decisions = 0
    for _ in range(max_actions):
        actors, legal = game.legal_actions(state)
        if not actors:
            break
        actor = actors[0]
        if actor == CHANCE:
            choice = sample_outcome(game.chance_outcomes(state), chance_rng)
        else:
            def observe(s: Any = state, a: int = actor) -> dict[str, Any]:
                return game.view(s, a)

            choice = agents[actor].choose(game, observe, legal, actor, agent_rngs[actor])
            decisions += 1
            if choice not in legal:
                raise ValueError(f"agent {agents[actor].name!r} chose {choice!r}, "
                                 "which is not a legal option")
        events = game.apply(state, actor, choice, trusted=True)
        actions.append((actor, choice))
        if on_events is not None:
            on_events(events)
    else:
        raise RuntimeError(f"game did not end within {max_actions} actions")
    outcome = game.outcome(state)
    if outcome is None:
        raise RuntimeError("no one can act but the game has no outcome")
    return PlayResult(outcome, actions, decisions)
