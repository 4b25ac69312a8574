"""Decks: the segment representation against a brute-force oracle.

The oracle is the literal meaning of a deck: the exact probability distribution over all
orderings (top first) consistent with what happened to it. Every operation is applied to
every ordering; draws and reveals condition on what was seen. A :class:`Deck` must give
the same top and bottom distributions (as exact fractions), the same size and contents,
and, at the end, the same distribution over whole orderings.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import factorial, prod

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.core.deck import Deck, Segment

Ordering = tuple[str, ...]
Dist = dict[Ordering, Fraction]

MAX_CARDS = 7


# -- the oracle -----------------------------------------------------------------------------


@cache
def _arrangements(block: Ordering) -> tuple[Ordering, ...]:
    """Every distinct ordering of the multiset ``block`` (sorted), each exactly once."""
    if not block:
        return ((),)
    out: list[Ordering] = []
    for c in sorted(set(block)):
        i = block.index(c)
        out.extend((c, *rest) for rest in _arrangements(block[:i] + block[i + 1 :]))
    # a fair shuffle makes every distinct arrangement of a multiset equally likely
    assert len(out) == factorial(len(block)) // prod(
        factorial(n) for n in Counter(block).values()
    )
    return tuple(out)


@dataclass
class Oracle:
    """A deck as the distribution over its orderings (top first).

    ``weights`` are unnormalised integer weights (exact and fast); probabilities are
    weight / total.
    """

    weights: dict[Ordering, int]

    @staticmethod
    def of(cards: list[str]) -> Oracle:
        return Oracle(dict.fromkeys(_arrangements(tuple(sorted(cards))), 1))

    @property
    def dist(self) -> Dist:
        total = sum(self.weights.values())
        return {o: Fraction(w, total) for o, w in self.weights.items()}

    def __len__(self) -> int:
        return len(next(iter(self.weights)))

    def contents(self) -> dict[str, int]:
        return dict(sorted(Counter(next(iter(self.weights))).items()))

    def _marginal(self, index: int) -> dict[str, Fraction]:
        out: dict[str, int] = {}
        for o, w in self.weights.items():
            out[o[index]] = out.get(o[index], 0) + w
        total = sum(out.values())
        return {c: Fraction(w, total) for c, w in sorted(out.items())}

    def top(self) -> dict[str, Fraction]:
        return self._marginal(0)

    def bottom(self) -> dict[str, Fraction]:
        return self._marginal(-1)

    @staticmethod
    def _condition(keep: dict[Ordering, int]) -> Oracle:
        assert keep, "conditioned on an impossible observation"
        return Oracle(keep)

    def draw_top(self, card: str) -> Oracle:
        return self._condition({o[1:]: w for o, w in self.weights.items() if o[0] == card})

    def draw_bottom(self, card: str) -> Oracle:
        return self._condition({o[:-1]: w for o, w in self.weights.items() if o[-1] == card})

    def reveal_top(self, card: str) -> Oracle:
        return self._condition({o: w for o, w in self.weights.items() if o[0] == card})

    def put_top(self, card: str) -> Oracle:
        return Oracle({(card, *o): w for o, w in self.weights.items()})

    def put_bottom(self, card: str) -> Oracle:
        return Oracle({(*o, card): w for o, w in self.weights.items()})

    def shuffle_into_top(self, card: str, n: int) -> Oracle:
        """Physical meaning: take the top ``n - 1`` cards (or all), shuffle ``card`` in
        with them, put the pile back on top."""
        k = min(n - 1, len(self))
        grouped: dict[tuple[Ordering, Ordering], int] = {}
        for o, w in self.weights.items():
            key = (tuple(sorted((*o[:k], card))), o[k:])
            grouped[key] = grouped.get(key, 0) + w
        scale = factorial(k + 1)  # divisible by every block's number of arrangements
        out: dict[Ordering, int] = {}
        for (block, rest), w in grouped.items():
            arrangements = _arrangements(block)
            share = w * scale // len(arrangements)
            for arr in arrangements:
                out[arr + rest] = out.get(arr + rest, 0) + share
        return Oracle(out)

    def shuffle_in(self, cards: list[str]) -> Oracle:
        return Oracle.of([*next(iter(self.weights)), *cards])


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

INITIAL = st.lists(st.sampled_from("abc"), min_size=1, max_size=5)
# repeated names weight the mix towards the operations that build borrowing blocks
OP_NAMES = (
    ["shuffle_into_top"] * 4 + ["draw_top"] * 3 + ["draw_bottom"] * 2
    + ["reveal_top", "put_top", "put_bottom", "shuffle_in", "impossible_top"]
)
OP = st.tuples(st.sampled_from(OP_NAMES), st.integers(0, 23))
OPS = st.lists(OP, min_size=4, max_size=14)


def _pick(dist: dict[str, Fraction], i: int) -> str:
    keys = sorted(dist)
    return keys[i % len(keys)]


def run_sequence(initial: list[str], ops: list[tuple[str, int]], full: bool) -> None:
    """Apply ``ops`` to a Deck and to the oracle side by side, comparing after each.

    Each op carries a small integer that picks its argument: which possible card is
    drawn, which card is put, the window of ``shuffle_into_top`` (1 to 6 places, a card
    id never seen before), or the cards shuffled in.
    """
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
            card = _pick(oracle.bottom() if op == "draw_bottom" else oracle.top(), arg)
            deck, oracle = getattr(deck, op)(card), getattr(oracle, op)(card)
        elif op == "impossible_top":
            card = "abcdexyz"[arg % 8]
            if size == 0 or card not in oracle.top():
                with pytest.raises(ValueError):
                    deck.draw_top(card)
                with pytest.raises(ValueError):
                    deck.reveal_top(card)
            if size == 0 or card not in oracle.bottom():
                with pytest.raises(ValueError):
                    deck.draw_bottom(card)
            continue
        elif op in ("put_top", "put_bottom"):
            if size >= MAX_CARDS:
                continue
            card = "abd"[arg % 3]
            deck, oracle = getattr(deck, op)(card), getattr(oracle, op)(card)
        elif op == "shuffle_into_top":
            if size >= MAX_CARDS:
                continue
            fresh += 1
            card, n = f"new{fresh}", 1 + arg % 6
            try:
                new_deck = deck.shuffle_into_top(card, n)
            except ValueError as exc:
                # allowed only where card ids repeat (the card's origin would be ambiguous)
                assert "distinct card ids" in str(exc)
                assert max(deck.contents().values()) >= 2
                continue
            deck, oracle = new_deck, oracle.shuffle_into_top(card, n)
        elif op == "shuffle_in":
            cards = ["a", "e", "a"][: arg % 3]
            if size + len(cards) > MAX_CARDS or size + len(cards) == 0:
                continue
            deck, oracle = deck.shuffle_in(cards), oracle.shuffle_in(cards)
        else:  # pragma: no cover
            raise AssertionError(op)
        check(deck, oracle)
    if full:
        assert deck_distribution(deck) == oracle.dist


@settings(derandomize=True, max_examples=250, deadline=None)
@given(INITIAL, OPS)
def test_deck_matches_oracle(initial: list[str], ops: list[tuple[str, int]]) -> None:
    run_sequence(initial, ops, full=False)


@settings(derandomize=True, max_examples=60, deadline=None)
@given(INITIAL, OPS)
def test_deck_whole_order_distribution_matches_oracle(
    initial: list[str], ops: list[tuple[str, int]]
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
