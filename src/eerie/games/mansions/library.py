"""Loading Mansions of Madness content sets and scenarios.

* :func:`load_content` merges the content files of one or more sets into a
  :class:`Library` (dicts by id). A set ``name`` is ``content/<name>.json`` and/or any
  number of ``content/<name>-<part>.json`` files (so set names contain no ``-``); their
  lists are concatenated, and an id used twice within one kind (two monsters ``ghoul``)
  is an error, also across sets.
* :func:`load_scenario` reads a packaged scenario by id (``scenarios/<id>.json``) or any
  scenario file by path.
* :func:`scenario_ids` lists the packaged scenarios.

Loading checks the structure only (JSON syntax, the pydantic models of
:mod:`eerie.games.mansions.schema`, format and version, duplicate ids) and the words of
:mod:`eerie.games.mansions.vocabulary` (a trait no rule reads is refused). Everything else
(references, reachability, translations, the map) is the validator's job
(:mod:`eerie.games.mansions.validate`, ``eerie validate``). Problems raise
:class:`ContentError` whose ``issues`` are ``file: place: message`` strings, the same
wording as the validator's.

Content is cached per process (:func:`functools.lru_cache`, keyed by the set names and
the content folder); there is no other module-level mutable state.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from eerie.games.mansions.schema import (
    CONTENT_FORMAT,
    FORMAT_VERSION,
    SCENARIO_FORMAT,
    Condition,
    Content,
    HarmCard,
    InsanityCard,
    Investigator,
    Item,
    Monster,
    MythosEvent,
    Scenario,
    Spell,
)
from eerie.games.mansions.vocabulary import unknown_words

__all__ = [
    "CONTENT_DIR",
    "CONTENT_KINDS",
    "SCENARIO_DIR",
    "ContentError",
    "Library",
    "build_library",
    "content_files",
    "load_content",
    "load_scenario",
    "parse_content",
    "parse_scenario",
    "pydantic_issues",
    "scenario_ids",
]

PACKAGE_DIR = Path(__file__).resolve().parent
CONTENT_DIR = PACKAGE_DIR / "content"
"""The packaged content sets."""
SCENARIO_DIR = PACKAGE_DIR / "scenarios"
"""The packaged scenarios."""

CONTENT_KINDS: tuple[str, ...] = ("investigators", "monsters", "items", "spells", "conditions",
                                  "damage", "horror", "insanity", "mythos")
"""The lists of a content file, in file order; also the dicts of a :class:`Library`."""

KIND_NAMES: dict[str, str] = {
    "investigators": "investigator", "monsters": "monster", "items": "item", "spells": "spell",
    "conditions": "condition", "damage": "damage card", "horror": "horror card",
    "insanity": "insanity card", "mythos": "mythos event"}
"""The singular of each content list, for messages."""


class ContentError(ValueError):
    """A content set or scenario that cannot be loaded; ``issues`` says why, one
    ``file: place: message`` string each."""

    def __init__(self, issues: Sequence[str]) -> None:
        self.issues: list[str] = list(issues)
        shown = "; ".join(self.issues[:5])
        more = f" (and {len(self.issues) - 5} more)" if len(self.issues) > 5 else ""
        super().__init__(shown + more)


@dataclass(frozen=True)
class Library:
    """Merged content: every card and figure of the loaded sets, by id."""

    investigators: dict[str, Investigator]
    monsters: dict[str, Monster]
    items: dict[str, Item]
    spells: dict[str, Spell]
    conditions: dict[str, Condition]
    damage: dict[str, HarmCard]
    horror: dict[str, HarmCard]
    insanity: dict[str, InsanityCard]
    mythos: dict[str, MythosEvent]
    sets: tuple[str, ...] = ()
    """The content sets merged, in order."""


# -- pydantic errors as places ----------------------------------------------------------------


def format_place(parts: Sequence[str | int]) -> str:
    """``("events", 3, "steps", 2)`` as ``events[3].steps[2]`` (``(top)`` if empty)."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out or "(top)"


def loc_to_place(loc: Sequence[str | int], data: object) -> str:
    """A pydantic error location as a JSON path into ``data``.

    Pydantic inserts the tag of a discriminated union (``"test"`` for a step
    ``{"do": "test", ...}``) into the location; those segments are dropped by following
    the location through the data itself.
    """
    parts: list[str | int] = []
    node: Any = data
    skipped = False
    for seg in loc:
        if isinstance(node, list) and isinstance(seg, int) and 0 <= seg < len(node):
            parts.append(seg)
            node, skipped = node[seg], False
            continue
        if isinstance(node, dict) and isinstance(seg, str):
            tags = (node.get("do"), node.get("check"))
            if not skipped and seg in tags:
                skipped = True
                continue
            if seg in node:
                parts.append(seg)
                node, skipped = node[seg], False
                continue
            if "[" in seg or seg in ("none", "int", "str", "float", "bool"):
                continue  # the name of a union member, not a key
        parts.append(seg)
        node, skipped = None, False
    return format_place(parts)


def _message(err: Mapping[str, Any]) -> str:
    kind = err.get("type", "")
    loc = err.get("loc", ())
    if kind == "missing":
        return "required field is missing"
    if kind == "extra_forbidden":
        return "unknown field (not part of the format; a typo?)"
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        ctx = err.get("ctx") or {}
        disc = str(ctx.get("discriminator", "")).strip("'")
        what = {"do": "step", "check": "condition"}.get(disc, "entry")
        if kind == "union_tag_not_found":
            return f"a {what} needs a {disc!r} field"
        expected = str(ctx.get("expected_tags", ""))
        return f"unknown {what} {ctx.get('tag')!r} ({disc!r} must be one of {expected})"
    msg = str(err.get("msg", "invalid value"))
    value = err.get("input")
    if kind not in ("dict_type", "list_type", "model_type") and loc and not isinstance(
            value, (dict, list)):
        shown = repr(value)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        return f"{msg} (found {shown})"
    return msg


def pydantic_issues(exc: ValidationError, data: object) -> list[tuple[str, str]]:
    """The errors of a failed validation of ``data`` as ``(place, message)`` pairs."""
    out: list[tuple[str, str]] = []
    for err in exc.errors():
        out.append((loc_to_place(err.get("loc", ()), data), _message(err)))
    return out


# -- parsing ------------------------------------------------------------------------------------


def read_json(path: Path) -> tuple[object, list[tuple[str, str]]]:
    """The parsed JSON of a file, or ``(None, [(place, message)])``."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [("(file)", f"cannot read the file: {exc}")]
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [(f"line {exc.lineno}:{exc.colno}", f"not valid JSON: {exc.msg}")]
    except ValueError as exc:  # a number with more digits than Python reads
        return None, [("(file)", f"not readable JSON: {exc}")]
    except RecursionError:
        return None, [("(file)", "not readable JSON: nested too deeply")]


def _header(data: object, fmt: str) -> list[tuple[str, str]]:
    if not isinstance(data, dict):
        return [("(top)", "the top level must be a JSON object")]
    if data.get("format") != fmt:
        return [("format", f"must be {fmt!r}, found {data.get('format')!r}")]
    version = data.get("version", FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        return [("version", f"must be an integer, found {version!r}")]
    if version != FORMAT_VERSION:
        return [("version", f"version {version} is not supported (this reader knows "
                            f"version {FORMAT_VERSION})")]
    return []


M = TypeVar("M", bound=BaseModel)


def _parse(data: object, fmt: str, model: type[M]) -> tuple[M | None, list[tuple[str, str]]]:
    issues = _header(data, fmt)
    if issues:
        return None, issues
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        return None, pydantic_issues(exc, data)
    except RecursionError:
        return None, [("(top)", "nested too deeply")]


def parse_content(data: object) -> tuple[Content | None, list[tuple[str, str]]]:
    """Parsed JSON as a :class:`Content`, or ``None`` and ``(place, message)`` pairs."""
    return _parse(data, CONTENT_FORMAT, Content)


def parse_scenario(data: object) -> tuple[Scenario | None, list[tuple[str, str]]]:
    """Parsed JSON as a :class:`Scenario`, or ``None`` and ``(place, message)`` pairs."""
    return _parse(data, SCENARIO_FORMAT, Scenario)


def scenario_duplicates(scenario: Scenario) -> list[tuple[str, str]]:
    """Ids used twice in a scenario (tiles, rooms, spaces, tokens, events, objectives,
    puzzles, epilogues, mythos events) as ``(place, message)`` pairs."""
    found: list[tuple[str, str]] = []

    def check(kind: str, entries: Iterator[tuple[str, str]]) -> None:
        first: dict[str, str] = {}
        for place, ident in entries:
            if ident in first:
                found.append((place, f"duplicate {kind} id {ident!r} (first at "
                                     f"{first[ident]})"))
            else:
                first[ident] = place

    check("tile", ((f"tiles[{i}].id", t.id) for i, t in enumerate(scenario.tiles)))
    check("room", ((f"tiles[{i}].rooms[{j}].id", r.id)
                   for i, t in enumerate(scenario.tiles) for j, r in enumerate(t.rooms)))
    check("space", ((f"tiles[{i}].rooms[{j}].spaces[{k}].id", s.id)
                    for i, t in enumerate(scenario.tiles) for j, r in enumerate(t.rooms)
                    for k, s in enumerate(r.spaces)))
    for key in ("tokens", "events", "objectives", "puzzles", "epilogues", "mythos"):
        entries: list[Any] = getattr(scenario, key)
        check(key.rstrip("s") if key != "mythos" else "mythos event",
              ((f"{key}[{i}].id", e.id) for i, e in enumerate(entries)))
    return found


# -- content sets --------------------------------------------------------------------------------


def content_files(name: str, root: Path | None = None) -> list[Path]:
    """The files of content set ``name`` in ``root`` (default: the packaged content):
    ``<name>.json`` first, then ``<name>-*.json`` in name order."""
    folder = CONTENT_DIR if root is None else root
    if not name or "-" in name or "/" in name or "\\" in name or name.startswith("."):
        return []
    whole = folder / f"{name}.json"
    parts = sorted(folder.glob(f"{name}-*.json"))
    return ([whole] if whole.is_file() else []) + [p for p in parts if p.is_file()]


def build_library(contents: Sequence[tuple[str, Content]],
                  sets: Sequence[str] = ()) -> tuple[Library, list[str]]:
    """Merge parsed content files (``(file name, content)`` pairs) into a library; the
    second value lists duplicate ids as ``file: place: message`` strings (the first
    entry with an id wins)."""
    merged: dict[str, dict[str, Any]] = {kind: {} for kind in CONTENT_KINDS}
    where: dict[tuple[str, str], str] = {}
    issues: list[str] = []
    for fname, content in contents:
        for kind in CONTENT_KINDS:
            for i, entry in enumerate(getattr(content, kind)):
                place = f"{kind}[{i}].id"
                if entry.id in merged[kind]:
                    issues.append(f"{fname}: {place}: duplicate {KIND_NAMES[kind]} id {entry.id!r} "
                                  f"(also at {where[kind, entry.id]})")
                    continue
                merged[kind][entry.id] = entry
                where[kind, entry.id] = f"{fname}: {place}"
    library = Library(sets=tuple(sets), **merged)
    return library, issues


@lru_cache(maxsize=16)
def _load_sets(sets: tuple[str, ...], root: str) -> Library:
    folder = Path(root)
    contents: list[tuple[str, Content]] = []
    issues: list[str] = []
    for name in sets:
        files = content_files(name, folder)
        if not files:
            issues.append(f"{folder}: content set {name!r} not found (no {name}.json or "
                          f"{name}-*.json)")
            continue
        for path in files:
            data, problems = read_json(path)
            content = None
            if not problems:
                content, problems = parse_content(data)
            issues.extend(f"{path.name}: {place}: {msg}" for place, msg in problems)
            if content is not None:
                issues.extend(f"{path.name}: {format_place(place)}: {msg}"
                              for place, msg in unknown_words(content))
                contents.append((path.name, content))
    library, dupes = build_library(contents, sets)
    issues.extend(dupes)
    if issues:
        raise ContentError(issues)
    return library


def load_content(sets: Sequence[str] = ("base",), *, root: str | Path | None = None) -> Library:
    """Merge the content sets ``sets`` (from the packaged ``content/`` folder, or from
    ``root``) into one :class:`Library`; :class:`ContentError` if any file is missing or
    broken or an id is used twice. Cached per process."""
    if isinstance(sets, str):
        sets = (sets,)
    folder = CONTENT_DIR if root is None else Path(root)
    return _load_sets(tuple(sets), str(folder.resolve()))


# -- scenarios -------------------------------------------------------------------------------------


def scenario_ids() -> list[str]:
    """The ids of the packaged scenarios, sorted."""
    if not SCENARIO_DIR.is_dir():
        return []
    return sorted(p.stem for p in SCENARIO_DIR.glob("*.json") if p.is_file())


def scenario_path(ref: str | Path) -> Path:
    """The file of a packaged scenario id, or ``ref`` itself if it is a path."""
    if isinstance(ref, Path):
        return ref
    if "/" in ref or "\\" in ref or ref.endswith(".json"):
        return Path(ref)
    return SCENARIO_DIR / f"{ref}.json"


def load_scenario(ref: str | Path) -> Scenario:
    """A scenario by packaged id (``scenarios/<id>.json``) or by file path;
    :class:`ContentError` if it is missing or structurally broken (run the validator for
    the full checks)."""
    path = scenario_path(ref)
    if not path.is_file():
        known = ", ".join(scenario_ids()) or "none"
        raise ContentError([f"{path}: (file): no such scenario {str(ref)!r} "
                            f"(packaged: {known})"])
    data, problems = read_json(path)
    scenario = None
    if not problems:
        scenario, problems = parse_scenario(data)
    if scenario is not None:
        problems = scenario_duplicates(scenario) + [
            (format_place(place), msg) for place, msg in unknown_words(scenario)]
    if problems:
        raise ContentError([f"{path.name}: {place}: {msg}" for place, msg in problems])
    assert scenario is not None
    return scenario
