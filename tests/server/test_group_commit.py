"""Group commit (``eerie.server.store_writer``): the actions of many tables in one
transaction, each answered on its own; a failing commit fails its actions clearly, and
nothing of them is stored or taken in (on SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import event
from sqlalchemy.engine import Engine

from eerie.core.record import Record, replay
from eerie.server.db import create_engine, migrate
from eerie.server.settings import ServerSettings
from eerie.server.store import Append, EventRow, SeatRow, Store, StoreConflict, TableRow
from eerie.server.store_writer import GroupWriter
from tests.server.helpers import Player, create, live, run_async
from tests.server.procs import serve
from tests.server.test_kill import _play

STAMP = datetime(2026, 12, 2, 3, 0, tzinfo=UTC)


@pytest.fixture
def store(settings: ServerSettings) -> Iterator[Store]:
    """A migrated, empty database (SQLite file or a PostgreSQL schema)."""
    engine = create_engine(settings.database_url())
    migrate(engine)
    try:
        yield Store(engine)
    finally:
        engine.dispose()


def _tables(store: Store, n: int) -> list[str]:
    ids = [f"t{i:02d}" for i in range(n)]
    for tid in ids:
        store.create(TableRow(id=tid, game="fearsome-floors", config={}, options={},
                              seed=1, engine_version="1", content_version="1",
                              status="playing", action_count=0, created_at=STAMP,
                              updated_at=STAMP), [SeatRow(seat=0, kind="human")], "h0")
    return ids


def _append(tid: str, idx: int, payload: Any = None, seq: int | None = None) -> Append:
    events = [EventRow(seq if seq is not None else idx + 1, idx, None,
                       {"kind": "x", "n": idx} if payload is None else payload)]
    return Append(tid, idx, 0, f"opt{idx}", events, None, "playing", STAMP, STAMP)


def _commits(engine: Engine) -> list[int]:
    """A list that grows by one at every committed transaction of ``engine``."""
    seen: list[int] = []
    event.listen(engine, "commit", lambda _conn: seen.append(1))
    return seen


def test_one_transaction_for_a_batch_of_many_tables(store: Store) -> None:
    ids = _tables(store, 5)
    commits = _commits(store.engine)
    batch = [_append(tid, 0) for tid in ids] + [_append(tid, 1, seq=2) for tid in ids[:2]]
    # the second action of t00 and t01 comes in the same batch, after their first
    # (per table the manager never does this, but the store keeps each table's order)
    assert store.append_many(batch[:5]) == [None] * 5
    assert store.append_many(batch[5:]) == [None, None]
    assert len(commits) == 2
    for tid in ids:
        loaded = store.load(tid)
        assert loaded is not None
        n = 2 if tid in ids[:2] else 1
        assert loaded.row.action_count == n
        assert loaded.actions == [(0, f"opt{i}") for i in range(n)]
        assert [e.seq for e in loaded.events] == list(range(1, n + 1))


def test_a_conflict_fails_only_its_action(store: Store) -> None:
    a, b, c = _tables(store, 3)
    store.append(b, 0, 0, "opt0", [], None, "playing")
    results = store.append_many([_append(a, 0), _append(b, 0), _append(c, 0)])
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], StoreConflict)
    loaded = store.load(b)
    assert loaded is not None and loaded.row.action_count == 1
    assert [e.seq for e in loaded.events] == []  # the refused action wrote nothing


def test_a_bad_action_fails_only_itself(store: Store) -> None:
    a, b, c = _tables(store, 3)
    commits = _commits(store.engine)
    bad = _append(b, 0, payload={"kind": "x", "not json": object()})
    results = store.append_many([_append(a, 0), bad, _append(c, 0)])
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], Exception) and not isinstance(results[1], StoreConflict)
    assert len(commits) == 2  # the batch failed whole; a and c were committed alone
    counts = store.action_counts([a, b, c])
    assert counts == {a: 1, b: 0, c: 1}
    loaded = store.load(b)
    assert loaded is not None and loaded.actions == [] and loaded.events == []


def test_the_writer_groups_concurrent_actions(store: Store) -> None:
    ids = _tables(store, 20)
    commits = _commits(store.engine)

    async def main() -> GroupWriter:
        with ThreadPoolExecutor(1) as pool:
            writer = GroupWriter(store, pool)
            await asyncio.gather(*(writer.append(_append(tid, 0)) for tid in ids))
            # one at a time, every action is a batch of its own (no waiting for company)
            for tid in ids[:3]:
                await writer.append(_append(tid, 1, seq=2))
            await writer.close()
            return writer

    writer = run_async(main())
    assert (writer.batches, writer.actions) == (4, 23)
    assert len(commits) == 4
    assert store.action_counts(ids) == {tid: 2 if tid in ids[:3] else 1 for tid in ids}


def test_the_writer_raises_each_actions_own_problem(store: Store) -> None:
    a, b = _tables(store, 2)

    async def main() -> list[BaseException | None]:
        with ThreadPoolExecutor(1) as pool:
            writer = GroupWriter(store, pool)
            out = await asyncio.gather(writer.append(_append(a, 0)),
                                       writer.append(_append(b, 5)),
                                       return_exceptions=True)
            return list(out)

    ok, conflict = run_async(main())
    assert ok is None and isinstance(conflict, StoreConflict)


def test_a_failing_commit_fails_its_action_clearly(client: Any) -> None:
    """The commit fails (the database refuses it): the actor gets a ``storage`` error,
    no ack; nothing is stored or taken in; the same act then succeeds."""
    table = create(client, "fearsome-floors", config={"players": 2}, seed=3,
                   hands=[[0, 1]])
    tid, token = table["id"], table["invites"][0]["token"]
    engine = client.app.state.manager.store.engine

    def refuse(*_args: Any) -> None:
        raise RuntimeError("disk full")

    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        p = Player(ws)
        p.hello(token)
        state = p.my_turn()
        first = p.act(state["pending"]["options"][0]["id"])
        state = p.my_turn()
        before = (len(live(client, tid).actions), live(client, tid).state_hash,
                  state["version"])
        option = state["pending"]["options"][0]["id"]
        event.listen(engine, "commit", refuse)
        try:
            reply = p.act(option, check=False)
        finally:
            event.remove(engine, "commit", refuse)
        assert reply["type"] == "error" and reply["code"] == "storage", reply
        assert "could not be saved" in reply["message"]
        t = live(client, tid)
        assert (len(t.actions), t.state_hash) == before[:2]
        assert client.get(f"/api/tables/{tid}").json()["actions"] == before[0]
        again = p.act(option, expect=before[2])  # nothing moved: the same act works
        assert again["action"] == first["action"] + 1
    writer = client.app.state.manager.writer  # people's actions go through the group writer
    assert writer.actions >= 3 and writer.batches <= writer.actions


def _play_on(base: str, tid: str, token: str, acks: list[tuple[int, str]]) -> None:
    """Play first options at one table until the connection drops (the kill), putting
    (action number, state hash) of each acknowledgement in ``acks``."""
    with contextlib.suppress(Exception):
        _play(base, tid, token, 10_000, acks)


def test_kill_9_keeps_every_acknowledged_action_of_many_tables(tmp_path: Path,
                                                               db_url: str) -> None:
    """Six tables acting at once (their actions committed in shared batches), the server
    killed with -9 while they still act: each table's record holds all its acknowledged
    actions, in their order, with the acknowledged state hashes."""
    data_dir = tmp_path / "data"
    log = tmp_path / "server.log"
    tables: list[tuple[str, str]] = []
    acked: list[list[tuple[int, str]]] = []
    with serve(data_dir, log, db_url) as (proc, base):
        for i in range(6):
            r = httpx.post(f"{base}/api/tables", json={
                "game": "fearsome-floors", "config": {"players": 2}, "seed": 10 + i,
                "hands": [[0, 1]]}, timeout=10)
            assert r.status_code == 201, r.text
            tables.append((r.json()["id"], r.json()["invites"][0]["token"]))
            acked.append([])
        threads = [threading.Thread(target=_play_on, args=(base, tid, token, acks))
                   for (tid, token), acks in zip(tables, acked, strict=True)]
        for t in threads:
            t.start()
        deadline = time.monotonic() + 60
        while min(len(a) for a in acked) < 6 and time.monotonic() < deadline:
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)  # the tables are still acting
        proc.wait(10)
        for t in threads:
            t.join(15)
    assert min(len(a) for a in acked) >= 6
    with serve(data_dir, log, db_url) as (proc, base):
        for (tid, _), acks in zip(tables, acked, strict=True):
            numbers = [a for a, _ in acks]
            assert numbers == sorted(set(numbers)), numbers  # in order, none twice
            record = Record.from_json(httpx.get(f"{base}/api/tables/{tid}/record",
                                                timeout=10).json())
            assert len(record.actions) >= numbers[-1]
            for action, state_hash in acks:
                game, state = replay(record, upto=action)
                assert game.state_hash(state) == state_hash, (tid, action)
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)
