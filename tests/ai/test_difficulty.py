"""Difficulty levels (issue 18, point 2): every game maps easy, normal, hard and strongest
to AI levels it has; agents are made for them by name; blunders are a measured share;
the strongest Whitehall Jack searches while its investigators follow the heuristic;
ladder files read back and name only difficulties."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

import pytest

from eerie.ai.agents import BlunderAgent, SeatLevelsAgent, agent_names, make_agent
from eerie.ai.mcts import SearchAgent
from eerie.core.agent import Observe
from eerie.core.difficulty import DIFFICULTIES, Difficulty, Ladder, Rating
from eerie.core.game import Game
from eerie.core.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_maps_each_difficulty_to_levels_it_has(game_id: str) -> None:
    game = get_game(game_id)
    levels = game.difficulties()
    assert list(levels) == list(DIFFICULTIES)
    known = {*agent_names(game), "search"}
    for name, difficulty in levels.items():
        assert difficulty.levels() <= known, (name, difficulty)
        assert make_agent(game, name) is not None
    # weaker first: a difficulty never blunders less than the one above it
    shares = [levels[d].blunder for d in DIFFICULTIES]
    assert shares == sorted(shares, reverse=True)
    ladder = game.ladder()
    if ladder is not None:  # a measured game's ladder rates every difficulty
        assert set(ladder.ratings) == set(DIFFICULTIES)


class First:
    """Always the first legal option."""

    name = "first"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        return legal[0]


def test_a_blunder_share_is_the_share_of_random_decisions() -> None:
    agent = BlunderAgent(First(), 0.25)
    rng = Random(1)
    legal = [str(i) for i in range(100)]
    game = get_game("fearsome-floors")
    off = sum(agent.choose(game, dict, legal, 0, rng) != "0" for _ in range(4000))
    assert 0.22 < off / 4000 < 0.28  # 0.25 * 99/100 expected
    assert BlunderAgent(First(), 0.9).choose(game, dict, ["only"], 0, rng) == "only"


def test_the_strongest_whitehall_jack_searches_and_its_investigators_do_not() -> None:
    game = get_game("whitehall-mystery")
    strongest = game.difficulties()["strongest"]
    assert strongest.level_for(0) == "search" and strongest.level_for(1) == "heuristic"
    agent = make_agent(game, "strongest")
    assert isinstance(agent, SeatLevelsAgent)
    from eerie.ai.agents import _level_agent

    assert isinstance(_level_agent(game, strongest.level_for(0), None), SearchAgent)


def test_a_blunder_share_must_be_below_one() -> None:
    with pytest.raises(ValueError, match="blunder"):
        Difficulty("heuristic", blunder=1.0)


def test_a_ladder_file_reads_back_and_names_only_difficulties() -> None:
    ladder = Ladder({"easy": Rating(1200, 1100, 1300), "hard": Rating(1800, 1700, 1900)},
                    games=40, command="python -m benchmarks.ladder", against="the game")
    again = Ladder.from_json(ladder.to_json())
    assert again.ratings["hard"] == Rating(1800, 1700, 1900) and again.against == "the game"
    assert again.ratings["easy"].show() == "1200 (1100-1300)"
    with pytest.raises(ValueError, match="unknown difficulties"):
        Ladder.from_json('{"games": 1, "command": "x", "ratings": '
                         '{"genius": {"elo": 1, "low": 0, "high": 2}}}')
    with pytest.raises(ValueError, match="not a ladder file"):
        Ladder.from_json("[]")


def test_an_unknown_name_lists_the_difficulties_too() -> None:
    with pytest.raises(ValueError, match="easy, normal, hard, strongest, random"):
        make_agent(get_game("fearsome-floors"), "genius")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_s_search_makes_a_legal_choice_within_an_iteration_budget(
        game_id: str) -> None:
    """Issue 18, points 3 and 4: each game's search preset (Betrayal's and Arkham's are
    their packages' own: heuristic rollouts, anchored) decides within the budget a table
    sets, the same way twice for one seed."""
    from eerie.ai.agents import Budget
    from eerie.core.chance import sample

    game = get_game(game_id)
    state = game.setup(game.normalize_config({}))
    rng = Random(2)
    helper = make_agent(game, "hard")
    for _ in range(300):
        p = game.pending(state)
        assert not p.is_over
        if p.is_chance:
            game.apply(state, p.actors[0], sample(p, rng))
            continue
        seat, legal = p.actors[0], p.ids()
        if len(legal) > 1:
            break
        view = game.view(state, seat)
        game.apply(state, seat, helper.choose(game, lambda v=view: v, legal, seat, rng))
    view = game.view(state, seat)
    picks = {make_agent(game, "search", Budget(iterations=2)).choose(
        game, lambda: view, legal, seat, Random(9)) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(legal)


def test_eerie_validate_knows_ladder_files(tmp_path: Any) -> None:
    """``ladder.json`` lives in a game's package: ``eerie validate`` of the package's
    folder checks it as a ladder, not as an unknown format."""
    from pathlib import Path

    from eerie.cli.validation import problems_of

    for game_id in game_ids():
        game = get_game(game_id)
        if game.ladder() is not None:
            from importlib import resources

            path = Path(str(resources.files(game.packages()[0]))) / "ladder.json"
            assert problems_of(path) == [], game_id
    bad = tmp_path / "ladder.json"
    bad.write_text('{"format": "eerie-ladder", "games": 3, "command": "x", '
                   '"ratings": {"genius": {"elo": 1, "low": 0, "high": 2}}}')
    [problem] = problems_of(bad)
    assert problem.text.key == "cli.validate.bad_ladder"
