"""The Mansions of Madness lobby form builds its selects from the game listing's
``config_choices`` (the packaged scenarios and investigators), not from lists of its own."""

from __future__ import annotations

from typing import Any

from eerie.games.mansions.game import GAME
from tests.browser.conftest import Server
from tests.browser.helpers import settle


def test_the_mansions_form_offers_the_packaged_scenarios(server: Server,
                                                         new_context: Any) -> None:
    choices = GAME.config_choices()
    page = new_context(lang="ko").new_page()
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", "mansions-of-madness")
    settle(page)
    page.wait_for_selector("#cfg-scenario")
    values = page.eval_on_selector_all("#cfg-scenario option", "os => os.map(o => o.value)")
    texts = page.eval_on_selector_all("#cfg-scenario option",
                                      "os => os.map(o => o.textContent)")
    assert values == [c.value for c in choices["scenario"]]
    assert texts == [c.label.params["ko"] for c in choices["scenario"]]  # literal titles
    people = page.eval_on_selector_all("#cfg-players option", "os => os.map(o => o.value)")
    assert people == [str(n) for n in range(1, min(5, len(choices["investigators"])) + 1)]

    page.select_option("#cfg-scenario", str(choices["scenario"][0].value))
    settle(page)
    page.select_option("#cfg-players", "3")
    settle(page)
    assert page.locator("#seat-rows select.seat-kind").count() == 3
    # one investigator select per person, each starting on a different investigator
    inv_ids = [c.value for c in choices["investigators"]]
    assert [page.input_value(f"#cfg-investigators-{i}") for i in range(3)] == inv_ids[:3]
    assert page.locator("#cfg-investigators-3").count() == 0
    page.select_option("#cfg-investigators-1", str(inv_ids[4]))
    settle(page)
    page.click("#create")
    page.wait_for_selector("#created .invite")
    url = page.input_value("#created .invite >> nth=0 >> .invite-url")
    table_id = url.split("/play/")[1].split("#")[0]
    table = server.get(f"/api/tables/{table_id}")
    assert table["game"] == "mansions-of-madness"
    assert table["config"]["scenario"] == choices["scenario"][0].value
    assert table["config"]["investigators"] == [inv_ids[0], inv_ids[4], inv_ids[2]]
