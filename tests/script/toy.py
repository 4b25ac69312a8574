"""A toy scripted game's pieces for the tests of :mod:`eerie.script` (no real game)."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from eerie.core.decision import Option
from eerie.core.text import Msg
from eerie.script.interpreter import Ctx, Interpreter
from eerie.script.language import Child, Frame, Language, OptionsResult, Path
from eerie.script.shared import ScriptedState, Texts, register_shared


@dataclass(frozen=True)
class Step:
    """A step of any kind: its word and its fields."""

    do: str
    text: dict[str, str] | None = None
    var: str = ""
    value: int | None = None
    add: int | None = None
    cond: Any = None
    then: tuple[Any, ...] = ()
    else_: tuple[Any, ...] = ()
    id: str = ""
    epilogue: str = ""
    options: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Opt:
    """An option of an ``ask`` step."""

    steps: tuple[Any, ...]
    when: Any = None


@dataclass(frozen=True)
class Cond:
    """A condition of any kind."""

    check: str
    var: str = ""
    op: str = "=="
    value: int = 0
    of: Any = None


@dataclass
class ToyState(ScriptedState):
    """A state the shared language runs on."""

    scenario: Any
    interpreter: Any
    over_called: int = 0


def _ask(ctx: Ctx[ToyState], f: Frame, s: Step, path: Path) -> None:
    ctx.st.interpreter.push(ctx.st, "ask", path=path, who=f.get("who"))


def _ask_run(ctx: Ctx[ToyState], f: Frame) -> bool:
    return True


def _ask_options(st: ToyState, f: Frame) -> OptionsResult:
    ask = st.interpreter.resolve(st, f["path"])
    return (0,), [Option(f"opt:{i}", Msg("toy.opt")) for i in range(len(ask.options))], \
        Msg("toy.prompt")


def _ask_decide(ctx: Ctx[ToyState], f: Frame, oid: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    st.interpreter.push_steps(st, (*f["path"], "options", int(oid[4:]), "steps"), who=f["who"],
                              aud=None)


def _over(st: ToyState) -> None:
    st.over_called += 1


TEXTS = Texts(say=("toy.say", "toy.ev.say"), objective=("toy.objective", "toy.ev.objective"),
              over=("toy.over", {"victory": "toy.ev.won", "defeat": "toy.ev.lost"}))


def toy_language() -> Language:
    """The shared language plus an ``ask`` step with options (a waiting frame)."""
    lang = Language("toy", context=("who",), actor_field="who")
    register_shared(lang, TEXTS)
    lang.add_step("ask", _ask, (Child("options", "options", each="steps", guard="when"),))
    lang.add_frame("ask", _ask_run, _ask_options, _ask_decide)
    lang.set_hook("over", _over)
    return lang.freeze()


def toy_state(events: dict[str, list[Step]], triggers: list[Any] | None = None,
              **scenario: Any) -> ToyState:
    """A state of a scenario with these events (and triggers)."""
    sc = SimpleNamespace(
        events=[SimpleNamespace(id=k, steps=v) for k, v in events.items()],
        triggers=triggers or [], objectives=scenario.get("objectives", []),
        epilogues=scenario.get("epilogues", []))
    return ToyState(sc, Interpreter(toy_language()))


def trigger(on: str, event: str, cond: Any = None, once: bool = True) -> Any:
    """A scenario trigger."""
    return SimpleNamespace(on=on, event=event, cond=cond, once=once)
