"""Whitehall's end of game in the browser: Jack's path of every round on the map, round
by round; the log by round; the shared pan and zoom frame (keys, drag) with labels
readable at every zoom. The table (one device for all four seats) is played to its end
over a plain websocket, then the page opens on the finished game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from eerie.games.whitehall_mystery.map import load_map
from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, play_socket, screenshot, wait_turn
from tests.browser.test_whitehall import _next_step, _scene_choice

MAP = load_map("gaslight")


def _jack_runs(state: dict[str, Any]) -> tuple[int, str]:
    """Jack heads for his crime scenes; the investigators stay and pass (he reaches
    them all: four rounds)."""
    p = state["pending"]
    seat = p["yours"][0]
    ids = [o["id"] for o in p["options"]]
    if seat != 0:
        return seat, next((i for i in ("stay", "pass") if i in ids), ids[0])
    view = next(v["view"] for v in state["views"] if v["seat"] == 0)
    if ids[0].startswith("scene:"):
        return 0, f"scene:{_scene_choice(MAP, ids)}"
    if ids[0].startswith("start:"):
        return 0, ids[0]
    jack = view["jack"]
    targets = set(jack["scenes"]) - set(view["reached"])
    step = _next_step(MAP, jack["at"], targets, set(view["police"]))
    choice = f"to:{step}"
    return 0, choice if choice in ids else next(i for i in ids if i.startswith("to:"))


@pytest.fixture(scope="module")
def finished(server: Server) -> tuple[dict[str, Any], dict[str, Any]]:
    """A finished hot-seat table and its last state."""
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] * 4, "hands": [[0, 1, 2, 3]], "seed": 5})
    ws_url = server.url(f"/ws/tables/{table['id']}").replace("http://", "ws://")
    last = play_socket(ws_url, server.url(""), table["invites"][0]["token"], _jack_runs)
    assert last["outcome"] is not None
    return table, last


PRESSED = ("[...document.querySelectorAll('.wm-reveal button[aria-pressed=true]')]"
           ".map(b => b.dataset.round)")
DRAWN = ("[...document.querySelectorAll('#board g.round-path:not(.faint)')]"
         ".map(g => Number(g.dataset.round))")


def test_the_reveal_shows_every_rounds_path(
        finished: tuple[dict[str, Any], dict[str, Any]], server: Server, new_context: Any,
        shots: Path, axe_js: Path) -> None:
    table, last = finished
    paths = last["views"][0]["view"]["jack"]["paths"]
    rounds = [i + 1 for i, p in enumerate(paths) if len(p) > 1]
    assert len(rounds) >= 3, paths
    page = new_context().new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, ("over",)) == "over"
    page.wait_for_selector(".wm-reveal button")
    # every round at once, each in its own style and with its number on the map
    assert page.evaluate(PRESSED) == ["0"]
    assert sorted(page.evaluate(DRAWN)) == rounds
    badges = page.eval_on_selector_all("#board g.round-badge", "gs => gs.map(g => g.textContent)")
    assert sorted(badges) == [str(r) for r in rounds]
    styles = page.eval_on_selector_all(
        "#board g.round-path polyline:last-of-type",
        "ls => ls.map(l => [l.getAttribute('stroke'), l.getAttribute('stroke-dasharray')].join())")
    assert len(set(styles)) == len(styles), "two rounds look alike"
    # every round's path stands on Jack's sheet too
    sheet = page.text_content(".jack-sheet") or ""
    for p in paths:
        assert " → ".join(map(str, p)) in sheet
    assert_accessible(page, axe_js, "Whitehall's reveal")
    screenshot(page, shots, "whitehall-reveal")
    # one round at a time: the others stay faint
    page.click(".wm-reveal button[data-round='1']")
    assert page.evaluate(PRESSED) == ["1"] and page.evaluate(DRAWN) == [1]
    assert page.locator("#board g.round-path.faint").count() == len(rounds) - 1
    # the next button steps on by keyboard, keeping the focus, and comes back to all
    page.focus(".wm-reveal .round-next")
    for r in [*rounds[1:], 0]:
        page.keyboard.press("Enter")
        assert page.evaluate(PRESSED) == [str(r)]
        assert page.evaluate("document.activeElement.classList.contains('round-next')")
    page.focus(".wm-reveal .round-prev")  # from every round back to the last one
    page.keyboard.press("Enter")
    assert page.evaluate(PRESSED) == [str(rounds[-1])]
    page.click(".wm-reveal button[data-round='0']")


IN_VIEW = """() => {
  const box = document.querySelector('#board .pz-scroll').getBoundingClientRect();
  return [...document.querySelectorAll('#board g.round-path polyline')].every((l) => {
    const r = l.getBoundingClientRect();
    return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
  });
}"""


@pytest.mark.parametrize(("lang", "width", "height"), [
    ("ko", 1280, 860), ("en", 390, 844), ("ko", 390, 844)])
def test_the_reveal_in_korean_and_on_phones(
        finished: tuple[dict[str, Any], dict[str, Any]], server: Server, new_context: Any,
        shots: Path, axe_js: Path, lang: str, width: int, height: int) -> None:
    table, _ = finished
    phone = width < 600
    page = new_context(lang=lang, width=width, height=height, mobile=phone).new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, ("over",)) == "over"
    page.wait_for_selector(".wm-reveal button")
    if lang == "ko":
        assert page.text_content(".wm-reveal button[data-round='0']") == "모든 라운드"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # the map scrolled to Jack's paths (a phone starts zoomed in): all of them in view
    assert page.evaluate(IN_VIEW), "Jack's paths are not all in view"
    assert_accessible(page, axe_js, f"Whitehall's reveal ({lang}, {width} px)")
    name = "whitehall-reveal" + ("-ko" if lang == "ko" else "") + ("-phone" if phone else "")
    screenshot(page, shots, name)


def test_the_log_by_round(
        finished: tuple[dict[str, Any], dict[str, Any]], server: Server,
        new_context: Any) -> None:
    table, _ = finished
    page = new_context().new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, ("over",)) == "over"
    page.wait_for_selector("#log details.round")
    opened = "[...document.querySelectorAll('#log details.round')].map(d => d.open)"
    groups = page.evaluate(opened)
    assert len(groups) >= 3 and groups == [False] * (len(groups) - 1) + [True]
    counts = page.eval_on_selector_all("#log summary .round-count",
                                       "ss => ss.map(s => s.textContent)")
    assert all(c.endswith(" lines") or c == "one line" for c in counts), counts
    # by keyboard: the first round's summary opens with Enter, and stays open when the
    # log is built again (another language)
    page.focus("#log details.round:first-child > summary")
    page.keyboard.press("Enter")
    assert page.evaluate(opened)[0] is True
    page.select_option("#lang", "ko")
    page.wait_for_function("() => document.documentElement.lang === 'ko'")
    again = page.evaluate(opened)
    assert again[0] is True and again[-1] is True and not any(again[1:-1])
    page.focus("#log details.round:last-child > summary")
    page.keyboard.press(" ")
    assert page.evaluate(opened)[-1] is False


ZOOM = "() => Number(document.querySelector('#board .pz').dataset.zoom)"
LABELS = """(sel) => [...document.querySelectorAll(sel)]
  .filter((t) => getComputedStyle(t).display !== 'none')
  .map((t) => t.getBoundingClientRect().height)"""


def test_the_board_pans_and_zooms_by_keys_and_drag_with_readable_labels(
        finished: tuple[dict[str, Any], dict[str, Any]], server: Server,
        new_context: Any) -> None:
    table, _ = finished
    page = new_context().new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, ("over",)) == "over"
    page.wait_for_selector("#board .pz-scroll")
    assert page.evaluate(ZOOM) == 1
    # far: circle numbers readable, intersection names hidden
    assert page.evaluate("document.querySelector('#board svg.wm-board').dataset.detail") == "far"
    heights = page.evaluate(LABELS, "#board .circle-label")
    assert len(heights) > 100 and min(heights) >= 8, min(heights)
    assert page.evaluate(LABELS, "#board .inter-label") == []
    page.focus("#board .pz-scroll")
    for _ in range(4):
        page.keyboard.press("+")
    assert page.evaluate(ZOOM) == pytest.approx(1.25 ** 4, abs=0.01)
    assert page.evaluate("document.querySelector('#board svg.wm-board').dataset.detail") == "near"
    # near: intersection names show at a steady size on screen, the numbers too
    names = page.evaluate(LABELS, "#board .inter-label")
    assert len(names) > 100 and min(names) >= 8 and max(names) <= 16, (min(names), max(names))
    assert min(page.evaluate(LABELS, "#board .circle-label")) >= 8
    scroll = ("() => [document.querySelector('#board .pz-scroll').scrollLeft,"
              " document.querySelector('#board .pz-scroll').scrollTop]")
    x0, y0 = page.evaluate(scroll)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(f"() => ({scroll})()[0] > {x0} && ({scroll})()[1] > {y0}")
    page.keyboard.press("-")
    assert page.evaluate(ZOOM) == pytest.approx(1.25 ** 3, abs=0.01)
    # a mouse drag pans (and clicks nothing)
    box = page.locator("#board .pz-scroll").bounding_box()
    assert box is not None
    x1, y1 = page.evaluate(scroll)
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx - 120, cy - 80, steps=6)
    page.mouse.up()
    x2, y2 = page.evaluate(scroll)
    assert x2 - x1 == pytest.approx(120, abs=3) and y2 - y1 == pytest.approx(80, abs=3)
    # the wheel zooms around the pointer; Home shows the whole board again
    page.mouse.wheel(0, -200)
    page.wait_for_function(f"() => ({ZOOM})() > {1.25 ** 3 + 0.1}")
    page.focus("#board .pz-scroll")
    page.keyboard.press("Home")
    assert page.evaluate(ZOOM) == 1 and page.evaluate(scroll) == [0, 0]
    # a digit is still an option key outside the board (none here: the game is over)
    assert page.evaluate("document.body.dataset.turn") == "over"


def test_reduced_motion_pans_at_once(
        finished: tuple[dict[str, Any], dict[str, Any]], server: Server,
        new_context: Any) -> None:
    table, _ = finished
    ctx = new_context()
    page = ctx.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, ("over",)) == "over"
    page.wait_for_selector("#board .pz-scroll")
    page.focus("#board .pz-scroll")
    page.keyboard.press("+")
    page.keyboard.press("+")
    page.keyboard.press("ArrowRight")
    # no smooth scrolling: the step is done as the key is handled
    assert page.evaluate("document.querySelector('#board .pz-scroll').scrollLeft") > 0
