"""The play page while its connection is down: the decision's buttons are disabled and a
notice says it is reconnecting; nothing is sent (no click is silently dropped), and once
the connection is back the buttons work again."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import click_option, options, screenshot, wait_turn

if TYPE_CHECKING:
    from playwright.sync_api import WebSocketRoute

BUTTONS = "() => [...document.querySelectorAll('#options button.option')].map((b) => b.disabled)"


def test_buttons_wait_for_the_connection(server: Server, new_context: Any,
                                         shots: Path) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 2},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}], "seed": 2})
    page = new_context(width=390, height=844, mobile=True).new_page()
    down = {"now": False}
    sockets: list[WebSocketRoute] = []
    sent_offline: list[Any] = []

    def route(ws: WebSocketRoute) -> None:
        sockets.append(ws)
        if down["now"]:  # the server cannot be reached: the socket opens, nobody answers
            ws.on_message(lambda m: sent_offline.append(json.loads(m)))
            return
        ws.connect_to_server()

    page.route_web_socket("**/ws/tables/**", route)
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page) == "mine"
    assert not any(page.evaluate(BUTTONS))
    assert page.is_hidden("#offline")

    # the connection drops, and the server stays out of reach for a while
    down["now"] = True
    sockets[-1].close(code=4000, reason="gone")
    page.wait_for_function("() => document.body.dataset.turn === 'offline'")
    assert all(page.evaluate(BUTTONS)), "buttons stay enabled while the connection is down"
    assert page.is_visible("#offline")
    assert "Reconnecting" in (page.text_content("#offline") or "")
    page.wait_for_function("() => document.body.dataset.connection === 'reconnecting'")
    page.wait_for_timeout(700)  # the page tries again meanwhile
    assert len(sockets) >= 2
    # a click and a number key do nothing while it is down: no action goes out
    page.locator("#options button.option").first.click(force=True)
    page.keyboard.press("1")
    page.wait_for_timeout(200)
    assert [m for m in sent_offline if m.get("type") == "act"] == []
    assert page.evaluate("document.body.dataset.turn") == "offline"
    screenshot(page, shots, "connection-lost-phone")

    # back: the next attempt reaches the server and the same decision works
    down["now"] = False
    sockets[-1].close(code=4000, reason="try again")
    assert wait_turn(page) == "mine"
    assert page.is_hidden("#offline")
    assert not any(page.evaluate(BUTTONS))
    version = page.evaluate("document.body.dataset.version")
    ids = options(page)
    click_option(page, ids[0])
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
