"""Random malformed frames on a live table socket: each gets a clear error frame, the
socket stays open, and the table does not move (its versions, actions and state hash)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from random import Random

import pytest
from starlette.testclient import TestClient

from eerie.server.app import create_app
from eerie.server.protocol import ProtocolError, parse_client
from eerie.server.settings import ServerSettings
from fuzz.mutate import EDGE_VALUES, mutate_json
from tests.server.helpers import Player, create, live, settle

FRAMES = 150
CODES = {"bad_message", "illegal", "not_your_seat", "stale"}
"""The refusals a frame that is no legal action of this hand may get."""


@pytest.fixture
def roomy(tmp_path: Path) -> Iterator[TestClient]:
    """A server on SQLite whose message rate lets a test send a burst of frames."""
    settings = ServerSettings(db_url="", data_dir=tmp_path, allow_client_seed=True,
                              rate_per_second=10_000, rate_burst=10_000)
    with TestClient(create_app(settings)) as c:
        yield c


def malformed_frames(rng: Random, count: int, legal: set[str]) -> list[str]:
    """``count`` frames, none a legal action: valid messages with one node changed
    (kept only if the parser refuses them, or an ``act`` of no legal option), plain
    garbage and JSON of the wrong shape."""
    base: list[object] = [
        {"type": "act", "seat": 0, "option": "x", "expect_version": 0, "id": 1},
        {"type": "hello", "token": "t", "events_seen": 0}, {"type": "ping", "id": "p"},
        {"type": "sync"}, {"type": "act", "seat": 1, "option": "to:41", "id": "a"}]
    out: list[str] = []
    while len(out) < count:
        kind = rng.randrange(4)
        if kind == 0:
            text = json.dumps(mutate_json(rng.choice(base), rng))
        elif kind == 1:
            text = "".join(chr(rng.choice((rng.randrange(32, 127), rng.randrange(0x110000))))
                           for _ in range(rng.randrange(1, 40)))
        elif kind == 2:
            text = json.dumps(rng.choice(EDGE_VALUES))
        else:
            text = '{"type": "act", "seat": ' + "9" * rng.choice((4301, 5000)) + "}"
        text = text.encode("utf-8", "replace").decode("utf-8", "replace")
        try:
            msg = parse_client(text)
        except ProtocolError:
            out.append(text)
            continue
        if getattr(msg, "option", None) not in legal and type(msg).__name__ == "Act":
            out.append(text)
        elif type(msg).__name__ == "Hello":
            out.append(text)  # a second hello: bad_message
    return out


def test_random_malformed_frames_get_clear_errors_and_never_move_the_table(
        roomy: TestClient) -> None:
    data = create(roomy, "fearsome-floors", config={"players": 2}, seed=5, hands=[[0, 1]])
    tid, token = data["id"], data["invites"][0]["token"]
    with roomy.websocket_connect(f"/ws/tables/{tid}") as ws:
        p = Player(ws)
        p.hello(token)
        p.my_turn()
        settle(roomy, tid)
        table = live(roomy, tid)
        before = (dict(table.versions), len(table.actions), table.state_hash)
        legal = {o.id for o in table.game.pending(table.state).options}
        frames = malformed_frames(Random(16), FRAMES, legal)
        codes: dict[str, int] = {}
        for text in frames:
            ws.send_text(text)
            reply = p.wait(lambda m: m["type"] in ("error", "ack", "pong"),
                           what=f"the answer to {text[:80]!r}")
            assert reply["type"] == "error", (text[:200], reply)
            assert reply["code"] in CODES, (text[:200], reply)
            assert isinstance(reply["message"], str) and reply["message"]
            codes[reply["code"]] = codes.get(reply["code"], 0) + 1
        p.drain()  # the socket is still open and answers
        assert (dict(table.versions), len(table.actions), table.state_hash) == before
    assert codes.get("bad_message", 0) > FRAMES // 2, codes
