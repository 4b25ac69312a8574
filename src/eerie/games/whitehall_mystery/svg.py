"""Draw a Whitehall map as SVG.

Shapes as well as colours tell things apart (the palette is colour-blind safe):

* house blocks are shaded tan, water blocks blue with a wave hatch;
* investigators' streets (intersection to intersection) are dark dashed lines; the short
  streets from circles are thin solid grey lines;
* white circles are white discs with a dark ring, black circles dark discs with white
  numbers, blue circles blue discs with a double ring;
* intersections are small dark dots; yellow (starting) intersections are larger yellow
  squares with a dark outline;
* the quadrant lines are faint dotted lines with the quadrant names in the corners;
* highlighted nodes get a thick orange halo.
"""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape

from eerie.games.whitehall_mystery.map import (
    QUADRANT_NAMES,
    BlockKind,
    CircleKind,
    Node,
    WhitehallMap,
)

CIRCLE_RADIUS = 11.0
"""Radius of a numbered circle, in map units."""

PALETTE = {
    "paper": "#f4efe4",
    "house": "#d9c9a8",
    "house_edge": "#b9a47c",
    "water": "#9cc7e4",
    "water_edge": "#4f8fbf",
    "police": "#3a3a3a",
    "street": "#8a8a8a",
    "white": "#ffffff",
    "black": "#222222",
    "blue": "#0072b2",
    "yellow": "#f0e442",
    "dot": "#1a1a1a",
    "highlight": "#e69f00",
    "quadrant": "#7a5c9a",
    "text": "#1a1a1a",
}
"""Colours (Okabe-Ito based where it matters: blue, yellow, orange)."""


def _f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def render_svg(m: WhitehallMap, *, highlight: Iterable[Node] | None = None,
               title: bool = True) -> str:
    """The map as a standalone SVG document.

    ``highlight`` names circles (numbers) and intersections (ids) to mark with a halo,
    e.g. the circles Jack may be on. ``title`` adds the map's name at the top.
    """
    marked = set(highlight or ())
    xs = [c.x for c in m.circles] + [i.x for i in m.intersections]
    ys = [c.y for c in m.circles] + [i.y for i in m.intersections]
    pad = 30.0
    width = m.width or max(xs) + pad
    height = m.height or max(ys) + pad
    top = 36.0 if title else 0.0
    out: list[str] = []
    w = out.append
    w('<?xml version="1.0" encoding="UTF-8"?>')
    w(f'<svg xmlns="http://www.w3.org/2000/svg" width="{_f(width)}" '
      f'height="{_f(height + top)}" viewBox="0 {_f(-top)} {_f(width)} {_f(height + top)}" '
      f'font-family="DejaVu Sans, Arial, sans-serif">')
    w(f"<title>{escape(m.name)}</title>")
    w("<defs>"
      '<pattern id="waves" width="24" height="12" patternUnits="userSpaceOnUse">'
      f'<path d="M0 6 q6 -5 12 0 t12 0" fill="none" stroke="{PALETTE["water_edge"]}" '
      'stroke-width="1" opacity="0.45"/></pattern>'
      "</defs>")
    w(f'<rect x="0" y="{_f(-top)}" width="{_f(width)}" height="{_f(height + top)}" '
      f'fill="{PALETTE["paper"]}"/>')
    if title:
        w(f'<text x="{_f(width / 2)}" y="-12" text-anchor="middle" font-size="20" '
          f'font-weight="bold" fill="{PALETTE["text"]}">{escape(m.name)}</text>')

    # blocks
    w('<g id="blocks">')
    for block in m.blocks:
        pts = " ".join(f"{_f(x)},{_f(y)}" for x, y in (m.position(n) for n in block.cycle))
        if block.kind is BlockKind.WATER:
            w(f'<polygon points="{pts}" fill="{PALETTE["water"]}" '
              f'stroke="{PALETTE["water_edge"]}" stroke-width="1"><title>block {block.id} '
              f'(water)</title></polygon>')
            w(f'<polygon points="{pts}" fill="url(#waves)" stroke="none"/>')
        else:
            w(f'<polygon points="{pts}" fill="{PALETTE["house"]}" '
              f'stroke="{PALETTE["house_edge"]}" stroke-width="1"><title>block {block.id} '
              f'(house)</title></polygon>')
    w("</g>")

    # quadrant lines
    if m.quadrant_lines is not None:
        qx, qy = m.quadrant_lines
        style = (f'stroke="{PALETTE["quadrant"]}" stroke-width="2" stroke-dasharray="2 6" '
                 f'opacity="0.55"')
        w(f'<g id="quadrants"><line x1="{_f(qx)}" y1="0" x2="{_f(qx)}" y2="{_f(height)}" '
          f'{style}/><line x1="0" y1="{_f(qy)}" x2="{_f(width)}" y2="{_f(qy)}" {style}/>')
        corners = {1: (8, 16, "start"), 2: (width - 8, 16, "end"),
                   3: (8, height - 8, "start"), 4: (width - 8, height - 8, "end")}
        for q, (x, y, anchor) in corners.items():
            w(f'<text x="{_f(x)}" y="{_f(y)}" text-anchor="{anchor}" font-size="13" '
              f'fill="{PALETTE["quadrant"]}" opacity="0.8">{QUADRANT_NAMES[q]} '
              f'({len(m.quadrant_circles(q))} white)</text>')
        w("</g>")

    # streets
    police: list[str] = []
    short: list[str] = []
    for a, b in m.streets:
        (x1, y1), (x2, y2) = m.position(a), m.position(b)
        line = f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}"/>'
        (police if isinstance(a, str) and isinstance(b, str) else short).append(line)
    w(f'<g id="streets" stroke="{PALETTE["street"]}" stroke-width="1.3">{"".join(short)}</g>')
    w(f'<g id="police-streets" stroke="{PALETTE["police"]}" stroke-width="2.2" '
      f'stroke-dasharray="5 4" stroke-linecap="round">{"".join(police)}</g>')

    # intersections
    w('<g id="intersections">')
    for i in m.intersections:
        if i.id in marked:
            w(f'<circle cx="{_f(i.x)}" cy="{_f(i.y)}" r="9" fill="none" '
              f'stroke="{PALETTE["highlight"]}" stroke-width="4"/>')
        if i.yellow:
            s = 7.0
            w(f'<rect x="{_f(i.x - s)}" y="{_f(i.y - s)}" width="{_f(2 * s)}" '
              f'height="{_f(2 * s)}" fill="{PALETTE["yellow"]}" stroke="{PALETTE["dot"]}" '
              f'stroke-width="2"><title>{i.id} (yellow start)</title></rect>')
        else:
            w(f'<circle cx="{_f(i.x)}" cy="{_f(i.y)}" r="3.6" fill="{PALETTE["dot"]}">'
              f"<title>{i.id}</title></circle>")
    w("</g>")

    # circles
    r = CIRCLE_RADIUS
    w('<g id="circles" font-size="10" text-anchor="middle" font-weight="bold">')
    for c in m.circles:
        if c.number in marked:
            w(f'<circle cx="{_f(c.x)}" cy="{_f(c.y)}" r="{_f(r + 4)}" fill="none" '
              f'stroke="{PALETTE["highlight"]}" stroke-width="4"/>')
        label = f"{c.number} ({c.kind.value}" + (
            f", {QUADRANT_NAMES[c.quadrant]})" if c.quadrant else ")")
        if c.kind is CircleKind.WHITE:
            fill, ring, ink = PALETTE["white"], PALETTE["black"], PALETTE["text"]
        elif c.kind is CircleKind.BLACK:
            fill, ring, ink = PALETTE["black"], PALETTE["black"], "#ffffff"
        else:
            fill, ring, ink = PALETTE["blue"], "#ffffff", "#ffffff"
        w(f'<g><title>{label}</title>')
        w(f'<circle cx="{_f(c.x)}" cy="{_f(c.y)}" r="{_f(r)}" fill="{fill}" '
          f'stroke="{PALETTE["black"]}" stroke-width="1.4"/>')
        if c.kind is CircleKind.BLUE:
            w(f'<circle cx="{_f(c.x)}" cy="{_f(c.y)}" r="{_f(r - 2.6)}" fill="none" '
              f'stroke="{ring}" stroke-width="1"/>')
        w(f'<text x="{_f(c.x)}" y="{_f(c.y + 3.6)}" fill="{ink}">{c.number}</text></g>')
    w("</g>")
    w("</svg>")
    return "\n".join(out) + "\n"
