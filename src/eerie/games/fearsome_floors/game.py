"""Fearsome Floors under the kernel contract: set-up, turn order, decisions, outcome.

A game turn: in turn order from the start player, each player moves one of their
figures that has not moved yet this turn, round and round until every figure has moved
(or declined to); then a monster card is drawn and the monster walks. The start player
then passes to the left. In the very first game turn each player brings only two
figures onto the board; the rest are flipped where they wait.

Phase 1 is seven monster moves (the eighth card is never used); eaten figures go back
to the entrance. Then all eight cards are shuffled and phase 2 is seven more moves;
eaten figures are out for good. Whoever brings out all figures but one wins at once;
otherwise the game ends after phase 2 (everything still inside is eaten) or when no
figure is left inside, and the player with most figures out wins (ties: who got there
first). The first card of the game is never a prey card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from functools import cache, lru_cache
from importlib import resources
from random import Random
from types import MappingProxyType
from typing import Any, Final

from eerie.core.config import ConfigChoice, ConfigError, ConfigSchema, Field, Ref, When
from eerie.core.decision import CHANCE, Option, Pending
from eerie.core.deck import Deck
from eerie.core.events import Event
from eerie.core.game import Game, Outcome, OutcomeLabels
from eerie.core.grid import DELTA, HEADING_NAMES, HEADINGS
from eerie.core.text import Msg
from eerie.games.fearsome_floors import placement
from eerie.games.fearsome_floors.layout import Layout, parse_square, square_name
from eerie.games.fearsome_floors.monster import walk
from eerie.games.fearsome_floors.movement import can_finish, enact, plan_step
from eerie.games.fearsome_floors.notation import NotationError, parse, parse_board, write
from eerie.games.fearsome_floors.state import (
    COLOUR_LETTERS,
    COLOURS,
    EMPTY,
    ESCAPED,
    FIGURES,
    MONSTER,
    MOVES_PER_PHASE,
    OBJECT_KINDS,
    OVER,
    PLACE,
    REMOVED,
    WAITING,
    FFState,
    escapes_to_win,
    figure_kinds,
    monster_deck,
)

LAYOUTS: Final = ("basic", "experienced", "place")
VARIANTS: Final = ("basic", "experienced")

_BASIC = When("variant", ("basic",))
_EXPERIENCED = When("variant", ("experienced",))
CONFIG_SCHEMA: Final = ConfigSchema((
    Field("players", "int", Msg("ff.cfg.players"), default=4, minimum=2, maximum=7),
    Field("variant", "choice", Msg("ff.cfg.variant"), default="basic", choices=(
        ConfigChoice("basic", Msg("ff.cfg.variant.basic")),
        ConfigChoice("experienced", Msg("ff.cfg.variant.experienced")))),
    Field("layout", "choice", Msg("ff.cfg.layout"), depends=("variant",), choices=(
        # no default: the first layout the variant allows
        ConfigChoice("basic", Msg("ff.cfg.layout.basic"), _BASIC),
        ConfigChoice("place", Msg("ff.cfg.layout.place"), _EXPERIENCED),
        ConfigChoice("experienced", Msg("ff.cfg.layout.experienced"), _EXPERIENCED))),
    Field("prey3", "bool", Msg("ff.cfg.prey3"), default=False,
          when=When("players", minimum=6)),
    Field("start", "int", Msg("ff.cfg.start"), default=0, minimum=0,
          maximum=Ref("players", -1), advanced=True, depends=("players",)),
    Field("position", "string", Msg("ff.cfg.position"), advanced=True, parameter=False),
))
"""The options of Fearsome Floors (:meth:`FearsomeFloors.config_schema`)."""


def load_board(name: str) -> tuple[Layout, list[int]]:
    """A named board from the package's ``boards/`` folder (a fresh object list)."""
    layout, objects = _board(name)
    return layout, list(objects)


@lru_cache(maxsize=8)
def _board(name: str) -> tuple[Layout, tuple[int, ...]]:
    ref = resources.files("eerie.games.fearsome_floors").joinpath("boards", f"{name}.txt")
    if not ref.is_file():
        raise ValueError(f"no board named {name!r}")
    rows = [r.strip() for r in ref.read_text(encoding="utf-8").splitlines() if r.strip()]
    layout, objects = parse_board("/".join(rows))
    return layout, tuple(objects)


@lru_cache(maxsize=256)
def _figure_msg(owner: int, kind: int, value: int) -> Msg:
    """A figure as the board shows it: its colour, the number on top (the steps it
    moves) and which side is up (the white side shows 7 minus the black side's number)."""
    side = "ff.side.white" if value == 7 - kind else "ff.side.black"
    return Msg("ff.figure", {"colour": Msg(f"ff.colour.{COLOURS[owner]}"), "kind": kind,
                             "value": value, "side": Msg(side)})


def _fig_label(st: FFState, f: int) -> Msg:
    return _figure_msg(st.fig_owner[f], st.fig_kind[f], st.value(f))


# Events and messages are immutable values (frozen, and their dicts are never
# mutated), so the frequent ones are built once and shared: building them anew for each
# decision was a good part of the cost of a random game.

@cache
def _figure_event(kind: str, key: str, f: int, owner: int, fkind: int, value: int) -> Event:
    """``Event(kind, Msg(key, {"figure": <label>}), {"figure": f})``, shared."""
    return Event(kind, Msg(key, {"figure": _figure_msg(owner, fkind, value)}), {"figure": f})


@cache
def _step_event(f: int, owner: int, fkind: int, value: int, to: str) -> Event:
    """The event of a plain figure step onto ``to``, shared."""
    return Event("ff.step", Msg("ff.ev.step", {"figure": _figure_msg(owner, fkind, value),
                                               "to": to}), {"figure": f, "to": to})


@lru_cache(maxsize=512)
def _card_table(deck: Deck, first: bool) -> tuple[tuple[str, Fraction], ...]:
    """The next card's distribution; the game's first card is never a prey card."""
    probs = deck.top_probabilities()
    if first:
        probs = {c: p for c, p in probs.items() if not c.startswith("p")}
        total = sum(probs.values(), Fraction(0))
        probs = {c: p / total for c, p in probs.items()}
    return tuple(probs.items())


@lru_cache(maxsize=512)
def _card_ids(deck: Deck, first: bool) -> tuple[str, ...]:
    """The chance option ids of :func:`_card_table`."""
    return tuple(f"card:{c}" for c, _ in _card_table(deck, first))


@lru_cache(maxsize=512)
def _card_outcomes(deck: Deck, first: bool) -> tuple[tuple[str, float], ...]:
    """``Game.chance_outcomes`` of :func:`_card_table`."""
    return tuple((f"card:{c}", float(p)) for c, p in _card_table(deck, first))


@lru_cache(maxsize=512)
def _draw_top(deck: Deck, card: str) -> Deck:
    """``deck.draw_top(card)`` (decks are immutable values: the result is shared)."""
    return deck.draw_top(card)


@cache
def _look_nothing_msg(at: str) -> Msg:
    """The message of a monster look that saw nobody, shared."""
    return Msg("ff.ev.monster.look", {"at": at, "seen": "-"})


@cache
def _monster_step_msg(to: str) -> Msg:
    """The message of a monster step, shared."""
    return Msg("ff.ev.monster.step", {"to": to})


@cache
def _eat_msg(owner: int, kind: int, value: int, how: str) -> Msg:
    """The message of a figure eaten by the monster, shared."""
    return Msg("ff.ev.monster.eat", {"figure": _figure_msg(owner, kind, value),
                                     "how": Msg(f"ff.how.{how}")})


@cache
def _turn_msg(heading: int, owner: int, kind: int, value: int) -> Msg:
    """The message of the monster turning towards a figure, shared."""
    return Msg("ff.ev.monster.turn", {"heading": Msg(f"ff.heading.{HEADING_NAMES[heading]}"),
                                      "towards": _figure_msg(owner, kind, value)})


@cache
def _tie_msg(heading: int) -> Msg:
    """The message of a tie (the monster keeps its heading), shared."""
    return Msg("ff.ev.monster.tie", {"heading": Msg(f"ff.heading.{HEADING_NAMES[heading]}")})


def figure_name(owner: int, value: int, white: bool) -> str:
    """A figure as the boards draw it (the terminal's squares, the web's pawns): colour
    letter and the number on top, the letter in lower case while the black side is up:
    ``G4`` (green, showing 4 white side up), ``g3``."""
    letter = COLOUR_LETTERS[owner]
    return f"{letter if white else letter.lower()}{value}"


@cache
def _seen_label(owner: int, value: int, white: bool, dist: int) -> str:
    """One figure seen by the monster in a look message, named as the board draws it
    (:func:`figure_name`) with its distance, e.g. ``R5:3``."""
    return f"{figure_name(owner, value, white)}:{dist}"


@cache
def _look_nothing_event(at: str) -> Event:
    """The event of a monster look from ``at`` that saw nobody, shared."""
    return Event("ff.monster.look", _look_nothing_msg(at), {"at": at, "seen": {}})


@cache
def _monster_step_event(to: str) -> Event:
    """The event of a monster step onto ``to``, shared."""
    return Event("ff.monster.step", _monster_step_msg(to), {"to": to})


_MONSTER_EVENT_KINDS: Final = {k: f"ff.monster.{k}" for k in (
    "card", "look", "turn", "tie", "step", "slide", "wrap", "rotate", "teleport", "push",
    "eat", "stone_gone", "done")}


_SEATS: Final = tuple((s,) for s in range(16))
"""``_SEATS[s] == (s,)``: the acting seats of an ordinary decision, shared."""
_HEADING_OF: Final = {name: h for h, name in enumerate(HEADING_NAMES)}
_FIG_IDS: Final = tuple(f"fig:{k}" for k in range(10))
_CARD_NAMES: Final = frozenset({"5", "7", "8", "10", "p1", "p2", "p3"})
"""Every monster card there is (the keys of the card options)."""
"""Option ids of the figure choices by figure kind (``_FIG_IDS[6] == "fig:6"``)."""


class FearsomeFloors(Game[FFState]):
    """The Fearsome Floors rules engine."""

    id = "fearsome-floors"
    round_event = "ff.turn"
    version = "1"
    content_version = "1"
    locale_package = "eerie.games.fearsome_floors"

    # -- set-up ---------------------------------------------------------------------------

    def config_schema(self) -> ConfigSchema:
        """``players`` (2-7, default 4), ``variant`` (basic | experienced), ``layout``
        (basic for the basic game; place or experienced for the experienced game),
        ``prey3`` (6-7 players only), ``start`` (the first seat, 0-based), ``position``
        (an FFN position to start from: then every other option is ignored)."""
        return CONFIG_SCHEMA

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """The schema's checks (:meth:`config_schema`), or a ``position`` read and written
        back as FFN (the position then says everything)."""
        if config.get("position"):
            pos = str(config["position"])
            try:
                st = parse(pos)
            except NotationError as exc:
                raise ConfigError(f"position: {exc}",
                                  Msg("ff.err.position", {"reason": exc.msg})) from None
            return {"position": write(st)}
        return super().normalize_config({k: v for k, v in config.items() if k != "position"})

    def setup(self, config: Mapping[str, Any]) -> FFState:
        """A new game (or the given ``position``)."""
        cfg = self.normalize_config(config)
        if "position" in cfg:
            return parse(cfg["position"])
        players = cfg["players"]
        if cfg["layout"] == "place":
            layout, objects = load_board("empty")
        else:
            layout, objects = load_board(cfg["layout"])
        owners: list[int] = []
        kinds: list[int] = []
        for seat in range(players):
            for k in figure_kinds(players):
                owners.append(seat)
                kinds.append(k)
        n = len(owners)
        st = FFState(
            layout=layout, players=players, objects=objects, occ=[-1] * len(objects),
            fig_owner=tuple(owners), fig_kind=tuple(kinds), fig_white=[True] * n,
            fig_loc=[WAITING] * n, monster=layout.exit, heading=HEADINGS[0],
            deck=Deck.of(monster_deck(cfg["prey3"])), prey3=cfg["prey3"], start=cfg["start"],
            seat=cfg["start"],
        )
        if cfg["layout"] == "place":
            st.stage = PLACE
            st.to_place = placement.EXPERIENCED_ELEMENTS
        return st

    def num_seats(self, state: FFState) -> int:
        """Number of players."""
        return state.players

    def clone(self, state: FFState) -> FFState:
        """A fast independent copy."""
        return state.clone()

    # -- decisions ------------------------------------------------------------------------

    def pending(self, state: FFState) -> Pending:
        """Who acts next and what they may do."""
        st = state
        if st.stage == OVER:
            return Pending((), (), Msg("ff.prompt.over"))
        if st.stage == MONSTER:
            return Pending((CHANCE,), self._card_options(st), Msg("ff.prompt.card"))
        if st.stage == PLACE:
            return Pending((st.seat,), self._place_options(st), Msg("ff.prompt.place"))
        if st.moving < 0:
            opts = tuple(
                Option(f"fig:{st.fig_kind[f]}", _fig_label(st, f),
                       data={"figure": f, "at": self._where(st, f), "key": str(st.value(f))})
                for f in st.unmoved(st.seat)
            )
            return Pending((st.seat,), opts, Msg("ff.prompt.figure"))
        return Pending((st.seat,), self._step_options(st), Msg(
            "ff.prompt.step", {"figure": _fig_label(st, st.moving), "left": st.steps_left}))

    @staticmethod
    def _where(st: FFState, f: int) -> str:
        loc = st.fig_loc[f]
        return square_name(st.layout.grid, loc) if loc >= 0 else "in"

    def _first_card(self, st: FFState) -> bool:
        return st.phase == 1 and st.played == 0

    def _card_probs(self, st: FFState) -> dict[str, Fraction]:
        return dict(_card_table(st.deck, self._first_card(st)))

    def _card_options(self, st: FFState) -> tuple[Option, ...]:
        return tuple(Option(f"card:{c}", Msg(f"ff.card.{c}"), p, data={"key": c})
                     for c, p in self._card_probs(st).items())

    def _step_choices(self, st: FFState) -> tuple[list[str], list[int]]:
        """Legal step ids for the moving figure, with the square each leads to (-1: none).
        Cached in ``st.step_cache`` until the next ``apply``; callers must not mutate."""
        cache = st.step_cache
        if cache is None:
            cache = st.step_cache = self._compute_step_choices(st)
        return cache

    def _compute_step_choices(self, st: FFState) -> tuple[list[str], list[int]]:
        loc = st.fig_loc[st.moving]
        left = st.steps_left
        ids: list[str] = []
        dests: list[int] = []
        if loc == WAITING:
            if left > 0 and self._legal_enter(st):
                ids.append("enter")
                dests.append(st.layout.entrance)
            ids.append("stop")
            dests.append(-1)
            return ids, dests
        occ = st.occ
        if left > 0:
            lay = st.layout
            is_pool, objects, monster = lay.is_pool, st.objects, st.monster
            fig_next, n = lay.fig_next, lay.cells
            for h, name, t in lay.fig_steps[loc]:
                if t == monster:
                    continue
                if objects[t] == EMPTY and not is_pool[t]:
                    # a plain step: as _legal_step, without building a plan
                    if occ[t] >= 0 and (left <= 1 or not can_finish(st, t, left - 1)):
                        continue
                    dests.append(t)
                elif not is_pool[t] and occ[t] < 0:
                    # a stone (or crystal) to push onto a free square: as _legal_step
                    # (where the stone ends does not matter, only whether it can move)
                    b = fig_next[h * n + t]
                    if b < 0 or b == monster or occ[b] >= 0 or objects[b] != EMPTY:
                        continue
                    dests.append(t)
                else:
                    dest = self._legal_step(st, h)
                    if dest is None:
                        continue
                    dests.append(dest)
                ids.append(name)
            if loc == n - 1:  # the exit
                ids.append("exit")
                dests.append(-1)
        if occ[loc] < 0:
            ids.append("stop")
            dests.append(-1)
        return ids, dests

    def _step_options(self, st: FFState) -> tuple[Option, ...]:
        grid = st.layout.grid
        out: list[Option] = []
        for oid, dest in zip(*self._step_choices(st), strict=True):
            if oid == "stop":
                label = Msg("ff.opt.stay" if st.steps_taken == 0 else "ff.opt.stop")
            else:
                label = Msg(f"ff.opt.{oid}" if oid in ("enter", "exit") else f"ff.opt.step.{oid}")
            data = {"to": square_name(grid, dest), "key": oid} if dest >= 0 else {"key": oid}
            out.append(Option(oid, label, data=data))
        return tuple(out)

    def legal_actions(self, state: FFState) -> tuple[tuple[int, ...], list[str]]:
        """Acting seats and legal ids, fast (no labels)."""
        st = state
        if st.stage == FIGURES:
            if st.moving < 0:
                kinds = st.fig_kind
                return _SEATS[st.seat], [_FIG_IDS[kinds[f]] for f in st.unmoved(st.seat)]
            return _SEATS[st.seat], self._step_choices(st)[0].copy()
        if st.stage == MONSTER:
            return (CHANCE,), list(_card_ids(st.deck, self._first_card(st)))
        return super().legal_actions(state)

    def chance_outcomes(self, state: FFState) -> list[tuple[str, float]]:
        """Card draws with their probabilities."""
        if state.stage != MONSTER:
            return []
        return list(_card_outcomes(state.deck, self._first_card(state)))

    def _legal_enter(self, st: FFState) -> bool:
        ent = st.layout.entrance
        if ent == st.monster:
            return False
        return st.occ[ent] < 0 or can_finish(st, ent, st.steps_left - 1)

    def _legal_step(self, st: FFState, h: int) -> int | None:
        plan = plan_step(st, st.fig_loc[st.moving], h)
        if plan is None:
            return None
        if st.occ[plan.dest] < 0:
            return plan.dest
        if st.steps_left <= 1:
            return None
        if plan.pushes:
            trial = st.clone()
            enact(trial, plan)
            ok = can_finish(trial, plan.dest, st.steps_left - 1)
        else:
            ok = can_finish(st, plan.dest, st.steps_left - 1)
        return plan.dest if ok else None

    def is_legal(self, state: FFState, actor: int, option_id: str) -> bool:
        """Check one action without building labelled options."""
        st = state
        if st.stage == FIGURES:
            if actor != st.seat:
                return False
            if st.moving < 0:
                return option_id in (f"fig:{st.fig_kind[f]}" for f in st.unmoved(st.seat))
            return option_id in self._step_choices(st)[0]
        if st.stage == MONSTER:
            return actor == CHANCE and option_id in _card_ids(st.deck, self._first_card(st))
        return super().is_legal(state, actor, option_id)

    # -- actions --------------------------------------------------------------------------

    def apply(self, state: FFState, actor: int, option_id: str, *,
              trusted: bool = False) -> list[Event]:
        """As :meth:`Game.apply`; trusted figure decisions go straight to their code."""
        if trusted and state.stage == FIGURES:
            state.step_cache = None
            if state.moving >= 0:
                return self._step(state, option_id)
            return self._choose(state, option_id)
        return super().apply(state, actor, option_id, trusted=trusted)

    def _apply(self, state: FFState, actor: int, option_id: str) -> list[Event]:
        st = state
        st.step_cache = None
        if st.stage == MONSTER:
            return self._monster(st, option_id[5:])
        if st.stage == PLACE:
            return self._place(st, option_id)
        if st.moving < 0:
            return self._choose(st, option_id)
        return self._step(st, option_id)

    def _choose(self, st: FFState, option_id: str) -> list[Event]:
        """A figure was chosen to move (``fig:<kind>``)."""
        kind = int(option_id[4:])
        f = st.figure_index(st.seat, kind)
        st.moving = f
        value = 7 - kind if st.fig_white[f] else kind
        st.steps_left = value
        st.steps_taken = 0
        loc = st.fig_loc[f]
        if loc >= 0:
            st.occ[loc] = -1
        return [_figure_event("ff.choose", "ff.ev.choose", f, st.fig_owner[f], kind, value)]

    def _step(self, st: FFState, option_id: str) -> list[Event]:
        f = st.moving
        events: list[Event] = []
        if option_id == "stop":
            return self._finish(st, f, events)
        lay = st.layout
        loc = st.fig_loc[f]
        h = _HEADING_OF.get(option_id, -1)
        if h >= 0 and loc >= 0:
            t = lay.fig_next[h * lay.cells + loc]
            if (t >= 0 and t != st.monster and st.objects[t] == EMPTY
                    and not lay.is_pool[t]):
                # a plain step onto open floor (plan_step's fast case): no plan, no pushes
                st.fig_loc[f] = t
                kind = st.fig_kind[f]
                to = lay.names[t]
                events.append(_step_event(f, st.fig_owner[f], kind,
                                          7 - kind if st.fig_white[f] else kind, to))
                st.steps_left -= 1
                st.steps_taken += 1
                if st.steps_left == 0:
                    return self._finish(st, f, events)
                return events
        grid = lay.grid
        if option_id == "exit":
            st.fig_loc[f] = ESCAPED
            st.escapes = (*st.escapes, st.fig_owner[f])
            events.append(Event("ff.exit", Msg("ff.ev.exit", {"figure": _fig_label(st, f)}),
                                {"figure": f}))
            return self._finish(st, f, events)
        if option_id == "enter":
            st.fig_loc[f] = st.layout.entrance
            dest = st.layout.entrance
            events.append(Event("ff.step", Msg("ff.ev.enter", {"figure": _fig_label(st, f)}),
                                {"figure": f, "to": square_name(grid, dest)}))
        else:
            h = HEADING_NAMES.index(option_id)
            plan = plan_step(st, st.fig_loc[f], h)
            assert plan is not None
            for src, dst in plan.pushes:
                events.append(Event("ff.push", Msg("ff.ev.push", {
                    "from": square_name(grid, src), "to": square_name(grid, dst)})
                    if dst >= 0 else Msg("ff.ev.push_out", {"from": square_name(grid, src)}),
                    {"from": square_name(grid, src),
                     "to": square_name(grid, dst) if dst >= 0 else None}))
            enact(st, plan)
            st.fig_loc[f] = plan.dest
            events.append(Event("ff.step", Msg("ff.ev.slide" if plan.slid else "ff.ev.step", {
                "figure": _fig_label(st, f), "to": square_name(grid, plan.dest)}),
                {"figure": f, "to": square_name(grid, plan.dest)}))
        st.steps_left -= 1
        st.steps_taken += 1
        if st.steps_left == 0:
            return self._finish(st, f, events)
        return events

    def _finish(self, st: FFState, f: int, events: list[Event]) -> list[Event]:
        """End the moving figure's move: it stops, flips, and play passes on."""
        loc = st.fig_loc[f]
        if loc >= 0:
            st.occ[loc] = f
        seat = st.fig_owner[f]
        kind = st.fig_kind[f]
        white = st.fig_white[f]
        st.fig_white[f] = not white
        st.moving = -1
        st.steps_left = st.steps_taken = 0
        events.append(_figure_event("ff.done", "ff.ev.done", f, seat, kind,
                                    7 - kind if white else kind))
        if st.escapes.count(seat) >= escapes_to_win(st.players) or (
                st.phase == 2 and max(st.fig_loc, default=REMOVED) < WAITING):
            st.stage = OVER
            events.append(self._game_over_event(st))
            return events
        if st.turn == 1:
            moved = sum(1 for g in range(len(st.fig_owner))
                        if st.fig_owner[g] == seat and st.fig_white[g] != st.unmoved_white)
            if moved >= 2:
                for g in st.unmoved(seat):
                    st.fig_white[g] = not st.fig_white[g]
        self._next_seat(st, st.seat)
        return events

    def _next_seat(self, st: FFState, after: int) -> None:
        """Pass the turn clockwise to the next player with a figure to move."""
        players = st.players
        for k in range(1, players + 1):
            s = (after + k) % players
            if st.has_unmoved(s):
                st.seat = s
                return
        st.stage = MONSTER

    def _monster(self, st: FFState, card: str) -> list[Event]:
        st.deck = _draw_top(st.deck, card)
        trace = walk(st, card)
        events: list[Event] = []
        append = events.append
        for kind, data in trace:
            if kind == "step":  # the most frequent entries: shared events
                append(_monster_step_event(data["to"]))
            elif kind == "look" and not data["seen"]:
                append(_look_nothing_event(data["at"]))
            else:
                append(Event(_MONSTER_EVENT_KINDS.get(kind) or f"ff.monster.{kind}",
                             self._trace_msg(st, kind, data), data))
        st.played += 1
        alive = any(st.fig_loc[f] >= WAITING for f in range(len(st.fig_owner)))
        if st.phase == 2 and not alive:
            st.stage = OVER
            events.append(self._game_over_event(st))
            return events
        if st.played >= MOVES_PER_PHASE:
            if st.phase == 1:
                st.phase = 2
                st.played = 0
                st.deck = Deck.of(monster_deck(st.prey3))
                events.append(Event("ff.phase", Msg("ff.ev.phase2")))
            else:
                for f in range(len(st.fig_owner)):
                    if st.fig_loc[f] >= WAITING:
                        loc = st.fig_loc[f]
                        if loc >= 0:
                            st.occ[loc] = -1
                        st.fig_loc[f] = REMOVED
                st.stage = OVER
                events.append(self._game_over_event(st))
                return events
        st.turn += 1
        st.start = (st.start + 1) % st.players
        st.stage = FIGURES
        if st.has_unmoved(st.start):
            st.seat = st.start
        else:
            self._next_seat(st, st.start)
        events.append(Event("ff.turn", Msg("ff.ev.turn", {
            "turn": st.turn, "start": Msg(f"ff.colour.{COLOURS[st.start]}")}),
            {"round": st.turn}))
        return events

    def _trace_msg(self, st: FFState, kind: str, data: dict[str, Any]) -> Msg:
        """The message of one walk entry (``_monster`` shares the steps and empty looks)."""
        if kind == "look":  # a look that saw someone: the most frequent entry here
            owner, white = st.fig_owner, st.fig_white
            return Msg("ff.ev.monster.look", {"at": data["at"], "seen": ", ".join(
                [_seen_label(owner[f], st.value(f), white[f], d)
                 for f, d in data["seen"].values()])})
        if kind == "eat":
            f = data["figure"]
            return _eat_msg(st.fig_owner[f], st.fig_kind[f], st.value(f), data["how"])
        if kind == "turn":
            f = data["towards"]
            return _turn_msg(data["heading"], st.fig_owner[f], st.fig_kind[f], st.value(f))
        if kind == "tie":
            return _tie_msg(data["heading"])
        params = dict(data)
        if "figure" in params:
            params["figure"] = _fig_label(st, params["figure"])
        if "heading" in params:
            params["heading"] = Msg(f"ff.heading.{HEADING_NAMES[params['heading']]}")
        if "how" in params:
            params["how"] = Msg(f"ff.how.{params['how']}")
        if "card" in params:
            params["card"] = Msg(f"ff.card.{params['card']}")
        return Msg(f"ff.ev.monster.{kind}", params)

    def _game_over_event(self, st: FFState) -> Event:
        out = self.outcome(st)
        assert out is not None
        return Event("ff.over", out.reason, {"winners": list(out.winners)})

    def _place_options(self, st: FFState) -> tuple[Option, ...]:
        grid = st.layout.grid
        if not st.placing:
            return tuple(
                Option(f"place:{k}", Msg(f"ff.element.{k}"), data={"left": n})
                for k, n in placement.remaining(st).items()
                if any(placement.valid_anchors(st, k, o)
                       for o in placement.ORIENTATIONS.get(k, ("",)))
            )
        orients = placement.ORIENTATIONS.get(st.placing)
        if orients and not st.placing_orient:
            return tuple(Option(f"orient:{o}", Msg(f"ff.orient.{o}"), data={"key": o})
                         for o in orients if placement.valid_anchors(st, st.placing, o))
        return tuple(
            Option(f"at:{square_name(grid, c)}", Msg("ff.opt.at", {"square": square_name(grid, c)}),
                   data={"to": square_name(grid, c), "key": square_name(grid, c)})
            for c in placement.valid_anchors(st, st.placing, st.placing_orient)
        )

    def _place(self, st: FFState, option_id: str) -> list[Event]:
        grid = st.layout.grid
        if option_id.startswith("place:"):
            st.placing = option_id[6:]
            return []
        if option_id.startswith("orient:"):
            st.placing_orient = option_id[7:]
            return []
        cell = parse_square(grid, option_id[3:])
        placement.place(st, st.placing, st.placing_orient, cell)
        placement.take(st, st.placing)
        ev = Event("ff.place", Msg("ff.ev.place", {
            "element": Msg(f"ff.element.{st.placing}"), "square": square_name(grid, cell)}),
            {"element": st.placing, "at": square_name(grid, cell), "orient": st.placing_orient})
        st.placing = st.placing_orient = ""
        if not st.to_place or not self._place_options(st):
            st.to_place = ()
            st.stage = FIGURES
            st.start = (st.seat + 1) % st.players
            st.seat = st.start
        else:
            st.seat = (st.seat + 1) % st.players
        return [ev]

    # -- why not --------------------------------------------------------------------------

    def explain_refusal(self, state: FFState, actor: int, typed: str) -> Msg | None:
        """Why ``typed`` (a key such as ``n``, ``stop``, ``5`` or an option id), which is
        not on offer now, cannot be chosen by ``actor``: a wall or the board's edge, a
        blocked square, no steps left, a figure that already moved, a card the deck no
        longer holds. None when there is nothing more useful to say than "not an option"
        (or when it is not ``actor``'s decision at all)."""
        st = state
        word = typed.strip().lower()
        if st.stage == MONSTER:
            return self._card_refusal(st, actor, word[5:] if word.startswith("card:") else word)
        if st.stage != FIGURES or actor != st.seat:
            return None
        if st.moving < 0:
            return self._figure_refusal(st, word)
        return self._step_refusal(st, word)

    def _card_refusal(self, st: FFState, actor: int, card: str) -> Msg | None:
        if actor != CHANCE or card not in _CARD_NAMES or f"card:{card}" in _card_ids(
                st.deck, self._first_card(st)):
            return None
        if card.startswith("p") and self._first_card(st) and card in st.deck.contents():
            return Msg("ff.term.why.first_prey")
        if card not in st.deck.contents():
            return Msg("ff.term.why.card_gone", {"card": Msg(f"ff.card.{card}")})
        return None

    def _figure_refusal(self, st: FFState, word: str) -> Msg | None:
        """Why no figure of the seat to move answers to ``word``: the number a figure
        shows (its key) or a ``fig:<kind>`` option id."""
        if word in _HEADING_OF or word in ("stop", "enter", "exit"):
            return Msg("ff.term.why.choose_first")
        by_kind = word.startswith("fig:")
        number = word[4:] if by_kind else word
        if not number.isdigit():
            return None
        unmoved = st.unmoved(st.seat)
        if any(str(st.fig_kind[f] if by_kind else st.value(f)) == number for f in unmoved):
            return None
        for f in st.by_seat[st.seat]:
            if str(st.fig_kind[f] if by_kind else st.value(f)) != number:
                continue
            if f in unmoved:
                return None
            if st.fig_loc[f] == ESCAPED:
                return Msg("ff.term.why.escaped", {"figure": _fig_label(st, f)})
            if st.in_play(f):
                return Msg("ff.term.why.moved", {"figure": _fig_label(st, f)})
        return None if by_kind else Msg("ff.term.why.no_figure", {"n": number})

    def _step_refusal(self, st: FFState, word: str) -> Msg | None:
        """Why the moving figure cannot take the step ``word`` (``n``, ``enter``...)."""
        if word in self._step_choices(st)[0]:
            return None
        lay = st.layout
        grid = lay.grid
        loc = st.fig_loc[st.moving]
        left = st.steps_left
        if word == "stop":
            if loc >= 0 and st.occ[loc] >= 0:
                return Msg("ff.term.why.stop_taken", {"square": lay.names[loc]})
            return None
        if word == "exit":
            if loc != lay.exit:
                return Msg("ff.term.why.exit_only", {"square": lay.names[lay.exit]})
            return None
        if word == "enter":
            if loc != WAITING:
                return Msg("ff.term.why.inside")
            return self._blocked(st, lay.entrance, left) if left > 0 else Msg(
                "ff.term.why.no_steps")
        h = _HEADING_OF.get(word, -1)
        if h < 0:
            return None
        if loc == WAITING:
            return Msg("ff.term.why.outside")
        if left <= 0:
            return Msg("ff.term.why.no_steps")
        here = lay.names[loc]
        heading = Msg(f"ff.heading.{HEADING_NAMES[h]}")
        x, y = grid.xy(loc)
        dx, dy = DELTA[h]
        if not grid.in_rect(x + dx, y + dy):
            return Msg("ff.term.why.edge", {"heading": heading, "square": here})
        t = grid.cell(x + dx, y + dy)
        if t in grid.holes:
            return Msg("ff.term.why.corner", {"heading": heading, "square": here})
        if lay.is_tele[t]:
            return Msg("ff.term.why.teleporter", {"to": lay.names[t]})
        if t == st.monster:
            return Msg("ff.term.why.monster", {"to": lay.names[t]})
        plan = plan_step(st, loc, h)
        if plan is None:
            thing = st.objects[t]
            return Msg("ff.term.why.stuck", {
                "thing": Msg(f"ff.element.{OBJECT_KINDS[thing] if thing else 'stone'}"),
                "to": lay.names[t]})
        return self._blocked(st, plan.dest, left)

    def _blocked(self, st: FFState, dest: int, left: int) -> Msg | None:
        """Why a step onto ``dest`` (with ``left`` steps before it) is refused, if it is:
        the monster stands there, or another figure does and the move could not end on a
        free square."""
        to = st.layout.names[dest]
        if dest == st.monster:
            return Msg("ff.term.why.monster", {"to": to})
        if st.occ[dest] < 0:
            return None
        if left <= 1:
            return Msg("ff.term.why.taken_last", {"to": to})
        return Msg("ff.term.why.taken_stuck", {"to": to})

    # -- information ----------------------------------------------------------------------

    def outcome(self, state: FFState) -> Outcome | None:
        """Winners and scores once the game is over."""
        st = state
        if st.stage != OVER:
            return None
        counts = [st.escaped_count(s) for s in range(st.players)]
        best = max(counts)
        ending = _ending(st, best)
        if best == 0:
            return Outcome((), tuple(0.0 for _ in counts), Msg("ff.over.nobody"),
                           ending=ending)
        # who reached ``best`` first
        seen = [0] * st.players
        winner = -1
        for s in st.escapes:
            seen[s] += 1
            if seen[s] == best:
                winner = s
                break
        scores = tuple(1.0 if s == winner else 0.0 for s in range(st.players))
        return Outcome((winner,), scores, Msg("ff.over.winner", {
            "colour": Msg(f"ff.colour.{COLOURS[winner]}"), "count": best}), ending=ending)

    def outcome_labels(self, config: Mapping[str, Any]) -> OutcomeLabels:
        """The four ways a game ends (see :func:`_ending`)."""
        return _LABELS

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> FFState:
        """Nothing is hidden: the view's FFN is the whole position, and the view's
        ``seat`` the seat that moved last while the monster walks or after the end
        (FFN names the next seat only while figures move)."""
        st = parse(str(view["ffn"]))
        st.seat = int(view["seat"])
        return st

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """Two players on the basic board, and three laying out the experienced floor."""
        return ({"players": 2}, {"players": 3, "variant": "experienced"})

    def resample_secrets(self, state: FFState, seat: int | None, rng: Random) -> FFState:
        """Nothing is secret: the monster deck is a known multiset whose order is not in
        the state (each draw is a chance step), so every seat sees it all. A copy."""
        return self.clone(state)

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The heuristic player (see ``eerie.games.fearsome_floors.ai``)."""
        from eerie.games.fearsome_floors.ai import FearsomeFloorsAgent

        return {"heuristic": FearsomeFloorsAgent}

    stat_events = MappingProxyType({"ff.monster.eat": "eaten"})

    def round_number(self, state: FFState) -> int:
        """The game turn."""
        return state.turn

    def game_stats(self, state: FFState) -> dict[str, float]:
        """Figures brought out in the whole game."""
        return {"escaped": float(len(state.escapes))}

    def stat_labels(self) -> Mapping[str, Msg]:
        """Figures eaten (:attr:`stat_events`) and brought out (:meth:`game_stats`)."""
        return _STAT_LABELS

    def card_distribution(self, state: FFState) -> dict[str, Fraction]:
        """The chances of each monster card being drawn next (first-card rule included)."""
        return self._card_probs(state)

    def encode(self, state: FFState) -> dict[str, Any]:
        """The full state (all public in this game)."""
        return {"ffn": write(state)}

    def views(self, state: FFState, seats: Sequence[int | None]) -> list[dict[str, Any]]:
        """One view for all: every seat sees the same."""
        view = self.view(state, None)
        return [view] * len(seats)

    def view(self, state: FFState, seat: int | None) -> dict[str, Any]:
        """Everything is public in Fearsome Floors: every seat sees the same."""
        st = state
        grid = st.layout.grid
        return {
            "game": self.id,
            "ffn": write(st),
            "board": board_view(st),
            "players": st.players,
            "stage": st.stage,
            "phase": st.phase,
            "played": st.played,
            "turn": st.turn,
            "start": st.start,
            "seat": st.seat,
            "deck": st.deck.contents(),
            "monster": {"at": square_name(grid, st.monster), "heading": st.heading},
            "figures": [
                {"owner": st.fig_owner[f], "kind": st.fig_kind[f], "value": st.value(f),
                 "white": st.fig_white[f], "at": self._where(st, f) if st.fig_loc[f] >= WAITING
                 else ("out" if st.fig_loc[f] == ESCAPED else "x")}
                for f in range(len(st.fig_owner))
            ],
            "escaped": [st.escaped_count(s) for s in range(st.players)],
            "moving": st.moving,
            "steps_left": st.steps_left,
        }


def board_view(st: FFState) -> dict[str, Any]:
    """The board as screens draw it (the FFN board field, read): its ``width`` and
    ``height``, the cut-away corners (``holes``), the blood ``pools``, the
    ``teleporters`` (square -> pair letter and the heading of the arrow) and the
    ``objects`` on the floor (square -> ``stone``, ``crystal``, ``rot_right`` or
    ``rot_back``), squares named as everywhere (``a1`` top left)."""
    layout = st.layout
    grid = layout.grid
    names = layout.names
    return {
        "width": grid.width,
        "height": grid.height,
        "holes": sorted(names[c] for c in grid.holes),
        "pools": sorted(names[c] for c in layout.pools),
        "teleporters": {names[c]: {"pair": t.pair, "heading": t.arrow}
                        for c, t in sorted(layout.teleporters.items())},
        "objects": {names[c]: OBJECT_KINDS[k] for c, k in enumerate(st.objects) if k != EMPTY},
    }


GAME = FearsomeFloors()
"""The game object registered under ``fearsome-floors``."""


_LABELS = OutcomeLabels(MappingProxyType({
    "escape": Msg("ff.end.escape"),
    "cleared": Msg("ff.end.cleared"),
    "eaten_all": Msg("ff.end.eaten_all"),
    "time": Msg("ff.end.time"),
}))
_STAT_LABELS = MappingProxyType({"eaten": Msg("ff.stat.eaten"), "escaped": Msg("ff.stat.escaped")})


def _ending(st: FFState, best: int) -> str:
    """How a finished game ended: ``escape`` (a player brought out all figures but one),
    ``time`` (the second monster deck ran out; the figures still in the house are out
    of the game), ``eaten_all`` (no figure left in the house and none ever escaped) or
    ``cleared`` (no figure left in the house: eaten or escaped)."""
    if best >= escapes_to_win(st.players):
        return "escape"
    if st.phase == 2 and st.played >= MOVES_PER_PHASE:
        return "time"
    return "eaten_all" if best == 0 else "cleared"
