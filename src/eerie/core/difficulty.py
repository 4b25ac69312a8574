"""Difficulty levels: the names a person chooses an AI opponent by.

A person does not pick "heuristic" or "search" but how hard the computer should play:
:data:`DIFFICULTIES`, weakest first. Each game maps every name to one of its AI levels
(:meth:`eerie.core.game.Game.difficulties`), possibly playing a share of its decisions at
random (``blunder``, which makes an agent weaker by a measurable amount) and possibly a
different level for particular seats (in a game of roles, one role may search where
search was measured stronger for it while the others follow the heuristic). The
generic ``eerie.ai.agents.make_agent`` builds an agent for a difficulty
name as for an AI level; the ladder of measured ratings per difficulty lives in each
game's package (``ladder.json``, :class:`Ladder`, written by ``benchmarks/ladder.py``).

In a co-operative game the AI seats play beside the people, so a harder level there is a
stronger team-mate rather than a harder opponent.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard", "strongest")
"""The difficulty names every game offers, weakest first."""


@dataclass(frozen=True, slots=True)
class Difficulty:
    """How an AI seat plays at one difficulty: the AI ``level`` (``"heuristic"``,
    ``"search"``, ...), the share ``blunder`` (0 to 1) of decisions it plays uniformly at
    random instead, and ``seat_levels``: seats that play another level (role games)."""

    level: str
    blunder: float = 0.0
    seat_levels: Mapping[int, str] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if not 0.0 <= self.blunder < 1.0:
            raise ValueError(f"a blunder share must be in [0, 1), not {self.blunder}")

    def level_for(self, seat: int) -> str:
        """The AI level that plays ``seat``."""
        return self.seat_levels.get(seat, self.level)

    def levels(self) -> set[str]:
        """Every AI level this difficulty uses."""
        return {self.level, *self.seat_levels.values()}


def default_difficulties(own_levels: list[str]) -> dict[str, Difficulty]:
    """The difficulties of a game that declares none, from its own AI levels (those of
    ``Game.agents()``, in order): its ``heuristic`` level (else its last own level, else
    ``random``) with a quarter of its decisions random (easy), 8% random (normal), and as it
    is (hard and strongest)."""
    base = "heuristic" if "heuristic" in own_levels else (own_levels[-1] if own_levels
                                                             else "random")
    return {"easy": Difficulty(base, blunder=0.25), "normal": Difficulty(base, blunder=0.08),
            "hard": Difficulty(base), "strongest": Difficulty(base)}


@dataclass(frozen=True, slots=True)
class Rating:
    """A difficulty's measured strength: a Bradley-Terry rating on the Elo scale (a
    difference of 400 is odds of 10 to 1), with a 95% interval from the bootstrap."""

    elo: float
    low: float
    high: float

    def show(self) -> str:
        """``1500 (1440-1560)``."""
        return f"{self.elo:.0f} ({self.low:.0f}-{self.high:.0f})"


@dataclass(frozen=True, slots=True)
class Ladder:
    """The measured ratings of a game's difficulties (``ladder.json`` in its package):
    ``ratings`` by difficulty name, ``games`` simulated, the ``command`` that measured
    them, and what the ratings are ``against`` (``"levels"``: each other; or the name of
    the fixed opponent of a co-operative game, such as ``"the scenario"``)."""

    ratings: Mapping[str, Rating]
    games: int
    command: str
    against: str = "levels"

    @classmethod
    def from_json(cls, text: str) -> Ladder:
        """Read a ladder file (``ValueError`` if it is not one)."""
        try:
            data: Any = json.loads(text)
            ratings = {str(k): Rating(float(v["elo"]), float(v["low"]), float(v["high"]))
                       for k, v in data["ratings"].items()}
            unknown = set(ratings) - set(DIFFICULTIES)
            if unknown:
                raise ValueError(f"unknown difficulties {sorted(unknown)}")
            return cls(MappingProxyType(ratings), int(data["games"]), str(data["command"]),
                       str(data.get("against", "levels")))
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
            raise ValueError(f"not a ladder file: {exc}") from exc

    def to_json(self) -> str:
        """The ladder file's text."""
        return json.dumps({
            "format": "eerie-ladder", "games": self.games, "command": self.command,
            "against": self.against,
            "ratings": {k: {"elo": round(r.elo, 1), "low": round(r.low, 1),
                            "high": round(r.high, 1)} for k, r in self.ratings.items()},
        }, indent=1, ensure_ascii=False) + "\n"
