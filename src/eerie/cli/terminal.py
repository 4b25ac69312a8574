"""Playing a game in the terminal: people type, AI seats think, chance is drawn or typed.

The session keeps a record and saves it after every action (atomically), so quitting,
a closed terminal, Ctrl-C or a crash loses nothing: ``eerie play --resume FILE`` goes on.

What a person types for a decision (keys, ``#N``, numbers, ids, paths such as
``n n e e``) is described in :mod:`eerie.cli.menu`. When more than one person plays at
the terminal, a "pass the device" screen (which also clears the scrollback) comes
between two people whenever the next one could see something on the screen the other
may not see, or the other way round.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from types import ModuleType
from typing import Any

from rich.columns import Columns
from rich.console import Console, RenderableType
from rich.markup import escape

from eerie.ai.agents import Budget, make_agent
from eerie.cli.menu import Menu
from eerie.core.agent import Agent
from eerie.core.chance import sample, secret_drawer
from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.core.reasons import os_reason
from eerie.core.record import Record, replay
from eerie.core.text import Msg, Translator

CLEAR_ALL = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, clear the screen, clear the scrollback (so nobody scrolls up to see it)."""

Renderer = Callable[[dict[str, Any], Translator], RenderableType]
HelpText = Callable[[Translator], str]


class QuitRequested(Exception):
    """The person asked to stop (the game is saved)."""


class SaveError(Exception):
    """The record could not be written; ``reason`` says why (in English; ``why`` as a
    message, by default the reason's text as it is)."""

    def __init__(self, path: Path, reason: str, why: Msg | None = None) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason
        self.why = why if why is not None else Msg("cli.err.problem", {"text": reason})


def _renderer_module(game: Game[Any]) -> tuple[ModuleType, str] | None:
    """The module of the game's terminal renderer and the renderer's name in it
    (:meth:`~eerie.core.game.Game.terminal_renderer`)."""
    target = game.terminal_renderer()
    if target is None:
        return None
    module, _, attr = target.partition(":")
    return importlib.import_module(module), attr


def board_renderer(game: Game[Any]) -> Renderer | None:
    """The game's terminal board renderer, if it has one."""
    found = _renderer_module(game)
    if found is None:
        return None
    fn: Renderer = getattr(found[0], found[1])
    return fn


def renderer_help(game: Game[Any]) -> HelpText | None:
    """The game's ``help_text(translator)`` (what to type in this game), if it has one."""
    found = _renderer_module(game)
    fn: HelpText | None = None if found is None else getattr(found[0], "help_text", None)
    return fn


def shared_view(view: dict[str, Any]) -> dict[str, Any]:
    """A view without its ``seat`` field: what two seats with equal shared views see
    alike (their screens may then be shown to each other)."""
    return {k: v for k, v in view.items() if k != "seat"}


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
    """The seat whose screen the terminal shows now (None: no seat's yet)."""
    private: dict[int, list[Msg]] = field(default_factory=dict)
    person: dict[int, int] = field(default_factory=dict)
    """Seat -> the person playing it, for seats one person plays together."""
    unseen: dict[int | None, list[Msg]] = field(default_factory=dict)
    """Per person: the public messages printed since their last decision (shown again
    after a pass screen, which clears the screen)."""
    opening: list[Logged] = field(default_factory=list)
    """The set-up's events (a scenario's prologue ...), shown when the session starts."""
    path: list[str] = field(default_factory=list)
    """Entries of a typed path still to make (see :meth:`follow_path`)."""
    path_seat: int | None = None
    """The seat that typed :attr:`path`."""
    applying: bool = False
    """True while an action is being applied (the state may be half changed)."""
    budget: Budget | None = None
    """What each AI decision may spend (None: each level's own settings)."""

    def __post_init__(self) -> None:
        self.agents = {s: make_agent(self.game, lvl, self.budget)
                       for s, lvl in self.seats.items()}
        self.render_board = board_renderer(self.game)
        self.help_text = renderer_help(self.game)

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
        humans = self.human_seats()
        for entry in events:
            e = entry.event
            if entry.round != self.last_round:
                self.last_round = entry.round
                self.console.rule(self.tr(Msg("cli.round", {"round": entry.round})))
            if e.audience is None or (len(humans) == 1 and humans[0] in e.audience):
                self.say(e.msg)
                if e.audience is None:  # kept for the people not at the device now
                    here = self.person_of(self.last_human)
                    for who in self.people() - {here}:
                        self.unseen.setdefault(who, []).append(e.msg)
            else:
                for seat in e.audience:
                    if seat in humans:
                        self.private.setdefault(seat, []).append(e.msg)

    def person_of(self, seat: int | None) -> int | None:
        """The person playing ``seat`` (seats played together share one)."""
        return None if seat is None else self.person.get(seat, seat)

    def seat_name(self, seat: int) -> str:
        """How a seat is called at this table."""
        return self.tr(self.game.seat_name(seat, self.record.config))

    def clear_screen(self) -> None:
        """Clear the screen and its scrollback (only on a terminal that understands it)."""
        if self.console.is_terminal and not self.console.is_dumb_terminal:
            self.console.out(CLEAR_ALL, end="", highlight=False)

    def show_help(self) -> None:
        """The commands and how to type choices, then what to type in this game."""
        self.say(Msg("cli.help"))
        if self.help_text is not None:
            self.console.print(self.help_text(self.tr), highlight=False, markup=False)

    def show_options(self, menu: Menu, pending: Pending, full: bool = False) -> None:
        """List the options: one row each (in columns when there are many), or, for many
        keyed options, one wrapped line of their keys unless ``full``."""
        n = len(pending.options)
        if menu.compact and not full:
            keys = " ".join(menu.label(i) for i in range(n))
            self.say(Msg("cli.keys", {"keys": keys}))
            return
        width = max(len(menu.label(i)) for i in range(n))
        if n > 12:
            cells = [f"[bold]{escape(menu.label(i)):>{width}}[/bold]) {escape(self.tr(opt.label))}"
                     for i, opt in enumerate(pending.options)]
            self.console.print(Columns(cells, padding=(0, 2)), highlight=False)
            return
        for i, opt in enumerate(pending.options):
            extra = f"  ({float(opt.prob):.0%})" if opt.prob is not None else ""
            self.console.print(f"  [bold]{escape(menu.label(i)):>{width}}[/bold]) "
                               f"{escape(self.tr(opt.label))}  [dim]{escape(opt.id)}{extra}[/dim]",
                               highlight=False)

    # -- input ----------------------------------------------------------------------------

    def ask(self, prompt: str) -> str:
        """Read a line; end of input counts as quitting (the game is saved)."""
        try:
            return self.console.input(prompt).strip()
        except EOFError:
            self.console.print()  # the prompt's line ends here, not in the next message
            raise QuitRequested from None

    def human_seats(self) -> list[int]:
        """The seats people play."""
        return [s for s in range(self.game.num_seats(self.state)) if s not in self.seats]

    def people(self) -> set[int | None]:
        """The people at this terminal (seats one person plays together count once)."""
        return {self.person_of(s) for s in self.human_seats()}

    def needs_pass_screen(self, seat: int) -> bool:
        """True if the device must be passed before ``seat`` decides: another person
        had it (or nobody yet), and what ``seat`` may see differs from what is on the
        screen (the previous person's view, or a spectator's), in either direction, or
        ``seat`` has private messages waiting."""
        if not self.game.has_secrets or len(self.people()) < 2:
            return False
        before = self.last_human
        if before is not None and self.person_of(before) == self.person_of(seat):
            return False
        if self.private.get(seat):
            return True
        return (shared_view(self.game.view(self.state, seat))
                != shared_view(self.game.view(self.state, before)))

    def choose_human(self, seat: int, pending: Pending, actor: int | None = None) -> str:
        """Show ``seat``'s person the decision and read a valid choice (for ``actor``,
        the seat itself unless given: chance for a secret draw at a real table)."""
        who = self.person_of(seat)
        if self.needs_pass_screen(seat):
            self.clear_screen()
            self.ask(self.tr(Msg("cli.pass_device", {"seat": self.seat_name(seat)})) + " ")
            # the screen was cleared: what everyone saw since this person's last turn
            for message in self.unseen.get(who, []):
                self.say(message, style="dim")
        self.unseen.pop(who, None)
        self.last_human = seat
        for message in self.private.pop(seat, []):
            self.say(message, style="italic")
        self.show_board(seat)
        self.say(Msg("cli.your_turn", {"seat": self.seat_name(seat),
                                       "prompt": pending.prompt}), style="bold")
        return self.pick(seat if actor is None else actor, pending)

    def refusal(self, actor: int, pending: Pending, typed: str) -> Msg:
        """Why ``typed`` is not a choice now: the game's own reason, or a general one."""
        if not typed.startswith("#"):
            reason = self.game.explain_refusal(self.state, actor, typed)
            if reason is not None:
                return reason
        key = "cli.bad_key" if Menu.of(pending).keyed else "cli.bad_choice"
        return Msg(key, {"input": typed, "n": len(pending.options)})

    def command(self, raw: str, menu: Menu, pending: Pending) -> bool:
        """Carry out a command (``/h``, ``/b``, ``/o``, ``/s``, ``/q``); False if ``raw``
        is none."""
        word = raw.lower()
        if word in ("/q", "/quit"):
            raise QuitRequested
        if word in ("/h", "/help", "?"):
            self.show_help()
        elif word in ("/b", "/board"):
            self.show_board(self.last_human)
        elif word in ("/o", "/options"):
            self.show_options(menu, pending, full=True)
        elif word in ("/s", "/save"):
            self.save()
            self.say(Msg("cli.saved", {"path": str(self.save_path)}))
        elif word.startswith("/"):
            self.say(Msg("cli.bad_command", {"input": raw}), style="red")
        else:
            return False
        return True

    def pick(self, actor: int, pending: Pending) -> str:
        """List the options and read one (see :mod:`eerie.cli.menu`); a path's first
        entry is returned and the rest kept for :meth:`follow_path`."""
        menu = Menu.of(pending)
        self.show_options(menu, pending)
        prompt = self.tr(Msg("cli.choose_keys" if menu.keyed else "cli.choose")) + " "
        while True:
            raw = self.ask(prompt)
            if not raw or self.command(raw, menu, pending):
                continue
            choice = menu.match(raw)
            if choice is not None:
                return choice
            path = menu.path(raw)
            if path is not None:
                first = menu.match(path[0])
                if first is not None:
                    self.path, self.path_seat = path[1:], actor
                    return first
                raw = path[0]
            self.say(self.refusal(actor, pending, raw), style="red")

    def follow_path(self, actor: int, pending: Pending) -> str | None:
        """The next entry of a typed path, if it is on offer to the seat that typed it;
        otherwise say why the path stops there (the steps made stay made) and None."""
        if actor != self.path_seat:
            self.say(Msg("cli.path_unused", {"keys": " ".join(self.path)}), style="yellow")
            self.path = []
            return None
        typed = self.path.pop(0)
        choice = Menu.of(pending).match(typed)
        if choice is None:
            self.say(Msg("cli.path_stopped", {"input": typed,
                                              "reason": self.refusal(actor, pending, typed)}),
                     style="red")
            self.path = []
        return choice

    # -- the loop -------------------------------------------------------------------------

    def save(self) -> None:
        """Write the record (with the state hash) to the save file; :class:`SaveError`
        if it cannot be written."""
        self.record.state_hash = self.game.state_hash(self.state)
        try:  # (a SaveError is no OSError: it passes the except below)
            if self.save_path.is_dir():
                raise SaveError(self.save_path, "is a folder, not a file",
                                Msg("cli.err.save_is_folder"))
            parent = self.save_path.parent
            existing = next(p for p in (parent, *parent.parents) if p.exists())
            if not existing.is_dir():
                raise SaveError(self.save_path, f"{existing} is a file, not a folder",
                                Msg("cli.err.save_under_file", {"file": str(existing)}))
            parent.mkdir(parents=True, exist_ok=True)
            self.record.save(self.save_path)
        except OSError as exc:
            raise SaveError(self.save_path, exc.strerror or str(exc), os_reason(exc)) from None

    def decide(self, actor: int, pending: Pending) -> str:
        """The choice of ``actor``: chance drawn (or typed at the table), an AI's, or a
        person's."""
        if actor == CHANCE:
            if not self.table_dice:
                return sample(pending, self.rng)
            if pending.secret is not None:  # a card only its owner may see drawn
                owner = secret_drawer(pending, self.human_seats())
                if owner is None:
                    return sample(pending, self.rng)
                return self.choose_human(owner, pending, CHANCE)
            self.say(Msg("cli.table_chance", {"prompt": pending.prompt}), style="bold")
            return self.pick(actor, pending)
        if actor in self.agents:
            return self.agents[actor].choose(
                self.game, lambda: self.game.view(self.state, actor),
                pending.ids(), actor, self.rng)
        return self.choose_human(actor, pending)

    def step(self) -> bool:
        """Make one decision; False once the game is over."""
        pending = self.game.pending(self.state)
        if pending.is_over:
            return False
        actor = pending.actors[0]
        choice = self.follow_path(actor, pending) if self.path else None
        if choice is None:
            choice = self.decide(actor, pending)
        self.applying = True
        try:
            events = self.game.apply_logged(self.state, actor, choice)
        except IllegalAction as exc:
            self.applying = False
            self.path = []
            self.say(exc.reason, style="red")
            return True
        self.record.actions.append((actor, choice))
        self.applying = False
        self.save()
        self.show_events(events)
        return True

    def save_interrupted(self) -> None:
        """Save after Ctrl-C: if it came in the middle of an action, the state is rebuilt
        from the record first (which holds only completed actions)."""
        if self.applying:
            _, self.state = replay(self.record, upto=len(self.record.actions))
            self.applying = False
        self.save()

    def run(self) -> int:
        """Play until the game ends or the person quits; the exit status: 0, 130 after
        Ctrl-C (saved, on a line of its own), 1 if the record cannot be written."""
        self.say(Msg("cli.saving_to", {"path": str(self.save_path)}), style="dim")
        self.show_events(self.opening)
        try:
            try:
                while self.step():
                    pass
            except QuitRequested:
                self.save()
                self.say(Msg("cli.quit_saved", {"path": str(self.save_path)}), style="bold")
                return 0
            except KeyboardInterrupt:
                self.console.print()
                self.save_interrupted()
                self.say(Msg("cli.quit_saved", {"path": str(self.save_path)}), style="bold")
                return 130
            self.save()
        except SaveError as exc:
            message = Msg("cli.save_failed", {"path": str(exc.path), "reason": exc.why})
            self.console.print(self.tr(message), style="red", highlight=False, markup=False,
                               soft_wrap=True)
            return 1
        self.show_board(None)
        outcome = self.game.outcome(self.state)
        if outcome is not None:
            self.say(outcome.reason, style="bold green")
        return 0
