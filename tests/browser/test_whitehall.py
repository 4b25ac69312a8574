"""Whitehall Mystery in the browser: Jack and the investigators on two devices, and Jack's
secrets never reaching the investigators' page before the game is over; hot-seat pass
screens on one device."""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path
from typing import Any

from eerie.core.registry import get_game
from eerie.games.whitehall_mystery.map import WhitehallMap, load_map
from tests.browser.conftest import Server
from tests.browser.helpers import (
    click,
    click_option,
    first_turn,
    log_lines,
    options,
    screenshot,
    wait_turn,
)

SECRET_KEYS = ('"jack":', '"scenes":', '"paths":', "jack_moved_private", "Your move")
SECRET_ELEMENTS = ".jack-sheet, .jack-token, .jack-path, .jack-scene"
PAGE_NOW = """(sel) => ({turn: document.body.dataset.turn,
                     text: document.documentElement.textContent,
                     secret: document.querySelectorAll(sel).length})"""


def _scene_choice(m: WhitehallMap, ids: list[str]) -> int:
    """A crime scene about 100 units from the centre: rounds of a few moves each."""
    assert m.quadrant_lines is not None
    qx, qy = m.quadrant_lines

    def off(oid: str) -> float:
        x, y = m.position(int(oid.split(":")[1]))
        return float(abs(((x - qx) ** 2 + (y - qy) ** 2) ** 0.5 - 100))

    return int(min(ids, key=off).split(":")[1])


def _next_step(m: WhitehallMap, at: int, targets: set[int], blockers: set[str]) -> int | None:
    """The first circle of a shortest ordinary walk to the nearest target."""
    prev: dict[int, int] = {at: at}
    queue = deque([at])
    while queue:
        c = queue.popleft()
        if c in targets and c != at:
            while prev[c] != at:
                c = prev[c]
            return c
        for n in m.jack_moves(c, blockers):
            if n not in prev:
                prev[n] = c
                queue.append(n)
    return None


def _jack_secrets(server: Server, table_id: str) -> tuple[list[int], list[list[int]]]:
    """Jack's crime scenes and paths, from the record once the game is over."""
    record = server.get(f"/api/tables/{table_id}/record")
    game = get_game("whitehall-mystery")
    state = game.setup(record["config"])
    for actor, option in record["actions"]:
        game.apply(state, actor, option)
    assert game.outcome(state) is not None
    return list(state.scenes), [list(p) for p in state.paths]


def test_jack_and_the_investigators_on_two_devices(
        server: Server, new_context: Any, shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] * 4, "hands": [[1, 2, 3]], "seed": 5})
    jack_invite, police_invite = table["invites"]
    assert jack_invite["seats"] == [0] and police_invite["seats"] == [1, 2, 3]
    J = new_context().new_page()
    P = new_context().new_page()
    frames: list[str] = []

    def on_socket(ws: Any) -> None:
        ws.on("framereceived", lambda payload: frames.append(
            payload if isinstance(payload, str) else payload.decode("utf-8")))

    P.on("websocket", on_socket)
    errors: list[str] = []
    for page in (J, P):
        page.on("pageerror", lambda e: errors.append(str(e)))
    J.goto(server.url(jack_invite["url"]))
    P.goto(server.url(police_invite["url"]))

    m = load_map("gaslight")
    scenes: list[int] = []
    police: list[str] = []
    jack_at = 0
    path: list[int] = []
    targets: set[int] = set()
    sheet_lines: set[str] = set()
    doms: list[str] = []
    moved_on_map = searched = moving = 0
    shot_jack = shot_police = False

    for _ in range(400):
        page, state = first_turn([J, P], timeout=20)
        if state == "over":
            break
        ids = options(page)
        if page is J:
            kind = ids[0].split(":")[0]
            if kind == "scene":
                circle = _scene_choice(m, ids)
                scenes.append(circle)
                click(J, f"#board g.circle-target[data-circle='{circle}']")
            elif kind == "start":
                jack_at = int(ids[0].split(":")[1])
                path = [jack_at]
                targets = set(scenes) - {jack_at}
                click(J, f"#board g.circle-target[data-circle='{jack_at}']")
            else:
                step = _next_step(m, jack_at, targets, set(police))
                choice = f"to:{step}" if f"to:{step}" in ids else next(
                    i for i in ids if i.startswith("to:"))
                jack_at = int(choice.split(":")[1])
                path.append(jack_at)
                moving = 0
                if len(path) == 3 and not shot_jack:
                    J.hover(f"#options button.option[data-option='{choice}']")
                    screenshot(J, shots, "whitehall-jack", full_page=True)
                    shot_jack = True
                    # the track has as many places as the view says, in one row
                    track = J.locator("#info .wm-track li")
                    assert track.count() == 15
                    tops = {round(b["y"]) for b in (track.nth(i).bounding_box() for i in (0, 14))
                            if b is not None}
                    assert len(tops) == 1, tops
                click(J, f"#board g.circle-target[data-circle='{jack_at}']")
                if jack_at in targets:  # reached at the end of this turn (nobody arrests)
                    targets.discard(jack_at)
                    path = [jack_at]
            wait_turn(J, ("wait", "mine", "over"))
            sheet_lines.update(
                line for line in J.eval_on_selector_all(
                    ".jack-sheet p, .jack-sheet li", "ls => ls.map(l => l.textContent)")
                if "→" in line or "," in line or "Jack is on" in line)
        else:
            if ids[0].startswith("at:"):
                at = ids[0][3:]
                police.append(at)
                click(P, f"#board g.inter-target[data-at='{at}']")
            elif "stay" in ids:
                who, moving = moving % 3, moving + 1  # yellow, blue, red after each Jack move
                near = [i for i in ids if i.startswith("to:")
                        and set(m.circles_at(i[3:])) & set(path)]
                if who == 0 and not moved_on_map and near:
                    # the yellow investigator walks once, by clicking the map, next to Jack's trail
                    police[0] = near[0][3:]
                    moved_on_map += 1
                    click(P, f"#board g.inter-target[data-option='{near[0]}']")
                else:
                    click_option(P, "stay")
            elif "stop" in ids:
                click_option(P, "stop")
            else:
                on_path = [i for i in ids if i.startswith("search:") and int(i[7:]) in path]
                if on_path and not searched:
                    circle = int(on_path[0][7:])
                    click(P, f"#board g.circle-target[data-circle='{circle}']")
                    P.wait_for_selector(".pick-menu")
                    menu = P.eval_on_selector_all(".pick-menu button[data-option]",
                                                  "bs => bs.map(b => b.dataset.option)")
                    assert {"search", "arrest"} <= {o.split(":")[0] for o in menu}
                    if not shot_police:
                        screenshot(P, shots, "whitehall-investigators")
                        shot_police = True
                    click(P, f".pick-menu button[data-option='search:{circle}']")
                    searched += 1
                else:
                    click_option(P, "pass")
        # nothing of Jack's on the investigators' page while the game goes on
        seen = P.evaluate(PAGE_NOW, SECRET_ELEMENTS)
        if seen["turn"] != "over":
            text = seen["text"]
            doms.append(text)
            assert seen["secret"] == 0, "Jack's sheet or token on the investigators' page"
            for line in sheet_lines:
                assert line not in text, f"Jack's sheet line {line!r} on the investigators' page"
            assert seen["turn"] != "pass"
    else:
        raise AssertionError("the game did not end")

    assert wait_turn(P, ("over",)) == "over"
    assert searched == 1 and moved_on_map == 1
    assert page.locator("#outcome").count() == 1
    # every frame before the end is free of Jack's secrets
    end = next(i for i, f in enumerate(frames) if '"wm.over"' in f or '"outcome":{' in f)
    before = "".join(frames[:end])
    for key in SECRET_KEYS:
        assert key not in before, f"{key} reached the investigators before the end"
    scenes_seen, paths = _jack_secrets(server, table["id"])
    assert scenes_seen == scenes
    compact = [json.dumps(p, separators=(",", ":")) for p in paths if len(p) >= 3]
    arrows = [" → ".join(map(str, p[i:i + 2])) for p in paths for i in range(len(p) - 1)]
    assert compact and arrows
    for text in compact:
        assert text not in before, f"Jack's path {text} reached the investigators"
    for dom in doms:
        for text in arrows:
            assert text not in dom, f"Jack's path {text} shown to the investigators"
    assert json.dumps(sorted(scenes), separators=(",", ":")) not in before

    # once it is over everyone sees Jack's sheet
    P.wait_for_selector(".jack-sheet")
    sheet = P.text_content(".jack-sheet") or ""
    assert ", ".join(map(str, scenes)) in sheet
    assert any(" → ".join(map(str, p)) in sheet for p in paths if len(p) > 1)
    assert any("Jack reaches" in line or "arrest" in line or "Jack" in line
               for line in log_lines(P)[-3:])
    screenshot(P, shots, "whitehall-over")
    assert errors == []


def test_hot_seat_passes_the_device_between_jack_and_the_investigators(
        server: Server, new_context: Any, shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] * 4, "hands": [[0, 1, 2, 3]], "seed": 9})
    page = new_context(lang="ko", width=360, height=740, mobile=True).new_page()
    page.goto(server.url(table["invites"][0]["url"]))

    def hidden_while_passing() -> None:
        assert wait_turn(page, ("pass",)) == "pass"
        assert page.locator(SECRET_ELEMENTS).count() == 0
        assert page.locator("#board *").count() == 0 and page.locator("#log li").count() == 0
        assert page.is_visible("#pass-ok")

    # Jack first: nothing is shown before Jack says he holds the device
    hidden_while_passing()
    assert page.evaluate("document.documentElement.lang") == "ko"
    screenshot(page, shots, "whitehall-pass-device")
    page.click("#pass-ok")
    for _ in range(4):
        assert wait_turn(page) == "mine"
        click_option(page, options(page)[0])
    # the yellow investigator: the device changes hands, Jack's sheet goes away
    hidden_while_passing()
    page.click("#pass-ok")
    for _ in range(3):  # the three investigators share one view: no pass screens between them
        assert wait_turn(page) == "mine"
        assert page.locator(SECRET_ELEMENTS).count() == 0
        click_option(page, options(page)[0])
    hidden_while_passing()  # back to Jack for the first crime scene
    page.click("#pass-ok")
    assert wait_turn(page) == "mine"
    assert page.locator(".jack-sheet").count() == 1
    click_option(page, options(page)[0])  # start
    assert wait_turn(page) == "mine"
    click_option(page, next(o for o in options(page) if o.startswith("to:")))
    hidden_while_passing()
    page.click("#pass-ok")
    assert wait_turn(page) == "mine"
    # Jack's own move line stays with Jack
    assert not [line for line in log_lines(page) if "내 이동" in line]
    assert page.locator(SECRET_ELEMENTS).count() == 0


SEEN_LOG = """window.__seenLog = [];
new MutationObserver((changes) => {
  for (const c of changes) for (const n of c.addedNodes) {
    if (n.nodeType !== 1) continue;
    const lines = n.matches('li.ev') ? [n] : [...n.querySelectorAll('li.ev')];
    for (const l of lines) window.__seenLog.push(l.textContent);
  }
}).observe(document, {childList: true, subtree: true});"""
NAMES = {0: "Jack", 1: "Yellow investigator", 2: "Blue investigator", 3: "Red investigator"}


def test_hot_seat_pass_screens_name_the_seat_and_follow_the_views(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] * 4, "hands": [[0, 1, 2, 3]], "seed": 3})
    ctx = new_context()
    ctx.add_init_script(SEEN_LOG)  # every log line that ever reaches the page
    page = ctx.new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    shown: list[tuple[int, bool]] = []  # each decision's seat, and whether a pass came first
    passed = False
    while len(shown) < 45:
        state = wait_turn(page, ("mine", "pass"))
        if state == "pass":
            seat = int(page.evaluate("document.body.dataset.passFor"))
            title = page.text_content("#pass-title") or ""
            assert title == f"Pass the device to {NAMES[seat]}", title
            assert page.text_content("#pass-ok") == f"I am {NAMES[seat]}: show"
            assert page.locator("#board *, #log li, #info *").count() == 0
            page.click("#pass-ok")
            passed = True
            continue
        seat = int(page.evaluate("document.body.dataset.seat"))
        shown.append((seat, passed))
        passed = False
        ids = options(page)
        moves = [i for i in ids if i.startswith("to:")]
        click_option(page, moves[0] if seat == 0 and moves else ids[0])
    jack = [seat == 0 for seat, _ in shown]
    assert shown[0] == (0, True), "Jack's first secret choice came without a pass screen"
    for (seat, pass_first), before in zip(shown[1:], jack, strict=False):
        # a pass screen exactly when the device goes from Jack to the investigators or back
        assert pass_first == ((seat == 0) != before), shown
    assert sum(1 for _, p in shown if p) >= 5
    assert any(s == 3 for s, _ in shown)

    # the investigators are to act after Jack's private moves: reload on their turn
    while True:
        if wait_turn(page, ("mine", "pass")) == "pass":
            if page.evaluate("document.body.dataset.passFor") != "0":
                break
            page.click("#pass-ok")
        elif page.evaluate("document.body.dataset.seat") == "0":
            click_option(page, next(o for o in options(page) if o.startswith("to:")))
        else:
            click_option(page, options(page)[0])
    private = [line for line in page.evaluate("window.__seenLog") if "Your move" in line]
    assert private  # Jack saw his own moves while he held the device
    page.reload()
    assert wait_turn(page, ("pass",)) == "pass"
    page.click("#pass-ok")
    assert wait_turn(page) == "mine" and page.evaluate("document.body.dataset.seat") != "0"
    seen = page.evaluate("window.__seenLog")
    assert seen, "the log is empty"
    leaked = [line for line in seen if "Your move" in line]
    assert not leaked, f"Jack's private moves reached the page after the reload: {leaked}"


TARGETS = """() => {
  const box = document.querySelector('#board .wm-scroll');
  if (!box) return null;
  const b = box.getBoundingClientRect();
  const inside = (r) => {
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return x >= Math.max(b.left, 0) && x <= Math.min(b.right, innerWidth) &&
      y >= Math.max(b.top, 0) && y <= Math.min(b.bottom, innerHeight);
  };
  const all = [...document.querySelectorAll('#board .circle-target, #board .inter-target')];
  const seen = all.filter((t) => inside(t.getBoundingClientRect()));
  return {count: all.length, seen: seen.map((t) => t.dataset.options || t.dataset.option),
          scroll: [box.scrollLeft, box.scrollTop]};
}"""


def test_the_phone_map_shows_the_targets_of_each_decision(
        server: Server, new_context: Any, shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "ai", "level": "heuristic"}] + [{"kind": "human"}] * 3,
        "hands": [[1, 2, 3]], "seed": 11})
    page = new_context(width=390, height=844, mobile=True).new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    decisions = 0
    shot = False
    for _ in range(120):
        if wait_turn(page, timeout=30) == "over" or decisions >= 30:
            break
        # the map is drawn once its street graph has loaded (a fetch of its own)
        page.wait_for_selector("#board .wm-scroll", timeout=20_000)
        seen = page.evaluate(TARGETS)
        assert seen is not None
        if seen["count"]:
            decisions += 1
            assert seen["seen"], f"decision {decisions}: none of {seen['count']} targets in view"
            if not shot and decisions >= 6:
                screenshot(page, shots, "whitehall-phone-targets")
                shot = True
            # a tap on a target in view (a search rather than an arrest, where both are offered)
            first = seen["seen"][0].split(" ")
            choice = next((o for o in first if not o.startswith("arrest:")), first[0])
            version = page.evaluate("document.body.dataset.version")
            page.tap(f"#board [data-option='{choice}'], #board [data-options~='{choice}']")
            if page.locator(".pick-menu").count():
                page.tap(f".pick-menu button[data-option='{choice}']")
        else:  # stop or pass: the number key of the first option
            version = page.evaluate("document.body.dataset.version")
            page.keyboard.press("1")
        page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
    assert decisions >= 20, f"only {decisions} decisions with targets"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_map_zooms_by_buttons_wheel_and_pinch(server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] + [{"kind": "ai", "level": "random"}] * 3, "seed": 4})
    page = new_context(width=390, height=844, mobile=True).new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page) == "mine"
    page.wait_for_selector("#board svg.wm-board")
    zoom = ("() => document.querySelector('#board svg.wm-board').getBoundingClientRect().width"
            " / document.querySelector('#board .wm-scroll').clientWidth")
    start = page.evaluate(zoom)
    assert start > 2  # a phone starts zoomed in
    page.tap("#board .zoom-in")
    assert abs(page.evaluate(zoom) - start * 1.5) < 0.05
    page.tap("#board .zoom-fit")
    assert abs(page.evaluate(zoom) - 1) < 0.02
    assert page.text_content("#board .zoom-fit") == "Whole map"
    # ctrl + wheel (a touchpad's pinch) zooms in around the pointer
    box = page.locator("#board .wm-scroll").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -300)
    page.keyboard.up("Control")
    page.wait_for_function(f"() => ({zoom})() > 2")
    before = page.evaluate(zoom)
    # two fingers moving apart
    cdp = page.context.new_cdp_session(page)
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def touch(kind: str, gap: float) -> None:
        points = [] if kind == "touchEnd" else [
            {"x": cx - gap, "y": cy, "id": 1}, {"x": cx + gap, "y": cy, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", 30)
    for gap in range(35, 91, 5):
        touch("touchMove", gap)
    touch("touchEnd", 0)
    after = page.evaluate(zoom)
    assert after > before * 1.8, (before, after)
    # the page itself did not zoom, nor scroll sideways
    assert page.evaluate("window.visualViewport.scale") == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_option_numbers_beyond_nine_by_keyboard(server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] + [{"kind": "ai", "level": "random"}] * 3, "seed": 8})
    page = new_context().new_page()
    sent: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda f: sent.append(json.loads(f))))
    page.goto(server.url(table["invites"][0]["url"]))

    def choose(keys: list[str], wait_ms: int = 0) -> tuple[str, list[str]]:
        assert wait_turn(page) == "mine"
        ids = options(page)
        assert len(ids) >= 20, "a crime-scene choice has more than nine options"
        version = page.evaluate("document.body.dataset.version")
        for key in keys:
            page.keyboard.press(key)
        if wait_ms:
            page.wait_for_timeout(wait_ms)
        page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
        acts = [m for m in sent if m.get("type") == "act"]
        return str(acts[-1]["option"]), ids

    option, ids = choose(["2", "1"])  # 21 has no longer number: chosen at once
    assert option == ids[20]
    # 1 could go on to 10-19: the page shows what was typed and waits; Enter takes it
    assert wait_turn(page) == "mine"
    page.keyboard.press("1")
    assert page.text_content("#typed") == "Option 1… (Enter chooses it)"
    assert page.locator("#options button.option.typed").get_attribute("data-key") == "1"
    assert [m for m in sent if m.get("type") == "act"][-1]["option"] == ids[20]
    version = page.evaluate("document.body.dataset.version")
    ids = options(page)
    page.keyboard.press("Enter")
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
    assert [m for m in sent if m.get("type") == "act"][-1]["option"] == ids[0]
    option, ids = choose(["1", "0"])  # ten
    assert option == ids[9]
    option, ids = choose(["2"])  # 2, then nothing more: taken after a short pause
    assert option == ids[1]
    assert len([m for m in sent if m.get("type") == "act"]) == 4
