"""Ratings of AI levels from simulated games: a Bradley-Terry model on the Elo scale.

Every finished game gives comparisons between the levels that played it
(:func:`comparisons`): each seat that won beat each seat that lost if their levels
differ (once per pair of levels and game); in a co-operative game, where every seat plays
one level together against the game itself, the level beat (or lost to) :data:`GAME`.
:func:`fit` finds the ratings that make the comparisons most likely under
``P(a beats b) = 1 / (1 + 10 ** ((R_b - R_a - H*z) / 400))``, where ``z`` is +1 when ``a``
played the game's first team (Jack, say) against ``b`` on another, -1 the other way
round and 0 in games where every seat plays the same role, and ``H`` is that team's
advantage, fitted too. A weak Gaussian prior on the ratings (sd 1,000) keeps them
finite when one level never beat another. :func:`ladder` adds 95% intervals from a
seeded bootstrap over games.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from eerie.core.difficulty import Rating
from eerie.sim.runner import GameResult

GAME = "the game"
"""The opponent of every level in a co-operative game (its rating is fixed at 1500)."""

SCALE = 400 / math.log(10)
"""Elo points per unit of the logistic model's natural scale."""

PRIOR = (SCALE / 1000) ** 2
"""The ridge weight of a Gaussian prior of sd 1,000 Elo points on each rating."""


@dataclass(frozen=True, slots=True)
class Comparison:
    """``winner`` beat ``loser``; ``side`` is the ``z`` of the module docstring."""

    winner: str
    loser: str
    side: int = 0


def comparisons(result: GameResult, first_team: Sequence[int] = (),
                cooperative: bool = False) -> list[Comparison]:
    """The comparisons one game gives (see the module docstring); ``first_team`` holds
    the seats of the game's first team in a game of distinct roles; ``cooperative``
    says every seat plays on one team against the game."""
    levels = result.agents
    if cooperative:
        if len(set(levels)) != 1:
            raise ValueError("a co-operative game is rated with one level in every seat")
        level = levels[0]
        return [Comparison(level, GAME) if result.winners else Comparison(GAME, level)]
    won = set(result.winners)
    team = set(first_team)
    found: dict[tuple[str, str, int], None] = {}
    for w in sorted(won):
        for loser in range(len(levels)):
            if loser in won or levels[w] == levels[loser]:
                continue
            side = (1 if w in team and loser not in team
                    else -1 if loser in team and w not in team else 0)
            found[(levels[w], levels[loser], side)] = None
    return [Comparison(a, b, z) for a, b, z in found]


def fit(games: Sequence[Sequence[Comparison]], names: Sequence[str],
        fixed: str | None = None) -> tuple[dict[str, float], float]:
    """The maximum a posteriori ratings of ``names`` (Elo scale) and the first team's
    advantage. ``fixed`` (such as :data:`GAME`) is held at 1500; without it the ratings
    of ``names`` average 1500."""
    players = list(dict.fromkeys([*names, *([fixed] if fixed else [])]))
    free = [p for p in players if p != fixed]
    index = {p: i for i, p in enumerate(free)}
    flat = [c for g in games for c in g]
    with_side = any(c.side for c in flat)
    k = len(free) + (1 if with_side else 0)
    theta = [0.0] * k
    for _ in range(100):
        grad = [-PRIOR * t for t in theta]
        hess = [[(PRIOR if i == j else 0.0) for j in range(k)] for i in range(k)]
        if with_side:  # the side advantage takes no prior
            grad[-1] = 0.0
            hess[-1][-1] = 1e-9
        for c in flat:
            x: list[tuple[int, float]] = []
            if c.winner in index:
                x.append((index[c.winner], 1.0))
            if c.loser in index:
                x.append((index[c.loser], -1.0))
            if with_side and c.side:
                x.append((k - 1, float(c.side)))
            eta = sum(theta[i] * v for i, v in x)
            p = 1.0 / (1.0 + math.exp(-eta))
            for i, v in x:
                grad[i] += (1.0 - p) * v
                for j, u in x:
                    hess[i][j] += p * (1.0 - p) * v * u
        step = _solve(hess, grad)
        theta = [t + s for t, s in zip(theta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    ratings = {p: theta[index[p]] * SCALE for p in free}
    shift = 1500.0 if fixed else 1500.0 - sum(ratings[n] for n in names) / len(names)
    out = {p: r + shift for p, r in ratings.items()}
    if fixed:
        out[fixed] = 1500.0
    return out, (theta[-1] * SCALE if with_side else 0.0)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting; ``a`` is
    symmetric positive definite here)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def ladder(games: Sequence[Sequence[Comparison]], names: Sequence[str],
           fixed: str | None = None, resamples: int = 200, seed: int = 1
           ) -> dict[str, Rating]:
    """Each of ``names``' rating (:func:`fit`) with a 95% interval: the 2.5th and 97.5th
    percentiles over ``resamples`` fits to games drawn with replacement (seeded)."""
    best, _ = fit(games, names, fixed)
    rng = Random(seed)
    draws: dict[str, list[float]] = {n: [] for n in names}
    for _ in range(resamples):
        sample = [games[rng.randrange(len(games))] for _ in games]
        ratings, _ = fit(sample, names, fixed)
        for n in names:
            draws[n].append(ratings[n])
    out = {}
    for n in names:
        d = sorted(draws[n])
        low, high = d[int(0.025 * (len(d) - 1))], d[math.ceil(0.975 * (len(d) - 1))]
        out[n] = Rating(best[n], low, high)
    return out
