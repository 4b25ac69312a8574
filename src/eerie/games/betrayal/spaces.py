"""What the research adapters need of Betrayal: the action space, a flat encoder of
views and the OpenSpiel traits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from eerie.adapters.encoders import Blocks, Encoder, Planes, frac
from eerie.adapters.traits import Traits
from eerie.core.game import Game
from eerie.games.betrayal.game import INTERPRETER, MAX_PLAYERS
from eerie.games.betrayal.rules import MAX_DICE, MAX_MONSTERS, QUIET_ROUNDS
from eerie.games.betrayal.schema import FLOORS, SIDES, content
from eerie.games.betrayal.schema import TRAITS as TRAIT_NAMES

LINKS = ("up", "down", "chute", "stair")
MAX_TOTAL = 2 * MAX_DICE
"""The highest total of a roll (eight dice of at most 2)."""


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Every option the game can offer, in a fixed order."""
    lib = content()
    secrets = sorted({v for h in lib.haunts.values() for e in h.events
                      for _, s in INTERPRETER.language.walk(e.steps) if s.do == "secret"
                      for v in s.values})
    return ([f"go:{s}" for s in SIDES] + [f"explore:{s}" for s in SIDES]
            + [f"link:{k}" for k in LINKS]
            + [f"use:{c}" for c in sorted(lib.cards) if lib.cards[c].use]
            + [f"take:{c}" for c in sorted(lib.cards) if lib.cards[c].kept]
            + [f"attack:{s}" for s in range(MAX_PLAYERS)] + ["end", "hurt", "accept", "ignore"]
            + [f"attack:m{m}" for m in range(MAX_MONSTERS)]
            + sorted({f"act:{a.id}" for h in lib.haunts.values() for a in h.actions})
            + [f"steal:{c}" for c in sorted(lib.cards) if lib.cards[c].kept]
            + [f"rot:{r}" for r in range(4)] + [f"split:{k}" for k in range(MAX_TOTAL + 1)]
            + [f"tile:{r}" for r in sorted(lib.rooms) if not lib.rooms[r].start]
            + [f"card:{c}" for c in sorted(lib.cards)]
            + [f"sum:{t}" for t in range(MAX_TOTAL + 1)] + [f"value:{v}" for v in secrets])


class BetrayalEncoder(Encoder):
    """Round, the turn, the observer, the haunt and the traitor, each explorer's trait
    values, floor and place, whether dead, how many cards it holds; omens drawn, rooms
    placed, and the haunt's variables the view shows."""

    def __init__(self, config: Mapping[str, Any]) -> None:
        self.players = int(config["players"])
        self.vars = sorted({v for h in content().haunts.values() for v in h.variables})
        self.blocks = Blocks()
        n = self.players
        for name, size in (("round", 1), ("turn", n), ("seat", n + 1), ("haunt", 1),
                           ("traitor", n), ("traits", n * len(TRAIT_NAMES)),
                           ("floor", n * len(FLOORS)), ("xy", n * 2), ("dead", n),
                           ("cards", n), ("omens", 1), ("rooms", 1),
                           ("vars", len(self.vars)), ("known", len(self.vars))):
            self.blocks.add(name, size)

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """The vector of one view."""
        lib = content()
        out = np.zeros(self.shape, dtype=np.float32)
        b = self.blocks.start
        n = self.players
        out[b("round")] = frac(view["round"], QUIET_ROUNDS + 10)
        out[b("turn") + view["turn"]] = 1
        out[b("seat") + (n if seat is None else seat)] = 1
        out[b("haunt")] = 1.0 if view["haunt"] else 0.0
        if view["traitor"] >= 0:
            out[b("traitor") + view["traitor"]] = 1
        for s in range(n):
            explorer = lib.explorers[view["explorers"][s]]
            for i, t in enumerate(TRAIT_NAMES):
                mark = view["marks"][s][t]
                v = explorer.traits[t].track[mark - 1] if mark > 0 else 0
                out[b("traits") + s * len(TRAIT_NAMES) + i] = frac(v, 8)
            floor, x, y = view["cells"][s]
            out[b("floor") + s * len(FLOORS) + FLOORS.index(floor)] = 1
            out[b("xy") + 2 * s] = frac(x + 10, 20)
            out[b("xy") + 2 * s + 1] = frac(y + 10, 20)
            out[b("dead") + s] = 1.0 if view["dead"][s] else 0.0
            out[b("cards") + s] = frac(len(view["cards"][s]), 10)
        out[b("omens")] = frac(view["omens"], 10)
        out[b("rooms")] = frac(len(view["tiles"]), len(lib.rooms))
        for i, name in enumerate(self.vars):
            if name in view["variables"]:
                out[b("vars") + i] = frac(view["variables"][name], 10)
                out[b("known") + i] = 1
        return out


def encoder(game: Game[Any], config: Mapping[str, Any]) -> BetrayalEncoder:
    """The encoder for a normalised config."""
    return BetrayalEncoder(config)


def _max_length(game: Game[Any], config: Mapping[str, Any]) -> int:
    # a turn: at most 8 rooms entered (each discovery one more decision, the rotation),
    # each card used once or picked up, one attack, a steal and a damage split, the end;
    # the night lasts at most QUIET_ROUNDS rounds before the haunt, the haunt a bounded
    # number after it
    per_turn = 2 * MAX_DICE + 2 * len(content().cards) + 3 + 1
    rounds = QUIET_ROUNDS + 20
    return int(config["players"]) * rounds * per_turn


TRAITS = Traits(stochastic=True, players=(3, MAX_PLAYERS), max_length=_max_length,
                 chance_prefixes=("tile", "card", "sum", "value"))
"""OpenSpiel's facts (the haunt's rounds are bounded by its own goals: the Stopped
Clock's hour is at most nine strokes)."""
