"""What simulation reports say about outcomes: team results over games, each seat's
result and why, how games ended, means with intervals, the difficulty table and seat
balance (issue 12, part 1)."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.ai.agents import make_agent
from eerie.cli.main import app
from eerie.core.agent import play_out
from eerie.core.game import Team
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg
from eerie.sim.report import agent_rates, difficulty, summarize
from eerie.sim.runner import GameResult, SimSpec, run
from eerie.sim.stats import mean_interval, wilson_interval

runner = CliRunner()

JACK_AND_POLICE = (Team("jack", Msg("x"), (0,)), Team("police", Msg("y"), (1, 2, 3)))


def game(i: int, agents: list[str], winners: list[int], *, teams: list[str] | None = None,
         ending: str = "", results: list[str] | None = None,
         notes: list[list[str]] | None = None, rounds: int = 5) -> GameResult:
    return GameResult(index=i, seed=i, agents=agents, winners=winners,
                      scores=[0.0] * len(agents), actions=0, decisions=0, rounds=rounds,
                      shared=teams is not None, ending=ending, team_winners=teams or [],
                      seat_results=results or [], seat_notes=notes or [])


def invoke(*args: str) -> str:
    result = runner.invoke(app, ["simulate", *args])
    assert result.exit_code == 0, result.output
    return result.output


# --- statistics and summaries ------------------------------------------------------------

def test_mean_interval_is_the_normal_approximation() -> None:
    m, lo, hi = mean_interval([1.0, 2.0, 3.0, 4.0])
    half = 1.96 * math.sqrt(5 / 3) / 2  # sd of 1..4 is sqrt(5/3)
    assert m == 2.5 and lo == pytest.approx(2.5 - half) and hi == pytest.approx(2.5 + half)
    assert mean_interval([7.0]) == (7.0, 7.0, 7.0)
    # Kept within the values: a count or a 0/1 statistic never gets a negative bound.
    m, lo, hi = mean_interval([0.0, 0.0, 0.0, 1.0])
    assert lo == 0.0 and 0.25 < hi <= 1.0


def test_team_seats_of_one_level_are_one_trial_per_game() -> None:
    """Three investigators of one level winning 1 game of 4 are 1/4, not 3/12: the
    interval counts games (the issue's Whitehall example: 0.8-5.0% over 200 games)."""
    results = [game(i, ["h", "b", "b", "b"], [1, 2, 3] if i == 0 else [0],
                    teams=["police"] if i == 0 else ["jack"]) for i in range(4)]
    rates = agent_rates(results, JACK_AND_POLICE)
    assert (rates["b"].wins, rates["b"].games) == (1.0, 4)
    assert (rates["h"].wins, rates["h"].games) == (3.0, 4)
    assert rates["b"].interval == wilson_interval(1, 4)
    lo, hi = wilson_interval(4, 200)
    assert (round(100 * lo, 1), round(100 * hi, 1)) == (0.8, 5.0)
    s = summarize(results, JACK_AND_POLICE)
    assert (s["teams"]["police"].wins, s["teams"]["jack"].wins) == (1, 3)


def test_summary_counts_endings_seat_results_and_notes() -> None:
    team = (Team("all", Msg("x"), (0, 1)),)
    results = [
        game(0, ["h", "h"], [1], teams=["all"], ending="objective",
             results=["own_goal", "won"], notes=[["greed"], []]),
        game(1, ["h", "h"], [], ending="time_limit", results=["lost", "lost"], teams=[]),
        game(2, ["h", "h"], [0, 1], teams=["all"], ending="objective",
             results=["won", "won"], notes=[[], ["greed"]], rounds=9),
    ]
    s = summarize(results, team)
    assert s["teams"]["all"].wins == 2 and s["teams"]["all"].games == 3
    assert list(s["endings"]) == ["objective", "time_limit"]  # most frequent first
    assert s["endings"]["objective"].wins == 2
    assert {k: r.wins for k, r in s["seat_results"][0].items()} == {
        "own_goal": 1, "lost": 1, "won": 1}
    assert s["notes"] == {"greed": {"": 2, "own_goal": 1, "won": 1}}
    assert s["means"]["rounds"].mean == pytest.approx(19 / 3)
    assert s["means"]["rounds"].low < 19 / 3 < s["means"]["rounds"].high


def test_difficulty_rows_group_games_by_the_teams_levels() -> None:
    results = [game(i, ["h", "b", "b", "b"] if i % 2 else ["b", "h", "h", "h"],
                    [0] if i < 3 else [1, 2, 3], teams=["jack"] if i < 3 else ["police"])
               for i in range(6)]
    for r in results:
        r.stats = {"clues": float(r.index)}
    rows = difficulty(results, JACK_AND_POLICE)
    assert [(row.levels, row.games) for row in rows] == [(("b", "h"), 3), (("h", "b"), 3)]
    first = rows[0]  # games 0, 2, 4: Jack won 0 and 2
    assert [t.wins for t in first.teams] == [2, 1]
    assert first.stats["clues"].mean == 2.0


# --- the games declare their outcome keys ------------------------------------------------

@pytest.mark.parametrize("game_id", game_ids())
def test_every_outcome_key_is_declared_by_its_game(game_id: str) -> None:
    """Endings, teams, seat results and notes of seeded random games are all declared
    (``Game.outcome_labels`` and ``Game.teams``), so a report can label them."""
    from random import Random

    g = get_game(game_id)
    config = g.normalize_config({})
    labels = g.outcome_labels(config)
    teams = {t.key for t in g.teams(config)}
    assert g.teams(config) == g.teams({})  # the defaults, normalised or not
    if game_id in ("fearsome-floors", "whitehall-mystery", "mansions-of-madness"):
        assert labels.endings, f"{game_id} declares no endings"
    seen: set[str] = set()
    for seed in range(4):
        state = g.setup(config)
        agents = [make_agent(g, "random") for _ in range(g.num_seats(state))]
        out = play_out(g, state, agents, Random(seed)).outcome
        assert out.ending in labels.endings if labels.endings else out.ending == ""
        seen.add(out.ending)
        assert set(out.teams) <= teams
        assert set(out.seat_results) <= set(labels.seat_results)
        assert len(out.seat_results) in (0, g.num_seats(state))
        assert {n for notes in out.seat_notes for n in notes} <= set(labels.notes)
    assert seen


def test_a_shorter_run_is_the_start_of_a_longer_one() -> None:
    spec = SimSpec("mansions-of-madness", get_game("mansions-of-madness").normalize_config(
        {}), ("random", "random"), 3, 5)
    short = run(spec)
    longer = run(SimSpec(spec.game, spec.config, spec.agents, 6, 5))
    assert short == longer[:3]
    assert all(r.ending for r in short)


# --- the HTML report shows all this --------------------------------------------------------

def _section(html: str, start: str) -> str:
    """The part of ``html`` from the first heading matching ``start`` (a regular
    expression) to the next h2."""
    found = re.search(start, html)
    assert found, start
    i = found.start()
    j = html.find("<h2", i + 1)
    return html[i:j if j >= 0 else len(html)]


def test_report_of_a_team_game(tmp_path: Path) -> None:
    j, h = tmp_path / "w.json", tmp_path / "w.html"
    invoke("whitehall-mystery", "--games", "4", "--players", "2,3", "--seed", "7",
           "--agents", "heuristic,basic", "--json", str(j), "--report", str(h))
    html = h.read_text(encoding="utf-8")
    data = json.loads(j.read_text())
    # The difficulty table comes before the figures, one row per run and lineup.
    assert html.index("<h2 id=difficulty>") < html.index("<h2>Figures</h2>")
    table = _section(html, "<h2 id=difficulty>")
    assert "Jack: AI level" in table and "Investigators won" in table
    assert table.count("<td>heuristic</td><td>basic</td>") == 2
    for one in data["runs"]:
        s = one["summary"]
        section = _section(html, f"<h2>{one['spec']['config']['players']} players: 4 games")
        # Team result first, then the seats.
        assert section.index("Team result") < section.index("Win rate by seat")
        assert s["teams"]["jack"]["wins"] + s["teams"]["investigators"]["wins"] == 4
        # Per level, the three investigators are one trial per game.
        assert s["by_agent"]["basic"]["games"] == 4 and "seats" not in s["by_agent"]["basic"]
        assert "games played" in section and "seats played" not in section
        # How games ended, labelled by the game.
        labels = {"arrest": "Jack arrested", "cornered": "Jack cornered",
                  "time": "Jack out of moves", "escaped": "Jack reached his last crime scene"}
        for g in one["games"]:
            assert g["ending"] in labels
            assert f"<td>{labels[g['ending']]}</td>" in section
        assert "95% CI" in section and "rounds" in section
    assert "counts as a fraction" not in html
    assert "win together" in html


def test_report_of_a_cooperative_game(tmp_path: Path) -> None:
    h = tmp_path / "m.html"
    out = " ".join(invoke("mansions-of-madness", "--games", "4", "--seed", "2", "--agents",
                          "heuristic,random", "--balance", "--report", str(h)).split())
    # The console says the team's result first, each seat's and how games ended.
    assert re.search(r"team Investigators: won \d of 4 games", out)
    assert "seat 1 (Ambrose Quill):" in out and "endings:" in out
    assert out.index("team Investigators") < out.index("win rate by seat")
    html = h.read_text(encoding="utf-8")
    # Two runs: levels rotated, and the balance run where every seat is heuristic.
    table = _section(html, "<h2 id=difficulty>")
    assert "Investigators: AI level" in table and "Investigators won" in table
    assert "<td>heuristic+random</td>" in table and "<td>heuristic</td>" in table
    assert "<td>random</td>" in table  # --balance: a run per level given
    assert "investigators eliminated" in table
    section = _section(html, r"<h2>[\w ]+, 2 investigators: 4 games")
    assert section.index("Team result") < section.index("Result of each seat") \
        < section.index("How games ended") < section.index("Win rate by seat")
    assert re.search(r"<th>(Won with the team|Lost with the team|Eliminated)</th>", section)
    assert re.search(r"<td>(Objective completed|Time limit reached|Investigators "
                     r"eliminated|Other defeat of the scenario)</td>", section)
    assert "say nothing about seat balance" in section
    assert "all heuristic: 4 games" in html and "all random: 4 games" in html
    assert "win together" in html and "counts as a fraction" not in html


def test_report_of_a_competitive_game_offers_seat_balance(tmp_path: Path) -> None:
    h = tmp_path / "f.html"
    invoke("fearsome-floors", "--games", "2", "--players", "2", "--seed", "2", "--agents",
           "random,heuristic", "--balance", "--report", str(h))
    html = h.read_text(encoding="utf-8")
    assert "id=difficulty" not in html  # no teams
    assert "<figure id=fig-balance>" in html and "Seat balance" in html
    assert "equal share" in html
    assert "say nothing about seat balance" in html and "--balance" in html
    assert "measure seat balance" in _section(html, "<h2>2 players, all random: 2 games")
    assert "A tie counts as an equal part of one win" in html
    assert re.search(r"<td>(A player brought out all figures but one|No figure left in the "
                     r"house|The monster ate every figure|The second monster deck ran "
                     r"out)</td>", html)


def test_balance_needs_seats_of_one_role() -> None:
    result = runner.invoke(app, ["simulate", "whitehall-mystery", "--games", "1",
                                 "--balance"])
    assert result.exit_code == 2
    assert "same role" in " ".join(result.output.split())


def test_one_run_per_scenario_and_player_count(tmp_path: Path) -> None:
    """The difficulty table's rows: scenario x number of investigators x AI level."""
    j = tmp_path / "m.json"
    invoke("mansions-of-madness", "--games", "1", "--agents", "random", "--scenario",
           "vigil_at_corvin_lodge,gulls_reach_light", "--players", "2,3", "--json", str(j))
    runs = json.loads(j.read_text())["runs"]
    assert [(r["spec"]["config"]["scenario"], len(r["spec"]["config"]["investigators"]))
            for r in runs] == [("vigil_at_corvin_lodge", 2), ("vigil_at_corvin_lodge", 3),
                               ("gulls_reach_light", 2), ("gulls_reach_light", 3)]


def test_report_names_seat_results_and_insanity_cards_from_the_game() -> None:
    """A co-operative game where the team won but one seat lost by its own insanity
    goal: the report says so, with the card's name, in the game's words."""
    from eerie.sim.html_report import render_html, run_report

    config = get_game("mansions-of-madness").normalize_config({})
    spec = SimSpec("mansions-of-madness", config, ("heuristic", "heuristic"), 2, 1)
    results = [
        game(0, ["heuristic"] * 2, [1], teams=["investigators"], ending="objective",
             results=["own_goal", "won"], notes=[["the_keeper"], []]),
        game(1, ["heuristic"] * 2, [], teams=[], ending="time_limit",
             results=["lost", "eliminated"], notes=[[], []]),
    ]
    report = run_report(spec, results)
    assert report.seat_names == ["Ambrose Quill", "Declan Ashby"]
    html = render_html([report], {})
    section = _section(html, "<h2>vigil_at_corvin_lodge, 2 investigators")
    assert section.index("Team result") < section.index("Result of each seat")
    assert "<td>Investigators</td><td>heuristic</td>" in section
    for text in ("<th>Lost by own insanity goal</th>", "<th>Won with the team</th>",
                 "<th>Eliminated</th>", "<td>The Keeper</td>",
                 "Insanity cards (drawn, with the holder's result)",
                 "<td>Objective completed</td>", "<td>Time limit reached</td>"):
        assert text in section, text
    # Team won 1 of 2 games; seat 1's "own goal" once in two games.
    assert "50.0% <span class=ci>(" in section
