"""Fearsome Floors planes: the same values whatever order positions are encoded in (the
encoder keeps each observer's last planes and updates them), and the same values as
when the layout was fixed (a hash of the planes of seeded games; change it only with a
new spaces version, ``Traits.version``)."""

from __future__ import annotations

import hashlib
from random import Random
from typing import Any

import numpy as np
import pytest

from eerie.adapters.encoders import make_encoder
from eerie.core.registry import get_game
from tests.adapters.helpers import playout

CONFIGS: list[dict[str, Any]] = [
    {"players": 2}, {"players": 3}, {"players": 4}, {"players": 5}, {"players": 7},
    {"players": 3, "variant": "experienced"},  # the players lay out the floor
]
GOLDEN = "1355d56512f8a6eb2e7492f9a366d1904a42a8b4b1310ca856349670cdb65cc6"
"""SHA-256 of the planes of three seeded games per config in :data:`CONFIGS`, every
position, every seat and the spectator (``fearsome_floors_v0``)."""


def _positions(config: dict[str, Any], seed: int) -> list[Any]:
    game = get_game("fearsome-floors")
    return [game.clone(state) for state, _ in playout("fearsome-floors", config, seed)]


def test_planes_are_those_of_the_fixed_layout() -> None:
    game = get_game("fearsome-floors")
    digest = hashlib.sha256()
    for config in CONFIGS:
        enc = make_encoder("fearsome-floors", config)
        for seed in (1, 2, 3):
            for state in _positions(config, seed):
                for seat in [*range(game.num_seats(state)), None]:
                    digest.update(enc.encode_state(game, state, seat).tobytes())
    assert digest.hexdigest() == GOLDEN


@pytest.mark.parametrize("config", [{"players": 4}, {"players": 3, "variant": "experienced"}])
def test_kept_planes_follow_any_order_of_states(config: dict[str, Any]) -> None:
    """One encoder fed positions of two games in a shuffled order, for random observers,
    gives what a new encoder gives for each (the kept planes are rewritten, never
    trusted); and the arrays it returns are fresh (writing one changes nothing later)."""
    game = get_game("fearsome-floors")
    states = _positions(config, 4) + _positions(config, 5)
    rng = Random(6)
    order = list(range(len(states)))
    rng.shuffle(order)
    order = order[:150] + sorted(order[150:300])  # jumps, then mostly small steps
    enc = make_encoder("fearsome-floors", config)
    seats = [*range(config["players"]), None]
    for n, i in enumerate(order):
        seat = rng.choice(seats)
        planes = enc.encode_state(game, states[i], seat)
        fresh = make_encoder("fearsome-floors", config).encode_state(game, states[i], seat)
        assert np.array_equal(planes, fresh), (n, i, seat)
        planes[...] = 9  # the caller owns the array


def test_kept_planes_follow_a_played_game() -> None:
    """Every observer after every step of a four-player game, as the environment asks."""
    game = get_game("fearsome-floors")
    config = {"players": 4}
    enc = make_encoder("fearsome-floors", config)
    for n, state in enumerate(_positions(config, 7)):
        for seat in range(4) if n % 3 == 0 else (state.seat,):
            fresh = make_encoder("fearsome-floors", config).encode_state(game, state, seat)
            assert np.array_equal(enc.encode_state(game, state, seat), fresh), (n, seat)
