"""Board graphs with typed edges (rooms and doors, circles and streets).

Nodes are strings. An edge joins two nodes and has a kind; movement rules choose which
kinds they may cross. Distances are breadth-first over the allowed kinds.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum


class EdgeKind(StrEnum):
    """How two spaces are joined."""

    OPEN = "open"
    """Nothing between the spaces (same room, open floor)."""
    DOOR = "door"
    """A door: passable, blocks sight when closed (the game decides)."""
    WALL = "wall"
    """A wall between adjacent spaces: not passable, blocks sight."""
    IMPASSABLE = "impassable"
    """An impassable border (a cliff, a fence): not passable, does not block sight."""
    SECRET = "secret"
    """A secret passage: passable only by those who know it."""
    STREET = "street"
    """A street segment (on a city map)."""


PASSABLE: frozenset[EdgeKind] = frozenset({EdgeKind.OPEN, EdgeKind.DOOR, EdgeKind.STREET})
"""Edge kinds that ordinary movement crosses."""


@dataclass(slots=True)
class Graph:
    """An undirected graph with typed edges."""

    adj: dict[str, dict[str, EdgeKind]] = field(default_factory=dict)

    def add_node(self, node: str) -> None:
        """Add a node (no-op if present)."""
        self.adj.setdefault(node, {})

    def add_edge(self, a: str, b: str, kind: EdgeKind = EdgeKind.OPEN) -> None:
        """Join ``a`` and ``b`` by an edge of ``kind`` (replacing any earlier edge)."""
        if a == b:
            raise ValueError(f"self-loop on {a!r}")
        self.add_node(a)
        self.add_node(b)
        self.adj[a][b] = kind
        self.adj[b][a] = kind

    def nodes(self) -> list[str]:
        """All nodes, sorted."""
        return sorted(self.adj)

    def edge(self, a: str, b: str) -> EdgeKind | None:
        """The kind of edge between ``a`` and ``b``, or None."""
        return self.adj.get(a, {}).get(b)

    def neighbours(self, node: str, kinds: Iterable[EdgeKind] = PASSABLE) -> list[str]:
        """Neighbours of ``node`` across edges of the given kinds, sorted."""
        allowed = frozenset(kinds)
        return sorted(n for n, k in self.adj.get(node, {}).items() if k in allowed)

    def distances(
        self,
        sources: Iterable[str],
        kinds: Iterable[EdgeKind] = PASSABLE,
        passable: Callable[[str], bool] | None = None,
        limit: int | None = None,
    ) -> dict[str, int]:
        """Breadth-first distances from ``sources`` across edges of ``kinds``, entering
        only nodes where ``passable`` holds, up to ``limit`` steps."""
        allowed = frozenset(kinds)
        dist: dict[str, int] = {}
        queue: deque[str] = deque()
        for s in sources:
            dist[s] = 0
            queue.append(s)
        while queue:
            n = queue.popleft()
            d = dist[n]
            if limit is not None and d >= limit:
                continue
            for m, k in self.adj.get(n, {}).items():
                if k in allowed and m not in dist and (passable is None or passable(m)):
                    dist[m] = d + 1
                    queue.append(m)
        return dist

    def connected(self, kinds: Iterable[EdgeKind] = PASSABLE) -> bool:
        """True if every node is reachable from every other across ``kinds``."""
        if not self.adj:
            return True
        first = next(iter(self.adj))
        return len(self.distances([first], kinds)) == len(self.adj)

    def in_sight(self, a: str, b: str, lines: Iterable[Iterable[str]]) -> bool:
        """True if ``a`` and ``b`` lie on one of the given sight lines with no edge that
        blocks sight (wall) between consecutive nodes between them."""
        for line in lines:
            seq = list(line)
            if a in seq and b in seq:
                i, j = sorted((seq.index(a), seq.index(b)))
                if all(self.edge(seq[k], seq[k + 1]) not in (EdgeKind.WALL, None)
                       for k in range(i, j)):
                    return True
        return False
