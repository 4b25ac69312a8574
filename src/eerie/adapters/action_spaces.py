"""Fixed, finite action spaces for the research adapters.

OpenSpiel and PettingZoo want integer actions in a fixed range ``0 .. N-1``; our games
offer option ids (strings) that change from position to position. For each game and
config we list, once and in a stable order, every option id the game can ever offer
(chance outcomes included); an action is an index into that list.

The lists are derived from the game's own constants and content (figure kinds, monster
cards, floor elements and the board's squares for Fearsome Floors; the map's circles and
intersections for Whitehall Mystery). Every id a game offers is checked against the list
at run time: a rule change that adds a new kind of option fails loudly with
:class:`ActionSpaceError` instead of being silently mis-numbered.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from eerie.core.game import Game
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
                f"{self.game_id} builder in eerie.adapters.action_spaces") from None

    def encode_sorted(self, option_ids: Iterable[str]) -> list[int]:
        """Action numbers of several ids, ascending (OpenSpiel wants them sorted)."""
        return sorted(self.encode(oid) for oid in option_ids)

    def decode(self, action: int) -> str:
        """The option id of an action number (``ActionSpaceError`` if out of range)."""
        if not 0 <= action < len(self.ids):
            raise ActionSpaceError(
                f"{self.game_id}: action {action} is outside the action space "
                f"0..{len(self.ids) - 1}")
        return self.ids[action]


# -- per-game builders ----------------------------------------------------------------------


def fearsome_floors_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Fearsome Floors: figure choice, single steps, monster cards and (when the floor
    is laid out by the players) element, orientation and anchor square."""
    from eerie.core.grid import HEADING_NAMES
    from eerie.games.fearsome_floors.layout import square_name
    from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
    from eerie.games.fearsome_floors.state import PLACE, figure_kinds, monster_deck

    st = game.setup(config)
    ids = [f"fig:{k}" for k in figure_kinds(st.players)]
    ids += [*HEADING_NAMES, "enter", "exit", "stop"]
    ids += [f"card:{c}" for c in dict.fromkeys(monster_deck(st.prey3))]
    if st.stage == PLACE or config.get("layout") == "place":
        ids += [f"place:{kind}" for kind, _ in EXPERIENCED_ELEMENTS]
        orients = dict.fromkeys(o for opts in ORIENTATIONS.values() for o in opts)
        ids += [f"orient:{o}" for o in orients]
        grid = st.layout.grid
        ids += [f"at:{square_name(grid, c)}" for c in grid.cells()]
    return ids


def whitehall_mystery_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Whitehall Mystery: crime scenes, first scene, investigator set-up, Jack's moves
    and tiles, investigator moves, searches and arrests, all read off the map."""
    from eerie.games.whitehall_mystery.state import TILES

    st = game.setup(config)
    m = st.map
    white = [c for q in (1, 2, 3, 4) for c in m.quadrant_circles(q)]
    circles = [c.number for c in m.circles]
    crossings = [i.id for i in m.intersections]
    ids = [f"scene:{c}" for c in white]
    ids += [f"start:{c}" for c in white]
    ids += [f"at:{i}" for i in m.yellow]
    ids += [f"to:{c}" for c in circles] + [f"to:{i}" for i in crossings]
    ids += [f"via:{c}" for c in circles]
    ids += list(TILES)
    ids += [f"search:{c}" for c in circles] + [f"arrest:{c}" for c in circles]
    ids += ["pass", "stop", "stay"]
    return ids


BUILDERS: Mapping[str, Callable[[Game[Any], Mapping[str, Any]], list[str]]] = {
    "fearsome-floors": fearsome_floors_ids,
    "whitehall-mystery": whitehall_mystery_ids,
}
"""Game id -> the function listing its action space for a (normalised) config."""


def supported(game_id: str) -> bool:
    """True if the adapters know the game's action space."""
    return game_id in BUILDERS


def config_key(config: Mapping[str, Any]) -> str:
    """A canonical text form of a config (cache key, error messages)."""
    return json.dumps(dict(config), sort_keys=True, separators=(",", ":"))


@lru_cache(maxsize=64)
def _space(game_id: str, key: str) -> ActionSpace:
    builder = BUILDERS.get(game_id)
    if builder is None:
        raise ActionSpaceError(
            f"no action space for game {game_id!r}; the adapters support "
            f"{', '.join(sorted(BUILDERS))} (add a builder in eerie.adapters.action_spaces)")
    return ActionSpace.of(game_id, builder(get_game(game_id), json.loads(key)))


def action_space(game_id: str, config: Mapping[str, Any]) -> ActionSpace:
    """The action space of ``game_id`` with ``config`` (normalised here; cached)."""
    game = get_game(game_id)
    return _space(game_id, config_key(game.normalize_config(config)))
