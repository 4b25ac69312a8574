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
    (16, "relit", 107, "89d5ce02e00f922e1e3ebc7a61f583dd94469f18837d0f75b204cea396b0d811"),
    (15, "swallowed", 196, "4b0b0d6ae638051a566696b22e7fa942316ac9231f86ae0a0f2390a567f21206"),
]
"""(seed, ending, actions, final state hash) of two-investigator games: in the victory
an ally drawn from the ally deck takes damage twice and is discarded when full; in the
defeat a spell and an ally are gained, the ally is discarded the same way, and a
Tide-Mark gained face down is flipped at a reckoning."""


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
