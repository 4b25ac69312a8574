"""Code-breaking puzzle: guess a hidden row of symbols from success and clue marks.

The hidden answer is ``length`` symbols (three or more) drawn from ``kinds`` symbol kinds,
numbered ``1..kinds`` (renderers may show digits or runes through ``labels``). A symbol
may appear several times in the answer and in a guess.

A guess is put together one symbol at a time in the puzzle's **row** (public, kept in the
state and its JSON), then submitted. Building the row is free; submitting it is the guess,
and one guess is one attempt. A wrong guess earns two counts:

* **success** marks - positions holding the right symbol;
* **clue** marks - further symbols that occur in the answer but elsewhere. They are counted
  with multiplicity, after setting the successes aside: for each symbol take the smaller of
  its count in the guess and in the answer, sum over symbols, and subtract the successes.

Move ids (small decisions; none once solved):

* ``"sym:<k>"`` - put symbol ``k`` in the next empty place of the row (row not full);
* ``"undo"`` - clear the last filled place (row not empty);
* ``"submit"`` - make the guess the full row spells; the row empties again.

:meth:`CodePuzzle.costs_attempt` says which of them is an attempt (only ``submit``).

The solver (:func:`suggest_guess`) only reads the public part of the puzzle (size and
past guesses with their marks), never the answer, so an AI may use it fairly;
:func:`next_move_toward` turns the guess it wants into the next symbol decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import product
from random import Random
from typing import Any, ClassVar

from eerie.games.mansions.puzzles.base import (
    Difficulty,
    as_dict,
    as_rng,
    check_difficulty,
    check_kind,
    get_int,
    get_list,
    int_list,
    parse_int,
)

MIN_LENGTH = 3
"""Answers are at least this long."""
MAX_LENGTH = 8
MIN_KINDS = 2
MAX_KINDS = 20

SYMBOL_PREFIX = "sym:"
"""Move id prefix: ``sym:<k>`` puts symbol ``k`` in the next empty place of the row."""
UNDO = "undo"
"""Move id: clear the last filled place of the row."""
SUBMIT = "submit"
"""Move id: make the guess the full row spells (the only move that is an attempt)."""


@dataclass(frozen=True, slots=True)
class CodeLevel:
    """Answer length and number of symbol kinds for one difficulty."""

    length: int
    kinds: int


CODE_LEVELS: dict[Difficulty, CodeLevel] = {
    "easy": CodeLevel(3, 5),
    "normal": CodeLevel(4, 6),
    "hard": CodeLevel(5, 6),
}
"""What each difficulty generates."""


def feedback(guess: Sequence[int], answer: Sequence[int]) -> tuple[int, int]:
    """``(success, clue)`` marks for ``guess`` against ``answer`` (same length)."""
    if len(guess) != len(answer):
        raise ValueError(f"guess has {len(guess)} symbols, the answer {len(answer)}")
    return _marks(tuple(guess), tuple(answer))


def _marks(guess: tuple[int, ...], answer: tuple[int, ...]) -> tuple[int, int]:
    success = 0
    for g, a in zip(guess, answer, strict=True):
        if g == a:
            success += 1
    common = 0
    for sym in set(guess):
        in_guess, in_answer = guess.count(sym), answer.count(sym)
        common += in_guess if in_guess < in_answer else in_answer
    return success, common - success


@dataclass(frozen=True, slots=True)
class Guess:
    """One past guess and the marks it earned."""

    symbols: tuple[int, ...]
    success: int
    clue: int

    @property
    def moves(self) -> tuple[str, ...]:
        """The move ids that build and submit this guess on an empty row."""
        return guess_moves(self.symbols)


def symbol_id(symbol: int) -> str:
    """The move id putting ``symbol`` in the next empty place, e.g. ``"sym:5"``."""
    return f"{SYMBOL_PREFIX}{symbol}"


def guess_moves(symbols: Iterable[int]) -> tuple[str, ...]:
    """The move ids that build ``symbols`` on an empty row and submit them, e.g.
    ``guess_moves((5, 1, 3)) == ("sym:5", "sym:1", "sym:3", "submit")``."""
    return (*(symbol_id(s) for s in symbols), SUBMIT)


def move_ids(kinds: int) -> tuple[str, ...]:
    """Every move id a code puzzle with ``kinds`` symbol kinds can ever offer (for fixed
    action spaces): ``sym:1 .. sym:<kinds>``, ``undo``, ``submit``."""
    return (*(symbol_id(k) for k in range(1, kinds + 1)), UNDO, SUBMIT)


def next_move_toward(row: Sequence[int], target: Sequence[int]) -> str:
    """The next decision on the way from the partial ``row`` to submitting ``target``.

    ``submit`` when the row already spells the target; the target's next symbol when the
    row is a beginning of it; ``undo`` when the row has a wrong symbol in it.
    """
    have, want = tuple(row), tuple(target)
    if len(have) > len(want) or want[:len(have)] != have:
        return UNDO
    if have == want:
        return SUBMIT
    return symbol_id(want[len(have)])


@lru_cache(maxsize=16)
def _all_codes(length: int, kinds: int) -> tuple[tuple[int, ...], ...]:
    return tuple(product(range(1, kinds + 1), repeat=length))


@dataclass(frozen=True, slots=True)
class CodePuzzle:
    """A code-breaking puzzle with its guesses so far (immutable)."""

    length: int
    kinds: int
    answer: tuple[int, ...]
    history: tuple[Guess, ...] = ()
    labels: tuple[str, ...] = ()
    """How to show symbols ``1..kinds`` (empty: their numbers)."""
    row: tuple[int, ...] = ()
    """The guess being put together (public; fewer than ``length`` symbols until full)."""

    kind: ClassVar[str] = "code"

    def __post_init__(self) -> None:
        if not MIN_LENGTH <= self.length <= MAX_LENGTH:
            raise ValueError(f"code length must be {MIN_LENGTH}..{MAX_LENGTH}, got {self.length}")
        if not MIN_KINDS <= self.kinds <= MAX_KINDS:
            raise ValueError(f"code kinds must be {MIN_KINDS}..{MAX_KINDS}, got {self.kinds}")
        self._check_code(self.answer, "answer")
        if self.labels and len(self.labels) != self.kinds:
            raise ValueError(f"need {self.kinds} symbol labels, got {len(self.labels)}")
        for i, g in enumerate(self.history):
            self._check_code(g.symbols, "guess")
            if (g.success, g.clue) != feedback(g.symbols, self.answer):
                raise ValueError(f"guess {i + 1} carries marks that do not match the answer")
            if g.symbols == self.answer and i != len(self.history) - 1:
                raise ValueError("guesses continue after the code was broken")
        if len(self.row) > self.length:
            raise ValueError(f"row must have at most {self.length} symbols, got {len(self.row)}")
        for s in self.row:
            if not 1 <= s <= self.kinds:
                raise ValueError(f"row symbol {s} is outside 1..{self.kinds}")
        if self.row and self.is_solved:
            raise ValueError("a solved code puzzle has no row")

    def _check_code(self, code: tuple[int, ...], what: str) -> None:
        if len(code) != self.length:
            raise ValueError(f"{what} must have {self.length} symbols, got {len(code)}")
        for s in code:
            if not 1 <= s <= self.kinds:
                raise ValueError(f"{what} symbol {s} is outside 1..{self.kinds}")

    # -- rules ----------------------------------------------------------------------------

    @property
    def is_solved(self) -> bool:
        """True once a guess matched the answer."""
        return bool(self.history) and self.history[-1].symbols == self.answer

    def legal_moves(self) -> tuple[str, ...]:
        """Ids of the moves allowed now, in a fixed order: ``sym:1 .. sym:<kinds>`` while
        the row has room, ``undo`` while it has a symbol, ``submit`` once it is full;
        none once solved."""
        if self.is_solved:
            return ()
        moves: list[str] = []
        if len(self.row) < self.length:
            moves += [symbol_id(k) for k in range(1, self.kinds + 1)]
        if self.row:
            moves.append(UNDO)
        if len(self.row) == self.length:
            moves.append(SUBMIT)
        return tuple(moves)

    @staticmethod
    def costs_attempt(move_id: str) -> bool:
        """True for the move that is an attempt: ``submit`` (building the row is free)."""
        return move_id == SUBMIT

    def apply(self, move_id: str) -> CodePuzzle:
        """The puzzle after this move; :class:`ValueError` if it is not legal now."""
        if self.is_solved:
            raise ValueError(f"illegal code move {move_id!r}: the puzzle is already solved")
        if move_id == SUBMIT:
            if len(self.row) != self.length:
                raise ValueError(f"illegal code move {move_id!r}: the row has "
                                 f"{len(self.row)} of {self.length} symbols")
            return self.guess(self.row)
        if move_id == UNDO:
            if not self.row:
                raise ValueError(f"illegal code move {move_id!r}: the row is empty")
            return replace(self, row=self.row[:-1])
        head, sep, body = move_id.partition(":")
        if head + sep != SYMBOL_PREFIX or not body:
            raise ValueError(f"malformed code move {move_id!r} (expected 'sym:<k>', "
                             f"'{UNDO}' or '{SUBMIT}')")
        symbol = parse_int(body, move_id, "code")
        if not 1 <= symbol <= self.kinds:
            raise ValueError(f"illegal code move {move_id!r}: symbol {symbol} is outside "
                             f"1..{self.kinds}")
        if len(self.row) >= self.length:
            raise ValueError(f"illegal code move {move_id!r}: the row is full")
        return replace(self, row=(*self.row, symbol))

    def guess(self, symbols: Sequence[int]) -> CodePuzzle:
        """The puzzle after guessing ``symbols`` at once (the row empties)."""
        code = tuple(symbols)
        self._check_code(code, "guess")
        if self.is_solved:
            raise ValueError("the puzzle is already solved")
        success, clue = feedback(code, self.answer)
        return CodePuzzle(self.length, self.kinds, self.answer,
                          (*self.history, Guess(code, success, clue)), self.labels)

    @property
    def last(self) -> Guess | None:
        """The latest guess, if any."""
        return self.history[-1] if self.history else None

    # -- output ---------------------------------------------------------------------------

    def label(self, symbol: int) -> str:
        """How to show one symbol."""
        return self.labels[symbol - 1] if self.labels else str(symbol)

    def show(self, code: Sequence[int]) -> str:
        """A row of symbols as text."""
        return " ".join(self.label(s) for s in code)

    def render(self, *, reveal: bool = False) -> str:
        """Past guesses with their marks; the answer only with ``reveal=True``."""
        symbols = " ".join(self.label(s) for s in range(1, self.kinds + 1))
        lines = [f"Code puzzle: {self.length} symbols from {symbols} (repeats allowed)"]
        for i, g in enumerate(self.history, 1):
            lines.append(f"{i:>2}. {self.show(g.symbols)}   success {g.success}  clue {g.clue}")
        if not self.history:
            lines.append("   no guesses yet")
        if self.row or not self.is_solved:
            lines.append("   row: " + " ".join([self.label(s) for s in self.row]
                                               + ["_"] * (self.length - len(self.row))))
        if self.is_solved:
            lines.append("   solved")
        elif reveal:
            lines.append(f"   answer: {self.show(self.answer)}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: size, answer, labels, every guess with its marks and the row."""
        return {
            "kind": self.kind, "length": self.length, "kinds": self.kinds,
            "answer": list(self.answer), "labels": list(self.labels),
            "history": [{"guess": list(g.symbols), "success": g.success, "clue": g.clue}
                        for g in self.history],
            "row": list(self.row),
        }

    @classmethod
    def from_json(cls, data: Any) -> CodePuzzle:
        """Read :meth:`to_json` output back; :class:`ValueError` if malformed or tampered."""
        what = "code puzzle"
        d = as_dict(data, what)
        check_kind(d, cls.kind)
        history = []
        for item in get_list(d, "history", what):
            g = as_dict(item, "code guess")
            history.append(Guess(int_list(get_list(g, "guess", "code guess"), "code guess"),
                                 get_int(g, "success", "code guess"),
                                 get_int(g, "clue", "code guess")))
        labels: list[str] = []
        for lab in get_list(d, "labels", what) if "labels" in d else []:
            if not isinstance(lab, str):
                raise ValueError(f"{what}: labels must be strings, got {lab!r}")
            labels.append(lab)
        row = int_list(get_list(d, "row", what), "code row") if "row" in d else ()
        return cls(get_int(d, "length", what), get_int(d, "kinds", what),
                   int_list(get_list(d, "answer", what), "code answer"), tuple(history),
                   tuple(labels), tuple(row))


# -- generation -----------------------------------------------------------------------------

def generate_code(seed: Random | int, difficulty: Difficulty = "normal", *,
                  labels: tuple[str, ...] = ()) -> CodePuzzle:
    """A fresh code puzzle whose answer is drawn from ``seed`` (repeats allowed)."""
    level = CODE_LEVELS[check_difficulty(difficulty)]
    return random_code(seed, level.length, level.kinds, labels=labels)


def random_code(seed: Random | int, length: int, kinds: int, *,
                labels: tuple[str, ...] = ()) -> CodePuzzle:
    """A fresh code puzzle of the given size with a uniformly random answer."""
    rng = as_rng(seed)
    answer = tuple(rng.randint(1, kinds) for _ in range(length))
    return CodePuzzle(length, kinds, answer, (), labels)


# -- solving --------------------------------------------------------------------------------

def consistent_candidates(length: int, kinds: int,
                          history: Iterable[Guess]) -> list[tuple[int, ...]]:
    """Every answer that would have given exactly the marks seen so far, in order."""
    past = tuple(Guess(tuple(g.symbols), g.success, g.clue) for g in history)
    return list(_candidates(length, kinds, past))


@lru_cache(maxsize=256)
def _candidates(length: int, kinds: int,
                history: tuple[Guess, ...]) -> tuple[tuple[int, ...], ...]:
    # Filtering one guess at a time lets a game in progress reuse the earlier filtering.
    if not history:
        return _all_codes(length, kinds)
    last = history[-1]
    marks = (last.success, last.clue)
    return tuple(code for code in _candidates(length, kinds, history[:-1])
                 if _marks(last.symbols, code) == marks)


_FULL_SEARCH = 100
_SAMPLE_GUESSES = 25
_SAMPLE_ANSWERS = 600


def _spread(items: Sequence[tuple[int, ...]], count: int) -> list[tuple[int, ...]]:
    """``count`` items taken evenly across ``items`` (all of them if fewer)."""
    if len(items) <= count:
        return list(items)
    return [items[i * len(items) // count] for i in range(count)]


def suggest_guess(puzzle: CodePuzzle) -> tuple[int, ...]:
    """A good next guess (its symbols), chosen without looking at the answer.

    The guess is always consistent with every mark so far. Among such candidates it picks
    the one whose worst-case mark leaves the fewest candidates (exhaustively when few
    remain, on an even sample otherwise), ties broken by order, so it is deterministic.
    The row being built does not change the suggestion.
    """
    if puzzle.is_solved:
        raise ValueError("the puzzle is already solved")
    return _suggest(puzzle.length, puzzle.kinds,
                    tuple(Guess(g.symbols, g.success, g.clue) for g in puzzle.history))


@lru_cache(maxsize=256)
def _suggest(length: int, kinds: int, history: tuple[Guess, ...]) -> tuple[int, ...]:
    if not history:
        # Opening: pairs of distinct symbols, e.g. 1-1-2 or 1-1-2-2-3.
        return tuple(min(i // 2 + 1, kinds) for i in range(length))
    candidates = _candidates(length, kinds, history)
    if not candidates:  # pragma: no cover - marks always come from a real answer
        raise ValueError("no answer fits the marks so far")
    if len(candidates) <= 2:
        return candidates[0]
    tries = candidates if len(candidates) <= _FULL_SEARCH else _spread(candidates,
                                                                       _SAMPLE_GUESSES)
    answers = _spread(candidates, _SAMPLE_ANSWERS)
    best: tuple[int, ...] = tries[0]
    best_score = len(answers) + 1
    for t in tries:
        buckets: dict[tuple[int, int], int] = {}
        for a in answers:
            key = _marks(t, a)
            buckets[key] = buckets.get(key, 0) + 1
        score = max(buckets.values())
        if score < best_score:
            best, best_score = t, score
    return best


def suggest_move(puzzle: CodePuzzle) -> str:
    """The next decision toward :func:`suggest_guess`: a symbol, ``undo`` or ``submit``."""
    return next_move_toward(puzzle.row, suggest_guess(puzzle))


def solve_code(puzzle: CodePuzzle, *, max_guesses: int = 50) -> list[str]:
    """The move ids (symbols, undos, submits) :func:`suggest_move` would play from here
    until the code breaks.

    The answer is used only to work out the marks each guess would earn.
    """
    moves: list[str] = []
    current = puzzle
    guesses = 0
    while not current.is_solved:
        if guesses >= max_guesses:  # pragma: no cover - never reached in practice
            raise RuntimeError("code solver did not finish")
        move = suggest_move(current)
        moves.append(move)
        guesses += current.costs_attempt(move)
        current = current.apply(move)
    return moves
