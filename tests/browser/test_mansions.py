"""Mansions of Madness in the browser: two investigators on one hot-seat device play the
first rounds of "The Vigil at Corvin Lodge" by clicking the board (a pawn to start a turn,
a space to move, a door's explore token) and the panel's end-turn button; the mythos
phase runs and the explored room stays on the map. Then the same table at phone width."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import click, log_lines, screenshot, wait_turn

if TYPE_CHECKING:
    from playwright.sync_api import Page

FRONT = {"ver.1", "ver.2", "ent.1", "ent.2"}
STUDY = {"stu.1", "stu.2"}
GALLERY = {"gal.1", "gal.2"}
NOW = """() => {
  const info = document.getElementById('info');
  const ids = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.option);
  return {turn: document.body.dataset.turn || '',
          round: Number(info.dataset.round || 0), phase: info.dataset.phase || '',
          options: ids('#options button.option'),
          spaces: [...document.querySelectorAll('#board rect.mom-space')]
            .map((r) => r.dataset.space),
          targets: ids('#board g.mom-target'), tokens: ids('#board g.mom-token[data-option]'),
          pawns: ids('#board g.mom-pawn[data-option]'), end: ids('#info button.mom-end')};
}"""


def settle(page: Page) -> dict[str, Any]:
    """Wait for this page's turn (taking the device at a pass screen); the page's state."""
    while True:
        state = wait_turn(page, ("mine", "over", "pass"))
        if state != "pass":
            now: dict[str, Any] = page.evaluate(NOW)
            return now
        page.click("#pass-ok")


def press_first(page: Page) -> dict[str, Any]:
    """Answer a decision with the shell's number key 1 (its first option)."""
    version = page.evaluate("document.body.dataset.version")
    page.keyboard.press("1")
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
    return settle(page)


def until_turn_actions(page: Page, now: dict[str, Any], limit: int = 30) -> dict[str, Any]:
    """Resolve what an action set off (tests, clue spending, choices) with key 1 until the
    turn's own decision is back (the panel offers to end the turn)."""
    for _ in range(limit):
        if now["end"] or now["turn"] == "over" or now["pawns"]:
            return now
        now = press_first(page)
    raise AssertionError(f"the turn did not come back: {now['options'][:8]}")


def take_turn(page: Page, who: str, path: list[str], explore: str | None) -> dict[str, Any]:
    """Start ``who``'s turn by clicking the pawn, walk ``path`` by clicking spaces, explore a
    door by clicking its token, take the free move into the new room, end the turn."""
    now = settle(page)
    assert f"turn:{who}" in now["pawns"], now
    click(page, f"#board g.mom-pawn[data-option='turn:{who}']")
    now = until_turn_actions(page, settle(page))
    for space in path:
        assert f"move:{space}" in now["targets"], (space, now)
        click(page, f"#board g.mom-target[data-option='move:{space}']")
        now = until_turn_actions(page, settle(page))
    if explore is not None:
        assert f"explore:{explore}" in now["tokens"], now
        before = set(now["spaces"])
        click(page, f"#board g.mom-token[data-option='explore:{explore}']")
        now = settle(page)
        # the explored room is on the map at once; the free move into it is offered there
        free = [t for t in now["targets"] if t.split(":")[-1] not in before]
        if free and "stop" in now["options"]:
            click(page, f"#board g.mom-target[data-option='{free[0]}']")
            now = settle(page)
        now = until_turn_actions(page, now)
    if now["end"]:
        click(page, "#info button.mom-end")
        now = settle(page)
    return now


def test_two_investigators_explore_the_lodge(server: Server, new_context: Any,
                                             shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "mansions-of-madness",
        "config": {"scenario": "vigil_at_corvin_lodge",
                   "investigators": ["ambrose_quill", "declan_ashby"]},
        "seats": [{"kind": "human"}, {"kind": "human"}], "hands": [[0, 1]], "seed": 5})
    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))

    now = settle(page)
    assert not page.locator("#board p.error").count(), (
        "the view has no board: Mansions.view() must carry present.public_board()")
    assert now["round"] == 1 and now["phase"] == "investigator"
    assert set(now["spaces"]) == FRONT  # only the starting tile: nothing unexplored shows
    assert page.locator("#info .mom-objective").count() == 1
    assert page.locator("#info .mom-sheet").count() == 2
    assert page.locator("#board g.mom-token.token-explore").count() == 3
    screenshot(page, shots, "mansions-start")

    # Ambrose walks into the entry hall and opens the study door
    now = take_turn(page, "ambrose_quill", ["ent.1"], "tok.study_door")
    assert set(now["spaces"]) >= STUDY, now["spaces"]
    assert page.locator("#board g.mom-token[data-token='tok.study_door']").count() == 0
    assert page.locator("#board g.mom-token[data-token='tok.desk']").count() == 1
    screenshot(page, shots, "mansions-explored")

    # Declan opens the gallery door: a new room and a monster in it
    now = take_turn(page, "declan_ashby", ["ent.1"], "tok.gallery_door")
    assert set(now["spaces"]) >= GALLERY, now["spaces"]
    for _ in range(40):  # the mythos phase: its decisions (tests, horror checks) by key 1
        if now["round"] == 2 and now["pawns"]:
            break
        now = press_first(page)
    assert now["round"] == 2 and now["phase"] == "investigator", now
    assert set(now["spaces"]) >= STUDY | GALLERY
    assert not {"kit.1", "cel.1"} & set(now["spaces"])  # unexplored rooms stay hidden
    rounds = page.eval_on_selector_all("#log details.round", "ds => ds.map(d => d.dataset.round)")
    assert "2" in rounds
    assert page.locator("#board g.mom-monster").count() >= 1
    assert page.locator("#info .mom-monsters li.mom-monster-row").count() >= 1
    assert page.locator("#info .mom-items li").count() >= 1
    assert page.locator("#info .legend li").count() >= 10
    screenshot(page, shots, "mansions-round2")

    # Declan's turn: the monster menu offers his attacks (and the list highlights them)
    click(page, "#board g.mom-pawn[data-option='turn:declan_ashby']")
    now = until_turn_actions(page, settle(page))
    offered = page.locator("#board g.mom-monster[data-options]")
    if offered.count():
        uid = offered.first.get_attribute("data-monster")
        row = f"#info li.mom-monster-row.offered[data-monster='{uid}']"
        assert page.locator(f"{row} button.mom-act").count()
        click(page, f"#board g.mom-monster[data-monster='{uid}']")
        if page.locator("#board .mom-menu").count():
            screenshot(page, shots, "mansions-monster-menu")
            click(page, "#board .mom-menu button[data-option^='attack:']")
        now = until_turn_actions(page, settle(page))
    if now["end"]:
        click(page, "#info button.mom-end")
        now = settle(page)

    # the same device at phone width: one column, nothing scrolls sideways
    page.set_viewport_size({"width": 360, "height": 760})
    page.wait_for_timeout(200)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(page, shots, "mansions-phone", full_page=True)
    assert not errors, errors


# -- the puzzle windows, drawn from boards the engine's own states give ------------------------

RENDER = """async ([view, options, lang]) => {
  const mod = await import('/games/mansions-of-madness/renderer.js');
  const {loadCatalog} = await import('/static/js/i18n.js');
  const cat = await loadCatalog(lang, ['mansions-of-madness']);
  for (const el of document.querySelectorAll('main')) el.hidden = true;  // the lobby
  let main = document.getElementById('mom-test');
  if (main) main.remove();
  main = document.createElement('div');
  main.id = 'mom-test';
  main.className = 'play-main';
  document.body.append(main);
  const board = document.createElement('div');
  board.id = 'board';
  board.className = 'board';
  const info = document.createElement('section');
  info.id = 'info';
  info.className = 'card info';
  main.append(board, info);
  window.sent = [];
  const ctx = {board, info, tr: (m) => cat.tr(m), t: (k, p) => cat.t(k, p), lang: () => lang,
               settings: () => ({coords: false, animation: 'off', minor: false}),
               delay: () => 0, act: (id) => { window.sent.push(id); return true; },
               seatName: (s) => `Player ${s + 1}`, announce: () => {}};
  const r = mod.createRenderer(ctx);
  r.update({view, seat: 0, mine: [0], spectator: false, pending: {}, options, outcome: null});
}"""


def puzzle_view(kind: str, row: tuple[int, ...] = ()) -> tuple[dict[str, Any],
                                                                list[dict[str, Any]]]:
    """A view with an open puzzle of ``kind`` and the options its decision offers (a code
    puzzle with one wrong guess made and ``row`` put in its row)."""
    from eerie.games.mansions.game import GAME
    from eerie.games.mansions.present import public_board
    from eerie.games.mansions.rules import puzzles as puzzle_rules
    from eerie.games.mansions.script import push

    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    data = puzzle_rules.generate(kind, 11, "easy")
    p = puzzle_rules.from_json(data)
    if kind == "code":
        wrong = [1] * p.length if list(p.answer) != [1] * p.length else [2] * p.length
        p = p.guess(wrong)
        for k in row:
            p = p.apply(f"sym:{k}")
        data = dict(p.to_json())
    st.puzzles["pz.circle"] = data
    push(st, "puzzle", inv="ambrose_quill", id="pz.circle", path=["event", "x"],
         stage="play", left=3)
    view = {**GAME.view(st, 0), "board": public_board(st)}
    assert "answer" not in view["board"]["puzzle"]["state"]
    options = [{"id": o.id, "label": o.label.to_json(), "data": o.data}
               for o in GAME.pending(st).options]
    assert {o["id"] for o in options} >= {*p.legal_moves(), "close"}
    return view, options


def test_puzzle_windows_send_their_moves(server: Server, new_context: Any, shots: Path) -> None:
    page = new_context(height=1000).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    sent = "() => window.sent.slice()"

    # code-breaking: the past guess with its marks; each symbol button sends that symbol
    # for the next place of the row; try is only possible with a full row
    view, options = puzzle_view("code")
    page.evaluate(RENDER, [view, options, "en"])
    assert page.locator("#info .mom-puzzle .mom-guesses li").count() == 1
    state = view["board"]["puzzle"]["state"]
    length, kinds = state["length"], state["kinds"]
    assert page.locator("#info .mom-slot.empty").count() == length
    assert page.locator("#info button.mom-sym:enabled").count() == kinds
    assert page.locator("#info button.mom-guess").is_disabled()
    assert page.locator("#info button.mom-undo").is_disabled()
    page.click("#info button.mom-sym[data-option='sym:2']")
    assert page.evaluate(sent) == ["sym:2"]

    # a full row (public state): its symbols show; take back and try are on offer
    row = (2, 3) + (1,) * (length - 2)
    view, options = puzzle_view("code", row)
    page.evaluate(RENDER, [view, options, "en"])
    assert page.locator("#info .mom-slot.empty").count() == 0
    assert page.locator("#info .mom-slot").all_inner_texts() == [str(k) for k in row]
    assert page.locator("#info button.mom-sym:enabled").count() == 0
    screenshot(page, shots, "mansions-puzzle-code")
    page.click("#info button.mom-undo")
    page.click("#info button.mom-guess")
    assert page.evaluate(sent) == ["undo", "submit"]

    # slide: pick a piece, then its neighbour
    view, options = puzzle_view("slide")
    page.evaluate(RENDER, [view, options, "en"])
    page.click("#info .mom-cell[data-cell='0']")
    assert page.locator("#info .mom-cell.selected").count() == 1
    page.click("#info .mom-cell[data-cell='1']")
    assert page.evaluate(sent) == ["swap:0:1"]

    # lock: pick a block that can move, then one of its highlighted cells
    view, options = puzzle_view("lock")
    page.evaluate(RENDER, [view, options, "ko"])
    block = page.locator("#info svg.mom-lock g.mom-block.hot").first
    bid = block.get_attribute("data-block")
    block.click()
    target = page.locator("#info svg.mom-lock g.target").first
    move = target.get_attribute("data-option")
    assert move is not None and move.startswith(f"move:{bid}:")
    screenshot(page, shots, "mansions-puzzle-lock")
    target.click()
    assert page.evaluate(sent) == [move]
    page.click("#info button.mom-close")
    assert page.evaluate(sent) == [move, "close"]
    assert not errors, errors


def test_features_monsters_and_sheets_on_the_board(server: Server, new_context: Any,
                                                   shots: Path) -> None:
    from eerie.games.mansions.game import GAME
    from eerie.games.mansions.present import public_board
    from eerie.games.mansions.rules.actions import option_data
    from eerie.games.mansions.script import Ctx, spawn
    from eerie.games.mansions.state import Floor

    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    st.fire, st.darkness = ["ent.2"], ["ver.2"]
    st.barricades, st.loose_barricades, st.passages = [("ent.1", "ver.1")], ["ver.2"], ["ent.2"]
    st.floor.append(Floor("ent.1", "item", sorted(st.lib.items)[0]))
    a = st.invs[0]
    a.insane, a.insanity = True, sorted(st.lib.insanity)[0]
    a.damage_up, a.horror_down = [sorted(st.lib.damage)[0]], 2
    a.conditions = [sorted(st.lib.conditions)[0]]
    damage = st.lib.damage[a.damage_up[0]]
    insanity = st.lib.insanity[a.insanity]
    ctx = Ctx(st)
    spawn(ctx, "hooded_acolyte", "ent.1")
    spawn(ctx, "hooded_acolyte", "ent.1")
    view = {**GAME.view(st, 0), "board": public_board(st)}
    uid = view["board"]["monsters"][1]["uid"]
    # what the options are about comes from their data, as the game gives it
    options = [{"id": f"attack:{uid}:unarmed", "label": {"key": "x", "params": {}},
                "data": option_data(st, f"attack:{uid}:unarmed")},
               {"id": f"evade:{uid}", "label": {"key": "x", "params": {}},
                "data": {"act": "evade", "monster": uid}},
               {"id": "end_turn", "label": {"key": "x", "params": {}},
                "data": option_data(st, "end_turn")}]

    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    page.evaluate(RENDER, [view, options, "en"])
    for sel in ("rect.mom-fire", "rect.mom-darkness", "g.mom-barricade", "g.mom-passage",
                "g.mom-floor-item", "g.mom-room.outdoor"):
        assert page.locator(f"#board {sel}").count() >= 1, sel
    assert page.locator("#board g.mom-monster").count() == 2
    assert page.locator("#info .mom-insanity").count() == 1  # the seat's own card only
    sheet = page.text_content("#info .mom-sheet[data-investigator='ambrose_quill']") or ""
    assert "insane" in sheet and "2 face down" in sheet
    # a face-up card shows its title and its effect; the insanity card its title and text
    assert damage.name["en"] in sheet and damage.text["en"] in sheet
    card = page.text_content("#info .mom-insanity") or ""
    assert "Ambrose Quill's insanity card" in card and "Your" not in card
    assert insanity.name["en"] in card and insanity.text["en"] in card
    # one name per monster: the list numbers both acolytes, as the options and log do
    names = page.locator("#info li.mom-monster-row strong").all_inner_texts()
    assert names == ["Hooded Acolyte 1", "Hooded Acolyte 2"], names
    assert "humanoid" in (page.text_content("#info li.mom-monster-row .mom-stats") or "")
    row = f"#info li.mom-monster-row[data-monster='{uid}']"
    assert page.locator(f"{row}.offered button.mom-act").count() == 2
    screenshot(page, shots, "mansions-features")
    # the monster menu: the monster on the map opens it; its attack is sent
    click(page, f"#board g.mom-monster[data-monster='{uid}']")
    assert page.locator("#board .mom-menu button[data-option]").count() == 2
    screenshot(page, shots, "mansions-monster-menu-features")
    click(page, f"#board .mom-menu button[data-option='attack:{uid}:unarmed']")
    click(page, "#info button.mom-end")
    assert page.evaluate("() => window.sent.slice()") == [f"attack:{uid}:unarmed", "end_turn"]
    # the other seat's view of the same position: no insanity card line
    other = {**GAME.view(st, 1), "board": public_board(st)}
    page.evaluate(RENDER, [other, None, "en"])
    assert page.locator("#info .mom-insanity").count() == 0
    # in Korean: the card's own Korean title and text, not its id
    page.evaluate(RENDER, [view, None, "ko"])
    card = page.text_content("#info .mom-insanity") or ""
    assert insanity.name["ko"] in card and insanity.text["ko"] in card
    assert a.insanity not in card and "정신 이상 카드" in card
    screenshot(page, shots, "mansions-sheets-ko")
    # after the game every seat sees every card, under its holder's name
    from eerie.games.mansions.state import OVER

    st.result, st.phase = "defeat", OVER
    after = {**GAME.view(st, 1), "board": public_board(st)}
    page.evaluate(RENDER, [after, None, "en"])
    cards = page.locator("#info .mom-insanity").all_inner_texts()
    assert len(cards) == 1 and cards[0].startswith("Ambrose Quill's insanity card")
    assert not errors, errors


def test_seats_are_named_by_their_investigators(server: Server, new_context: Any) -> None:
    """A Mansions seat is named by the investigator it plays (``seat_name`` from the
    table's config, in the welcome), so the seat list and pass screens say who."""
    table = server.post("/api/tables", {
        "game": "mansions-of-madness",
        "config": {"scenario": "vigil_at_corvin_lodge",
                   "investigators": ["ambrose_quill", "declan_ashby"]},
        "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 5})
    second = next(i for i in table["invites"] if i["seats"] == [1])
    page = new_context().new_page()
    page.goto(server.url(second["url"]))
    settle(page)
    names = page.locator("#seats .seat-name").all_inner_texts()
    assert names == ["Ambrose Quill", "Declan Ashby"], names
    # the set-up's events reach the log: the scenario's prologue opens round 1
    first = " ".join(log_lines(page)[:1])
    assert "Ilse Varga wrote to you" in first, log_lines(page)[:3]
    ko = new_context(lang="ko").new_page()
    ko.goto(server.url(second["url"]))
    settle(ko)
    assert ko.locator("#seats .seat-name").all_inner_texts()[0] == "앰브로즈 퀼"
