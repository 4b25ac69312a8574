"""The Mansions board in the browser, drawn from boards the engine's own states give: every
packaged scenario's fully explored map with its room names inside their rooms and never
over each other (English, Korean, Chinese; desktop and phone), the board filling its
frame, the tiles' art by room kind, rooms and monsters coming in (and not under reduced
motion), pan and zoom by mouse, keys and touch, and the screenshots of a well explored
map."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Page

GAME_ID = "mansions-of-madness"

# A play page's layout (the board beside the panel) with the renderer in it; the renderer
# stays in window.momRenderer so that later states go to the same one.
RENDER = """async ([view, options, lang]) => {
  const mod = await import('/games/mansions-of-madness/renderer.js');
  const {loadCatalog} = await import('/static/js/i18n.js');
  const cat = await loadCatalog(lang, ['mansions-of-madness']);
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('main, header')) el.hidden = true;  // the lobby
  let main = document.getElementById('mom-test');
  if (main) main.remove();
  main = document.createElement('main');
  main.id = 'mom-test';
  main.className = 'play-main';
  document.body.append(main);
  const area = document.createElement('section');
  area.className = 'board-area';
  area.setAttribute('aria-label', 'Board');
  const board = document.createElement('div');
  board.id = 'board';
  board.className = 'board';
  area.append(board);
  const side = document.createElement('aside');
  side.className = 'side';
  const info = document.createElement('section');
  info.id = 'info';
  info.className = 'card info';
  info.setAttribute('aria-label', 'Game');
  side.append(info);
  main.append(area, side);
  window.sent = [];
  const ctx = {board, info, tr: (m) => cat.tr(m), t: (k, p) => cat.t(k, p), lang: () => lang,
               settings: () => ({coords: false, animation: 'off', minor: false}),
               delay: () => 0, act: (id) => { window.sent.push(id); return true; },
               seatName: (s) => `Player ${s + 1}`, announce: () => {}};
  window.momModule = mod;
  window.momRenderer = mod.createRenderer(ctx);
  window.momRenderer.update({view, seat: 0, mine: [0], spectator: false, pending: {},
                             options: options || [], outcome: null});
}"""

UPDATE = """([view]) => window.momRenderer.update({view, seat: 0, mine: [0], spectator: false,
                                             pending: {}, options: [], outcome: null})"""

# Every room name's box and the spaces of its room, in drawing units.
LABELS = """() => {
  const svg = document.querySelector('#board svg.mom-board');
  const rooms = new Map();
  for (const g of svg.querySelectorAll('g.mom-room')) {
    const spaces = [...g.querySelectorAll('rect.mom-space')];
    rooms.set(g.dataset.room + '@' + g.dataset.tile, spaces.map((r) => {
      const b = r.getBBox();
      return [b.x, b.y, b.x + b.width, b.y + b.height];
    }));
  }
  return [...svg.querySelectorAll('text.mom-room-name')].map((t) => {
    const b = t.getBBox();
    const mine = [...rooms.entries()].filter(([k]) => k.startsWith(t.dataset.room + '@'));
    return {room: t.dataset.room, text: t.textContent,
            box: [b.x, b.y, b.x + b.width, b.y + b.height], spaces: mine.flatMap(([, v]) => v)};
  });
}"""


def explored(scenario: str, monsters: int = 2) -> dict[str, Any]:
    """The view of ``scenario`` with every tile placed, its tokens on them, the
    investigators spread out and ``monsters`` monsters in the first rooms."""
    from eerie.games.mansions.game import GAME
    from eerie.games.mansions.present import public_board
    from eerie.games.mansions.script import Ctx, spawn

    st = GAME.setup({"scenario": scenario, "investigators": ["ambrose_quill", "declan_ashby"]})
    st.tiles = [t.id for t in st.scenario.tiles]
    st.tokens = [t.id for t in st.scenario.tokens]
    spaces = [sp.id for t in st.scenario.tiles for r in t.rooms for sp in r.spaces]
    st.invs[1].space = spaces[len(spaces) // 2]
    kinds = sorted(st.lib.monsters)
    for i in range(monsters):
        spawn(Ctx(st), kinds[i % len(kinds)], spaces[3 + 4 * i])
    return {**GAME.view(st, 0), "board": public_board(st)}


def scenarios() -> list[str]:
    from eerie.games.mansions.library import scenario_ids

    return scenario_ids()


def render(page: Page, view: dict[str, Any], lang: str = "en") -> None:
    page.evaluate(RENDER, [view, [], lang])
    page.wait_for_selector("#board svg.mom-board")


def open_lobby(server: Server, page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    return errors


def overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - 0.01 and b[0] < a[2] - 0.01 and a[1] < b[3] - 0.01 and b[1] < a[3] - 0.01


def inside(box: list[float], spaces: list[list[float]]) -> bool:
    """Every corner of ``box`` lies in one of ``spaces`` (its room)."""
    corners = [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
    return all(any(s[0] - 0.5 <= x <= s[2] + 0.5 and s[1] - 0.5 <= y <= s[3] + 0.5 for s in spaces)
               for x, y in corners)


@pytest.mark.parametrize("width", [1280, 390])
def test_room_names_never_overlap_on_fully_explored_maps(server: Server, new_context: Any,
                                                         width: int) -> None:
    page = new_context(width=width, height=860).new_page()
    errors = open_lobby(server, page)
    checked = 0
    for scenario in scenarios():
        view = explored(scenario)
        rooms = sum(len(t["rooms"]) for t in view["board"]["tiles"])
        for lang in ("en", "ko", "zh"):
            render(page, view, lang)
            labels = page.evaluate(LABELS)
            assert len(labels) == rooms, (scenario, lang)
            for i, a in enumerate(labels):
                assert a["text"], a
                assert inside(a["box"], a["spaces"]), (scenario, lang, a)
                for b in labels[i + 1:]:
                    assert not overlap(a["box"], b["box"]), (scenario, lang, a, b)
            checked += len(labels)
    assert checked >= 60
    assert not errors, errors


def test_a_name_too_wide_for_its_room_is_made_to_fit(server: Server, new_context: Any) -> None:
    """A one-space room with a long name: smaller, on two lines, or shortened (its whole
    name then in its title), never past its room."""
    view = explored("gulls_reach_light", monsters=0)
    room = view["board"]["tiles"][1]["rooms"][0]
    assert len(room["spaces"]) == 1
    page = new_context().new_page()
    errors = open_lobby(server, page)
    for name, want in (("Room of the Old Keeper", "lines"),
                       ("Extraordinarilyunbreakablelongroomname", "short")):
        room["name"] = {"en": name}
        render(page, view)
        labels = [x for x in page.evaluate(LABELS) if x["room"] == room["id"]]
        assert len(labels) == 1 and inside(labels[0]["box"], labels[0]["spaces"]), labels
        text = page.locator(f"#board text.mom-room-name[data-room='{room['id']}']")
        if want == "lines":
            assert text.get_attribute("data-lines") == "2"
            assert " ".join(text.locator("tspan").all_text_contents()) == name
        else:
            assert text.locator("tspan").all_text_contents()[0].endswith("…")
            assert text.locator("title").text_content() == name
    assert not errors, errors


def test_the_board_fills_its_frame_and_tiles_have_art(server: Server, new_context: Any) -> None:
    page = new_context(width=1280, height=860).new_page()
    errors = open_lobby(server, page)
    for scenario in scenarios():
        render(page, explored(scenario))
        fit = page.evaluate("""() => {
          const box = document.querySelector('#board .pz-scroll');
          const svg = box.querySelector('svg');
          const r = svg.getBoundingClientRect();
          return {w: r.width, h: r.height, boxW: box.clientWidth,
                  most: parseFloat(getComputedStyle(box).maxHeight),
                  scrollW: box.scrollWidth, scrollH: box.scrollHeight, clientH: box.clientHeight};
        }""")
        # the whole board, as large as the frame allows one way or the other, no scrolling
        assert fit["w"] >= fit["boxW"] - 2 or fit["h"] >= fit["most"] - 4, fit
        assert fit["scrollW"] <= fit["boxW"] + 1 and fit["scrollH"] <= fit["clientH"] + 1, fit
        assert fit["w"] > 600, fit
        # every room has a floor in its kind's pattern (defined in the drawing) and furniture
        art = page.evaluate("""() => {
          const svg = document.querySelector('#board svg.mom-board');
          const ids = new Set([...svg.querySelectorAll('pattern')].map((p) => p.id));
          return [...svg.querySelectorAll('g.mom-room')].map((g) => ({
            kind: g.dataset.kind,
            floors: [...g.querySelectorAll('g.mom-art > rect')].map((r) => r.getAttribute('fill')),
            defined: [...g.querySelectorAll('g.mom-art > rect')]
              .every((r) => ids.has(r.getAttribute('fill').slice(5, -1))),
            furniture: g.querySelectorAll('.mom-furniture').length}));
        }""")
        for room in art:
            assert room["floors"] and room["defined"] and room["furniture"] == 1, room
            assert all(f == f"url(#mom-fl-{room['kind']})" for f in room["floors"]), room
        assert len({r["kind"] for r in art}) >= 5, art
    # doors: a threshold and the swing of a leaf between two pieces of wall
    assert page.locator("#board g.mom-doorway").count() >= 3
    assert page.locator("#board g.mom-doorway").first.locator("line.mom-wall").count() == 2
    assert not errors, errors


def test_every_kind_differs_in_pattern_or_colour_and_rooms_get_their_kind(
        server: Server, new_context: Any) -> None:
    page = new_context().new_page()
    errors = open_lobby(server, page)
    kinds = page.evaluate("""async () => {
      const t = await import('/games/mansions-of-madness/tiles.js');
      const kind = (id, outdoor = false) => t.roomKind({id, outdoor});
      return {table: t.KINDS, bedroom: kind('bedroom'), cave: kind('sea_cave'),
              quay: kind('quay', true), gallery: kind('gallery', true),
              given: t.roomKind({id: 'x', kind: 'chapel'}), plain: kind('entry')};
    }""")
    pairs = [(k["pattern"], k["furniture"]) for k in kinds["table"].values()]
    assert len(set(pairs)) == len(pairs)  # no two kinds told apart by colour alone
    assert (kinds["bedroom"], kinds["cave"], kinds["quay"], kinds["gallery"], kinds["given"],
            kinds["plain"]) == ("bedroom", "cave", "dock", "yard", "chapel", "hall")
    assert not errors, errors


def test_explored_rooms_and_spawned_monsters_come_in(server: Server, new_context: Any) -> None:
    from eerie.games.mansions.game import GAME
    from eerie.games.mansions.present import public_board
    from eerie.games.mansions.script import Ctx, spawn

    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    before = {**GAME.view(st, 0), "board": public_board(st)}
    new_tile = next(t.id for t in st.scenario.tiles if t.id not in st.tiles)
    st.tiles.append(new_tile)
    spawn(Ctx(st), sorted(st.lib.monsters)[0], st.invs[0].space)
    after = {**GAME.view(st, 0), "board": public_board(st)}
    animation = """() => [...document.querySelectorAll('#board .mom-new')].map((e) => ({
      cls: e.getAttribute('class'), tile: e.dataset.tile || null,
      name: getComputedStyle(e).animationName}))"""
    for motion, names in (("no-preference", {"mom-appear", "mom-spawn"}), ("reduce", {"none"})):
        page = new_context().new_page()
        page.emulate_media(reduced_motion=motion)  # type: ignore[arg-type]
        errors = open_lobby(server, page)
        render(page, before)
        assert page.evaluate(animation) == []  # the first drawing: nothing comes in
        page.evaluate(UPDATE, [after])
        came = page.evaluate(animation)
        rooms = [c for c in came if "mom-room" in c["cls"]]
        assert rooms and all(c["tile"] == new_tile for c in rooms), came
        assert len([c for c in came if "mom-spawned" in c["cls"]]) == 1, came
        assert {c["name"] for c in came} == names, came
        page.evaluate(UPDATE, [after])  # the same board again: nothing new
        assert page.evaluate(animation) == []
        assert not errors, errors


def test_the_board_pans_and_zooms_by_mouse_keys_and_touch(server: Server, new_context: Any) -> None:
    page = new_context(width=390, height=844, mobile=True).new_page()
    errors = open_lobby(server, page)
    render(page, explored("gulls_reach_light"))
    zoom = "() => Number(document.querySelector('#board .pz').dataset.zoom)"
    box = page.locator("#board .pz-scroll")
    box.focus()
    page.keyboard.press("+")
    page.keyboard.press("+")
    assert page.evaluate(zoom) > 1.5
    left = page.evaluate("() => document.querySelector('#board .pz-scroll').scrollLeft")
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => document.querySelector('#board .pz-scroll').scrollLeft > {left}")
    page.keyboard.press("Home")
    assert abs(page.evaluate(zoom) - 1) < 0.01
    # the wheel zooms around the pointer
    r = box.bounding_box()
    assert r is not None
    cx, cy = r["x"] + r["width"] / 2, r["y"] + r["height"] / 2
    page.mouse.move(cx, cy)
    page.mouse.wheel(0, -300)
    page.wait_for_function(f"() => ({zoom})() > 2")
    # a mouse drag pans
    top = page.evaluate("() => document.querySelector('#board .pz-scroll').scrollTop")
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx, cy - 60, steps=5)
    page.mouse.up()
    assert page.evaluate("() => document.querySelector('#board .pz-scroll').scrollTop") > top
    page.click("#board .zoom-fit")
    before = page.evaluate(zoom)
    cdp = page.context.new_cdp_session(page)

    def touch(kind: str, gap: float) -> None:
        points = [] if kind == "touchEnd" else [
            {"x": cx - gap, "y": cy, "id": 1}, {"x": cx + gap, "y": cy, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", 20)
    for gap in range(25, 81, 5):
        touch("touchMove", gap)
    touch("touchEnd", 0)
    assert page.evaluate(zoom) > before * 1.8
    assert page.evaluate("window.visualViewport.scale") == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert not errors, errors


@pytest.mark.parametrize(("lang", "width", "height", "name"), [
    ("en", 1280, 860, "mansions-board"), ("ko", 1280, 860, "mansions-board-ko"),
    ("en", 390, 844, "mansions-board-phone"), ("ko", 390, 844, "mansions-board-ko-phone")])
def test_screenshots_of_a_well_explored_map(server: Server, new_context: Any, shots: Path,
                                            axe_js: Path, lang: str, width: int, height: int,
                                            name: str) -> None:
    page = new_context(lang=lang, width=width, height=height).new_page()
    errors = open_lobby(server, page)
    render(page, explored("gulls_reach_light", monsters=3), lang)
    page.evaluate("() => window.momRenderer.highlight(['tile:chapel'])")
    assert page.locator("#board rect.mom-linked-box").count() == 2  # its two rooms
    screenshot(page, shots, name)
    assert_accessible(page, axe_js, f"the Mansions board ({lang}, {width} px)")
    assert not errors, errors


# The room names a person sees (not hidden for being too small), as drawn on screen.
SHOWN_NAMES = """() => {
  const svg = document.querySelector('#board svg.mom-board');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const all = [...svg.querySelectorAll('text.mom-room-name')];
  const shown = all.filter((t) => getComputedStyle(t).visibility !== 'hidden');
  return {all: all.length, shown: shown.map((t) => {
    const r = t.getBoundingClientRect();
    return {text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize),
            px: parseFloat(getComputedStyle(t).fontSize) * scale,
            box: [r.left, r.top, r.right, r.bottom]};
  })};
}"""


def _readable(names: dict[str, Any], where: str) -> None:
    for i, a in enumerate(names["shown"]):
        assert a["px"] >= 10 - 1e-6, (where, a)
        for b in names["shown"][i + 1:]:
            assert not overlap(a["box"], b["box"]), (where, a, b)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_room_names_on_a_phone_read_at_every_zoom(server: Server, new_context: Any,
                                                  lang: str) -> None:
    """At 390 px the whole board shows only names of at least 10 px on screen, set larger
    than usual where they fit (the others wait, the rooms' art tells them apart); zooming
    in shows them all, never over each other."""
    page = new_context(lang=lang, width=390, height=844, mobile=True).new_page()
    errors = open_lobby(server, page)
    for scenario in scenarios():
        render(page, explored(scenario), lang)
        page.wait_for_function("() => document.querySelector('#board svg.mom-board[data-names]')")
        whole = page.evaluate(SHOWN_NAMES)
        _readable(whole, f"{scenario}, whole board")
        # at 390 px the names are set larger than usual where they fit, others wait
        assert whole["shown"], scenario
        assert all(a["size"] > 13 for a in whole["shown"]), (scenario, whole["shown"])
        counts = [len(whole["shown"])]
        for step in range(2):
            before = page.evaluate("document.querySelector('#board svg.mom-board').dataset.names")
            page.tap("#board .zoom-in")
            page.wait_for_function(
                "(v) => document.querySelector('#board svg.mom-board').dataset.names !== v",
                arg=before)
            zoomed = page.evaluate(SHOWN_NAMES)
            _readable(zoomed, f"{scenario}, zoomed in {step + 1}×")
            counts.append(len(zoomed["shown"]))
        assert counts == sorted(counts) and counts[-1] == whole["all"], (scenario, counts)
        page.tap("#board .zoom-fit")
    assert not errors, errors
