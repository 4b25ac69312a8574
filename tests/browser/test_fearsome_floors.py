"""Fearsome Floors in the browser: a whole game against the AI made in the lobby and
played by clicking (buttons, board squares, figures) and keys; reconnecting by reload."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import Server
from tests.browser.helpers import (
    click,
    click_option,
    log_lines,
    options,
    screenshot,
    settle,
    turn,
    wait_turn,
)

NOW = """() => ({turn: document.body.dataset.turn || '',
               animating: Boolean(document.body.dataset.animating)})"""
ANIMATION = "() => JSON.parse(localStorage.getItem('eerie.settings')).animation"
CHOICES = """() => {
  const ids = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.option);
  return {ids: ids('#options button.option'), targets: ids('#board g.target[data-option]'),
          figures: ids('#board g.figure[data-option]')};
}"""


def test_lobby_creates_a_table_and_a_whole_game_is_played(
        server: Server, new_context: Any, shots: Path) -> None:
    ctx = new_context()
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    # the lobby: a two-player game, you against the heuristic AI, seeded
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", "fearsome-floors")
    settle(page)
    page.select_option("#cfg-players", "2")
    settle(page)
    assert page.locator("#seat-rows .seat-row").count() == 2
    # a person picks a difficulty ("normal" unless they choose another); this test plays
    # against the heuristic level itself, which the lobby offers by name too
    assert page.input_value("#seat-rows .seat-row >> nth=1 >> select.seat-kind") == "ai:normal"
    page.select_option("#seat-rows .seat-row >> nth=1 >> select.seat-kind", "ai:heuristic")
    page.click(".advanced summary")
    page.fill("#seed", "6")
    page.click("#create")
    page.wait_for_selector("#created .invite")
    invite = page.input_value("#created .invite-url")
    assert "#token=" in invite
    table_id = invite.split("/play/")[1].split("#")[0]
    screenshot(page, shots, "lobby", full_page=True)
    page.click("#created .play-link")
    page.wait_for_url(f"**/play/{table_id}#token=*")

    # play: some squares on the board, some keys, some figures, then quick turns on buttons
    board_clicks = keys = figure_clicks = enters = decisions = 0
    shot_move = shot_monster = False
    for _ in range(400):
        # wait for our turn; take a picture of the monster's walk on the way
        while True:
            now = page.evaluate(NOW)
            if now["animating"] and not shot_monster:
                screenshot(page, shots, "fearsome-floors-monster")
                shot_monster = True
            elif now["turn"] in ("mine", "over") and not now["animating"]:
                break
            page.wait_for_timeout(15)
        if now["turn"] == "over":
            break
        if shot_monster and page.evaluate(ANIMATION) != "off":
            # enough monster walks seen: switch the animation off in the settings
            page.click("#settings-btn")
            page.select_option("#set-animation", "off")
            page.click("#settings-dialog button[value=close]")
            assert page.evaluate(ANIMATION) == "off"
        seen = page.evaluate(CHOICES)
        ids, targets, figures = seen["ids"], seen["targets"], seen["figures"]
        decisions += 1
        forward = [o for o in ("e", "s") if o in ids]
        done = board_clicks == 3 and keys == 3 and enters == 1 and figure_clicks >= 1
        if "exit" in ids:
            click_option(page, "exit")
        elif done and "stop" in ids:
            click_option(page, "stop")
        elif "enter" in ids:
            click_option(page, "enter")
        elif board_clicks < 3 and [t for t in targets if t in forward]:
            if not shot_move:
                screenshot(page, shots, "fearsome-floors-move")
                shot_move = True
            choice = [t for t in targets if t in forward][-1]
            click(page, f"#board g.target[data-option='{choice}']")
            board_clicks += 1
        elif keys < 3 and forward:
            page.keyboard.press({"e": "ArrowRight", "s": "ArrowDown"}[forward[0]])
            keys += 1
        elif "stop" in ids and forward and enters == 0:
            page.locator("#board").click(position={"x": 5, "y": 5})  # focus off the buttons
            page.keyboard.press("Enter")
            enters += 1
        elif figure_clicks < 2 and figures:
            click(page, f"#board g.figure[data-option='{figures[0]}']")
            figure_clicks += 1
        elif "stop" in ids:
            click_option(page, "stop")
        else:
            click_option(page, ids[0])
    assert turn(page) == "over", "the game did not end"
    assert board_clicks == 3 and keys == 3 and enters == 1 and figure_clicks >= 1
    assert shot_monster, "the monster's walk was never animated"

    outcome = page.text_content("#outcome") or ""
    assert outcome.startswith("Winner:") or "Nobody" in outcome
    prompt = page.text_content("#prompt") or ""
    assert "wins" in prompt or "no winner" in prompt
    lines = log_lines(page)
    assert any("monster" in line for line in lines)
    assert page.locator("#log details.round").count() >= 7
    assert page.locator("#seats .tag.win").count() == 1
    screenshot(page, shots, "fearsome-floors-over")
    info = server.get(f"/api/tables/{table_id}")
    assert info["status"] == "finished"
    assert errors == []
    assert decisions > 20


def test_reload_mid_game_and_go_on(server: Server, new_context: Any, shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 3},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"},
                  {"kind": "ai", "level": "heuristic"}], "seed": 21})
    ctx = new_context(animation="off")
    page = ctx.new_page()
    page.goto(server.url(table["invites"][0]["url"]))

    def play(n: int) -> None:
        for _ in range(n):
            assert wait_turn(page) == "mine"
            ids = options(page)
            click_option(page, next((o for o in ("enter", "e", "s") if o in ids), ids[0]))

    play(8)
    wait_turn(page)
    before = log_lines(page)
    version = page.evaluate("document.body.dataset.version")
    figures = page.locator("#board g.figure").count()
    assert figures > 0 and len(before) > 5

    page.reload()
    assert wait_turn(page) == "mine"
    assert page.evaluate("document.body.dataset.version") == version
    assert log_lines(page) == before  # the whole log again: nothing lost, nothing twice
    assert page.locator("#board g.figure").count() == figures
    play(6)
    wait_turn(page)
    after = log_lines(page)
    assert after[: len(before)] == before and len(after) > len(before)

    # the same table at phone width, with the board and the decision on one screen
    phone = new_context(width=360, height=740, mobile=True).new_page()
    phone.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(phone) == "mine"
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page is {width} px wide at 360 px"
    screenshot(phone, shots, "fearsome-floors-phone")


FIGURES = """() => {
  // the number on top, and the colour of the disc it is drawn on
  const face = (g) => ({
    value: g.querySelector('text.value').textContent,
    white: [...g.querySelectorAll('circle')].some((c) => c.getAttribute('fill') === '#fff')});
  const drawn = {};
  for (const el of document.querySelectorAll('#board g.figure[data-option], #info .chip-button')) {
    const named = el.querySelector('[role=img]') || el;
    drawn[el.dataset.option] = {...face(el.querySelector('g.figure') || el),
                                label: named.getAttribute('aria-label')};
  }
  const buttons = [...document.querySelectorAll('#options button.option')]
    .filter((b) => b.dataset.option.startsWith('fig:'))
    .map((b) => ({id: b.dataset.option,
                  text: b.textContent.slice(b.querySelector('kbd').textContent.length)}));
  return {drawn, buttons};
}"""


def test_a_figure_has_one_name_on_the_buttons_and_the_board(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 2},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}], "seed": 12})
    page = new_context(animation="off").new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    checked = black = 0
    for _ in range(60):
        if wait_turn(page) == "over" or (checked >= 6 and black >= 2):
            break
        seen = page.evaluate(FIGURES)
        for b in seen["buttons"]:
            drawn = seen["drawn"][b["id"]]
            side = "white side" if drawn["white"] else "black side"
            # the button names the figure by what is drawn: colour, the number on top, the side
            assert b["text"] == f"Green {drawn['value']} ({side})", (b, drawn)
            assert drawn["label"].startswith(b["text"]), "the board and the button disagree"
            checked += 1
            black += not drawn["white"]
        ids = options(page)
        click_option(page, next((o for o in ("enter", "e", "s") if o in ids), ids[0]))
    assert checked >= 6 and black >= 2, (checked, black)
    assert not [line for line in log_lines(page) if "(moves" in line]
    assert page.locator("#seats .seat-kind", has_text="AI · Random moves").count() == 1
