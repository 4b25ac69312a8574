"""The lobby API: games, creating, listing, showing and joining tables, records, pages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient

from eerie.core.record import Record, replay
from eerie.server.db import create_engine
from eerie.server.schema import metadata
from eerie.server.settings import ServerSettings
from eerie.server.tokens import hash_token
from tests.catalogs import messages
from tests.server.helpers import create


def test_health_and_games(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"ok": True}
    games = {g["id"]: g for g in client.get("/api/games").json()}
    assert {"fearsome-floors", "whitehall-mystery"} <= set(games)  # later games plug in
    assert games["whitehall-mystery"]["seats"] == 4
    assert games["whitehall-mystery"]["has_secrets"] is True
    assert "heuristic" in games["fearsome-floors"]["ai_levels"]
    r = client.get("/api/games/fearsome-floors/locales/ko.ftl")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    game = messages(r.text)
    assert "ff-opt-enter" in game and "ff-ui-eaten" in game  # the web client's words too
    assert "core-error-illegal_option" not in game
    core = messages(client.get("/api/locales/ko.ftl").text)
    assert "core-error-illegal_option" in core
    assert client.get("/api/games/nope/locales/en.ftl").status_code == 404
    assert client.get("/api/games/fearsome-floors/locales/fr.ftl").status_code == 404
    assert client.get("/api/locales/xx.ftl").status_code == 404
    assert "ui-lobby-title" in messages(client.get("/static/i18n/ko.ftl").text)


def test_create_returns_one_token_per_hand_and_stores_only_hashes(
        client: TestClient, settings: ServerSettings) -> None:
    data = create(client, "fearsome-floors", config={"players": 4},
                  seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "ai", "level": "random"},
                         {"kind": "human"}],
                  hands=[[0, 3]])
    invites = data["invites"]
    assert [i["seats"] for i in invites] == [[0, 3], [1]]
    assert all(i["url"] == f"/play/{data['id']}#token={i['token']}" for i in invites)
    assert data["status"] == "open"
    assert [s["kind"] for s in data["seats"]] == ["human", "human", "ai", "human"]
    engine = create_engine(settings.database_url())
    with engine.connect() as conn:
        dump = "\n".join(repr(row) for t in metadata.sorted_tables
                         for row in conn.execute(select(t)))
    engine.dispose()
    for invite in invites:
        assert invite["token"] not in dump
        assert hash_token(invite["token"]) in dump


def test_bad_requests_are_refused_with_clear_messages(client: TestClient) -> None:
    def refused(body: dict[str, object]) -> str:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 422, r.text
        return str(r.json()["detail"])

    assert "unknown game" in refused({"game": "chess"})
    assert "players" in refused({"game": "fearsome-floors", "config": {"players": 9}})
    assert "seats" in refused({"game": "fearsome-floors", "config": {"players": 2},
                               "seats": [{"kind": "human"}]})
    assert "AI level" in refused({"game": "fearsome-floors", "config": {"players": 2},
                                  "seats": [{"kind": "human"},
                                            {"kind": "ai", "level": "genius"}]})
    assert "two hands" in refused({"game": "fearsome-floors", "config": {"players": 2},
                                   "hands": [[0, 1], [1]]})
    assert "file paths" in refused({"game": "whitehall-mystery",
                                    "config": {"map": "/etc/passwd"}})
    assert "dice_seat" in refused({"game": "fearsome-floors", "config": {"players": 2},
                                   "seats": [{"kind": "human"}, {"kind": "ai"}],
                                   "dice_seat": 1})
    r = client.post("/api/tables", json={"game": "fearsome-floors", "surprise": 1})
    assert r.status_code == 422


def test_seeds_only_where_allowed(tmp_path: Path) -> None:
    from eerie.server.app import create_app

    with TestClient(create_app(ServerSettings(data_dir=tmp_path))) as c:
        r = c.post("/api/tables", json={"game": "fearsome-floors", "seed": 3})
        assert r.status_code == 422
        assert "seed" in r.json()["detail"]


def test_list_show_and_join(client: TestClient) -> None:
    ff = create(client, "fearsome-floors", config={"players": 2})
    wm = create(client, "whitehall-mystery",
                seats=[{"kind": "ai", "level": "basic"}, {"kind": "human"}, {"kind": "human"},
                       {"kind": "human"}], hands=[[1, 2, 3]])
    listed = client.get("/api/tables")
    assert listed.status_code == 200
    text = listed.text
    for data in (ff, wm):
        for invite in data["invites"]:
            assert invite["token"] not in text
    assert "seed" not in text and "token" not in text
    by_id = {t["id"]: t for t in listed.json()}
    assert set(by_id) >= {ff["id"], wm["id"]}
    assert "state_hash" in by_id[ff["id"]]  # no secrets in Fearsome Floors
    assert "state_hash" not in by_id[wm["id"]]  # a hash would let people test guesses

    token = wm["invites"][0]["token"]
    assert client.post(f"/api/tables/{wm['id']}/join", json={"token": "x" * 43}
                       ).status_code == 403
    assert client.post(f"/api/tables/{wm['id']}/join", json={"token": ff["invites"][0]["token"]}
                       ).status_code == 403
    r = client.post(f"/api/tables/{wm['id']}/join", json={"token": token})
    assert r.status_code == 200
    assert r.json()["seats"] == [1, 2, 3]
    assert r.json()["status"] == "playing"
    shown = client.get(f"/api/tables/{wm['id']}").json()
    assert all(s["joined"] for s in shown["seats"])
    assert client.get("/api/tables/nope").status_code == 404

    page = client.get("/")
    assert page.status_code == 200
    assert ff["id"] in page.text and "whitehall-mystery" in page.text
    assert page.headers["x-frame-options"] == "DENY"
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert client.get(f"/play/{ff['id']}").status_code == 200
    assert "WebSocket" in client.get("/static/play.js").text


def test_records_only_without_secrets(client: TestClient) -> None:
    ff = create(client, "fearsome-floors", config={"players": 2}, seed=1,
                seats=[{"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}])
    wm = create(client, "whitehall-mystery",
                seats=[{"kind": "ai", "level": "basic"}, {"kind": "human"}, {"kind": "human"},
                       {"kind": "human"}])
    assert client.get(f"/api/tables/{wm['id']}/record").status_code == 403
    r = client.get(f"/api/tables/{ff['id']}/record")
    assert r.status_code == 200
    record = Record.from_json(r.json())
    replay(record)  # checks the state hash


def test_origin_and_body_limits(client: TestClient) -> None:
    body = {"game": "fearsome-floors", "config": {"players": 2}}
    r = client.post("/api/tables", json=body, headers={"origin": "https://evil.example"})
    assert r.status_code == 403
    r = client.post("/api/tables", json=body, headers={"origin": "http://testserver"})
    assert r.status_code == 201
    big = {"game": "fearsome-floors", "config": {"x": "y" * 100_000}}
    r = client.post("/api/tables", json=big)
    assert r.status_code == 413


def test_an_over_limit_chunked_body_is_413(client: TestClient) -> None:
    """A body sent in chunks without a length is counted as it arrives: past the limit
    the answer is 413, not the app's parse error."""

    def chunks() -> Iterator[bytes]:
        yield b'{"game": "fearsome-floors", "config": {"x": "'
        for _ in range(20):
            yield b"y" * 10_000
        yield b'"}}'

    r = client.post("/api/tables", content=chunks(),
                    headers={"content-type": "application/json"})
    assert r.status_code == 413
    r = client.post("/api/tables", content=iter([b'{"game": "fearsome-floors", ',
                                                  b'"config": {"players": 2}}']),
                    headers={"content-type": "application/json"})
    assert r.status_code == 201, r.text


def test_odd_paths_are_404_never_500(client: TestClient) -> None:
    for path in ("/static/%00.js", "/static/js/%00", "/api/tables/%00x",
                 "/static/..%2f..%2fetc/passwd", "/static/%ff.js"):
        r = client.get(path)
        assert r.status_code == 404, (path, r.status_code)


def test_a_host_allow_list_refuses_other_host_names(tmp_path: Path) -> None:
    """DNS rebinding: a page of another site whose name points at the server sends its
    own Host (and a matching Origin); with an allow-list the server answers only to its
    names, over HTTP and websockets alike."""
    from starlette.testclient import TestClient as Client
    from starlette.websockets import WebSocketDisconnect

    from eerie.server.app import create_app
    from eerie.server.command import default_hosts

    assert default_hosts("127.0.0.1") == default_hosts("::1") != ()
    assert default_hosts("0.0.0.0") == ()
    settings = ServerSettings(data_dir=tmp_path, allowed_hosts=default_hosts("127.0.0.1"))
    with Client(create_app(settings), base_url="http://127.0.0.1:8000") as c:
        assert c.get("/api/health").status_code == 200
        evil = {"host": "rebind.example:8000", "origin": "http://rebind.example:8000"}
        assert c.get("/api/tables", headers=evil).status_code == 400
        body = {"game": "fearsome-floors", "config": {"players": 2}}
        assert c.post("/api/tables", json=body, headers=evil).status_code == 400
        tid = c.post("/api/tables", json=body).json()["id"]
        with pytest.raises(WebSocketDisconnect), \
                c.websocket_connect(f"/ws/tables/{tid}", headers=evil) as ws:
            ws.receive_text()


def test_wrong_tokens_are_throttled_per_address(tmp_path: Path) -> None:
    """Guessing seat tokens: after a burst of wrong ones, an address is refused unchecked
    for a while (429 on /join, 4429 on the websocket), even with the right token."""
    from starlette.testclient import TestClient as Client
    from starlette.websockets import WebSocketDisconnect

    from eerie.server.app import create_app

    settings = ServerSettings(data_dir=tmp_path, token_failures_burst=3,
                              token_failures_per_minute=0.01)
    with Client(create_app(settings)) as c:
        data = create(c, "fearsome-floors", config={"players": 2})
        tid, token = data["id"], data["invites"][0]["token"]
        codes = [c.post(f"/api/tables/{tid}/join", json={"token": "x" * 40}).status_code
                 for _ in range(4)]
        assert codes == [403, 403, 403, 429]
        assert c.post(f"/api/tables/{tid}/join", json={"token": token}).status_code == 429
        with pytest.raises(WebSocketDisconnect) as exc, \
                c.websocket_connect(f"/ws/tables/{tid}") as ws:
            ws.send_json({"type": "hello", "token": token})
            while True:
                ws.receive_text()
        assert exc.value.code == 4429
