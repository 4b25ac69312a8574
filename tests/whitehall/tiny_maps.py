"""Tiny hand-made Whitehall maps for tests (fresh copies on every call).

``tiny()`` is the example of docs/whitehall-map-format.md::

    i1 ---- i2 ---- i3        1 and 4 stand on the top streets, 5 on the east street,
    |  1    |    4  |         2-3 are a pair joined by a short street; blocks 1 and 2
    |       |      5|         are houses. Below the street i4-i5-i6 is the river
    |  2-3  |       |         (block 3, water) with blue circles 6 (north bank) and
    i4 ---- i5 ---- i6        7 (south bank); i4-i7 and i6-i8 are bridges.
    |  6            |
    |       7       |
    i7 ------------ i8

``TINY_LIMITS`` relaxes the validator's counts for it.
"""

from __future__ import annotations

import copy
from typing import Any

TINY_LIMITS: dict[str, Any] = {
    "min_white_per_quadrant": 0, "max_white_per_quadrant": 5, "yellow_count": 2}

_TINY: dict[str, Any] = {
    "format": "eerie-whitehall-map",
    "version": 1,
    "name": "Tiny Town",
    "width": 240,
    "height": 240,
    "quadrant_lines": {"x": 100, "y": 100},
    "circles": [
        {"id": 1, "kind": "white", "quadrant": 1, "x": 50, "y": 20},
        {"id": 2, "kind": "black", "x": 30, "y": 80},
        {"id": 3, "kind": "black", "x": 70, "y": 80},
        {"id": 4, "kind": "white", "quadrant": 2, "x": 150, "y": 20},
        {"id": 5, "kind": "black", "x": 180, "y": 50},
        {"id": 6, "kind": "blue", "x": 50, "y": 120},
        {"id": 7, "kind": "blue", "x": 100, "y": 180},
    ],
    "intersections": [
        {"id": "i1", "yellow": True, "x": 0, "y": 0},
        {"id": "i2", "x": 100, "y": 0},
        {"id": "i3", "yellow": True, "x": 200, "y": 0},
        {"id": "i4", "x": 0, "y": 100},
        {"id": "i5", "x": 100, "y": 100},
        {"id": "i6", "x": 200, "y": 100},
        {"id": "i7", "x": 0, "y": 200},
        {"id": "i8", "x": 200, "y": 200},
    ],
    "streets": [
        ["i1", "i2"], ["i2", "i3"], ["i4", "i5"], ["i5", "i6"], ["i7", "i8"],
        ["i1", "i4"], ["i2", "i5"], ["i3", "i6"], ["i4", "i7"], ["i6", "i8"],
        [1, "i1"], [1, "i2"], [2, "i4"], [3, "i5"], [2, 3], [4, "i2"], [4, "i3"],
        [5, "i3"], [5, "i6"], [6, "i4"], [6, "i5"], [7, "i7"], [7, "i8"],
    ],
    "blocks": [
        {"id": 1, "kind": "house", "cycle": ["i1", 1, "i2", "i5", 3, 2, "i4"]},
        {"id": 2, "kind": "house", "cycle": ["i2", 4, "i3", 5, "i6", "i5"]},
        {"id": 3, "kind": "water", "cycle": ["i4", 6, "i5", "i6", "i8", 7, "i7"]},
    ],
}


def tiny() -> dict[str, Any]:
    """A fresh copy of Tiny Town (7 circles, 8 intersections, 3 blocks)."""
    return copy.deepcopy(_TINY)


def lane() -> dict[str, Any]:
    """A 2 x 2 grid of house blocks, no river, 10 circles; no water blocks and no blue
    circles. Every block has circles; circle 10 sits on a short lane (a circle-only
    street between blocks 3 and 4, investigators cannot walk it)."""
    inter = [(f"i{k + 1}", (k % 3) * 100.0, (k // 3) * 100.0) for k in range(9)]
    # i1 i2 i3 / i4 i5 i6 / i7 i8 i9
    circles = [
        (1, "white", 1, 30, 20), (2, "black", None, 70, 20),      # block 1, top side
        (3, "white", 2, 130, 20), (4, "black", None, 180, 50),   # block 2
        (5, "white", 1, 20, 50),                                 # block 1, west side
        (6, "black", None, 50, 180), (7, "white", 3, 20, 150),   # block 3
        (8, "white", 4, 150, 180), (9, "black", None, 180, 150),  # block 4
        (10, "white", 3, 100, 150),                              # lane between 3 and 4
    ]
    streets: list[list[Any]] = [
        ["i1", "i2"], ["i2", "i3"], ["i4", "i5"], ["i5", "i6"], ["i7", "i8"], ["i8", "i9"],
        ["i1", "i4"], ["i4", "i7"], ["i2", "i5"], ["i3", "i6"], ["i6", "i9"],
        [1, "i1"], [1, 2], [2, "i2"], [3, "i2"], [3, "i3"], [4, "i3"], [4, "i6"],
        [5, "i1"], [5, "i4"], [6, "i7"], [6, "i8"], [7, "i4"], [7, "i7"],
        [8, "i8"], [8, "i9"], [9, "i6"], [9, "i9"], [10, "i5"], [10, "i8"],
    ]
    return {
        "format": "eerie-whitehall-map", "version": 1, "name": "Lane End",
        "circles": [
            {"id": n, "kind": k, **({"quadrant": q} if q else {}), "x": x, "y": y}
            for n, k, q, x, y in circles],
        "intersections": [{"id": i, "x": x, "y": y, **({"yellow": True} if i in
                           ("i1", "i9") else {})} for i, x, y in inter],
        "streets": streets,
        "blocks": [
            {"id": 1, "kind": "house", "cycle": ["i1", 1, 2, "i2", "i5", "i4", 5]},
            {"id": 2, "kind": "house", "cycle": ["i2", 3, "i3", 4, "i6", "i5"]},
            {"id": 3, "kind": "house", "cycle": ["i4", "i5", 10, "i8", 6, "i7", 7]},
            {"id": 4, "kind": "house", "cycle": ["i5", "i6", 9, "i9", 8, "i8", 10]},
        ],
    }
