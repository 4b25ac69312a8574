"""``eerie replay``: a record shown at the terminal, move by move or all at once, as one
seat (or a spectator) sees it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console

from eerie.cli.terminal import Renderer, board_renderer
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.core.record import Record, replay_log
from eerie.core.text import Msg, Translator


@dataclass
class Replayer:
    """Shows ``record`` of ``game`` to ``viewer`` (a seat, or None for a spectator)."""

    game: Game[Any]
    record: Record
    tr: Translator
    console: Console
    viewer: int | None = None
    draw: Renderer | None = field(init=False)

    def __post_init__(self) -> None:
        self.draw = board_renderer(self.game)

    @property
    def total(self) -> int:
        """How many moves the record holds."""
        return len(self.record.actions)

    def say(self, message: Msg, style: str | None = None) -> None:
        """Print one translated line."""
        self.console.print(self.tr(message), style=style, highlight=False, markup=False)

    def events(self, events: list[Logged]) -> None:
        """Print the events the viewer may see."""
        for e in events:
            if e.event.visible_to(self.viewer):
                self.say(e.event.msg)

    def board(self, state: Any, n: int) -> None:
        """The board after move ``n``, the move count, and the result after the last move."""
        if self.draw is not None:
            self.console.print(self.draw(self.game.view(state, self.viewer), self.tr))
        self.say(Msg("cli.replay_at", {"n": n, "total": self.total}))
        outcome = self.game.outcome(state) if n == self.total else None
        if outcome is not None:
            self.say(outcome.reason, style="bold green")

    def show(self, n: int) -> None:
        """What move ``n`` did (for 0: what the set-up said), then the board after it."""
        _, state, log = replay_log(self.record, upto=n)
        self.events(log[n])
        self.board(state, n)

    def print_all(self) -> None:
        """The whole game's messages, set-up first, with a header where a round begins
        (the kernel's rounds, :meth:`Game.apply_logged`), then the final board."""
        _, state, log = replay_log(self.record)
        last = -1
        for entries in log:
            for e in entries:
                if not e.event.visible_to(self.viewer):
                    continue
                if e.round != last:
                    last = e.round
                    self.console.rule(self.tr(Msg("cli.round", {"round": e.round})))
                self.say(e.event.msg)
        self.board(state, self.total)

    def step_through(self, read: Callable[[str], str] | None = None) -> None:
        """Move by move: Enter for the next, ``b`` back, a number to go to that move,
        ``q`` (or the end of input) to stop; anything else is refused with the keys."""
        ask = read or self.console.input
        prompt = self.tr(Msg("cli.replay_prompt")) + " "
        n = 0
        self.show(n)
        while True:
            try:
                raw = ask(prompt).strip().lower()
            except EOFError:
                return
            if raw == "q":
                return
            if raw == "b":
                n = max(0, n - 1)
            elif raw.isdigit():
                n = min(self.total, int(raw))
            elif raw:
                self.say(Msg("cli.replay_bad_key", {"input": raw}), style="red")
                continue
            elif n == self.total:
                self.say(Msg("cli.replay_end"))
                continue
            else:
                n += 1
            self.show(n)
