"""Opaque script references for views.

Frames on the state's stack point at scenario and content steps by *path* (e.g.
``("event", "cellar_door", 2, "pass_")``), mythos frames name the drawn mythos event and
test frames may name the scenario variable their successes are recorded in. All of these
are the scenario's workings: event ids tell what is going to happen and paths show how
the script is built. A view therefore never carries them: :func:`veil_frame` replaces
each such value by a short, stable token (a hash of the scenario id and the value), and
:func:`unveil_frame` maps tokens back for whoever holds the scenario (``determinize``,
the heuristic AI) by enumerating every reference the scenario and its content can make
(:func:`table`, cached per scenario).

The tokens are not encryption: the scenario and content files ship with the package, so
a program holding them can rebuild :func:`table` and map a token back (the heuristic AI
does exactly that). They keep the script's structure out of the wire format and out of
casual reading. What must stay secret is kept out of views by other means: frames of a
private script carry ``aud`` and are shown as :data:`HIDDEN` to other seats, scenario
variables are removed. One thing a path does show is which branch of an ``if`` is
running while a decision inside it is pending; for a condition on a hidden variable that
is usually visible anyway from the decision being asked, but scenario writers who need
a branch to stay secret should not put a decision inside it.

Frame fields that may hold such references are listed in :data:`OPAQUE_KEYS`. The path
roots are the language's own declarations (:class:`eerie.script.language.Root`: how a
path resolves and every path of the root), so a new root is declared once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from hashlib import blake2b
from typing import Any

from pydantic import BaseModel

OPAQUE_KEYS = ("path", "event", "record")
"""Frame fields holding scenario references (paths, mythos event ids, variable names)."""

PREFIX = "~"
"""Every token starts with this (no path, event id or variable name does)."""

HIDDEN = ["hidden"]
"""The path shown for a private script of another seat (the frame is dropped on
determinization)."""


def token(scenario_id: str, value: Any) -> str:
    """The opaque token of a path (tuple or list) or a name, for one scenario."""
    raw = json.dumps([scenario_id, _plain(value)], separators=(",", ":"), sort_keys=True)
    return PREFIX + blake2b(raw.encode("utf-8"), digest_size=6).hexdigest()


def _plain(v: Any) -> Any:
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    return v


def is_token(v: Any) -> bool:
    """Whether a frame value is an opaque token."""
    return isinstance(v, str) and v.startswith(PREFIX)


def veil_frame(scenario_id: str, f: dict[str, Any]) -> None:
    """Replace the scenario references of one (JSON) frame by tokens, in place."""
    for k in OPAQUE_KEYS:
        v = f.get(k)
        if v is None or v == HIDDEN or is_token(v):
            continue
        f[k] = token(scenario_id, v)


def _interpreter(interpreter: Any) -> Any:
    """The given interpreter, else the Mansions game's."""
    if interpreter is not None:
        return interpreter
    from eerie.games.mansions.game import GAME

    return GAME.interpreter


def unveil_frame(scenario: Any, lib: Any, f: dict[str, Any], interpreter: Any = None) -> None:
    """Map the tokens of one frame back to paths (tuples) and names, in place
    (``interpreter``: the one whose roots the paths use, by default the game's)."""
    tab: dict[str, Any] | None = None
    for k in OPAQUE_KEYS:
        v = f.get(k)
        if not is_token(v):
            continue
        if tab is None:
            tab = table(scenario, lib, interpreter)
        if v not in tab:
            raise ValueError(f"unknown script reference {v!r} in a {f.get('k')} frame")
        f[k] = tab[v]


def reveal(scenario: Any, lib: Any, value: Any, interpreter: Any = None) -> Any:
    """A path (tuple) or name for a token; anything else is returned as it is (lists as
    tuples)."""
    if is_token(value):
        tab = table(scenario, lib, interpreter)
        if value not in tab:
            raise ValueError(f"unknown script reference {value!r}")
        return tab[value]
    if isinstance(value, list):
        return tuple(value)
    return value


# -- enumeration ----------------------------------------------------------------------------

def table(scenario: Any, lib: Any, interpreter: Any = None) -> dict[str, Any]:
    """Token -> value for every path, mythos event id and variable name the scenario and
    its content can put in a frame (cached per scenario and library object in the
    interpreter, by default the game's)."""
    interp = _interpreter(interpreter)
    tables: dict[Any, Any] = interp.memo.setdefault("path tokens", {})
    k = (id(scenario), id(lib), len(interp.inline))
    got = tables.get(k)
    if got is not None and got[0] is scenario and got[1] is lib:
        return got[2]  # type: ignore[no-any-return]
    if len(tables) >= 32:
        tables.clear()
    out = _build(scenario, lib, interp)
    tables[k] = (scenario, lib, out)
    return out


def roots(scenario: Any, lib: Any, interpreter: Any = None) -> Iterable[tuple[Any, ...]]:
    """Every path root the interpreter resolves (the empty path first), as the
    language's roots declare them."""
    yield ()
    yield from _interpreter(interpreter).root_paths(scenario, lib)


def _build(scenario: Any, lib: Any, interp: Any) -> dict[str, Any]:
    from types import SimpleNamespace

    sid = scenario.id
    out: dict[str, Any] = {}
    names: set[str] = set(scenario.variables)
    names.update(e.id for e in scenario.events)
    names.update(m.id for m in scenario.mythos)
    names.update(lib.mythos)
    res = SimpleNamespace(scenario=scenario, lib=lib, interpreter=interp)

    def walk(path: tuple[Any, ...], obj: Any) -> None:
        out[token(sid, path)] = path
        if isinstance(obj, list):
            for i, x in enumerate(obj):
                if isinstance(x, list | BaseModel):
                    walk((*path, i), x)
        elif isinstance(obj, BaseModel):
            for name in type(obj).model_fields:
                v = getattr(obj, name)
                if name in ("record", "var") and isinstance(v, str):
                    names.add(v)
                if isinstance(v, list | BaseModel):
                    walk((*path, name), v)

    for root in roots(scenario, lib, interp):
        if not root:
            out[token(sid, root)] = root
            continue
        try:
            obj = interp.resolve(res, root)
        except (KeyError, StopIteration, AttributeError, IndexError, TypeError):
            continue
        walk(tuple(root), obj)
    for n in names:
        out[token(sid, n)] = n
    return out
