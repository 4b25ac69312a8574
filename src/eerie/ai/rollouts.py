"""Fast per-game rollout policies for search (cheap stand-ins for the games' agents).

A rollout policy reads the simulated state directly (views cost far more than the choice
itself). These are models of how seats play, not players: each class says what it looks
at. In a search for a seat with secrets, the simulated state is a determinization, so
whatever a policy reads there is a guess, never the real secret.
"""

from __future__ import annotations

from random import Random
from typing import Any

from eerie.core.game import Game


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
        from eerie.ai.evaluations import ff_exit_distances
        from eerie.core.grid import HEADING_NAMES
        from eerie.games.fearsome_floors.state import FIGURES

        n = len(legal)
        if n == 1 or state.stage != FIGURES or state.moving < 0 or rng.random() < self.epsilon:
            return legal[rng.randrange(n)]
        if "exit" in legal:
            return "exit"
        dist = ff_exit_distances(state)
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


ARREST_CHANCE = 0.5
"""In Whitehall rollouts, how often an investigator next to Jack's circle arrests him."""
CHASE_CHANCE = 0.5
"""In Whitehall rollouts, how often an investigator moves towards Jack's circle rather
than towards the newest clue."""
BLIND_ARREST_CHANCE = 0.2
"""The arrest chance in rollouts of the investigators' own search."""


class WhitehallRollout:
    """Quick Whitehall Mystery play for rollouts.

    Jack walks towards his nearest unreached crime scene, avoiding circles next to an
    investigator, and takes a special tile when his ordinary moves run out of time.
    Investigators walk towards the newest clue (or the round's crime scene) and search
    circles next to them that carry no clue yet; next to Jack's circle they arrest him
    with some probability.

    In Jack's search the investigators are modelled as trackers: with probability
    ``chase`` they walk towards Jack's circle, and next to it they arrest with
    probability ``arrest``. This stands in for investigators who follow him with the
    exact possible-positions filter (as the heuristic level does), so Jack's search
    learns what being cornered costs. In the investigators' own search the simulated Jack
    is a determinization (a guess consistent with their view), and chasing it would make
    every plan look good: there they never chase and arrest with probability
    ``blind_arrest``. With probability ``epsilon`` any seat plays a random legal action.
    """

    name = "whitehall-rollout"

    def __init__(self, epsilon: float = 0.1, arrest: float = ARREST_CHANCE,
                 chase: float = CHASE_CHANCE,
                 blind_arrest: float = BLIND_ARREST_CHANCE) -> None:
        self.epsilon = epsilon
        self.arrest = arrest
        self.chase = chase
        self.blind_arrest = blind_arrest
        self._arrest = arrest
        self._chase = chase

    def reset(self, seat: int) -> None:
        """Model the investigators as trackers in Jack's search, not in theirs."""
        from eerie.games.whitehall_mystery.state import JACK

        if seat == JACK:
            self._arrest, self._chase = self.arrest, self.chase
        else:
            self._arrest, self._chase = self.blind_arrest, 0.0

    def choose(self, game: Game[Any], state: Any, actor: int, legal: list[str],
               rng: Random) -> str:
        """A quick reasonable action for ``actor``."""
        from eerie.games.whitehall_mystery.state import (
            JACK_MOVE,
            JACK_SPECIAL,
            POLICE_ACT,
            POLICE_MOVE,
            SEARCHING,
        )

        if len(legal) == 1 or rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        stage = state.stage
        if stage in (JACK_MOVE, JACK_SPECIAL):
            return self._jack(state, legal, rng)
        if stage == POLICE_MOVE:
            return self._police_move(state, legal, rng)
        if stage in (POLICE_ACT, SEARCHING):
            if stage == POLICE_ACT:
                grab = f"arrest:{state.jack_at}"
                if grab in legal and rng.random() < self._arrest:
                    return grab
            searches = [o for o in legal if o.startswith("search:")
                        and int(o[7:]) not in state.clues]
            if searches:
                return searches[rng.randrange(len(searches))]
            return "stop" if "stop" in legal else ("pass" if "pass" in legal else legal[0])
        return legal[rng.randrange(len(legal))]

    @staticmethod
    def _jack(st: Any, legal: list[str], rng: Random) -> str:
        from eerie.games.whitehall_mystery.ai import jack_distances
        from eerie.games.whitehall_mystery.state import MOVES_PER_ROUND

        m = st.map
        dj = jack_distances(m)
        targets = st.targets
        if not targets:
            return legal[rng.randrange(len(legal))]
        watched: set[int] = set()
        for p in st.police:
            watched.update(m.circles_at(p))
        best = ""
        key = (1 << 30, 0.0)
        for o in legal:
            arg = o.partition(":")[2]
            if not arg:
                continue
            c = int(arg)
            d = min(dj[c][t] for t in targets)
            k = (d + (2 if c in watched else 0), rng.random())
            if k < key:
                best, key = o, k
        tiles = [o for o in legal if ":" not in o]
        left = MOVES_PER_ROUND - st.track
        if tiles and (not best or key[0] >= left):
            return tiles[rng.randrange(len(tiles))]
        return best or legal[rng.randrange(len(legal))]

    def _police_move(self, st: Any, legal: list[str], rng: Random) -> str:
        from eerie.games.whitehall_mystery.ai import FAR, police_distances

        m = st.map
        pd = police_distances(m)
        if self._chase and rng.random() < self._chase and st.paths:
            focus: int | None = st.jack_at
        else:
            focus = st.clues[-1] if st.clues else (st.reached[-1] if st.reached else None)
        if focus is None:
            return legal[rng.randrange(len(legal))]
        goal = m.intersections_at(int(focus))
        here = st.police[st.acting]
        best = legal[0]
        key = (FAR, 0.0)
        for o in legal:
            dest = here if o == "stay" else o[3:]
            row = pd[dest]
            k = (min((row.get(i, FAR) for i in goal), default=FAR), rng.random())
            if k < key:
                best, key = o, k
        return best
