"""Attempts per action, clues, darkness, and progress kept across sessions and saves."""

from __future__ import annotations

import json
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.games.mansions.puzzles import (
    CodePuzzle,
    Puzzle,
    PuzzleSession,
    attempts_allowed,
    generate_code,
    generate_lock,
    generate_puzzle,
    generate_slide,
    guess_moves,
    open_session,
    puzzle_from_json,
    session_from_json,
    solve_puzzle,
)
from tests.mansions.fixtures import rule


@rule("395, 723, 1417-1440", "attempts per action: the trait value plus one per clue spent")
def test_attempts_allowed():
    assert attempts_allowed(4) == 4
    assert attempts_allowed(4, 2) == 6
    assert attempts_allowed(3, bonus=1) == 4
    with pytest.raises(ValueError, match="negative"):
        attempts_allowed(3, -1)


@rule("1105", "no clue spending on a puzzle while standing in darkness")
def test_darkness_forbids_clues():
    assert attempts_allowed(3, 0, in_darkness=True) == 3
    with pytest.raises(ValueError, match="darkness"):
        attempts_allowed(3, 1, in_darkness=True)
    puzzle = generate_code(1, "easy")
    with pytest.raises(ValueError, match="darkness"):
        open_session(puzzle, "inv", 3, clues=1, in_darkness=True)
    session = open_session(puzzle, "inv", 3, in_darkness=True)
    with pytest.raises(ValueError, match="darkness"):
        session.spend_clues(1)


def test_cannot_spend_clues_not_held():
    with pytest.raises(ValueError, match="only 1"):
        open_session(generate_code(1, "easy"), "inv", 3, clues=2, clues_held=1)


@rule("RR Puzzle Attempts", "a submitted code guess uses one attempt")
@rule("395, 1417-1440", "a session closes once its attempts are used up; each guess is one attempt")
def test_session_runs_out():
    puzzle = CodePuzzle(3, 5, (5, 1, 3))
    session = open_session(puzzle, "inv", 2, clues=1)
    assert session.allowed == 3 and session.remaining == 3
    for guess in [(1, 1, 1), (2, 2, 2)]:
        for move in guess_moves(guess):
            session = session.attempt(move)
    assert session.remaining == 1 and not session.is_closed
    session = session.spend_clues(2)
    assert session.remaining == 3
    for guess in [(3, 3, 3), (4, 4, 4), (1, 2, 3)]:
        for move in guess_moves(guess):
            session = session.attempt(move)
    assert session.is_closed and not session.is_solved
    assert session.legal_moves() == ()
    with pytest.raises(ValueError, match="closed"):
        session.attempt("sym:5")
    with pytest.raises(ValueError, match="closed"):
        session.spend_clues(1)


def test_illegal_move_costs_nothing():
    session = open_session(generate_slide(2, "easy"), "inv", 2)
    with pytest.raises(ValueError, match="slide move"):
        session.attempt("swap:0:5")
    assert session.used == 0 and session.remaining == 2


def test_close_early():
    session = open_session(generate_slide(2, "easy"), "inv", 4).close()
    assert session.is_closed and session.remaining == 4
    with pytest.raises(ValueError, match="closed"):
        session.attempt(session.puzzle.legal_moves()[0])


@rule("395, 1417-1440", "progress stays in the puzzle for anyone's later session")
def test_progress_carries_to_next_investigator():
    puzzle = generate_lock(3, "normal")
    moves = solve_puzzle(puzzle)
    first = open_session(puzzle, "first", 2)
    for move in moves[:2]:
        first = first.attempt(move)
    assert first.is_closed and not first.is_solved
    saved = json.loads(json.dumps(first.puzzle.to_json()))
    second = open_session(puzzle_from_json(saved), "second", len(moves))
    for move in moves[2:]:
        second = second.attempt(move)
    assert second.is_solved and second.used == len(moves) - 2
    with pytest.raises(ValueError, match="already solved"):
        open_session(second.puzzle, "third", 3)


@pytest.mark.parametrize("kind", ["slide", "code", "lock"])
def test_mid_puzzle_save_round_trip(kind):
    puzzle = generate_puzzle(kind, 9, "easy")
    moves = solve_puzzle(puzzle)
    session = open_session(puzzle, "inv", 1, clues=1, bonus=1)
    for move in moves[:2]:
        if session.is_closed:
            break
        session = session.attempt(move)
    text = json.dumps(session.to_json(), sort_keys=True)
    back = session_from_json(json.loads(text))
    assert back == session
    assert json.dumps(back.to_json(), sort_keys=True) == text
    assert back.render() == session.render()
    # Finishing from the reloaded state gives the same result as from the live one.
    rest = moves[len(session.moves):]
    live, loaded = session.puzzle, back.puzzle
    for move in rest:
        live, loaded = live.apply(move), loaded.apply(move)
    assert live == loaded and loaded.is_solved


def test_bad_session_json():
    session = open_session(generate_code(1, "easy"), "inv", 2)
    data = session.to_json()
    data["used"] = 1
    with pytest.raises(ValueError, match="moves"):
        session_from_json(data)
    data = session.to_json()
    data["puzzle"]["kind"] = "maze"
    with pytest.raises(ValueError, match="unknown puzzle kind"):
        session_from_json(data)


def test_session_is_immutable():
    session = open_session(generate_code(1, "easy"), "inv", 2)
    with pytest.raises(AttributeError):
        session.used = 3  # type: ignore[misc]
    assert isinstance(session, PuzzleSession)


@cache
def easy_puzzle(kind: str, seed: int) -> Puzzle:
    return generate_puzzle(kind, seed, "easy")


@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from(["slide", "code", "lock"]), seed=st.integers(0, 4),
       picks=st.lists(st.integers(0, 10_000), max_size=6))
def test_json_round_trip_after_random_moves(kind, seed, picks):
    puzzle = easy_puzzle(kind, seed)
    session = open_session(puzzle, "inv", 3, clues=3)
    for pick in picks:
        if session.is_closed:
            break
        options = session.legal_moves()
        session = session.attempt(options[pick % len(options)])
        back = session_from_json(json.loads(json.dumps(session.to_json())))
        assert back == session
        assert back.puzzle.legal_moves() == session.puzzle.legal_moves()
