"""axe-core on the lobby and on each game's play page, in English and Korean: no serious
or critical violations (contrast, names of controls and their visible text, headings,
ARIA). axe-core comes from the npm registry (tests/browser/axe.py), injected by the test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, click_option, options, settle, wait_turn

TABLES: dict[str, dict[str, Any]] = {
    "fearsome-floors": {"config": {"players": 3}, "seats": [
        {"kind": "human"}, {"kind": "ai", "level": "random"},
        {"kind": "ai", "level": "heuristic"}]},
    # Jack and the investigators on one device: the pass screen is checked too
    "whitehall-mystery": {"config": {"players": 2}, "seats": [{"kind": "human"}] * 4,
                          "hands": [[0, 1, 2, 3]]},
    "mansions-of-madness": {"config": {"players": 2}},
}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_lobby_has_no_serious_violations(server: Server, new_context: Any, axe_js: Path,
                                             lang: str) -> None:
    for width, height in ((1280, 860), (390, 844)):
        page = new_context(lang=lang, width=width, height=height).new_page()
        page.goto(server.url("/"))
        page.wait_for_selector("body[data-ready]")
        assert page.locator("h1").count() == 1
        page.select_option("#game", "whitehall-mystery")
        settle(page)
        page.select_option("#seat-rows select.seat-kind >> nth=0", "ai:random")
        assert_accessible(page, axe_js, f"the lobby ({lang}, {width} px)")
        page.click("#create")
        page.wait_for_selector("#created .invite")
        page.wait_for_selector("#tables .table-row")
        assert_accessible(page, axe_js, f"the lobby with a new table ({lang}, {width} px)")
        page.close()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", list(TABLES))
def test_each_game_page_has_no_serious_violations(server: Server, new_context: Any,
                                                  axe_js: Path, game: str, lang: str) -> None:
    table = server.post("/api/tables", {"game": game, "seed": 5, **TABLES[game]})
    page = new_context(lang=lang, animation="off").new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    steps = 0
    while steps < 6:  # a few decisions, each page looked at as it opens
        state = wait_turn(page, ("mine", "pass", "over"))
        if state == "pass":
            assert_accessible(page, axe_js, f"{game}'s pass screen ({lang})")
            page.click("#pass-ok")
            continue
        page.wait_for_selector("#board svg")
        assert_accessible(page, axe_js, f"{game} after {steps} decisions ({lang})")
        if state == "over":
            break
        ids = options(page)
        click_option(page, next((o for o in ids if o.startswith("fig:")), ids[0]))
        steps += 1
    # the dialogs too
    page.click("#rules-btn")
    page.wait_for_selector("#rules-text h2, #rules-text p")
    assert_accessible(page, axe_js, f"{game}'s rules ({lang})")
    page.keyboard.press("Escape")
    page.click("#settings-btn")
    assert_accessible(page, axe_js, f"{game}'s settings ({lang})")
