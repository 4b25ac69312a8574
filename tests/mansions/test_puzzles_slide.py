"""Slide puzzle: adjacent swaps, generator, exact solver."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.games.mansions.puzzles import (
    SLIDE_LEVELS,
    SlidePuzzle,
    generate_slide,
    min_swaps_to_solve,
    puzzle_from_json,
    solve_slide,
)
from eerie.games.mansions.puzzles.slide import greedy_solution, swap_lower_bound
from tests.mansions.fixtures import rule


def play(puzzle: SlidePuzzle, moves: list[str]) -> SlidePuzzle:
    for move in moves:
        puzzle = puzzle.apply(move)
    return puzzle


@rule("401-405, 1009-1017", "at least six pieces; one attempt swaps two pieces sharing an edge")
def test_grid_rules():
    with pytest.raises(ValueError, match="at least 6"):
        SlidePuzzle.solved(1, 5)
    p = SlidePuzzle(2, 3, (1, 0, 2, 3, 4, 5))
    assert not p.is_solved
    assert set(p.legal_moves()) == {"swap:0:1", "swap:1:2", "swap:3:4", "swap:4:5",
                                    "swap:0:3", "swap:1:4", "swap:2:5"}
    assert p.apply("swap:0:1").is_solved
    assert p.apply("swap:1:0").is_solved  # either order is accepted


@rule("401-405, 1009-1017", "diagonal or distant pieces cannot be swapped")
@pytest.mark.parametrize("bad", ["swap:0:4", "swap:2:3", "swap:0:2", "swap:0:6", "swap:-1:0",
                                 "swap:1:1", "swap:a:b", "swap:0", "move:A:+1"])
def test_illegal_swaps(bad):
    p = SlidePuzzle(2, 3, (1, 0, 2, 3, 4, 5))
    with pytest.raises(ValueError, match="slide move"):
        p.apply(bad)


def test_solved_puzzle_takes_no_moves():
    p = SlidePuzzle.solved(3, 3)
    assert p.is_solved and p.legal_moves() == ()
    with pytest.raises(ValueError, match="already solved"):
        p.apply("swap:0:1")


def test_bad_tiles_rejected():
    with pytest.raises(ValueError, match="permutation"):
        SlidePuzzle(2, 3, (0, 0, 1, 2, 3, 4))


def test_exact_solver_on_known_positions():
    p = SlidePuzzle(2, 3, (1, 0, 2, 3, 4, 5))
    assert min_swaps_to_solve(p) == 1
    # Piece 2 sits two cells from home in a straight row: three adjacent swaps are needed.
    p = SlidePuzzle(2, 3, (2, 1, 0, 3, 4, 5))
    assert min_swaps_to_solve(p) == 3
    assert swap_lower_bound(p) <= 3


@rule("401-405, 1009-1017", "generated puzzles are shuffled but always solvable")
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), difficulty=st.sampled_from(["easy", "normal"]))
def test_generator_always_solvable(seed, difficulty):
    level = SLIDE_LEVELS[difficulty]
    p = generate_slide(seed, difficulty)
    assert (p.rows, p.cols) == (level.rows, level.cols) and p.size >= 6
    assert not p.is_solved
    best = min_swaps_to_solve(p)
    assert swap_lower_bound(p) <= best <= level.swaps
    assert play(p, solve_slide(p)).is_solved
    assert play(p, greedy_solution(p)).is_solved


@pytest.mark.parametrize("seed", range(3))
def test_hard_generator_solvable(seed):
    p = generate_slide(seed, "hard")
    assert not p.is_solved
    assert 1 <= min_swaps_to_solve(p, max_nodes=10**6) <= SLIDE_LEVELS["hard"].swaps
    assert play(p, greedy_solution(p)).is_solved


def test_generator_deterministic():
    assert generate_slide(11, "normal") == generate_slide(11, "normal")
    assert generate_slide(11, "normal", image="portrait").image == "portrait"


@given(st.permutations(list(range(6))))
def test_greedy_solves_any_position(tiles):
    p = SlidePuzzle(2, 3, tuple(tiles))
    moves = greedy_solution(p)
    q = p
    for move in moves:
        a, b = (int(x) for x in move.split(":")[1:])
        q = q.swap(a, b)
    assert q.is_solved
    assert len(moves) >= min_swaps_to_solve(p)


def test_json_and_render():
    p = generate_slide(3, "easy").apply("swap:0:1")
    data = p.to_json()
    assert data["kind"] == "slide"
    assert puzzle_from_json(data) == p
    text = p.render()
    assert "2x3" in text and len(text.splitlines()) == 4
    with pytest.raises(ValueError):
        SlidePuzzle.from_json({"kind": "slide", "rows": 2, "cols": 3, "tiles": [0, 1]})
    with pytest.raises(ValueError):
        SlidePuzzle.from_json({"kind": "lock"})
