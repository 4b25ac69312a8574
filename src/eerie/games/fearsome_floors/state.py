"""Everything in a Fearsome Floors game that changes, in flat lists for fast copying."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from eerie.core.deck import Deck
from eerie.games.fearsome_floors.layout import Layout

# Movable floor objects (``FFState.objects``)
EMPTY: Final = 0
STONE: Final = 1
CRYSTAL: Final = 2
ROT_RIGHT: Final = 3
ROT_BACK: Final = 4
OBJECT_KINDS: Final = ("empty", "stone", "crystal", "rot_right", "rot_back")
SIGHT_BLOCKERS: Final = frozenset({STONE, ROT_RIGHT, ROT_BACK})
"""Objects the monster cannot see through (crystals are clear)."""

# Figure locations other than a square
WAITING: Final = -1   # outside the entrance, waiting to enter
ESCAPED: Final = -2   # left the castle through the exit
REMOVED: Final = -3   # eaten in phase 2, out of the game

# Stages of a game
PLACE: Final = "place"
FIGURES: Final = "figures"
MONSTER: Final = "monster"
OVER: Final = "over"

COLOURS: Final = ("green", "red", "blue", "yellow", "beige", "purple", "black")
COLOUR_LETTERS: Final = "GRBYEPK"

FIGURE_KINDS_4: Final = (6, 4, 3, 2)
"""A player's figures in 2-4 player games, named by their black-side number as in "6/1":
figure ``k`` shows ``7 - k`` white side up (1, 3, 4, 5) and ``k`` black side up."""
FIGURE_KINDS_3: Final = (6, 3, 2)
"""A player's figures in 5-7 player games (white sides 1, 4, 5)."""

CARDS: Final = ("5", "7", "7", "8", "8", "10", "p1", "p2")
"""The monster deck: step cards and prey cards (p1: one victim, p2: two)."""
PREY_STEP_LIMIT: Final = 20
"""A prey card never moves the monster more than this many steps."""
MOVES_PER_PHASE: Final = 7


@lru_cache(maxsize=64)
def seat_figures(owners: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each seat, the indices of its figures (owners never change)."""
    n = max(owners) + 1 if owners else 0
    return tuple(tuple(f for f, o in enumerate(owners) if o == s) for s in range(n))


def figure_kinds(players: int) -> tuple[int, ...]:
    """The figure set each player gets."""
    return FIGURE_KINDS_4 if players <= 4 else FIGURE_KINDS_3


def escapes_to_win(players: int) -> int:
    """Figures a player must bring out to win at once: all but one."""
    return len(figure_kinds(players)) - 1


def monster_deck(prey3: bool) -> tuple[str, ...]:
    """The 8 cards; with the 6-7 player variant the 5 becomes a three-victim card."""
    return tuple("p3" if (prey3 and c == "5") else c for c in CARDS)


@dataclass(slots=True)
class FFState:
    """A Fearsome Floors position. Mutated only by the game's ``apply``.

    Figures are indexed ``0 .. F-1``; ``fig_owner`` and ``fig_kind`` never change.
    ``occ[cell]`` is the figure standing there (-1 for none); a figure in the middle of
    its move is not in ``occ`` (it may pass over others) until it stops.
    """

    layout: Layout
    players: int
    objects: list[int]
    occ: list[int]
    fig_owner: tuple[int, ...]
    fig_kind: tuple[int, ...]
    fig_white: list[bool]
    fig_loc: list[int]
    monster: int
    heading: int
    deck: Deck
    prey3: bool = False
    stage: str = FIGURES
    phase: int = 1
    played: int = 0
    turn: int = 1
    start: int = 0
    seat: int = 0
    moving: int = -1
    steps_left: int = 0
    steps_taken: int = 0
    escapes: tuple[int, ...] = ()
    to_place: tuple[tuple[str, int], ...] = ()
    placing: str = ""
    placing_orient: str = ""
    step_cache: tuple[list[str], list[int]] | None = None
    """The moving figure's legal step ids and the square each leads to (-1: none),
    computed once per position (``apply`` clears it; copies start without it). Not part
    of the position."""
    by_seat: tuple[tuple[int, ...], ...] = ()
    """:func:`seat_figures` of ``fig_owner`` (filled in on creation and shared by copies:
    owners never change). Not part of the position."""

    def __post_init__(self) -> None:
        if not self.by_seat:
            self.by_seat = seat_figures(self.fig_owner)

    def clone(self) -> FFState:
        """An independent copy (layout and deck are immutable and shared)."""
        return FFState(
            self.layout, self.players, self.objects.copy(), self.occ.copy(), self.fig_owner,
            self.fig_kind, self.fig_white.copy(), self.fig_loc.copy(), self.monster,
            self.heading, self.deck, self.prey3, self.stage, self.phase, self.played,
            self.turn, self.start, self.seat, self.moving, self.steps_left, self.steps_taken,
            self.escapes, self.to_place, self.placing, self.placing_orient, None,
            self.by_seat,
        )

    # -- derived facts ---------------------------------------------------------------------

    @property
    def unmoved_white(self) -> bool:
        """Figures showing this face have not moved yet this game turn (white on odd turns)."""
        return self.turn % 2 == 1

    def in_play(self, fig: int) -> bool:
        """True if the figure is on the board or waiting to enter."""
        return self.fig_loc[fig] >= WAITING

    def unmoved(self, seat: int) -> list[int]:
        """Figures of ``seat`` that may still move this game turn."""
        w = self.turn % 2 == 1
        loc, white = self.fig_loc, self.fig_white
        figs = self.by_seat[seat]
        return [f for f in figs if loc[f] >= WAITING and white[f] == w]

    def has_unmoved(self, seat: int) -> bool:
        """True if ``seat`` has a figure that may still move this game turn."""
        w = self.turn % 2 == 1
        loc, white = self.fig_loc, self.fig_white
        for f in self.by_seat[seat]:  # noqa: SIM110 (a loop is faster here)
            if loc[f] >= WAITING and white[f] == w:
                return True
        return False

    def value(self, fig: int) -> int:
        """The number the figure shows now (its steps): ``7 - kind`` white side up,
        ``kind`` black side up."""
        k = self.fig_kind[fig]
        return 7 - k if self.fig_white[fig] else k

    def escaped_count(self, seat: int) -> int:
        """How many figures ``seat`` has brought out."""
        return sum(1 for s in self.escapes if s == seat)

    def figure_at(self, cell: int) -> int:
        """The figure standing on ``cell`` or -1."""
        return self.occ[cell]

    def figure_index(self, seat: int, kind: int) -> int:
        """The index of ``seat``'s figure with white value ``kind``."""
        by_seat = self.by_seat
        if 0 <= seat < len(by_seat):
            kinds = self.fig_kind
            for f in by_seat[seat]:
                if kinds[f] == kind:
                    return f
        raise ValueError(f"seat {seat} has no figure {kind}")
