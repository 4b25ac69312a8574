"""Monsters, the mythos phase, fire, darkness, barricades and secret passages (stage 2).

``@rule`` markers name the rules-reference entry ("RR n") or rulebook part ("RB") checked."""

from __future__ import annotations

from eerie.games.mansions.game import GAME
from eerie.games.mansions.rules.mythos import choose_target, horror_candidates
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import (
    at,
    do,
    end_turns,
    ids,
    is_chance,
    keys,
    new,
    placed,
    roll,
    rule,
    spawn_at,
    start_turn,
    top,
)


def to_mythos(st: MoMState) -> None:
    """End the investigator phase."""
    end_turns(st)
    assert st.phase == "mythos"


def skip_event(st: MoMState) -> None:
    """Let the mythos event be the harmless scenario one."""
    assert top(st) == "mythos_event"
    do(st, "mythos:rumble")
    if top(st) == "mythos_who":
        do(st, "who:ann")


# -- evasion -------------------------------------------------------------------------------


@rule("RR 94 and 60",
      "leaving a space with a monster (a move included) starts with an evade check; failing it "
      "cancels the move in that space")
def test_leaving_a_monster_space_needs_an_evade_check(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, "move:h2")
    assert top(st) == "test" and st.stack[-1]["skill"] == "agility"
    roll(st, 0)
    do(st, "card:bruise")                     # the ghoul's answer: 1 damage and cancel
    inv = st.inv("ann")
    assert inv.space == "h1" and inv.move_left == 0 and inv.actions == 1


@rule("RR 94", "an evade without a cancel lets the action happen as intended")
def test_passing_the_evade_lets_the_move_go_on(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, "move:h2")
    roll(st, 1)
    assert st.inv("ann").space == "h2"
    do(st, "move:h3")                         # no monster there: no new check
    assert st.inv("ann").space == "h3"


@rule("RR 94 step 1", "the monster with the highest awareness; the investigator picks among equals")
def test_evade_the_highest_awareness_and_choose_among_equals(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h1")
    shade = spawn_at(st, "shade", "h1")
    start_turn(st, "ann")
    do(st, "move:h2")
    assert st.stack[-1]["mon"] == shade       # awareness 3 beats 2
    st = new(tiny)
    a = spawn_at(st, "ghoul", "h1")
    b = spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, "move:h2")
    assert ids(st) == [f"evade:{a}", f"evade:{b}"]
    do(st, f"evade:{b}")
    assert st.stack[-1]["mon"] == b


@rule("RR 94",
      "any action but an attack in a monster's space starts with evasion; a cancelled action is "
      "lost (RR 80)")
def test_non_attack_actions_need_evasion_attacks_do_not(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "s1")
    spawn_at(st, "ghoul", "s1")
    start_turn(st, "ann")
    do(st, "search:desk")
    assert st.stack[-1]["skill"] == "agility"
    roll(st, 0)
    do(st, "card:bruise")
    assert st.inv("ann").actions == 1 and "desk" in st.tokens
    uid = st.monsters[0].uid
    do(st, f"attack:{uid}:knife")
    assert st.stack[-1]["skill"] == "strength"   # straight to the attack test


@rule("RR 59 and 94", "placement by an effect is not a voluntary move")
def test_forced_moves_need_no_evasion(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h1")
    from eerie.games.mansions.script import Ctx, push, run
    push(st, "steps", path=("inline", "x"), pc=0, inv="ann", mon=None, aud=None)
    from eerie.games.mansions import schema as sc
    st.interpreter.add_inline("x", [sc.MoveInvestigator(do="move_investigator", space="h3")])
    run(Ctx(st))
    assert st.inv("ann").space == "h3" and top(st) == "round"


# -- attacks --------------------------------------------------------------------------------


@rule("RR 9 and 35",
      "melee weapons and bare hands hit a monster in the space; ranged ones a monster in range "
      "(three spaces, not through walls or doors)")
def test_melee_needs_the_same_space_ranged_reaches_three(tiny: str) -> None:
    st = new(tiny, ("ann", "cid"))
    uid = spawn_at(st, "ghoul", "h3")
    start_turn(st, "cid")
    opts = ids(st)
    assert f"attack:{uid}:pistol" in opts and f"attack:{uid}:unarmed" not in opts
    at(st, "cid", "s1")                       # behind a door: out of range
    assert not [o for o in ids(st) if o.startswith("attack:")]
    at(st, "cid", "h3")
    assert f"attack:{uid}:unarmed" in ids(st)


@rule("RB attack example and RR 13",
      "a passed attack deals its successes plus the weapon's base damage; at its health the "
      "monster is discarded")
def test_attack_damage_is_successes_plus_base_and_defeats(tiny: str) -> None:
    st = new(tiny, ("ann", "cid"))
    uid = spawn_at(st, "ghoul", "h2")
    at(st, "cid", "h1")
    start_turn(st, "cid")
    do(st, f"attack:{uid}:pistol")
    ev = roll(st, 1)
    assert "mom.ev.defeated" in keys(ev)     # 1 + 2 = 3 = the ghoul's health
    assert st.monsters == []


@rule("RR 9", "a failed attack test deals no damage")
def test_failed_attack_does_nothing(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, f"attack:{uid}:knife")
    roll(st, 0)
    assert st.monsters[0].damage == 0


# -- activation ------------------------------------------------------------------------------


@rule("RR 14, 93 and RB monster example",
      "the monster moves toward the nearest investigator and attacks in the same space; the "
      "damage is resisted")
def test_monster_moves_toward_the_nearest_and_attacks(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h3")
    at(st, "bob", "s1")
    to_mythos(st)
    skip_event(st)
    m = st.mon(uid)
    assert m is not None and m.space == "h1"  # two steps toward ann
    assert top(st) == "test" and st.stack[-1]["inv"] == "ann"
    roll(st, 1)                               # resist one of two
    do(st, "card:bruise")
    assert st.inv("ann").damage == 1


@rule("RR 1", "a monster already with the nearest investigator does not move")
def test_nearest_may_be_the_own_space(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h1")
    assert choose_target(st, st.mon(uid), "nearest") == "ann"  # type: ignore[arg-type]
    to_mythos(st)
    skip_event(st)
    assert st.mon(uid).space == "h1"  # type: ignore[union-attr]


@rule("RR 2", "the farthest investigator by movement")
def test_farthest(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h2")
    at(st, "bob", "s1")
    assert choose_target(st, st.mon(uid), "farthest") == "bob"  # type: ignore[arg-type]


@rule("RR 35 and 14", "a ranged attack line applies when the target is in range")
def test_ranged_monster_attacks_in_range(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "shade", "h3")
    to_mythos(st)
    skip_event(st)
    assert st.mon(uid).space == "h3"  # type: ignore[union-attr]
    assert top(st) == "test" and st.stack[-1]["skill"] == "strength"


@rule("RR 65", "a barricade in a monster's way: might dice, two successes break it")
def test_monster_breaks_a_barricade_with_two_successes(tiny: str) -> None:
    st = new(tiny)
    placed(st, "yard")
    st.tokens.remove("ex_yard")
    uid = spawn_at(st, "ghoul", "y1")
    at(st, "ann", "h3")
    at(st, "bob", "h3")
    st.barricades.append(("h3", "y1"))
    to_mythos(st)
    skip_event(st)
    assert is_chance(st) and len(ids(st)) == 6          # two dice (might 2)
    roll(st, 1)
    assert st.mon(uid).space == "y1" and st.barricades  # type: ignore[union-attr]
    st2 = new(tiny)
    placed(st2, "yard")
    st2.tokens.remove("ex_yard")
    uid = spawn_at(st2, "ghoul", "y1")
    at(st2, "ann", "h3")
    at(st2, "bob", "h3")
    st2.barricades.append(("h3", "y1"))
    to_mythos(st2)
    skip_event(st2)
    roll(st2, 2)
    assert st2.mon(uid).space == "h3" and not st2.barricades  # type: ignore[union-attr]


@rule("RR 37", "a monster takes one damage when it activates in fire or enters fire")
def test_fire_hurts_monsters_entering_and_activating(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "ghoul", "h3")
    st.fire.append("h2")
    to_mythos(st)
    assert top(st) == "fire_spread"
    do(st, ids(st)[0])
    skip_event(st)
    assert st.mon(uid).damage >= 1  # type: ignore[union-attr]


# -- horror ---------------------------------------------------------------------------------


@rule("RR 11 and 12",
      "each investigator in range of a monster makes one horror check, against the highest horror "
      "rating")
def test_horror_check_against_the_highest_rating_in_range(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h3")
    shade = spawn_at(st, "shade", "h3")
    cands = horror_candidates(st, "ann")
    assert [m.uid for m in cands] == [shade]
    at(st, "ann", "s1")
    assert horror_candidates(st, "ann") == []   # a door blocks range


@rule("RR 51 and 11",
      "the horror sub-phase follows the monster sub-phase; no monster, no horror check")
def test_horror_phase_runs_after_monsters(tiny: str) -> None:
    st = new(tiny)
    to_mythos(st)
    skip_event(st)
    assert st.round == 2 and st.phase == "investigator"
    st = new(tiny)
    st.monsters.clear()
    spawn_at(st, "shade", "s2")               # out of everyone's range (a wall)
    to_mythos(st)
    skip_event(st)
    while top(st) != "round":
        do(st, ids(st)[-1] if is_chance(st) else ids(st)[0])
    assert not any(e[1]["key"] == "mom.ev.horror_check" for e in st.log)


@rule("RR 12 step 1", "equal horror ratings: the investigator picks")
def test_horror_check_tie_is_chosen(tiny: str) -> None:
    st = new(tiny)
    a = spawn_at(st, "ghoul", "h3")
    b = spawn_at(st, "ghoul", "h3")
    st.inv("bob").space = "s1"
    st.fire.clear()
    to_mythos(st)
    skip_event(st)
    # the ghouls walk to ann and attack; resolve with full successes
    while top(st) != "horror_phase":
        do(st, ids(st)[-1] if is_chance(st) else ids(st)[0])
    assert ids(st) == [f"horror:{a}", f"horror:{b}"]


# -- mythos events ----------------------------------------------------------------------------


@rule("RR 52", "one or more mythos events each mythos phase (a chance step)")
def test_mythos_events_are_weighted_chance(tiny: str) -> None:
    st = new(tiny)
    to_mythos(st)
    p = GAME.pending(st)
    assert p.is_chance and sorted(p.ids()) == ["mythos:chill", "mythos:draft",
                                               "mythos:rumble"]
    do(st, "mythos:chill")
    assert is_chance(st) and ids(st) == ["who:ann", "who:bob"]
    do(st, "who:bob")
    assert st.stack[-1]["inv"] == "bob" and st.stack[-1]["skill"] == "will"


# -- fire, darkness, passages -------------------------------------------------------------------


@rule("RR 37",
      "entering a burning space or ending a non-move action there costs one face-down damage")
def test_entering_fire_and_acting_in_fire_hurt(tiny: str) -> None:
    st = new(tiny)
    st.fire.append("h2")
    start_turn(st, "ann")
    do(st, "move:h2")
    assert st.inv("ann").damage_down == 1
    do(st, "interact:bell", "opt:0")
    assert st.inv("ann").damage_down == 2


@rule("RR 37",
      "at the start of the mythos phase, the fire spreads from one burning space to one adjacent "
      "space (never through a wall)")
def test_fire_spreads_where_the_investigators_choose(tiny: str) -> None:
    st = new(tiny)
    st.fire.append("h2")
    to_mythos(st)
    assert ids(st) == ["spread:h2:h1", "spread:h2:h3"]   # h2-s2 is a wall
    do(st, "spread:h2:h3")
    assert sorted(st.fire) == ["h2", "h3"]


@rule("RR 39", "spaces with secret passages are adjacent to each other for movement")
def test_secret_passages_join_spaces(tiny: str) -> None:
    st = new(tiny)
    st.passages += ["h1", "s2"]
    start_turn(st, "ann")
    assert "move:s2" in ids(st)


@rule("RR 80",
      "an action cancelled by a failed evasion is spent, even one whose cost would otherwise wait "
      "for the action-icon option")
def test_cancelled_token_action_is_lost(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h2")
    spawn_at(st, "ghoul", "h2")
    start_turn(st, "ann")
    do(st, "interact:bell")
    roll(st, 0)
    do(st, "card:bruise")
    assert st.inv("ann").actions == 1 and top(st) == "turn"
