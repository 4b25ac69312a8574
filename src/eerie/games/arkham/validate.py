"""``eerie validate`` for Arkham Horror files: scenarios (format
``eerie-arkham-scenario``) and content (``eerie-arkham-content``: the city or the
library). A bad file gives problems (:class:`eerie.core.problems.Problem`), never an
exception.

A scenario is checked against the packaged content: every space, neighbourhood and
monster it names exists; event cards' doom and burst spaces lie in the city; the
scripts name known events, objectives, epilogues and archive cards; ``shuffle_events``
names only reserve event cards and every reserve card is named by one; with
``eerie.script``'s shared analysis, every event can run and the game has a reachable
victory and defeat. Content is checked for its references (starting assets, encounter
texts per space or street kind, the conditions scripts give or flip) and for words the
engine would not read (a horror cost on anything but a spell, a price on anything but
an item, a component action on a spell, whose casting cost the engine only takes for
its dice).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError

from eerie.core.problems import Problem, at_top, error, format_place, pydantic_problems
from eerie.games.arkham.content import Content, content
from eerie.games.arkham.game import INTERPRETER
from eerie.games.arkham.schema import City, Library, Scenario
from eerie.script.analysis import (
    Entry,
    Fact,
    live_steps,
    reachable_events,
    set_writes,
    variable_values,
)

LANGUAGE = INTERPRETER.language


def _facts(step: Any) -> Iterator[Fact]:
    if step.do == "event":
        yield ("event", step.id)


def _scripts(sc: Scenario) -> Iterator[tuple[tuple[Any, ...], list[Any]]]:
    yield ("setup",), list(sc.setup)
    for i, a in enumerate(sc.archive):
        yield ("archive", i, "reveal"), list(a.reveal)
    for i, e in enumerate(sc.event_deck):
        yield ("event_deck", i, "steps"), list(e.steps)
    for i, card in enumerate(sc.anomaly_deck):
        for key, steps in card.at.items():
            yield ("anomaly_deck", i, "at", key), list(steps)


def scenario_problems(sc: Scenario, c: Content) -> Iterator[Problem]:
    """Everything wrong with a parsed scenario."""
    spaces = set(c.spaces)
    nbs = {nb.id for nb in c.city.neighbourhoods}
    for where, space in [("start", sc.start), *((f"initial_doom[{i}]", s) for i, s in
                                                enumerate(sc.initial_doom))]:
        if space not in spaces:
            yield error(where, "ah.val.unknown.space", id=repr(space))
    for kind in [*sc.monsters, *(p.monster for p in sc.starting_monsters)]:
        if kind not in c.monsters:
            yield error("monsters", "ah.val.unknown.monster", id=repr(kind))
    for i, p in enumerate(sc.starting_monsters):
        if p.at not in spaces:
            yield error(f"starting_monsters[{i}]", "ah.val.unknown.space", id=repr(p.at))
    for i, e in enumerate(sc.event_deck):
        if e.neighbourhood not in nbs:
            yield error(f"event_deck[{i}]", "ah.val.unknown.neighbourhood",
                        id=repr(e.neighbourhood))
        for s in [*e.doom, e.burst]:
            if s not in spaces:
                yield error(f"event_deck[{i}]", "ah.val.unknown.space", id=repr(s))
    events = {e.id: (("events", i, "steps"), e.steps) for i, e in enumerate(sc.events)}
    numbers = {a.number for a in sc.archive}
    told = {"objective": {o.id for o in sc.objectives},
            "epilogue": {e.id for e in sc.epilogues}}
    scripts = [*((p, s) for p, s in events.values()), *_scripts(sc)]
    reserve = {e.id for e in sc.event_deck if e.reserve}
    added: set[str] = set()
    for parts, steps in scripts:
        for place, step in LANGUAGE.walk(steps, parts):
            where = format_place(place)
            ref = {"event": ("event", getattr(step, "id", None)),
                   "objective": ("objective", getattr(step, "id", None)),
                   "victory": ("epilogue", getattr(step, "epilogue", None)),
                   "defeat": ("epilogue", getattr(step, "epilogue", None))}.get(step.do)
            if ref and ref[1] not in (events if ref[0] == "event" else told[ref[0]]):
                yield error(where, f"ah.val.unknown.{ref[0]}", id=repr(ref[1]))
            if step.do == "archive" and step.card not in numbers:
                yield error(where, "ah.val.unknown.archive_card", n=str(step.card))
            if step.do == "spawn" and (step.monster not in c.monsters or step.at not in spaces):
                yield error(where, "ah.val.unknown.monster_or_space",
                            monster=repr(step.monster), space=repr(step.at))
            if step.do == "shuffle_events":
                added.update(step.cards)
                for card in step.cards:
                    if card not in reserve:
                        yield error(where, "ah.val.not_reserve_event", id=repr(card))
            if step.do == "doom" and step.where not in ("here", "sheet") and \
                    step.where not in spaces:
                yield error(where, "ah.val.unknown.space", id=repr(step.where))
    for i, e in enumerate(sc.event_deck):
        if e.reserve and e.id not in added:
            yield error(f"event_deck[{i}]", "ah.val.reserve_never_added", id=repr(e.id))
    for parts, steps in scripts:
        yield from _condition_problems(steps, parts, set(c.conditions))
    for i, t in enumerate(sc.triggers):
        if t.event not in events:
            yield error(f"triggers[{i}]", "ah.val.unknown.event", id=repr(t.event))
    values = variable_values(sc.variables, (w for _, steps in scripts
                                            for _, s in LANGUAGE.walk(steps)
                                            for w in set_writes(s)))
    entries = [Entry(t.event) for t in sc.triggers if t.event in events]
    reached, _ = reachable_events(LANGUAGE, events, entries, (), _facts, (), values)
    for ident, (parts, _) in events.items():
        if ident not in reached:
            yield error(format_place(parts[:2]), "ah.val.event_never_runs", id=repr(ident))
    live = {s.do for ident in reached for _, s in live_steps(LANGUAGE, events[ident][1], (),
                                                               values)}
    if "victory" not in live or "defeat" not in live:
        yield error("events", "ah.val.no_ending")


def content_problems(data: Mapping[str, Any]) -> Iterator[Problem]:
    """Everything wrong with a content file (the city or the library)."""
    if "neighbourhoods" in data:
        City.model_validate(data)
        return
    lib = Library.model_validate(data)
    city = content().city
    assets = {a.id for a in lib.assets}
    for i, inv in enumerate(lib.investigators):
        for a in inv.assets:
            if a not in assets:
                yield error(f"investigators[{i}]", "ah.val.unknown.asset", id=repr(a))
    for i, asset in enumerate(lib.assets):
        if asset.horror and asset.kind != "spell":
            yield error(f"assets[{i}]", "ah.val.horror_not_spell")
        if asset.cost and asset.kind != "item":
            yield error(f"assets[{i}]", "ah.val.cost_not_item")
        if asset.action and asset.kind == "spell":
            yield error(f"assets[{i}]", "ah.val.spell_action")
    known = {c.id for c in lib.conditions}
    for parts, steps in _library_scripts(lib):
        yield from _condition_problems(steps, parts, known)
    keys = {nb.id: {s.id for s in nb.spaces} for nb in city.neighbourhoods}
    keys["streets"] = {s.kind for s in city.streets}
    for deck, cards in lib.encounters.items():
        if deck not in keys:
            yield error(f"encounters.{deck}", "ah.val.unknown_deck")
            continue
        for i, card in enumerate(cards):
            if set(card.at) != keys[deck]:
                yield error(f"encounters.{deck}[{i}]", "ah.val.encounter_texts",
                            n=len(keys[deck]), keys=", ".join(sorted(keys[deck])))


def _library_scripts(lib: Library) -> Iterator[tuple[tuple[Any, ...], list[Any]]]:
    """Every script of a library with its place."""
    for i, m in enumerate(lib.monsters):
        yield ("monsters", i, "activation", "steps"), list(m.activation.steps)
        yield ("monsters", i, "reckoning"), list(m.reckoning)
    for deck, cards in lib.encounters.items():
        for i, card in enumerate(cards):
            for key, steps in card.at.items():
                yield (f"encounters.{deck}", i, "at", key), list(steps)
    for i, h in enumerate(lib.headlines):
        yield ("headlines", i, "steps"), list(h.steps)
    for i, a in enumerate(lib.assets):
        yield ("assets", i, "action"), list(a.action)
    for i, c in enumerate(lib.conditions):
        yield ("conditions", i, "reckoning"), list(c.reckoning)
        for j, b in enumerate(c.backs):
            yield ("conditions", i, "backs", j, "steps"), list(b.steps)


def _condition_problems(steps: list[Any], parts: tuple[Any, ...],
                        known: set[str]) -> Iterator[Problem]:
    """Steps ``condition`` and ``flip_condition`` naming no condition of the library."""
    for place, step in LANGUAGE.walk(steps, parts):
        if step.do in ("condition", "flip_condition") and step.condition not in known:
            yield error(format_place(place), "ah.val.unknown.condition",
                        id=repr(step.condition))


def check_file(path: Path, data: Any) -> list[Problem]:
    """The problems of one scenario or content file."""
    try:
        if isinstance(data, dict) and data.get("format") == "eerie-arkham-scenario":
            return list(scenario_problems(Scenario.model_validate(data), content()))
        if not isinstance(data, dict):
            return [error(at_top(), "ah.val.not_object")]
        return list(content_problems(data))
    except ValidationError as exc:
        return pydantic_problems(exc, data)


FILE_VALIDATORS: Mapping[str, Callable[[Path, Any], list[Problem]]] = MappingProxyType(
    {"eerie-arkham-scenario": check_file, "eerie-arkham-content": check_file})
"""The game's file formats -> their check (``Game.file_validators``)."""
