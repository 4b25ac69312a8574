"""The Mansions of Madness board as a graph of spaces.

A scenario draws every space as a rectangle (grid units) in one of its rooms, and every
room belongs to a tile. Two spaces are *adjacent* when their rectangles share a stretch
of boundary, or when the scenario lists an edge between them. What lies between two
adjacent spaces (rules reference: border, impassable border, wall, door) is the listed
edge type, or by default a plain border inside one room and a wall between rooms.

* Movement crosses borders and doors, never walls or impassable borders (flying
  monsters cross impassable borders, ethereal ones walls), never a door that is blocked
  (a barricade, or an explore token not yet used); secret passages join their spaces
  to each other.
* Range (3 spaces) is counted across borders and impassable borders, never across walls,
  doors or secret passages.

:class:`Board` holds the fixed geometry of a scenario; :class:`Topology` is the board of
one moment (which tiles lie on the table, which doors are blocked, where the secret
passages are) and answers movement and range questions. Topologies are cached per
board, so asking again for the same moment costs a dictionary look-up.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from eerie.core.graph import distances
from eerie.games.mansions.schema import Scenario

MOVE_TYPES = frozenset({"border", "door"})
"""Edge types that ordinary movement crosses."""
RANGE_TYPES = frozenset({"border", "impassable"})
"""Edge types that range is counted across."""
RANGE = 3
"""How far "in range" reaches, in spaces."""
_EPS = 1e-6


def pair(a: str, b: str) -> tuple[str, str]:
    """The canonical (sorted) form of an edge between two spaces."""
    return (a, b) if a <= b else (b, a)


def _touch(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    """True if two rectangles ``(x, y, w, h)`` share a boundary stretch of positive length."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    y_overlap = min(ay + ah, by + bh) - max(ay, by)
    x_overlap = min(ax + aw, bx + bw) - max(ax, bx)
    if (abs(ax + aw - bx) < _EPS or abs(bx + bw - ax) < _EPS) and y_overlap > _EPS:
        return True
    return (abs(ay + ah - by) < _EPS or abs(by + bh - ay) < _EPS) and x_overlap > _EPS


@dataclass
class Board:
    """The fixed geometry of one scenario's map (all tiles, placed or not)."""

    space_room: dict[str, str]
    room_tile: dict[str, str]
    room_names: dict[str, dict[str, str]]
    room_outdoor: dict[str, bool]
    rects: dict[str, tuple[float, float, float, float]]
    edges: dict[tuple[str, str], str]
    """Every adjacent pair (sorted) with its edge type."""
    tile_spaces: dict[str, frozenset[str]]
    _cache: dict[tuple[frozenset[str], frozenset[tuple[str, str]], frozenset[str]], Topology] = (
        field(default_factory=dict, repr=False))

    @staticmethod
    def from_scenario(scenario: Scenario) -> Board:
        """Build the board of a (validated) scenario.

        Raises ``ValueError`` for a space id used twice or an edge naming an unknown
        space; the validator reports these with their place before a game starts.
        """
        space_room: dict[str, str] = {}
        room_tile: dict[str, str] = {}
        names: dict[str, dict[str, str]] = {}
        outdoor: dict[str, bool] = {}
        rects: dict[str, tuple[float, float, float, float]] = {}
        tile_spaces: dict[str, frozenset[str]] = {}
        for tile in scenario.tiles:
            spaces: set[str] = set()
            for room in tile.rooms:
                room_tile[room.id] = tile.id
                names[room.id] = dict(room.name)
                outdoor[room.id] = room.outdoor
                for sp in room.spaces:
                    if sp.id in space_room:
                        raise ValueError(f"space {sp.id!r} is declared twice")
                    space_room[sp.id] = room.id
                    rects[sp.id] = (sp.x, sp.y, sp.w, sp.h)
                    spaces.add(sp.id)
            tile_spaces[tile.id] = frozenset(spaces)
        edges: dict[tuple[str, str], str] = {}
        ids = sorted(rects)
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                if _touch(rects[a], rects[b]):
                    same_room = space_room[a] == space_room[b]
                    edges[(a, b)] = "border" if same_room else "wall"
        listed = [e for t in scenario.tiles for e in t.edges] + list(scenario.links)
        for e in listed:
            for s in (e.a, e.b):
                if s not in space_room:
                    raise ValueError(f"edge {e.a}-{e.b} names an unknown space {s!r}")
            edges[pair(e.a, e.b)] = e.type
        return Board(space_room, room_tile, names, outdoor, rects, edges, tile_spaces)

    def room_of(self, space: str) -> str:
        """The room a space belongs to."""
        return self.space_room[space]

    def tile_of(self, room: str) -> str:
        """The tile a room belongs to."""
        return self.room_tile[room]

    def room_name(self, room: str) -> dict[str, str]:
        """A room's localised name."""
        return self.room_names[room]

    def outdoor(self, room: str) -> bool:
        """True for an outdoor room."""
        return self.room_outdoor[room]

    def edge(self, a: str, b: str) -> str | None:
        """What lies between two spaces (``None`` if they are not adjacent)."""
        return self.edges.get(pair(a, b))

    def topology(self, placed_tiles: Iterable[str],
                 blocked: Iterable[tuple[str, str]] = (),
                 passages: Iterable[str] = ()) -> Topology:
        """The board of one moment: tiles on the table, blocked doors (sorted pairs) and
        spaces holding an unblocked secret passage."""
        key = (frozenset(placed_tiles), frozenset(pair(*p) for p in blocked),
               frozenset(passages))
        topo = self._cache.get(key)
        if topo is None:
            topo = Topology(self, *key)
            self._cache[key] = topo
        return topo


class Topology:
    """Movement and range on the board of one moment (see :meth:`Board.topology`)."""

    def __init__(self, board: Board, placed: frozenset[str],
                 blocked: frozenset[tuple[str, str]], passages: frozenset[str]) -> None:
        self.board = board
        self.spaces: frozenset[str] = frozenset(
            s for t in placed if t in board.tile_spaces for s in board.tile_spaces[t])
        self.passages = frozenset(p for p in passages if p in self.spaces)
        self._adj: dict[str, dict[str, str]] = {s: {} for s in self.spaces}
        for (a, b), kind in board.edges.items():
            if a in self.spaces and b in self.spaces:
                self._adj[a][b] = kind
                self._adj[b][a] = kind
        self.blocked = blocked
        self._dist_cache: dict[tuple[str, bool, bool], dict[str, int]] = {}

    def adjacent(self, space: str) -> list[str]:
        """Spaces sharing any edge with ``space`` (walls and impassable borders included;
        secret passages are not edges)."""
        return sorted(self._adj.get(space, {}))

    def steps(self, space: str, flying: bool = False, ethereal: bool = False) -> list[str]:
        """Spaces one legal move away from ``space``."""
        out: set[str] = set()
        for other, kind in self._adj.get(space, {}).items():
            if pair(space, other) in self.blocked:
                continue
            if (kind in MOVE_TYPES or (flying and kind == "impassable")
                    or (ethereal and kind == "wall")):
                out.add(other)
        if space in self.passages:
            out.update(p for p in self.passages
                       if p != space and pair(space, p) not in self.blocked)
        return sorted(out)

    def move_distances(self, src: str, flying: bool = False,
                       ethereal: bool = False) -> dict[str, int]:
        """Movement distance (in moves) from ``src`` to every reachable space."""
        key = (src, flying, ethereal)
        cached = self._dist_cache.get(key)
        if cached is not None:
            return cached
        dist = distances([src], lambda s: self.steps(s, flying, ethereal))
        self._dist_cache[key] = dist
        return dist

    def range_distances(self, src: str, reach: int = RANGE) -> dict[str, int]:
        """Spaces in range of ``src`` (``src`` itself at 0), counted across borders and
        impassable borders only, at most ``reach`` spaces away."""
        return distances([src], self._range_steps, reach)

    def _range_steps(self, space: str) -> list[str]:
        return [o for o, kind in self._adj.get(space, {}).items() if kind in RANGE_TYPES]

    def in_range(self, src: str, dst: str, reach: int = RANGE) -> bool:
        """True if ``dst`` is in range of ``src``."""
        return dst in self.range_distances(src, reach)

    def toward(self, src: str, dst: str, flying: bool = False,
               ethereal: bool = False) -> list[str]:
        """Next spaces that bring a figure at ``src`` closer to ``dst`` (empty if it is
        there already or cannot reach it)."""
        dist = self.move_distances(dst, flying, ethereal)
        here = dist.get(src)
        if here is None or here == 0:
            return []
        return [n for n in self.steps(src, flying, ethereal) if dist.get(n, here) < here]

    def away(self, src: str, frm: str, flying: bool = False,
             ethereal: bool = False) -> list[str]:
        """Next spaces that take a figure at ``src`` farther from ``frm`` (every step
        counts as farther when ``frm`` cannot be reached at all)."""
        dist = self.move_distances(frm, flying, ethereal)
        here = dist.get(src)
        steps = self.steps(src, flying, ethereal)
        if here is None:
            return []
        return [n for n in steps if dist.get(n, here + 1) > here]
