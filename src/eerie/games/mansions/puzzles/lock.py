"""Lock puzzle: slide blocks in a frame until the special block can leave on the right.

The frame is ``rows x cols`` cells (6x6 unless stated), row 0 at the top, column 0 on the
left. Each block is one letter, two or three cells long, lying either horizontally or
vertically; it only ever slides along its own length. Blocks never share a cell and can
not jump over one another or leave the frame. The special block ``X`` lies horizontally
in the *exit row*; the frame has a gap at the right end of that row. The puzzle is solved
when ``X`` reaches the right edge, from where it slides out through the gap.

**One attempt is one drag of one block, over any distance** along its axis: moving block
``B`` three cells to the right in one go costs a single attempt, exactly as one cell
would. Move ids are ``"move:B:+2"`` (right or down) and ``"move:B:-1"`` (left or up).

Generated puzzles are checked with a breadth-first search in that same metric, so they
can always be solved, and never in fewer drags than the difficulty asks for.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from random import Random
from typing import Any, ClassVar

from eerie.core.graph import distances
from eerie.games.mansions.puzzles.base import (
    Difficulty,
    as_dict,
    as_rng,
    check_difficulty,
    check_kind,
    get_bool,
    get_int,
    get_list,
    get_str,
    parse_int,
)

SPECIAL = "X"
"""Id of the block that has to get out."""

BLOCK_IDS = "ABCDEFGHIJKLMNOPQRSTUVWYZ"
"""Ids given to the other blocks, in order (every capital letter but ``X``)."""


@dataclass(frozen=True, slots=True)
class Block:
    """One block: its top-left cell, length and direction."""

    id: str
    row: int
    col: int
    length: int
    horizontal: bool

    def cells(self) -> list[tuple[int, int]]:
        """The ``(row, col)`` cells it covers."""
        if self.horizontal:
            return [(self.row, self.col + i) for i in range(self.length)]
        return [(self.row + i, self.col) for i in range(self.length)]

    def shifted(self, distance: int) -> Block:
        """The block moved ``distance`` cells along its axis (+ is right or down)."""
        if self.horizontal:
            return Block(self.id, self.row, self.col + distance, self.length, True)
        return Block(self.id, self.row + distance, self.col, self.length, False)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON of the block."""
        return {"id": self.id, "row": self.row, "col": self.col, "length": self.length,
                "horizontal": self.horizontal}

    @classmethod
    def from_json(cls, data: Any) -> Block:
        """Read :meth:`to_json` output back."""
        d = as_dict(data, "lock block")
        return cls(get_str(d, "id", "lock block"), get_int(d, "row", "lock block"),
                   get_int(d, "col", "lock block"), get_int(d, "length", "lock block"),
                   get_bool(d, "horizontal", "lock block"))


@dataclass(frozen=True, slots=True)
class LockLevel:
    """How many blocks, and how many drags the best solution must take, per difficulty."""

    min_blocks: int
    max_blocks: int
    min_moves: int
    max_moves: int


LOCK_LEVELS: dict[Difficulty, LockLevel] = {
    "easy": LockLevel(6, 8, 3, 5),
    "normal": LockLevel(8, 11, 5, 8),
    "hard": LockLevel(12, 14, 8, 14),
}
"""What each difficulty generates; the fewest drags needed lie in ``min..max_moves``."""


@dataclass(frozen=True, slots=True)
class LockPuzzle:
    """A lock puzzle position (immutable; moves return new positions)."""

    blocks: tuple[Block, ...]
    rows: int = 6
    cols: int = 6
    exit_row: int = 2

    kind: ClassVar[str] = "lock"

    def __post_init__(self) -> None:
        if self.rows < 3 or self.cols < 3:
            raise ValueError(f"lock frame must be at least 3x3, got {self.rows}x{self.cols}")
        if not 0 <= self.exit_row < self.rows:
            raise ValueError(f"exit row {self.exit_row} is outside the frame")
        seen: set[str] = set()
        taken: dict[tuple[int, int], str] = {}
        for b in self.blocks:
            if len(b.id) != 1 or not ("A" <= b.id <= "Z"):
                raise ValueError(f"block id must be one capital letter, got {b.id!r}")
            if b.id in seen:
                raise ValueError(f"two blocks are called {b.id!r}")
            seen.add(b.id)
            if b.length not in (2, 3):
                raise ValueError(f"block {b.id} is {b.length} long (blocks are 2 or 3 long)")
            for r, c in b.cells():
                if not (0 <= r < self.rows and 0 <= c < self.cols):
                    raise ValueError(f"block {b.id} sticks out of the frame")
                if (r, c) in taken:
                    raise ValueError(f"blocks {taken[(r, c)]} and {b.id} overlap at row {r}, "
                                     f"column {c}")
                taken[(r, c)] = b.id
        special = self.block(SPECIAL)
        if special is None:
            raise ValueError(f"a lock puzzle needs the special block {SPECIAL!r}")
        if not special.horizontal or special.row != self.exit_row:
            raise ValueError(f"the special block must lie horizontally in the exit row "
                             f"{self.exit_row}")

    # -- queries --------------------------------------------------------------------------

    def block(self, block_id: str) -> Block | None:
        """The block with this id, or None."""
        for b in self.blocks:
            if b.id == block_id:
                return b
        return None

    @property
    def is_solved(self) -> bool:
        """True when the special block has reached the exit on the right edge."""
        special = self.block(SPECIAL)
        assert special is not None
        return special.col + special.length == self.cols

    def _occupied(self) -> dict[tuple[int, int], str]:
        return {cell: b.id for b in self.blocks for cell in b.cells()}

    def reach(self, block_id: str) -> tuple[int, int]:
        """How far a block can slide ``(back, forward)``: up/left and down/right."""
        b = self.block(block_id)
        if b is None:
            raise ValueError(f"there is no block {block_id!r}")
        occ = self._occupied()
        dr, dc = (0, 1) if b.horizontal else (1, 0)
        back = 0
        r, c = b.row - dr, b.col - dc
        while r >= 0 and c >= 0 and (r, c) not in occ:
            back += 1
            r, c = r - dr, c - dc
        fwd = 0
        r, c = b.row + dr * b.length, b.col + dc * b.length
        while r < self.rows and c < self.cols and (r, c) not in occ:
            fwd += 1
            r, c = r + dr, c + dc
        return back, fwd

    # -- rules ----------------------------------------------------------------------------

    def legal_moves(self) -> tuple[str, ...]:
        """Every drag allowed now (none once solved), by block id, then distance."""
        if self.is_solved:
            return ()
        out: list[str] = []
        for b in sorted(self.blocks, key=lambda blk: blk.id):
            back, fwd = self.reach(b.id)
            out.extend(move_id(b.id, -d) for d in range(back, 0, -1))
            out.extend(move_id(b.id, d) for d in range(1, fwd + 1))
        return tuple(out)

    def parse_move(self, move: str) -> tuple[str, int]:
        """``(block id, distance)`` of a move id, checked for legality."""
        parts = move.split(":")
        if len(parts) != 3 or parts[0] != "move" or parts[2][:1] not in ("+", "-"):
            raise ValueError(f"malformed lock move {move!r} (expected 'move:B:+2' or "
                             "'move:B:-1')")
        block_id, distance = parts[1], parse_int(parts[2], move, "lock")
        b = self.block(block_id)
        if b is None:
            raise ValueError(f"illegal lock move {move!r}: there is no block {block_id!r}")
        if distance == 0:
            raise ValueError(f"illegal lock move {move!r}: a drag must move the block")
        back, fwd = self.reach(block_id)
        if distance > fwd or -distance > back:
            way = ("right" if b.horizontal else "down") if distance > 0 else (
                "left" if b.horizontal else "up")
            room = fwd if distance > 0 else back
            raise ValueError(f"illegal lock move {move!r}: block {block_id} can move at most "
                             f"{room} cell(s) {way}")
        return block_id, distance

    @staticmethod
    def costs_attempt(move_id: str) -> bool:
        """Every move is an attempt (one drag)."""
        return True

    def apply(self, move: str) -> LockPuzzle:
        """The position after one drag; :class:`ValueError` if it is not legal now."""
        if self.is_solved:
            raise ValueError(f"illegal lock move {move!r}: the puzzle is already solved")
        block_id, distance = self.parse_move(move)
        blocks = tuple(b.shifted(distance) if b.id == block_id else b for b in self.blocks)
        return LockPuzzle(blocks, self.rows, self.cols, self.exit_row)

    # -- output ---------------------------------------------------------------------------

    def render(self) -> str:
        """The frame as text; ``>`` marks the exit gap, ``.`` an empty cell."""
        occ = self._occupied()
        border = "+" + "-" * self.cols + "+"
        lines = [f"Lock puzzle {self.rows}x{self.cols}: get {SPECIAL} out through '>'", border]
        for r in range(self.rows):
            row = "".join(occ.get((r, c), ".") for c in range(self.cols))
            lines.append("|" + row + (">" if r == self.exit_row else "|"))
        lines.append(border)
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON of the whole position."""
        return {"kind": self.kind, "rows": self.rows, "cols": self.cols,
                "exit_row": self.exit_row, "blocks": [b.to_json() for b in self.blocks]}

    @classmethod
    def from_json(cls, data: Any) -> LockPuzzle:
        """Read :meth:`to_json` output back; :class:`ValueError` if malformed."""
        what = "lock puzzle"
        d = as_dict(data, what)
        check_kind(d, cls.kind)
        blocks = tuple(Block.from_json(b) for b in get_list(d, "blocks", what))
        return cls(blocks, get_int(d, "rows", what), get_int(d, "cols", what),
                   get_int(d, "exit_row", what))


def move_id(block_id: str, distance: int) -> str:
    """The id of a drag, e.g. ``move_id("B", 2) == "move:B:+2"``."""
    return f"move:{block_id}:{distance:+d}"


# -- fast search core -----------------------------------------------------------------------
# A position is packed into one int: four bits per block holding the coordinate that can
# change (its column if horizontal, its row if vertical); the other coordinate and the
# length never change. Occupied cells are a bit mask.

_BITS = 4
_FIELD = (1 << _BITS) - 1


class _Frame:
    """The unchanging part of a layout, with precomputed masks for quick searching."""

    __slots__ = ("count", "lengths", "limits", "lines", "masks", "special", "special_goal")

    def __init__(self, puzzle: LockPuzzle) -> None:
        if max(puzzle.rows, puzzle.cols) > _FIELD:
            raise ValueError(f"lock frames are at most {_FIELD} cells across")
        self.count = len(puzzle.blocks)
        self.lengths = tuple(b.length for b in puzzle.blocks)
        self.special = next(i for i, b in enumerate(puzzle.blocks) if b.id == SPECIAL)
        self.special_goal = puzzle.cols - self.lengths[self.special]
        lines: list[tuple[int, ...]] = []
        masks: list[tuple[int, ...]] = []
        limits: list[int] = []
        for b in puzzle.blocks:
            if b.horizontal:
                line = tuple(1 << (b.row * puzzle.cols + c) for c in range(puzzle.cols))
            else:
                line = tuple(1 << (r * puzzle.cols + b.col) for r in range(puzzle.rows))
            lines.append(line)
            limits.append(len(line))
            masks.append(tuple(sum(line[p:p + b.length])
                               for p in range(len(line) - b.length + 1)))
        self.lines = tuple(lines)
        self.masks = tuple(masks)
        self.limits = tuple(limits)

    @staticmethod
    def pack(coords: tuple[int, ...]) -> int:
        state = 0
        for i, v in enumerate(coords):
            state |= v << (_BITS * i)
        return state

    def unpack(self, state: int) -> tuple[int, ...]:
        return tuple((state >> (_BITS * i)) & _FIELD for i in range(self.count))

    def solved(self, state: int) -> bool:
        return (state >> (_BITS * self.special)) & _FIELD == self.special_goal

    def neighbours(self, state: int) -> list[tuple[int, int, int]]:
        """``(next state, block index, distance)`` for every single drag."""
        coords = self.unpack(state)
        occ = 0
        for i, p in enumerate(coords):
            occ |= self.masks[i][p]
        out: list[tuple[int, int, int]] = []
        for i, p in enumerate(coords):
            line = self.lines[i]
            shift = _BITS * i
            q = p - 1
            while q >= 0 and not occ & line[q]:
                out.append((state - ((p - q) << shift), i, q - p))
                q -= 1
            n = self.lengths[i]
            q = p + n
            limit = self.limits[i]
            while q < limit and not occ & line[q]:
                d = q - n + 1 - p
                out.append((state + (d << shift), i, d))
                q += 1
        return out


    def successors(self, state: int) -> list[int]:
        """The states one drag away (as :meth:`neighbours`, without the move details)."""
        coords = self.unpack(state)
        masks = self.masks
        occ = 0
        for i, p in enumerate(coords):
            occ |= masks[i][p]
        out: list[int] = []
        for i, p in enumerate(coords):
            line = self.lines[i]
            unit = 1 << (_BITS * i)
            q = p - 1
            nxt = state
            while q >= 0 and not occ & line[q]:
                nxt -= unit
                out.append(nxt)
                q -= 1
            q = p + self.lengths[i]
            limit = self.limits[i]
            nxt = state
            while q < limit and not occ & line[q]:
                nxt += unit
                out.append(nxt)
                q += 1
        return out


def _frame_of(puzzle: LockPuzzle) -> tuple[_Frame, int]:
    frame = _Frame(puzzle)
    return frame, frame.pack(tuple(b.col if b.horizontal else b.row for b in puzzle.blocks))


def solve(puzzle: LockPuzzle, *, max_states: int = 500_000) -> list[str] | None:
    """A shortest list of drag ids freeing the special block, or None if impossible.

    Breadth-first search where every drag (of any distance) costs one attempt.
    """
    frame, start = _frame_of(puzzle)
    if frame.solved(start):
        return []
    parent: dict[int, tuple[int, int, int] | None] = {start: None}
    queue: deque[int] = deque([start])
    while queue:
        pos = queue.popleft()
        for nxt, i, d in frame.neighbours(pos):
            if nxt in parent:
                continue
            parent[nxt] = (pos, i, d)
            if frame.solved(nxt):
                moves: list[str] = []
                step = parent[nxt]
                while step is not None:
                    prev, bi, dist = step
                    moves.append(move_id(puzzle.blocks[bi].id, dist))
                    step = parent[prev]
                moves.reverse()
                return moves
            if len(parent) > max_states:
                raise RuntimeError(f"lock search gave up after {max_states} positions")
            queue.append(nxt)
    return None


def min_moves(puzzle: LockPuzzle) -> int | None:
    """The fewest drags that free the special block, or None if it cannot get out."""
    moves = solve(puzzle)
    return None if moves is None else len(moves)


# -- generation -----------------------------------------------------------------------------

_MAX_COMPONENT = 2500


def generate_lock(seed: Random | int, difficulty: Difficulty = "normal", *,
                  rows: int = 6, cols: int = 6, exit_row: int = 2) -> LockPuzzle:
    """A solvable lock puzzle for ``difficulty``, reproducible from ``seed``.

    Blocks are dropped at random; then every position reachable from that layout is
    explored, and one whose shortest solution falls in the level's band of drags (the
    longest available, up to the band's top) becomes the puzzle. Layouts that allow no
    such position are thrown away and another is tried.
    """
    level = LOCK_LEVELS[check_difficulty(difficulty)]
    rng = as_rng(seed)
    while True:
        puzzle = _try_generate(rng, level, rows, cols, exit_row)
        if puzzle is not None:
            return puzzle


def _random_layout(rng: Random, count: int, rows: int, cols: int,
                   exit_row: int) -> list[Block]:
    taken: set[tuple[int, int]] = set()
    special = Block(SPECIAL, exit_row, rng.randrange(0, cols - 2), 2, True)
    blocks = [special]
    taken.update(special.cells())
    names = iter(BLOCK_IDS)
    tries = 0
    while len(blocks) < count and tries < 200:
        tries += 1
        length = 3 if rng.random() < 0.3 else 2
        horizontal = rng.random() < 0.5
        if horizontal:
            row, col = rng.randrange(rows), rng.randrange(cols - length + 1)
            if row == exit_row:
                continue  # a second block in the exit row could wall the exit off for good
        else:
            row, col = rng.randrange(rows - length + 1), rng.randrange(cols)
        block = Block("?", row, col, length, horizontal)
        cells = block.cells()
        if any(cell in taken for cell in cells):
            continue
        taken.update(cells)
        blocks.append(Block(next(names), row, col, length, horizontal))
    return blocks


def _try_generate(rng: Random, level: LockLevel, rows: int, cols: int,
                  exit_row: int) -> LockPuzzle | None:
    count = rng.randint(level.min_blocks, level.max_blocks)
    layout = LockPuzzle(tuple(_random_layout(rng, count, rows, cols, exit_row)), rows, cols,
                        exit_row)
    frame, start = _frame_of(layout)
    # Explore the whole family of positions reachable from the layout.
    links: dict[int, list[int]] = {}
    queue: deque[int] = deque([start])
    links[start] = []
    while queue:
        pos = queue.popleft()
        nbrs = frame.successors(pos)
        links[pos] = nbrs
        for nxt in nbrs:
            if nxt not in links:
                links[nxt] = []
                queue.append(nxt)
        if len(links) > _MAX_COMPONENT:
            return None
    # Drags can always be undone, so distance to the exit is a breadth-first search
    # outwards from every solved position at once.
    dist = distances([p for p in links if frame.solved(p)], links.__getitem__)
    if not dist:
        return None
    deepest = max(dist.values())
    if deepest < level.min_moves:
        return None
    target = min(deepest, level.max_moves)
    choices = sorted(p for p, d in dist.items() if d == target)
    pick = frame.unpack(choices[rng.randrange(len(choices))])
    blocks = tuple(
        Block(b.id, b.row, v, b.length, True) if b.horizontal
        else Block(b.id, v, b.col, b.length, False)
        for b, v in zip(layout.blocks, pick, strict=True)
    )
    return LockPuzzle(blocks, rows, cols, exit_row)
