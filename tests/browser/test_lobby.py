"""The lobby in the browser: Korean at phone width, a hot-seat Whitehall table with one
link for the three investigators, joining by pasting an invite, switching languages; the
people at the table getting their seats and invites, and the AI levels by name."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.browser.conftest import Server
from tests.browser.helpers import screenshot, settle, wait_turn


def test_lobby_in_korean_on_a_phone(server: Server, new_context: Any, shots: Path) -> None:
    page = new_context(lang="ko", width=360, height=740, mobile=True).new_page()
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    assert page.evaluate("document.documentElement.lang") == "ko"
    assert page.text_content("#create-title") == "새 테이블"
    style = "getComputedStyle(document.querySelector('.card')).wordBreak"
    assert page.evaluate(style) == "keep-all"

    # Whitehall for two people: Jack, and one person for the three investigators
    page.select_option("#game", "whitehall-mystery")
    settle(page)
    page.select_option("#cfg-players", "2")
    settle(page)
    kinds = page.locator("#seat-rows select.seat-kind")
    assert kinds.count() == 4
    for i in range(1, 4):
        kinds.nth(i).select_option("human")
    people = page.eval_on_selector_all("#seat-rows select.seat-person",
                                       "ss => ss.map(s => s.value)")
    assert people == ["1", "2", "2", "2"]
    page.click("#create")
    page.wait_for_selector("#created .invite")
    seats = page.eval_on_selector_all("#created .invite", "is => is.map(i => i.dataset.seats)")
    assert seats == ["0", "1,2,3"]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the lobby is {width} px wide at 360 px"
    page.wait_for_selector("#tables .table-row")
    screenshot(page, shots, "lobby-ko-phone", full_page=True)
    investigators = page.input_value("#created .invite >> nth=1 >> .invite-url")

    # a second person pastes the investigators' link into the lobby
    other = new_context(lang="en").new_page()
    other.goto(server.url("/"))
    other.wait_for_selector("body[data-ready]")
    assert other.locator("#mine .table-row").count() == 0  # remembered per browser
    other.fill("#invite", investigators)
    other.click("#join-form button[type=submit]")
    other.wait_for_url("**/play/**#token=*")
    assert wait_turn(other, ("wait", "mine")) == "wait"  # Jack chooses his scenes first
    assert "Jack" in (other.text_content("#options .waiting") or "")
    names = other.eval_on_selector_all("#seats .seat .tag.you", "ts => ts.length")
    assert names == 3

    # the language switch is remembered
    other.select_option("#lang", "zh")
    other.wait_for_function("() => document.documentElement.lang === 'zh-Hans'")
    assert "杰克" in (other.text_content("#options .waiting") or "")
    other.goto(server.url("/"))
    other.wait_for_selector("body[data-ready]")
    assert other.text_content("#create-title") == "新桌子"

    # the first browser remembers its table and its links
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    assert page.locator("#mine .table-row").count() == 1
    assert page.locator("#mine .links a").count() == 2


PLAN = """() => ({
  kinds: [...document.querySelectorAll('#seat-rows select.seat-kind')].map((s) => s.value),
  people: [...document.querySelectorAll('#seat-rows select.seat-person')].map((s) => s.value),
  plan: [...document.querySelectorAll('#seat-plan li.plan-person')].map((l) => l.dataset.seats),
  ai: [...document.querySelectorAll('#seat-plan li.plan-ai')].map((l) => l.textContent),
  links: Number(document.querySelector('#seat-plan .plan-links').dataset.links),
})"""


def _create(page: Any) -> list[str]:
    """Press "Create table"; the new table's invites (their seats) once it is made."""
    before = page.evaluate("() => document.getElementById('created').textContent")
    page.click("#create")
    page.wait_for_function("(before) => document.getElementById('created').textContent !== before"
                           " && document.querySelector('#created .invite')", arg=before)
    seats: list[str] = page.eval_on_selector_all("#created .invite",
                                                 "is => is.map(i => i.dataset.seats)")
    return seats


def test_people_at_the_table_get_human_seats_and_invites(server: Server,
                                                         new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", "whitehall-mystery")
    settle(page)
    expected = {"2": (["1", "2", "2", "2"], ["0", "1,2,3"]),
                "3": (["1", "2", "3", "3"], ["0", "1", "2,3"]),
                "4": (["1", "2", "3", "4"], ["0", "1", "2", "3"])}
    for count, (people, hands) in expected.items():
        page.select_option("#cfg-players", count)
        settle(page)
        now = page.evaluate(PLAN)
        # as many people as the form says, every seat theirs: no seat is left to the AI
        assert now["kinds"] == ["human"] * 4, count
        assert now["people"] == people and now["plan"] == hands and now["ai"] == []
        assert now["links"] == len(hands)
        assert _create(page) == hands
        # the focus moves on to the new table's links, not back to the top of the page
        assert page.evaluate("document.activeElement.id") == "created-title"

    # one seat given to the AI: the plan says so before the table is made
    page.select_option("#cfg-players", "2")
    settle(page)
    page.select_option("#seat-rows select.seat-kind >> nth=0", "ai:heuristic")
    now = page.evaluate(PLAN)
    assert now["plan"] == ["1,2,3"] and now["links"] == 1
    assert now["ai"] == ["AI (Strategic): Jack"]
    assert page.text_content("#seat-plan .plan-links") == "The table will have one invite link."
    assert _create(page) == ["1,2,3"]
    url = page.input_value("#created .invite-url")
    table = server.get(f"/api/tables/{url.split('/play/')[1].split('#')[0]}")
    assert [s["kind"] for s in table["seats"]] == ["ai", "human", "human", "human"]
    assert table["seats"][0]["level"] == "heuristic"

    # a table's own AI budget (Advanced): the strongest levels think at most this long
    page.select_option("#seat-rows select.seat-kind >> nth=0", "ai:strongest")
    page.evaluate("document.querySelector('#create-form .advanced').open = true")
    page.fill("#ai-seconds", "1.5")
    _create(page)
    url = page.input_value("#created .invite-url")
    table = server.get(f"/api/tables/{url.split('/play/')[1].split('#')[0]}")
    assert table["seats"][0]["level"] == "strongest"
    assert table["ai_budget"] == {"seconds": 1.5}
    page.fill("#ai-seconds", "")

    # Mansions: each person at the table is a seat of their own with an invite
    page.select_option("#game", "mansions-of-madness")
    settle(page)
    page.select_option("#cfg-players", "2")
    settle(page)
    now = page.evaluate(PLAN)
    assert now["kinds"] == ["human", "human"] and now["links"] == 2
    assert _create(page) == ["0", "1"]

    # Fearsome Floors counts seats, not people: you against the AI unless you say otherwise
    page.select_option("#game", "fearsome-floors")
    settle(page)
    page.select_option("#cfg-players", "3")
    settle(page)
    now = page.evaluate(PLAN)
    assert now["kinds"] == ["human", "ai:normal", "ai:normal"] and now["links"] == 1
    page.select_option("#seat-rows select.seat-kind >> nth=2", "human")
    assert page.evaluate(PLAN)["plan"] == ["0", "2"]
    assert _create(page) == ["0", "2"]


def test_ai_levels_are_named_in_every_language(server: Server, new_context: Any) -> None:
    games = {g["id"]: g["ai_levels"] for g in server.get("/api/games")}
    for lang in ("en", "ko", "zh"):
        page = new_context(lang=lang).new_page()
        page.goto(server.url("/"))
        page.wait_for_selector("body[data-ready]")
        for game, levels in games.items():
            page.select_option("#game", game)
            settle(page)
            texts = page.eval_on_selector_all(
                "#seat-rows select.seat-kind >> nth=0 >> option[value^='ai:']",
                "os => os.map(o => o.textContent)")
            assert len(texts) == len(levels), (lang, game)
            for text, level in zip(texts, levels, strict=True):
                # the raw level id (lower case) shows only where no translation is found
                assert not re.search(rf"\b{level}\b", text), f"{lang} {game}: {text!r}"
        page.close()
