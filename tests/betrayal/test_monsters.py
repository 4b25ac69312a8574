"""Monsters (their turn after the traitor, speed rolled per kind, stunned rather than
killed, hindering heroes, never exploring, carrying or stealing), mental damage, and
the two haunts that bring them, The Hounds of Ash and The Unfinished Portraits, each
played to both outcomes."""

from __future__ import annotations

from random import Random

import pytest

from eerie.core.agent import play_out
from eerie.core.decision import CHANCE
from eerie.core.dice import sum_distribution
from eerie.core.text import LANGUAGES, Translator
from eerie.games.betrayal import rules
from eerie.games.betrayal.ai import BetrayalAgent
from eerie.games.betrayal.game import GAME
from eerie.games.betrayal.render import render
from eerie.games.betrayal.state import BETState
from eerie.testing.playouts import play
from tests.betrayal.helpers import act, fresh, ids, rule, top

OMEN_ROOM = ("ground", 1, 0)
"""Where ``_haunted`` finds the omen: the moth parlour east of the entrance hall."""


def _haunted(haunt: str, players: int = 3) -> BETState:
    """A game of ``haunt`` (forced by the config) that has just begun."""
    st = fresh(players, haunt=haunt)
    act(st, "explore:E")
    act(st, "tile:moth_parlour")
    act(st, ids(st)[0])
    act(st, "card:sealed_letter")
    act(st, "end")
    act(st, "sum:0")
    assert st.haunt == haunt and top(st)["k"] == "turn"
    return st


def _hero(st: BETState) -> int:
    return (st.traitor + 1) % st.players


def _to_monsters(st: BETState) -> None:
    """Every explorer ends its turn until the monsters' turn comes."""
    while top(st)["k"] == "turn":
        act(st, "end")


def _turn_of(st: BETState, seat: int) -> None:
    st.turn = seat
    top(st)["who"] = seat
    st.entered, st.stopped, st.attacked, st.used = 0, False, False, []


@rule("72", "right now: the haunt's set-up places its monsters")
def test_the_hounds_appear_in_the_omen_room() -> None:
    st = _haunted("ash_hounds")
    assert [(m["kind"], m["cell"], m["stunned"]) for m in st.monsters] == \
        [("ash_hound", OMEN_ROOM, False)] * 2
    st2 = _haunted("unfinished_portraits")
    assert [m["cell"] for m in st2.monsters] == [st2.cells[st2.traitor]]


@rule("82, 94", "after the traitor the monsters move; the traitor rolls each kind's "
      "speed in dice")
def test_the_monsters_turn_follows_the_traitor_and_rolls_speed() -> None:
    st = _haunted("ash_hounds")
    _to_monsters(st)
    assert top(st)["k"] == "monster_speed" and st.turn == st.traitor
    p = GAME.pending(st)
    assert p.actors == (CHANCE,)
    assert {o.id: o.prob for o in p.options} == {
        f"sum:{t}": q for t, q in sum_distribution(rules.DIE, 3).items()}
    act(st, "sum:0")
    assert top(st)["k"] == "monster" and GAME.pending(st).actors == (st.traitor,)


@rule("94, 102", "a monster rolling 0 still moves one room; monsters never explore")
def test_a_monster_moves_at_least_one_room_and_never_explores() -> None:
    st = _haunted("ash_hounds")
    for s in range(st.players):
        st.cells[s] = ("ground", 0, 1)           # nobody in the parlour: no hindrance
    _to_monsters(st)
    act(st, "sum:0")
    first = ids(st)
    assert "go:W" in first and not any(o.startswith("explore") for o in first)
    act(st, "go:W")
    assert st.monsters[top(st)["m"]]["cell"] == ("ground", 0, 0)
    assert ids(st) == ["end"]                     # the one room is spent


@rule("30", "a hero leaving a room pays one more per monster in it; stunned ones do not "
      "hinder")
def test_monsters_hinder_heroes_unless_stunned() -> None:
    st = _haunted("ash_hounds")
    hero = _hero(st)
    st.cells[hero] = OMEN_ROOM
    st.cells[st.traitor] = ("ground", 0, 1)
    assert rules.hindrance(st, hero, OMEN_ROOM) == 2
    st.monsters[0]["stunned"] = True
    assert rules.hindrance(st, hero, OMEN_ROOM) == 1
    assert rules.hindrance(st, st.traitor, OMEN_ROOM) == 1   # the hero, not the hounds


@rule("42, 94", "a hero beating a monster only stuns it; a stunned monster loses its "
      "next turn, then recovers")
def test_a_beaten_monster_is_stunned_and_skips_its_turn() -> None:
    st = _haunted("ash_hounds")
    hero = _hero(st)
    st.cells[hero] = OMEN_ROOM
    _turn_of(st, hero)
    act(st, "attack:m0")
    assert GAME.pending(st).prompt.params["n"] == rules.value(st, hero, "might")
    act(st, "sum:6")
    act(st, "sum:0")
    assert st.monsters[0]["stunned"] and len(st.monsters) == 2
    assert "attack:m0" not in ids(st)
    _to_monsters(st)
    act(st, "sum:2")
    assert top(st)["m"] == 1                      # only the other hound acts
    act(st, "end")
    assert not st.monsters[0]["stunned"] and top(st)["k"] == "turn"


@rule("96, 42", "a monster winning a fight never steals: the loser takes the damage")
def test_a_monster_hits_without_stealing() -> None:
    st = _haunted("ash_hounds")
    hero = _hero(st)
    st.cells[hero] = OMEN_ROOM
    st.cards[hero] = ["oil_lamp"]
    _to_monsters(st)
    st.cells[hero] = OMEN_ROOM
    act(st, "sum:0")
    act(st, f"attack:{hero}")
    act(st, "sum:4")
    act(st, "sum:0")
    assert top(st)["k"] == "damage" and top(st)["who"] == hero
    assert ids(st) == [f"split:{k}" for k in range(5)]


@rule("42", "a fight in Sanity deals mental damage, split between Sanity and Knowledge")
def test_a_sitter_deals_mental_damage() -> None:
    st = _haunted("unfinished_portraits")
    hero = _hero(st)
    where = st.monsters[0]["cell"]
    _to_monsters(st)
    st.cells[hero] = where
    act(st, "sum:0")
    act(st, f"attack:{hero}")
    assert GAME.pending(st).prompt.params["n"] == 3        # the sitter's sanity
    act(st, "sum:4")
    act(st, "sum:1")
    assert top(st)["mental"] and ids(st) == ["split:0", "split:1", "split:2", "split:3"]
    sanity, knowledge = st.marks[hero]["sanity"], st.marks[hero]["knowledge"]
    might = st.marks[hero]["might"]
    act(st, "split:1")
    assert st.marks[hero]["sanity"] == sanity - 1
    assert st.marks[hero]["knowledge"] == knowledge - 2
    assert st.marks[hero]["might"] == might


@rule("104-106", "the heroes win when their declared goal holds: every ember smothered")
def test_the_heroes_smother_the_hearth() -> None:
    st = _haunted("ash_hounds")
    hero = _hero(st)
    st.cells[hero] = OMEN_ROOM
    assert st.variables["embers"] == 3           # one more than the two heroes
    for n in range(3):
        _turn_of(st, hero)
        act(st, "act:smother")
        act(st, "sum:1")                          # below 4: nothing
        assert st.variables["embers"] == 3 - n
        assert "act:smother" not in ids(st)       # once a turn
        _turn_of(st, hero)
        act(st, "act:smother")
        act(st, "sum:4")
    assert st.result == "heroes"
    out = GAME.outcome(st)
    assert out is not None and st.traitor not in out.winners


def test_the_smother_action_is_only_in_the_omen_room_and_only_for_heroes() -> None:
    st = _haunted("ash_hounds")
    hero = _hero(st)
    st.cells[hero] = ("ground", 0, 1)
    _turn_of(st, hero)
    assert "act:smother" not in ids(st)
    st.cells[st.traitor] = OMEN_ROOM
    _turn_of(st, st.traitor)
    assert "act:smother" not in ids(st)


@rule("104-106", "the traitor wins when its declared goal holds: the ash has risen 8 times")
def test_the_ash_buries_the_house() -> None:
    st = _haunted("ash_hounds")
    assert st.variables["ash"] == 1
    for s in range(st.players):
        st.cells[s] = ("ground", 0, 1)
    while not st.result:
        act(st, "sum:0" if top(st)["k"] == "monster_speed" else "end")
    assert st.result == "traitor" and st.variables["ash"] == 8


@rule("104-106", "the traitor wins when its declared goal holds: four canvases finished")
def test_the_traitor_finishes_its_canvases() -> None:
    st = _haunted("unfinished_portraits")
    assert st.variables["needed"] == 6             # eight less one for each of two heroes
    for n in range(6):
        _turn_of(st, st.traitor)
        act(st, "act:paint")
        act(st, "sum:3")                          # below 4: the paint runs
        assert st.variables["canvases"] == n
        _turn_of(st, st.traitor)
        act(st, "act:paint")
        act(st, "sum:4")
        assert len(st.monsters) == n + 2 or st.result   # the last canvas ends the game
    assert st.result == "traitor"


def test_the_haunts_scale_with_the_heroes() -> None:
    assert _haunted("ash_hounds", 5).variables["embers"] == 5
    assert _haunted("unfinished_portraits", 5).variables["needed"] == 4


@rule("104-106", "the heroes win when their declared goal holds: the traitor is dead")
def test_the_heroes_stop_the_painter() -> None:
    st = _haunted("unfinished_portraits")
    hero = _hero(st)
    st.cells[hero] = st.cells[st.traitor]
    st.cards[st.traitor] = []
    st.marks[st.traitor]["might"] = 1
    _turn_of(st, hero)
    act(st, f"attack:{st.traitor}")
    act(st, "sum:6")
    act(st, "sum:0")
    act(st, "split:6")
    assert st.result == "heroes"


def test_each_side_s_book_and_counters_reach_only_that_side() -> None:
    st = _haunted("unfinished_portraits", 4)
    hero = _hero(st)
    book = GAME.view(st, st.traitor)["book"]
    assert book["side"] == "traitor" and "brush" in str(book["text"])
    assert GAME.view(st, hero)["book"]["side"] == "heroes"
    assert "brush" not in str(GAME.view(st, hero)["book"]["text"])
    assert GAME.view(st, None)["book"] is None


def test_the_ai_plays_both_new_haunts_to_an_end() -> None:
    for haunt in ("ash_hounds", "unfinished_portraits"):
        endings = set()
        for seed in range(8):
            st = GAME.setup({"players": 4, "haunt": haunt})
            result = play_out(GAME, st, [BetrayalAgent() for _ in range(4)], Random(seed))
            assert st.haunt == haunt and result.outcome is not None
            endings.add(result.outcome.ending)
        assert endings == {"heroes", "traitor"}, (haunt, endings)


def test_a_view_rebuilds_the_monsters() -> None:
    st = _haunted("ash_hounds")
    st.monsters[1]["stunned"] = True
    again = GAME.determinize(GAME.view(st, 0), 0, Random(0))
    assert again.monsters == st.monsters and again.force == "ash_hounds"


def test_the_terminal_board_lists_the_monsters() -> None:
    st = _haunted("ash_hounds")
    st.monsters[1]["stunned"] = True
    text = render(GAME.view(st, 0), Translator("en", ("eerie", "eerie.games.betrayal")))
    assert "Hound of Ash: Moth Parlour\n" in text and "Hound of Ash: Moth Parlour (stunned)" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_the_new_haunts_renders(lang: str) -> None:
    tr = Translator(lang, ("eerie", "eerie.games.betrayal"))
    monsters = 0
    for seed, haunt in enumerate(("ash_hounds", "unfinished_portraits") * 2):
        done = play(GAME, {"players": 3 + seed, "haunt": haunt}, seed, 4000)
        state = GAME.setup(done.config)
        for actor, option in done.actions:
            p = GAME.pending(state)
            for m in [p.prompt, *(o.label for o in p.options),
                      *(e.msg for e in GAME.apply(state, actor, option))]:
                text, problems = tr.render(m)
                assert text and not problems, (m, problems)
            if state.monsters and actor == state.traitor:
                assert render(GAME.view(state, actor), tr)
        monsters += len(state.monsters)
    assert monsters >= 4
