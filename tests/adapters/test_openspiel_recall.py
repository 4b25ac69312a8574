"""OpenSpiel information state tensors with perfect recall (the games with secrets): the
layout of docs/adapters.md, kept up to date action by action as a replay would build it,
a past the current view forgets still told apart, and nothing a seat did not see."""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.observation import make_observation

from eerie.adapters.openspiel import EerieState, load_game
from eerie.testing.frameworks import advance

SECRET_GAMES = ["whitehall-mystery", "mansions-of-madness"]


def _tensor(state: EerieState, player: int) -> np.ndarray[Any, Any]:
    return np.array(state.information_state_tensor(player), dtype=np.float32)


def _blocks(state: EerieState, tensor: np.ndarray[Any, Any]) -> tuple[Any, Any, list[int]]:
    """The view's encoding, the seen block and the own action numbers of a tensor."""
    b = state._core.bound
    size, n = b.encoder.size, len(b.space)
    pairs = tensor[2 * size:].reshape(-1, 2)
    actions = [round(float(x) * n) - 1 for x, _ in pairs if x > 0]
    return tensor[:size], tensor[size:2 * size], actions


def test_only_the_games_with_secrets_offer_the_tensor() -> None:
    """Fearsome Floors has no secrets: its information state is the action history
    (string), its observation the whole position."""
    ff = load_game("fearsome-floors", players=2)
    assert not ff.get_type().provides_information_state_tensor
    for game_id in SECRET_GAMES:
        game = load_game(game_id)
        assert game.get_type().provides_information_state_tensor
        b = game.bound
        assert game.information_state_tensor_shape() == [b.recall_size]
        assert b.recall_size == 2 * b.encoder.size + 2 * b.recall_slots
        assert b.recall_slots == game.max_game_length()


@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_tensor_layout_and_memory_kept_as_a_replay_builds_it(game_id: str) -> None:
    """The first block is the observation tensor, the second never loses a value once
    seen (and holds the current view), the third is the player's own actions in order;
    a state rebuilt from its record (memory built by replay) and one read back from
    OpenSpiel's serialisation (memory saved with it) give the same tensors as the one
    kept up to date at every action."""
    game = load_game(game_id)
    state = game.new_initial_state()
    rng, moves = Random(5), Random(6)
    players = range(game.num_players())
    own: dict[int, list[int]] = {p: [] for p in players}
    seen_before: dict[int, Any] = {}
    for _ in range(120):
        if state.is_terminal():
            break
        for p in players:
            obs, seen, actions = _blocks(state, _tensor(state, p))
            assert np.array_equal(obs, np.array(state.observation_tensor(p), np.float32))
            assert (seen >= obs).all()
            if p in seen_before:
                assert (seen >= seen_before[p]).all()
            seen_before[p] = seen
            assert actions == own[p]
        actor = state.current_player()
        if actor >= 0:
            legal = state.legal_actions()
            action = legal[moves.randrange(len(legal))]
            own[actor].append(action)
            state.apply_action(action)
        else:
            advance(state, 1, rng)
    assert sum(map(len, own.values())) > 20
    replayed = game.state_from_record(state.record())  # no memory: built by replay
    back = game.deserialize_state(state.serialize())  # the memory read back with it
    assert back._core.memory and not replayed._core.memory
    for p in players:
        assert np.array_equal(_tensor(replayed, p), _tensor(state, p))
        assert np.array_equal(_tensor(back, p), _tensor(state, p))


def _search_branches(state: EerieState) -> tuple[EerieState, EerieState] | None:
    """Two continuations where the investigator to move searches the same two circles in
    either order, if it can: both must end with the same observation tensor."""
    p = state.current_player()
    ids = [state.action_to_string(p, a) for a in state.legal_actions()]
    circles = [oid for oid in ids if oid.startswith("search:")]
    if p < 1 or len(circles) < 2:
        return None
    ends = []
    for order in (circles[:2], circles[1::-1]):
        branch = state.clone()
        assert isinstance(branch, EerieState)
        for oid in order:
            if branch.current_player() != p or oid not in [
                    branch.action_to_string(p, a) for a in branch.legal_actions()]:
                return None
            branch.apply_option(oid)
        ends.append(branch)
    if ends[0].observation_tensor(p) != ends[1].observation_tensor(p):
        return None
    return ends[0], ends[1]


def test_same_observation_different_past_different_tensors() -> None:
    """An investigator who searched two circles in either order sees the same now (the
    observation tensor cannot tell), but its information state tensor tells the two
    pasts apart."""
    game = load_game("whitehall-mystery")
    found = 0
    for seed in range(6):
        state, moves = game.new_initial_state(), Random(seed)
        while not state.is_terminal() and found < 3:
            pair = _search_branches(state)
            if pair is not None:
                p = state.current_player()
                a, b = pair
                assert not np.array_equal(_tensor(a, p), _tensor(b, p))
                assert _blocks(a, _tensor(a, p))[2] != _blocks(b, _tensor(b, p))[2]
                found += 1
            legal = state.legal_actions()
            state.apply_action(legal[moves.randrange(len(legal))])
        if found >= 3:
            break
    assert found >= 3


def test_tensor_reads_only_what_the_seat_saw() -> None:
    """Jack's hidden move to one circle or another leaves every investigator's tensor
    (and the spectator's) unchanged and Jack's changed; a state resampled for a seat
    (another secret for Jack) gives that seat the same tensor, now and after more
    actions."""
    game = load_game("whitehall-mystery")
    public = make_observation(game, pyspiel.IIGObservationType(
        perfect_recall=True, private_info=pyspiel.PrivateInfoType.NONE))
    state = game.new_initial_state()
    moves, rng = Random(8), Random(1)
    branched = resampled = 0
    while not state.is_terminal() and (branched < 3 or resampled < 20):
        p = state.current_player()
        ids = [state.action_to_string(p, a) for a in state.legal_actions()]
        hidden = [oid for oid in ids if oid.startswith("to:") and p == 0]
        if len(hidden) >= 2 and branched < 3:
            a, b = state.clone(), state.clone()
            assert isinstance(a, EerieState) and isinstance(b, EerieState)
            a.apply_option(hidden[0])
            b.apply_option(hidden[1])
            assert not np.array_equal(_tensor(a, 0), _tensor(b, 0))
            for q in (1, 2, 3):
                assert np.array_equal(_tensor(a, q), _tensor(b, q))
            public.set_from(a, 1)
            spectator = public.tensor.copy()
            public.set_from(b, 1)
            assert np.array_equal(public.tensor, spectator)
            branched += 1
        if p >= 1 and resampled < 20:
            other = state.resample(p, rng)
            assert np.array_equal(_tensor(other, p), _tensor(state, p))
            walks = [a for a, oid in zip(state.legal_actions(), ids, strict=True)
                     if oid.startswith("to:i")]
            if walks:  # a police move (no search: its result follows Jack's path)
                real = state.clone()
                real.apply_action(walks[0])
                other.apply_action(walks[0])
                assert np.array_equal(_tensor(other, p), _tensor(real, p))
            resampled += 1
        legal = state.legal_actions()
        state.apply_action(legal[moves.randrange(len(legal))])
    assert branched == 3 and resampled == 20
