"""Helpers of the Betrayal tests: the rule markers, states at a chosen point, forcing
chance outcomes."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.core.decision import CHANCE
from eerie.games.betrayal.game import GAME
from eerie.games.betrayal.state import BETState
from tests.rules import rulebook

GAME_ID = "betrayal-at-house-on-the-hill"
rule = rulebook(GAME_ID, "betrayal-at-house-on-the-hill.zh.txt")
"""The rule marker for a passage of the (Chinese) Betrayal rulebook."""


def ruling(topic: str) -> pytest.MarkDecorator:
    """The rule marker for a ruling of shared/rulings.md (its Betrayal part)."""
    return pytest.mark.rule(GAME_ID, "rulings.md: Betrayal", topic)


def fresh(players: int = 3, **config: Any) -> BETState:
    """A new game (seat 0 begins when ``today`` is Dorothea's birthday)."""
    return GAME.setup({"players": players, "today": "03-14", **config})


def ids(st: BETState) -> list[str]:
    """The option ids of the decision now."""
    return GAME.pending(st).ids()


def act(st: BETState, option: str) -> None:
    """Apply ``option`` for whoever decides now (chance included)."""
    p = GAME.pending(st)
    assert option in p.ids(), (option, p.ids())
    GAME.apply(st, p.actors[0] if p.actors else CHANCE, option)


def top(st: BETState) -> dict[str, Any]:
    """The frame deciding now."""
    return st.stack[-1]
