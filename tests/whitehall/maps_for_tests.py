"""Small hand-drawn Whitehall maps for the rules, views, belief and playout tests.

``crossroads()`` (11 circles, 11 intersections) is drawn so that every rule case can be
seen on it::

    i1 ------- i2 ------- i3         NW block: 1 (white, Q1) on the top street,
    |    1     |    3     |              2 on the west street.
    | 2        |       4  |          NE block: 3 (white, Q2) and 4, joined by a short
    |          |          |              circle-circle street (3-4).
    i4 ------- i5 ------- i6         SW block: 5 (white, Q3) on the bottom street,
    |          |    7     |              6 on the east street.
    |        6 |       8  |          SE block: 7 (white, Q4) on the top street,
    |    5     |          |              8 on the east street.
    i7 ------- i8 ------- i9         Water block below i7-i8-i9: blue 9 and 10 on the
    |    9        10      |              north bank, blue 11 on the south bank; the
    |                     |              streets i7-i10 and i9-i11 are bridges.
    |         11          |
    i10 ---------------- i11

Each circle is joined to the two intersections at the ends of its street. Some moves
worth knowing (ignoring investigators):

* 1 -> 3 passes one intersection (i2); 1 -> 7 passes two (i2 then i5) and nothing else;
* 5 -> 2 only through i7 (then i4); 5 -> 9 through i7 or through i8 (an alternative);
* 3 -> 4 is a circle-circle street with no intersection: nobody can block it;
* alleys: 1 <-> 2, 3 <-> 4, 5 <-> 6, 7 <-> 8 (one house block each); none from 9-11;
* boats: any two of 9, 10, 11 (one water block);
* the white circles 1, 3, 5, 7 are the only crime scene choices (one per quadrant).

Yellow (starting) intersections: i1, i3, i7, i9 (four, so the smoker has one left).

The module also holds what the rules, views, belief and playout tests share: driving a
game through its set-up (``new_game``) and through turns (``police_turn``,
``jack_walk``), Jack's moves read straight from the raw street graph and blocks
(``street_moves``, ``special_moves``: independent of the map's own move tables), and
seeded policies for Jack and the investigators with a play loop (``play``).
"""

from __future__ import annotations

import atexit
import copy
import json
import shutil
import tempfile
from collections import deque
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.events import Event
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.map import BlockKind, CircleKind, WhitehallMap
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_MOVE,
    JACK_SPECIAL,
    OVER,
    POLICE_ACT,
    POLICE_MOVE,
    SEARCHING,
    SMOKER_MOVE,
    WMState,
)

_CROSSROADS: dict[str, Any] = {
    "format": "eerie-whitehall-map",
    "version": 1,
    "name": "Crossroads",
    "width": 200,
    "height": 300,
    "quadrant_lines": {"x": 100, "y": 100},
    "circles": [
        {"id": 1, "kind": "white", "quadrant": 1, "x": 50, "y": 15},
        {"id": 2, "kind": "black", "x": 15, "y": 50},
        {"id": 3, "kind": "white", "quadrant": 2, "x": 150, "y": 15},
        {"id": 4, "kind": "black", "x": 185, "y": 50},
        {"id": 5, "kind": "white", "quadrant": 3, "x": 50, "y": 185},
        {"id": 6, "kind": "black", "x": 85, "y": 150},
        {"id": 7, "kind": "white", "quadrant": 4, "x": 150, "y": 115},
        {"id": 8, "kind": "black", "x": 185, "y": 150},
        {"id": 9, "kind": "blue", "x": 50, "y": 215},
        {"id": 10, "kind": "blue", "x": 150, "y": 215},
        {"id": 11, "kind": "blue", "x": 100, "y": 285},
    ],
    "intersections": [
        {"id": "i1", "yellow": True, "x": 0, "y": 0},
        {"id": "i2", "x": 100, "y": 0},
        {"id": "i3", "yellow": True, "x": 200, "y": 0},
        {"id": "i4", "x": 0, "y": 100},
        {"id": "i5", "x": 100, "y": 100},
        {"id": "i6", "x": 200, "y": 100},
        {"id": "i7", "yellow": True, "x": 0, "y": 200},
        {"id": "i8", "x": 100, "y": 200},
        {"id": "i9", "yellow": True, "x": 200, "y": 200},
        {"id": "i10", "x": 0, "y": 300},
        {"id": "i11", "x": 200, "y": 300},
    ],
    "streets": [
        ["i1", "i2"], ["i2", "i3"], ["i4", "i5"], ["i5", "i6"], ["i7", "i8"], ["i8", "i9"],
        ["i1", "i4"], ["i4", "i7"], ["i2", "i5"], ["i5", "i8"], ["i3", "i6"], ["i6", "i9"],
        ["i7", "i10"], ["i9", "i11"], ["i10", "i11"],
        [1, "i1"], [1, "i2"], [2, "i1"], [2, "i4"],
        [3, "i2"], [3, "i3"], [4, "i3"], [4, "i6"], [3, 4],
        [5, "i7"], [5, "i8"], [6, "i5"], [6, "i8"],
        [7, "i5"], [7, "i6"], [8, "i6"], [8, "i9"],
        [9, "i7"], [9, "i8"], [10, "i8"], [10, "i9"], [11, "i10"], [11, "i11"],
    ],
    "blocks": [
        {"id": 1, "kind": "house", "cycle": ["i1", 1, "i2", "i5", "i4", 2]},
        {"id": 2, "kind": "house", "cycle": ["i2", 3, 4, "i6", "i5"]},
        {"id": 3, "kind": "house", "cycle": ["i4", "i5", 6, "i8", 5, "i7"]},
        {"id": 4, "kind": "house", "cycle": ["i5", 7, "i6", 8, "i9", "i8"]},
        {"id": 5, "kind": "water", "cycle": ["i7", 9, "i8", 10, "i9", "i11", 11, "i10"]},
    ],
}

SCENES = (1, 3, 5, 7)
"""The white circles of Crossroads: the only possible crime scenes, one per quadrant."""


def crossroads() -> dict[str, Any]:
    """A fresh copy of the Crossroads map data."""
    return copy.deepcopy(_CROSSROADS)


_folder: Path | None = None


def _temp_folder() -> Path:
    global _folder
    if _folder is None:
        _folder = Path(tempfile.mkdtemp(prefix="eerie-wm-tests-"))
        atexit.register(shutil.rmtree, _folder, True)
    return _folder


def map_file(data: dict[str, Any], name: str) -> str:
    """Write ``data`` as ``<name>.json`` in a per-process temporary folder and return the
    path (usable as ``GAME.setup({"map": path})``). The same name always gets the same
    file, so the engine's map cache sees one path per map."""
    path = _temp_folder() / f"{name}.json"
    if not path.exists():
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return str(path)


def crossroads_file() -> str:
    """The path of a file holding the Crossroads map."""
    return map_file(_CROSSROADS, "crossroads")


# -- driving games in tests ------------------------------------------------------------------
# (kept here so that the rules, views, belief and playout tests share one set of helpers)


def new_game(map_path: str | None = None, *, scenes: tuple[int, ...] = SCENES,
             police: tuple[str, ...] = ("i1", "i3", "i7"), start: int = 5,
             smoker: str | None = None, **options: Any) -> WMState:
    """A game on ``map_path`` (Crossroads by default) played through its set-up with
    ``apply``: Jack's scenes in quadrant order, the investigators' intersections (yellow,
    blue, red), the dog's if ``smoker`` is given, then the first crime scene. Returns the
    state at Jack's first move."""
    config: dict[str, Any] = {"map": map_path or crossroads_file(), **options}
    if smoker is not None:
        config["smoker"] = True
    st = GAME.setup(config)
    for c in scenes:
        GAME.apply(st, JACK, f"scene:{c}")
    for seat, at in enumerate(police, start=1):
        GAME.apply(st, seat, f"at:{at}")
    if smoker is not None:
        GAME.apply(st, 1, f"at:{smoker}")
    GAME.apply(st, JACK, f"start:{start}")
    return st


def ids(st: WMState) -> list[str]:
    """The legal option ids now."""
    return GAME.legal_actions(st)[1]


def actor(st: WMState) -> int:
    """The seat deciding now."""
    return GAME.legal_actions(st)[0][0]


def police_turn(st: WMState, moves: tuple[str, ...] = ("stay", "stay", "stay"),
                acts: tuple[str, ...] = ("pass", "pass", "pass")) -> list[Event]:
    """Play the investigators' half of a turn: each one's move (``"stay"`` or an
    intersection id), the dog's if the smoker is in play (``"stay"``), then the actions
    of the first ``len(acts)`` investigators (``"pass"``, ``"arrest:c"`` or one
    ``"search:c"``; a search that finds nothing is followed by ``"stop"`` if the
    investigator still could go on). Returns the events."""
    events: list[Event] = []
    for seat, mv in enumerate(moves, start=1):
        events += GAME.apply(st, seat, mv if mv == "stay" else f"to:{mv}")
    if st.stage == SMOKER_MOVE:
        events += GAME.apply(st, 1, "stay")
    for seat, act in enumerate(acts, start=1):
        if st.stage == OVER:
            break
        events += GAME.apply(st, seat, act)
        if st.stage == SEARCHING:
            events += GAME.apply(st, seat, "stop")
    return events


def jack_walk(st: WMState, circles: list[int]) -> None:
    """Jack makes ordinary moves to ``circles`` in turn; the investigators stay and
    pass after each."""
    for c in circles:
        GAME.apply(st, JACK, f"to:{c}")
        police_turn(st)


# -- Jack's moves read from the raw map (independent of the map's own move tables) ----------


@lru_cache(maxsize=1 << 16)
def street_moves(m: WhitehallMap, c: int, blocked: frozenset[str]) -> frozenset[int]:
    """Circles one ordinary move from ``c``: walks of at most three streets whose inner
    nodes are intersections, none of them in ``blocked``."""
    out: set[int] = set()
    frontier: list[tuple[Any, int]] = [(c, 0)]
    while frontier:
        node, depth = frontier.pop()
        for n in m.neighbours(node):
            if isinstance(n, int):
                if n != c:
                    out.add(n)
            elif depth < 2 and n not in blocked:
                frontier.append((n, depth + 1))
    return frozenset(out)


@lru_cache(maxsize=8)
def special_moves(m: WhitehallMap) -> tuple[dict[int, set[int]], dict[int, set[int]]]:
    """Alley and boat destinations per circle, read from the blocks."""
    alley: dict[int, set[int]] = {}
    boat: dict[int, set[int]] = {}
    for b in m.blocks:
        ring = [n for n in b.cycle if isinstance(n, int)]
        if b.kind is BlockKind.HOUSE:
            for c in ring:
                alley.setdefault(c, set()).update(d for d in ring if d != c)
        else:
            blue = [c for c in ring if m.circle(c).kind is CircleKind.BLUE]
            for c in blue:
                boat.setdefault(c, set()).update(d for d in blue if d != c)
    return alley, boat


# -- agents for seeded playouts --------------------------------------------------------------

Policy = Callable[[WMState, list[str], Random], str]


@lru_cache(maxsize=8)
def jack_distances(m: WhitehallMap) -> tuple[tuple[int, ...], ...]:
    """``d[a][b]``: Jack's ordinary moves from circle a to circle b, ignoring
    investigators (index 0 unused)."""
    n = len(m.circles)
    table: list[tuple[int, ...]] = [()]
    for a in range(1, n + 1):
        dist = [n + 1] * (n + 1)
        dist[a] = 0
        queue = deque([a])
        while queue:
            c = queue.popleft()
            for d in m.jack_adjacent(c):
                if dist[d] > dist[c] + 1:
                    dist[d] = dist[c] + 1
                    queue.append(d)
        table.append(tuple(dist))
    return tuple(table)


def _target(option: str) -> int | None:
    _, _, arg = option.partition(":")
    return int(arg) if arg.isdigit() else None


def jack_policy(seek: float = 0.0, special: float = 0.0) -> Policy:
    """A Jack that, with probability ``special``, plays a special tile whenever he may,
    and with probability ``seek`` steps towards his nearest unreached crime scene
    (otherwise uniformly random). Set-up choices are random."""

    def choose(st: WMState, legal: list[str], rng: Random) -> str:
        if st.stage not in (JACK_MOVE, JACK_SPECIAL):
            return legal[rng.randrange(len(legal))]
        options = legal
        if st.stage == JACK_MOVE:
            tiles = [o for o in legal if ":" not in o]
            if tiles and rng.random() < special:
                return tiles[rng.randrange(len(tiles))]
            options = [o for o in legal if o.startswith("to:")] or legal
        if seek and rng.random() < seek and st.targets:
            dist = jack_distances(st.map)
            targets = st.targets

            def score(o: str) -> int:
                c = _target(o)
                return min(dist[c][t] for t in targets) if c is not None else 99

            best = min(score(o) for o in options)
            options = [o for o in options if score(o) == best]
        return options[rng.randrange(len(options))]

    return choose


def investigator_policy(cheat: float = 0.0, arrest: float | None = None) -> Policy:
    """Investigators choosing at random; with probability ``cheat`` one peeks at Jack's
    path (test code may) and walks next to it or searches a circle on it, so that clues
    happen often. If ``arrest`` is given, an investigator who acts at random arrests with
    that probability (at a random adjacent circle) and otherwise searches or passes;
    ``None`` makes every legal option equally likely."""

    def choose(st: WMState, legal: list[str], rng: Random) -> str:
        if cheat and st.paths and rng.random() < cheat:
            path = set(st.paths[-1])
            if st.stage == POLICE_MOVE:
                near = [o for o in legal if o.startswith("to:")
                        and path & set(st.map.circles_at(o[3:]))]
                if near:
                    return near[rng.randrange(len(near))]
            elif st.stage in (POLICE_ACT, SEARCHING):
                hits = [o for o in legal if o.startswith("search:") and _target(o) in path]
                if hits:
                    return hits[rng.randrange(len(hits))]
        if arrest is not None and st.stage == POLICE_ACT:
            arrests = [o for o in legal if o.startswith("arrest:")]
            others = [o for o in legal if not o.startswith("arrest:")]
            pool = arrests if rng.random() < arrest else others
            return pool[rng.randrange(len(pool))]
        return legal[rng.randrange(len(legal))]

    return choose


Step = Callable[[WMState, int, str, list[Event]], None]


def play(st: WMState, rng: Random, jack: Policy, police: Policy,
         on_step: Step | None = None, max_rounds: int = 3) -> list[tuple[int, str]]:
    """Play ``st`` to the end (or until round ``max_rounds`` is over: the game is then
    left unfinished) with the given policies; ``on_step(state, actor, option, events)``
    runs after every action. Returns the actions played."""
    actions: list[tuple[int, str]] = []
    while True:
        actors, legal = GAME.legal_actions(st)
        if not actors or st.round > max_rounds:
            return actions
        who = actors[0]
        choice = (jack if who == JACK else police)(st, legal, rng)
        events = GAME.apply(st, who, choice, trusted=True)
        actions.append((who, choice))
        if on_step is not None:
            on_step(st, who, choice, events)
