"""What the research adapters need of Arkham Horror: every option id in a fixed order,
a flat encoder of views and the OpenSpiel traits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from eerie.adapters.encoders import Blocks, Encoder, Planes, frac
from eerie.adapters.traits import Traits
from eerie.core.game import Game
from eerie.games.arkham.actions import TRADE_GOODS
from eerie.games.arkham.content import content, scenario
from eerie.games.arkham.schema import SKILLS, TOKENS

MAX_DICE = 20
"""More dice than any test can roll (skill, focus, two hands of bonuses, spells)."""
MAX_COPIES = 6
"""More monsters of one kind than can share a space."""
PHASES = ("setup", "action", "monster", "encounter", "mythos")


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Every option the game can offer with ``config``: decisions first, then chance
    outcomes (cards, tokens, dice, the places of a face-down condition deck)."""
    c = content()
    sc = scenario(config["scenario"])
    seats = range(int(config["players"]))
    assets = sorted(c.assets)
    out = [f"inv:{i}" for i in c.investigators]
    out += [f"next:{s}" for s in seats]
    out += [f"move:{s}" for s in c.spaces]
    out += ["gather", *(f"focus:{k}" for k in SKILLS), "ward"]
    out += [f"attack:{m}:{n}" for m in sorted(c.monsters) for n in range(MAX_COPIES)]
    out += ["evade", "research", "trade", "end", "done"]
    out += [f"use:{a}" for a in assets if c.assets[a].action]
    for verb in ("give", "take"):
        for s in seats:
            out += [f"{verb}:{s}:{g}" for g in TRADE_GOODS]
            out += [f"{verb}:{s}:asset:{a}" for a in assets]
    spells = [a for a in assets if c.assets[a].kind == "spell"]
    out += ["roll", *(f"cast:{a}" for a in spells), *(f"cast:{a}:remnant" for a in spells)]
    out += ["keep", *(f"reroll:focus:{k}" for k in SKILLS), "reroll:clue", "reroll:free"]
    out += ["assign:self", *(f"assign:{a}" for a in assets
                             if c.assets[a].health or c.assets[a].sanity)]
    out += ["pay", "decline", "skip", *(f"buy:{a}" for a in assets)]
    cards = sorted({*(e.id for e in sc.event_deck), *(a.id for a in sc.anomaly_deck),
                    *c.encounters, *c.monsters, *c.headlines, *assets})
    out += [f"card:{x}" for x in cards]
    out += [f"token:{t}" for t in TOKENS]
    out += [f"hits:{k}" for k in range(MAX_DICE + 1)]
    out += ["die:hit", "die:miss"]
    slots = max((sum(b.count for b in k.backs) for k in c.conditions.values()), default=0)
    out += [f"slot:{k}" for k in range(slots)]
    return out


class ArkhamEncoder(Encoder):
    """Round, phase, the scenario sheet, doom per space, clues and anomalies per
    neighbourhood, monsters per space, and each seat (relative to the observer): its
    space and its damage, horror, money, clues, remnants."""

    def __init__(self, config: Mapping[str, Any]) -> None:
        c = content()
        self.spaces = list(c.spaces)
        self.nbs = [nb.id for nb in c.city.neighbourhoods]
        self.players = int(config["players"])
        self.blocks = Blocks()
        for name, size in (("round", 1), ("phase", len(PHASES)), ("sheet", 2),
                           ("doom", len(self.spaces)), ("clues", len(self.nbs)),
                           ("anomaly", len(self.nbs)), ("monsters", len(self.spaces)),
                           ("where", self.players * len(self.spaces)),
                           ("stats", self.players * 5), ("result", 2)):
            self.blocks.add(name, size)

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """The vector of one view."""
        out = np.zeros(self.shape, dtype=np.float32)
        b = self.blocks.start
        out[b("round")] = frac(view["round"], 25)
        out[b("phase") + PHASES.index(view["phase"])] = 1
        out[b("sheet")] = frac(view["variables"].get("sheet_clues", 0), 10)
        out[b("sheet") + 1] = frac(view["variables"].get("sheet_doom", 0), 15)
        for i, s in enumerate(self.spaces):
            out[b("doom") + i] = frac(view["doom"].get(s, 0), 5)
            out[b("monsters") + i] = frac(sum(1 for m in view["monsters"]
                                              if m["space"] == s), 4)
        for i, nb in enumerate(self.nbs):
            out[b("clues") + i] = frac(view["clues"].get(nb, 0), 3)
            out[b("anomaly") + i] = 1.0 if nb in view["anomalies"] else 0.0
        me = seat or 0
        for k in range(self.players):
            inv = view["invs"][(me + k) % self.players]
            if inv["space"] is not None:
                out[b("where") + k * len(self.spaces) + self.spaces.index(inv["space"])] = 1
            for j, key in enumerate(("damage", "horror", "money", "clues", "remnants")):
                out[b("stats") + 5 * k + j] = frac(inv[key], 10)
        if view["result"]:
            out[b("result") + (view["result"] == "defeat")] = 1
        return out


def encoder(game: Game[Any], config: Mapping[str, Any]) -> ArkhamEncoder:
    """The encoder for a normalised config."""
    return ArkhamEncoder(config)


TRAITS = Traits(stochastic=True, players=(1, 4), max_length=lambda game, config: 4000,
                chance_prefixes=("card", "token", "hits", "die", "slot"))
"""A game lasts at most 20 rounds (the scenario's dawn), each of well under 200
decisions per table."""
