"""``eerie validate``: recognise a content file by its ``format`` field and check it;
a folder is searched for such files."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg, Translator, msg

CONTENT_PREFIX = "eerie-"
"""Every Eerie content format (the ``format`` field) starts with this."""


def _read_json(path: Path) -> tuple[Any, Msg | None]:
    """The JSON data in ``path``, or None and why it cannot be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        return None, msg("cli.validate.is_folder")
    except OSError as exc:
        return None, msg("cli.validate.unreadable", reason=str(exc.strerror or exc))
    except UnicodeDecodeError:
        return None, msg("cli.validate.not_text")
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, msg("cli.validate.bad_json_at", line=exc.lineno, column=exc.colno,
                         reason=exc.msg)
    except ValueError as exc:  # a number with more digits than Python reads
        return None, msg("cli.validate.bad_json", reason=str(exc))
    except RecursionError:
        return None, msg("cli.validate.too_deep")


def content_files(folder: Path) -> tuple[list[Path], list[Path]]:
    """The ``.json`` files in ``folder`` and its sub-folders, sorted, split into those to
    check (a ``format`` field naming an Eerie format, or not readable as JSON at all) and
    the others, which are not Eerie content (such as locale catalogs)."""
    check: list[Path] = []
    other: list[Path] = []
    for path in sorted(p for p in folder.rglob("*.json") if p.is_file()):
        data, problem = _read_json(path)
        fmt = data.get("format") if isinstance(data, dict) else None
        looks = problem is not None or (isinstance(fmt, str) and fmt.startswith(CONTENT_PREFIX))
        (check if looks else other).append(path)
    return check, other


FileCheck = Callable[[Path, Any], list[str]]
"""A check of one content file: its path and parsed data -> its problems as lines."""

RECORD_FORMAT = "eerie-record"


def _check_record(path: Path, data: Any) -> list[str]:
    """A record replays to its recorded state hash."""
    from eerie.core.record import Record, RecordError, replay

    try:
        replay(Record.from_json(data))
    except RecordError as exc:
        return [str(exc)]
    return []


def file_checks() -> dict[str, FileCheck]:
    """Every content format ``eerie validate`` knows -> its check: the records of any
    game, then each installed game's own formats (``Game.file_validators``)."""
    checks: dict[str, FileCheck] = {}
    for game_id in game_ids():
        for fmt, check in get_game(game_id).file_validators().items():
            checks.setdefault(fmt, check)
    checks[RECORD_FORMAT] = _check_record
    return checks


def validate_path(path: Path, checks: Mapping[str, FileCheck] | None = None,
                  tr: Translator | None = None) -> list[str]:
    """Every problem in the file, as ``place: message`` lines (``warning: place: message``
    for warnings; empty if the file is good). ``checks`` defaults to :func:`file_checks`.
    The lines about reading the file and its format are in the language of ``tr``
    (default English); the checks of the formats write their own."""
    tr = tr or Translator("en")
    data, problem = _read_json(path)
    if problem is not None:
        return [tr(problem)]
    fmt = data.get("format") if isinstance(data, dict) else None
    known = file_checks() if checks is None else checks
    check = known.get(fmt) if isinstance(fmt, str) else None
    if check is not None:
        return check(path, data)
    names = list(known)
    return [tr(msg("cli.validate.unknown_format", format=repr(fmt), n=len(names),
                   expected=", ".join(names[:-1]), last=names[-1]))]
