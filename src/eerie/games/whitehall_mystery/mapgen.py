"""A seeded generator of original Whitehall maps.

Run ``python -m eerie.games.whitehall_mystery.mapgen --seed S --out PATH``; the same seed
and options always write the same file. The bundled ``maps/gaslight.json`` ("Gaslight
Borough") is ``--seed 1887``.

How a map is built:

1. **Crossings.** A grid of street crossings with uneven column widths and row
   heights, bent by a gentle large-scale warp and jittered, joined along the grid lines
   by streets. A river runs east-west between two
   grid rows near the south edge (one row of blocks lies beyond it); only a few bridges
   cross it (always one at each map edge, so the river's faces are closed).
2. **Irregular streets.** A few streets between two house cells are removed (merging the
   cells into a bigger block) and a few cells get a diagonal street (two triangular
   blocks).
3. **Intersections along streets.** Long streets get extra intersections along them until
   the map has the wanted number of intersections; these are the investigators' streets.
4. **Blocks.** The faces of this investigator graph are the blocks: the river faces are
   water blocks, the rest house blocks.
5. **Circles.** Each block gets numbered circles just inside its edges ("doorsteps"): one
   circle on a stretch of street between two intersections touches both, two circles
   touch one intersection each and each other. The ring of intersections and doorsteps
   around a block is that block's boundary cycle, and a face of the final graph; the thin
   faces between a street and the doorsteps beside it are street faces, not blocks.
   Water blocks get blue circles on their bank sides.
6. **Kinds and numbers.** Quadrant lines split the non-blue circles evenly; each quadrant
   gets its share of white circles, the rest are black. Six yellow intersections are
   spread over the map, no two adjacent. Circles and intersections are numbered in
   reading order (top to bottom in bands, left to right within a band).

The result is checked with :func:`eerie.games.whitehall_mystery.validate.validate_map`
before it is returned.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import math
import random
import sys
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from eerie.games.whitehall_mystery.map import (
    FORMAT,
    VERSION,
    BlockKind,
    CircleKind,
    Node,
    WhitehallMap,
    dumps_map_data,
    in_english,
    map_from_data,
)
from eerie.games.whitehall_mystery.validate import (
    crossing_pairs,
    point_in_polygon,
    segments_cross,
    validate_map,
)

Point = tuple[float, float]
H = TypeVar("H", bound=Hashable)

Crossing = tuple[int, int]
"""A grid crossing: (column, row)."""


@dataclass(frozen=True)
class GenConfig:
    """Everything that shapes a generated map (the seed aside)."""

    name: str = "Gaslight Borough"
    """The map's name."""
    cols: int = 9
    """Crossings per grid row."""
    rows: int = 8
    """Grid rows of crossings."""
    river_row: int | None = None
    """The river runs between crossing rows ``river_row`` and ``river_row + 1``
    (default ``rows - 3``: one row of blocks beyond the river)."""
    dx: float = 160.0
    """Grid spacing, west-east."""
    dy: float = 132.0
    """Grid spacing, north-south."""
    river_extra: float = 30.0
    """Extra width of the river row."""
    uneven: float = 0.15
    """How much column widths and row heights vary (a fraction of ``dx``/``dy``)."""
    margin: float = 40.0
    """Empty border around the drawing."""
    jitter: float = 13.0
    """Random displacement of each crossing (each axis, at most)."""
    warp: float = 22.0
    """Amplitude of the large-scale bend of the grid lines."""
    bridges: int = 4
    """Streets across the river, the two at the map edges included."""
    merges: int = 6
    """House cells merged with a neighbour (a street removed)."""
    diagonals: int = 5
    """House cells cut by a diagonal street."""
    intersections: int = 170
    """Intersections in total (crossings plus intersections along streets)."""
    circles: int = 190
    """Numbered circles in total."""
    blue: int = 20
    """Blue circles (on the river banks)."""
    white: int = 105
    """White circles (split evenly over the quadrants)."""
    yellow: int = 6
    """Yellow (starting) intersections."""
    double_share: float = 0.8
    """How strongly stretches of street prefer two circles over one (0..1)."""
    offset: float = 19.0
    """Distance of a doorstep circle from the street it stands on."""
    min_circle_gap: float = 28.0
    """Smallest distance between two circle centres."""
    min_node_gap: float = 18.0
    """Smallest distance between a circle and an intersection."""
    min_white: int = 20
    """Validation bound: fewest white circles per quadrant."""
    max_white: int = 35
    """Validation bound: most white circles per quadrant."""


SMALL = GenConfig(
    name="Lamplight Lane", cols=5, rows=5, bridges=2, merges=1, diagonals=1,
    intersections=40, circles=44, blue=6, white=24, yellow=4, min_white=4, max_white=10)
"""A small map for tests and quick experiments."""

SIZES: Mapping[str, GenConfig] = {"full": GenConfig(), "small": SMALL}
"""Named configurations for the command line."""


class GenerationError(RuntimeError):
    """The configuration cannot be met (e.g. too many circles for the streets)."""


# --- planar helpers ----------------------------------------------------------------------


def signed_area(poly: Sequence[Point]) -> float:
    """Shoelace area: positive when the polygon turns from +x towards +y."""
    s = 0.0
    for k in range(len(poly)):
        x1, y1 = poly[k]
        x2, y2 = poly[(k + 1) % len(poly)]
        s += x1 * y2 - x2 * y1
    return s / 2


def planar_faces(pos: Mapping[H, Point], adj: Mapping[H, Iterable[H]]) -> list[list[H]]:
    """The faces of a straight-line planar drawing, each as its cycle of nodes. All
    bounded faces have positive :func:`signed_area`; the outer face negative."""
    order: dict[H, list[H]] = {}
    for u, nbrs in adj.items():
        ux, uy = pos[u]
        order[u] = sorted(nbrs, key=lambda v: math.atan2(pos[v][1] - uy, pos[v][0] - ux))
    index = {(u, v): k for u, vs in order.items() for k, v in enumerate(vs)}
    visited: set[tuple[H, H]] = set()
    faces: list[list[H]] = []
    for u, vs in order.items():
        for v in vs:
            if (u, v) in visited:
                continue
            face: list[H] = []
            a, b = u, v
            while (a, b) not in visited:
                visited.add((a, b))
                face.append(a)
                k = index[(b, a)]
                c = order[b][(k - 1) % len(order[b])]
                a, b = b, c
            faces.append(face)
    return faces


def _lerp(p: Point, q: Point, t: float) -> Point:
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def _dist(p: Point, q: Point) -> float:
    return math.hypot(p[0] - q[0], p[1] - q[1])


# --- the generator -----------------------------------------------------------------------


@dataclass
class _Segment:
    """A stretch of investigator street along one side of one face."""

    face: int
    u: str
    v: str
    length: float
    normal: Point
    bank: bool
    cap: int
    count: int = 0
    circles: list[str] = field(default_factory=list)


@dataclass
class _Face:
    cycle: list[str]
    water: bool
    perimeter: float
    segments: list[int] = field(default_factory=list)


def generate(seed: int, config: GenConfig = GenConfig()) -> dict[str, Any]:
    """Generate a map as JSON-ready data (validated; :class:`GenerationError` if the
    configuration cannot be met)."""
    rng = random.Random(seed)
    cfg = config
    river = cfg.river_row if cfg.river_row is not None else cfg.rows - 3
    if not 0 <= river < cfg.rows - 1:
        raise GenerationError("river_row must lie between two crossing rows")

    # 1. crossings
    phase = [rng.uniform(0, 2 * math.pi) for _ in range(4)]
    pos: dict[str, Point] = {}

    def cname(c: Crossing) -> str:
        return f"x{c[0]}_{c[1]}"

    # uneven column and row widths: blocks of different sizes
    col_x = [0.0]
    for _ in range(cfg.cols - 1):
        col_x.append(col_x[-1] + cfg.dx * rng.uniform(1 - cfg.uneven, 1 + cfg.uneven))
    row_y = [0.0]
    for j in range(cfg.rows - 1):
        extra_row = cfg.river_extra if j == river else 0.0
        row_y.append(row_y[-1] + cfg.dy * rng.uniform(1 - cfg.uneven, 1 + cfg.uneven)
                     + extra_row)
    for j in range(cfg.rows):
        for i in range(cfg.cols):
            x = cfg.margin + cfg.jitter + col_x[i]
            y = cfg.margin + cfg.jitter + row_y[j]
            x += cfg.warp * math.sin(phase[0] + 2.1 * j / cfg.rows) \
                * math.sin(phase[1] + 1.3 * i / cfg.cols)
            y += 0.6 * cfg.warp * math.sin(phase[2] + 2.4 * i / cfg.cols)
            x += rng.uniform(-cfg.jitter, cfg.jitter)
            y += rng.uniform(-cfg.jitter, cfg.jitter) * (0.5 if j in (river, river + 1) else 1)
            pos[cname((i, j))] = (round(x, 1), round(y, 1))

    edges: set[tuple[Crossing, Crossing]] = set()
    for j in range(cfg.rows):
        for i in range(cfg.cols - 1):
            edges.add(((i, j), (i + 1, j)))
    bridge_cols = _bridge_columns(cfg.cols, cfg.bridges, rng)
    for j in range(cfg.rows - 1):
        for i in range(cfg.cols):
            if j != river or i in bridge_cols:
                edges.add(((i, j), (i, j + 1)))
    river_cells = {(i, river) for i in range(cfg.cols - 1)}

    # 2. merges and diagonals (house cells only, away from the river)
    def cells_of(e: tuple[Crossing, Crossing]) -> list[Crossing]:
        (i, j), (_, j2) = e
        if j == j2:  # horizontal street: cells above and below
            return [(i, j - 1), (i, j)]
        return [(i - 1, j), (i, j)]

    def inside_cell(c: Crossing) -> bool:
        return 0 <= c[0] < cfg.cols - 1 and 0 <= c[1] < cfg.rows - 1

    degree: Counter[Crossing] = Counter()
    for a, b in edges:
        degree[a] += 1
        degree[b] += 1
    touched: set[Crossing] = set()
    candidates = sorted(edges)
    rng.shuffle(candidates)
    merged = 0
    for e in candidates:
        if merged >= cfg.merges:
            break
        cells = cells_of(e)
        if not all(inside_cell(c) and c not in river_cells and c not in touched
                   for c in cells):
            continue
        if any(c[1] in (river - 1, river + 1) for c in cells):
            continue
        if degree[e[0]] <= 3 or degree[e[1]] <= 3:
            continue
        edges.discard(e)
        degree[e[0]] -= 1
        degree[e[1]] -= 1
        touched.update(cells)
        merged += 1
    diagonal_edges: set[tuple[Crossing, Crossing]] = set()
    cells = [(i, j) for j in range(cfg.rows - 1) for i in range(cfg.cols - 1)
             if (i, j) not in river_cells and (i, j) not in touched]
    rng.shuffle(cells)
    for i, j in cells[: cfg.diagonals]:
        if rng.random() < 0.5:
            diagonal_edges.add(((i, j), (i + 1, j + 1)))
        else:
            diagonal_edges.add(((i + 1, j), (i, j + 1)))
        touched.add((i, j))
    lattice = sorted(edges | diagonal_edges)

    # 3. intersections along streets
    crossing_count = cfg.cols * cfg.rows
    extra = cfg.intersections - crossing_count
    if extra < 0:
        raise GenerationError("fewer intersections than grid crossings")
    # no intersection on a bridge: Jack crosses it in one move (circle, two crossings,
    # circle), which a path of three streets allows
    lengths = [0.0 if a[1] == river and b[1] == river + 1
               else _dist(pos[cname(a)], pos[cname(b)]) * rng.uniform(0.85, 1.15)
               for a, b in lattice]
    mids = _spread(lengths, extra)
    police_adj: dict[str, list[str]] = {n: [] for n in pos}
    # node -> the river bank it stands on (the crossing row), for streets along a bank
    bank_nodes: dict[str, int] = {cname((i, j)): j for i in range(cfg.cols)
                                  for j in (river, river + 1)}
    mid_serial = 0
    for (a, b), m in zip(lattice, mids, strict=True):
        chain = [cname(a)]
        pa, pb = pos[cname(a)], pos[cname(b)]
        length = _dist(pa, pb)
        nx, ny = (pa[1] - pb[1]) / length, (pb[0] - pa[0]) / length
        for k in range(m):
            t = (k + 1) / (m + 1) + rng.uniform(-0.06, 0.06) / (m + 1)
            wob = rng.uniform(-4.0, 4.0)
            p = _lerp(pa, pb, t)
            mid_serial += 1
            name = f"m{mid_serial}"
            pos[name] = (round(p[0] + nx * wob, 1), round(p[1] + ny * wob, 1))
            police_adj[name] = []
            if a[1] == b[1] and a[1] in (river, river + 1):
                bank_nodes[name] = a[1]
            chain.append(name)
        chain.append(cname(b))
        for u, v in itertools.pairwise(chain):
            police_adj[u].append(v)
            police_adj[v].append(u)

    # 4. faces of the investigators' graph = blocks
    raw_faces = [f for f in planar_faces(pos, police_adj)
                 if signed_area([pos[n] for n in f]) > 0]
    river_points = []
    for i, j in sorted(river_cells):
        corners = [pos[cname(c)] for c in ((i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1))]
        river_points.append((sum(p[0] for p in corners) / 4, sum(p[1] for p in corners) / 4))
    faces: list[_Face] = []
    for cyc in raw_faces:
        poly = [pos[n] for n in cyc]
        water = any(point_in_polygon(p, poly) for p in river_points)
        perim = sum(_dist(poly[k], poly[(k + 1) % len(poly)]) for k in range(len(poly)))
        faces.append(_Face(list(cyc), water, perim))

    segments: list[_Segment] = []
    for fi, face in enumerate(faces):
        cyc = face.cycle
        for k, u in enumerate(cyc):
            v = cyc[(k + 1) % len(cyc)]
            pu, pv = pos[u], pos[v]
            length = _dist(pu, pv)
            dxu, dyu = (pv[0] - pu[0]) / length, (pv[1] - pu[1]) / length
            normal = (-dyu, dxu)  # interior side of a positively oriented face
            bank = bank_nodes.get(u, -1) == bank_nodes.get(v, -2)  # not across a bridge
            if face.water and not bank:
                cap = 0
            else:
                cap = 2 if length >= 2.1 * cfg.min_circle_gap else (
                    1 if length >= cfg.min_circle_gap + 8 else 0)
            face.segments.append(len(segments))
            segments.append(_Segment(fi, u, v, length, normal, bank, cap))

    # 5. doorsteps: where each stretch of street could take one or two circles, which of
    # those choices clash, then a greedy choice (checked again afterwards)
    police_edges = sorted({(u, v) for u, vs in police_adj.items() for v in vs if u < v})
    options = _options(segments, pos, faces, police_edges, cfg, rng)
    clashes = _clashes(options, segments, pos, cfg)
    chosen: dict[int, int] = {}
    cover = _allocate(faces, segments, cfg.blue, water=True, rng=rng,
                      double_share=cfg.double_share, chosen=chosen, clashes=clashes)
    _allocate(faces, segments, cfg.circles - cfg.blue, water=False, rng=rng,
              double_share=cfg.double_share, cover=cover, chosen=chosen, clashes=clashes)
    cpos = _place(segments, options)
    bad = _problems(segments, cpos, pos, faces, police_adj, cfg)
    if bad:  # pragma: no cover - the clash table should rule this out
        raise GenerationError(f"circles overlap along {len(bad)} streets")

    return _finish(seed, cfg, pos, cpos, police_adj, faces, segments, rng)


def _bridge_columns(cols: int, bridges: int, rng: random.Random) -> set[int]:
    chosen = {0, cols - 1}
    inner = max(0, bridges - 2)
    for k in range(inner):
        base = (k + 1) * (cols - 1) / (inner + 1)
        col = min(cols - 2, max(1, round(base + rng.uniform(-0.6, 0.6))))
        chosen.add(col)
    return chosen


def _spread(lengths: Sequence[float], total: int) -> list[int]:
    """Split ``total`` extra intersections over streets of ``lengths``, longest pieces
    first (so the pieces end up similar in length)."""
    counts = [0] * len(lengths)
    for _ in range(total):
        k = max(range(len(lengths)), key=lambda n: (lengths[n] / (counts[n] + 1), -n))
        counts[k] += 1
    return counts


def _allocate(faces: list[_Face], segments: list[_Segment], total: int, *, water: bool,
              rng: random.Random, double_share: float, chosen: dict[int, int],
              clashes: Mapping[tuple[int, int], set[tuple[int, int]]],
              cover: Counter[str] | None = None) -> Counter[str]:
    """Decide how many doorstep circles (0-2) each segment of the chosen faces gets.

    Greedy, in this order of concern: every intersection gets at least one circle
    beside it (then Jack's moves connect the whole map and every intersection is worth
    standing on); circles spread evenly over intersections (few circles per
    intersection keeps Jack's choice of moves moderate); every face with circles has at
    least two (alleys and boats need a second circle). ``cover`` counts circles per
    intersection so far and is returned updated; ``chosen`` maps segment -> count for
    every choice made so far (also updated); no choice clashes with an earlier one.
    """
    cover = Counter() if cover is None else cover
    picked = [k for k, f in enumerate(faces) if f.water == water]
    segs = [s for k in picked for s in faces[k].segments]
    for s in segs:
        segments[s].count = 0
        chosen.pop(s, None)
    per_face: Counter[int] = Counter()
    noise = {s: rng.random() for s in segs}
    left = total

    def fits(s: int, n: int) -> bool:
        if n == 0:
            return True
        if n > segments[s].cap:
            return False
        return all(chosen.get(t) != m for t, m in clashes[(s, n)])

    def setc(s: int, n: int) -> None:
        seg = segments[s]
        before = seg.count
        seg.count = n
        if n:
            chosen[s] = n
        else:
            chosen.pop(s, None)
        per_face[seg.face] += n - before
        if before == 0 and n > 0:
            cover[seg.u] += 1
            cover[seg.v] += 1
        elif before > 0 and n == 0:
            cover[seg.u] -= 1
            cover[seg.v] -= 1

    def score(s: int) -> float:
        seg = segments[s]
        face = faces[seg.face]
        uncovered = (cover[seg.u] == 0) + (cover[seg.v] == 0)
        density = per_face[seg.face] / max(1.0, face.perimeter / 160.0)
        return 100.0 * uncovered - 4.0 * (cover[seg.u] + cover[seg.v]) \
            - 6.0 * density + 3.0 * noise[s]

    while left > 0:
        open_ = [s for s in segs if segments[s].count == 0 and fits(s, 1)]
        if not open_:
            break
        best = max(open_, key=lambda s: (score(s), -s))
        want = 2 if (left >= 2 and rng.random() < double_share and fits(best, 2)) else 1
        setc(best, want)
        left -= want
    # what is left: make singles double where there is room (more circles, same cover)
    for s in sorted(segs, key=lambda s: (per_face[segments[s].face], noise[s])):
        if left == 0:
            break
        if segments[s].count == 1 and fits(s, 2):
            setc(s, 2)
            left -= 1
    if left > 0:
        raise GenerationError(f"room for {total - left} {'blue' if water else 'other'} "
                              f"circles only, {total} wanted")
    # no face with a lone circle: give it a second one, taken from a well-off face
    for _ in range(len(segs)):
        lone = [k for k in picked if per_face[k] == 1]
        if not lone:
            break
        k = lone[0]
        only = next(s for s in faces[k].segments if segments[s].count)
        grow = [s for s in faces[k].segments if fits(s, segments[s].count + 1)]
        donors = [s for s in segs if segments[s].count > 0 and segments[s].face != k
                  and per_face[segments[s].face] >= 4 and fits(s, segments[s].count - 1)]
        if grow and donors:
            g = max(grow, key=lambda s: (segments[s].count, -cover[segments[s].u]
                                         - cover[segments[s].v], -s))
            setc(g, segments[g].count + 1)
            d = max(donors, key=lambda s: (segments[s].count, per_face[segments[s].face], -s))
            setc(d, segments[d].count - 1)
            continue
        # no room here: move the lone circle to a face that already has two or more
        setc(only, 0)
        spare = [s for s in segs if per_face[segments[s].face] >= 2
                 and fits(s, segments[s].count + 1)]
        if not spare:
            raise GenerationError("cannot give every block two circles")
        g = max(spare, key=lambda s: (segments[s].count, -s))
        setc(g, segments[g].count + 1)
    return cover


def _place(segments: list[_Segment],
           options: Mapping[tuple[int, int], list[Point]]) -> dict[str, Point]:
    """Positions of the chosen doorstep circles; names them ``d<segment>_<k>``."""
    cpos: dict[str, Point] = {}
    for k, s in enumerate(segments):
        s.circles = []
        if s.count == 0:
            continue
        for n, p in enumerate(options[(k, s.count)]):
            name = f"d{k}_{n}"
            cpos[name] = p
            s.circles.append(name)
    return cpos


def _options(segments: list[_Segment], pos: Mapping[str, Point], faces: list[_Face],
             police_edges: Sequence[tuple[str, str]], cfg: GenConfig,
             rng: random.Random) -> dict[tuple[int, int], list[Point]]:
    """Where one or two doorsteps on each segment would stand, keeping only choices that
    fit on their own (inside the block, clear of intersections and streets); sets each
    segment's ``cap`` to the most circles it can take."""
    cell = 50.0
    node_grid: dict[tuple[int, int], list[Point]] = {}
    for p in pos.values():
        node_grid.setdefault((int(p[0] // cell), int(p[1] // cell)), []).append(p)
    edge_grid: dict[tuple[int, int], list[tuple[str, str]]] = {}
    for a, b in police_edges:
        (x1, y1), (x2, y2) = pos[a], pos[b]
        for gx in range(int(min(x1, x2) // cell), int(max(x1, x2) // cell) + 1):
            for gy in range(int(min(y1, y2) // cell), int(max(y1, y2) // cell) + 1):
                edge_grid.setdefault((gx, gy), []).append((a, b))

    def near_node(p: Point) -> bool:
        gx, gy = int(p[0] // cell), int(p[1] // cell)
        return any(_dist(p, q) < cfg.min_node_gap for ox in (-1, 0, 1) for oy in (-1, 0, 1)
                   for q in node_grid.get((gx + ox, gy + oy), ()))

    def crosses_street(chain: list[tuple[str, Point]]) -> bool:
        for (na, pa), (nb, pb) in itertools.pairwise(chain):
            seen: set[tuple[str, str]] = set()
            for gx in range(int(min(pa[0], pb[0]) // cell), int(max(pa[0], pb[0]) // cell) + 1):
                for gy in range(int(min(pa[1], pb[1]) // cell),
                                int(max(pa[1], pb[1]) // cell) + 1):
                    for e in edge_grid.get((gx, gy), ()):
                        if e in seen or na in e or nb in e:
                            continue
                        seen.add(e)
                        if segments_cross(pa, pb, pos[e[0]], pos[e[1]]):
                            return True
        return False

    options: dict[tuple[int, int], list[Point]] = {}
    for k, s in enumerate(segments):
        along = rng.uniform(-0.05, 0.05)
        offs = [cfg.offset + rng.uniform(-1.5, 1.5) for _ in range(2)]
        top = s.cap
        s.cap = 0
        poly = [pos[n] for n in faces[s.face].cycle]
        pu, pv = pos[s.u], pos[s.v]
        for n in range(1, top + 1):
            if n == 1:
                ts = [0.5 + along]
            else:
                edge = max(0.26, (cfg.min_circle_gap * 0.85) / s.length)
                ts = [edge, 1 - edge]
            pts = []
            for m, t in enumerate(ts):
                p = _lerp(pu, pv, t)
                pts.append((round(p[0] + s.normal[0] * offs[m], 1),
                            round(p[1] + s.normal[1] * offs[m], 1)))
            chain = [(s.u, pu), *((f"new{m}", p) for m, p in enumerate(pts)), (s.v, pv)]
            if any(not point_in_polygon(p, poly) or near_node(p) for p in pts) \
                    or (n == 2 and _dist(pts[0], pts[1]) < cfg.min_circle_gap) \
                    or crosses_street(chain):
                break
            options[(k, n)] = pts
            s.cap = n
    return options


def _clashes(
    options: Mapping[tuple[int, int], list[Point]], segments: list[_Segment],
    pos: Mapping[str, Point], cfg: GenConfig,
) -> dict[tuple[int, int], set[tuple[int, int]]]:
    """Pairs of choices on different segments that cannot both be made: circles too
    close together, or their short streets crossing."""
    cell = 60.0
    grid: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for key, pts in options.items():
        for gx, gy in {(int(p[0] // cell), int(p[1] // cell)) for p in pts}:
            grid.setdefault((gx, gy), []).append(key)
    clashes: dict[tuple[int, int], set[tuple[int, int]]] = {key: set() for key in options}
    tested: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    for (gx, gy), members in grid.items():
        near = [o for ox in (-1, 0, 1) for oy in (-1, 0, 1)
                for o in grid.get((gx + ox, gy + oy), ())]
        for a in members:
            for b in near:
                if a[0] == b[0]:
                    continue
                pair = (a, b) if a < b else (b, a)
                if pair in tested:
                    continue
                tested.add(pair)
                if _clash(a, b, options, segments, pos, cfg):
                    clashes[a].add(b)
                    clashes[b].add(a)
    return clashes


def _clash(a: tuple[int, int], b: tuple[int, int],
           options: Mapping[tuple[int, int], list[Point]], segments: list[_Segment],
           pos: Mapping[str, Point], cfg: GenConfig) -> bool:
    pa, pb = options[a], options[b]
    if any(_dist(p, q) < cfg.min_circle_gap for p in pa for q in pb):
        return True

    def chain(key: tuple[int, int], pts: list[Point]) -> list[tuple[object, Point]]:
        s = segments[key[0]]
        return [(s.u, pos[s.u]), *(((key, m), p) for m, p in enumerate(pts)), (s.v, pos[s.v])]

    ca, cb = chain(a, pa), chain(b, pb)
    for (n1, p1), (n2, p2) in itertools.pairwise(ca):
        for (m1, q1), (m2, q2) in itertools.pairwise(cb):
            if {n1, n2} & {m1, m2}:
                continue
            if segments_cross(p1, p2, q1, q2):
                return True
    return False


def _ring_edges(segments: Sequence[_Segment]) -> list[tuple[str, str, int]]:
    """Doorstep streets: (node, node, segment index)."""
    out: list[tuple[str, str, int]] = []
    for k, s in enumerate(segments):
        if not s.circles:
            continue
        chain = [s.u, *s.circles, s.v]
        out.extend((a, b, k) for a, b in itertools.pairwise(chain))
    return out


def _problems(segments: list[_Segment], cpos: Mapping[str, Point], pos: Mapping[str, Point],
              faces: list[_Face], police_adj: Mapping[str, list[str]],
              cfg: GenConfig) -> set[int]:
    """Segments whose doorsteps overlap something, stick out of their face or make a
    street cross another."""
    seg_of = {c: k for k, s in enumerate(segments) for c in s.circles}
    bad: set[int] = set()
    cell = 40.0
    grid: dict[tuple[int, int], list[str]] = {}
    for c, p in cpos.items():
        grid.setdefault((int(p[0] // cell), int(p[1] // cell)), []).append(c)
    for c, p in cpos.items():
        gx, gy = int(p[0] // cell), int(p[1] // cell)
        for ox in (-1, 0, 1):
            for oy in (-1, 0, 1):
                for d in grid.get((gx + ox, gy + oy), ()):
                    if d > c and _dist(p, cpos[d]) < cfg.min_circle_gap:
                        # drop from the segment with more circles, else the later one
                        a, b = seg_of[c], seg_of[d]
                        bad.add(a if segments[a].count > segments[b].count else b)
        poly = [pos[n] for n in faces[segments[seg_of[c]].face].cycle]
        if not point_in_polygon(p, poly):
            bad.add(seg_of[c])
    for q in pos.values():
        gx, gy = int(q[0] // cell), int(q[1] // cell)
        for ox in (-1, 0, 1):
            for oy in (-1, 0, 1):
                for c in grid.get((gx + ox, gy + oy), ()):
                    if _dist(q, cpos[c]) < cfg.min_node_gap:
                        bad.add(seg_of[c])
    every = {**pos, **cpos}
    ring = _ring_edges(segments)
    police = sorted({(u, v) for u, vs in police_adj.items() for v in vs if u < v})
    edge_list: list[tuple[str, str]] = [(a, b) for a, b, _ in ring] + police
    segs = [(every[a], every[b]) for a, b in edge_list]
    for k, j in crossing_pairs(segs, edge_list):
        for e in (k, j):
            if e < len(ring):
                bad.add(ring[e][2])
    return bad


def _reading_bands(row_ys: Sequence[float]) -> list[float]:
    """Band edges: each crossing row's street band, then the mid-block band below it."""
    edges: list[float] = []
    for a, b in itertools.pairwise(row_ys):
        edges.extend((a + 0.3 * (b - a), a + 0.7 * (b - a)))
    return edges


def _finish(seed: int, cfg: GenConfig, pos: dict[str, Point], cpos: dict[str, Point],
            police_adj: Mapping[str, list[str]], faces: list[_Face],
            segments: list[_Segment], rng: random.Random) -> dict[str, Any]:
    every = {**pos, **cpos}
    row_ys = [sum(pos[f"x{i}_{j}"][1] for i in range(cfg.cols)) / cfg.cols
              for j in range(cfg.rows)]
    bands = _reading_bands(row_ys)

    def reading_key(p: Point) -> tuple[int, float, float]:
        return (bisect.bisect(bands, p[1]), p[0], p[1])

    # numbering
    circle_names = sorted(cpos, key=lambda c: reading_key(cpos[c]))
    number = {c: k + 1 for k, c in enumerate(circle_names)}
    inter_names = sorted(pos, key=lambda n: reading_key(pos[n]))
    iid = {n: f"i{k + 1}" for k, n in enumerate(inter_names)}

    def ref(n: str) -> Node:
        return number[n] if n in number else iid[n]

    blue = {c for s in segments if s.bank for c in s.circles
            if faces[s.face].water}

    # quadrants: x at the middle of the map, y splitting the non-blue circles evenly
    others = [c for c in circle_names if c not in blue]
    qx = _split_between(sorted(cpos[c][0] for c in others), cfg.min_circle_gap / 2)
    qy = _split_between(sorted(cpos[c][1] for c in others), cfg.min_circle_gap / 2)

    def quadrant(p: Point) -> int:
        return 1 + (p[0] > qx) + 2 * (p[1] > qy)

    by_q: dict[int, list[str]] = {q: [] for q in range(1, 5)}
    for c in others:
        by_q[quadrant(cpos[c])].append(c)
    shares = [cfg.white // 4 + (1 if k < cfg.white % 4 else 0) for k in range(4)]
    rng.shuffle(shares)
    white: set[str] = set()
    for q in range(1, 5):
        white.update(_spread_pick(by_q[q], min(shares[q - 1], len(by_q[q])), cpos, rng))

    # yellow intersections: one near each of cols x 2 spots spread over the map
    yellow = _pick_yellow(cfg, pos, police_adj, faces, rng)

    circles_out = []
    for c in circle_names:
        kind = CircleKind.BLUE if c in blue else (
            CircleKind.WHITE if c in white else CircleKind.BLACK)
        entry: dict[str, Any] = {"id": number[c], "kind": kind.value}
        if kind is CircleKind.WHITE:
            entry["quadrant"] = quadrant(cpos[c])
        entry.update(x=cpos[c][0], y=cpos[c][1])
        circles_out.append(entry)
    inters_out = []
    for n in inter_names:
        entry = {"id": iid[n]}
        if n in yellow:
            entry["yellow"] = True
        entry.update(x=pos[n][0], y=pos[n][1])
        inters_out.append(entry)

    def node_key(n: Node) -> tuple[int, int]:
        return (0, n) if isinstance(n, int) else (1, int(n[1:]))

    street_set: set[tuple[Node, Node]] = set()
    pairs = [(u, v) for u, vs in police_adj.items() for v in vs]
    pairs += [(a, b) for a, b, _ in _ring_edges(segments)]
    for u, v in pairs:
        ra, rb = sorted((ref(u), ref(v)), key=node_key)
        street_set.add((ra, rb))
    streets_out = [list(s) for s in sorted(street_set, key=lambda s: (
        node_key(s[0])[0] + node_key(s[1])[0], node_key(s[0]), node_key(s[1])))]

    blocks: list[tuple[tuple[int, float, float], dict[str, Any]]] = []
    for face in faces:
        cyc: list[str] = []
        for s in face.segments:
            cyc.append(segments[s].u)
            cyc.extend(segments[s].circles)
        refs = [ref(n) for n in cyc]
        # clockwise on screen (y down), starting from the first node in reading order
        start = min(range(len(cyc)), key=lambda k: reading_key(every[cyc[k]]))
        refs = refs[start:] + refs[:start]
        poly = [every[n] for n in cyc]
        cx = sum(p[0] for p in poly) / len(poly)
        cy = sum(p[1] for p in poly) / len(poly)
        bkind = BlockKind.WATER if face.water else BlockKind.HOUSE
        blocks.append((reading_key((cx, cy)), {"kind": bkind.value, "cycle": refs}))
    blocks.sort(key=lambda b: b[0])
    blocks_out = [{"id": k + 1, **b} for k, (_, b) in enumerate(blocks)]

    xs = [p[0] for p in every.values()]
    ys = [p[1] for p in every.values()]
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "name": cfg.name,
        "generator": {"module": "eerie.games.whitehall_mystery.mapgen", "seed": seed},
        "width": round(max(xs) + cfg.margin, 1),
        "height": round(max(ys) + cfg.margin, 1),
        "quadrant_lines": {"x": qx, "y": qy},
        "circles": circles_out,
        "intersections": inters_out,
        "streets": streets_out,
        "blocks": blocks_out,
    }
    issues = validate_map(data, min_white_per_quadrant=cfg.min_white,
                          max_white_per_quadrant=cfg.max_white, yellow_count=cfg.yellow)
    if issues:
        raise GenerationError("generated map does not validate: "
                              + "; ".join(in_english(i.line) for i in issues[:8]))
    return data


def _split_between(values: Sequence[float], gap: float) -> float:
    """A line near the median of sorted ``values`` that no value lies within ``gap`` of
    (or the median's midpoint when there is no such gap nearby)."""
    n = len(values)
    mid = n // 2
    best: tuple[float, float] | None = None
    for k in range(max(1, mid - n // 10), min(n, mid + n // 10 + 1)):
        a, b = values[k - 1], values[k]
        if b - a >= gap:
            score = abs(k - mid)
            if best is None or score < best[0]:
                best = (score, (a + b) / 2)
    if best is not None:
        return round(best[1], 1)
    return round((values[mid - 1] + values[mid]) / 2, 1)


def _spread_pick(cands: Sequence[str], k: int, cpos: Mapping[str, Point],
                 rng: random.Random) -> list[str]:
    """Pick ``k`` of ``cands``, avoiding clumps: each pick is the best of a few random
    tries by distance to the picks so far."""
    pool = list(cands)
    rng.shuffle(pool)
    picked: list[str] = []
    while len(picked) < k:
        tries = pool[:4]
        best = max(tries, key=lambda c: min((_dist(cpos[c], cpos[p]) for p in picked),
                                            default=0.0))
        pool.remove(best)
        picked.append(best)
    return picked


def _pick_yellow(cfg: GenConfig, pos: Mapping[str, Point],
                 police_adj: Mapping[str, list[str]], faces: list[_Face],
                 rng: random.Random) -> set[str]:
    water_nodes = {n for f in faces if f.water for n in f.cycle}
    crossings = [n for n in pos if n.startswith("x") and len(police_adj[n]) >= 3
                 and n not in water_nodes]
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for n, p in pos.items() if n not in water_nodes]
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    across = math.ceil(cfg.yellow / 2)
    down = 2 if cfg.yellow > 1 else 1
    spots: list[Point] = []
    for r in range(down):
        for c in range(across):
            if len(spots) < cfg.yellow:
                spots.append((lo_x + (c + 0.5 + rng.uniform(-0.15, 0.15)) * (hi_x - lo_x) / across,
                              lo_y + (r + 0.5 + rng.uniform(-0.15, 0.15)) * (hi_y - lo_y) / down))
    chosen: set[str] = set()
    for spot in spots:
        # keep two streets apart if possible, and never adjacent
        one = {m for n in chosen for m in (n, *police_adj[n])}
        two = one | {w for n in one for w in police_adj[n]}
        options = [n for n in crossings if n not in two] or [n for n in pos if n not in one]
        if not options:
            raise GenerationError("no room for the yellow intersections")
        chosen.add(min(options, key=lambda n: (_dist(pos[n], spot), n)))
    return chosen


# --- statistics and the command line ------------------------------------------------------


def histogram(values: Iterable[int]) -> dict[int, int]:
    """Value -> how many times it occurs, sorted by value."""
    return dict(sorted(Counter(values).items()))


def map_stats(m: WhitehallMap) -> dict[str, Any]:
    """Counts and degree distributions of a map (for reports and the command line)."""
    kinds = Counter(c.kind.value for c in m.circles)
    return {
        "name": m.name,
        "circles": len(m.circles),
        "circles_by_kind": dict(sorted(kinds.items())),
        "white_by_quadrant": {q: len(m.quadrant_circles(q)) for q in range(1, 5)},
        "intersections": len(m.intersections),
        "yellow": len(m.yellow),
        "streets": len(m.streets),
        "streets_by_sort": dict(sorted(Counter(
            "-".join(sorted("circle" if isinstance(n, int) else "intersection" for n in s))
            for s in m.streets).items())),
        "blocks_by_kind": dict(sorted(Counter(b.kind.value for b in m.blocks).items())),
        "jack_degree": histogram(len(m.jack_adjacent(c.number)) for c in m.circles),
        "police_degree": histogram(len(m.police_neighbours(i.id)) for i in m.intersections),
        "police_within_two": histogram(len(m.police_within_two(i.id))
                                       for i in m.intersections),
        "circles_per_intersection": histogram(len(m.circles_at(i.id))
                                              for i in m.intersections),
        "intersections_per_circle": histogram(len(m.intersections_at(c.number))
                                              for c in m.circles),
        "alley_targets": histogram(len(m.alley_targets(c.number)) for c in m.circles),
        "boat_targets": histogram(len(m.boat_targets(c.number)) for c in m.circles
                                  if c.kind is CircleKind.BLUE),
        "circles_per_house_block": histogram(len(b.circles) for b in m.blocks
                                             if b.kind is BlockKind.HOUSE),
    }


def main(argv: Sequence[str] | None = None,
         out: Callable[[str], object] = print) -> int:
    """Command line: generate a map and write it as JSON."""
    parser = argparse.ArgumentParser(
        prog="python -m eerie.games.whitehall_mystery.mapgen",
        description="Generate an original Whitehall Mystery map (same seed, same file).")
    parser.add_argument("--seed", type=int, required=True, help="random seed")
    parser.add_argument("--out", type=Path, help="file to write (default: standard output)")
    parser.add_argument("--size", choices=sorted(SIZES), default="full",
                        help="full (about 190 circles) or small (for tests)")
    parser.add_argument("--name", help="the map's name")
    parser.add_argument("--stats", action="store_true",
                        help="print counts and degree distributions to standard error")
    args = parser.parse_args(argv)
    cfg = SIZES[args.size]
    if args.name:
        cfg = replace(cfg, name=args.name)
    try:
        data = generate(args.seed, cfg)
    except GenerationError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    text = dumps_map_data(data)
    if args.out is None:
        out(text.rstrip("\n"))
    else:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text, encoding="utf-8")
    if args.stats:
        for key, value in map_stats(map_from_data(data)).items():
            print(f"{key}: {value}", file=sys.stderr)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
