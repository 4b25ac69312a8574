"""Screens never take an option id apart: every Mansions option the web renderer places
(on the map, in the monster menu, on the item list, in the puzzle window, the turn's
buttons) says in its ``data`` what it is about, and the data agree with the id. The ids
themselves are the engine's and do not change (records keep them); the test reads them
here only to check that the data say the same."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from eerie.core.chance import sample
from eerie.core.decision import CHANCE, Option
from eerie.games.mansions.game import GAME
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import push
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import do, ids, is_chance, new, spawn_at, start_turn, top

TOKEN_ACTS = ("explore", "search", "interact", "sight")
STEPS = 600


def expected(st: MoMState, option: Option) -> dict[str, Any] | None:
    """The fields an option of the id's kind must carry (None: a kind screens show as a
    plain button, such as accepting a trade)."""
    kind, _, rest = option.id.partition(":")
    parts = rest.split(":") if rest else []
    if kind == "move" and len(parts) == 1:
        return {"act": "move", "space": parts[0], "key": parts[0]}
    if kind in TOKEN_ACTS:
        return {"act": kind, "token": parts[0]}
    if kind == "attack":
        return {"act": "attack", "monster": parts[0], "weapon": parts[1]}
    if kind in ("evade", "horror"):
        return {"act": kind, "monster": parts[0]}
    if kind == "push":
        found = {"act": "push", "target": parts[0], "dest": parts[1]}
        return {**found, "monster": parts[0]} if st.mon(parts[0]) is not None else found
    if kind == "trade":
        how, thing, *rest_parts = parts
        found = {"act": "trade", "how": how, "thing": thing}
        receiver, owner = [*rest_parts, "", ""][:2]
        return {**found, **({"receiver": receiver} if receiver else {}),
                **({"owner": owner} if owner else {})}
    if kind == "turn":
        return {"act": "turn", "investigator": parts[0], "seat": st.inv(parts[0]).seat}
    if kind == "spread":
        return {"act": "spread", "from": parts[0], "to": parts[1], "space": parts[1]}
    if option.id in ("stop", "end_turn", "end_phase", "close", "done"):
        return {"act": option.id}
    return None


def check_options(st: MoMState) -> set[str]:
    """Check the data of every option pending now; the acts seen."""
    seen = set()
    for option in GAME.pending(st).options:
        want = expected(st, option)
        if want is None:
            continue
        assert option.data is not None, option.id
        got = {k: v for k, v in option.data.items() if k in want}
        assert got == want, (option.id, option.data)
        seen.add(want["act"])
    return seen


@pytest.mark.parametrize("config", GAME.conformance_configs(), ids=["vigil", "gulls"])
def test_every_placed_option_says_what_it_is_about(config: dict[str, Any]) -> None:
    seen: set[str] = set()
    for seed in range(3):
        rng = Random(seed)
        st = GAME.setup(GAME.normalize_config(config))
        # a monster where the first investigator starts: attacks, evades, horror checks
        spawn_at(st, sorted(st.lib.monsters)[seed], str(st.invs[0].space))
        for _ in range(STEPS):
            p = GAME.pending(st)
            if p.is_over:
                break
            seen |= check_options(st)
            actor = p.actors[0]
            if actor == CHANCE:
                choice = sample(p, rng)
            else:
                # prefer what moves the game on: the turn's actions before ending it
                ids = [o.id for o in p.options]
                acting = [i for i in ids if i not in ("end_turn", "end_phase", "done")]
                choice = rng.choice(acting or ids)
            GAME.apply(st, actor, choice)
    assert {"move", "turn", "explore", "attack", "trade", "push", "end_turn",
            "end_phase"} <= seen, seen


def test_evade_and_horror_options_name_their_monster(tiny: str) -> None:
    st = new(tiny)
    a, b = spawn_at(st, "ghoul", "h1"), spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, "move:h2")
    assert ids(st) == [f"evade:{a}", f"evade:{b}"]
    assert check_options(st) == {"evade"}
    st = new(tiny)
    a, b = spawn_at(st, "ghoul", "h3"), spawn_at(st, "ghoul", "h3")
    st.inv("bob").space = "s1"
    st.fire.clear()
    for _ in range(200):
        if top(st) == "horror_phase":
            break
        choice = ids(st)[-1] if is_chance(st) else ids(st)[0]
        if top(st) == "mythos_event":
            choice = "mythos:rumble"
        do(st, choice)
    assert ids(st) == [f"horror:{a}", f"horror:{b}"]
    assert check_options(st) == {"horror"}


def open_puzzle(kind: str) -> MoMState:
    """The introductory scenario with a ``kind`` puzzle open for the first investigator."""
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    st.puzzles["pz.test"] = puzzle_rules.generate(kind, 11, "easy")
    push(st, "puzzle", inv="ambrose_quill", id="pz.test", path=["event", "x"],
         stage="play", left=3)
    return st


def puzzle_data(st: MoMState) -> dict[str, dict[str, Any]]:
    return {o.id: o.data or {} for o in GAME.pending(st).options}


def test_slide_swaps_name_their_cells() -> None:
    data = puzzle_data(open_puzzle("slide"))
    swaps = {oid: d for oid, d in data.items() if oid.startswith("swap:")}
    assert swaps
    for oid, d in swaps.items():
        a, b = (int(x) for x in oid.split(":")[1:])
        assert d == {"act": "swap", "cells": [min(a, b), max(a, b)]}, oid
    assert data["close"] == {"act": "close"}


def test_lock_drags_name_their_block_and_distance() -> None:
    data = puzzle_data(open_puzzle("lock"))
    drags = {oid: d for oid, d in data.items() if oid.startswith("move:")}
    assert drags
    for oid, d in drags.items():
        _, block, distance = oid.split(":")
        assert d == {"act": "shift", "block": block, "distance": int(distance)}, oid
    assert any(d["distance"] < 0 for d in drags.values()) or \
        any(d["distance"] > 0 for d in drags.values())


def test_code_moves_name_their_symbol_undo_and_submit() -> None:
    st = open_puzzle("code")
    p = puzzle_rules.from_json(st.puzzles["pz.test"])
    data = puzzle_data(st)
    symbols = {oid: d for oid, d in data.items() if oid.startswith("sym:")}
    assert len(symbols) == p.kinds
    for oid, d in symbols.items():
        k = int(oid.partition(":")[2])
        assert d == {"act": "symbol", "symbol": k, "key": p.label(k)}, oid
    for _ in range(p.length):
        GAME.apply(st, 0, "sym:1")
    data = puzzle_data(st)
    assert data["undo"] == {"act": "undo"} and data["submit"] == {"act": "submit"}
