"""The Candle Cellar's script language: the shared one of :mod:`eerie.script.shared`
plus four steps of its own, declared in :func:`build_language` (nothing registers
itself on import):

* ``choice`` (``text``, ``options``: each with ``text``, ``steps`` and an optional
  ``when``): the lantern bearer picks one of the options whose ``when`` holds;
* ``roll`` (``need``, ``hit``, ``miss``): a six-sided die, ``hit`` on ``need`` or more;
* ``whisper`` (``var``, ``values``): chance draws one of ``values`` into the variable,
  and only the first seat (the one who hears whispers) learns it: a secret;
* ``pass_lantern``: the round ends and the next seat takes the lantern.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.script.interpreter import Ctx
from eerie.script.language import Child, Frame, Language, OptionsResult, Path
from eerie.script.shared import Texts, ltext, register_shared

TEXTS = Texts(say=("cellar.say", "cellar.ev.say"),
              objective=("cellar.objective", "cellar.ev.objective"),
              over=("cellar.over", {"victory": "cellar.ev.victory",
                                    "defeat": "cellar.ev.defeat"}))
"""The event kinds and message keys of the shared steps."""

LISTENER = 0
"""The seat that hears whispers."""
FACES = range(1, 7)
"""The faces of the die."""

CHOICE_CHILDREN = (Child("options", "options", each="steps", guard="when"),)
ROLL_CHILDREN = (Child("hit", "hit"), Child("miss", "miss"))


def _wait(ctx: Ctx[Any], f: Frame) -> bool:
    return True


def _push(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    """A step that waits: a frame of its own word, pointing back at the step."""
    ctx.st.interpreter.push(ctx.st, s.do, path=path, who=f.get("who"))


def _choice_options(st: Any, f: Frame) -> OptionsResult:
    step = st.interpreter.resolve(st, f["path"])
    options = [Option(f"opt:{i}", ltext(o.text), data={"key": str(i + 1)})
               for i, o in enumerate(step.options)
               if o.when is None or st.interpreter.holds(st, o.when, None)]
    return (st.turn,), options, ltext(step.text)


def _choice_decide(ctx: Ctx[Any], f: Frame, option_id: str) -> None:
    interp = ctx.st.interpreter
    interp.pop(ctx.st, f)
    index = int(option_id.partition(":")[2])
    interp.push_steps(ctx.st, (*f["path"], "options", index, "steps"),
                      **interp.context_of(f))


def _roll_options(st: Any, f: Frame) -> OptionsResult:
    need = st.interpreter.resolve(st, f["path"]).need
    options = [Option(f"roll:{n}", Msg("cellar.opt.face", {"n": n}), Fraction(1, 6),
                      {"key": str(n)}) for n in FACES]
    return (CHANCE,), options, Msg("cellar.prompt.roll", {"need": need})


def _roll_decide(ctx: Ctx[Any], f: Frame, option_id: str) -> None:
    st, interp = ctx.st, ctx.st.interpreter
    interp.pop(st, f)
    n, need = int(option_id.partition(":")[2]), interp.resolve(st, f["path"]).need
    ctx.emit("cellar.roll", "cellar.ev.roll", {"n": n, "need": need}, {"n": n})
    interp.push_steps(st, (*f["path"], "hit" if n >= need else "miss"),
                      **interp.context_of(f))


def _whisper_options(st: Any, f: Frame) -> OptionsResult:
    values = st.interpreter.resolve(st, f["path"]).values
    options = [Option(f"whisper:{v}", Msg("cellar.opt.whisper", {"n": v}),
                      Fraction(1, len(values))) for v in values]
    return (CHANCE,), options, Msg("cellar.prompt.whisper")


def _whisper_decide(ctx: Ctx[Any], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    step = st.interpreter.resolve(st, f["path"])
    st.variables[step.var] = int(option_id.partition(":")[2])
    st.hidden[step.var] = list(step.values)
    ctx.emit("cellar.whisper", "cellar.ev.whisper", {"n": st.variables[step.var]},
             audience=frozenset({LISTENER}))


def _pass_lantern(ctx: Ctx[Any], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    st.round += 1
    st.turn = (st.turn + 1) % st.players
    ctx.emit("cellar.round", "cellar.ev.round", {"round": st.round, "seat": st.turn + 1},
             {"round": st.round})


def build_language() -> Language:
    """The Cellar's language, frozen."""
    lang = Language("cellar", context=("who",), actor_field="who")
    register_shared(lang, TEXTS)
    lang.add_step("choice", _push, CHOICE_CHILDREN)
    lang.add_frame("choice", _wait, _choice_options, _choice_decide)
    lang.add_step("roll", _push, ROLL_CHILDREN)
    lang.add_frame("roll", _wait, _roll_options, _roll_decide)
    lang.add_step("whisper", _push)
    lang.add_frame("whisper", _wait, _whisper_options, _whisper_decide)
    lang.add_step("pass_lantern", _pass_lantern)
    return lang.freeze()
