"""Attempts: one investigator working on a puzzle for the length of one action.

The puzzle names a trait; the investigator gets that many attempts, plus any bonus from
effects, plus one per clue he chooses to spend (spending is forbidden while he stands in
darkness). Each attempt is the smallest step of the puzzle kind: one swap, one guess or
one drag. A code guess is built symbol by symbol first; those moves are free, only
submitting the guess is the attempt. An illegal move is refused and costs nothing.

The session ends when the puzzle is solved, when the attempts are used up, or when the
investigator closes it. Either way its ``puzzle`` carries every bit of progress, and the
game stores that state so that anyone can open a new session on it later.

Sessions are immutable values, like the puzzles themselves: each step returns a new one,
and :meth:`PuzzleSession.to_json` round-trips exactly through :func:`session_from_json`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, TypeAlias

from eerie.games.mansions.puzzles.base import (
    as_dict,
    get_bool,
    get_int,
    get_list,
    get_str,
)
from eerie.games.mansions.puzzles.code import CodePuzzle
from eerie.games.mansions.puzzles.lock import LockPuzzle
from eerie.games.mansions.puzzles.slide import SlidePuzzle

Puzzle: TypeAlias = SlidePuzzle | CodePuzzle | LockPuzzle
"""Any puzzle state."""

PUZZLE_KINDS: dict[str, type[SlidePuzzle] | type[CodePuzzle] | type[LockPuzzle]] = {
    SlidePuzzle.kind: SlidePuzzle,
    CodePuzzle.kind: CodePuzzle,
    LockPuzzle.kind: LockPuzzle,
}


def puzzle_from_json(data: Any) -> Puzzle:
    """Any puzzle back from its ``to_json`` dict, chosen by its ``"kind"``."""
    d = as_dict(data, "puzzle")
    cls = PUZZLE_KINDS.get(str(d.get("kind")))
    if cls is None:
        raise ValueError(f"unknown puzzle kind {d.get('kind')!r} "
                         f"(known: {', '.join(PUZZLE_KINDS)})")
    return cls.from_json(d)


def attempts_allowed(trait: int, clues: int = 0, *, in_darkness: bool = False,
                     bonus: int = 0) -> int:
    """How many attempts one action buys: trait value + bonus + clues spent.

    :class:`ValueError` if clues are spent in darkness, or if a count is negative.
    """
    if trait < 0 or bonus < 0:
        raise ValueError("trait value and bonus cannot be negative")
    if clues < 0:
        raise ValueError("cannot spend a negative number of clues")
    if clues and in_darkness:
        raise ValueError("an investigator in darkness cannot spend clues on a puzzle")
    return trait + bonus + clues


@dataclass(frozen=True, slots=True)
class PuzzleSession:
    """One investigator's attempts at a puzzle during one action."""

    puzzle: Puzzle
    investigator: str
    trait: int
    """The investigator's value in the trait the puzzle tests."""
    clues_spent: int = 0
    bonus: int = 0
    """Extra attempts granted by effects."""
    in_darkness: bool = False
    used: int = 0
    """Attempts spent: the moves for which ``puzzle.costs_attempt`` is true."""
    moves: tuple[str, ...] = ()
    """The moves made in this session, in order (free ones included)."""
    closed: bool = False
    """Set when the investigator closed the session of his own accord."""

    def __post_init__(self) -> None:
        attempts_allowed(self.trait, self.clues_spent, in_darkness=self.in_darkness,
                         bonus=self.bonus)
        if self.used != sum(1 for m in self.moves if self.puzzle.costs_attempt(m)):
            raise ValueError("attempts used must match the moves made")
        if self.used > self.allowed:
            raise ValueError(f"{self.used} attempts used but only {self.allowed} allowed")

    # -- counts ---------------------------------------------------------------------------

    @property
    def allowed(self) -> int:
        """Total attempts in this session."""
        return self.trait + self.bonus + self.clues_spent

    @property
    def remaining(self) -> int:
        """Attempts left."""
        return self.allowed - self.used

    @property
    def is_solved(self) -> bool:
        """True once the puzzle is solved."""
        return self.puzzle.is_solved

    @property
    def is_closed(self) -> bool:
        """True when no more attempts can be made: solved, out of attempts, or closed."""
        return self.closed or self.is_solved or self.remaining <= 0

    # -- steps ----------------------------------------------------------------------------

    def legal_moves(self) -> tuple[str, ...]:
        """Moves the investigator may make now (none once the session is closed)."""
        if self.is_closed:
            return ()
        return self.puzzle.legal_moves()

    def attempt(self, move: str) -> PuzzleSession:
        """Play ``move``, spending one attempt if it is one (``puzzle.costs_attempt``);
        :class:`ValueError` if closed or illegal."""
        if self.is_closed:
            raise ValueError(f"cannot play {move!r}: the puzzle session is closed")
        puzzle = self.puzzle.apply(move)  # raises ValueError before anything is spent
        cost = 1 if self.puzzle.costs_attempt(move) else 0
        return replace(self, puzzle=puzzle, used=self.used + cost, moves=(*self.moves, move))

    def spend_clues(self, count: int = 1) -> PuzzleSession:
        """Spend ``count`` more clues for as many extra attempts, while still open.

        The caller checks and removes the clues from the investigator.
        """
        if count < 1:
            raise ValueError("spend at least one clue")
        if self.in_darkness:
            raise ValueError("an investigator in darkness cannot spend clues on a puzzle")
        if self.is_closed:
            raise ValueError("cannot spend clues: the puzzle session is closed")
        return replace(self, clues_spent=self.clues_spent + count)

    def close(self) -> PuzzleSession:
        """End the session early; any unused attempts are lost."""
        return replace(self, closed=True)

    # -- output ---------------------------------------------------------------------------

    def status(self) -> str:
        """One line: who is solving, attempts used and left."""
        state = ("solved" if self.is_solved else "closed" if self.is_closed else
                 f"{self.remaining} left")
        return (f"{self.investigator}: {self.puzzle.kind} puzzle, {self.used} of "
                f"{self.allowed} attempts used ({state})")

    def render(self) -> str:
        """The status line above the puzzle picture."""
        return self.status() + "\n" + self.puzzle.render()

    def to_json(self) -> dict[str, Any]:
        """Plain JSON of the session, the puzzle state included."""
        return {
            "puzzle": self.puzzle.to_json(), "investigator": self.investigator,
            "trait": self.trait, "clues_spent": self.clues_spent, "bonus": self.bonus,
            "in_darkness": self.in_darkness, "used": self.used, "moves": list(self.moves),
            "closed": self.closed,
        }


def session_from_json(data: Any) -> PuzzleSession:
    """A session back from :meth:`PuzzleSession.to_json`; :class:`ValueError` if malformed."""
    what = "puzzle session"
    d = as_dict(data, what)
    moves: list[str] = []
    for m in get_list(d, "moves", what):
        if not isinstance(m, str):
            raise ValueError(f"{what}: moves must be strings, got {m!r}")
        moves.append(m)
    return PuzzleSession(
        puzzle_from_json(d.get("puzzle")), get_str(d, "investigator", what),
        get_int(d, "trait", what), get_int(d, "clues_spent", what), get_int(d, "bonus", what),
        get_bool(d, "in_darkness", what), get_int(d, "used", what), tuple(moves),
        get_bool(d, "closed", what),
    )


def open_session(puzzle: Puzzle, investigator: str, trait: int, *, clues: int = 0,
                 clues_held: int | None = None, in_darkness: bool = False,
                 bonus: int = 0) -> PuzzleSession:
    """Start a session: ``trait`` (+ ``bonus``) attempts, plus ``clues`` spent up front.

    ``clues_held``, when given, is how many clues the investigator has; spending more is
    refused. :class:`ValueError` also for clues in darkness or a puzzle already solved.
    """
    if puzzle.is_solved:
        raise ValueError("this puzzle is already solved")
    if clues_held is not None and clues > clues_held:
        raise ValueError(f"cannot spend {clues} clue(s) with only {clues_held}")
    attempts_allowed(trait, clues, in_darkness=in_darkness, bonus=bonus)
    return PuzzleSession(puzzle, investigator, trait, clues, bonus, in_darkness)
