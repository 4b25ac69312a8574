"""Which games exist, looked up by id: the installed ``eerie.games`` entry points.

A game is a package that declares its :class:`~eerie.core.game.Game` object in the
``eerie.games`` entry-point group of its distribution, named by the game's id::

    [project.entry-points."eerie.games"]
    my-game = "my_game.game:GAME"

The entry points are read once per ``sys.path`` (a separately installed package adds a
game by being installed, nothing registers itself at import time) and a game module is
imported only when its game is asked for. If two distributions declare the same id, the
one found first on ``sys.path`` wins.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping
from functools import lru_cache
from importlib.metadata import entry_points
from types import MappingProxyType
from typing import Any

from eerie.core.game import Game

GROUP = "eerie.games"
"""The entry-point group in which distributions declare their games."""


@lru_cache(maxsize=4)
def _declared(path: tuple[str, ...]) -> Mapping[str, str]:
    """Game id -> ``module:attribute`` from the entry points found on ``path`` (which is
    ``sys.path``: it is the cache key, so adding a folder to the path is seen)."""
    found: dict[str, str] = {}
    for point in entry_points(group=GROUP):
        found.setdefault(point.name, point.value)
    return MappingProxyType(dict(sorted(found.items())))


def declared_games() -> Mapping[str, str]:
    """Game id -> ``module:attribute`` of every installed game (read-only)."""
    return _declared(tuple(sys.path))


class _Installed(Mapping[str, str]):
    """The installed games as a read-only mapping, read when first looked at."""

    def __getitem__(self, game_id: str) -> str:
        return declared_games()[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(declared_games())

    def __len__(self) -> int:
        return len(declared_games())


GAMES: Mapping[str, str] = _Installed()
"""Game id -> ``module:attribute`` of its :class:`~eerie.core.game.Game` object."""


def game_ids() -> list[str]:
    """Ids of all installed games."""
    return sorted(GAMES)


def get_game(game_id: str) -> Game[Any]:
    """The game object for ``game_id``; ``KeyError`` with the known ids if unknown."""
    try:
        target = GAMES[game_id]
    except KeyError:
        known = game_ids()
        if not known:  # an install older than its sources' entry points
            raise KeyError(f"unknown game {game_id!r}: no games are installed (no "
                           f"{GROUP!r} entry points; after updating Eerie's sources, "
                           "install it again: pip install -e .)") from None
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(known)}") from None
    module, _, attr = target.partition(":")
    game = getattr(importlib.import_module(module), attr)
    if not isinstance(game, Game):
        raise TypeError(f"{target} is not a Game")
    if game.id != game_id:
        raise TypeError(f"{target} is the game {game.id!r}, declared as {game_id!r}")
    return game
