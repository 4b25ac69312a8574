"""Summaries of simulation results: win rates with confidence intervals, lengths."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from eerie.sim.runner import GameResult
from eerie.sim.stats import mean_sd, wilson_interval


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


def summarize(results: list[GameResult]) -> dict[str, Any]:
    """Win rates by seat and by agent, no-winner games, lengths and game statistics.

    Several winners of a competitive game tie and share one win; the winners of a team or
    co-operative game (``Game.shared_wins``) each count a whole win."""
    n = len(results)
    seats = len(results[0].agents) if results else 0
    by_seat = [0.0] * seats
    agent_wins: dict[str, float] = defaultdict(float)
    agent_games: dict[str, int] = defaultdict(int)
    no_winner = 0
    for r in results:
        if not r.winners:
            no_winner += 1
        share = r.win_share
        for w in r.winners:
            by_seat[w] += share
            agent_wins[r.agents[w]] += share
        for a in r.agents:
            agent_games[a] += 1
    rounds = [float(r.rounds) for r in results]
    decisions = [float(r.decisions) for r in results]
    stat_keys = sorted({k for r in results for k in r.stats})
    stats = {k: mean_sd([float(r.stats.get(k, 0)) for r in results]) for k in stat_keys}
    return {
        "games": n,
        "by_seat": [Rate(w, n) for w in by_seat],
        "by_agent": {a: Rate(agent_wins[a], agent_games[a]) for a in sorted(agent_games)},
        "no_winner": Rate(no_winner, n),
        "rounds": mean_sd(rounds),
        "decisions": mean_sd(decisions),
        "stats": stats,
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
