"""Fake AI agents for the AI pool's tests (worker processes import this module too).

``stalling`` agents wait while the file named by ``$EERIE_TEST_STALL`` exists (at most a
minute), after writing their process id to that name plus ``.busy``; ``lying`` agents
answer an option that never exists.
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from pathlib import Path
from random import Random
from typing import Any

from eerie.ai.agents import Budget
from eerie.core.agent import Agent, Observe
from eerie.core.game import Game

STALL = "EERIE_TEST_STALL"


class Stall:
    """Thinks for as long as the stall file exists, then plays the first option."""

    name = "stall"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """The first legal option, once the stall file is gone."""
        flag = Path(os.environ[STALL])
        if flag.exists():
            Path(f"{flag}.busy").write_text(str(os.getpid()))
        deadline = time.monotonic() + 60
        while flag.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return legal[0]


class Liar:
    """Answers an option id no game has."""

    name = "liar"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Not one of ``legal``."""
        return "no-such-option"


def stalling(game: Game[Any], level: str, budget: Budget) -> Agent:
    """A :class:`Stall` for any level."""
    return Stall()


def lying(game: Game[Any], level: str, budget: Budget) -> Agent:
    """A :class:`Liar` for any level."""
    return Liar()
