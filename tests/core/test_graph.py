"""Breadth-first search over a neighbour function: distances (several sources, a limit,
visiting order) and connected parts, against Floyd-Warshall on random graphs."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.graph import components, distances

LINE = {c: [n for n in (chr(ord(c) - 1), chr(ord(c) + 1)) if n in "abcdef"] for c in "abcdef"}
"""a - b - c - d - e - f"""


def test_distances_on_a_line() -> None:
    assert distances(["a"], LINE.__getitem__) == {c: i for i, c in enumerate("abcdef")}
    assert distances(["a"], LINE.__getitem__, limit=2) == {"a": 0, "b": 1, "c": 2}
    assert distances(["a"], LINE.__getitem__, limit=0) == {"a": 0}
    assert distances(["a", "f"], LINE.__getitem__) == {
        "a": 0, "f": 0, "b": 1, "e": 1, "c": 2, "d": 2}
    assert distances(["c", "c"], LINE.__getitem__, limit=1) == {"c": 0, "b": 1, "d": 1}
    assert distances([], LINE.__getitem__) == {}


def test_distances_keep_the_order_nodes_are_reached() -> None:
    # the games rely on it: the same board gives the same dictionaries, run after run
    star = {0: [3, 1, 2], 1: [4], 2: [], 3: [], 4: []}
    assert list(distances([0], star.__getitem__)) == [0, 3, 1, 2, 4]
    # a walk that skips a kind of step (here: odd nodes) is just another function
    assert distances([0], lambda n: (m for m in star[n] if m % 2 == 0)) == {0: 0, 2: 1}


def test_components_in_order() -> None:
    edges = {1: [2], 2: [1], 3: [], 4: [5], 5: [4, 6], 6: [5]}
    assert components([3, 1, 2, 6, 5, 4], edges.__getitem__) == [[3], [1, 2], [6, 5, 4]]
    assert components([], edges.__getitem__) == []


@st.composite
def random_graphs(draw: st.DrawFn) -> dict[int, list[int]]:
    n = draw(st.integers(1, 8))
    adj: dict[int, list[int]] = {i: [] for i in range(n)}
    pairs = [(a, b) for a in range(n) for b in range(a + 1, n)]
    if pairs:
        for a, b in draw(st.lists(st.sampled_from(pairs), max_size=12, unique=True)):
            adj[a].append(b)
            adj[b].append(a)
    return adj


def floyd(adj: dict[int, list[int]]) -> dict[tuple[int, int], int]:
    inf = 10**9
    d = {(a, b): 0 if a == b else (1 if b in adj[a] else inf) for a in adj for b in adj}
    for k in adj:
        for a in adj:
            for b in adj:
                d[a, b] = min(d[a, b], d[a, k] + d[k, b])
    return {ab: v for ab, v in d.items() if v < inf}


@settings(derandomize=True, max_examples=60, deadline=None)
@given(random_graphs(), st.integers(0, 4))
def test_distances_and_components_match_floyd_warshall(
        adj: dict[int, list[int]], limit: int) -> None:
    all_pairs = floyd(adj)
    for a in adj:
        got = distances([a], adj.__getitem__)
        assert got == {b: v for (s, b), v in all_pairs.items() if s == a}
        near = distances([a], adj.__getitem__, limit)
        assert near == {b: v for b, v in got.items() if v <= limit}
    parts = components(list(adj), adj.__getitem__)
    assert sorted(n for p in parts for n in p) == sorted(adj)
    for p in parts:
        assert set(p) == set(distances([p[0]], adj.__getitem__))
