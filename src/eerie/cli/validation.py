"""``eerie validate``: recognise a content file by its ``format`` field and check it."""

from __future__ import annotations

import json
from pathlib import Path


def validate_path(path: Path) -> list[str]:
    """Every problem in the file, as ``place: message`` lines (empty if it is good)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [f"cannot read the file: {exc}"]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return [f"line {exc.lineno}, column {exc.colno}: invalid JSON: {exc.msg}"]
    fmt = data.get("format") if isinstance(data, dict) else None
    if fmt == "eerie-whitehall-map":
        from eerie.games.whitehall_mystery.validate import validate_file

        return [str(issue) for issue in validate_file(path)]
    if fmt == "eerie-record":
        from eerie.core.record import Record, RecordError, replay

        try:
            replay(Record.from_json(data))
        except RecordError as exc:
            return [str(exc)]
        return []
    return [f"format: unknown content format {fmt!r} (expected eerie-whitehall-map or "
            "eerie-record)"]
