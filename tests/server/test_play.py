"""Playing over the websocket: views, options, acting, errors, AI seats, chance, limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from eerie.core.decision import CHANCE
from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, first_option, live, settle


def test_play_a_few_fearsome_floors_actions(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=11)
    tid = data["id"]
    t0, t1 = (i["token"] for i in data["invites"])
    with client.websocket_connect(f"/ws/tables/{tid}") as w0, \
            client.websocket_connect(f"/ws/tables/{tid}") as w1, \
            client.websocket_connect(f"/ws/tables/{tid}") as ws:
        p0, p1, spectator = Player(w0), Player(w1), Player(ws)
        welcome = p0.hello(t0)
        assert welcome["seats"] == [0] and welcome["spectator"] is False
        p1.hello(t1)
        assert spectator.hello()["spectator"] is True
        state = p0.my_turn()
        assert state["version"] == 0
        assert [v["seat"] for v in state["views"]] == [0]
        assert state["pending"]["actors"] == [0]
        p1.wait(lambda m: m["type"] == "state", what="a state")
        assert p1.state is not None and "options" not in p1.state["pending"]
        assert p1.state["pending"]["actors"] == [0]  # who decides, and the prompt
        assert "prompt" in p1.state["pending"]
        first = spectator.wait(lambda m: m["type"] == "state", what="a state")
        assert first["views"][0]["seat"] is None

        table = live(client, tid)
        acted = 0
        while acted < 12:
            actor = table.game.pending(table.state).actors[0]
            if actor == CHANCE:
                settle(client, tid)
                continue
            me = p0 if actor == 0 else p1
            state = me.my_turn(table.versions[(actor,)])
            ack = me.act(first_option(state))
            assert ack["action"] <= len(table.actions)
            assert len(ack["state_hash"]) == 64
            acted += 1
        settle(client, tid)
        for p in (p0, p1, spectator):
            p.drain()
        assert any(e["kind"] for e in spectator.events)
        # everyone saw the same public events, numbered 1, 2, 3 ... without gaps
        assert [e["n"] for e in spectator.events] == list(range(1, len(spectator.events) + 1))
        assert p0.events == spectator.events == p1.events
        assert spectator.state is not None
        assert spectator.state["version"] == table.versions[()]
        assert len(table.actions) >= 12
    info = client.get(f"/api/tables/{tid}").json()
    assert info["actions"] == len(table.actions)
    assert info["state_hash"] == table.state_hash


def test_illegal_stale_and_foreign_actions_are_refused(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3)
    tid = data["id"]
    t0, t1 = (i["token"] for i in data["invites"])
    with client.websocket_connect(f"/ws/tables/{tid}") as w0, \
            client.websocket_connect(f"/ws/tables/{tid}") as w1:
        p0, p1 = Player(w0), Player(w1)
        p0.hello(t0)
        p1.hello(t1)
        state = p0.my_turn()
        err = p0.act("fly-away", check=False)
        assert err["type"] == "error" and err["code"] == "illegal"
        assert err["message"] == "“fly-away” is not allowed here."
        assert err["reason"]["key"] == "core.error.illegal_option"
        p1.wait(lambda m: m["type"] == "state", what="a state")
        err = p1.act(first_option(state), seat=1, check=False)
        assert err["code"] == "illegal" and "not your turn" in err["message"]
        err = p1.act(first_option(state), seat=0, check=False)
        assert err["code"] == "not_your_seat"
        err = p0.act(first_option(state), expect=state["version"] + 5, check=False)
        assert err["code"] == "stale"
        p0.act(first_option(state))  # the error changed nothing
        table = live(client, tid)
        assert len(table.actions) >= 1
        w0.send_text("{not json")
        assert p0.wait(lambda m: m["type"] == "error", what="an error")["code"] == "bad_message"
        w0.send_json({"type": "act", "seat": "zero", "option": "x"})
        assert p0.wait(lambda m: m["type"] == "error", what="an error")["code"] == "bad_message"
        w0.send_json({"type": "hello", "token": t0})
        assert p0.wait(lambda m: m["type"] == "error", what="an error")["code"] == "bad_message"


def _closed_with(client: TestClient, tid: str, first: str | None, code: int,
                 headers: dict[str, str] | None = None) -> None:
    with pytest.raises(WebSocketDisconnect) as exc, \
            client.websocket_connect(f"/ws/tables/{tid}", headers=headers or {}) as ws:
        if first is not None:
            ws.send_text(first)
        while True:
            ws.receive_text()
    assert exc.value.code == code


def test_websocket_authentication(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2})
    tid = data["id"]
    _closed_with(client, tid, json.dumps({"type": "act", "seat": 0, "option": "x"}), 4401)
    _closed_with(client, tid, json.dumps({"type": "hello", "token": "guess"}), 4401)
    _closed_with(client, tid, json.dumps({"type": "hello"}), 4401)
    _closed_with(client, tid, "hello", 4401)
    _closed_with(client, "no-such-table", json.dumps({"type": "hello", "spectate": True}), 4404)
    _closed_with(client, tid, None, 4403, headers={"origin": "https://evil.example"})
    _closed_with(client, tid, "x" * 20_000, 1009)
    with client.websocket_connect(f"/ws/tables/{tid}",
                                  headers={"origin": "http://testserver"}) as ws:
        assert Player(ws).hello(data["invites"][0]["token"])["seats"] == [0]


def test_hello_timeout(tmp_path: Path) -> None:
    s = ServerSettings(data_dir=tmp_path, hello_timeout=0.2)
    with TestClient(create_app(s)) as c:
        tid = create(c, "fearsome-floors", config={"players": 2})["id"]
        _closed_with(c, tid, None, 4408)


def test_rate_limit_delays_then_disconnects_a_flood(tmp_path: Path) -> None:
    """Messages over the rate are held back, not dropped; a client so far over the rate
    that a message would wait more than ``rate_max_wait`` is told so and disconnected."""
    s = ServerSettings(data_dir=tmp_path, rate_per_second=0.001, rate_burst=3,
                       rate_max_wait=1.0)
    with TestClient(create_app(s)) as c:
        tid = create(c, "fearsome-floors", config={"players": 2})["id"]
        with pytest.raises(WebSocketDisconnect) as exc, \
                c.websocket_connect(f"/ws/tables/{tid}") as ws:
            p = Player(ws)
            p.hello()
            codes = []
            for i in range(10):
                ws.send_json({"type": "ping", "id": i})
            while True:
                frame = p.recv()
                if frame["type"] in ("pong", "error"):
                    codes.append(frame.get("code", "pong"))
        assert exc.value.code == 4429
        assert codes == ["pong"] * 3 + ["rate_limited"]


def test_a_fast_client_over_the_rate_is_slowed_down_and_every_message_answered(
        tmp_path: Path) -> None:
    """A burst over the limit (one device playing several seats quickly) gets every
    answer, in order, a little later: the pong to every ping arrives."""
    s = ServerSettings(data_dir=tmp_path, rate_per_second=50.0, rate_burst=3)
    with TestClient(create_app(s)) as c:
        tid = create(c, "fearsome-floors", config={"players": 2})["id"]
        with c.websocket_connect(f"/ws/tables/{tid}") as ws:
            p = Player(ws)
            p.hello()
            for i in range(12):
                ws.send_json({"type": "ping", "id": i})
            pongs = [p.wait(lambda m: m["type"] in ("pong", "error"), what=f"pong {i}")
                     for i in range(12)]
        assert [f.get("id") for f in pongs] == list(range(12))
        assert {f["type"] for f in pongs} == {"pong"}


def test_ai_seats_and_chance_play_by_themselves(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 3}, seed=5,
                  seats=[{"kind": "human"}, {"kind": "ai", "level": "heuristic"},
                         {"kind": "ai", "level": "random"}])
    tid = data["id"]
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        p.hello(data["invites"][0]["token"])
        table = live(client, tid)
        for _ in range(200):
            state = p.my_turn(None)
            p.act(first_option(state))
            p.wait(lambda m: m["type"] == "state" and "options" in m["pending"],
                   what="a state offering options")
            if CHANCE in {a for a, _ in table.actions}:
                break
        actors = {a for a, _ in table.actions}
        assert actors == {0, 1, 2, CHANCE}


def test_hot_seat_hand_and_table_dice(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, hands=[[0, 1]],
                  dice_seat=1)
    tid = data["id"]
    assert len(data["invites"]) == 1
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        welcome = p.hello(data["invites"][0]["token"])
        assert welcome["seats"] == [0, 1] and welcome["plays"] == [CHANCE, 0, 1]
        table = live(client, tid)
        typed = False
        for _ in range(60):
            state = p.my_turn()
            assert [v["seat"] for v in state["views"]] == [0, 1]
            yours = state["pending"]["yours"]
            if yours == [CHANCE]:
                option = state["pending"]["options"][-1]
                assert "/" in option["prob"]
                p.act(option["id"], seat=CHANCE)
                typed = True
                break
            p.act(first_option(state))
        assert typed
        assert table.actions[-1][0] == CHANCE
