"""Playing a game in the terminal: people type, AI seats think, chance is drawn or typed.

The session keeps a record and saves it after every action (atomically), so quitting,
a closed terminal or a crash loses nothing: ``eerie play --resume FILE`` goes on.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from rich.columns import Columns
from rich.console import Console, RenderableType
from rich.markup import escape

from eerie.ai.agents import make_agent
from eerie.core.agent import Agent
from eerie.core.chance import sample
from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.text import Msg, Translator

RENDERERS = {
    "fearsome-floors": "eerie.games.fearsome_floors.render:render",
    "mansions-of-madness": "eerie.games.mansions.render:render",
    "whitehall-mystery": "eerie.games.whitehall_mystery.render:render",
}
"""Game id -> ``module:function(view, translator)`` drawing a board for the terminal."""


class QuitRequested(Exception):
    """The person asked to stop (the game is saved)."""


def board_renderer(game: Game[Any]) -> Callable[[dict[str, Any], Translator],
                                                 RenderableType] | None:
    """The game's terminal board renderer, if it has one."""
    target = RENDERERS.get(game.id)
    if target is None:
        return None
    module, _, attr = target.partition(":")
    fn: Callable[[dict[str, Any], Translator], RenderableType] = getattr(
        importlib.import_module(module), attr)
    return fn


@dataclass
class TerminalSession:
    """One game at the terminal."""

    game: Game[Any]
    state: Any
    record: Record
    save_path: Path
    tr: Translator
    console: Console
    seats: dict[int, str]
    """AI level per AI seat; seats not listed are people."""
    rng: Random
    table_dice: bool = False
    agents: dict[int, Agent] = field(default_factory=dict)
    last_round: int = -1
    last_human: int | None = None
    private: dict[int, list[Msg]] = field(default_factory=dict)
    person: dict[int, int] = field(default_factory=dict)
    """Seat -> the person playing it, for seats one person plays together."""
    opening: list[Logged] = field(default_factory=list)
    """The set-up's events (a scenario's prologue ...), shown when the session starts."""

    def __post_init__(self) -> None:
        self.agents = {s: make_agent(self.game, lvl) for s, lvl in self.seats.items()}
        self.render_board = board_renderer(self.game)

    # -- output ---------------------------------------------------------------------------

    def say(self, message: Msg | str, style: str | None = None) -> None:
        """Print one translated line."""
        self.console.print(self.tr(message), style=style, highlight=False, markup=False)

    def show_board(self, seat: int | None) -> None:
        """Draw the board as ``seat`` sees it."""
        if self.render_board is not None:
            self.console.print(self.render_board(self.game.view(self.state, seat), self.tr))

    def show_events(self, events: list[Logged]) -> None:
        """Print the public events, with a header where a round begins (each event's
        round is the kernel's, :meth:`Game.apply_logged`). An event for some seats only
        is printed at once if exactly one person plays here and may see it; otherwise it
        waits for that seat's next turn, behind the "pass the device" screen."""
        humans = [s for s in range(self.game.num_seats(self.state)) if s not in self.seats]
        for entry in events:
            e = entry.event
            if entry.round != self.last_round:
                self.last_round = entry.round
                self.console.rule(self.tr(Msg("cli.round", {"round": entry.round})))
            if e.audience is None or (len(humans) == 1 and humans[0] in e.audience):
                self.say(e.msg)
            else:
                for seat in e.audience:
                    if seat in humans:
                        self.private.setdefault(seat, []).append(e.msg)

    def seat_name(self, seat: int) -> str:
        """How a seat is called at this table."""
        return self.tr(self.game.seat_name(seat))

    # -- input ----------------------------------------------------------------------------

    def ask(self, prompt: str) -> str:
        """Read a line; end of input counts as quitting (the game is saved)."""
        try:
            return self.console.input(prompt).strip()
        except EOFError:
            raise QuitRequested from None

    def choose_human(self, seat: int, pending: Pending) -> str:
        """Show the decision and read a valid choice."""
        who = self.person.get(seat, seat)
        if (self.game.has_secrets and self.last_human is not None
                and self.person.get(self.last_human, self.last_human) != who):
            self.console.clear()
            self.ask(self.tr(Msg("cli.pass_device", {"seat": self.seat_name(seat)})) + " ")
        self.last_human = seat
        for message in self.private.pop(seat, []):
            self.say(message, style="italic")
        self.show_board(seat)
        self.say(Msg("cli.your_turn", {"seat": self.seat_name(seat),
                                       "prompt": pending.prompt}), style="bold")
        return self.pick(pending)

    def pick(self, pending: Pending) -> str:
        """List the options and read one by number or id (commands start with /)."""
        if len(pending.options) > 12:
            cells = [f"[bold]{i:>3}[/bold]) {escape(self.tr(opt.label))}"
                     for i, opt in enumerate(pending.options, start=1)]
            self.console.print(Columns(cells, padding=(0, 2)), highlight=False)
        else:
            for i, opt in enumerate(pending.options, start=1):
                extra = f"  ({float(opt.prob):.0%})" if opt.prob is not None else ""
                self.console.print(f"  [bold]{i:>2}[/bold]) {escape(self.tr(opt.label))}  "
                                   f"[dim]{escape(opt.id)}{extra}[/dim]", highlight=False)
        while True:
            raw = self.ask(self.tr(Msg("cli.choose")) + " ")
            if raw in ("/q", "/quit"):
                raise QuitRequested
            if raw in ("/h", "/help", "?"):
                self.say(Msg("cli.help"))
                continue
            if raw in ("/b", "/board"):
                self.show_board(self.last_human)
                continue
            if raw in ("/s", "/save"):
                self.save()
                self.say(Msg("cli.saved", {"path": str(self.save_path)}))
                continue
            if raw.isdigit() and 1 <= int(raw) <= len(pending.options):
                return pending.options[int(raw) - 1].id
            if pending.option(raw) is not None:
                return raw
            by_square = [o.id for o in pending.options
                         if o.data is not None and str(o.data.get("to", "")).lower() == raw.lower()]
            if len(by_square) == 1:
                return by_square[0]
            self.say(Msg("cli.bad_choice", {"input": raw, "n": len(pending.options)}),
                     style="red")

    # -- the loop -------------------------------------------------------------------------

    def save(self) -> None:
        """Write the record (with the state hash) to the save file."""
        self.record.state_hash = self.game.state_hash(self.state)
        self.save_path.parent.mkdir(parents=True, exist_ok=True)
        self.record.save(self.save_path)

    def step(self) -> bool:
        """Make one decision; False once the game is over."""
        pending = self.game.pending(self.state)
        if pending.is_over:
            return False
        actor = pending.actors[0]
        if actor == CHANCE:
            if self.table_dice:
                self.say(Msg("cli.table_chance", {"prompt": pending.prompt}), style="bold")
                choice = self.pick(pending)
            else:
                choice = sample(pending, self.rng)
        elif actor in self.agents:
            choice = self.agents[actor].choose(
                self.game, lambda: self.game.view(self.state, actor),
                pending.ids(), actor, self.rng)
        else:
            choice = self.choose_human(actor, pending)
        try:
            events = self.game.apply_logged(self.state, actor, choice)
        except IllegalAction as exc:
            self.say(exc.reason, style="red")
            return True
        self.record.actions.append((actor, choice))
        self.save()
        self.show_events(events)
        return True

    def run(self) -> None:
        """Play until the game ends or the person quits."""
        self.say(Msg("cli.saving_to", {"path": str(self.save_path)}), style="dim")
        self.show_events(self.opening)
        try:
            while self.step():
                pass
        except QuitRequested:
            self.save()
            self.say(Msg("cli.quit_saved", {"path": str(self.save_path)}), style="bold")
            return
        self.save()
        self.show_board(None)
        outcome = self.game.outcome(self.state)
        if outcome is not None:
            self.say(outcome.reason, style="bold green")
