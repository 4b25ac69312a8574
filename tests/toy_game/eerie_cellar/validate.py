"""``eerie validate`` for Candle Cellar scenarios (format ``eerie-cellar-scenario``):
the file's shape, then ``eerie.script``'s shared analysis with the Cellar's language:
unknown step words and conditions, events that can never run, conditions that can
never hold or never fail, and references to events, objectives and epilogues."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from eerie.core.problems import Problem, error, format_place, pydantic_problems
from eerie.script.analysis import (
    Entry,
    Fact,
    Write,
    live_steps,
    may_hold,
    reachable_events,
    set_writes,
    unknown_words,
    variable_values,
    why_never,
)
from eerie_cellar.game import INTERPRETER
from eerie_cellar.scenario import Scenario, parse

LANGUAGE = INTERPRETER.language


def _facts(step: Any) -> Iterator[Fact]:
    if step.do == "event":
        yield ("event", step.id)


def _writes(step: Any) -> Iterator[Write]:
    """The shared ``set``'s writes, and a whisper's: each value it may draw."""
    yield from set_writes(step)
    if step.do == "whisper":
        yield from (Write(step.var, v) for v in step.values)


def _problems(sc: Scenario) -> Iterator[Problem]:
    events = {e.id: (("events", i, "steps"), e.steps) for i, e in enumerate(sc.events)}
    told = {"objective": {o.id for o in sc.objectives}, "epilogue": {e.id for e in sc.epilogues}}
    values = variable_values(sc.variables, (w for _, steps in events.values()
                                            for _, s in LANGUAGE.walk(steps)
                                            for w in _writes(s)))
    for parts, steps in events.values():
        for place, word in unknown_words(LANGUAGE, steps, parts):
            yield Problem(format_place(place), word)
        for place, step in LANGUAGE.walk(steps, parts):
            where = format_place(place)
            ref = {"event": ("event", step.id), "objective": ("objective", step.id),
                   "victory": ("epilogue", step.epilogue),
                   "defeat": ("epilogue", step.epilogue)}.get(step.do)
            if ref and ref[1] not in (events if ref[0] == "event" else told[ref[0]]):
                yield error(where, f"cellar.val.unknown.{ref[0]}", id=repr(ref[1]))
            if step.do == "choice" and all(o.when is not None for o in step.options):
                yield error(where, "cellar.val.choice_without_default")
            for b in LANGUAGE.branches(step):
                if b.guard is not None and not may_hold(b.guard, b.when, values):
                    yield error(format_place((*place, *b.key_path)), "cellar.val.never_runs",
                                why=why_never(b.guard, values))
    entries = [Entry(sc.start)] + [Entry(t.event) for t in sc.triggers]
    reached, _ = reachable_events(LANGUAGE, events, entries, (), _facts, (), values)
    for ident, (parts, _) in events.items():
        if ident not in reached:
            yield error(format_place(parts[:2]), "cellar.val.event_never_runs", id=repr(ident))
    live = {s.do for ident in reached for _, s in live_steps(LANGUAGE, events[ident][1], (),
                                                               values)}
    if "victory" not in live or "defeat" not in live:
        yield error("events", "cellar.val.no_ending")


def check_scenario(path: Path, data: Any) -> list[Problem]:
    """The problems of one scenario file."""
    try:
        sc = parse(data)
    except ValidationError as exc:
        return pydantic_problems(exc, data)
    return list(_problems(sc))


FILE_VALIDATORS = {"eerie-cellar-scenario": check_scenario}
"""Format -> check (``Game.file_validators``)."""
