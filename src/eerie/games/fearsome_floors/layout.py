"""The board: a 16 x 11 grid with two cut corners, floor features and wrap-around.

Fixed features (blood pools, teleporters) live in an immutable :class:`Layout` shared by
all copies of a state. Movable things (stones, crystals, rotating stones) live in the
state. The entrance is the top-left square (figures wait outside it), the exit the
bottom-right square (the monster starts there). The top-right and bottom-left corners
are cut away.

Wrap-around: the outer wall squares are lettered in point-symmetric pairs. A monster
stepping off the board at some point re-enters at the square opposite it through the
board's centre, keeping its heading (:meth:`Layout.wrap`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Final

from eerie.core.grid import DELTA, HEADING_NAMES, HEADINGS, Grid

WIDTH: Final = 16
HEIGHT: Final = 11

COLUMNS: Final = "abcdefghijklmnop"
"""Column letters, left to right; rows are numbered 1 (top) to 11 (bottom)."""


def square_name(grid: Grid, cell: int) -> str:
    """``a1`` is the top-left square; ``p11`` the bottom-right."""
    return _names(grid.width, grid.height)[cell]


@lru_cache(maxsize=8)
def _names(width: int, height: int) -> tuple[str, ...]:
    return tuple(f"{COLUMNS[c % width]}{c // width + 1}" for c in range(width * height))


@lru_cache(maxsize=8)
def _rays(grid: Grid) -> tuple[tuple[int, ...], ...]:
    """:attr:`Layout.rays` (it depends on the grid only)."""
    n = grid.width * grid.height
    nxt = grid.next_cell
    rays: list[tuple[int, ...]] = []
    for i in range(4 * n):
        base = (i // n) * n
        ray: list[int] = []
        cur = nxt[i]
        while cur >= 0:
            ray.append(cur)
            cur = nxt[base + cur]
        rays.append(tuple(ray))
    return tuple(rays)


def parse_square(grid: Grid, name: str) -> int:
    """Inverse of :func:`square_name`; ``ValueError`` for a square not on the board."""
    name = name.strip().lower()
    if len(name) < 2 or name[0] not in COLUMNS[: grid.width] or not name[1:].isdigit():
        raise ValueError(f"bad square {name!r} (use a column a-{COLUMNS[grid.width - 1]} "
                         f"and a row 1-{grid.height}, e.g. c4)")
    x, y = COLUMNS.index(name[0]), int(name[1:]) - 1
    if not grid.on_board(x, y):
        raise ValueError(f"square {name!r} is not on the board")
    return grid.cell(x, y)


@dataclass(frozen=True, slots=True)
class Teleporter:
    """One teleporter tile: its pair letter and the heading its arrow shows."""

    pair: str
    arrow: int


def default_grid() -> Grid:
    """The 16 x 11 grid with the top-right and bottom-left corners cut away."""
    return Grid(WIDTH, HEIGHT, frozenset({WIDTH - 1, (HEIGHT - 1) * WIDTH}))


@dataclass(frozen=True, slots=True)
class Layout:
    """Fixed features of a board. Immutable: share it between copies of a state."""

    grid: Grid = field(default_factory=default_grid)
    pools: frozenset[int] = frozenset()
    teleporters: Mapping[int, Teleporter] = field(default_factory=dict)
    """Teleporter tiles by square. Never mutated: :meth:`with_teleporter` copies."""
    cells: int = field(init=False, repr=False, compare=False)
    """``width * height`` (the size of the per-square tables below)."""
    fig_next: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """``fig_next[heading * cells + cell]``: the square a figure (or a pushed stone)
    steps onto, or -1 at the board's edge or a teleporter (lookup table for hot loops)."""
    fig_steps: tuple[tuple[tuple[int, str, int], ...], ...] = field(
        init=False, repr=False, compare=False)
    """``fig_steps[cell]``: ``(heading, heading name, square)`` for each heading in which
    :attr:`fig_next` leads somewhere, in heading order."""
    is_pool: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    """``is_pool[cell]``: True on a blood pool square."""
    is_tele: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    """``is_tele[cell]``: True on a teleporter square."""
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """``names[cell]``: :func:`square_name` as a table."""
    rays: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """``rays[heading * cells + cell]``: the squares in a straight line from ``cell``
    (excluded) to the board's edge (:meth:`Grid.ray` as a table)."""

    def __post_init__(self) -> None:
        g = self.grid
        n = g.width * g.height
        tele = tuple(c in self.teleporters for c in range(n))
        fig_next = tuple(-1 if t < 0 or tele[t] else t for t in g.next_cell)
        object.__setattr__(self, "cells", n)
        object.__setattr__(self, "fig_next", fig_next)
        object.__setattr__(self, "fig_steps", tuple(
            tuple((h, HEADING_NAMES[h], fig_next[h * n + c]) for h in HEADINGS
                  if fig_next[h * n + c] >= 0)
            for c in range(n)))
        object.__setattr__(self, "is_pool", tuple(c in self.pools for c in range(n)))
        object.__setattr__(self, "is_tele", tele)
        object.__setattr__(self, "names", _names(g.width, g.height))
        object.__setattr__(self, "rays", _rays(g))

    def __deepcopy__(self, memo: dict[int, object]) -> Layout:
        """Layouts are immutable: a deep copy of a state shares its layout."""
        return self

    @property
    def entrance(self) -> int:
        """The square figures step onto from outside (top-left)."""
        return 0

    @property
    def exit(self) -> int:
        """The square figures leave from (bottom-right); the monster starts here."""
        return self.grid.width * self.grid.height - 1

    @property
    def corners(self) -> frozenset[int]:
        """Entrance and exit: a stone arriving on either is removed from the game."""
        return frozenset({self.entrance, self.exit})

    def keep_clear(self) -> frozenset[int]:
        """Squares where no element may be placed: both corners and their neighbours."""
        out = set(self.corners)
        for c in self.corners:
            out.update(self.grid.neighbours(c))
        return frozenset(out)

    def partner(self, cell: int) -> tuple[int, int] | None:
        """For a teleporter square, the other square of its pair and that square's arrow."""
        tp = self.teleporters.get(cell)
        if tp is None:
            return None
        for c, other in self.teleporters.items():
            if c != cell and other.pair == tp.pair:
                return c, other.arrow
        return None

    def wrap(self, cell: int, heading: int) -> int:
        """Where the monster re-enters after stepping off the board from ``cell``."""
        g = self.grid
        x, y = g.xy(cell)
        dx, dy = DELTA[heading]
        qx, qy = x + dx, y + dy
        rx, ry = g.width - 1 - qx + dx, g.height - 1 - qy + dy
        if not g.on_board(rx, ry):
            raise ValueError(f"no re-entry square for {square_name(g, cell)} heading {heading}")
        return g.cell(rx, ry)

    def with_pools(self, cells: frozenset[int]) -> Layout:
        """A copy with more pool squares."""
        return replace(self, pools=self.pools | cells)

    def with_teleporter(self, cell: int, tp: Teleporter) -> Layout:
        """A copy with one more teleporter tile."""
        tps = dict(self.teleporters)
        tps[cell] = tp
        return replace(self, teleporters=tps)

    def wall_letters(self) -> dict[tuple[int, int], str]:
        """Letters of the outer wall, in point-symmetric pairs, for drawing.

        Keys are ``(x, y)`` positions just outside the board, or cut-away corner squares
        (a cut corner is itself a wall square). A monster walking into a lettered wall
        square comes back in at the square with the same letter on the far side.
        """
        g = self.grid
        spots: list[tuple[int, int]] = []
        for x in range(g.width):
            if g.on_board(x, 0):
                spots.append((x, -1))
            elif g.in_rect(x, 0):
                spots.append((x, 0))
        for y in range(g.height):
            if g.on_board(g.width - 1, y):
                spots.append((g.width, y))
        letters: dict[tuple[int, int], str] = {}
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        n = 0
        for sx, sy in spots:
            if (sx, sy) in letters:
                continue
            label = alphabet[n] if n < len(alphabet) else str(n)
            letters[(sx, sy)] = label
            letters[(g.width - 1 - sx, g.height - 1 - sy)] = label
            n += 1
        return letters
