"""Conditions of the PACKAGED content do what their cards say.

The packaged Stunned card reads "You lose the first action of your next turn. Then
discard this card."; its data once also discarded it at the end of every turn, so a
Stunned gained during the holder's own turn (a damage card after a failed evade, fire)
was gone before it cost anything."""

from __future__ import annotations

from eerie.core.decision import CHANCE
from eerie.games.mansions.game import GAME
from eerie.games.mansions.rules.actions import end_turn
from eerie.games.mansions.script import Ctx, gain_condition, run
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import do, ids, top

QUIET = ("mythos:calm_breath", "mythos:respite")


def _next_turn(st: MoMState, who: str) -> None:
    """Play on (first chance outcome, a quiet mythos event, first option) until ``who``
    may start a turn in a later round."""
    start = st.round
    for _ in range(500):
        p = GAME.pending(st)
        if st.round > start and f"turn:{who}" in p.ids():
            do(st, f"turn:{who}")
            return
        if p.actors == (CHANCE,):
            pick = next((q for q in QUIET if q in p.ids()), p.ids()[0])
        elif top(st) == "round":
            pick = "end_phase" if "end_phase" in p.ids() else p.ids()[0]
        else:
            pick = "end_turn" if "end_turn" in p.ids() else p.ids()[0]
        do(st, pick)
    raise AssertionError("no next turn")


def test_stunned_gained_in_ones_own_turn_costs_the_next_turns_first_action() -> None:
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge", "players": 1})
    card = st.lib.conditions["stunned"]
    assert card.lose_first_action and "next turn" in card.text["en"]
    who = st.invs[0].id
    do(st, f"turn:{who}")
    ctx = Ctx(st)
    gain_condition(ctx, who, "stunned", card.copies[0].id)  # gained during his own turn
    assert st.inv(who).actions == 2  # this turn is not touched
    end_turn(ctx, st.stack[-1])
    run(ctx)
    assert "stunned" in st.inv(who).conditions  # still there after the turn ends
    _next_turn(st, who)
    inv = st.inv(who)
    assert inv.actions == 1 and "stunned" not in inv.conditions
    assert ids(st)  # the turn goes on with one action
