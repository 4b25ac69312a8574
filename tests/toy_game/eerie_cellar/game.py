"""The Candle Cellar: one or two people trapped in a cellar by a slammed door search
three crates for the key before their candle burns down. The first seat hears a
whisper naming the crate (a secret); a seat at a time bears the lantern and chooses;
an old well may give the flame back, on a die.

The rules are the scenario (``scenarios/candle-cellar.json``) run by ``eerie.script``
(:mod:`eerie_cellar.language`); this module is the kernel contract around it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

from eerie.core.config import ConfigChoice, ConfigSchema
from eerie.core.config import Field as ConfigField
from eerie.core.decision import Pending
from eerie.core.events import Event
from eerie.core.game import Config, Game, Outcome, OutcomeLabels, Team
from eerie.core.text import Msg
from eerie.script.interpreter import Ctx, Interpreter
from eerie.script.language import Frame
from eerie.script.shared import ScriptedState, ltext
from eerie_cellar.language import LISTENER, build_language
from eerie_cellar.scenario import SCENARIOS, Scenario, load

INTERPRETER: Interpreter[Any] = Interpreter(build_language())
"""The one interpreter of the game's language (the state carries it; never encoded)."""


@dataclass
class CellarState(ScriptedState):
    """What :class:`~eerie.script.shared.SharedState` asks for, the seat bearing the
    lantern, and the variables whispered to the listener (``hidden``: variable -> the
    values it may take)."""

    scenario: Scenario
    interpreter: Interpreter[Any]
    players: int
    turn: int = 0
    hidden: dict[str, list[int]] = field(default_factory=dict)


def _plain(frame: Frame) -> dict[str, Any]:
    """A frame as JSON data (tuples as lists)."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in frame.items()}


def _frame(data: Mapping[str, Any]) -> Frame:
    """A frame read back from :func:`_plain`."""
    return {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}


class CandleCellar(Game[CellarState]):
    """The Candle Cellar (see the module text)."""

    id = "candle-cellar"
    version = "1"
    content_version = "1"
    locale_package = "eerie_cellar"
    round_event = "cellar.round"
    has_secrets = True
    shared_wins = True

    def config_schema(self) -> ConfigSchema:
        """``players`` (1-2, default 2) and the ``scenario``."""
        return ConfigSchema((
            ConfigField("players", "int", Msg("cellar.config.players"), default=2,
                        minimum=1, maximum=2),
            ConfigField("scenario", "choice", Msg("cellar.config.scenario"),
                        default=SCENARIOS[0], choices=tuple(
                            ConfigChoice(s, Msg("cellar.scenario", {"id": s}))
                            for s in SCENARIOS)),
        ))

    def agents(self) -> Mapping[str, Callable[[], Any]]:
        """The game's own AI level (the generic ``random`` and ``search`` come with
        Eerie)."""
        from eerie_cellar.ai import LanternAgent

        return {"lantern": LanternAgent}

    def conformance_configs(self) -> tuple[dict[str, Any], ...]:
        """Alone and in pairs."""
        return ({"players": 1}, {"players": 2})

    def start(self, config: Config) -> tuple[CellarState, list[Event]]:
        """The scenario's start event runs until the first decision."""
        cfg = self.normalize_config(config)
        sc = load(cfg["scenario"])
        st = CellarState(sc, INTERPRETER, cfg["players"], variables=dict(sc.variables))
        ctx = Ctx(st)
        INTERPRETER.push_steps(st, ("event", sc.start), who=None, aud=None)
        INTERPRETER.run(ctx)
        return st, ctx.events

    def setup(self, config: Config) -> CellarState:
        """The first state."""
        return self.start(config)[0]

    def num_seats(self, state: CellarState) -> int:
        """One seat per person."""
        return state.players

    def pending(self, state: CellarState) -> Pending:
        """The top frame's decision (a whisper is the listener's secret draw)."""
        if state.result or not state.stack:
            return Pending((), (), Msg("cellar.prompt.over"))
        actors, options, prompt = state.interpreter.pending(state)
        secret = (LISTENER,) if state.stack[-1]["k"] == "whisper" else None
        return Pending(actors, tuple(options), prompt, secret)

    def _apply(self, state: CellarState, actor: int, option_id: str) -> list[Event]:
        ctx = Ctx(state)
        state.interpreter.decide(ctx, option_id)
        return ctx.events

    def clone(self, state: CellarState) -> CellarState:
        """A copy sharing only immutable parts (scenario, interpreter, log entries)."""
        return replace(state, stack=[dict(f) for f in state.stack], log=list(state.log),
                       variables=dict(state.variables), fired=list(state.fired),
                       hidden=dict(state.hidden))

    def encode(self, state: CellarState) -> dict[str, Any]:
        """Everything, secrets included."""
        out = self.view(state, LISTENER)
        out["log"], out["variables"] = state.log, state.variables
        return out

    def view(self, state: CellarState, seat: int | None) -> dict[str, Any]:
        """Public facts, the log entries ``seat`` may read, and the whispered variables
        only for the listener (for everyone once the game is over)."""
        sees = seat == LISTENER or bool(state.result)
        return {
            "scenario": state.scenario.id, "players": state.players, "round": state.round,
            "turn": state.turn, "result": state.result, "epilogue": state.epilogue,
            "objective": state.objective, "fired": list(state.fired),
            "stack": [_plain(f) for f in state.stack],
            "hidden": {k: list(v) for k, v in state.hidden.items()},
            "variables": {k: v for k, v in state.variables.items()
                          if sees or k not in state.hidden},
            "log": [e for e in state.log if e[2] is None or seat in e[2]],
        }

    def determinize(self, view: Mapping[str, Any], seat: int | None,
                    rng: Random) -> CellarState:
        """The state, with the whispered variables the view lacks drawn again."""
        variables = dict(view["variables"])
        for var, values in sorted(view["hidden"].items()):
            if var not in variables:
                variables[var] = rng.choice(values)
        return CellarState(
            load(view["scenario"]), INTERPRETER, view["players"], view["turn"],
            {k: list(v) for k, v in view["hidden"].items()},
            stack=[_frame(f) for f in view["stack"]], log=[list(e) for e in view["log"]],
            round=view["round"], result=view["result"], variables=variables,
            fired=list(view["fired"]), objective=view["objective"], epilogue=view["epilogue"])

    def resample_secrets(self, state: CellarState, seat: int | None,
                         rng: Random) -> CellarState:
        """The whispered variables, redrawn for everyone but the listener."""
        out = self.clone(state)
        if seat != LISTENER and not state.result:
            for var, values in sorted(state.hidden.items()):
                out.variables[var] = rng.choice(values)
        return out

    def round_number(self, state: CellarState) -> int:
        """Rounds are lantern turns."""
        return state.round

    def teams(self, config: Config) -> tuple[Team, ...]:
        """Everyone is in one party."""
        return (Team("party", Msg("cellar.team"), tuple(range(config["players"]))),)

    def outcome_labels(self, config: Config) -> OutcomeLabels:
        """The endings are the scenario's epilogues."""
        sc = load(config["scenario"])
        return OutcomeLabels({e.id: Msg("cellar.ending", {"id": e.id}) for e in sc.epilogues})

    def outcome(self, state: CellarState) -> Outcome | None:
        """The party wins or loses together."""
        if not state.result:
            return None
        won = state.result == "victory"
        seats = tuple(range(state.players))
        ep = next((e for e in state.scenario.epilogues if e.id == state.epilogue), None)
        return Outcome(seats if won else (), tuple(1.0 if won else 0.0 for _ in seats),
                       ltext(ep.text if ep else None), ending=state.epilogue,
                       teams=("party",) if won else ())


GAME = CandleCellar()
"""The game object its entry point names."""
