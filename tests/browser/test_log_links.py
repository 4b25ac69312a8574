"""The message log linked to the board: pointing at a log line, or focusing it with the
keyboard, highlights what the line names (Mansions: the investigator, the space, the
explored room, the monster; Whitehall: the intersection, the investigator's token, the
circle; Fearsome Floors: the figure, the squares), and leaving it clears the highlight.
The shell (js/log.js) knows no game: the game's renderer reads the refs from the event's
data and draws the highlight."""

from __future__ import annotations

from typing import Any

from tests.browser.conftest import Server
from tests.browser.helpers import wait_turn
from tests.browser.test_mansions import settle, take_turn

BOXES = """() => [...document.querySelectorAll('#board rect.mom-linked-box')]
  .map((r) => r.dataset.ref)"""
RINGS = """() => [...document.querySelectorAll('#board circle.wm-linked-ring')]
  .map((r) => r.dataset.ref)"""


def test_mansions_log_lines_highlight_what_they_name(server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "mansions-of-madness",
        "config": {"scenario": "vigil_at_corvin_lodge",
                   "investigators": ["ambrose_quill", "declan_ashby"]},
        "seats": [{"kind": "human"}, {"kind": "human"}], "hands": [[0, 1]], "seed": 5})
    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))
    settle(page)
    take_turn(page, "ambrose_quill", ["ent.1"], "tok.study_door")

    # a line is linked when its event names something; only those take the focus
    linked = page.locator("#log li.ev.linked")
    assert linked.count() >= 3
    assert page.locator("#log li.ev:not(.linked)[tabindex]").count() == 0
    move = page.locator("#log li.ev.linked[data-kind='mom.move']").first
    assert move.get_attribute("data-refs") == "investigator:ambrose_quill space:ent.1"
    move.hover()
    assert sorted(page.evaluate(BOXES)) == ["investigator:ambrose_quill", "space:ent.1"]
    # the box lies round the space itself
    fit = page.evaluate("""() => {
      const box = document.querySelector("#board rect.mom-linked-box[data-ref='space:ent.1']")
        .getBBox();
      const sp = document.querySelector("#board rect.mom-space[data-space='ent.1']").getBBox();
      return [box.x <= sp.x, box.y <= sp.y, box.x + box.width >= sp.x + sp.width,
              box.y + box.height >= sp.y + sp.height, box.width - sp.width];
    }""")
    assert fit[:4] == [True, True, True, True] and fit[4] <= 10, fit
    # the explored room's line: the new tile's rooms
    tile = page.locator("#log li.ev.linked[data-kind='mom.tile']").first
    tile.hover()
    assert page.evaluate(BOXES) == ["tile:lodge_study"]
    # pointing elsewhere clears it
    page.hover("#prompt")
    assert page.evaluate(BOXES) == []
    # the keyboard: focus a line, Tab to the next linked one
    move.focus()
    assert sorted(page.evaluate(BOXES)) == ["investigator:ambrose_quill", "space:ent.1"]
    page.keyboard.press("Tab")
    after = page.evaluate("document.activeElement.dataset.refs")
    assert after and sorted(page.evaluate(BOXES)) == sorted(set(after.split(" ")))
    page.evaluate("document.activeElement.blur()")
    assert page.evaluate(BOXES) == []
    assert not errors, errors


def test_whitehall_log_lines_ring_the_places_they_name(server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] + [{"kind": "ai", "level": "random"}] * 3, "seed": 4})
    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))
    wait_turn(page)
    placed = page.locator("#log li.ev.linked[data-kind='wm.police_placed']")
    for _ in range(12):  # Jack's first choices (key 1) until the investigators are placed
        if placed.count():
            break
        version = page.evaluate("document.body.dataset.version")
        page.keyboard.press("1")
        page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
        wait_turn(page)
    assert placed.count() >= 1
    refs = (placed.first.get_attribute("data-refs") or "").split(" ")
    assert refs[0].startswith("police:") and refs[1].startswith("inter:"), refs
    placed.first.hover()
    assert page.evaluate(RINGS) == refs
    # the ring sits on the intersection the line names
    where = page.evaluate("""(at) => {
      const ring = document.querySelector(`#board circle.wm-linked-ring[data-ref='${at}']`);
      return [Number(ring.getAttribute('cx')), Number(ring.getAttribute('cy'))];
    }""", refs[1])
    assert where[0] > 0 and where[1] > 0
    page.hover("#prompt")
    assert page.evaluate(RINGS) == []
    placed.first.focus()
    assert page.evaluate(RINGS) == refs
    assert not errors, errors


def test_fearsome_floors_log_lines_frame_the_squares_they_name(server: Server,
                                                               new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 2},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}], "seed": 3})
    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))
    linked = page.locator("#log details[open] li.ev.linked:not(.minor)")  # the lines shown
    for _ in range(30):  # key 1 until some line names a figure or a square
        if wait_turn(page) != "mine" or linked.count():
            break
        version = page.evaluate("document.body.dataset.version")
        page.keyboard.press("1")
        page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
    assert linked.count() >= 1
    line = linked.last
    refs = (line.get_attribute("data-refs") or "").split(" ")
    line.hover()
    boxes = page.eval_on_selector_all("#board rect.ff-linked-box",
                                      "rs => rs.map((r) => r.dataset.ref)")
    assert boxes and set(boxes) <= set(refs), (boxes, refs)
    page.hover("#prompt")
    assert page.locator("#board rect.ff-linked-box").count() == 0
    assert not errors, errors
