"""AI seats for Whitehall Mystery.

Two levels, each playing either side (the seat decides: 0 is Jack):

* ``basic``: investigators walk towards the newest clue (or the round's first crime
  scene) and search every circle they can, never arresting; Jack heads for his nearest
  unreached crime scene by the shortest way, stepping around investigators.
* ``heuristic``: investigators reason with the exact possible-positions filter
  (``belief``), weighting its circles by a model of Jack's moves (``trail_weights``: he
  heads for a quadrant he has still to strike in and shuns investigators). They spread
  out to cover the circles Jack may be on and the white circles likeliest to be his next
  crime scene, search where sampled consistent paths most often pass, and arrest when
  one circle holds enough of the probability. Jack weighs the danger of every move (how
  many investigators can reach a street next to the circle this turn, and how well the
  investigators' own filter would pin him down) against the moves left to reach a crime
  scene, and spends special tiles when danger is high or time is short.

Agents only see their seat's view; Jack's view holds his sheet.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.core.graph import distances
from eerie.games.whitehall_mystery.belief import RoundFacts, RoundFilter
from eerie.games.whitehall_mystery.map import WhitehallMap
from eerie.games.whitehall_mystery.state import JACK, MOVES_PER_ROUND

FAR = 10**6
ARREST_SHARE = 0.2
"""Arrest when Jack is at least this likely to stand on the circle."""
AWAY = 0.2
"""How much likelier Jack is, per move of distance, to be far from the round's start."""
NEAR_POLICE = 0.3
"""How much less likely Jack is, at each move, to step next to an investigator."""
PULL = 1.0
"""How strongly Jack's moves head for an unreached quadrant: a move that brings him one
step nearer its white circles is ``e**PULL`` times likelier than one that keeps the
distance (the investigators' model of his moves, see ``trail_weights``)."""
SCENE_PRIOR = 0.5
"""How much likelier, per move of distance, a white circle is to be one of Jack's
remaining crime scenes when it is nearer the scenes he has already reached (Jack picks
four scenes he can link up in time)."""
GUARD = 8.0
"""Weight of standing next to circles that are likely Jack's next crime scene."""
TARGET_BOOST = 10.0
"""How much likelier Jack is, when the investigators act, to stand on a white circle of a
quadrant he has not struck in yet (he steps onto his crime scene as soon as he can)."""
PATH_SAMPLES = 32
"""Consistent paths sampled to estimate where Jack's trail runs."""


@lru_cache(maxsize=4)
def jack_distances(m: WhitehallMap) -> tuple[tuple[int, ...], ...]:
    """Ordinary-move distances between circles, ignoring investigators."""
    n = len(m.circles)
    table: list[tuple[int, ...]] = [()]
    for c in range(1, n + 1):
        dist = [FAR] * (n + 1)
        for y, d in distances([c], m.jack_adjacent).items():
            dist[y] = d
        table.append(tuple(dist))
    return tuple(table)


@lru_cache(maxsize=4)
def police_distances(m: WhitehallMap) -> dict[str, dict[str, int]]:
    """Street distances between intersections."""
    return {i.id: distances([i.id], m.police_neighbours) for i in m.intersections}


def _circle(option: str) -> int:
    return int(option.partition(":")[2])


def _map_of(game: Game[Any], view: dict[str, Any]) -> WhitehallMap:
    from eerie.games.whitehall_mystery.game import load_game_map

    return load_game_map(str(view["map"]))


@lru_cache(maxsize=8)
def _pull_table(m: WhitehallMap, quadrants: tuple[int, ...],
                pull: float) -> tuple[tuple[float, ...], ...]:
    """Per circle, per quadrant: ``exp(-pull * distance to its nearest white circle)``."""
    dj = jack_distances(m)
    whites = [m.quadrant_circles(q) for q in quadrants]
    rows: list[tuple[float, ...]] = [()]
    for c in range(1, len(m.circles) + 1):
        rows.append(tuple(math.exp(-pull * min(min(dj[c][w] for w in ws), 30))
                          for ws in whites))
    return tuple(rows)


def trail_weights(m: WhitehallMap, filt: RoundFilter,
                  quadrants: tuple[int, ...]) -> dict[int, float]:
    """How likely Jack is to stand on each circle the filter allows, under a model of
    his moves: he heads for one of ``quadrants`` (the ones he has still to strike in,
    equally likely at the round's start), each ordinary move chosen among the moves open
    to him then with odds ``exp(-PULL * distance left)`` to that quadrant's white circles,
    times ``NEAR_POLICE`` for a circle next to an investigator; special moves likewise,
    without the investigators. A forward pass over the filter's layers (its (clue mask,
    circle) states), so only paths consistent with every fact count (a carriage never
    ends on the circle it started from, as in the filter); moves the facts rule out still
    take their share of Jack's choices. Unnormalized."""
    if not quadrants:
        return {c: 1.0 for c in filt.possible()}
    table = _pull_table(m, quadrants, PULL)
    k_range = range(len(quadrants))
    layers = filt.layers
    clue_bit = filt.clue_bit
    cur: dict[tuple[int, int], list[float]] = {}
    for mask, bits in layers[0].items():
        for c in range(bits.bit_length()):
            if (bits >> c) & 1:
                cur[(mask, c)] = [1.0] * len(quadrants)

    def step(states: dict[tuple[int, int], list[float]], options: Any, watched: set[int],
             nxt: dict[int, int]) -> dict[tuple[int, int], list[float]]:
        out: dict[tuple[int, int], list[float]] = {}
        for (mask, c), v in states.items():
            opts = options(c)
            if not opts:
                continue
            fac = [NEAR_POLICE if o in watched else 1.0 for o in opts]
            z = [sum(table[o][k] * f for o, f in zip(opts, fac, strict=True)) for k in k_range]
            r = [v[k] / z[k] for k in k_range]
            for o, f in zip(opts, fac, strict=True):
                nm = mask | clue_bit.get(o, 0)
                if not (nxt.get(nm, 0) >> o) & 1:
                    continue
                row = table[o]
                acc = out.get((nm, o))
                if acc is None:
                    out[(nm, o)] = [r[k] * row[k] * f for k in k_range]
                else:
                    for k in k_range:
                        acc[k] += r[k] * row[k] * f
        return out

    i = 0
    for kind, blockers in filt.facts.moves:
        if kind == "carriage":  # two steps that may not end where they began
            end: dict[tuple[int, int], list[float]] = {}
            for start, v in cur.items():
                mid = step({start: v}, m.jack_adjacent, set(), layers[i + 1])

                def onward(c: int, back: int = start[1]) -> tuple[int, ...]:
                    return tuple(o for o in m.jack_adjacent(c) if o != back)

                for key, w in step(mid, onward, set(), layers[i + 2]).items():
                    acc = end.get(key)
                    if acc is None:
                        end[key] = w
                    else:
                        for k in k_range:
                            acc[k] += w[k]
            cur = end
            i += 2
            continue
        if kind == "alley":
            cur = step(cur, m.alley_targets, set(), layers[i + 1])
        elif kind == "boat":
            cur = step(cur, m.boat_targets, set(), layers[i + 1])
        else:
            watched = {c for p in blockers for c in m.circles_at(p)}

            def moves(c: int, b: frozenset[str] = blockers) -> tuple[int, ...]:
                return m.jack_moves(c, b)

            cur = step(cur, moves, watched, layers[i + 1])
        i += 1
    out: dict[int, float] = {}
    for (_mask, c), v in cur.items():
        out[c] = out.get(c, 0.0) + sum(v)
    return out


class WhitehallMysteryAgent:
    """One seat of Whitehall Mystery at the ``basic`` or ``heuristic`` level."""

    def __init__(self, level: str) -> None:
        self.name = level
        self.level = level
        self.plan: list[str] = []
        self.scene_plan: list[int] = []

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
        if self.plan:
            step = self.plan.pop(0)
            if step in legal:
                return step
            self.plan = []
        jack = view["jack"]
        at = int(jack["at"])
        reached = set(view["reached"])
        targets = [int(t) for t in jack["scenes"] if t not in reached]
        dj = jack_distances(m)
        left = MOVES_PER_ROUND - int(view["track"])
        police = list(view["police"])
        pd = police_distances(m)

        def danger(c: int) -> float:
            near = 0.0
            for p in police:
                best = min((pd[p].get(i, FAR) for i in m.intersections_at(c)), default=FAR)
                if best == 0:
                    near += 2.0  # can arrest without moving
                elif best <= 2:
                    near += 1.0
            return near

        def value(c: int, used: int) -> float:
            after = left - used
            if c in targets:
                return 30.0 - 6.0 * danger(c)
            d = min(dj[c][t] for t in targets)
            slack = after - d
            if slack < 0:
                return -100.0 - d
            pressure = 3.0 / (slack + 1)
            v = -3.0 * danger(c) - d * (0.3 + pressure)
            if c in view["clues"]:
                v -= 0.5
            return v

        if self.level == "basic":
            moves = [o for o in legal if o.startswith("to:")]
            if moves:
                return min(moves, key=lambda o: (min(dj[_circle(o)][t] for t in targets),
                                                 danger(_circle(o)), rng.random()))
            return legal[rng.randrange(len(legal))]
        # every full move: (score, tiebreak, options to play)
        plans: list[tuple[float, float, list[str]]] = []
        tile_cost = {"carriage": 4.0, "alley": 3.0, "boat": 3.0}
        for opt in legal:
            if opt.startswith("to:"):
                plans.append((value(_circle(opt), 1), rng.random(), [opt]))
        avoid = set(targets)
        if "alley" in legal:
            for c in m.alley_targets(at):
                if c not in avoid:
                    plans.append((value(c, 1) - tile_cost["alley"], rng.random(),
                                  ["alley", f"to:{c}"]))
        if "boat" in legal:
            for c in m.boat_targets(at):
                if c not in avoid:
                    plans.append((value(c, 1) - tile_cost["boat"], rng.random(),
                                  ["boat", f"to:{c}"]))
        if "carriage" in legal:
            for v in m.jack_adjacent(at):
                for c in m.jack_adjacent(v):
                    if c != at and c not in avoid:
                        plans.append((value(c, 2) - tile_cost["carriage"], rng.random(),
                                      ["carriage", f"via:{v}", f"to:{c}"]))
        if not plans:
            return legal[rng.randrange(len(legal))]
        best = max(plans)
        self.plan = best[2][1:]
        return best[2][0]

    def _pick_scene(self, m: WhitehallMap, view: dict[str, Any], legal: Sequence[str],
                    rng: Random) -> str:
        if not self.scene_plan:
            self.scene_plan = self._plan_scenes(m, rng)
        q = int(view["scenes_chosen"])
        choice = f"scene:{self.scene_plan[q]}"
        return choice if choice in legal else legal[rng.randrange(len(legal))]

    def _plan_scenes(self, m: WhitehallMap, rng: Random) -> list[int]:
        """Four crime scenes close enough to each other to reach in time, away from the
        investigators' starting intersections."""
        dj = jack_distances(m)
        pd = police_distances(m)
        yellow = list(m.yellow)

        def remote(c: int) -> int:
            return min((pd[y].get(i, FAR) for y in yellow for i in m.intersections_at(c)),
                       default=FAR)

        best: tuple[float, list[int]] | None = None
        quads = [m.quadrant_circles(q) for q in (1, 2, 3, 4)]
        for _ in range(400):
            pick = [qc[rng.randrange(len(qc))] for qc in quads]
            spread = max(dj[a][b] for a in pick for b in pick)
            score = spread - 0.3 * sum(min(remote(c), 4) for c in pick) + rng.random()
            if best is None or score < best[0]:
                best = (score, pick)
        assert best is not None
        return best[1]

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
            if self.level == "basic":
                return legal[rng.randrange(len(legal))]
            return self._central_start(m, legal, rng)
        if self.level == "basic":
            return self._basic_investigator(m, view, legal, seat, rng)
        prob, on_path, _possible = self._beliefs(m, view, rng)
        goals = self._likely_targets(m, view, prob)
        pd = police_distances(m)
        if stage in ("police_move", "smoker_move"):
            me = seat - 1 if stage == "police_move" else -1
            others = [p for i, p in enumerate(view["police"]) if i != me]
            covered = {c for p in others[: max(0, me)] for c in m.circles_at(p)}
            mass = sorted(prob.items(), key=lambda kv: -kv[1])[:15]

            def value(opt: str) -> tuple[float, float]:
                here = view["police"][me] if me >= 0 else view["smoker"]
                dest = here if opt == "stay" else opt[3:]
                near = m.circles_at(dest)
                arrest = sum(prob.get(c, 0.0) for c in near if c not in covered)
                trail = sum(on_path.get(c, 0.0) for c in near if c not in view["clues"])
                approach = sum(p * min((pd[dest].get(i, FAR) for i in m.intersections_at(c)),
                                       default=FAR) for c, p in mass)
                guard = sum(goals.get(c, 0.0) for c in near if c not in covered)
                return (4.0 * arrest + 1.0 * trail + GUARD * guard - 0.3 * approach,
                        rng.random())

            return max(legal, key=value)
        # act: arrest a likely circle, else search where paths most likely pass
        here = view["police"][seat - 1]
        adjacent = m.circles_at(here)
        arrest = [c for c in adjacent if f"arrest:{c}" in legal]
        if arrest:
            best = max(arrest, key=lambda c: prob.get(c, 0.0))
            if prob.get(best, 0.0) >= ARREST_SHARE:
                return f"arrest:{best}"
        searchable = [c for c in adjacent if f"search:{c}" in legal
                      and on_path.get(c, 0.0) > 0 and c not in view["clues"]]
        if searchable:
            return f"search:{max(searchable, key=lambda c: (on_path[c], rng.random()))}"
        if "stop" in legal:
            return "stop"
        return "pass" if "pass" in legal else legal[0]

    def _central_start(self, m: WhitehallMap, legal: Sequence[str], rng: Random) -> str:
        """The free yellow intersection nearest the middle of the white circles (crime
        scenes near the quadrants' meeting point are the quickest to link up)."""
        whites = [c for c in m.circles if c.quadrant is not None]
        cx = sum(c.x for c in whites) / len(whites)
        cy = sum(c.y for c in whites) / len(whites)

        def dist(opt: str) -> tuple[float, float]:
            i = m.intersection(opt[3:])
            return ((i.x - cx) ** 2 + (i.y - cy) ** 2, rng.random())

        return min(legal, key=dist)

    def _likely_targets(self, m: WhitehallMap, view: dict[str, Any],
                        prob: dict[int, float]) -> dict[int, float]:
        """How likely each white circle of a quadrant Jack has not yet struck in is his
        next crime scene: near where he may be, and within his moves left."""
        quadrant_of = {c.number: c.quadrant for c in m.circles}
        done = {quadrant_of.get(c) for c in view["reached"]}
        left = MOVES_PER_ROUND - int(view["track"])
        dj = jack_distances(m)
        top = sorted(prob.items(), key=lambda kv: -kv[1])[:12]
        reached = [int(r) for r in view["reached"]]
        out: dict[int, float] = {}
        for q in (1, 2, 3, 4):
            if q in done:
                continue
            for w in m.quadrant_circles(q):
                v = 0.0
                for c, p in top:
                    d = dj[c][w]
                    if d <= left:
                        v += p * math.exp(-0.7 * d)
                if v > 0:
                    out[w] = v * math.exp(-SCENE_PRIOR * max(dj[r][w] for r in reached))
        total = sum(out.values()) or 1.0
        return {w: v / total for w, v in out.items()}

    def _beliefs(self, m: WhitehallMap, view: dict[str, Any],
                 rng: Random) -> tuple[dict[int, float], dict[int, float], set[int]]:
        """Where Jack is now and where his path this round went, as probabilities.

        The filter gives the circles consistent with every fact. Among them, each is
        weighted by how likely Jack's moves were to lead there (``trail_weights``: he
        heads for a quadrant he has still to strike in and avoids investigators), and a
        little more the further it is from the round's first crime scene.
        """
        filt = RoundFilter(m, RoundFacts.from_view(view))
        possible = filt.possible()
        dj = jack_distances(m)
        start = int(view["reached"][-1])
        quadrant_of = {c.number: c.quadrant for c in m.circles}
        done = {quadrant_of.get(c) for c in view["reached"]}
        arriving = view["stage"] in ("police_act", "searching")
        trail = trail_weights(m, filt, tuple(q for q in (1, 2, 3, 4) if q not in done))

        def weight(c: int) -> float:
            w = trail.get(c, 0.0) * math.exp(AWAY * min(dj[start][c], 12))
            if arriving and quadrant_of.get(c) is not None and quadrant_of[c] not in done:
                w *= TARGET_BOOST  # he may have just stepped onto his crime scene
            return float(w)

        raw = {c: weight(c) for c in possible}
        total = sum(raw.values()) or 1.0
        prob = {c: w / total for c, w in raw.items()}
        on_path: dict[int, float] = {}
        wsum = 0.0
        for _ in range(PATH_SAMPLES):
            path = filt.sample_path(rng)
            w = raw[path[-1]]
            wsum += w
            for c in set(path):
                on_path[c] = on_path.get(c, 0.0) + w
        if wsum:
            on_path = {c: v / wsum for c, v in on_path.items()}
        return prob, on_path, possible

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
