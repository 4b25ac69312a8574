"""The Whitehall Mystery map: a planar street graph of numbered circles and intersections.

A map has two kinds of node:

* **circles**, numbered ``1..N``: the places Jack moves between. A circle is ``white``
  (a possible crime scene; it carries a quadrant 1-4 = NW, NE, SW, SE), ``black`` or
  ``blue`` (on the river bank, where boats land).
* **intersections**, with string ids such as ``"i17"``: the crossings investigators stand
  on. Six of them are ``yellow``: the investigators' starting places.

Streets are undirected edges of three sorts: intersection-intersection (the streets the
investigators walk), circle-intersection (a circle touching a crossing) and circle-circle
(a short street with no crossing). In this module a node is an ``int`` (a circle number)
or a ``str`` (an intersection id); :data:`Node` names that union.

Blocks are faces of the drawn graph, each given as the closed cycle of nodes around it:
``house`` blocks (Jack's alley move cuts through one) and ``water`` blocks (Jack's boat
move crosses one between blue circles).

Everything the rules ask about the map again and again is computed once when a
:class:`WhitehallMap` is built, as tuples and dicts, so the hot queries are a lookup:

* :meth:`WhitehallMap.jack_neighbours`: every circle Jack can reach in one ordinary move,
  each with the sets of intersections its street paths pass through (an investigator on
  every path blocks the move);
* :meth:`WhitehallMap.circles_at`: the circles an investigator on an intersection may
  search or arrest at;
* :meth:`WhitehallMap.police_neighbours` / :meth:`WhitehallMap.police_within_two`:
  investigator movement;
* :meth:`WhitehallMap.alley_targets`, :meth:`WhitehallMap.boat_targets`: special moves;
* :meth:`WhitehallMap.quadrant_circles`: white circles per quadrant (crime scenes).

Maps are stored as JSON (``docs/whitehall-map-format.md``); :func:`load_map` reads a
bundled map by name or any file, validating it first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from eerie.core.errors import MessageError, english_text
from eerie.core.problems import Problem
from eerie.core.text import Msg, msg

Node = int | str
"""A node of the street graph: a circle number (``int``) or an intersection id (``str``)."""

JackPaths = tuple[frozenset[str], ...]
"""The interior intersections of each street path of one Jack move (``frozenset()`` for a
direct circle-circle street)."""

FORMAT = "eerie-whitehall-map"
"""The value of the ``format`` field of a map file."""

VERSION = 1
"""The map file format version this module reads and writes."""

QUADRANT_NAMES: Mapping[int, str] = {1: "NW", 2: "NE", 3: "SW", 4: "SE"}
"""Quadrant numbers and their compass names."""

BUNDLED_PACKAGE = "eerie.games.whitehall_mystery"
"""The package whose ``maps/`` folder holds the bundled maps."""


class CircleKind(StrEnum):
    """The colour of a numbered circle."""

    WHITE = "white"
    """A possible crime scene; belongs to one quadrant."""
    BLACK = "black"
    """An ordinary place."""
    BLUE = "blue"
    """A river-bank place: boats move between blue circles of one water block."""


class BlockKind(StrEnum):
    """What a block (a face of the street graph) is."""

    HOUSE = "house"
    """Buildings: an alley move crosses it between circles on its boundary."""
    WATER = "water"
    """River: a boat move crosses it between blue circles on its boundary."""


def in_english(text: Msg) -> str:
    """A message of the map's catalogs in English (for exceptions and logs)."""
    return english_text(text, ("eerie", BUNDLED_PACKAGE))


class MapError(MessageError, ValueError):
    """A map file that cannot be read or does not validate: ``msg`` says why in every
    language (the exception's text is its English), ``issues`` lists the problems the
    validator found (:mod:`eerie.games.whitehall_mystery.validate`)."""

    def __init__(self, text: Msg, issues: Sequence[Problem] = ()) -> None:
        super().__init__(in_english(text), text)
        self.issues: tuple[Problem, ...] = tuple(issues)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.msg, self.issues))


@dataclass(frozen=True, slots=True)
class Circle:
    """A numbered circle: a place Jack may be."""

    number: int
    """The circle's number, ``1..N``."""
    kind: CircleKind
    """White, black or blue."""
    quadrant: int | None
    """1-4 (NW, NE, SW, SE) for a white circle, ``None`` for black and blue ones."""
    x: float
    """Horizontal drawing coordinate."""
    y: float
    """Vertical drawing coordinate (grows downward)."""


@dataclass(frozen=True, slots=True)
class Intersection:
    """A street crossing: where investigators stand."""

    id: str
    """The intersection's id, e.g. ``"i17"``."""
    yellow: bool
    """True for the investigators' starting intersections."""
    x: float
    """Horizontal drawing coordinate."""
    y: float
    """Vertical drawing coordinate (grows downward)."""


@dataclass(frozen=True, slots=True)
class Block:
    """A face of the street graph: a house block or a water block."""

    id: int
    """The block's number (``block 9`` in messages)."""
    kind: BlockKind
    """House or water."""
    cycle: tuple[Node, ...]
    """The nodes around the block in order; the last joins the first."""

    @property
    def circles(self) -> tuple[int, ...]:
        """The circles on the block's boundary, in cycle order."""
        return tuple(n for n in self.cycle if isinstance(n, int))


def is_circle(node: Node) -> bool:
    """True if ``node`` names a circle (an ``int``), False for an intersection."""
    return isinstance(node, int)


def node_msg(node: Node) -> Msg:
    """A node named in a message: ``circle 12`` or ``intersection i7``."""
    if isinstance(node, int):
        return msg("wm.map.node.circle", n=str(node))  # as text: it may have many digits
    return msg("wm.map.node.intersection", id=node)


@dataclass(frozen=True, eq=False)
class WhitehallMap:
    """An immutable map with precomputed lookups for the rules engine.

    Build one with :func:`load_map` or :func:`map_from_data`. Maps compare and hash by
    identity (one object per loaded map).
    """

    name: str
    """The map's name, e.g. ``"Gaslight Borough"``."""
    circles: tuple[Circle, ...]
    """All circles, ordered by number (``circles[n - 1].number == n``)."""
    intersections: tuple[Intersection, ...]
    """All intersections, in file order."""
    streets: tuple[tuple[Node, Node], ...]
    """All streets (undirected edges), in file order."""
    blocks: tuple[Block, ...]
    """All blocks, in file order."""
    width: float = 0.0
    """Drawing width (0 if the file gives none: the renderer fits the nodes)."""
    height: float = 0.0
    """Drawing height (0 if the file gives none)."""
    quadrant_lines: tuple[float, float] | None = None
    """``(x, y)`` of the lines dividing the quadrants, if the file gives them."""

    # Derived lookups, computed once in __post_init__.
    jack_table: tuple[tuple[tuple[int, JackPaths], ...], ...] = field(
        init=False, repr=False)
    """``jack_table[c]`` is :meth:`jack_neighbours` of circle ``c`` (index 0 is empty)."""
    jack_adjacent_table: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    """``jack_adjacent_table[c]`` is :meth:`jack_adjacent` of circle ``c``."""
    jack_touch_table: tuple[frozenset[str], ...] = field(init=False, repr=False)
    """``jack_touch_table[c]``: every intersection on any of Jack's paths from ``c``
    (investigators elsewhere block nothing)."""
    circles_at_table: Mapping[str, tuple[int, ...]] = field(init=False, repr=False)
    """Intersection id -> circles with a street to it."""
    police_table: Mapping[str, tuple[str, ...]] = field(init=False, repr=False)
    """Intersection id -> intersections one street away."""
    police_two_table: Mapping[str, tuple[str, ...]] = field(init=False, repr=False)
    """Intersection id -> intersections one or two streets away (itself excluded)."""
    alley_table: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    """``alley_table[c]`` is :meth:`alley_targets` of circle ``c``."""
    boat_table: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    """``boat_table[c]`` is :meth:`boat_targets` of circle ``c``."""
    intersections_at_table: tuple[tuple[str, ...], ...] = field(init=False, repr=False)
    """``intersections_at_table[c]``: intersections with a street to circle ``c``."""
    quadrant_table: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    """``quadrant_table[q]``: white circles of quadrant ``q`` (index 0 is empty)."""
    intersection_by_id: Mapping[str, Intersection] = field(init=False, repr=False)
    """Intersection id -> :class:`Intersection`."""
    yellow: tuple[str, ...] = field(init=False, repr=False)
    """Ids of the yellow (starting) intersections, in file order."""
    neighbours_table: Mapping[Node, tuple[Node, ...]] = field(init=False, repr=False)
    """Every node -> the nodes one street away (circles first by number, then
    intersections in file order)."""

    def __post_init__(self) -> None:
        for i, c in enumerate(self.circles, start=1):
            if c.number != i:
                raise MapError(msg("wm.map.order", n=str(c.number), position=i))
        by_id = {i.id: i for i in self.intersections}
        if len(by_id) != len(self.intersections):
            raise MapError(msg("wm.map.duplicate_intersections"))
        order: dict[str, int] = {iid: k for k, iid in enumerate(by_id)}
        n = len(self.circles)

        def key(node: Node) -> tuple[int, int]:
            return (0, node) if isinstance(node, int) else (1, order[node])

        adj: dict[Node, set[Node]] = {c.number: set() for c in self.circles}
        adj.update({iid: set() for iid in by_id})
        for a, b in self.streets:
            if a not in adj or b not in adj:
                raise MapError(msg("wm.map.street_unknown_node", a=repr(a), b=repr(b)))
            if a == b:
                raise MapError(msg("wm.map.self_loop", node=node_msg(a)))
            adj[a].add(b)
            adj[b].add(a)
        neighbours: dict[Node, tuple[Node, ...]] = {
            node: tuple(sorted(nbrs, key=key)) for node, nbrs in adj.items()}

        jack: list[tuple[tuple[int, JackPaths], ...]] = [()]
        jack.extend(_jack_moves_from(num, neighbours) for num in range(1, n + 1))
        circles_at = {iid: tuple(x for x in neighbours[iid] if isinstance(x, int))
                      for iid in by_id}
        police = {iid: tuple(x for x in neighbours[iid] if isinstance(x, str))
                  for iid in by_id}
        police_two: dict[str, tuple[str, ...]] = {}
        for iid in by_id:
            reach = set(police[iid])
            for j in police[iid]:
                reach.update(police[j])
            reach.discard(iid)
            police_two[iid] = tuple(sorted(reach, key=order.__getitem__))

        alley: list[set[int]] = [set() for _ in range(n + 1)]
        boat: list[set[int]] = [set() for _ in range(n + 1)]
        for block in self.blocks:
            ring = block.circles
            if block.kind is BlockKind.HOUSE:
                for num in ring:
                    alley[num].update(d for d in ring if d != num)
            else:
                blue = [d for d in ring if self.circles[d - 1].kind is CircleKind.BLUE]
                for num in blue:
                    boat[num].update(d for d in blue if d != num)

        quadrants: list[list[int]] = [[] for _ in range(5)]
        for c in self.circles:
            if c.kind is CircleKind.WHITE and c.quadrant is not None:
                quadrants[c.quadrant].append(c.number)

        put = object.__setattr__
        put(self, "jack_table", tuple(jack))
        put(self, "jack_adjacent_table", tuple(tuple(d for d, _ in row) for row in jack))
        put(self, "jack_touch_table", tuple(
            frozenset(i for _, paths in row for p in paths for i in p) for row in jack))
        put(self, "circles_at_table", circles_at)
        put(self, "police_table", police)
        put(self, "police_two_table", police_two)
        put(self, "alley_table", tuple(tuple(sorted(s)) for s in alley))
        put(self, "boat_table", tuple(tuple(sorted(s)) for s in boat))
        put(self, "intersections_at_table", ((), *(
            tuple(x for x in neighbours[num] if isinstance(x, str))
            for num in range(1, n + 1))))
        put(self, "quadrant_table", tuple(tuple(q) for q in quadrants))
        put(self, "intersection_by_id", by_id)
        put(self, "yellow", tuple(i.id for i in self.intersections if i.yellow))
        put(self, "neighbours_table", neighbours)

    # --- nodes -------------------------------------------------------------------------

    def circle(self, number: int) -> Circle:
        """The circle numbered ``number`` (``KeyError`` if there is none)."""
        if not 1 <= number <= len(self.circles):
            raise KeyError(number)
        return self.circles[number - 1]

    def intersection(self, iid: str) -> Intersection:
        """The intersection with id ``iid`` (``KeyError`` if there is none)."""
        return self.intersection_by_id[iid]

    def position(self, node: Node) -> tuple[float, float]:
        """Drawing coordinates of a circle or an intersection."""
        if isinstance(node, int):
            c = self.circle(node)
            return c.x, c.y
        i = self.intersection_by_id[node]
        return i.x, i.y

    def neighbours(self, node: Node) -> tuple[Node, ...]:
        """All nodes one street from ``node`` (circles by number, then intersections)."""
        return self.neighbours_table[node]

    # --- Jack --------------------------------------------------------------------------

    def jack_neighbours(self, circle: int) -> tuple[tuple[int, JackPaths], ...]:
        """Every circle Jack can reach from ``circle`` in one ordinary move.

        Each entry is ``(neighbour, paths)``: ``paths`` holds, for each street path of at
        most three streets from ``circle`` to ``neighbour`` that passes no other circle,
        the set of intersections it passes through (distinct sets only, smallest first;
        ``frozenset()`` for a direct circle-circle street). The move is allowed if at
        least one path passes no intersection holding an investigator, i.e.
        ``any(p.isdisjoint(occupied) for p in paths)``. Entries are sorted by neighbour.
        """
        return self.jack_table[circle]

    def jack_adjacent(self, circle: int) -> tuple[int, ...]:
        """The circles one ordinary move from ``circle``, ignoring investigators
        (sorted). A carriage move chains two of these and may pass investigators."""
        return self.jack_adjacent_table[circle]

    def jack_moves(self, circle: int, occupied: Iterable[str] = ()) -> tuple[int, ...]:
        """The circles Jack may move to from ``circle`` when investigators stand on the
        intersections ``occupied`` (sorted)."""
        occ = occupied if isinstance(occupied, (set, frozenset)) else frozenset(occupied)
        if not occ or self.jack_touch_table[circle].isdisjoint(occ):
            return self.jack_adjacent_table[circle]
        out: list[int] = []
        for d, paths in self.jack_table[circle]:
            for p in paths:
                if p.isdisjoint(occ):
                    out.append(d)
                    break
        return tuple(out)

    def alley_targets(self, circle: int) -> tuple[int, ...]:
        """Circles an alley move from ``circle`` reaches: the other circles on the
        boundary of any house block that has ``circle`` on its boundary (sorted)."""
        return self.alley_table[circle]

    def boat_targets(self, circle: int) -> tuple[int, ...]:
        """Circles a boat move from ``circle`` reaches: the other blue circles on a water
        block that has ``circle`` (a blue circle) on its boundary (sorted; empty for a
        circle that is not blue)."""
        return self.boat_table[circle]

    def quadrant_circles(self, quadrant: int) -> tuple[int, ...]:
        """The white circles of ``quadrant`` (1 NW, 2 NE, 3 SW, 4 SE), sorted."""
        if not 1 <= quadrant <= 4:
            raise KeyError(quadrant)
        return self.quadrant_table[quadrant]

    # --- investigators -----------------------------------------------------------------

    def circles_at(self, intersection: str) -> tuple[int, ...]:
        """Circles with a street to ``intersection``: where an investigator standing there
        may search for clues or make an arrest (sorted)."""
        return self.circles_at_table[intersection]

    def intersections_at(self, circle: int) -> tuple[str, ...]:
        """Intersections with a street to ``circle``: where an investigator must stand to
        search or arrest at it."""
        return self.intersections_at_table[circle]

    def police_neighbours(self, intersection: str) -> tuple[str, ...]:
        """Intersections one investigator street from ``intersection`` (file order)."""
        return self.police_table[intersection]

    def police_within_two(self, intersection: str) -> tuple[str, ...]:
        """Intersections one or two investigator streets from ``intersection``, itself
        excluded (file order). Investigators may pass each other, so these are exactly
        the destinations of a move of 1-2 steps before checking they are free."""
        return self.police_two_table[intersection]

    def blocks_of(self, node: Node) -> tuple[Block, ...]:
        """The blocks with ``node`` on their boundary."""
        return tuple(b for b in self.blocks if node in b.cycle)


def _jack_moves_from(
    c: int, neighbours: Mapping[Node, tuple[Node, ...]],
) -> tuple[tuple[int, JackPaths], ...]:
    """Jack's ordinary moves from circle ``c``: paths of at most three streets whose
    interior nodes are all intersections."""
    found: dict[int, set[frozenset[str]]] = {}
    for n1 in neighbours[c]:
        if isinstance(n1, int):
            found.setdefault(n1, set()).add(frozenset())
            continue
        for n2 in neighbours[n1]:
            if n2 == c:
                continue
            if isinstance(n2, int):
                found.setdefault(n2, set()).add(frozenset((n1,)))
                continue
            for n3 in neighbours[n2]:
                if isinstance(n3, int) and n3 != c:
                    found.setdefault(n3, set()).add(frozenset((n1, n2)))
    return tuple(
        (d, tuple(sorted(found[d], key=lambda p: (len(p), sorted(p)))))
        for d in sorted(found))


# --- reading and writing ------------------------------------------------------------------


def _node(value: Any) -> Node:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise MapError(msg("wm.map.bad_node", found=repr(value)))
    return value


def map_from_data(data: Mapping[str, Any]) -> WhitehallMap:
    """Build a map from parsed JSON that has already passed validation.

    Structural problems raise :class:`MapError`; use
    :func:`eerie.games.whitehall_mystery.validate.validate_map` first for a full report.
    """
    try:
        circles = tuple(
            Circle(number=int(c["id"]), kind=CircleKind(c["kind"]),
                   quadrant=c.get("quadrant"), x=float(c["x"]), y=float(c["y"]))
            for c in sorted(data["circles"], key=lambda c: int(c["id"])))
        intersections = tuple(
            Intersection(id=str(i["id"]), yellow=bool(i.get("yellow", False)),
                         x=float(i["x"]), y=float(i["y"]))
            for i in data["intersections"])
        streets = tuple((_node(a), _node(b)) for a, b in data["streets"])
        blocks = tuple(
            Block(id=int(b["id"]), kind=BlockKind(b["kind"]),
                  cycle=tuple(_node(n) for n in b["cycle"]))
            for b in data["blocks"])
        lines = data.get("quadrant_lines")
        quadrant_lines = (float(lines["x"]), float(lines["y"])) if lines else None
        return WhitehallMap(
            name=str(data["name"]), circles=circles, intersections=intersections,
            streets=streets, blocks=blocks, width=float(data.get("width", 0.0)),
            height=float(data.get("height", 0.0)), quadrant_lines=quadrant_lines)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, MapError):
            raise
        raise MapError(msg("wm.map.malformed", reason=repr(exc))) from exc


def map_to_data(m: WhitehallMap) -> dict[str, Any]:
    """The JSON-ready form of a map (inverse of :func:`map_from_data`)."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "name": m.name}
    if m.width or m.height:
        data["width"] = m.width
        data["height"] = m.height
    if m.quadrant_lines is not None:
        data["quadrant_lines"] = {"x": m.quadrant_lines[0], "y": m.quadrant_lines[1]}
    circles = []
    for c in m.circles:
        entry: dict[str, Any] = {"id": c.number, "kind": c.kind.value}
        if c.quadrant is not None:
            entry["quadrant"] = c.quadrant
        entry.update(x=c.x, y=c.y)
        circles.append(entry)
    data["circles"] = circles
    data["intersections"] = [
        {"id": i.id, **({"yellow": True} if i.yellow else {}), "x": i.x, "y": i.y}
        for i in m.intersections]
    data["streets"] = [[a, b] for a, b in m.streets]
    data["blocks"] = [{"id": b.id, "kind": b.kind.value, "cycle": list(b.cycle)}
                      for b in m.blocks]
    return data


def dumps_map_data(data: Mapping[str, Any]) -> str:
    """Serialise map data as stable, diff-friendly JSON: one circle, intersection, street
    or block per line. The same data always gives the same text."""
    lines = ["{"]
    items = list(data.items())
    for k, (key, value) in enumerate(items):
        comma = "," if k < len(items) - 1 else ""
        if isinstance(value, list):
            lines.append(f"  {json.dumps(key)}: [")
            for j, item in enumerate(value):
                sep = "," if j < len(value) - 1 else ""
                lines.append(f"    {json.dumps(item, ensure_ascii=False)}{sep}")
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def bundled_map_names() -> tuple[str, ...]:
    """Names of the maps shipped in the package's ``maps/`` folder."""
    folder = resources.files(BUNDLED_PACKAGE).joinpath("maps")
    return tuple(sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")))


def _read_source(path_or_name: str | Path) -> tuple[str, str]:
    """(text, label) of a bundled map name or a file path."""
    if isinstance(path_or_name, str) and "/" not in path_or_name \
            and "\\" not in path_or_name and not path_or_name.endswith(".json"):
        ref = resources.files(BUNDLED_PACKAGE).joinpath("maps", f"{path_or_name}.json")
        if not ref.is_file():
            raise MapError(msg("wm.map.no_bundled", map=repr(path_or_name),
                               bundled=", ".join(bundled_map_names())))
        return ref.read_text(encoding="utf-8"), repr(path_or_name)
    path = Path(path_or_name)
    try:
        return path.read_text(encoding="utf-8"), str(path)
    except OSError as exc:
        raise MapError(msg("wm.map.unreadable", path=str(path),
                           reason=str(exc.strerror or exc))) from exc


def load_map(path_or_name: str | Path, *, validate: bool = True) -> WhitehallMap:
    """Load a bundled map by name (``"gaslight"``) or a map file by path.

    The file is validated first (:func:`eerie.games.whitehall_mystery.validate.validate_map`
    with its default limits); a bad file raises :class:`MapError` whose ``issues`` list
    every problem. Bundled maps are cached: loading one twice returns the same object.
    """
    if isinstance(path_or_name, str) and "/" not in path_or_name \
            and "\\" not in path_or_name and not path_or_name.endswith(".json"):
        return _load_bundled(path_or_name, validate)
    return _load_text(*_read_source(path_or_name), validate=validate)


@lru_cache(maxsize=8)
def _load_bundled(name: str, validate: bool) -> WhitehallMap:
    return _load_text(*_read_source(name), validate=validate)


def _load_text(text: str, label: str, *, validate: bool) -> WhitehallMap:
    from eerie.games.whitehall_mystery.validate import parse_json, validate_map

    data, issues = parse_json(text)
    if not issues and validate:
        issues = validate_map(data)
    if issues:
        raise MapError(invalid_map(label, issues), issues)
    if not isinstance(data, Mapping):
        raise MapError(msg("wm.map.invalid", map=label, first=msg("wm.map.not_object"),
                           more=0))
    return map_from_data(data)


def invalid_map(label: str, issues: Sequence[Problem], key: str = "wm.map.invalid") -> Msg:
    """Why a map cannot be used: the first of its problems and how many more there are
    (``key`` is the message saying so, with ``map``, ``first`` and ``more``)."""
    return msg(key, map=label, first=issues[0].line, more=len(issues) - 1)
