"""Per-game evaluations for search: how good a position that is not over is for each seat.

An evaluation returns one value per seat on the scale of ``Outcome.scores`` (0 = loss,
1 = win in our games), so capped rollouts and finished games back up comparable numbers.
These adapters live in ``eerie.ai`` so the game packages stay free of search code; they
read the games' states and reuse their heuristics' pieces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from eerie.core.game import Game


def softmax(raw: Sequence[float], temperature: float) -> list[float]:
    """Turn per-seat scores into shares that sum to 1 (a rough chance of winning)."""
    top = max(raw)
    ex = [math.exp((r - top) / temperature) for r in raw]
    total = sum(ex)
    return [e / total for e in ex]


# -- Fearsome Floors ----------------------------------------------------------------------

FF_TEMPERATURE = 25.0
"""Progress difference (in steps; an escaped figure is worth 40) that makes one seat
``e`` times likelier to win than another."""


_FF_DIST_CACHE: dict[tuple[int, tuple[int, ...]], tuple[Any, list[int]]] = {}
"""(id of the layout, stone squares) -> (the layout itself, kept alive so its id stays
unique while cached; the distances)."""
_FF_DIST_CACHE_SIZE = 4096


def ff_exit_distances(st: Any) -> list[int]:
    """``exit_distances`` of the heuristic player, cached by layout and stones (they are
    all it depends on). The list is shared: read it, never change it."""
    from eerie.games.fearsome_floors.ai import exit_distances
    from eerie.games.fearsome_floors.state import STONE

    objects = st.objects
    key = (id(st.layout), tuple(i for i, o in enumerate(objects) if o == STONE))
    hit = _FF_DIST_CACHE.get(key)
    if hit is not None and hit[0] is st.layout:
        return hit[1]
    if len(_FF_DIST_CACHE) >= _FF_DIST_CACHE_SIZE:
        _FF_DIST_CACHE.clear()
    dist = exit_distances(st)
    _FF_DIST_CACHE[key] = (st.layout, dist)
    return dist


def ff_progress_and_losses(game: Game[Any], state: Any) -> tuple[list[float], list[float]]:
    """Per seat: progress as the heuristic player measures it (minus the steps each
    figure still needs to the exit, 40 per figure out), and the expected loss from the
    monster's next move (every card still possible, weighted by its chance, walked on
    the position; an eaten figure costs its progress in phase 1, all of it in phase 2).
    """
    from eerie.games.fearsome_floors.ai import ESCAPE_VALUE
    from eerie.games.fearsome_floors.monster import walk
    from eerie.games.fearsome_floors.state import ESCAPED, FIGURES, WAITING, FFState

    st: FFState = state
    dist = ff_exit_distances(st)
    entrance = dist[st.layout.entrance] + 1
    progress = [0.0] * st.players
    losses = [0.0] * st.players
    owners = st.fig_owner
    for f, owner in enumerate(owners):
        loc = st.fig_loc[f]
        if loc == ESCAPED:
            progress[owner] += ESCAPE_VALUE
        elif loc == WAITING:
            progress[owner] -= float(entrance)
        elif loc < 0:
            progress[owner] -= ESCAPE_VALUE
        else:
            progress[owner] -= float(dist[loc])
    if st.stage == FIGURES:
        base = st.clone()
        f = base.moving
        if f >= 0 and base.fig_loc[f] >= 0 and base.occ[base.fig_loc[f]] < 0:
            base.occ[base.fig_loc[f]] = f
        before = base.fig_loc
        for card, p in game.card_distribution(st).items():  # type: ignore[attr-defined]
            sim = base.clone()
            walk(sim, card)
            after = sim.fig_loc
            for g, owner in enumerate(owners):
                was = before[g]
                if was >= 0 and after[g] < 0:
                    loss = ESCAPE_VALUE + dist[was] if st.phase == 2 else entrance - dist[was]
                    losses[owner] += float(p) * loss
    return progress, losses


def fearsome_floors_evaluation(game: Game[Any], state: Any) -> list[float]:
    """Each seat's progress minus its expected loss from the monster's next move (see
    :func:`ff_progress_and_losses`), turned into win shares with :func:`softmax`."""
    progress, losses = ff_progress_and_losses(game, state)
    return softmax([p - x for p, x in zip(progress, losses, strict=True)], FF_TEMPERATURE)


# -- Whitehall Mystery --------------------------------------------------------------------

WH_ROUND_CHANCE = 0.75
"""Jack's chance of making a round he has not started yet."""
WH_SLACK_SCALE = 1.5
"""How fast Jack's chance in the current round grows with spare moves."""
WH_DANGER = 0.12
"""How much each investigator within reach of Jack's circle lowers that chance."""
WH_HIDDEN_CIRCLES = 24
"""With this many circles still possible for Jack (by the investigators' exact filter)
he counts as fully hidden; fewer lower his chance, down to half when only one is left."""


def whitehall_possible(state: Any) -> int:
    """How many circles the investigators' exact filter still allows for Jack, from the
    public facts of the state's round (what their views hold)."""
    from eerie.games.whitehall_mystery.belief import RoundFacts, RoundFilter

    st = state
    facts = RoundFacts(
        start=int(st.reached[-1]),
        track=int(st.track),
        moves=tuple((tile or "move", frozenset(blockers)) for _b, tile, blockers in st.moves_log),
        nothing=tuple((s.move, s.circle) for s in st.sightings if s.kind == "nothing"),
        clues=tuple((s.move, s.circle) for s in st.sightings if s.kind == "clue"),
        failed_arrests=tuple((s.move, s.circle) for s in st.sightings
                             if s.kind == "arrest_failed"),
    )
    return len(RoundFilter(st.map, facts).possible())


def whitehall_evaluation(game: Game[Any], state: Any) -> list[float]:
    """Jack's chance of winning, estimated from the spare moves he has to reach his
    nearest crime scene, how many investigators are close, how well the investigators'
    exact filter pins him down (so clues and searches that rule circles out are worth
    something to them), and how many rounds remain; the investigators share the rest."""
    from eerie.games.whitehall_mystery.ai import FAR, jack_distances, police_distances
    from eerie.games.whitehall_mystery.state import MOVES_PER_ROUND, WHState

    st: WHState = state
    targets = st.targets
    if not st.reached or not targets or not st.paths:
        return [0.5, 0.5, 0.5, 0.5]
    m = st.map
    at = st.jack_at
    dj = jack_distances(m)[at]
    d = min(dj[t] for t in targets)
    slack = MOVES_PER_ROUND - st.track - d
    chance = 1.0 / (1.0 + math.exp(-(slack + 0.5) / WH_SLACK_SCALE))
    pd = police_distances(m)
    near = 0
    for p in st.police:
        best = min((pd[p].get(i, FAR) for i in m.intersections_at(at)), default=FAR)
        if best <= 2:
            near += 1
    chance *= max(0.0, 1.0 - WH_DANGER * near)
    possible = whitehall_possible(st)
    hidden = min(1.0, math.log(max(possible, 1)) / math.log(WH_HIDDEN_CIRCLES))
    chance *= 0.5 + 0.5 * hidden
    jack = chance * WH_ROUND_CHANCE ** (len(targets) - 1)
    return [jack, 1.0 - jack, 1.0 - jack, 1.0 - jack]
