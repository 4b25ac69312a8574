"""The Candle Cellar's own AI level, ``lantern``: it reads only its seat's view, unlocks
the door as soon as it can, and opens the crate it heard whispered (the first crate when
it heard nothing)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.agent import Observe
from eerie.core.game import Game


class LanternAgent:
    """See the module text."""

    name = "lantern"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Unlock, else the whispered crate, else any crate, else by chance."""
        view = observe()
        top = view["stack"][-1] if view["stack"] else {}
        heard = view["variables"].get("key_crate") if "key_crate" in view["hidden"] else None
        if top.get("path", [])[:2] == ["event", "crates"] and heard is not None:
            return f"opt:{int(heard) - 1}"
        for wanted in ("opt:2", "opt:0"):
            if wanted in legal:
                return wanted
        return legal[rng.randrange(len(legal))]
