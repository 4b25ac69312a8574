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
    (15, "relit", 126, "0848f70626a23fa6eabaa6007dd096abe41db12e382ba29b6384077e6d939d0a"),
    (0, "swallowed", 105, "1d55da7457c14a6f69346b445c5bd3ecd9a469a1424df84d46af631b4c7ec589"),
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
