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
    (15, "relit", 161, "de9bec982b7130f49d66370213e9394b03f92a6e8ddb58fb250112770afe2094"),
    (0, "swallowed", 145, "e79964131470bcc0d4c8b0c78c1e584891101dc6720c1ff7c4945e07abec9584"),
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
