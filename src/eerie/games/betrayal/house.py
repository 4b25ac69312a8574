"""The house: three floors, each a grid of placed room tiles with their rotations.

A cell is ``(floor, x, y)`` (``y`` grows to the north). A placed tile is its room id
and its rotation ``rot`` (quarter turns clockwise: a door printed on the north edge is
on the east edge after one turn). Two rooms side by side are joined only where both
have a door on the shared edge; a door facing an empty cell is an *open* door, where a
new room may be discovered.

A floor is never closed: a tile is placed only in a rotation that joins the door it is
entered through and leaves the floor at least one open door (:func:`rotations`). A
discovery through a door is offered only while some tile not yet placed (in the stack
or set aside) could be placed there that way (:func:`can_discover`), so drawing always
ends with a placement and the floor keeps an open door; the rulebook's last resort
(moving tiles already placed) is never needed. The special connections are
:func:`links`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from eerie.games.betrayal.schema import FLOORS, SIDES, Room

Cell = tuple[str, int, int]
"""``(floor, x, y)``."""
Tiles = dict[Cell, tuple[str, int]]
"""Placed tiles: cell -> (room id, rotation)."""

OFFSET: dict[str, tuple[int, int]] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
OPPOSITE: dict[str, str] = {"N": "S", "E": "W", "S": "N", "W": "E"}

START_TILES: tuple[tuple[Cell, str], ...] = (
    (("ground", 0, 0), "entrance_hall"),
    (("ground", 0, 1), "foyer"),
    (("ground", 0, 2), "grand_staircase"),
    (("upper", 0, 0), "upper_landing"),
    (("basement", 0, 0), "basement_landing"),
)
"""The starting tiles (the entrance hall's three rooms in a column, the two landings),
each unrotated."""


def start_tiles() -> Tiles:
    """The house at set-up."""
    return {cell: (room, 0) for cell, room in START_TILES}


def turned(doors: Iterable[str], rot: int) -> frozenset[str]:
    """Door edges after ``rot`` quarter turns clockwise."""
    return frozenset(SIDES[(SIDES.index(d) + rot) % 4] for d in doors)


def neighbour(cell: Cell, side: str) -> Cell:
    """The cell beyond ``side`` of ``cell`` on the same floor."""
    dx, dy = OFFSET[side]
    return (cell[0], cell[1] + dx, cell[2] + dy)


def doors(tiles: Tiles, rooms: Mapping[str, Room], cell: Cell) -> frozenset[str]:
    """The door edges of the tile at ``cell`` (none if empty)."""
    placed = tiles.get(cell)
    if placed is None:
        return frozenset()
    return turned(rooms[placed[0]].doors, placed[1])


def joined(tiles: Tiles, rooms: Mapping[str, Room], cell: Cell, side: str) -> bool:
    """Whether the rooms at ``cell`` and beyond ``side`` are joined by doors on both."""
    other = neighbour(cell, side)
    return (side in doors(tiles, rooms, cell) and other in tiles
            and OPPOSITE[side] in doors(tiles, rooms, other))


def open_doors(tiles: Tiles, rooms: Mapping[str, Room], floor: str) -> Iterator[tuple[Cell, str]]:
    """The doors of ``floor`` that face an empty cell, in a fixed order."""
    for cell in sorted(c for c in tiles if c[0] == floor):
        for side in SIDES:
            if side in doors(tiles, rooms, cell) and neighbour(cell, side) not in tiles:
                yield cell, side


def rotations(tiles: Tiles, rooms: Mapping[str, Room], room: Room, cell: Cell,
              entered: str) -> list[int]:
    """The rotations in which ``room`` may go at the empty ``cell`` entered through the
    side ``entered`` of the room next to it: it joins that door and its floor keeps an
    open door."""
    if cell[0] not in room.floors or cell in tiles:
        return []
    out = []
    for rot in range(4):
        if OPPOSITE[entered] not in turned(room.doors, rot):
            continue
        trial = dict(tiles)
        trial[cell] = (room.id, rot)
        if next(open_doors(trial, rooms, cell[0]), None) is not None:
            out.append(rot)
    return out


def can_discover(tiles: Tiles, rooms: Mapping[str, Room], unplaced: Iterable[str],
                 cell: Cell, side: str) -> bool:
    """Whether some tile of ``unplaced`` could be placed beyond the open door ``side``
    of ``cell`` (what keeps a discovery from drawing for ever)."""
    target = neighbour(cell, side)
    return any(rotations(tiles, rooms, rooms[r], target, side) for r in unplaced)


def where(tiles: Tiles, room: str) -> Cell | None:
    """The cell of a placed room, or None."""
    for cell, (rid, _) in tiles.items():
        if rid == room:
            return cell
    return None


def links(tiles: Tiles, rooms: Mapping[str, Room], cell: Cell) -> list[tuple[str, Cell]]:
    """The special connections out of ``cell``: ``(kind, cell)``. The grand staircase
    and the upper landing lead to each other; the chute leads down to the basement
    landing (one way); the cellar stairs and the foyer lead to each other once the
    cellar stairs are placed (the hidden stair)."""
    placed = tiles.get(cell)
    if placed is None:
        return []
    feature = rooms[placed[0]].feature
    pairs = {"grand_staircase": ("up", "upper_landing"),
             "upper_landing": ("down", "grand_staircase"),
             "chute": ("chute", "basement_landing"), "basement_stairs": ("stair", "foyer"),
             "foyer": ("stair", "basement_stairs")}
    if feature not in pairs:
        return []
    kind, goal = pairs[feature]
    for other, (rid, _) in sorted(tiles.items()):
        if rooms[rid].feature == goal:
            return [(kind, other)]
    return []


def floor_cells(tiles: Tiles, floor: str) -> list[Cell]:
    """The occupied cells of a floor, sorted."""
    return sorted(c for c in tiles if c[0] == floor)


def encode(tiles: Tiles) -> list[list[object]]:
    """The tiles as JSON data: ``[floor, x, y, room, rot]`` rows, sorted."""
    return [[c[0], c[1], c[2], r, rot] for c, (r, rot) in
            sorted(tiles.items(), key=lambda kv: (FLOORS.index(kv[0][0]), *kv[0][1:]))]


def decode(rows: Iterable[list[object]]) -> Tiles:
    """Inverse of :func:`encode`."""
    return {(str(r[0]), int(r[1]), int(r[2])): (str(r[3]), int(r[4]))  # type: ignore[call-overload]
            for r in rows}
