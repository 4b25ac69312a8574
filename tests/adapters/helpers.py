"""Random playouts through the kernel, shared by the adapter tests."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from random import Random
from typing import Any

from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.registry import get_game

CONFIGS: dict[str, dict[str, Any]] = {
    "fearsome-floors": {"players": 2},
    "whitehall-mystery": {},
    "mansions-of-madness": {"scenario": "vigil_at_corvin_lodge"},  # 2 investigators, 2 seats
}
"""The small config each game's conformance tests use."""


def playout(game_id: str, config: Mapping[str, Any], seed: int) -> Iterator[tuple[Any, Any]]:
    """Yield ``(state, (actors, ids))`` before every step of one random game, then the
    final state with ``((), [])``."""
    game = get_game(game_id)
    rng = Random(seed)
    state = game.setup(config)
    while True:
        actors, ids = game.legal_actions(state)
        yield state, (actors, ids)
        if not actors:
            return
        if actors == (CHANCE,):
            oid = sample_outcome(game.chance_outcomes(state), rng)
        else:
            oid = ids[rng.randrange(len(ids))]
        game.apply(state, actors[0], oid)
