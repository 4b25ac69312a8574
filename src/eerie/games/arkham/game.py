"""Arkham Horror (3rd ed.) as an Eerie game: the kernel contract around the rules of
:mod:`eerie.games.arkham.rounds` and the script language of
:mod:`eerie.games.arkham.language`.

Every decision is a frame of the interpreter's stack: set-up, the round's phases, a
turn, a test, a draw. The decks' orders are unknown to everyone and in no state; the
one secret is the back of each held condition not yet flipped, which no seat sees
(:mod:`eerie.games.arkham.conditions`): a view blanks it, ``determinize`` and
``resample_secrets`` deal those backs again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from random import Random
from types import MappingProxyType
from typing import Any

from eerie.core.config import ConfigChoice, ConfigSchema
from eerie.core.config import Field as ConfigField
from eerie.core.decision import Pending
from eerie.core.events import Event
from eerie.core.game import Config, Game, Outcome, OutcomeLabels, Team
from eerie.core.text import Msg
from eerie.games.arkham import conditions
from eerie.games.arkham import state as state_mod
from eerie.games.arkham.board import FALLEN
from eerie.games.arkham.content import SCENARIOS, content, scenario
from eerie.games.arkham.language import build_language
from eerie.games.arkham.names import name
from eerie.games.arkham.rounds import ROUND_EVENT, new_game
from eerie.games.arkham.state import SHEET_CLUES, SHEET_DOOM, ArkhamState
from eerie.script.interpreter import Ctx, Interpreter
from eerie.script.shared import ltext

INTERPRETER: Interpreter[Any] = Interpreter(build_language())
"""The one interpreter of the game's language (states carry it; never encoded)."""


class ArkhamHorror(Game[ArkhamState]):
    """Arkham Horror, third edition (see the module text and ``docs/arkham.md``)."""

    id = "arkham-horror"
    version = "2"
    """2: damage and horror assigned to allies, investigator abilities, spells paid
    partly with remnants."""
    content_version = "2"
    """2: eight investigators, the ally and spell decks, the Tide-Mark and the Signed
    Ledger."""
    locale_package = "eerie.games.arkham"
    round_event = ROUND_EVENT
    shared_wins = True
    has_secrets = True
    offers_search = False  # not measured stronger than the heuristic: see .search
    stat_events = MappingProxyType({"ah.defeated": "investigators defeated",
                                   "ah.spawn": "monsters spawned"})

    def config_schema(self) -> ConfigSchema:
        """``players`` (1-4) and the ``scenario``."""
        return ConfigSchema((
            ConfigField("players", "int", Msg("ah.config.players"), default=2,
                        minimum=1, maximum=4),
            ConfigField("scenario", "choice", Msg("ah.config.scenario"),
                        default=SCENARIOS[0], choices=tuple(
                            ConfigChoice(s, name("scenario", s)) for s in SCENARIOS)),
        ))

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """Alone, with two and with four (the two-investigator playouts are the ones
        whose sampled states hold conditions face down, the secret the suite must see
        redrawn), and two in the second scenario (its reserve event cards and twist)."""
        return ({"players": 1}, {"players": 2}, {"players": 4},
                {"players": 2, "scenario": "choir-below"})

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The heuristic investigator."""
        from eerie.games.arkham.ai import ArkhamAgent

        return {"heuristic": ArkhamAgent}

    def start(self, config: Config) -> tuple[ArkhamState, list[Event]]:
        """Set-up runs until its first decision."""
        cfg = self.normalize_config(config)
        st = new_game(scenario(cfg["scenario"]), content(), INTERPRETER, cfg["players"])
        ctx: Ctx[ArkhamState] = Ctx(st)
        INTERPRETER.run(ctx)
        return st, ctx.events

    def setup(self, config: Config) -> ArkhamState:
        """The first state."""
        return self.start(config)[0]

    def num_seats(self, state: ArkhamState) -> int:
        """One seat per investigator."""
        return state.players

    def seat_name(self, seat: int, config: Config | None = None) -> Msg:
        """Seat 1 is the lead investigator."""
        return Msg("ah.seat", {"seat": seat + 1})

    def pending(self, state: ArkhamState) -> Pending:
        """The top frame's decision."""
        if state.result or not state.stack:
            return Pending((), (), Msg("ah.prompt.over"))
        actors, options, prompt = state.interpreter.pending(state)
        return Pending(tuple(actors), tuple(options), prompt)

    def _apply(self, state: ArkhamState, actor: int, option_id: str) -> list[Event]:
        ctx: Ctx[ArkhamState] = Ctx(state)
        state.interpreter.decide(ctx, option_id)
        return ctx.events

    def clone(self, state: ArkhamState) -> ArkhamState:
        """An independent copy."""
        return state_mod.clone(state)

    def encode(self, state: ArkhamState) -> dict[str, Any]:
        """Everything (the condition backs too: a record or a save holds all)."""
        return state_mod.encode(state)

    def view(self, state: ArkhamState, seat: int | None) -> dict[str, Any]:
        """The whole state but the backs of conditions not yet flipped (no seat knows
        more than another), and the city's layout for screens (``layout``: each
        space's neighbourhood, "" for a street)."""
        out = state_mod.encode(state)
        conditions.hide(out)
        out["layout"] = {s: state.content.neighbourhood_of[s] for s in state.content.spaces}
        return out

    def determinize(self, view: Mapping[str, Any], seat: int | None,
                    rng: Random) -> ArkhamState:
        """The state the view shows, the hidden condition backs dealt at random."""
        data = {k: v for k, v in view.items() if k != "layout"}
        st = state_mod.decode(data, scenario(data["scenario"]), content(), INTERPRETER)
        conditions.redraw(st, rng)
        return st

    def resample_secrets(self, state: ArkhamState, seat: int | None,
                         rng: Random) -> ArkhamState:
        """A copy whose condition backs not yet flipped are dealt again (a secret of
        every seat alike)."""
        st = state_mod.clone(state)
        conditions.redraw(st, rng)
        return st

    def round_number(self, state: ArkhamState) -> int:
        """The round (0 during set-up)."""
        return state.round

    def teams(self, config: Config) -> tuple[Team, ...]:
        """The investigators win or lose together."""
        players = self.normalize_config(config)["players"]
        return (Team("investigators", Msg("ah.team"), tuple(range(players))),)

    def outcome_labels(self, config: Config) -> OutcomeLabels:
        """The endings are the scenario's epilogues."""
        sc = scenario(self.normalize_config(config)["scenario"])
        ids = [e.id for e in sc.epilogues]
        if FALLEN not in ids:
            ids.append(FALLEN)
        return OutcomeLabels({e: name("ending", e) for e in ids})

    def game_stats(self, state: ArkhamState) -> dict[str, float]:
        """Rounds played and the scenario sheet's clues and doom."""
        return {"rounds": float(state.round),
                "sheet clues": float(state.variables.get(SHEET_CLUES, 0)),
                "sheet doom": float(state.variables.get(SHEET_DOOM, 0))}

    def stat_labels(self) -> Mapping[str, Msg]:
        """The names of :attr:`stat_events` and :meth:`game_stats`."""
        return _STAT_LABELS

    def outcome(self, state: ArkhamState) -> Outcome | None:
        """Everyone wins or loses together."""
        if not state.result:
            return None
        won = state.result == "victory"
        seats = tuple(range(state.players))
        ep = next((e for e in state.scenario.epilogues if e.id == state.epilogue), None)
        reason = ltext(ep.text) if ep else name("ending", state.epilogue)
        return Outcome(seats if won else (), tuple(1.0 if won else 0.0 for _ in seats),
                       reason, ending=state.epilogue,
                       teams=("investigators",) if won else ())


_STAT_LABELS = MappingProxyType({"investigators defeated": Msg("ah.stat.defeated"),
                                 "monsters spawned": Msg("ah.stat.spawned"),
                                 "sheet clues": Msg("ah.stat.sheet_clues"),
                                 "sheet doom": Msg("ah.stat.sheet_doom")})

GAME = ArkhamHorror()
"""The game object its entry point names."""
