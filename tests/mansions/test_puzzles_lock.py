"""Lock puzzle: sliding blocks, one drag per attempt, generator and BFS solver."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.games.mansions.puzzles import (
    LOCK_LEVELS,
    Block,
    LockPuzzle,
    generate_lock,
    puzzle_from_json,
    solve_lock,
)
from eerie.games.mansions.puzzles.lock import min_moves
from tests.mansions.fixtures import rule

LOCK = "415-419, 1175-1185"



def board() -> LockPuzzle:
    """A small hand-made position.

    ``A`` (vertical, column 2) blocks ``X``; ``B`` (horizontal, row 0) sits above ``A`` so
    ``A`` can only go down; ``C`` (vertical, column 4) also crosses the exit row.
    """
    return LockPuzzle((
        Block("X", 2, 0, 2, True),
        Block("A", 1, 2, 2, False),
        Block("B", 0, 1, 3, True),
        Block("C", 2, 4, 3, False),
    ))


def play(puzzle: LockPuzzle, moves: list[str]) -> LockPuzzle:
    for move in moves:
        puzzle = puzzle.apply(move)
    return puzzle


def test_render_shows_exit():
    text = board().render()
    assert "|.BBB..|" in text
    assert "|XXA.C.>" in text


@rule(LOCK, "blocks move only along their own axis, by any distance, but not through "
      "others")
def test_legal_moves():
    p = board()
    moves = set(p.legal_moves())
    assert {"move:A:+1", "move:A:+2", "move:A:+3", "move:B:-1", "move:B:+1", "move:B:+2",
            "move:C:-2", "move:C:-1", "move:C:+1"} == moves
    assert p.reach("A") == (0, 3)
    assert p.reach("X") == (0, 0)


@rule(LOCK, "illegal drags are refused: wrong axis, blocked, off the frame, no such block")
@pytest.mark.parametrize("bad", ["move:X:+1", "move:X:-1", "move:A:-1", "move:B:-2",
                                 "move:C:+2", "move:Z:+1", "move:A:0", "move:A:2", "move:A:+4",
                                 "move:A:+x", "swap:0:1", "move:A"])
def test_illegal_moves(bad):
    with pytest.raises(ValueError, match="lock move"):
        board().apply(bad)


@rule(LOCK, "the special block gets out through the gap on the right of its row")
def test_exit_and_solve():
    p = board()
    assert not p.is_solved
    moves = solve_lock(p)
    assert moves is not None
    assert min_moves(p) == len(moves) == 3  # A down, C down, then X all the way out
    done = play(p, moves)
    assert done.is_solved and done.legal_moves() == ()
    with pytest.raises(ValueError, match="already solved"):
        done.apply("move:A:-1")


@rule(LOCK, "one drag over several cells is a single attempt")
def test_long_drag_is_one_move():
    p = LockPuzzle((Block("X", 2, 0, 2, True),))
    assert solve_lock(p) == ["move:X:+4"]


def test_unsolvable_returns_none():
    p = LockPuzzle((Block("X", 2, 0, 2, True), Block("A", 2, 3, 2, True)))
    assert solve_lock(p) is None and min_moves(p) is None


def test_invalid_layouts():
    with pytest.raises(ValueError, match="overlap"):
        LockPuzzle((Block("X", 2, 0, 2, True), Block("A", 1, 1, 2, False)))
    with pytest.raises(ValueError, match="special"):
        LockPuzzle((Block("A", 2, 0, 2, True),))
    with pytest.raises(ValueError, match="exit row"):
        LockPuzzle((Block("X", 3, 0, 2, True),))
    with pytest.raises(ValueError, match="2 or 3"):
        LockPuzzle((Block("X", 2, 0, 2, True), Block("A", 0, 0, 4, True)))
    with pytest.raises(ValueError, match="frame"):
        LockPuzzle((Block("X", 2, 0, 2, True), Block("A", 5, 0, 2, False)))
    with pytest.raises(ValueError, match="two blocks"):
        LockPuzzle((Block("X", 2, 0, 2, True), Block("A", 0, 0, 2, True),
                    Block("A", 4, 0, 2, True)))


def test_json_round_trip():
    p = board().apply("move:A:+2")
    data = p.to_json()
    assert data["kind"] == "lock"
    assert puzzle_from_json(data) == p
    data["blocks"][0]["horizontal"] = "yes"
    with pytest.raises(ValueError):
        LockPuzzle.from_json(data)


@rule(LOCK, "generated lock puzzles can always be solved, in a band of drags per level")
@settings(max_examples=9, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), difficulty=st.sampled_from(["easy", "normal", "hard"]))
def test_generator_always_solvable(seed, difficulty):
    level = LOCK_LEVELS[difficulty]
    p = generate_lock(seed, difficulty)
    assert (p.rows, p.cols) == (6, 6)
    assert level.min_blocks - 2 <= len(p.blocks) <= level.max_blocks
    assert all(b.length in (2, 3) for b in p.blocks)
    moves = solve_lock(p)
    assert moves is not None
    assert level.min_moves <= len(moves) <= level.max_moves
    assert play(p, moves).is_solved


def test_generator_deterministic():
    assert generate_lock(5, "easy") == generate_lock(5, "easy")
