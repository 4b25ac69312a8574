"""The server sends each game's config schema with the game listing and normalises a
lobby form's config (``POST /api/games/{id}/config``) with the game's own checks."""

from __future__ import annotations

from starlette.testclient import TestClient

from eerie.core.config import ConfigSchema
from eerie.core.registry import get_game


def test_the_listing_carries_each_games_schema(client: TestClient) -> None:
    for g in client.get("/api/games").json():
        game = get_game(g["id"])
        assert ConfigSchema.from_json(g["config_schema"]) == game.config_schema()
        assert g["default_config"] == game.normalize_config({})


def test_a_config_is_normalised_with_its_seats_and_people(client: TestClient) -> None:
    r = client.post("/api/games/whitehall-mystery/config", json={"config": {"players": 2}})
    assert r.status_code == 200
    body = r.json()
    assert body["config"] == get_game("whitehall-mystery").normalize_config({"players": 2})
    assert body["seats"] == 4 and len(body["seat_names"]) == 4
    assert body["groups"] == [[0], [1, 2, 3]]
    r = client.post("/api/games/mansions-of-madness/config", json={"config": {"players": 3}})
    body = r.json()
    assert len(body["config"]["investigators"]) == 3 and body["seats"] == 3
    assert body["groups"] == [[0], [1], [2]]


def test_a_bad_config_gets_the_games_message(client: TestClient) -> None:
    r = client.post("/api/games/fearsome-floors/config", json={"config": {"players": 9}})
    assert r.status_code == 422
    assert r.json()["detail"] == "players must be a whole number from 2 to 7, not 9"
    r = client.post("/api/games/whitehall-mystery/config",
                    json={"config": {"map": "../maps/x.json"}})
    assert r.status_code == 422 and "file paths" in r.json()["detail"]
    assert client.post("/api/games/no-such/config", json={"config": {}}).status_code == 404
