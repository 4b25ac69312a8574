"""A secret chance draw on a shared device: the page hands the device to the draw's owner
(the pass screen) before it shows the draw's options, which list what is left in a secret
deck. Mansions with one device for both investigators and the dice seat on it: the
table is played up to the first insanity card over a plain websocket, then the page
opens on it."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Server
from tests.browser.helpers import options, play_socket, wait_turn

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


def _to_secret_draw(state: dict[str, Any]) -> tuple[int, str] | None:
    """Play every seat of the device (and its dice) until a secret draw is on offer."""
    p = state["pending"]
    if p.get("secret") and -1 in p["yours"]:
        return None
    seat = p["yours"][0]
    return seat, _choice([o["id"] for o in p["options"]], seat == -1)


def test_a_secret_draw_waits_for_its_owner_on_a_shared_device(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "mansions-of-madness", "config": CONFIG, "seats": [{"kind": "human"}] * 2,
        "hands": [[AMBROSE, DECLAN]], "dice_seat": DECLAN, "seed": 5})
    token = table["invites"][0]["token"]
    ws_url = server.url(f"/ws/tables/{table['id']}").replace("http://", "ws://")
    draw = play_socket(ws_url, server.url(""), token, _to_secret_draw)
    assert draw["outcome"] is None, "the game ended before anyone went insane"
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
