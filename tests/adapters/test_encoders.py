"""Encoders: fixed shape and dtype, values within their bounds, built from the seat's view
only (or, for a game without secrets, from the state, giving the same)."""

from __future__ import annotations

from collections import Counter
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
    feature_high = enc.feature_high()
    assert feature_high.shape == (enc.feature_size,)
    seen: set[bytes] = set()
    for n, (state, _) in enumerate(playout(game_id, config, seed=3)):
        if n % 5:
            continue
        for seat in [*range(game.num_seats(state)), None]:
            vec, features = enc.encode_parts(game.view(state, seat), seat)
            assert np.array_equal(enc.encode(game.view(state, seat), seat), vec)
            assert vec.shape == enc.shape and vec.dtype == enc.dtype
            assert vec.size + enc.feature_size == enc.size
            assert (vec >= 0).all() and (vec <= high).all()
            assert np.array_equal(enc.encode_state(game, state, seat), vec)
            from_state = enc.encode_state_parts(game, state, seat)[1]
            if enc.features is None:
                assert features is None and from_state is None
            else:
                assert features is not None and from_state is not None
                assert features.shape == (enc.feature_size,) and features.dtype == enc.dtype
                assert (features >= 0).all() and (features <= feature_high).all()
                assert np.array_equal(from_state, features)
            flat = enc.flatten((vec, features))
            assert flat.shape == (enc.size,) and flat.dtype == np.float32
            seen.add(flat.tobytes())
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
    assert enc.features is not None
    ft = enc.features.index
    for seat in range(3):
        planes, features = enc.encode_parts(game.view(state, seat), seat)
        assert features is not None
        to_move = [int(features[ft[f"to_move_r{r}"]]) for r in range(3)]
        assert to_move.index(1) == (0 - seat) % 3
        assert planes[..., ch[f"fig_r{(0 - seat) % 3}_k6"]].sum() == 0  # waiting outside
        assert features[ft[f"waiting_r{(0 - seat) % 3}_k6"]] == 1


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


def test_mansions_planes_are_per_space() -> None:
    """One row per space of the scenario's map: the map's links are symmetric and fixed,
    investigators and monsters stand on their spaces, placed tiles mark their spaces
    explored, and the constant channels are the same on every space."""
    config = CONFIGS["mansions-of-madness"]
    game = get_game("mansions-of-madness")
    enc = make_encoder("mansions-of-madness", config)
    ch = enc.channels.index
    board = game.setup(config).board
    assert enc.nodes == tuple(sorted(board.space_room))
    assert enc.shape == (len(enc.nodes), enc.channels.size) and enc.dtype == np.int8
    links = enc.high()[:, [ch[f"link_{s}"] for s in enc.nodes]]
    assert (links == 4).all()
    checked = with_monsters = 0
    for n, (state, _) in enumerate(playout("mansions-of-madness", config, seed=8)):
        if n % 20:
            continue
        view = game.view(state, 1)
        planes = enc.encode(view, 1)
        link = planes[:, [ch[f"link_{s}"] for s in enc.nodes]]
        assert np.array_equal(link, link.T) and link.any()
        for a, b in board.edges:
            assert planes[enc.nodes.index(a), ch[f"link_{b}"]] > 0
        for inv in view["invs"]:
            col = planes[:, ch[f"inv_{inv['id']}"]]
            if not inv["eliminated"]:
                assert np.flatnonzero(col).tolist() == [enc.nodes.index(inv["space"])]
            assert (planes[:, ch[f"{inv['id']}_clues"]] == min(30, inv["clues"])).all()
        kinds = [ch[f"monsters_{k}"] for k in enc.kinds]
        counts = Counter((m["space"], m["kind"]) for m in view["monsters"])
        for (space, kind), count in counts.items():
            assert planes[enc.nodes.index(space), ch[f"monsters_{kind}"]] == min(6, count)
        assert planes[:, kinds].sum() == sum(min(6, c) for c in counts.values())
        with_monsters += bool(counts)
        explored = {enc.nodes[k] for k in np.flatnonzero(planes[:, ch["explored"]])}
        assert explored == {s for t in view["tiles"] for s in board.tile_spaces[t]}
        assert (planes[:, ch["seat_1"]] == 1).all() and not planes[:, ch["seat_0"]].any()
        assert (planes == planes[0])[:, enc.spatial:].all()
        checked += 1
    assert checked > 5 and with_monsters > 2
