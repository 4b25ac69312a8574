"""The contract of each fuzzed parser, as one check of one input.

A check takes the raw bytes of one input (what atheris mutates), reads them as the
parser's input would be (UTF-8 text, undecodable bytes replaced), and returns normally
if the parser kept its contract: a parsed value, or the documented clear error (a
:class:`~eerie.server.protocol.ProtocolError`, a
:class:`~eerie.games.fearsome_floors.notation.NotationError`, a
:class:`~eerie.core.record.RecordError`, a list of issues). Any other exception escapes
and is the finding. A check also asserts that the parser changed nothing it was given
(the parsed JSON is compared with a copy), and each target has a fingerprint of the
shared data its parser reads (the packaged map, content, reference positions) that
must not change over a run.

Each check imports its parser when first called, so a fuzzing process instruments only
the modules of its own target (:mod:`fuzz.run`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


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

    text = text_of(data)
    try:
        msg = parse_client(text)
    except ProtocolError as exc:
        assert exc.code in ("bad_message", "unauthorized"), exc.code
        assert isinstance(exc.message, str) and exc.message
        assert exc.ref is None or isinstance(exc.ref, str | int)
        dumps(error(exc.code, exc.reason, exc.ref))
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
    NotationError with a message; the game's ``normalize_config`` of it the same or a
    ValueError."""
    from eerie.games.fearsome_floors.game import GAME
    from eerie.games.fearsome_floors.notation import NotationError, parse, write

    text = text_of(data)
    try:
        state = parse(text)
    except NotationError as exc:
        assert str(exc)
        return
    canonical = write(state)
    assert write(parse(canonical)) == canonical, (text, canonical)
    if text.strip():
        assert GAME.normalize_config({"position": text}) == {"position": canonical}


def ffn_fingerprint() -> str:
    """The packaged game's first positions, read and written back."""
    from eerie.games.fearsome_floors.game import GAME
    from eerie.games.fearsome_floors.notation import parse, write

    return "\n".join(write(parse(write(GAME.setup(GAME.normalize_config({"players": n})))))
                     for n in range(2, 8))


# -- records ------------------------------------------------------------------------------


def check_record(data: bytes) -> None:
    """``Record.loads`` and ``replay``: a record that writes and reads back equal and
    replays, or a RecordError at either step (a bad config, an illegal action, a hash
    that does not match); the record is left as it was."""
    from eerie.core.record import Record, RecordError, replay

    text = text_of(data)
    try:
        record = Record.loads(text)
    except RecordError as exc:
        assert str(exc)
        return
    assert Record.loads(record.dumps()) == record
    kept = copy.deepcopy(record)
    try:
        replay(record)
    except RecordError as exc:
        assert str(exc)
    assert record == kept, "replay changed the record"


# -- Whitehall maps -----------------------------------------------------------------------

SMALL_MAP_LIMITS: dict[str, Any] = {
    "min_white_per_quadrant": 0, "max_white_per_quadrant": 1000, "yellow_count": 2}
"""Limits that let small maps (the test maps) pass the counts and reach every check."""


def check_whitehall_map(data: bytes) -> None:
    """``validate_map`` (with small-map limits) gives a list of problems that render in
    English without a missing message or variable and leaves the data as it was, and a
    map without problems builds and writes back to a valid map; loading the text as a
    map file (default limits) gives a map or a MapError."""
    from eerie.core.problems import Problem
    from eerie.core.text import Translator
    from eerie.games.whitehall_mystery.map import (
        BUNDLED_PACKAGE,
        MapError,
        _load_text,
        map_from_data,
        map_to_data,
    )
    from eerie.games.whitehall_mystery.validate import parse_json, validate_map

    text = text_of(data)
    parsed, issues = parse_json(text)
    assert all(isinstance(i, Problem) for i in issues)
    if issues:
        return
    pristine = copy.deepcopy(parsed)
    found = validate_map(parsed, **SMALL_MAP_LIMITS)
    assert isinstance(found, list) and all(isinstance(i, Problem) for i in found)
    english = Translator("en", ("eerie", BUNDLED_PACKAGE))
    for problem in found:
        shown, missing = english.render(problem.line)
        assert shown and not missing, missing
    assert parsed == pristine, "validate_map changed its input"
    if not found:
        assert validate_map(map_to_data(map_from_data(parsed)), **SMALL_MAP_LIMITS) == []
    try:
        _load_text(text, "<fuzz>", validate=True)
    except MapError as exc:
        assert str(exc)


def whitehall_fingerprint() -> str:
    """The packaged map (cached per process) with its lookups."""
    from eerie.games.whitehall_mystery.map import load_map, map_to_data

    m = load_map("gaslight")
    return json.dumps(map_to_data(m)) + repr((m.jack_table, sorted(m.police_two_table.items())))


# -- Mansions scenarios and content ---------------------------------------------------------


def check_mansions(data: bytes) -> None:
    """``validate_data`` of a scenario or content file gives a list of issues (never an
    exception) and leaves the data as it was."""
    from eerie.games.mansions.validate import Issue, validate_data

    parsed = json_or_none(text_of(data))
    if parsed is None:
        return
    pristine = copy.deepcopy(parsed)
    issues = validate_data(parsed, "<fuzz>")
    assert isinstance(issues, list) and all(isinstance(i, Issue) for i in issues)
    assert all(issue.message and str(issue) for issue in issues)
    assert parsed == pristine, "validate_data changed its input"


def mansions_fingerprint() -> str:
    """The packaged content (cached per process), every card and figure."""
    from eerie.games.mansions.library import CONTENT_KINDS, load_content

    library = load_content()
    return "\n".join(entry.model_dump_json() for kind in CONTENT_KINDS
                     for entry in getattr(library, kind).values())


def every_fingerprint() -> str:
    """Records replay every game: all the shared data above."""
    return "\n".join((ffn_fingerprint(), whitehall_fingerprint(), mansions_fingerprint()))


@dataclass(frozen=True, slots=True)
class Target:
    """One fuzz target: its name, its check and the fingerprint of its shared data."""

    name: str
    check: Callable[[bytes], None]
    shared: Callable[[], str]
    doc: str


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("protocol", check_protocol, str,
           "websocket client messages (protocol.parse_client)"),
    Target("ffn", check_ffn, ffn_fingerprint, "Fearsome Floors positions (notation.parse)"),
    Target("record", check_record, every_fingerprint, "records (Record.loads, replay)"),
    Target("whitehall_map", check_whitehall_map, whitehall_fingerprint,
           "Whitehall map files (validate_map, load_map)"),
    Target("mansions", check_mansions, mansions_fingerprint,
           "Mansions scenario and content files (validate_data)"),
)}
"""Every fuzz target by name."""
