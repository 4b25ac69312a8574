"""MCTS and ISMCTS on toy games: winning moves, chance, teams, seeds, budgets, and that
ISMCTS only ever searches determinizations of its view."""

from __future__ import annotations

import time
from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from eerie.ai.mcts import (
    AgentRollout,
    SearchAgent,
    SearchConfig,
    ismcts,
    mcts,
    neutral_evaluation,
)
from eerie.core.agent import Observe, play_out
from eerie.core.game import Game
from tests.ai.toys import Cups, Gamble, Nim, nim_best_moves, nim_values

NIM = Nim()


@pytest.mark.parametrize("config", [
    {"pile": 5},
    {"pile": 7},
    {"pile": 10},
    {"pile": 6, "chance": True},
    {"pile": 9, "chance": True},
    {"pile": 5, "seats": 3, "teams": [0, 1, 0]},
    {"pile": 6, "seats": 4, "teams": [0, 1, 0, 1]},
    {"pile": 10, "seats": 4, "teams": [0, 1, 0, 1]},
    {"pile": 9, "seats": 7, "teams": [0, 1, 0, 1, 0, 1, 1]},
])
def test_mcts_finds_the_best_nim_move(config: dict[str, Any]) -> None:
    st = NIM.setup(config)
    best = nim_best_moves(NIM, st)
    assert len(best) < len(NIM.legal_actions(st)[1])  # the position has a wrong move
    result = mcts(NIM, st, 0, SearchConfig(iterations=3000, exploration=1.0), Random(1))
    assert result.action in best, (result.stats(), best)
    assert st.pile == config["pile"]  # the searched state itself is untouched


def test_team_mates_play_for_the_team() -> None:
    # seat 1 moves with 3 stones left; taking all 3 wins for seats 1 and 2 together
    st = NIM.setup({"pile": 3, "seats": 3, "teams": [0, 1, 1]})
    st.to_move = 1
    assert nim_values(NIM, st) == (0.0, 1.0, 1.0)
    result = mcts(NIM, st, 1, SearchConfig(iterations=300), Random(2))
    assert result.action == "take:3"


def test_chance_is_sampled_by_its_probabilities() -> None:
    game = Gamble()
    st = game.setup({})
    result = mcts(game, st, 0, SearchConfig(iterations=2000), Random(3))
    assert result.action == "safe"
    safe = result.root.children["safe"]
    assert safe.mean == pytest.approx(0.8, abs=0.05)
    assert safe.outcomes["win"].visits / safe.visits == pytest.approx(0.8, abs=0.05)
    risky = result.root.children["risky"]
    assert set(risky.outcomes) <= {"win", *(f"lose{k}" for k in range(5))}
    assert game.chance_calls >= 2000  # chance was drawn by the search, iteration by iteration
    assert st.bet == "" and st.result == ""


def test_same_seed_same_search() -> None:
    st = NIM.setup({"pile": 12, "chance": True})
    cfg = SearchConfig(iterations=400)
    a = mcts(NIM, st, 0, cfg, Random(7))
    b = mcts(NIM, st, 0, cfg, Random(7))
    assert a.stats() == b.stats() and a.action == b.action
    assert a.root.size() == b.root.size()


def test_same_seed_same_game_with_search_agents() -> None:
    def game_actions(seed: int) -> list[tuple[int, str]]:
        st = NIM.setup({"pile": 15, "chance": True, "seats": 3})
        agents = [SearchAgent(SearchConfig(iterations=60)) for _ in range(3)]
        return play_out(NIM, st, agents, Random(seed)).actions

    assert game_actions(5) == game_actions(5)


def test_time_budget_is_respected() -> None:
    st = NIM.setup({"pile": 60, "chance": True})
    t0 = time.perf_counter()
    result = mcts(NIM, st, 0, SearchConfig(iterations=None, seconds=0.15), Random(1))
    elapsed = time.perf_counter() - t0
    assert result.iterations > 10
    assert elapsed < 2.0  # generous: the search checks the clock every iteration
    both = mcts(NIM, st, 0, SearchConfig(iterations=25, seconds=30.0), Random(1))
    assert both.iterations == 25


def test_config_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        SearchConfig(iterations=None, seconds=None)
    with pytest.raises(ValueError):
        SearchConfig(iterations=0)


def test_capped_rollouts_use_the_evaluation() -> None:
    calls: list[int] = []

    def evaluate(game: Game[Any], state: Any) -> list[float]:
        calls.append(state.pile)
        return [0.5, 0.5]

    st = NIM.setup({"pile": 40})
    result = mcts(NIM, st, 0, SearchConfig(iterations=50, rollout_depth=3, evaluate=evaluate),
                  Random(1))
    assert len(calls) == 50 and min(calls) > 0
    assert result.action in NIM.legal_actions(st)[1]
    assert neutral_evaluation(NIM, st) == [0.5, 0.5]


class TakeOne:
    """Always takes one stone (counts its decisions)."""

    name = "take-one"
    calls = 0

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        TakeOne.calls += 1
        observe()
        return "take:1"


def test_rollouts_can_be_played_by_agents() -> None:
    TakeOne.calls = 0
    st = NIM.setup({"pile": 9})
    cfg = SearchConfig(iterations=200, rollout=AgentRollout(TakeOne, "take-one"))
    result = mcts(NIM, st, 0, cfg, Random(1))
    assert TakeOne.calls > 100
    assert result.action in NIM.legal_actions(st)[1]


def test_opponents_can_play_their_modelled_policy_in_the_tree() -> None:
    st = NIM.setup({"pile": 9})
    cfg = SearchConfig(iterations=300, rollout=AgentRollout(TakeOne, "take-one"),
                       opponents="policy")
    result = mcts(NIM, st, 0, cfg, Random(1))
    for node in result.root.children.values():
        assert set(node.children) <= {"take:1"}  # the opponent only ever replies as modelled
    assert result.action in NIM.legal_actions(st)[1]
    with pytest.raises(ValueError):
        SearchConfig(opponents="nobody")


def test_ismcts_searches_only_determinizations_of_the_view() -> None:
    game = Cups()
    real = game.setup({"ball": 2})
    game.seen.clear()

    def observe() -> dict[str, Any]:
        return game.view(real, 1)

    assert "ball" not in observe()
    agent = SearchAgent(SearchConfig(iterations=300))
    legal = ["cup:0", "cup:1", "cup:2", "cup:3"]
    choice = agent.choose(game, observe, legal, 1, Random(4))
    assert choice in ("cup:0", "cup:2")  # the even cups: the hint rules out the others
    assert id(real) not in game.seen
    assert game.seen  # the search did run on states...
    assert game.determinized == 300  # ...each iteration a fresh determinization
    assert agent.last is not None
    assert agent.last.root.children["cup:0"].mean == pytest.approx(0.5, abs=0.15)
    assert agent.last.root.children["cup:1"].mean == 0.0


def test_ismcts_function_matches_the_agent() -> None:
    game = Cups()
    real = game.setup({"ball": 1})
    view = game.view(real, 1)
    r = ismcts(game, view, 1, ["cup:0", "cup:1", "cup:2", "cup:3"],
               SearchConfig(iterations=200), Random(1))
    assert r.action in ("cup:1", "cup:3") and r.iterations == 200
