"""Fixed, finite action spaces for the research adapters.

OpenSpiel and PettingZoo want integer actions in a fixed range ``0 .. N-1``; our games
offer option ids (strings) that change from position to position. For each game and
config we list, once and in a stable order, every option id the game can ever offer
(chance outcomes included); an action is an index into that list.

Each game lists its own (``Game.action_space``, by default ``option_ids`` of the game's
``spaces`` module), derived from its constants and content. Every id a game offers is
checked against the list at run time: a rule change that adds a new kind of option fails loudly with
:class:`ActionSpaceError` instead of being silently mis-numbered.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from eerie.core.registry import get_game


class ActionSpaceError(ValueError):
    """An option id missing from a game's action space (a bug in the adapter's list)."""


@dataclass(frozen=True, slots=True)
class ActionSpace:
    """Every option id a game with one config can offer, numbered ``0 .. len - 1``."""

    game_id: str
    ids: tuple[str, ...]
    index: Mapping[str, int] = field(repr=False)

    @staticmethod
    def of(game_id: str, ids: Iterable[str]) -> ActionSpace:
        """Build a space; duplicates are a bug in the builder."""
        items = tuple(ids)
        index = {oid: i for i, oid in enumerate(items)}
        if len(index) != len(items):
            dups = sorted({x for x in items if items.count(x) > 1})
            raise ActionSpaceError(f"{game_id}: duplicate ids in the action space: {dups}")
        return ActionSpace(game_id, items, index)

    def __len__(self) -> int:
        return len(self.ids)

    def encode(self, option_id: str) -> int:
        """The action number of an option id; :class:`ActionSpaceError` if it is missing."""
        try:
            return self.index[option_id]
        except KeyError:
            raise ActionSpaceError(
                f"{self.game_id}: the game offered option {option_id!r}, which is not in "
                f"the adapter's action space ({len(self.ids)} ids); add it to the "
                f"game's action space (Game.action_space)") from None

    def encode_sorted(self, option_ids: Iterable[str]) -> list[int]:
        """Action numbers of several ids, ascending (OpenSpiel wants them sorted)."""
        return sorted(self.encode(oid) for oid in option_ids)

    def subspace(self, name: str, kinds: Iterable[str]) -> ActionSpace:
        """The ids whose kind (the part before the first ``:``) is one of ``kinds``, in
        this space's order, numbered anew (``name`` is for error messages)."""
        wanted = frozenset(kinds)
        return ActionSpace.of(name, (oid for oid in self.ids
                                     if oid.partition(":")[0] in wanted))

    def decode(self, action: int) -> str:
        """The option id of an action number (``ActionSpaceError`` if out of range)."""
        if not 0 <= action < len(self.ids):
            raise ActionSpaceError(
                f"{self.game_id}: action {action} is outside the action space "
                f"0..{len(self.ids) - 1}")
        return self.ids[action]


def supported(game_id: str) -> bool:
    """True if the game lists its action space (``Game.action_space``, tried with the
    game's default config)."""
    game = get_game(game_id)
    return _listed(game_id, config_key(game.normalize_config({}))) is not None


def config_key(config: Mapping[str, Any]) -> str:
    """A canonical text form of a config (cache key, error messages)."""
    return json.dumps(dict(config), sort_keys=True, separators=(",", ":"))


@lru_cache(maxsize=64)
def _listed(game_id: str, key: str) -> tuple[str, ...] | None:
    """The ids the game lists for the config ``key``; None if it lists none (or there is
    no such game)."""
    try:
        game = get_game(game_id)
    except KeyError:
        return None
    ids = game.action_space(json.loads(key))
    return None if ids is None else tuple(ids)


@lru_cache(maxsize=64)
def _space(game_id: str, key: str) -> ActionSpace:
    ids = _listed(game_id, key)
    if ids is None:
        raise ActionSpaceError(
            f"no action space for game {game_id!r}: the game lists none "
            "(Game.action_space, by default option_ids() of its spaces module)")
    return ActionSpace.of(game_id, ids)


def action_space(game_id: str, config: Mapping[str, Any]) -> ActionSpace:
    """The action space of ``game_id`` with ``config`` (normalised here; cached)."""
    game = get_game(game_id)
    return _space(game_id, config_key(game.normalize_config(config)))
