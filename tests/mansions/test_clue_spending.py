"""When the engine asks "Spend clues?" (engine ruling, docs/mansions.md "Spending clues").

Rules reference 20 and 85: after the roll a clue turns a clue face into a success. The
question is asked only when a clue can still change the result: a plain test that has
already passed is settled, an attack counts its successes until the monster would be
defeated, a resist test until every point of harm is prevented, a test that records its
successes always. The clues offered never go beyond what can still matter."""

from __future__ import annotations

from eerie.games.mansions.script import Ctx, start_test
from tests.mansions.fixtures import do, ids, new, script, searching_desk, spawn_at, start_turn, top


def _clues(st: object) -> list[str]:
    return [o for o in ids(st) if o.startswith("clues:")]  # type: ignore[arg-type]


def test_a_passed_test_asks_nothing(tiny: str) -> None:
    st = searching_desk(tiny, 3)              # observation, one success needed
    do(st, "roll:s1c2b1")
    assert top(st) == "turn" and st.inv("ann").clues == 3 + 2  # passed: clue + ability


def test_a_test_short_of_its_difficulty_offers_only_the_clues_that_matter(tiny: str) -> None:
    st = searching_desk(tiny, 3)
    do(st, "roll:s0c3b1")
    assert _clues(st) == ["clues:0", "clues:1"]   # one clue passes it; more change nothing


def test_an_attack_counts_successes_until_the_monster_falls(tiny: str) -> None:
    for rolled, offered in (("roll:s1c2b0", ["clues:0", "clues:1"]),  # 1+1 of 3 health
                            ("roll:s2c1b0", [])):                       # 2+1: defeated
        st = new(tiny)
        st.inv("ann").clues = 3
        uid = spawn_at(st, "ghoul", "h1")       # health 3, answers attacks at difficulty 1
        start_turn(st, "ann")
        do(st, f"attack:{uid}:knife")         # the knife adds 1 damage
        do(st, rolled)
        assert _clues(st) == offered, rolled


def test_a_resist_test_counts_successes_until_all_harm_is_prevented(tiny: str) -> None:
    for rolled, offered in (("roll:s1c2b0", ["clues:0", "clues:1"]),
                            ("roll:s2c1b0", [])):
        st = new(tiny)
        st.inv("ann").clues = 3
        script(st, "ann", [{"do": "damage", "amount": 2, "resist": "strength"}])
        do(st, rolled)
        assert _clues(st) == offered, rolled


def test_a_recorded_test_counts_every_success(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 3
    script(st, "ann", [{"do": "test", "skill": "lore", "difficulty": 1, "record": "tally"}])
    do(st, "roll:s2c0b0")                     # lore 2: two dice
    assert top(st) != "test"                  # no clue faces: nothing to spend
    script(st, "ann", [{"do": "test", "skill": "lore", "difficulty": 1, "record": "tally"}])
    do(st, "roll:s1c1b0")
    assert _clues(st) == ["clues:0", "clues:1"]  # passed, but every success is recorded


def test_no_question_when_clues_cannot_help_in_a_return_test(tiny: str) -> None:
    """A cap given by the caller: a strength test of two successes (clearing a
    barricade from the far side) that has two asks nothing."""
    st = new(tiny)
    st.inv("ann").clues = 3
    start_test(Ctx(st), "ann", "strength", 0, 2, then="return", dice=3, cap=2)
    do(st, "roll:s2c1b0")
    assert top(st) != "test"
    start_test(Ctx(st), "ann", "strength", 0, 2, then="return", dice=3, cap=2)
    do(st, "roll:s0c3b0")
    assert _clues(st) == ["clues:0", "clues:1", "clues:2"]
