"""``eerie validate``: recognise a content file by its ``format`` field and check it."""

from __future__ import annotations

import json
from pathlib import Path

MANSIONS_FORMATS = ("eerie-mansions-scenario", "eerie-mansions-content")


def validate_path(path: Path) -> list[str]:
    """Every problem in the file, as ``place: message`` lines (``warning: place: message``
    for warnings; empty if the file is good)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [f"cannot read the file: {exc}"]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return [f"line {exc.lineno}, column {exc.colno}: invalid JSON: {exc.msg}"]
    except RecursionError:
        return ["invalid JSON: nested too deeply"]
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
