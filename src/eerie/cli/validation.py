"""``eerie validate``: recognise a content file by its ``format`` field and check it;
a folder is searched for such files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MANSIONS_FORMATS = ("eerie-mansions-scenario", "eerie-mansions-content")
CONTENT_PREFIX = "eerie-"
"""Every Eerie content format (the ``format`` field) starts with this."""


def _read_json(path: Path) -> tuple[Any, str | None]:
    """The JSON data in ``path``, or None and why it cannot be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except IsADirectoryError:
        return None, "is a folder (give the folder itself to check the files in it)"
    except OSError as exc:
        return None, f"cannot read the file: {exc.strerror or exc}"
    except UnicodeDecodeError:
        return None, "cannot read the file: it is not text (UTF-8)"
    try:
        return json.loads(text), None
    except json.JSONDecodeError as exc:
        return None, f"line {exc.lineno}, column {exc.colno}: invalid JSON: {exc.msg}"
    except RecursionError:
        return None, "invalid JSON: nested too deeply"


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


def validate_path(path: Path) -> list[str]:
    """Every problem in the file, as ``place: message`` lines (``warning: place: message``
    for warnings; empty if the file is good)."""
    data, problem = _read_json(path)
    if problem is not None:
        return [problem]
    fmt = data.get("format") if isinstance(data, dict) else None
    if fmt == "eerie-whitehall-map":
        from eerie.games.whitehall_mystery.validate import validate_file

        return [str(issue) for issue in validate_file(path)]
    if fmt in MANSIONS_FORMATS:
        from eerie.games.mansions.validate import validate_data

        return [f"warning: {issue.place}: {issue.message}" if issue.level == "warning"
                else issue.short()
                for issue in validate_data(data, str(path), folder=path.parent, name=path.name)]
    if fmt == "eerie-record":
        from eerie.core.record import Record, RecordError, replay

        try:
            replay(Record.from_json(data))
        except RecordError as exc:
            return [str(exc)]
        return []
    return [f"format: unknown content format {fmt!r} (expected eerie-whitehall-map, "
            "eerie-mansions-scenario, eerie-mansions-content or eerie-record)"]
