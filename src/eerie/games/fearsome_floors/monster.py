"""The monster's walk.

A monster card gives a number of steps (or a number of victims, see below). Each step is
*look, then move one square*; after the last step the monster looks once more.

Looking: the monster looks ahead, left and right (never back, never diagonally). In each
direction it sees the nearest figure unless a stone or rotating stone stands between
(crystals, pools and teleporters do not block sight). If it sees figures, it turns to the
nearest one; if two or more are equally near it keeps its heading.

Moving: the monster steps onto the square ahead. A figure there is eaten. Stones and
figures in a line in front of it are all pushed one square (a figure pushed is not eaten
unless it is pushed off the board or onto a teleporter; a stone pushed off the board or
onto a teleporter leaves the game). Stepping off the board, it re-enters on the opposite
side through the board's centre with the same heading. On a blood pool it slides straight
across in the same step without looking. On a teleporter it jumps to the paired one and
faces that tile's arrow.

A rotating stone is never pushed by the monster and never entered: when the square ahead
holds one, the monster turns as the stone shows (a quarter turn right, or about)
and takes the step in its new heading instead, all in the same step. Its look before the
step sees left and right as usual (the stone hides what is ahead), so a figure seen there
takes precedence and the stone does nothing.

Prey cards (``p1``, ``p2``, ``p3``): the monster walks until it has eaten that many figures
(pushing one off the board counts), but never more than 20 steps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from eerie.core.grid import turn_back, turn_left, turn_right
from eerie.games.fearsome_floors.layout import square_name
from eerie.games.fearsome_floors.state import (
    EMPTY,
    PREY_STEP_LIMIT,
    REMOVED,
    ROT_BACK,
    ROT_RIGHT,
    SIGHT_BLOCKERS,
    WAITING,
    FFState,
)

Trace = list[tuple[str, dict[str, Any]]]
"""A walk as a list of (kind, data) entries, in order, for logs and animation."""


def card_steps(card: str) -> tuple[int, int]:
    """``(step limit, victims wanted)`` for a card id; victims 0 means a step card."""
    if card.startswith("p"):
        return PREY_STEP_LIMIT, int(card[1:])
    return int(card), 0


@dataclass(slots=True)
class Sighting:
    """What one look found: for each looked-at relative direction the nearest figure."""

    seen: dict[str, tuple[int, int]] = field(default_factory=dict)
    """relative direction ("front", "left", "right") -> (figure, distance)."""


_LOOK_DIRS: Final = tuple((("front", h), ("left", turn_left(h)), ("right", turn_right(h)))
                   for h in range(4))
"""For each heading: the directions looked in, named relative to it."""


def look(st: FFState) -> Sighting:
    """What the monster sees from where it stands."""
    return Sighting(_seen(st))


def _seen(st: FFState) -> dict[str, tuple[int, int]]:
    """:attr:`Sighting.seen` of :func:`look`."""
    lay = st.layout
    n, rays, m = lay.cells, lay.rays, st.monster
    seen: dict[str, tuple[int, int]] = {}
    for name, d in _LOOK_DIRS[st.heading]:
        f, dist = _first_on_ray(rays[d * n + m], st.occ, st.objects)
        if f >= 0:
            seen[name] = (f, dist)
    return seen


def _first_on_ray(ray: tuple[int, ...], occ: list[int], objects: list[int]) -> tuple[int, int]:
    """The first figure along ``ray`` with its distance, or ``(-1, 0)`` if a stone or a
    rotating stone hides the rest of the line first (or there is nobody); crystals do not
    block. (A plain loop: compiled with mypyc it is cheap.)"""
    for dist, cur in enumerate(ray, 1):
        f = occ[cur]
        if f >= 0:
            return f, dist
        if objects[cur] in SIGHT_BLOCKERS:
            return -1, 0
    return -1, 0


def _relative(h: int, name: str) -> int:
    return h if name == "front" else turn_left(h) if name == "left" else turn_right(h)


def look_and_turn(st: FFState, trace: Trace) -> None:
    """One look, turning towards the single nearest figure seen (ties keep the heading)."""
    lay = st.layout
    n, rays, m, h = lay.cells, lay.rays, st.monster, st.heading
    objects, occ = st.objects, st.occ
    seen: dict[str, list[int]] = {}
    best = 0
    nearest = ""
    tie = False
    for name, d in _LOOK_DIRS[h]:
        f, dist = _first_on_ray(rays[d * n + m], occ, objects)
        if f < 0:
            continue
        seen[name] = [f, dist]
        if not nearest or dist < best:
            best, nearest, tie = dist, name, False
        elif dist == best:
            tie = True
    trace.append(("look", {"at": lay.names[m], "seen": seen}))
    if not nearest:
        return
    if not tie:
        new = _relative(h, nearest)
        if new != h:
            st.heading = new
            trace.append(("turn", {"heading": new, "towards": seen[nearest][0]}))
    else:
        trace.append(("tie", {"heading": h}))


class _Walk:
    """Mutable helpers for one monster move."""

    def __init__(self, st: FFState, trace: Trace, on_eaten: Callable[[int], None]) -> None:
        self.st = st
        self.trace = trace
        self.on_eaten = on_eaten
        self.eaten = 0

    def eat(self, fig: int, how: str) -> None:
        st = self.st
        cell = st.fig_loc[fig]
        if cell >= 0 and st.occ[cell] == fig:
            st.occ[cell] = -1
        st.fig_loc[fig] = WAITING if st.phase == 1 else REMOVED
        self.eaten += 1
        self.trace.append(("eat", {"figure": fig, "how": how}))
        self.on_eaten(fig)

    def destroy_at(self, cell: int, how: str) -> None:
        st = self.st
        f = st.occ[cell]
        if f >= 0:
            self.eat(f, how)
        else:
            self.trace.append(("stone_gone", {"from": square_name(st.layout.grid, cell),
                                              "how": how}))
            st.objects[cell] = EMPTY

    def push(self, cell: int, h: int) -> None:
        """Push whatever stands on ``cell`` one square towards ``h`` (chains first)."""
        st = self.st
        lay = st.layout
        nxt = lay.grid.step(cell, h)
        if nxt is None:
            self.destroy_at(cell, "off_board")
            return
        if lay.is_tele[nxt]:
            self.destroy_at(cell, "teleporter")
            return
        if st.occ[nxt] >= 0 or st.objects[nxt] != EMPTY:
            self.push(nxt, h)
        fig = st.occ[cell]
        grid = lay.grid
        if fig >= 0:
            st.occ[cell] = -1
            dest = self._slide(nxt, h)
            st.occ[dest] = fig
            st.fig_loc[fig] = dest
            self.trace.append(("push", {"figure": fig, "from": square_name(grid, cell),
                                        "to": square_name(grid, dest)}))
        else:
            obj = st.objects[cell]
            st.objects[cell] = EMPTY
            dest = self._slide(nxt, h)
            if dest == lay.entrance or dest == lay.exit:  # a corner
                self.trace.append(("stone_gone", {"from": square_name(grid, cell),
                                                  "how": "corner"}))
                return
            st.objects[dest] = obj
            self.trace.append(("push", {"stone": obj, "from": square_name(grid, cell),
                                        "to": square_name(grid, dest)}))

    def _slide(self, cell: int, h: int) -> int:
        """Where a pushed thing arriving on ``cell`` comes to rest (pool slides)."""
        st = self.st
        lay = st.layout
        cur = cell
        is_pool = lay.is_pool
        while is_pool[cur]:
            n = lay.grid.step(cur, h)
            if (n is None or lay.is_tele[n] or n == st.monster or st.occ[n] >= 0
                    or st.objects[n] != EMPTY):
                break
            cur = n
        return cur

    def ahead(self) -> int:
        """The square the monster steps onto next: straight ahead (through the wall if
        need be), turning away from rotating stones as they show; -1 if it is boxed in by
        rotating stones and cannot step at all."""
        st = self.st
        lay = st.layout
        grid = lay.grid
        nxt, n = grid.next_cell, lay.cells
        for _ in range(4):
            target = nxt[st.heading * n + st.monster]
            wrapped = target < 0
            if wrapped:
                target = lay.wrap(st.monster, st.heading)
            kind = st.objects[target]
            if kind != ROT_RIGHT and kind != ROT_BACK:
                if wrapped:
                    self.trace.append(("wrap", {"from": lay.names[st.monster],
                                                "to": lay.names[target]}))
                return target
            st.heading = turn_right(st.heading) if kind == ROT_RIGHT else turn_back(st.heading)
            self.trace.append(("rotate", {"heading": st.heading, "stone": kind,
                                          "at": square_name(grid, target)}))
        return -1

    def arrive(self, target: int) -> None:
        """Move the monster onto ``target`` (eating, pushing or teleporting)."""
        st = self.st
        lay = st.layout
        grid = lay.grid
        if lay.is_tele[target]:
            mate = lay.partner(target)
            if mate is not None:
                st.monster, st.heading = mate
                self.trace.append(("teleport", {"from": square_name(grid, target),
                                                "to": square_name(grid, mate[0]),
                                                "heading": mate[1]}))
                return
        self.trace.append(("step", {"to": lay.names[target]}))
        f = st.occ[target]
        if f >= 0:
            st.monster = target
            self.eat(f, "bitten")
            return
        if st.objects[target] != EMPTY:
            self.push(target, st.heading)
        st.monster = target

    def step(self) -> None:
        """One step, with any slide across a blood pool."""
        st = self.st
        lay = st.layout
        t = lay.grid.next_cell[st.heading * lay.cells + st.monster]
        if (t >= 0 and st.objects[t] == EMPTY and st.occ[t] < 0 and not lay.is_tele[t]
                and not lay.is_pool[t]):
            # the common case, as ahead() and arrive() would do it: onto open floor
            self.trace.append(("step", {"to": lay.names[t]}))
            st.monster = t
            return
        target = self.ahead()
        if target < 0:
            return
        self.arrive(target)
        guard = 0
        while lay.is_pool[st.monster] and guard < 64:
            guard += 1
            self.trace.append(("slide", {"at": lay.names[st.monster]}))
            target = self.ahead()
            if target < 0:
                return
            self.arrive(target)


def walk(st: FFState, card: str, on_eaten: Callable[[int], None] | None = None) -> Trace:
    """Resolve the monster's move for ``card`` on ``st`` (mutating it); return the trace."""
    limit, victims = card_steps(card)
    trace: Trace = [("card", {"card": card})]
    w = _Walk(st, trace, on_eaten or (lambda _f: None))
    steps = 0
    while steps < limit and (victims == 0 or w.eaten < victims):
        look_and_turn(st, trace)
        w.step()
        steps += 1
    look_and_turn(st, trace)
    trace.append(("done", {"steps": steps, "eaten": w.eaten,
                           "at": st.layout.names[st.monster],
                           "heading": st.heading}))
    return trace
