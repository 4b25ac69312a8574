"""The generic ``search`` AI level (:mod:`eerie.ai.mcts`) tuned for Fearsome Floors: an
evaluation of positions that are not over and a fast rollout policy.

The evaluation returns one value per seat on the scale of ``Outcome.scores`` (0 = loss,
1 = win), so capped rollouts and finished games back up comparable numbers. Both read
the state directly and reuse the heuristic player's pieces (:mod:`.ai`). Like every
game's ``search`` module, this one imports :mod:`eerie.ai.mcts` for the search's base
types and nothing else of ``eerie.ai``.
"""

from __future__ import annotations

from random import Random
from typing import Any

from eerie.ai.mcts import SearchConfig, softmax
from eerie.core.game import Game

TEMPERATURE = 25.0
"""Progress difference (in steps; an escaped figure is worth 40) that makes one seat
``e`` times likelier to win than another."""


_DIST_CACHE: dict[tuple[int, tuple[int, ...]], tuple[Any, list[int]]] = {}
"""(id of the layout, stone squares) -> (the layout itself, kept alive so its id stays
unique while cached; the distances)."""
_DIST_CACHE_SIZE = 4096


def cached_exit_distances(st: Any) -> list[int]:
    """``exit_distances`` of the heuristic player, cached by layout and stones (they are
    all it depends on). The list is shared: read it, never change it."""
    from eerie.games.fearsome_floors.ai import exit_distances
    from eerie.games.fearsome_floors.state import STONE

    objects = st.objects
    key = (id(st.layout), tuple(i for i, o in enumerate(objects) if o == STONE))
    hit = _DIST_CACHE.get(key)
    if hit is not None and hit[0] is st.layout:
        return hit[1]
    if len(_DIST_CACHE) >= _DIST_CACHE_SIZE:
        _DIST_CACHE.clear()
    dist = exit_distances(st)
    _DIST_CACHE[key] = (st.layout, dist)
    return dist


def progress_and_losses(game: Game[Any], state: Any) -> tuple[list[float], list[float]]:
    """Per seat: progress as the heuristic player measures it (minus the steps each
    figure still needs to the exit, 40 per figure out), and the expected loss from the
    monster's next move (every card still possible, weighted by its chance, walked on
    the position; an eaten figure costs its progress in phase 1, all of it in phase 2).
    """
    from eerie.games.fearsome_floors.ai import ESCAPE_VALUE
    from eerie.games.fearsome_floors.monster import walk
    from eerie.games.fearsome_floors.state import ESCAPED, FIGURES, WAITING, FFState

    st: FFState = state
    dist = cached_exit_distances(st)
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


def evaluation(game: Game[Any], state: Any) -> list[float]:
    """Each seat's progress minus its expected loss from the monster's next move (see
    :func:`progress_and_losses`), turned into win shares with :func:`softmax`."""
    progress, losses = progress_and_losses(game, state)
    return softmax([p - x for p, x in zip(progress, losses, strict=True)], TEMPERATURE)


class FearsomeFloorsRollout:
    """Quick Fearsome Floors play for rollouts: a random figure, then steps that bring it
    closer to the exit (stones count as obstacles; pushes and slides are not foreseen),
    leaving through the exit when it can. With probability ``epsilon`` a random legal
    action instead."""

    name = "fearsome-floors-rollout"

    def __init__(self, epsilon: float = 0.2) -> None:
        self.epsilon = epsilon

    def reset(self, seat: int) -> None:
        """Nothing to forget between rollouts."""

    def choose(self, game: Game[Any], state: Any, actor: int, legal: list[str],
               rng: Random) -> str:
        """A quick reasonable action for ``actor``."""
        from eerie.core.grid import HEADING_NAMES
        from eerie.games.fearsome_floors.state import FIGURES

        n = len(legal)
        if n == 1 or state.stage != FIGURES or state.moving < 0 or rng.random() < self.epsilon:
            return legal[rng.randrange(n)]
        if "exit" in legal:
            return "exit"
        dist = cached_exit_distances(state)
        grid = state.layout.grid
        loc = state.fig_loc[state.moving]
        far = 1 << 20
        best = legal[0]
        key = (far, 0.0)
        for o in legal:
            if o == "stop":
                d = dist[loc] if loc >= 0 else far
            elif o == "enter":
                d = dist[state.layout.entrance]
            else:
                nxt = grid.step(loc, HEADING_NAMES.index(o))
                d = dist[nxt] if nxt is not None else far
            k = (d, rng.random())
            if k < key:
                best, key = o, k
        return best


def search_config() -> SearchConfig:
    """The ``search`` AI level's settings for Fearsome Floors: plan the seat's own figure
    move (its run of steps) against :func:`evaluation`, which already
    weighs the monster's next move; rollouts (:class:`FearsomeFloorsRollout`) only
    finish the move."""
    return SearchConfig(iterations=200, exploration=0.3, rollout=FearsomeFloorsRollout(),
                        evaluate=evaluation, opponents="policy",
                        turn_horizon=True)
