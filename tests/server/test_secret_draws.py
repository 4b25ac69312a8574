"""With a dice seat (the physical box), a secret draw goes to the seat that owns the
secret, never to the seat that types the dice: Mansions' insanity card through the server."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from eerie.core.decision import CHANCE, Pending
from eerie.games.mansions.state import MoMState
from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server.helpers import Player, create, live, settle

CONFIG = {"scenario": "vigil_at_corvin_lodge",
          "investigators": ["ambrose_quill", "declan_ashby"]}
AMBROSE, DECLAN = 0, 1  # Declan's person rolls the dice and draws the public cards


def _successes(option: str) -> int:
    return int(option[len("roll:s"):].split("c")[0])


def _choice(st: MoMState, p: Pending) -> str:
    """Nobody moves and the dice always fail (the first card, event and seed), as in the
    terminal's insanity test: Ambrose goes insane in round 5."""
    ids = p.ids()
    if p.is_chance:
        return min(ids, key=_successes) if ids[0].startswith("roll:") else ids[0]
    if st.stack[-1]["k"] == "test":
        return "clues:0"
    for quiet in ("end_turn", "done"):
        if quiet in ids:
            return quiet
    return ids[0]


def _option_ids(p: Player) -> list[str]:
    """Every option id ever offered to ``p``."""
    out = []
    for text in p.frames:
        frame: dict[str, Any] = json.loads(text)
        if frame["type"] == "state":
            out += [o["id"] for o in frame["pending"].get("options", [])]
    return out


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    """A server on SQLite only: what is tested here does not touch the database."""
    settings = ServerSettings(data_dir=tmp_path, allow_client_seed=True)
    with TestClient(create_app(settings)) as c:
        yield c


def test_the_insanity_card_is_drawn_by_its_owner_not_by_the_dice_seat(
        client: TestClient) -> None:
    data = create(client, "mansions-of-madness", config=CONFIG, seed=5, dice_seat=DECLAN)
    tid = data["id"]
    table = live(client, tid)
    game = table.game
    tokens = {i["seats"][0]: i["token"] for i in data["invites"]}
    with contextlib.ExitStack() as stack:
        players: dict[int, Player] = {}
        for seat, token in sorted(tokens.items()):
            players[seat] = Player(stack.enter_context(
                client.websocket_connect(f"/ws/tables/{tid}")))
            players[seat].hello(token)
        spectator = Player(stack.enter_context(client.websocket_connect(f"/ws/tables/{tid}")))
        spectator.hello()
        for _ in range(2000):
            settle(client, tid)
            if table.state.stack and table.state.stack[-1]["k"] == "insanity":
                break
            p = game.pending(table.state)
            assert not p.is_over, "the game ended before anyone went insane"
            if p.is_chance:
                if p.secret == ():  # a secret nobody may learn: the server draws it
                    continue
                seat, actor = (DECLAN if p.secret is None else p.secret[0]), CHANCE
            else:
                seat = actor = p.actors[0]
            player = players[seat]
            player.my_turn(table.versions[(seat,)])
            player.act(_choice(table.state, p), seat=actor)
        else:
            raise AssertionError("nobody went insane")
        draw = game.pending(table.state)
        assert draw.is_chance and draw.secret == (AMBROSE,)
        assert table.state.stack[-1]["inv"] == "ambrose_quill"
        cards = {o.id for o in draw.options}
        assert cards and all(c.startswith("card:") for c in cards)

        # the owner is offered the draw; the dice seat and spectators only see it pending
        owner = players[AMBROSE].my_turn(table.versions[(AMBROSE,)])
        assert owner["pending"]["yours"] == [CHANCE]
        assert owner["pending"]["secret"] == [AMBROSE]  # a shared device shows it to him
        assert {o["id"] for o in owner["pending"]["options"]} == cards
        for p in (players[DECLAN], spectator):
            p.drain()
            assert p.state is not None
            assert p.state["pending"]["actors"] == [CHANCE]
            assert p.state["pending"]["secret"] == [AMBROSE]  # public: he went insane
            assert "options" not in p.state["pending"] and "yours" not in p.state["pending"]
        refused = players[DECLAN].act(sorted(cards)[0], seat=CHANCE, check=False)
        assert refused["type"] == "error" and refused["code"] == "not_your_seat"
        settle(client, tid)
        assert table.state.stack[-1]["k"] == "insanity"  # nor did the server draw it

        card = sorted(cards)[-1]
        players[AMBROSE].act(card, seat=CHANCE)
        settle(client, tid)
        for p in [*players.values(), spectator]:
            p.drain()

    held = table.state.inv("ambrose_quill").insanity
    assert held is not None and f"card:{held}" == card
    mine = players[AMBROSE]
    assert any(e["kind"] == "mom.insanity" for e in mine.events)
    assert mine.state is not None
    assert mine.state["views"][0]["view"]["insanity_cards"]["ambrose_quill"]["id"] == held
    for p in (players[DECLAN], spectator):
        assert not cards & set(_option_ids(p)), "the dice seat was offered the secret draw"
        assert not any(e["kind"] == "mom.insanity" for e in p.events)
        assert p.state is not None
        view = p.state["views"][0]["view"]
        assert "ambrose_quill" not in view["insanity_cards"]
        assert next(i for i in view["invs"] if i["id"] == "ambrose_quill")["insanity"] is None
