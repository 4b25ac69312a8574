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
    for opt in options:
        if opt.prob is None:
            raise ValueError(f"option {opt.id!r} has no probability")
        acc += float(opt.prob)
        if r < acc:
            return opt.id
    return options[-1].id


def sample_outcome(outcomes: list[tuple[str, float]], rng: Random) -> str:
    """Draw one id from ``(id, probability)`` pairs (see ``Game.chance_outcomes``)."""
    if not outcomes:
        raise ValueError("nothing to sample")
    r = rng.random()
    acc = 0.0
    for oid, p in outcomes:
        acc += p
        if r < acc:
            return oid
    return outcomes[-1][0]


def uniform_choice(options: tuple[Option, ...] | list[Option], rng: Random) -> str:
    """Pick an option id uniformly (used by random agents)."""
    return options[rng.randrange(len(options))].id
