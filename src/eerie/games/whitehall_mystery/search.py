"""The generic ``search`` AI level (:mod:`eerie.ai.mcts`) tuned for Whitehall Mystery: an
evaluation of positions that are not over, a fast rollout policy, and the set-up
decisions left to the heuristic player.

The evaluation returns one value per seat on the scale of ``Outcome.scores`` (0 = loss,
1 = win). Like every game's ``search`` module, this one imports :mod:`eerie.ai.mcts` for
the search's base types and nothing else of ``eerie.ai``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from eerie.ai.mcts import SearchConfig
from eerie.core.game import Game
from eerie.games.whitehall_mystery.state import INVESTIGATORS

ROUND_CHANCE = 0.75
"""Jack's chance of making a round he has not started yet."""
WH_SLACK_SCALE = 1.5
"""How fast Jack's chance in the current round grows with spare moves."""
WH_DANGER = 0.12
"""How much each investigator within reach of Jack's circle lowers that chance."""
WH_HIDDEN_CIRCLES = 24
"""With this many circles still possible for Jack (by the investigators' exact filter)
he counts as fully hidden; fewer lower his chance, down to half when only one is left."""


def possible_positions(state: Any) -> int:
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


def evaluation(game: Game[Any], state: Any) -> list[float]:
    """Jack's chance of winning, estimated from the spare moves he has to reach his
    nearest crime scene, how many investigators are close, how well the investigators'
    exact filter pins him down (so clues and searches that rule circles out are worth
    something to them), and how many rounds remain; the investigators share the rest."""
    from eerie.games.whitehall_mystery.ai import FAR, jack_distances, police_distances
    from eerie.games.whitehall_mystery.state import MOVES_PER_ROUND, WMState

    st: WMState = state
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
    possible = possible_positions(st)
    hidden = min(1.0, math.log(max(possible, 1)) / math.log(WH_HIDDEN_CIRCLES))
    chance *= 0.5 + 0.5 * hidden
    jack = chance * ROUND_CHANCE ** (len(targets) - 1)
    return [jack, 1.0 - jack, 1.0 - jack, 1.0 - jack]


ARREST_CHANCE = 0.5
"""In Whitehall rollouts, how often an investigator next to Jack's circle arrests him."""
CHASE_CHANCE = 0.5
"""In Whitehall rollouts, how often an investigator moves towards Jack's circle rather
than towards the newest clue."""
BLIND_ARREST_CHANCE = 0.2
"""The arrest chance in rollouts of the investigators' own search."""


class WhitehallMysteryRollout:
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


WHITEHALL_SETUP_STAGES = frozenset({"scenes", "start", "police_setup", "smoker_setup"})
"""Whitehall set-up decisions the search leaves to the heuristic player: Jack's crime
scenes and the investigators' starting intersections pay off (or not) over the whole
game, far beyond any rollout horizon."""


def delegated(view: Mapping[str, Any], legal: Sequence[str]) -> bool:
    return view.get("stage") in WHITEHALL_SETUP_STAGES


def search_config() -> SearchConfig:
    """The ``search`` AI level's settings for Whitehall Mystery.

    Jack plans with rollouts against investigators modelled as trackers; the
    investigators' searches stop at the end of their own action and score it with the
    evaluation (which values what the exact filter learns), since determinized rollouts
    cannot see the worth of a search that finds nothing."""
    from eerie.games.whitehall_mystery.ai import WhitehallMysteryAgent

    return SearchConfig(iterations=200, exploration=0.7, rollout=WhitehallMysteryRollout(),
                        rollout_depth=40, evaluate=evaluation, opponents="policy",
                        turn_horizon=frozenset(INVESTIGATORS),
                        helper=lambda: WhitehallMysteryAgent("heuristic"),
                        delegate=delegated)
