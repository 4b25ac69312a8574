"""Events: what happened, and who may know it.

``apply`` returns a list of events. Each carries its audience: ``None`` means everybody
(seats and spectators); otherwise the set of seats that may see it. Drivers deliver an
event only to its audience, so a secret event cannot reach a seat by accident.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from eerie.core.text import Msg


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, with a message for the log and data for renderers."""

    kind: str
    msg: Msg
    data: dict[str, Any] = field(default_factory=dict)
    audience: frozenset[int] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """True if ``seat`` (None = spectator) may see this event."""
        if self.audience is None:
            return True
        return seat is not None and seat in self.audience

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form (the audience is not included: deliver, don't describe)."""
        return {"kind": self.kind, "msg": self.msg.to_json(), "data": self.data}


def visible(events: list[Event], seat: int | None) -> list[Event]:
    """The events of ``events`` that ``seat`` may see."""
    return [e for e in events if e.visible_to(seat)]


@dataclass(frozen=True, slots=True)
class Logged:
    """An event with the round it belongs to: one entry of a game's message log.

    The kernel decides the round (:func:`place_in_rounds`), so every driver groups the
    log the same way: a record's log, the terminal, the server's frames and the web
    client's log by round all agree."""

    event: Event
    round: int


def place_in_rounds(events: Iterable[Event], round_before: int,
                    round_event: str) -> list[Logged]:
    """Each event with the round it happened in.

    ``round_before`` is the round when the events began (the state's round before the
    action, or after set-up for the events of set-up). An event of kind ``round_event``
    (the game's "a new round begins" event, whose ``data["round"]`` is the new round's
    number) opens that round: it and everything after it belong to the new round.
    So the events of a decision that closes a round stay in the round they closed, and
    a round's header comes right before the event that begins it, never between a test
    and its roll.
    """
    current = round_before
    out = []
    for e in events:
        if round_event and e.kind == round_event:
            current = int(e.data.get("round", current + 1))
        out.append(Logged(e, current))
    return out
