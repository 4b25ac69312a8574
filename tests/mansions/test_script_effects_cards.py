"""Card effects: choosing which damage or horror card is discarded, double-sided
condition cards with hidden backs, and losing possessions (the ``healing`` frame, the
step kinds ``flip_condition``, ``discard_possession`` and ``drop_possession``, and the
``cost`` of a choice option).

Each test names the rules-reference entry it implements. Steps run through the
interpreter as a scenario event would run them (an inline script on the stack); chance
outcomes are chosen explicitly, so every test is deterministic.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.decision import CHANCE
from eerie.games.mansions.ai import heal_pick, lose_pick
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.library import load_content
from eerie.games.mansions.script import condition_deck
from eerie.games.mansions.state import MoMState
from eerie.games.mansions.validate import validate_content
from tests.mansions.fixtures import content_data, do, ids, keys, new, rule, script, t, top, variant

DAZED_COPIES = [
    {"id": "dazed_a", "text": t("It passes."), "count": 1},
    {"id": "dazed_b", "text": t("A clue surfaces."), "steps": [{"do": "clues", "amount": 1}]},
]
CURSED = {"id": "cursed", "name": t("Cursed"), "text": t("A mark."),
          "copies": [{"id": "cursed_keep", "text": t("It stays."), "discard": False,
                      "steps": [{"do": "horror", "amount": 1, "facedown": True}]},
                     {"id": "cursed_go", "text": t("It fades.")}]}
AXE = {"id": "axe", "front": {"name": t("Axe"), "text": t("Heavy."), "traits": ["weapon"],
                              "attack": {"kind": "heavy", "damage": 2}}}


def _content(ct: dict[str, Any]) -> None:
    for c in ct["conditions"]:
        if c["id"] == "dazed":
            c["copies"] = DAZED_COPIES
            c["end_of_turn"] = [{"do": "flip_condition", "id": "dazed"}]
    ct["conditions"].append(CURSED)
    ct["items"].append(AXE)


def cards(tmp_path: Path) -> str:
    """The tiny scenario with double-sided conditions and a second weapon."""
    return variant(tmp_path / "cards", content_change=_content)


def face_up(st: MoMState, who: str, kind: str, *cards_: str) -> None:
    """Give ``who`` face-up cards taken from the deck (as a draw would)."""
    inv = st.inv(who)
    pool = st.damage_pool if kind == "damage" else st.horror_pool
    for c in cards_:
        pool[c] -= 1
        (inv.damage_up if kind == "damage" else inv.horror_up).append(c)


# -- RR 41 / 34: which damage or horror card is discarded ------------------------------------


@rule("RR Damage and horror (41) and Discarding (34)",
      "discarding damage is one card at a time: a face-up card the holder picks, or one face-down "
      "card at random; a discarded card goes back to its deck")
def test_healing_asks_for_a_face_up_card_or_a_random_face_down_one(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    face_up(st, "ann", "damage", "bruise", "limp")
    st.inv("ann").damage_down = 1
    before = dict(st.damage_pool)
    script(st, "ann", [{"do": "heal_damage", "amount": 1}])
    assert top(st) == "healing"
    p = GAME.pending(st)
    assert p.actors == (0,)
    assert sorted(p.ids()) == ["down", "up:bruise", "up:limp"]
    do(st, "up:bruise")
    ann = st.inv("ann")
    assert ann.damage_up == ["limp"] and ann.damage_down == 1
    assert st.damage_pool["bruise"] == before["bruise"] + 1
    assert top(st) != "healing"


@rule("RR Damage and horror (41)",
      "the holder may discard a random face-down card even while face-up cards are there; two "
      "cards mean two picks")
def test_healing_may_take_a_face_down_card_instead(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    face_up(st, "bob", "horror", "dread", "shiver")
    st.inv("bob").horror_down = 2
    script(st, "bob", [{"do": "heal_horror", "amount": 2}])
    assert GAME.pending(st).actors == (1,)
    do(st, "down")
    assert top(st) == "healing" and st.inv("bob").horror_down == 1
    events = do(st, "up:shiver")
    bob = st.inv("bob")
    assert bob.horror_up == ["dread"] and bob.horror_down == 1
    assert "mom.ev.heal.horror" in keys(events)


@rule("RR Damage and horror (41)",
      "discarding every card, only face-down cards, or only copies of one face-up card leaves "
      "nothing to choose")
def test_healing_asks_nothing_without_a_real_choice(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    face_up(st, "ann", "damage", "bruise", "limp")
    st.inv("ann").damage_down = 1
    script(st, "ann", [{"do": "heal_damage", "amount": 5}])
    ann = st.inv("ann")
    assert ann.damage == 0 and top(st) == "round"
    st.inv("ann").damage_down = 3
    script(st, "ann", [{"do": "heal_damage", "amount": 2}])
    assert ann.damage_down == 1 and top(st) == "round"
    st.inv("ann").damage_down = 0
    face_up(st, "ann", "damage", "bruise", "bruise")
    script(st, "ann", [{"do": "heal_damage", "amount": 1}])
    assert ann.damage_up == ["bruise"] and top(st) == "round"


@rule("RR Damage and horror (41)",
      "the heuristic investigator gives up the face-up card with the worst lasting effect, else a "
      "random face-down one")
def test_the_ai_discards_the_card_that_hurts_most(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    face_up(st, "ann", "damage", "bruise", "limp")
    st.inv("ann").damage_down = 1
    script(st, "ann", [{"do": "heal_damage", "amount": 1}])
    view = GAME.view(st, 0)
    from eerie.games.mansions.ai import Reader

    r = Reader(view, 0)
    frame = view["stack"][-1]
    assert heal_pick(r, frame, ["up:bruise", "up:limp", "down"]) == "up:limp"
    assert heal_pick(r, frame, ["up:bruise", "down"]) == "down"


# -- RR 42: double-sided conditions -------------------------------------------------------------


@rule("RR Conditions (42) and Double-sided cards (57)",
      "gaining a double-sided condition takes a random copy of it; its back stays hidden from "
      "every seat, the holder's own included")
def test_gaining_a_double_sided_condition_draws_a_hidden_copy(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    script(st, "ann", [{"do": "condition", "id": "dazed"}])
    p = GAME.pending(st)
    assert p.actors == (CHANCE,)
    assert {o.id: o.prob for o in p.options} == {"copy:dazed_a": Fraction(1, 2),
                                                 "copy:dazed_b": Fraction(1, 2)}
    do(st, "copy:dazed_b")
    ann = st.inv("ann")
    assert ann.conditions == ["dazed"] and ann.cond_backs == {"dazed": "dazed_b"}
    for seat in (0, 1, None):
        v = GAME.view(st, seat)
        assert v["invs"][0]["cond_backs"] == {} and v["invs"][0]["conditions"] == ["dazed"]
        assert "dazed_b" not in json.dumps(v)


@rule("RR Conditions (42)",
      "copies held by other investigators cannot be drawn; with every copy out, nothing is "
      "gained; a discarded copy goes back")
def test_copies_held_by_others_are_not_in_the_deck(tmp_path: Path) -> None:
    st = new(cards(tmp_path), ("ann", "bob", "cid"))
    script(st, "bob", [{"do": "condition", "id": "dazed"}])
    do(st, "copy:dazed_a")
    script(st, "ann", [{"do": "condition", "id": "dazed"}])
    assert GAME.pending(st).ids() == ["copy:dazed_b"]
    do(st, "copy:dazed_b")
    script(st, "cid", [{"do": "condition", "id": "dazed"}])
    assert top(st) == "round" and st.inv("cid").conditions == []
    script(st, "bob", [{"do": "lose_condition", "id": "dazed"}])
    assert st.inv("bob").cond_backs == {}
    assert condition_deck(st, "dazed") == {"dazed_a": 1, "dazed_b": 0}


@rule("RR Conditions (42)",
      "a condition card without copies is taken straight away, and an investigator never holds "
      "two of one kind")
def test_a_one_sided_condition_needs_no_draw(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    script(st, "ann", [{"do": "condition", "id": "stunned"},
                       {"do": "condition", "id": "stunned"}])
    assert st.inv("ann").conditions == ["stunned"] and top(st) == "round"


@rule("RR Conditions (42) and Flipping cards (21)",
      "only an effect turns a condition over; its back is then shown to everyone and resolved, "
      "and this back discards the card")
def test_flipping_reveals_the_back_runs_it_and_discards(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    script(st, "ann", [{"do": "condition", "id": "dazed"}])
    do(st, "copy:dazed_b")
    clues = st.inv("ann").clues
    events = script(st, "ann", [{"do": "flip_condition", "id": "dazed"}])
    ann = st.inv("ann")
    assert ann.clues == clues + 1
    assert ann.conditions == [] and ann.cond_backs == {} and ann.cond_open == []
    flipped = [e for e in events if e.msg.key == "mom.ev.condition_flipped"]
    assert len(flipped) == 1 and flipped[0].audience is None
    assert "mom.ev.condition_lost" in keys(events)


@rule("RR Conditions (42)",
      "a front that says to turn the card over at the end of the turn does so then")
def test_the_front_may_flip_at_the_end_of_the_turn(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    script(st, "ann", [{"do": "condition", "id": "dazed"}])
    do(st, "copy:dazed_a")
    do(st, "turn:ann", "end_turn")
    assert st.inv("ann").conditions == []
    assert any(e[1]["key"] == "mom.ev.condition_flipped" for e in st.log)


@rule("RR Conditions (42) and Double-sided cards (57)",
      "a back that does not discard the card leaves it with the holder, its back now known to all")
def test_a_back_that_keeps_the_card_is_public_afterwards(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    script(st, "bob", [{"do": "condition", "id": "cursed"}])
    do(st, "copy:cursed_keep")
    script(st, "bob", [{"do": "flip_condition", "id": "cursed"}])
    bob = st.inv("bob")
    assert bob.conditions == ["cursed"] and bob.horror_down == 1
    assert bob.cond_open == ["cursed"]
    v = GAME.view(st, 0)
    assert v["invs"][1]["cond_backs"] == {"cursed": "cursed_keep"}


@rule("RR Conditions (42)",
      "through gaining, turns and a mythos phase no view (own seat, other seat, spectator) shows "
      "a back before it is flipped, and determinize draws the hidden backs from the copies not "
      "accounted for")
def test_no_condition_back_leaks_into_any_view(tmp_path: Path) -> None:
    path = cards(tmp_path)
    st = new(path)
    script(st, "ann", [{"do": "condition", "id": "dazed"}])
    do(st, "copy:dazed_b")
    script(st, "bob", [{"do": "condition", "id": "cursed"}])
    do(st, "copy:cursed_go")
    secret = ("dazed_b", "cursed_go", "It fades", "A clue surfaces")
    for seat in (0, 1, None):
        text = json.dumps(GAME.view(st, seat))
        assert not any(s in text for s in secret), seat
    # determinize: hidden backs are drawn; the state is playable with the same options
    seen = set()
    for n in range(12):
        d = GAME.determinize(GAME.view(st, 0), 0, Random(n))
        assert d.inv("ann").cond_backs["dazed"] in ("dazed_a", "dazed_b")
        assert d.inv("bob").cond_backs["cursed"] in ("cursed_keep", "cursed_go")
        assert GAME.pending(d).ids() == GAME.pending(st).ids()
        seen.add(d.inv("ann").cond_backs["dazed"])
    assert seen == {"dazed_a", "dazed_b"}
    # bob's known back is taken out of what ann's can be
    script(st, "bob", [{"do": "lose_condition", "id": "cursed"}, {"do": "condition",
                                                                  "id": "dazed"}])
    do(st, "copy:dazed_a")
    st.inv("bob").cond_open.append("dazed")  # as if a kept back had been flipped
    for n in range(6):
        d = GAME.determinize(GAME.view(st, 1), 1, Random(n))
        assert d.inv("ann").cond_backs["dazed"] == "dazed_b"
    # a flipped-and-discarded back is gone; the next turns show nothing hidden
    script(st, "ann", [{"do": "flip_condition", "id": "dazed"}])
    do(st, "turn:ann", "end_turn")
    for seat in (0, 1, None):
        v = GAME.view(st, seat)
        assert all(not i["cond_backs"] or set(i["cond_backs"]) <= set(i["cond_open"])
                   for i in v["invs"])


@rule("RR Conditions (42)",
      "every condition card that effects can give in the base set has at least two different "
      "backs with texts in three languages (the wounded and insane states are kept as "
      "investigator states; insanity cards are the backs of the insane condition)")
def test_packaged_conditions_are_double_sided() -> None:
    lib = load_content(["base"])
    for cid, cond in lib.conditions.items():
        if cid in ("wounded", "insane"):
            continue
        assert len(cond.copies) >= 2, cid
        for c in cond.copies:
            assert {"en", "ko", "zh"} <= set(c.text), c.id


# -- RR 22 / 28 / 34 / 45: losing possessions ------------------------------------------------


@rule("RR Discarding (34) and Dropping (22)",
      "a discarded possession goes back to its deck (a unique item can be found again); a dropped "
      "one lies in the holder's space")
def test_discarding_and_dropping_a_named_possession(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    st.inv("ann").items.append(("charm", False))
    events = script(st, "ann", [{"do": "discard_possession", "item": "charm"}])
    assert ("charm", False) not in st.inv("ann").items and not st.floor
    assert "mom.ev.discard" in keys(events)
    script(st, "bob", [{"do": "item", "id": "charm"}])
    assert ("charm", False) in st.inv("bob").items  # back in the deck: found again
    script(st, "ann", [{"do": "drop_possession", "item": "knife"}])
    assert [(f.space, f.kind, f.id) for f in st.floor] == [("h1", "item", "knife")]
    script(st, "ann", [{"do": "discard_possession", "item": "lamp"}])  # not held: nothing
    assert st.inv("ann").items == []


@rule("RR Random (28)",
      "which possession goes is chance, every card equally likely (items and spells alike)")
def test_a_random_possession_is_a_fair_chance_step(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    st.inv("bob").items.append(("lamp", False))  # bob: lamp, lamp, flare (a spell)
    script(st, "bob", [{"do": "drop_possession"}])
    p = GAME.pending(st)
    assert p.actors == (CHANCE,)
    assert {o.id: o.prob for o in p.options} == {"thing:lamp": Fraction(2, 3),
                                                 "thing:flare": Fraction(1, 3)}
    do(st, "thing:flare")
    assert st.inv("bob").spells == [] and [(f.kind, f.id) for f in st.floor] == [
        ("spell", "flare")]
    st.inv("ann").items.clear()
    script(st, "ann", [{"do": "discard_possession"}])  # nothing held: nothing happens
    assert top(st) == "round"


@rule("RR Spending (45)",
      "the holder picks which item with the trait to give up; with one such item he is not asked, "
      "with none nothing happens")
def test_discarding_an_item_with_a_trait_is_the_holders_choice(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    st.inv("ann").items.append(("axe", False))
    script(st, "ann", [{"do": "discard_possession", "trait": "weapon"}])
    assert top(st) == "lose_pick" and GAME.pending(st).actors == (0,)
    assert sorted(ids(st)) == ["lose:axe", "lose:knife"]
    v = GAME.view(st, 0)
    from eerie.games.mansions.ai import Reader

    assert lose_pick(Reader(v, 0), v["stack"][-1], ids(st)) == "lose:knife"
    do(st, "lose:axe")
    assert st.inv("ann").items == [("knife", False)]
    script(st, "ann", [{"do": "discard_possession", "trait": "weapon"}])
    assert st.inv("ann").items == [] and top(st) == "round"


@rule("RR Spending (45)",
      "an option whose cost is an item with a trait is offered only to someone who has one "
      "(spending is never forced: the other options stay); taking it discards the item first, "
      "then its steps run")
def test_an_option_may_cost_an_item_with_a_trait(tmp_path: Path) -> None:
    st = new(cards(tmp_path))
    st.inv("ann").items.append(("axe", False))
    choice = {"do": "choice", "options": [
        {"label": t("Pry it open"), "cost": {"trait": "weapon"},
         "steps": [{"do": "clues", "amount": 2}]},
        {"label": t("Leave it")}]}
    script(st, "ann", [choice])
    assert ids(st) == ["opt:0", "opt:1"]
    do(st, "opt:0")
    assert top(st) == "lose_pick"
    do(st, "lose:knife")
    ann = st.inv("ann")
    assert ann.items == [("axe", False)] and ann.clues == 2
    script(st, "bob", [choice])  # bob has no weapon: only the free option
    assert ids(st) == ["opt:1"]


@rule("RR Conditions (42), Spending (45)",
      "condition copies need distinct ids and at least two of them; a flip needs a double-sided "
      "condition; a possession step names an item or a trait, not both, and only known items")
def test_validator_checks_copies_flips_and_possession_steps() -> None:
    ct = content_data()
    _content(ct)
    assert validate_content(ct) == []
    ct["conditions"][0]["copies"] = [{"id": "x", "text": t("x")}]
    ct["conditions"][1]["copies"] = [{"id": "y", "text": t("y")}, {"id": "y", "text": t("y")}]
    ct["conditions"][2]["end_of_turn"] = [
        {"do": "flip_condition", "id": "bleeding"},
        {"do": "discard_possession", "item": "knife", "trait": "weapon"},
        {"do": "drop_possession", "item": "sword"},
        {"do": "choice", "options": [{"label": t("x"), "cost": {}}]}]
    found = [f"{i.place}: {i.message}" for i in validate_content(ct)]
    text = "\n".join(found)
    assert "conditions[0].copies: a double-sided condition needs at least two" in text
    assert "conditions[1].copies[1].id: duplicate copy id 'y'" in text
    assert "one-sided" in text and "not both" in text and "'sword'" in text
    assert "a cost needs an item or a trait" in text
    load.cache_clear()
