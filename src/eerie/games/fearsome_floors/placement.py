"""The experienced game's set-up: players take turns placing the floor elements.

Rules: the entrance and exit squares and the squares next to them stay empty; every
element covers whole squares and no two overlap; a teleporter may not be placed next
to another teleporter. Each placement is three small decisions: which element, its
orientation (teleporter arrow, or a long pool lying across or upright), and where.
"""

from __future__ import annotations

from eerie.core.grid import HEADINGS
from eerie.games.fearsome_floors.layout import Layout, Teleporter
from eerie.games.fearsome_floors.state import CRYSTAL, EMPTY, ROT_BACK, ROT_RIGHT, STONE, FFState

EXPERIENCED_ELEMENTS: tuple[tuple[str, int], ...] = (
    ("stone", 3),
    ("crystal", 2),
    ("rot_right", 4),
    ("rot_back", 2),
    ("tele_A", 2),
    ("tele_B", 2),
    ("pool_2x2", 1),
    ("pool_1x4", 1),
)
"""The elements placed in the experienced game (the 17 floor tiles of the box)."""

OBJECT_OF = {"stone": STONE, "crystal": CRYSTAL, "rot_right": ROT_RIGHT, "rot_back": ROT_BACK}
ORIENTATIONS = {
    "tele_A": ("n", "e", "s", "w"),
    "tele_B": ("n", "e", "s", "w"),
    "pool_1x4": ("h", "v"),
}


def footprint(layout: Layout, kind: str, orient: str, anchor: int) -> list[int] | None:
    """Squares an element covers with its top-left square on ``anchor``; None if it
    sticks out of the board."""
    grid = layout.grid
    x, y = grid.xy(anchor)
    if kind == "pool_2x2":
        spots = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)]
    elif kind == "pool_1x4":
        spots = [(x + i, y) for i in range(4)] if orient == "h" else [(x, y + i) for i in range(4)]
    else:
        spots = [(x, y)]
    if not all(grid.on_board(sx, sy) for sx, sy in spots):
        return None
    return [grid.cell(sx, sy) for sx, sy in spots]


def can_place(st: FFState, kind: str, orient: str, anchor: int) -> bool:
    """True if the element may be placed there."""
    lay = st.layout
    cells = footprint(lay, kind, orient, anchor)
    if cells is None:
        return False
    clear = lay.keep_clear()
    for c in cells:
        if (c in clear or c in lay.pools or c in lay.teleporters or st.objects[c] != EMPTY
                or c == st.monster):
            return False
    if kind.startswith("tele_"):
        for h in HEADINGS:
            n = lay.grid.step(anchor, h)
            if n is not None and n in lay.teleporters:
                return False
    return True


def place(st: FFState, kind: str, orient: str, anchor: int) -> None:
    """Put the element on the board (the caller checked :func:`can_place`)."""
    cells = footprint(st.layout, kind, orient, anchor)
    assert cells is not None
    if kind in OBJECT_OF:
        st.objects[anchor] = OBJECT_OF[kind]
    elif kind.startswith("pool"):
        st.layout = st.layout.with_pools(frozenset(cells))
    else:
        arrow = "nesw".index(orient)
        st.layout = st.layout.with_teleporter(anchor, Teleporter(kind[-1], arrow))


def valid_anchors(st: FFState, kind: str, orient: str) -> list[int]:
    """Every square where the element may go."""
    return [c for c in st.layout.grid.cells() if can_place(st, kind, orient, c)]


def remaining(st: FFState) -> dict[str, int]:
    """Elements still to place."""
    return {k: n for k, n in st.to_place if n > 0}


def take(st: FFState, kind: str) -> None:
    """Remove one element of ``kind`` from the supply."""
    st.to_place = tuple((k, n - 1 if k == kind else n) for k, n in st.to_place if
                        (n - 1 if k == kind else n) > 0)
