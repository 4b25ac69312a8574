"""The heuristic investigator plays legal options to the end of seeded games and does
better than random play (a small measured run)."""

from __future__ import annotations

from random import Random

from eerie.ai.agents import make_agent
from eerie.core.agent import play_out
from eerie.games.arkham.ai import ArkhamAgent
from eerie.games.arkham.game import GAME


def test_heuristic_games_end_and_take_only_legal_options() -> None:
    for seed in range(3):
        st = GAME.setup({"players": 2})
        result = play_out(GAME, st, [ArkhamAgent(), ArkhamAgent()], Random(seed))
        assert result.outcome.ending in ("relit", "swallowed", "dawn", "fallen")


def test_the_heuristic_researches_more_than_random_play() -> None:
    def clues(agent: str) -> int:
        total = 0
        for seed in range(6):
            st = GAME.setup({"players": 2})
            agents = [ArkhamAgent() if agent == "heuristic" else make_agent(GAME, "random")
                      for _ in range(2)]
            play_out(GAME, st, agents, Random(seed))
            total += st.variables["sheet_clues"]
        return total

    assert clues("heuristic") > clues("random")
