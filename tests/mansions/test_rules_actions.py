"""The rarer actions: trade, push, steal, set fire, extinguish, barricades, component
actions, spells and abilities (stage 3). Docstrings name the rules-reference entry."""

from __future__ import annotations

from eerie.games.mansions.game import GAME
from eerie.games.mansions.state import Floor
from tests.mansions.fixtures import (
    at,
    do,
    ids,
    is_chance,
    new,
    placed,
    roll,
    rule,
    spawn_at,
    start_turn,
    top,
)


@rule("RR 15, 22 and 75",
      "one trade action allows any number of exchanges with the investigators in the space, "
      "pick-ups and drops")
def test_trade_gives_picks_up_and_drops(tiny: str) -> None:
    st = new(tiny)
    st.floor.append(Floor("h1", "item", "idol"))
    start_turn(st, "ann")
    do(st, "trade:give:knife:bob", "accept")   # bob's seat agrees (rulebook: Trade)
    assert st.inv("bob").items[-1] == ("knife", False) and top(st) == "trading"
    do(st, "trade:pick:idol::ann", "trade:give:flare:ann:bob", "accept",
       "trade:drop:lamp::bob", "done")
    ann, bob = st.inv("ann"), st.inv("bob")
    assert ("idol", False) in ann.items and ann.spells == ["flare"]
    assert [f.id for f in st.floor] == ["lamp"] and bob.items == [("knife", False)]
    assert ann.actions == 1


@rule("RR 20 and 46", "clues cannot be traded or dropped")
def test_clues_are_not_possessions(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 3
    start_turn(st, "ann")
    assert not [o for o in ids(st) if "clue" in o]


@rule("RR 32",
      "pushing a monster is a strength test against its might; on success it moves one space and "
      "the pusher may follow")
def test_push_a_monster_against_its_might(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, f"push:{uid}:h2")
    roll(st, 1)                               # evade first: passed
    assert st.stack[-1]["diff"] == 2
    roll(st, 2)
    assert st.mon(uid).space == "h2"  # type: ignore[union-attr]
    assert ids(st) == ["move:h2", "stop"]
    do(st, "stop")
    assert st.inv("ann").space == "h1"


@rule("RR 32 steps 2-4",
      "the pushed investigator agrees, or resists with strength (the difficulty is his successes "
      "plus one)")
def test_push_an_investigator_who_complies_or_resists(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "push:bob:h2")
    assert GAME.pending(st).actors == (1,) and ids(st) == ["comply", "resist"]
    do(st, "comply", "move:h2")
    assert st.inv("bob").space == "h2" and st.inv("ann").space == "h2"
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "push:bob:h2", "resist")
    roll(st, 1)                               # bob: one success, difficulty 2
    roll(st, 1)                               # ann: one success: fails
    assert st.inv("bob").space == "h1"


@rule("RR 95", "both test the chosen skill; each success more takes one possession")
def test_steal_compares_successes(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "steal:bob:agility")
    roll(st, 3)
    roll(st, 1)
    assert sorted(ids(st)) == ["take:flare", "take:lamp"]
    do(st, "take:lamp", "take:flare")
    assert st.inv("bob").items == [] and st.inv("ann").spells == ["flare"]
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "steal:bob:strength")
    roll(st, 1)
    roll(st, 1)
    assert st.inv("bob").items == [("lamp", False)] and top(st) == "turn"


@rule("RR 38",
      "only an investigator with a light source sets fire, in his space or an adjacent one (never "
      "one already burning)")
def test_set_fire_needs_a_light_source(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    assert not [o for o in ids(st) if o.startswith("fire:")]
    do(st, "end_turn", "turn:bob")
    assert {"fire:h1", "fire:h2", "fire:s1"} <= set(ids(st))
    do(st, "fire:h2")
    assert st.fire == ["h2"] and "fire:h2" not in ids(st)


@rule("RR 37",
      "an agility test; each success removes a fire here or in a space the investigator enters "
      "later this round (without damage)")
def test_extinguish_here_and_where_moved_later(tiny: str) -> None:
    st = new(tiny)
    st.fire += ["h1", "h2"]
    start_turn(st, "ann")
    do(st, "extinguish")
    roll(st, 2)
    assert st.fire == ["h2"] and st.inv("ann").douse == 1
    assert st.inv("ann").damage_down == 0     # the fire here was put out first
    do(st, "move:h2")
    assert st.fire == [] and st.inv("ann").damage_down == 0


@rule("RR 65",
      "a barricade in the space blocks a door; it is moved aside from its own side freely, from "
      "the other side with two strength successes")
def test_barricade_a_door_and_clear_it(tiny: str) -> None:
    st = new(tiny)
    st.loose_barricades.append("h1")
    start_turn(st, "ann")
    do(st, "barricade:h1:s1")
    assert st.barricades == [("h1", "s1")] and "move:s1" not in ids(st)
    do(st, "clear_barricade:h1:s1")
    assert st.barricades == [] and st.loose_barricades == ["h1"]
    st.loose_barricades.remove("h1")
    st.barricades.append(("h1", "s1"))
    do(st, "end_turn", "turn:bob")
    at(st, "bob", "s1")
    do(st, "clear_barricade:h1:s1")
    roll(st, 2)
    assert st.barricades == [] and ids(st) == ["move:h1", "stop"]


@rule("RR 16", "an item with an action costs one action; the tonic heals and flips")
def test_component_action_of_an_item(tiny: str) -> None:
    st = new(tiny, ("eve", "ann"))
    st.inv("eve").damage_down = 2
    start_turn(st, "eve")
    do(st, "use:tonic")
    eve = st.inv("eve")
    assert eve.damage_down == 0 and eve.items == [("tonic", True)] and eve.actions == 1
    assert "use:tonic" not in ids(st)         # the back has no action


@rule("RR 24",
      "casting flips the spell: a random copy of that spell (a chance step); afterwards its back "
      "is unknown again")
def test_attack_spell_reveals_a_random_copy(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h2")
    start_turn(st, "bob")
    do(st, f"attack:{uid}:flare")
    roll(st, 1)                               # the attack test first, then the flip
    assert is_chance(st) and ids(st) == ["copy:flare1", "copy:flare2"]
    do(st, "copy:flare1")                     # 1 + base 1 + copy bonus 1 = 3
    assert st.monsters == []
    assert st.inv("bob").spells == ["flare"]


@rule("RR 24", "the back's effect applies after the cast (flare2 costs a horror)")
def test_spell_copy_steps_run(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h2")
    start_turn(st, "bob")
    do(st, f"attack:{uid}:flare")
    roll(st, 0)
    do(st, "copy:flare2")
    assert top(st) == "harm" and st.stack[-1]["kind"] == "horror"


@rule("RR 71", "an ability used as an action (dee mends another's face-down damage)")
def test_mend_ability(tiny: str) -> None:
    st = new(tiny, ("dee", "ann"))
    st.inv("ann").damage_down = 2
    start_turn(st, "dee")
    do(st, "ability:ann")
    assert st.inv("ann").damage_down == 1


@rule("RR 42",
      "conditions act on their holder (stunned: lose the first action; bleeding: a face-down "
      "damage at the end of the turn)")
def test_conditions_lose_action_and_end_of_turn(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").conditions += ["stunned", "bleeding"]
    start_turn(st, "ann")
    assert st.inv("ann").actions == 1 and "stunned" not in st.inv("ann").conditions
    do(st, "end_turn")
    assert st.inv("ann").damage_down == 1


@rule("RR 84 and 70 with the scenario's variable trigger", "a short scripted win")
def test_explore_through_a_yard_then_search_wins(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard", "move:y1")
    placed(st, "yard")
    do(st, "move:y2")
    assert st.inv("ann").space == "y2" and [m.space for m in st.monsters] == ["y2"]
    st.inv("ann").actions = 1                 # as if she had an action to spare
    do(st, "search:shed")
    roll(st, 3)                               # evade the ghoul first
    assert st.result == "victory" and st.epilogue == "won"
