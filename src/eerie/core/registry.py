"""Which games exist, looked up by id. Games are imported only when asked for."""

from __future__ import annotations

import importlib
from types import MappingProxyType
from typing import Any

from eerie.core.game import Game

GAMES: MappingProxyType[str, str] = MappingProxyType(
    {
        "fearsome-floors": "eerie.games.fearsome_floors.game:GAME",
        "mansions-of-madness": "eerie.games.mansions.game:GAME",
        "whitehall-mystery": "eerie.games.whitehall_mystery.game:GAME",
    }
)
"""Game id -> ``module:attribute`` of its :class:`~eerie.core.game.Game` object."""


def game_ids() -> list[str]:
    """Ids of all registered games."""
    return sorted(GAMES)


def get_game(game_id: str) -> Game[Any]:
    """The game object for ``game_id``; ``KeyError`` with the known ids if unknown."""
    try:
        target = GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}") from None
    module, _, attr = target.partition(":")
    game = getattr(importlib.import_module(module), attr)
    if not isinstance(game, Game):
        raise TypeError(f"{target} is not a Game")
    return game
