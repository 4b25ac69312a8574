"""Code-breaking puzzle: marks, the rulebook's worked example, generator and solver."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.games.mansions.puzzles import (
    CODE_LEVELS,
    DIFFICULTIES,
    CodePuzzle,
    consistent_candidates,
    feedback,
    generate_code,
    guess_moves,
    next_move_toward,
    open_session,
    puzzle_from_json,
    solve_code,
    suggest_guess,
    suggest_move,
)
from tests.mansions.fixtures import rule

CODE = "407-413, 1079-1091"



# The worked example: five guesses at a three-symbol code, ending on 5-1-3. Each guess
# is built one symbol at a time and then submitted.
EXAMPLE = [
    ((1, 2, 3), (1, 1)),
    ((2, 3, 4), (0, 1)),
    ((2, 2, 2), (0, 0)),
    ((1, 3, 5), (0, 3)),
    ((5, 1, 3), (3, 0)),
]


@rule("RR Code-Breaking Puzzle", "the worked example in the rulebook's puzzle pages")
@rule("421-433", "worked example: marks for each of five guesses leading to the answer 513")
@pytest.mark.parametrize("kinds", [5, 6, 9])
def test_rulebook_example_marks(kinds):
    puzzle = CodePuzzle(3, kinds, (5, 1, 3))
    for guess, marks in EXAMPLE:
        assert not puzzle.is_solved
        for move in guess_moves(guess):
            puzzle = puzzle.apply(move)
        assert puzzle.last is not None and puzzle.row == ()
        assert (puzzle.last.success, puzzle.last.clue) == marks
    assert puzzle.is_solved
    assert puzzle.legal_moves() == ()


@rule("RR Puzzle Attempts and Code-Breaking Puzzle",
      "placing symbols is free, pressing guess is the attempt, so lore 5 allows exactly the "
      "example's five guesses")
@rule("421-433", "the example investigator has lore 5, so one action allows exactly five guesses")
def test_rulebook_example_as_a_session():
    session = open_session(CodePuzzle(3, 6, (5, 1, 3)), "agatha", trait=5)
    for n, (guess, _) in enumerate(EXAMPLE):
        for move in guess_moves(guess):
            assert not session.is_closed
            session = session.attempt(move)
        assert session.used == n + 1
    assert session.is_solved and session.is_closed
    assert session.used == session.allowed == 5
    assert len(session.moves) == 5 * 4


@rule("421-433", "the deductions of the example leave 513 as the only code fitting four marks")
def test_rulebook_example_deduction():
    puzzle = CodePuzzle(3, 5, (5, 1, 3))
    for guess, _ in EXAMPLE[:4]:
        puzzle = puzzle.guess(guess)
    assert consistent_candidates(3, 5, puzzle.history) == [(5, 1, 3)]
    assert suggest_guess(puzzle) == (5, 1, 3)
    assert suggest_move(puzzle) == "sym:5"
    assert suggest_move(puzzle.apply("sym:5").apply("sym:1").apply("sym:3")) == "submit"
    assert suggest_move(puzzle.apply("sym:2")) == "undo"


@rule(CODE, "clue marks count repeated symbols at most as often as the answer has them")
@pytest.mark.parametrize(("guess", "answer", "marks"), [
    ((1, 1, 1), (1, 2, 3), (1, 0)),
    ((2, 1, 1), (1, 2, 1), (1, 2)),
    ((1, 1, 2, 2), (2, 2, 1, 1), (0, 4)),
    ((1, 1, 2, 2), (1, 2, 1, 3), (1, 2)),
    ((4, 4, 4, 4), (1, 2, 3, 5), (0, 0)),
    ((3, 3, 1), (3, 3, 1), (3, 0)),
])
def test_feedback_with_repeats(guess, answer, marks):
    assert feedback(guess, answer) == marks


@given(st.integers(3, 5).flatmap(lambda n: st.tuples(
    st.lists(st.integers(1, 4), min_size=n, max_size=n),
    st.lists(st.integers(1, 4), min_size=n, max_size=n))))
def test_feedback_properties(pair):
    guess, answer = pair
    success, clue = feedback(guess, answer)
    assert success == sum(g == a for g, a in zip(guess, answer, strict=True))
    assert 0 <= success + clue <= len(guess)
    assert feedback(answer, guess) == (success, clue)  # symmetric
    assert (success == len(guess)) == (guess == answer)


@rule("RR Code-Breaking Puzzle",
      "symbols go into the answer row one by one and may repeat; only a full row can be tried")
def test_move_ids_and_illegal_moves():
    puzzle = CodePuzzle(3, 4, (1, 2, 3))
    assert puzzle.legal_moves() == ("sym:1", "sym:2", "sym:3", "sym:4")
    for bad in ["guess:1-2-3", "sym:0", "sym:5", "sym:a", "sym:", "undo", "submit",
                "swap:1:2", "1-2-3"]:
        with pytest.raises(ValueError, match="code move"):
            puzzle.apply(bad)
    part = puzzle.apply("sym:4").apply("sym:4")
    assert part.row == (4, 4) and part.history == ()
    assert part.legal_moves() == ("sym:1", "sym:2", "sym:3", "sym:4", "undo")
    assert part.apply("undo").row == (4,)
    full = part.apply("sym:1")
    assert full.legal_moves() == ("undo", "submit")
    with pytest.raises(ValueError, match="row is full"):
        full.apply("sym:1")
    after = full.apply("submit")
    assert after.row == () and after.last is not None and after.last.symbols == (4, 4, 1)
    solved = after
    for move in guess_moves((1, 2, 3)):
        solved = solved.apply(move)
    assert solved.is_solved and solved.legal_moves() == ()
    with pytest.raises(ValueError, match="already solved"):
        solved.apply("sym:1")


@rule("RR Puzzle Attempts / Code-Breaking Puzzle", "one guess is one attempt")
def test_only_submit_costs_an_attempt():
    puzzle = CodePuzzle(3, 5, (5, 1, 3))
    assert [puzzle.costs_attempt(m) for m in ("sym:1", "undo", "submit")] == [False, False,
                                                                              True]
    session = open_session(puzzle, "inv", 1)
    for move in ("sym:2", "sym:2", "undo", "sym:4", "sym:4"):
        session = session.attempt(move)
    assert session.used == 0 and not session.is_closed
    session = session.attempt("submit")
    assert session.used == 1 and session.is_closed and not session.is_solved


def test_next_move_toward_a_target():
    assert next_move_toward((), (5, 1, 3)) == "sym:5"
    assert next_move_toward((5, 1), (5, 1, 3)) == "sym:3"
    assert next_move_toward((5, 1, 3), (5, 1, 3)) == "submit"
    assert next_move_toward((5, 2), (5, 1, 3)) == "undo"
    assert next_move_toward((5, 1, 3, 3), (5, 1, 3)) == "undo"


def test_json_round_trip_keeps_history():
    puzzle = CodePuzzle(4, 6, (6, 2, 2, 1), labels=("a", "b", "c", "d", "e", "f"))
    puzzle = puzzle.guess((1, 2, 3, 4)).guess((2, 2, 6, 6)).apply("sym:3").apply("sym:6")
    back = puzzle_from_json(puzzle.to_json())
    assert back == puzzle and back.row == (3, 6)
    assert "b b f f" in back.render() and "row: c f _ _" in back.render()
    assert "answer" not in back.render() and "answer" in back.render(reveal=True)


def test_tampered_json_is_rejected():
    data = CodePuzzle(3, 5, (5, 1, 3)).guess((1, 2, 3)).to_json()
    data["history"][0]["success"] = 3
    with pytest.raises(ValueError, match="marks"):
        CodePuzzle.from_json(data)
    for row in ([1, 2, 3, 4], [6]):
        data = CodePuzzle(3, 5, (5, 1, 3)).to_json()
        data["row"] = row
        with pytest.raises(ValueError, match="row"):
            CodePuzzle.from_json(data)
    old = CodePuzzle(3, 5, (5, 1, 3)).to_json()
    del old["row"]  # saves from before the row existed load with an empty row
    assert CodePuzzle.from_json(old).row == ()
    with pytest.raises(ValueError):
        CodePuzzle.from_json({"kind": "code", "length": 2, "kinds": 5, "answer": [1, 2],
                              "history": []})


def test_generator_is_deterministic_and_sized():
    for difficulty in DIFFICULTIES:
        level = CODE_LEVELS[difficulty]
        a, b = generate_code(7, difficulty), generate_code(7, difficulty)
        assert a == b
        assert (a.length, a.kinds) == (level.length, level.kinds)
        assert a.length >= 3 and not a.is_solved


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), difficulty=st.sampled_from(["easy", "normal"]))
def test_solver_breaks_generated_codes(seed, difficulty):
    puzzle = generate_code(seed, difficulty)
    moves = solve_code(puzzle)
    assert moves.count("submit") <= 7
    for move in moves:
        puzzle = puzzle.apply(move)
    assert puzzle.is_solved


@pytest.mark.parametrize("seed", range(4))
def test_solver_breaks_hard_codes(seed):
    puzzle = generate_code(seed, "hard")
    moves = solve_code(puzzle)
    assert moves.count("submit") <= 8
    for move in moves:
        puzzle = puzzle.apply(move)
    assert puzzle.is_solved


def test_every_easy_answer_is_found_by_the_solver():
    worst = 0
    for a in range(1, 6):
        for b in range(1, 6):
            for c in range(1, 6):
                worst = max(worst,
                            solve_code(CodePuzzle(3, 5, (a, b, c))).count("submit"))
    assert worst <= 6
