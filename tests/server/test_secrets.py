"""Whitehall Mystery: Jack's secrets never reach an investigator's or a spectator's socket."""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.testclient import TestClient

from eerie.games.whitehall_mystery.state import JACK
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
            for word in SECRET_WORDS:
                assert word not in frame, f"{word} leaked: {frame[:200]}"
            for view_list in _walk(json.loads(frame)):
                assert view_list != secret["scenes"]
                assert view_list != secret["paths"][-1]
        # Jack's options never reach anyone else, not even as a count
        states = [json.loads(f) for f in p.frames if f.startswith('{"type":"state"')]
        for st in states:
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
