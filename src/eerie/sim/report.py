"""Summaries of simulation results: win rates with confidence intervals, team results,
how games ended, seat results and means with intervals."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from eerie.core.game import Game, Team
from eerie.core.text import Msg
from eerie.sim.runner import GameResult
from eerie.sim.stats import mean_interval, mean_sd, wilson_interval

MEASURE_LABELS: Mapping[str, Msg] = MappingProxyType({
    "rounds": Msg("sim.console.rounds"),
    "decisions": Msg("sim.decisions"),
})
"""The labels of the measures every run has (the means of :func:`summarize`)."""


def measure_labels(game: Game[Any]) -> dict[str, Msg]:
    """What each mean of a run of ``game`` is called: the game length and the agents'
    decisions, then the game's own statistics (:meth:`eerie.core.game.Game.stat_labels`)."""
    return {**MEASURE_LABELS, **game.stat_labels()}


@dataclass(frozen=True, slots=True)
class Rate:
    """A win rate with its 95% Wilson interval."""

    wins: float
    games: int

    @property
    def rate(self) -> float:
        """Wins per game."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """95% confidence interval."""
        return wilson_interval(self.wins, self.games)


@dataclass(frozen=True, slots=True)
class Mean:
    """The mean of a measure over games, with its sample standard deviation and 95%
    confidence interval (:func:`eerie.sim.stats.mean_interval`)."""

    mean: float
    sd: float
    low: float
    high: float

    @classmethod
    def of(cls, values: list[float]) -> Mean:
        """The mean of ``values``."""
        m, sd = mean_sd(values)
        _, lo, hi = mean_interval(values)
        return cls(m, sd, lo, hi)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready data: ``{"mean", "sd", "ci": [low, high]}``."""
        return {"mean": self.mean, "sd": self.sd, "ci": [self.low, self.high]}


def _groups(seats: int, teams: Sequence[Team]) -> list[tuple[int, ...]]:
    """The seats that win together: the teams, and every seat of no team on its own."""
    grouped = [t.seats for t in teams]
    inside = {s for g in grouped for s in g}
    return grouped + [(s,) for s in range(seats) if s not in inside]


def agent_rates(results: list[GameResult], teams: Sequence[Team] = ()) -> dict[str, Rate]:
    """Win rate of each AI level.

    In a competitive game a level counts once per seat it played (a tie shares one win).
    When winners win together (``Game.shared_wins``), the seats a level played in one
    team (all its seats if the game names no teams) are one trial per game, not
    several: it scores the part of those seats that won (1 when the team won as one), so
    the interval counts games. (Three basic investigators over 200 games are 200 trials,
    not 600.)"""
    wins: dict[str, float] = defaultdict(float)
    games: dict[str, int] = defaultdict(int)
    for r in results:
        if not r.shared:
            share = r.win_share
            for s, a in enumerate(r.agents):
                games[a] += 1
                if s in r.winners:
                    wins[a] += share
            continue
        groups = _groups(len(r.agents), teams) if teams else [tuple(range(len(r.agents)))]
        for group in groups:
            by_level: dict[str, list[int]] = defaultdict(list)
            for s in group:
                by_level[r.agents[s]].append(s)
            for a, seats in by_level.items():
                games[a] += 1
                wins[a] += sum(1 for s in seats if s in r.winners) / len(seats)
    return {a: Rate(wins[a], games[a]) for a in sorted(games)}


def summarize(results: list[GameResult], teams: Sequence[Team] = ()) -> dict[str, Any]:
    """Everything a report says about one run.

    ``by_seat`` (win rate of each seat), ``by_agent`` (:func:`agent_rates`; ``per`` says
    whether it counts ``"seat"`` or ``"game"`` trials), ``no_winner``, ``rounds`` and
    ``decisions`` (mean and sd), ``stats`` (mean and sd of each game statistic),
    ``means`` (:class:`Mean` of rounds, decisions and every statistic), ``teams`` (each
    of ``teams``' win rate over games), ``endings`` (how often each ending happened,
    most frequent first), ``seat_results`` (per seat, how often it had each result) and
    ``notes`` (per note, how many seats got it and their results).

    Several winners of a competitive game tie and share one win; the winners of a team or
    co-operative game (``Game.shared_wins``) each count a whole win."""
    n = len(results)
    seats = len(results[0].agents) if results else 0
    by_seat = [0.0] * seats
    no_winner = 0
    for r in results:
        if not r.winners:
            no_winner += 1
        share = r.win_share
        for w in r.winners:
            by_seat[w] += share
    rounds = [float(r.rounds) for r in results]
    decisions = [float(r.decisions) for r in results]
    stat_keys = sorted({k for r in results for k in r.stats})
    values = {k: [float(r.stats.get(k, 0)) for r in results] for k in stat_keys}
    endings = Counter(r.ending for r in results if r.ending)
    seat_results: list[Counter[str]] = [Counter() for _ in range(seats)]
    notes: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        for s, key in enumerate(r.seat_results):
            seat_results[s][key] += 1
        for s, seat_notes in enumerate(r.seat_notes):
            for note in seat_notes:
                notes[note][""] += 1
                if s < len(r.seat_results):
                    notes[note][r.seat_results[s]] += 1
    shared = any(r.shared for r in results)
    return {
        "games": n,
        "by_seat": [Rate(w, n) for w in by_seat],
        "by_agent": agent_rates(results, teams),
        "per": "game" if shared else "seat",
        "no_winner": Rate(no_winner, n),
        "rounds": mean_sd(rounds),
        "decisions": mean_sd(decisions),
        "stats": {k: mean_sd(v) for k, v in values.items()},
        "means": {"rounds": Mean.of(rounds), "decisions": Mean.of(decisions),
                  **{k: Mean.of(v) for k, v in values.items()}},
        "teams": {t.key: Rate(sum(1 for r in results if t.key in r.team_winners), n)
                  for t in teams},
        "endings": {k: Rate(c, n) for k, c in sorted(endings.items(),
                                                      key=lambda kv: (-kv[1], kv[0]))},
        "seat_results": [{k: Rate(c, n) for k, c in sorted(counter.items())}
                         for counter in seat_results] if any(seat_results) else [],
        "notes": {k: dict(sorted(c.items())) for k, c in sorted(notes.items())},
    }


def by_lineup(results: list[GameResult]) -> dict[tuple[str, ...], list[Rate]]:
    """Win rate of every seat for each lineup (the levels in seat order) that was played.

    Lineups come in order of their first game; ties share the win as in :func:`summarize`
    (team and co-operative wins count whole for each winner, ``Game.shared_wins``).
    """
    wins: dict[tuple[str, ...], list[float]] = {}
    games: dict[tuple[str, ...], int] = defaultdict(int)
    for r in results:
        key = tuple(r.agents)
        row = wins.setdefault(key, [0.0] * len(key))
        games[key] += 1
        share = r.win_share
        for w in r.winners:
            row[w] += share
    return {k: [Rate(w, games[k]) for w in row] for k, row in wins.items()}


def by_agent_seat(results: list[GameResult]) -> dict[str, list[Rate]]:
    """Win rate of each level in each seat (over the games where it sat there)."""
    seats = len(results[0].agents) if results else 0
    wins: dict[str, list[float]] = {}
    games: dict[str, list[int]] = {}
    for r in results:
        share = r.win_share
        for s, a in enumerate(r.agents):
            wins.setdefault(a, [0.0] * seats)
            games.setdefault(a, [0] * seats)[s] += 1
            if s in r.winners:
                wins[a][s] += share
    return {a: [Rate(w, g) for w, g in zip(wins[a], games[a], strict=True)]
            for a in sorted(wins)}


def team_levels(agents: Sequence[str], team: Team) -> str:
    """The AI levels of a team's seats: ``heuristic``, or ``basic+heuristic`` when they
    differ."""
    return "+".join(sorted({agents[s] for s in team.seats if s < len(agents)}))


@dataclass(frozen=True, slots=True)
class DifficultyRow:
    """The games of one run in which each team had the same AI levels."""

    levels: tuple[str, ...]
    """Per team, :func:`team_levels`."""
    games: int
    teams: tuple[Rate, ...]
    """Per team, its win rate."""
    rounds: Mean
    stats: dict[str, Mean]


def difficulty(results: list[GameResult], teams: Sequence[Team]) -> list[DifficultyRow]:
    """The games of a run grouped by the AI levels of every team (in order of their first
    game): each team's win rate, the rounds and the game statistics (such as
    eliminations), with intervals."""
    groups: dict[tuple[str, ...], list[GameResult]] = {}
    for r in results:
        groups.setdefault(tuple(team_levels(r.agents, t) for t in teams), []).append(r)
    rows = []
    for levels, games in groups.items():
        keys = sorted({k for r in games for k in r.stats})
        rows.append(DifficultyRow(
            levels, len(games),
            tuple(Rate(sum(1 for r in games if t.key in r.team_winners), len(games))
                  for t in teams),
            Mean.of([float(r.rounds) for r in games]),
            {k: Mean.of([float(r.stats.get(k, 0)) for r in games]) for k in keys}))
    return rows
