"""A heuristic Fearsome Floors player.

When it is asked which figure to move, it rebuilds the position from its view, lists
every place each of its waiting figures can end this move (every path of single steps,
stone pushes and pool slides included), scores the resulting positions and plays the
best figure and path, one step per decision.

The score weighs three things:

* progress: steps still needed to the exit, for each figure (escaped figures count most);
* danger: for every monster card still possible, weighted by its chance, the monster's
  walk is played out on the position; a figure it would eat costs its progress in phase 1
  and the whole figure in phase 2;
* hindrance: the same walks eating opponents' figures count a little in our favour.

The exact walks are costly, so only the best candidates by progress and a quick
line-of-sight check get them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.core.grid import HEADING_NAMES, HEADINGS, turn_left, turn_right
from eerie.games.fearsome_floors.monster import walk
from eerie.games.fearsome_floors.movement import enact, plan_step
from eerie.games.fearsome_floors.state import (
    ESCAPED,
    FIGURES,
    SIGHT_BLOCKERS,
    STONE,
    WAITING,
    FFState,
)

ESCAPE_VALUE = 40.0
"""What one escaped figure is worth, in steps of progress."""
HINDER_WEIGHT = 0.3
"""How much an opponent's loss counts for us."""
EXACT_CANDIDATES = 10
"""How many candidate moves get the exact monster simulation."""


@dataclass(slots=True)
class Candidate:
    """One way to play a figure this move."""

    figure: int
    path: list[str]
    dest: int
    state: FFState
    score: float = 0.0


def exit_distances(st: FFState) -> list[int]:
    """Steps from each square to leaving through the exit, going round fixed obstacles
    (stones count as obstacles, teleporters are walls); unreachable squares get a large
    number."""
    lay = st.layout
    grid = lay.grid
    big = 99
    dist = [big] * (grid.width * grid.height)
    dist[lay.exit] = 1
    frontier = [lay.exit]
    while frontier:
        nxt: list[int] = []
        for c in frontier:
            for h in HEADINGS:
                n = grid.step(c, h)
                if (n is None or dist[n] != big or n in lay.teleporters
                        or st.objects[n] == STONE):
                    continue
                dist[n] = dist[c] + 1
                nxt.append(n)
        frontier = nxt
    return dist


def _figure_progress(st: FFState, f: int, dist: list[int]) -> float:
    loc = st.fig_loc[f]
    if loc == ESCAPED:
        return ESCAPE_VALUE
    if loc == WAITING:
        return -float(dist[st.layout.entrance] + 1)
    if loc < 0:
        return -ESCAPE_VALUE
    return -float(dist[loc])


def _loss(st: FFState, f: int, dist: list[int], from_cell: int) -> float:
    """What a figure eaten on ``from_cell`` costs its owner."""
    if st.phase == 2:
        return ESCAPE_VALUE + float(dist[from_cell])
    return float(dist[st.layout.entrance] + 1 - dist[from_cell])


def in_monster_sight(st: FFState, cell: int) -> bool:
    """Quick check: does the monster see ``cell`` ahead, left or right right now?"""
    grid = st.layout.grid
    for d in (st.heading, turn_left(st.heading), turn_right(st.heading)):
        cur = grid.step(st.monster, d)
        while cur is not None:
            if cur == cell:
                return True
            if st.objects[cur] in SIGHT_BLOCKERS or st.occ[cur] >= 0:
                break
            cur = grid.step(cur, d)
    return False


class FearsomeFloorsAgent:
    """Plans a whole figure move at once, then plays it step by step."""

    name = "heuristic"

    def __init__(self) -> None:
        self.plan: list[str] = []

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Follow the current plan, or make a new one when a figure must be chosen."""
        if self.plan:
            step = self.plan.pop(0)
            if step in legal:
                return step
            self.plan = []
        if any(x.startswith("fig:") for x in legal):
            st = game.determinize(observe(), seat, rng)
            best = self.best_move(game, st, seat, rng)
            if best is not None:
                self.plan = list(best.path)
                return f"fig:{st.fig_kind[best.figure]}"
        if "stop" in legal:
            return "stop"
        return legal[rng.randrange(len(legal))]

    # -- planning ----------------------------------------------------------------------

    def candidates(self, st: FFState, f: int) -> list[Candidate]:
        """Every distinct way figure ``f`` can end this move."""
        base = st.clone()
        loc = base.fig_loc[f]
        if loc >= 0:
            base.occ[loc] = -1
        steps = base.value(f)
        out: dict[tuple[int, tuple[int, ...]], Candidate] = {}
        seen: set[tuple[int, int, tuple[tuple[int, int], ...]]] = set()
        lay = base.layout

        def finish(s: FFState, cell: int, path: list[str]) -> None:
            key = (cell, tuple(s.objects) if s is not base else ())
            if key in out:
                return
            out[key] = Candidate(f, path, cell, s)

        def dfs(s: FFState, cell: int, left: int, path: list[str],
                pushes: tuple[tuple[int, int], ...]) -> None:
            key = (cell, left, pushes)
            if key in seen:
                return
            seen.add(key)
            if cell == WAITING:
                if not path:
                    finish(s, WAITING, ["stop"])
                if left > 0 and lay.entrance != s.monster:
                    dfs(s, lay.entrance, left - 1, [*path, "enter"], pushes)
                return
            if s.occ[cell] < 0:
                finish(s, cell, path if left == 0 else [*path, "stop"])
            if left <= 0:
                return
            if cell == lay.exit:
                finish(s, ESCAPED, [*path, "exit"])
            for h in HEADINGS:
                plan = plan_step(s, cell, h)
                if plan is None:
                    continue
                if left == 1 and s.occ[plan.dest] >= 0:
                    continue
                nxt = s
                if plan.pushes:
                    nxt = s.clone()
                    enact(nxt, plan)
                dfs(nxt, plan.dest, left - 1, [*path, HEADING_NAMES[h]],
                    pushes + plan.pushes)

        dfs(base, loc, steps, [], ())
        return list(out.values())

    def _after(self, c: Candidate) -> FFState:
        s = c.state.clone()
        f = c.figure
        if c.dest >= 0:
            s.fig_loc[f] = c.dest
            s.occ[c.dest] = f
        else:
            s.fig_loc[f] = c.dest
            if c.dest == ESCAPED:
                s.escapes = (*s.escapes, s.fig_owner[f])
        s.fig_white[f] = not s.fig_white[f]
        return s

    def evaluate(self, game: Any, st: FFState, seat: int, dist: list[int],
                 exact: bool) -> float:
        """Score a position for ``seat`` (higher is better)."""
        score = 0.0
        for f in range(len(st.fig_owner)):
            if st.fig_owner[f] == seat:
                score += _figure_progress(st, f, dist)
        if not exact:
            for f in range(len(st.fig_owner)):
                loc = st.fig_loc[f]
                if st.fig_owner[f] == seat and loc >= 0 and in_monster_sight(st, loc):
                    score -= 0.5 * _loss(st, f, dist, loc)
            return score
        probe = st.clone()
        probe.stage = FIGURES
        for card, p in game.card_distribution(probe).items():
            sim = st.clone()
            before = list(sim.fig_loc)
            walk(sim, card)
            for f in range(len(sim.fig_owner)):
                if before[f] >= 0 and sim.fig_loc[f] < 0:
                    loss = float(p) * _loss(st, f, dist, before[f])
                    if sim.fig_owner[f] == seat:
                        score -= loss
                    else:
                        score += HINDER_WEIGHT * loss
        return score

    def best_move(self, game: Any, st: FFState, seat: int, rng: Random) -> Candidate | None:
        """The best figure and path for ``seat`` in ``st``."""
        dist = exit_distances(st)
        cands: list[Candidate] = []
        for f in st.unmoved(seat):
            for c in self.candidates(st, f):
                c.state = self._after(c)
                c.score = self.evaluate(game, c.state, seat, dist, exact=False)
                cands.append(c)
        if not cands:
            return None
        cands.sort(key=lambda c: -c.score)
        top = cands[:EXACT_CANDIDATES]
        for c in top:
            c.score = self.evaluate(game, c.state, seat, dist, exact=True)
            c.score += rng.random() * 1e-6
        return max(top, key=lambda c: c.score)
