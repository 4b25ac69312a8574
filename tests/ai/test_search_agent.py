"""The ``search`` AI level on the real games: listed, constructible, plays legally."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import pytest
from typer.testing import CliRunner

from eerie.ai import search_presets
from eerie.ai.agents import agent_names, make_agent
from eerie.ai.mcts import SearchAgent, SearchConfig
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.registry import game_ids, get_game
from tests.ai.toys import Nim


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_a_search_level(game_id: str) -> None:
    game = get_game(game_id)
    # offered unless the game opts out (Mansions: measured weaker than its heuristic)
    assert (agent_names(game)[-1] == "search") == game.offers_search
    agent = make_agent(game, "search")
    assert isinstance(agent, SearchAgent) and agent.name == "search"
    assert make_agent(game, "search") is not agent  # a fresh agent per seat


class TunedNim(Nim):
    """A game that brings its own search settings and evaluation."""

    id = "toy-tuned-nim"
    search_settings: ClassVar[dict[str, Any]] = {
        "iterations": 40, "rollout_depth": 2, "exploration": 0.5}

    def search_evaluation(self, state: Any) -> list[float]:
        return [0.25] * state.seats


def test_a_game_can_bring_its_own_search_settings() -> None:
    game = TunedNim()
    agent = make_agent(game, "search")
    assert isinstance(agent, SearchAgent)
    cfg = agent.config
    assert (cfg.iterations, cfg.rollout_depth, cfg.exploration) == (40, 2, 0.5)
    assert cfg.evaluate is not None
    st = game.setup({"pile": 30})
    assert list(cfg.evaluate(game, st)) == [0.25, 0.25]
    choice = agent.choose(game, lambda: game.view(st, 0), ["take:1", "take:2", "take:3"], 0,
                          Random(1))
    assert choice in ("take:1", "take:2", "take:3")
    assert agent.last is not None and agent.last.iterations == 40


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


@pytest.mark.parametrize("players", [2, 4, 7])
def test_search_plays_fearsome_floors(players: int) -> None:
    game = get_game("fearsome-floors")
    st = game.setup({"players": players})
    agents = {0: small(game, 10), players - 1: small(game, 10)}
    searched = drive(game, st, agents, decisions=16, seed=3)
    assert len(searched) == 2


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


def test_whitehall_set_up_is_left_to_the_heuristic() -> None:
    game = get_game("whitehall-mystery")
    st = game.setup({})
    jack = small(game, 5)
    legal = game.legal_actions(st)[1]
    choice = jack.choose(game, lambda: game.view(st, 0), legal, 0, Random(1))
    assert choice in legal and jack.last is None  # a crime scene, picked by the helper


def test_search_is_deterministic_for_a_seed_on_a_real_game() -> None:
    game = get_game("fearsome-floors")

    def first_choices() -> list[str]:
        st = game.setup({"players": 3})
        agent = small(game, 15)
        out: list[str] = []
        for _ in range(4):
            actors, legal = game.legal_actions(st)
            seat = actors[0]
            if seat == CHANCE:
                break

            def observe(s: Any = st, a: int = seat) -> dict[str, Any]:
                return game.view(s, a)

            c = agent.choose(game, observe, legal, seat, Random(len(out)))
            out.append(c)
            game.apply(st, seat, c)
        return out

    assert first_choices() == first_choices()


@pytest.fixture
def tiny_presets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every preset cheap so whole games finish quickly."""
    preset = search_presets.search_config
    monkeypatch.setattr(search_presets, "search_config", lambda game: _shrunk(preset(game)))


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
