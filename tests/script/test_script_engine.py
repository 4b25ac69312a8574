"""The scenario engine on its own: a language's declarations, the interpreter running the
shared steps and triggers on a toy state, and the shared static analysis."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from eerie.core.text import Translator, msg
from eerie.script.analysis import (
    Entry,
    Values,
    VarFlow,
    Write,
    live_steps,
    may_hold,
    reachable_events,
    set_writes,
    unknown_words,
    variable_values,
    why_never,
)
from eerie.script.interpreter import Ctx
from eerie.script.language import Child, Language
from eerie.script.shared import fire_triggers
from tests.script.toy import Cond, Opt, Step, toy_language, toy_state, trigger


def _noop(*args: Any) -> None:
    return None


def _no_options(st: Any, f: Any) -> Any:
    return (), [], None


def _run(st: Any) -> Ctx[Any]:
    ctx: Ctx[Any] = Ctx(st)
    st.interpreter.run(ctx)
    return ctx


def _start(st: Any, event: str) -> Ctx[Any]:
    st.interpreter.push_steps(st, ("event", event), who="ann", aud=None)
    return _run(st)


# -- declarations -------------------------------------------------------------------------


def test_a_language_refuses_double_declarations_and_changes_once_frozen() -> None:
    lang = Language("t", context=("who",), actor_field="who")
    lang.add_step(("a", "b"), _noop)
    with pytest.raises(ValueError, match="twice"):
        lang.add_step("b", _noop)
    with pytest.raises(ValueError, match="options and decide"):
        lang.add_frame("f", lambda c, f: False, options=_no_options)
    with pytest.raises(ValueError, match="unknown hook"):
        lang.set_hook("before", _noop)
    lang.freeze()
    with pytest.raises(RuntimeError, match="frozen"):
        lang.add_check("x", lambda i, s, c, a: True)
    with pytest.raises(ValueError, match="actor field"):
        Language("u", context=("who",), actor_field="whom")


def test_children_are_read_from_the_declaration() -> None:
    lang = toy_language()
    inner = Step("say", text={"en": "x"})
    ask = Step("ask", options=(Opt((inner,)), Opt((), when=Cond("var", var="v", value=2))))
    cond = Step("if", cond=Cond("var", var="v"), then=(ask,), else_=(inner,))
    branches = list(lang.branches(cond))
    assert [b.key_path for b in branches] == [("then",), ("else",)]
    assert [b.attr_path for b in branches] == [("then",), ("else_",)]
    assert [b.when for b in branches] == [True, False]
    assert [p for p, _ in lang.walk([cond], ("events", 0))] == [
        ("events", 0, 0), ("events", 0, 0, "then", 0),
        ("events", 0, 0, "then", 0, "options", 0, "steps", 0), ("events", 0, 0, "else", 0)]
    assert list(lang.branches(Step("nothing"))) == []
    assert lang.waiting_frames() == ["ask"]


# -- the interpreter ---------------------------------------------------------------------


def test_the_shared_steps_run_and_wait_for_decisions() -> None:
    st = toy_state({
        "go": [Step("say", text={"en": "Hello", "ko": "안녕"}), Step("set", var="v", value=2),
               Step("if", cond=Cond("var", var="v", op=">=", value=2),
                    then=(Step("objective", id="o2"),), else_=(Step("set", var="v", add=9),)),
               Step("ask", options=(Opt((Step("set", var="w", add=1),)),
                                    Opt((Step("event", id="win"),)))),
               Step("set", var="after", value=1)],
        "win": [Step("victory", epilogue="good"), Step("set", var="never", value=1)],
    }, objectives=[SimpleNamespace(id="o2", text={"en": "Run"})], epilogues=[])
    ctx = _start(st, "go")
    assert [e.kind for e in ctx.events] == ["toy.say", "toy.objective"]
    assert ctx.events[0].msg.params["text"].params["zh"] == "Hello"  # English stands in
    assert st.variables == {"v": 2} and st.objective == "o2"
    assert st.interpreter.pending(st)[1][1].id == "opt:1"
    ctx = Ctx(st)
    st.interpreter.decide(ctx, "opt:1")
    assert st.result == "victory" and st.stack == [] and st.over_called == 1
    assert [e.msg.key for e in ctx.events] == ["toy.ev.won"]
    assert "never" not in st.variables and "after" not in st.variables
    assert st.log[-1][2] is None


def test_variable_triggers_fire_once_and_repeatable_ones_rearm() -> None:
    st = toy_state({
        "up": [Step("set", var="n", add=1)],
        "down": [Step("set", var="n", add=-1)],
        "seen": [Step("set", var="seen", add=1)],
        "each": [Step("set", var="each", add=1)],
    }, [trigger("variable", "seen", Cond("var", var="n", op=">=", value=1)),
        trigger("variable", "each", Cond("var", var="n", op=">=", value=1), once=False)])
    for event in ("up", "down", "up"):
        _start(st, event)
    assert st.variables["seen"] == 1 and st.variables["each"] == 2


def test_triggers_match_their_fields_and_conditions() -> None:
    st = toy_state({"a": [Step("set", var="a", add=1)], "b": [Step("set", var="b", add=1)]},
                   [trigger("use", "a"), trigger("use", "b", Cond("var", var="x", value=0))])
    st.scenario.triggers[0].token = "t1"
    st.scenario.triggers[1].token = None
    ctx: Ctx[Any] = Ctx(st)
    fire_triggers(ctx, "use", "ann", token="t2")  # a's token differs; b's condition holds
    st.interpreter.run(ctx)
    assert st.variables == {"b": 1}
    assert st.fired == [1]
    st.scenario.triggers[1].cond = Cond("var", var="x", value=5)
    fire_triggers(ctx, "use", "ann", token="t1")  # a fires now; b's condition fails
    st.interpreter.run(ctx)
    assert st.variables == {"a": 1, "b": 1} and st.fired == [1, 0]


def test_private_scripts_pass_their_audience_to_frames_they_push() -> None:
    st = toy_state({"secret": [Step("say", text={"en": "psst"}),
                               Step("ask", options=(Opt(()),))]})
    st.interpreter.push_steps(st, ("event", "secret"), who="ann", aud=(1,))
    ctx = _run(st)
    assert ctx.events[0].audience == frozenset({1}) and st.log[-1][2] == [1]
    assert st.stack[-1]["k"] == "ask" and st.stack[-1]["aud"] == (1,)


def test_inline_scripts_resolve_by_name_and_enumerate_with_the_roots() -> None:
    st = toy_state({"e": []})
    st.interpreter.add_inline("probe", [Step("set", var="p", value=3)])
    st.interpreter.push_steps(st, ("inline", "probe"), who=None, aud=None)
    _run(st)
    assert st.variables == {"p": 3}
    assert list(st.interpreter.root_paths(st.scenario, None)) == [("event", "e"),
                                                                    ("inline", "probe")]
    st.interpreter.push_steps(st, ("event", "e"), who=None, aud=None)  # empty: nothing runs
    assert st.stack == []


# -- the analysis -------------------------------------------------------------------------


def test_variable_values_and_conditions_that_never_hold() -> None:
    writes = [*set_writes(Step("set", var="a", value=2)), Write("b", None, 1),
              Write("c", None, 1), Write("c", None, -1)]
    values = variable_values({"a": 0, "d": 5}, writes)
    assert values["a"] == Values(frozenset({0, 2}))
    assert values["b"] == Values(None, low=0) and values["c"] == Values(None)
    assert values["d"] == Values(frozenset({5}))
    never = Cond("var", var="a", op="==", value=1)
    assert not may_hold(never, True, values) and may_hold(never, False, values)
    assert not may_hold(Cond("not", of=Cond("var", var="b", op=">=", value=0)), True, values)
    assert may_hold(Cond("any", of=[never, Cond("var", var="b", op=">", value=7)]), True,
                    values)
    assert not may_hold(Cond("all", of=[never, Cond("round", op=">", value=1)]), True, values)
    assert why_never(never, values) == msg("script.never.var", var="a",
                                           values=values["a"].describe())


def test_the_reasons_of_impossible_conditions_read_in_every_language() -> None:
    values = variable_values({"a": 0, "b": 3}, [Write("a", 2), Write("b", None, 1),
                                                 Write("h", None, -1)])
    both = Cond("all", of=[Cond("var", var="a", op="==", value=1),
                           Cond("var", var="b", op="<", value=0),
                           Cond("var", var="h", op=">", value=0)])
    one = variable_values({"z": 4}, [])
    texts = {lang: Translator(lang)(why_never(both, values)) for lang in ("en", "ko", "zh")}
    assert texts["en"] == ("variable 'a' only ever takes the values 0, 2; variable 'b' "
                           "never goes below 3; variable 'h' never goes above 0")
    assert texts["ko"] == ("변수 'a'의 값이 0, 2 중 하나뿐입니다; 변수 'b'의 값이 3보다 "
                           "작아지지 않습니다; 변수 'h'의 값이 0보다 커지지 않습니다")
    assert texts["zh"] == ("变量“a”只会取 0, 2 这几个值；变量“b”从不低于 3；"
                           "变量“h”从不高于 0")
    single = why_never(Cond("var", var="z", value=1), one)
    assert Translator("en")(single) == "variable 'z' only ever takes the value 4"
    assert Translator("ko")(single) == "변수 'z'의 값이 늘 4입니다"
    assert Translator("en")(Values(None).describe()) == "can take any value"
    contradiction = why_never(Cond("round"), values)
    assert Translator("en")(contradiction) == "its parts contradict each other"
    assert Translator("zh")(contradiction) == "其各部分相互矛盾"


def test_live_steps_skip_branches_that_can_never_run() -> None:
    lang = toy_language()
    values = variable_values({}, [Write("v", 1)])
    script = [Step("if", cond=Cond("var", var="v", op=">", value=5),
                   then=(Step("event", id="dead"),), else_=(Step("event", id="live"),))]
    ids = [s.id for _, s in live_steps(lang, script, (), values) if s.do == "event"]
    assert ids == ["live"]


def test_events_are_reached_through_entries_and_facts() -> None:
    lang = toy_language()
    events = {
        "open": (("events", 0), [Step("ask", options=(Opt((Step("event", id="door"),)),))]),
        "door": (("events", 1), [Step("say", id="key")]),
        "vault": (("events", 2), [Step("victory")]),
        "lost": (("events", 3), []),
    }

    def facts(step: Any) -> list[tuple[str, str]]:
        if step.do == "event":
            return [("event", step.id)]
        return [("token", step.id)] if step.do == "say" and step.id else []

    reached, happened = reachable_events(
        lang, events, [Entry("open"), Entry("vault", ("token", "key")),
                       Entry("lost", ("token", "nowhere"))], [], facts, [], {})
    assert reached == {"open", "door", "vault"}
    assert ("token", "key") in happened


def test_the_variable_flow_flags_reads_before_any_set() -> None:
    lang = toy_language()
    read = Cond("var", var="v", value=1)
    events = {
        "early": (("events", 0, "steps"), [Step("if", cond=read, then=(Step("say"),))]),
        "sets": (("events", 1, "steps"), [
            Step("ask", options=(Opt((Step("set", var="v", value=1),)), Opt(()))),
            Step("if", cond=read)]),
        "both": (("events", 2, "steps"), [
            Step("if", cond=Cond("round"), then=(Step("set", var="v", value=1),),
                 else_=(Step("set", var="v", value=2),)),
            Step("if", cond=read)]),
    }
    flow = VarFlow(lang, events, frozenset({"v"}), set_writes)
    for ident in events:
        flow.event(ident, frozenset())
    assert flow.flagged == [(("events", 0, "steps", 0, "cond"), "v"),
                            (("events", 1, "steps", 1, "cond"), "v")]


def test_unknown_words_are_reported_with_their_places() -> None:
    lang = toy_language()
    script = [Step("dance"), Step("if", cond=Cond("moon"))]
    found = list(unknown_words(lang, script, ("events", 0)))
    assert [place for place, _ in found] == [("events", 0, 0), ("events", 0, 1)]
    assert [Translator("en")(text) for _, text in found] == [
        "unknown step 'dance'", "unknown condition 'moon'"]
    assert [Translator("ko")(text) for _, text in found] == [
        "알 수 없는 단계 'dance'", "알 수 없는 조건 'moon'"]


def test_a_language_children_are_the_only_source_of_nesting() -> None:
    lang = Language("bare")
    lang.add_step("wrap", _noop, (Child("inner", "inner"),))
    lang.freeze()

    class Wrap:
        do = "wrap"
        inner = (Step("say"),)

    assert [p for p, _ in lang.walk([Wrap()])] == [(0,), (0, "inner", 0)]
