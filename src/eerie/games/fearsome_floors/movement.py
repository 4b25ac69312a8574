"""Figure movement: single steps, pushing one stone, sliding over blood pools.

A figure moves up to its number of steps, one orthogonal step at a time. It may pass
over other figures but must end on a free square; it never enters the monster's square
or a teleporter (to a figure a teleporter is like the board's edge). Stepping onto a
stone pushes it one square if the square behind is free (a stone pushed onto the
entrance or exit corner leaves the game). A figure or stone that enters a blood pool
slides straight across it and stops on the square beyond; if that square is blocked it
stays on the pool's last square. A whole slide costs the one step that entered it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from eerie.core.grid import HEADINGS
from eerie.games.fearsome_floors.state import EMPTY, FFState

GONE: Final = -1
"""Destination of a stone that left the game."""


@dataclass(frozen=True, slots=True)
class StepPlan:
    """What one figure step would do: where the figure ends, which stones move where."""

    dest: int
    pushes: tuple[tuple[int, int], ...] = ()
    slid: bool = False


def _stone_target(st: FFState, objs: dict[int, int], src: int, h: int) -> int | None:
    """Where a stone at ``src`` pushed by a figure towards ``h`` ends, GONE if removed,
    or None if it cannot be pushed."""
    lay = st.layout
    fig_next, base = lay.fig_next, h * lay.cells
    corners = (lay.entrance, lay.exit)
    b = fig_next[base + src]  # -1 off the board or onto a teleporter
    if (b < 0 or b == st.monster or st.occ[b] >= 0
            or objs.get(b, st.objects[b]) != EMPTY):
        return None
    if b in corners:
        return GONE
    cur = b
    while lay.is_pool[cur]:
        n = fig_next[base + cur]
        if (n < 0 or n == st.monster or st.occ[n] >= 0
                or objs.get(n, st.objects[n]) != EMPTY):
            break
        if n in corners:
            return GONE
        cur = n
    return cur


def plan_step(st: FFState, cell: int, h: int) -> StepPlan | None:
    """The result of one step from ``cell`` towards ``h``, or None if not possible.

    The plan ignores whether the figure may *end* there (another figure may stand on
    ``dest``); :func:`can_finish` decides that.
    """
    lay = st.layout
    t = lay.fig_next[h * lay.cells + cell]  # -1 off the board or onto a teleporter
    if t < 0 or t == st.monster:
        return None
    if st.objects[t] == EMPTY and not lay.is_pool[t]:
        return StepPlan(t)  # the common case: a plain step onto open floor
    objs: dict[int, int] = {}
    pushes: list[tuple[int, int]] = []
    if not _push(st, objs, pushes, t, h):
        return None
    cur = t
    slid = False
    fig_next, base = lay.fig_next, h * lay.cells
    while lay.is_pool[cur]:
        n = fig_next[base + cur]
        if n < 0 or n == st.monster:
            break
        if not _push(st, objs, pushes, n, h):
            break
        cur = n
        slid = True
    return StepPlan(cur, tuple(pushes), slid)


def _push(st: FFState, objs: dict[int, int], pushes: list[tuple[int, int]], cell: int,
          h: int) -> bool:
    """Clear ``cell`` for a figure stepping onto it towards ``h``: push the stone there,
    if any, recording it in ``objs`` (the planned objects) and ``pushes``. False if a
    stone there cannot be pushed."""
    obj = objs.get(cell, st.objects[cell])
    if obj == EMPTY:
        return True
    dest = _stone_target(st, objs, cell, h)
    if dest is None:
        return False
    objs[cell] = EMPTY
    if dest != GONE:
        objs[dest] = obj
    pushes.append((cell, dest))
    return True


def enact(st: FFState, plan: StepPlan) -> None:
    """Move the stones of ``plan`` (the caller moves the figure)."""
    for src, dst in plan.pushes:  # in the order they happened: a stone may move twice
        obj = st.objects[src]
        st.objects[src] = EMPTY
        if dst != GONE:
            st.objects[dst] = obj


def can_finish(st: FFState, cell: int, steps: int) -> bool:
    """True if a figure standing on ``cell`` mid-move with ``steps`` left can end its move
    legally (on a free square, or by leaving through the exit)."""
    occ = st.occ
    if occ[cell] < 0:
        return True
    if steps <= 0:
        return False
    lay = st.layout
    n = lay.cells
    if cell == n - 1:  # the exit
        return True
    is_pool, objects, monster = lay.is_pool, st.objects, st.monster
    for h, _, t in lay.fig_steps[cell]:
        if t == monster:
            continue
        if objects[t] == EMPTY and not is_pool[t]:  # a plain step (plan_step's fast case)
            if occ[t] < 0 or (steps > 1 and can_finish(st, t, steps - 1)):
                return True
            continue
        plan = plan_step(st, cell, h)
        if plan is None:
            continue
        if not plan.pushes:
            if can_finish(st, plan.dest, steps - 1):
                return True
            continue
        trial = st.clone()
        enact(trial, plan)
        if can_finish(trial, plan.dest, steps - 1):
            return True
    return False


def exit_headings(st: FFState) -> list[int]:
    """Headings that lead off the board from the exit square."""
    return [h for h in HEADINGS if st.layout.grid.step(st.layout.exit, h) is None]
