"""The SVG renderer produces well-formed drawings."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from eerie.games.whitehall_mystery.map import load_map, map_from_data
from eerie.games.whitehall_mystery.svg import render_svg
from tests.whitehall.tiny_maps import tiny

NS = "{http://www.w3.org/2000/svg}"


def test_tiny_map_svg_is_well_formed() -> None:
    m = map_from_data(tiny())
    root = ET.fromstring(render_svg(m))
    assert root.tag == f"{NS}svg"
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "Tiny Town" in texts
    assert {str(n) for n in range(1, 8)} <= set(texts)
    yellow = [r for r in root.iter(f"{NS}rect") if r.get("fill") == "#f0e442"]
    assert len(yellow) == 2  # yellow intersections are squares
    polygons = list(root.iter(f"{NS}polygon"))
    assert len(polygons) == 3 + 1  # three blocks, plus the wave hatch over the water


def test_highlight_and_bundled_map() -> None:
    m = load_map("gaslight")
    plain = render_svg(m)
    marked = render_svg(m, highlight=[33, "i5"], title=False)
    ET.fromstring(plain)
    root = ET.fromstring(marked)
    halos = [c for c in root.iter(f"{NS}circle") if c.get("stroke") == "#e69f00"]
    assert len(halos) == 2
    assert "Gaslight Borough</text>" in plain
    assert "Gaslight Borough</text>" not in marked


def test_docs_drawing_is_current() -> None:
    from pathlib import Path

    drawing = Path(__file__).parents[2] / "docs" / "whitehall-map.svg"
    assert drawing.read_text(encoding="utf-8") == render_svg(load_map("gaslight"))
