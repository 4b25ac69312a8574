"""Checks for Whitehall map files: a bad file gives a list of issues, never an exception.

``validate_map(data)`` takes parsed JSON (any object at all) and reports every problem it
finds as a :class:`~eerie.core.problems.Problem`: where it is (a JSON path such as
``"circles[12]"`` or ``"streets[3]"``, or a message naming a thing of the map: circle 57,
intersection i4, block 9, quadrant 2 (NE)) and what is wrong, as a message of the game's
catalogs (``wm.map.*``). Structural checks come first (format, version,
fields and their types, unique ids, streets naming existing nodes); the graph checks
(connectivity, Jack's moves, alleys, boats, counts) and the drawing checks (streets do not
cross, blocks are faces) run on whatever is structurally sound.

The counts the published game's board happens to have (20-35 white circles per quadrant,
six yellow intersections) are parameters, so that small test maps can relax them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeGuard

from eerie.core.graph import components
from eerie.core.problems import Problem, at_line, at_top, error, read_json
from eerie.core.text import Msg, msg
from eerie.games.whitehall_mystery.map import (
    FORMAT,
    VERSION,
    BlockKind,
    CircleKind,
    MapError,
    Node,
    WhitehallMap,
    map_from_data,
    node_msg,
)

__all__ = ["FILE_VALIDATORS", "check_map_file", "parse_json", "validate_file",
           "validate_map"]

Point = tuple[float, float]

LONG_CELLS = 64
"""A street covering more grid cells than this is checked for crossings against every
other street rather than through the grid (:func:`crossing_pairs`)."""


def parse_json(text: str) -> tuple[Any, list[Problem]]:
    """Parse ``text`` as JSON; a syntax error becomes a problem at its line and column
    (the texts of :func:`eerie.core.problems.read_json`, for a text not read from a file)."""
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [Problem(at_line(exc.lineno, exc.colno),
                              msg("problem.read.bad_json", reason=exc.msg))]
    except ValueError as exc:  # a number with more digits than Python reads
        return None, [Problem(None, msg("problem.read.bad_number", reason=str(exc)))]
    except RecursionError:
        return None, [Problem(None, msg("problem.read.too_deep"))]


def validate_file(path: str | Path, **limits: Any) -> list[Problem]:
    """Validate the map file at ``path`` (keyword arguments as for :func:`validate_map`)."""
    data, problem = read_json(Path(path))
    if problem is not None:
        return [problem]
    return validate_map(data, **limits)


def _is_number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _fmt(node: object) -> str:
    return str(node)


# Numbers read from the file go into messages as text: an id may have more digits than
# a catalog's number formatting takes.


def _block(bid: int) -> Msg:
    return msg("wm.map.place.block", id=str(bid))


def _street(a: object, b: object) -> str:
    return f"{_fmt(a)}-{_fmt(b)}"


def validate_map(
    data: object,
    *,
    min_white_per_quadrant: int = 20,
    max_white_per_quadrant: int = 35,
    yellow_count: int = 6,
    check_geometry: bool = True,
) -> list[Problem]:
    """Every problem in parsed map data; an empty list means the map is good.

    ``min_white_per_quadrant``/``max_white_per_quadrant`` bound the white circles in each
    quadrant, ``yellow_count`` is the exact number of yellow intersections, and
    ``check_geometry`` turns on the drawing checks (no two streets cross; no node or
    street lies inside a block).
    """
    issues: list[Problem] = []

    add = issues.append

    if not isinstance(data, Mapping):
        return [error(at_top(), "wm.map.not_object")]

    # --- header -------------------------------------------------------------------------
    if data.get("format") != FORMAT:
        add(error("format", "wm.map.format", expected=repr(FORMAT), found=repr(data.get("format"))))
    version = data.get("version")
    if not _is_int(version):
        add(error("version", "wm.map.version_type", found=repr(version)))
    elif version != VERSION:
        add(error("version", "wm.map.version", version=str(version), known=VERSION))
        return issues
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        add(error("name", "wm.map.name"))
    for key in ("width", "height"):
        if key in data and not (_is_number(data[key]) and data[key] > 0):
            add(error(key, "wm.map.positive", found=repr(data[key])))
    lines = data.get("quadrant_lines")
    if lines is not None and not (isinstance(lines, Mapping) and _is_number(lines.get("x"))
                                  and _is_number(lines.get("y"))):
        add(error("quadrant_lines", "wm.map.quadrant_lines"))
        lines = None
    lists_ok = True
    for key in ("circles", "intersections", "streets", "blocks"):
        if not isinstance(data.get(key), list):
            add(error(key, "wm.map.not_list"))
            lists_ok = False
    if not lists_ok:
        return issues

    structure_ok = True

    # --- circles ------------------------------------------------------------------------
    # good entries by id; ids named by any entry (so that one bad field in an entry does
    # not also make every street to it an error)
    circles: dict[int, Mapping[str, Any]] = {}
    named: set[Node] = set()
    for k, entry in enumerate(data["circles"]):
        where = f"circles[{k}]"
        if not isinstance(entry, Mapping):
            add(error(where, "wm.map.entry_not_object"))
            structure_ok = False
            continue
        ok = True
        cid = entry.get("id")
        if not _is_int(cid) or cid < 1:
            add(error(where, "wm.map.circle_id", found=repr(cid)))
            ok = False
        elif cid in named:
            add(error(where, "wm.map.duplicate_circle", id=str(cid)))
            ok = False
        else:
            named.add(cid)
        kind = entry.get("kind")
        kinds = [ck.value for ck in CircleKind]
        if kind not in kinds:
            add(error(where, "wm.map.kind", kinds=", ".join(kinds), found=repr(kind)))
            ok = False
        for axis in ("x", "y"):
            if not _is_number(entry.get(axis)):
                add(error(where, "wm.map.coordinate", axis=axis, found=repr(entry.get(axis))))
                ok = False
        quadrant = entry.get("quadrant")
        if kind == CircleKind.WHITE.value:
            if not (_is_int(quadrant) and 1 <= quadrant <= 4):
                add(error(where, "wm.map.white_quadrant", found=repr(quadrant)))
                ok = False
        elif quadrant is not None:
            add(error(where, "wm.map.quadrant_not_white", kind=repr(kind), found=repr(quadrant)))
            ok = False
        if ok and _is_int(cid):
            circles[cid] = entry
        else:
            structure_ok = False
    if structure_ok and circles:
        missing = [n for n in range(1, len(circles) + 1) if n not in circles]
        if missing:
            shown = ", ".join(map(str, missing[:10])) + ("..." if len(missing) > 10 else "")
            add(error("circles", "wm.map.numbering", missing=shown))
            structure_ok = False
    if not data["circles"]:
        add(error("circles", "wm.map.no_circles"))
        structure_ok = False

    # --- intersections ------------------------------------------------------------------
    intersections: dict[str, Mapping[str, Any]] = {}
    for k, entry in enumerate(data["intersections"]):
        where = f"intersections[{k}]"
        if not isinstance(entry, Mapping):
            add(error(where, "wm.map.entry_not_object"))
            structure_ok = False
            continue
        ok = True
        iid = entry.get("id")
        if not isinstance(iid, str) or not iid.strip():
            add(error(where, "wm.map.intersection_id", found=repr(iid)))
            ok = False
        elif iid in named:
            add(error(where, "wm.map.duplicate_intersection", id=repr(iid)))
            ok = False
        else:
            named.add(iid)
        if "yellow" in entry and not isinstance(entry["yellow"], bool):
            add(error(where, "wm.map.yellow", found=repr(entry["yellow"])))
            ok = False
        for axis in ("x", "y"):
            if not _is_number(entry.get(axis)):
                add(error(where, "wm.map.coordinate", axis=axis, found=repr(entry.get(axis))))
                ok = False
        if ok and isinstance(iid, str):
            intersections[iid] = entry
        else:
            structure_ok = False
    if not data["intersections"]:
        add(error("intersections", "wm.map.no_intersections"))
        structure_ok = False

    def exists(node: object) -> bool:
        return (_is_int(node) or isinstance(node, str)) and node in named

    def bad_ref(node: object) -> Msg:
        if isinstance(node, (int, str)) and not isinstance(node, bool):
            return msg("wm.map.no_such_node", node=node_msg(node))
        return msg("wm.map.bad_node", found=repr(node))

    # --- streets ------------------------------------------------------------------------
    streets: list[tuple[Node, Node]] = []
    street_at: list[int] = []  # index in the file of each street kept
    street_index: dict[frozenset[Node], int] = {}
    for k, entry in enumerate(data["streets"]):
        where = f"streets[{k}]"
        if not isinstance(entry, list) or len(entry) != 2:
            add(error(where, "wm.map.street_shape", found=repr(entry)))
            structure_ok = False
            continue
        a, b = entry
        if not exists(a) or not exists(b):
            for n in (a, b):
                if not exists(n):
                    issues.append(Problem(where, bad_ref(n)))
            structure_ok = False
            continue
        if a == b:
            add(error(where, "wm.map.self_loop", node=node_msg(a)))
            structure_ok = False
            continue
        pair = frozenset((a, b))
        if pair in street_index:
            add(error(where, "wm.map.duplicate_street",
                      other=f"streets[{street_index[pair]}]", street=_street(a, b)))
            continue
        street_index[pair] = k
        streets.append((a, b))
        street_at.append(k)

    # --- blocks -------------------------------------------------------------------------
    good_blocks: list[Mapping[str, Any]] = []
    block_ids: set[int] = set()
    for k, entry in enumerate(data["blocks"]):
        where = f"blocks[{k}]"
        if not isinstance(entry, Mapping):
            add(error(where, "wm.map.entry_not_object"))
            continue
        bid = entry.get("id")
        if not _is_int(bid):
            add(error(where, "wm.map.block_id", found=repr(bid)))
            continue
        if bid in block_ids:
            add(error(where, "wm.map.duplicate_block", id=str(bid)))
            continue
        block_ids.add(bid)
        block = _block(bid)
        kind = entry.get("kind")
        kinds = [bk.value for bk in BlockKind]
        cycle = entry.get("cycle")
        ok = True
        if kind not in kinds:
            add(error(block, "wm.map.kind", kinds=", ".join(kinds), found=repr(kind)))
            ok = False
        if not isinstance(cycle, list) or len(cycle) < 3:
            add(error(block, "wm.map.cycle_short"))
            continue
        for n in cycle:
            if not exists(n):
                add(error(block, "wm.map.in_cycle", text=bad_ref(n)))
                ok = False
        if not ok:
            continue
        seen: set[object] = set()
        for n in cycle:
            if n in seen:
                add(error(block, "wm.map.cycle_twice", node=node_msg(n)))
                ok = False
            seen.add(n)
        for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True):
            if frozenset((a, b)) not in street_index:
                add(error(block, "wm.map.cycle_open", a=_fmt(a), b=_fmt(b)))
                ok = False
        blues = [n for n in cycle if _is_int(n) and circles.get(n, {}).get("kind") == "blue"]
        if kind == BlockKind.HOUSE.value and blues:
            add(error(block, "wm.map.house_blue", circles=", ".join(map(str, blues))))
            ok = False
        if kind == BlockKind.WATER.value and len(blues) < 2:
            add(error(block, "wm.map.water_blue", n=len(blues)))
            ok = False
        if ok:
            good_blocks.append(entry)

    if not structure_ok:
        return issues

    # --- the graph ----------------------------------------------------------------------
    try:
        m = map_from_data({**data, "blocks": good_blocks, "streets": [list(s) for s in streets],
                           "quadrant_lines": lines, "width": 0.0, "height": 0.0})
    except MapError as exc:  # pragma: no cover - structure checks above should prevent it
        issues.append(Problem(at_top(), exc.msg))
        return issues

    yellow = [i.id for i in m.intersections if i.yellow]
    if len(yellow) != yellow_count:
        add(error("intersections", "wm.map.yellow_count", expected=yellow_count, n=len(yellow)))
    for q in range(1, 5):
        count = len(m.quadrant_circles(q))
        if not min_white_per_quadrant <= count <= max_white_per_quadrant:
            add(error(msg("wm.map.place.quadrant", q=q), "wm.map.white_count", n=count,
                      min=min_white_per_quadrant, max=max_white_per_quadrant))
    if m.quadrant_lines is not None:
        qx, qy = m.quadrant_lines
        for c in m.circles:
            if c.quadrant is None:
                continue
            actual = 1 + (c.x > qx) + 2 * (c.y > qy)
            if actual != c.quadrant and c.x != qx and c.y != qy:
                add(error(node_msg(c.number), "wm.map.wrong_quadrant", q=c.quadrant, actual=actual))

    nodes: list[Node] = [c.number for c in m.circles] + [i.id for i in m.intersections]
    _components(issues, nodes, m.neighbours, "streets")
    _components(issues, [i.id for i in m.intersections], m.police_neighbours, "police")
    _components(issues, [c.number for c in m.circles], m.jack_adjacent, "jack")

    on_house = {c for b in m.blocks if b.kind is BlockKind.HOUSE for c in b.circles}
    for c in m.circles:
        here = node_msg(c.number)
        if not m.intersections_at(c.number):
            add(error(here, "wm.map.no_intersection"))
        if not m.jack_adjacent(c.number):
            add(error(here, "wm.map.no_jack_move"))
        if c.kind is CircleKind.BLUE and not m.boat_targets(c.number):
            add(error(here, "wm.map.no_boat"))
        if c.number in on_house and not m.alley_targets(c.number):
            add(error(here, "wm.map.no_alley"))

    if check_geometry:
        _check_geometry(issues, m, street_at)
    return issues


def _components(
    issues: list[Problem], nodes: Sequence[Node], nbrs: Any, graph: str,
) -> None:
    """Report every connected component but the first one found (the largest);
    ``graph`` names the graph (``wm.map.graph.<graph>``)."""
    if not nodes:
        return
    comps = components(nodes, nbrs)
    if len(comps) == 1:
        return
    comps.sort(key=len, reverse=True)
    for comp in comps[1:]:
        issues.append(error(node_msg(comp[0]), "wm.map.disconnected",
                            graph=msg(f"wm.map.graph.{graph}"), n=len(comp),
                            main=len(comps[0])))


# --- geometry -----------------------------------------------------------------------------


def _orient(a: Point, b: Point, c: Point) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a: Point, b: Point, p: Point) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) \
        and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """True if segments ``ab`` and ``cd`` meet anywhere (touching counts)."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if ((o1 > 0 > o2) or (o1 < 0 < o2)) and ((o3 > 0 > o4) or (o3 < 0 < o4)):
        return True
    return ((o1 == 0 and _on_segment(a, b, c)) or (o2 == 0 and _on_segment(a, b, d))
            or (o3 == 0 and _on_segment(c, d, a)) or (o4 == 0 and _on_segment(c, d, b)))


def point_in_polygon(p: Point, polygon: Sequence[Point]) -> bool:
    """True if ``p`` lies strictly inside ``polygon`` (even-odd rule; points on the
    boundary may go either way)."""
    x, y = p
    inside = False
    n = len(polygon)
    for k in range(n):
        x1, y1 = polygon[k]
        x2, y2 = polygon[(k + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def crossing_pairs(
    segments: Sequence[tuple[Point, Point]], shared: Sequence[tuple[object, object]],
) -> list[tuple[int, int]]:
    """Index pairs of segments that cross, ignoring pairs that share an end node
    (``shared[k]`` names segment ``k``'s end nodes)."""
    if not segments:
        return []
    # grid cells about as large as a typical street, so that one far-off node (a
    # coordinate of 1e308) does not put every street into one cell; a street spanning
    # more than LONG_CELLS cells (or too far to count them) is tested against every other
    extents = sorted(max(abs(a[0] - b[0]), abs(a[1] - b[1])) for a, b in segments)
    cell = max(extents[len(extents) // 2], 1e-9)
    buckets: dict[tuple[int, int], list[int]] = {}
    long: list[int] = []
    for k, (a, b) in enumerate(segments):
        x0, x1 = min(a[0], b[0]) / cell, max(a[0], b[0]) / cell
        y0, y1 = min(a[1], b[1]) / cell, max(a[1], b[1]) / cell
        if not (x1 - x0 + 1) * (y1 - y0 + 1) <= LONG_CELLS:  # also NaN and infinity
            long.append(k)
            continue
        for gx in range(math.floor(x0), math.floor(x1) + 1):
            for gy in range(math.floor(y0), math.floor(y1) + 1):
                buckets.setdefault((gx, gy), []).append(k)
    found: set[tuple[int, int]] = set()
    tested: set[tuple[int, int]] = set()

    def test(k: int, j: int) -> None:
        pair = (k, j) if k < j else (j, k)
        if pair in tested:
            return
        tested.add(pair)
        if not set(shared[k]) & set(shared[j]) and segments_cross(*segments[k], *segments[j]):
            found.add(pair)

    for members in buckets.values():
        for i, k in enumerate(members):
            for j in members[i + 1:]:
                test(k, j)
    for k in long:
        for j in range(len(segments)):
            if j != k:
                test(k, j)
    return sorted(found)


def _check_geometry(issues: list[Problem], m: WhitehallMap, street_at: Sequence[int]) -> None:
    pos = {n: m.position(n) for n in _all_nodes(m)}
    by_point: dict[Point, Node] = {}
    for n, p in pos.items():
        if p in by_point:
            issues.append(error(node_msg(n), "wm.map.same_point", node=node_msg(by_point[p])))
        else:
            by_point[p] = n
    segs = [(pos[a], pos[b]) for a, b in m.streets]
    for k, j in crossing_pairs(segs, m.streets):
        issues.append(error(f"streets[{street_at[k]}]", "wm.map.crossing",
                            street=_street(*m.streets[k]), other=_street(*m.streets[j]),
                            at=f"streets[{street_at[j]}]"))
    streets_of: dict[Node, list[tuple[Node, Node]]] = {}
    for a, b in m.streets:
        streets_of.setdefault(a, []).append((a, b))
        streets_of.setdefault(b, []).append((a, b))
    for block in m.blocks:
        poly = [pos[n] for n in block.cycle]
        lo_x, hi_x = min(p[0] for p in poly), max(p[0] for p in poly)
        lo_y, hi_y = min(p[1] for p in poly), max(p[1] for p in poly)
        ring = set(block.cycle)
        where = _block(block.id)
        for n, p in pos.items():
            if n in ring or not (lo_x < p[0] < hi_x and lo_y < p[1] < hi_y):
                continue
            if point_in_polygon(p, poly):
                issues.append(error(where, "wm.map.inside_block", node=node_msg(n)))
        edges = {frozenset(e) for e in zip(block.cycle, block.cycle[1:] + block.cycle[:1],
                                           strict=True)}
        for n in block.cycle:
            for a, b in streets_of.get(n, ()):
                if a in ring and b in ring and frozenset((a, b)) not in edges and a == n:
                    mid = ((pos[a][0] + pos[b][0]) / 2, (pos[a][1] + pos[b][1]) / 2)
                    if point_in_polygon(mid, poly):
                        issues.append(error(where, "wm.map.through_block",
                                            street=_street(a, b)))


def _all_nodes(m: WhitehallMap) -> Iterable[Node]:
    yield from (c.number for c in m.circles)
    yield from (i.id for i in m.intersections)


def check_map_file(path: Path, data: Any) -> list[Problem]:
    """``eerie validate`` on a map file (already read: ``data``)."""
    return validate_map(data)


FILE_VALIDATORS: Mapping[str, Callable[[Path, Any], list[Problem]]] = MappingProxyType(
    {"eerie-whitehall-map": check_map_file})
"""The game's content formats (a file's ``format`` field) -> their check, for
``Game.file_validators``."""
