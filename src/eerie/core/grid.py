"""Square grids: cells, directions, distances and straight-line sight.

Cells are integers ``y * width + x`` (fast to copy and compare); ``(x, y)`` pairs are for
people and files. ``y`` grows downwards (row 0 is the top row as drawn).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

# Headings, clockwise from north. (dx, dy) with y growing downwards.
N, E, S, W = 0, 1, 2, 3
HEADINGS: tuple[int, ...] = (N, E, S, W)
DELTA: tuple[tuple[int, int], ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
HEADING_NAMES: tuple[str, ...] = ("n", "e", "s", "w")


def turn_right(h: int) -> int:
    """The heading a quarter turn clockwise."""
    return (h + 1) % 4


def turn_left(h: int) -> int:
    """The heading a quarter turn anticlockwise."""
    return (h + 3) % 4


def turn_back(h: int) -> int:
    """The opposite heading."""
    return (h + 2) % 4


def heading_from_name(name: str) -> int:
    """``"n"``, ``"e"``, ``"s"`` or ``"w"`` to a heading."""
    try:
        return HEADING_NAMES.index(name.lower())
    except ValueError:
        raise ValueError(f"unknown heading {name!r} (use n, e, s or w)") from None


@dataclass(frozen=True, slots=True)
class Grid:
    """A ``width`` x ``height`` rectangle with some cells cut away (``holes``)."""

    width: int
    height: int
    holes: frozenset[int] = frozenset()
    next_cell: tuple[int, ...] = field(init=False, repr=False, compare=False)
    """``next_cell[heading * width * height + cell]``: the neighbour, or -1 (a lookup
    table for hot loops; :meth:`step` wraps it)."""

    def __post_init__(self) -> None:
        table: list[int] = []
        for h in HEADINGS:
            dx, dy = DELTA[h]
            for c in range(self.width * self.height):
                x, y = c % self.width, c // self.width
                nx, ny = x + dx, y + dy
                ok = (c not in self.holes and 0 <= nx < self.width and 0 <= ny < self.height
                      and ny * self.width + nx not in self.holes)
                table.append(ny * self.width + nx if ok else -1)
        object.__setattr__(self, "next_cell", tuple(table))

    def cell(self, x: int, y: int) -> int:
        """The cell id of ``(x, y)`` (which must lie in the rectangle)."""
        return y * self.width + x

    def xy(self, cell: int) -> tuple[int, int]:
        """The ``(x, y)`` of a cell id."""
        return cell % self.width, cell // self.width

    def in_rect(self, x: int, y: int) -> bool:
        """True if ``(x, y)`` lies in the rectangle (holes included)."""
        return 0 <= x < self.width and 0 <= y < self.height

    def on_board(self, x: int, y: int) -> bool:
        """True if ``(x, y)`` is a playable cell."""
        return 0 <= x < self.width and 0 <= y < self.height and (
            y * self.width + x
        ) not in self.holes

    def cells(self) -> Iterator[int]:
        """All playable cells, row by row."""
        for c in range(self.width * self.height):
            if c not in self.holes:
                yield c

    def step(self, cell: int, heading: int) -> int | None:
        """The neighbouring playable cell in ``heading``, or None at an edge or hole.

        ``cell`` must be a cell of the rectangle (``0 <= cell < width * height``).
        """
        n = self.next_cell[heading * self.width * self.height + cell]
        return None if n < 0 else n

    def neighbours(self, cell: int) -> list[int]:
        """Orthogonal playable neighbours."""
        out = []
        for h in HEADINGS:
            n = self.step(cell, h)
            if n is not None:
                out.append(n)
        return out

    def ray(self, cell: int, heading: int) -> Iterator[int]:
        """Cells in a straight line from ``cell`` (excluded) until the edge."""
        cur: int | None = self.step(cell, heading)
        while cur is not None:
            yield cur
            cur = self.step(cur, heading)

    def first_in_line(
        self, cell: int, heading: int, blocks: Callable[[int], bool], hit: Callable[[int], bool]
    ) -> tuple[int, int] | None:
        """Line of sight: the first cell along ``heading`` where ``hit`` holds, with its
        distance, unless a cell where ``blocks`` holds comes first."""
        for dist, c in enumerate(self.ray(cell, heading), start=1):
            if hit(c):
                return c, dist
            if blocks(c):
                return None
        return None

    def distances(self, sources: Iterable[int], passable: Callable[[int], bool]) -> dict[int, int]:
        """Breadth-first step distances from ``sources`` through passable cells."""
        dist: dict[int, int] = {}
        queue: deque[int] = deque()
        for s in sources:
            dist[s] = 0
            queue.append(s)
        while queue:
            c = queue.popleft()
            for n in self.neighbours(c):
                if n not in dist and passable(n):
                    dist[n] = dist[c] + 1
                    queue.append(n)
        return dist

    def manhattan(self, a: int, b: int) -> int:
        """Taxicab distance between two cells."""
        ax, ay = self.xy(a)
        bx, by = self.xy(b)
        return abs(ax - bx) + abs(ay - by)
