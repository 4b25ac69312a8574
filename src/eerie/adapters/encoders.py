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
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from eerie.core.game import Game
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


def _frac(value: float, top: float) -> float:
    """``value / top`` clipped to ``[0, 1]``."""
    if top <= 0:
        return 0.0
    return float(min(1.0, max(0.0, value / top)))


# -- Fearsome Floors --------------------------------------------------------------------------


class FearsomeFloorsEncoder(Encoder):
    """Board planes (objects, pools, teleporters, monster, figures by relative seat) and
    the game's counters, all read from the view's FFN and fields.

    Layout: ``board`` is ``planes x cells`` (plane-major, cells ``y * 16 + x``), then
    stage, phase, counters, the seat to move and the start player (relative one-hot),
    the cards left in the deck, escaped counts, one record per figure (by relative seat
    and kind: waiting / on board / out / eaten, white side up, value), the moving
    figure and its steps, and the floor elements still to place.
    """

    STAGES = ("place", "figures", "monster", "over")
    PAIRS = "ABCD"

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.fearsome_floors.placement import EXPERIENCED_ELEMENTS, ORIENTATIONS
        from eerie.games.fearsome_floors.state import figure_kinds, monster_deck

        st = game.setup(config)
        self.players: int = int(st.players)
        self.kinds = figure_kinds(self.players)
        self.cards = tuple(dict.fromkeys(monster_deck(st.prey3)))
        self.card_max = {c: monster_deck(st.prey3).count(c) for c in self.cards}
        self.width, self.height = st.layout.grid.width, st.layout.grid.height
        self.cells = self.width * self.height
        self.elements = tuple(k for k, _ in EXPERIENCED_ELEMENTS)
        self.element_max = dict(EXPERIENCED_ELEMENTS)
        self.orients = tuple(dict.fromkeys(o for v in ORIENTATIONS.values() for o in v))
        self.planes = (["stone", "crystal", "rot_right", "rot_back", "pool"]
                       + [f"tele_{p}" for p in self.PAIRS]
                       + ["arrow_n", "arrow_e", "arrow_s", "arrow_w",
                          "monster", "monster_n", "monster_e", "monster_s", "monster_w",
                          "fig_value", "fig_white", "fig_moving"]
                       + [f"fig_seat{r}" for r in range(self.players)])
        self.plane = {name: i for i, name in enumerate(self.planes)}
        b = Blocks()
        b.add("board", len(self.planes) * self.cells)
        b.add("stage", len(self.STAGES))
        b.add("counters", 3)  # phase 2, cards played this phase, game turn
        b.add("to_move", self.players)
        b.add("start", self.players)
        b.add("deck", len(self.cards))
        b.add("escaped", self.players)
        b.add("figures", self.players * len(self.kinds) * 6)
        b.add("moving", len(self.kinds) + 2)  # kind, steps left, a figure is moving
        b.add("to_place", len(self.elements))
        b.add("placing", len(self.elements) + len(self.orients))
        self.blocks = b

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Fearsome Floors view (everything in it is public).

        The floor comes from the board field of the view's FFN (parsed once per distinct
        board), the placement supply from its ``place=`` / ``placing=`` fields, and
        everything else from the view's own fields."""
        fields = str(view["ffn"]).split()
        layout, objects = _ff_board(fields[0])
        square = _ff_squares(self.width, self.height)
        out = self._new()
        p = self.players
        me = seat if seat is not None else 0

        def rel(s: Any) -> int:
            return (int(s) - me) % p

        cells = self.cells
        board = out[: len(self.planes) * cells].reshape(len(self.planes), cells)
        plane = self.plane
        for c, obj in enumerate(objects):
            if 1 <= obj <= 4:
                board[obj - 1, c] = 1.0
        for c in layout.pools:
            board[plane["pool"], c] = 1.0
        for c, tp in layout.teleporters.items():
            if tp.pair in self.PAIRS:
                board[plane[f"tele_{tp.pair}"], c] = 1.0
            board[plane["arrow_n"] + tp.arrow, c] = 1.0
        monster = view["monster"]
        mcell = square[monster["at"]]
        board[plane["monster"], mcell] = 1.0
        board[plane["monster_n"] + int(monster["heading"]) % 4, mcell] = 1.0

        figures = view["figures"]
        moving = int(view["moving"])
        b = self.blocks
        base = b.start("figures")
        nk = len(self.kinds)
        # the moving figure first: a figure it passes over overwrites value and face
        for f in sorted(range(len(figures)), key=lambda f: f != moving):
            fig = figures[f]
            r, kind, at = rel(fig["owner"]), int(fig["kind"]), str(fig["at"])
            value = int(fig["value"]) / 6.0
            white = 1.0 if fig["white"] else 0.0
            if at in square:
                loc = square[at]
                board[plane["fig_value"], loc] = value
                board[plane["fig_white"], loc] = white
                board[plane["fig_seat0"] + r, loc] = 1.0
                if f == moving:
                    board[plane["fig_moving"], loc] = 1.0
            if kind in self.kinds:
                k = base + (r * nk + self.kinds.index(kind)) * 6
                out[k + {"in": 0, "out": 2, "x": 3}.get(at, 1)] = 1.0
                out[k + 4] = white
                out[k + 5] = value
        if 0 <= moving < len(figures) and int(figures[moving]["kind"]) in self.kinds:
            k = b.start("moving")
            out[k + self.kinds.index(int(figures[moving]["kind"]))] = 1.0
            out[k + nk] = _frac(int(view["steps_left"]), 6)
            out[k + nk + 1] = 1.0

        if view["stage"] in self.STAGES:
            out[b.start("stage") + self.STAGES.index(view["stage"])] = 1.0
        k = b.start("counters")
        out[k] = 1.0 if int(view["phase"]) == 2 else 0.0
        out[k + 1] = _frac(int(view["played"]), 7)
        out[k + 2] = _frac(int(view["turn"]), 14)
        out[b.start("to_move") + rel(view["seat"])] = 1.0
        out[b.start("start") + rel(view["start"])] = 1.0
        deck = view["deck"]
        for i, card in enumerate(self.cards):
            out[b.start("deck") + i] = _frac(int(deck.get(card, 0)), self.card_max[card])
        for s, n in enumerate(view["escaped"][:p]):
            out[b.start("escaped") + rel(s)] = _frac(int(n), nk)

        extra = dict(f.partition("=")[::2] for f in fields[2:] if "=" in f)
        left: dict[str, int] = {}
        for tok in extra.get("place", "-").split(","):
            element, _, count = tok.partition(":")
            if element in self.element_max and count.isdigit():
                left[element] = int(count)
        for i, element in enumerate(self.elements):
            out[b.start("to_place") + i] = _frac(left.get(element, 0),
                                                 self.element_max[element])
        placing, _, orient = extra.get("placing", "").partition(":")
        if placing in self.elements:
            out[b.start("placing") + self.elements.index(placing)] = 1.0
        if orient in self.orients:
            out[b.start("placing") + len(self.elements) + self.orients.index(orient)] = 1.0
        return out


@lru_cache(maxsize=256)
def _ff_board(text: str) -> tuple[Any, tuple[int, ...]]:
    """The layout and objects of an FFN board field (boards repeat: parse each once)."""
    from eerie.games.fearsome_floors.notation import parse_board

    layout, objects = parse_board(text)
    return layout, tuple(objects)


@lru_cache(maxsize=8)
def _ff_squares(width: int, height: int) -> dict[str, int]:
    """Square name -> cell."""
    from eerie.games.fearsome_floors.layout import COLUMNS

    return {f"{COLUMNS[c % width]}{c // width + 1}": c for c in range(width * height)}


# -- Whitehall Mystery ------------------------------------------------------------------------


class WhitehallMysteryEncoder(Encoder):
    """Circle planes (clues, reached scenes, searches, failed arrests and, only when the
    view carries Jack's sheet, his position, his remaining scenes, his paths and a
    carriage's first leg), intersection planes (each investigator, the dog) and the
    public counters (stage, round, track, tiles left, tiles used per track position,
    acting investigator, winner). Seats keep their roles (Jack is seat 0)."""

    STAGES = ("scenes", "start", "police_setup", "smoker_setup", "jack", "jack_special",
              "police_move", "smoker_move", "police_act", "searching", "over")
    CIRCLE_PLANES = ("clue", "reached", "searched_now", "nothing", "arrest_failed",
                     "jack_at", "jack_target", "jack_path", "jack_old_path", "jack_via")
    MOVE_KINDS = ("move", "carriage", "alley", "boat")
    TRACK = 15

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.whitehall_mystery.state import TILES

        st = game.setup(config)
        m = st.map
        self.circles = len(m.circles)
        self.crossing = {i.id: k for k, i in enumerate(m.intersections)}
        self.tiles = TILES
        self.tile_max = {t: max(st.tiles.get(t, 0), 1) for t in TILES}
        b = Blocks()
        b.add("circles", len(self.CIRCLE_PLANES) * self.circles)
        b.add("crossings", 4 * len(self.crossing))
        b.add("seat", 4)
        b.add("stage", len(self.STAGES))
        b.add("counters", 3)  # round, track, scenes chosen
        b.add("tiles", len(TILES))
        b.add("moves", self.TRACK * len(self.MOVE_KINDS))
        b.add("acting", 3)
        b.add("special", len(TILES))
        b.add("winner", 2)
        self.blocks = b

    def _circle(self, out: Vector, plane: str, circle: Any) -> None:
        c = int(circle)
        if 1 <= c <= self.circles:
            idx = self.CIRCLE_PLANES.index(plane) * self.circles + c - 1
            out[self.blocks.start("circles") + idx] = 1.0

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Whitehall view; Jack's secrets only if the view holds them."""
        out = self._new()
        b = self.blocks
        for c in view["clues"]:
            self._circle(out, "clue", c)
        for c in view["reached"]:
            self._circle(out, "reached", c)
        for c in view["searched_now"]:
            self._circle(out, "searched_now", c)
        for s in view["sightings"]:
            if s["kind"] in ("nothing", "arrest_failed"):
                self._circle(out, str(s["kind"]), s["circle"])
        jack = view.get("jack")
        if jack is not None:
            if jack["paths"]:
                self._circle(out, "jack_at", jack["at"])
                for c in jack["paths"][-1]:
                    self._circle(out, "jack_path", c)
                for path in jack["paths"][:-1]:
                    for c in path:
                        self._circle(out, "jack_old_path", c)
            for c in jack["scenes"]:
                if c not in view["reached"]:
                    self._circle(out, "jack_target", c)
            if jack["special"] == "carriage" and jack["via"]:
                self._circle(out, "jack_via", jack["via"])
            if jack["special"] in self.tiles:
                out[b.start("special") + self.tiles.index(jack["special"])] = 1.0
        n = len(self.crossing)
        base = b.start("crossings")
        for i, at in enumerate(view["police"][:3]):
            if at in self.crossing:
                out[base + i * n + self.crossing[at]] = 1.0
        if view["smoker"] in self.crossing:
            out[base + 3 * n + self.crossing[view["smoker"]]] = 1.0
        if seat is not None and 0 <= seat < 4:
            out[b.start("seat") + seat] = 1.0
        if view["stage"] in self.STAGES:
            out[b.start("stage") + self.STAGES.index(view["stage"])] = 1.0
        k = b.start("counters")
        out[k] = _frac(view["round"], 3)
        out[k + 1] = _frac(view["track"], self.TRACK)
        out[k + 2] = _frac(view["scenes_chosen"], 4)
        for i, tile in enumerate(self.tiles):
            out[b.start("tiles") + i] = _frac(view["tiles"].get(tile, 0), self.tile_max[tile])
        for before, tile, _blockers in view["moves"]:
            kind = tile or "move"
            if kind in self.MOVE_KINDS and 0 <= int(before) < self.TRACK:
                out[b.start("moves") + int(before) * len(self.MOVE_KINDS)
                    + self.MOVE_KINDS.index(kind)] = 1.0
        if view["stage"] in ("police_move", "police_act", "searching"):
            acting = int(view["acting"])
            if 0 <= acting < 3:
                out[b.start("acting") + acting] = 1.0
        if view["winner"] == "jack":
            out[b.start("winner")] = 1.0
        elif view["winner"] == "police":
            out[b.start("winner") + 1] = 1.0
        return out


# -- Mansions of Madness ----------------------------------------------------------------------


class MansionsEncoder(Encoder):
    """The public board and the investigators, read from the seat's view (which holds no
    other seat's insanity card, no hidden variable and no unsolved code answer).

    Layout: the observing seat (one-hot), phase, round, result, the top frame's kind, the
    objective; per investigator (config order): space one-hot over the scenario's
    spaces, clues, damage and horror (against health and sanity), wounded / insane /
    eliminated / turn taken / own insanity card known, actions and move left, items and
    spells held; per space: monsters of each kind and their damage, fire, darkness,
    loose barricades, secret passages, possessions lying there; tiles placed and
    scenario tokens on the board and used. Seats keep their identities (the team is
    cooperative: seat 0 is the investigators' first seat)."""

    PHASES = ("investigator", "mythos", "over")
    RESULTS = ("victory", "defeat")
    ROUND_CAP = 20
    CLUE_CAP = 10

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.mansions.game import load
        from eerie.games.mansions.script import OPTIONS

        scenario, lib, board = load(config["scenario"])
        self.invs = list(config["investigators"])
        self.seats = 1 + max(int(s) for s in config["seats"].values())
        self.health = {i: lib.investigators[i].health for i in self.invs}
        self.sanity = {i: lib.investigators[i].sanity for i in self.invs}
        self.spaces = {s: k for k, s in enumerate(sorted(board.space_room))}
        self.kinds = {m: k for k, m in enumerate(sorted(lib.monsters))}
        self.mon_health = {m: max(1, lib.monsters[m].health) for m in lib.monsters}
        self.items = {x: k for k, x in enumerate(sorted(lib.items))}
        self.spells = {x: k for k, x in enumerate(sorted(lib.spells))}
        self.frames = {f: k for k, f in enumerate(sorted(OPTIONS))}
        self.objectives = {o.id: k for k, o in enumerate(scenario.objectives)}
        self.tiles = {t.id: k for k, t in enumerate(scenario.tiles)}
        self.tokens = {t.id: k for k, t in enumerate(scenario.tokens)}
        n = len(self.spaces)
        self.inv_size = n + 10 + len(self.items) + len(self.spells)
        self.space_planes = 2 * len(self.kinds) + 5
        b = Blocks()
        b.add("seat", self.seats)
        b.add("phase", len(self.PHASES))
        b.add("round", 1)
        b.add("result", len(self.RESULTS))
        b.add("frame", len(self.frames))
        b.add("objective", len(self.objectives))
        b.add("invs", len(self.invs) * self.inv_size)
        b.add("spaces", self.space_planes * n)
        b.add("tiles", len(self.tiles))
        b.add("tokens", 2 * len(self.tokens))
        self.blocks = b

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Mansions view (only what the view shows)."""
        out = self._new()
        b = self.blocks
        if seat is not None and 0 <= seat < self.seats:
            out[b.start("seat") + seat] = 1.0
        if view["phase"] in self.PHASES:
            out[b.start("phase") + self.PHASES.index(view["phase"])] = 1.0
        out[b.start("round")] = _frac(int(view["round"]), self.ROUND_CAP)
        if view["result"] in self.RESULTS:
            out[b.start("result") + self.RESULTS.index(view["result"])] = 1.0
        stack = view["stack"]
        if stack and stack[-1].get("k") in self.frames:
            out[b.start("frame") + self.frames[stack[-1]["k"]]] = 1.0
        if view["objective"] in self.objectives:
            out[b.start("objective") + self.objectives[view["objective"]]] = 1.0
        n = len(self.spaces)
        for inv in view["invs"]:
            iid = inv["id"]
            if iid not in self.invs:
                continue
            k = b.start("invs") + self.invs.index(iid) * self.inv_size
            if inv["space"] in self.spaces:
                out[k + self.spaces[inv["space"]]] = 1.0
            c = k + n
            damage = len(inv["damage_up"]) + int(inv["damage_down"])
            horror = len(inv["horror_up"]) + int(inv["horror_down"])
            out[c] = _frac(int(inv["clues"]), self.CLUE_CAP)
            out[c + 1] = _frac(damage, self.health[iid])
            out[c + 2] = _frac(horror, self.sanity[iid])
            out[c + 3] = float(bool(inv["wounded"]))
            out[c + 4] = float(bool(inv["insane"]))
            out[c + 5] = float(bool(inv["eliminated"]))
            out[c + 6] = float(bool(inv["done"]))
            out[c + 7] = float(inv.get("insanity") is not None)
            out[c + 8] = _frac(int(inv["actions"]), 2)
            out[c + 9] = _frac(int(inv["move_left"]), 2)
            c += 10
            for item, _flipped in inv["items"]:
                if item in self.items:
                    out[c + self.items[item]] = 1.0
            c += len(self.items)
            for spell in inv["spells"]:
                if spell in self.spells:
                    out[c + self.spells[spell]] = 1.0
        base = b.start("spaces")
        nk = len(self.kinds)

        def mark(plane: int, space: Any, value: float = 1.0, add: bool = False) -> None:
            if space in self.spaces:
                at = base + plane * n + self.spaces[space]
                out[at] = min(1.0, out[at] + value) if add else value

        for m in view["monsters"]:
            kind = m["kind"]
            if kind in self.kinds:
                mark(self.kinds[kind], m["space"], 0.25, add=True)
                mark(nk + self.kinds[kind], m["space"],
                     _frac(int(m["damage"]), self.mon_health[kind]), add=True)
        for plane, key in enumerate(("fire", "darkness", "loose_barricades", "passages")):
            for space in view[key]:
                mark(2 * nk + plane, space)
        for fl in view["floor"]:
            mark(2 * nk + 4, fl[0], 0.25, add=True)
        for t in view["tiles"]:
            if t in self.tiles:
                out[b.start("tiles") + self.tiles[t]] = 1.0
        k = b.start("tokens")
        for t in view["tokens"]:
            if t in self.tokens:
                out[k + self.tokens[t]] = 1.0
        for t in view["used_tokens"]:
            if t in self.tokens:
                out[k + len(self.tokens) + self.tokens[t]] = 1.0
        return out


ENCODERS: Mapping[str, Callable[[Game[Any], Mapping[str, Any]], Encoder]] = {
    "fearsome-floors": FearsomeFloorsEncoder,
    "whitehall-mystery": WhitehallMysteryEncoder,
    "mansions-of-madness": MansionsEncoder,
}
"""Game id -> encoder factory (called with the game and a normalised config)."""


def make_encoder(game_id: str, config: Mapping[str, Any]) -> Encoder:
    """The encoder of ``game_id`` for ``config``; ``KeyError`` naming the supported games."""
    factory = ENCODERS.get(game_id)
    if factory is None:
        raise KeyError(f"no observation encoder for game {game_id!r}; encoders exist for "
                       f"{', '.join(sorted(ENCODERS))} (see eerie.adapters.encoders)")
    game = get_game(game_id)
    return factory(game, game.normalize_config(config))
