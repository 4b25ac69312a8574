"""Two servers on one PostgreSQL database accepting an act for the same table at once:
the database lets one commit the action index, the other takes the winner's action in
and answers ``stale`` with the current state (no Redis needed for this)."""

from __future__ import annotations

import warnings
from pathlib import Path

from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, live
from tests.server.redis_server import RedisServer

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient


def test_the_database_decides_between_two_writers(tmp_path: Path, pg_url: str) -> None:
    settings = ServerSettings(db_url=pg_url, data_dir=tmp_path, allow_client_seed=True)
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        table = create(a, "fearsome-floors", config={"players": 2}, seed=4,
                       hands=[[0, 1]])
        tid, token = table["id"], table["invites"][0]["token"]
        with a.websocket_connect(f"/ws/tables/{tid}") as wa, \
                b.websocket_connect(f"/ws/tables/{tid}") as wb:
            pa, pb = Player(wa), Player(wb)
            pa.hello(token)
            pb.hello(token)
            sa, sb = pa.my_turn(), pb.my_turn()
            assert sa["version"] == sb["version"]
            option = sa["pending"]["options"][0]["id"]
            pa.act(option)  # a commits action 0 ...
            reply = pb.act(option, check=False)  # ... b, not told, tries the same index
            assert reply["type"] == "error" and reply["code"] == "stale", reply
            fresh = pb.wait(lambda m: m["type"] == "state", what="the whole state")
            ta, tb = live(a, tid), live(b, tid)
            assert len(tb.actions) == len(ta.actions) >= 1  # b took a's action in
            assert tb.state_hash == ta.state_hash
            assert fresh["version"] == tb.versions[(0, 1)]
            before = len(tb.actions)
            pb.my_turn()
            assert pb.state is not None
            again = pb.act(pb.state["pending"]["options"][0]["id"])  # now b can act
            assert again["action"] > before


def test_an_act_naming_a_newer_version_makes_the_worker_catch_up(
        tmp_path: Path, pg_url: str, redis_server: RedisServer) -> None:
    """A client that saw a version this worker has not got yet (its news lost, its timer
    far off) makes the worker read the log first, so the act is judged on the truth."""
    alone = ServerSettings(db_url=pg_url, data_dir=tmp_path, allow_client_seed=True)
    behind = ServerSettings(db_url=pg_url, data_dir=tmp_path, allow_client_seed=True,
                            redis_url=redis_server.url, poll_every=600.0,
                            worker_id="behind")
    with TestClient(create_app(alone)) as a, TestClient(create_app(behind)) as b:
        table = create(a, "fearsome-floors", config={"players": 2}, seed=4,
                       hands=[[0, 1]])
        tid, token = table["id"], table["invites"][0]["token"]
        with a.websocket_connect(f"/ws/tables/{tid}") as wa, \
                b.websocket_connect(f"/ws/tables/{tid}") as wb:
            pa, pb = Player(wa), Player(wb)
            pa.hello(token)
            pb.hello(token)
            pa.my_turn()
            pb.my_turn()
            assert pa.state is not None
            pa.act(pa.state["pending"]["options"][0]["id"])  # a moves on; b hears nothing
            now = pa.my_turn()
            assert len(live(b, tid).actions) < len(live(a, tid).actions)
            reply = pb.act(now["pending"]["options"][0]["id"], seat=now["pending"]["yours"][0],
                           expect=now["version"], check=False)
            assert reply["type"] == "ack", reply  # b caught up before judging it
            assert len(live(b, tid).actions) >= reply["action"]
