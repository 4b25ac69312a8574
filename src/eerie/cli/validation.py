"""``eerie validate``: recognise a content file by its ``format`` field and check it;
a folder is searched for such files."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from eerie.core.problems import Problem, read_json
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg, Translator

CONTENT_PREFIX = "eerie-"
"""Every Eerie content format (the ``format`` field) starts with this."""


def content_files(folder: Path) -> tuple[list[Path], list[Path]]:
    """The ``.json`` files in ``folder`` and its sub-folders, sorted, split into those to
    check (a ``format`` field naming an Eerie format, or not readable as JSON at all) and
    the others, which are not Eerie content (such as locale catalogs)."""
    check: list[Path] = []
    other: list[Path] = []
    for path in sorted(p for p in folder.rglob("*.json") if p.is_file()):
        data, problem = read_json(path)
        fmt = data.get("format") if isinstance(data, dict) else None
        looks = problem is not None or (isinstance(fmt, str) and fmt.startswith(CONTENT_PREFIX))
        (check if looks else other).append(path)
    return check, other


FileCheck = Callable[[Path, Any], list[Problem]]
"""A check of one content file: its path and parsed data -> its problems."""

RECORD_FORMAT = "eerie-record"
LADDER_FORMAT = "eerie-ladder"


def _check_ladder(path: Path, data: Any) -> list[Problem]:
    """A game's difficulty ladder (``ladder.json``) reads as one."""
    import json

    from eerie.core.difficulty import Ladder

    try:
        Ladder.from_json(json.dumps(data))
    except ValueError as exc:
        return [Problem(None, Msg("cli.validate.bad_ladder", {"reason": str(exc)}))]
    return []


def _check_record(path: Path, data: Any) -> list[Problem]:
    """A record replays to its recorded state hash."""
    from eerie.core.record import Record, RecordError, replay

    try:
        replay(Record.from_json(data))
    except RecordError as exc:
        return [Problem(None, exc.msg)]
    return []


def file_checks() -> dict[str, FileCheck]:
    """Every content format ``eerie validate`` knows -> its check: each installed game's
    own formats (``Game.file_validators``), then the difficulty ladders and the records
    of any game."""
    checks: dict[str, FileCheck] = {}
    for game_id in game_ids():
        for fmt, check in get_game(game_id).file_validators().items():
            checks.setdefault(fmt, check)
    checks[LADDER_FORMAT] = _check_ladder
    checks[RECORD_FORMAT] = _check_record
    return checks


def problems_of(path: Path, checks: Mapping[str, FileCheck] | None = None) -> list[Problem]:
    """Every problem in the file (empty if it is good). ``checks`` defaults to
    :func:`file_checks`."""
    data, problem = read_json(path)
    if problem is not None:
        return [problem]
    fmt = data.get("format") if isinstance(data, dict) else None
    known = file_checks() if checks is None else checks
    check = known.get(fmt) if isinstance(fmt, str) else None
    if check is not None:
        return check(path, data)
    names = list(known)
    expected = {"n": len(names), "expected": ", ".join(names[:-1]), "last": names[-1]}
    if fmt is None:
        return [Problem("format", Msg("cli.validate.no_format", expected))]
    return [Problem("format", Msg("cli.validate.unknown_format",
                                  {"format": repr(fmt), **expected}))]


def translator_for_checks(lang: str) -> Translator:
    """A translator for the core and every installed game's catalogs (a check's problems
    are in the catalogs of the game that owns the format)."""
    packages = ("eerie", *dict.fromkeys(get_game(game_id).locale_package
                                        for game_id in game_ids()))
    return Translator(lang, packages)


def validate_path(path: Path, checks: Mapping[str, FileCheck] | None = None,
                  tr: Translator | None = None) -> list[str]:
    """Every problem in the file as lines in the language of ``tr`` (default English,
    with every game's catalogs): ``place: message``, ``place: warning: message``, or
    the message alone for the file as a whole; empty if the file is good."""
    tr = tr or translator_for_checks("en")
    return [problem.render(tr) for problem in problems_of(path, checks)]
