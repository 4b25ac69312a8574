"""What one server does while its database fails (the store raising as SQLAlchemy does when
the server cannot be reached): every request fails clearly, nothing unstored is
acknowledged, and AI and chance go on by themselves once the database is back.

Fast, in-process and on SQLite; ``test_pg_restart.py`` stops a real PostgreSQL.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import OperationalError
from starlette.websockets import WebSocketDisconnect

from eerie.core.errors import english_text
from eerie.server import manager as manager_module
from eerie.server.app import create_app
from eerie.server.db import unavailable
from eerie.server.manager import TableManager
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, first_option, live
from tests.server.inproc import ServerLog

UNAVAILABLE = english_text(unavailable())
REASON = unavailable().to_json()

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


def down(*_: Any, **__: Any) -> Any:
    """What a store method does while the database is away."""
    raise OperationalError("SELECT 1", {}, ConnectionRefusedError("connection refused"))


class Outage:
    """Make some of a server's store methods fail until :meth:`end` (or for their
    first ``times`` calls)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, manager: TableManager) -> None:
        self.monkeypatch = monkeypatch
        self.store = manager.store
        self.failed = 0

    def start(self, *methods: str, times: int | None = None) -> None:
        for name in methods:
            real: Callable[..., Any] = getattr(type(self.store), name).__get__(self.store)

            def failing(*args: Any, real: Callable[..., Any] = real, **kw: Any) -> Any:
                if times is None or self.failed < times:
                    self.failed += 1
                    return down()
                return real(*args, **kw)

            self.monkeypatch.setattr(self.store, name, failing)

    def end(self) -> None:
        self.monkeypatch.undo()


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    settings = ServerSettings(data_dir=tmp_path, allow_client_seed=True, ai_workers=0)
    with TestClient(create_app(settings)) as c:
        yield c


def manager_of(client: TestClient) -> TableManager:
    manager: TableManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


def test_the_lobby_answers_503_with_a_reason(client: TestClient,
                                             monkeypatch: pytest.MonkeyPatch,
                                             server_log: ServerLog) -> None:
    outage = Outage(monkeypatch, manager_of(client))
    outage.start("list_tables", "create", "load")
    before = set(manager_of(client).tables)
    for method, path, body in (("GET", "/api/tables", None), ("GET", "/", None),
                               ("POST", "/api/tables", {"game": "fearsome-floors"}),
                               ("GET", "/api/tables/not-loaded", None)):
        r = client.request(method, path, json=body)
        assert r.status_code == 503, (path, r.text)
        assert r.json() == {"detail": UNAVAILABLE, "reason": REASON}
        assert r.headers["retry-after"] == "5"
    assert set(manager_of(client).tables) == before  # the table not stored is not held
    assert server_log.tracebacks == []
    outage.end()
    assert client.get("/api/tables").status_code == 200
    assert client.post("/api/tables", json={"game": "fearsome-floors"}).status_code == 201


def test_a_new_socket_is_told_why_and_closed_with_a_reason(
        client: TestClient, monkeypatch: pytest.MonkeyPatch, server_log: ServerLog) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3)
    tid = data["id"]
    manager_of(client).tables.pop(tid)  # not in memory: hello must load it
    Outage(monkeypatch, manager_of(client)).start("load")
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        w.send_json({"type": "hello", "token": data["invites"][0]["token"]})
        assert w.receive_json() == {"type": "error", "code": "unavailable",
                                    "message": UNAVAILABLE, "reason": REASON}
        with pytest.raises(WebSocketDisconnect) as closed:
            w.receive_json()
    assert closed.value.code == 1013 and closed.value.reason == UNAVAILABLE[:123]
    assert server_log.tracebacks == []


def test_a_request_of_an_open_socket_gets_an_error_frame(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3)
    tid = data["id"]
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        p.hello(data["invites"][0]["token"])
        manager = manager_of(client)
        monkeypatch.setattr(manager, "refresh", down)  # as a worker catching up would
        w.send_json({"type": "sync", "id": "s1"})
        frame = p.wait(lambda m: m["type"] == "error", what="the error")
        assert frame == {"type": "error", "code": "unavailable", "message": UNAVAILABLE,
                         "reason": REASON, "id": "s1"}
        p.drain()  # the socket stays open


def test_an_action_not_stored_is_not_acknowledged(client: TestClient,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  server_log: ServerLog) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3,
                  hands=[[0, 1]])
    tid = data["id"]
    table = live(client, tid)
    outage = Outage(monkeypatch, manager_of(client))
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        p.hello(data["invites"][0]["token"])
        p.act(first_option(p.my_turn()))
        state = p.my_turn()
        count, version = len(table.actions), table.versions[(0, 1)]
        outage.start("append_many")
        option = first_option(state)
        for _ in range(2):
            reply = p.act(option, check=False)
            assert reply["type"] == "error" and reply["code"] == "storage", reply
            assert "try again" in reply["message"]
        p.drain()
        assert not [f for f in p.frames[-3:] if '"ack"' in f]
        assert (len(table.actions), table.versions[(0, 1)], p.state) == (count, version,
                                                                          state)
        outage.end()
        assert p.act(option)["type"] == "ack"  # the same action, now stored
    assert len(table.actions) == count + 1
    assert server_log.tracebacks == []


def test_ai_and_chance_store_their_move_once_the_database_is_back(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(manager_module, "DRIVE_RETRY", (0.01, 0.05))
    outage = Outage(monkeypatch, manager_of(client))
    outage.start("append_many", times=4)  # the first four tries fail, then it is back
    data = create(client, "fearsome-floors", config={"players": 2}, seed=3,
                  seats=[{"kind": "ai", "level": "random"}] * 2)
    table = live(client, data["id"])
    deadline = time.monotonic() + 20
    while len(table.actions) < 5:  # nobody kicks the table: it goes on by itself
        assert time.monotonic() < deadline, (outage.failed, len(table.actions))
        time.sleep(0.02)
    assert outage.failed == 4
