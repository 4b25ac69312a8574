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


MANSIONS_MONSTER_CAP = 40
"""Mansions of Madness: monster uids are ``m1``, ``m2`` ... in spawn order (never reused);
the space lists ``m1 .. m<cap>``. A game spawning more fails loudly (ActionSpaceError)."""
MANSIONS_DICE_CAP = 12
"""The most dice one test can roll (``roll:s<n>c<n>b<n>`` for 0 .. cap dice)."""
MANSIONS_CLUE_CAP = 30
"""The most clues an investigator can spend at once (``clues:0 .. cap``)."""
MANSIONS_OPT_MIN = 4
"""At least this many ``opt:<i>`` (more if a scenario or content choice has more)."""


def _mansions_choice_width(*roots: Any) -> int:
    """The most options of any ``choice`` step in the scenario and content."""
    from pydantic import BaseModel

    best = 0
    todo: list[Any] = list(roots)
    seen: set[int] = set()
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, BaseModel):
            if getattr(obj, "do", None) == "choice":
                best = max(best, len(getattr(obj, "options", ())))
            todo.extend(getattr(obj, name) for name in type(obj).model_fields)
        elif isinstance(obj, dict):
            todo.extend(obj.values())
        elif isinstance(obj, list | tuple):
            todo.extend(obj)
    return best


def mansions_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Mansions of Madness, from the config's scenario, its content and the puzzle levels:
    turns, actions on every space / token / monster uid (bounded by
    :data:`MANSIONS_MONSTER_CAP`) / item / spell / investigator, trades, tests (dice
    up to :data:`MANSIONS_DICE_CAP`, clues, re-rolls), choices, puzzle moves for the
    scenario's puzzle kinds and difficulties (a code guess is built one symbol at a
    time: ``sym:<k>``, ``undo``, ``submit``, never one id per possible guess), and the
    chance outcomes (cards, spell and condition copies, random investigators, mythos
    events, puzzle seeds)."""
    from eerie.games.mansions.game import load
    from eerie.games.mansions.puzzles.code import CODE_LEVELS
    from eerie.games.mansions.puzzles.code import move_ids as code_move_ids
    from eerie.games.mansions.puzzles.lock import BLOCK_IDS, LOCK_LEVELS, SPECIAL, move_id
    from eerie.games.mansions.puzzles.slide import SLIDE_LEVELS, _pairs
    from eerie.games.mansions.rules.actions import STEAL_SKILLS
    from eerie.games.mansions.rules.puzzles import SEEDS

    scenario, lib, board = load(config["scenario"])
    invs = list(config["investigators"])
    spaces = sorted(board.space_room)
    pairs = [f"{a}:{b}" for a in spaces for b in spaces if a != b]
    tokens = [t.id for t in scenario.tokens]
    uids = [f"m{n}" for n in range(1, MANSIONS_MONSTER_CAP + 1)]
    items, spells = sorted(lib.items), sorted(lib.spells)
    things = list(dict.fromkeys(items + spells))
    width = max(MANSIONS_OPT_MIN, _mansions_choice_width(scenario, dict(lib.items),
                                                         dict(lib.spells), dict(lib.mythos),
                                                         dict(lib.damage), dict(lib.horror),
                                                         dict(lib.insanity),
                                                         dict(lib.investigators)))
    ids = [f"turn:{i}" for i in invs] + ["end_phase"]
    ids += [f"move:{s}" for s in spaces]
    ids += [f"{verb}:{t}" for verb in ("sight", "explore", "search", "interact")
            for t in tokens]
    ids += [f"attack:{u}:{w}" for u in uids for w in ["unarmed", *things]]
    ids += [f"trade:give:{t}:{i}" for t in things for i in invs]
    ids += [f"trade:{how}:{t}" for how in ("drop", "pick") for t in things]
    ids += [f"trade:give:{t}:{to}:{owner}" for t in things for to in invs for owner in invs
            if to != owner]
    ids += [f"trade:{how}:{t}::{owner}" for how in ("drop", "pick") for t in things
            for owner in invs]
    ids += [f"push:{who}:{s}" for who in [*invs, *uids] for s in spaces]
    ids += [f"steal:{i}:{k}" for i in invs for k in STEAL_SKILLS]
    ids += [f"fire:{s}" for s in spaces]
    ids += [f"barricade:{p}" for p in pairs] + [f"clear_barricade:{p}" for p in pairs]
    ids += ["extinguish", *(f"use:{i}" for i in items), *(f"cast:{s}" for s in spells)]
    ids += ["ability", *(f"ability:{i}" for i in invs), "end_turn", "done"]
    dice = range(MANSIONS_DICE_CAP + 1)
    ids += [f"roll:s{s}c{c}b{n - s - c}" for n in dice for s in range(n + 1)
            for c in range(n - s + 1)]
    ids += [f"clues:{k}" for k in range(MANSIONS_CLUE_CAP + 1)]
    ids += [f"reroll:{k}" for k in range(1, MANSIONS_DICE_CAP + 1)]
    ids += [f"opt:{i}" for i in range(width)]
    ids += [f"evade:{u}" for u in uids] + [f"horror:{u}" for u in uids]
    ids += ["stop", "comply", "resist", *(f"take:{t}" for t in things)]
    ids += ["accept", "refuse"]  # consent of another seat (trade, healing)
    ids += [f"up:{c}" for c in dict.fromkeys([*lib.damage, *lib.horror])] + ["down"]
    ids += [f"lose:{i}" for i in items] + [f"thing:{t}" for t in things]  # losing possessions
    ids += [f"prevent:{k}" for k in range(MANSIONS_DICE_CAP + 1)]  # a resist split
    ids += [f"spread:{p}" for p in pairs]
    ids += [f"seed:{n}" for n in range(SEEDS)] + ["close"]
    moves: list[str] = []
    for pz in scenario.puzzles:
        if pz.kind == "slide":
            lv = SLIDE_LEVELS[pz.difficulty]
            moves += [f"swap:{a}:{b}" for a, b in _pairs(lv.rows, lv.cols)]
        elif pz.kind == "code":
            cl = CODE_LEVELS[pz.difficulty]
            moves += code_move_ids(cl.kinds)
        elif pz.kind == "lock":
            ll = LOCK_LEVELS[pz.difficulty]  # the engine's frame: 6 x 6, blocks 2-3 long
            names = [SPECIAL, *BLOCK_IDS[: ll.max_blocks - 1]]
            moves += [move_id(b, d) for b in names for d in range(-4, 5) if d]
    ids += list(dict.fromkeys(moves))
    cards = dict.fromkeys([*lib.damage, *lib.horror, *lib.insanity])
    ids += [f"card:{c}" for c in cards]
    ids += [f"copy:{c.id}" for s in spells for c in lib.spells[s].copies]
    ids += [f"copy:{c.id}" for k in sorted(lib.conditions)
            for c in getattr(lib.conditions[k], "copies", ())]  # double-sided conditions
    ids += [f"who:{i}" for i in invs]
    events = dict.fromkeys([*lib.mythos, *(m.id for m in scenario.mythos)])
    ids += [f"mythos:{e}" for e in events]
    return list(dict.fromkeys(ids))


BUILDERS: Mapping[str, Callable[[Game[Any], Mapping[str, Any]], list[str]]] = {
    "fearsome-floors": fearsome_floors_ids,
    "whitehall-mystery": whitehall_mystery_ids,
    "mansions-of-madness": mansions_ids,
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
