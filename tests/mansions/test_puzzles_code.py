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
    open_session,
    puzzle_from_json,
    solve_code,
    suggest_guess,
)

BOOK = "mansions-of-madness-2e.ko.txt"
CODE = "407-413, 1079-1091"


def rule(lines: str, topic: str) -> pytest.MarkDecorator:
    return pytest.mark.rule("mansions-of-madness", f"{BOOK}:{lines}", topic)


# The worked example: five guesses at a three-symbol code, ending on 5-1-3.
EXAMPLE = [
    ("guess:1-2-3", (1, 1)),
    ("guess:2-3-4", (0, 1)),
    ("guess:2-2-2", (0, 0)),
    ("guess:1-3-5", (0, 3)),
    ("guess:5-1-3", (3, 0)),
]


@rule("421-433", "worked example: marks for each of five guesses leading to the answer 513")
@pytest.mark.parametrize("kinds", [5, 6, 9])
def test_rulebook_example_marks(kinds):
    puzzle = CodePuzzle(3, kinds, (5, 1, 3))
    for move, marks in EXAMPLE:
        assert not puzzle.is_solved
        puzzle = puzzle.apply(move)
        assert puzzle.last is not None
        assert (puzzle.last.success, puzzle.last.clue) == marks
    assert puzzle.is_solved
    assert puzzle.legal_moves() == ()


@rule("421-433", "the example investigator has lore 5, so one action allows exactly five guesses")
def test_rulebook_example_as_a_session():
    session = open_session(CodePuzzle(3, 6, (5, 1, 3)), "agatha", trait=5)
    for move, _ in EXAMPLE:
        assert not session.is_closed
        session = session.attempt(move)
    assert session.is_solved and session.is_closed
    assert session.used == session.allowed == 5


@rule("421-433", "the deductions of the example leave 513 as the only code fitting four marks")
def test_rulebook_example_deduction():
    puzzle = CodePuzzle(3, 5, (5, 1, 3))
    for move, _ in EXAMPLE[:4]:
        puzzle = puzzle.apply(move)
    assert consistent_candidates(3, 5, puzzle.history) == [(5, 1, 3)]
    assert suggest_guess(puzzle) == "guess:5-1-3"


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


def test_move_ids_and_illegal_guesses():
    puzzle = CodePuzzle(3, 4, (1, 2, 3))
    moves = puzzle.legal_moves()
    assert len(moves) == 4 ** 3 and moves[0] == "guess:1-1-1" and moves[-1] == "guess:4-4-4"
    for bad in ["guess:1-2", "guess:1-2-3-4", "guess:0-1-2", "guess:5-1-1", "guess:a-b-c",
                "swap:1:2", "guess:", "1-2-3"]:
        with pytest.raises(ValueError, match="code move"):
            puzzle.apply(bad)
    solved = puzzle.apply("guess:1-2-3")
    with pytest.raises(ValueError, match="already solved"):
        solved.apply("guess:1-1-1")


def test_json_round_trip_keeps_history():
    puzzle = CodePuzzle(4, 6, (6, 2, 2, 1), labels=("a", "b", "c", "d", "e", "f"))
    puzzle = puzzle.apply("guess:1-2-3-4").apply("guess:2-2-6-6")
    back = puzzle_from_json(puzzle.to_json())
    assert back == puzzle
    assert "b b f f" in back.render()
    assert "answer" not in back.render() and "answer" in back.render(reveal=True)


def test_tampered_json_is_rejected():
    data = CodePuzzle(3, 5, (5, 1, 3)).apply("guess:1-2-3").to_json()
    data["history"][0]["success"] = 3
    with pytest.raises(ValueError, match="marks"):
        CodePuzzle.from_json(data)
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
    assert len(moves) <= 7
    for move in moves:
        puzzle = puzzle.apply(move)
    assert puzzle.is_solved


@pytest.mark.parametrize("seed", range(4))
def test_solver_breaks_hard_codes(seed):
    puzzle = generate_code(seed, "hard")
    moves = solve_code(puzzle)
    assert len(moves) <= 8
    for move in moves:
        puzzle = puzzle.apply(move)
    assert puzzle.is_solved


def test_every_easy_answer_is_found_by_the_solver():
    worst = 0
    for a in range(1, 6):
        for b in range(1, 6):
            for c in range(1, 6):
                worst = max(worst, len(solve_code(CodePuzzle(3, 5, (a, b, c)))))
    assert worst <= 6
