"""Fixtures of the Arkham Horror tests: the game object and a way to reach a decision
of a given kind by playing set-up with fixed choices."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from eerie.core.chance import sample
from eerie.games.arkham.game import GAME, ArkhamHorror
from eerie.games.arkham.state import ArkhamState

Driver = Callable[..., ArkhamState]


@pytest.fixture
def game() -> ArkhamHorror:
    """The game object."""
    return GAME


def top(st: ArkhamState) -> str:
    """The kind of the frame deciding now."""
    return str(st.stack[-1]["k"]) if st.stack else ""


@pytest.fixture
def drive() -> Driver:
    """``drive(players=2, until=pred, seed=0)``: a new game played (chance sampled
    with a seeded generator, people taking the first option, turns ended at once) until
    ``until(state)`` holds."""

    def run(players: int = 2, until: Callable[[ArkhamState], bool] | None = None,
            seed: int = 0, state: ArkhamState | None = None,
            limit: int = 5000) -> ArkhamState:
        rng = Random(seed)
        st = state if state is not None else GAME.setup({"players": players})
        for _ in range(limit):
            if until is not None and until(st):
                return st
            p = GAME.pending(st)
            if p.is_over:
                break
            if p.is_chance:
                oid = sample(p, rng)
            else:
                ids = p.ids()
                oid = "end" if "end" in ids else "keep" if "keep" in ids else ids[0]
            GAME.apply(st, p.actors[0], oid)
        if until is not None and not until(st):
            raise AssertionError("the game never reached the state asked for")
        return st

    return run


@pytest.fixture
def at() -> Callable[[str], Callable[[ArkhamState], bool]]:
    """``at("turn")``: a predicate true when a frame of that kind decides."""
    def pred(kind: str) -> Callable[[ArkhamState], bool]:
        return lambda st: not st.result and top(st) == kind
    return pred


def ctx_of(st: ArkhamState) -> Any:
    """A context for calling rules directly in a test."""
    from eerie.script.interpreter import Ctx

    return Ctx(st)
