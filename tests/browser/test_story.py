"""Story windows (js/story.js, told by Mansions' web/story.js): the prologue of a new game
in a modal window before its log line, the keyboard kept inside it, Continue by Enter and
Escape, nothing told twice after a reload; the short setting (one line) and the setting
that leaves the log alone; reduced motion; axe-core on an open window in English and
Korean, at desktop and phone size."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, log_lines, screenshot

if TYPE_CHECKING:
    from playwright.sync_api import Page

PROLOGUE = "Dr. Ilse Varga wrote to you a week ago"
INSIDE = "You step inside."
OPEN = "dialog.story[open]"
IN_LOG = ("(t) => [...document.querySelectorAll('#log li.ev')]"
          ".some((l) => l.textContent.includes(t))")

STORY_NOW = """() => {
  const d = document.querySelector('dialog.story[open]');
  if (!d) return null;
  const active = document.activeElement;
  return {id: d.id, name: d.dataset.story, title: d.querySelector('.story-title').textContent,
          text: d.querySelector('.story-text').textContent,
          short: d.classList.contains('short'),
          buttons: [...d.querySelectorAll('.story-buttons button')].map((b) => b.textContent),
          focusInside: d.contains(active), modal: d.matches(':modal'),
          labelled: document.getElementById(d.getAttribute('aria-labelledby')) !== null,
          animation: getComputedStyle(d).animationName};
}"""


def new_table(server: Server, seed: int = 5) -> dict[str, Any]:
    table: dict[str, Any] = server.post("/api/tables", {
        "game": "mansions-of-madness",
        "config": {"scenario": "vigil_at_corvin_lodge",
                   "investigators": ["ambrose_quill", "declan_ashby"]},
        "seats": [{"kind": "human"}, {"kind": "human"}], "hands": [[0, 1]], "seed": seed})
    return table


def story_now(page: Page) -> dict[str, Any]:
    page.wait_for_selector(OPEN)
    now: dict[str, Any] = page.evaluate(STORY_NOW)
    return now


def korean_phone(server: Server, new_context: Any, seed: int) -> Page:
    """A new table's invite opened in Korean on a phone that asks for reduced motion."""
    page: Page = new_context(story="full", lang="ko", width=390, height=844, mobile=True,
                             reduced_motion="reduce").new_page()
    page.goto(server.url(new_table(server, seed=seed)["invites"][0]["url"]))
    return page


def assert_window_fits(page: Page) -> None:
    """The open story window lies within the screen's width."""
    assert page.evaluate("() => { const r = document.querySelector('dialog.story[open]')"
                         ".getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth; }")


def after_story(page: Page, shown: str, timeout: float = 3000) -> dict[str, Any] | None:
    """The window after the one with id ``shown`` (closed just now), or None if none opens."""
    try:
        page.wait_for_function(
            "(id) => { const d = document.querySelector('dialog.story[open]');"
            " return d && d.id !== id; }", arg=shown, timeout=timeout)
    except Exception:  # no further window
        return None
    return story_now(page)


def test_prologue_window_then_log(server: Server, new_context: Any, shots: Path,
                                  axe_js: Path) -> None:
    table = new_table(server)
    page = new_context(story="full").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))

    now = story_now(page)
    assert now["name"] == "prologue" and now["title"] == "Prologue", now
    assert PROLOGUE in now["text"]
    assert now["modal"] and now["labelled"] and now["focusInside"], now
    assert now["buttons"] == ["Continue"]
    # the prologue reaches the log only once its window is done
    assert not any(PROLOGUE in line for line in log_lines(page))
    assert page.evaluate("document.body.dataset.story") == "open"
    # the keyboard stays in the window
    for _ in range(3):
        page.keyboard.press("Tab")
        assert page.evaluate(STORY_NOW)["focusInside"]
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(STORY_NOW)["focusInside"]
    screenshot(page, shots, "mansions-story")
    assert_accessible(page, axe_js, "the prologue's story window")

    page.keyboard.press("Enter")  # Continue
    page.wait_for_function(IN_LOG, arg=PROLOGUE)
    # the set-up's other texts follow, each in its window; Escape closes one as Continue does
    seen = ["prologue"]
    nxt = after_story(page, now["id"])
    while nxt is not None and len(seen) < 8:
        seen.append(nxt["name"])
        page.keyboard.press("Escape")
        nxt = after_story(page, nxt["id"], timeout=1000)
    assert seen == ["prologue", "objective", "say"], seen
    page.wait_for_function("() => !document.querySelector('dialog.story[open]')"
                           " && !document.body.dataset.story")
    lines = log_lines(page)
    assert [i for i, line in enumerate(lines) if PROLOGUE in line] == [0], lines
    assert any(INSIDE in line for line in lines)
    assert page.evaluate("document.body.dataset.turn") == "mine"

    # a reload tells nothing again: the log has the lines at once
    page.reload()
    page.wait_for_function("() => document.querySelectorAll('#log li.ev').length > 2")
    page.wait_for_timeout(300)
    assert not page.locator(OPEN).count()
    assert not errors, errors


def test_short_and_off_settings(server: Server, new_context: Any) -> None:
    page = new_context(story="short").new_page()
    page.goto(server.url(new_table(server, seed=6)["invites"][0]["url"]))
    now = story_now(page)
    assert now["short"] and now["name"] == "prologue"
    # one line: the prologue's first sentence, not the whole text
    assert now["text"].startswith(PROLOGUE), now["text"]
    assert now["text"].endswith("'answering the tide'.") and "Her last letter" not in now["text"]
    page.click(f"{OPEN} .story-continue")

    page = new_context(story="full").new_page()
    page.goto(server.url(new_table(server, seed=7)["invites"][0]["url"]))
    nxt: dict[str, Any] | None = story_now(page)
    while nxt is not None:
        page.keyboard.press("Escape")
        nxt = after_story(page, nxt["id"], timeout=1000)
    # switch the windows off in the settings: a new game's story goes straight to the log
    page.click("#settings-btn")
    page.select_option("#set-story", "off")
    page.keyboard.press("Escape")
    stored = page.evaluate("JSON.parse(localStorage.getItem('eerie.settings')).story")
    assert stored == "off"
    page.reload()
    table = new_table(server, seed=8)
    page.goto(server.url(table["invites"][0]["url"]))
    page.wait_for_function(IN_LOG, arg=PROLOGUE)
    page.wait_for_timeout(300)
    assert not page.locator(OPEN).count()


def test_story_window_reduced_motion_korean_phone(server: Server, new_context: Any,
                                                  shots: Path, axe_js: Path) -> None:
    page = korean_phone(server, new_context, seed=9)
    now = story_now(page)
    assert now["title"] == "프롤로그" and now["buttons"] == ["계속"], now
    assert now["animation"] == "none", now  # no fade-in for people who asked for less motion
    assert_window_fits(page)
    screenshot(page, shots, "mansions-story-ko-phone")
    assert_accessible(page, axe_js, "the prologue's story window in Korean on a phone")

    motion = new_context(story="full").new_page()
    motion.goto(server.url(new_table(server, seed=10)["invites"][0]["url"]))
    assert story_now(motion)["animation"] == "story-in"


def test_private_insanity_window_reaches_only_its_holder(server: Server,
                                                         new_context: Any) -> None:
    from tests.browser.helpers import play_socket
    from tests.browser.test_secret_draw import CONFIG, DECLAN, _to_secret_draw

    table = server.post("/api/tables", {
        "game": "mansions-of-madness", "config": CONFIG, "seats": [{"kind": "human"}] * 2,
        "hands": [[0, 1]], "dice_seat": DECLAN, "seed": 5})
    ws_url = server.url(f"/ws/tables/{table['id']}").replace("http://", "ws://")
    draw = play_socket(ws_url, server.url(""), table["invites"][0]["token"], _to_secret_draw)
    assert draw["outcome"] is None
    owner = draw["pending"]["secret"][0]

    watcher = new_context(story="full").new_page()
    watcher.goto(server.url(f"/play/{table['id']}"))
    page = new_context(story="full").new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    page.wait_for_function("() => document.body.dataset.turn === 'pass'")
    page.click("#pass-ok")
    # the last round's stories first (the page has told nothing here yet), not the game's
    page.wait_for_function("() => document.body.dataset.turn === 'mine'"
                           " && !document.body.dataset.story"
                           " || document.querySelector('dialog.story[open]')")
    before = []
    while page.locator(OPEN).count():
        shown = page.evaluate(STORY_NOW)
        before.append(shown["name"])
        page.keyboard.press("Escape")
        if after_story(page, shown["id"], timeout=800) is None:
            break
    assert "prologue" not in before, before  # an earlier round's: in the log only
    assert any(PROLOGUE in line for line in log_lines(page))
    page.wait_for_function("() => document.body.dataset.turn === 'mine'")
    assert page.evaluate("document.body.dataset.seat") == str(owner)
    version = page.evaluate("document.body.dataset.version")
    page.click("#options button.option")  # the owner draws the card
    now = story_now(page)
    assert now["name"] == "insanity", now
    assert page.locator(f"{OPEN}.story-private").count() == 1
    card = now["text"].strip()
    assert card
    page.keyboard.press("Enter")
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)

    # the watcher's page never got it: no window, no line, no text of the card
    names = []
    for _ in range(100):
        if watcher.locator(OPEN).count():
            names.append(watcher.evaluate(STORY_NOW)["name"])
            watcher.keyboard.press("Escape")
        elif watcher.evaluate("(v) => Number(document.body.dataset.version) > Number(v)"
                              " && !document.body.dataset.story", version):
            break
        watcher.wait_for_timeout(100)
    else:
        raise AssertionError("the watcher's page did not catch up")
    assert names and "insanity" not in names, names
    first_line = card.splitlines()[0][:20]
    assert first_line not in (watcher.text_content("body") or "")
