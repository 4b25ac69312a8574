"""Fixed-shape numeric encodings of a seat's view, for learning code.

An encoder turns ``game.view(state, seat)`` (the only information a seat may have) into
an array of a shape and dtype fixed by the game and its config (:attr:`Encoder.shape`,
:attr:`Encoder.dtype`), every value between 0 and :meth:`Encoder.high`: a flat
``float32`` vector in ``[0, 1]`` (:class:`Blocks` names its slices), or planes of small
integers (``int8``) over a board's squares or a map's nodes, channels last
(:class:`Channels` names them). An encoder may also give a small vector of its own,
its *features* (:attr:`Encoder.features`): values that are the same over the whole
board, kept out of the planes so they are not repeated on every square
(:meth:`Encoder.encode_parts`). Encoders read nothing but the view and the observing
seat, so they cannot leak another seat's secrets: whatever the view hides, the arrays
cannot show. (A game without secrets may encode its state directly,
:meth:`Encoder.encode_state`, which must give what encoding the view gives.)

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
Planes = npt.NDArray[Any]
"""An encoder's array (``float32`` vectors or ``int8`` planes)."""
Parts = tuple[Planes, Planes | None]
"""An encoder's main array and its features vector (None for an encoder without)."""


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


class Channels:
    """Named channels of a stack of planes (the last axis), each with its largest value."""

    def __init__(self) -> None:
        self.index: dict[str, int] = {}
        self.tops: list[int] = []

    @property
    def size(self) -> int:
        """How many channels."""
        return len(self.tops)

    def add(self, name: str, high: int = 1) -> int:
        """A new channel ``name`` whose values go from 0 to ``high``; its index."""
        if name in self.index:
            raise ValueError(f"channel {name!r} twice")
        self.index[name] = len(self.tops)
        self.tops.append(high)
        return self.index[name]

    def names(self) -> list[str]:
        """Channel names in order."""
        return list(self.index)

    def high(self, shape: tuple[int, ...], dtype: Any) -> Planes:
        """Each channel's largest value, broadcast over ``shape`` (channels last)."""
        return np.broadcast_to(np.array(self.tops, dtype=dtype), shape).copy()


class Encoder(ABC):
    """A view -> array function of fixed shape for one game and config. A flat encoder
    sets ``blocks``; one that returns planes overrides :attr:`shape`, :attr:`dtype` and
    :meth:`high`."""

    blocks: Blocks
    features: Channels | None = None
    """The features vector's entries (same dtype as the main array, each with its largest
    value), or None: an encoder without one (the default)."""

    @property
    def shape(self) -> tuple[int, ...]:
        """The shape of every array this encoder returns (default: ``(blocks.size,)``)."""
        return (self.blocks.size,)

    @property
    def dtype(self) -> Any:
        """The dtype of those arrays (default ``float32``)."""
        return np.float32

    @property
    def feature_size(self) -> int:
        """How many numbers the features vector holds (0 without one)."""
        return 0 if self.features is None else self.features.size

    @property
    def size(self) -> int:
        """How many numbers the main array and the features hold together (the length of
        OpenSpiel's tensor, :meth:`flatten`)."""
        return int(np.prod(self.shape)) + self.feature_size

    def high(self) -> Planes:
        """The largest value of each entry (default: all 1); the smallest is 0."""
        return np.ones(self.shape, dtype=self.dtype)

    def feature_high(self) -> Planes:
        """The largest value of each feature (an empty vector without features)."""
        tops = [] if self.features is None else self.features.tops
        return np.array(tops, dtype=self.dtype)

    def encode_parts(self, view: Mapping[str, Any], seat: int | None) -> Parts:
        """The main array and the features of ``view`` for ``seat`` (default: what
        :meth:`encode` gives, and no features)."""
        return self.encode(view, seat), None

    def encode_state_parts(self, game: Any, state: Any, seat: int | None) -> Parts:
        """:meth:`encode_parts` of the seat's view (a game without secrets may read the
        state directly, as :meth:`encode_state`)."""
        return self.encode_state(game, state, seat), None

    @staticmethod
    def flatten(parts: Parts) -> Vector:
        """The main array flattened (row-major) and then the features, as one ``float32``
        vector of :attr:`size` numbers (OpenSpiel's observation tensor)."""
        main, features = parts
        flat = np.asarray(main, dtype=np.float32).reshape(-1)
        if features is None:
            return flat
        return np.concatenate((flat, np.asarray(features, dtype=np.float32)))

    @abstractmethod
    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """The array for ``view`` as seen by ``seat`` (``None``: a spectator)."""

    def encode_state(self, game: Any, state: Any, seat: int | None) -> Planes:
        """``encode(game.view(state, seat), seat)``; a game without secrets may override
        it to read the state directly (faster, and tested to give the same)."""
        return self.encode(game.view(state, seat), seat)

    def _new(self) -> Vector:
        return np.zeros(self.shape, dtype=np.float32)


class PlanesEncoder(Encoder):
    """An encoder whose arrays are int8 planes, channels last: a subclass sets
    ``channels`` (a :class:`Channels`) and ``_shape`` (the last axis is the channels)."""

    channels: Channels
    _shape: tuple[int, ...]

    @property
    def shape(self) -> tuple[int, ...]:
        """The planes' shape (channels last)."""
        return self._shape

    @property
    def dtype(self) -> Any:
        """int8."""
        return np.int8

    def high(self) -> Planes:
        """Each channel's largest value, everywhere."""
        return self.channels.high(self._shape, np.int8)


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
