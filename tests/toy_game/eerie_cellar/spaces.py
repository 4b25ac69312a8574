"""What the research adapters need of the Candle Cellar: the action space, a flat
encoder of views and the OpenSpiel traits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from eerie.adapters.encoders import Blocks, Encoder, Planes, frac
from eerie.adapters.traits import Traits
from eerie.core.game import Game
from eerie_cellar.game import INTERPRETER
from eerie_cellar.language import FACES
from eerie_cellar.scenario import load


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Every choice option by index, every die face, every whispered value."""
    sc = load(config["scenario"])
    steps = [s for e in sc.events for _, s in INTERPRETER.language.walk(e.steps)]
    widest = max((len(s.options) for s in steps if s.do == "choice"), default=0)
    whispers = sorted({v for s in steps if s.do == "whisper" for v in s.values})
    return ([f"opt:{i}" for i in range(widest)] + [f"roll:{n}" for n in FACES]
            + [f"whisper:{v}" for v in whispers])


class CellarEncoder(Encoder):
    """Round, lantern bearer, observer, result, each scenario variable (scaled by 10;
    a whispered one only where the view has it) and whether it is known."""

    def __init__(self, config: Mapping[str, Any]) -> None:
        self.names = sorted(load(config["scenario"]).variables)
        self.blocks = Blocks()
        for name, size in (("round", 1), ("turn", 2), ("seat", 3), ("result", 2),
                           ("values", len(self.names)), ("known", len(self.names))):
            self.blocks.add(name, size)

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """The vector of one view."""
        out = np.zeros(self.shape, dtype=np.float32)
        b = self.blocks.start
        out[b("round")] = frac(view["round"], 20)
        out[b("turn") + view["turn"]] = 1
        out[b("seat") + (2 if seat is None else seat)] = 1
        if view["result"]:
            out[b("result") + (view["result"] == "defeat")] = 1
        for i, name in enumerate(self.names):
            if name in view["variables"]:
                out[b("values") + i] = frac(view["variables"][name], 10)
                out[b("known") + i] = 1
        return out


def encoder(game: Game[Any], config: Mapping[str, Any]) -> CellarEncoder:
    """The encoder for a normalised config."""
    return CellarEncoder(config)


TRAITS = Traits(stochastic=True, players=(1, 2), max_length=lambda game, config: 40,
                chance_prefixes=("roll", "whisper"))
"""The candle lasts at most 7 rounds of at most two choices each: well under 40."""
