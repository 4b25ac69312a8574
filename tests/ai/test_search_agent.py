"""The ``search`` AI level on the real games: listed, constructible, plays legally."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.ai import search_presets
from eerie.ai.agents import agent_names, make_agent
from eerie.ai.mcts import SearchAgent, SearchConfig
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_a_search_level(game_id: str) -> None:
    game = get_game(game_id)
    assert agent_names(game)[-1] == "search"
    agent = make_agent(game, "search")
    assert isinstance(agent, SearchAgent) and agent.name == "search"
    assert make_agent(game, "search") is not agent  # a fresh agent per seat


def drive(game: Game[Any], state: Any, agents: dict[int, Any], decisions: int,
          seed: int) -> list[SearchAgent]:
    """Play until the agents in ``agents`` made ``decisions`` choices (other seats and
    chance random); every choice must be legal. Returns the agents that searched."""
    rng = Random(seed)
    made = 0
    while made < decisions:
        actors, legal = game.legal_actions(state)
        assert actors, "the game ended early"
        actor = actors[0]
        if actor == CHANCE:
            choice = sample_outcome(game.chance_outcomes(state), rng)
        elif actor in agents:
            def observe(s: Any = state, a: int = actor) -> dict[str, Any]:
                return game.view(s, a)

            choice = agents[actor].choose(game, observe, legal, actor, Random(rng.random()))
            assert choice in legal
            made += 1
        else:
            choice = legal[rng.randrange(len(legal))]
        game.apply(state, actor, choice)
    return [a for a in agents.values() if a.last is not None]


def small(game: Game[Any], iterations: int) -> SearchAgent:
    agent = make_agent(game, "search")
    assert isinstance(agent, SearchAgent)
    agent.config.iterations = iterations
    return agent


def test_search_plays_fearsome_floors() -> None:
    game = get_game("fearsome-floors")
    st = game.setup({"players": 4})
    agent = small(game, 12)
    searched = drive(game, st, {0: agent}, decisions=12, seed=3)
    assert searched
    # consecutive decisions of one figure's move build on the same tree
    assert agent.last is not None


def test_fearsome_floors_search_reuses_its_tree_within_a_move() -> None:
    game = get_game("fearsome-floors")
    st = game.setup({"players": 2})
    agent = small(game, 30)
    legal = game.legal_actions(st)[1]
    first = agent.choose(game, lambda: game.view(st, 0), legal, 0, Random(1))
    game.apply(st, 0, first)
    legal = game.legal_actions(st)[1]
    assert len(legal) > 1
    agent.choose(game, lambda: game.view(st, 0), legal, 0, Random(2))
    assert agent.last is not None and agent.last.root.visits > 30


def test_search_plays_whitehall_both_sides() -> None:
    game = get_game("whitehall-mystery")
    st = game.setup({})
    agents = {seat: small(game, 6) for seat in range(4)}
    searched = drive(game, st, agents, decisions=40, seed=5)
    assert {0, 1} <= {seat for seat, a in agents.items() if a in searched}


def test_search_is_deterministic_for_a_seed_on_a_real_game() -> None:
    game = get_game("fearsome-floors")

    def first_choices() -> list[str]:
        st = game.setup({"players": 3})
        agent = small(game, 15)
        out = []
        for _ in range(4):
            actors, legal = game.legal_actions(st)
            if actors[0] == CHANCE:
                break
            c = agent.choose(game, lambda s=st, a=actors[0]: game.view(s, a), legal,
                             actors[0], Random(len(out)))
            out.append(c)
            game.apply(st, actors[0], c)
        return out

    assert first_choices() == first_choices()


@pytest.fixture
def tiny_presets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every preset cheap so whole games finish quickly."""
    fast = {gid: (lambda f=f: _shrunk(f())) for gid, f in search_presets.PRESETS.items()}
    monkeypatch.setattr(search_presets, "PRESETS", fast)


def _shrunk(cfg: SearchConfig) -> SearchConfig:
    cfg.iterations = 2
    cfg.rollout_depth = 4
    return cfg


def test_cli_simulate_and_play_with_search(tiny_presets: None, tmp_path: Any) -> None:
    from eerie.cli.main import app

    runner = CliRunner()
    res = runner.invoke(app, ["simulate", "whitehall-mystery", "--agents",
                              "search,heuristic", "-n", "1"])
    assert res.exit_code == 0, res.output
    assert "search" in res.output
    res = runner.invoke(app, ["simulate", "fearsome-floors", "--players", "2", "--agents",
                              "search,heuristic", "-n", "1"])
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["play", "fearsome-floors", "--players", "2", "--ai",
                              "1:heuristic,2:search", "--seed", "3",
                              "--save", str(tmp_path / "g.json")])
    assert res.exit_code == 0, res.output
