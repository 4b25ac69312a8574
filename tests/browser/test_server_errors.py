"""The play page when the server cannot store an action (its database is away): the
``storage`` error frame is shown in the page's language, the decision stays on offer,
and the same choice works once the server stores it again."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tests.browser.conftest import Server
from tests.browser.helpers import click_option, options, wait_turn
from tests.catalogs import STATIC_I18N, render

if TYPE_CHECKING:
    from playwright.sync_api import WebSocketRoute


def shell_text(lang: str, ident: str) -> str:
    """A message of the web shell's catalog in ``lang``, formatted."""
    return render(lang, (STATIC_I18N / f"{lang}.ftl").read_text("utf-8"), ident, {})


def test_an_unsaved_action_is_explained_and_can_be_sent_again(
        server: Server, new_context: Any) -> None:
    table = server.post("/api/tables", {
        "game": "fearsome-floors", "config": {"players": 2}, "seed": 2,
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}]})
    page = new_context(lang="ko").new_page()
    broken = {"now": True}
    refused: list[Any] = []

    def route(ws: WebSocketRoute) -> None:
        upstream = ws.connect_to_server()

        def to_server(message: str | bytes) -> None:
            msg = json.loads(message)
            if broken["now"] and msg.get("type") == "act":  # as the server answers
                refused.append(msg)                           # while its database is away
                ws.send(json.dumps({"type": "error", "code": "storage", "id": msg["id"],
                                    "message": "the action could not be saved; try again"}))
                return
            upstream.send(message)

        ws.on_message(to_server)

    page.route_web_socket("**/ws/tables/**", route)
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page) == "mine"
    version = page.evaluate("document.body.dataset.version")
    first = options(page)[0]
    click_option(page, first)
    expected = shell_text("ko", "ui-err-storage")
    page.wait_for_function("(t) => document.getElementById('error').textContent === t",
                           arg=expected)
    assert len(refused) == 1
    assert wait_turn(page) == "mine" and options(page)[0] == first  # still on offer
    assert page.evaluate("document.body.dataset.version") == version

    broken["now"] = False  # the database is back: the same choice is stored
    click_option(page, first)
    page.wait_for_function("(v) => document.body.dataset.version !== v", arg=version)


def test_a_refused_table_is_explained_in_the_pages_language(
        server: Server, new_context: Any) -> None:
    """The lobby shows a refusal's ``reason`` (a message) in the page's language, not the
    server's English ``detail``."""
    page = new_context(lang="ko").new_page()

    def refuse(route: Any) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        route.fulfill(status=503, content_type="application/json", body=json.dumps({
            "detail": "this server has too many unfinished tables",
            "reason": {"key": "server.err.full", "params": {}}}))

    page.route("**/api/tables", refuse)
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    page.click("#create")
    page.wait_for_function(
        "() => document.getElementById('status').textContent.includes('서버')")
    status = page.text_content("#status") or ""
    assert status.startswith("테이블을 만들지 못했습니다: ")
    assert "이 서버에 끝나지 않은 테이블이 너무 많습니다" in status
    assert "unfinished" not in status
