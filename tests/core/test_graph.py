"""Board graphs: typed edges, neighbours and distances by edge kinds, connectivity, sight."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.graph import PASSABLE, EdgeKind, Graph

K = EdgeKind


def house() -> Graph:
    """hall -door- study -wall- library -secret- hall ; hall -open- stairs;
    garden -impassable- study ; street1 -street- street2 (a separate piece)."""
    g = Graph()
    g.add_edge("hall", "study", K.DOOR)
    g.add_edge("study", "library", K.WALL)
    g.add_edge("library", "hall", K.SECRET)
    g.add_edge("hall", "stairs")
    g.add_edge("garden", "study", K.IMPASSABLE)
    g.add_edge("street1", "street2", K.STREET)
    return g


def test_edges_are_undirected_and_typed() -> None:
    g = house()
    assert g.edge("hall", "study") is K.DOOR
    assert g.edge("study", "hall") is K.DOOR
    assert g.edge("hall", "stairs") is K.OPEN
    assert g.edge("hall", "garden") is None
    assert g.edge("nowhere", "hall") is None
    assert g.nodes() == [
        "garden", "hall", "library", "stairs", "street1", "street2", "study"
    ]


def test_add_edge_replaces_and_rejects_self_loops() -> None:
    g = house()
    g.add_edge("library", "study", K.DOOR)
    assert g.edge("study", "library") is K.DOOR
    with pytest.raises(ValueError, match="self-loop"):
        g.add_edge("hall", "hall")
    g.add_node("cellar")
    g.add_node("hall")  # no-op: keeps its edges
    assert g.neighbours("hall", K) == ["library", "stairs", "study"]
    assert g.neighbours("cellar", K) == []


def test_edge_kind_values_are_stable() -> None:
    # records and content files store these strings
    assert {k.value for k in K} == {"open", "door", "wall", "impassable", "secret", "street"}
    assert K("door") is K.DOOR
    assert frozenset({K.OPEN, K.DOOR, K.STREET}) == PASSABLE


def test_neighbours_by_kind() -> None:
    g = house()
    assert g.neighbours("hall") == ["stairs", "study"]
    assert g.neighbours("hall", PASSABLE | {K.SECRET}) == ["library", "stairs", "study"]
    assert g.neighbours("study") == ["hall"]
    assert g.neighbours("study", [K.WALL, K.IMPASSABLE]) == ["garden", "library"]
    assert g.neighbours("nowhere") == []


def test_distances_by_edge_kinds() -> None:
    g = house()
    assert g.distances(["stairs"]) == {"stairs": 0, "hall": 1, "study": 2}
    with_secret = g.distances(["stairs"], PASSABLE | {K.SECRET})
    assert with_secret == {"stairs": 0, "hall": 1, "study": 2, "library": 2}
    assert g.distances(["stairs"], K)["garden"] == 3
    assert g.distances(["street1"]) == {"street1": 0, "street2": 1}
    assert g.distances(["street1"], [K.OPEN]) == {"street1": 0}


def test_distances_passable_and_limit() -> None:
    line = Graph()
    for a, b in zip("abcde", "bcdef", strict=True):
        line.add_edge(a, b)
    assert line.distances(["a"]) == {c: i for i, c in enumerate("abcdef")}
    assert line.distances(["a"], limit=2) == {"a": 0, "b": 1, "c": 2}
    assert line.distances(["a"], limit=0) == {"a": 0}
    assert line.distances(["a"], passable=lambda n: n != "d") == {"a": 0, "b": 1, "c": 2}
    assert line.distances(["a", "f"]) == {"a": 0, "b": 1, "c": 2, "d": 2, "e": 1, "f": 0}
    # sources need not be passable themselves
    assert line.distances(["c"], passable=lambda n: n != "c") == {
        "c": 0, "b": 1, "a": 2, "d": 1, "e": 2, "f": 3
    }


def test_connected() -> None:
    g = house()
    assert not g.connected()
    assert not g.connected(K)  # the streets are a separate piece
    g.add_edge("street1", "garden", K.STREET)
    assert g.connected(K)
    assert not g.connected()  # garden and library only by impassable / wall / secret
    assert Graph().connected()
    single = Graph()
    single.add_node("x")
    assert single.connected()
    pair = Graph()
    pair.add_node("x")
    pair.add_node("y")
    assert not pair.connected()


def test_in_sight() -> None:
    g = Graph()
    for a, b, k in [("a", "b", K.OPEN), ("b", "c", K.DOOR), ("c", "d", K.WALL),
                    ("d", "e", K.IMPASSABLE), ("x", "b", K.STREET)]:
        g.add_edge(a, b, k)
    lines = [["a", "b", "c", "d", "e"], ["x", "b"]]
    assert g.in_sight("a", "c", lines)  # a door does not block (the game decides)
    assert g.in_sight("c", "a", lines)
    assert not g.in_sight("a", "d", lines)  # a wall blocks
    assert not g.in_sight("e", "b", lines)
    assert g.in_sight("d", "e", lines)  # an impassable border does not block sight
    assert g.in_sight("x", "b", lines)
    assert not g.in_sight("x", "a", lines)  # not on one common line
    # two nodes on a line but without an edge between neighbours: no sight
    g.add_node("z")
    assert not g.in_sight("e", "z", [["e", "z"]])
    assert not g.in_sight("a", "b", [])


@st.composite
def random_graphs(draw: st.DrawFn) -> Graph:
    nodes = [f"n{i}" for i in range(draw(st.integers(1, 8)))]
    g = Graph()
    for n in nodes:
        g.add_node(n)
    pairs = [(a, b) for i, a in enumerate(nodes) for b in nodes[i + 1 :]]
    if pairs:
        for a, b in draw(st.lists(st.sampled_from(pairs), max_size=12)):
            g.add_edge(a, b, draw(st.sampled_from(list(K))))
    return g


def floyd(g: Graph, kinds: frozenset[EdgeKind]) -> dict[tuple[str, str], int]:
    inf = 10**9
    nodes = g.nodes()
    d = {(a, b): 0 if a == b else (1 if g.edge(a, b) in kinds else inf)
         for a in nodes for b in nodes}
    for k in nodes:
        for a in nodes:
            for b in nodes:
                d[a, b] = min(d[a, b], d[a, k] + d[k, b])
    return {ab: v for ab, v in d.items() if v < inf}


@settings(derandomize=True, max_examples=60, deadline=None)
@given(random_graphs(), st.sets(st.sampled_from(list(K))))
def test_distances_match_floyd_warshall(g: Graph, kinds: set[EdgeKind]) -> None:
    allowed = frozenset(kinds)
    all_pairs = floyd(g, allowed)
    for a in g.nodes():
        got = g.distances([a], allowed)
        assert got == {b: v for (s, b), v in all_pairs.items() if s == a}
        for b in g.neighbours(a, allowed):
            assert got[b] == 1
    reachable_all = all(
        (a, b) in all_pairs for a in g.nodes() for b in g.nodes()
    )
    assert g.connected(allowed) == reachable_all
