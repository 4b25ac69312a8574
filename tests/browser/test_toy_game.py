"""The toy scripted game (``tests/toy_game``), installed through its entry point only,
plays to the end in the browser with its own renderer (``web/renderer.js``) and its
own catalog; nothing of the web client knows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser.conftest import running_server
from tests.browser.helpers import click, wait_turn
from tests.plugins import TESTS, process_env, write_dist_info

TOY = TESTS / "toy_game"


def test_the_toy_plays_in_the_browser_with_its_own_renderer(new_context: Any,
                                                            tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    write_dist_info(TOY, site)
    with running_server(process_env(TOY, site)) as server:
        table = server.post("/api/tables", {"game": "candle-cellar", "config": {"players": 1},
                                            "seats": [{"kind": "human"}], "seed": 3})
        page = new_context(lang="ko").new_page()
        page.goto(server.url(table["invites"][0]["url"]))
        clicks = 0
        while (state := wait_turn(page)) == "mine" and clicks < 30:
            page.wait_for_selector(".cellar-options button")
            assert page.locator(".cellar-candle").count() == 1
            assert page.text_content(".cellar-key") in ("일행이 열쇠를 가지고 있다.",
                                                        "열쇠는 아직 찾지 못했다.")
            first = page.locator(".cellar-options button").first.get_attribute("data-option")
            version = page.evaluate("() => document.body.dataset.version")
            click(page, f".cellar-options button[data-option='{first}']")
            clicks += 1
            page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version,
                                   timeout=10000)
        assert state == "over" and clicks > 0
        record = server.get(f"/api/tables/{table['id']}/record")
        assert sum(1 for seat, _ in record["actions"] if seat == 0) == clicks
