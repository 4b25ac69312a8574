"""AI seats for Whitehall Mystery.

Two levels, each playing either side (the seat decides: 0 is Jack):

* ``basic``: investigators walk towards the newest clue (or the round's first crime
  scene) and search every circle they can, never arresting; Jack heads for his nearest
  unreached crime scene by the shortest way, stepping around investigators.
* ``heuristic``: investigators reason with the exact possible-positions filter
  (``belief``): they spread out to cover the circles Jack may be on, search where
  sampled consistent paths most often pass, and arrest when one circle holds most of the
  probability. Jack weighs the danger of every move (how many investigators can reach a
  street next to the circle this turn, and how well the investigators' own filter would
  pin him down) against the moves left to reach a crime scene, and spends special tiles
  when danger is high or time is short.

Agents only see their seat's view; Jack's view holds his sheet.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence
from functools import lru_cache
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.games.whitehall_mystery.belief import RoundFacts, RoundFilter
from eerie.games.whitehall_mystery.map import WhitehallMap
from eerie.games.whitehall_mystery.state import JACK, MOVES_PER_ROUND

FAR = 10**6
ARREST_SHARE = 0.15
"""Arrest when at least this share of sampled consistent paths ends on the circle."""


@lru_cache(maxsize=4)
def jack_distances(m: WhitehallMap) -> tuple[tuple[int, ...], ...]:
    """Ordinary-move distances between circles, ignoring investigators."""
    n = len(m.circles)
    table: list[tuple[int, ...]] = [()]
    for c in range(1, n + 1):
        dist = [FAR] * (n + 1)
        dist[c] = 0
        q = deque([c])
        while q:
            x = q.popleft()
            for y in m.jack_adjacent(x):
                if dist[y] == FAR:
                    dist[y] = dist[x] + 1
                    q.append(y)
        table.append(tuple(dist))
    return tuple(table)


@lru_cache(maxsize=4)
def police_distances(m: WhitehallMap) -> dict[str, dict[str, int]]:
    """Street distances between intersections."""
    out: dict[str, dict[str, int]] = {}
    for i in m.intersections:
        dist = {i.id: 0}
        q = deque([i.id])
        while q:
            x = q.popleft()
            for y in m.police_neighbours(x):
                if y not in dist:
                    dist[y] = dist[x] + 1
                    q.append(y)
        out[i.id] = dist
    return out


def _circle(option: str) -> int:
    return int(option.partition(":")[2])


def _map_of(game: Game[Any], view: dict[str, Any]) -> WhitehallMap:
    from eerie.games.whitehall_mystery.game import load_game_map

    return load_game_map(str(view["map"]))


class WhitehallAgent:
    """One seat of Whitehall Mystery at the ``basic`` or ``heuristic`` level."""

    def __init__(self, level: str) -> None:
        self.name = level
        self.level = level
        self.target = 0

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Pick an option for the seat's current decision."""
        view = observe()
        m = _map_of(game, view)
        if seat == JACK:
            return self._jack(m, view, legal, rng)
        return self._investigator(m, view, legal, seat, rng)

    # -- Jack -----------------------------------------------------------------------------

    def _jack(self, m: WhitehallMap, view: dict[str, Any], legal: Sequence[str],
              rng: Random) -> str:
        stage = view["stage"]
        if stage == "scenes":
            return self._pick_scene(m, view, legal, rng)
        if stage == "start":
            return self._pick_start(m, view, legal, rng)
        jack = view["jack"]
        at = int(jack["at"])
        reached = set(view["reached"])
        targets = [s for s in jack["scenes"] if s not in reached]
        dj = jack_distances(m)
        left = MOVES_PER_ROUND - int(view["track"])
        target = min(targets, key=lambda t: (dj[at][t], t))
        police = list(view["police"]) + ([view["smoker"]] if view.get("smoker") else [])
        pd = police_distances(m)

        def exposure(c: int) -> int:
            near = 0
            for p in view["police"]:
                if any(pd[p].get(i, FAR) <= 2 for i in m.intersections_at(c)):
                    near += 1
            return near

        def adjacent_now(c: int) -> bool:
            return any(i in police for i in m.intersections_at(c))

        if stage == "jack_special":
            # complete the special move chosen before: best destination
            scored = []
            for opt in legal:
                c = _circle(opt)
                if opt.startswith("via:"):
                    onward = min((dj[d][target] for d in m.jack_adjacent(c) if d != at),
                                 default=FAR)
                    scored.append((onward + 1.5 * exposure(c), rng.random(), opt))
                else:
                    scored.append((dj[c][target] + 2.0 * exposure(c), rng.random(), opt))
            return min(scored)[2]
        moves = [o for o in legal if o.startswith("to:")]
        if self.level == "basic":
            if moves:
                return min(moves, key=lambda o: (dj[_circle(o)][target],
                                                 adjacent_now(_circle(o)), rng.random()))
            return legal[rng.randrange(len(legal))]
        best: tuple[float, float, str] | None = None
        for opt in moves:
            c = _circle(opt)
            d = dj[c][target]
            if c == target:
                score = -5.0 * exposure(c)
            else:
                slack = (left - 1) - d
                score = -1.0 * d - 3.0 * exposure(c) - (50.0 if slack < 0 else 0.0)
                score -= 0.5 * max(0, 2 - slack)
                if adjacent_now(c):
                    score -= 2.0
            if c in view["clues"]:
                score -= 0.5
            cand = (score, rng.random(), opt)
            if best is None or cand > best:
                best = cand
        specials = [o for o in legal if o in ("carriage", "alley", "boat")]
        danger = best is None or best[0] < -8.0 or (best is not None and (left - 1) < dj[
            _circle(best[2])][target])
        if specials and danger:
            order = {"alley": 0, "boat": 1, "carriage": 2}
            return min(specials, key=lambda o: (order[o], rng.random()))
        if best is not None:
            return best[2]
        return legal[rng.randrange(len(legal))]

    def _pick_scene(self, m: WhitehallMap, view: dict[str, Any], legal: Sequence[str],
                    rng: Random) -> str:
        pd = police_distances(m)
        yellow = list(m.yellow)

        def remoteness(c: int) -> float:
            best = FAR
            for i in m.intersections_at(c):
                for y in yellow:
                    best = min(best, pd[y].get(i, FAR))
            return best + rng.random()

        ranked = sorted(legal, key=lambda o: -remoteness(_circle(o)))
        return ranked[rng.randrange(min(5, len(ranked)))]

    def _pick_start(self, m: WhitehallMap, view: dict[str, Any], legal: Sequence[str],
                    rng: Random) -> str:
        pd = police_distances(m)

        def safety(c: int) -> float:
            return min((pd[p].get(i, FAR) for p in view["police"]
                        for i in m.intersections_at(c)), default=FAR) + rng.random()

        return max(legal, key=lambda o: safety(_circle(o)))

    # -- investigators --------------------------------------------------------------------

    def _investigator(self, m: WhitehallMap, view: dict[str, Any], legal: Sequence[str],
                      seat: int, rng: Random) -> str:
        stage = view["stage"]
        if stage in ("police_setup", "smoker_setup"):
            return legal[rng.randrange(len(legal))]
        if self.level == "basic":
            return self._basic_investigator(m, view, legal, seat, rng)
        facts = RoundFacts.from_view(view)
        filt = RoundFilter(m, facts)
        possible = filt.possible()
        samples = [filt.sample_path(rng) for _ in range(24)]
        ends = Counter(p[-1] for p in samples)
        on_path: Counter[int] = Counter()
        for p in samples:
            on_path.update(set(p))
        pd = police_distances(m)
        if stage in ("police_move", "smoker_move"):
            me = seat - 1 if stage == "police_move" else -1
            others = [p for i, p in enumerate(view["police"]) if i != me]
            covered = {c for p in others[: max(0, me)] for c in m.circles_at(p)}
            targets = [c for c, _ in ends.most_common(8)] or list(possible)[:8]

            def value(opt: str) -> tuple[float, float]:
                here = view["police"][me] if me >= 0 else view["smoker"]
                dest = here if opt == "stay" else opt[3:]
                cov = sum(ends[c] for c in m.circles_at(dest) if c not in covered)
                trail = sum(on_path[c] for c in m.circles_at(dest)) * 0.2
                near = min((pd[dest].get(i, FAR) for c in targets
                            for i in m.intersections_at(c)), default=FAR)
                return (cov * 2.0 + trail - 1.5 * min(near, 20), rng.random())

            return max(legal, key=value)
        # act: arrest a likely circle, else search where paths pass
        here = view["police"][seat - 1]
        adjacent = m.circles_at(here)
        arrest = [c for c in adjacent if f"arrest:{c}" in legal]
        if arrest:
            best = max(arrest, key=lambda c: ends[c])
            sure = len(possible) <= 2 and best in possible
            if ends[best] >= ARREST_SHARE * len(samples) or sure:
                return f"arrest:{best}"
        searchable = [c for c in adjacent if f"search:{c}" in legal and on_path[c] > 0
                      and c not in view["clues"]]
        if searchable:
            return f"search:{max(searchable, key=lambda c: (on_path[c], rng.random()))}"
        if "stop" in legal:
            return "stop"
        return "pass" if "pass" in legal else legal[0]

    def _basic_investigator(self, m: WhitehallMap, view: dict[str, Any],
                            legal: Sequence[str], seat: int, rng: Random) -> str:
        stage = view["stage"]
        pd = police_distances(m)
        focus = view["clues"][-1] if view["clues"] else view["reached"][-1]
        goal = m.intersections_at(int(focus))
        if stage in ("police_move", "smoker_move"):
            me = seat - 1 if stage == "police_move" else -1
            here = view["police"][me] if me >= 0 else view["smoker"]

            def dist(opt: str) -> tuple[int, float]:
                dest = here if opt == "stay" else opt[3:]
                return (min((pd[dest].get(i, FAR) for i in goal), default=FAR), rng.random())

            return min(legal, key=dist)
        searches = [o for o in legal if o.startswith("search:")
                    and _circle(o) not in view["clues"]]
        if searches:
            return searches[rng.randrange(len(searches))]
        if "stop" in legal:
            return "stop"
        return "pass" if "pass" in legal else legal[0]
