"""OpenSpiel: the adapter's game types, parameters, serialisation, observers and resampling,
and OpenSpiel's bots play our games (OpenSpiel's own random simulation test of every
game is part of the conformance suite: ``eerie.testing.frameworks``).

These tests import OpenSpiel directly: if it cannot be imported on this machine the
suite fails with the import error (it is a dev dependency), never skips silently.
"""

from __future__ import annotations

import json
from random import Random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.observation import make_observation

from eerie.adapters.openspiel import (
    REGISTERED,
    canonical_json,
    load_game,
    openspiel_name,
    seeded_resampler,
    unsupported_games,
)
from eerie.core.record import replay
from eerie.core.registry import game_ids, get_game
from eerie.testing.frameworks import advance


def test_every_registered_game_is_registered_with_openspiel() -> None:
    assert unsupported_games() == []
    assert sorted(REGISTERED) == sorted(openspiel_name(g) for g in game_ids())
    names = set(pyspiel.registered_names())
    assert {"eerie_fearsome_floors", "eerie_whitehall_mystery",
            "eerie_mansions_of_madness"} <= names


def test_game_types_and_parameters() -> None:
    ff = pyspiel.load_game("eerie_fearsome_floors(players=3)")
    t = ff.get_type()
    assert t.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert ff.num_players() == 3
    assert ff.get_parameters() == {"layout": "auto", "players": 3, "prey3": False,
                                   "start": 0, "variant": "basic"}
    assert ff.max_chance_outcomes() == 6  # the deck's kinds of card: 5 7 8 10 p1 p2
    state = ff.new_initial_state()
    while not state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    outcomes = state.chance_outcomes()
    assert {state.action_to_string(a) for a, _ in outcomes} <= {
        "card:5", "card:7", "card:8", "card:10", "card:p1", "card:p2"}
    assert state.legal_actions() == [a for a, _ in outcomes]
    card = state.action_to_string(outcomes[-1][0])
    assert state.action_of(card) == outcomes[-1][0] < ff.max_chance_outcomes()
    state.apply_option(card)  # an option id, numbered in the chance space here
    assert state.history()[-1] == outcomes[-1][0] and not state.is_chance_node()
    assert state.action_of("fig:6") == ff.bound.space.encode("fig:6")
    wh = load_game("whitehall-mystery", smoker=True)
    t = wh.get_type()
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert wh.num_players() == 4 and wh.max_chance_outcomes() == 0
    assert wh.get_parameters()["smoker"] is True
    exp = load_game("fearsome-floors", players=2, variant="experienced")
    assert exp.bound.config["layout"] == "place"
    with pytest.raises(Exception, match="players"):
        load_game("fearsome-floors", players=9)


@pytest.mark.parametrize("game_id", ["fearsome-floors", "whitehall-mystery",
                                     "mansions-of-madness"])
def test_serialization_is_the_record(game_id: str) -> None:
    game = load_game(game_id)
    state = advance(game.new_initial_state(), 60, Random(1))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert str(state2) == str(state) and state2.history() == state.history()
    record = state.record()
    assert len(record.actions) == len(state.history())
    _, replayed = replay(record)  # checks the state hash too
    assert get_game(game_id).state_hash(replayed) == get_game(game_id).state_hash(
        state.eerie_state)
    again = game.state_from_record(record)
    assert again.history() == state.history() and str(again) == str(state)


def test_mansions_game_type() -> None:
    game = load_game("mansions-of-madness", scenario="vigil_at_corvin_lodge")
    t = game.get_type()
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.get_parameters() == {"scenario": "vigil_at_corvin_lodge", "players": 0,
                                     "investigators": "auto"}
    assert game.num_players() == 2
    assert game.max_chance_outcomes() < game.num_distinct_actions() / 4
    state = game.new_initial_state()
    # both seats may start the round: the first of them (seat 0) acts for the table
    assert state.current_player() == 0
    assert sorted(state.action_to_string(a) for a in state.legal_actions()) == [
        "end_phase", "turn:ambrose_quill", "turn:declan_ashby"]
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()


def test_actions_strings_and_illegal_actions() -> None:
    game = load_game("fearsome-floors", players=2)
    state = game.new_initial_state()
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "fig:6", "fig:4", "fig:3", "fig:2"]
    with pytest.raises(Exception, match="not legal"):
        state.apply_action(game.bound.space.encode("stop"))
    assert state.information_state_string(0) == ""  # perfect information: the history
    state.apply_action(game.bound.space.encode("fig:2"))
    assert state.information_state_string(1) == "0:fig:2"
    assert state.observation_string(1) == canonical_json(state.view(1))
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()
    assert state.returns() == [0.0, 0.0]


def test_whitehall_public_observer_hides_jack() -> None:
    game = load_game("whitehall-mystery")
    state = advance(game.new_initial_state(), 30, Random(2))
    public = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=False,
                                         private_info=pyspiel.PrivateInfoType.NONE))
    assert public.string_from(state, 0) == canonical_json(state.view(None))
    assert "jack" not in state.view(None) and "jack" in state.view(0)
    assert "jack" not in json.loads(state.information_state_string(1).split("\n")[0])
    assert "jack" in json.loads(state.information_state_string(0).split("\n")[0])


@pytest.mark.parametrize("game_id", ["whitehall-mystery", "mansions-of-madness"])
def test_information_states_have_perfect_recall(game_id: str) -> None:
    """A seat's information state is its view and then its transcript: its own actions
    and the events it was shown. Nothing is ever forgotten (each transcript is a prefix
    of the next), and a seat's transcript holds none of the events kept from it."""
    game = load_game(game_id)
    state = game.new_initial_state()
    rng = Random(3)
    seats = range(game.num_players())
    before = {p: [] for p in seats}
    private_seen = 0
    for _ in range(150):
        if state.is_terminal():
            break
        for p in seats:
            lines = state.information_state_string(p).split("\n")
            assert lines[0] == canonical_json(state.view(p))
            assert lines[1:len(before[p]) + 1] == before[p]
            before[p] = lines[1:]
        core = state._core
        actor = state.current_player()
        advance(state, 1, rng)
        if actor >= 0:
            assert f"{actor}:{core.actions[-1][1]}" in state.information_state_string(actor)
        for event in core.events[-1]:
            if event.audience is not None:
                private_seen += 1
                text = f"{event.kind} {canonical_json(event.data)}"
                for p in seats:
                    if p not in event.audience and text not in before[p]:
                        assert text not in state.information_state_string(p).split("\n")
    if game_id == "whitehall-mystery":
        assert private_seen > 0  # Jack's secret moves


def test_whitehall_resampling_keeps_every_information_state() -> None:
    """Like OpenSpiel's ResampleInfostateTest: a state resampled for any seat looks the
    same to that seat (information state, tensor, legal actions, player to move)."""
    game = load_game("whitehall-mystery")
    state = game.new_initial_state()
    rng = Random(4)
    moves = Random(9)
    checked = 0
    while not state.is_terminal():
        for p in range(4):
            other = state.resample(p, rng)
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.observation_tensor(p) == state.observation_tensor(p)
            assert other.current_player() == state.current_player()
            if p == state.current_player():
                assert other.legal_actions() == state.legal_actions()
            checked += 1
        legal = state.legal_actions()
        state.apply_action(legal[moves.randrange(len(legal))])
    assert checked > 100
    # a resampled state serialises too (as the state itself: no record leads to it)
    mid = advance(game.new_initial_state(), 40, Random(3))
    other = mid.resample(1, rng)
    back = game.deserialize_state(other.serialize())
    assert str(back) == str(other)
    with pytest.raises(ValueError, match="no record"):
        other.record()


def test_mcts_bot_plays_fearsome_floors() -> None:
    game = load_game("fearsome-floors", players=2)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=evaluator,
                       random_state=np.random.RandomState(1))
    state = game.new_initial_state()
    chosen = []
    rng = np.random.RandomState(2)
    while len(chosen) < 4:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        chosen.append(state.action_to_string(action))
        state.apply_action(action)
    assert chosen[0].startswith("fig:")


def test_ismcts_bot_plays_whitehall() -> None:
    game = load_game("whitehall-mystery")
    state = advance(game.new_initial_state(), 40, Random(5))  # past set-up, mid-round
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=8,
                           random_state=np.random.RandomState(1))
    bot.set_resampler(seeded_resampler(7))
    players = set()
    for _ in range(6):
        assert not state.is_terminal()
        players.add(state.current_player())
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert players & {1, 2, 3}  # searched from an investigator's information state


def test_the_games_heuristic_as_mcts_evaluator() -> None:
    """Random rollouts never score in two-player Fearsome Floors; the game's heuristic
    players do, and MCTSBot searches with them (reproducibly)."""
    from eerie.adapters.openspiel import AgentRolloutEvaluator

    game = load_game("fearsome-floors", players=2)
    state = advance(game.new_initial_state(), 120, Random(0))  # a shorter game to go
    random_value = mcts.RandomRolloutEvaluator(2, np.random.RandomState(0)).evaluate(state)
    heuristic = AgentRolloutEvaluator("heuristic", 2, np.random.RandomState(0))
    value = heuristic.evaluate(state)
    assert list(random_value) == [0.0, 0.0] and value.sum() > 0
    assert all(0.0 <= v <= 1.0 for v in value)
    assert sum(p for _, p in heuristic.prior(state)) == pytest.approx(1.0)
    again = AgentRolloutEvaluator("heuristic", 1, np.random.RandomState(5))
    assert np.array_equal(again.evaluate(state), AgentRolloutEvaluator(
        "heuristic", 1, np.random.RandomState(5)).evaluate(state))  # seeded
    while state.is_chance_node():
        advance(state, 1, Random(0))
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=2, evaluator=again,
                       random_state=np.random.RandomState(1))
    assert bot.step(state) in state.legal_actions()
    with pytest.raises(ValueError, match="no AI level"):
        AgentRolloutEvaluator("grandmaster").evaluate(state)
