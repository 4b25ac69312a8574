"""Slide puzzle: a picture cut into a grid of pieces that were shuffled.

The grid has ``rows * cols`` cells (at least six), numbered row by row from 0 at the top
left. ``tiles[cell]`` is the *home* cell of the piece lying on ``cell`` now, so the
puzzle is solved when ``tiles[cell] == cell`` everywhere.

One attempt swaps two pieces whose cells share an edge (never diagonally). Move ids are
``"swap:A:B"`` with the two cell numbers, smaller first; :meth:`SlidePuzzle.apply` also
accepts the larger one first.

Generated puzzles start from the finished picture and make random adjacent swaps, so they
can always be solved, and in at most that many swaps.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from random import Random
from typing import Any, ClassVar

from eerie.games.mansions.puzzles.base import (
    Difficulty,
    as_dict,
    as_rng,
    check_difficulty,
    check_kind,
    get_int,
    get_list,
    get_str,
    int_list,
    parse_int,
)

MIN_PIECES = 6
"""A slide puzzle always has at least this many pieces."""


@dataclass(frozen=True, slots=True)
class SlideLevel:
    """Grid size and scramble length for one difficulty."""

    rows: int
    cols: int
    swaps: int


SLIDE_LEVELS: dict[Difficulty, SlideLevel] = {
    "easy": SlideLevel(2, 3, 5),
    "normal": SlideLevel(3, 3, 9),
    "hard": SlideLevel(3, 4, 14),
}
"""What each difficulty generates: the grid and how many random swaps shuffle it."""


@dataclass(frozen=True, slots=True)
class SlidePuzzle:
    """A slide puzzle position (immutable; moves return new positions)."""

    rows: int
    cols: int
    tiles: tuple[int, ...]
    image: str = ""
    """Name of the picture, for renderers; it plays no part in the rules."""

    kind: ClassVar[str] = "slide"

    def __post_init__(self) -> None:
        if self.rows < 1 or self.cols < 1:
            raise ValueError(f"slide grid must be at least 1x1, got {self.rows}x{self.cols}")
        if self.rows * self.cols < MIN_PIECES:
            raise ValueError(
                f"slide puzzle needs at least {MIN_PIECES} pieces, got {self.rows * self.cols}"
            )
        if sorted(self.tiles) != list(range(self.rows * self.cols)):
            raise ValueError(
                f"slide tiles must be a permutation of 0..{self.rows * self.cols - 1}"
            )

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def solved(cls, rows: int, cols: int, image: str = "") -> SlidePuzzle:
        """The finished picture."""
        return cls(rows, cols, tuple(range(rows * cols)), image)

    # -- geometry -------------------------------------------------------------------------

    @property
    def size(self) -> int:
        """Number of pieces (and cells)."""
        return self.rows * self.cols

    def adjacent(self, a: int, b: int) -> bool:
        """True when cells ``a`` and ``b`` share an edge."""
        if not (0 <= a < self.size and 0 <= b < self.size):
            return False
        ra, ca = divmod(a, self.cols)
        rb, cb = divmod(b, self.cols)
        return abs(ra - rb) + abs(ca - cb) == 1

    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of edge-adjacent cells ``(a, b)`` with ``a < b``, in order."""
        return _pairs(self.rows, self.cols)

    # -- rules ----------------------------------------------------------------------------

    @property
    def is_solved(self) -> bool:
        """True when every piece is on its home cell."""
        return all(t == c for c, t in enumerate(self.tiles))

    @property
    def misplaced(self) -> int:
        """How many pieces are away from home."""
        return sum(1 for c, t in enumerate(self.tiles) if t != c)

    def legal_moves(self) -> tuple[str, ...]:
        """Ids of every swap allowed now (none once solved)."""
        if self.is_solved:
            return ()
        return move_ids(self.rows, self.cols)

    def parse_move(self, move_id: str) -> tuple[int, int]:
        """The two cells of a swap id, checked for legality, smaller first."""
        parts = move_id.split(":")
        if len(parts) != 3 or parts[0] != "swap":
            raise ValueError(f"malformed slide move {move_id!r} (expected 'swap:A:B')")
        a, b = parse_int(parts[1], move_id, "slide"), parse_int(parts[2], move_id, "slide")
        for cell in (a, b):
            if not 0 <= cell < self.size:
                raise ValueError(f"illegal slide move {move_id!r}: no cell {cell} on this grid")
        if not self.adjacent(a, b):
            raise ValueError(f"illegal slide move {move_id!r}: cells {a} and {b} do not share "
                             "an edge")
        return (a, b) if a < b else (b, a)

    @staticmethod
    def costs_attempt(move_id: str) -> bool:
        """Every move is an attempt (one swap)."""
        return True

    def apply(self, move_id: str) -> SlidePuzzle:
        """The position after a swap; :class:`ValueError` if it is not legal now."""
        if self.is_solved:
            raise ValueError(f"illegal slide move {move_id!r}: the puzzle is already solved")
        a, b = self.parse_move(move_id)
        return self.swap(a, b)

    def swap(self, a: int, b: int) -> SlidePuzzle:
        """Swap the pieces on two adjacent cells (no check for a solved puzzle)."""
        if not self.adjacent(a, b):
            raise ValueError(f"cells {a} and {b} do not share an edge")
        tiles = list(self.tiles)
        tiles[a], tiles[b] = tiles[b], tiles[a]
        return SlidePuzzle(self.rows, self.cols, tuple(tiles), self.image)

    # -- output ---------------------------------------------------------------------------

    def render(self) -> str:
        """The grid as text: each cell shows its cell number and the piece on it.

        A piece is named by its home cell; ``*`` marks pieces already at home.
        """
        width = len(str(self.size - 1))
        lines = [f"Slide puzzle {self.rows}x{self.cols}"
                 + (f" ({self.image})" if self.image else "")
                 + f": {self.misplaced} piece(s) out of place"]
        for r in range(self.rows):
            cells = []
            for c in range(self.cols):
                cell = r * self.cols + c
                piece = self.tiles[cell]
                mark = "*" if piece == cell else " "
                cells.append(f"[{cell:>{width}}] {piece:>{width}}{mark}")
            lines.append("  ".join(cells).rstrip())
        lines.append("cell [n] holds piece p; * = piece at home; swap two cells that share "
                     "an edge")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON of the whole position."""
        return {"kind": self.kind, "rows": self.rows, "cols": self.cols,
                "tiles": list(self.tiles), "image": self.image}

    @classmethod
    def from_json(cls, data: Any) -> SlidePuzzle:
        """Read :meth:`to_json` output back; :class:`ValueError` if malformed."""
        d = as_dict(data, "slide puzzle")
        check_kind(d, cls.kind)
        image = get_str(d, "image", "slide puzzle") if "image" in d else ""
        return cls(get_int(d, "rows", "slide puzzle"), get_int(d, "cols", "slide puzzle"),
                   int_list(get_list(d, "tiles", "slide puzzle"), "slide tiles"), image)


_PAIRS_CACHE: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}


def move_ids(rows: int, cols: int) -> tuple[str, ...]:
    """Every swap id of a ``rows`` x ``cols`` board (``swap:A:B``, smaller cell first), in
    order: all the moves a slide puzzle of that size can ever offer."""
    return tuple(f"swap:{a}:{b}" for a, b in _pairs(rows, cols))


def _pairs(rows: int, cols: int) -> tuple[tuple[int, int], ...]:
    key = (rows, cols)
    found = _PAIRS_CACHE.get(key)
    if found is None:
        out: list[tuple[int, int]] = []
        for cell in range(rows * cols):
            r, c = divmod(cell, cols)
            if c + 1 < cols:
                out.append((cell, cell + 1))
            if r + 1 < rows:
                out.append((cell, cell + cols))
        found = tuple(sorted(out))
        _PAIRS_CACHE[key] = found
    return found


# -- generation -----------------------------------------------------------------------------

def generate_slide(seed: Random | int, difficulty: Difficulty = "normal", *,
                   image: str = "") -> SlidePuzzle:
    """A shuffled slide puzzle for ``difficulty``, reproducible from ``seed``.

    Starting from the finished picture it makes the level's number of random adjacent
    swaps (never undoing the swap just made), and starts over should the result happen to
    be the finished picture again. The answer therefore never needs more swaps than that.
    """
    level = SLIDE_LEVELS[check_difficulty(difficulty)]
    return scramble(seed, level.rows, level.cols, level.swaps, image=image)


def scramble(seed: Random | int, rows: int, cols: int, swaps: int, *,
             image: str = "") -> SlidePuzzle:
    """A puzzle made by ``swaps`` random adjacent swaps from the finished picture."""
    if swaps < 1:
        raise ValueError("a scramble needs at least one swap")
    rng = as_rng(seed)
    start = SlidePuzzle.solved(rows, cols, image)
    pairs = start.pairs()
    while True:
        tiles = list(start.tiles)
        last: tuple[int, int] | None = None
        for _ in range(swaps):
            choices = [p for p in pairs if p != last]
            a, b = choices[rng.randrange(len(choices))]
            tiles[a], tiles[b] = tiles[b], tiles[a]
            last = (a, b)
        puzzle = SlidePuzzle(rows, cols, tuple(tiles), image)
        if not puzzle.is_solved:
            return puzzle


# -- solving --------------------------------------------------------------------------------

def swap_lower_bound(puzzle: SlidePuzzle) -> int:
    """A number of swaps the puzzle certainly cannot be solved in fewer than.

    Two independent bounds, the larger wins: each swap moves two pieces one step, so it
    cuts the total distance from home by at most 2; and each swap of any two pieces joins
    or splits one cycle of the permutation, so at least ``pieces - cycles`` are needed.
    Neither changes by more than one per swap, which keeps A* search exact.
    """
    return _heuristic(puzzle.tiles, puzzle.cols)


def _heuristic(tiles: tuple[int, ...], cols: int) -> int:
    dist = 0
    for cell, home in enumerate(tiles):
        if home != cell:
            r1, c1 = divmod(cell, cols)
            r2, c2 = divmod(home, cols)
            dist += abs(r1 - r2) + abs(c1 - c2)
    seen = [False] * len(tiles)
    cycles = 0
    for start in range(len(tiles)):
        if not seen[start]:
            cycles += 1
            i = start
            while not seen[i]:
                seen[i] = True
                i = tiles[i]
    return max((dist + 1) // 2, len(tiles) - cycles)


class SearchBudgetExceeded(RuntimeError):
    """The exact search gave up after its node budget."""


def optimal_solution(puzzle: SlidePuzzle, *, max_nodes: int = 200_000) -> list[str]:
    """A shortest list of swap ids solving the puzzle (A* search).

    :class:`SearchBudgetExceeded` if more than ``max_nodes`` positions would be expanded.
    """
    start = puzzle.tiles
    goal = tuple(range(puzzle.size))
    if start == goal:
        return []
    pairs = puzzle.pairs()
    cols = puzzle.cols
    best: dict[tuple[int, ...], int] = {start: 0}
    parent: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, int]]] = {}
    counter = 0
    heap: list[tuple[int, int, int, tuple[int, ...]]] = [(_heuristic(start, cols), 0, 0, start)]
    expanded = 0
    while heap:
        _, g, _, state = heapq.heappop(heap)
        if g > best.get(state, g):
            continue
        if state == goal:
            moves: list[str] = []
            while state in parent:
                state, (a, b) = parent[state]
                moves.append(f"swap:{a}:{b}")
            moves.reverse()
            return moves
        expanded += 1
        if expanded > max_nodes:
            raise SearchBudgetExceeded(f"no solution found within {max_nodes} positions")
        for a, b in pairs:
            nxt = list(state)
            nxt[a], nxt[b] = nxt[b], nxt[a]
            child = tuple(nxt)
            ng = g + 1
            if ng < best.get(child, ng + 1):
                best[child] = ng
                parent[child] = (state, (a, b))
                counter += 1
                heapq.heappush(heap, (ng + _heuristic(child, cols), ng, counter, child))
    raise AssertionError("every slide position can be solved")  # pragma: no cover


def min_swaps_to_solve(puzzle: SlidePuzzle, *, max_nodes: int = 200_000) -> int:
    """The exact fewest swaps that solve the puzzle (see :func:`optimal_solution`)."""
    return len(optimal_solution(puzzle, max_nodes=max_nodes))


def greedy_solution(puzzle: SlidePuzzle) -> list[str]:
    """Some (not always shortest) list of swap ids solving the puzzle, found instantly.

    Cells are filled in reading order; the piece due on a cell travels first along its own
    row, then up its column, so it only disturbs cells that are not yet filled.
    """
    tiles = list(puzzle.tiles)
    cols = puzzle.cols
    moves: list[str] = []

    def swap(a: int, b: int) -> None:
        tiles[a], tiles[b] = tiles[b], tiles[a]
        moves.append(f"swap:{min(a, b)}:{max(a, b)}")

    for target in range(puzzle.size):
        at = tiles.index(target)
        tr, tc = divmod(target, cols)
        while at != target:
            r, c = divmod(at, cols)
            if r == tr:
                swap(at, at - 1)  # same row: the piece is to the right, move it left
                at -= 1
            elif c != tc:
                step = -1 if c > tc else 1
                swap(at, at + step)
                at += step
            else:
                swap(at, at - cols)
                at -= cols
    return moves


def solve_slide(puzzle: SlidePuzzle, *, max_nodes: int = 50_000) -> list[str]:
    """Swap ids that solve the puzzle: the shortest if found quickly, else a greedy one."""
    try:
        return optimal_solution(puzzle, max_nodes=max_nodes)
    except SearchBudgetExceeded:
        return greedy_solution(puzzle)
