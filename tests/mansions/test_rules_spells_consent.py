"""Casting spells (front test, hidden back resolved with the result, a fresh copy) and
consent when a possession is handed to another seat's investigator."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Any

import pytest

from eerie.games.mansions.ai import MansionsAgent
from eerie.games.mansions.game import GAME
from eerie.games.mansions.library import load_content
from eerie.games.mansions.script import Ctx, gain
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import (
    T,
    do,
    ids,
    is_chance,
    keys,
    new,
    roll,
    rule,
    spawn_at,
    start_turn,
    top,
    variant,
)


def _spells(ct: dict[str, Any]) -> None:
    """A non-attack spell with a difficulty and pass/fail backs; the attack spell's
    copies get result branches too."""
    ct["spells"] = [
        {"id": "flare", "name": {"en": "Flare"}, "text": T,
         "attack": {"kind": "spell", "range": "ranged", "damage": 1},
         "copies": [{"id": "flare1", "text": T, "damage_bonus": 1,
                     "fail": [{"do": "condition", "id": "dazed"}]},
                    {"id": "flare2", "text": T, "steps": [{"do": "horror", "amount": 1}]}]},
        {"id": "sigil", "name": {"en": "Sigil"}, "text": T, "skill": "will", "modifier": 1,
         "difficulty": 2,
         "copies": [{"id": "sigil1", "text": T, "steps": [{"do": "clues", "amount": 1}],
                     "pass": [{"do": "clues", "amount": 2}],
                     "fail": [{"do": "condition", "id": "dazed"}]}]},
    ]


@pytest.fixture(scope="module")
def spelled(tmp_path_factory: pytest.TempPathFactory) -> str:
    return variant(Path(tmp_path_factory.mktemp("spells")), content_change=_spells)


def _with_sigil(path: str) -> MoMState:
    st = new(path)
    gain(Ctx(st), "ann", "spell", "sigil")
    start_turn(st, "ann")
    return st


# -- spells ----------------------------------------------------------------------------


@rule("RR Spells (24)",
      "casting tests the skill the front names (a chance roll like every test) before the card is "
      "turned over")
def test_cast_rolls_the_front_test_first(spelled: str) -> None:
    st = _with_sigil(spelled)
    do(st, "cast:sigil")
    assert top(st) == "test" and is_chance(st)
    f = st.stack[-1]
    assert f["skill"] == "will" and f["diff"] == 2
    assert f["dice"] == 3 + 1                      # ann's will 3 + the front's modifier
    assert not [o for o in ids(st) if o.startswith("copy:")]
    roll(st, 2)
    assert is_chance(st) and ids(st) == ["copy:sigil1"]


@rule("RR Spells (24) and Flipping cards (21)",
      "the flipped back applies at once, using the test result: its own steps, then its pass "
      "steps")
def test_back_resolves_with_a_passed_test(spelled: str) -> None:
    st = _with_sigil(spelled)
    do(st, "cast:sigil")
    roll(st, 2)
    ev = do(st, "copy:sigil1")
    assert st.inv("ann").clues == 3 and "dazed" not in st.inv("ann").conditions
    cast = next(e for e in ev if e.kind == "mom.cast")
    assert cast.data["successes"] == 2 and cast.data["passed"] is True


@rule("RR Spells (24)",
      "with too few successes the back's fail steps apply (the difficulty is the front's)")
def test_back_resolves_with_a_failed_test(spelled: str) -> None:
    st = _with_sigil(spelled)
    do(st, "cast:sigil")
    roll(st, 1)
    do(st, "copy:sigil1")
    assert st.inv("ann").clues == 1 and "dazed" in st.inv("ann").conditions


@rule("RR Spells (24)",
      "the cast card is discarded and the caster takes a new random copy of the same spell: the "
      "spell stays, its back unknown again (the next cast draws among all copies)")
def test_cast_spell_is_replaced_by_a_fresh_copy(spelled: str) -> None:
    st = _with_sigil(spelled)
    do(st, "cast:sigil")
    roll(st, 2)
    ev = do(st, "copy:sigil1")
    assert "mom.ev.spell_redrawn" in keys(ev)
    assert st.inv("ann").spells == ["sigil"]
    assert top(st) == "turn" and "cast:sigil" in ids(st)
    do(st, "cast:sigil")
    roll(st, 0)
    assert ids(st) == ["copy:sigil1"]


@rule("RR Spells (24) and Attack action (9)",
      "an attack spell's test is the attack test; the back then decides the damage (successes + "
      "base + its bonus)")
def test_attack_spell_hit_deals_successes_base_and_bonus(spelled: str) -> None:
    st = new(spelled)
    uid = spawn_at(st, "ghoul", "h2")
    start_turn(st, "bob")
    do(st, f"attack:{uid}:flare")
    assert top(st) == "test" and st.stack[-1]["purpose"] == "attack"
    roll(st, 1)
    m = st.mon(uid)
    assert m is not None and m.damage == 0         # no damage before the flip
    do(st, "copy:flare1")                          # 1 + base 1 + bonus 1 = 3 = health
    assert st.mon(uid) is None
    assert "dazed" not in st.inv("bob").conditions


@rule("RR Spells (24)", "a missed spell attack deals no damage, and the back's fail steps apply")
def test_attack_spell_miss_runs_the_fail_steps(spelled: str) -> None:
    st = new(spelled)
    uid = spawn_at(st, "ghoul", "h2")
    start_turn(st, "bob")
    do(st, f"attack:{uid}:flare")
    roll(st, 0)
    do(st, "copy:flare1")
    m = st.mon(uid)
    assert m is not None and m.damage == 0
    assert "dazed" in st.inv("bob").conditions


@rule("RR Spells (24)",
      "every packaged spell's back reads the test result (a pass or fail branch, or a bonus only "
      "a hit gets), texts in en/ko/zh")
def test_base_content_spells_have_result_backs() -> None:
    lib = load_content(["base"])
    assert len(lib.spells) >= 4
    for spell in lib.spells.values():
        assert {"en", "ko", "zh"} <= set(spell.text)
        assert len(spell.copies) >= 2
        uses_result = [c for c in spell.copies if c.pass_ or c.fail or c.damage_bonus]
        assert uses_result, spell.id
        for c in spell.copies:
            assert {"en", "ko", "zh"} <= set(c.text), c.id


@rule("RR Spells (24)",
      "a packaged non-attack spell cast in a packaged scenario: roll, flip, back, fresh copy, and "
      "the turn goes on")
def test_packaged_spell_casts_end_to_end() -> None:
    st = GAME.setup({"scenario": "gulls_reach_light"})
    who = st.invs[0].id
    gain(Ctx(st), who, "spell", "whispered_name")
    do(st, f"turn:{who}")
    do(st, "cast:whispered_name")
    assert top(st) == "test"
    roll(st, 1)
    assert ids(st)[0].startswith("copy:whispered_name.")
    ev = do(st, "copy:whispered_name.answer")
    assert "mom.ev.spell_redrawn" in keys(ev)
    assert st.inv(who).clues >= 1 and "whispered_name" in st.inv(who).spells


# -- consent ---------------------------------------------------------------------------


@rule("RR Trade action (15) and the rulebook's Trade action",
      "a possession is handed over only if the receiving investigator agrees: the receiver's seat "
      "decides (accept / refuse)")
def test_giving_to_another_seat_asks_that_seat(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "trade:give:knife:bob")
    p = GAME.pending(st)
    assert top(st) == "consent" and p.actors == (st.inv("bob").seat,)
    assert p.ids() == ["accept", "refuse"]
    assert ("knife", False) in st.inv("ann").items      # nothing moved yet
    do(st, "accept")
    assert ("knife", False) in st.inv("bob").items and top(st) == "trading"


@rule("RR Trade action (15)",
      "a refused possession does not change hands; the trade action goes on (other exchanges are "
      "still possible)")
def test_refused_gift_stays_with_the_giver(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    ev = do(st, "trade:give:knife:bob", "refuse")
    assert "mom.ev.trade_refused" in keys(ev)
    assert ("knife", False) in st.inv("ann").items
    assert not any(i == "knife" for i, _ in st.inv("bob").items)
    assert top(st) == "trading" and st.inv("ann").actions == 1


@rule("RR Trade action (15)",
      "within a trade action every gift to another seat's investigator needs that seat's "
      "agreement (here bob gives to ann)")
def test_trading_frame_gifts_ask_too(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "trade:drop:knife")
    assert top(st) == "trading"
    do(st, "trade:give:lamp:ann:bob")
    assert top(st) == "consent" and GAME.pending(st).actors == (st.inv("ann").seat,)
    do(st, "accept")
    assert ("lamp", False) in st.inv("ann").items


@rule("RR Trade action (15)",
      "one player moving possessions between his own investigators agrees with himself: no "
      "consent decision")
def test_same_seat_needs_no_question(tiny: str) -> None:
    st = new(tiny, seats={"ann": 0, "bob": 0})
    start_turn(st, "ann")
    do(st, "trade:give:knife:bob")
    assert top(st) == "trading" and ("knife", False) in st.inv("bob").items


def test_healing_another_needs_no_consent(tiny: str) -> None:
    """Engine ruling (the rulebook asks agreement only for trading): mending another
    seat's investigator applies at once."""
    st = new(tiny, ("dee", "ann"))
    st.inv("ann").damage_down = 2
    start_turn(st, "dee")
    do(st, "ability:ann")
    assert st.inv("ann").damage_down == 1 and top(st) == "turn"


def test_heuristic_accepts_gifts(tiny: str) -> None:
    """The heuristic investigator answers the consent decision (it accepts)."""
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "trade:give:knife:bob")
    seat = st.inv("bob").seat
    agent = MansionsAgent()
    got = agent.choose(GAME, lambda: GAME.view(st, seat), ["accept", "refuse"], seat,
                       Random(1))
    assert got == "accept"


def test_consent_frame_survives_view_and_determinize(tiny: str) -> None:
    """The consent decision is rebuilt from the receiver's view."""
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "trade:give:knife:bob")
    seat = st.inv("bob").seat
    det = GAME.determinize(GAME.view(st, seat), seat, Random(2))
    assert GAME.pending(det).ids() == ["accept", "refuse"]
