"""The declared config schema (``eerie.core.config``): JSON round trips, defaults,
conditions, and a clear error for every bad value, naming the field and what it allows."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from eerie.core.config import ConfigChoice, ConfigSchema, Field, Ref, When
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg, literal

SCHEMA = ConfigSchema((
    Field("players", "int", Msg("t.players"), help=Msg("t.players.help"), default=3,
          minimum=2, maximum=5),
    Field("mode", "choice", Msg("t.mode"), default="calm", choices=(
        ConfigChoice("calm", Msg("t.calm")), ConfigChoice("wild", Msg("t.wild")))),
    Field("board", "choice", Msg("t.board"), depends=("mode",), choices=(
        ConfigChoice("small", literal({"en": "Small"}), When("mode", ("calm",))),
        ConfigChoice("large", literal({"en": "Large"}), When("mode", ("wild",))),
        ConfigChoice("huge", literal({"en": "Huge"}), When("mode", ("wild",))))),
    Field("fog", "bool", Msg("t.fog"), default=False, when=When("players", minimum=4)),
    Field("first", "int", Msg("t.first"), default=0, minimum=0, maximum=Ref("players", -1)),
    Field("name", "string", Msg("t.name"), pattern=r"[a-z]+", advanced=True),
    Field("heroes", "list", Msg("t.heroes"), min_items=1, max_items=3, unique=True,
          choices=(ConfigChoice("ann", literal({"en": "Ann"})),
                   ConfigChoice("bob", literal({"en": "Bob"})),
                   ConfigChoice("cy", literal({"en": "Cy"})))),
    Field("map", "choice", Msg("t.map"), default="home", other=True,
          choices=(ConfigChoice("home", Msg("t.home")),)),
    Field("seats", "mapping", Msg("t.seats"), parameter=False),
))


def test_defaults_fill_and_fields_without_one_stay_out() -> None:
    assert SCHEMA.normalize({}) == {"players": 3, "mode": "calm", "board": "small",
                                    "fog": False, "first": 0, "map": "home"}
    # a choice without a default takes the first choice its condition allows
    assert SCHEMA.normalize({"mode": "wild"})["board"] == "large"
    cfg = SCHEMA.normalize({"players": 5, "fog": True, "first": 4, "heroes": ("bob", "ann"),
                            "name": "zed", "map": "maps/mine.json", "seats": {"bob": 0}})
    assert cfg["heroes"] == ["bob", "ann"] and cfg["first"] == 4 and cfg["fog"] is True
    assert cfg["map"] == "maps/mine.json" and cfg["seats"] == {"bob": 0}
    assert SCHEMA.normalize(cfg) == cfg
    assert SCHEMA.normalize({"players": None}) == SCHEMA.normalize({})  # null: not given


@pytest.mark.parametrize("config, words", [
    ({"colour": "red"}, ["unknown option(s): colour", "options: players, mode"]),
    ({"players": 6}, ["players must be a whole number from 2 to 5, not 6"]),
    ({"players": "3"}, ["players", "from 2 to 5", '"3"']),
    ({"players": True}, ["players", "not true"]),
    ({"mode": "odd"}, ['mode must be one of "calm", "wild", not "odd"']),
    ({"board": "huge"}, ['board must be one of "small", not "huge"']),
    ({"mode": "wild", "board": "small"}, ['board must be one of "large", "huge"']),
    ({"fog": True}, ["fog applies only when players is at least 4"]),
    ({"players": 4, "fog": "yes"}, ['fog must be true or false, not "yes"']),
    ({"first": 3}, ["first must be a whole number from 0 to 2, not 3"]),
    ({"first": -1}, ["first", "from 0 to 2"]),
    ({"name": "Zed9"}, ["name must be a text matching [a-z]+"]),
    ({"name": 7}, ["name must be a text"]),
    ({"heroes": []}, ["heroes must be a list of at least 1 and at most 3 ids"]),
    ({"heroes": "ann"}, ["heroes must be a list"]),
    ({"heroes": ["ann", "ann"]}, ["heroes: ann listed twice"]),
    ({"heroes": ["ann", "dee"]}, ["heroes: unknown dee", "ann, bob, cy"]),
    ({"map": ""}, ['map must be one of "home" or a file path, not ""']),
    ({"map": 3}, ["map must be one of"]),
    ({"seats": {"ann": -1}}, ["seats must be an object of ids to whole numbers"]),
    ({"seats": [0]}, ["seats must be an object"]),
])
def test_every_bad_value_is_refused_naming_the_field(config: dict[str, Any],
                                                     words: list[str]) -> None:
    with pytest.raises(ValueError) as caught:
        SCHEMA.normalize(config)
    for word in words:
        assert word in str(caught.value), (config, str(caught.value))


def test_the_schema_round_trips_through_json() -> None:
    data = json.loads(json.dumps(SCHEMA.to_json()))
    assert ConfigSchema.from_json(data) == SCHEMA
    assert ConfigSchema.from_json(data).to_json() == SCHEMA.to_json()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_games_schema_round_trips_through_json(game_id: str) -> None:
    schema = get_game(game_id).config_schema()
    data = json.loads(json.dumps(schema.to_json()))
    assert ConfigSchema.from_json(data) == schema


def test_a_field_may_only_refer_to_an_earlier_field() -> None:
    with pytest.raises(ValueError, match="not an earlier field"):
        ConfigSchema((Field("first", "int", Msg("x"), maximum=Ref("players")),
                      Field("players", "int", Msg("y"))))
    with pytest.raises(ValueError, match="declared twice"):
        ConfigSchema((Field("a", "bool", Msg("x")), Field("a", "bool", Msg("x"))))
    with pytest.raises(ValueError, match="unknown kind"):
        Field("a", "float", Msg("x"))  # type: ignore[arg-type]


@pytest.mark.parametrize("text, value", [
    ("players=4", 4), ("fog=yes", True), ("fog=off", False), ("heroes=ann,bob", ["ann", "bob"]),
    ("heroes=ann+bob", ["ann", "bob"]), ('heroes=["cy"]', ["cy"]), ("mode=wild", "wild"),
    ('seats={"ann": 0}', {"ann": 0}), ("name= spaced ", " spaced "),
])
def test_text_values_are_read_by_their_field(text: str, value: Any) -> None:
    name = text.partition("=")[0]
    assert SCHEMA.parse([text]) == {name: value}


@pytest.mark.parametrize("text, message", [
    ("players=four", "players: 'four' is not a whole number"),
    ("fog=perhaps", "fog: 'perhaps' is not true or false"),
    ("seats={", "seats: '{' is not JSON"),
    ("colour=red", "unknown option 'colour' (options: players"),
    ("players", "is not name=value"),
])
def test_bad_text_values_are_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        SCHEMA.parse([text])


def test_summaries_say_what_a_field_takes() -> None:
    assert SCHEMA["players"].summary() == "2 to 5, default 3"
    assert SCHEMA["first"].summary() == "0 to players-1, default 0"
    assert SCHEMA["fog"].summary() == "true | false, default false, when players is at least 4"
    assert SCHEMA["map"].summary() == 'home | a file, default "home"'
    assert SCHEMA["board"].summary().startswith('small (when mode is "calm") | large')
