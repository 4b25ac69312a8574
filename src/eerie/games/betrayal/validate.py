"""``eerie validate`` for Betrayal haunt files (format ``eerie-betrayal-haunt``): the file's
shape, then ``eerie.script``'s shared analysis with Betrayal's language (unknown step
words and conditions, events that can never run, branches and goals whose conditions
can never hold) and the references a haunt makes: events, epilogues, variables,
counters, room features, monster kinds (each with a speed and the trait it fights
with; a ``wound`` only on a kind that has wounds), token kinds, cards, and the haunt's
actions (their events, places and conditions)."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from eerie.core.problems import Problem, error, format_place, pydantic_problems
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


def _facts(step: Any) -> Iterator[Fact]:
    if step.do == "event":
        yield ("event", step.id)


def _writes(step: Any) -> Iterator[Write]:
    """The shared ``set``'s writes, a secret's (each value it may draw) and a
    ``deliver``'s (it only ever adds)."""
    yield from set_writes(step)
    if step.do == "secret":
        yield from (Write(step.var, v) for v in step.values)
    if step.do == "deliver":
        yield Write(step.var, None, 1)


def _conds(c: Cond | None) -> Iterator[Cond]:
    if c is None:
        return
    yield c
    for sub in c.of if isinstance(c.of, list) else [c.of] if c.of else []:
        yield from _conds(sub)


TOKEN_STEPS = ("tokens", "take_token", "deliver", "remove_token")
"""The steps that read ``token``."""
COND_FIELDS = {"token": ("carries", "tokens"), "monster": ("monsters",), "card": ("has_card",)}
"""A condition's fields that only some checks read: field -> those checks."""


def _cond_problems(cond: Cond, place: str, h: Haunt, *,
                   words: bool = True) -> Iterator[Problem]:
    """A condition's unknown checks (unless ``words`` is False: a step's condition,
    whose words the shared analysis judges) and the unknown things it names."""
    variables = set(h.variables)
    for c in _conds(cond):
        if words and c.check not in LANGUAGE.checks:
            yield error(place, "bet.val.unknown.condition", id=repr(c.check))
        for var in {"var": (c.var,), "compare": (c.var, c.other)}.get(c.check, ()):
            if var not in variables:
                yield error(place, "bet.val.unknown.variable", id=repr(var))
        if c.check == "side_dead" and c.side not in ("traitor", "heroes"):
            yield error(place, "bet.val.unknown.side", id=repr(c.side))
        if c.check in ("carries", "tokens") and c.token not in {k.id for k in h.tokens}:
            yield error(place, "bet.val.unknown.token", id=repr(c.token))
        if c.check == "monsters" and c.monster not in {k.id for k in h.monsters}:
            yield error(place, "bet.val.unknown.monster", id=repr(c.monster))
        if c.check == "has_card" and c.card not in content().cards:
            yield error(place, "bet.val.unknown.card", id=repr(c.card))
        for field, checks in COND_FIELDS.items():
            if getattr(c, field) and c.check not in checks:
                yield error(place, "bet.val.unread_field", field=repr(field), word=repr(c.check))


def _place_problem(where: str, place: str, h: Haunt, features: Collection[str],
                   words: tuple[str, ...]) -> Iterator[Problem]:
    """A place word: one of ``words``, ``token:<kind>``/``monster:<kind>`` of the haunt's
    kinds (if ``words`` allow them) or a room feature."""
    kind, _, arg = where.partition(":")
    if kind in ("token", "monster") and f"{kind}:" in words:
        known = {k.id for k in (h.tokens if kind == "token" else h.monsters)}
        if arg not in known:
            yield error(place, "bet.val.unknown.token" if kind == "token"
                        else "bet.val.unknown.monster", id=repr(arg))
    elif where not in words and where not in features:
        yield error(place, "bet.val.no_feature", feature=repr(where))


def _problems(h: Haunt) -> Iterator[Problem]:
    events = {e.id: (("events", i, "steps"), e.steps) for i, e in enumerate(h.events)}
    epilogues = {e.id for e in h.epilogues}
    variables = set(h.variables)
    features = {r.feature for r in content().rooms.values()}
    values = variable_values(h.variables, (w for _, steps in events.values()
                                           for _, s in LANGUAGE.walk(steps)
                                           for w in _writes(s)))
    if h.start not in events:
        yield error("start", "bet.val.unknown.event", id=repr(h.start))
    for i, t in enumerate(h.triggers):
        if t.event not in events:
            yield error(f"triggers[{i}].event", "bet.val.unknown.event", id=repr(t.event))
        if t.on not in ("round", "variable"):
            yield error(f"triggers[{i}].on", "bet.val.unknown.happening", id=repr(t.on))
        if t.cond is not None:
            yield from _cond_problems(t.cond, f"triggers[{i}].cond", h)
    kinds = {k.id for k in h.monsters}
    for i, k in enumerate(h.monsters):
        if k.attack not in k.traits:
            yield error(f"monsters[{i}].traits", "bet.val.monster_lacks_attack",
                        trait=repr(k.attack))
        if "speed" not in k.traits:
            yield error(f"monsters[{i}].traits", "bet.val.monster_speed")
    for i, a in enumerate(h.actions):
        if a.event not in events:
            yield error(f"actions[{i}].event", "bet.val.unknown.event", id=repr(a.event))
        yield from _place_problem(a.where, f"actions[{i}].where", h, features,
                                  ("any", "omen_room", "token:", "monster:"))
        if a.cond is not None:
            yield from _cond_problems(a.cond, f"actions[{i}].cond", h)
    for var in h.per_hero:
        if var not in variables:
            yield error("per_hero", "bet.val.unknown.variable", id=repr(var))
    for i, counter in enumerate(h.counters):
        if counter.var not in variables:
            yield error(f"counters[{i}].var", "bet.val.unknown.variable",
                        id=repr(counter.var))
    for side in ("traitor", "heroes"):
        goal = h.goals.get(side)
        if goal is None:
            yield error("goals", "bet.val.goal_missing", side=side)
            continue
        if goal.epilogue not in epilogues:
            yield error(f"goals.{side}.epilogue", "bet.val.unknown.epilogue",
                        id=repr(goal.epilogue))
        yield from _cond_problems(goal.cond, f"goals.{side}.cond", h)
        if not may_hold(goal.cond, True, values):
            yield error(f"goals.{side}.cond", "bet.val.never_holds",
                        why=why_never(goal.cond, values))
    for parts, steps in events.values():
        for place, word in unknown_words(LANGUAGE, steps, parts):
            yield Problem(format_place(place), word)
        for place, step in LANGUAGE.walk(steps, parts):
            where = format_place(place)
            if step.do == "event" and step.id not in events:
                yield error(where, "bet.val.unknown.event", id=repr(step.id))
            if step.do in ("victory", "defeat") and step.epilogue not in epilogues:
                yield error(where, "bet.val.unknown.epilogue", id=repr(step.epilogue))
            if step.do in ("set", "secret", "deliver") and step.var not in variables:
                yield error(where, "bet.val.unknown.variable", id=repr(step.var))
            if step.do == "secret" and not step.values:
                yield error(where, "bet.val.secret_without_values")
            if step.do == "move" and step.to not in features:
                yield error(where, "bet.val.no_feature", feature=repr(step.to))
            if step.do == "spawn":
                if step.monster not in kinds:
                    yield error(where, "bet.val.unknown.monster", id=repr(step.monster))
                if step.to not in ("traitor", "omen_room") and step.to not in features:
                    yield error(where, "bet.val.no_feature", feature=repr(step.to))
            if step.token and step.do not in TOKEN_STEPS:
                yield error(where, "bet.val.unread_field", field="'token'", word=repr(step.do))
            if step.do in TOKEN_STEPS and step.token not in {k.id for k in h.tokens}:
                yield error(where, "bet.val.unknown.token", id=repr(step.token))
            if step.do == "tokens":
                yield from _place_problem(step.to, where, h, features,
                                          ("spread", "traitor", "omen_room"))
            if step.do == "wound":
                kind = next((k for k in h.monsters if k.id == step.monster), None)
                if kind is None:
                    yield error(where, "bet.val.unknown.monster", id=repr(step.monster))
                elif not kind.wounds:
                    yield error(where, "bet.val.unwoundable", id=repr(step.monster))
            if step.cond is not None:
                yield from _cond_problems(step.cond, where, h, words=False)
            if step.do in ("trait", "traitor_trait") and (step.trait is None or not step.add):
                yield error(where, "bet.val.trait_change")
            for b in LANGUAGE.branches(step):
                if b.guard is not None and not may_hold(b.guard, b.when, values):
                    yield error(format_place((*place, *b.key_path)), "bet.val.never_runs",
                                why=why_never(b.guard, values))
    entries = ([Entry(h.start)] + [Entry(t.event) for t in h.triggers]
               + [Entry(a.event) for a in h.actions])
    reached, _ = reachable_events(LANGUAGE, events, entries, (), _facts, (), values)
    for ident, (parts, _) in events.items():
        if ident not in reached:
            yield error(format_place(parts[:2]), "bet.val.event_never_runs", id=repr(ident))


def check_haunt(path: Path, data: Any) -> list[Problem]:
    """The problems of one haunt file."""
    try:
        haunt = Haunt.model_validate(data)
    except ValidationError as exc:
        return pydantic_problems(exc, data)
    return list(_problems(haunt))


FILE_VALIDATORS = {"eerie-betrayal-haunt": check_haunt}
"""Format -> check (``Game.file_validators``)."""
