"""Decks: the segment representation against a brute-force oracle.

The oracle is the literal meaning of a deck: the exact probability distribution over all
orderings (top first) consistent with what happened to it. Every operation is applied to
every ordering; draws and reveals condition on what was seen. A :class:`Deck` must give
the same top and bottom distributions (as exact fractions), the same size and contents,
and, at the end, the same distribution over whole orderings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.deck import Deck, Segment

Ordering = tuple[str, ...]
Dist = dict[Ordering, Fraction]

MAX_CARDS = 7


# -- the oracle -----------------------------------------------------------------------------


def _arrangements(cards: Counter[str]) -> Iterator[Ordering]:
    """Every distinct ordering of a multiset (each exactly once)."""
    if not +cards:
        yield ()
        return
    for c in sorted(cards):
        if cards[c] > 0:
            cards[c] -= 1
            for rest in _arrangements(cards):
                yield (c, *rest)
            cards[c] += 1


def _uniform(cards: Counter[str]) -> list[tuple[Ordering, Fraction]]:
    arr = list(_arrangements(Counter(cards)))
    # all distinct arrangements of a multiset are equally likely under a fair shuffle
    assert len(arr) == factorial(sum(cards.values())) // prod(
        factorial(n) for n in cards.values()
    )
    p = Fraction(1, len(arr))
    return [(a, p) for a in arr]


@dataclass
class Oracle:
    """A deck as the distribution over its orderings (top first)."""

    dist: Dist

    @staticmethod
    def of(cards: list[str]) -> Oracle:
        return Oracle(dict(_uniform(Counter(cards))))

    def __len__(self) -> int:
        return len(next(iter(self.dist)))

    def contents(self) -> dict[str, int]:
        return dict(sorted(Counter(next(iter(self.dist))).items()))

    def _marginal(self, index: int) -> dict[str, Fraction]:
        out: dict[str, Fraction] = {}
        for o, p in self.dist.items():
            out[o[index]] = out.get(o[index], Fraction(0)) + p
        return dict(sorted(out.items()))

    def top(self) -> dict[str, Fraction]:
        return self._marginal(0)

    def bottom(self) -> dict[str, Fraction]:
        return self._marginal(-1)

    def _condition(self, keep: Dist) -> Oracle:
        total = sum(keep.values(), Fraction(0))
        assert total > 0, "conditioned on an impossible observation"
        return Oracle({o: p / total for o, p in keep.items()})

    def draw_top(self, card: str) -> Oracle:
        return self._condition({o[1:]: p for o, p in self.dist.items() if o[0] == card})

    def draw_bottom(self, card: str) -> Oracle:
        return self._condition({o[:-1]: p for o, p in self.dist.items() if o[-1] == card})

    def reveal_top(self, card: str) -> Oracle:
        return self._condition({o: p for o, p in self.dist.items() if o[0] == card})

    def put_top(self, card: str) -> Oracle:
        return Oracle({(card, *o): p for o, p in self.dist.items()})

    def put_bottom(self, card: str) -> Oracle:
        return Oracle({(*o, card): p for o, p in self.dist.items()})

    def shuffle_into_top(self, card: str, n: int) -> Oracle:
        """Physical meaning: take the top ``n - 1`` cards (or all), shuffle ``card`` in
        with them, put the pile back on top."""
        grouped: dict[tuple[Ordering, Ordering], Fraction] = {}
        for o, p in self.dist.items():
            k = min(n - 1, len(o))
            key = (tuple(sorted((*o[:k], card))), o[k:])
            grouped[key] = grouped.get(key, Fraction(0)) + p
        out: Dist = {}
        for (block, rest), p in grouped.items():
            for arr, q in _uniform(Counter(block)):
                out[(*arr, *rest)] = out.get((*arr, *rest), Fraction(0)) + p * q
        return Oracle(out)

    def shuffle_in(self, cards: list[str]) -> Oracle:
        return Oracle.of([*next(iter(self.dist)), *cards])


def deck_distribution(deck: Deck) -> Dist:
    """The distribution over whole orderings that a Deck implies, by the chain rule:
    P(c1 c2 ... ) = P(top = c1) * P(top = c2 | c1 drawn) * ..."""
    if len(deck) == 0:
        return {(): Fraction(1)}
    out: Dist = {}
    for c, p in deck.top_probabilities().items():
        for rest, q in deck_distribution(deck.draw_top(c)).items():
            out[(c, *rest)] = p * q
    return out


def check(deck: Deck, oracle: Oracle) -> None:
    assert len(deck) == len(oracle)
    assert deck.contents() == oracle.contents()
    if len(oracle) == 0:
        assert deck.segments == ()
        return
    assert deck.top_probabilities() == oracle.top()
    assert deck.bottom_probabilities() == oracle.bottom()
    assert sum(deck.top_probabilities().values()) == 1
    assert sum(deck.bottom_probabilities().values()) == 1
    # the representation stays tidy: no empty blocks, the last block borrows nothing
    assert all(s.own > 0 for s in deck.segments)
    assert deck.segments[-1].borrow == 0


# -- random operation sequences -------------------------------------------------------------

INITIAL = st.lists(st.sampled_from("abc"), min_size=0, max_size=5)
OPS = st.lists(
    st.one_of(
        st.tuples(st.just("draw_top"), st.integers(0, 10)),
        st.tuples(st.just("draw_bottom"), st.integers(0, 10)),
        st.tuples(st.just("reveal_top"), st.integers(0, 10)),
        st.tuples(st.just("put_top"), st.sampled_from("abd")),
        st.tuples(st.just("put_bottom"), st.sampled_from("abd")),
        st.tuples(st.just("shuffle_into_top"), st.integers(1, 8)),
        st.tuples(st.just("shuffle_in"), st.lists(st.sampled_from("ae"), max_size=2)),
        st.tuples(st.just("impossible_top"), st.sampled_from("abcdexyz")),
    ),
    max_size=12,
)


def _pick(dist: dict[str, Fraction], i: int) -> str:
    keys = sorted(dist)
    return keys[i % len(keys)]


def run_sequence(initial: list[str], ops: list[tuple[str, object]], full: bool) -> None:
    deck, oracle = Deck.of(initial), Oracle.of(initial)
    check(deck, oracle)
    fresh = 0
    for op, arg in ops:
        size = len(oracle)
        if op in ("draw_top", "draw_bottom", "reveal_top"):
            if size == 0:
                with pytest.raises(ValueError):
                    getattr(deck, op)("a")
                continue
            assert isinstance(arg, int)
            card = _pick(oracle.bottom() if op == "draw_bottom" else oracle.top(), arg)
            deck, oracle = getattr(deck, op)(card), getattr(oracle, op)(card)
        elif op == "impossible_top":
            assert isinstance(arg, str)
            if size == 0 or arg not in oracle.top():
                with pytest.raises(ValueError):
                    deck.draw_top(arg)
                with pytest.raises(ValueError):
                    deck.reveal_top(arg)
            if size == 0 or arg not in oracle.bottom():
                with pytest.raises(ValueError):
                    deck.draw_bottom(arg)
        elif op in ("put_top", "put_bottom"):
            if size >= MAX_CARDS:
                continue
            deck, oracle = getattr(deck, op)(arg), getattr(oracle, op)(arg)
        elif op == "shuffle_into_top":
            if size >= MAX_CARDS:
                continue
            assert isinstance(arg, int)
            fresh += 1
            card = f"new{fresh}"
            try:
                new_deck = deck.shuffle_into_top(card, arg)
            except ValueError as exc:
                # allowed only where card ids repeat (the card's origin would be ambiguous)
                assert "distinct card ids" in str(exc)
                assert max(deck.contents().values()) >= 2
                continue
            deck, oracle = new_deck, oracle.shuffle_into_top(card, arg)
        elif op == "shuffle_in":
            assert isinstance(arg, list)
            if size + len(arg) > MAX_CARDS or size + len(arg) == 0:
                continue
            deck, oracle = deck.shuffle_in(arg), oracle.shuffle_in(arg)
        else:  # pragma: no cover
            raise AssertionError(op)
        check(deck, oracle)
    if full:
        assert deck_distribution(deck) == {o: p for o, p in oracle.dist.items() if p}


@settings(derandomize=True, max_examples=250, deadline=None)
@given(INITIAL, OPS)
def test_deck_matches_oracle(initial: list[str], ops: list[tuple[str, object]]) -> None:
    run_sequence(initial, ops, full=False)


@settings(derandomize=True, max_examples=60, deadline=None)
@given(INITIAL, OPS)
def test_deck_whole_order_distribution_matches_oracle(
    initial: list[str], ops: list[tuple[str, object]]
) -> None:
    run_sequence(initial, ops, full=True)


# -- hand-picked cases ----------------------------------------------------------------------


def test_fresh_deck_is_uniform() -> None:
    deck = Deck.of(["a", "a", "b", "c"])
    assert deck.top_probabilities() == {
        "a": Fraction(1, 2), "b": Fraction(1, 4), "c": Fraction(1, 4)
    }
    assert deck.bottom_probabilities() == deck.top_probabilities()
    assert len(deck) == 4
    assert deck.contents() == {"a": 2, "b": 1, "c": 1}


def test_empty_deck() -> None:
    deck = Deck.of([])
    assert len(deck) == 0
    assert deck.contents() == {}
    for call in (deck.top_probabilities, deck.bottom_probabilities):
        with pytest.raises(ValueError, match="empty"):
            call()
    with pytest.raises(ValueError):
        deck.draw_top("a")
    with pytest.raises(ValueError):
        deck.draw_bottom("a")
    assert deck.put_top("a").top_probabilities() == {"a": 1}
    assert deck.shuffle_into_top("a", 3).contents() == {"a": 1}
    assert len(deck.shuffle_in([])) == 0


def test_draw_impossible_card_raises() -> None:
    deck = Deck.of(["a", "b"]).put_top("c")
    with pytest.raises(ValueError, match="'a'"):
        deck.draw_top("a")
    with pytest.raises(ValueError):
        deck.reveal_top("z")
    with pytest.raises(ValueError, match="bottom"):
        deck.draw_bottom("c")
    # a failed draw leaves the (immutable) deck as it was
    assert deck.top_probabilities() == {"c": 1}


def test_shuffle_into_top_is_the_card_shuffled_with_the_top_cards() -> None:
    # Arkham Horror 3e: a card is shuffled together with the top two cards of a deck.
    deck = Deck.of(["a", "b", "c", "d"]).shuffle_into_top("x", 3)
    assert deck.top_probabilities() == {
        "a": Fraction(1, 6), "b": Fraction(1, 6), "c": Fraction(1, 6),
        "d": Fraction(1, 6), "x": Fraction(1, 3),
    }
    assert "x" not in deck.bottom_probabilities()
    # after drawing two cards that are not x, x is surely on top
    d2 = deck.draw_top("a").draw_top("b")
    assert d2.top_probabilities() == {"x": 1}


def test_shuffle_into_top_with_a_known_top_card() -> None:
    # the known top card is one of the two cards the new card is shuffled with
    deck = Deck.of(["b", "c"]).put_top("a").shuffle_into_top("x", 3)
    assert deck.top_probabilities() == {
        "a": Fraction(1, 3), "b": Fraction(1, 6), "c": Fraction(1, 6), "x": Fraction(1, 3)
    }


def test_shuffle_into_top_past_the_end_shuffles_everything() -> None:
    deck = Deck.of(["a"]).put_bottom("b").shuffle_into_top("x", 10)
    assert deck.segments == (Segment((("a", 1), ("b", 1), ("x", 1))),)
    assert Deck.of(["a", "b"]).shuffle_into_top("x", 1).top_probabilities() == {"x": 1}


def test_shuffle_into_top_needs_n_at_least_one() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        Deck.of(["a"]).shuffle_into_top("x", 0)


def test_shuffle_into_top_rejects_an_id_below_the_window() -> None:
    deck = Deck.of(["a", "b", "c", "d"])
    # "a" would be shuffled with the top card and also lie below it: ambiguous
    with pytest.raises(ValueError, match="distinct card ids"):
        deck.shuffle_into_top("a", 2)
    # a window covering everything is fine: that is a plain shuffle
    assert deck.shuffle_into_top("a", 5).contents() == {"a": 2, "b": 1, "c": 1, "d": 1}
    # a window of one place is fine: the card simply goes on top
    assert deck.shuffle_into_top("a", 1).top_probabilities() == {"a": 1}


def test_shuffle_into_top_rejects_a_copy_known_in_the_window() -> None:
    deck = Deck.of(["a", "b"]).put_top("a")
    with pytest.raises(ValueError, match="distinct card ids"):
        deck.shuffle_into_top("x", 3)


def test_reveal_top_keeps_the_card_on_top() -> None:
    deck = Deck.of(["a", "b", "c"]).reveal_top("b")
    assert deck.top_probabilities() == {"b": 1}
    assert deck.bottom_probabilities() == {"a": Fraction(1, 2), "c": Fraction(1, 2)}
    assert len(deck) == 3


def test_draw_bottom_then_borrowing_block_merges() -> None:
    deck = Deck.of(["a", "b"]).shuffle_into_top("x", 2)
    assert deck.segments == (Segment((("x", 1),), 1), Segment((("a", 1), ("b", 1))))
    after = deck.draw_bottom("b")
    # x and a are now in uniformly random order
    assert after.segments == (Segment((("a", 1), ("x", 1))),)
    assert after.top_probabilities() == {"a": Fraction(1, 2), "x": Fraction(1, 2)}


def test_shuffle_in_mixes_everything() -> None:
    deck = Deck.of(["a"]).put_top("b").put_bottom("c").shuffle_in(["d", "a"])
    assert deck.contents() == {"a": 2, "b": 1, "c": 1, "d": 1}
    assert deck.top_probabilities() == {
        "a": Fraction(2, 5), "b": Fraction(1, 5), "c": Fraction(1, 5), "d": Fraction(1, 5)
    }


def test_decks_are_immutable_values() -> None:
    deck = Deck.of(["a", "b"])
    deck.draw_top("a")
    deck.put_top("z")
    assert deck == Deck.of(["b", "a"])
    assert hash(deck) == hash(Deck.of(["a", "b"]))
    with pytest.raises(AttributeError):
        deck.segments = ()  # type: ignore[misc]
