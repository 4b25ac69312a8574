"""A tiny game for driving the terminal: every kind of typed input in a few moves.

Each seat first places its walker on a square of a 5x5 grid (25 keyed options, keys
``a1`` ... ``e5``; with ``rest``, also an option without a key, shown as ``#26``), then the
seats walk in turn: each has ``steps`` steps (keys ``n e s w``) or stops (key ``x``);
a wall stands between ``b1`` and ``c1``. After both walked, chance draws a card whose
value (keys ``1 2 3 5 7``, ids ``card:N``) is the next turn's number of steps. The game
ends after ``rounds`` rounds. With ``secrets``, each seat's view holds a secret of its
own (so a pass-the-device screen is due between seats).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from random import Random
from typing import Any

from eerie.core.decision import CHANCE, Option, Pending
from eerie.core.events import Event
from eerie.core.game import Config, Game, Outcome
from eerie.core.text import Msg, Translator, literal

COLUMNS = "abcde"
CARDS = (1, 2, 3, 5, 7)
MOVES = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
WALL = frozenset({("b1", "c1"), ("c1", "b1")})


def square(x: int, y: int) -> str:
    """The name of the square in column ``x`` and row ``y`` (0-based): ``a1`` ..."""
    return f"{COLUMNS[x]}{y + 1}"


def coords(name: str) -> tuple[int, int]:
    """The column and row of a square name."""
    return COLUMNS.index(name[0]), int(name[1:]) - 1


@dataclass
class WalkState:
    """Where the walkers are and whose turn it is."""

    seats: int
    rounds: int
    secrets: bool
    rest: bool
    at: list[str | None] = field(default_factory=list)
    turn: int = 0
    steps: int = 3
    left: int = 3
    rnd: int = 1
    drawing: bool = False
    over: bool = False


def text(words: str) -> Msg:
    """A literal English text."""
    return literal({"en": words})


class WalkGame(Game[WalkState]):
    """The walk game (see the module text)."""

    id = "walk"
    has_secrets = True

    def terminal_renderer(self) -> str:
        """This module's ``render`` (and ``help_text``)."""
        return f"{__name__}:render"

    def normalize_config(self, config: Config) -> dict[str, Any]:
        """Seats (default 2), rounds (default 2), secrets and rest (default False)."""
        return {"seats": int(config.get("seats", 2)), "rounds": int(config.get("rounds", 2)),
                "secrets": bool(config.get("secrets", False)),
                "rest": bool(config.get("rest", False))}

    def setup(self, config: Config) -> WalkState:
        """A new game."""
        c = self.normalize_config(config)
        return WalkState(c["seats"], c["rounds"], c["secrets"], c["rest"],
                         at=[None] * c["seats"])

    def num_seats(self, state: WalkState) -> int:
        """The seats."""
        return state.seats

    def steps_from(self, here: str) -> dict[str, str]:
        """Direction -> the square a step leads to, for the steps possible from ``here``."""
        x, y = coords(here)
        out: dict[str, str] = {}
        for d, (dx, dy) in MOVES.items():
            if 0 <= x + dx < 5 and 0 <= y + dy < 5:
                to = square(x + dx, y + dy)
                if (here, to) not in WALL:
                    out[d] = to
        return out

    def pending(self, state: WalkState) -> Pending:
        """Place, walk, or draw a card."""
        if state.over:
            return Pending((), (), text("over"))
        if state.drawing:
            opts = tuple(Option(f"card:{v}", text(f"{v} steps"), Fraction(1, len(CARDS)),
                                {"key": str(v)}) for v in CARDS)
            return Pending((CHANCE,), opts, text("Draw a card."))
        here = state.at[state.turn]
        if here is None:
            opts = tuple(Option(f"at:{square(x, y)}", text(f"Square {square(x, y)}"),
                                data={"key": square(x, y)})
                         for y in range(5) for x in range(5))
            rest = (Option("rest", text("Sit out")),) if state.rest else ()
            return Pending((state.turn,), (*opts, *rest), text("Place your walker."))
        steps = tuple(Option(d, text(f"Step {d}"), data={"key": d, "to": to})
                      for d, to in self.steps_from(here).items())
        return Pending((state.turn,), (*steps, Option("stop", text("Stop"), data={"key": "x"})),
                       text(f"Steps left: {state.left}"))

    def _apply(self, state: WalkState, actor: int, option_id: str) -> list[Event]:
        if actor == CHANCE:
            state.steps = state.left = int(option_id.split(":")[1])
            state.drawing = False
            state.rnd += 1
            state.over = state.rnd > state.rounds
            return [Event("card", text(f"Drawn: {option_id}"))]
        events = []
        if option_id.startswith("at:") or option_id == "rest":
            state.at[actor] = option_id[3:] if option_id != "rest" else "c3"
            events.append(Event("place", text(f"Seat {actor + 1} places on {state.at[actor]}")))
            if state.secrets:
                events.append(Event("secret", text(f"Secret of seat {actor + 1}"),
                                    audience=frozenset({actor})))
            self._next(state)
            return events
        if option_id != "stop":
            here = state.at[actor]
            assert here is not None
            state.at[actor] = self.steps_from(here)[option_id]
            state.left -= 1
            events.append(Event("step", text(f"Seat {actor + 1} walks to {state.at[actor]}")))
        if option_id == "stop" or state.left == 0:
            self._next(state)
        return events

    def _next(self, state: WalkState) -> None:
        """The next seat's turn, or the card draw after the last seat."""
        state.left = state.steps
        if state.turn + 1 < state.seats:
            state.turn += 1
        else:
            state.turn = 0
            state.drawing = all(a is not None for a in state.at)

    def explain_refusal(self, state: WalkState, actor: int, typed: str) -> Msg | None:
        """A wall or the edge of the grid, for a step that is not on offer."""
        here = state.at[actor] if actor >= 0 and not state.drawing else None
        if here is None or typed not in MOVES:
            return None
        x, y = coords(here)
        dx, dy = MOVES[typed]
        if not (0 <= x + dx < 5 and 0 <= y + dy < 5):
            return text("The edge of the grid.")
        return text(f"A wall stands between {here} and {square(x + dx, y + dy)}.")

    def clone(self, state: WalkState) -> WalkState:
        """A copy."""
        return WalkState(**{**state.__dict__, "at": list(state.at)})

    def view(self, state: WalkState, seat: int | None) -> dict[str, Any]:
        """Everything, and the seat's own secret with ``secrets``."""
        out: dict[str, Any] = {"seat": seat, "at": list(state.at), "turn": state.turn,
                               "left": state.left, "round": state.rnd}
        if state.secrets and seat is not None:
            out["secret"] = f"secret {seat + 1}"
        return out

    def outcome(self, state: WalkState) -> Outcome | None:
        """Nobody wins a walk."""
        return Outcome((), (0.0,) * state.seats, text("The walk is over.")) if state.over else None

    def encode(self, state: WalkState) -> dict[str, Any]:
        """The state as data."""
        return dict(state.__dict__)

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> WalkState:
        """Not used by these tests."""
        raise NotImplementedError


GAME = WalkGame()


def render(view: dict[str, Any], tr: Translator) -> str:
    """The board: where the walkers are, and the viewer's secret if it has one."""
    return f"BOARD {view['at']} {view.get('secret', '')}"


def help_text(tr: Translator) -> str:
    """What to type in the walk game."""
    return "WALK HELP: squares like b2, steps n e s w, x to stop."
