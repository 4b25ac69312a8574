"""Bradley-Terry ratings of AI levels (eerie.sim.ladder)."""

from __future__ import annotations

import math
from random import Random

import pytest

from eerie.sim.ladder import GAME, Comparison, comparisons, fit, ladder
from eerie.sim.runner import GameResult


def _result(agents: list[str], winners: list[int], shared: bool = False) -> GameResult:
    return GameResult(index=0, seed=0, agents=agents, winners=winners,
                      scores=[0.0] * len(agents), actions=0, decisions=0, rounds=0,
                      shared=shared)


def test_a_winner_beats_each_loser_of_another_level_once() -> None:
    got = comparisons(_result(["a", "b", "b", "c"], [0]))
    assert got == [Comparison("a", "b"), Comparison("a", "c")]
    # two winners of one level, losers of the same level: one comparison
    assert comparisons(_result(["a", "a", "b"], [0, 1])) == [Comparison("a", "b")]


def test_a_team_game_marks_the_first_team_s_side() -> None:
    jack_won = comparisons(_result(["x", "y", "y", "y"], [0]), first_team=[0])
    assert jack_won == [Comparison("x", "y", 1)]
    jack_lost = comparisons(_result(["x", "y", "y", "y"], [1, 2, 3]), first_team=[0])
    assert jack_lost == [Comparison("y", "x", -1)]


def test_a_co_operative_game_is_a_match_against_the_game() -> None:
    won = _result(["n", "n"], [0, 1], shared=True)
    assert comparisons(won, cooperative=True) == [Comparison("n", GAME)]
    assert comparisons(_result(["n", "n"], [], shared=True), cooperative=True) == [
        Comparison(GAME, "n")]
    with pytest.raises(ValueError, match="one level"):
        comparisons(_result(["n", "h"], [], shared=True), cooperative=True)
    # a team game with one level everywhere (Whitehall's Jack and investigators alike)
    # compares nothing: no level beat another
    assert comparisons(_result(["n"] * 4, [0], shared=True), first_team=[0]) == []


def test_a_win_rate_against_the_game_gives_its_elo_rating() -> None:
    games = [[Comparison("hard", GAME)]] * 75 + [[Comparison(GAME, "hard")]] * 25
    ratings, _ = fit(games, ["hard"], fixed=GAME)
    # 3:1 odds are 400 * log10(3) = 191 points; the prior pulls it in by under a point
    assert ratings["hard"] == pytest.approx(1500 + 400 * math.log10(3), abs=1.0)
    assert ratings[GAME] == 1500


def test_ratings_recover_the_strengths_that_made_the_games() -> None:
    true = {"easy": 1200.0, "normal": 1450.0, "hard": 1700.0}
    rng = Random(3)
    games = []
    for _ in range(3000):
        a, b = rng.sample(sorted(true), 2)
        p = 1 / (1 + 10 ** ((true[b] - true[a]) / 400))
        games.append([Comparison(a, b) if rng.random() < p else Comparison(b, a)])
    rated = ladder(games, list(true), resamples=40)
    mean = sum(true.values()) / 3
    for name, elo in true.items():
        r = rated[name]
        assert r.low <= r.elo <= r.high
        assert abs(r.elo - (elo - mean + 1500)) < 40, (name, r)
    assert rated["easy"].high < rated["normal"].low < rated["normal"].high < rated["hard"].low


def test_the_first_team_s_advantage_is_fitted_apart_from_the_levels() -> None:
    rng = Random(5)
    games = []
    for _ in range(4000):  # equal levels, but the first team wins 3 games in 4
        a, b = rng.sample(["p", "q"], 2)  # a plays the first team
        games.append([Comparison(a, b, 1) if rng.random() < 0.75 else Comparison(b, a, -1)])
    ratings, advantage = fit(games, ["p", "q"])
    assert advantage == pytest.approx(400 * math.log10(3), abs=25)
    assert abs(ratings["p"] - ratings["q"]) < 25
