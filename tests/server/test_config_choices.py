"""Lobby choices from a game's content: ``Game.config_choices`` and ``GET /api/games``."""

from __future__ import annotations

from starlette.testclient import TestClient

from eerie.core.config import ConfigChoice
from eerie.core.registry import get_game
from eerie.core.text import LITERAL, Msg, literal
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.library import scenario_ids


def test_a_config_choice_is_json_with_a_message_label() -> None:
    choice = ConfigChoice("hall", literal({"en": "Hall", "ko": "Hall-ko", "zh": "Hall-zh"}))
    assert choice.to_json() == {"value": "hall", "label": {
        "key": LITERAL, "params": {"en": "Hall", "ko": "Hall-ko", "zh": "Hall-zh"}}}
    assert ConfigChoice(3, Msg("core.seat", {"seat": 3})).to_json()["value"] == 3


def test_the_choices_are_the_schemas() -> None:
    ff = get_game("fearsome-floors")
    choices = ff.config_choices()
    assert set(choices) == {"variant", "layout"}
    assert [c.value for c in choices["layout"]] == [
        c.value for c in ff.config_schema()["layout"].choices]


def test_mansions_offers_its_packaged_scenarios_and_investigators() -> None:
    choices = GAME.config_choices()
    scenarios = [c.value for c in choices["scenario"]]
    assert sorted(scenarios) == scenario_ids()
    assert scenarios[0] == "vigil_at_corvin_lodge"  # the shortest (the introduction) first
    for c in choices["scenario"]:
        scenario = load(str(c.value))[0]
        assert c.label == literal(scenario.title)
        assert set(c.label.params) == {"en", "ko", "zh"}
    investigators = [c.value for c in choices["investigators"]]
    assert investigators == sorted(investigators)
    for sid in scenarios:
        lib = load(str(sid))[1]
        assert set(lib.investigators) <= set(investigators)
        for c in choices["investigators"]:
            assert c.label == literal(lib.investigators[str(c.value)].name)


def test_every_offered_value_is_accepted_by_the_game() -> None:
    choices = GAME.config_choices()
    invs = [str(c.value) for c in choices["investigators"]]
    for c in choices["scenario"]:
        cfg = GAME.normalize_config({"scenario": c.value, "investigators": invs[:2]})
        assert cfg["scenario"] == c.value and cfg["investigators"] == invs[:2]
    # the engine's default investigators are the first ones offered
    assert GAME.normalize_config({})["investigators"] == invs[:2]


def test_the_game_listing_carries_the_choices(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    mom = games["mansions-of-madness"]["config_choices"]
    assert [c["value"] for c in mom["scenario"]] == [
        c.value for c in GAME.config_choices()["scenario"]]
    first = mom["scenario"][0]["label"]
    assert first["key"] == LITERAL
    assert first["params"] == load("vigil_at_corvin_lodge")[0].title
    assert [c["value"] for c in mom["investigators"]][:2] == \
        games["mansions-of-madness"]["default_config"]["investigators"]
    assert set(games["fearsome-floors"]["config_choices"]) == {"variant", "layout"}
