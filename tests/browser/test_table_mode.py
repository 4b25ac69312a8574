"""Table mode: one shared screen and one phone per seat. Whitehall with Jack and the
investigators' person: the lobby (this browser made the table) links to the shared
screen with the invites; the shared screen shows the board large, without menus,
decision or secret (not in its DOM, not in a websocket frame), and a QR code of each
invite, which is the server's (segno) code of that invite link; each phone joins its seat
by that link and shows that seat's secrets (Jack's) and decisions; the shared screen then
marks the seats joined."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import Server
from tests.browser.helpers import assert_accessible, screenshot, wait_turn
from tests.browser.test_whitehall import SECRET_ELEMENTS, SECRET_KEYS

QUIET = 4  # js/qr.js: the white border round a code, in modules


def modules(path: str) -> set[tuple[int, int]]:
    """The dark modules of a drawn code (its path of ``M x y h1v1h-1z`` squares)."""
    return {(int(x) - QUIET, int(y) - QUIET) for x, y in re.findall(r"M(\d+) (\d+)h1v1h-1z", path)}


def segno_modules(text: str) -> set[tuple[int, int]]:
    import segno

    code = segno.make(text, error="m", micro=False)
    return {(x, y) for y, row in enumerate(code.matrix_iter(scale=1, border=0))
            for x, dark in enumerate(row) if dark}


def test_qr_endpoint_encodes_the_text_it_is_given(server: Server) -> None:
    text = "http://192.168.1.20:8000/play/abc#token=xyz"
    code = server.post("/api/qr", {"text": text})
    assert code["size"] == len(code["rows"]) == len(code["rows"][0])
    dark = {(x, y) for y, row in enumerate(code["rows"]) for x, c in enumerate(row) if c == "1"}
    assert dark == segno_modules(text)


def frames_of(page: Any) -> list[str]:
    """Every websocket frame the page receives from now on."""
    got: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: got.append(str(f))))
    return got


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_shared_screen_and_a_phone_per_seat(server: Server, new_context: Any, shots: Path,
                                              axe_js: Path, lang: str) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] * 4, "hands": [[1, 2, 3]], "seed": 5})
    jack_invite, police_invite = table["invites"]
    links = {tuple(i["seats"]): server.url(i["url"]) for i in table["invites"]}

    # the lobby of the browser that made the table: the invites' QR codes, the table mode link
    screen = new_context(lang=lang, width=1366, height=768)
    lobby = screen.new_page()
    errors: list[str] = []
    lobby.on("pageerror", lambda e: errors.append(str(e)))
    mine = [{"id": table["id"], "game": "whitehall-mystery", "created": 1,
             "invites": [{"seats": i["seats"], "url": i["url"]} for i in table["invites"]]}]
    lobby.add_init_script(f"localStorage.setItem('eerie.mine', {json.dumps(json.dumps(mine))})")
    lobby.goto(server.url("/"))
    link = lobby.locator(f"#mine li[data-table='{table['id']}'] a.table-mode-link")
    href = link.get_attribute("href") or ""
    assert href.startswith(f"/table/{table['id']}#") and "token" not in href.split("#")[0]
    lobby.close()

    # the shared screen
    page = screen.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    shared_frames = frames_of(page)
    page.goto(server.url(href))
    page.wait_for_selector("body[data-table-ready]")
    page.wait_for_function("() => document.querySelectorAll('#qr-list svg.qr').length === 2")
    assert page.evaluate("document.body.dataset.role") == "spectator"
    for hidden in ("#decision", "#rules-btn", "#settings-btn"):
        assert not page.locator(hidden).is_visible(), hidden
    page.locator("#board svg").first.wait_for(state="visible")  # drawn after the state
    shown = page.eval_on_selector_all("#qr-list li.qr-invite", """els => els.map((li) => ({
      seats: li.dataset.seats, url: li.dataset.url,
      d: li.querySelector('svg.qr path').getAttribute('d'),
      name: li.querySelector('svg.qr').getAttribute('aria-label'), text: li.textContent}))""")
    assert [s["seats"] for s in shown] == ["0", "1,2,3"]
    for s, seats in zip(shown, [(0,), (1, 2, 3)], strict=True):
        assert s["url"] == links[seats]
        assert modules(s["d"]) == segno_modules(s["url"])  # the invite link, as segno makes it
        assert s["name"]
    screenshot(page, shots, "table-mode" if lang == "en" else "table-mode-ko")
    assert_accessible(page, axe_js, f"the table mode screen ({lang})")

    # a phone per seat, each by the link its code holds
    phones = {}
    frames = {}
    for seats, invite in ((0, jack_invite), (1, police_invite)):
        ctx = new_context(lang=lang, width=390, height=844, mobile=True)
        phone = ctx.new_page()
        phone.on("pageerror", lambda e: errors.append(str(e)))
        frames[seats] = frames_of(phone)
        phone.goto(shown[seats]["url"])
        phones[seats] = phone
        assert shown[seats]["url"].endswith(invite["url"])
    assert wait_turn(phones[0]) == "mine"  # Jack chooses first
    assert wait_turn(phones[1], ("wait",)) == "wait"
    # Jack's phone has his secrets and his decision; the investigators' none of his
    assert any('"jack":' in f for f in frames[0])
    assert phones[0].locator("#options button.option").count() >= 1
    for _ in range(3):
        version = phones[0].evaluate("document.body.dataset.version")
        phones[0].keyboard.press("1")
        phones[0].wait_for_function("(v) => document.body.dataset.version !== v", arg=version)
        if wait_turn(phones[0], ("mine", "wait", "over")) != "mine":
            break
    # the shared screen marks both seats joined, and shows no secret anywhere
    page.wait_for_function(
        "() => document.querySelectorAll('#qr-list li.qr-invite.joined').length === 2",
        timeout=12_000)
    text = page.evaluate("document.documentElement.textContent")
    assert page.locator(SECRET_ELEMENTS).count() == 0
    for key in SECRET_KEYS:
        assert not any(key in f for f in shared_frames), key
        assert not any(key in f for f in frames[1]), key
    assert "Your move" not in text
    assert page.locator("#options button").count() == 0
    assert not errors, errors


def test_the_lobby_shows_each_new_invite_as_a_qr_code(server: Server, new_context: Any,
                                                      axe_js: Path) -> None:
    from tests.browser.helpers import settle

    page = new_context().new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url("/"))
    page.wait_for_selector("body[data-ready]")
    settle(page)
    page.click("#create")
    page.wait_for_selector("#created li.invite")
    n = page.locator("#created li.invite").count()
    page.wait_for_function(
        f"() => document.querySelectorAll('#created li.invite svg.qr').length === {n}")
    for row in page.locator("#created li.invite").all():
        url = row.locator("input.invite-url").input_value()
        path = row.locator("svg.qr path").get_attribute("d") or ""
        assert modules(path) == segno_modules(url)
        assert row.locator("svg.qr").get_attribute("role") == "img"
    link = page.locator("#created a.table-mode-link").get_attribute("href") or ""
    assert link.startswith("/table/") and link.count("invite=") == n
    assert_accessible(page, axe_js, "the lobby with its invites' QR codes")
    assert not errors, errors
