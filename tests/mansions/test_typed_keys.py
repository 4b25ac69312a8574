"""Typed keys (``Option.data["key"]``, the terminal's shared interface): where a person
types a value in Mansions (a space to move to, a number of clues, a code symbol), the
option carries it; keys are unique within a decision, compared case-insensitively, and
decisions that are not about such values carry none."""

from __future__ import annotations

from random import Random

import pytest

from eerie.core.chance import sample
from eerie.games.mansions.game import GAME
from eerie.games.mansions.library import scenario_ids
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import push
from tests.mansions.fixtures import do, searching_desk


def _keys(st: object) -> dict[str, str]:
    return {o.id: o.data["key"] for o in GAME.pending(st).options  # type: ignore[arg-type]
            if o.data and "key" in o.data}


@pytest.mark.parametrize("scenario", scenario_ids())
def test_keys_are_unique_in_every_decision_of_random_games(scenario: str) -> None:
    seen_moves = 0
    for seed in range(2):
        rng = Random(seed)
        st = GAME.setup({"scenario": scenario, "players": 1})
        for _ in range(300):
            p = GAME.pending(st)
            if p.is_over:
                break
            keys = [o.data["key"].lower() for o in p.options if o.data and "key" in o.data]
            assert len(keys) == len(set(keys)), [o.id for o in p.options]
            for o in p.options:
                if o.data and "key" in o.data:
                    assert o.data["key"] and " " not in o.data["key"], o
                if o.id.startswith("move:") and o.id.count(":") == 1:
                    assert o.data["key"] == o.id[5:]  # the space, as the map shows it
                    seen_moves += 1
            oid = sample(p, rng) if p.is_chance else rng.choice(p.ids())
            GAME.apply(st, p.actors[0], oid)
    assert seen_moves


def test_a_turn_keys_its_steps_by_space_and_nothing_else() -> None:
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge", "players": 1})
    do(st, f"turn:{st.invs[0].id}")
    keys = _keys(st)
    assert keys and all(oid == f"move:{key}" for oid, key in keys.items())
    assert "end_turn" in GAME.pending(st).ids() and "end_turn" not in keys


def test_clues_are_keyed_by_their_number(tiny: str) -> None:
    st = searching_desk(tiny, 2)
    do(st, "roll:s0c2b2")
    assert _keys(st) == {"clues:0": "0", "clues:1": "1"}


def test_code_symbols_are_keyed_by_the_symbol_shown() -> None:
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge", "players": 1})
    data = puzzle_rules.generate("code", 11, "easy")
    st.puzzles["pz.circle"] = data
    push(st, "puzzle", inv=st.invs[0].id, id="pz.circle", path=("event", "ev.circle"),
         stage="play", left=3)
    keys = _keys(st)
    p = puzzle_rules.from_json(data)
    assert keys == {f"sym:{k}": p.label(k) for k in range(1, p.kinds + 1)}
