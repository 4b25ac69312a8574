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
:class:`ContentError` whose ``problems`` are :class:`~eerie.core.problems.Problem` with
their file names (messages of the Mansions catalogs, ``mom.validate.*``, the same as the
validator's); its ``issues`` are the same in English, ``file: place: message``.

Content is cached per process (:func:`functools.lru_cache`, keyed by the set names and
the content folder); there is no other module-level mutable state.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from eerie.core.errors import english_text
from eerie.core.problems import (
    Problem,
    at_top,
    error,
    format_place,
    pydantic_problems,
    read_json,
)
from eerie.core.text import Msg, msg
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
from eerie.games.mansions.vocabulary import kind_name, unknown_words

__all__ = [
    "CONTENT_DIR",
    "CONTENT_KINDS",
    "SCENARIO_DIR",
    "ContentError",
    "Library",
    "build_library",
    "content_files",
    "english",
    "load_content",
    "load_scenario",
    "parse_content",
    "parse_scenario",
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
    "conditions": "condition", "damage": "damage_card", "horror": "horror_card",
    "insanity": "insanity_card", "mythos": "mythos_event"}
"""The singular of each content list, for messages (the ``$kind`` of
``mom.validate.duplicate`` and its kin, which the catalogs name)."""


def english(message: Msg) -> str:
    """A message of the core and Mansions catalogs in English (the English lines of
    :class:`ContentError` and of the validator's issues)."""
    return english_text(message, ("eerie", "eerie.games.mansions"))


def in_file(file: str, problem: Problem) -> Msg:
    """A problem of the named file as one message: ``file: place: text``."""
    return msg("mom.validate.in_file", file=file, problem=problem.line)


class ContentError(ValueError):
    """A content set or scenario that cannot be loaded; ``problems`` says why, each with
    the name of its file; :attr:`issues` are they in English (``file: place: message``)."""

    def __init__(self, problems: Sequence[tuple[str, Problem]]) -> None:
        self.problems: list[tuple[str, Problem]] = list(problems)
        shown = "; ".join(self.issues[:5])
        more = f" (and {len(self.issues) - 5} more)" if len(self.issues) > 5 else ""
        super().__init__(shown + more)

    @property
    def messages(self) -> list[Msg]:
        """Each problem as one message with its file (see :func:`in_file`)."""
        return [in_file(file, problem) for file, problem in self.problems]

    @property
    def issues(self) -> list[str]:
        """Each problem in English, ``file: place: message``."""
        return [english(line) for line in self.messages]


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


# -- parsing ------------------------------------------------------------------------------------


def _header(data: object, fmt: str) -> list[Problem]:
    if not isinstance(data, dict):
        return [error(at_top(), "mom.validate.not_object")]
    if data.get("format") != fmt:
        return [error("format", "mom.validate.format", expected=fmt,
                      found=repr(data.get("format")))]
    version = data.get("version", FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool):
        return [error("version", "mom.validate.version_type", found=repr(version))]
    if version != FORMAT_VERSION:
        return [error("version", "mom.validate.version", version=version,
                      known=FORMAT_VERSION)]
    return []


M = TypeVar("M", bound=BaseModel)


def _parse(data: object, fmt: str, model: type[M]) -> tuple[M | None, list[Problem]]:
    issues = _header(data, fmt)
    if issues:
        return None, issues
    try:
        return model.model_validate(data), []
    except ValidationError as exc:
        return None, pydantic_problems(exc, data)
    except RecursionError:
        return None, [error(at_top(), "mom.validate.too_deep")]


def parse_content(data: object) -> tuple[Content | None, list[Problem]]:
    """Parsed JSON as a :class:`Content`, or ``None`` and its problems."""
    return _parse(data, CONTENT_FORMAT, Content)


def parse_scenario(data: object) -> tuple[Scenario | None, list[Problem]]:
    """Parsed JSON as a :class:`Scenario`, or ``None`` and its problems."""
    return _parse(data, SCENARIO_FORMAT, Scenario)


def scenario_duplicates(scenario: Scenario) -> list[Problem]:
    """Ids used twice in a scenario (tiles, rooms, spaces, tokens, events, objectives,
    puzzles, epilogues, mythos events) as problems at the second one."""
    found: list[Problem] = []

    def check(kind: str, entries: Iterator[tuple[str, str]]) -> None:
        first: dict[str, str] = {}
        for place, ident in entries:
            if ident in first:
                found.append(error(place, "mom.validate.duplicate", kind=kind_name(kind),
                                   id=ident, first=first[ident]))
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
        check(key.rstrip("s") if key != "mythos" else "mythos_event",
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
                  sets: Sequence[str] = ()) -> tuple[Library, list[tuple[str, Problem]]]:
    """Merge parsed content files (``(file name, content)`` pairs) into a library; the
    second value lists duplicate ids as problems with their file names (the first
    entry with an id wins; the problem names its file and place)."""
    merged: dict[str, dict[str, Any]] = {kind: {} for kind in CONTENT_KINDS}
    where: dict[tuple[str, str], tuple[str, str]] = {}
    issues: list[tuple[str, Problem]] = []
    for fname, content in contents:
        for kind in CONTENT_KINDS:
            for i, entry in enumerate(getattr(content, kind)):
                place = f"{kind}[{i}].id"
                if entry.id in merged[kind]:
                    first_file, first_place = where[kind, entry.id]
                    name = kind_name(KIND_NAMES[kind])
                    problem = (error(place, "mom.validate.duplicate", kind=name, id=entry.id,
                                     first=first_place)
                               if first_file == fname else
                               error(place, "mom.validate.duplicate_in", kind=name,
                                     id=entry.id, file=first_file, first=first_place))
                    issues.append((fname, problem))
                    continue
                merged[kind][entry.id] = entry
                where[kind, entry.id] = (fname, place)
    library = Library(sets=tuple(sets), **merged)
    return library, issues


@lru_cache(maxsize=16)
def _load_sets(sets: tuple[str, ...], root: str) -> Library:
    folder = Path(root)
    contents: list[tuple[str, Content]] = []
    issues: list[tuple[str, Problem]] = []
    for name in sets:
        files = content_files(name, folder)
        if not files:
            issues.append((str(folder), Problem(None, msg("mom.validate.set_not_found",
                                                           set=name))))
            continue
        for path in files:
            data, unread = read_json(path)
            content, problems = (None, [unread]) if unread is not None else parse_content(data)
            issues.extend((path.name, problem) for problem in problems)
            if content is not None:
                issues.extend((path.name, Problem(format_place(place), text))
                              for place, text in unknown_words(content))
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
        known = scenario_ids()
        raise ContentError([(str(path), Problem(None, msg(
            "mom.validate.no_scenario", ref=str(ref), n=len(known),
            known=", ".join(known))))])
    data, unread = read_json(path)
    scenario, problems = (None, [unread]) if unread is not None else parse_scenario(data)
    if scenario is not None:
        problems = scenario_duplicates(scenario) + [
            Problem(format_place(place), text) for place, text in unknown_words(scenario)]
    if problems:
        raise ContentError([(path.name, problem) for problem in problems])
    assert scenario is not None
    return scenario
