"""Whitehall's map labels in the browser: at the whole map and zoomed in, on a desktop and
on a phone, no two visible labels (circle numbers, intersection names) overlap and every
visible one is at least 10 CSS pixels tall on screen."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import Server
from tests.browser.helpers import wait_turn

LABELS = """() => {
  const svg = document.querySelector('#board svg.wm-board');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const all = [...svg.querySelectorAll('.circle-label, .inter-label')];
  const shown = all.filter((t) => getComputedStyle(t).display !== 'none');
  return {
    level: svg.dataset.labels, scale,
    circles: all.filter((t) => t.classList.contains('circle-label')).length,
    boxes: shown.map((t) => {
      const r = t.getBoundingClientRect();
      return {text: t.textContent, kind: t.classList.contains('circle-label') ? 'circle' : 'inter',
              x: r.left, y: r.top, w: r.width, h: r.height,
              px: parseFloat(getComputedStyle(t).fontSize) * scale};
    }),
  };
}"""


def _check(labels: dict[str, Any], where: str) -> None:
    boxes = labels["boxes"]
    small = [b for b in boxes if b["px"] < 10]
    assert not small, f"{where}: labels under 10 px on screen: {small[:5]}"
    tol = 0.5  # a rounding pixel
    clashes = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if (a["x"] + tol < b["x"] + b["w"] and b["x"] + tol < a["x"] + a["w"]
                    and a["y"] + tol < b["y"] + b["h"] and b["y"] + tol < a["y"] + a["h"]):
                clashes.append((a["text"], b["text"]))
    assert not clashes, f"{where}: overlapping labels {clashes[:10]} ({len(clashes)})"


def _zoom(page: Any, button: str) -> dict[str, Any]:
    """Press a zoom button and wait for the labels' placement of the new zoom."""
    before = page.evaluate("document.querySelector('#board svg.wm-board').dataset.labels")
    page.click(f"#board {button}")
    page.wait_for_function(
        "(v) => document.querySelector('#board svg.wm-board').dataset.labels !== v", arg=before)
    result: dict[str, Any] = page.evaluate(LABELS)
    return result


@pytest.mark.parametrize(("width", "height", "mobile"),
                         [(1280, 860, False), (1024, 768, False), (390, 844, True)],
                         ids=["desktop", "small-desktop", "phone"])
def test_labels_never_overlap_and_read_at_every_zoom(
        server: Server, new_context: Any, width: int, height: int, mobile: bool) -> None:
    table = server.post("/api/tables", {
        "game": "whitehall-mystery", "config": {"players": 2},
        "seats": [{"kind": "human"}] + [{"kind": "ai", "level": "random"}] * 3, "seed": 4})
    page = new_context(width=width, height=height, mobile=mobile).new_page()
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page) == "mine"
    page.wait_for_function("() => document.querySelector('#board svg.wm-board[data-labels]')")
    # a phone starts zoomed in: its whole map first
    whole = _zoom(page, ".zoom-fit") if mobile else page.evaluate(LABELS)
    _check(whole, "whole map")
    shown = [b for b in whole["boxes"] if b["kind"] == "circle"]
    if mobile:
        # a phone's whole map shows the numbers that fit at a readable size, not all
        assert 0 < len(shown) < whole["circles"]
    else:
        assert len(shown) == whole["circles"] == 190  # a desktop's whole map: every number
        assert not [b for b in whole["boxes"] if b["kind"] == "inter"]  # names wait for a zoom
    counts = [len(shown)]
    for step in range(2):
        zoomed = _zoom(page, ".zoom-in")
        _check(zoomed, f"zoomed in {step + 1}×")
        counts.append(len([b for b in zoomed["boxes"] if b["kind"] == "circle"]))
    assert counts == sorted(counts), counts  # zooming in shows more numbers, never fewer
    if zoomed["scale"] >= 1.25:  # 1.2 screen px per map unit and more: the intersections' names too
        assert [b for b in zoomed["boxes"] if b["kind"] == "inter"], zoomed["scale"]
    if width == 1280:
        assert zoomed["scale"] >= 1.25
    assert counts[-1] == whole["circles"] or mobile
