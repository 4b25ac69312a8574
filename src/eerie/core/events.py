"""Events: what happened, and who may know it.

``apply`` returns a list of events. Each carries its audience: ``None`` means everybody
(seats and spectators); otherwise the set of seats that may see it. Drivers deliver an
event only to its audience, so a secret event cannot reach a seat by accident.
"""

from __future__ import annotations

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
