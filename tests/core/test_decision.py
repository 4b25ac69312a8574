"""Decisions and chance: exact chance options, Pending helpers, seeded sampling."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.chance import sample, sample_outcome, secret_drawer, uniform_choice
from eerie.core.decision import CHANCE, IllegalAction, Option, Pending, chance_options
from eerie.core.text import Msg, msg


def test_chance_options_are_exact_sorted_and_labelled() -> None:
    opts = chance_options({"card:7": 1, "card:2": 2, "card:5": 3, "card:9": 0}, "ff.card")
    assert [o.id for o in opts] == ["card:2", "card:5", "card:7"]  # sorted, zero left out
    assert [o.prob for o in opts] == [Fraction(1, 3), Fraction(1, 2), Fraction(1, 6)]
    assert all(isinstance(o.prob, Fraction) for o in opts)
    assert opts[0].label == Msg("ff.card", {"outcome": "card:2"})
    assert opts[0].data is None


@settings(derandomize=True, max_examples=100, deadline=None)
@given(st.dictionaries(st.text("abcxyz:", min_size=1, max_size=4), st.integers(0, 50),
                       min_size=1, max_size=8))
def test_chance_options_sum_to_one(weights: dict[str, int]) -> None:
    total = sum(weights.values())
    if total == 0:
        with pytest.raises(ValueError, match="no possible outcome"):
            chance_options(weights, "k")
        return
    opts = chance_options(weights, "k")
    assert sum((o.prob for o in opts if o.prob is not None), Fraction(0)) == 1
    assert {o.id: o.prob for o in opts} == {
        k: Fraction(w, total) for k, w in weights.items() if w > 0
    }
    assert [o.id for o in opts] == sorted(o.id for o in opts)


def test_chance_options_without_outcomes() -> None:
    with pytest.raises(ValueError):
        chance_options({}, "k")
    with pytest.raises(ValueError):
        chance_options({"a": 0}, "k")


def _pending(actors: tuple[int, ...], ids: list[str]) -> Pending:
    return Pending(actors, tuple(Option(i, msg("opt", id=i)) for i in ids), msg("prompt"))


def test_pending_helpers() -> None:
    p = _pending((0,), ["n", "e", "stop"])
    assert not p.is_chance and not p.is_over
    assert p.ids() == ["n", "e", "stop"]
    assert p.option("e") == Option("e", msg("opt", id="e"))
    assert p.option("w") is None
    chance = Pending((CHANCE,), chance_options({"x": 1}, "k"), msg("roll"))
    assert chance.is_chance and not chance.is_over
    assert CHANCE == -1
    over = Pending((), (), msg("over"))
    assert over.is_over and not over.is_chance and over.ids() == []
    coop = _pending((0, 2), ["a"])
    assert not coop.is_chance and coop.actors == (0, 2)


def test_illegal_action_carries_its_message() -> None:
    reason = msg("core.error.illegal_option", option="x")
    exc = IllegalAction(reason)
    assert isinstance(exc, ValueError)
    assert exc.reason is reason
    assert str(exc) == "core.error.illegal_option"


# -- sampling -------------------------------------------------------------------------------

PROBS = {"a": Fraction(1, 2), "b": Fraction(1, 3), "c": Fraction(1, 6)}


def _chance(probs: dict[str, Fraction]) -> Pending:
    return Pending((CHANCE,), tuple(Option(k, msg(k), p) for k, p in probs.items()), msg("r"))


def _chi_square(counts: Counter[str], probs: dict[str, float], n: int) -> float:
    return sum((counts[k] - n * p) ** 2 / (n * p) for k, p in probs.items())


def test_sample_follows_the_probabilities() -> None:
    n = 20_000
    rng = Random(20240601)
    pending = _chance(PROBS)
    counts = Counter(sample(pending, rng) for _ in range(n))
    assert set(counts) == set(PROBS)
    for k, p in PROBS.items():
        assert abs(counts[k] / n - float(p)) < 0.015, (k, counts[k])
    # chi-square with 2 degrees of freedom: 13.8 is the 0.1 % critical value
    assert _chi_square(counts, {k: float(p) for k, p in PROBS.items()}, n) < 13.8


def test_sample_outcome_follows_the_probabilities() -> None:
    n = 20_000
    rng = Random(7)
    outcomes = [(k, float(p)) for k, p in PROBS.items()]
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(n))
    assert _chi_square(counts, dict(outcomes), n) < 13.8


def test_sampling_is_deterministic_for_a_seed() -> None:
    pending = _chance(PROBS)
    first = [sample(pending, Random(99)) for _ in range(5)]
    assert first == [sample(pending, Random(99)) for _ in range(5)]
    rng1, rng2 = Random(5), Random(5)
    assert [sample(pending, rng1) for _ in range(200)] == [
        sample(pending, rng2) for _ in range(200)
    ]
    rng3, rng4 = Random(5), Random(6)
    assert [sample(pending, rng3) for _ in range(200)] != [
        sample(pending, rng4) for _ in range(200)
    ]
    outcomes = [(k, float(p)) for k, p in PROBS.items()]
    r1, r2 = Random(3), Random(3)
    assert [sample_outcome(outcomes, r1) for _ in range(100)] == [
        sample_outcome(outcomes, r2) for _ in range(100)
    ]


def test_sample_never_picks_an_impossible_outcome() -> None:
    certain = _chance({"only": Fraction(1), "never": Fraction(0)})
    rng = Random(1)
    assert {sample(certain, rng) for _ in range(1000)} == {"only"}


class _Top(Random):
    """An RNG whose ``random()`` returns the largest float below 1."""

    def random(self) -> float:
        return 0.9999999999999999


def test_sample_rounding_never_falls_through_to_an_impossible_outcome() -> None:
    # ten tenths add up to 0.9999999999999999 in floating point, so a draw just below 1
    # passes every cumulative bound; it must still land on a possible outcome
    probs = {f"o{i}": Fraction(1, 10) for i in range(10)} | {"zero": Fraction(0)}
    assert sample(_chance(probs), _Top()) == "o9"
    outcomes = [(k, float(p)) for k, p in probs.items()]
    assert sample_outcome(outcomes, _Top()) == "o9"


def test_sample_errors() -> None:
    with pytest.raises(ValueError, match="nothing to sample"):
        sample(Pending((CHANCE,), (), msg("r")), Random(0))
    with pytest.raises(ValueError, match="no probability"):
        sample(_pending((CHANCE,), ["a"]), Random(0))
    with pytest.raises(ValueError, match="nothing to sample"):
        sample_outcome([], Random(0))


def test_uniform_choice() -> None:
    opts = _pending((0,), ["a", "b", "c", "d"]).options
    rng = Random(11)
    counts = Counter(uniform_choice(opts, rng) for _ in range(8000))
    assert set(counts) == {"a", "b", "c", "d"}
    assert all(abs(c - 2000) < 200 for c in counts.values())
    assert uniform_choice(list(opts[:1]), Random(0)) == "a"


def test_a_secret_draw_goes_to_its_first_owner_a_person_plays() -> None:
    opts = chance_options({"a": 1, "b": 1}, "k")
    public = Pending((CHANCE,), opts, Msg("p"))
    assert public.secret is None and secret_drawer(public, {0, 1}) is None
    owned = Pending((CHANCE,), opts, Msg("p"), secret=(2, 1))
    assert secret_drawer(owned, {0, 1}) == 1  # seat 2 is a computer's
    assert secret_drawer(owned, {0}) is None  # no owner is a person's: the driver draws
    assert secret_drawer(Pending((CHANCE,), opts, Msg("p"), secret=()), {0, 1}) is None
