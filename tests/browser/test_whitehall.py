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
