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
    (16, "relit", 86, "93e9a06128eb37adfe8bfcf6ce78cc19b07fb69d824ee73cdf93ee77bcf67f18"),
    (3, "swallowed", 146, "fd502fdba13ef2c694d9a8d657c6168128a7820e806dbefc465952f4fc23570c"),
]
"""(seed, ending, actions, final state hash) of two-investigator games; in both a
Whispered Pact is gained face down (in the victory it is flipped at a reckoning)."""


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
