"""Whitehall Mystery: Jack's secrets never reach an investigator's or a spectator's socket;
events are filtered by their audience on the server."""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from eerie.games.whitehall_mystery.state import JACK
from eerie.server.live import LiveTable
from tests.server.helpers import Player, create, first_option, live, settle

ACTIONS = 30

SECRET_WORDS = (
    '"jack":',            # Jack's sheet in a view (scenes, paths, where he is)
    '"secret":',          # the encoded state's secret part
    '"scenes":',
    '"paths":',
    '"path":',
    "jack_moved_private",  # the event only Jack may see
    '"scene:',            # Jack's options: choosing a crime scene ...
    '"start:',            # ... the first scene ...
    '"via:',              # ... a carriage's first step
    "state_hash",         # a hash of the full state would let people test guesses
)


def _disclosed(text: str) -> str:
    """What a frame tells: its text; for a ``delta``, the names along its paths (as
    ``"name":``) and its values, without the patch's own words (``op``, ``path``)."""
    frame = json.loads(text)
    if frame["type"] != "delta":
        return text
    parts = []
    for op in frame["patch"]:
        parts += [f'"{name}":' for name in op["path"].split("/")[1:]]
        parts.append(json.dumps(op.get("value"), ensure_ascii=False, separators=(",", ":")))
    return " ".join(parts)


def _walk(value: Any) -> list[list[int]]:
    """Every list of whole numbers nested in ``value``."""
    found: list[list[int]] = []
    if isinstance(value, list):
        if value and all(isinstance(x, int) and not isinstance(x, bool) for x in value):
            found.append(value)
        for x in value:
            found += _walk(x)
    elif isinstance(value, dict):
        for x in value.values():
            found += _walk(x)
    return found


def test_investigators_and_spectators_never_see_jacks_secrets(client: TestClient) -> None:
    data = create(client, "whitehall-mystery", seed=2024,
                  seats=[{"kind": "ai", "level": "heuristic"}, {"kind": "human"},
                         {"kind": "human"}, {"kind": "human"}])
    tid = data["id"]
    tokens = {i["seats"][0]: i["token"] for i in data["invites"]}
    assert sorted(tokens) == [1, 2, 3]
    table = live(client, tid)
    with client.websocket_connect(f"/ws/tables/{tid}") as w1, \
            client.websocket_connect(f"/ws/tables/{tid}") as w2, \
            client.websocket_connect(f"/ws/tables/{tid}") as w3, \
            client.websocket_connect(f"/ws/tables/{tid}") as ws:
        players = {1: Player(w1), 2: Player(w2), 3: Player(w3)}
        spectator = Player(ws)
        for seat, p in players.items():
            assert p.hello(tokens[seat])["seats"] == [seat]
        spectator.hello()
        while len(table.actions) < ACTIONS:
            settle(client, tid)
            pending = table.game.pending(table.state)
            assert not pending.is_over, "the game ended early: pick another seed"
            seat = pending.actors[0]
            assert seat != JACK  # the AI has played Jack's part
            p = players[seat]
            state = p.my_turn(table.versions[(seat,)])
            p.act(first_option(state, prefer=("stay", "pass", "stop")))
        settle(client, tid)
        everyone = [*players.values(), spectator]
        for p in everyone:
            p.drain()

    secret = table.game.encode(table.state)["secret"]
    assert len(secret["scenes"]) == 4 and len(secret["paths"][-1]) >= 2
    assert sum(1 for a, _ in table.actions if a == JACK) >= 8
    jack_events = [e for e in table.events if e.audience == [JACK]]
    assert jack_events, "Jack moved, so there were events only he may see"
    for p in everyone:
        assert len(p.frames) > 10
        for frame in p.frames:
            told = _disclosed(frame)
            for word in SECRET_WORDS:
                assert word not in told, f"{word} leaked: {frame[:200]}"
            for view_list in _walk(json.loads(frame)):
                assert view_list != secret["scenes"]
                assert view_list != secret["paths"][-1]
        # Jack's options never reach anyone else, not even as a count
        assert p.deltas, "after the first state, changes come as deltas"
        for st in p.states:
            if st["pending"]["actors"] == [JACK]:
                assert set(st["pending"]) == {"actors", "prompt"}
        # event numbers count only the events this socket may see: no gaps to hint at more
        assert [e["n"] for e in p.events] == list(range(1, len(p.events) + 1))
    # an investigator's stream is exactly the public stream (they hold no private events)
    assert players[1].events == spectator.events
    # but the same server does tell Jack: his own view holds the sheet
    jack_view = table.game.view(table.state, JACK)
    assert jack_view["jack"]["paths"] == secret["paths"]
    # the lobby says nothing either
    for url in ("/api/tables", f"/api/tables/{tid}"):
        text = client.get(url).text
        assert not any(w in text for w in SECRET_WORDS)
        assert not re.search(r'"seed"|token', text)


def _expected(table: LiveTable, key: tuple[int, ...]) -> list[dict[str, Any]]:
    """What ``key`` may be sent: the events whose audience is everyone or holds one of its
    seats, in order, numbered 1, 2, 3 ..., a private one naming the seats of ``key`` it is
    for."""
    out = []
    for e in table.events:
        if e.audience is None:
            out.append({"n": len(out) + 1, **e.payload})
        elif set(e.audience) & set(key):
            out.append({"n": len(out) + 1, **e.payload,
                        "audience": sorted(set(e.audience) & set(key))})
    return out


@pytest.mark.parametrize("hands", [[[0], [1, 2, 3]], [[0, 1, 2, 3]]],
                         ids=["jack-and-police", "hot-seat"])
def test_frames_carry_only_events_whose_audience_admits_the_seat(
        client: TestClient, hands: list[list[int]]) -> None:
    """The server filters events by their audience: every event frame of a connection
    holds only events its seats may see (Jack's private moves reach Jack's socket, never
    the investigators' or a spectator's), and a private event names only its own seats."""
    data = create(client, "whitehall-mystery", seed=31, hands=hands)
    tid = data["id"]
    table = live(client, tid)
    keys = [tuple(i["seats"]) for i in data["invites"]]
    with contextlib.ExitStack() as stack:
        players: dict[tuple[int, ...], Player] = {}
        for invite in data["invites"]:
            p = Player(stack.enter_context(client.websocket_connect(f"/ws/tables/{tid}")))
            p.hello(invite["token"])
            players[tuple(invite["seats"])] = p
        spectator = Player(stack.enter_context(client.websocket_connect(f"/ws/tables/{tid}")))
        spectator.hello()
        while len(table.actions) < ACTIONS:
            settle(client, tid)
            pending = table.game.pending(table.state)
            assert not pending.is_over, "the game ended early: pick another seed"
            seat = pending.actors[0]
            key = next(k for k in keys if seat in k)
            p = players[key]
            state = p.my_turn(table.versions[key])
            p.act(first_option(state, prefer=("stay", "pass", "stop")), seat=seat)
        settle(client, tid)
        for p in [*players.values(), spectator]:
            p.drain()

    private = [e for e in table.events if e.audience is not None]
    assert private and all(e.audience == [JACK] for e in private), "Jack moved in secret"
    for key, p in [*players.items(), ((), spectator)]:
        frames = [json.loads(f) for f in p.frames]
        sent = [e for f in frames if f["type"] == "events" for e in f["events"]]
        assert not any(isinstance(f.get("events"), list) for f in frames
                       if f["type"] != "events")  # events travel only in events frames
        assert sent == p.events == _expected(table, key)
        for e in sent:  # no event whose audience leaves this connection's seats out
            assert "audience" not in e or (e["audience"] and set(e["audience"]) <= set(key))
        if JACK in key:
            assert any(e.get("audience") == [JACK] for e in sent)
        else:
            assert not any("audience" in e or e["kind"].endswith("_private") for e in sent)
            assert not any('"audience"' in f or "_private" in f for f in p.frames)


def test_lobby_timestamps_move_only_with_what_everyone_may_see(client: TestClient) -> None:
    """Jack's private choices move no public timestamp (a poller of the lobby would
    learn that he moved); a public change moves it in both lobby answers."""
    data = create(client, "whitehall-mystery", seed=5, hands=[[0], [1, 2, 3]])
    tid = data["id"]
    jack_token = next(i["token"] for i in data["invites"] if i["seats"] == [0])
    police_token = next(i["token"] for i in data["invites"] if i["seats"] == [1, 2, 3])
    table = live(client, tid)

    def stamps() -> tuple[str, str]:
        listed = next(t for t in client.get("/api/tables").json()
                      if t["id"] == tid)
        return listed["updated_at"], client.get(f"/api/tables/{tid}").json()["updated_at"]

    with client.websocket_connect(f"/ws/tables/{tid}") as wj, \
            client.websocket_connect(f"/ws/tables/{tid}") as wp:
        jack, police = Player(wj), Player(wp)
        jack.hello(jack_token)
        police.hello(police_token)
        before = stamps()
        assert before[0] == before[1]
        moved = quiet = False
        for _ in range(40):
            pending = table.game.pending(table.state)
            seat = pending.actors[0]
            p = jack if seat == JACK else police
            public_version = table.versions[()]
            state = p.my_turn(table.versions[(0,)] if seat == JACK else
                              table.versions[(1, 2, 3)])
            p.act(first_option(state, prefer=("carriage",)), seat=seat)
            now = stamps()
            if table.versions[()] == public_version and not any(
                    e.audience is None for e in table.events[-3:]
                    if e.action_idx == len(table.actions) - 1):
                assert now == before, "a private step moved the public timestamp"
                quiet = True
            else:
                assert now[0] == now[1] and now[0] > before[0]
                moved = True
                before = now
        assert moved and quiet
