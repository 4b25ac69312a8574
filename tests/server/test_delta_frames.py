"""State changes as ``delta`` frames: from the version a connection holds, whole states on
``sync``, for ``full`` clients and when a delta cannot be made; resuming by version."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from eerie.core.decision import CHANCE
from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, first_option, live, settle

HAND = (0, 1)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """A server on SQLite (deltas do not depend on the database)."""
    settings = ServerSettings(data_dir=tmp_path, allow_client_seed=True)
    with TestClient(create_app(settings)) as c:
        yield c


def _table(client: TestClient) -> tuple[str, str]:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3, hands=[[0, 1]])
    return data["id"], data["invites"][0]["token"]


def _play(client: TestClient, tid: str, p: Player, actions: int) -> None:
    table = live(client, tid)
    for _ in range(actions):
        settle(client, tid)
        if table.game.pending(table.state).actors[0] == CHANCE:
            continue
        p.act(first_option(p.my_turn(table.versions[HAND])))
    settle(client, tid)
    p.drain()


def _types(p: Player) -> list[str]:
    return [json.loads(f)["type"] for f in p.frames
            if json.loads(f)["type"] in ("state", "delta")]


def _whole(client: TestClient, tid: str, key: tuple[int, ...]) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(live(client, tid).state_message(key))
    return message


@contextmanager
def _hand_and_spectator(client: TestClient, actions: int,
                        **spectate: Any) -> Iterator[tuple[str, Player, Player]]:
    """A table whose one hand has played ``actions`` times, watched by a spectator who
    said hello with ``spectate`` (both connected)."""
    tid, token = _table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as w, \
            client.websocket_connect(f"/ws/tables/{tid}") as ws:
        p, spectator = Player(w), Player(ws)
        p.hello(token)
        spectator.hello(**spectate)
        _play(client, tid, p, actions)
        yield tid, p, spectator


def test_after_the_first_state_changes_come_as_small_deltas(client: TestClient) -> None:
    with _hand_and_spectator(client, 15) as (tid, p, spectator):
        spectator.drain()
        for who, key in ((p, HAND), (spectator, ())):
            kinds = _types(who)
            assert kinds[0] == "state" and len(kinds) > 10
            assert set(kinds[1:]) == {"delta"}
            # the deltas made exactly the server's current state, version included
            assert who.state == _whole(client, tid, key)
            whole = len(live(client, tid).state_message(key))
            deltas = [len(f) for f in who.frames if f.startswith('{"from":')]
            assert max(deltas) < whole and sum(deltas) / len(deltas) < whole * 0.7
        versions = [s["version"] for s in p.states]
        assert versions == list(range(len(versions)))  # one delta per version, in order


def test_full_clients_sync_and_stale_actions_get_whole_states(client: TestClient) -> None:
    with _hand_and_spectator(client, 8, full=True) as (tid, p, full):
        full.drain()
        assert set(_types(full)) == {"state"} and len(_types(full)) > 5
        assert full.state == _whole(client, tid, ())
        before = len(p.frames)
        p.ws.send_json({"type": "sync"})
        p.drain()
        assert [json.loads(f)["type"] for f in p.frames[before:]] == ["state", "pong"]
        before = len(p.frames)
        assert p.state is not None
        err = p.act(first_option(p.my_turn()), expect=p.state["version"] - 1, check=False)
        assert err["code"] == "stale"
        p.drain()
        assert "state" in [json.loads(f)["type"] for f in p.frames[before:]]
        assert p.state == _whole(client, tid, HAND)


def test_reconnecting_resumes_from_the_version_held(client: TestClient) -> None:
    """A client back with the version it holds gets what changed since as a delta (also
    when the table moved on once meanwhile), or the whole state if the server no longer
    has that change; never an event twice."""
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3)
    tid = data["id"]
    t0, t1 = (i["token"] for i in data["invites"])
    table = live(client, tid)
    with client.websocket_connect(f"/ws/tables/{tid}") as w1:
        p1 = Player(w1)
        p1.hello(t1)
        with client.websocket_connect(f"/ws/tables/{tid}") as w0:
            p0 = Player(w0)
            p0.hello(t0)
            while len(table.actions) < 8 or table.game.pending(table.state).actors != (1,):
                settle(client, tid)
                actor = table.game.pending(table.state).actors[0]
                if actor != CHANCE:
                    me = (p0, p1)[actor]
                    me.act(first_option(me.my_turn(table.versions[(actor,)])))
            p0.drain()
        assert p0.state is not None and (0,) in table.docs  # kept until the next change
        held = p0.state
        p1.act(first_option(p1.my_turn()))  # the table moves on while seat 0 is away
        settle(client, tid)
        assert table.versions[(0,)] == held["version"] + 1
        assert (0,) not in table.docs and (0,) not in table.watchers  # freed
        now = {**p0.state, "version": -1}
        cases = [(held, "delta"), ({**held, "version": held["version"] + 5}, "state"),
                 (None, "state")]
        for state, kind in cases:
            with client.websocket_connect(f"/ws/tables/{tid}") as w0:
                again = Player(w0)
                again.state = state
                extra = {} if state is None else {"version": state["version"]}
                again.hello(t0, events_seen=len(p0.events), **extra)
                again.drain()
                assert _types(again) == [kind], state and state["version"]
                assert again.state == json.loads(table.state_message((0,)))
                now = again.state
                assert all(e["n"] > len(p0.events) for e in again.events)
        with client.websocket_connect(f"/ws/tables/{tid}") as w0:
            again = Player(w0)
            again.state = now
            again.hello(t0, events_seen=len(p0.events), version=now["version"])
            again.drain()
            assert _types(again) == ["delta"]  # up to date: an empty delta says so
            assert json.loads(again.frames[-2])["patch"] == []
            assert again.state == now


def test_a_delta_never_carries_more_than_the_state_it_makes(client: TestClient) -> None:
    """Every value a delta frame holds stands at its place in the state it makes."""
    from eerie.testing.frames import carried_elsewhere, follow

    tid, token = _table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        p.hello(token)
        _play(client, tid, p, 12)
    held = None
    deltas = 0
    for text in p.frames:
        frame = json.loads(text)
        if frame["type"] in ("state", "delta"):
            held = follow(held, frame)
            if frame["type"] == "delta":
                assert held is not None and carried_elsewhere(frame, held) == []
                deltas += 1
    assert deltas > 5
