"""Driving the play page: whose turn, the options on offer, acting, screenshots."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page

Option = dict[str, Any]


def turn(page: Page) -> str:
    """The page's turn marker: mine (buttons work), busy, wait, pass or over."""
    value = page.evaluate("document.body.dataset.turn || ''")
    return str(value)


def wait_turn(page: Page, states: tuple[str, ...] = ("mine", "over"),
              timeout: float = 20.0) -> str:
    """Wait until the page shows one of ``states`` (and no animation runs)."""
    page.wait_for_function(
        "(states) => states.includes(document.body.dataset.turn)"
        " && !document.body.dataset.animating",
        arg=list(states), timeout=timeout * 1000)
    return turn(page)


def options(page: Page) -> list[str]:
    """The option ids on offer as buttons."""
    ids = page.eval_on_selector_all("#options button.option", "bs => bs.map(b => b.dataset.option)")
    return [str(i) for i in ids]


CENTRE = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const r = el.getBoundingClientRect();
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {x, y, hit: Boolean(hit && (hit === el || el.contains(hit))),
          disabled: Boolean(el.disabled)};
}"""


def click(page: Page, selector: str) -> None:
    """A real mouse click in the middle of an element, which must be the one hit there.

    Faster than ``page.click`` (no waiting for stability: the callers wait for the page's
    turn marker first), and as strict about what is under the pointer."""
    spot = page.evaluate(CENTRE, selector)
    assert spot is not None, f"nothing matches {selector}"
    assert spot["hit"], f"{selector} is covered by something else"
    assert not spot["disabled"], f"{selector} is disabled"
    page.mouse.click(spot["x"], spot["y"])


def click_option(page: Page, option: str) -> None:
    """Press an option's button."""
    click(page, f"#options button.option[data-option='{option}']")


def first_turn(pages: list[Page], timeout: float = 20.0) -> tuple[Page, str]:
    """Wait until one of ``pages`` may act or shows the end; return it and its marker."""
    deadline = time.monotonic() + timeout
    while True:
        for page in pages:
            state = turn(page)
            if state in ("mine", "over") and not page.evaluate("!!document.body.dataset.animating"):
                return page, state
        if time.monotonic() > deadline:
            raise TimeoutError(f"no page got a turn: {[turn(p) for p in pages]}")
        time.sleep(0.02)


def dom_text(page: Page) -> str:
    """All text in the page, SVG titles and hidden elements included."""
    return str(page.evaluate("document.documentElement.textContent"))


def log_lines(page: Page) -> list[str]:
    """The message log's lines."""
    lines = page.eval_on_selector_all("#log li.ev", "ls => ls.map(l => l.textContent)")
    return [str(line) for line in lines]


def screenshot(page: Page, folder: Path, name: str, full_page: bool = False) -> Path:
    """Save a screenshot; for the committed ones (``$EERIE_SCREENSHOTS`` set) quantised to
    256 colours when Pillow is at hand, to keep them small."""
    path = folder / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page, animations="disabled")
    if not os.environ.get("EERIE_SCREENSHOTS"):
        return path  # a throw-away copy: no need to make it small
    try:
        from PIL import Image
    except ImportError:
        return path
    with Image.open(path) as img:
        small = img.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE,
                                            dither=Image.Dither.NONE)
        small.save(path, optimize=True)
    return path


AXE_PATH = "/__eerie_test__/axe.min.js"
"""Where the tests serve axe-core to the page: a path of the page's own origin (the
pages' Content-Security-Policy allows scripts from there only), answered by the test."""

AXE_RUN = """async () => {
  const result = await axe.run(document, {
    resultTypes: ['violations'],
    // off by default in axe 4 (experimental): a control's name must contain its visible text
    rules: {'label-content-name-mismatch': {enabled: true}},
  });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), summary: n.failureSummary})),
  }));
}"""


def axe_violations(page: Page, axe_js: Path) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it is now."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.route(f"**{AXE_PATH}", lambda route: route.fulfill(
            path=str(axe_js), content_type="text/javascript; charset=utf-8"))
        page.add_script_tag(url=AXE_PATH)
    found: list[dict[str, Any]] = page.evaluate(AXE_RUN)
    return [v for v in found if v["impact"] in ("serious", "critical")]


def assert_accessible(page: Page, axe_js: Path, where: str) -> None:
    """Fail with a readable list if axe-core finds serious or critical violations."""
    bad = axe_violations(page, axe_js)
    lines = [f"{v['impact']} {v['id']} ({v['help']}): "
             + "; ".join(f"{n['target']}: {n['summary']}" for n in v["nodes"][:4])
             for v in bad]
    assert not bad, f"axe-core on {where}:\n" + "\n".join(lines)


def settle(page: Page) -> None:
    """Wait until the lobby's create form has the server's answer to its last change
    (the form normalises its config on the server as options change)."""
    page.wait_for_selector("#create-form:not([data-busy])")


def play_socket(ws_url: str, origin: str, token: str,
                choose: Callable[[dict[str, Any]], tuple[int, str] | None],
                steps: int = 20_000) -> dict[str, Any]:
    """Play a table over a plain websocket (no page): ``choose(state)`` gives the seat and
    option to send for each state offering options, or None to stop there. Returns the
    state it stopped at, or the state with the outcome."""
    from websockets.sync.client import connect
    from websockets.typing import Origin

    from eerie.testing.frames import follow

    with connect(ws_url, origin=Origin(origin)) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        state: dict[str, Any] | None = None
        floor = 0  # an acknowledged action leads to this version: older states are void
        for _ in range(steps):
            frame = json.loads(ws.recv(timeout=20))
            if frame["type"] == "ack":
                floor = max(floor, frame["version"])
            if frame["type"] not in ("state", "delta"):
                continue
            state = follow(state, frame) or frame
            if state["outcome"] is not None:
                return state
            if state["version"] < floor or not state["pending"].get("options"):
                continue
            move = choose(state)
            if move is None:
                return state
            ws.send(json.dumps({"type": "act", "seat": move[0], "option": move[1],
                                "expect_version": state["version"]}))
            floor = state["version"] + 1
    raise AssertionError(f"no end after {steps} frames")
