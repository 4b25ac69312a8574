"""Dice used by the games, with exact outcome distributions.

A die is a tuple of faces. Rolling ``n`` dice is a chance step whose outcomes are the
sorted multisets of faces (order does not matter), each with its exact probability.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import factorial, prod


@dataclass(frozen=True, slots=True)
class Die:
    """A fair die: ``faces`` lists each face once per side (faces may repeat).

    A die has at least one side, and faces are non-empty and free of ``"."`` so that
    every roll has an unambiguous option id (:func:`encode_roll`).
    """

    name: str
    faces: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"die {self.name!r} has no faces")
        for f in self.faces:
            if not f or "." in f:
                raise ValueError(f"die {self.name!r}: face {f!r} must be non-empty without '.'")

    def face_probabilities(self) -> dict[str, Fraction]:
        """Each distinct face with its probability."""
        n = len(self.faces)
        return {f: Fraction(c, n) for f, c in sorted(Counter(self.faces).items())}

    def roll_distribution(self, n: int) -> dict[tuple[str, ...], Fraction]:
        """Every sorted multiset of ``n`` faces with its probability (n >= 0)."""
        if n < 0:
            raise ValueError("cannot roll a negative number of dice")
        probs = self.face_probabilities()
        faces = sorted(probs)
        out: dict[tuple[str, ...], Fraction] = {}
        for combo in combinations_with_replacement(faces, n):
            counts = Counter(combo)
            ways = factorial(n) // prod(factorial(c) for c in counts.values())
            out[combo] = ways * prod((probs[f] ** c for f, c in counts.items()), start=Fraction(1))
        return out


D6 = Die("d6", ("1", "2", "3", "4", "5", "6"))
"""A plain six-sided die."""

FIVE_OR_SIX = frozenset({"5", "6"})
"""Success faces of a d6 when a 5 or a 6 succeeds."""

INVESTIGATION_DIE = Die(
    "investigation",
    ("success", "success", "success", "clue", "clue", "blank", "blank", "blank"),
)
"""An eight-sided investigation die: 3 success, 2 clue (investigation), 3 blank faces."""

ZERO_TO_TWO_DIE = Die("0-2", ("0", "0", "1", "1", "2", "2"))
"""A six-sided die numbered 0, 0, 1, 1, 2, 2 (rolled for totals)."""


def successes(roll: tuple[str, ...], success_faces: frozenset[str]) -> int:
    """How many faces of ``roll`` are successes."""
    return sum(1 for f in roll if f in success_faces)


def total(roll: tuple[str, ...]) -> int:
    """The sum of numeric faces (rolls for a total)."""
    return sum(int(f) for f in roll)


def sum_distribution(die: Die, n: int) -> dict[int, Fraction]:
    """Distribution of the total of ``n`` numeric dice (e.g. the haunt roll)."""
    out: dict[int, Fraction] = {}
    for roll, p in die.roll_distribution(n).items():
        t = total(roll)
        out[t] = out.get(t, Fraction(0)) + p
    return out


def success_distribution(die: Die, n: int, success_faces: frozenset[str]) -> dict[int, Fraction]:
    """Distribution of the number of successes among ``n`` dice."""
    out: dict[int, Fraction] = {}
    for roll, p in die.roll_distribution(n).items():
        s = successes(roll, success_faces)
        out[s] = out.get(s, Fraction(0)) + p
    return out


def encode_roll(roll: tuple[str, ...]) -> str:
    """A stable option id for a roll, e.g. ``"roll:1.5.6"``."""
    return "roll:" + ".".join(roll)


def decode_roll(option_id: str) -> tuple[str, ...]:
    """Inverse of :func:`encode_roll`."""
    if not option_id.startswith("roll:"):
        raise ValueError(f"not a roll id: {option_id!r}")
    body = option_id[5:]
    return tuple(body.split(".")) if body else ()
