"""Run many seeded games between AI levels, in one process or several.

Game ``i`` of a run with seed ``S`` uses the seed ``S * 1_000_003 + i`` and the agents
rotated by ``i`` seats (so every level plays every seat equally often). Results are the
same whatever the number of workers and the backend (:mod:`eerie.sim.backends`): games
are independent and reports sort by index.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any

from eerie.ai.agents import make_agent
from eerie.core.agent import play_out
from eerie.core.events import Event
from eerie.core.registry import get_game

if TYPE_CHECKING:
    from eerie.sim.backends import Backend


@dataclass(slots=True)
class GameResult:
    """The result of one simulated game."""

    index: int
    seed: int
    agents: list[str]
    winners: list[int]
    scores: list[float]
    actions: int
    decisions: int
    rounds: int
    stats: dict[str, Any] = field(default_factory=dict)
    shared: bool = False
    """The winners won together (``Game.shared_wins``): each counts a whole win."""
    ending: str = ""
    """How the game ended (``Outcome.ending``, a key of ``Game.outcome_labels``)."""
    team_winners: list[str] = field(default_factory=list)
    """The teams that won (``Outcome.teams``)."""
    seat_results: list[str] = field(default_factory=list)
    """Each seat's result and why (``Outcome.seat_results``); empty if the game says none."""
    seat_notes: list[list[str]] = field(default_factory=list)
    """Per seat what the game noted (``Outcome.seat_notes``, such as cards drawn)."""

    @property
    def win_share(self) -> float:
        """What each winner's win counts: 1, or an equal part of one win in a tie."""
        if self.shared or not self.winners:
            return 1.0
        return 1.0 / len(self.winners)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data."""
        return asdict(self)


@dataclass(frozen=True, slots=True)
class SimSpec:
    """What to simulate."""

    game: str
    config: dict[str, Any]
    agents: tuple[str, ...]
    games: int
    seed: int
    rotate: bool = True


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run seeded ``seed``."""
    return seed * 1_000_003 + index


def seating(spec: SimSpec, index: int) -> list[str]:
    """Which AI level sits in each seat for game ``index``."""
    n = len(spec.agents)
    if not spec.rotate:
        return list(spec.agents)
    k = index % n
    return [spec.agents[(s - k) % n] for s in range(n)]


def run_one(spec: SimSpec, index: int) -> GameResult:
    """Play game ``index`` of ``spec``."""
    game = get_game(spec.game)
    seed = game_seed(spec.seed, index)
    names = seating(spec, index)
    agents = [make_agent(game, name) for name in names]
    state = game.setup(spec.config)
    counts: dict[str, float] = {name: 0.0 for name in game.stat_events.values()}

    def count(events: list[Event]) -> None:
        for e in events:
            name = game.stat_events.get(e.kind)
            if name is not None:
                counts[name] += 1

    result = play_out(game, state, agents, Random(seed), on_events=count if counts else None)
    counts.update(game.game_stats(state))
    return GameResult(
        index=index,
        seed=seed,
        agents=names,
        winners=list(result.outcome.winners),
        scores=list(result.outcome.scores),
        actions=len(result.actions),
        decisions=result.decisions,
        rounds=game.round_number(state),
        stats=counts,
        shared=game.shared_wins,
        ending=result.outcome.ending,
        team_winners=list(result.outcome.teams),
        seat_results=list(result.outcome.seat_results),
        seat_notes=[list(n) for n in result.outcome.seat_notes],
    )


def run_batch(spec: SimSpec, indices: list[int]) -> list[GameResult]:
    """Play the games ``indices`` of ``spec`` (one task of a backend)."""
    return [run_one(spec, i) for i in indices]


def run(spec: SimSpec, workers: int = 1, batch: int = 8,
        progress: Callable[[int], None] | None = None,
        backend: Backend | None = None) -> list[GameResult]:
    """All games of ``spec``, sorted by index. ``progress`` is called with the number of
    games just finished. The games run on ``backend`` (default: ``workers`` local
    processes, see :mod:`eerie.sim.backends`)."""
    from eerie.sim.backends import LocalBackend, run_all

    if backend is None:
        with LocalBackend(max(1, workers)) as local:
            return run_all([spec], local, batch, progress)[0]
    return run_all([spec], backend, batch, progress)[0]


def default_workers() -> int:
    """One worker per core."""
    return max(1, os.cpu_count() or 1)
