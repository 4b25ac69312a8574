"""The contract of each fuzzed parser, as one check of one input.

A check takes the raw bytes of one input (what atheris mutates), reads them as the
parser's input would be (UTF-8 text, undecodable bytes replaced as a websocket or a file
reader would refuse them), and returns normally if the parser kept its contract: a
parsed value, or the documented clear error (a :class:`ProtocolError`, a
:class:`NotationError`, a :class:`RecordError`, a list of issues). Any other exception
escapes and is the finding. A check also asserts that the parser changed nothing it
was given (the parsed JSON is compared with a fresh parse of the same text), and each
target has a fingerprint of the shared data its parser reads (packaged maps, content,
reference positions) that must not change over a run.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eerie.core.record import Record, RecordError, replay
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.mansions.library import load_content
from eerie.games.mansions.validate import Issue as MansionsIssue
from eerie.games.mansions.validate import validate_data
from eerie.games.whitehall_mystery.map import MapError, load_map, map_to_data
from eerie.games.whitehall_mystery.map import WhitehallMap as _WhitehallMap
from eerie.games.whitehall_mystery.validate import Issue as MapIssue
from eerie.games.whitehall_mystery.validate import parse_json, validate_map
from eerie.server.protocol import (
    MAX_OPTION_CHARS,
    MAX_REF_CHARS,
    Act,
    Hello,
    Ping,
    ProtocolError,
    Sync,
    dumps,
    error,
    parse_client,
)
from eerie.server.tokens import MAX_TOKEN_CHARS


def text_of(data: bytes) -> str:
    """The input as text (bytes that are not UTF-8 become U+FFFD)."""
    return data.decode("utf-8", "replace")


def json_or_none(text: str) -> Any:
    """``text`` parsed as JSON, or None if it is not JSON this Python reads."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


# -- the websocket protocol -------------------------------------------------------------


def check_protocol(data: bytes) -> None:
    """``parse_client``: a client message of the right shape, or a ProtocolError whose
    error frame can be sent (``bad_message``, or ``unauthorized`` for a hello without a
    usable token)."""
    text = text_of(data)
    try:
        msg = parse_client(text)
    except ProtocolError as exc:
        assert exc.code in ("bad_message", "unauthorized"), exc.code
        assert isinstance(exc.message, str) and exc.message
        assert exc.ref is None or isinstance(exc.ref, str | int)
        dumps(error(exc.code, exc.message, exc.ref))
        return
    if isinstance(msg, Hello):
        assert msg.token is None or 0 < len(msg.token) <= MAX_TOKEN_CHARS
        assert msg.events_seen >= 0 and (msg.version is None or msg.version >= 0)
        assert isinstance(msg.full, bool)
    elif isinstance(msg, Act):
        assert isinstance(msg.seat, int) and not isinstance(msg.seat, bool)
        assert 0 < len(msg.option) <= MAX_OPTION_CHARS
        assert msg.expect_version is None or isinstance(msg.expect_version, int)
    else:
        assert isinstance(msg, Ping | Sync), msg
    ref = getattr(msg, "ref", None)
    assert ref is None or not isinstance(ref, str) or len(ref) <= MAX_REF_CHARS
    dumps({"type": "pong", "id": ref})


# -- FFN positions ------------------------------------------------------------------------


def check_ffn(data: bytes) -> None:
    """``notation.parse``: a position whose canonical text reads back to itself, or a
    NotationError with a message."""
    text = text_of(data)
    try:
        state = parse(text)
    except NotationError as exc:
        assert str(exc)
        return
    canonical = write(state)
    assert write(parse(canonical)) == canonical, (text, canonical)


# -- records ------------------------------------------------------------------------------


def check_record(data: bytes) -> None:
    """``Record.loads`` and ``replay``: a record that writes and reads back equal and
    replays, or a RecordError at either step (a bad config, an illegal action, a hash
    that does not match)."""
    text = text_of(data)
    before = json_or_none(text)
    try:
        record = Record.loads(text)
    except RecordError as exc:
        assert str(exc)
        return
    assert Record.loads(record.dumps()) == record
    config = copy.deepcopy(record.config)
    try:
        replay(record)
    except RecordError as exc:
        assert str(exc)
    assert record.config == config, "replay changed the record's config"
    assert json_or_none(text) == before


# -- Whitehall maps -----------------------------------------------------------------------

SMALL_MAP_LIMITS: dict[str, Any] = {
    "min_white_per_quadrant": 0, "max_white_per_quadrant": 1000, "yellow_count": 2}
"""Limits that let small maps (the test maps) reach the graph and drawing checks."""


def check_whitehall_map(data: bytes) -> None:
    """``validate_map`` (with the default limits and with small-map limits) gives a list
    of issues and leaves the data as it was; a map without issues builds; loading the
    text (``load_map`` of a file) gives a map or a MapError."""
    text = text_of(data)
    parsed, issues = parse_json(text)
    assert all(isinstance(i, MapIssue) for i in issues)
    if issues:
        return
    pristine = copy.deepcopy(parsed)
    for limits in ({}, SMALL_MAP_LIMITS):
        found = validate_map(parsed, **limits)
        assert isinstance(found, list) and all(isinstance(i, MapIssue) for i in found)
        assert parsed == pristine, "validate_map changed its input"
        if not found:
            from eerie.games.whitehall_mystery.map import map_from_data

            m = map_from_data(parsed)
            assert validate_map(map_to_data(m), **limits) == []
    from eerie.games.whitehall_mystery.map import _load_text

    try:
        _load_text(text, "<fuzz>", validate=True)
    except MapError as exc:
        assert str(exc)


# -- Mansions scenarios and content ---------------------------------------------------------


def check_mansions(data: bytes) -> None:
    """``validate_data`` on a scenario or content file gives a list of issues (never an
    exception) and leaves the data as it was."""
    text = text_of(data)
    parsed = json_or_none(text)
    if parsed is None:
        return
    pristine = copy.deepcopy(parsed)
    issues = validate_data(parsed, "<fuzz>")
    assert isinstance(issues, list) and all(isinstance(i, MansionsIssue) for i in issues)
    for issue in issues:
        assert issue.message and str(issue)
    assert parsed == pristine, "validate_data changed its input"


# -- shared data -----------------------------------------------------------------------------


def _map_fingerprint(m: _WhitehallMap) -> str:
    return dumps(map_to_data(m)) + repr((m.jack_table, sorted(m.police_two_table.items())))


def fingerprint_shared() -> str:
    """What the parsers read and none may change, as one text: the packaged Whitehall map
    with its lookups and the packaged Mansions content (both cached per process)."""
    parts = [_map_fingerprint(load_map("gaslight"))]
    library = load_content()
    for kind in ("investigators", "monsters", "items", "spells", "conditions", "damage",
                 "horror", "insanity", "mythos"):
        parts.extend(entry.model_dump_json() for entry in getattr(library, kind).values())
    return "\n".join(parts)


@dataclass(frozen=True, slots=True)
class Target:
    """One fuzz target: its name, its check and where its seeds come from."""

    name: str
    check: Callable[[bytes], None]
    doc: str


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("protocol", check_protocol, "websocket client messages (protocol.parse_client)"),
    Target("ffn", check_ffn, "Fearsome Floors positions (notation.parse)"),
    Target("record", check_record, "records (Record.loads, replay)"),
    Target("whitehall_map", check_whitehall_map, "Whitehall map files (validate_map, load)"),
    Target("mansions", check_mansions, "Mansions scenario and content files (validate_data)"),
)}
"""Every fuzz target by name."""

ROOT = Path(__file__).resolve().parent
"""The ``fuzz`` folder."""
