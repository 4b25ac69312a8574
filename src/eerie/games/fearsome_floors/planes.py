"""One observer's Fearsome Floors observation planes and features, kept from call to
call and brought up to date with what changed: the hot part of the research encoder
(``spaces.FearsomeFloorsEncoder``), compiled with the engine (``native.MODULES``).

The planes are ``cells x channels`` int8 values, channels last, in one ``bytearray``
(``buf``) with a numpy view of it (``planes``); the features (the values that are the
same on every square) are a ``bytearray`` of their own (``feat``, viewed as
``features``). Their meaning is the encoder's (its docstring lists them); this module
only knows where each value goes: :class:`PlaneTables` gives the channel and feature
indices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from eerie.games.fearsome_floors.layout import Layout
from eerie.games.fearsome_floors.state import ESCAPED, FIGURES, WAITING, FFState

_INT8 = np.dtype(np.int8)


class PlaneTables:
    """Where an observer's values go: channel and feature indices, with the figures'
    in figure order as this observer sees them (seats relative to it)."""

    def __init__(self, channels: int, cells: int, shape: tuple[int, ...],
                 index: dict[str, int], feature_index: dict[str, int],
                 figures: list[tuple[int, int, int, int]],
                 slow_features: list[int], players: int, turns: int,
                 board_ones: Callable[[Layout, list[int]], Any]) -> None:
        self.c = channels
        self.cells = cells
        self.shape = shape
        self.f = len(feature_index)
        """How many features."""
        self.index = feature_index
        """Feature name -> index (for the stage, deck and floor-laying features)."""
        self.fig_board = [f[0] for f in figures]
        """Each figure's channel in the planes."""
        self.fig_waiting = [f[1] for f in figures]
        self.fig_out = [f[2] for f in figures]
        self.fig_white = [f[3] for f in figures]
        """Each figure's features."""
        self.slow_features = slow_features
        """The features of :meth:`KeptPlanes.slow_row`."""
        self.players = players
        self.turns = turns
        self.monster = index["monster"]
        self.monster_n = index["monster_n"]
        self.moving = index["moving"]
        self.steps_left = feature_index["steps_left"]
        self.phase2 = feature_index["phase2"]
        self.played = feature_index["played"]
        self.turn = feature_index["turn"]
        self.to_move = feature_index["to_move_r0"]
        self.start = feature_index["start_r0"]
        self.board_ones = board_ones
        """Where a floor's squares, objects, pools and teleporters are 1 in the
        flattened planes (an index array, for :meth:`KeptPlanes.build`)."""


class KeptPlanes:
    """One observer's planes and features and the values of the state they show.
    :meth:`build` makes them from a state, :meth:`update` rewrites what differs from
    another state on the same floor (any state: the values are compared, never
    assumed)."""

    def __init__(self, tables: PlaneTables, me: int) -> None:
        self.t = tables
        self.me = me
        self.buf = bytearray()
        self.planes: Any = None
        self.feat = bytearray()
        self.features: Any = None
        self.layout: Layout | None = None
        self.objects: list[int] = []
        self.loc: list[int] = []
        self.white: list[bool] = []
        self.monster = 0
        self.heading = 0
        self.moving = -1
        self.slow_key: tuple[str, int, int, int, int, int] = ("", 0, 0, 0, 0, 0)
        self.slow_rest: tuple[object, object, str, str] = (None, None, "", "")
        self.slow = b""

    def encode(self, st: FFState) -> tuple[Any, Any]:
        """The planes and features of ``st`` as fresh numpy arrays: the kept ones
        updated, or built anew for another floor."""
        if self.layout is not st.layout:
            self.build(st, self.t.board_ones(st.layout, st.objects))
        else:
            self.update(st)
        return self.planes.copy(), self.features.copy()

    def slow_row(self, st: FFState) -> bytes:
        """The features that change at most once a figure move (stage, phase, cards
        played, turn, seats, the deck, the floor being laid out), with zeros for the
        others; the same object while they stay the same."""
        key = (st.stage, st.phase, st.played, st.turn, st.seat, st.start)
        rest = (st.deck, st.to_place, st.placing, st.placing_orient)
        if (key == self.slow_key and rest[0] is self.slow_rest[0]
                and rest[1:] == self.slow_rest[1:] and self.slow):
            return self.slow
        t, me = self.t, self.me
        p, k = t.players, t.index
        row = bytearray(t.f)
        row[k["stage_" + st.stage]] = 1
        row[t.phase2] = 1 if st.phase == 2 else 0
        row[t.played] = min(st.played, 7)
        row[t.turn] = min(st.turn, t.turns)
        # outside the figures stage the seat is the start player's (as FFN writes it)
        mover = st.seat if st.stage == FIGURES else st.start
        row[t.to_move + (mover - me) % p] = 1
        row[t.start + (st.start - me) % p] = 1
        for card, n in st.deck.contents().items():
            at = k.get("deck_" + card, -1)
            if at >= 0:
                row[at] = n
        if st.to_place or st.placing:
            for element, n in st.to_place:
                at = k.get("left_" + element, -1)
                if at >= 0:
                    row[at] = n
            for name in ("placing_" + st.placing, "orient_" + st.placing_orient):
                at = k.get(name, -1)
                if at >= 0:
                    row[at] = 1
        self.slow_key, self.slow_rest, self.slow = key, rest, bytes(row)
        return self.slow

    def _moving_at(self, st: FFState) -> int:
        """Where the moving figure's ``moving`` one is in ``buf``, or -1."""
        loc, m = st.fig_loc, st.moving
        if 0 <= m < len(loc) and loc[m] >= 0:
            return loc[m] * self.t.c + self.t.moving
        return -1

    def build(self, st: FFState, board_ones: Any) -> None:
        """Planes and features made from scratch: the features from :meth:`slow_row`
        and the figures, the planes zeros with the few squares of the monster and the
        figures set by index, and the floor's ones (``board_ones``, an index array into
        the flattened planes) set by numpy."""
        t = self.t
        c = t.c
        feat = bytearray(self.slow_row(st))
        marks = [st.monster * c + t.monster, st.monster * c + t.monster_n + st.heading % 4]
        loc, white = st.fig_loc, st.fig_white
        for f in range(len(loc)):
            where = loc[f]
            if where >= 0:
                marks.append(where * c + t.fig_board[f])
            elif where == WAITING:
                feat[t.fig_waiting[f]] = 1
            elif where == ESCAPED:
                feat[t.fig_out[f]] = 1
            if white[f]:
                feat[t.fig_white[f]] = 1
        moving_at = self._moving_at(st)
        if moving_at >= 0:
            marks.append(moving_at)
        feat[t.steps_left] = min(max(st.steps_left, 0), 6)
        buf = bytearray(c * t.cells)
        for at in marks:
            buf[at] = 1
        flat: Any = np.ndarray((len(buf),), _INT8, buf)  # a view of buf, writable
        flat[board_ones] = 1
        self.buf, self.planes = buf, flat.reshape(t.shape)
        self.feat, self.features = feat, np.ndarray((len(feat),), _INT8, feat)
        self.layout, self.objects = st.layout, list(st.objects)
        self.loc, self.white = list(loc), list(white)
        self.monster, self.heading = st.monster, st.heading % 4
        self.moving = moving_at

    def update(self, st: FFState) -> None:
        """Rewrite what differs between the kept arrays and ``st`` (on the kept floor)."""
        t, buf, feat = self.t, self.buf, self.feat
        c = t.c
        objects = st.objects
        if objects != self.objects:  # a stone was pushed, or a crystal
            kept_objects = self.objects
            for at in range(len(objects)):
                new, was = objects[at], kept_objects[at]
                if new != was:
                    if 1 <= was <= 4:
                        buf[at * c + was] = 0  # channels 1-4 are the object codes 1-4
                    if 1 <= new <= 4:
                        buf[at * c + new] = 1
                    kept_objects[at] = new
        slow = self.slow
        row = self.slow_row(st)
        if row is not slow:
            for i in t.slow_features:
                feat[i] = row[i]
        heading = st.heading % 4
        if st.monster != self.monster or heading != self.heading:
            at = self.monster * c
            buf[at + t.monster] = 0
            buf[at + t.monster_n + self.heading] = 0
            self.monster, self.heading = st.monster, heading
            at = st.monster * c
            buf[at + t.monster] = 1
            buf[at + t.monster_n + heading] = 1
        feat[t.steps_left] = min(max(st.steps_left, 0), 6)
        loc, kept_loc = st.fig_loc, self.loc
        if loc != kept_loc:
            m = st.moving
            if 0 <= m < len(loc) and loc[m] != kept_loc[m]:  # usually the only one
                self._move_figure(m, kept_loc[m], loc[m])
                kept_loc[m] = loc[m]
            if loc != kept_loc:
                for f in range(len(loc)):
                    if loc[f] != kept_loc[f]:
                        self._move_figure(f, kept_loc[f], loc[f])
                        kept_loc[f] = loc[f]
        white, kept_white = st.fig_white, self.white
        if white != kept_white:
            for f in range(len(white)):
                if white[f] != kept_white[f]:
                    feat[t.fig_white[f]] = 1 if white[f] else 0
                    kept_white[f] = white[f]
        moving_at = self._moving_at(st)
        if moving_at != self.moving:
            if self.moving >= 0:
                buf[self.moving] = 0
            if moving_at >= 0:
                buf[moving_at] = 1
            self.moving = moving_at

    def _move_figure(self, f: int, was: int, new: int) -> None:
        """Figure ``f`` went from ``was`` to ``new`` (a square, waiting or out): clear its
        old marks, set the new."""
        t, buf, feat = self.t, self.buf, self.feat
        c = t.c
        for where, value in ((was, 0), (new, 1)):
            if where >= 0:
                buf[where * c + t.fig_board[f]] = value
            elif where == WAITING:
                feat[t.fig_waiting[f]] = value
            elif where == ESCAPED:
                feat[t.fig_out[f]] = value
