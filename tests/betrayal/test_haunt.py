"""The haunt roll, the chart and the traitor, the books, attacks, death and both ends of
the first haunt (The Stopped Clock)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from random import Random

import pytest

from eerie.core.dice import sum_distribution
from eerie.games.betrayal import rules
from eerie.games.betrayal.game import GAME
from eerie.games.betrayal.schema import TraitorRule, content
from eerie.games.betrayal.state import BETState
from eerie.script.interpreter import Ctx
from eerie.testing.playouts import play
from tests.betrayal.helpers import act, fresh, ids, rule, ruling, top

LIB = content()


def _omen_turn(st: BETState, omen: str = "sealed_letter", room: str = "moth_parlour") -> None:
    """Seat 0 discovers an omen room east of the entrance hall, draws ``omen``, ends."""
    act(st, "explore:E")
    act(st, f"tile:{room}")
    act(st, ids(st)[0])
    act(st, f"card:{omen}")
    act(st, "end")


def _haunted(players: int = 3) -> BETState:
    """A game in which the haunt has just begun (seat 0 revealed it)."""
    st = fresh(players)
    _omen_turn(st)
    act(st, "sum:0")
    assert st.haunt == "stopped_clock"
    act(st, "value:8")                     # the clock's hour, the traitor's secret
    return st


def _brute_haunt_chance(omens: int) -> Fraction:
    faces = [int(f) for f in rules.DIE.faces]
    hits = sum(1 for roll in product(faces, repeat=6) if sum(roll) < omens)
    return Fraction(hits, len(faces) ** 6)


@ruling("haunt roll: six dice of faces 0,0,1,1,2,2; a total below the omens drawn begins it")
@pytest.mark.parametrize("omens", [1, 2, 4, 6, 8, 13])
def test_the_haunt_roll_probabilities_are_exact(omens: int) -> None:
    assert rules.haunt_chance(omens) == _brute_haunt_chance(omens)
    assert rules.haunt_chance(1) == Fraction(1, 729)


@rule("44-48", "after a turn in which an omen was drawn, six dice are rolled for the haunt")
def test_a_haunt_roll_follows_a_turn_with_an_omen() -> None:
    st = fresh()
    _omen_turn(st)
    p = GAME.pending(st)
    assert top(st)["k"] == "haunt_roll" and p.is_chance
    assert {o.id: o.prob for o in p.options} == {
        f"sum:{t}": q for t, q in sum_distribution(rules.DIE, 6).items()}
    act(st, "sum:1")                       # not below one omen: the game goes on
    assert not st.haunt and top(st)["k"] == "turn" and st.turn == 1


def test_no_haunt_roll_without_an_omen() -> None:
    st = fresh()
    act(st, "explore:E")
    act(st, "tile:music_room")
    act(st, "rot:0")
    act(st, "card:warm_hand")
    act(st, "end")
    assert top(st)["k"] == "turn" and st.turn == 1


@rule("48", "a total below the omens drawn begins the haunt; the roller is the revealer")
def test_a_low_haunt_roll_begins_the_haunt_and_the_roller_reveals_it() -> None:
    st = _haunted()
    assert st.revealer == 0 and st.omens == 1
    entry = next(e for e in LIB.chart if (e.omen, e.room) == ("sealed_letter", "moth_parlour"))
    assert st.traitor == rules.choose_traitor(st, entry.traitor, 0)


@rule("50", "the chart names a haunt for every omen and every omen room")
def test_the_chart_covers_every_omen_in_every_omen_room() -> None:
    omens = {c.id for c in LIB.cards.values() if c.kind == "omen"}
    rooms = {r.id for r in LIB.rooms.values() if r.symbol == "omen"}
    cells = {(e.omen, e.room) for e in LIB.chart}
    assert cells == {(o, r) for o in omens for r in rooms}
    assert {e.haunt for e in LIB.chart} <= set(LIB.haunts)


@rule("52-60", "the traitor: a named explorer, the revealer, the left neighbour, or the "
      "highest or lowest in a trait counted from the revealer")
def test_the_traitor_rules() -> None:
    st = fresh(4)                            # dorothea, meiling, pim, rosalind
    assert rules.choose_traitor(st, TraitorRule(kind="revealer"), 2) == 2
    assert rules.choose_traitor(st, TraitorRule(kind="left"), 3) == 0
    st.marks = [{"might": 5, "speed": 4, "knowledge": 4, "sanity": 4} for _ in range(4)]
    # equal might everywhere: the revealer counts first
    assert rules.choose_traitor(st, TraitorRule(kind="highest", trait="might"), 1) == 1
    st.marks[3]["sanity"] = 1
    assert rules.choose_traitor(st, TraitorRule(kind="lowest", trait="sanity"), 1) == 3
    named = TraitorRule.model_validate({"kind": "character", "explorer": "pim",
                                        "else": {"kind": "left"}})
    assert rules.choose_traitor(st, named, 0) == 2
    absent = TraitorRule.model_validate({"kind": "character", "explorer": "ivo",
                                         "else": {"kind": "left"}})
    assert rules.choose_traitor(st, absent, 0) == 1


@rule("66", "the traitor reads the traitor's book alone; the heroes read theirs")
def test_each_side_sees_only_its_own_book() -> None:
    st = _haunted(4)
    haunt = LIB.haunts["stopped_clock"]
    for seat in range(4):
        book = GAME.view(st, seat)["book"]
        side = "traitor" if seat == st.traitor else "heroes"
        assert book["side"] == side
        text = haunt.traitor_book if side == "traitor" else haunt.heroes_book
        assert book["text"]["params"]["en"] == text["en"]
    assert GAME.view(st, None)["book"] is None
    traitor_log = [e for e in GAME.view(st, st.traitor)["log"]
                   if e[1]["key"] == "bet.ev.book"]
    hero = (st.traitor + 1) % 4
    hero_log = [e for e in GAME.view(st, hero)["log"] if e[1]["key"] == "bet.ev.book"]
    assert len(traitor_log) == len(hero_log) == 1
    assert traitor_log[0][2] == [st.traitor] and st.traitor not in hero_log[0][2]


@rule("72, 80", "set-up runs at once; then the heroes play from the traitor's left, then "
      "the traitor")
def test_set_up_runs_and_turns_start_left_of_the_traitor() -> None:
    st = fresh(3)
    _omen_turn(st)
    act(st, "sum:0")
    assert top(st)["k"] == "secret" and GAME.pending(st).secret == (st.traitor,)
    might = st.marks[st.traitor]["might"]
    act(st, "value:10")
    assert st.marks[st.traitor]["might"] == min(8, might + 1)
    assert st.turn == (st.traitor + 1) % 3 and top(st)["k"] == "turn"
    assert st.variables["clock"] == 1     # the round opened: the clock struck once


def test_only_the_traitor_knows_the_hour() -> None:
    st = _haunted(4)
    hero = (st.traitor + 1) % 4
    assert GAME.view(st, st.traitor)["variables"]["hour"] == 8
    assert "hour" not in GAME.view(st, hero)["variables"]
    assert "hour" not in GAME.view(st, None)["variables"]
    secret = [e for e in st.log if e[1]["key"] == "bet.ev.secret"]
    assert [e[2] for e in secret] == [[st.traitor]]
    redrawn = {GAME.resample_secrets(st, hero, Random(s)).variables["hour"] for s in range(30)}
    assert redrawn == {8, 9, 10}
    assert GAME.resample_secrets(st, st.traitor, Random(0)).variables["hour"] == 8


def _fight(st: BETState, who: int, target: int, a: int, d: int) -> None:
    st.cells[target] = st.cells[who]
    st.turn = who
    st.stack[-1]["who"] = who
    st.attacked = False
    act(st, f"attack:{target}")
    act(st, f"sum:{a}")
    act(st, f"sum:{d}")


@rule("42", "an attack: might against might, the loser takes the difference")
def test_an_attack_damages_the_loser_by_the_difference() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    st.cards[st.traitor] = []              # nothing to steal: the hit hurts
    _fight(st, hero, st.traitor, 5, 2)
    assert top(st)["k"] == "damage" and top(st)["who"] == st.traitor
    assert ids(st) == ["split:0", "split:1", "split:2", "split:3"]
    might, speed = st.marks[st.traitor]["might"], st.marks[st.traitor]["speed"]
    act(st, "split:2")
    assert st.marks[st.traitor]["might"] == might - 2
    assert st.marks[st.traitor]["speed"] == speed - 1
    assert "attack:" not in " ".join(ids(st))   # one attack a turn


def test_a_tied_attack_harms_nobody() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    marks = [dict(m) for m in st.marks]
    _fight(st, hero, st.traitor, 3, 3)
    assert top(st)["k"] == "turn" and st.marks == marks


@rule("42", "after the haunt a trait on the skull kills; the dead drop what they held")
def test_death_after_the_haunt_drops_the_cards() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    st.cards[hero] = ["oil_lamp"]
    rules.change_trait(Ctx(st), hero, "sanity", -20)
    assert st.dead[hero] and st.cards[hero] == []
    assert st.piles[st.cells[hero]] == ["oil_lamp"]


@rule("104-106", "the heroes win when their declared goal holds: the traitor is dead")
def test_the_heroes_win_when_the_traitor_dies() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    st.marks[st.traitor]["might"] = 1
    st.cards[st.traitor] = []
    _fight(st, hero, st.traitor, 6, 0)
    act(st, "split:6")
    out = GAME.outcome(st)
    assert out is not None and st.result == "heroes"
    assert set(out.winners) == {0, 1, 2} - {st.traitor}
    assert GAME.pending(st).is_over


@rule("104-106", "the traitor wins when its declared goal holds: the clock strikes its hour")
def test_the_traitor_wins_when_the_clock_strikes_its_hour() -> None:
    st = _haunted()
    st.variables["clock"] = 7              # the hour is 8: the next round's stroke
    for _ in range(3):
        if st.result:
            break
        act(st, "end")
    out = GAME.outcome(st)
    assert out is not None and st.result == "traitor" and out.winners == (st.traitor,)


def test_the_traitor_also_wins_when_every_hero_is_dead() -> None:
    st = _haunted()
    ctx = Ctx(st)
    for seat in range(3):
        if seat != st.traitor:
            rules.change_trait(ctx, seat, "might", -20)
    rules.check_goals(ctx)
    assert st.result == "traitor"


def test_every_random_game_ends() -> None:
    for seed in range(12):
        done = play(GAME, {"players": 3 + seed % 4}, seed, 5000)
        assert done.over, seed


@rule("42", "a hit of two or more may take a card the loser carries instead of hurting")
def test_a_hit_of_two_may_steal_instead_of_damage() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    st.cards[st.traitor] = ["reading_glasses"]
    knowledge = st.marks[st.traitor]["knowledge"]
    marks = dict(st.marks[st.traitor])
    _fight(st, hero, st.traitor, 4, 2)
    assert top(st)["k"] == "steal" and ids(st) == ["hurt", "steal:reading_glasses"]
    hero_knowledge = st.marks[hero]["knowledge"]
    act(st, "steal:reading_glasses")
    assert st.cards[hero] == ["reading_glasses"] and st.cards[st.traitor] == []
    assert st.marks[st.traitor]["knowledge"] == knowledge - 1   # lost the glasses' gain
    assert st.marks[hero]["knowledge"] == hero_knowledge + 1
    assert st.marks[st.traitor]["might"] == marks["might"]       # and no damage
    assert top(st)["k"] == "turn"


def test_a_hit_of_one_only_hurts() -> None:
    st = _haunted()
    hero = (st.traitor + 1) % 3
    st.cards[st.traitor] = ["reading_glasses"]
    _fight(st, hero, st.traitor, 3, 2)
    assert top(st)["k"] == "damage"


@rule("42", "the dead's cards lie where they died and anyone may pick them up")
def test_a_dead_explorer_s_cards_can_be_picked_up() -> None:
    st = _haunted()
    hero, other = (st.traitor + 1) % 3, (st.traitor + 2) % 3
    st.cards[other] = ["oil_lamp"]
    rules.change_trait(Ctx(st), other, "sanity", -20)
    cell = st.cells[other]
    st.cells[hero] = cell
    st.turn = hero
    st.stack[-1]["who"] = hero
    speed = st.marks[hero]["speed"]
    assert "take:oil_lamp" in ids(st)
    act(st, "take:oil_lamp")
    assert st.cards[hero] == ["oil_lamp"] and cell not in st.piles
    assert st.marks[hero]["speed"] == min(8, speed + 1)


@rule("88-90", "after the haunt the traitor may leave an event card's effect")
def test_the_traitor_may_ignore_an_event() -> None:
    st = _haunted()
    seat = st.traitor
    st.turn = seat
    st.stack[-1]["who"] = seat
    st.cells[seat] = ("ground", 0, 0)
    st.stopped, st.entered = False, 0
    st.tiles.pop(("ground", -1, 0), None)
    st.rooms = type(st.rooms).of(["music_room"])
    act(st, "explore:W")
    act(st, "tile:music_room")
    act(st, ids(st)[0])
    sanity = st.marks[seat]["sanity"]
    act(st, "card:warm_hand")
    assert top(st)["k"] == "traitor_event" and ids(st) == ["accept", "ignore"]
    act(st, "ignore")
    assert st.marks[seat]["sanity"] == sanity and top(st)["k"] == "turn"
