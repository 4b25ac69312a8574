"""The lobby's create-table form is built from each game's config schema
(``config_schema`` in ``GET /api/games``): its controls, ranges, choices and conditions
follow the schema, and what the game derives (investigators, seats) comes from the
server's normalised config."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import Server, running_server
from tests.browser.helpers import settle
from tests.plugins import process_env, write_dist_info
from tests.test_plugin_game import PLUGIN

FIELDS = "() => [...document.querySelectorAll('#config-fields [id^=cfg-]')].map(e => e.id)"


def options(page: Any, selector: str) -> list[str]:
    """The values of a select's options."""
    return list(page.eval_on_selector_all(f"{selector} option", "os => os.map(o => o.value)"))


def _schema(server: Server, game: str) -> dict[str, dict[str, Any]]:
    listing = {g["id"]: g for g in server.get("/api/games")}
    return {f["name"]: f for f in listing[game]["config_schema"]}


def test_the_form_follows_the_schema(server: Server, new_context: Any) -> None:
    page = new_context().new_page()
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")

    ff = _schema(server, "fearsome-floors")
    page.select_option("#game", "fearsome-floors")
    settle(page)
    # advanced fields (start, position) and single-choice fields (the basic layout) hide
    assert page.evaluate(FIELDS) == ["cfg-players", "cfg-variant"]
    lo, hi = ff["players"]["minimum"], ff["players"]["maximum"]
    assert options(page, "#cfg-players") == [str(n) for n in range(lo, hi + 1)]
    assert options(page, "#cfg-variant") == [c["value"] for c in ff["variant"]["choices"]]
    # the three-victim card applies from the schema's minimum number of players on
    page.select_option("#cfg-players", str(ff["prey3"]["when"]["min"]))
    settle(page)
    assert page.locator("#cfg-prey3").count() == 1
    assert page.locator("#seat-rows .seat-row").count() == ff["prey3"]["when"]["min"]
    page.check("#cfg-prey3")
    settle(page)
    # the layouts the experienced variant allows, its first one chosen
    page.select_option("#cfg-variant", "experienced")
    settle(page)
    allowed = [c["value"] for c in ff["layout"]["choices"]
               if "experienced" in c["when"]["in"]]
    assert options(page, "#cfg-layout") == allowed
    assert page.input_value("#cfg-layout") == allowed[0]
    page.select_option("#cfg-players", "5")  # below the minimum: the card is off again
    settle(page)
    assert page.locator("#cfg-prey3").count() == 0
    page.click("#create")
    page.wait_for_selector("#created .invite")
    table_id = page.input_value("#created .invite-url").split("/play/")[1].split("#")[0]
    config = server.get(f"/api/tables/{table_id}")["config"]
    assert config == {"players": 5, "variant": "experienced", "layout": allowed[0],
                      "prey3": False, "start": 0}

    # Mansions: the investigators' selects are as many as the game gives the people
    mom = _schema(server, "mansions-of-madness")
    page.select_option("#game", "mansions-of-madness")
    settle(page)
    assert options(page, "#cfg-players") == [
        str(n) for n in range(mom["players"]["minimum"], mom["players"]["maximum"] + 1)]
    for people, items, seats in ((1, 2, 1), (3, 3, 3), (2, 2, 2)):
        page.select_option("#cfg-players", str(people))
        settle(page)
        assert page.locator("#cfg-investigators select").count() == items, people
        assert page.locator("#seat-rows .seat-row").count() == seats, people
    ids = [c["value"] for c in mom["investigators"]["choices"]]
    assert [page.input_value(f"#cfg-investigators-{i}") for i in range(2)] == ids[:2]
    # choosing one twice is the server's refusal, shown in the form
    page.select_option("#cfg-investigators-1", ids[0])
    settle(page)
    assert "twice" in page.text_content("#config-fields .config-error")
    page.select_option("#cfg-investigators-1", ids[3])
    settle(page)
    assert page.locator("#config-fields .config-error").count() == 0
    assert page.text_content("#seat-rows .seat-row >> nth=1 >> .seat-label") != ""

    # Whitehall: the people at the table from the schema's range; the map is advanced
    wm = _schema(server, "whitehall-mystery")
    page.select_option("#game", "whitehall-mystery")
    settle(page)
    assert page.evaluate(FIELDS) == ["cfg-players", "cfg-smoker", "cfg-jack_extra_alley"]
    assert options(page, "#cfg-players") == [
        str(n) for n in range(wm["players"]["minimum"], wm["players"]["maximum"] + 1)]


def test_a_plugin_games_form_comes_from_its_schema_alone(new_context: Any,
                                                         tmp_path: Path) -> None:
    # the plug-in game has no web renderer and nothing in the client knows it
    site = tmp_path / "site"
    site.mkdir()
    write_dist_info(PLUGIN, site)
    with running_server(process_env(PLUGIN, site)) as server:
        page = new_context().new_page()
        page.goto(server.url("/"))
        page.wait_for_selector("body[data-ready]")
        page.select_option("#game", "tiny")
        settle(page)
        stones = page.locator("#cfg-stones")
        assert stones.get_attribute("type") == "number"
        assert stones.get_attribute("min") == "1" and stones.get_attribute("max") is None
        assert page.input_value("#cfg-stones") == "7"
        stones.fill("0")
        stones.dispatch_event("change")
        settle(page)
        assert "stones must be a whole number of at least 1, not 0" in page.text_content(
            "#config-fields .config-error")
        page.locator("#cfg-stones").fill("4")
        page.locator("#cfg-stones").dispatch_event("change")
        settle(page)
        assert page.locator("#config-fields .config-error").count() == 0
        page.click("#create")
        page.wait_for_selector("#created .invite")
        table_id = page.input_value("#created .invite-url").split("/play/")[1].split("#")[0]
        assert server.get(f"/api/tables/{table_id}")["config"] == {"stones": 4}
