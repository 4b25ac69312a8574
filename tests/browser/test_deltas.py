"""The play page applies the server's ``delta`` frames, and one that does not fit (from a
version it does not hold, or a patch that does not apply) makes it ask for the whole
state, once, and go on from there."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import click_option, options, wait_turn

if TYPE_CHECKING:
    from playwright.sync_api import Page, WebSocketRoute

SPOILED = {
    "from": lambda f: {**f, "from": f["from"] + 100},
    "patch": lambda f: {**f, "patch": [{"op": "remove", "path": "/views/7"}]},
}


def _move(page: Page) -> None:
    version = page.evaluate("document.body.dataset.version")
    click_option(page, options(page)[0])
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
    wait_turn(page)


def test_the_page_applies_deltas_and_resyncs_when_one_does_not_fit(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 2},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}], "seed": 2})
    page = new_context().new_page()
    received: list[dict[str, Any]] = []
    sent: list[dict[str, Any]] = []
    spoil: dict[str, str | None] = {"next": None}

    def route(ws: WebSocketRoute) -> None:
        to_server = ws.connect_to_server()

        def from_server(message: str | bytes) -> None:
            frame = json.loads(message)
            how = spoil["next"]
            if frame["type"] == "delta" and how is not None:
                spoil["next"] = None
                frame = SPOILED[how](frame)
                message = json.dumps(frame)
            received.append(frame)
            ws.send(message)

        def from_page(message: str | bytes) -> None:
            sent.append(json.loads(message))
            to_server.send(message)

        to_server.on_message(from_server)
        ws.on_message(from_page)

    page.route_web_socket("**/ws/tables/**", route)
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page) == "mine"
    for _ in range(3):
        _move(page)
    kinds = [f["type"] for f in received if f["type"] in ("state", "delta")]
    assert kinds[0] == "state" and kinds.count("state") == 1 and "delta" in kinds
    last = [f for f in received if f["type"] in ("state", "delta")][-1]
    assert page.evaluate("document.body.dataset.version") == str(last["version"])

    for how in SPOILED:
        syncs = sum(1 for m in sent if m["type"] == "sync")
        spoil["next"] = how
        _move(page)
        assert sum(1 for m in sent if m["type"] == "sync") == syncs + 1, how
        page.wait_for_function(
            "(v) => document.body.dataset.version === v && document.body.dataset.turn === "
            "'mine'", arg=str(max(f["version"] for f in received if "version" in f)))
    assert [f["type"] for f in received].count("state") == 3  # the first, then one each
    _move(page)  # and deltas go on fitting
    last = [f for f in received if f["type"] in ("state", "delta")][-1]
    assert last["type"] == "delta"
    assert page.evaluate("document.body.dataset.version") == str(last["version"])
