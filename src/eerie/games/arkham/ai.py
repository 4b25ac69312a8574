"""A simple heuristic investigator (the generic ``random`` level plays any legal option).

It rebuilds the state from its view (nothing is secret) and, at each decision:

* in a turn: an engaged investigator attacks a monster it can likely defeat, else
  evades; otherwise it researches its clues, wards doom in its space (first when an
  anomaly threatens), moves towards the best space (a neighbourhood with a clue, doom
  to ward; paying only when the gain is worth it), focuses, gathers money, or ends;
* in a test: casts a spell when its sanity allows, rerolls failed dice with focus or
  (when the test would fail) with clues;
* pays and buys when it can afford to, and ends trades at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.games.arkham import board
from eerie.games.arkham.actions import attack_targets
from eerie.games.arkham.state import ArkhamState

DOOM_VALUE = 1.5
"""What a doom to ward in a space is worth to a move."""
CLUE_VALUE = 3.0
"""What a neighbourhood's clue is worth to a move into it."""
MONEY_COST = 1.0
"""What paying $1 for a move costs."""


class ArkhamAgent:
    """The heuristic investigator (see the module text)."""

    name = "heuristic"

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Pick one of ``legal``."""
        st: ArkhamState = game.determinize(observe(), seat, rng)
        kind = st.stack[-1]["k"] if st.stack else ""
        pick = {"turn": self._turn, "test": self._test, "pay": _pay, "buy": _buy,
                "trade": _trade}.get(kind)
        choice = pick(st, legal) if pick is not None else None
        return choice if choice is not None and choice in legal else legal[0]

    def _turn(self, st: ArkhamState, legal: Sequence[str]) -> str:
        frame = st.stack[-1]
        seat = frame["seat"]
        inv = st.invs[seat]
        here = inv["space"]
        engaged = board.engaged_with(st, seat)
        attacks = [o for o in legal if o.startswith("attack:")]
        if engaged:
            strength = st.content.investigators[inv["id"]].skills["strength"]
            targets = attack_targets(st, here)
            for o in attacks:
                m = targets[o]
                mon = st.content.monsters[m["kind"]]
                if (strength + mon.attack + 1) / 3 >= mon.health - m["damage"] - 0.5:
                    return o
            if "evade" in legal:
                return "evade"
            return attacks[0] if attacks else _first(legal, "focus:", "end")
        if "research" in legal:
            return "research"
        nb = st.content.neighbourhood_of[here]
        if "ward" in legal and (st.doom.get(here, 0) >= 2 or board.nb_doom(st, nb) >= 3
                                or nb in st.anomalies or st.doom.get(here, 0) >= 1):
            return "ward"
        move = _best_move(st, seat, legal)
        if move is not None:
            return move
        for skill in ("observation", "lore", "will"):
            if f"focus:{skill}" in legal:
                return f"focus:{skill}"
        return "gather" if "gather" in legal else "end"

    def _test(self, st: ArkhamState, legal: Sequence[str]) -> str:
        f = st.stack[-1]
        inv = st.invs[f["seat"]]
        sanity = st.content.investigators[inv["id"]].sanity
        casts = [o for o in legal if o.startswith("cast:")]
        if f["stage"] == "cast":
            paid = [o for o in casts if o.endswith(":remnant")]
            if paid:
                return paid[0]
            if casts and sanity - inv["horror"] > 2:
                return casts[0]
            return "roll"
        focus = [o for o in legal if o.startswith("reroll:focus:")]
        if focus and (f["hits"] == 0 or f["purpose"] in ("ward", "attack", "evade")):
            return focus[0]
        if "reroll:clue" in legal and f["hits"] == 0 and f["purpose"] not in ("research",):
            return "reroll:clue"
        return "keep"


def _first(legal: Sequence[str], *prefixes: str) -> str:
    for p in prefixes:
        for o in legal:
            if o.startswith(p):
                return o
    return legal[0]


def _best_move(st: ArkhamState, seat: int, legal: Sequence[str]) -> str | None:
    """The move worth most, if any is worth making."""
    here = st.invs[seat]["space"]
    c = st.content
    ready = {m["space"] for m in st.monsters if m["engaged"] < 0 and not m["exhausted"]}

    def value(space: str) -> float:
        nb = c.neighbourhood_of[space]
        v = DOOM_VALUE * min(3, st.doom.get(space, 0))
        if nb and st.clues.get(nb, 0):
            v += CLUE_VALUE
        if space in ready:
            v -= 2.0
        return v

    best, best_v = None, value(here) + 0.5
    for o in legal:
        if not o.startswith("move:"):
            continue
        space = o.partition(":")[2]
        cost = max(0, c.distance(here, space) - 2)
        v = value(space) - MONEY_COST * cost
        if v > best_v:
            best, best_v = o, v
    return best


def _pay(st: ArkhamState, legal: Sequence[str]) -> str:
    return "pay" if "pay" in legal else legal[0]


def _buy(st: ArkhamState, legal: Sequence[str]) -> str:
    buys = [o for o in legal if o.startswith("buy:")]
    if not buys:
        return "skip"
    lib = st.content.assets
    return max(buys, key=lambda o: (lib[o.partition(":")[2]].bonus, o))


def _trade(st: ArkhamState, legal: Sequence[str]) -> str:
    return "done"


__all__ = ["ArkhamAgent"]
