"""Monster windows (Mansions' web/story.js with js/dice.js and js/cards.js): one person
plays both investigators of "The Vigil at Corvin Lodge" by pressing each decision's first
option and each story window's first button, until a monster's attack or horror check
has been told to the end: its window names the monster and its victim, says the
monster's text and the test it asks for, then shows the dice rolled as faces (as many as
the test rolls, each named by its face) and the cards drawn with their effects
(face-down ones as backs); the face-up cards then lie on the investigator's sheet.
axe-core on the open window; screenshots in English and Korean, desktop and phone."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, screenshot
from tests.browser.test_story import assert_window_fits, korean_phone, new_table

if TYPE_CHECKING:
    from playwright.sync_api import Page

MONSTER = ("monster_attack", "horror_check")
WINDOW = """() => {
  const d = document.querySelector('dialog.story[open]');
  if (!d) return null;
  const q = (sel) => d.querySelector(sel);
  return {id: d.id, name: d.dataset.story, title: q('.story-title').textContent,
          text: q('.story-text').textContent,
          test: (q('.story-test') || {}).textContent || '',
          dice: [...d.querySelectorAll('.dice-row svg.die')]
            .map((s) => s.getAttribute('aria-label')),
          diceLabel: q('.dice-row') ? q('.dice-row').getAttribute('aria-label') : '',
          up: [...d.querySelectorAll('.game-card.face-up')].map((c) => ({
            name: c.querySelector('.card-name').textContent,
            text: (c.querySelector('.card-text') || {}).textContent || ''})),
          down: [...d.querySelectorAll('.game-card.face-down')]
            .map((c) => c.getAttribute('aria-label')),
          result: (d.querySelector('.story-result') || {}).textContent || '',
          modal: d.matches(':modal'),
          dieAnimation: d.querySelector('.dice-row svg.die')
            ? getComputedStyle(d.querySelector('.dice-row svg.die')).animationName : null};
}"""


SHEETS = """() => [...document.querySelectorAll('#info .mom-sheet')].map((s) => ({
  up: [...s.querySelectorAll('.game-card.face-up .card-name')].map((n) => n.textContent),
  down: s.querySelectorAll('.game-card.face-down').length,
  counted: [...s.querySelectorAll('.mom-meter')]
    .map((m) => /\\((\\d+) face down\\)/.exec(m.textContent)).filter(Boolean)
    .reduce((a, m) => a + Number(m[1]), 0)}))"""


def step(page: Page, shown: str | None) -> dict[str, Any] | None:
    """Wait until a new window is open (returned) or the page has a decision (None)."""
    page.wait_for_function(
        "(id) => { const d = document.querySelector('dialog.story[open]');"
        " if (d) return d.id !== id;"
        " return !document.body.dataset.story && !document.body.dataset.animating"
        " && ['mine', 'over', 'pass'].includes(document.body.dataset.turn); }", arg=shown or "")
    now: dict[str, Any] | None = page.evaluate(WINDOW)
    return now


def play_to_monster(page: Page, shots: Path | None = None,
                    limit: int = 400) -> list[dict[str, Any]]:
    """Play by first options until a monster window has shown its dice and its cards (or
    its result); every look at that monster's window, in order."""
    looks: list[dict[str, Any]] = []
    shown: str | None = None
    for _ in range(limit):
        now = step(page, shown)
        if now is None:
            turn = page.evaluate("document.body.dataset.turn")
            if turn == "pass":  # the device changes hands (an insanity card)
                page.click("#pass-ok")
                continue
            assert turn == "mine", "the game ended first"
            version = page.evaluate("document.body.dataset.version")
            page.keyboard.press("1")
            page.wait_for_function("(v) => document.body.dataset.version !== v"
                                   " || document.querySelector('dialog.story[open]')", arg=version)
            shown = None
            continue
        shown = now["id"]
        if now["name"] in MONSTER and (looks or not now["dice"]):
            if looks and now["title"] != looks[0]["title"]:
                looks = []  # another monster's: start again
            looks.append(now)
            if now["up"] or now["down"]:
                return looks
        elif looks:
            looks = []
        page.keyboard.press("Enter")  # Continue, or the window's first choice
    raise AssertionError("no monster window with cards")


def check_looks(looks: list[dict[str, Any]]) -> None:
    first = looks[0]
    assert first["modal"]
    assert re.search(r"(Hooded Acolyte|Drowned Priest).*(Ambrose Quill|Declan Ashby)|"
                     r"(Ambrose Quill|Declan Ashby).*(Hooded Acolyte|Drowned Priest)",
                     first["title"]), first["title"]
    assert first["text"].strip(), first
    assert " tests " in first["test"], first
    rolled = next(look for look in looks if look["dice"])
    n = int(re.search(r"with (\d+) di", rolled["test"] or first["test"]).group(1))  # type: ignore[union-attr]
    assert len(rolled["dice"]) == n, rolled
    assert set(rolled["dice"]) <= {"success", "clue", "blank"}, rolled
    assert rolled["diceLabel"].startswith("Roll:"), rolled
    last = looks[-1]
    for card in last["up"]:
        assert card["name"] and card["text"], last
    for back in last["down"]:
        assert back.endswith("face down"), last


def test_monster_window_dice_and_cards(server: Server, new_context: Any, shots: Path,
                                       axe_js: Path) -> None:
    page = new_context(story="full").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(new_table(server, seed=2)["invites"][0]["url"]))
    looks = play_to_monster(page)
    check_looks(looks)
    assert looks[-1]["dieAnimation"] != "none"  # the dice roll in unless motion is reduced
    screenshot(page, shots, "mansions-monster-window")
    assert_accessible(page, axe_js, "a monster window with dice and cards")
    # the face-up cards stay on the victim's sheet, with their effects
    up = list(looks[-1]["up"])
    now: dict[str, Any] | None = looks[-1]
    while now is not None and now["title"] == looks[0]["title"]:  # the encounter goes on
        page.keyboard.press("Enter")
        now = step(page, now["id"])
        if now is not None:
            up += now["up"] if now["title"] == looks[0]["title"] else []
    sheets = page.evaluate(SHEETS)
    # a card that acts at once turns face down after its effect; the others lie face up
    for card in up:
        assert any(card["name"] in s["up"] for s in sheets) or any(s["down"] for s in sheets), (
            card, sheets)
    for s in sheets:  # one card back for each face-down card the sheet counts
        assert s["down"] == s["counted"], s
    assert not errors, errors


def test_monster_window_korean_phone_reduced_motion(server: Server, new_context: Any,
                                                    shots: Path, axe_js: Path) -> None:
    page = korean_phone(server, new_context, seed=2)
    looks = play_to_monster(page)
    last = looks[-1]
    assert last["dieAnimation"] in (None, "none"), last
    for back in last["down"]:
        assert "뒷면" in back
    faces = {face for look in looks for face in look["dice"]}
    assert faces and faces <= {"성공", "단서", "빈 면"}, faces  # each die named in Korean
    assert_window_fits(page)
    screenshot(page, shots, "mansions-monster-window-ko-phone")
    assert_accessible(page, axe_js, "a monster window in Korean on a phone")
