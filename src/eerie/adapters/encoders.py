"""Fixed-length numeric encodings of a seat's view, for learning code.

An encoder turns ``game.view(state, seat)`` (the only information a seat may have) into a
flat ``float32`` vector of a size fixed by the game and its config, every value in
``[0, 1]``. Encoders read nothing but the view and the observing seat, so they cannot
leak another seat's secrets: whatever the view hides, the vector cannot show.

Seats are encoded relative to the observer (the observer is "seat 0") in games where all
seats play the same role, so one network can play any seat.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from eerie.core.registry import get_game

Vector = npt.NDArray[np.float32]


class Blocks:
    """Named slices of one flat vector (keeps offsets readable)."""

    def __init__(self) -> None:
        self.offsets: dict[str, tuple[int, int]] = {}
        self.size = 0

    def add(self, name: str, size: int) -> None:
        """Reserve ``size`` entries under ``name``."""
        self.offsets[name] = (self.size, size)
        self.size += size

    def start(self, name: str) -> int:
        """Where the block ``name`` starts."""
        return self.offsets[name][0]

    def names(self) -> list[str]:
        """Block names in order."""
        return list(self.offsets)


class Encoder(ABC):
    """A view -> vector function of fixed size for one game and config."""

    blocks: Blocks

    @property
    def size(self) -> int:
        """Length of every vector this encoder returns."""
        return self.blocks.size

    @abstractmethod
    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """The vector for ``view`` as seen by ``seat`` (``None``: a spectator)."""

    def _new(self) -> Vector:
        return np.zeros(self.size, dtype=np.float32)


def frac(value: float, top: float) -> float:
    """``value / top`` clipped to ``[0, 1]``."""
    if top <= 0:
        return 0.0
    return float(min(1.0, max(0.0, value / top)))


def make_encoder(game_id: str, config: Mapping[str, Any]) -> Encoder:
    """The encoder of ``game_id`` for ``config`` (``Game.encoder``); ``KeyError`` if the
    game has none."""
    game = get_game(game_id)
    found = game.encoder(game.normalize_config(config))
    if found is None:
        raise KeyError(f"no observation encoder for game {game_id!r} (Game.encoder, by "
                       "default encoder() of the game's spaces module)")
    if not isinstance(found, Encoder):
        raise TypeError(f"{game_id}: Game.encoder returned {type(found).__name__}, "
                        "not an Encoder")
    return found
