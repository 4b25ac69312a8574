"""Sampling chance outcomes.

States hold no RNG. A driver that meets a chance step samples an outcome with its own
seeded :class:`random.Random` (or asks a person who rolled real dice) and applies it.
"""

from __future__ import annotations

from collections.abc import Collection
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


def secret_drawer(pending: Pending, people: Collection[int]) -> int | None:
    """Who draws the secret chance step ``pending`` when people type chance outcomes in
    from real dice and cards: the first of its owners (``Pending.secret``) that a person
    plays (one of ``people``), or None, and then the driver draws it itself (a secret
    no seat may learn, or a computer's)."""
    return next((s for s in pending.secret or () if s in people), None)


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
