"""Rules-reference entries that had no test of their own (issue 5, item 8).

Every test names its entry ("Rules reference 58, darkness: ...") and drives the engine
through its public API: ``setup``, ``pending``, ``apply`` with chosen chance outcomes and
``view``. The whole map of entries to tests is docs/mansions-rules-coverage.md."""

from __future__ import annotations

import pathlib
import tempfile
from typing import Any

import pytest

from eerie.core.text import Translator
from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import Ctx, mon_name, push, run
from eerie.games.mansions.state import Floor, MoMState
from tests.mansions.fixtures import (
    at,
    do,
    end_turns,
    ids,
    is_chance,
    new,
    roll,
    rule,
    searching_desk,
    spawn_at,
    start_turn,
    t,
    top,
    variant,
)

SKILLS = ("strength", "agility", "observation", "lore", "influence", "will")


def _tmp() -> pathlib.Path:
    return pathlib.Path(tempfile.mkdtemp())


def _with_sight_event(steps: list[dict[str, Any]]) -> str:
    """The tiny scenario plus a sight token in h1 whose event runs ``steps`` (a sight
    token costs no action, so what the steps cost shows on its own)."""
    def change(sc: dict[str, Any]) -> None:
        sc["events"].append({"id": "glance", "steps": steps})
        sc["tokens"].append({"id": "peek", "kind": "sight", "space": "h1",
                             "label": t("Peek"), "event": "glance"})
        sc["start"]["tokens"].append("peek")
    return variant(_tmp(), change)


def _moves(st: MoMState) -> list[str]:
    return [o for o in ids(st) if o.startswith("move:")]


# -- the board -------------------------------------------------------------------------


@rule("RR 2, farthest",
      "with every investigator in the monster's own space, that space is the farthest one and the "
      "monster stays put")
def test_farthest_may_be_the_own_space(tiny: str) -> None:
    def farthest(ct: dict[str, Any]) -> None:
        ct["monsters"][0]["activation"] = [{"target": "farthest", "move": 2}]
    st = new(variant(_tmp(), content_change=farthest))
    uid = spawn_at(st, "ghoul", "h2")
    at(st, "ann", "h2")
    at(st, "bob", "h2")
    end_turns(st)
    do(st, "mythos:draft")
    assert st.mon(uid).space == "h2"  # type: ignore[union-attr]
    # the same monster with the investigators spread out walks to the far one
    st = new(variant(_tmp(), content_change=farthest))
    uid = spawn_at(st, "ghoul", "h2")
    at(st, "ann", "h2")
    at(st, "bob", "h1")
    end_turns(st)
    do(st, "mythos:draft")
    assert st.mon(uid).space == "h1"  # type: ignore[union-attr]


@rule("RR 8, 53 and 54, rooms",
      "every space of a room carries the room's one name, and each room is either indoor or "
      "outdoor, never both (the public board shows it)")
def test_rooms_name_their_spaces_and_are_indoor_or_outdoor(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard", "stop")
    board = GAME.view(st, 0)["board"]
    rooms = {r["id"]: r for tile in board["tiles"] for r in tile["rooms"]}
    assert {s["id"] for s in rooms["hall"]["spaces"]} == {"h1", "h2", "h3"}
    assert {s["id"] for s in rooms["yard"]["spaces"]} == {"y1", "y2"}
    assert rooms["hall"]["outdoor"] is False and rooms["study"]["outdoor"] is False
    assert rooms["yard"]["outdoor"] is True
    every_space = [s["id"] for r in rooms.values() for s in r["spaces"]]
    assert len(every_space) == len(set(every_space))   # one room per space


@rule("RR 36, wall",
      "an effect on adjacent spaces does not cross a wall (a fire set from h2 may go to h1 or h3, "
      "not to s2 behind the wall)")
def test_effects_on_adjacent_spaces_stop_at_walls(tiny: str) -> None:
    st = new(tiny)
    at(st, "bob", "h2")
    start_turn(st, "bob")
    fires = {o for o in ids(st) if o.startswith("fire:")}
    assert fires == {"fire:h1", "fire:h2", "fire:h3"}


@rule("RR 39 and 65, secret passage",
      "a passage may be blocked with a barricade, and nobody walks through a blocked one")
def test_a_barricade_also_blocks_a_secret_passage(tiny: str) -> None:
    st = new(tiny)
    st.passages += ["h1", "s2"]
    st.loose_barricades.append("h1")
    start_turn(st, "ann")
    assert "move:s2" in ids(st)
    do(st, "barricade:h1:s2")
    assert st.barricades == [("h1", "s2")]
    assert "move:s2" not in ids(st) and "move:h2" in ids(st)


@rule("RR 65, barricade",
      "the token blocks a door of the space it lies in; it cannot be carried to another space")
def test_a_barricade_is_used_only_in_its_own_space(tiny: str) -> None:
    st = new(tiny)
    st.loose_barricades.append("h1")
    at(st, "ann", "s1")                       # across the h1-s1 door
    start_turn(st, "ann")
    assert not [o for o in ids(st) if o.startswith("barricade:")]
    at(st, "ann", "h1")
    assert "barricade:h1:s1" in ids(st)
    do(st, "move:h2")
    assert not [o for o in ids(st) if o.startswith("barricade:")]
    assert st.loose_barricades == ["h1"]


# -- monsters ---------------------------------------------------------------------------


@rule("RR 13, monster",
      "a monster that appears while one of its kind is on the board gets an identification "
      "marker, shown with the monster")
def test_a_second_monster_of_a_kind_gets_a_marker(tiny: str) -> None:
    """While several of a kind are on the board each goes by a number (marker + 1) everywhere: the
    board, the options, the log; alone again, a monster has no number."""
    st = new(tiny)
    first = spawn_at(st, "ghoul", "h2")
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard", "stop")         # the yard's event spawns a second ghoul
    markers = {m.uid: m.marker for m in st.monsters}
    second = next(u for u in markers if u != first)
    assert markers == {first: 0, second: 1}
    shown = {m["uid"]: m["marker"] for m in GAME.view(st, 1)["board"]["monsters"]}
    assert shown == {first: 1, second: 2}
    tr = Translator("en", ("eerie", "eerie.games.mansions"))
    assert tr(mon_name(st, st.mon(second))) == "ghoul 2"  # type: ignore[arg-type]
    other = spawn_at(st, "shade", "h1")       # another kind: no marker
    assert st.mon(other).marker == 0  # type: ignore[union-attr]
    assert tr(mon_name(st, st.mon(other))) == "shade"  # type: ignore[arg-type]
    st.monsters = [m for m in st.monsters if m.uid != first]
    shown = {m["uid"]: m["marker"] for m in GAME.view(st, 1)["board"]["monsters"]}
    assert shown == {second: 0, other: 0}     # alone of its kind: no number


# -- investigators, tests and cards -------------------------------------------------------


@rule("RR 19, skills",
      "each of the six skills is tested with as many dice as the investigator's value in it")
@pytest.mark.parametrize("skill", SKILLS)
def test_a_test_rolls_as_many_dice_as_the_skill(skill: str) -> None:
    def desk(sc: dict[str, Any]) -> None:
        sc["events"][2]["steps"][0]["skill"] = skill
    st = new(variant(_tmp(), desk), ("dee", "ann"))
    at(st, "dee", "s1")
    start_turn(st, "dee")
    do(st, "search:desk")
    value = {"strength": 2, "agility": 2, "observation": 3, "lore": 3, "influence": 4,
             "will": 4}[skill]
    assert is_chance(st) and st.stack[-1]["dice"] == value
    outcomes = GAME.pending(st).ids()
    assert f"roll:s{value}c0b0" in outcomes and f"roll:s{value + 1}c0b0" not in outcomes


@rule("RR 42, conditions",
      "nobody holds two of the same condition; gaining it again changes nothing (dazed takes one "
      "die, not two)")
def test_a_condition_is_held_once(tiny: str) -> None:
    path = _with_sight_event([{"do": "condition", "id": "dazed"},
                              {"do": "condition", "id": "dazed"}])
    st = new(path)
    start_turn(st, "ann")
    do(st, "sight:peek")
    assert st.inv("ann").conditions == ["dazed"]
    do(st, "sight:peek")
    assert st.inv("ann").conditions == ["dazed"]
    at(st, "ann", "s1")
    do(st, "search:desk")
    assert st.stack[-1]["dice"] == 3          # observation 4, dazed once


@rule("RR 45, spend",
      "spending is a choice; declining keeps the clues and the result stands as rolled")
def test_spending_clues_is_never_required(tiny: str) -> None:
    st = searching_desk(tiny, 2)
    do(st, "roll:s0c2b2")
    assert "clues:0" in ids(st)
    do(st, "clues:0")
    assert st.inv("ann").clues == 2 and "desk" in st.tokens   # failed, nothing spent


@rule("RR 57, double-sided cards",
      "an item's back may be read by anyone (a flipped item shows its back); a spell's back stays "
      "unknown to all until cast")
def test_item_backs_are_public_spell_backs_are_not(tiny: str) -> None:
    st = new(tiny, ("eve", "bob"))
    start_turn(st, "eve")
    do(st, "use:tonic")
    for seat in (0, 1, None):
        invs = {i["id"]: i for i in GAME.view(st, seat)["board"]["investigators"]}
        tonic = invs["eve"]["items"][0]
        assert tonic["flipped"] is True and tonic["name"]["en"] == "Empty tonic"
        flare = invs["bob"]["spells"][0]
        assert flare["id"] == "flare" and "copy" not in flare
        assert GAME.view(st, seat)["invs"][1]["spells"] == ["flare"]


@rule("RR 63 and 21, common items",
      "once flipped, an item's name, text and attack are those of its back (a broken knife is no "
      "weapon)")
def test_a_flipped_item_uses_its_back(tiny: str) -> None:
    def broken(ct: dict[str, Any]) -> None:
        ct["items"][0]["back"] = {"name": t("Broken knife"), "text": t("text")}
    path = variant(_tmp(), content_change=broken)
    st = new(path)
    uid = spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    assert f"attack:{uid}:knife" in ids(st)
    st.inv("ann").items = [("knife", True)]
    attacks = [o for o in ids(st) if o.startswith("attack:")]
    assert attacks == [f"attack:{uid}:unarmed"]
    ann = GAME.view(st, 0)["board"]["investigators"][0]
    assert ann["items"][0]["name"]["en"] == "Broken knife" and ann["items"][0]["weapon"] is None


@rule("RR 92, action icon",
      "outside an action, picking an option with the icon costs one action; the others cost "
      "nothing")
def test_options_without_the_action_icon_are_free(tiny: str) -> None:
    path = _with_sight_event([{"do": "choice", "text": t("Look closer?"), "options": [
        {"label": t("Study it"), "action": True, "steps": [{"do": "clues", "amount": 1}]},
        {"label": t("Glance"), "steps": [{"do": "say", "text": t("nothing")}]}]}])
    st = new(path)
    start_turn(st, "ann")
    do(st, "sight:peek", "opt:1")
    assert st.inv("ann").actions == 2 and st.inv("ann").clues == 0
    do(st, "sight:peek", "opt:0")
    assert st.inv("ann").actions == 1 and st.inv("ann").clues == 1
    do(st, "move:h2", "move:h1")              # the last action spent
    do(st, "sight:peek")
    assert ids(st) == ["opt:1"]               # no action left: the icon option is gone


# -- features ---------------------------------------------------------------------------


@rule("RR 37, fire",
      "ending a non-move action in a burning space costs a face-down damage, even when the action "
      "was cancelled")
def test_fire_hurts_even_when_the_action_is_cancelled(tiny: str) -> None:
    st = new(tiny)
    st.fire.append("h1")
    spawn_at(st, "ghoul", "h1")
    start_turn(st, "ann")
    do(st, "interact:box")
    roll(st, 0)                               # the evasion fails: 1 damage, cancelled
    do(st, "card:bruise")
    ann = st.inv("ann")
    assert ann.damage_up == ["bruise"] and ann.damage_down == 1
    assert top(st) == "turn" and "lockbox" not in st.puzzles


@rule("RR 58, darkness",
      "no clue is spent on a puzzle in a dark space; a fire or a light source lying on the floor "
      "next to it lifts the darkness; a second darkness token is never placed in the same space")
def test_darkness_rules(tiny: str) -> None:
    st = new(tiny)
    st.darkness.append("h1")
    at(st, "bob", "h3")                       # bob's lamp is two spaces away
    st.inv("ann").clues = 2
    start_turn(st, "ann")
    do(st, "interact:box", "seed:4")
    assert top(st) == "puzzle" and "clues:1" not in ids(st)
    assert st.stack[-1]["left"] == 2 and st.inv("ann").clues == 2
    for lift in ("fire", "floor"):
        st = new(tiny)
        st.darkness.append("h1")
        at(st, "bob", "h3")
        if lift == "fire":
            st.fire.append("h2")
        else:
            st.floor.append(Floor("s1", "item", "lamp"))
        st.inv("ann").clues = 2
        start_turn(st, "ann")
        do(st, "interact:box", "seed:4")
        assert ids(st) == ["clues:0", "clues:1", "clues:2"], lift
    path = _with_sight_event([{"do": "feature", "kind": "darkness", "space": "h2"},
                              {"do": "feature", "kind": "darkness", "space": "h2"}])
    st = new(path)
    start_turn(st, "ann")
    do(st, "sight:peek")
    assert st.darkness == ["h2"]


# -- cancelling and elimination ----------------------------------------------------------


@rule("RR 80, cancelled",
      "a move cancelled half-way keeps the spaces already moved, and the rest of the move is lost")
def test_a_move_cancelled_on_the_way_keeps_the_steps_taken(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h2")
    start_turn(st, "ann")
    do(st, "move:h2")                         # into the ghoul's space: no check yet
    assert st.inv("ann").space == "h2" and st.inv("ann").move_left == 1
    do(st, "move:h3")                         # leaving it needs an evasion
    roll(st, 0)
    do(st, "card:bruise")
    ann = st.inv("ann")
    assert ann.space == "h2" and ann.move_left == 0 and ann.actions == 1


@rule("RR 82 and 49, eliminated",
      "when the investigation is completed, an investigator eliminated before loses; the others "
      "win")
def test_the_eliminated_lose_even_when_the_others_win(tiny: str) -> None:
    path = _with_sight_event([{"do": "set", "var": "found", "value": 1}])
    st = new(path)
    for _ in range(2):                         # wounded, then eliminated
        push(st, "targets", kind="damage", n=4, facedown=True, resist=None,
             todo=("ann",), purpose="plain")
        run(Ctx(st))
    assert st.inv("ann").eliminated and ids(st) == ["turn:bob", "end_phase"]
    start_turn(st, "bob")
    at(st, "bob", "h1")
    do(st, "sight:peek")
    assert st.result == "victory"
    assert GAME.winners(st) == {"ann": False, "bob": True}
    out = GAME.outcome(st)
    assert out is not None and out.winners == (1,)
