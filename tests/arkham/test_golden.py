"""Whole seeded games of the introductory scenario by the heuristic team, pinned by the
final state's hash: one to victory, one to defeat. A deliberate change of the rules or
the content changes these hashes (re-pin them after checking the games still end as
said); an accidental one is caught here."""

from __future__ import annotations

from random import Random

import pytest

from eerie.core.agent import play_out
from eerie.games.arkham.ai import ArkhamAgent
from eerie.games.arkham.game import GAME

GOLDEN = [
    (8, "relit", 183, "f98bd0aa07d81ce673708528030c1fe34e040c0eafe9669cf83ba553c99d5db7"),
    (0, "swallowed", 105, "22c2fc993be984401b9468851e6b865b0b6cfa3f3012614ddf28f8986c0355f4"),
]
"""(seed, ending, actions, final state hash) of two-investigator games."""


@pytest.mark.parametrize(("seed", "ending", "actions", "digest"), GOLDEN)
def test_a_seeded_game_ends_as_pinned(seed: int, ending: str, actions: int,
                                      digest: str) -> None:
    st = GAME.setup({"players": 2})
    result = play_out(GAME, st, [ArkhamAgent(), ArkhamAgent()], Random(seed))
    assert (result.outcome.ending, len(result.actions)) == (ending, actions)
    assert GAME.state_hash(st) == digest
    replay = GAME.setup({"players": 2})
    for actor, option in result.actions:
        GAME.apply(replay, actor, option)
    assert GAME.state_hash(replay) == digest
