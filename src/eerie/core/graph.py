"""Breadth-first search over a game's board, given as a function from a node to its
neighbours.

Each game keeps its board in the shape its rules and speed want (spaces with typed
edges, blocked doors and hidden passages; numbered circles with precomputed neighbour
tuples); what they share is the walk. ``neighbours(node)`` says where
one step leads from ``node`` under the rule being asked (movement, range, a street
walk), so one board answers several questions without building a graph per question.

Results are deterministic: nodes are visited in the order the sources and each node's
neighbours are given.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

N = TypeVar("N", bound=Hashable)


def distances(sources: Iterable[N], neighbours: Callable[[N], Iterable[N]],
              limit: int | None = None) -> dict[N, int]:
    """Steps from the nearest of ``sources`` (each at 0) to every node reached, going no
    farther than ``limit`` steps when it is given; in the order the nodes are reached."""
    dist: dict[N, int] = {}
    queue: deque[N] = deque()
    for s in sources:
        if s not in dist:
            dist[s] = 0
            queue.append(s)
    while queue:
        node = queue.popleft()
        d = dist[node]
        if limit is not None and d >= limit:
            continue
        for nxt in neighbours(node):
            if nxt not in dist:
                dist[nxt] = d + 1
                queue.append(nxt)
    return dist


def components(nodes: Iterable[N], neighbours: Callable[[N], Iterable[N]]) -> list[list[N]]:
    """The connected parts of ``nodes``: each a list starting at its first node in
    ``nodes``, then in the order reached; the parts in the order of their first node.
    ``neighbours`` should be symmetric (else a part is what its first node reaches)."""
    seen: set[N] = set()
    parts: list[list[N]] = []
    for start in nodes:
        if start not in seen:
            part = list(distances([start], lambda n: (m for m in neighbours(n)
                                                      if m not in seen)))
            seen.update(part)
            parts.append(part)
    return parts
