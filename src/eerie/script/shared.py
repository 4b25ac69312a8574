"""The shared language: steps, conditions and triggers every scripted game has.

:func:`register_shared` declares them on a game's :class:`~eerie.script.language.Language`:

* steps ``say`` (a text for the log), ``if`` (``cond``, ``then``, ``else``), ``set``
  (``var`` to ``value`` or by ``add``), ``event`` (run a named scenario event),
  ``objective`` (a new current objective), ``victory`` and ``defeat`` (end the game with
  an epilogue);
* checks ``var`` (a variable compared with ``op`` to ``value``), ``round``, and ``all``,
  ``any``, ``not`` over other conditions;
* the path root ``event`` (a scenario event's steps);
* triggers: :func:`fire_triggers` (the scenario's triggers ``on`` a happening, matched
  by their fields, guarded by a condition, ``once`` or repeatable) and
  :func:`fire_variable_triggers` (``variable`` triggers, checked after every step).

The game's state carries what these read and write (:class:`SharedState`), and the game
names the event kinds and message keys they emit (:class:`Texts`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from eerie.core.text import Msg, literal
from eerie.script.interpreter import Ctx, Interpreter, ScriptState
from eerie.script.language import Child, Frame, Language, Path


class SharedState(ScriptState, Protocol):
    """A state the shared steps can run on."""

    scenario: Any
    """With ``triggers``, ``events``, ``objectives`` and ``epilogues`` (each entry has an
    ``id``; an objective and an epilogue a ``text``)."""
    interpreter: Any
    """The :class:`~eerie.script.interpreter.Interpreter` the state runs under."""
    variables: dict[str, int]
    fired: list[int]
    objective: str
    epilogue: str


@dataclass(kw_only=True, slots=True)
class ScriptedState:
    """The part of a scripted game's state that the interpreter and the shared steps
    keep (:class:`SharedState`), written once: a game's state class extends it with
    its own fields (``scenario`` and ``interpreter`` among them) and encodes all of
    them itself. Its fields are keyword-only, so a game's own fields keep their
    positions."""

    stack: list[Frame] = field(default_factory=list)
    """The interpreter's frames, innermost last."""
    log: list[list[Any]] = field(default_factory=list)
    """The message log, one list of entries per round."""
    round: int = 1
    result: str = ""
    """``victory``, ``defeat`` ... once the game is over; empty before."""
    variables: dict[str, int] = field(default_factory=dict)
    fired: list[int] = field(default_factory=list)
    """Indices of the scenario's triggers that fired (a trigger fires once)."""
    objective: str = ""
    epilogue: str = ""


@dataclass(frozen=True, slots=True)
class Texts:
    """The event kinds and message keys of the shared steps' events (each message has
    the text as ``text``)."""

    say: tuple[str, str]
    """(kind, key) of a ``say`` step."""
    objective: tuple[str, str]
    """(kind, key) of a new objective."""
    over: tuple[str, Mapping[str, str]]
    """(kind, result -> key) of the end of the game."""


def ltext(text: Mapping[str, str] | None) -> Msg:
    """A text of a scenario or content file (``{"en": ..., "ko": ...}``) as a message,
    every language filled in (English where a translation is missing)."""
    t = dict(text or {})
    en = t.get("en", "")
    full = {"en": en, "ko": t.get("ko") or en, "zh": t.get("zh") or en}
    return literal(full)


def _interp(st: SharedState) -> Interpreter[Any]:
    interp: Interpreter[Any] = st.interpreter
    return interp


def _texts(st: SharedState) -> Texts:
    texts: Texts = _interp(st).language.texts
    return texts


# -- conditions --


_CMP = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, ">=": lambda a, b: a >= b,
        "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, "<": lambda a, b: a < b}


def compare(a: int, op: str, b: int) -> bool:
    """``a <op> b`` for the comparison words of conditions."""
    return bool(_CMP[op](a, b))


def _check_var(interp: Interpreter[Any], st: SharedState, cond: Any, actor: str | None) -> bool:
    return compare(st.variables.get(cond.var, 0), cond.op, cond.value)


def _check_round(interp: Interpreter[Any], st: SharedState, cond: Any,
                 actor: str | None) -> bool:
    return compare(st.round, cond.op, cond.value)


def _check_all(interp: Interpreter[Any], st: SharedState, cond: Any, actor: str | None) -> bool:
    return all(interp.holds(st, x, actor) for x in cond.of)


def _check_any(interp: Interpreter[Any], st: SharedState, cond: Any, actor: str | None) -> bool:
    return any(interp.holds(st, x, actor) for x in cond.of)


def _check_not(interp: Interpreter[Any], st: SharedState, cond: Any, actor: str | None) -> bool:
    return not interp.holds(st, cond.of, actor)


# -- steps --


def _say(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    kind, key = _texts(ctx.st).say
    ctx.emit(kind, key, {"text": ltext(s.text)})


def _if(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    interp = _interp(st)
    branch = "then" if interp.holds(st, s.cond, interp.actor(st, f)) else "else_"
    interp.push_steps(st, (*path, branch), **interp.context_of(f))


def _set(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    if s.value is not None:
        st.variables[s.var] = s.value
    if s.add is not None:
        st.variables[s.var] = st.variables.get(s.var, 0) + s.add


def _event(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    interp = _interp(ctx.st)
    interp.push_steps(ctx.st, ("event", s.id), **interp.context_of(f))


def _objective(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    set_objective(ctx, s.id)


def set_objective(ctx: Ctx[Any], ident: str) -> None:
    """Make ``ident`` the current objective and say so (its text from the scenario)."""
    st = ctx.st
    st.objective = ident
    announce_objective(ctx, ident)


def announce_objective(ctx: Ctx[Any], ident: str) -> None:
    """The event of objective ``ident`` (also at the start of a game)."""
    st = ctx.st
    obj = next((o for o in st.scenario.objectives if o.id == ident), None)
    kind, key = _texts(st).objective
    ctx.emit(kind, key, {"text": ltext(obj.text if obj else None)}, {"objective": ident})


def _end(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    end_game(ctx, s.do, s.epilogue)


def end_game(ctx: Ctx[Any], result: str, epilogue: str) -> None:
    """The game ends with ``result`` (``victory`` or ``defeat``) and the epilogue of
    that id, told to everyone (nothing if it has ended already)."""
    st = ctx.st
    if st.result:
        return
    st.result = result
    st.epilogue = epilogue
    ep = next((e for e in st.scenario.epilogues if e.id == epilogue), None)
    kind, keys = _texts(st).over
    ctx.emit(kind, keys[result], {"text": ltext(ep.text if ep else None)},
             {"result": result, "epilogue": epilogue}, audience=None)


# -- triggers --


def _trigger_context(interp: Interpreter[Any], actor: str | None) -> dict[str, Any]:
    out: dict[str, Any] = dict.fromkeys(interp.language.context)
    out[interp.language.actor_field] = actor
    out["aud"] = None
    return out


def fire_triggers(ctx: Ctx[Any], on: str, actor: str | None = None, **match: str) -> None:
    """Run the events of every trigger ``on`` that fires now (in file order: the first
    runs first). A trigger fires when every field named in ``match`` is unset on it or
    equal, and its condition (judged for ``actor``) holds; a ``once`` trigger fires
    once."""
    st = ctx.st
    interp = _interp(st)
    todo = []
    for i, t in enumerate(st.scenario.triggers):
        if t.on != on or (t.once and i in st.fired):
            continue
        if any(getattr(t, k) not in (None, v) for k, v in match.items()):
            continue
        if t.cond is not None and not interp.holds(st, t.cond, actor):
            continue
        if t.once:
            st.fired.append(i)
        todo.append(t)
    for t in reversed(todo):
        interp.push_steps(st, ("event", t.event), **_trigger_context(interp, actor))


def fire_variable_triggers(ctx: Ctx[Any]) -> None:
    """``variable`` triggers fire when their condition becomes true; a repeatable one
    (``once: false``) is armed again once its condition is false."""
    st = ctx.st
    interp = _interp(st)
    for i, t in enumerate(st.scenario.triggers):
        if t.on != "variable" or t.cond is None:
            continue
        now = interp.holds(st, t.cond, None)
        if now and i not in st.fired:
            st.fired.append(i)
            interp.push_steps(st, ("event", t.event), **_trigger_context(interp, None))
        elif not now and not t.once and i in st.fired:
            st.fired.remove(i)


# -- roots --


def _resolve_event(st: Any, path: Path) -> tuple[Any, int]:
    return next(e.steps for e in st.scenario.events if e.id == path[1]), 2


def _event_paths(scenario: Any, lib: Any) -> Iterator[Path]:
    for e in scenario.events:
        yield ("event", e.id)


IF_CHILDREN = (Child("then", "then", guard="cond"),
               Child("else_", "else", guard="cond", when=False))
"""The branches of an ``if``."""


def register_shared(lang: Language, texts: Texts) -> None:
    """Declare the shared steps, checks, path root and the variable triggers on ``lang``
    (the game names its events' kinds and keys in ``texts``)."""
    lang.texts = texts
    lang.add_step("say", _say)
    lang.add_step("if", _if, IF_CHILDREN)
    lang.add_step("set", _set)
    lang.add_step("event", _event)
    lang.add_step("objective", _objective)
    lang.add_step(("victory", "defeat"), _end)
    for name, fn in (("var", _check_var), ("round", _check_round), ("all", _check_all),
                     ("any", _check_any), ("not", _check_not)):
        lang.add_check(name, fn)
    lang.add_root("event", _resolve_event, _event_paths)
    lang.set_hook("after_step", fire_variable_triggers)
