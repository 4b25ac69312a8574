"""Rules of the investigator phase, tests, damage and horror (stage 1).

Each test's ``@rule`` marker names the rulebook or rules-reference passage it checks
("RR 60" is entry 60 of the rules reference glossary, "RB" the rulebook)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

from eerie.games.mansions.game import GAME
from eerie.games.mansions.script import parse_roll, roll_options
from tests.mansions.fixtures import (
    at,
    do,
    end_turns,
    ids,
    is_chance,
    keys,
    new,
    roll,
    rule,
    searching_desk,
    start_turn,
    top,
    variant,
)

# -- set-up and turns -------------------------------------------------------------------


@rule("RB set-up 7-9",
      "starting possessions, the opening map and tokens, the prologue; the first round begins "
      "with the investigator phase")
def test_setup_places_everyone_and_runs_the_start(tiny: str) -> None:
    st = new(tiny)
    assert [i.space for i in st.invs] == ["h1", "h1"]
    assert st.inv("ann").items == [("knife", False)]
    assert st.inv("bob").spells == ["flare"]
    assert st.tiles == ["hall"] and "ex_yard" in st.tokens
    assert st.objective == "find" and st.round == 1 and st.phase == "investigator"
    assert next(e[1]["key"] for e in st.log) == "mom.ev.prologue"
    assert ids(st) == ["turn:ann", "turn:bob", "end_phase"]


@rule("RB set-up 6", "one to five investigators; a single player takes two")
def test_config_checks() -> None:
    import pytest

    with pytest.raises(ValueError, match="unknown"):
        GAME.normalize_config({"scenario": "x", "bogus": 1})


@rule("RB set-up 6", "a solo game seats two investigators on one seat")
def test_config_validation(tiny: str) -> None:
    import pytest

    cfg = GAME.normalize_config({"scenario": tiny, "investigators": ["ann", "bob"],
                                 "players": 1})
    assert cfg["seats"] == {"ann": 0, "bob": 0}
    with pytest.raises(ValueError, match="two investigators"):
        GAME.normalize_config({"scenario": tiny, "investigators": ["ann"]})
    with pytest.raises(ValueError, match="unknown investigator"):
        GAME.normalize_config({"scenario": tiny, "investigators": ["ann", "zed"]})
    with pytest.raises(ValueError, match="twice"):
        GAME.normalize_config({"scenario": tiny, "investigators": ["ann", "ann"]})


@rule("RR 72 and 78", "every investigator takes one turn per round, in any order")
def test_investigators_take_turns_in_any_order(tiny: str) -> None:
    st = new(tiny, ("ann", "bob", "cid"))
    start_turn(st, "cid")
    do(st, "end_turn")
    assert ids(st) == ["turn:ann", "turn:bob", "end_phase"]
    assert GAME.pending(st).actors == (0, 1)


@rule("RR 91", "two actions a turn, the same action may be taken twice")
def test_two_actions_and_the_same_action_twice(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "move:h2", "move:h3")          # first move action, both spaces
    assert st.inv("ann").actions == 1
    do(st, "move:h2", "move:h1")          # second move action
    assert st.inv("ann").actions == 0
    assert not [o for o in ids(st) if o.startswith("move:")]
    assert ids(st) == ["end_turn"] or "end_turn" in ids(st)


@rule("RR 60", "a move action may stop for another action and go on afterwards")
def test_move_may_pause_for_another_action(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    do(st, "move:h2")
    assert st.inv("ann").move_left == 1
    do(st, "interact:bell", "opt:0")      # ring it: the action-icon option
    assert st.inv("ann").actions == 0
    assert "move:h3" in ids(st)           # the rest of the move is still there
    do(st, "move:h3")
    assert st.inv("ann").space == "h3" and st.inv("ann").move_left == 0


@rule("RR 36 and 29",
      "no moving through walls; a door with an explore token on it is closed until explored")
def test_movement_respects_walls_and_explore_tokens_on_doors(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h3")
    start_turn(st, "ann")
    moves = [o for o in ids(st) if o.startswith("move:")]
    assert moves == ["move:h2"]            # h3-y1 holds the explore token
    at(st, "ann", "h2")
    moves = [o for o in ids(st) if o.startswith("move:")]
    assert "move:s2" not in moves          # a wall


@rule("RR 83 and 84",
      "explore from beside the door the token lies on; the tile and its tokens are placed, then "
      "the explorer may step in for free")
def test_explore_reveals_the_room_and_allows_a_free_step(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h3")
    start_turn(st, "ann")
    do(st, "explore:ex_yard")
    assert "yard" in st.tiles and "shed" in st.tokens and "ex_yard" not in st.tokens
    assert [m.kind for m in st.monsters] == ["ghoul"]
    assert top(st) == "may_move" and "move:y1" in ids(st)
    do(st, "move:y1")
    assert st.inv("ann").space == "y1" and st.inv("ann").actions == 1


@rule("RR 69 and 70", "a search token is searched from its own space")
def test_search_needs_the_token_in_the_space(tiny: str) -> None:
    st = new(tiny)
    start_turn(st, "ann")
    assert not [o for o in ids(st) if o.startswith("search:")]
    at(st, "ann", "s1")
    assert "search:desk" in ids(st)


@rule("RR 70 and 85", "the search makes a test; ann's ability adds a clue on searches")
def test_search_test_pass_and_extra_clue(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "s1")
    start_turn(st, "ann")
    do(st, "search:desk")
    assert is_chance(st)
    roll(st, 1)
    assert st.inv("ann").clues == 2          # 1 + the ability
    assert ("charm", False) in st.inv("ann").items
    assert "desk" not in st.tokens


@rule("RR 44 and 92",
      "only the option with the action icon spends the action; the variables it changes are kept")
def test_interact_choice_with_action_icon(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "h2")
    start_turn(st, "ann")
    do(st, "interact:bell", "opt:1")      # looking and leaving costs nothing
    assert st.inv("ann").actions == 2
    do(st, "interact:bell")
    assert ids(st) == ["opt:0", "opt:1"]
    do(st, "opt:0")
    assert st.variables["rung"] == 1 and st.inv("ann").actions == 1
    do(st, "interact:bell", "opt:0")
    assert st.variables["rung"] == 2
    assert top(st) == "harm"                  # the second ring brings horror


# -- tests ---------------------------------------------------------------------------------


@rule("RR 74", "eight faces, three success, two clue, three blank")
def test_roll_probabilities_are_exact() -> None:
    opts = roll_options(1)
    assert {o.id: o.prob for o in opts} == {
        "roll:s0c0b1": Fraction(3, 8), "roll:s0c1b0": Fraction(2, 8),
        "roll:s1c0b0": Fraction(3, 8)}
    for n in range(1, 7):
        assert sum(o.prob or 0 for o in roll_options(n)) == 1


@rule("RR 74",
      "the outcomes of n dice, counted over all 8**n face sequences, in the order the option list "
      "has always had (fewest successes, then fewest clues, first)")
def test_roll_options_match_every_sequence_of_faces() -> None:
    faces = ("success",) * 3 + ("clue",) * 2 + ("blank",) * 3
    for n in range(5):
        counts: Counter[str] = Counter()
        for seq in product(faces, repeat=n):
            s, c = seq.count("success"), seq.count("clue")
            counts[f"roll:s{s}c{c}b{n - s - c}"] += 1
        expected = [(oid, Fraction(k, 8 ** n)) for oid, k in counts.items()]
        expected.sort(key=lambda e: parse_roll(e[0]))
        assert [(o.id, o.prob) for o in roll_options(n)] == expected


@rule("RR 85", "dice = skill + modifiers, never fewer than one")
def test_dice_pool_and_at_least_one_die(tiny: str) -> None:
    def harsh(sc: dict) -> None:  # type: ignore[type-arg]
        sc["events"][2]["steps"][0]["modifier"] = -9
    import pathlib
    import tempfile
    path = variant(pathlib.Path(tempfile.mkdtemp()), harsh)
    st = new(path)
    at(st, "ann", "s1")
    start_turn(st, "ann")
    do(st, "search:desk")
    assert st.stack[-1]["dice"] == 1
    st2 = new(tiny)
    at(st2, "ann", "s1")
    st2.inv("ann").conditions.append("dazed")
    start_turn(st2, "ann")
    do(st2, "search:desk")
    assert st2.stack[-1]["dice"] == 3        # observation 4, dazed -1


@rule("RR 20 and 85",
      "after the roll, each clue spent turns a clue face into a success (offered only as far as "
      "it can change the result: the desk needs one success)")
def test_clues_turn_clue_faces_into_successes(tiny: str) -> None:
    st = searching_desk(tiny, 2)
    roll(st, 0, 2)
    assert ids(st) == ["clues:0", "clues:1"]
    do(st, "clues:1")
    assert st.inv("ann").clues == 1 + 2      # one spent, then 1 + ability gained


@rule("RR 58", "no clue spending in a dark space, unless a light source is there or next to it")
def test_no_clues_in_darkness_unless_lit(tiny: str) -> None:
    st = new(tiny)
    at(st, "ann", "s1")
    at(st, "bob", "h3")                      # bob's lamp is far away
    st.darkness.append("s1")
    st.inv("ann").clues = 2
    start_turn(st, "ann")
    do(st, "search:desk")
    roll(st, 0, 2)
    assert not is_chance(st) and top(st) != "test"   # no decision: failed at once
    st = new(tiny)
    at(st, "ann", "s1")
    at(st, "bob", "h1")                      # bob holds a lamp next door (through a door)
    st.darkness.append("s1")
    st.inv("ann").clues = 1
    start_turn(st, "ann")
    do(st, "search:desk")
    roll(st, 0, 1)
    assert ids(st) == ["clues:0", "clues:1"]


@rule("RR 85", "a test passes when the successes reach the difficulty")
def test_difficulty_after_the_semicolon(tiny: str) -> None:
    def hard(sc: dict) -> None:  # type: ignore[type-arg]
        sc["events"][2]["steps"][0]["difficulty"] = 2
    import pathlib
    import tempfile
    path = variant(pathlib.Path(tempfile.mkdtemp()), hard)
    st = new(path)
    at(st, "ann", "s1")
    start_turn(st, "ann")
    do(st, "search:desk")
    ev = roll(st, 1)
    assert "mom.ev.test_fail" in keys(ev) and st.inv("ann").clues == 0


@rule("RR 85 step 3", "re-rolls come before the result; bob may re-roll one die a round")
def test_reroll_ability(tiny: str) -> None:
    st = new(tiny)
    at(st, "bob", "s1")
    start_turn(st, "bob")
    do(st, "search:desk")
    do(st, "roll:s0c0b3")
    assert "reroll:1" in ids(st)
    do(st, "reroll:1")
    assert is_chance(st) and len(GAME.pending(st).options) == 3   # one die again
    ev = do(st, "roll:s1c0b0")
    assert "mom.ev.test_pass" in keys(ev)
    assert st.inv("bob").reroll_used


# -- damage and horror -------------------------------------------------------------------


def _harm(st: object, who: str, kind: str, n: int, facedown: bool = False,
          resist: str | None = None) -> None:
    from eerie.games.mansions.script import Ctx, push, run
    s = st  # type: ignore[assignment]
    push(s, "targets", kind=kind, n=n, facedown=facedown, resist=resist, todo=(who,),
         purpose="plain")
    run(Ctx(s))  # type: ignore[arg-type]


@rule("RR 41",
      "damage is the top card of the deck, face up unless told otherwise; the draw is over every "
      "card not face up anywhere")
def test_damage_is_drawn_face_up_from_the_cards_not_face_up(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 1)
    probs = {o.id: o.prob for o in GAME.pending(st).options}
    assert probs == {"card:bruise": Fraction(3, 6), "card:gash": Fraction(2, 6),
                     "card:limp": Fraction(1, 6)}
    do(st, "card:bruise")
    assert st.inv("ann").damage_up == ["bruise"] and st.damage_pool["bruise"] == 2


@rule("RR 41", "an immediate card takes effect at once and is then turned face down")
def test_immediate_cards_apply_then_turn_face_down(tiny: str) -> None:
    st = new(tiny)
    st.inv("ann").clues = 1
    _harm(st, "ann", "damage", 1)
    do(st, "card:gash")
    inv = st.inv("ann")
    assert inv.clues == 0 and inv.damage_up == [] and inv.damage_down == 1
    assert st.damage_pool["gash"] == 2        # unknown again once face down


@rule("RR 41", "a persistent card keeps its effect while face up (limp: one move a round)")
def test_persistent_cards_apply_their_modifiers(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 1)
    do(st, "card:limp")
    start_turn(st, "ann")
    do(st, "move:h2", "move:h3")
    assert not [o for o in ids(st) if o.startswith("move:")]


@rule("RR 67", "each success of the resist test prevents one damage")
def test_resist_prevents_one_per_success(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 3, resist="strength")
    roll(st, 2)
    do(st, "card:bruise")
    assert st.inv("ann").damage == 1 and top(st) == "round"


@rule("RR 41", "face-down damage is not looked at (no draw)")
def test_facedown_damage(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 2, facedown=True)
    assert st.inv("ann").damage_down == 2 and top(st) == "round"


@rule("RR 41 (wounded) and RB 2",
      "at damage equal to health the investigator is wounded, discards the face-down damage, and "
      "makes only one move action a round")
def test_wounded_at_health_discards_facedown_and_limits_moves(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 3, facedown=True)
    _harm(st, "ann", "damage", 1)
    do(st, "card:bruise")
    inv = st.inv("ann")
    assert inv.wounded and inv.damage_down == 0 and inv.damage_up == ["bruise"]
    start_turn(st, "ann")
    do(st, "move:h2", "move:h3")
    assert not [o for o in ids(st) if o.startswith("move:")]


@rule("RR 41", "more damage than health is all taken before becoming wounded")
def test_all_damage_of_an_effect_comes_before_wounded(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 6, facedown=True)
    assert st.inv("ann").wounded and not st.inv("ann").eliminated


@rule("RR 41 (insane) and RB 4",
      "a private insanity card; a card for more players than are playing is never kept")
def test_insane_draws_a_private_card_and_small_games_skip_big_cards(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "horror", 4, facedown=True)
    assert st.inv("ann").insane and is_chance(st)
    assert ids(st) == ["card:greed", "card:loner"]    # "crowd" needs four players
    ev = do(st, "card:greed")
    private = [e for e in ev if e.msg.key == "mom.ev.insanity_private"]
    assert private and private[0].audience == frozenset({0})
    assert st.inv("ann").insanity == "greed"


@rule("RR 82 and 49",
      "the eliminated investigator's possessions are dropped in the space and the figure removed; "
      "the others lose at the end of the next investigator phase")
def test_eliminated_drops_possessions_and_others_lose_later(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "damage", 4, facedown=True)
    _harm(st, "ann", "damage", 4, facedown=True)
    inv = st.inv("ann")
    assert inv.eliminated and inv.space is None and inv.items == []
    assert [(f.space, f.id) for f in st.floor] == [("h1", "knife")]
    assert st.elim_deadline == 2
    assert ids(st) == ["turn:bob", "end_phase"]
    end_turns(st)
    while st.round == 1 and not st.result:
        opts = ids(st)
        do(st, opts[0])
    end_turns(st)
    assert st.result == "defeat" and st.epilogue == "eliminated"
    out = GAME.outcome(st)
    assert out is not None and out.ending == "eliminated" and out.teams == ()
    assert out.seat_results == ("eliminated", "lost")


@rule("RR 82", "when every investigator is eliminated the game ends at once")
def test_all_eliminated_lose_at_once(tiny: str) -> None:
    st = new(tiny)
    for who in ("ann", "bob"):
        _harm(st, who, "horror", 8, facedown=True)
        if is_chance(st):
            do(st, ids(st)[0])
        _harm(st, who, "horror", 8, facedown=True)
    assert st.result == "defeat" and GAME.pending(st).is_over
    out = GAME.outcome(st)
    assert out is not None and out.ending == "eliminated"
    assert out.seat_results == ("eliminated", "eliminated")


@rule("RR 49 and 41",
      "the investigators win together; an insane one with a new goal wins only if it holds "
      "(greed: holding the idol)")
def test_victory_and_insane_goals(tiny: str) -> None:
    st = new(tiny)
    _harm(st, "ann", "horror", 4, facedown=True)
    do(st, "card:greed")
    st.variables["found"] = 1
    from eerie.games.mansions.script import Ctx, fire_variable_triggers, run
    ctx = Ctx(st)
    fire_variable_triggers(ctx)
    run(ctx)
    assert st.result == "victory"
    out = GAME.outcome(st)
    assert out is not None and out.winners == (1,)
    # The team won; Ann lost by her own insanity goal, and the report can say so.
    assert out.ending == "objective" and out.teams == ("investigators",)
    assert out.seat_results == ("own_goal", "won")
    assert out.seat_notes == (("greed",), ())
    labels = GAME.outcome_labels(GAME.normalize_config({"scenario": tiny}))
    assert {"objective", "time_limit", "eliminated", "defeat"} == set(labels.endings)
    assert "greed" in labels.notes and "own_goal" in labels.seat_results
    st.inv("ann").items.append(("idol", False))
    out = GAME.outcome(st)
    assert out is not None and out.winners == (0, 1)
    assert out.seat_results == ("won", "won")


def _calm(st: object) -> str:
    """End turns at once; chance gives the kindest outcome (all successes)."""
    opts = ids(st)  # type: ignore[arg-type]
    if is_chance(st):  # type: ignore[arg-type]
        return opts[-1]
    return "end_turn" if "end_turn" in opts else opts[0]


@rule("RR 49", "taking too long changes or ends the game (the scenario's time limit)")
def test_time_limit_ends_the_game(tiny: str) -> None:
    st = new(tiny)
    while not st.result:
        do(st, _calm(st))
    assert st.result == "defeat" and st.epilogue == "late" and st.round == 6
    out = GAME.outcome(st)
    assert out is not None and out.ending == "time_limit"
    assert out.seat_results == ("lost", "lost")


@rule("RR 26", "every message is logged, page by page per round")
def test_message_log_is_kept_by_round(tiny: str) -> None:
    st = new(tiny)
    end_turns(st)
    while st.round == 1:
        do(st, _calm(st))
    rounds = {e[0] for e in st.log}
    assert rounds == {1, 2}
