"""Puzzles in play: attempts from the skill, clues for more, progress kept (stage 4)."""

from __future__ import annotations

import pathlib
import tempfile
from typing import Any

import pytest

from eerie.games.mansions.game import GAME
from eerie.games.mansions.puzzles import guess_moves
from eerie.games.mansions.rules import puzzles as pz
from tests.mansions.fixtures import do, ids, is_chance, new, rule, start_turn, top, variant


def _open(st: Any, who: str = "ann") -> None:
    start_turn(st, who)
    do(st, "interact:box")


def _wrong_guesses(st: Any, n: int) -> list[tuple[int, ...]]:
    """``n`` different guesses at the lockbox code that are not its answer."""
    answer = tuple(st.puzzles["lockbox"]["answer"])
    length = len(answer)
    return [g for g in ((k,) * length for k in range(1, 6)) if g != answer][:n]


@rule("RR 89",
      "a puzzle appears when an effect calls for it; here it is generated from a chance outcome, "
      "then kept")
def test_puzzle_is_generated_by_chance_once(tiny: str) -> None:
    st = new(tiny)
    _open(st)
    assert is_chance(st) and len(ids(st)) == pz.SEEDS
    do(st, "seed:7")
    assert st.puzzles["lockbox"]["kind"] == "code"
    assert top(st) == "puzzle"


@rule("RR 89 and 90",
      "attempts per action equal the puzzle's skill (lore 2 for ann); each clue spent adds one")
def test_attempts_equal_the_skill_and_clues_add_more(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 1
    _open(st)
    do(st, "seed:3")
    assert ids(st) == ["clues:0", "clues:1"]
    do(st, "clues:1")
    assert st.stack[-1]["left"] == 3 and st.inv("ann").clues == 0
    for guess in _wrong_guesses(st, 3):
        do(st, *guess_moves(guess))
    assert top(st) == "turn"                  # out of attempts: closed
    assert len(st.puzzles["lockbox"]["history"]) == 3


@rule("RR 89 step 3",
      "closing keeps the progress; anyone may go on later; solving runs what the puzzle unlocks")
def test_progress_is_kept_and_solving_runs_the_steps(tiny: str) -> None:
    st = new(tiny)
    _open(st)
    do(st, "seed:5")
    answer = tuple(st.puzzles["lockbox"]["answer"])
    do(st, *guess_moves(_wrong_guesses(st, 1)[0]), "close")
    assert len(st.puzzles["lockbox"]["history"]) == 1
    do(st, "end_turn", "turn:bob", "interact:box")
    assert top(st) == "puzzle" and not is_chance(st)   # the same puzzle again
    if ids(st)[0].startswith("clues:"):
        do(st, "clues:0")
    do(st, *guess_moves(answer))
    assert st.inv("bob").clues == 2 and top(st) == "turn"


@rule("RR 55", "the code is secret until broken")
def test_view_hides_the_code_answer(tiny: str) -> None:
    st = new(tiny)
    _open(st)
    do(st, "seed:1")
    for seat in (0, 1, None):
        assert GAME.view(st, seat)["puzzles"]["lockbox"]["answer"] is None


@rule("RR 47 and 64", "slide and lock puzzles open and take moves as attempts")
@pytest.mark.parametrize("kind", ["slide", "lock"])
def test_other_puzzle_kinds_play(kind: str) -> None:
    def change(sc: dict[str, Any]) -> None:
        sc["puzzles"][0]["kind"] = kind
    path = variant(pathlib.Path(tempfile.mkdtemp()), change)
    st = new(path)
    _open(st)
    do(st, "seed:2")
    moves = [o for o in ids(st) if o not in ("close",)]
    assert moves
    do(st, moves[0])
    assert st.stack[-1]["left"] == 1 or top(st) != "puzzle"


@rule("RR 55 (Code-Breaking Puzzle) and RR 90 (Puzzle Attempts)",
      "symbols are placed in the answer row one by one for free; pressing guess with a full row "
      "is the one attempt")
def test_code_guess_is_built_one_symbol_at_a_time(tiny: str) -> None:
    st = new(tiny)
    _open(st)
    do(st, "seed:4")
    left = st.stack[-1]["left"]
    length = st.puzzles["lockbox"]["length"]
    kinds = st.puzzles["lockbox"]["kinds"]
    assert ids(st) == [*(f"sym:{k}" for k in range(1, kinds + 1)), "close"]
    opts = GAME.pending(st).options
    assert opts[0].label.key == "mom.opt.code_symbol"
    do(st, "sym:2", "sym:3", "undo")
    assert st.puzzles["lockbox"]["row"] == [2] and st.stack[-1]["left"] == left
    do(st, *["sym:1"] * (length - 1))
    assert ids(st) == ["undo", "submit", "close"]
    submit = GAME.pending(st).option("submit")
    assert submit is not None and submit.label.key == "mom.opt.code_submit"
    events = do(st, "submit")
    assert st.stack[-1]["left"] == left - 1 or top(st) != "puzzle"
    assert st.puzzles["lockbox"]["row"] == []
    assert st.puzzles["lockbox"]["history"][0]["guess"] == [2] + [1] * (length - 1)
    assert [e.msg.key for e in events if e.kind == "mom.puzzle_move"] == [
        "mom.ev.code_guess"]


@rule("RR 89 step 3 (progress is kept)",
      "the half-built row survives closing, views and determinization; the hidden answer is "
      "re-drawn consistent with past marks")
def test_partial_row_is_public_saved_and_resumed(tiny: str) -> None:
    from random import Random

    st = new(tiny)
    _open(st)
    do(st, "seed:6")
    do(st, *guess_moves(_wrong_guesses(st, 1)[0]), "sym:3", "close")
    assert st.puzzles["lockbox"]["row"] == [3]
    for seat in (0, 1, None):
        view = GAME.view(st, seat)
        assert view["puzzles"]["lockbox"]["row"] == [3]
        assert view["puzzles"]["lockbox"]["answer"] is None
    for seed in range(5):
        sampled = GAME.determinize(GAME.view(st, 0), 0, Random(seed))
        data = sampled.puzzles["lockbox"]
        assert data["row"] == [3]
        pz.from_json(data)  # the marks of the past guess fit the sampled answer
    do(st, "end_turn", "turn:bob", "interact:box")
    if ids(st)[0].startswith("clues:"):
        do(st, "clues:0")
    assert "undo" in ids(st) and st.puzzles["lockbox"]["row"] == [3]


@rule("RR 89 (Puzzle), step 2 \"attempt the puzzle\"",
      "while attempting, the investigator may spend any number of clues, each for one more "
      "attempt; not only when the puzzle opens")
def test_clues_can_be_spent_while_the_puzzle_is_open(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 3
    _open(st)
    do(st, "seed:3", "clues:0")
    assert st.stack[-1]["left"] == 2
    offered = ids(st)
    assert [o for o in offered if o.startswith("clues:")] == ["clues:1", "clues:2", "clues:3"]
    assert offered[-1] == "close" and "sym:1" in offered
    first, second, third = _wrong_guesses(st, 3)
    do(st, *guess_moves(first))
    do(st, "clues:2")                          # mid-session: two more attempts
    assert st.stack[-1]["left"] == 3 and st.inv("ann").clues == 1
    assert [o for o in ids(st) if o.startswith("clues:")] == ["clues:1"]
    do(st, *guess_moves(second), *guess_moves(third))
    assert top(st) == "puzzle" and st.stack[-1]["left"] == 1
    assert len(st.puzzles["lockbox"]["history"]) == 3


@rule("RR 89 (Puzzle) steps 2 and 3 and 90 (Puzzle attempts)",
      "when the attempts are used up the investigator may still buy more with clues; closing the "
      "puzzle is the other choice, and without clues it closes at once")
def test_out_of_attempts_with_clues_offers_spending_or_closing(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 1
    _open(st)
    do(st, "seed:3", "clues:0")
    guesses = _wrong_guesses(st, 3)
    do(st, *guess_moves(guesses[0]), *guess_moves(guesses[1]))
    assert top(st) == "puzzle" and st.stack[-1]["left"] == 0
    assert ids(st) == ["clues:1", "close"]     # no moves without an attempt
    assert GAME.pending(st).prompt.key == "mom.prompt.puzzle_out"
    do(st, "clues:1")
    assert st.stack[-1]["left"] == 1 and st.inv("ann").clues == 0
    do(st, *guess_moves(guesses[2]))
    assert top(st) == "turn"                   # out again and no clue left: closed
    assert len(st.puzzles["lockbox"]["history"]) == 3
    # closing instead of spending keeps the clue and the progress
    st = new(tiny)
    st.inv("ann").clues = 1
    _open(st)
    do(st, "seed:3", "clues:0")
    guesses = _wrong_guesses(st, 2)
    do(st, *guess_moves(guesses[0]), *guess_moves(guesses[1]), "close")
    assert top(st) == "turn" and st.inv("ann").clues == 1
    assert len(st.puzzles["lockbox"]["history"]) == 2


@rule("RR 89 (Puzzle), step 2",
      "the heuristic investigator, out of attempts, spends just the clues its solver still needs, "
      "and closes the puzzle when it cannot afford them")
def test_the_heuristic_buys_the_attempts_it_still_needs_or_closes(tiny: str) -> None:
    import json
    from random import Random

    from eerie.games.mansions.ai import MansionsAgent, puzzle_moves_needed

    for clues in (1, 40):
        st = new(tiny)
        st.inv("ann").clues = clues
        _open(st)
        do(st, "seed:3", "clues:0")
        guesses = _wrong_guesses(st, 2)
        do(st, *guess_moves(guesses[0]), *guess_moves(guesses[1]))
        p = GAME.pending(st)
        seat = p.actors[0]
        view = json.loads(json.dumps(GAME.view(st, seat)))
        need = puzzle_moves_needed(view["puzzles"]["lockbox"])
        pick = MansionsAgent().choose(GAME, lambda v=view: v, p.ids(), seat, Random(0))
        assert pick == (f"clues:{need}" if need <= clues else "close")
