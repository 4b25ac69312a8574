"""PostgreSQL stopped (fast shutdown) and started again while two workers share it and
people play on both:

* during the outage every request fails clearly: an action gets an ``error`` frame and
  no ``ack``, a new connection an ``error`` frame and close code 1013 with a reason, the
  lobby's HTTP answers 503 with a readable message; no socket is cut without a reason and
  no traceback reaches the log;
* afterwards the workers reconnect by themselves, every table goes on (the AI seat that
  could not store its move plays it), and the stored log, read by a worker started
  afterwards, replays to every acknowledged hash.

The test runs a PostgreSQL of its own (``tests/server/postgres.py``'s
:class:`~tests.server.postgres.LocalPostgres`): stopping the session's shared server
would disturb the other tests. Every wait is bounded; everything listens on 127.0.0.1.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from eerie.core.record import Record, replay
from eerie.core.registry import get_game
from eerie.server.db import create_engine
from eerie.server.live import rebuild
from eerie.server.settings import ServerSettings
from eerie.server.store import Store
from tests.server.cluster_clients import Client, Frame, play
from tests.server.inproc import InProcessServer, ServerLog
from tests.server.postgres import LocalPostgres, find_binaries, unavailable
from tests.server.redis_server import RedisServer

OUTAGE_ERRORS = ("stale", "storage", "unavailable")


@pytest.fixture
def local_pg() -> Iterator[LocalPostgres]:
    """A PostgreSQL server of this test's own, which it may stop and start."""
    bindir = find_binaries()
    if bindir is None:
        unavailable("no initdb/pg_ctl was found (install Debian's postgresql)")
    server = LocalPostgres(bindir)
    try:
        server.init()
        server.start()
        yield server
    finally:
        server.close()


def try_to_act(clients: list[Client], seconds: float) -> None:
    """For ``seconds``, let every client whose turn it is try to act (a few times a
    second: each try is answered, by an error during the outage)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for c in clients:
            c.pump(act=True, timeout=0)
        time.sleep(0.25)


def ai_moves(base: str, table: str, more_than: int = -1) -> int:
    """How many moves seat 1 (the AI seat) made at ``table`` as ``base`` holds it, or 0
    if not more than ``more_than``."""
    record = httpx.get(f"{base}/api/tables/{table}/record", timeout=10).json()
    n = sum(actor == 1 for actor, _ in record["actions"])
    return n if n > more_than else 0


def answered(clients: list[Client], seconds: float = 10) -> None:
    """Read until every action the clients sent is answered."""
    deadline = time.monotonic() + seconds
    while any(c.waiting for c in clients):
        assert time.monotonic() < deadline, "an action was not answered"
        for c in clients:
            c.pump(act=False, timeout=0.02)


def offered(c: Client) -> bool:
    """True if the client holds a state that offers it a move."""
    return c.state is not None and "options" in c.state["pending"] \
        and c.state["version"] >= c.min_version


def hello_refused(base: str, table: str, token: str) -> tuple[Frame, int, str]:
    """Connect and say hello; return the frame the server answers with and the close
    code and reason that follow."""
    url = base.replace("http://", "ws://") + f"/ws/tables/{table}"
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        frame: Frame = json.loads(ws.recv(timeout=10))
        try:
            more = ws.recv(timeout=10)
        except ConnectionClosed as exc:
            assert exc.rcvd is not None, "the socket was cut without a close frame"
            return frame, exc.rcvd.code, exc.rcvd.reason
        raise AssertionError(f"the socket stayed open; after {frame} came {more!r}")


def check_stored(db_url: str, table_id: str, acked: list[tuple[int, str]],
                 bases: list[str]) -> Record:
    """Read a table from the database itself (as a worker started now would: every
    stored event and snapshot checked), replay it to every hash in ``acked`` and wait
    until each of ``bases`` holds the same actions; return the stored record."""
    engine = create_engine(db_url)
    try:
        loaded = Store(engine).load(table_id)
    finally:
        engine.dispose()
    assert loaded is not None
    rebuilt = rebuild(loaded, get_game(loaded.row.game))
    record = Record(game=loaded.row.game, config=loaded.row.config,
                    actions=loaded.actions)
    for action, state_hash in acked:
        game, state = replay(record, upto=action)
        assert game.state_hash(state) == state_hash, f"action {action}"
    for base in bases:
        deadline = time.monotonic() + 10
        while True:
            info = httpx.get(f"{base}/api/tables/{table_id}", timeout=10).json()
            if (info["actions"], info["state_hash"]) == (len(record.actions),
                                                          rebuilt.state_hash):
                break
            assert time.monotonic() < deadline, (base, info, len(record.actions))
            time.sleep(0.1)
    return record


def test_postgres_restarted_mid_game(tmp_path: Path, local_pg: LocalPostgres,
                                     redis_server: RedisServer, server_log: ServerLog
                                     ) -> None:
    with ExitStack() as stack:
        workers = []
        for i in range(2):
            worker = InProcessServer(ServerSettings(
                db_url=local_pg.url, data_dir=tmp_path / f"w{i}", allow_client_seed=True,
                ai_workers=0, redis_url=redis_server.url, worker_id=f"w{i}",
                lease_seconds=1, poll_every=0.3))
            worker.start()
            stack.callback(worker.stop)
            workers.append(worker)
        a, b = (w.base for w in workers)
        r = httpx.post(f"{a}/api/tables", json={
            "game": "fearsome-floors", "config": {"players": 2}, "seed": 4}, timeout=10)
        assert r.status_code == 201, r.text
        t1, invites = r.json()["id"], r.json()["invites"]
        r = httpx.post(f"{a}/api/tables", json={
            "game": "fearsome-floors", "config": {"players": 2}, "seed": 8,
            "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}]}, timeout=10)
        assert r.status_code == 201, r.text
        t2, token2 = r.json()["id"], r.json()["invites"][0]["token"]
        p0 = Client(stack, a, t1, invites[0]["token"], OUTAGE_ERRORS)
        p1 = Client(stack, b, t1, invites[1]["token"], OUTAGE_ERRORS)
        solo = Client(stack, b, t2, token2, OUTAGE_ERRORS)
        people = [p0, p1, solo]
        play(people, [], until=30, acks=6)
        answered(people)  # every action sent so far
        deadline = time.monotonic() + 10
        while not (offered(p0) or offered(p1)):  # t1's next move has reached its player
            assert time.monotonic() < deadline, "nobody at t1 is offered a move"
            for c in (p0, p1):
                c.pump(act=False, timeout=0.05)

        local_pg.stop("fast")
        acked = [c.acked for c in people]
        errors = [len(c.errors) for c in people]
        try_to_act(people, 1.5)
        assert [c.acked for c in people] == acked, "an action was acknowledged while " \
            "the database was away"
        tried = [c.errors[n:] for c, n in zip(people, errors, strict=True)]
        assert tried[0] or tried[1], "no action was answered"  # one of them is to move
        for e in [e for t in tried for e in t]:  # (at t2, the AI seat may be)
            assert e["code"] in ("storage", "unavailable"), e
            assert "try again" in e["message"], e
        for base in (a, b):
            for method, path, body in (("GET", "/api/tables", None),
                                       ("POST", "/api/tables",
                                        {"game": "fearsome-floors"})):
                r = httpx.request(method, f"{base}{path}", json=body, timeout=10)
                assert r.status_code == 503, (method, path, r.status_code, r.text)
                assert "database" in r.json()["detail"], r.text
                assert r.headers["retry-after"].isdigit()
        frame, code, reason = hello_refused(a, t1, invites[1]["token"])
        assert frame["type"] == "error" and frame["code"] == "unavailable", frame
        assert code == 1013 and reason, (code, reason)

        local_pg.start()
        before = [len(p.acks) for p in people]
        ai_before = ai_moves(b, t2)
        deadline = time.monotonic() + 40  # the pools reconnect by themselves
        while not (all(len(p.acks) >= n + 3 for p, n in zip(people, before, strict=True))
                   and ai_moves(b, t2, ai_before)):  # t2's AI seat plays again too
            play(people, [], until=deadline - time.monotonic(), acks=1)
        answered(people)
        # the log as stored replays to every acknowledged hash (one per action stored
        # before, during and after the outage) and to what both workers hold now
        check_stored(local_pg.url, t1, sorted(p0.acks + p1.acks), [a, b])
        record = check_stored(local_pg.url, t2, solo.acks, [a, b])
        assert sum(actor == 1 for actor, _ in record.actions) > ai_before
    assert server_log.tracebacks == []  # what went wrong is logged in one line each
    assert not [r for r in server_log.records if "Exception in ASGI" in r]
