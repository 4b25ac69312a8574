"""Decks as segments of known multisets.

A state never stores a shuffled order. A deck is a tuple of segments from top to bottom.
Each segment is a *block* of cards in uniformly random order: its own cards (a multiset)
mixed with ``borrow`` cards taken from the top of everything below it. Drawing from the
top is a chance step whose outcome probabilities follow exactly from this structure.

Operations:

* :meth:`Deck.draw_top`, :meth:`Deck.draw_bottom`: remove a drawn card;
* :meth:`Deck.put_top`, :meth:`Deck.put_bottom`: place a known card;
* :meth:`Deck.shuffle_into_top`: shuffle a card together with the top ``n - 1`` cards;
* :meth:`Deck.reveal_top`: the top card was looked at (it stays on top, now known);
* :meth:`Deck.shuffle_in`: shuffle cards and the whole deck together.

A block that borrows must not share card ids with the cards below it (otherwise a drawn
card's origin would be ambiguous and the deck could not stay exact); give physical copies
distinct ids (``"spell.flare#2"``) where a game mixes cards into the top of a deck.

Decks are immutable values: cloning a state that holds one costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

Cards = tuple[tuple[str, int], ...]


def _multiset(cards: Iterable[str]) -> Cards:
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return tuple(sorted(counts.items()))


def _union(a: Cards, b: Cards) -> Cards:
    counts = dict(a)
    for c, n in b:
        counts[c] = counts.get(c, 0) + n
    return tuple(sorted(counts.items()))


def _remove(cards: Cards, card: str) -> Cards:
    counts = dict(cards)
    if counts.get(card, 0) <= 0:
        raise ValueError(f"card {card!r} is not there")
    counts[card] -= 1
    return tuple(sorted((c, n) for c, n in counts.items() if n > 0))


@dataclass(frozen=True, slots=True)
class Segment:
    """A block: ``cards`` (sorted (card, count) pairs) mixed with ``borrow`` cards from
    the top of the rest of the deck below."""

    cards: Cards
    borrow: int = 0

    @property
    def own(self) -> int:
        """How many cards this block holds itself."""
        return sum(n for _, n in self.cards)

    @property
    def size(self) -> int:
        """How many places the block spans (own plus borrowed)."""
        return self.own + self.borrow


@dataclass(frozen=True, slots=True)
class Deck:
    """An immutable deck; ``segments[0]`` is the top block."""

    segments: tuple[Segment, ...] = ()

    @staticmethod
    def of(cards: Iterable[str]) -> Deck:
        """A freshly shuffled deck of ``cards``."""
        ms = _multiset(cards)
        return Deck((Segment(ms),) if ms else ())

    def __len__(self) -> int:
        return sum(s.own for s in self.segments)

    def contents(self) -> dict[str, int]:
        """Every card in the deck with its count, order ignored."""
        out: dict[str, int] = {}
        for s in self.segments:
            for c, n in s.cards:
                out[c] = out.get(c, 0) + n
        return dict(sorted(out.items()))

    # -- probabilities -----------------------------------------------------------------

    def _probs(self, i: int) -> dict[str, Fraction]:
        seg = self.segments[i]
        out = {c: Fraction(n, seg.size) for c, n in seg.cards}
        if seg.borrow:
            share = Fraction(seg.borrow, seg.size)
            for c, p in self._probs(i + 1).items():
                out[c] = out.get(c, Fraction(0)) + share * p
        return out

    def top_probabilities(self) -> dict[str, Fraction]:
        """The exact distribution of the top card."""
        if not self.segments:
            raise ValueError("the deck is empty")
        return dict(sorted(self._probs(0).items()))

    def bottom_probabilities(self) -> dict[str, Fraction]:
        """The exact distribution of the bottom card."""
        if not self.segments:
            raise ValueError("the deck is empty")
        last = self.segments[-1]
        return {c: Fraction(n, last.own) for c, n in last.cards}

    # -- operations ----------------------------------------------------------------------

    def _take(self, segs: list[Segment], i: int, card: str) -> None:
        seg = segs[i]
        if dict(seg.cards).get(card, 0) > 0:
            segs[i] = Segment(_remove(seg.cards, card), seg.borrow)
            return
        if seg.borrow <= 0:
            raise ValueError(f"card {card!r} cannot be on top")
        segs[i] = Segment(seg.cards, seg.borrow - 1)
        self._take(segs, i + 1, card)

    def draw_top(self, card: str) -> Deck:
        """The deck after ``card`` was drawn from the top."""
        if not self.segments:
            raise ValueError("the deck is empty")
        segs = list(self.segments)
        self._take(segs, 0, card)
        return Deck(_tidy(segs))

    def draw_bottom(self, card: str) -> Deck:
        """The deck after ``card`` was drawn from the bottom."""
        if card not in self.bottom_probabilities():
            raise ValueError(f"card {card!r} cannot be at the bottom")
        segs = list(self.segments)
        segs[-1] = Segment(_remove(segs[-1].cards, card), 0)
        return Deck(_tidy(segs))

    def put_top(self, card: str) -> Deck:
        """The deck with a known ``card`` on top."""
        return Deck((Segment(((card, 1),)), *self.segments))

    def put_bottom(self, card: str) -> Deck:
        """The deck with a known ``card`` at the bottom."""
        return Deck((*self.segments, Segment(((card, 1),))))

    def shuffle_in(self, cards: Iterable[str]) -> Deck:
        """Shuffle ``cards`` and the whole deck together."""
        return Deck(_tidy([Segment(_union(tuple(self.contents().items()), _multiset(cards)))]))

    def shuffle_into_top(self, card: str, n: int) -> Deck:
        """Shuffle ``card`` together with the top ``n - 1`` cards (all of them if fewer)
        and put that pile back on top, as in "shuffle it with the top two cards".

        ``card`` lands in each of the top ``n`` places with equal chance; cards known to be
        on top (:meth:`put_top`, :meth:`reveal_top`) are mixed in and are no longer known.
        Raises ``ValueError`` if the pile would borrow cards from below while an id in
        the pile also occurs below it (see the module notes on distinct ids).
        """
        if n < 1:
            raise ValueError("n must be at least 1")
        own: Cards = ((card, 1),)
        need = n - 1
        i = 0
        segs = self.segments
        while i < len(segs) and need >= segs[i].size:
            own = _union(own, segs[i].cards)
            need -= segs[i].own
            i += 1
        if i >= len(segs):
            return Deck((Segment(own),))
        if need > 0:
            below: set[str] = set()
            for s in segs[i:]:
                below.update(c for c, _ in s.cards)
            if below & {c for c, _ in own}:
                raise ValueError(
                    "shuffle_into_top needs distinct card ids above and below the window"
                )
        return Deck(_tidy([Segment(own, need), *segs[i:]]))

    def reveal_top(self, card: str) -> Deck:
        """The deck after its top card was looked at and found to be ``card``."""
        return self.draw_top(card).put_top(card)


def _tidy(segs: list[Segment]) -> tuple[Segment, ...]:
    """Drop blocks that hold no card of their own and merge fully borrowed blocks."""
    out = [s for s in segs if s.own > 0]
    # a block whose borrow covers the whole rest absorbs it (exactly)
    changed = True
    while changed:
        changed = False
        for i in range(len(out) - 1):
            rest = sum(s.own for s in out[i + 1 :])
            if out[i].borrow and out[i].borrow >= rest:
                merged = out[i].cards
                for s in out[i + 1 :]:
                    merged = _union(merged, s.cards)
                out = [*out[:i], Segment(merged)]
                changed = True
                break
    if out and out[-1].borrow:
        out[-1] = Segment(out[-1].cards)
    return tuple(out)
