"""Dice: exact roll distributions against enumeration of every ordered outcome."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.dice import (
    D6,
    FIVE_OR_SIX,
    INVESTIGATION_DIE,
    ZERO_TO_TWO_DIE,
    Die,
    decode_roll,
    encode_roll,
    success_distribution,
    successes,
    sum_distribution,
    total,
)

DICE = [D6, INVESTIGATION_DIE, ZERO_TO_TWO_DIE, Die("coin", ("h", "t")),
        Die("loaded", ("x", "x", "y"))]
MANSIONS_SUCCESS = frozenset({"success"})


def enumerate_rolls(die: Die, n: int) -> dict[tuple[str, ...], Fraction]:
    """Every ordered outcome of n dice (each side equally likely), folded to sorted rolls."""
    counts: Counter[tuple[str, ...]] = Counter(
        tuple(sorted(sides)) for sides in product(die.faces, repeat=n)
    )
    outcomes = len(die.faces) ** n
    return {roll: Fraction(c, outcomes) for roll, c in counts.items()}


@pytest.mark.parametrize("die", DICE, ids=lambda d: d.name)
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_roll_distribution_matches_enumeration(die: Die, n: int) -> None:
    dist = die.roll_distribution(n)
    assert sum(dist.values()) == 1
    assert dist == enumerate_rolls(die, n)
    assert all(p > 0 for p in dist.values())
    assert all(list(roll) == sorted(roll) and len(roll) == n for roll in dist)


def test_roll_distribution_of_nothing_and_negative() -> None:
    assert D6.roll_distribution(0) == {(): Fraction(1)}
    with pytest.raises(ValueError, match="negative"):
        D6.roll_distribution(-1)


@settings(derandomize=True, max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("abcd"), min_size=1, max_size=6), st.integers(0, 5))
def test_any_die_distribution_sums_to_one(faces: list[str], n: int) -> None:
    die = Die("any", tuple(faces))
    dist = die.roll_distribution(n)
    assert sum(dist.values()) == 1
    assert sum(die.face_probabilities().values()) == 1
    if n <= 3:
        assert dist == enumerate_rolls(die, n)


def test_d6() -> None:
    assert D6.faces == ("1", "2", "3", "4", "5", "6")
    assert D6.face_probabilities() == {str(i): Fraction(1, 6) for i in range(1, 7)}
    # Arkham Horror: 5 and 6 succeed
    assert frozenset({"5", "6"}) == FIVE_OR_SIX
    assert success_distribution(D6, 1, FIVE_OR_SIX) == {
        0: Fraction(2, 3), 1: Fraction(1, 3)
    }


def test_mansions_die() -> None:
    assert len(INVESTIGATION_DIE.faces) == 8
    assert Counter(INVESTIGATION_DIE.faces) == {"success": 3, "clue": 2, "blank": 3}
    assert INVESTIGATION_DIE.face_probabilities() == {
        "blank": Fraction(3, 8), "clue": Fraction(1, 4), "success": Fraction(3, 8)
    }


def test_betrayal_die() -> None:
    assert sorted(ZERO_TO_TWO_DIE.faces) == ["0", "0", "1", "1", "2", "2"]
    assert ZERO_TO_TWO_DIE.face_probabilities() == {
        "0": Fraction(1, 3), "1": Fraction(1, 3), "2": Fraction(1, 3)
    }


def test_betrayal_sum_distribution() -> None:
    # two dice: totals 0..4 with weights 1, 2, 3, 2, 1 over 9
    assert sum_distribution(ZERO_TO_TWO_DIE, 2) == {
        t: Fraction(w, 9) for t, w in zip(range(5), [1, 2, 3, 2, 1], strict=True)
    }
    for n in range(5):
        dist = sum_distribution(ZERO_TO_TWO_DIE, n)
        assert sum(dist.values()) == 1
        expected: Counter[int] = Counter(
            sum(int(f) for f in sides) for sides in product(ZERO_TO_TWO_DIE.faces, repeat=n)
        )
        assert dist == {t: Fraction(c, 6**n) for t, c in expected.items()}
    assert sum_distribution(D6, 2)[7] == Fraction(1, 6)


@pytest.mark.parametrize(
    ("die", "faces"),
    [(D6, FIVE_OR_SIX), (INVESTIGATION_DIE, MANSIONS_SUCCESS)],
    ids=["arkham", "mansions"],
)
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_success_distribution_is_binomial(die: Die, faces: frozenset[str], n: int) -> None:
    from math import comb

    p = Fraction(sum(1 for f in die.faces if f in faces), len(die.faces))
    expected = {k: comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)}
    got = success_distribution(die, n, faces)
    assert sum(got.values()) == 1
    assert {k: v for k, v in expected.items() if v} == got


def test_successes_and_total() -> None:
    assert successes(("1", "5", "6", "6"), FIVE_OR_SIX) == 3
    assert successes((), FIVE_OR_SIX) == 0
    assert successes(("blank", "clue", "success"), MANSIONS_SUCCESS) == 1
    assert total(("0", "2", "2", "1")) == 5
    assert total(()) == 0


@settings(derandomize=True, max_examples=100, deadline=None)
@given(st.sampled_from(DICE).flatmap(
    lambda d: st.lists(st.sampled_from(d.faces), max_size=8).map(lambda r: tuple(sorted(r)))
))
def test_encode_decode_round_trip(roll: tuple[str, ...]) -> None:
    oid = encode_roll(roll)
    assert oid.startswith("roll:")
    assert decode_roll(oid) == roll


def test_encode_roll_examples() -> None:
    assert encode_roll(("1", "5", "6")) == "roll:1.5.6"
    assert encode_roll(()) == "roll:"
    assert decode_roll("roll:") == ()
    assert decode_roll("roll:blank.success") == ("blank", "success")
    with pytest.raises(ValueError, match="not a roll id"):
        decode_roll("card:1")


@pytest.mark.parametrize("die", DICE, ids=lambda d: d.name)
def test_every_roll_id_is_distinct_and_decodes(die: Die) -> None:
    rolls = list(die.roll_distribution(3))
    ids = [encode_roll(r) for r in rolls]
    assert len(set(ids)) == len(ids)
    assert [decode_roll(i) for i in ids] == rolls


@pytest.mark.parametrize("faces", [(), ("",), ("a", "b.c")])
def test_die_faces_must_make_unambiguous_roll_ids(faces: tuple[str, ...]) -> None:
    # ("",) would encode one die as "roll:" (no dice); "b.c" would read back as two faces
    with pytest.raises(ValueError, match="die 'bad'"):
        Die("bad", faces)
