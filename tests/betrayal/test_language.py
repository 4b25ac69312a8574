"""The game's script language against its content: every word and condition the files
use is declared, and the declared children are exactly the step model's nested fields."""

from __future__ import annotations

from typing import Any

from eerie.games.betrayal.game import INTERPRETER
from eerie.games.betrayal.schema import Cond, Row, Step, content

LANG = INTERPRETER.language


def _scripts() -> list[list[Any]]:
    lib = content()
    out = [s for c in lib.cards.values() for s in (c.gain, c.lose, c.use)]
    out += [e.steps for h in lib.haunts.values() for e in h.events]
    return out


def _conds(c: Cond | None) -> list[Cond]:
    if c is None:
        return []
    inner = c.of if isinstance(c.of, list) else [c.of] if c.of else []
    return [c, *(x for i in inner for x in _conds(i))]


def test_every_word_and_condition_of_the_content_is_declared() -> None:
    words, checks = set(), set()
    for steps in _scripts():
        for _, step in LANG.walk(steps):
            words.add(step.do)
            checks |= {c.check for c in _conds(step.cond)}
    for h in content().haunts.values():
        checks |= {c.check for g in h.goals.values() for c in _conds(g.cond)}
        checks |= {c.check for t in h.triggers for c in _conds(t.cond)}
    assert words <= set(LANG.steps) and checks <= set(LANG.checks)
    assert {"trait", "roll", "draw", "move", "discard", "secret", "traitor_trait"} <= words
    assert {"side_dead", "compare", "any"} <= checks


def test_the_declared_children_are_the_nested_step_fields() -> None:
    nested = {name for name, f in Step.model_fields.items()
              if "Step" in str(f.annotation) or "Row" in str(f.annotation)}
    declared = {c.attr for kind in LANG.steps.values() for c in kind.children}
    assert nested == declared == {"then", "else_", "table"}
    assert "steps" in Row.model_fields
