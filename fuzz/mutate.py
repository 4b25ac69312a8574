"""A structure-aware mutation of JSON inputs for atheris: byte flips rarely keep a JSON
file readable, so most mutations change one node of the parsed document instead (a
value replaced by one of another type or an edge value, a key removed or added, a list
entry dropped, copied or moved) and write it back."""

from __future__ import annotations

import json
from random import Random
from typing import Any

EDGE_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2**31, -(2**63), 10**300, 1.5, -0.0, 1e308, "", "x",
    "-1", "a" * 300, "\u0000", "../x", "é", [], {}, [None], {"": None})
"""Values a mutation puts in: every JSON type, empty and huge ones, odd strings."""


def _nodes(doc: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of every node of ``doc`` (at most a few thousand, depth first)."""
    out = [path]
    stack = [(doc, path)]
    while stack and len(out) < 5000:
        node, at = stack.pop()
        items = node.items() if isinstance(node, dict) else (
            enumerate(node) if isinstance(node, list) else ())
        for key, child in items:
            out.append((*at, key))
            stack.append((child, (*at, key)))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def mutate_json(doc: Any, rng: Random) -> Any:
    """``doc`` with one node changed (a copy; the root may be replaced)."""
    doc = json.loads(json.dumps(doc))
    paths = _nodes(doc)
    path = paths[rng.randrange(len(paths))]
    node = _get(doc, path)
    donor = _get(doc, paths[rng.randrange(len(paths))])
    choice = rng.randrange(6)
    if choice == 0 and isinstance(node, dict) and node:
        del node[rng.choice(sorted(node))]
        return doc
    if choice == 1 and isinstance(node, dict):
        node[rng.choice([*node, "extra", "id", "format"])] = rng.choice(EDGE_VALUES)
        return doc
    if choice == 2 and isinstance(node, list) and node:
        i = rng.randrange(len(node))
        if rng.random() < 0.5:
            node.pop(i)
        else:
            node.insert(rng.randrange(len(node) + 1), json.loads(json.dumps(node[i])))
        return doc
    new = json.loads(json.dumps(donor)) if choice == 3 else rng.choice(EDGE_VALUES)
    if isinstance(node, int) and not isinstance(node, bool) and choice == 4:
        new = node + rng.choice((-1, 1, -node - 1, 10**6))
    if not path:
        return new
    _get(doc, path[:-1])[path[-1]] = new
    return doc


def mutate_bytes(data: bytes, max_size: int, seed: int) -> bytes:
    """The custom mutator: a JSON node change for readable JSON three times in four,
    else libFuzzer's own byte mutation (``atheris.Mutate``)."""
    import atheris

    rng = Random(seed)
    if rng.random() < 0.75:
        try:
            doc = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError):
            doc = None
        if doc is not None or data.strip() == b"null":
            out = json.dumps(mutate_json(doc, rng), ensure_ascii=rng.random() < 0.5).encode()
            if len(out) <= max_size:
                return out
    return bytes(atheris.Mutate(data, max_size))
