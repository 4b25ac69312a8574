"""Decisions: who must act next and what they may choose.

``pending(state)`` returns a :class:`Pending`. Its ``actors`` are the seats allowed to
decide (one seat in turn-based games, several in co-operative games where anyone may
act), or ``(CHANCE,)`` for a die roll or card draw, or ``()`` once the game is over.
Each :class:`Option` has a stable id, a localisable label and, for chance, a probability.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from eerie.core.text import Msg

CHANCE = -1
"""The actor id of chance (dice and card draws)."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal choice.

    ``id`` is stable across versions and is what records store; ``label`` is shown to
    people; ``prob`` is set for chance outcomes only; ``data`` carries renderer hints
    (e.g. the square a step leads to) and never secrets of other seats.

    Ids are opaque to clients: they send an id back and never take one apart. Whatever a
    screen needs to know of an option (which square, figure, monster, possession, puzzle
    cell ...) the game puts in ``data`` as JSON-ready fields; ``data["key"]`` is what a
    person types for it.
    """

    id: str
    label: Msg
    prob: Fraction | None = None
    data: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Pending:
    """Who decides next, between which options, and what to ask them."""

    actors: tuple[int, ...]
    options: tuple[Option, ...]
    prompt: Msg
    secret: tuple[int, ...] | None = None
    """For a chance step that draws a secret: the seats the outcome is for (the owners
    of the secret, such as the holder of a private card), or ``()`` when no seat may
    learn it (a card drawn face down that nobody looks at). None for a public draw.
    A driver that lets a person type in chance outcomes from real dice and cards gives
    a secret draw to its owner's person, or draws it itself when there is none: the
    options of a secret draw would tell whoever sees them what is left in the deck."""

    @property
    def is_chance(self) -> bool:
        """True when the next step is a die roll or card draw."""
        return self.actors == (CHANCE,)

    @property
    def is_over(self) -> bool:
        """True when the game has ended (no one acts)."""
        return not self.actors

    def option(self, option_id: str) -> Option | None:
        """The option with this id, or None."""
        for opt in self.options:
            if opt.id == option_id:
                return opt
        return None

    def ids(self) -> list[str]:
        """The option ids in order."""
        return [o.id for o in self.options]


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules do not allow; carries a message."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.key)
        self.reason = reason


def chance_options(weights: dict[str, int], label_key: str) -> tuple[Option, ...]:
    """Build chance options from integer weights (e.g. card counts), ids sorted.

    Outcomes with weight 0 are left out; the probabilities are exact fractions.
    """
    total = sum(w for w in weights.values() if w > 0)
    if total <= 0:
        raise ValueError("chance step with no possible outcome")
    return tuple(
        Option(k, Msg(label_key, {"outcome": k}), Fraction(w, total))
        for k, w in sorted(weights.items())
        if w > 0
    )
