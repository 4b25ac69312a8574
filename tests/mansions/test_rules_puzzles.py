"""Puzzles in play: attempts from the skill, clues for more, progress kept (stage 4)."""

from __future__ import annotations

import pathlib
import tempfile
from typing import Any

import pytest

from eerie.games.mansions.game import GAME
from eerie.games.mansions.rules import puzzles as pz
from tests.mansions.fixtures import do, ids, is_chance, new, start_turn, tiny, top, variant

__all__ = ["tiny"]


def _open(st: Any, who: str = "ann") -> None:
    start_turn(st, who)
    do(st, "interact:box")


def test_puzzle_is_generated_by_chance_once(tiny: str) -> None:
    """RR 89: a puzzle appears when an effect calls for it; here it is generated from a
    chance outcome, then kept."""
    st = new(tiny)
    _open(st)
    assert is_chance(st) and len(ids(st)) == pz.SEEDS
    do(st, "seed:7")
    assert st.puzzles["lockbox"]["kind"] == "code"
    assert top(st) == "puzzle"


def test_attempts_equal_the_skill_and_clues_add_more(tiny: str) -> None:
    """RR 89 and 90: attempts per action equal the puzzle's skill (lore 2 for ann);
    each clue spent adds one."""
    st = new(tiny)
    st.inv("ann").clues = 1
    _open(st)
    do(st, "seed:3")
    assert ids(st) == ["clues:0", "clues:1"]
    do(st, "clues:1")
    assert st.stack[-1]["left"] == 3 and st.inv("ann").clues == 0
    guesses = [o for o in ids(st) if o.startswith("guess:")]
    answer = st.puzzles["lockbox"]["answer"]
    wrong = [g for g in guesses if g != "guess:" + "-".join(map(str, answer))]
    do(st, wrong[0], wrong[1], wrong[2])
    assert top(st) == "turn"                  # out of attempts: closed
    assert len(st.puzzles["lockbox"]["history"]) == 3


def test_progress_is_kept_and_solving_runs_the_steps(tiny: str) -> None:
    """RR 89 step 3: closing keeps the progress; anyone may go on later; solving runs
    what the puzzle unlocks."""
    st = new(tiny)
    _open(st)
    do(st, "seed:5")
    first = next(o for o in ids(st) if o.startswith("guess:"))
    answer = "guess:" + "-".join(map(str, st.puzzles["lockbox"]["answer"]))
    if first == answer:
        first = [o for o in ids(st) if o.startswith("guess:")][1]
    do(st, first, "close")
    assert len(st.puzzles["lockbox"]["history"]) == 1
    do(st, "end_turn", "turn:bob", "interact:box")
    assert top(st) == "puzzle" and not is_chance(st)   # the same puzzle again
    if ids(st)[0].startswith("clues:"):
        do(st, "clues:0")
    do(st, answer)
    assert st.inv("bob").clues == 2 and top(st) == "turn"


def test_view_hides_the_code_answer(tiny: str) -> None:
    """RR 55: the code is secret until broken."""
    st = new(tiny)
    _open(st)
    do(st, "seed:1")
    for seat in (0, 1, None):
        assert GAME.view(st, seat)["puzzles"]["lockbox"]["answer"] is None


@pytest.mark.parametrize("kind", ["slide", "lock"])
def test_other_puzzle_kinds_play(kind: str) -> None:
    """RR 47 and 64: slide and lock puzzles open and take moves as attempts."""
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
