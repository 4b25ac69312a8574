"""Engine rulings: points the rulebook leaves to the app (or leaves open) and that the
engine decides. Each test pins one ruling of docs/mansions-rules-coverage.md, section
"Engine rulings"; its ``@rule`` marker names the rules-reference entry ("RR n") concerned."""

from __future__ import annotations

from eerie.games.mansions.game import GAME
from eerie.games.mansions.rules.mythos import choose_target, target_candidates
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import at, do, end_turns, ids, new, rule, spawn_at, start_turn, top


def _mythos_draws_until_next_round(st: MoMState) -> int:
    """Play the mythos phase with the harmless scenario event (and ``ann`` wherever a
    random investigator is drawn); count the mythos-event draws on the way."""
    draws = 0
    for _ in range(50):
        if st.phase == "investigator":
            return draws
        kind = top(st)
        if kind == "mythos_event":
            draws += 1
            do(st, "mythos:rumble")
        elif kind == "mythos_who":
            do(st, "who:ann")
        else:
            do(st, ids(st)[0])
    raise AssertionError("the mythos phase did not end")


@rule("RR 52 (Mythos event) and RR 40 (Event step)",
      "the rules allow one or more events; the engine draws exactly one per mythos phase "
      "(weighted, eligible events only)")
def test_one_mythos_event_per_mythos_phase(tiny: str) -> None:
    st = new(tiny)
    for round_no in (1, 2, 3):
        assert st.round == round_no
        end_turns(st)
        assert st.phase == "mythos"
        assert _mythos_draws_until_next_round(st) == 1


@rule("RR 1 (Nearest) and RR 14 (Monster step)",
      "when two investigators are equally near, the engine does not ask the table: the first in "
      "the game's investigator order is the target")
def test_equal_monster_targets_go_by_the_investigators_order(tiny: str) -> None:
    for order in (("ann", "bob"), ("bob", "ann")):
        st = new(tiny, invs=order)
        uid = spawn_at(st, "ghoul", "h2")
        at(st, "ann", "h1")
        at(st, "bob", "h3")
        mon = st.mon(uid)
        assert mon is not None
        assert target_candidates(st, mon, "nearest") == list(order)
        assert choose_target(st, mon, "nearest") == order[0]


@rule("RR 15 (Trade action)",
      "the first exchange chosen from the turn spends the action; further gives, pick-ups and "
      "drops in the same trade are free")
def test_a_trade_costs_one_action_for_any_number_of_exchanges(tiny: str) -> None:
    """(Both investigators on one seat, so no consent is asked.)"""
    st = new(tiny, seats={"ann": 0, "bob": 0})
    start_turn(st, "ann")
    before = st.inv("ann").actions
    do(st, "trade:give:knife:bob")
    assert st.inv("ann").actions == before - 1 and top(st) == "trading"
    do(st, "trade:drop:lamp::bob")
    assert st.inv("ann").actions == before - 1
    assert "done" in ids(st)
    assert GAME.pending(st).actors == (st.inv("ann").seat,)
