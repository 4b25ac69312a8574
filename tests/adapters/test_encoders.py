"""Encoders: fixed shape and dtype, values within their bounds, built from the seat's view
only (or, for a game without secrets, from the state, giving the same)."""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
import pytest

from eerie.adapters.encoders import make_encoder
from eerie.core.registry import game_ids, get_game
from tests.adapters.helpers import CONFIGS, playout


def test_every_registered_game_has_an_encoder() -> None:
    for gid in game_ids():
        make_encoder(gid, {})


@pytest.mark.parametrize(("game_id", "config"), [
    *CONFIGS.items(),
    ("fearsome-floors", {"players": 5}),
    ("fearsome-floors", {"players": 3, "variant": "experienced"}),  # laying out the floor
    ("whitehall-mystery", {"smoker": True}),
])
def test_shape_range_and_dtype(game_id: str, config: dict[str, Any]) -> None:
    game = get_game(game_id)
    enc = make_encoder(game_id, config)
    high = enc.high()
    assert high.shape == enc.shape
    seen: set[bytes] = set()
    for n, (state, _) in enumerate(playout(game_id, config, seed=3)):
        if n % 5:
            continue
        for seat in [*range(game.num_seats(state)), None]:
            vec = enc.encode(game.view(state, seat), seat)
            assert vec.shape == enc.shape and vec.dtype == enc.dtype
            assert vec.size == enc.size
            assert (vec >= 0).all() and (vec <= high).all()
            assert np.array_equal(enc.encode_state(game, state, seat), vec)
            seen.add(vec.tobytes())
    assert len(seen) > 10  # the encoding follows the game


def test_whitehall_investigators_cannot_see_jack() -> None:
    """Two states that differ only in Jack's secrets encode the same for investigators
    (and differently for Jack)."""
    game = get_game("whitehall-mystery")
    enc = make_encoder("whitehall-mystery", {})
    rng = Random(5)
    checked = 0
    for n, (state, _) in enumerate(playout("whitehall-mystery", {}, seed=11)):
        if n < 12 or n % 4 or not state.reached:
            continue
        other = game.determinize(game.view(state, 1), 1, rng)
        for seat in (1, 2, 3):
            assert np.array_equal(enc.encode(game.view(state, seat), seat),
                                  enc.encode(game.view(other, seat), seat))
        if other.paths != state.paths or other.scenes != state.scenes:
            assert not np.array_equal(enc.encode(game.view(state, 0), 0),
                                      enc.encode(game.view(other, 0), 0))
        checked += 1
    assert checked > 5


def test_mansions_encoding_is_the_same_in_every_state_a_seat_cannot_tell_apart() -> None:
    """A state rebuilt from seat 1's view (other insanity cards drawn at random) encodes
    the same for seat 1."""
    config = CONFIGS["mansions-of-madness"]
    game = get_game("mansions-of-madness")
    enc = make_encoder("mansions-of-madness", config)
    rng = Random(2)
    checked = 0
    for n, (state, _) in enumerate(playout("mansions-of-madness", config, seed=4)):
        if n % 25:
            continue
        other = game.determinize(game.view(state, 1), 1, rng)
        assert np.array_equal(enc.encode(game.view(state, 1), 1),
                              enc.encode(game.view(other, 1), 1))
        checked += 1
    assert checked > 5


def test_fearsome_floors_seats_are_relative() -> None:
    game = get_game("fearsome-floors")
    enc = make_encoder("fearsome-floors", {"players": 3})
    state = game.setup({"players": 3})
    ch = enc.channels.index
    for seat in range(3):
        planes = enc.encode(game.view(state, seat), seat)
        to_move = [int(planes[0, 0, ch[f"to_move_r{r}"]]) for r in range(3)]
        assert to_move.index(1) == (0 - seat) % 3
        assert planes[..., ch[f"fig_r{(0 - seat) % 3}_k6"]].sum() == 0  # waiting outside
        assert planes[0, 0, ch[f"waiting_r{(0 - seat) % 3}_k6"]] == 1


def test_whitehall_planes_are_per_node() -> None:
    """Circles first (circle c is node c - 1), then intersections; investigators stand on
    intersections, clues and Jack's path lie on circles, and Jack's channels are empty for
    an investigator."""
    game = get_game("whitehall-mystery")
    enc = make_encoder("whitehall-mystery", {})
    ch = enc.channels.index
    circles = len(game.setup({}).map.circles)
    assert enc.shape == (len(enc.nodes), enc.channels.size)
    assert enc.nodes[0] == "1" and enc.nodes[circles - 1] == str(circles)
    for n, (state, _) in enumerate(playout("whitehall-mystery", {}, seed=6)):
        if n != 60:
            continue
        jack, police = (enc.encode(game.view(state, s), s) for s in (0, 1))
        at = [np.flatnonzero(police[:, ch[f"police_{i}"]]) for i in range(3)]
        assert all(len(a) == 1 and a[0] >= circles for a in at)
        assert jack[:, ch["jack_at"]].sum() == 1 and jack[:circles, ch["jack_at"]].sum() == 1
        jack_channels = [ch[c] for c in ("jack_at", "jack_target", "jack_path")]
        assert police[:, jack_channels].sum() == 0
        assert (police[:, ch["seat_1"]] == 1).all() and (jack[:, ch["seat_0"]] == 1).all()
        break
    else:
        raise AssertionError("the playout ended before action 60")
