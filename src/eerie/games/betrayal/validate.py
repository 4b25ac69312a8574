"""``eerie validate`` for Betrayal haunt files (format ``betrayal-haunt``): the file's
shape, then ``eerie.script``'s shared analysis with Betrayal's language (unknown step
words and conditions, events that can never run, branches and goals whose conditions
can never hold) and the references a haunt makes: events, epilogues, variables,
counters, room features, monster kinds (each with a speed and the trait it fights
with) and the haunt's actions (their events and places)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from eerie.games.betrayal.game import INTERPRETER
from eerie.games.betrayal.schema import Cond, Haunt, content
from eerie.script.analysis import (
    Entry,
    Fact,
    Write,
    may_hold,
    reachable_events,
    set_writes,
    unknown_words,
    variable_values,
    why_never,
)

LANGUAGE = INTERPRETER.language


def _place(parts: tuple[Any, ...]) -> str:
    return ".".join(str(p) for p in parts)


def _facts(step: Any) -> Iterator[Fact]:
    if step.do == "event":
        yield ("event", step.id)


def _writes(step: Any) -> Iterator[Write]:
    """The shared ``set``'s writes, and a secret's: each value it may draw."""
    yield from set_writes(step)
    if step.do == "secret":
        yield from (Write(step.var, v) for v in step.values)


def _conds(c: Cond | None) -> Iterator[Cond]:
    if c is None:
        return
    yield c
    for sub in c.of if isinstance(c.of, list) else [c.of] if c.of else []:
        yield from _conds(sub)


def _cond_problems(cond: Cond, place: str, variables: set[str]) -> Iterator[str]:
    for c in _conds(cond):
        if c.check not in LANGUAGE.checks:
            yield f"{place}: unknown condition {c.check!r}"
        for var in {"var": (c.var,), "compare": (c.var, c.other)}.get(c.check, ()):
            if var not in variables:
                yield f"{place}: unknown variable {var!r}"
        if c.check == "side_dead" and c.side not in ("traitor", "heroes"):
            yield f"{place}: unknown side {c.side!r}"


def _problems(h: Haunt) -> Iterator[str]:
    events = {e.id: (("events", i, "steps"), e.steps) for i, e in enumerate(h.events)}
    epilogues = {e.id for e in h.epilogues}
    variables = set(h.variables)
    features = {r.feature for r in content().rooms.values()}
    values = variable_values(h.variables, (w for _, steps in events.values()
                                           for _, s in LANGUAGE.walk(steps)
                                           for w in _writes(s)))
    if h.start not in events:
        yield f"start: unknown event {h.start!r}"
    for i, t in enumerate(h.triggers):
        if t.event not in events:
            yield f"triggers.{i}.event: unknown event {t.event!r}"
        if t.on not in ("round", "variable"):
            yield f"triggers.{i}.on: unknown happening {t.on!r}"
        if t.cond is not None:
            yield from _cond_problems(t.cond, f"triggers.{i}.cond", variables)
    kinds = {k.id for k in h.monsters}
    for i, k in enumerate(h.monsters):
        if k.attack not in k.traits:
            yield f"monsters.{i}.traits: the monster fights with {k.attack!r} but lacks it"
        if "speed" not in k.traits:
            yield f"monsters.{i}.traits: a monster needs a speed (its dice)"
    for i, a in enumerate(h.actions):
        if a.event not in events:
            yield f"actions.{i}.event: unknown event {a.event!r}"
        if a.where not in ("any", "omen_room") and a.where not in features:
            yield f"actions.{i}.where: no room has the feature {a.where!r}"
    for var in h.per_hero:
        if var not in variables:
            yield f"per_hero: unknown variable {var!r}"
    for i, counter in enumerate(h.counters):
        if counter.var not in variables:
            yield f"counters.{i}.var: unknown variable {counter.var!r}"
    for side in ("traitor", "heroes"):
        goal = h.goals.get(side)
        if goal is None:
            yield f"goals: the {side}' goal is missing"
            continue
        if goal.epilogue not in epilogues:
            yield f"goals.{side}.epilogue: unknown epilogue {goal.epilogue!r}"
        yield from _cond_problems(goal.cond, f"goals.{side}.cond", variables)
        if not may_hold(goal.cond, True, values):
            yield f"goals.{side}.cond: can never hold ({why_never(goal.cond, values)})"
    for parts, steps in events.values():
        for place, word in unknown_words(LANGUAGE, steps, parts):
            yield f"{_place(place)}: {word}"
        for place, step in LANGUAGE.walk(steps, parts):
            where = _place(place)
            if step.do == "event" and step.id not in events:
                yield f"{where}: unknown event {step.id!r}"
            if step.do in ("victory", "defeat") and step.epilogue not in epilogues:
                yield f"{where}: unknown epilogue {step.epilogue!r}"
            if step.do in ("set", "secret") and step.var not in variables:
                yield f"{where}: unknown variable {step.var!r}"
            if step.do == "secret" and not step.values:
                yield f"{where}: a secret needs values"
            if step.do == "move" and step.to not in features:
                yield f"{where}: no room has the feature {step.to!r}"
            if step.do == "spawn":
                if step.monster not in kinds:
                    yield f"{where}: unknown monster {step.monster!r}"
                if step.to not in ("traitor", "omen_room") and step.to not in features:
                    yield f"{where}: no room has the feature {step.to!r}"
            if step.do in ("trait", "traitor_trait") and (step.trait is None or not step.add):
                yield f"{where}: a trait change needs a trait and an amount"
            for b in LANGUAGE.branches(step):
                if b.guard is not None and not may_hold(b.guard, b.when, values):
                    yield (f"{_place((*place, *b.key_path))}: never runs "
                           f"({why_never(b.guard, values)})")
    entries = ([Entry(h.start)] + [Entry(t.event) for t in h.triggers]
               + [Entry(a.event) for a in h.actions])
    reached, _ = reachable_events(LANGUAGE, events, entries, (), _facts, (), values)
    for ident, (parts, _) in events.items():
        if ident not in reached:
            yield f"{_place(parts[:2])}: event {ident!r} can never run"


def check_haunt(path: Path, data: Any) -> list[str]:
    """The problems of one haunt file (``place: message`` lines)."""
    try:
        haunt = Haunt.model_validate(data)
    except ValidationError as exc:
        return [f"{_place(tuple(e['loc']))}: {e['msg']}" for e in exc.errors()]
    return list(_problems(haunt))


FILE_VALIDATORS = {"betrayal-haunt": check_haunt}
"""Format -> check (``Game.file_validators``)."""
