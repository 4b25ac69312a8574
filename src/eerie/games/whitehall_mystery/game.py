"""Whitehall Mystery under the kernel contract.

Seats: 0 is Jack; 1, 2, 3 are the yellow, blue and red investigators (a table of two to
four people shares these seats out; the rules do not care who holds which).

Set-up: Jack secretly picks four white circles, one per quadrant, as his crime scenes.
The investigators take distinct yellow intersections (yellow, blue, red in turn). Jack
then names one of his scenes as the first crime scene: its marker goes on the board.

A round is at most 15 moves of Jack. Each turn:

1. Jack moves to a neighbouring circle, never through an intersection an investigator
   holds, never standing still; or he plays one of his six special tiles (two each, for
   the whole game): a carriage (two ordinary moves in one, passing investigators, not
   back to where it started, 2 spaces on the track), an alley (across one house block
   to another circle on its edge) or a boat (between blue circles of one water block).
   No special move may end on a crime scene he has yet to reach. A Jack who cannot move
   is caught.
2. The investigators move in order yellow, blue, red, each 0-2 streets, passing but
   never sharing an intersection.
3. In the same order each investigator searches or arrests at circles next to their
   intersection. A search names circles one by one: on one Jack has visited this round a
   clue marker goes down and the action ends; otherwise the investigator may go on with
   the next circle. An arrest names one circle: if Jack is there, the investigators win;
   otherwise the action ends.

If Jack now stands on a crime scene he had to reach, the round ends: its marker goes
down, the track and clues are cleared, and the next round starts there. Reaching the
fourth scene wins for Jack; 15 moves without reaching one loses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from pathlib import Path
from random import Random
from types import MappingProxyType
from typing import Any

from eerie.core.config import ConfigChoice, ConfigError, ConfigSchema, Field
from eerie.core.decision import Option, Pending
from eerie.core.difficulty import Difficulty, default_difficulties
from eerie.core.events import Event
from eerie.core.game import Game, Outcome, OutcomeLabels, Team
from eerie.core.problems import read_json
from eerie.core.text import Msg, msg
from eerie.games.whitehall_mystery.map import (
    MapError,
    WhitehallMap,
    invalid_map,
    load_map,
    map_from_data,
)
from eerie.games.whitehall_mystery.state import (
    INVESTIGATOR_NAMES,
    JACK,
    JACK_MOVE,
    JACK_SPECIAL,
    MOVES_PER_ROUND,
    OVER,
    POLICE_ACT,
    POLICE_MOVE,
    POLICE_SETUP,
    SCENES,
    SEARCHING,
    SMOKER_MOVE,
    SMOKER_SETUP,
    START,
    TILES,
    Sighting,
    WMState,
)

ONLY_JACK = frozenset({JACK})
DEFAULT_MAP = "gaslight"
RULE_OPTIONS = ("smoker", "jack_extra_alley")
CONFIG_SCHEMA = ConfigSchema((
    Field("map", "choice", Msg("wm.cfg.map"), default=DEFAULT_MAP, other=True,
          choices=(ConfigChoice(DEFAULT_MAP, Msg("wm.cfg.map.gaslight")),), advanced=True),
    Field("players", "int", Msg("wm.cfg.players"), default=4, minimum=2, maximum=4),
    Field("smoker", "bool", Msg("wm.cfg.smoker"), default=False),
    Field("jack_extra_alley", "bool", Msg("wm.cfg.jack_extra_alley"), default=False),
))
"""The options of Whitehall Mystery (:meth:`WhitehallMystery.config_schema`)."""


def load_game_map(name: str) -> WhitehallMap:
    """A bundled map by name (checked against the full content limits), or a map file by
    path, checked for what the rules need (at least one white circle per quadrant, at
    least three yellow intersections, everything else as usual). Small maps for tests and
    variants are welcome. Loaded maps are cached for the process."""
    if "/" not in name and "\\" not in name and not name.endswith(".json"):
        return load_map(name)
    return _load_file_map(name)


@lru_cache(maxsize=16)
def _load_file_map(path: str) -> WhitehallMap:
    from eerie.games.whitehall_mystery.validate import validate_map

    data, problem = read_json(Path(path))
    issues = [] if problem is None else [problem]
    if not issues:
        yellow = 0
        if isinstance(data, dict) and isinstance(data.get("intersections"), list):
            yellow = sum(1 for i in data["intersections"] if isinstance(i, dict)
                         and i.get("yellow"))
        issues = validate_map(data, min_white_per_quadrant=1, max_white_per_quadrant=10**6,
                              yellow_count=max(yellow, 3))
    if issues:
        raise MapError(invalid_map(path, issues, "wm.map.unplayable"), issues)
    assert isinstance(data, dict)
    return map_from_data(data)


def _inv(i: int) -> Msg:
    return Msg(f"wm.investigator.{INVESTIGATOR_NAMES[i]}")


class WhitehallMystery(Game[WMState]):
    """The Whitehall Mystery rules engine."""

    id = "whitehall-mystery"
    round_event = "wm.round"
    version = "1"
    content_version = "1"
    locale_package = "eerie.games.whitehall_mystery"
    has_secrets = True
    symmetric_seats = False
    shared_wins = True
    stat_events = MappingProxyType({"wm.clue": "clues", "wm.arrest_failed": "failed arrests"})

    # -- set-up ---------------------------------------------------------------------------

    def config_schema(self) -> ConfigSchema:
        """``map`` (a bundled map name or a map file path; default ``gaslight``),
        ``players`` (the people at the table, 2-4: Jack and one to three investigators;
        the seats stay four), ``smoker`` (the dog, helping the investigators),
        ``jack_extra_alley`` (a third alley tile, helping Jack). See
        docs/whitehall-mystery.md for the optional rules."""
        return CONFIG_SCHEMA

    def finish_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """The map must load, and have a fourth yellow intersection for the smoker."""
        name = config["map"]
        try:
            game_map = load_game_map(name)
        except (ValueError, OSError) as exc:
            reason = exc.msg if isinstance(exc, MapError) else str(exc)
            raise ConfigError(f"map {name!r}: {exc}",
                              msg("wm.err.map", map=repr(name), reason=reason)) from None
        if config["smoker"] and len(game_map.yellow) < 4:
            raise ConfigError("the smoker needs a fourth yellow intersection on the map",
                              msg("wm.err.smoker"))
        return config

    def setup(self, config: Mapping[str, Any]) -> WMState:
        """A new game: Jack is about to choose his crime scenes."""
        cfg = self.normalize_config(config)
        st = WMState(map=load_game_map(cfg["map"]), config=cfg)
        st.tiles = {"carriage": 2, "alley": 3 if cfg["jack_extra_alley"] else 2, "boat": 2}
        return st

    def num_seats(self, state: WMState) -> int:
        """Jack and three investigators."""
        return 4

    def seat_groups(self, config: Mapping[str, Any]) -> tuple[tuple[int, ...], ...]:
        """Jack alone; the other people split the investigators in order (two people:
        one plays all three; three: the second plays yellow, the third blue and red)."""
        return {2: ((0,), (1, 2, 3)), 3: ((0,), (1,), (2, 3))}.get(
            int(config.get("players", 4)), ((0,), (1,), (2,), (3,)))

    def seat_name(self, seat: int, config: Mapping[str, Any] | None = None) -> Msg:
        """Jack, or the investigator's colour."""
        return Msg("wm.jack") if seat == JACK else _inv(seat - 1)

    def clone(self, state: WMState) -> WMState:
        """An independent copy."""
        return state.clone()

    def round_number(self, state: WMState) -> int:
        """The round (one per crime scene to reach)."""
        return state.round

    # -- decisions ------------------------------------------------------------------------

    def pending(self, state: WMState) -> Pending:
        """Who decides next. Jack's options are his secret: drivers show them to Jack's
        seat only (others see who is deciding and the prompt)."""
        st = state
        s = st.stage
        if s == OVER:
            return Pending((), (), Msg("wm.prompt.over"))
        if s == SCENES:
            q = len(st.scenes) + 1
            return Pending((JACK,), tuple(
                Option(f"scene:{c}", Msg("wm.opt.circle", {"circle": c}),
                       data={"circle": c, "key": str(c)})
                for c in st.map.quadrant_circles(q)), Msg("wm.prompt.scene", {"quadrant": q}))
        if s == START:
            return Pending((JACK,), tuple(
                Option(f"start:{c}", Msg("wm.opt.circle", {"circle": c}),
                       data={"circle": c, "key": str(c)})
                for c in st.scenes), Msg("wm.prompt.start"))
        if s in (POLICE_SETUP, SMOKER_SETUP):
            seat = 1 + st.acting if s == POLICE_SETUP else 1
            taken = set(st.police)
            opts = tuple(Option(f"at:{i}", Msg("wm.opt.intersection", {"at": i}),
                                data={"at": i, "key": i})
                         for i in st.map.yellow if i not in taken)
            return Pending((seat,), opts, Msg("wm.prompt.police_setup" if s == POLICE_SETUP
                                              else "wm.prompt.smoker_setup"))
        if s in (JACK_MOVE, JACK_SPECIAL):
            return Pending((JACK,), tuple(
                Option(oid, self._jack_label(oid), data=self._jack_data(oid))
                for oid in self._jack_options(st)), Msg("wm.prompt.jack"))
        if s == POLICE_MOVE:
            return Pending((1 + st.acting,), self._walk_options(self._police_moves(st)),
                           Msg("wm.prompt.police_move", {"who": _inv(st.acting)}))
        if s == SMOKER_MOVE:
            return Pending((1,), self._walk_options(self._smoker_moves(st)),
                           Msg("wm.prompt.smoker_move"))
        acts: list[Option] = []
        for oid in self._police_actions(st):
            kind, _, c = oid.partition(":")
            label = Msg(f"wm.opt.{kind}", {"circle": c} if c else {})
            acts.append(Option(oid, label, data={"circle": int(c), "key": f"{kind[0]}{c}"}
                               if c else {"key": kind}))
        return Pending((1 + st.acting,), tuple(acts),
                       Msg("wm.prompt.search_more" if s == SEARCHING else "wm.prompt.act",
                           {"who": _inv(st.acting)}))

    @staticmethod
    def _walk_options(ids: list[str]) -> tuple[Option, ...]:
        """An investigator's (or the dog's) move options: stay, or an intersection."""
        return tuple(
            Option(oid, Msg("wm.opt.stay"), data={"key": "stay"}) if oid == "stay" else
            Option(oid, Msg("wm.opt.intersection", {"at": oid[3:]}),
                   data={"at": oid[3:], "key": oid[3:]})
            for oid in ids)

    @staticmethod
    def _jack_label(oid: str) -> Msg:
        kind, _, c = oid.partition(":")
        if not c:
            return Msg(f"wm.tile.{kind}")
        return Msg("wm.opt.via" if kind == "via" else "wm.opt.circle", {"circle": c})

    @staticmethod
    def _jack_data(oid: str) -> dict[str, Any]:
        kind, _, c = oid.partition(":")
        return {"circle": int(c), "key": c} if c else {"key": kind}

    def legal_actions(self, state: WMState) -> tuple[tuple[int, ...], list[str]]:
        """Acting seats and legal ids without labels."""
        st = state
        s = st.stage
        if s in (JACK_MOVE, JACK_SPECIAL):
            return (JACK,), self._jack_options(st)
        if s == POLICE_MOVE:
            return (1 + st.acting,), self._police_moves(st)
        if s in (POLICE_ACT, SEARCHING):
            return (1 + st.acting,), self._police_actions(st)
        return super().legal_actions(state)

    def _special_targets(self, st: WMState, tile: str) -> list[int]:
        m = st.map
        at = st.jack_at
        avoid = set(st.targets)
        if tile == "alley":
            return [c for c in m.alley_targets(at) if c not in avoid]
        if tile == "boat":
            return [c for c in m.boat_targets(at) if c not in avoid]
        return [v for v in m.jack_adjacent(at)
                if any(d != at and d not in avoid for d in m.jack_adjacent(v))]

    def _jack_options(self, st: WMState) -> list[str]:
        m = st.map
        if st.stage == JACK_SPECIAL:
            if st.special == "carriage" and st.special_via:
                avoid = set(st.targets)
                return [f"to:{d}" for d in m.jack_adjacent(st.special_via)
                        if d != st.jack_at and d not in avoid]
            key = "via" if st.special == "carriage" else "to"
            return [f"{key}:{c}" for c in self._special_targets(st, st.special)]
        out = [f"to:{c}" for c in m.jack_moves(st.jack_at, st.blockers())]
        left = MOVES_PER_ROUND - st.track
        for tile in ("carriage", "alley", "boat"):
            if st.tiles.get(tile, 0) <= 0 or (tile == "carriage" and left < 2):
                continue
            if self._special_targets(st, tile):
                out.append(tile)
        return out

    def _police_moves(self, st: WMState) -> list[str]:
        here = st.police[st.acting]
        others = {p for i, p in enumerate(st.police) if i != st.acting}
        if st.smoker:
            others.add(st.smoker)
        return ["stay"] + [f"to:{i}" for i in st.map.police_within_two(here) if i not in others]

    def _smoker_moves(self, st: WMState) -> list[str]:
        taken = set(st.police)
        return ["stay"] + [f"to:{i}" for i in st.map.police_neighbours(st.smoker)
                           if i not in taken]

    def _police_actions(self, st: WMState) -> list[str]:
        here = st.police[st.acting]
        circles = st.map.circles_at(here)
        if st.stage == SEARCHING:
            return [f"search:{c}" for c in circles if c not in st.searched_now] + ["stop"]
        return ([f"search:{c}" for c in circles] + [f"arrest:{c}" for c in circles]
                + ["pass"])

    # -- actions --------------------------------------------------------------------------

    def _apply(self, state: WMState, actor: int, option_id: str) -> list[Event]:
        st = state
        s = st.stage
        kind, _, arg = option_id.partition(":")
        if s == SCENES:
            st.scenes.append(int(arg))
            if len(st.scenes) == 4:
                st.stage = POLICE_SETUP
                st.acting = 0
            return [Event("wm.scene_chosen", Msg("wm.ev.scene_chosen"))]
        if s == POLICE_SETUP:
            st.police.append(arg)
            ev = [Event("wm.police_placed", Msg("wm.ev.police_placed", {
                "who": _inv(st.acting), "at": arg}), {"investigator": st.acting, "at": arg})]
            st.acting += 1
            if st.acting == 3:
                st.stage = SMOKER_SETUP if st.config.get("smoker") else START
            return ev
        if s == SMOKER_SETUP:
            st.smoker = arg
            st.stage = START
            return [Event("wm.smoker_placed", Msg("wm.ev.smoker_placed", {"at": arg}),
                          {"at": arg})]
        if s == START:
            start = int(arg)
            st.reached = [start]
            st.paths = [[start]]
            st.stage = JACK_MOVE
            ev = [Event("wm.first_scene", Msg("wm.ev.first_scene", {"circle": start}),
                        {"circle": start})]
            return ev + self._begin_jack_turn(st)
        if s == JACK_MOVE:
            if kind == "to":
                return self._jack_moves_to(st, [int(arg)], "")
            st.special = kind
            st.stage = JACK_SPECIAL
            return []
        if s == JACK_SPECIAL:
            if kind == "via":
                st.special_via = int(arg)
                return []
            path = [st.special_via, int(arg)] if st.special == "carriage" else [int(arg)]
            tile = st.special
            st.tiles[tile] -= 1
            st.special, st.special_via = "", 0
            return self._jack_moves_to(st, path, tile)
        if s == POLICE_MOVE:
            ev = []
            if kind == "to":
                st.police[st.acting] = arg
                ev.append(Event("wm.police_moved", Msg("wm.ev.police_moved", {
                    "who": _inv(st.acting), "at": arg}), {"investigator": st.acting, "at": arg}))
            st.acting += 1
            if st.acting == 3:
                st.acting = 0
                st.stage = SMOKER_MOVE if st.smoker else POLICE_ACT
            return ev
        if s == SMOKER_MOVE:
            ev = []
            if kind == "to":
                st.smoker = arg
                ev.append(Event("wm.smoker_moved", Msg("wm.ev.smoker_moved", {"at": arg}),
                                {"at": arg}))
            st.stage = POLICE_ACT
            return ev
        return self._police_act(st, kind, arg)

    def _jack_moves_to(self, st: WMState, path: list[int], tile: str) -> list[Event]:
        before = st.track
        st.moves_log.append((before, tile, tuple(sorted(st.blockers()))))
        st.paths[-1].extend(path)
        st.track += len(path)
        if tile:
            st.used.append((st.track, tile))
        public = Event("wm.jack_moved", Msg("wm.ev.jack_special" if tile else "wm.ev.jack_moved", {
            "move": st.track, "tile": Msg(f"wm.tile.{tile}") if tile else ""}),
            {"track": st.track, "tile": tile or None})
        private = Event("wm.jack_moved_private", Msg("wm.ev.jack_moved_private", {
            "path": " → ".join(str(c) for c in path)}), {"path": path}, audience=ONLY_JACK)
        st.stage = POLICE_MOVE
        st.acting = 0
        return [public, private]

    def _police_act(self, st: WMState, kind: str, arg: str) -> list[Event]:
        who = st.acting
        ev: list[Event] = []
        if kind == "arrest":
            c = int(arg)
            if c == st.jack_at:
                st.stage = OVER
                st.winner, st.reason = "police", "arrest"
                return [Event("wm.arrest", Msg("wm.ev.arrest", {"who": _inv(who), "circle": c}),
                              {"investigator": who, "circle": c}), self._over_event(st)]
            st.sightings.append(Sighting(st.track, who, "arrest_failed", c))
            ev.append(Event("wm.arrest_failed", Msg("wm.ev.arrest_failed", {
                "who": _inv(who), "circle": c}), {"investigator": who, "circle": c}))
            return ev + self._next_investigator(st)
        if kind == "search":
            c = int(arg)
            if c in st.paths[-1]:
                if c not in st.clues:
                    st.clues.append(c)
                st.sightings.append(Sighting(st.track, who, "clue", c))
                ev.append(Event("wm.clue", Msg("wm.ev.clue", {"who": _inv(who), "circle": c}),
                                {"investigator": who, "circle": c}))
                return ev + self._next_investigator(st)
            st.sightings.append(Sighting(st.track, who, "nothing", c))
            st.searched_now.append(c)
            ev.append(Event("wm.nothing", Msg("wm.ev.nothing", {"who": _inv(who), "circle": c}),
                            {"investigator": who, "circle": c}))
            if any(x not in st.searched_now for x in st.map.circles_at(st.police[who])):
                st.stage = SEARCHING
                return ev
            return ev + self._next_investigator(st)
        return self._next_investigator(st)

    def _next_investigator(self, st: WMState) -> list[Event]:
        st.searched_now = []
        st.acting += 1
        if st.acting < 3:
            st.stage = POLICE_ACT
            return []
        return self._end_turn(st)

    def _end_turn(self, st: WMState) -> list[Event]:
        at = st.jack_at
        if at in st.targets:
            st.reached.append(at)
            ev = [Event("wm.scene_reached", Msg("wm.ev.scene_reached", {"circle": at}),
                        {"circle": at})]
            if len(st.reached) == 4:
                st.stage = OVER
                st.winner, st.reason = "jack", "escaped"
                return [*ev, self._over_event(st)]
            st.history.append(st.sightings)
            st.round += 1
            st.track = 0
            st.clues, st.sightings, st.used, st.moves_log = [], [], [], []
            st.paths.append([at])
            ev.append(Event("wm.round", Msg("wm.ev.round", {"round": st.round}),
                            {"round": st.round}))
            return ev + self._begin_jack_turn(st)
        if st.track >= MOVES_PER_ROUND:
            st.stage = OVER
            st.winner, st.reason = "police", "time"
            return [self._over_event(st)]
        return self._begin_jack_turn(st)

    def _begin_jack_turn(self, st: WMState) -> list[Event]:
        st.stage = JACK_MOVE
        if not self._jack_options(st):
            st.stage = OVER
            st.winner, st.reason = "police", "cornered"
            return [self._over_event(st)]
        return []

    def _over_event(self, st: WMState) -> Event:
        out = self.outcome(st)
        assert out is not None
        return Event("wm.over", out.reason, {"winner": st.winner, "reason": st.reason,
                                             "scenes": list(st.scenes),
                                             "paths": [list(p) for p in st.paths]})

    # -- why not --------------------------------------------------------------------------

    def explain_refusal(self, state: WMState, actor: int, typed: str) -> Msg | None:
        """Why ``typed`` (a key such as ``21``, ``i9``, ``s21`` or an option id), which is
        not on offer now, cannot be chosen by ``actor``: no such circle or intersection,
        not next to where the piece stands, blocked by an investigator, the wrong
        quadrant, no tile left... None if nothing more useful can be said, or when
        ``actor`` is not deciding now (so nothing of Jack's is ever told to another seat).
        """
        st = state
        p = self.pending(st)
        if actor not in p.actors:
            return None
        word = typed.strip().lower()
        if any(word in (o.id, (o.data or {}).get("key")) for o in p.options):
            return None
        kind, colon, arg = word.partition(":")
        if colon and kind in ("search", "arrest"):
            word = kind[0] + arg
        elif colon and kind in ("scene", "start", "at", "to", "via"):
            word = arg
        if st.stage in (SCENES, START, JACK_MOVE, JACK_SPECIAL):
            return self._jack_refusal(st, word)
        if st.stage in (POLICE_SETUP, SMOKER_SETUP, POLICE_MOVE, SMOKER_MOVE):
            return self._walk_refusal(st, word)
        return self._act_refusal(st, word)

    def _circle_refusal(self, st: WMState, word: str) -> tuple[int, Msg | None]:
        """The circle a word names (0 if none) and, if it names none, why."""
        if word.startswith("i") and word[1:].isdigit():
            return 0, Msg("wm.term.why.jack_circles")
        if not word.isdigit():
            return 0, None
        c = int(word)
        if not 1 <= c <= len(st.map.circles):
            return 0, Msg("wm.term.why.no_circle", {"circle": c})
        return c, None

    def _jack_refusal(self, st: WMState, word: str) -> Msg | None:
        m = st.map
        if word in TILES and st.stage == JACK_MOVE:
            if st.tiles.get(word, 0) <= 0:
                return Msg("wm.term.why.no_tile", {"tile": Msg(f"wm.tile.{word}")})
            if word == "carriage" and MOVES_PER_ROUND - st.track < 2:
                return Msg("wm.term.why.carriage_track")
            return Msg("wm.term.why.tile_nowhere", {"tile": Msg(f"wm.tile.{word}"),
                                                     "circle": st.jack_at})
        c, why = self._circle_refusal(st, word)
        if not c:
            return why
        if st.stage == SCENES:
            q = len(st.scenes) + 1
            circle = m.circle(c)
            if circle.quadrant is None:
                return Msg("wm.term.why.not_white", {"circle": c})
            return Msg("wm.term.why.quadrant", {"circle": c, "in": circle.quadrant,
                                                 "quadrant": q})
        if st.stage == START:
            return Msg("wm.term.why.not_scene", {
                "circle": c, "scenes": ", ".join(map(str, st.scenes))})
        at = st.jack_at
        if c == at:
            return Msg("wm.term.why.stand_still", {"circle": c})
        if st.stage == JACK_MOVE:
            if c not in m.jack_adjacent(at):
                return Msg("wm.term.why.not_adjacent", {"circle": c, "at": at})
            paths = dict(m.jack_neighbours(at))[c]
            on_paths = frozenset().union(*paths) & st.blockers()
            return Msg("wm.term.why.blocked", {"circle": c, "at": at,
                                                "by": ", ".join(sorted(on_paths))})
        final = st.special != "carriage" or bool(st.special_via)
        if final and c in st.targets and c in self._special_reach(st):
            return Msg("wm.term.why.special_scene", {"circle": c})
        return Msg("wm.term.why.special_reach", {"circle": c,
                                                  "tile": Msg(f"wm.tile.{st.special}")})

    @staticmethod
    def _special_reach(st: WMState) -> tuple[int, ...]:
        """Where the last step of the special move being played could end if crime scenes
        did not count."""
        m = st.map
        if st.special == "alley":
            return m.alley_targets(st.jack_at)
        if st.special == "boat":
            return m.boat_targets(st.jack_at)
        return m.jack_adjacent(st.special_via)

    def _walk_refusal(self, st: WMState, word: str) -> Msg | None:
        m = st.map
        if word.isdigit():
            return Msg("wm.term.why.police_intersections")
        if word not in m.intersection_by_id:
            return Msg("wm.term.why.no_intersection", {"at": word}) if (
                word.startswith("i") and word[1:].isdigit()) else None
        for i, at in enumerate(st.police):
            if at == word:
                return Msg("wm.term.why.occupied", {"at": word, "who": _inv(i)})
        if st.smoker == word:
            return Msg("wm.term.why.occupied", {"at": word, "who": Msg("wm.term.smoker")})
        if st.stage in (POLICE_SETUP, SMOKER_SETUP):
            return Msg("wm.term.why.not_yellow", {"at": word})
        here = st.smoker if st.stage == SMOKER_MOVE else st.police[st.acting]
        return Msg("wm.term.why.too_far_dog" if st.stage == SMOKER_MOVE else
                   "wm.term.why.too_far", {"at": word, "here": here})

    def _act_refusal(self, st: WMState, word: str) -> Msg | None:
        here = st.police[st.acting]
        kind = word[0] if word[:1] in ("s", "a") and word[1:].isdigit() else ""
        c, why = self._circle_refusal(st, word[1:] if kind else word)
        if not c:
            return why
        near = st.map.circles_at(here)
        if c not in near:
            return Msg("wm.term.why.not_near", {"circle": c, "at": here,
                                                 "near": ", ".join(map(str, near))})
        if st.stage == SEARCHING:
            if c in st.searched_now:
                return Msg("wm.term.why.searched", {"circle": c})
            return Msg("wm.term.why.search_only", {"circle": c})
        return Msg("wm.term.why.say_which", {"circle": c})

    # -- information ----------------------------------------------------------------------

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """``basic`` and ``heuristic`` levels, each able to play Jack or an investigator."""
        from eerie.games.whitehall_mystery.ai import WhitehallMysteryAgent

        return {"basic": lambda: WhitehallMysteryAgent("basic"),
                "heuristic": lambda: WhitehallMysteryAgent("heuristic")}

    def difficulties(self) -> Mapping[str, Difficulty]:
        """As for any game, except that the strongest Jack searches: search Jack beat the
        heuristic investigators more often than the heuristic Jack did, while the search
        investigators were not measured stronger than the heuristic ones
        (``docs/benchmarks.md``, "The strongest AI level per game")."""
        levels = default_difficulties(list(self.agents()))
        levels["strongest"] = Difficulty("heuristic", seat_levels={JACK: "search"})
        return levels

    def outcome(self, state: WMState) -> Outcome | None:
        """Jack or the investigators, once the game is over."""
        st = state
        if st.stage != OVER:
            return None
        if st.winner == "jack":
            return Outcome((JACK,), (1.0, 0.0, 0.0, 0.0), Msg("wm.over.jack"),
                           ending=st.reason, teams=("jack",))
        return Outcome((1, 2, 3), (0.0, 1.0, 1.0, 1.0), Msg(f"wm.over.police.{st.reason}"),
                       ending=st.reason, teams=("investigators",))

    def teams(self, config: Mapping[str, Any]) -> tuple[Team, ...]:
        """Jack alone against the three investigators."""
        return _TEAMS

    def outcome_labels(self, config: Mapping[str, Any]) -> OutcomeLabels:
        """The four ways a hunt ends (the state's ``reason``)."""
        return _LABELS

    def stat_labels(self) -> Mapping[str, Msg]:
        """The clues found and the failed arrests (:attr:`stat_events`)."""
        return _STAT_LABELS

    def encode(self, state: WMState) -> dict[str, Any]:
        """The whole state, Jack's secrets included (never sent to a seat)."""
        st = state
        data = self._public(st)
        data["secret"] = self._secret(st)
        return data

    @staticmethod
    def _sightings(items: list[Sighting]) -> list[dict[str, Any]]:
        return [{"move": s.move, "investigator": s.investigator, "kind": s.kind,
                 "circle": s.circle} for s in items]

    def _public(self, st: WMState) -> dict[str, Any]:
        return {
            "game": self.id,
            "map": st.config["map"],
            "config": dict(st.config),
            "stage": st.stage,
            "round": st.round,
            "track": st.track,
            "moves_per_round": MOVES_PER_ROUND,
            "tiles": dict(st.tiles),
            "used": [[m, t] for m, t in st.used],
            "clues": list(st.clues),
            "sightings": self._sightings(st.sightings),
            "history": [self._sightings(h) for h in st.history],
            "police": list(st.police),
            "smoker": st.smoker,
            "moves": [[m, t, list(b)] for m, t, b in st.moves_log],
            "reached": list(st.reached),
            "acting": st.acting,
            "searched_now": list(st.searched_now),
            "scenes_chosen": len(st.scenes),
            "winner": st.winner,
            "reason": st.reason,
        }

    @staticmethod
    def _secret(st: WMState) -> dict[str, Any]:
        return {
            "scenes": list(st.scenes),
            "paths": [list(p) for p in st.paths],
            "at": st.jack_at,
            "special": st.special,
            "via": st.special_via,
        }

    def view(self, state: WMState, seat: int | None) -> dict[str, Any]:
        """Public facts for everyone; Jack's sheet for Jack only, and for all once the game
        is over."""
        st = state
        data = self._public(st)
        data["seat"] = seat
        if seat == JACK or st.stage == OVER:
            data["jack"] = self._secret(st)
        elif st.stage == JACK_SPECIAL:
            data["stage"] = JACK_MOVE  # which tile Jack is playing shows once the move is done
        return data

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> WMState:
        """Jack's view is complete; for anyone else Jack's secrets are sampled from the
        possible-positions filter (see ``belief``)."""
        from eerie.games.whitehall_mystery.belief import sample_hidden

        st = WMState(map=load_game_map(str(view["map"])), config=dict(view["config"]))
        st.stage = str(view["stage"])
        st.round = int(view["round"])
        st.track = int(view["track"])
        st.tiles = dict(view["tiles"])
        st.used = [(int(m), str(t)) for m, t in view["used"]]
        st.clues = list(view["clues"])
        st.sightings = [Sighting(**s) for s in view["sightings"]]
        st.history = [[Sighting(**s) for s in h] for h in view["history"]]
        st.police = list(view["police"])
        st.smoker = str(view["smoker"])
        st.moves_log = [(int(m), str(t), tuple(b)) for m, t, b in view["moves"]]
        st.reached = list(view["reached"])
        st.acting = int(view["acting"])
        st.searched_now = list(view["searched_now"])
        st.winner, st.reason = str(view["winner"]), str(view["reason"])
        secret = view.get("jack")
        if secret is not None:
            st.scenes = list(secret["scenes"])
            st.paths = [list(p) for p in secret["paths"]]
            st.special, st.special_via = str(secret["special"]), int(secret["via"])
        else:
            st.scenes, st.paths = sample_hidden(st, rng, int(view["scenes_chosen"]))
        return st

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """The defaults, and two people with both optional rules (the dog and a third
        alley tile)."""
        return ({}, {"players": 2, "smoker": True, "jack_extra_alley": True})

    def resample_secrets(self, state: WMState, seat: int | None, rng: Random) -> WMState:
        """Jack's sheet is the only secret, and Jack's seat sees it: for him, and for
        everyone once the game is over, a plain copy. For anyone else his crime scenes
        and paths are redrawn from the possible-positions filter (consistent with every
        public fact, see ``belief.sample_hidden``), and so is the special tile he may be
        in the middle of playing (none, or one he still has; a carriage's first leg)."""
        from eerie.games.whitehall_mystery.belief import sample_hidden

        st = state.clone()
        if seat == JACK or st.stage == OVER:
            return st
        st.scenes, st.paths = sample_hidden(st, rng, len(st.scenes))
        if st.stage in (JACK_MOVE, JACK_SPECIAL):
            tile = rng.choice(["", *sorted(t for t, n in st.tiles.items() if n > 0)])
            st.stage = JACK_SPECIAL if tile else JACK_MOVE
            st.special, st.special_via = tile, 0
            if tile == "carriage" and rng.random() < 0.5:
                st.special_via = rng.choice(st.map.jack_adjacent(st.jack_at))
        return st


GAME = WhitehallMystery()
"""The game object registered under ``whitehall-mystery``."""


_TEAMS = (Team("jack", Msg("wm.jack"), (JACK,)),
          Team("investigators", Msg("wm.team.investigators"), (1, 2, 3)))
_LABELS = OutcomeLabels(MappingProxyType({
    "arrest": Msg("wm.end.arrest"),
    "cornered": Msg("wm.end.cornered"),
    "time": Msg("wm.end.time"),
    "escaped": Msg("wm.end.escaped"),
}))
_STAT_LABELS = MappingProxyType({"clues": Msg("wm.stat.clues"),
                                 "failed arrests": Msg("wm.stat.failed_arrests")})
