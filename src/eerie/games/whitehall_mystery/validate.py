"""Checks for Whitehall map files: a bad file gives a list of issues, never an exception.

``validate_map(data)`` takes parsed JSON (any object at all) and reports every problem it
finds as an :class:`Issue` naming where it is (``"circles[12]"`` for an entry of a list in
the file, ``"circle 57"``, ``"intersection i4"``, ``"block 9"``, ``"streets[3]"``,
``"quadrant 2 (NE)"``) and what is wrong. Structural checks come first (format, version,
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
from eerie.games.whitehall_mystery.map import (
    FORMAT,
    QUADRANT_NAMES,
    VERSION,
    BlockKind,
    CircleKind,
    Issue,
    MapError,
    Node,
    WhitehallMap,
    map_from_data,
    node_label,
)

__all__ = ["FILE_VALIDATORS", "Issue", "check_map_file", "parse_json", "validate_file",
           "validate_map"]

Point = tuple[float, float]

LONG_CELLS = 64
"""A street covering more grid cells than this is checked for crossings against every
other street rather than through the grid (:func:`crossing_pairs`)."""


def parse_json(text: str) -> tuple[Any, list[Issue]]:
    """Parse ``text`` as JSON; a syntax error becomes an issue at ``line L:C``."""
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [Issue(f"line {exc.lineno}:{exc.colno}", f"not valid JSON: {exc.msg}")]
    except ValueError as exc:  # a number with more digits than Python reads
        return None, [Issue("map", f"not valid JSON: {exc}")]
    except RecursionError:
        return None, [Issue("map", "not valid JSON: nested too deeply")]


def validate_file(path: str | Path, **limits: Any) -> list[Issue]:
    """Validate the map file at ``path`` (keyword arguments as for :func:`validate_map`)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [Issue(str(path), f"cannot read the file: {exc}")]
    data, issues = parse_json(text)
    if issues:
        return issues
    return validate_map(data, **limits)


def _is_number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and math.isfinite(value)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _fmt(node: object) -> str:
    return str(node)


def validate_map(
    data: object,
    *,
    min_white_per_quadrant: int = 20,
    max_white_per_quadrant: int = 35,
    yellow_count: int = 6,
    check_geometry: bool = True,
) -> list[Issue]:
    """Every problem in parsed map data; an empty list means the map is good.

    ``min_white_per_quadrant``/``max_white_per_quadrant`` bound the white circles in each
    quadrant, ``yellow_count`` is the exact number of yellow intersections, and
    ``check_geometry`` turns on the drawing checks (no two streets cross; no node or
    street lies inside a block).
    """
    issues: list[Issue] = []
    add = issues.append
    if not isinstance(data, Mapping):
        return [Issue("map", "the top level must be a JSON object")]

    # --- header -------------------------------------------------------------------------
    if data.get("format") != FORMAT:
        add(Issue("format", f"must be {FORMAT!r}, found {data.get('format')!r}"))
    version = data.get("version")
    if not _is_int(version):
        add(Issue("version", f"must be an integer, found {version!r}"))
    elif version != VERSION:
        add(Issue("version", f"version {version} is not supported (this reader knows "
                             f"version {VERSION})"))
        return issues
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        add(Issue("name", "must be a non-empty string"))
    for key in ("width", "height"):
        if key in data and not (_is_number(data[key]) and data[key] > 0):
            add(Issue(key, f"must be a positive number, found {data[key]!r}"))
    lines = data.get("quadrant_lines")
    if lines is not None and not (isinstance(lines, Mapping) and _is_number(lines.get("x"))
                                  and _is_number(lines.get("y"))):
        add(Issue("quadrant_lines", "must be an object with numbers x and y"))
        lines = None
    lists_ok = True
    for key in ("circles", "intersections", "streets", "blocks"):
        if not isinstance(data.get(key), list):
            add(Issue(key, "missing, or not a list"))
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
            add(Issue(where, "must be an object"))
            structure_ok = False
            continue
        ok = True
        cid = entry.get("id")
        if not _is_int(cid) or cid < 1:
            add(Issue(where, f"id must be a positive integer, found {cid!r}"))
            ok = False
        elif cid in named:
            add(Issue(where, f"duplicate circle id {cid}"))
            ok = False
        else:
            named.add(cid)
        kind = entry.get("kind")
        kinds = [ck.value for ck in CircleKind]
        if kind not in kinds:
            add(Issue(where, f"kind must be one of {', '.join(kinds)}, found {kind!r}"))
            ok = False
        for axis in ("x", "y"):
            if not _is_number(entry.get(axis)):
                add(Issue(where, f"{axis} must be a number, found {entry.get(axis)!r}"))
                ok = False
        quadrant = entry.get("quadrant")
        if kind == CircleKind.WHITE.value:
            if not (_is_int(quadrant) and 1 <= quadrant <= 4):
                add(Issue(where, f"a white circle needs a quadrant 1-4, found {quadrant!r}"))
                ok = False
        elif quadrant is not None:
            add(Issue(where, f"only white circles have a quadrant ({kind} circle has "
                             f"{quadrant!r})"))
            ok = False
        if ok and _is_int(cid):
            circles[cid] = entry
        else:
            structure_ok = False
    if structure_ok and circles:
        missing = [n for n in range(1, len(circles) + 1) if n not in circles]
        if missing:
            shown = ", ".join(map(str, missing[:10]))
            add(Issue("circles", f"circles must be numbered 1..N without gaps; missing "
                                 f"{shown}{'...' if len(missing) > 10 else ''}"))
            structure_ok = False
    if not data["circles"]:
        add(Issue("circles", "a map needs circles"))
        structure_ok = False

    # --- intersections ------------------------------------------------------------------
    intersections: dict[str, Mapping[str, Any]] = {}
    for k, entry in enumerate(data["intersections"]):
        where = f"intersections[{k}]"
        if not isinstance(entry, Mapping):
            add(Issue(where, "must be an object"))
            structure_ok = False
            continue
        ok = True
        iid = entry.get("id")
        if not isinstance(iid, str) or not iid.strip():
            add(Issue(where, f"id must be a non-empty string, found {iid!r}"))
            ok = False
        elif iid in named:
            add(Issue(where, f"duplicate intersection id {iid!r}"))
            ok = False
        else:
            named.add(iid)
        if "yellow" in entry and not isinstance(entry["yellow"], bool):
            add(Issue(where, f"yellow must be true or false, found {entry['yellow']!r}"))
            ok = False
        for axis in ("x", "y"):
            if not _is_number(entry.get(axis)):
                add(Issue(where, f"{axis} must be a number, found {entry.get(axis)!r}"))
                ok = False
        if ok and isinstance(iid, str):
            intersections[iid] = entry
        else:
            structure_ok = False
    if not data["intersections"]:
        add(Issue("intersections", "a map needs intersections"))
        structure_ok = False

    def exists(node: object) -> bool:
        return (_is_int(node) or isinstance(node, str)) and node in named

    def bad_ref(node: object) -> str:
        if isinstance(node, (int, str)) and not isinstance(node, bool):
            return f"names no existing node: {node_label(node)}"
        return f"a node must be a circle number or an intersection id, found {node!r}"

    # --- streets ------------------------------------------------------------------------
    streets: list[tuple[Node, Node]] = []
    street_at: list[int] = []  # index in the file of each street kept
    street_index: dict[frozenset[Node], int] = {}
    for k, entry in enumerate(data["streets"]):
        where = f"streets[{k}]"
        if not isinstance(entry, list) or len(entry) != 2:
            add(Issue(where, f"a street must be a list of two nodes, found {entry!r}"))
            structure_ok = False
            continue
        a, b = entry
        if not exists(a) or not exists(b):
            for n in (a, b):
                if not exists(n):
                    add(Issue(where, bad_ref(n)))
            structure_ok = False
            continue
        if a == b:
            add(Issue(where, f"self-loop on {node_label(a)}"))
            structure_ok = False
            continue
        pair = frozenset((a, b))
        if pair in street_index:
            add(Issue(where, f"duplicate of streets[{street_index[pair]}] "
                             f"({_fmt(a)}-{_fmt(b)})"))
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
            add(Issue(where, "must be an object"))
            continue
        bid = entry.get("id")
        if not _is_int(bid):
            add(Issue(where, f"id must be an integer, found {bid!r}"))
            continue
        if bid in block_ids:
            add(Issue(where, f"duplicate block id {bid}"))
            continue
        block_ids.add(bid)
        where = f"block {bid}"
        kind = entry.get("kind")
        kinds = [bk.value for bk in BlockKind]
        cycle = entry.get("cycle")
        ok = True
        if kind not in kinds:
            add(Issue(where, f"kind must be one of {', '.join(kinds)}, found {kind!r}"))
            ok = False
        if not isinstance(cycle, list) or len(cycle) < 3:
            add(Issue(where, "cycle must be a list of at least three nodes"))
            continue
        for n in cycle:
            if not exists(n):
                add(Issue(where, f"cycle {bad_ref(n)}"))
                ok = False
        if not ok:
            continue
        seen: set[object] = set()
        for n in cycle:
            if n in seen:
                add(Issue(where, f"cycle passes {node_label(n)} twice (not a simple cycle)"))
                ok = False
            seen.add(n)
        for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True):
            if frozenset((a, b)) not in street_index:
                add(Issue(where, f"cycle is not closed along streets: no street joins "
                                 f"{_fmt(a)} and {_fmt(b)}"))
                ok = False
        blues = [n for n in cycle if _is_int(n) and circles.get(n, {}).get("kind") == "blue"]
        if kind == BlockKind.HOUSE.value and blues:
            add(Issue(where, f"a house block may not have blue circles on its boundary "
                             f"(found {', '.join(map(str, blues))})"))
            ok = False
        if kind == BlockKind.WATER.value and len(blues) < 2:
            add(Issue(where, f"a water block needs at least two blue circles on its "
                             f"boundary, found {len(blues)}"))
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
        add(Issue("map", str(exc)))
        return issues

    yellow = [i.id for i in m.intersections if i.yellow]
    if len(yellow) != yellow_count:
        add(Issue("intersections", f"needs exactly {yellow_count} yellow intersections, "
                                   f"found {len(yellow)}"))
    for q in range(1, 5):
        count = len(m.quadrant_circles(q))
        if not min_white_per_quadrant <= count <= max_white_per_quadrant:
            add(Issue(f"quadrant {q} ({QUADRANT_NAMES[q]})",
                      f"has {count} white circles; needs {min_white_per_quadrant}-"
                      f"{max_white_per_quadrant}"))
    if m.quadrant_lines is not None:
        qx, qy = m.quadrant_lines
        for c in m.circles:
            if c.quadrant is None:
                continue
            actual = 1 + (c.x > qx) + 2 * (c.y > qy)
            if actual != c.quadrant and c.x != qx and c.y != qy:
                add(Issue(f"circle {c.number}",
                          f"says quadrant {c.quadrant} ({QUADRANT_NAMES[c.quadrant]}) but "
                          f"lies in {QUADRANT_NAMES[actual]} of the quadrant lines"))

    nodes: list[Node] = [c.number for c in m.circles] + [i.id for i in m.intersections]
    _components(issues, nodes, m.neighbours, "street graph")
    _components(issues, [i.id for i in m.intersections], m.police_neighbours,
                "investigators' graph (intersections joined by streets)")
    _components(issues, [c.number for c in m.circles], m.jack_adjacent,
                "graph of Jack's ordinary moves")

    on_house = {c for b in m.blocks if b.kind is BlockKind.HOUSE for c in b.circles}
    for c in m.circles:
        where = f"circle {c.number}"
        if not m.intersections_at(c.number):
            add(Issue(where, "touches no intersection, so no investigator could search it "
                             "or arrest there"))
        if not m.jack_adjacent(c.number):
            add(Issue(where, "Jack has no ordinary move from it"))
        if c.kind is CircleKind.BLUE and not m.boat_targets(c.number):
            add(Issue(where, "blue circle with no boat target (it needs another blue "
                             "circle on a water block it borders)"))
        if c.number in on_house and not m.alley_targets(c.number):
            add(Issue(where, "on a house block with no other circle: an alley move from "
                             "it goes nowhere"))

    if check_geometry:
        _check_geometry(issues, m, street_at)
    return issues


def _components(
    issues: list[Issue], nodes: Sequence[Node], nbrs: Any, what: str,
) -> None:
    """Report every connected component but the first one found (the largest)."""
    if not nodes:
        return
    comps = components(nodes, nbrs)
    if len(comps) == 1:
        return
    comps.sort(key=len, reverse=True)
    for comp in comps[1:]:
        issues.append(Issue(node_label(comp[0]),
                            f"not connected to the rest of the {what} (a part of "
                            f"{len(comp)} node{'s' if len(comp) > 1 else ''}, the main part "
                            f"has {len(comps[0])})"))


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


def _check_geometry(issues: list[Issue], m: WhitehallMap, street_at: Sequence[int]) -> None:
    pos = {n: m.position(n) for n in _all_nodes(m)}
    by_point: dict[Point, Node] = {}
    for n, p in pos.items():
        if p in by_point:
            issues.append(Issue(node_label(n), f"drawn at the same point as "
                                               f"{node_label(by_point[p])}"))
        else:
            by_point[p] = n
    segs = [(pos[a], pos[b]) for a, b in m.streets]
    for k, j in crossing_pairs(segs, m.streets):
        a, b = m.streets[k]
        c, d = m.streets[j]
        issues.append(Issue(f"streets[{street_at[k]}]",
                            f"street {_fmt(a)}-{_fmt(b)} crosses street {_fmt(c)}-{_fmt(d)} "
                            f"(streets[{street_at[j]}]) in the drawing"))
    streets_of: dict[Node, list[tuple[Node, Node]]] = {}
    for a, b in m.streets:
        streets_of.setdefault(a, []).append((a, b))
        streets_of.setdefault(b, []).append((a, b))
    for block in m.blocks:
        poly = [pos[n] for n in block.cycle]
        lo_x, hi_x = min(p[0] for p in poly), max(p[0] for p in poly)
        lo_y, hi_y = min(p[1] for p in poly), max(p[1] for p in poly)
        ring = set(block.cycle)
        where = f"block {block.id}"
        for n, p in pos.items():
            if n in ring or not (lo_x < p[0] < hi_x and lo_y < p[1] < hi_y):
                continue
            if point_in_polygon(p, poly):
                issues.append(Issue(where, f"{node_label(n)} lies inside it (a block must "
                                           f"be a face of the street graph)"))
        edges = {frozenset(e) for e in zip(block.cycle, block.cycle[1:] + block.cycle[:1],
                                           strict=True)}
        for n in block.cycle:
            for a, b in streets_of.get(n, ()):
                if a in ring and b in ring and frozenset((a, b)) not in edges and a == n:
                    mid = ((pos[a][0] + pos[b][0]) / 2, (pos[a][1] + pos[b][1]) / 2)
                    if point_in_polygon(mid, poly):
                        issues.append(Issue(where, f"street {_fmt(a)}-{_fmt(b)} runs "
                                                   f"through it"))


def _all_nodes(m: WhitehallMap) -> Iterable[Node]:
    yield from (c.number for c in m.circles)
    yield from (i.id for i in m.intersections)


def check_map_file(path: Path, data: Any) -> list[str]:
    """``eerie validate`` on a map file: its problems as ``place: message`` lines."""
    return [str(issue) for issue in validate_file(path)]


FILE_VALIDATORS: Mapping[str, Callable[[Path, Any], list[str]]] = MappingProxyType(
    {"eerie-whitehall-map": check_map_file})
"""The game's content formats (a file's ``format`` field) -> their check, for
``Game.file_validators``."""
