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
