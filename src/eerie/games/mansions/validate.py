"""``eerie validate`` for Mansions of Madness scenario and content files.

:func:`validate_file` reads any file and returns a list of :class:`Issue` (``file``,
``place``, ``message``; ``str()`` gives ``file: place: message``). The place is a JSON
path into the file, e.g. ``events[3].steps[2].pass[0]``. A bad file yields issues,
never an exception: JSON syntax errors, wrong types and unknown fields come from the
pydantic models of :mod:`eerie.games.mansions.schema` (translated to places); the
semantic checks below run once the file has the right shape.

Scenario files (``format: eerie-mansions-scenario``):

* duplicate ids (tiles, rooms, spaces, tokens, events, objectives, puzzles, epilogues,
  mythos events);
* every reference resolves: tiles, rooms and spaces (edges, links, tokens, start,
  steps), tokens, events, objectives, epilogues (and their kind), puzzles, and the
  content of the scenario's content sets (monster kinds, items, spells, conditions);
* translations: every text has ``en`` and ``ko`` (``zh`` optional), no other language,
  no empty text;
* every step and condition is a word of the Mansions language (a guard against the
  file format and :data:`~eerie.games.mansions.language.LANGUAGE` drifting apart);

The analyses below are :mod:`eerie.script.analysis`'s, shared by scripted games:

* events that can never fire: an event runs only if a trigger, a time limit, a scenario
  mythos event, a token that is placed at some point, or a step of an event that itself
  fires runs it (reachability from those roots; ``token_used`` and ``puzzle_solved``
  triggers count once their token is placed or their puzzle opened);
* victory: some ``victory`` step must be reachable from those roots; no reachable
  ``defeat`` step is a warning;
* variables: a variable read by a condition that no step sets and that is not declared
  is an error; an undeclared variable that may be read before any step set it is an
  error too (see :class:`_VarFlow` for the analysis and its limits);
* conditions that can never hold, judged by the values each variable can take (see
  :func:`_var_values`): a trigger, time limit or mythos event behind one never fires (an
  error, and it is no root of the reachability above); an ``if`` branch or choice
  option behind one never runs (a warning; its steps are not reachable);
  ``monster_defeated`` triggers count once a spawn of their kind can run, and a kind
  that nothing spawns is an error;
* the map: spaces of one tile do not overlap, the spaces of each room are connected,
  edges stay inside their tile, links join different tiles, the start tiles are
  connected (by borders and doors) and hold the start space, every other tile is placed
  by a ``place_tile`` step of an event that can fire, explore tokens on doors sit on a
  door edge and lead to a tile that is not yet placed (and that their event places);
* triggers carry the fields their ``on`` needs; time limits have increasing rounds;
  tokens are placed and puzzles opened somewhere (warnings otherwise).

Warnings are :class:`Issue` with ``level == "warning"`` (``str()`` shows ``warning:``).
Every message is a :class:`~eerie.core.text.Msg` of the Mansions catalogs (keys
``mom.validate.*``); an :class:`Issue` holds a :class:`~eerie.core.problems.Problem`, and
its ``str()`` is the English text. ``eerie validate`` gets the problems
(:data:`FILE_VALIDATORS`) and says them in the reader's language.

Content files (``format: eerie-mansions-content``): duplicate ids (also against the
other files of the same set), translations, references (starting possessions, items,
spells, conditions, monster kinds in steps), monsters answer all five attack kinds,
activation lines name existing attacks, investigator skills are 2 to 5, cards do not
use scenario-only steps (tiles, tokens, events, objectives, puzzles, endings), and a
condition costing the next turn's first action does not discard itself at the end of a
turn. In both kinds of file every trait must be a word of
:mod:`eerie.games.mansions.vocabulary`; an item word a rule reads that no item of the
content carries is a warning.
References from a content file resolve against its own set (``<set>.json`` and
``<set>-*.json`` beside it) plus the ``base`` set in the same folder.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, TypeVar

from pydantic import BaseModel

from eerie.core.graph import distances
from eerie.core.problems import Problem, at_top, format_place, read_json
from eerie.core.text import LANGUAGES, Msg, msg
from eerie.games.mansions.language import LANGUAGE
from eerie.games.mansions.library import (
    CONTENT_KINDS,
    KIND_NAMES,
    ContentError,
    Library,
    build_library,
    content_files,
    english,
    load_content,
    parse_content,
    parse_scenario,
    scenario_duplicates,
)
from eerie.games.mansions.schema import (
    CONTENT_FORMAT,
    SCENARIO_FORMAT,
    SKILLS,
    AtCond,
    Choice,
    ClearBoard,
    Condition,
    Content,
    DiscardCost,
    DiscardTile,
    End,
    Feature,
    FlipCondition,
    ForcedMove,
    GainCondition,
    GainItem,
    HasItemCond,
    If,
    LosePossession,
    LText,
    MixedHarm,
    MonsterCond,
    MoveInvestigator,
    Objective,
    PlaceTile,
    PlaceToken,
    Puzzle,
    RemoveMonster,
    RemoveToken,
    Run,
    Scenario,
    SetVar,
    Space,
    Spawn,
    Test,
    TileCond,
    TokenCond,
    VarCond,
    walk_models,
)
from eerie.games.mansions.vocabulary import kind_name, unknown_words, unused_rule_words
from eerie.script.analysis import (
    Entry,
    Fact,
    Values,
    VarFlow,
    Vars,
    Write,
    live_steps,
    may_hold,
    reachable_events,
    set_writes,
    variable_values,
    why_never,
)
from eerie.script.analysis import unknown_words as script_words

__all__ = ["FILE_VALIDATORS", "Issue", "check_content_file", "validate_content",
           "validate_data", "validate_file", "validate_scenario"]

REQUIRED_LANGUAGES: tuple[str, ...] = ("en", "ko")
ATTACK_KINDS: tuple[str, ...] = ("heavy", "bladed", "firearm", "spell", "unarmed")
EPS = 1e-9

Level = Literal["error", "warning"]
Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class Issue:
    """One problem in a file: the file's name and the :class:`Problem` (where it is,
    what is wrong, how bad). The text properties are English, from the catalogs."""

    file: str
    problem: Problem

    @property
    def level(self) -> Level:
        """``"error"`` or ``"warning"``."""
        return self.problem.level

    @property
    def place(self) -> str:
        """A JSON path into the file (``events[3].steps[2].pass[0]``), ``line L, column
        C`` for a syntax error, ``(top)`` for the whole content, ``(file)`` for the file
        itself, in English."""
        place = self.problem.place
        if place is None:
            return "(file)"
        return place if isinstance(place, str) else english(place)

    @property
    def message(self) -> str:
        """What is wrong, in English."""
        return english(self.problem.text)

    def short(self) -> str:
        """``place: message`` in English (without the file; ``place: warning: message``
        for a warning, the message alone for the file itself)."""
        return english(self.problem.line)

    def __str__(self) -> str:
        return f"{self.file}: {self.short()}"



# -- entry points --------------------------------------------------------------------------


def validate_file(path: str | Path, *, library: Library | None = None,
                  content_root: str | Path | None = None) -> list[Issue]:
    """Every problem of the scenario or content file at ``path`` (empty: good).

    A scenario's references to content resolve against ``library`` if given, else the
    scenario's content sets loaded from ``content_root``, else from the scenario's own
    folder if it holds all of them (as the game does for self-contained scenarios), else
    from the packaged ``content/`` folder."""
    path = Path(path)
    file = str(path)
    data, unread = read_json(path)
    if unread is not None:
        return [Issue(file, unread)]
    return validate_data(data, file, library=library, content_root=content_root,
                         folder=path.parent, name=path.name)


def validate_data(data: object, file: str = "<data>", *, library: Library | None = None,
                  content_root: str | Path | None = None, folder: Path | None = None,
                  name: str | None = None) -> list[Issue]:
    """Every problem of parsed JSON, dispatched on its ``format`` field."""
    fmt = data.get("format") if isinstance(data, dict) else None
    try:
        if fmt == SCENARIO_FORMAT:
            return validate_scenario(data, file, library=library, content_root=content_root,
                                     folder=folder)
        if fmt == CONTENT_FORMAT:
            return validate_content(data, file, folder=folder, name=name)
    except RecursionError:
        return [Issue(file, Problem(at_top(), msg("mom.validate.too_deep")))]
    if not isinstance(data, dict):
        return [Issue(file, Problem(at_top(), msg("mom.validate.not_object")))]
    return [Issue(file, Problem("format", msg("mom.validate.unknown_format", format=repr(fmt),
                                              scenario=SCENARIO_FORMAT,
                                              content=CONTENT_FORMAT)))]


# -- walking models ------------------------------------------------------------------------


@cache
def _ltext_fields(cls: type[BaseModel]) -> tuple[tuple[str, str], ...]:
    """``(attribute, key in the file)`` of every :data:`LText` field of a model."""
    out = []
    for fname, field in cls.model_fields.items():
        if field.annotation == LText or field.annotation == (LText | None):
            out.append((fname, field.alias or fname))
    return tuple(out)


def _overlap(a: Space, b: Space) -> bool:
    return (a.x < b.x + b.w - EPS and b.x < a.x + a.w - EPS
            and a.y < b.y + b.h - EPS and b.y < a.y + a.h - EPS)


def _touch(a: Space, b: Space) -> bool:
    """Whether two spaces share a side of positive length on the drawing."""
    def close(u: float, v: float) -> bool:
        return math.isclose(u, v, abs_tol=1e-6)
    ys = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    xs = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)
    if (close(a.x + a.w, b.x) or close(b.x + b.w, a.x)) and ys > 1e-6:
        return True
    return (close(a.y + a.h, b.y) or close(b.y + b.h, a.y)) and xs > 1e-6


# -- variable values ------------------------------------------------------------------------


def _writes(model: object) -> Iterator[Write]:
    """The variable writes of a step: ``set``, and a test's ``record`` (it adds
    successes, never a negative number)."""
    yield from set_writes(model)
    if isinstance(model, Test) and model.record is not None:
        yield Write(model.record, None, 1)


def _var_values(sc: Scenario, library: Library | None) -> dict[str, Values]:
    """What each variable can be over a whole game (:func:`eerie.script.analysis.
    variable_values`), from every ``set`` step and test ``record`` in the scenario and
    its content, whether or not they can run."""
    roots: list[object] = [sc]
    if library is not None:
        roots += [list(table.values()) for table in (
            library.investigators, library.monsters, library.items, library.spells,
            library.conditions, library.damage, library.horror, library.insanity,
            library.mythos)]
    writes = [w for root in roots for _, model in walk_models(root) for w in _writes(model)]
    return variable_values(sc.variables, writes)


# -- shared checks -------------------------------------------------------------------------


class _Checker:
    """Collects issues of one file."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.issues: list[Issue] = []

    def add(self, parts: Path_ | str | Msg, text: Msg) -> None:
        """An error at ``parts`` saying ``text``."""
        self.put(parts, text)

    def warn(self, parts: Path_ | str | Msg, text: Msg) -> None:
        """A warning at ``parts`` saying ``text``."""
        self.put(parts, text, "warning")

    def put(self, parts: Path_ | str | Msg, text: Msg, level: Level = "error") -> None:
        """A problem at ``parts`` (a JSON path, its parts, or a place such as
        :func:`~eerie.core.problems.at_top`) saying ``text``."""
        place = parts if isinstance(parts, str | Msg) else format_place(parts)
        self.issues.append(Issue(self.file, Problem(place, text, level)))

    def translations(self, root: BaseModel) -> None:
        for parts, model in walk_models(root):
            for attr, key in _ltext_fields(type(model)):
                text = getattr(model, attr)
                if text is None:
                    continue
                here = (*parts, key)
                missing = [lang for lang in REQUIRED_LANGUAGES if lang not in text]
                if missing:
                    self.add(here, msg("mom.validate.missing_translation",
                                       langs=", ".join(missing)))
                for lang, value in text.items():
                    if lang not in LANGUAGES:
                        self.add(here, msg("mom.validate.unknown_language", lang=lang))
                    elif not value.strip():
                        self.add((*here, lang), msg("mom.validate.empty_text"))

    def words(self, root: BaseModel, library: Library | None,
              scripts: Sequence[object]) -> None:
        """The free words (:mod:`eerie.games.mansions.vocabulary`): a trait no rule
        reads is an error; an item word that a rule reads (the engine, or ``scripts``)
        while no item of ``library`` carries it is a warning."""
        for place, message in unknown_words(root):
            self.put(place, message)
        if library is not None:
            for message in unused_rule_words(library.items.values(), scripts):
                self.put(at_top(), message, "warning")

    def forced_move(self, parts: Path_, model: ForcedMove, *, scenario: bool) -> None:
        """A forced move names exactly one target: a space (scenarios only) or a
        monster (``this`` only where a monster is in question: content cards)."""
        if (model.space is None) == (model.monster is None):
            self.add(parts, msg("mom.validate.forced_move_target"))
        if model.kind is not None and model.monster != "nearest":
            self.add((*parts, "kind"), msg("mom.validate.forced_move_kind"))
        if scenario and model.monster == "this":
            self.add((*parts, "monster"), msg("mom.validate.forced_move_this"))
        if model.space is not None:
            if not scenario:
                self.add((*parts, "space"), msg("mom.validate.content_space"))
            elif isinstance(self, _ScenarioCheck):
                self.space_ref((*parts, "space"), model.space)

    def content_refs(self, parts: Path_, model: BaseModel, lib: Library) -> None:
        """References from steps and conditions to content (monsters, items, spells,
        conditions)."""
        if isinstance(model, (Spawn, MonsterCond, RemoveMonster, ForcedMove)):
            if model.kind is not None and model.kind not in lib.monsters:
                self.unknown((*parts, "kind"), "monster_kind", model.kind)
        elif isinstance(model, GainItem):
            table = lib.items if model.do == "item" else lib.spells
            if model.id not in table:
                self.unknown((*parts, "id"), model.do, model.id)
        elif isinstance(model, GainCondition) and model.id not in lib.conditions:
            self.unknown((*parts, "id"), "condition", model.id)
        elif isinstance(model, FlipCondition):
            if model.id not in lib.conditions:
                self.unknown((*parts, "id"), "condition", model.id)
            elif not lib.conditions[model.id].copies:
                self.add((*parts, "id"), msg("mom.validate.condition_one_sided", id=model.id))
        elif isinstance(model, (LosePossession, DiscardCost)):
            if model.item is not None and model.trait is not None:
                self.add(parts, msg("mom.validate.item_and_trait"))
            if isinstance(model, DiscardCost) and model.item is None and model.trait is None:
                self.add(parts, msg("mom.validate.cost_needs_item"))
            if model.item is not None and model.item not in lib.items \
                    and model.item not in lib.spells:
                self.unknown((*parts, "item"), "item_or_spell", model.item)
        elif isinstance(model, HasItemCond):
            if model.item is None and model.trait is None:
                self.add(parts, msg("mom.validate.has_needs_item"))
            if model.item is not None and model.item not in lib.items \
                    and model.item not in lib.spells:
                self.unknown((*parts, "item"), "item_or_spell", model.item)

    def unknown(self, parts: Path_ | str, kind: str, ident: str) -> None:
        """An error: ``parts`` names a ``kind`` of thing (``tile``, ``item_or_spell``...)
        that does not exist."""
        self.add(parts, msg("mom.validate.unknown", what=kind_name(kind), id=ident))


# -- scenarios -----------------------------------------------------------------------------


def validate_scenario(data: object, file: str = "<scenario>", *,
                      library: Library | None = None,
                      content_root: str | Path | None = None,
                      folder: Path | None = None) -> list[Issue]:
    """Every problem of a parsed scenario file (see the module documentation and
    :func:`validate_file` for where content comes from; ``folder`` is the scenario
    file's folder)."""
    scenario, problems = parse_scenario(data)
    if scenario is None:
        return [Issue(file, problem) for problem in problems]
    check = _ScenarioCheck(scenario, file)
    if library is None and content_root is None and folder is not None and all(
            content_files(name, folder) for name in scenario.content):
        content_root = folder
    if library is None:
        try:
            library = load_content(scenario.content, root=content_root)
        except ContentError as exc:
            check.add("content", msg("mom.validate.content_unloadable",
                                     sets=", ".join(scenario.content),
                                     first=exc.messages[0], more=len(exc.messages) - 1))
    check.run(library)
    return check.issues


M = TypeVar("M", bound=BaseModel)


def _first_by_id(entries: Sequence[M]) -> dict[str, M]:
    out: dict[str, M] = {}
    for entry in entries:
        out.setdefault(getattr(entry, "id"), entry)  # noqa: B009
    return out


class _ScenarioCheck(_Checker):
    def __init__(self, scenario: Scenario, file: str) -> None:
        super().__init__(file)
        self.sc = scenario
        sc = scenario
        # by id; with duplicate ids (reported) the first entry wins
        self.tiles = _first_by_id(sc.tiles)
        self.rooms: dict[str, str] = {}
        """room id -> tile id"""
        self.spaces: dict[str, Space] = {}
        self.space_tile: dict[str, str] = {}
        self.space_room: dict[str, str] = {}
        for tile in sc.tiles:
            for room in tile.rooms:
                self.rooms.setdefault(room.id, tile.id)
                for space in room.spaces:
                    if space.id not in self.spaces:
                        self.spaces[space.id] = space
                        self.space_tile[space.id] = tile.id
                        self.space_room[space.id] = room.id
        self.tokens = _first_by_id(sc.tokens)
        self.events = _first_by_id(sc.events)
        self.objectives = {o.id for o in sc.objectives}
        self.puzzles = {p.id for p in sc.puzzles}
        self.epilogues = _first_by_id(sc.epilogues)
        self.reached: set[str] = set(self.events)
        """Events that can fire (all until :meth:`event_reachability` has run)."""
        self.values: dict[str, Values] = {}
        """What each variable can be (see :func:`_var_values`); unknown ones: anything."""
        self.content_spawns: set[str] = set()
        """Monster kinds that content cards can spawn."""
        self.edges: dict[frozenset[str], str] = {}
        for tile in sc.tiles:
            for edge in tile.edges:
                self.edges.setdefault(frozenset((edge.a, edge.b)), edge.type)
        for edge in sc.links:
            self.edges.setdefault(frozenset((edge.a, edge.b)), edge.type)

    # -- driver --

    def run(self, library: Library | None) -> None:
        self.issues += [Issue(self.file, problem) for problem in scenario_duplicates(self.sc)]
        self.translations(self.sc)
        for parts, steps in self.scripts():  # the schema's words against the language's
            for where, problem in script_words(LANGUAGE, steps, parts):
                self.put(where, problem)
        self.words(self.sc, library, [self.sc])
        self.references(library)
        self.board_clears()
        self.triggers()
        self.values = _var_values(self.sc, library)
        self.content_spawns = set() if library is None else {
            model.kind for table in (library.items, library.spells, library.conditions,
                                     library.damage, library.horror, library.insanity,
                                     library.mythos, library.monsters)
            for _, model in walk_models(list(table.values())) if isinstance(model, Spawn)}
        reachable = self.event_reachability()
        self.map()
        self.tokens_placed()
        self.endings(reachable)
        self.variables()
        self.dead_conditions()
        self.time_limits()

    def scripts(self) -> Iterator[tuple[Path_, Sequence[Any]]]:
        """Every top-level step list of the scenario."""
        for i, event in enumerate(self.sc.events):
            yield ("events", i, "steps"), event.steps
        for i, myth in enumerate(self.sc.mythos):
            yield ("mythos", i, "steps"), myth.steps

    def all_steps(self) -> Iterator[tuple[Path_, Any]]:
        for parts, steps in self.scripts():
            yield from LANGUAGE.walk(steps, parts)

    def can_hold(self, cond: object | None) -> bool:
        """Whether a condition (None: none) can ever hold."""
        return cond is None or may_hold(cond, True, self.values)

    def live_steps(self, steps: Sequence[Any], parts: Path_) -> Iterator[tuple[Path_, Any]]:
        """Like :meth:`Language.walk`, but skipping the branches of ``if`` steps and the
        choice options that their conditions can never let run."""
        return live_steps(LANGUAGE, steps, parts, self.values)

    def spawnable(self) -> set[str]:
        """Monster kinds that some spawn step, start monster or content card names."""
        kinds = {m.kind for m in self.sc.start.monsters} | self.content_spawns
        return kinds | {s.kind for _, s in self.all_steps() if isinstance(s, Spawn)}

    def dead_conditions(self) -> None:
        """Report conditions that can never hold (by :func:`_var_values`) and
        ``monster_defeated`` triggers on kinds that never appear: errors where a trigger,
        time limit or mythos event can then never happen, warnings for ``if`` branches
        and choice options that can never run."""
        vals = self.values
        spawnable = self.spawnable()
        for i, trigger in enumerate(self.sc.triggers):
            if trigger.cond is not None and not self.can_hold(trigger.cond):
                self.add(("triggers", i, "cond"), msg("mom.validate.never_holds.trigger",
                                                      why=why_never(trigger.cond, vals)))
            if trigger.on == "monster_defeated" and trigger.kind is not None \
                    and trigger.kind not in spawnable:
                self.add(("triggers", i, "kind"), msg("mom.validate.never_spawned",
                                                      kind=trigger.kind))
        for i, limit in enumerate(self.sc.time_limits):
            if not self.can_hold(limit.cond):
                self.add(("time_limits", i, "cond"), msg("mom.validate.never_holds.time_limit",
                                                         why=why_never(limit.cond, vals)))
        for i, myth in enumerate(self.sc.mythos):
            if not self.can_hold(myth.when):
                self.add(("mythos", i, "when"), msg("mom.validate.never_holds.mythos",
                                                    why=why_never(myth.when, vals)))
        for parts, step in self.all_steps():
            if isinstance(step, If):
                if step.then and not self.can_hold(step.cond):
                    self.warn((*parts, "cond"), msg("mom.validate.never_holds.then",
                                                    why=why_never(step.cond, vals)))
                if step.else_ and not may_hold(step.cond, False, vals):
                    self.warn((*parts, "cond"), msg("mom.validate.always_holds_else"))
            elif isinstance(step, Choice):
                for j, option in enumerate(step.options):
                    if not self.can_hold(option.when):
                        self.warn((*parts, "options", j, "when"), msg(
                            "mom.validate.never_holds.option",
                            why=why_never(option.when, vals)))

    def board_clears(self) -> None:
        """Warn when a ``clear_board`` is not followed, later in its script (or in an
        event it then runs), by a ``move_investigator`` with ``who: "off_board"``: the
        investigators would stay off the board."""
        def places(steps: Sequence[Any]) -> bool:
            return any(isinstance(x, MoveInvestigator) and x.who == "off_board"
                       for _, x in LANGUAGE.walk(steps, ()))

        placing = {e.id for e in self.sc.events if places(e.steps)}

        def lists(steps: Sequence[Any], parts: Path_) -> Iterator[tuple[Path_, Sequence[Any]]]:
            yield parts, steps
            for i, one in enumerate(steps):
                for b in LANGUAGE.branches(one):
                    yield from lists(b.steps, (*parts, i, *b.key_path))

        for root, steps in self.scripts():
            for parts, seq in lists(steps, root):
                for i, one in enumerate(seq):
                    if not isinstance(one, ClearBoard):
                        continue
                    rest = [x for _, x in LANGUAGE.walk(seq[i + 1:], ())]
                    if not (places(seq[i + 1:]) or any(
                            isinstance(x, Run) and x.id in placing for x in rest)):
                        self.warn((*parts, i), msg("mom.validate.clear_board_stranded"))

    # -- references --

    def space_ref(self, parts: Path_, space: str) -> bool:
        if space not in self.spaces:
            self.unknown(parts, "space", space)
            return False
        return True

    def references(self, library: Library | None) -> None:
        sc = self.sc
        for parts, model in walk_models(sc):
            if library is not None:
                self.content_refs(parts, model, library)
            if isinstance(model, PlaceTile) and model.tile not in self.tiles:
                self.unknown((*parts, "tile"), "tile", model.tile)
            elif isinstance(model, (PlaceToken, RemoveToken, TokenCond)) \
                    and model.token not in self.tokens:
                self.unknown((*parts, "token"), "token", model.token)
            elif isinstance(model, TileCond) and model.tile not in self.tiles:
                self.unknown((*parts, "tile"), "tile", model.tile)
            elif isinstance(model, AtCond):
                for i, room in enumerate(model.rooms):
                    if room not in self.rooms:
                        self.unknown((*parts, "rooms", i), "room", room)
            elif isinstance(model, (Feature, MoveInvestigator)):
                self.space_ref((*parts, "space"), model.space)
            elif isinstance(model, DiscardTile) and model.tile not in self.tiles:
                self.unknown((*parts, "tile"), "tile", model.tile)
            elif isinstance(model, RemoveMonster):
                if model.space is not None:
                    self.space_ref((*parts, "space"), model.space)
                elif model.kind is None:
                    self.add(parts, msg("mom.validate.remove_monster_target"))
            elif isinstance(model, ForcedMove):
                self.forced_move(parts, model, scenario=True)
            elif isinstance(model, MixedHarm) and model.damage + model.horror <= 0:
                self.add(parts, msg("mom.validate.harm_empty"))
            elif isinstance(model, Spawn):
                if model.space is not None:
                    self.space_ref((*parts, "space"), model.space)
                elif model.near is None:
                    self.add(parts, msg("mom.validate.spawn_target"))
                if model.space is not None and model.near is not None:
                    self.add(parts, msg("mom.validate.spawn_both"))
            elif isinstance(model, Objective) and model.id not in self.objectives:
                self.unknown((*parts, "id"), "objective", model.id)
            elif isinstance(model, Puzzle) and model.id not in self.puzzles:
                self.unknown((*parts, "id"), "puzzle", model.id)
            elif isinstance(model, Run) and model.id not in self.events:
                self.unknown((*parts, "id"), "event", model.id)
            elif isinstance(model, End):
                epilogue = self.epilogues.get(model.epilogue)
                if epilogue is None:
                    self.unknown((*parts, "epilogue"), "epilogue", model.epilogue)
                elif epilogue.kind != model.do:
                    self.add((*parts, "epilogue"), msg(
                        "mom.validate.epilogue_kind", id=model.epilogue, kind=epilogue.kind,
                        end=model.do))
            elif isinstance(model, SetVar) and (model.value is None) == (model.add is None):
                    self.add(parts, msg("mom.validate.set_value_or_add"))
        for i, token in enumerate(sc.tokens):
            here: Path_ = ("tokens", i)
            self.space_ref((*here, "space"), token.space)
            if token.event is not None and token.event not in self.events:
                self.unknown((*here, "event"), "event", token.event)
            if token.door is not None:
                for j, space in enumerate(token.door):
                    self.space_ref((*here, "door", j), space)
        for i, trigger in enumerate(sc.triggers):
            here = ("triggers", i)
            if trigger.event not in self.events:
                self.unknown((*here, "event"), "event", trigger.event)
            if trigger.token is not None and trigger.token not in self.tokens:
                self.unknown((*here, "token"), "token", trigger.token)
            if trigger.puzzle is not None and trigger.puzzle not in self.puzzles:
                self.unknown((*here, "puzzle"), "puzzle", trigger.puzzle)
            if trigger.kind is not None and library is not None \
                    and trigger.kind not in library.monsters:
                self.unknown((*here, "kind"), "monster_kind", trigger.kind)
        for i, limit in enumerate(sc.time_limits):
            if limit.event not in self.events:
                self.unknown(("time_limits", i, "event"), "event", limit.event)
        start = sc.start
        for i, tile in enumerate(start.tiles):
            if tile not in self.tiles:
                self.unknown(("start", "tiles", i), "tile", tile)
        if self.space_ref(("start", "space"), start.space) \
                and self.space_tile[start.space] not in start.tiles:
            self.add(("start", "space"), msg("mom.validate.start_space_tile", space=start.space,
                                             tile=self.space_tile[start.space]))
        for i, tok in enumerate(start.tokens):
            found = self.tokens.get(tok)
            if found is None:
                self.unknown(("start", "tokens", i), "token", tok)
            elif found.space in self.space_tile \
                    and self.space_tile[found.space] not in start.tiles:
                self.add(("start", "tokens", i), msg("mom.validate.start_token_tile", token=tok,
                                                     space=found.space))
        for i, spawn in enumerate(start.monsters):
            if spawn.space is None:
                self.add(("start", "monsters", i), msg("mom.validate.start_monster_space"))
            elif spawn.space in self.space_tile \
                    and self.space_tile[spawn.space] not in start.tiles:
                self.add(("start", "monsters", i, "space"), msg("mom.validate.start_monster_tile",
                                                                space=spawn.space))
        if start.objective not in self.objectives:
            self.unknown(("start", "objective"), "objective", start.objective)

    def triggers(self) -> None:
        needs = {"monster_defeated": "kind", "token_used": "token",
                 "puzzle_solved": "puzzle", "variable": "cond"}
        for i, trigger in enumerate(self.sc.triggers):
            needed = needs.get(trigger.on)
            if needed is not None and getattr(trigger, needed) is None:
                self.add(("triggers", i), msg("mom.validate.trigger_needs", on=trigger.on,
                                              field=needed))
            for extra in ("kind", "token", "puzzle"):
                if extra != needed and getattr(trigger, extra) is not None:
                    self.add(("triggers", i, extra), msg("mom.validate.trigger_extra",
                                                         field=extra, on=trigger.on))

    def time_limits(self) -> None:
        last = 0
        for i, limit in enumerate(self.sc.time_limits):
            if limit.round <= last:
                self.add(("time_limits", i, "round"), msg("mom.validate.rounds_increase",
                                                          round=limit.round, last=last))
            last = max(last, limit.round)

    # -- the map --

    def map(self) -> None:
        sc = self.sc
        seen_edges: dict[frozenset[str], str] = {}

        def edge_check(parts: Path_, a: str, b: str, tile: str | None) -> None:
            ok = self.space_ref((*parts, "a"), a) & self.space_ref((*parts, "b"), b)
            if a == b:
                self.add(parts, msg("mom.validate.edge_self", space=a))
                return
            key = frozenset((a, b))
            if key in seen_edges:
                self.add(parts, msg("mom.validate.edge_twice", a=a, b=b, first=seen_edges[key]))
            else:
                seen_edges[key] = format_place(parts)
            if not ok:
                return
            ta, tb = self.space_tile[a], self.space_tile[b]
            if tile is not None and (ta != tile or tb != tile):
                other = a if ta != tile else b
                self.add(parts, msg("mom.validate.edge_across_tiles", space=other,
                                    tile=self.space_tile[other], edge_tile=tile))
            if tile is None and ta == tb:
                self.add(parts, msg("mom.validate.link_same_tile", tile=ta))

        for i, tile in enumerate(sc.tiles):
            for j, edge in enumerate(tile.edges):
                edge_check(("tiles", i, "edges", j), edge.a, edge.b, tile.id)
        for i, edge in enumerate(sc.links):
            edge_check(("links", i), edge.a, edge.b, None)

        # geometry: sizes, overlaps on a tile, rooms connected inside
        for i, tile in enumerate(sc.tiles):
            placed: list[tuple[Path_, Space]] = []
            for j, room in enumerate(tile.rooms):
                for k, space in enumerate(room.spaces):
                    here: Path_ = ("tiles", i, "rooms", j, "spaces", k)
                    if not all(math.isfinite(v) for v in (space.x, space.y, space.w, space.h)):
                        self.add(here, msg("mom.validate.not_finite"))
                        continue
                    if space.w <= 0 or space.h <= 0:
                        self.add(here, msg("mom.validate.not_positive"))
                        continue
                    for there, other in placed:
                        if _overlap(space, other):
                            self.add(here, msg("mom.validate.overlap", space=space.id,
                                               other=other.id, place=format_place(there),
                                               tile=tile.id))
                    placed.append((here, space))
                if len(room.spaces) > 1:
                    self.room_connected(("tiles", i, "rooms", j), room.id,
                                        [s.id for s in room.spaces])

        # start tiles connected
        start_tiles = [t for t in sc.start.tiles if t in self.tiles]
        if sc.start.space in self.spaces and start_tiles:
            spaces = [s for s, t in self.space_tile.items() if t in start_tiles]
            reached = self.connected_from(sc.start.space, set(spaces))
            for room_id in dict.fromkeys(self.space_room[s] for s in spaces):
                room_spaces = [s for s in spaces if self.space_room[s] == room_id]
                if not any(s in reached for s in room_spaces):
                    self.add(self.room_place(room_id), msg("mom.validate.start_room_unreached",
                                                           room=room_id, start=sc.start.space))

        # every other tile placed by some step
        placed_tiles: dict[str, bool] = {}
        for parts, steps in self.scripts():
            live = parts[0] == "mythos" or self.sc.events[int(parts[1])].id in self.reached
            for _, step in LANGUAGE.walk(steps, parts):
                if isinstance(step, PlaceTile):
                    placed_tiles[step.tile] = placed_tiles.get(step.tile, False) or live
        for i, tile in enumerate(sc.tiles):
            if tile.id in sc.start.tiles:
                continue
            if tile.id not in placed_tiles:
                self.add(("tiles", i), msg("mom.validate.tile_not_placed", tile=tile.id))
            elif not placed_tiles[tile.id]:
                self.add(("tiles", i), msg("mom.validate.tile_never_placed", tile=tile.id))

        # explore tokens on doors
        for i, token in enumerate(sc.tokens):
            if token.door is None:
                continue
            here = ("tokens", i, "door")
            a, b = token.door
            if a not in self.spaces or b not in self.spaces:
                continue
            if token.space not in (a, b):
                self.add(("tokens", i, "space"), msg("mom.validate.token_off_door",
                                                     space=token.space, a=a, b=b))
                continue
            kind = self.edges.get(frozenset((a, b)))
            if kind != "door":
                self.add(here, msg("mom.validate.door_not_door", found=kind or "none", a=a, b=b))
            if token.kind != "explore":
                continue
            far = b if token.space == a else a
            here_tile, far_tile = self.space_tile[token.space], self.space_tile[far]
            if far_tile == here_tile:
                self.add(here, msg("mom.validate.explore_own_tile", space=far, tile=here_tile))
            elif token.id in sc.start.tokens and far_tile in sc.start.tiles:
                self.add(here, msg("mom.validate.explore_start_tile", tile=far_tile))
            elif token.event is not None and token.event in self.events \
                    and far_tile not in self.tiles_placed_by(token.event):
                self.warn(("tokens", i, "event"), msg("mom.validate.explore_never_places",
                                                      tile=far_tile))

    def room_place(self, room: str) -> str:
        for i, tile in enumerate(self.sc.tiles):
            for j, r in enumerate(tile.rooms):
                if r.id == room:
                    return format_place(("tiles", i, "rooms", j))
        return "tiles"

    def neighbours(self, space: str, allowed: set[str]) -> Iterator[str]:
        """Spaces one move away: listed border/door edges, and unlisted touching spaces
        of one room (plain borders)."""
        for key, kind in self.edges.items():
            if space in key and len(key) == 2 and kind in ("border", "door"):
                (other,) = key - {space}
                if other in allowed:
                    yield other
        room = self.space_room[space]
        me = self.spaces[space]
        for other in allowed:
            if other != space and self.space_room.get(other) == room \
                    and frozenset((space, other)) not in self.edges \
                    and _touch(me, self.spaces[other]):
                yield other

    def connected_from(self, start: str, allowed: set[str]) -> set[str]:
        return set(distances([start], lambda s: self.neighbours(s, allowed)))

    def room_connected(self, parts: Path_, room: str, spaces: list[str]) -> None:
        allowed = {s for s in spaces if self.space_room.get(s) == room}
        if not allowed:
            return
        first = next(s for s in spaces if s in allowed)
        reached = self.connected_from(first, allowed)
        cut = [s for s in spaces if s in allowed and s not in reached]
        if cut:
            self.add(parts, msg("mom.validate.room_not_connected", room=room, n=len(cut),
                                cut=", ".join(map(repr, cut)), first=first))

    def tiles_placed_by(self, event: str) -> set[str]:
        """Tiles placed by an event and the events it runs."""
        found: set[str] = set()
        todo, seen = [event], set()
        while todo:
            ev = todo.pop()
            if ev in seen or ev not in self.events:
                continue
            seen.add(ev)
            for _, step in LANGUAGE.walk(self.events[ev].steps, ()):
                if isinstance(step, PlaceTile):
                    found.add(step.tile)
                elif isinstance(step, Run):
                    todo.append(step.id)
        return found

    def tokens_placed(self) -> None:
        opened = {s.id for _, s in self.all_steps() if isinstance(s, Puzzle)}
        for i, puzzle in enumerate(self.sc.puzzles):
            if puzzle.id not in opened:
                self.warn(("puzzles", i), msg("mom.validate.puzzle_never_opened", id=puzzle.id))
        placed = set(self.sc.start.tokens)
        placed |= {s.token for _, s in self.all_steps() if isinstance(s, PlaceToken)}
        for i, token in enumerate(self.sc.tokens):
            if token.id not in placed:
                self.warn(("tokens", i), msg("mom.validate.token_never_placed", id=token.id))

    # -- events and endings --

    def event_map(self) -> dict[str, tuple[Path_, Sequence[Any]]]:
        """Event id -> (place, steps); with duplicate ids the first one."""
        out: dict[str, tuple[Path_, Sequence[Any]]] = {}
        for i, event in enumerate(self.sc.events):
            out.setdefault(event.id, (("events", i, "steps"), event.steps))
        return out

    def facts(self, step: Any) -> Iterator[Fact]:
        """What a step makes happen, for the reachability of events: it runs an event,
        places a (declared) token, opens a puzzle or brings a monster."""
        if isinstance(step, Run):
            yield ("event", step.id)
        elif isinstance(step, PlaceToken):
            if step.token in self.tokens:
                yield ("token", step.token)
        elif isinstance(step, Puzzle):
            yield ("puzzle", step.id)
        elif isinstance(step, Spawn):
            yield ("spawn", step.kind)

    def event_reachability(self) -> set[str]:
        """The events that can fire (:func:`eerie.script.analysis.reachable_events`);
        reports the others. Ways in: triggers whose condition can hold (``token_used``,
        ``puzzle_solved`` and ``monster_defeated`` ones once their token is placed,
        their puzzle opened, a monster of their kind brought), time limits, tokens once
        placed; scenario mythos events run whatever happens."""
        needs = {"token_used": "token", "puzzle_solved": "puzzle", "monster_defeated": "kind"}
        facts = {"token_used": "token", "puzzle_solved": "puzzle", "monster_defeated": "spawn"}
        entries: list[Entry] = []
        for trigger in self.sc.triggers:
            if not self.can_hold(trigger.cond):
                continue
            if trigger.on in needs:
                wanted = getattr(trigger, needs[trigger.on])
                if wanted is not None:
                    entries.append(Entry(trigger.event, (facts[trigger.on], wanted)))
            else:
                entries.append(Entry(trigger.event))
        entries += [Entry(limit.event) for limit in self.sc.time_limits
                    if self.can_hold(limit.cond)]
        entries += [Entry(tok.event, ("token", tok.id)) for tok in self.tokens.values()
                    if tok.event is not None]
        scripts = [(("mythos", i, "steps"), myth.steps) for i, myth in enumerate(self.sc.mythos)
                   if self.can_hold(myth.when)]
        start: list[Fact] = [("token", t) for t in self.sc.start.tokens if t in self.tokens]
        start += [("spawn", k) for k in sorted({m.kind for m in self.sc.start.monsters}
                                               | self.content_spawns)]
        reached, _ = reachable_events(LANGUAGE, self.event_map(), entries, scripts,
                                      self.facts, start, self.values)

        referenced: set[str] = {t.event for t in self.sc.triggers}
        referenced |= {t.event for t in self.sc.time_limits}
        referenced |= {t.event for t in self.sc.tokens if t.event is not None}
        referenced |= {s.id for _, s in self.all_steps() if isinstance(s, Run)}
        for i, event in enumerate(self.sc.events):
            if event.id in reached:
                continue
            self.add(("events", i), msg("mom.validate.event_never_fires.unreferenced"
                                        if event.id not in referenced
                                        else "mom.validate.event_never_fires.dead",
                                        id=event.id))
        self.reached = reached
        return reached

    def endings(self, reachable: set[str]) -> None:
        live: dict[str, list[Path_]] = {"victory": [], "defeat": []}
        dead: dict[str, list[Path_]] = {"victory": [], "defeat": []}
        in_branch: dict[str, list[Path_]] = {"victory": [], "defeat": []}
        for parts, steps in self.scripts():
            if parts[0] == "mythos":
                alive = self.can_hold(self.sc.mythos[int(parts[1])].when)
            else:
                alive = self.sc.events[int(parts[1])].id in reachable
            running = {here for here, _ in self.live_steps(steps, parts)} if alive else set()
            for here, step in LANGUAGE.walk(steps, parts):
                if isinstance(step, End):
                    if here in running:
                        live[step.do].append(here)
                    else:
                        (in_branch if alive else dead)[step.do].append(here)
        if not live["victory"]:
            if in_branch["victory"]:
                self.add(in_branch["victory"][0], msg("mom.validate.no_victory.branch"))
            elif dead["victory"]:
                self.add(dead["victory"][0], msg("mom.validate.no_victory.dead_event"))
            else:
                self.add("events", msg("mom.validate.no_victory.none"))
        if not live["defeat"]:
            self.warn("events", msg("mom.validate.no_defeat"))

    # -- variables --

    def variables(self) -> None:
        sc = self.sc
        sets: set[str] = set()
        for _, step in self.all_steps():
            if isinstance(step, SetVar):
                sets.add(step.var)
            elif isinstance(step, Test) and step.record is not None:
                sets.add(step.record)
        reads: list[tuple[Path_, str]] = []
        for parts, model in walk_models(sc):
            if isinstance(model, VarCond):
                reads.append((parts, model.var))
        declared = set(sc.variables)
        for parts, var in reads:
            if var not in sets and var not in declared:
                self.add((*parts, "var"), msg("mom.validate.var_never_set", var=var))
        watched = {var for _, var in reads if var in sets and var not in declared}
        if watched:
            flow = _VarFlow(self, frozenset(watched))
            flow.run()
            for parts, var in flow.flagged:
                self.add((*parts, "var"), msg("mom.validate.var_read_before_set", var=var))


class _VarFlow(VarFlow):
    """Which undeclared variables may be read before they are set
    (:class:`eerie.script.analysis.VarFlow`).

    The game is modelled as: the ``start`` triggers run in file order; then anything
    may happen in any order and any number of times: every other trigger and time limit
    may fire, scenario mythos events may be drawn, and every token on the board may be
    used. Tokens are on the board from the start (``start.tokens``) or from the point of
    the ``place_token`` step that placed them; ``token_used`` triggers run right after
    their token's event, ``puzzle_solved`` triggers after the ``solved`` steps of the
    puzzle, ``monster_defeated`` triggers whenever a monster of the kind has appeared.
    Content cards (damage, horror, items) are not followed.
    """

    def __init__(self, check: _ScenarioCheck, watched: Vars) -> None:
        super().__init__(LANGUAGE, check.event_map(), watched, _writes)
        self.c = check

    def run(self) -> None:
        sc = self.c.sc
        known: Vars = frozenset()
        for i, trigger in enumerate(sc.triggers):
            if trigger.on != "start":
                continue
            if trigger.cond is not None:
                self.read(trigger.cond, ("triggers", i, "cond"), known)
                self.event(trigger.event, known)
            else:
                known = self.event(trigger.event, known)
        if self.watched <= known:
            return
        for i, trigger in enumerate(sc.triggers):
            if trigger.on in ("round_start", "round_end", "mythos", "variable", "eliminated"):
                self.trigger(i, known)
        for i, limit in enumerate(sc.time_limits):
            self.read(limit.cond, ("time_limits", i, "cond"), known)
            self.event(limit.event, known)
        for i, myth in enumerate(sc.mythos):
            self.read(myth.when, ("mythos", i, "when"), known)
            self.steps(myth.steps, ("mythos", i, "steps"), known)
        for tok in sc.start.tokens:
            self.token(tok, known)
        for spawn in sc.start.monsters:
            self.defeated(spawn.kind, known)

    def effect(self, step: Any, here: Path_, known: Vars, outs: list[Vars]) -> Vars:
        if isinstance(step, Puzzle):
            for j, trigger in enumerate(self.c.sc.triggers):
                if trigger.on == "puzzle_solved" and trigger.puzzle == step.id:
                    self.trigger(j, outs[0])
        elif isinstance(step, PlaceToken):
            self.token(step.token, known)
        elif isinstance(step, Spawn):
            self.defeated(step.kind, known)
        return known

    def trigger(self, i: int, known: Vars) -> Vars:
        trigger = self.c.sc.triggers[i]
        self.read(trigger.cond, ("triggers", i, "cond"), known)
        return self.event(trigger.event, known)

    def token(self, ident: str, known: Vars) -> None:
        token = self.c.tokens.get(ident)
        if token is None:
            return

        def go() -> None:
            after = self.event(token.event, known) if token.event is not None else known
            for i, trigger in enumerate(self.c.sc.triggers):
                if trigger.on == "token_used" and trigger.token == ident:
                    self.trigger(i, after)

        self.root("token", ident, known, go)

    def defeated(self, kind: str, known: Vars) -> None:
        def go() -> None:
            for i, trigger in enumerate(self.c.sc.triggers):
                if trigger.on == "monster_defeated" and trigger.kind == kind:
                    self.trigger(i, known)

        self.root("monster", kind, known, go)


# -- content -------------------------------------------------------------------------------

SCENARIO_ONLY_STEPS = frozenset({
    "place_tile", "place_token", "remove_token", "objective", "puzzle", "event", "victory",
    "defeat", "move_investigator", "feature", "clear_feature", "clear_board",
    "discard_tile"})
SCENARIO_ONLY_CHECKS = frozenset({"token", "tile", "at"})


def _set_name(file_name: str) -> str:
    stem = file_name[:-5] if file_name.endswith(".json") else file_name
    return stem.split("-", 1)[0]


def _sibling_contents(folder: Path, name: str) -> list[tuple[str, Content]]:
    """The parsed content files of the same set as ``name`` (and of ``base``) in
    ``folder``, other than ``name`` itself; broken ones are skipped."""
    out: list[tuple[str, Content]] = []
    sets = [_set_name(name)]
    if sets[0] != "base":
        sets.append("base")
    for set_name in sets:
        for path in content_files(set_name, folder):
            if path.name == name:
                continue
            data, unread = read_json(path)
            if unread is not None:
                continue
            content, _ = parse_content(data)
            if content is not None:
                out.append((path.name, content))
    return out


def validate_content(data: object, file: str = "<content>", *, folder: Path | None = None,
                     name: str | None = None) -> list[Issue]:
    """Every problem of a parsed content file. With ``folder`` and ``name`` (the file's
    folder and file name), references also resolve against the other files of its set
    and the ``base`` set in that folder, and ids must be unique across them."""
    content, problems = parse_content(data)
    if content is None:
        return [Issue(file, problem) for problem in problems]
    check = _Checker(file)
    siblings: list[tuple[str, Content]] = []
    if folder is not None and name is not None:
        try:
            siblings = _sibling_contents(folder, name)
        except OSError:
            siblings = []
    _own, dupes = build_library([("", content)])
    check.issues += [Issue(file, problem) for _, problem in dupes]
    for kind in CONTENT_KINDS:
        for i, entry in enumerate(getattr(content, kind)):
            for other_name, other in siblings:
                if _set_name(other_name) != _set_name(name or ""):
                    continue
                if any(e.id == entry.id for e in getattr(other, kind)):
                    check.add((kind, i, "id"), msg("mom.validate.duplicate_sibling",
                                                   kind=kind_name(KIND_NAMES[kind]),
                                                   id=entry.id, file=other_name))
    library, _ = build_library([("", content), *siblings])
    check.translations(content)
    check.words(content, library, [list(getattr(library, kind).values())
                                   for kind in CONTENT_KINDS])
    for parts, model in walk_models(content):
        check.content_refs(parts, model, library)
        do = getattr(model, "do", None)
        if isinstance(do, str) and do in SCENARIO_ONLY_STEPS:
            check.add(parts, msg("mom.validate.scenario_step", step=do))
        if isinstance(model, Spawn) and model.space is not None:
            check.add((*parts, "space"), msg("mom.validate.content_spawn_space"))
        if isinstance(model, RemoveMonster) and model.space is not None:
            check.add((*parts, "space"), msg("mom.validate.content_space"))
        if isinstance(model, ForcedMove):
            check.forced_move(parts, model, scenario=False)
        if isinstance(model, MixedHarm) and model.damage + model.horror <= 0:
            check.add(parts, msg("mom.validate.harm_empty"))
        if isinstance(model, Spawn) and model.space is None and model.near is None:
            check.add(parts, msg("mom.validate.content_spawn_near"))
        what = getattr(model, "check", None)
        if isinstance(what, str) and what in SCENARIO_ONLY_CHECKS:
            check.add(parts, msg("mom.validate.scenario_check", check=what))
    for i, inv in enumerate(content.investigators):
        here: Path_ = ("investigators", i)
        for skill in SKILLS:
            value = getattr(inv.skills, skill)
            if not 2 <= value <= 5:
                check.add((*here, "skills", skill), msg("mom.validate.skill_range", value=value))
        for j, item in enumerate(inv.starting):
            if item not in library.items and item not in library.spells:
                check.unknown((*here, "starting", j), "item_or_spell", item)
        if inv.ability.kind == "bonus_die" and inv.ability.skill is None:
            check.add((*here, "ability"), msg("mom.validate.bonus_die_skill"))
    for i, monster in enumerate(content.monsters):
        here = ("monsters", i)
        missing = [k for k in ATTACK_KINDS if k not in monster.attacked]
        if missing:
            check.add((*here, "attacked"), msg("mom.validate.missing_answer", n=len(missing),
                                               kinds=", ".join(missing)))
        for j, line in enumerate(monster.activation):
            if line.attack is not None and not 0 <= line.attack < len(monster.attacks):
                check.add((*here, "activation", j, "attack"), msg(
                    "mom.validate.bad_attack", attack=line.attack, n=len(monster.attacks),
                    last=len(monster.attacks) - 1))
    for i, spell in enumerate(content.spells):
        seen: set[str] = set()
        for j, copy in enumerate(spell.copies):
            if copy.id in seen:
                check.add(("spells", i, "copies", j, "id"), msg("mom.validate.duplicate_copy",
                                                                id=copy.id))
            seen.add(copy.id)
    for i, cond in enumerate(content.conditions):
        seen = set()
        for j, back in enumerate(cond.copies):
            if back.id in seen:
                check.add(("conditions", i, "copies", j, "id"), msg("mom.validate.duplicate_copy",
                                                                    id=back.id))
            seen.add(back.id)
        if len(cond.copies) == 1:
            check.add(("conditions", i, "copies"), msg("mom.validate.one_copy"))
        if cond.lose_first_action and _discards_itself(cond):
            check.add(("conditions", i, "end_of_turn"), msg("mom.validate.lose_first_discards",
                                                            id=cond.id))
    return check.issues


def _discards_itself(cond: Condition) -> bool:
    """Whether a condition's ``end_of_turn`` script discards the condition itself."""
    return any(isinstance(step, GainCondition) and step.do == "lose_condition"
               and step.id == cond.id for _, step in LANGUAGE.walk(cond.end_of_turn, ()))


def check_content_file(path: Path, data: Any) -> list[Problem]:
    """``eerie validate`` on a scenario or content file: its problems."""
    return [issue.problem
            for issue in validate_data(data, str(path), folder=path.parent, name=path.name)]


FILE_VALIDATORS: Mapping[str, Callable[[Path, Any], list[Problem]]] = MappingProxyType(
    {SCENARIO_FORMAT: check_content_file, CONTENT_FORMAT: check_content_file})
"""The game's content formats (a file's ``format`` field) -> their check, for
``Game.file_validators``."""
