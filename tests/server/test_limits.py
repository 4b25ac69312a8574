"""Abuse bounded: creating tables is throttled and capped per client address, and tables
nobody joined or played expire (a fake clock: no waiting), also across a restart."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from eerie.server.app import create_app
from eerie.server.manager import TableManager
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, first_option, live

FF = {"game": "fearsome-floors", "config": {"players": 2}}
HOUR = timedelta(hours=1)


class Clock:
    """A time of day that moves only when a test says so."""

    def __init__(self) -> None:
        self.now = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


def _manager(client: TestClient) -> TableManager:
    manager: TableManager = client.app.state.manager  # type: ignore[attr-defined]
    return manager


def _expire(client: TestClient) -> list[str]:
    assert client.portal is not None
    ids: list[str] = client.portal.call(_manager(client).expire)
    return ids


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def roomy(settings: ServerSettings) -> ServerSettings:
    """The test's database, with the per-address limits out of the way."""
    return dataclasses.replace(settings, creates_burst=10_000, max_tables_per_address=10_000)


@pytest.fixture
def client(roomy: ServerSettings, clock: Clock) -> Iterator[TestClient]:
    with TestClient(create_app(roomy, clock)) as c:
        yield c


def _post(client: TestClient, body: dict[str, Any] | None = None) -> Any:
    return client.post("/api/tables", json=body or FF)


# -- per-address limits on creating tables ---------------------------------------------------


def test_creating_tables_is_throttled_per_address_with_retry_after(tmp_path: Path) -> None:
    settings = ServerSettings(data_dir=tmp_path, creates_burst=3, creates_per_minute=1.0)
    with TestClient(create_app(settings)) as c:
        assert _post(c, {"game": "no-such-game"}).status_code == 422  # counted too
        assert [_post(c).status_code for _ in range(3)] == [201, 201, 429]
        r = _post(c)
        assert r.status_code == 429
        assert r.headers["content-type"].startswith("application/json")
        assert "too many tables created from this address" in r.json()["detail"]
        assert 50 <= int(r.headers["retry-after"]) <= 60  # one more table a minute
        assert c.get("/api/tables").status_code == 200  # other requests go on


def test_retry_after_counts_down_as_the_bucket_refills() -> None:
    from eerie.server.ratelimit import AddressThrottle

    now = [0.0]
    throttle = AddressThrottle(per_minute=2.0, burst=1, clock=lambda: now[0])
    assert throttle.retry_after("a") == 0.0
    throttle.count("a")
    assert not throttle.may_try("a") and throttle.retry_after("a") == pytest.approx(30.0)
    now[0] = 20.0
    assert throttle.retry_after("a") == pytest.approx(10.0)
    now[0] = 30.0
    assert throttle.may_try("a") and throttle.retry_after("a") == 0.0


def test_unfinished_tables_are_capped_per_address_until_they_expire(
        tmp_path: Path, clock: Clock) -> None:
    settings = ServerSettings(data_dir=tmp_path, max_tables_per_address=2)
    with TestClient(create_app(settings, clock)) as c:
        assert [_post(c).status_code for _ in range(2)] == [201, 201]
        r = _post(c)
        assert r.status_code == 429 and "retry-after" not in r.headers
        assert "2 unfinished tables" in r.json()["detail"]
        clock.now += 25 * HOUR  # nobody joined them: they expire
        assert len(_expire(c)) == 2
        assert _post(c).status_code == 201


# -- expiry ------------------------------------------------------------------------------------


def test_tables_nobody_joined_or_played_expire_and_keep_their_records(
        client: TestClient, clock: Clock) -> None:
    lonely = create(client, **FF)["id"]
    secret = create(client, "whitehall-mystery")["id"]  # a game with secrets
    played = create(client, **FF)
    pid, token = played["id"], played["invites"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{pid}") as w:
        p = Player(w)
        p.hello(token)  # joining is activity
        clock.now += 2 * HOUR
        p.act(first_option(p.my_turn()))  # and so is playing
    assert client.get(f"/api/tables/{secret}/record").status_code == 403

    clock.now += 21 * HOUR  # 23 h after creation: nothing yet
    assert _expire(client) == []
    clock.now += 2 * HOUR
    assert sorted(_expire(client)) == sorted([lonely, secret])
    for tid in (lonely, secret):
        info = client.get(f"/api/tables/{tid}").json()
        assert info["status"] == "expired"
        assert info["updated_at"] == clock.now.isoformat()
    assert [t["id"] for t in client.get("/api/tables").json()] == [pid]
    record = client.get(f"/api/tables/{secret}/record")
    assert record.status_code == 200 and record.json()["game"] == "whitehall-mystery"

    clock.now = live(client, pid).row.last_active + timedelta(days=7) - HOUR
    assert _expire(client) == []
    clock.now += 2 * HOUR  # a week without an action or a join
    assert _expire(client) == [pid]
    assert pid not in _manager(client).tables
    assert client.get("/api/tables").json() == []
    with client.websocket_connect(f"/ws/tables/{pid}") as w:
        p = Player(w)
        p.hello(token)
        refused = p.act(first_option(p.my_turn()), check=False)
        assert refused["code"] == "expired"
    assert client.get(f"/api/tables/{pid}").json()["status"] == "expired"
    assert client.get(f"/api/tables/{pid}/record").json()["actions"]


def test_a_thousand_anonymous_creates_no_longer_lock_the_server_out(
        roomy: ServerSettings, clock: Clock) -> None:
    """The issue's repro, scaled down: a full server answers 503, also after a restart,
    until its unjoined tables expire; the start-up sweep expires them too."""
    settings = dataclasses.replace(roomy, max_live_tables=5)
    with TestClient(create_app(settings, clock)) as c:
        assert [_post(c).status_code for _ in range(6)] == [201] * 5 + [503]
    clock.now += HOUR
    with TestClient(create_app(settings, clock)) as c:  # a restart changes nothing ...
        assert _post(c).status_code == 503
    clock.now += 24 * HOUR
    with TestClient(create_app(settings, clock)) as c:  # ... but a day later it does
        assert _post(c).status_code == 201
        assert len(c.get("/api/tables").json()) == 1


def test_the_server_sweeps_by_itself(roomy: ServerSettings, clock: Clock) -> None:
    settings = dataclasses.replace(roomy, expire_every=0.01)
    with TestClient(create_app(settings, clock)) as c:
        tid = create(c, **FF)["id"]
        clock.now += 25 * HOUR
        deadline = time.monotonic() + 5.0
        while c.get(f"/api/tables/{tid}").json()["status"] != "expired":
            assert time.monotonic() < deadline, "the periodic sweep did not run"
            time.sleep(0.01)


def test_a_sweep_that_cannot_store_leaves_the_tables_open(tmp_path: Path, clock: Clock,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    with TestClient(create_app(ServerSettings(data_dir=tmp_path), clock)) as c:
        tid = create(c, **FF)["id"]
        clock.now += 25 * HOUR

        def broken(*_: Any) -> int:
            raise OSError("disk full")

        monkeypatch.setattr(_manager(c).store, "expire", broken)
        with pytest.raises(OSError):
            _expire(c)
        assert live(c, tid).status() == "open"
        assert c.get(f"/api/tables/{tid}").json()["status"] == "open"
        monkeypatch.undo()
        assert _expire(c) == [tid]
