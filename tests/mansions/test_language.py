"""The Mansions language declares exactly what the file format has: every step word and
condition kind of the schema, every nested step list, every path root the views use."""

from __future__ import annotations

import typing
from typing import Any

import pytest

from eerie.games.mansions import paths
from eerie.games.mansions import schema as sc
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.language import LANGUAGE, build_language
from eerie.script.interpreter import Interpreter


def _members(union: Any, tag: str) -> dict[str, type[Any]]:
    """Tag word -> model class of a discriminated union of the schema."""
    inner = typing.get_args(union)[0]
    out: dict[str, type[Any]] = {}
    for cls in typing.get_args(inner):
        for word in typing.get_args(cls.model_fields[tag].annotation):
            out[word] = cls
    return out


STEPS = _members(sc.Step, "do")
CHECKS = _members(sc.Cond, "check")


def test_every_step_word_and_check_of_the_format_is_declared_once() -> None:
    assert set(LANGUAGE.steps) == set(STEPS)
    assert set(LANGUAGE.checks) == set(CHECKS)


def _nested_fields(cls: type[Any]) -> set[str]:
    """Fields of a step model that hold steps, directly or in entries (choice options)."""
    out = set()
    for name, field in cls.model_fields.items():
        if typing.get_origin(field.annotation) is list and typing.get_args(
                field.annotation)[0] in (sc.Step, sc.Option):
            out.add(name)
    return out


@pytest.mark.parametrize("word", sorted(STEPS))
def test_the_children_of_each_step_are_its_nested_fields(word: str) -> None:
    declared = {c.attr for c in LANGUAGE.steps[word].children}
    assert declared == _nested_fields(STEPS[word])


def test_the_language_is_frozen_and_built_afresh_the_same() -> None:
    with pytest.raises(RuntimeError):
        LANGUAGE.add_step("dance", lambda *a: None)
    again = build_language()
    assert again is not LANGUAGE
    assert set(again.steps) == set(LANGUAGE.steps)
    assert again.waiting_frames() == LANGUAGE.waiting_frames()
    assert {"turn", "test", "choice", "puzzle", "round", "trading"} <= set(
        LANGUAGE.waiting_frames())


def test_the_game_owns_its_interpreter_and_states_run_under_it() -> None:
    assert isinstance(GAME.interpreter, Interpreter)
    assert GAME.interpreter.language is LANGUAGE
    st = GAME.setup({})
    assert st.interpreter is GAME.interpreter and GAME.clone(st).interpreter is st.interpreter
    assert "interpreter" not in GAME.encode(st)


def test_view_tokens_cover_every_declared_root() -> None:
    scenario, lib, _ = load("gulls_reach_light")
    table = paths.table(scenario, lib)
    roots = {v[0] for v in table.values() if isinstance(v, tuple) and v}
    assert set(LANGUAGE.roots) <= roots
