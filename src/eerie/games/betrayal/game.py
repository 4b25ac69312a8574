"""Betrayal at House on the Hill: the kernel contract around the rules of
:mod:`eerie.games.betrayal.rules`, run by ``eerie.script`` (docs/betrayal.md).

Set-up: each seat plays one side of a different character card; everyone starts in the
entrance hall; the explorer whose birthday comes next after the config's ``today``
takes the first turn, then seats follow in order (a seat's left neighbour is the next
seat). Decks are unordered multisets (every draw is a chance step); nothing is hidden
before the haunt. After it, each side's book is told only to that side, and a haunt
may give the traitor a secret (a value drawn for it alone, such as the Stopped Clock's
hour).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from random import Random
from types import MappingProxyType
from typing import Any

from eerie.core.config import ConfigChoice, ConfigError, ConfigSchema, Field
from eerie.core.decision import Pending
from eerie.core.deck import Deck
from eerie.core.events import Event
from eerie.core.game import Config, Game, Outcome, OutcomeLabels, Team
from eerie.core.text import Msg, msg
from eerie.games.betrayal import house, rules
from eerie.games.betrayal.language import build_language
from eerie.games.betrayal.names import name
from eerie.games.betrayal.schema import NO_HAUNT, TRAITS, content
from eerie.games.betrayal.state import BETState
from eerie.script.interpreter import Ctx, Interpreter
from eerie.script.language import Frame
from eerie.script.shared import ltext

INTERPRETER: Interpreter[Any] = Interpreter(build_language())
"""The one interpreter of the game's language (states carry it; never encoded)."""

DEFAULT_EXPLORERS = ("dorothea", "meiling", "pim", "rosalind", "bartholomew", "haoran")
"""The explorers seated when the config names none: the first side of each card."""
MIN_PLAYERS, MAX_PLAYERS = 3, 6


def _days(mmdd: str) -> int:
    month, day = (int(p) for p in mmdd.split("-"))
    return (month - 1) * 31 + day - 1


def first_seat(explorers: list[str], today: str) -> int:
    """The seat whose explorer's birthday comes soonest from ``today`` (on or after it)."""
    lib = content().explorers
    now = _days(today)
    wait = [(_days(lib[e].birthday) - now) % (12 * 31) for e in explorers]
    return wait.index(min(wait))


def _plain(frame: Frame) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in frame.items()}


def _frame(data: Mapping[str, Any]) -> Frame:
    return {k: tuple(v) if k == "path" else v for k, v in data.items()}


def _deck(data: list[list[Any]]) -> Deck:
    from eerie.core.deck import Segment

    return Deck(tuple(Segment(tuple((str(c), int(n)) for c, n in seg[0]), int(seg[1]))
                      for seg in data))


def _deck_json(deck: Deck) -> list[list[Any]]:
    return [[[list(c) for c in s.cards], s.borrow] for s in deck.segments]


class Betrayal(Game[BETState]):
    """Betrayal at House on the Hill (see the module text)."""

    id = "betrayal-at-house-on-the-hill"
    version = "1"
    content_version = "3"
    locale_package = "eerie.games.betrayal"
    round_event = "bet.round"
    has_secrets = True
    shared_wins = True
    symmetric_seats = True
    offers_search = False  # not measured stronger than the heuristic: see .search
    stat_events: Mapping[str, str] = MappingProxyType({"bet.haunt": "haunts",
                                                       "bet.death": "deaths"})

    def config_schema(self) -> ConfigSchema:
        """``players`` (3-6), ``explorers`` (one side of different cards) and ``today``
        (``MM-DD``: who starts)."""
        lib = content().explorers
        return ConfigSchema((
            Field("players", "int", Msg("bet.cfg.players"), default=4,
                  minimum=MIN_PLAYERS, maximum=MAX_PLAYERS),
            Field("explorers", "list", Msg("bet.cfg.explorers"),
                  choices=tuple(ConfigChoice(e, name("explorer", e)) for e in lib),
                  max_items=MAX_PLAYERS, unique=True, depends=("players",)),
            Field("today", "string", Msg("bet.cfg.today"), default="10-31",
                  pattern=r"^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", advanced=True,
                  parameter=False),
            Field("haunt", "choice", Msg("bet.cfg.haunt"), default="chart",
                  choices=(ConfigChoice("chart", Msg("bet.cfg.haunt-chart")),
                           *(ConfigChoice(h, ltext(content().haunts[h].title))
                             for h in content().haunts)),
                  advanced=True),
        ))

    def finish_config(self, config: dict[str, Any]) -> dict[str, Any]:
        """The default explorers for the number of players; one side of each card."""
        n = config["players"]
        chosen = list(config.get("explorers") or DEFAULT_EXPLORERS[:n])
        if len(chosen) != n:
            raise ConfigError(f"{n} players need {n} explorers, not {len(chosen)}",
                              msg("bet.err.explorers_count", n=n, got=len(chosen)))
        lib = content().explorers
        cards = [lib[e].card for e in chosen]
        if len(set(cards)) != len(cards):
            raise ConfigError("two explorers of the same character card",
                              msg("bet.err.same_card"))
        return {**config, "explorers": chosen}

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """Three players by the chart, four in The Unfinished Portraits (monsters and a
        traitor's action), five in The Stopped Clock (the traitor's secret), four in The
        Last Candles (tokens carried and delivered)."""
        return ({"players": 3}, {"players": 4, "haunt": "unfinished_portraits"},
                {"players": 5, "today": "04-01", "haunt": "stopped_clock"},
                {"players": 4, "haunt": "last_candles"})

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The heuristic explorer (``ai.py``)."""
        from eerie.games.betrayal.ai import BetrayalAgent

        return {"heuristic": BetrayalAgent}

    # -- set-up --

    def start(self, config: Config) -> tuple[BETState, list[Event]]:
        """Everyone in the entrance hall; the stacks shuffled; the first turn."""
        cfg = self.normalize_config(config)
        lib = content()
        explorers = list(cfg["explorers"])
        n = len(explorers)
        tiles = house.start_tiles()
        entrance = house.where(tiles, "entrance_hall")
        assert entrance is not None
        decks = {k: Deck.of(c.id for c in lib.cards.values() if c.kind == k)
                 for k in ("omen", "item", "event")}
        first = first_seat(explorers, cfg["today"])
        st = BETState(
            lib, INTERPRETER, NO_HAUNT, explorers,
            [{t: lib.explorers[e].traits[t].start for t in TRAITS} for e in explorers],
            [entrance] * n, [[] for _ in range(n)], tiles,
            Deck.of(r.id for r in lib.rooms.values() if not r.start), [], decks,
            {"omen": [], "item": [], "event": []}, first, (first - 1) % n,
            dead=[False] * n, carried=[{} for _ in range(n)],
            force="" if cfg["haunt"] == "chart" else cfg["haunt"])
        ctx: Ctx[BETState] = Ctx(st)
        ctx.emit("bet.start", "bet.ev.start", {"who": rules.explorer_name(st, first)},
                 {"first": first})
        rules.begin_turn(ctx, first)
        INTERPRETER.run(ctx)
        return st, ctx.events

    def setup(self, config: Config) -> BETState:
        """The first state."""
        return self.start(config)[0]

    def num_seats(self, state: BETState) -> int:
        """One seat per explorer."""
        return state.players

    def seat_name(self, seat: int, config: Config | None = None) -> Msg:
        """The seat's explorer."""
        if config is None:
            return super().seat_name(seat, config)
        cfg = self.normalize_config(config)
        return name("explorer", cfg['explorers'][seat])

    # -- decisions --

    def pending(self, state: BETState) -> Pending:
        """The top frame's decision."""
        if state.result or not state.stack:
            return Pending((), (), Msg("bet.prompt.over"))
        actors, options, prompt = state.interpreter.pending(state)
        secret = (state.traitor,) if state.stack[-1]["k"] == "secret" else None
        return Pending(actors, tuple(options), prompt, secret)

    def _apply(self, state: BETState, actor: int, option_id: str) -> list[Event]:
        ctx: Ctx[BETState] = Ctx(state)
        state.interpreter.decide(ctx, option_id)
        rules.check_goals(ctx)
        if state.result:
            state.stack.clear()
        return ctx.events

    def clone(self, state: BETState) -> BETState:
        """An independent copy."""
        return state.copy()

    # -- information --

    def encode(self, state: BETState) -> dict[str, Any]:
        """Everything (nothing is hidden but the books, which are content)."""
        return {
            "explorers": list(state.explorers), "marks": [dict(m) for m in state.marks],
            "cells": [list(c) for c in state.cells], "cards": [list(c) for c in state.cards],
            "tiles": house.encode(state.tiles), "rooms": _deck_json(state.rooms),
            "aside": list(state.aside),
            "decks": {k: _deck_json(d) for k, d in sorted(state.decks.items())},
            "discards": {k: list(v) for k, v in sorted(state.discards.items())},
            "first": state.first, "turn": state.turn, "round": state.round,
            "stack": [_plain(f) for f in state.stack], "log": state.log,
            "result": state.result, "variables": dict(state.variables),
            "fired": list(state.fired), "objective": state.objective,
            "epilogue": state.epilogue, "entered": state.entered, "stopped": state.stopped,
            "used": list(state.used), "attacked": state.attacked, "omens": state.omens,
            "omen_turn": state.omen_turn, "last_omen": list(state.last_omen),
            "haunt": state.haunt, "traitor": state.traitor, "revealer": state.revealer,
            "dead": list(state.dead),
            "piles": [[list(c), list(v)] for c, v in sorted(state.piles.items())],
            "secrets": {k: list(v) for k, v in sorted(state.secrets.items())},
            "force": state.force,
            "monsters": [{"kind": m["kind"], "cell": list(m["cell"]), "stunned": m["stunned"],
                          "wounds": m["wounds"]} for m in state.monsters],
            "tokens": [[list(c), dict(sorted(v.items()))]
                       for c, v in sorted(state.tokens.items())],
            "carried": [dict(sorted(c.items())) for c in state.carried],
        }

    def view(self, state: BETState, seat: int | None) -> dict[str, Any]:
        """The whole table (with each tile's doors as placed and each explorer's trait
        values, for screens), the log entries ``seat`` may read, the traitor's secrets
        only for the traitor, and once the haunt has begun the book of ``seat``'s side
        only (spectators read neither)."""
        out = self.encode(state)
        out["log"] = [e for e in state.log if e[2] is None or seat in e[2]]
        out["house"] = [{"floor": c[0], "x": c[1], "y": c[2], "room": r,
                         "doors": sorted(house.doors(state.tiles, state.content.rooms, c)),
                         "symbol": state.content.rooms[r].symbol}
                        for c, (r, _) in sorted(state.tiles.items())]
        out["values"] = [{t: rules.value(state, s, t) for t in TRAITS}
                         for s in range(state.players)]
        if seat != state.traitor and not state.result:
            out["variables"] = {k: v for k, v in state.variables.items()
                                if k not in state.secrets}
        out["book"] = None
        if state.haunt and seat is not None:
            h = state.scenario
            text = h.traitor_book if seat == state.traitor else h.heroes_book
            out["book"] = {"side": rules.side_of(state, seat), "text": ltext(text).to_json(),
                           "goal": ltext(h.goals[rules.side_of(state, seat)].text).to_json()}  # type: ignore[index]
        return out

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> BETState:
        """The state; the traitor's secrets a view lacks are drawn again."""
        lib = content()
        variables = dict(view["variables"])
        for var, values in sorted(view["secrets"].items()):
            if var not in variables:
                variables[var] = rng.choice(values)
        st = BETState(
            lib, INTERPRETER, lib.haunts[view["haunt"]] if view["haunt"] else NO_HAUNT,
            list(view["explorers"]), [dict(m) for m in view["marks"]],
            [(str(c[0]), int(c[1]), int(c[2])) for c in view["cells"]],
            [list(c) for c in view["cards"]], house.decode(view["tiles"]),
            _deck(view["rooms"]), list(view["aside"]),
            {k: _deck(d) for k, d in view["decks"].items()},
            {k: list(v) for k, v in view["discards"].items()}, view["first"], view["turn"],
            view["entered"], view["stopped"],
            list(view["used"]), view["attacked"], view["omens"], view["omen_turn"],
            list(view["last_omen"]), view["haunt"], view["traitor"], view["revealer"],
            list(view["dead"]),
            {(str(c[0]), int(c[1]), int(c[2])): list(v) for c, v in view["piles"]},
            {k: list(v) for k, v in view["secrets"].items()}, view["force"],
            [{"kind": m["kind"], "cell": (str(m["cell"][0]), int(m["cell"][1]),
                                          int(m["cell"][2])), "stunned": m["stunned"],
              "wounds": m["wounds"]}
             for m in view["monsters"]],
            {(str(c[0]), int(c[1]), int(c[2])): {str(k): int(n) for k, n in v.items()}
             for c, v in view["tokens"]},
            [{str(k): int(n) for k, n in c.items()} for c in view["carried"]],
            stack=[_frame(f) for f in view["stack"]], log=[list(e) for e in view["log"]],
            round=view["round"], result=view["result"], variables=variables,
            fired=list(view["fired"]), objective=view["objective"],
            epilogue=view["epilogue"])
        return st

    def resample_secrets(self, state: BETState, seat: int | None, rng: Random) -> BETState:
        """The traitor's secret variables, redrawn for every other seat (the books are
        content: who reads which is the view's business)."""
        out = self.clone(state)
        if seat != state.traitor and not state.result:
            for var, values in sorted(state.secrets.items()):
                out.variables[var] = rng.choice(values)
        return out

    # -- results --

    def round_number(self, state: BETState) -> int:
        """The round."""
        return state.round

    def teams(self, config: Config) -> tuple[Team, ...]:
        """Sides form only when the haunt begins; there are no fixed teams."""
        return ()

    def outcome_labels(self, config: Config) -> OutcomeLabels:
        """The endings: the side that won."""
        return OutcomeLabels({s: name("end", s) for s in ("traitor", "heroes")})

    def outcome(self, state: BETState) -> Outcome | None:
        """The side whose goal was reached wins (the dead heroes with their side); a
        night with no haunt ends with no winner."""
        if not state.result:
            return None
        winners = tuple(s for s in range(state.players)
                        if rules.side_of(state, s) == state.result)
        ep = next((e for e in state.scenario.epilogues if e.id == state.epilogue), None)
        if state.result == "none":
            return Outcome((), tuple(0.0 for _ in range(state.players)),
                           Msg("bet.ev.dawn", {"n": state.round}), ending=state.result)
        return Outcome(winners, tuple(1.0 if s in winners else 0.0 for s in range(state.players)),
                       ltext(ep.text if ep else None), ending=state.result)

    def game_stats(self, state: BETState) -> dict[str, float]:
        """Omens drawn and rooms placed."""
        return {"omens": float(state.omens), "rooms": float(len(state.tiles))}

    def stat_labels(self) -> Mapping[str, Msg]:
        """The names of :attr:`stat_events` and :meth:`game_stats`."""
        return _STAT_LABELS


_STAT_LABELS = MappingProxyType({"haunts": Msg("bet.stat.haunts"),
                                 "deaths": Msg("bet.stat.deaths"),
                                 "omens": Msg("bet.stat.omens"),
                                 "rooms": Msg("bet.stat.rooms")})


GAME = Betrayal()
"""The game object its entry point names."""
