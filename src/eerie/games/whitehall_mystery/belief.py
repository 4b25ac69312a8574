"""Where can Jack be? An exact filter over everything the investigators know.

The investigators see, for the current round: the circle it started on, how many moves
Jack has made (the track), which special tile each move used, where the investigators
stood at each of Jack's moves (they block his ordinary moves), and every search and
arrest result with the track position it happened at. Each fact constrains Jack's path
``p[0..t]`` (one circle per track position):

* an ordinary move ``p[i] -> p[i+1]``: a street move not passing an investigator then;
* an alley / boat move: across one house block / one water block;
* a carriage over ``i -> i+2``: two street moves ignoring investigators, not back to
  ``p[i]``;
* a search that found nothing at track ``T`` on circle ``c``: ``c`` is none of
  ``p[0..T]``;
* a clue at track ``T`` on circle ``c``: ``c`` is one of ``p[0..T]``;
* a failed arrest at track ``T`` on circle ``c``: ``p[T] != c``.

The filter runs forward over the track positions. Its states are pairs (circle, which
clues the path has already passed), stored as one integer bitset of circles per clue
mask, so a step is a few big-integer operations per circle. The true path always
satisfies every constraint, so the true position is never ruled out (tests check this
over many seeded games). Facts the investigators cannot know (which circles are crime
scenes) are not used.

:func:`sample_hidden` draws a complete hidden state (crime scenes and a path) consistent
with the view, for search agents (``Game.determinize``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import Any

from eerie.games.whitehall_mystery.map import WhitehallMap


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """The public facts of one round, as the filter needs them."""

    start: int
    track: int
    moves: tuple[tuple[str, frozenset[str]], ...]
    """For each Jack move in order: its kind (``"move"``, ``"carriage"``, ``"alley"``,
    ``"boat"``) and the intersections blocking ordinary moves at the time."""
    nothing: tuple[tuple[int, int], ...]
    """(track, circle) of searches that found nothing."""
    clues: tuple[tuple[int, int], ...]
    """(track, circle) of clues found."""
    failed_arrests: tuple[tuple[int, int], ...]
    """(track, circle) of arrests that found no one."""

    @staticmethod
    def from_view(view: Mapping[str, Any]) -> RoundFacts:
        """Read the facts from a seat's view (only public fields are used)."""
        moves = tuple((str(tile) or "move", frozenset(str(x) for x in blockers))
                      for _before, tile, blockers in view["moves"])
        sightings = view["sightings"]
        return RoundFacts(
            start=int(view["reached"][-1]),
            track=int(view["track"]),
            moves=moves,
            nothing=tuple((int(s["move"]), int(s["circle"])) for s in sightings
                          if s["kind"] == "nothing"),
            clues=tuple((int(s["move"]), int(s["circle"])) for s in sightings
                        if s["kind"] == "clue"),
            failed_arrests=tuple((int(s["move"]), int(s["circle"])) for s in sightings
                                 if s["kind"] == "arrest_failed"),
        )


@lru_cache(maxsize=4)
def _tables(m: WhitehallMap) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per circle: bitsets of street neighbours (ignoring investigators), alley targets,
    boat targets."""
    n = len(m.circles)
    adj, alley, boat = [0] * (n + 1), [0] * (n + 1), [0] * (n + 1)
    for c in range(1, n + 1):
        for d in m.jack_adjacent(c):
            adj[c] |= 1 << d
        for d in m.alley_targets(c):
            alley[c] |= 1 << d
        for d in m.boat_targets(c):
            boat[c] |= 1 << d
    return tuple(adj), tuple(alley), tuple(boat)


@lru_cache(maxsize=4)
def _paths_through(m: WhitehallMap) -> dict[str, tuple[tuple[int, int], ...]]:
    """Intersection -> the (from, to) circle pairs with a street path through it."""
    out: dict[str, set[tuple[int, int]]] = {}
    for c in range(1, len(m.circles) + 1):
        for d, paths in m.jack_neighbours(c):
            for path in paths:
                for i in path:
                    out.setdefault(i, set()).add((c, d))
    return {i: tuple(sorted(v)) for i, v in out.items()}


@lru_cache(maxsize=4096)
def _blocked(m: WhitehallMap, occ: frozenset[str]) -> dict[int, int]:
    """Circle -> bitset of neighbours Jack cannot reach by an ordinary move while
    investigators stand on ``occ`` (every street path passes one of them)."""
    through = _paths_through(m)
    out: dict[int, int] = {}
    for i in occ:
        for c, d in through.get(i, ()):
            if (out.get(c, 0) >> d) & 1:
                continue
            paths = dict(m.jack_neighbours(c))[d]
            if all(not p.isdisjoint(occ) for p in paths):
                out[c] = out.get(c, 0) | (1 << d)
    return out


def _bits(x: int) -> Iterator[int]:
    while x:
        low = x & -x
        yield low.bit_length() - 1
        x ^= low


Layer = dict[int, int]
"""Clue mask -> bitset of circles."""


class RoundFilter:
    """The filter for one round: ``layers[i]`` holds the possible (clue mask, circles)
    at track position ``i``."""

    def __init__(self, m: WhitehallMap, facts: RoundFacts) -> None:
        self.map = m
        self.facts = facts
        adj, alley, boat = _tables(m)
        clue_circles = sorted({c for _, c in facts.clues})
        self.clue_bit = {c: 1 << k for k, c in enumerate(clue_circles)}
        t = facts.track
        # exclusions per track position
        excl = [0] * (t + 1)
        for when, c in facts.nothing:
            for i in range(min(when, t) + 1):
                excl[i] |= 1 << c
        for when, c in facts.failed_arrests:
            if when <= t:
                excl[when] |= 1 << c
        need = [0] * (t + 1)
        for when, c in facts.clues:
            need[min(when, t)] |= self.clue_bit[c]
        self.exclusions = excl
        self.layers: list[Layer] = []
        start = facts.start
        layer: Layer = {}
        if not (excl[0] >> start) & 1:
            layer[self.clue_bit.get(start, 0)] = 1 << start
        layer = self._require(layer, need[0])
        self.layers.append(layer)
        i = 0
        for kind, blockers in facts.moves:
            span = 2 if kind == "carriage" else 1
            if kind == "carriage":
                mid = self._advance(layer, lambda c: adj[c], excl[i + 1])
                mid = self._require(mid, need[i + 1])
                self.layers.append(mid)
                layer = self._advance_carriage(self.layers[i], mid, adj, excl[i + 2])
            elif kind == "alley":
                layer = self._advance(layer, lambda c: alley[c], excl[i + 1])
            elif kind == "boat":
                layer = self._advance(layer, lambda c: boat[c], excl[i + 1])
            else:
                cut = _blocked(m, blockers)

                def street(c: int, cut: dict[int, int] = cut) -> int:
                    return adj[c] & ~cut.get(c, 0)

                layer = self._advance(layer, street, excl[i + 1])
            i += span
            layer = self._require(layer, need[i])
            self.layers.append(layer)

    def _require(self, layer: Layer, need: int) -> Layer:
        return {mask: bits for mask, bits in layer.items() if mask & need == need and bits}

    def _advance(self, layer: Layer, step: Any, excl: int) -> Layer:
        out: Layer = {}
        for mask, bits in layer.items():
            reach = 0
            for c in _bits(bits):
                reach |= step(c)
            reach &= ~excl
            self._add(out, mask, reach)
        return out

    def _advance_carriage(self, before: Layer, mid: Layer, adj: tuple[int, ...],
                          excl: int) -> Layer:
        # the end may not be the carriage's own starting circle: track pairs exactly
        out: Layer = {}
        for mask, bits in before.items():
            for c in _bits(bits):
                start_mask = mask
                vias = adj[c]
                for v in _bits(vias):
                    vmask = start_mask | self.clue_bit.get(v, 0)
                    if not (mid.get(vmask, 0) >> v) & 1:
                        continue
                    self._add(out, vmask, adj[v] & ~(1 << c) & ~excl)
        return out

    def _add(self, out: Layer, mask: int, reach: int) -> None:
        if not reach:
            return
        plain = reach
        for c, bit in self.clue_bit.items():
            if (reach >> c) & 1:
                plain &= ~(1 << c)
                out[mask | bit] = out.get(mask | bit, 0) | (1 << c)
        if plain:
            out[mask] = out.get(mask, 0) | plain

    def possible(self, index: int | None = None) -> set[int]:
        """Circles Jack may stand on at track position ``index`` (default: now)."""
        layer = self.layers[-1 if index is None else index]
        bits = 0
        for b in layer.values():
            bits |= b
        return set(_bits(bits))

    def sample_path(self, rng: Random) -> list[int]:
        """A path consistent with every fact, drawn backwards: the last state uniformly
        among the possible (clue mask, circle) states (so a circle reachable with several
        clue histories is likelier), then each earlier move uniformly among those that
        lead to it (a carriage's two circles are drawn together). Not uniform over paths."""
        if not self.layers[-1]:
            raise ValueError("no path is consistent with the facts")
        adj, alley, boat = _tables(self.map)
        states = [(mask, c) for mask, bits in self.layers[-1].items() for c in _bits(bits)]
        mask, cur = states[rng.randrange(len(states))]
        path = [cur]
        index = len(self.layers) - 1
        for kind, blockers in reversed(self.facts.moves):
            if kind == "carriage":
                mid, before = self.layers[index - 1], self.layers[index - 2]
                pairs: list[tuple[int, int, int]] = []
                for mv in self._earlier_masks(mask, cur):
                    for v in _bits(mid.get(mv, 0) & adj_to(adj, cur)):
                        for ms in self._earlier_masks(mv, v):
                            for st in _bits(before.get(ms, 0) & adj_to(adj, v)):
                                if st != cur:
                                    pairs.append((ms, st, v))
                if not pairs:
                    raise ValueError("inconsistent filter layers")
                mask, start, via = pairs[rng.randrange(len(pairs))]
                path += [via, start]
                cur = start
                index -= 2
                continue
            prev = self.layers[index - 1]
            cands: list[tuple[int, int]] = []
            for pm in self._earlier_masks(mask, cur):
                for p in _bits(prev.get(pm, 0)):
                    if kind == "alley":
                        ok = bool((alley[p] >> cur) & 1)
                    elif kind == "boat":
                        ok = bool((boat[p] >> cur) & 1)
                    else:
                        ok = cur in self.map.jack_moves(p, blockers)
                    if ok:
                        cands.append((pm, p))
            if not cands:
                raise ValueError("inconsistent filter layers")
            mask, cur = cands[rng.randrange(len(cands))]
            path.append(cur)
            index -= 1
        path.reverse()
        return path

    def _earlier_masks(self, mask: int, cur: int) -> list[int]:
        """Clue masks a predecessor of state (mask, cur) may have had."""
        bit = self.clue_bit.get(cur, 0)
        return [mask, mask & ~bit] if bit and mask & bit else [mask]


def adj_to(adj: tuple[int, ...], circle: int) -> int:
    """Bitset of the circles with a street move to ``circle`` (moves are symmetric)."""
    return adj[circle]


def filter_view(m: WhitehallMap, view: Mapping[str, Any]) -> RoundFilter:
    """The filter for the current round of a view."""
    return RoundFilter(m, RoundFacts.from_view(view))


def sample_hidden(st: Any, rng: Random, chosen: int = 4) -> tuple[list[int], list[list[int]]]:
    """Crime scenes and paths for a state whose secrets are unknown (built from a
    view): the current round's path from the filter; earlier rounds as their two ends;
    unreached crime scenes drawn from their quadrants, off the sampled path. Before the
    first crime scene is named, only the ``chosen`` scenes Jack has picked so far."""
    from eerie.games.whitehall_mystery.game import GAME

    m = st.map
    if not st.reached:
        # before the first crime scene is known: any choice consistent with quadrants
        return [rng.choice(m.quadrant_circles(q)) for q in (1, 2, 3, 4)][:chosen], []
    view = GAME._public(st)
    f = filter_view(m, view)
    path = f.sample_path(rng)
    paths = [[a, b] for a, b in zip(st.reached, st.reached[1:], strict=False)] + [path]
    quadrant_of = {c.number: c.quadrant for c in m.circles}
    scenes: list[int] = []
    on_path = set(path)
    if st.stage not in ("jack", "jack_special"):
        # after Jack's move and before the turn ends he may stand on his next scene
        on_path.discard(path[-1])
    for q in (1, 2, 3, 4):
        known = [c for c in st.reached if quadrant_of.get(c) == q]
        if known:
            scenes.append(known[0])
            continue
        pool = [c for c in m.quadrant_circles(q) if c not in on_path] or list(
            m.quadrant_circles(q))
        scenes.append(pool[rng.randrange(len(pool))])
    return scenes, paths
