"""A secret chance draw on a shared device: the page hands the device to the draw's owner
(the pass screen) before it shows the draw's options, which list what is left in a secret
deck. Mansions with one device for both investigators and the dice seat on it: the
table is played up to the first insanity card over a plain websocket, then the page
opens on it."""

from __future__ import annotations

import json
from typing import Any

from websockets.sync.client import connect
from websockets.typing import Origin

from eerie.testing.frames import follow
from tests.browser.conftest import Server
from tests.browser.helpers import options, wait_turn

CONFIG = {"scenario": "vigil_at_corvin_lodge",
          "investigators": ["ambrose_quill", "declan_ashby"]}
AMBROSE, DECLAN = 0, 1
NAMES = {AMBROSE: "Ambrose", DECLAN: "Declan"}


def _choice(ids: list[str], chance: bool) -> str:
    """Nobody moves and the dice always fail (the first card, event and seed): someone
    goes insane in a few rounds (as in tests/server/test_secret_draws.py)."""
    if chance:
        if ids[0].startswith("roll:"):
            return min(ids, key=lambda i: int(i[len("roll:s"):].split("c")[0]))
        return ids[0]
    for quiet in ("clues:0", "end_turn", "done"):
        if quiet in ids:
            return quiet
    return ids[0]


def _play_to_secret_draw(server: Server, table_id: str, token: str) -> dict[str, Any]:
    """Play every seat of the device (and its dice) until a secret draw is on offer."""
    url = server.url(f"/ws/tables/{table_id}").replace("http://", "ws://")
    with connect(url, origin=Origin(server.url(""))) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        state: dict[str, Any] | None = None
        floor = 0
        for _ in range(20_000):
            frame = json.loads(ws.recv(timeout=20))
            if frame["type"] == "ack":
                floor = max(floor, frame["version"])
            if frame["type"] not in ("state", "delta"):
                continue
            state = follow(state, frame) or frame
            p = state["pending"]
            if state["version"] < floor or not p.get("options"):
                continue
            assert state["outcome"] is None, "the game ended before anyone went insane"
            if p.get("secret") and -1 in p["yours"]:
                return state
            seat = p["yours"][0]
            ids = [o["id"] for o in p["options"]]
            ws.send(json.dumps({"type": "act", "seat": seat, "option": _choice(ids, seat == -1),
                                "expect_version": state["version"]}))
            floor = state["version"] + 1
    raise AssertionError("no secret draw came")


def test_a_secret_draw_waits_for_its_owner_on_a_shared_device(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "mansions-of-madness", "config": CONFIG, "seats": [{"kind": "human"}] * 2,
        "hands": [[AMBROSE, DECLAN]], "dice_seat": DECLAN, "seed": 5})
    token = table["invites"][0]["token"]
    draw = _play_to_secret_draw(server, table["id"], token)
    owner = draw["pending"]["secret"][0]
    cards = {o["id"] for o in draw["pending"]["options"]}
    assert owner in (AMBROSE, DECLAN) and all(c.startswith("card:") for c in cards)

    page = new_context().new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    # the device shows nothing, and none of the cards, before the owner takes it
    assert wait_turn(page, ("pass",)) == "pass"
    assert page.evaluate("document.body.dataset.passFor") == str(owner)
    assert NAMES[owner] in (page.text_content("#pass-title") or "")
    assert options(page) == [] and page.locator("#board *, #info *, #log li").count() == 0
    page.click("#pass-ok")
    assert wait_turn(page) == "mine"
    assert page.evaluate("document.body.dataset.seat") == str(owner)
    assert set(options(page)) == cards
    # the owner draws; the device goes on to whoever decides next
    page.click("#options button.option")
    page.wait_for_function("(v) => document.body.dataset.version !== v",
                           arg=str(draw["version"]))
    wait_turn(page, ("mine", "pass", "wait"))
    assert not cards & set(options(page)), "the draw is offered again"
