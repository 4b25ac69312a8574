"""The JSON forms the server speaks: options, pending decisions, events, outcomes, and the
websocket messages in both directions (see ``docs/server.md`` for examples).

Client messages are parsed strictly: an unknown type, a missing field or a field of the
wrong type is a :class:`ProtocolError` with a short code and a readable message.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from eerie.core.decision import Option, Pending
from eerie.core.errors import english_text
from eerie.core.events import Logged
from eerie.core.game import Outcome
from eerie.core.text import Msg, msg
from eerie.server.tokens import MAX_TOKEN_CHARS

MAX_OPTION_CHARS = 200
MAX_REF_CHARS = 64


_ENCODE = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode
"""What ``json.dumps`` with these settings does, without making an encoder per call (which
costs more than writing a small value)."""


def dumps(data: Any) -> str:
    """Compact, stable JSON text (keys sorted)."""
    return _ENCODE(data)


def option_json(opt: Option) -> dict[str, Any]:
    """An option: id, label (a Msg), exact probability for chance, renderer data."""
    out: dict[str, Any] = {"id": opt.id, "label": opt.label.to_json()}
    if opt.prob is not None:
        out["prob"] = f"{opt.prob.numerator}/{opt.prob.denominator}"
    if opt.data is not None:
        out["data"] = opt.data
    return out


def pending_json(p: Pending, mine: Collection[int]) -> dict[str, Any]:
    """Who decides and the prompt for everyone; the options only if one of ``mine``
    (the actors this connection plays) is deciding. A chance step that draws a secret
    also says whose (``secret``: the owners' seats, ``[]`` for nobody), so a device
    holding several seats can hand itself to the owner before showing the options."""
    out: dict[str, Any] = {"actors": list(p.actors), "prompt": p.prompt.to_json()}
    if p.secret is not None:
        out["secret"] = list(p.secret)
    yours = [a for a in p.actors if a in mine]
    if yours:
        out["yours"] = yours
        out["options"] = [option_json(o) for o in p.options]
    return out


def event_payload(entry: Logged) -> dict[str, Any]:
    """What is stored and sent for an event: the event with the round the kernel placed
    it in (its audience is stored beside it, not in it)."""
    out = entry.event.to_json()
    out["round"] = entry.round
    return out


def outcome_json(outcome: Outcome | None) -> dict[str, Any] | None:
    """A finished game's winners, scores and reason."""
    if outcome is None:
        return None
    return {"winners": list(outcome.winners), "scores": list(outcome.scores),
            "reason": outcome.reason.to_json()}


def delta_message(start: int, version: int, patch: list[dict[str, Any]]) -> str:
    """The ``delta`` message that turns a connection's content (its ``state`` without
    ``type`` and ``version``) at version ``start`` into ``version`` by a JSON Patch."""
    return dumps({"type": "delta", "from": start, "version": version, "patch": patch})


def error(code: str, reason: Msg, ref: str | int | None = None, *, text: str | None = None,
          **extra: Any) -> dict[str, Any]:
    """An error message for a client: its code, the reason as a message (``reason``: the
    client says it in its language) and in English (``message``: ``text``, else the
    reason in the core's English catalog)."""
    out: dict[str, Any] = {"type": "error", "code": code,
                           "message": english_text(reason) if text is None else text,
                           "reason": reason.to_json()}
    if ref is not None:
        out["id"] = ref
    out.update(extra)
    return out


class ProtocolError(ValueError):
    """A client message the server does not accept."""

    def __init__(self, code: str, reason: Msg, ref: str | int | None = None) -> None:
        message = english_text(reason)
        super().__init__(message)
        self.code = code
        self.reason = reason
        self.message = message
        self.ref = ref


@dataclass(frozen=True, slots=True)
class Hello:
    """The first message: a seat token, or a request to watch; what the client already
    has (events, the version of its content) and whether it takes deltas."""

    token: str | None
    events_seen: int
    version: int | None = None
    """The version of the content the client holds (reconnecting), if any."""
    full: bool = False
    """True: send whole ``state`` messages only, never a ``delta``."""


@dataclass(frozen=True, slots=True)
class Act:
    """A decision: ``seat`` (-1 for a typed-in chance outcome) chooses ``option``."""

    seat: int
    option: str
    expect_version: int | None
    ref: str | int | None


@dataclass(frozen=True, slots=True)
class Ping:
    """Keep-alive; answered with ``pong``."""

    ref: str | int | None


@dataclass(frozen=True, slots=True)
class Sync:
    """Ask for the current state again."""

    ref: str | int | None


ClientMessage = Hello | Act | Ping | Sync


def _int(data: dict[str, Any], key: str, ref: str | int | None, *,
         optional: bool = False) -> int | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ProtocolError("bad_message", msg("server.err.not_whole", field=key), ref)
    return value


def _ref(data: dict[str, Any]) -> str | int | None:
    ref = data.get("id")
    if ref is None:
        return None
    if isinstance(ref, bool) or not isinstance(ref, str | int):
        raise ProtocolError("bad_message", msg("server.err.id_type"))
    if isinstance(ref, str) and len(ref) > MAX_REF_CHARS:
        raise ProtocolError("bad_message", msg("server.err.id_long", n=MAX_REF_CHARS))
    return ref


def parse_client(text: str) -> ClientMessage:
    """Parse one client message."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError, and too many digits in a number
        raise ProtocolError("bad_message", msg("server.err.one_object")) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", msg("server.err.one_object"))
    ref = _ref(data)
    kind = data.get("type")
    if kind == "hello":
        seen = _int(data, "events_seen", ref, optional=True) or 0
        if seen < 0:
            raise ProtocolError("bad_message", msg("server.err.negative", field="events_seen"),
                                ref)
        version = _int(data, "version", ref, optional=True)
        if version is not None and version < 0:
            raise ProtocolError("bad_message", msg("server.err.negative", field="version"), ref)
        full = data.get("full", False)
        if not isinstance(full, bool):
            raise ProtocolError("bad_message", msg("server.err.full_bool"), ref)
        token = data.get("token")
        if data.get("spectate") is True and token is None:
            return Hello(None, seen, version, full)
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_CHARS:
            raise ProtocolError("unauthorized", msg("server.err.hello_token"), ref)
        return Hello(token, seen, version, full)
    if kind == "act":
        seat = _int(data, "seat", ref)
        option = data.get("option")
        if not isinstance(option, str) or not 0 < len(option) <= MAX_OPTION_CHARS:
            raise ProtocolError("bad_message", msg("server.err.option_id"), ref)
        expect = _int(data, "expect_version", ref, optional=True)
        assert seat is not None
        return Act(seat, option, expect, ref)
    if kind == "ping":
        return Ping(ref)
    if kind == "sync":
        return Sync(ref)
    raise ProtocolError("bad_message", msg("server.err.unknown_type", kind=repr(kind)), ref)
