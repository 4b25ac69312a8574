"""``eerie serve`` as a real process, killed with SIGKILL mid-game and started again:
every acknowledged action is still there, with an identical state hash (on SQLite and
on PostgreSQL)."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect

from eerie.core.record import Record, replay
from eerie.testing.frames import follow
from tests.server.procs import recv as _recv
from tests.server.procs import serve as _server

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs kill -9")


def _play(base: str, tid: str, token: str, acks: int,
          out: list[tuple[int, str]] | None = None) -> list[tuple[int, str]]:
    """Play first options until ``acks`` actions are acknowledged; return (action number,
    state hash) of each acknowledgement (put in ``out`` as they come, if given)."""
    out = [] if out is None else out
    url = base.replace("http://", "ws://") + f"/ws/tables/{tid}"
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        state: dict[str, Any] | None = None
        waiting = False
        min_version = n = 0
        seen: list[str] = []
        while len(out) < acks:
            msg = _recv(ws, f"ack {len(out) + 1} of {acks}" if waiting else
                        "a state offering options", seen)
            if msg["type"] in ("state", "delta"):
                state = follow(state, msg)
            elif msg["type"] == "ack":
                out.append((msg["action"], msg["state_hash"]))
                min_version = msg["version"]
                waiting = False
            elif msg["type"] == "error":
                raise AssertionError(msg)
            if (not waiting and state is not None and "options" in state["pending"]
                    and state["version"] >= min_version):
                n += 1
                option = state["pending"]["options"][0]["id"]
                ws.send(json.dumps({"type": "act", "seat": state["pending"]["yours"][0],
                                    "option": option, "expect_version": state["version"],
                                    "id": n}))
                waiting = True
    return out


def test_kill_9_loses_no_acknowledged_action(tmp_path: Path, db_url: str) -> None:
    data_dir = tmp_path / "data"
    log = tmp_path / "server.log"
    with _server(data_dir, log, db_url) as (proc, base):
        r = httpx.post(f"{base}/api/tables", json={
            "game": "fearsome-floors", "config": {"players": 3}, "seed": 77,
            "hands": [[0, 1, 2]]}, timeout=10)
        assert r.status_code == 201, r.text
        tid, token = r.json()["id"], r.json()["invites"][0]["token"]
        acked = _play(base, tid, token, 25)
        os.kill(proc.pid, signal.SIGKILL)  # right after the last ack, mid-broadcast
        proc.wait(10)
    assert [a for a, _ in acked] == sorted({a for a, _ in acked})
    with _server(data_dir, log, db_url) as (proc, base):
        info = httpx.get(f"{base}/api/tables/{tid}", timeout=10).json()
        assert info["status"] == "playing"
        record = Record.from_json(httpx.get(f"{base}/api/tables/{tid}/record",
                                            timeout=10).json())
        assert len(record.actions) >= acked[-1][0]
        for action, state_hash in acked:
            game, state = replay(record, upto=action)
            assert game.state_hash(state) == state_hash, f"action {action}"
        game, state = replay(record)  # checks the record's hash: the server's current one
        assert info["state_hash"] == record.state_hash
        more = _play(base, tid, token, 3)  # and the game goes on
        assert more[0][0] > acked[-1][0]
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)
