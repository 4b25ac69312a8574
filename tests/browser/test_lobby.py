"""The lobby in the browser: Korean at phone width, a hot-seat Whitehall table with one
link for the three investigators, joining by pasting an invite, switching languages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import Server
from tests.browser.helpers import screenshot, wait_turn


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
    page.select_option("#cfg-players", "2")
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
