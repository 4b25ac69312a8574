"""OpenSpiel parameters derive from each game's config schema: the same names and
meanings as ``normalize_config`` (Whitehall's ``players=2`` has two players, Mansions
takes ``players`` and ``investigators``), ``"auto"`` (or 0) for an option the game
derives."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

from eerie.adapters.openspiel import (  # noqa: E402
    bind,
    config_of_parameters,
    load_game,
    parameter_defaults,
    parameters_of_config,
)
from eerie.core.registry import get_game  # noqa: E402
from eerie.testing.frameworks import advance  # noqa: E402

GAMES = ("fearsome-floors", "whitehall-mystery", "mansions-of-madness")


@pytest.mark.parametrize("game_id", GAMES)
def test_parameters_are_the_schemas_fields(game_id: str) -> None:
    game = get_game(game_id)
    schema = game.config_schema()
    expected = {f.name for f in schema if f.parameter and f.kind != "mapping"}
    assert set(parameter_defaults(game_id)) == expected
    # the defaults give the default config
    params = parameter_defaults(game_id)
    assert bind(game_id, config_of_parameters(game, params)).config == \
        game.normalize_config({})


def test_parameters_read_as_the_schema_reads_text() -> None:
    ff = get_game("fearsome-floors")
    assert parameter_defaults("fearsome-floors") == {
        "layout": "auto", "players": 4, "prey3": False, "start": 0, "variant": "basic"}
    assert config_of_parameters(ff, {"layout": "auto", "players": 6, "prey3": "yes"}) == {
        "players": 6, "prey3": True}
    mom = get_game("mansions-of-madness")
    assert config_of_parameters(mom, {"players": 0, "investigators": "a, b",
                                      "scenario": "x"}) == {
        "investigators": ["a", "b"], "scenario": "x"}
    with pytest.raises(Exception, match="layout must be one of"):
        load_game("fearsome-floors", variant="basic", layout="place")
    with pytest.raises(Exception, match="players must be a whole number from 2 to 4"):
        load_game("whitehall-mystery", players=1)


@pytest.mark.parametrize("people, groups", [
    (2, ((0,), (1, 2, 3))), (3, ((0,), (1,), (2, 3))), (4, ((0,), (1,), (2,), (3,)))])
def test_whitehall_players_are_the_people_at_the_table(
        people: int, groups: tuple[tuple[int, ...], ...]) -> None:
    game = pyspiel.load_game(f"eerie_whitehall_mystery(players={people})")
    assert game.num_players() == people
    assert game.bound.people == groups
    for seed in range(2):
        state = advance(game.new_initial_state(), 2000, Random(seed))
        assert state.is_terminal()
        returns = state.returns()
        assert len(returns) == people
        out = get_game("whitehall-mystery").outcome(state.eerie_state)
        assert out is not None
        assert returns == [out.scores[g[0]] for g in groups]
    # every player acts, and seat 2 (blue) is played by the player holding it
    state = game.new_initial_state()
    seen: set[int] = set()
    rng = Random(3)
    while not state.is_terminal() and len(seen) < people:
        seen.add(state.current_player())
        actors = state._core.legal()[0]
        assert state.current_player() == game.bound.player_of(actors[0])
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    assert seen == set(range(people))


def test_whitehall_for_two_passes_random_sim_test() -> None:
    pyspiel.random_sim_test(load_game("whitehall-mystery", players=2), num_sims=2,
                            serialize=True, verbose=False)


def test_mansions_takes_players_and_investigators() -> None:
    mom = get_game("mansions-of-madness")
    ids = [str(c.value) for c in mom.config_choices()["investigators"]]
    three = load_game("mansions-of-madness", players=3)
    assert three.num_players() == 3
    assert three.bound.config == mom.normalize_config({"players": 3})
    assert three.bound.config["investigators"] == ids[:3]
    solo = load_game("mansions-of-madness", players=1)
    assert solo.num_players() == 1 and len(solo.bound.config["investigators"]) == 2
    chosen = pyspiel.load_game(f"eerie_mansions_of_madness(investigators={ids[2]}+{ids[0]})")
    assert chosen.bound.config["investigators"] == [ids[2], ids[0]]
    assert load_game("mansions-of-madness", investigators=[ids[1], ids[3]]).bound.config[
        "investigators"] == [ids[1], ids[3]]


@pytest.mark.parametrize("game_id, config", [
    ("fearsome-floors", {"players": 6, "prey3": True, "start": 5}),
    ("fearsome-floors", {"variant": "experienced", "layout": "experienced"}),
    ("whitehall-mystery", {"players": 3, "jack_extra_alley": True}),
    ("mansions-of-madness", {"players": 2}),
    ("mansions-of-madness", {"scenario": "gulls_reach_light", "players": 3}),
])
def test_configs_and_parameters_round_trip(game_id: str, config: dict[str, Any]) -> None:
    game = get_game(game_id)
    params = parameters_of_config(game, config)
    spiel = load_game(game_id, **params)
    assert spiel.bound.config == game.normalize_config(config)
