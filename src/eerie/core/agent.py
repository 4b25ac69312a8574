"""Agents (AI or people) and the loop that plays a game between them.

An agent never receives the state: it gets its seat's view, the pending decision and its
own RNG. Drivers keep the state and apply what agents choose.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from eerie.core.chance import sample
from eerie.core.decision import CHANCE, Pending
from eerie.core.events import Event
from eerie.core.game import Game, Outcome


class Agent(Protocol):
    """Chooses an option id for its seat."""

    name: str

    def choose(self, game: Game[Any], view: dict[str, Any], pending: Pending, seat: int,
               rng: Random) -> str:
        """Return the id of one of ``pending.options``."""
        ...


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
    """Play ``state`` to the end: agents for seats, ``rng`` for chance.

    Each agent gets a child RNG derived from ``rng`` so that results depend only on the
    seed, not on how much randomness another agent used.
    """
    agent_rngs = [Random(rng.getrandbits(64)) for _ in agents]
    chance_rng = Random(rng.getrandbits(64))
    actions: list[tuple[int, str]] = []
    decisions = 0
    for _ in range(max_actions):
        p = game.pending(state)
        if p.is_over:
            break
        if p.actors[0] == CHANCE:
            actor, choice = CHANCE, sample(p, chance_rng)
        else:
            actor = p.actors[0]
            view = game.view(state, actor)
            choice = agents[actor].choose(game, view, p, actor, agent_rngs[actor])
            decisions += 1
        events = game.apply(state, actor, choice)
        actions.append((actor, choice))
        if on_events is not None:
            on_events(events)
    else:
        raise RuntimeError(f"game did not end within {max_actions} actions")
    outcome = game.outcome(state)
    assert outcome is not None
    return PlayResult(outcome, actions, decisions)
