"""The three puzzle kinds of Mansions of Madness: slide, code-breaking and lock.

Each kind is a pure, immutable state with string move ids, a text rendering and plain
JSON (see :mod:`.base`); :mod:`.attempts` counts one investigator's attempts per action.
See ``docs/mansions-puzzles.md``.
"""

from __future__ import annotations

from random import Random

from eerie.games.mansions.puzzles.attempts import (
    PUZZLE_KINDS,
    Puzzle,
    PuzzleSession,
    attempts_allowed,
    open_session,
    puzzle_from_json,
    session_from_json,
)
from eerie.games.mansions.puzzles.base import DIFFICULTIES, Difficulty
from eerie.games.mansions.puzzles.code import (
    CODE_LEVELS,
    CodePuzzle,
    Guess,
    consistent_candidates,
    feedback,
    generate_code,
    guess_moves,
    next_move_toward,
    solve_code,
    suggest_guess,
    suggest_move,
)
from eerie.games.mansions.puzzles.lock import LOCK_LEVELS, Block, LockPuzzle, generate_lock
from eerie.games.mansions.puzzles.lock import solve as solve_lock
from eerie.games.mansions.puzzles.slide import (
    SLIDE_LEVELS,
    SlidePuzzle,
    generate_slide,
    min_swaps_to_solve,
    solve_slide,
)

__all__ = [
    "CODE_LEVELS",
    "DIFFICULTIES",
    "LOCK_LEVELS",
    "PUZZLE_KINDS",
    "SLIDE_LEVELS",
    "Block",
    "CodePuzzle",
    "Difficulty",
    "Guess",
    "LockPuzzle",
    "Puzzle",
    "PuzzleSession",
    "SlidePuzzle",
    "attempts_allowed",
    "consistent_candidates",
    "feedback",
    "generate_code",
    "generate_lock",
    "generate_puzzle",
    "generate_slide",
    "guess_moves",
    "min_swaps_to_solve",
    "next_move_toward",
    "open_session",
    "puzzle_from_json",
    "session_from_json",
    "solve_code",
    "solve_lock",
    "solve_puzzle",
    "solve_slide",
    "suggest_guess",
    "suggest_move",
]


def generate_puzzle(kind: str, seed: Random | int, difficulty: Difficulty = "normal") -> Puzzle:
    """A fresh puzzle of ``kind`` (``"slide"``, ``"code"`` or ``"lock"``)."""
    if kind == "slide":
        return generate_slide(seed, difficulty)
    if kind == "code":
        return generate_code(seed, difficulty)
    if kind == "lock":
        return generate_lock(seed, difficulty)
    raise ValueError(f"unknown puzzle kind {kind!r} (known: {', '.join(PUZZLE_KINDS)})")


def solve_puzzle(puzzle: Puzzle) -> list[str]:
    """Move ids that solve ``puzzle`` from here (code: symbols, undos and submits; the
    answer only scores guesses)."""
    if isinstance(puzzle, SlidePuzzle):
        return solve_slide(puzzle)
    if isinstance(puzzle, CodePuzzle):
        return solve_code(puzzle)
    moves = solve_lock(puzzle)
    if moves is None:
        raise ValueError("this lock puzzle cannot be solved")
    return moves
