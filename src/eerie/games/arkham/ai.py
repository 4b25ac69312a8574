"""A simple heuristic investigator (the generic ``random`` level plays any legal option).

It rebuilds the state from its view (the unknown condition backs dealt at random) and,
at each decision:

* in a turn: an engaged investigator attacks a monster it can likely defeat, else
  evades; otherwise it researches its clues, lets a card's action heal it when hurt
  (the only component action now), wards doom in its space, moves to the
  reachable space worth most with what lies beyond it (:func:`space_values`: clues to
  gather where no teammate already is and no anomaly replaces the deck, doom to ward,
  above all one short of an anomaly or in an anomaly it could close; paying only when
  the gain is worth it), focuses, gathers money, or ends;
* in a test: casts a spell when its sanity allows, takes its ability's free reroll,
  rerolls failed dice with focus (it keeps its clues for research, the scenario's goal);
* lets an ally take as much damage and horror as it can;
* pays and buys when it can afford to, and ends trades at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.games.arkham import board
from eerie.games.arkham.actions import attack_targets
from eerie.games.arkham.allies import share
from eerie.games.arkham.state import ArkhamState

DOOM_VALUE = 1.5
"""What a doom to ward in a space is worth to a move."""
CLUE_VALUE = 3.0
"""What a neighbourhood's clue is worth to a move into it."""
MONEY_COST = 1.0
"""What paying $1 for a move costs."""
ANOMALY_VALUE = 3.0
"""What a chance to close an anomaly (its neighbourhood's doom all warded) is worth."""
THREAT_VALUE = 2.0
"""What warding a space one doom short of opening an anomaly is worth."""
MONSTER_COST = 2.0
"""What a ready monster in a space costs a move into it."""
FAR_COST = 1.0
"""What each further step to a space worth reaching costs."""
STAY_BONUS = 0.5
"""How much more a move must be worth than staying."""


class ArkhamAgent:
    """The heuristic investigator (see the module text)."""

    name = "heuristic"

    def choose(self, game: Game[Any], observe: Any, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Pick one of ``legal``."""
        st: ArkhamState = game.determinize(observe(), seat, rng)
        kind = st.stack[-1]["k"] if st.stack else ""
        pick = {"turn": self._turn, "test": self._test, "pay": _pay, "buy": _buy,
                "trade": _trade, "assign": _assign}.get(kind)
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
        for o in legal:
            if o.startswith("use:") and inv["damage"] >= 2:
                return o
        if "ward" in legal:
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
        if "reroll:free" in legal:
            return "reroll:free"
        focus = [o for o in legal if o.startswith("reroll:focus:")]
        if focus and (f["hits"] == 0 or f["purpose"] in ("ward", "attack", "evade")):
            return focus[0]
        return "keep"


def _first(legal: Sequence[str], *prefixes: str) -> str:
    for p in prefixes:
        for o in legal:
            if o.startswith(p):
                return o
    return legal[0]


def space_values(st: ArkhamState, seat: int) -> dict[str, float]:
    """What ending a move in each space is worth to ``seat``'s investigator: a clue to
    gather in its neighbourhood (less where a teammate already encounters, nothing
    under an anomaly, whose deck replaces the neighbourhood's), doom to ward (more on
    a space about to open an anomaly and where an anomaly could be closed), less where
    a ready monster waits."""
    c = st.content
    inv = st.invs[seat]
    lore = c.investigators[inv["id"]].skills["lore"] + ("lore" in inv["focus"])
    hits = max(1, lore) / 3
    ready = {m["space"] for m in st.monsters if m["engaged"] < 0 and not m["exhausted"]}
    others: dict[str, int] = {}
    for s in board.on_board(st):
        if s != seat:
            nb = c.neighbourhood_of[st.invs[s]["space"]]
            others[nb] = others.get(nb, 0) + 1
    out = {}
    for space in c.spaces:
        nb = c.neighbourhood_of[space]
        doom = st.doom.get(space, 0)
        v = 0.0
        if nb and nb not in st.anomalies and st.clues.get(nb, 0):
            v += CLUE_VALUE * min(2, st.clues[nb]) / (1 + others.get(nb, 0))
        if doom:
            v += DOOM_VALUE * min(doom, 3 * hits)
            if nb in st.anomalies:
                v += ANOMALY_VALUE * hits / max(1, board.nb_doom(st, nb))
            elif nb and (doom + 1 >= board.ANOMALY_SPACE
                         or board.nb_doom(st, nb) + 2 >= board.ANOMALY_NEIGHBOURHOOD):
                v += THREAT_VALUE
        if space in ready:
            v -= MONSTER_COST
        out[space] = v
    return out


def _best_move(st: ArkhamState, seat: int, legal: Sequence[str]) -> str | None:
    """The move worth most, if any is worth making: a space's own worth, or that of
    the best space a later move could reach from it (less for each step further)."""
    here = st.invs[seat]["space"]
    c = st.content
    values = space_values(st, seat)

    def reach(space: str) -> float:
        return max(values[space], max(v - FAR_COST * c.distance(space, t)
                                      for t, v in values.items()))

    best, best_v = None, values[here] + STAY_BONUS
    for o in legal:
        if not o.startswith("move:"):
            continue
        space = o.partition(":")[2]
        cost = max(0, c.distance(here, space) - 2)
        v = reach(space) - MONEY_COST * cost
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


def _assign(st: ArkhamState, legal: Sequence[str]) -> str:
    """An ally takes what it can: the card that takes the most."""
    f = st.stack[-1]
    cards = [o for o in legal if o != "assign:self"]
    if not cards:
        return "assign:self"
    return max(cards, key=lambda o: (sum(share(st, f["seat"], o.partition(":")[2],
                                               f["damage"], f["horror"])), o))


def _trade(st: ArkhamState, legal: Sequence[str]) -> str:
    return "done"


__all__ = ["ArkhamAgent"]
