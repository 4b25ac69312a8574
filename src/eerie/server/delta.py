"""The difference between two JSON documents as an RFC 6902 JSON Patch, and applying one.

The server sends a connection the change of its content (views, pending decision,
outcome) from the version it last sent to the next one (``docs/server.md``). The patch
holds only the operations ``add``, ``remove`` and ``replace`` with RFC 6901 pointers, so
any JSON Patch implementation applies it; :func:`apply` is ours (tests and Python
clients), ``static/js/patch.js`` the web client's.

Values are compared as JSON, strictly: ``1``, ``1.0`` and ``true`` differ (Python's
``==`` would call them equal). Objects are compared key by key; arrays keep their common
beginning and end, compare the elements in between pairwise and add or remove the rest,
which turns a log that grew into ``add`` operations at its end. An object or array whose
operations would be longer than its new value is replaced whole.
"""

from __future__ import annotations

import copy
import json
import marshal
from collections.abc import Sequence
from typing import Any

Patch = list[dict[str, Any]]
"""A JSON Patch: a list of operations ``{"op", "path"[, "value"]}``."""

_REPLACE_COST = 32
"""Bytes of a ``replace`` operation besides its path and value, about."""


class PatchError(ValueError):
    """A patch that does not apply to the document it was given."""


def pointer(parts: list[str | int]) -> str:
    """The RFC 6901 pointer to a place given by keys and indices (``""`` is the root)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
"""A value's compact JSON text (an encoder made once: ``json.dumps`` makes one per call,
which costs more than encoding a small value does)."""


def _size(value: Any) -> int:
    """The length of ``value``'s compact JSON text; for a string without characters to
    escape, exactly, else about (plain values are measured without the encoder, which
    costs more than they do)."""
    t = type(value)
    if t is str:
        return len(value) + 2
    if t is int:
        return len(str(value))
    if t is bool:
        return 4 if value else 5
    if value is None:
        return 4
    return len(_encode(value))


def same(a: Any, b: Any) -> bool:
    """True if ``a`` and ``b`` are the same JSON value: types compared strictly (``1``,
    ``1.0`` and ``true`` differ, as their JSON does).

    It may also say False for equal objects whose members were made in another order,
    or whose strings differ in being interned: :func:`diff` then looks inside them and
    finds nothing to change. (Python's ``==`` is loose about numbers and booleans, and
    ``marshal`` is strict about types: both run in C, which a walk in Python would not.)
    """
    if a is b:
        return True
    t = type(a)
    if t is not type(b) or a != b:
        return False
    if t in _NESTED:
        return marshal.dumps(a, 2) == marshal.dumps(b, 2)
    return t is not float or repr(a) == repr(b)  # 0.0 == -0.0


_NESTED = (dict, list, tuple)
_ARRAY: dict[type, type] = {tuple: list}
"""A tuple is an array as a list is (``json.dumps`` writes both alike)."""


def diff(old: Any, new: Any, at: Sequence[str | int] = ()) -> Patch:
    """A patch that turns ``old`` into ``new`` (both plain JSON values); ``[]`` if they are
    the same. Neither is changed; the values in the patch are parts of ``new`` (not
    copies). With ``at``, ``old`` and ``new`` stand at that place of larger documents,
    and the patch's paths start there."""
    out = _Ops()
    _diff(old, new, pointer(list(at)), out, None)
    return out.ops


class Differ:
    """Patches of several documents that share parts, as :func:`diff` makes them: the
    change between the same two objects (an old part and a new one, both arrays or
    objects) is worked out once, and found again wherever another document holds the
    same pair. It knows the parts by identity (and holds them, so that no other object
    takes an identity it knows), so the documents must not change while it is used: a
    differ serves one batch of documents and is dropped.
    """

    def __init__(self) -> None:
        self.known: _Known = {}
        self.sizes: dict[int, tuple[Any, int]] = {}

    def sized(self, value: Any, text_length: int) -> None:
        """Tell the length of ``value``'s JSON text, known already (it is not measured
        again when a change inside it is weighed against replacing it whole)."""
        self.sizes[id(value)] = (value, text_length)

    def diff(self, old: Any, new: Any, at: Sequence[str | int] = ()) -> Patch:
        """What :func:`diff` gives for ``old``, ``new`` and ``at``."""
        out = _Ops()
        _diff(old, new, pointer(list(at)), out, self)
        return out.ops


class _Ops:
    """The operations made so far and the length of each as JSON text."""

    __slots__ = ("ops", "sizes")

    def __init__(self) -> None:
        self.ops: Patch = []
        self.sizes: list[int] = []

    def add(self, op: dict[str, Any]) -> None:
        self.ops.append(op)
        size = 17 + len(op["op"]) + len(op["path"])  # {"op":"","path":""} and a comma
        if "value" in op:
            size += 9 + _size(op["value"])  # ,"value":
        self.sizes.append(size)

    def cut(self, start: int) -> None:
        del self.ops[start:], self.sizes[start:]

    def moved(self, ops: Patch, sizes: list[int], start: str, to: str) -> None:
        """Add ``ops``, made for the place ``start``, for the same change at ``to``."""
        if start == to:
            self.ops += ops
            self.sizes += sizes
            return
        n, grow = len(start), len(to) - len(start)
        self.ops += [{**op, "path": to + op["path"][n:]} for op in ops]
        self.sizes += [size + grow for size in sizes]


_Known = dict[tuple[int, int], tuple[Any, Any, str, Patch, list[int]]]
"""The parts a :class:`Differ` compared: (old, new, their place, the ops, their sizes)."""


def _step(key: str | int) -> str:
    """The part ``/key`` of a pointer (RFC 6901 escapes)."""
    if type(key) is int:
        return "/" + str(key)
    text = str(key)
    if "~" in text or "/" in text:
        text = text.replace("~", "~0").replace("/", "~1")
    return "/" + text


def _diff(old: Any, new: Any, here: str, out: _Ops, differ: Differ | None) -> None:
    """Add to ``out`` the ops that turn ``old`` into ``new``, both at the pointer
    ``here``."""
    nested = type(new) in _NESTED
    if differ is not None and nested:
        pair = (id(old), id(new))
        seen = differ.known.get(pair)
        if seen is not None:
            if seen[3]:
                out.moved(seen[3], seen[4], seen[2], here)
            return
    if same(old, new):
        if differ is not None and nested:
            differ.known[pair] = (old, new, here, [], [])
        return
    t = _ARRAY.get(type(old), type(old))
    if t is not _ARRAY.get(type(new), type(new)) or t not in _NESTED:
        out.add({"op": "replace", "path": here, "value": new})
        return
    start = len(out.ops)
    if t is dict:
        for key in old:
            if key not in new:
                out.add({"op": "remove", "path": here + _step(key)})
        for key, value in new.items():
            if key in old:
                _diff(old[key], value, here + _step(key), out, differ)
            else:
                out.add({"op": "add", "path": here + _step(key), "value": value})
    else:
        _diff_list(old, new, here, out, differ)
    if len(out.ops) - start > 1 and here:
        # many small changes: one replace may be shorter
        budget = sum(out.sizes[start:]) - _REPLACE_COST - len(here)
        told = None if differ is None else differ.sizes.get(id(new))
        if told[1] <= budget if told is not None else _fits(new, budget):
            out.cut(start)
            out.add({"op": "replace", "path": here, "value": new})
    if differ is not None:
        differ.known[pair] = (old, new, here, out.ops[start:], out.sizes[start:])


def _fits(value: Any, budget: int) -> bool:
    """True if ``value``'s JSON text is at most ``budget`` characters long, about. The
    walk stops as soon as the budget is spent, so a large value costs no more than one of
    ``budget`` characters."""
    stack = [value]
    while stack:
        v = stack.pop()
        t = type(v)
        if t is dict:
            budget -= 1 + len(v)
            for k, item in v.items():
                budget -= len(k) + 3
                stack.append(item)
        elif t is list or t is tuple:
            budget -= 1 + len(v)
            stack.extend(v)
        else:
            budget -= _size(v)
        if budget < 0:
            return False
    return True


def _diff_list(old: Sequence[Any], new: Sequence[Any], here: str, out: _Ops,
               differ: Differ | None) -> None:
    m, n = len(old), len(new)
    head = 0
    if m and n and same(old[: min(m, n)], new[: min(m, n)]):
        head = min(m, n)  # the common case, an array that grew or shrank at its end
    while head < m and head < n and same(old[head], new[head]):
        head += 1
    tail = 0
    while tail < min(m, n) - head and same(old[m - 1 - tail], new[n - 1 - tail]):
        tail += 1
    mid_old, mid_new = m - head - tail, n - head - tail
    for i in range(head, head + min(mid_old, mid_new)):
        _diff(old[i], new[i], here + "/" + str(i), out, differ)
    at = head + min(mid_old, mid_new)
    for _ in range(mid_old - mid_new):
        out.add({"op": "remove", "path": here + "/" + str(at)})
    for i in range(at, at + mid_new - mid_old):
        out.add({"op": "add", "path": here + "/" + str(i), "value": new[i]})


def misplaced(patch: Patch, result: Any) -> list[str]:
    """The paths of the ``add`` and ``replace`` values of ``patch`` that do not stand at
    their place in ``result``, the document the patch made: such a value was carried on
    the way (replaced again or removed by a later operation) though ``result`` does not
    hold it. :func:`diff` makes patches for which this is empty, so a patch tells no more
    than the document it makes."""
    out = []
    for op in patch:
        if op.get("op") not in ("add", "replace"):
            continue
        try:
            here = get(result, op["path"])
        except PatchError:
            out.append(op["path"])
            continue
        if _sorted_text(here) != _sorted_text(op.get("value")):
            out.append(op["path"])
    return out


def get(doc: Any, path: str) -> Any:
    """The value at an RFC 6901 pointer in ``doc``; :class:`PatchError` if there is none."""
    for token in _parse(path):
        if isinstance(doc, dict) and token in doc:
            doc = doc[token]
        elif isinstance(doc, list):
            doc = doc[_index(doc, token, adding=False)]
        else:
            raise PatchError(f"nothing at {path!r}")
    return doc


def _sorted_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _parse(path: str) -> list[str]:
    if path == "":
        return []
    if not path.startswith("/"):
        raise PatchError(f"a pointer starts with '/': {path!r}")
    return [p.replace("~1", "/").replace("~0", "~") for p in path[1:].split("/")]


def _index(container: list[Any], token: str, *, adding: bool) -> int:
    if token == "-" and adding:
        return len(container)
    if not token.isdigit() or (len(token) > 1 and token[0] == "0"):
        raise PatchError(f"not an array index: {token!r}")
    i = int(token)
    if i > len(container) or (i == len(container) and not adding):
        raise PatchError(f"array index {i} out of range")
    return i


def apply(doc: Any, patch: Patch) -> Any:
    """``doc`` changed by ``patch`` (``add``, ``remove``, ``replace``), as a new value:
    ``doc`` itself is left as it was. :class:`PatchError` if an operation does not fit."""
    root: Any = copy.deepcopy(doc)
    for op in patch:
        if not isinstance(op, dict) or not isinstance(op.get("path"), str):
            raise PatchError(f"not a patch operation: {op!r}")
        kind = op.get("op")
        if kind not in ("add", "remove", "replace"):
            raise PatchError(f"unsupported operation {kind!r}")
        if kind != "remove" and "value" not in op:
            raise PatchError(f"{kind} needs a value")
        parts = _parse(op["path"])
        value = copy.deepcopy(op.get("value"))
        if not parts:
            if kind == "remove":
                raise PatchError("cannot remove the whole document")
            root = value
            continue
        parent = root
        for token in parts[:-1]:
            if isinstance(parent, dict):
                if token not in parent:
                    raise PatchError(f"no member {token!r} in {op['path']!r}")
                parent = parent[token]
            elif isinstance(parent, list):
                parent = parent[_index(parent, token, adding=False)]
            else:
                raise PatchError(f"{op['path']!r} goes through a plain value")
        last = parts[-1]
        if isinstance(parent, dict):
            if kind != "add" and last not in parent:
                raise PatchError(f"no member {last!r} to {kind}")
            if kind == "remove":
                del parent[last]
            else:
                parent[last] = value
        elif isinstance(parent, list):
            i = _index(parent, last, adding=kind == "add")
            if kind == "add":
                parent.insert(i, value)
            elif kind == "remove":
                del parent[i]
            else:
                parent[i] = value
        else:
            raise PatchError(f"{op['path']!r} goes through a plain value")
    return root
