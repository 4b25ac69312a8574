"""Run many seeded games between AI levels, in one process or several.

Game ``i`` of a run with seed ``S`` uses the seed ``S * 1_000_003 + i`` and the agents
rotated by ``i`` seats (so every level plays every seat equally often). Results are the
same whatever the number of workers: games are independent and reports sort by index.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from random import Random
from typing import Any

from eerie.ai.agents import make_agent
from eerie.core.agent import play_out
from eerie.core.events import Event
from eerie.core.registry import get_game


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
    )


def _run_batch(spec: SimSpec, indices: list[int]) -> list[GameResult]:
    return [run_one(spec, i) for i in indices]


def run(spec: SimSpec, workers: int = 1, batch: int = 8,
        progress: Callable[[int], None] | None = None) -> list[GameResult]:
    """All games of ``spec``, sorted by index. ``progress`` is called with the number of
    games just finished."""
    batches = [list(range(i, min(i + batch, spec.games))) for i in range(0, spec.games, batch)]
    out: list[GameResult] = []
    if workers <= 1:
        for b in batches:
            res = _run_batch(spec, b)
            out.extend(res)
            if progress:
                progress(len(res))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for res in _as_done(pool, spec, batches):
                out.extend(res)
                if progress:
                    progress(len(res))
    out.sort(key=lambda r: r.index)
    return out


def _as_done(pool: ProcessPoolExecutor, spec: SimSpec,
             batches: list[list[int]]) -> Iterator[list[GameResult]]:
    from concurrent.futures import as_completed

    futures = [pool.submit(_run_batch, spec, b) for b in batches]
    for fut in as_completed(futures):
        yield fut.result()


def default_workers() -> int:
    """One worker per core."""
    return max(1, os.cpu_count() or 1)
