"""Small statistics helpers for simulation reports."""

from __future__ import annotations

import math


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # The interval always holds p (exactly 0 for no successes, 1 for all); clamping also
    # removes rounding errors of about 1e-17 there.
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def mean_sd(values: list[float]) -> tuple[float, float]:
    """Mean and sample standard deviation (0 for fewer than two values)."""
    if not values:
        return 0.0, 0.0
    m = sum(values) / len(values)
    if len(values) < 2:
        return m, 0.0
    var = sum((v - m) ** 2 for v in values) / (len(values) - 1)
    return m, math.sqrt(var)


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean with its 95% confidence interval (by default): ``(mean, low, high)``, from
    the normal approximation ``mean ± z · sd / √n``, kept within the smallest and the
    largest value (a count never gets a negative bound; the interval is the mean itself
    for fewer than two values)."""
    m, sd = mean_sd(values)
    if len(values) < 2:
        return m, m, m
    half = z * sd / math.sqrt(len(values))
    return m, max(min(values), m - half), min(max(values), m + half)
