"""Reconnecting, restarting on the same database, schema and migrations, tampered logs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, select, text, update
from starlette.testclient import TestClient

from eerie.core.decision import CHANCE
from eerie.server.app import create_app
from eerie.server.db import alembic_config, create_engine, migrate
from eerie.server.live import SPECTATORS
from eerie.server.schema import game_tables, metadata, table_actions
from eerie.server.settings import ServerSettings
from eerie.server.store import as_utc
from tests.server.helpers import Player, create, first_option, live, settle


def _play(client: TestClient, tid: str, token: str, actions: int,
          prefer: tuple[str, ...] = ()) -> None:
    """Play the token's seats (first options) until the table holds ``actions`` actions."""
    table = live(client, tid)
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        p = Player(w)
        p.hello(token)
        while len(table.actions) < actions:
            settle(client, tid)
            if table.finished:
                break
            p.act(first_option(p.my_turn(), prefer))


def test_reconnect_from_a_version_loses_and_doubles_nothing(client: TestClient) -> None:
    data = create(client, "fearsome-floors", config={"players": 2}, seed=8, hands=[[0, 1]])
    tid = data["id"]
    token = data["invites"][0]["token"]
    table = live(client, tid)
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        first = Player(w)
        first.hello(token)
        for _ in range(10):
            first.act(first_option(first.my_turn()))
        settle(client, tid)
        first.drain()
        seen = first.events[-1]["n"]
        assert seen == len(first.events)
    # the game goes on while the first connection is away
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        other = Player(w)
        other.hello(token, events_seen=seen)
        for _ in range(10):
            other.act(first_option(other.my_turn()))
        settle(client, tid)
        other.drain()
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        again = Player(w)
        welcome = again.hello(token, events_seen=seen)
        assert welcome["events"] == len(table.streams[(0, 1)])
        again.drain()
        assert again.events == other.events  # exactly the events after `seen`
        assert [e["n"] for e in again.events] == list(range(seen + 1, welcome["events"] + 1))
    with client.websocket_connect(f"/ws/tables/{tid}") as w:
        fresh = Player(w)
        fresh.hello(token)
        fresh.drain()
        assert fresh.events == first.events + again.events  # nothing lost, nothing twice
        assert fresh.state is not None and again.state is not None
        assert fresh.state == again.state


def _snapshot(client: TestClient, tid: str) -> dict[str, Any]:
    t = live(client, tid)
    return {"hash": t.state_hash, "actions": list(t.actions), "versions": dict(t.versions),
            "events": [(e.seq, e.audience, e.payload) for e in t.events],
            "streams": {k: list(v) for k, v in t.streams.items()},
            "state": {k: t.state_message(k) for k in t.audiences}, "status": t.status()}


def test_restart_rebuilds_identical_tables(settings: ServerSettings) -> None:
    with TestClient(create_app(settings)) as c:
        ff = create(c, "fearsome-floors", config={"players": 3}, seed=4, hands=[[0, 2]],
                    seats=[{"kind": "human"}, {"kind": "ai", "level": "heuristic"},
                           {"kind": "human"}])
        wm = create(c, "whitehall-mystery", seed=9, hands=[[1, 2, 3]],
                    seats=[{"kind": "ai", "level": "heuristic"}, {"kind": "human"},
                           {"kind": "human"}, {"kind": "human"}])
        _play(c, ff["id"], ff["invites"][0]["token"], 25)
        _play(c, wm["id"], wm["invites"][0]["token"], 20, prefer=("stay", "pass"))
        for t in (ff, wm):
            settle(c, t["id"])
        before = {t["id"]: _snapshot(c, t["id"]) for t in (ff, wm)}
        assert any(a == CHANCE for a, _ in before[ff["id"]]["actions"])
    with TestClient(create_app(settings)) as c:
        for tid, snap in before.items():
            assert tid in c.app.state.manager.tables  # type: ignore[attr-defined]
            after = _snapshot(c, tid)
            assert after == snap
        # and play goes on where it stopped
        _play(c, ff["id"], ff["invites"][0]["token"], len(before[ff["id"]]["actions"]) + 3)


def test_tampered_log_marks_the_table_broken(settings: ServerSettings) -> None:
    with TestClient(create_app(settings)) as c:
        data = create(c, "fearsome-floors", config={"players": 2}, seed=1, hands=[[0, 1]])
        _play(c, data["id"], data["invites"][0]["token"], 5)
    engine = create_engine(settings.database_url())
    with engine.begin() as conn:
        conn.execute(update(table_actions).where(table_actions.c.idx == 2)
                     .values(option_id="fly"))
    engine.dispose()
    with TestClient(create_app(settings)) as c:
        info = c.get(f"/api/tables/{data['id']}").json()
        assert info["status"] == "broken"
        assert "action 3" in info["problem"]
        with c.websocket_connect(f"/ws/tables/{data['id']}") as w:
            p = Player(w)
            p.hello(data["invites"][0]["token"])
            state = p.my_turn()
            assert p.act(first_option(state), check=False)["code"] == "broken"


def test_migrations_upgrade_downgrade_and_match_the_schema(db_url: str,
                                                           tmp_path: Path) -> None:
    engine = create_engine(db_url or f"sqlite:///{tmp_path / 'sub' / 'x.sqlite3'}")
    migrate(engine)
    migrate(engine)  # a second upgrade finds nothing to do
    cfg = alembic_config()
    with engine.begin() as conn:  # all the way down and up again
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "base")
        assert set(inspect(conn).get_table_names()) <= {"alembic_version"}
    migrate(engine)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), metadata)
        assert diff == []
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() \
            == "0002"
        if engine.dialect.name == "sqlite":  # durable: WAL and a full sync on commit
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        else:
            assert engine.dialect.name == "postgresql"
    engine.dispose()


def test_migration_0002_dates_the_last_activity_of_existing_tables(
        db_url: str, tmp_path: Path) -> None:
    """Tables stored before expiry existed get ``active_at`` = their last action (or
    ``updated_at`` when that is later: a join) and no creator."""
    engine = create_engine(db_url or f"sqlite:///{tmp_path / 'old.sqlite3'}")
    cfg = alembic_config()
    day = datetime(2026, 3, 1, tzinfo=UTC)
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        for tid, updated, acted in (("played", day, day + timedelta(hours=5)),
                                    ("joined", day + timedelta(hours=9), day),
                                    ("quiet", day, None)):
            conn.execute(text(
                "INSERT INTO game_tables (id, game, config, options, seed, engine_version, "
                "content_version, status, action_count, created_at, updated_at) VALUES "
                "(:id, 'fearsome-floors', '{}', '{}', 1, '1', '1', 'playing', :n, :c, :u)"),
                {"id": tid, "n": 0 if acted is None else 1, "c": day, "u": updated})
            if acted is not None:
                conn.execute(text(
                    "INSERT INTO table_actions (table_id, idx, actor, option_id, created_at) "
                    "VALUES (:id, 0, 0, 'x', :t)"), {"id": tid, "t": acted})
    migrate(engine)
    with engine.connect() as conn:
        rows = {r.id: r for r in conn.execute(select(game_tables))}
    assert {k: as_utc(r.active_at) for k, r in rows.items()} == {
        "played": day + timedelta(hours=5), "joined": day + timedelta(hours=9),
        "quiet": day}
    assert all(r.created_by is None for r in rows.values())
    engine.dispose()


def test_hidden_steps_move_no_version_and_send_nothing(client: TestClient) -> None:
    """Jack picking a special tile changes nothing others may see (the view hides it
    until the move is done), so they are sent nothing and their version stays."""
    data = create(client, "whitehall-mystery", seed=5,
                  seats=[{"kind": "human"}, {"kind": "ai", "level": "basic"},
                         {"kind": "ai", "level": "basic"}, {"kind": "ai", "level": "basic"}])
    tid = data["id"]
    table = live(client, tid)
    with client.websocket_connect(f"/ws/tables/{tid}") as w, \
            client.websocket_connect(f"/ws/tables/{tid}") as ws:
        jack, spectator = Player(w), Player(ws)
        jack.hello(data["invites"][0]["token"])
        spectator.hello()
        tiles = ("carriage", "alley", "boat")
        while True:
            state = jack.my_turn()
            ids = [o["id"] for o in state["pending"]["options"]]
            if any(t in ids for t in tiles):
                break
            jack.act(first_option(state))
        settle(client, tid)
        spectator.drain()
        version, frames = table.versions[SPECTATORS], len(spectator.frames)
        jack.act(first_option(state, prefer=tiles))
        assert table.versions[(0,)] > state["version"]
        spectator.drain()
        assert table.versions[SPECTATORS] == version
        assert len(spectator.frames) == frames + 1  # only the pong


def test_set_up_events_are_stored_sent_first_and_survive_a_restart(
        settings: ServerSettings) -> None:
    """A scenario's prologue is emitted at set-up, before any action: the table stores it,
    every connection receives it first, and a restart rebuilds the same stream."""
    config = {"scenario": "vigil_at_corvin_lodge",
              "investigators": ["ambrose_quill", "declan_ashby"]}
    with TestClient(create_app(settings)) as c:
        data = create(c, "mansions-of-madness", config=config, seed=4, hands=[[0, 1]])
        tid = data["id"]
        with c.websocket_connect(f"/ws/tables/{tid}") as w:
            p = Player(w)
            p.hello(data["invites"][0]["token"])
            p.drain()
        first = p.events
        assert first[0]["kind"] == "mom.say"
        assert first[0]["msg"]["key"] == "mom.ev.prologue" and first[0]["round"] == 1
        assert [e["n"] for e in first] == list(range(1, len(first) + 1))
    with TestClient(create_app(settings)) as c:
        table = live(c, tid)
        assert table.broken is None
        with c.websocket_connect(f"/ws/tables/{tid}") as w:
            spectator = Player(w)
            spectator.hello()
            spectator.drain()
        assert spectator.events == first
