"""More rules-reference entries, one test each (the entry named in its ``@rule`` marker)."""

from __future__ import annotations

import pathlib
import tempfile
from fractions import Fraction
from typing import Any

from eerie.core.record import Record, replay
from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import Ctx, gain, heal, push, run
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
    top,
    variant,
)


def _tmp() -> pathlib.Path:
    return pathlib.Path(tempfile.mkdtemp())


@rule("RR 23 and 51",
      "a round is an investigator phase, then a mythos phase; then the next round starts with the "
      "investigator phase")
def test_rounds_alternate_phases(tiny: str) -> None:
    st = new(tiny)
    end_turns(st)
    assert st.phase == "mythos" and st.round == 1
    do(st, "mythos:draft")
    assert st.phase == "investigator" and st.round == 2
    assert ids(st) == ["turn:ann", "turn:bob", "end_phase"]


@rule("RR 40 and 14", "the mythos events come before the monsters activate")
def test_event_sub_phase_comes_first(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h3")
    end_turns(st)
    assert top(st) == "mythos_event"
    assert st.monsters[0].space == "h3"


@rule("RR 25", "moving away increases the distance with every step")
def test_monster_moves_away(tiny: str) -> None:
    def away(ct: dict[str, Any]) -> None:
        ct["monsters"][0]["activation"] = [{"target": "nearest", "move": 2,
                                             "direction": "away"}]
    st = new(variant(_tmp(), content_change=away))
    uid = spawn_at(st, "ghoul", "h2")
    end_turns(st)
    do(st, "mythos:draft")
    assert st.mon(uid).space == "h3"  # type: ignore[union-attr]


@rule("RR 28", "a random investigator is chosen by a fair chance step")
def test_random_target_is_fair(tiny: str) -> None:
    st = new(tiny, ("ann", "bob", "cid"))
    push(st, "pick_target", kind="damage", n=1, facedown=True, resist=None)
    run(Ctx(st))
    opts = GAME.pending(st).options
    assert [o.id for o in opts] == ["who:ann", "who:bob", "who:cid"]
    assert {o.prob for o in opts} == {Fraction(1, 3)}
    do(st, "who:cid")
    assert st.inv("cid").damage_down == 1


@rule("RR 86", "a unique item is one card: nobody gains a second")
def test_unique_items_exist_once(tiny: str) -> None:
    st = new(tiny)
    ctx = Ctx(st)
    gain(ctx, "ann", "item", "idol")
    gain(ctx, "bob", "item", "idol")
    assert ("idol", False) in st.inv("ann").items
    assert all(i != "idol" for i, _ in st.inv("bob").items)
    gain(ctx, "bob", "item", "lamp")          # common items may repeat
    assert [i for i, _ in st.inv("bob").items].count("lamp") == 2


@rule("RR 34 and 41",
      "discarding damage: a face-up card of the player's choosing or a random face-down one; "
      "discarded cards go back into the deck")
def test_discarded_cards_go_back_to_the_deck(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").damage_up.append("bruise")
    st.damage_pool["bruise"] -= 1
    st.inv("ann").damage_down = 1
    heal(Ctx(st), "ann", "damage", 2)
    assert st.inv("ann").damage == 0 and st.damage_pool["bruise"] == 3


@rule("RR 43 and 61", "interact and person tokens are used from their own space")
def test_interact_token_in_the_same_space(tiny: str) -> None:
    def person(sc: dict[str, Any]) -> None:
        sc["tokens"].append({"id": "maid", "kind": "person", "space": "h3",
                             "label": {"en": "Maid", "ko": "Maid"}, "event": "shed"})
        sc["start"]["tokens"].append("maid")
    st = new(variant(_tmp(), person))
    start_turn(st, "ann")
    assert "interact:maid" not in ids(st) and "interact:box" in ids(st)
    at(st, "ann", "h3")
    assert "interact:maid" in ids(st) and "interact:box" not in ids(st)


@rule("RR 50", "a sight token's effect is applied without an action")
def test_sight_tokens_need_no_action(tiny: str) -> None:
    def sight(sc: dict[str, Any]) -> None:
        sc["tokens"].append({"id": "view", "kind": "sight", "space": "h1",
                             "label": {"en": "View", "ko": "View"}, "event": "intro"})
        sc["start"]["tokens"].append("view")
    st = new(variant(_tmp(), sight))
    start_turn(st, "ann")
    do(st, "sight:view")
    assert st.inv("ann").actions == 2


@rule("RR 45", "nobody spends clues he does not have")
def test_spend_only_what_you_have(tiny: str) -> None:
    st = searching_desk(tiny, 1)
    roll(st, 0, 3)
    assert ids(st) == ["clues:0", "clues:1"]


@rule("RR 48 and 24",
      "a gained spell is a random copy whose back nobody sees: the state keeps only the spell's "
      "name")
def test_gained_spells_are_names_only(tiny: str) -> None:
    st = new(tiny)
    gain(Ctx(st), "ann", "spell", "ward")
    assert st.inv("ann").spells == ["ward"]
    start_turn(st, "ann")
    do(st, "cast:ward")
    roll(st, 1)                       # the front's test first (RR 24)
    assert is_chance(st) and ids(st) == ["copy:ward1"]
    do(st, "copy:ward1")
    assert st.inv("ann").clues == 1 and st.inv("ann").spells == ["ward"]


@rule("RR 77 and 18", "tiles placed by the scenario stay on the board")
def test_placed_tiles_stay(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard", "stop")
    end_turns(st)
    do(st, "mythos:draft")
    assert "yard" in st.tiles


@rule("RR 5 and 13", "a defeated monster is removed and is in no space any more")
def test_removed_from_the_board(tiny: str) -> None:
    st = new(tiny, ("cid", "ann"))
    uid = spawn_at(st, "ghoul", "h1")
    start_turn(st, "cid")
    do(st, f"attack:{uid}:pistol")
    roll(st, 2)
    assert st.mon(uid) is None


@rule("RR 66 and issue 5 part 6",
      "any game, a puzzle half done included, is saved as its record and resumed exactly")
def test_save_and_resume_mid_puzzle(tiny: str, monkeypatch: Any) -> None:
    monkeypatch.setattr("eerie.core.registry.GAMES",
                        {GAME.id: "eerie.games.mansions.game:GAME"})
    cfg = GAME.normalize_config({"scenario": tiny, "investigators": ["ann", "bob"]})
    st = GAME.setup(cfg)
    actions: list[tuple[int, str]] = []

    def act(oid: str) -> None:
        p = GAME.pending(st)
        actor = st.inv(oid[5:]).seat if oid.startswith("turn:") else p.actors[0]
        GAME.apply(st, actor, oid)
        actions.append((actor, oid))

    for oid in ("turn:ann", "interact:box", "seed:9"):
        act(oid)
    for _ in range(st.puzzles["lockbox"]["length"]):
        act(next(o for o in GAME.pending(st).ids() if o.startswith("sym:")))
    act("submit")
    act("sym:2")  # a half-built row is part of the saved state too
    rec = Record(GAME.id, cfg, actions, GAME.version, GAME.content_version,
                 GAME.state_hash(st))
    _, again = replay(Record.from_json(rec.to_json()))
    assert GAME.state_hash(again) == GAME.state_hash(st)
    assert again.puzzles == st.puzzles and top(again) == "puzzle"
    assert again.puzzles["lockbox"]["row"] == [2]


@rule("RR 92 and 84",
      "an explore event that asks first costs an action only through the option with the action "
      "icon; leaving it keeps the token (and the door closed)")
def test_looking_at_an_explore_token_is_free() -> None:
    def ask(sc: dict[str, Any]) -> None:
        ev = next(e for e in sc["events"] if e["id"] == "explore_yard")
        ev["steps"] = [{"do": "choice", "options": [
            {"label": {"en": "Open", "ko": "Open"}, "action": True, "steps": ev["steps"]},
            {"label": {"en": "Leave", "ko": "Leave"}}]}]
    st = new(variant(_tmp(), ask))
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard", "opt:1")
    assert "ex_yard" in st.tokens and st.inv("ann").actions == 2 and top(st) == "turn"
    do(st, "explore:ex_yard", "opt:0")
    assert "ex_yard" not in st.tokens and st.inv("ann").actions == 1
    assert top(st) == "may_move"
