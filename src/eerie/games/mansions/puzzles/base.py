"""Shared pieces of the three puzzle kinds: difficulty levels, seeding, JSON checks.

Every puzzle state is a frozen dataclass with the same small surface:

* ``kind`` - ``"slide"``, ``"code"`` or ``"lock"`` (also the ``"kind"`` key of its JSON);
* ``legal_moves()`` - the ids of every move allowed now (empty once solved);
* ``apply(move_id)`` - a new state after that move, or :class:`ValueError` if illegal;
* ``costs_attempt(move_id)`` - whether that move is an attempt (a code row is built free);
* ``is_solved`` - whether the puzzle is done;
* ``render()`` - a plain-text picture for the terminal;
* ``to_json()`` / ``from_json()`` - plain JSON dicts that keep every bit of progress.

Nothing here draws on the rest of the game: states are pure values, moves are strings.
"""

from __future__ import annotations

from random import Random
from typing import Any, Literal, TypeAlias, cast

Difficulty: TypeAlias = Literal["easy", "normal", "hard"]
"""How hard a generated puzzle should be."""

DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "normal", "hard")


def check_difficulty(value: str) -> Difficulty:
    """``value`` as a :data:`Difficulty`, or :class:`ValueError`."""
    if value not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {value!r} (use one of {', '.join(DIFFICULTIES)})")
    return value


def as_rng(seed: Random | int) -> Random:
    """A :class:`Random` from a seed, or the generator itself when one is given."""
    if isinstance(seed, Random):
        return seed
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int or random.Random, not {type(seed).__name__}")
    return Random(seed)


# -- JSON reading helpers: malformed saves fail loudly with ValueError -------------------------

def as_dict(data: Any, what: str) -> dict[str, Any]:
    """``data`` as a JSON object, or :class:`ValueError`."""
    if not isinstance(data, dict):
        raise ValueError(f"{what}: expected a JSON object, got {type(data).__name__}")
    return cast(dict[str, Any], data)


def check_kind(data: dict[str, Any], kind: str) -> None:
    """Fail unless ``data["kind"]`` is ``kind``."""
    if data.get("kind") != kind:
        raise ValueError(f"expected a {kind!r} puzzle, got kind {data.get('kind')!r}")


def get_int(data: dict[str, Any], key: str, what: str) -> int:
    """``data[key]`` as an int (booleans refused), or :class:`ValueError`."""
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what}: {key!r} must be an integer, got {value!r}")
    return value


def get_bool(data: dict[str, Any], key: str, what: str) -> bool:
    """``data[key]`` as a bool, or :class:`ValueError`."""
    value = data.get(key)
    if not isinstance(value, bool):
        raise ValueError(f"{what}: {key!r} must be true or false, got {value!r}")
    return value


def get_str(data: dict[str, Any], key: str, what: str) -> str:
    """``data[key]`` as a string, or :class:`ValueError`."""
    value = data.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{what}: {key!r} must be a string, got {value!r}")
    return value


def get_list(data: dict[str, Any], key: str, what: str) -> list[Any]:
    """``data[key]`` as a list, or :class:`ValueError`."""
    value = data.get(key)
    if not isinstance(value, list):
        raise ValueError(f"{what}: {key!r} must be a list, got {value!r}")
    return value


def int_list(values: list[Any], what: str) -> tuple[int, ...]:
    """Every item of ``values`` as an int, or :class:`ValueError`."""
    out: list[int] = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"{what}: expected integers, got {v!r}")
        out.append(v)
    return tuple(out)


def parse_int(text: str, move_id: str, kind: str) -> int:
    """A decimal integer taken from a move id (``+2`` and ``-1`` allowed)."""
    body = text[1:] if text[:1] in "+-" else text
    if not (body.isascii() and body.isdigit()):
        raise ValueError(f"malformed {kind} move {move_id!r}: {text!r} is not a whole number")
    return int(text)
