"""Sampling chance outcomes.

States hold no RNG. A driver that meets a chance step samples an outcome with its own
seeded :class:`random.Random` (or asks a person who rolled real dice) and applies it.
"""

from __future__ import annotations

from random import Random

from eerie.core.decision import Option, Pending


def sample(pending: Pending, rng: Random) -> str:
    """Draw one chance option id according to the options' probabilities."""
    options = pending.options
    if not options:
        raise ValueError("nothing to sample")
    r = rng.random()
    acc = 0.0
    last = options[-1].id
    for opt in options:
        if opt.prob is None:
            raise ValueError(f"option {opt.id!r} has no probability")
        if opt.prob > 0:
            last = opt.id
        acc += float(opt.prob)
        if r < acc:
            return opt.id
    # rounding left the float total just below r: take the last possible outcome
    return last


def sample_outcome(outcomes: list[tuple[str, float]], rng: Random) -> str:
    """Draw one id from ``(id, probability)`` pairs (see ``Game.chance_outcomes``)."""
    if not outcomes:
        raise ValueError("nothing to sample")
    r = rng.random()
    acc = 0.0
    last = outcomes[-1][0]
    for oid, p in outcomes:
        if p > 0:
            last = oid
        acc += p
        if r < acc:
            return oid
    # rounding left the float total just below r: take the last possible outcome
    return last


def uniform_choice(options: tuple[Option, ...] | list[Option], rng: Random) -> str:
    """Pick an option id uniformly (used by random agents)."""
    return options[rng.randrange(len(options))].id
