"""Scenario effects that change the board, move investigators by force, turn face-down
cards over and harm with damage and horror at once (the step kinds ``clear_board``,
``discard_tile``, ``remove_monster``, ``face_up``, ``forced_move`` and ``harm``).

Each test names the rules-reference entry it implements. Steps are run through the
interpreter as a scenario event would run them (an inline script on the stack); chance
outcomes are chosen explicitly, so every test is deterministic.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.decision import CHANCE
from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import Ctx, run, set_feature
from eerie.games.mansions.state import Floor
from eerie.games.mansions.validate import validate_file
from tests.mansions.fixtures import (
    at,
    do,
    ids,
    keys,
    new,
    placed,
    roll,
    rule,
    script,
    spawn_at,
    start_turn,
    top,
    variant,
)


def messages(path: str) -> list[str]:
    return [str(i) for i in validate_file(path)]


# -- RR 6: clearing the board -------------------------------------------------------------


@rule("RR Clearing the board (6)",
      "every placed tile, token and monster is discarded (fire, darkness, barricades, passages "
      "and dropped possessions with them), the figures leave the board, and the investigators "
      "keep what they hold")
def test_clearing_the_board_discards_tiles_tokens_and_monsters(tiny: str) -> None:
    st = new(tiny)
    placed(st, "yard")
    spawn_at(st, "ghoul", "h2")
    ctx = Ctx(st)
    set_feature(ctx, "fire", "h2", True)
    set_feature(ctx, "darkness", "s1", True)
    set_feature(ctx, "secret_passage", "s2", True)
    set_feature(ctx, "barricade", "h1", True)
    st.barricades.append(("h3", "y1"))
    st.floor.append(Floor("h3", "item", "idol"))
    ann = st.inv("ann")
    ann.clues, ann.damage_down, ann.conditions = 2, 1, ["dazed"]
    before = list(ann.items)
    events = script(st, "ann", [{"do": "clear_board"}])
    assert st.tiles == [] and st.tokens == [] and st.monsters == []
    assert st.fire == st.darkness == st.passages == st.loose_barricades == []
    assert st.barricades == [] and st.floor == []
    assert all(i.space is None for i in st.invs)
    assert (ann.items, ann.clues, ann.damage_down, ann.conditions) == (before, 2, 1, ["dazed"])
    assert "mom.ev.board_cleared" in keys(events) and "mom.ev.defeated" not in keys(events)


@rule("RR Clearing the board (6) and Movement (59, placement)",
      "the board is built again by later steps, and every figure off the board is placed at once")
def test_after_clearing_new_tiles_and_figures_are_placed(tiny: str) -> None:
    st = new(tiny, ("ann", "bob", "cid"))
    script(st, "ann", [{"do": "clear_board"}, {"do": "place_tile", "tile": "yard"},
                       {"do": "move_investigator", "space": "y2", "who": "off_board"}])
    assert st.tiles == ["yard"]
    assert [i.space for i in st.invs] == ["y2", "y2", "y2"]
    assert st.topology().spaces == frozenset({"y1", "y2"})
    assert top(st) == "round"


@rule("RR Clearing the board (6)",
      "a scenario event clears the board and places everyone on a new tile; the validator warns "
      "when no step places them")
def test_a_scenario_that_clears_the_board_validates_and_plays(tmp_path: Path) -> None:
    def change(s: dict[str, Any]) -> None:
        s["events"].append({"id": "collapse", "steps": [
            {"do": "clear_board"}, {"do": "place_tile", "tile": "yard"},
            {"do": "place_token", "token": "shed"},
            {"do": "move_investigator", "space": "y1", "who": "off_board"}]})
        s["triggers"].append({"on": "start", "event": "collapse"})

    path = variant(tmp_path / "good", change)
    assert messages(path) == []
    st = new(path)
    assert st.tiles == ["yard"] and st.tokens == ["shed"]
    assert {i.space for i in st.invs} == {"y1"} and top(st) == "round"
    start_turn(st, "ann")
    assert "search:shed" not in ids(st) and "move:y2" in ids(st)

    def forgetful(s: dict[str, Any]) -> None:
        s["events"].append({"id": "collapse", "steps": [{"do": "clear_board"}]})
        s["triggers"].append({"on": "start", "event": "collapse"})

    found = messages(variant(tmp_path / "bad", forgetful))
    assert any("clear_board takes the investigators off the board" in m for m in found)


# -- RR 5 and 77: removing monsters, discarding tiles ----------------------------------------


@rule("RR Removing from the board (5)",
      "a monster removed by an effect is set aside and in no space; it is not defeated, so no "
      "defeat trigger fires")
def test_a_removed_monster_is_not_defeated(tmp_path: Path) -> None:
    def change(s: dict[str, Any]) -> None:
        s["events"].append({"id": "slain", "steps": [{"do": "set", "var": "found", "add": 5}]})
        s["triggers"].append({"on": "monster_defeated", "kind": "ghoul", "event": "slain"})

    st = new(variant(tmp_path, change))
    a = spawn_at(st, "ghoul", "h2")
    b = spawn_at(st, "shade", "h2")
    events = script(st, "ann", [{"do": "remove_monster", "kind": "ghoul"}])
    assert st.mon(a) is None and st.mon(b) is not None
    assert st.variables.get("found", 0) == 0 and st.result == ""
    assert "mom.ev.monster_removed" in keys(events) and "mom.ev.defeated" not in keys(events)


@rule("RR Removing from the board (5)",
      "without a kind or space the step removes the monster in question (the one attacking, "
      "attacked or evaded); with a space, every monster there")
def test_remove_the_monster_in_question_or_those_in_a_space(tiny: str) -> None:
    st = new(tiny)
    a = spawn_at(st, "ghoul", "h2")
    b = spawn_at(st, "ghoul", "h2")
    c = spawn_at(st, "shade", "h3")
    script(st, "ann", [{"do": "remove_monster"}], mon=b)
    assert [m.uid for m in st.monsters] == [a, c]
    script(st, "ann", [{"do": "remove_monster", "space": "h3"}])
    assert [m.uid for m in st.monsters] == [a]


@rule("RR Map tile (77) and Removing from the board (5)",
      "a discarded tile leaves the board with its tokens, features, dropped possessions and "
      "monsters; investigators on it leave the board; a barricade on the door to it lies loose")
def test_discarding_a_tile_takes_what_lies_on_it(tiny: str) -> None:
    st = new(tiny)
    placed(st, "yard")
    st.tokens.append("shed")
    ghoul = spawn_at(st, "ghoul", "y2")
    shade = spawn_at(st, "shade", "h2")
    ctx = Ctx(st)
    set_feature(ctx, "fire", "y1", True)
    set_feature(ctx, "fire", "h2", True)
    st.barricades.append(("h3", "y1"))
    st.floor += [Floor("y1", "item", "idol"), Floor("h1", "item", "charm")]
    at(st, "bob", "y1")
    events = script(st, "ann", [{"do": "discard_tile", "tile": "yard"}])
    assert st.tiles == ["hall"] and "shed" not in st.tokens and "desk" in st.tokens
    assert st.mon(ghoul) is None and st.mon(shade) is not None
    assert st.fire == ["h2"] and [f.id for f in st.floor] == ["charm"]
    assert st.barricades == [] and st.loose_barricades == ["h3"]
    assert st.inv("bob").space is None and st.inv("ann").space == "h1"
    assert "mom.ev.tile_discarded" in keys(events) and "mom.ev.off_board" in keys(events)
    script(st, "ann", [{"do": "place_tile", "tile": "yard"},
                       {"do": "move_investigator", "space": "y2", "who": "off_board"}])
    assert st.inv("bob").space == "y2" and st.inv("ann").space == "h1"


# -- RR 41 and 21: turning face-down cards face up ---------------------------------------------


@rule("RR Damage and horror (41) and Flipping cards (21)",
      "a random face-down card is turned up: which one is a chance draw over every card not face "
      "up anywhere, the same draw as taking a face-up card")
def test_turning_a_face_down_card_up_is_a_draw_of_the_unseen_cards(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").damage_down = 2
    script(st, "ann", [{"do": "face_up", "kind": "damage"}])
    p = GAME.pending(st)
    assert p.actors == (CHANCE,)
    assert {o.id: o.prob for o in p.options} == {
        "card:bruise": Fraction(3, 6), "card:gash": Fraction(2, 6), "card:limp": Fraction(1, 6)}
    events = do(st, "card:limp")
    ann = st.inv("ann")
    assert ann.damage_up == ["limp"] and ann.damage_down == 1 and ann.damage == 2
    assert st.damage_pool["limp"] == 0 and top(st) == "round"
    assert "mom.ev.turned_up.damage" in keys(events)


@rule("RR Damage and horror (41) and Flipping cards (21)",
      "an immediate card turned face up applies at once and then turns face down again")
def test_an_immediate_card_turned_up_takes_effect(tiny: str) -> None:
    st = new(tiny)
    ann = st.inv("ann")
    ann.horror_down, ann.conditions = 1, []
    script(st, "ann", [{"do": "face_up", "kind": "horror"}])
    do(st, "card:panic")
    assert "stunned" in ann.conditions
    assert ann.horror_up == [] and ann.horror_down == 1 and st.horror_pool["panic"] == 2


@rule("RR Damage and horror (41)",
      "asked to turn up more cards than lie face down, only those there are turn; with none, "
      "nothing happens")
def test_only_the_face_down_cards_there_are_turn_up(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").damage_down = 1
    script(st, "ann", [{"do": "face_up", "kind": "damage", "amount": 3}])
    do(st, "card:bruise")
    assert st.inv("ann").damage_up == ["bruise"] and st.inv("ann").damage_down == 0
    assert top(st) == "round"
    events = script(st, "bob", [{"do": "face_up", "kind": "horror", "amount": 2}])
    assert top(st) == "round" and events == []


# -- RR 59: forced stepwise movement -----------------------------------------------------------


@rule("RR Movement (59), Moving toward (93) and Evade check (94)",
      "a forced move toward a space walks one adjacent space at a time, and leaving a monster's "
      "space needs no evade check")
def test_a_forced_move_goes_step_by_step_without_evading(tiny: str) -> None:
    st = new(tiny)
    spawn_at(st, "ghoul", "h1")
    events = script(st, "ann", [{"do": "forced_move", "space": "h3", "spaces": 2}])
    assert st.inv("ann").space == "h3" and top(st) == "round"
    assert [e.data["space"] for e in events if e.msg.key == "mom.ev.move"] == ["h2", "h3"]
    assert "mom.ev.evade" not in keys(events)


@rule("RR Movement (59) and Moving away (25)",
      "each step lengthens the distance (through the door, around the wall); the move ends early "
      "when no neighbouring space is farther")
def test_a_forced_move_away_ends_where_nothing_is_farther(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h2")
    events = script(st, "ann", [{"do": "forced_move", "space": "h3", "direction": "away",
                                 "spaces": 5}])
    assert [e.data["space"] for e in events if e.msg.key == "mom.ev.move"] == [
        "h1", "s1", "s2"]
    assert top(st) == "round"


@rule("RR Movement (59), Nearest (1) and Moving toward (93)",
      "with two monsters equally near, the investigator chooses among the spaces that are equally "
      "good; forced, so there is no \"stop\" option")
def test_equally_good_spaces_are_the_investigators_choice(tiny: str) -> None:
    """The way taken settles which monster it was for the rest of the move."""
    st = new(tiny)
    at(st, "ann", "h2")
    spawn_at(st, "ghoul", "h1")
    spawn_at(st, "ghoul", "h3")
    script(st, "ann", [{"do": "forced_move", "monster": "nearest", "direction": "away",
                        "spaces": 2}])
    p = GAME.pending(st)
    assert p.actors == (st.inv("ann").seat,) and p.ids() == ["move:h1", "move:h3"]
    do(st, "move:h1")  # away from the ghoul in h3: on through the door
    assert st.inv("ann").space == "s1" and top(st) == "round"
    at(st, "ann", "h2")
    script(st, "ann", [{"do": "forced_move", "monster": "nearest", "spaces": 2}])
    do(st, "move:h3")  # toward a ghoul: it ends in the monster's space
    assert st.inv("ann").space == "h3" and top(st) == "round"


@rule("RR Movement (59) and Fire (37)",
      "a monster can drag an investigator toward itself; entering fire on the way costs a "
      "face-down damage")
def test_a_forced_move_toward_the_monster_in_question_and_into_fire(tiny: str) -> None:
    st = new(tiny)
    uid = spawn_at(st, "shade", "h3")
    set_feature(Ctx(st), "fire", "h2", True)
    script(st, "ann", [{"do": "forced_move", "monster": "this", "spaces": 1}], mon=uid)
    ann = st.inv("ann")
    assert ann.space == "h2" and ann.damage_down == 1 and top(st) == "round"


# -- RR 67: one resist test against damage and horror ------------------------------------------


@rule("RR Resisting (67). One test resists both",
      "each success prevents one damage or one horror, and the investigator chooses which")
def test_one_resist_test_shared_out_between_damage_and_horror(tiny: str) -> None:
    st = new(tiny)
    events = script(st, "ann", [{"do": "harm", "damage": 2, "horror": 2, "resist": "will",
                                 "facedown": True}])
    events += roll(st, 3)
    p = GAME.pending(st)
    assert p.actors == (st.inv("ann").seat,)
    assert p.ids() == ["prevent:1", "prevent:2"]  # three successes, two of each at most
    events += do(st, "prevent:1")
    ann = st.inv("ann")
    assert (ann.damage_down, ann.horror_down) == (1, 0) and top(st) == "round"
    assert keys(events).count("mom.ev.test_count") == 1  # one resist test: each success counts
    assert "mom.ev.prevented.both" in keys(events)


@rule("RR Resisting (67)",
      "with no success, or enough to prevent it all, the investigator is not asked; without a "
      "resist the harm is all taken")
def test_no_question_when_the_successes_leave_no_choice(tiny: str) -> None:
    st = new(tiny)
    script(st, "ann", [{"do": "harm", "damage": 2, "horror": 1, "resist": "will",
                        "facedown": True}])
    roll(st, 0)
    ann = st.inv("ann")
    assert (ann.damage_down, ann.horror_down) == (2, 1) and top(st) == "round"
    script(st, "bob", [{"do": "harm", "damage": 1, "horror": 1, "resist": "will"}])
    roll(st, 3)
    bob = st.inv("bob")
    assert bob.damage == bob.horror == 0 and top(st) == "round"
    script(st, "bob", [{"do": "harm", "damage": 1, "horror": 1, "facedown": True}])
    assert (bob.damage_down, bob.horror_down) == (1, 1) and top(st) == "round"


@rule("RR Resisting (67) and Damage and horror (41)",
      "what is not prevented is drawn face up: the damage of the effect first, then its horror")
def test_mixed_harm_draws_face_up_damage_before_horror(tiny: str) -> None:
    st = new(tiny)
    script(st, "ann", [{"do": "harm", "damage": 1, "horror": 1, "resist": "strength",
                        "target": "space"}])
    roll(st, 0)
    assert all(o.startswith("card:") for o in ids(st)) and "card:bruise" in ids(st)
    do(st, "card:bruise")
    assert "card:dread" in ids(st)
    do(st, "card:dread")
    roll(st, 0)  # bob shares the space: his own resist test
    do(st, "card:limp", "card:shiver")
    assert st.inv("ann").damage_up == ["bruise"] and st.inv("ann").horror_up == ["dread"]
    assert st.inv("bob").damage_up == ["limp"] and st.inv("bob").horror_up == ["shiver"]


# -- views, validation, locales ----------------------------------------------------------------


@rule("RR Movement (59). The pending forced-move choice is public",
      "a determinized view offers the same options")
def test_a_forced_choice_survives_the_view_and_determinize(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h2")
    spawn_at(st, "ghoul", "h1")
    spawn_at(st, "ghoul", "h3")
    script(st, "ann", [{"do": "forced_move", "monster": "nearest", "spaces": 1}])
    seat = st.inv("ann").seat
    again = GAME.determinize(GAME.view(st, seat), seat, Random(1))
    assert GAME.pending(again).ids() == GAME.pending(st).ids() == ["move:h1", "move:h3"]


@rule("RR Removing from the board (5), Map tile (77), Movement (59) and Resisting (67)",
      "references and targets of the new steps are checked")
def test_the_validator_checks_the_new_steps(tmp_path: Path) -> None:
    def change(s: dict[str, Any]) -> None:
        s["events"].append({"id": "odd", "steps": [
            {"do": "discard_tile", "tile": "attic"},
            {"do": "remove_monster"},
            {"do": "remove_monster", "kind": "wraith"},
            {"do": "forced_move", "space": "h9"},
            {"do": "forced_move", "space": "h1", "monster": "nearest"},
            {"do": "forced_move", "monster": "this"},
            {"do": "harm"}]})
        s["triggers"].append({"on": "round_end", "event": "odd"})

    found = messages(variant(tmp_path, change))
    expected = ["steps[0].tile: unknown tile 'attic'",
                "steps[1]: a remove_monster step in a scenario needs a kind or a space",
                "steps[2].kind: unknown monster kind 'wraith'",
                "steps[3].space: unknown space 'h9'",
                "steps[4]: a forced_move needs exactly one of space and monster",
                "steps[5].monster: no monster is in question in a scenario event",
                "steps[6]: a harm step needs some damage or horror"]
    for text in expected:
        assert any(text in m for m in found), (text, found)


@rule("RR Clearing the board (6) and Movement (59)",
      "board changes belong to scenarios; content cards cannot name a space")
def test_content_cards_may_not_clear_the_board_or_name_spaces(tmp_path: Path) -> None:
    def change(c: dict[str, Any]) -> None:
        c["mythos"].append({"id": "quake", "text": {"en": "x", "ko": "x"}, "steps": [
            {"do": "clear_board"}, {"do": "forced_move", "space": "h1"},
            {"do": "remove_monster", "space": "h1"},
            {"do": "forced_move", "monster": "nearest", "direction": "away"}]})

    variant(tmp_path, content_change=change)
    found = [str(i) for i in validate_file(tmp_path / "tiny.json")]
    for text in ("steps[0]: step 'clear_board' belongs to scenarios",
                 "steps[1].space: content cards cannot name a space",
                 "steps[2].space: content cards cannot name a space"):
        assert any(text in m for m in found), (text, found)
    assert not any("steps[3]" in m for m in found)


@rule("RR Resisting (67)",
      "the heuristic agent spends successes where the margin before wounded or insane is smaller "
      "(here: on damage)")
def test_the_heuristic_agent_shares_successes_out_to_stay_safe(tiny: str) -> None:
    from eerie.games.mansions.ai import MansionsAgent

    st = new(tiny)
    st.inv("ann").damage_down = 2  # health 4: two more and she is wounded
    script(st, "ann", [{"do": "harm", "damage": 2, "horror": 2, "resist": "will",
                        "facedown": True}])
    roll(st, 2)
    seat = st.inv("ann").seat
    legal = ids(st)
    assert legal == ["prevent:0", "prevent:1", "prevent:2"]
    pick = MansionsAgent().choose(GAME, lambda: GAME.view(st, seat), legal, seat, Random(0))
    assert pick == "prevent:2"


@rule("RR Resisting (67) and Movement (59)",
      "the adapters' fixed action space holds the new decisions (``prevent:<k>``; forced moves "
      "reuse ``move:``)")
def test_new_decision_ids_are_in_the_action_space() -> None:
    from eerie.adapters.action_spaces import action_space

    space = set(action_space("mansions-of-madness", {"scenario": "vigil_at_corvin_lodge"}).ids)
    assert {"prevent:0", "prevent:3", "move:ent.1"} <= space


@rule("RR Message log (26)",
      "every message, option and prompt of the new steps exists in English, Korean and Chinese "
      "and renders without placeholders")
def test_the_new_messages_render_in_every_language(tiny: str) -> None:
    from eerie.core.text import LANGUAGES, Msg, Translator

    def walk(m: Msg, out: list[Msg]) -> None:
        out.append(m)
        for v in m.params.values():
            if isinstance(v, Msg):
                walk(v, out)

    msgs: list[Msg] = []
    st = new(tiny)
    placed(st, "yard")
    at(st, "bob", "y1")
    spawn_at(st, "ghoul", "h2")
    st.inv("ann").damage_down = 1
    events = script(st, "ann", [{"do": "face_up", "kind": "damage"}])
    events += do(st, "card:bruise")
    events += script(st, "ann", [{"do": "harm", "damage": 2, "horror": 2, "resist": "will",
                                  "facedown": True}])
    events += roll(st, 2)
    p = GAME.pending(st)
    walk(p.prompt, msgs)
    for o in p.options:
        walk(o.label, msgs)
    events += do(st, "prevent:1")
    events += script(st, "ann", [{"do": "remove_monster", "kind": "ghoul"},
                                 {"do": "discard_tile", "tile": "yard"},
                                 {"do": "clear_board"}, {"do": "place_tile", "tile": "hall"},
                                 {"do": "move_investigator", "space": "h2",
                                  "who": "off_board"}])
    spawn_at(st, "ghoul", "h1")
    spawn_at(st, "ghoul", "h3")
    script(st, "ann", [{"do": "forced_move", "monster": "nearest"}])
    p = GAME.pending(st)
    walk(p.prompt, msgs)
    for o in p.options:
        walk(o.label, msgs)
    for e in events:
        walk(e.msg, msgs)
    wanted = {"mom.ev.turned_up.damage", "mom.ev.prevented.both", "mom.opt.prevent",
              "mom.prompt.prevent", "mom.ev.monster_removed", "mom.ev.tile_discarded",
              "mom.ev.off_board", "mom.ev.board_cleared", "mom.prompt.forced_move"}
    assert wanted <= {m.key for m in msgs}
    for lang in LANGUAGES:
        tr = Translator(lang, ("eerie", "eerie.games.mansions"))
        for m in msgs:
            text = tr(m)
            assert "{" not in text and not text.startswith("mom."), (lang, m.key, text)


@rule("RR Movement (59, forced)",
      "in Gull's Reach Light the tide of the sea cave drags an investigator who fails to keep his "
      "footing one space toward the sea end of the cave (a forced move: the drowned thrall beside "
      "him is not evaded)")
def test_the_undertow_of_gulls_reach_drags_an_investigator_seaward() -> None:
    from eerie.games.mansions.script import push_steps

    st = GAME.setup({"scenario": "gulls_reach_light"})
    placed(st, "sea_cave")
    who = st.invs[0].id
    at(st, who, "cave.2")
    spawn_at(st, "drowned_thrall", "cave.2")
    push_steps(st, ("mythos", "my.undertow"), who)
    run(Ctx(st))
    roll(st, 0)          # the footing test fails
    roll(st, 0)          # and so does the resist test
    while GAME.pending(st).actors == (CHANCE,) and ids(st)[0].startswith("card:"):
        plain = [o for o in ids(st) if st.lib.damage[o[5:]].timing == "persistent"]
        do(st, plain[0])     # two damage cards that do nothing at once
    assert st.inv(who).space == "cave.3"
    assert st.inv(who).damage == 2
