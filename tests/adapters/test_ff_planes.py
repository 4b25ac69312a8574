"""Fearsome Floors planes and features: the same values whatever order positions are
encoded in (the encoder keeps each observer's last arrays and updates them), the same
values as when the layout was fixed (a hash of the arrays of seeded games; change it only
with a new spaces version, ``Traits.version``), and exactly the information of spaces
version 0 (its planes, rebuilt from ours, hash as that version's did)."""

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
GOLDEN = "cdfa30916232e43b26dfa8b1f9d26287b8e657090203c04345e78b623f29aae7"
"""SHA-256 of the planes and then the features of three seeded games per config in
:data:`CONFIGS`, every position, every seat and the spectator (``fearsome_floors_v1``)."""
GOLDEN_V0 = "1355d56512f8a6eb2e7492f9a366d1904a42a8b4b1310ca856349670cdb65cc6"
"""The same hash of the ``(11, 16, C + F)`` planes of ``fearsome_floors_v0`` (recorded
from that version's encoder, which broadcast the features over every square after the
channels)."""


def _positions(config: dict[str, Any], seed: int) -> list[Any]:
    game = get_game("fearsome-floors")
    return [game.clone(state) for state, _ in playout("fearsome-floors", config, seed)]


def _digests() -> tuple[str, str]:
    """The hashes of :data:`GOLDEN` (planes, features) and :data:`GOLDEN_V0` (the v0
    planes rebuilt: ours, then each feature broadcast over every square)."""
    game = get_game("fearsome-floors")
    v1, v0 = hashlib.sha256(), hashlib.sha256()
    for config in CONFIGS:
        enc = make_encoder("fearsome-floors", config)
        for seed in (1, 2, 3):
            for state in _positions(config, seed):
                for seat in [*range(game.num_seats(state)), None]:
                    planes, features = enc.encode_state_parts(game, state, seat)
                    assert features is not None
                    v1.update(planes.tobytes())
                    v1.update(features.tobytes())
                    spread = np.broadcast_to(features, (*planes.shape[:2], len(features)))
                    v0.update(np.concatenate((planes, spread), axis=-1).tobytes())
    return v1.hexdigest(), v0.hexdigest()


def test_planes_are_those_of_the_fixed_layout_and_carry_v0s_information() -> None:
    v1, v0 = _digests()
    assert v1 == GOLDEN
    assert v0 == GOLDEN_V0


def test_features_are_what_v0_broadcast() -> None:
    """The features are v0's constant channels (its names, in order, after the square
    channels), the planes its square channels: 36 channels and 70 features for four."""
    enc = make_encoder("fearsome-floors", {"players": 4})
    assert enc.features is not None
    names = enc.features.names()
    assert names[:5] == ["stage_place", "stage_figures", "stage_monster", "stage_over",
                         "phase2"] and "steps_left" in names and names[-1] == "white_r3_k2"
    assert enc.channels.names()[-1] == "fig_r3_k2"
    assert not set(names) & set(enc.channels.names())
    assert enc.shape == (11, 16, 36) and enc.feature_size == 70
    assert enc.size == 11 * 16 * 36 + 70
    assert enc.feature_high()[enc.features.index["turn"]] == 14


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
        planes, features = enc.encode_state_parts(game, states[i], seat)
        fresh = make_encoder("fearsome-floors", config).encode_state_parts(
            game, states[i], seat)
        assert np.array_equal(planes, fresh[0]), (n, i, seat)
        assert np.array_equal(features, fresh[1]), (n, i, seat)
        planes[...] = 9  # the caller owns the arrays
        features[...] = 9


def test_kept_planes_follow_a_played_game() -> None:
    """Every observer after every step of a four-player game, as the environment asks."""
    game = get_game("fearsome-floors")
    config = {"players": 4}
    enc = make_encoder("fearsome-floors", config)
    for n, state in enumerate(_positions(config, 7)):
        for seat in range(4) if n % 3 == 0 else (state.seat,):
            fresh = make_encoder("fearsome-floors", config).encode_state_parts(
                game, state, seat)
            got = enc.encode_state_parts(game, state, seat)
            assert np.array_equal(got[0], fresh[0]), (n, seat)
            assert np.array_equal(got[1], fresh[1]), (n, seat)


def test_openspiel_tensor_is_the_planes_then_the_features() -> None:
    """OpenSpiel's observation tensor: the planes flattened, then the features."""
    from eerie.adapters.openspiel import load_game

    game = load_game("fearsome-floors", players=2)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    state.apply_action(state.legal_actions()[0])
    enc = make_encoder("fearsome-floors", {"players": 2})
    planes, features = enc.encode_state_parts(get_game("fearsome-floors"),
                                              state.eerie_state, 1)
    assert features is not None
    tensor = np.asarray(state.observation_tensor(1))
    assert game.observation_tensor_size() == tensor.size == 11 * 16 * 28 + 42
    assert np.array_equal(tensor[:planes.size], planes.reshape(-1))
    assert np.array_equal(tensor[planes.size:], features)
