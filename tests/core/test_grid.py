"""Square grids: cells and headings, neighbours around holes, rays, sight, distances."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.grid import (
    DELTA,
    HEADING_NAMES,
    HEADINGS,
    E,
    Grid,
    N,
    S,
    W,
    heading_from_name,
    turn_back,
    turn_left,
    turn_right,
)

# A 4 x 3 board drawn with y growing downwards; "#" marks holes.
#   x: 0 1 2 3
#   y=0 . . . .
#   y=1 . # . .
#   y=2 . . . #
G = Grid(4, 3, frozenset({5, 11}))


def test_turn_helpers() -> None:
    assert HEADINGS == (N, E, S, W)
    assert [turn_right(h) for h in HEADINGS] == [E, S, W, N]
    assert [turn_left(h) for h in HEADINGS] == [W, N, E, S]
    assert [turn_back(h) for h in HEADINGS] == [S, W, N, E]
    for h in HEADINGS:
        assert turn_left(turn_right(h)) == h
        assert turn_back(turn_back(h)) == h
        assert turn_right(turn_right(h)) == turn_back(h)
        dx, dy = DELTA[h]
        bx, by = DELTA[turn_back(h)]
        assert (dx + bx, dy + by) == (0, 0)
    # y grows downwards: north is up the drawing
    assert DELTA[N] == (0, -1)
    assert DELTA[E] == (1, 0)


def test_heading_names() -> None:
    assert [heading_from_name(n) for n in HEADING_NAMES] == list(HEADINGS)
    assert heading_from_name("S") == S
    with pytest.raises(ValueError, match="unknown heading 'x'"):
        heading_from_name("x")
    with pytest.raises(ValueError):
        heading_from_name("")


def test_cells_and_coordinates() -> None:
    assert G.cell(1, 1) == 5
    assert G.xy(5) == (1, 1)
    assert G.xy(11) == (3, 2)
    for c in range(12):
        assert G.cell(*G.xy(c)) == c
    assert G.in_rect(1, 1) and not G.on_board(1, 1)
    assert G.on_board(0, 0) and G.on_board(3, 1)
    for x, y in [(-1, 0), (4, 0), (0, -1), (0, 3)]:
        assert not G.in_rect(x, y)
        assert not G.on_board(x, y)
    assert list(G.cells()) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10]
    assert G.manhattan(G.cell(0, 0), G.cell(3, 2)) == 5
    assert G.manhattan(7, 7) == 0


def test_step_and_neighbours_around_holes_and_edges() -> None:
    assert G.step(0, N) is None  # edge
    assert G.step(0, W) is None
    assert G.step(0, E) == 1
    assert G.step(1, S) is None  # hole below
    assert G.step(4, E) is None  # hole to the right
    assert G.step(7, S) is None  # hole (3, 2)
    assert sorted(G.neighbours(0)) == [1, 4]
    assert sorted(G.neighbours(6)) == [2, 7, 10]
    assert sorted(G.neighbours(10)) == [6, 9]
    assert sorted(G.neighbours(9)) == [8, 10]
    # a grid without holes: corners 2, edges 3, inside 4
    full = Grid(3, 3)
    assert [len(full.neighbours(c)) for c in full.cells()] == [2, 3, 2, 3, 4, 3, 2, 3, 2]


def test_neighbourhood_is_symmetric() -> None:
    for grid in (G, Grid(5, 1), Grid(1, 4, frozenset({2})), Grid(6, 5, frozenset({0, 7, 8, 29}))):
        for c in grid.cells():
            for h in HEADINGS:
                n = grid.step(c, h)
                if n is not None:
                    assert grid.step(n, turn_back(h)) == c
                    assert n in grid.cells()


def test_ray_stops_at_edges_and_holes() -> None:
    assert list(G.ray(0, E)) == [1, 2, 3]
    assert list(G.ray(0, S)) == [4, 8]
    assert list(G.ray(9, N)) == []  # (1, 1) is a hole
    assert list(G.ray(4, E)) == []
    assert list(G.ray(6, E)) == [7]
    assert list(G.ray(3, W)) == [2, 1, 0]
    assert list(G.ray(0, N)) == []


def test_first_in_line() -> None:
    row = Grid(6, 1)
    figures = {3, 5}
    walls = {2}

    def hit(c: int) -> bool:
        return c in figures

    def blocks(c: int) -> bool:
        return c in walls

    # the wall at 2 hides the figure at 3
    assert row.first_in_line(0, E, blocks, hit) is None
    # from 2 itself the wall is behind the viewer: the nearest figure, 1 step away
    assert row.first_in_line(2, E, blocks, hit) == (3, 1)
    assert row.first_in_line(3, E, blocks, hit) == (5, 2)
    assert row.first_in_line(5, W, blocks, hit) == (3, 2)
    assert row.first_in_line(5, E, blocks, hit) is None  # the edge
    # a cell that both blocks and is a target is seen (the target is the blocker)
    assert row.first_in_line(0, E, lambda c: c == 3, hit) == (3, 3)
    # holes end the line of sight like the edge does
    holed = Grid(6, 1, frozenset({1}))
    assert holed.first_in_line(0, E, blocks, hit) is None


def bfs_oracle(grid: Grid, sources: set[int], passable: set[int]) -> dict[int, int]:
    """Distances by repeated relaxation over (x, y) coordinates (no queue)."""
    inf = 10**9
    dist = {c: (0 if c in sources else inf) for c in range(grid.width * grid.height)}
    changed = True
    while changed:
        changed = False
        for c in range(grid.width * grid.height):
            if c in sources or c not in passable or c in grid.holes:
                continue
            x, y = c % grid.width, c // grid.width
            for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                nx, ny = x + dx, y + dy
                if not grid.on_board(nx, ny):
                    continue
                n = ny * grid.width + nx
                if n in grid.holes or dist[n] + 1 >= dist[c]:
                    continue
                dist[c] = dist[n] + 1
                changed = True
    return {c: d for c, d in dist.items() if d < inf}


@st.composite
def grids_with_sources(draw: st.DrawFn) -> tuple[Grid, set[int], set[int]]:
    w, h = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    cells = list(range(w * h))
    holes = draw(st.sets(st.sampled_from(cells), max_size=len(cells) // 3))
    playable = [c for c in cells if c not in holes] or [0]
    holes.discard(playable[0])
    blocked = draw(st.sets(st.sampled_from(cells), max_size=len(cells) // 3))
    sources = draw(st.sets(st.sampled_from(sorted(set(cells) - holes)), min_size=1, max_size=3))
    passable = set(cells) - holes - blocked
    return Grid(w, h, frozenset(holes)), sources, passable


@settings(derandomize=True, max_examples=80, deadline=None)
@given(grids_with_sources())
def test_distances_match_relaxation(case: tuple[Grid, set[int], set[int]]) -> None:
    grid, sources, passable = case
    got = grid.distances(sorted(sources), lambda c: c in passable)
    assert got == bfs_oracle(grid, sources, passable)
    for c, d in got.items():
        # never shorter than the straight taxicab distance to the nearest source
        assert d >= min(grid.manhattan(c, s) for s in sources)


def test_distances_example() -> None:
    everywhere = G.distances([0], lambda c: True)
    assert everywhere == {0: 0, 1: 1, 4: 1, 2: 2, 8: 2, 3: 3, 6: 3, 9: 3, 7: 4, 10: 4}
    # a blocked cell is not entered, so the far corner needs a detour or is cut off
    assert 10 not in G.distances([0], lambda c: c not in {6, 9})
    assert G.distances([0], lambda c: c != 1)[2] == 6
    # sources count even where they are not passable; several sources take the nearest
    assert G.distances([0, 3], lambda c: c not in {0, 3}) == {
        0: 0, 3: 0, 1: 1, 4: 1, 2: 1, 7: 1, 8: 2, 6: 2, 9: 3, 10: 3
    }


@settings(derandomize=True, max_examples=60, deadline=None)
@given(grids_with_sources())
def test_step_matches_coordinates(case: tuple[Grid, set[int], set[int]]) -> None:
    grid = case[0]
    for c in grid.cells():
        x, y = grid.xy(c)
        for h in HEADINGS:
            dx, dy = DELTA[h]
            expected = grid.cell(x + dx, y + dy) if grid.on_board(x + dx, y + dy) else None
            assert grid.step(c, h) == expected


def test_grids_copy_and_compare_as_values() -> None:
    assert Grid(4, 3, frozenset({5, 11})) == G
    assert hash(Grid(4, 3, frozenset({5, 11}))) == hash(G)
    for other in (copy.deepcopy(G), pickle.loads(pickle.dumps(G))):
        assert other == G
        assert [other.step(c, h) for c in G.cells() for h in HEADINGS] == [
            G.step(c, h) for c in G.cells() for h in HEADINGS
        ]
    opened = dataclasses.replace(G, holes=frozenset())
    assert opened.step(1, S) == 5  # the lookup follows the new holes
    assert G.step(1, S) is None
