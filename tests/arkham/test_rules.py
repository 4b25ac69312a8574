"""Rules of Arkham Horror on the packaged content, each test naming its passage of the
rulebook (``../shared/rulebooks/arkham-horror-3e.ko.txt``) or of the rulings."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from random import Random
from typing import Any

import pytest

from eerie.core.chance import sample
from eerie.core.deck import Deck
from eerie.core.dice import Die, success_distribution
from eerie.games.arkham import board
from eerie.games.arkham.game import ArkhamHorror
from eerie.games.arkham.skill_test import dice, roll_probabilities
from eerie.games.arkham.spaces import option_ids
from eerie.games.arkham.state import SHEET_CLUES, SHEET_DOOM, ArkhamState
from eerie.script.interpreter import Ctx
from tests.rules import rulebook

BOOK = "arkham-horror-3e.ko.txt"
rule = rulebook("arkham-horror", BOOK)
"""The rule marker for a passage of the Arkham Horror rulebook."""


def ruling(topic: str) -> pytest.MarkDecorator:
    """The marker of a ruling of ``shared/rulings.md`` (Arkham part)."""
    return pytest.mark.rule("arkham-horror", "rulings.md: Arkham", topic)


Drive = Callable[..., ArkhamState]
At = Callable[[str], Callable[[ArkhamState], bool]]


def top(st: ArkhamState) -> dict[str, Any]:
    return st.stack[-1]


def run(st: ArkhamState) -> Ctx[ArkhamState]:
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.interpreter.run(ctx)
    return ctx


def probs(game: ArkhamHorror, st: ArkhamState) -> dict[str, Fraction]:
    return {o.id: o.prob for o in game.pending(st).options if o.prob is not None}


def first_turn(drive: Drive, at: At, players: int = 1) -> ArkhamState:
    return drive(players, at("turn"))


# -- set-up --------------------------------------------------------------------


@rule("44, 53", "13 headlines form the headline deck; 5 items face up form the reserve")
def test_setup_draws_the_reserve_and_keeps_13_headlines(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    assert st.headlines_left == 13
    assert len(st.reserve) == 5 and len(set(st.reserve)) == 5
    assert all(st.content.assets[a].kind == "item" for a in st.reserve)


@rule("94-97", "each initial clue is shuffled with the top two cards of its neighbourhood deck")
def test_initial_clues_go_into_the_top_three_cards(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    assert sum(st.clues.values()) == 3
    for nb, n in st.clues.items():
        tops = st.decks[f"nb:{nb}"].top_probabilities()
        events = {c: p for c, p in tops.items() if c.startswith("ev_")}
        assert sum(events.values()) == Fraction(n, 3) or n > 1
        assert len(st.decks[f"nb:{nb}"]) == len(st.content.library.encounters[nb]) + n


@rule("98-103", "initial doom on the scenario's spaces, then one doom spread from the bottom")
def test_initial_doom_and_one_spread(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    assert len(st.discard) == 1
    card = next(e for e in st.scenario.event_deck if e.id == st.discard[0])
    want: dict[str, int] = {}
    for s in st.scenario.initial_doom:
        want[s] = want.get(s, 0) + 1
    for s, n in card.doom.items():
        want[s] = want.get(s, 0) + n
    assert st.doom == want
    assert st.codex == [1, 2] and st.objective == "gather"


# -- the mythos cup -----------------------------------------------------------------


@rule("409-411, 435-437", "mythos tokens are drawn one at a time without replacement")
def test_the_cup_draws_without_replacement(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = drive(1, at("mythos"))
    total = sum(st.cup.values())
    assert probs(game, st) == {f"token:{t}": Fraction(n, total) for t, n in st.cup.items()}
    assert total == 13
    game.apply(st, -1, "token:blank")
    assert top(st)["k"] == "mythos" and top(st)["left"] == 1
    assert probs(game, st) == {f"token:{t}": Fraction(n, 12) for t, n in st.cup.items()}
    assert st.cup.get("blank") == 1 and st.used == {"blank": 1}


@rule("435-437", "an empty cup is refilled with every token used so far")
def test_an_empty_cup_refills_with_the_used_tokens(game: ArkhamHorror, drive: Drive,
                                                  at: At) -> None:
    st = drive(1, at("mythos"))
    st.cup, st.used = {}, {"blank": 2, "reckoning": 1}
    st.stack[-1]["left"] = 2
    run(st)
    assert st.cup == {"blank": 2, "reckoning": 1} and st.used == {}
    assert probs(game, st) == {"token:blank": Fraction(2, 3), "token:reckoning": Fraction(1, 3)}


@rule("409-411", "each investigator draws two mythos tokens, from the lead clockwise")
def test_each_seat_draws_two_tokens_from_the_lead(game: ArkhamHorror, drive: Drive,
                                                 at: At) -> None:
    st = drive(3, at("mythos"))
    st.lead = 0
    seats = []
    while not st.result and st.phase == "mythos":
        if top(st)["k"] == "mythos":
            seats.append(top(st)["seat"])
            game.apply(st, -1, "token:blank" if "token:blank" in probs(game, st)
                       else next(iter(probs(game, st))))
        else:
            drive(state=st, until=lambda s: s.phase != "mythos" or top(s)["k"] == "mythos")
    assert seats == [0, 0, 1, 1, 2, 2]


# -- doom and anomalies ----------------------------------------------------------


@rule("412-416", "a doom spread discards the bottom event card and dooms its spaces")
def test_spread_doom_draws_from_the_bottom(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = drive(1, at("mythos"))
    deck: Deck = st.decks["event"]
    game.apply(st, -1, "token:spread_doom")
    assert top(st)["k"] == "draw" and top(st)["end"] == "bottom"
    assert probs(game, st) == {f"card:{c}": p for c, p in deck.bottom_probabilities().items()}
    card = next(iter(probs(game, st))).partition(":")[2]
    ev = next(e for e in st.scenario.event_deck if e.id == card)
    before = dict(st.doom)
    game.apply(st, -1, f"card:{card}")
    assert st.discard[-1] == card
    for s, n in ev.doom.items():
        nb = st.content.neighbourhood_of[s]
        if nb not in st.anomalies:
            assert st.doom.get(s, 0) >= before.get(s, 0) + n or nb in st.anomalies


@rule("498-511", "anomalies at 3 doom in a space or 5 in a neighbourhood divert doom")
def test_anomaly_thresholds_and_diverted_doom(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.doom, st.anomalies = {}, []
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.place_doom(ctx, "library", 2)
    assert st.anomalies == []
    board.place_doom(ctx, "library", 1)
    assert st.anomalies == ["college_hill"]
    sheet = st.variables[SHEET_DOOM]
    board.place_doom(ctx, "dormitory", 1)
    assert st.variables[SHEET_DOOM] == sheet + 1 and "dormitory" not in st.doom
    board.remove_doom(ctx, "library", 3)
    assert st.anomalies == []
    for s in ("apothecary", "apothecary", "pawnshop", "pawnshop"):
        board.place_doom(ctx, s)
    assert st.anomalies == []
    board.place_doom(ctx, "chapel")
    assert st.anomalies == ["lantern_row"]


@rule("511-515", "in an anomaly's neighbourhood the encounter is an anomaly card's, by doom")
def test_anomaly_encounter(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters, st.doom, st.anomalies = [], {"library": 2}, ["college_hill"]
    st.invs[0]["space"] = "library"
    st = drive(state=st, until=lambda s: top(s)["k"] == "draw" and s.phase == "encounter")
    assert top(st)["deck"] == "anomaly"
    card = next(iter(probs(game, st))).partition(":")[2]
    game.apply(st, -1, f"card:{card}")
    assert top(st)["k"] == "test"
    assert st.log[-1][1]["params"]["text"]["key"] == f"ah.anomaly.{card}.2"
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:1")
    drive(state=st, until=lambda s: top(s)["k"] != "test")
    assert st.doom.get("library", 0) < 2
    assert card in st.decks["anomaly"].contents()


@ruling("a gate burst puts 3 doom on its card's space, then the discard pile goes on top")
def test_gate_burst(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = drive(1, at("mythos"))
    st.anomalies, st.doom = [], {}
    discarded = list(st.discard)
    game.apply(st, -1, "token:gate_burst")
    card = next(iter(probs(game, st))).partition(":")[2]
    ev = next(e for e in st.scenario.event_deck if e.id == card)
    game.apply(st, -1, f"card:{card}")
    assert st.doom.get(ev.burst) == 3 or st.content.neighbourhood_of[ev.burst] in st.anomalies
    assert st.discard == []
    on_top = set(st.decks["event"].top_probabilities())
    assert on_top == {*discarded, card}


@rule("420-423", "with no headline left, one doom goes on the scenario sheet instead")
def test_no_headline_left_dooms_the_sheet(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = drive(1, at("mythos"))
    st.headlines_left = 0
    before = st.variables[SHEET_DOOM]
    game.apply(st, -1, "token:headline")
    assert st.variables[SHEET_DOOM] == before + 1


# -- actions ----------------------------------------------------------------------


@rule("226-229", "up to two actions a turn, never the same action twice in a round")
def test_two_different_actions(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    seat = top(st)["seat"]
    game.apply(st, seat, "gather")
    ids = game.pending(st).ids()
    assert "gather" not in ids and any(i.startswith("move:") for i in ids)
    game.apply(st, seat, next(i for i in ids if i.startswith("focus:")))
    assert top(st)["k"] != "turn" or top(st)["seat"] != seat
    assert st.invs[seat]["done"] == ["gather", "focus"]


@rule("302-305", "a delayed investigator stands up and has one action")
def test_delayed_investigator_has_one_action(game: ArkhamHorror, drive: Drive,
                                            at: At) -> None:
    st = drive(1, at("mythos"))
    st.invs[0]["delayed"] = True
    st = drive(state=st, until=at("turn"))
    assert top(st)["left"] == 1 and not st.invs[0]["delayed"]


@rule("230-232", "a move covers two spaces, and up to two more at $1 each")
def test_move_costs(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    inv = st.invs[0]
    inv["space"], inv["money"] = "chapel", 0
    ids = {i for i in game.pending(st).ids() if i.startswith("move:")}
    dist = st.content.distances["chapel"]
    assert ids == {f"move:{s}" for s, d in dist.items() if 1 <= d <= 2}
    inv["money"] = 2
    ids = {i for i in game.pending(st).ids() if i.startswith("move:")}
    assert ids == {f"move:{s}" for s, d in dist.items() if 1 <= d <= 4}
    far = next(s for s, d in dist.items() if d == 4)
    game.apply(st, 0, f"move:{far}")
    assert inv["space"] == far and inv["money"] == 0


@rule("233-235", "moving into a ready monster's space ends the move, engaged")
def test_moving_into_a_monster_engages(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    st.invs[0]["space"], st.invs[0]["money"] = "chapel", 0
    ctx: Ctx[ArkhamState] = Ctx(st)
    m = board.spawn(ctx, "ash_cultist", "north_lane")
    ids = game.pending(st).ids()
    assert "move:north_lane" in ids and "move:library" not in ids  # not through it
    game.apply(st, 0, "move:north_lane")
    assert m["engaged"] == 0


@rule("279-282, 331-332", "an engaged investigator only focuses, attacks or evades")
def test_engaged_restrictions(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    board.spawn(ctx, "pale_watcher", st.invs[0]["space"])
    kinds = {o.data["action"] for o in game.pending(st).options if o.data.get("action")}
    assert kinds == {"focus", "attack", "evade"}


@rule("283-289", "evading every engaged monster exhausts them and gives one more action")
def test_evading_all_gives_an_action(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    m = board.spawn(ctx, "pale_watcher", st.invs[0]["space"])
    game.apply(st, 0, "evade")
    assert top(st)["k"] == "test" and top(st)["mod"] == -2
    drive(state=st, until=lambda s: top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:1")
    drive(state=st, until=lambda s: top(s)["k"] == "turn")
    assert m["exhausted"] and m["engaged"] == -1 and top(st)["left"] == 2


@rule("255-258", "ward: each success removes a doom here; two removed give a remnant")
def test_ward(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    here = st.invs[0]["space"]
    st.doom[here] = 2
    st.anomalies = []
    st.invs[0]["remnants"] = 0
    game.apply(st, 0, "ward")
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:2")
    drive(state=st, until=lambda s: top(s)["k"] == "turn")
    assert here not in st.doom and st.invs[0]["remnants"] == 1


@rule("290-294", "research: each success puts one of your clues on the scenario sheet")
def test_research(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    st.invs[0]["clues"] = 2
    game.apply(st, 0, "research")
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:3")
    drive(state=st, until=lambda s: top(s)["k"] != "test")
    assert st.variables[SHEET_CLUES] == 2 and st.invs[0]["clues"] == 0


@rule("262-275", "attack: a strength test with the monster's modifier, a damage per success")
def test_attack_defeats_a_monster(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    m = board.spawn(ctx, "drowned_hound", st.invs[0]["space"])
    st.invs[0]["remnants"] = 0
    m["damage"] = 2
    game.apply(st, 0, "attack:drowned_hound:0")
    assert top(st)["mod"] == -1
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:1")
    drive(state=st, until=lambda s: top(s)["k"] != "test")
    assert m not in st.monsters and st.invs[0]["remnants"] == 1
    assert st.decks["monster"].top_probabilities() == {"drowned_hound": 1}


# -- tests ---------------------------------------------------------------------


@rule("165-177", "dice equal the skill with modifiers, at least one; a 5 or 6 succeeds")
def test_dice_and_success_probabilities(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    frame = {"seat": 0, "skill": "lore", "mod": -9, "purpose": "script", "cast": []}
    assert dice(st, frame) == 1
    inv = st.invs[0]
    base = st.content.investigators[inv["id"]].skills["will"]
    frame = {"seat": 0, "skill": "will", "mod": -1, "purpose": "script", "cast": []}
    inv["assets"] = []
    assert dice(st, frame) == max(1, base - 1)
    inv["focus"] = ["will"]
    assert dice(st, frame) == max(1, base)
    st.interpreter.push(st, "test", seat=0, skill="strength", mod=0, purpose="script",
                        stage="roll", cast=[], hits=0, misses=0, path=("setup",))
    n = dice(st, top(st))
    p = probs(game, st)
    assert p[f"hits:{n}"] == Fraction(1, 3) ** n and p["hits:0"] == Fraction(2, 3) ** n
    assert sum(p.values()) == 1
    d6 = Die("d6", tuple("123456"))
    for k in range(1, 7):
        dist = success_distribution(d6, k, frozenset({"5", "6"}))
        assert roll_probabilities(k) == tuple(dist[i] for i in range(k + 1))


@rule("180-184, 246-250", "a focus token or a clue rerolls one die")
def test_focus_and_clue_rerolls(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    inv = st.invs[0]
    inv["focus"], inv["clues"] = ["lore"], 1
    st.doom[inv["space"]] = 1
    game.apply(st, 0, "ward")
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:0")
    ids = game.pending(st).ids()
    assert set(ids) == {"keep", "reroll:focus:lore", "reroll:clue"}
    game.apply(st, 0, "reroll:focus:lore")
    assert probs(game, st) == {"die:hit": Fraction(1, 3), "die:miss": Fraction(2, 3)}
    game.apply(st, -1, "die:hit")
    assert inv["focus"] == [] and top(st)["hits"] == 1
    game.apply(st, 0, "reroll:clue")
    game.apply(st, -1, "die:miss")
    assert inv["clues"] == 0


@rule("472-478", "a spell costs its horror, or as many remnants, each time it is cast")
def test_casting_a_spell(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    inv = st.invs[0]
    inv["assets"], inv["remnants"], inv["horror"] = ["warding_sign"], 1, 0
    st.doom[inv["space"]] = 1
    game.apply(st, 0, "ward")
    before = dice(st, top(st))
    assert set(game.pending(st).ids()) == {"roll", "cast:warding_sign",
                                           "cast:warding_sign:remnant"}
    game.apply(st, 0, "cast:warding_sign")
    assert inv["horror"] == 1 and dice(st, top(st)) == before + 2


@rule("196-212", "damage up to health defeats: doom on the sheet, a new investigator later")
def test_defeat(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    first = st.invs[0]["id"]
    health = st.content.investigators[first].health
    doom = st.variables[SHEET_DOOM]
    board.harm(ctx, 0, damage=health)
    assert st.invs[0]["space"] is None and st.variables[SHEET_DOOM] == doom + 1
    st.interpreter.run(ctx)
    assert top(st)["k"] == "choose_investigator"
    assert f"inv:{first}" not in game.pending(st).ids()
    game.apply(st, 0, game.pending(st).ids()[0])
    assert st.invs[0]["space"] is None
    st = drive(state=st, until=lambda s: s.result != "" or s.invs[0]["space"] is not None)
    if not st.result:
        assert st.invs[0]["space"] == st.scenario.start and st.phase == "action"


@ruling("a seat with no unused investigator left sits out")
def test_two_defeated_at_once_with_one_investigator_left(game: ArkhamHorror, drive: Drive,
                                                         at: At) -> None:
    st = drive(4, at("pick"))
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.used_investigators = [i.id for i in st.content.library.investigators][:-1]
    board.defeat(ctx, 0)
    board.defeat(ctx, 1)
    st.interpreter.run(ctx)
    assert top(st)["k"] == "choose_investigator" and game.pending(st).ids() != ()
    chooser = top(st)["seat"]
    game.apply(st, chooser, game.pending(st).ids()[0])
    other = 1 - chooser
    assert st.invs[other]["gone"] and not st.invs[chooser]["gone"] and not st.result
    assert all(f["k"] != "choose_investigator" for f in st.stack)


@rule("317-320", "a ready monster sharing a space with an investigator engages it")
def test_a_defeated_investigators_monster_engages_another(drive: Drive, at: At) -> None:
    st = drive(2, at("pick"))
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    st.invs[1]["space"] = st.invs[0]["space"]
    m = board.spawn(ctx, "ash_cultist", st.invs[0]["space"])
    assert m["engaged"] == 0
    board.defeat(ctx, 0)
    assert m["engaged"] == 1


# -- monsters -------------------------------------------------------------------


@rule("336-350", "hunters move towards their prey and engage it")
def test_hunter_moves_and_engages(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    st.invs[0]["space"] = "chapel"
    m = board.spawn(ctx, "drowned_hound", "library")  # speed 2: library, north lane, chapel
    board.activate(ctx, m)
    assert m["engaged"] == 0
    m2 = board.spawn(ctx, "pale_watcher", "lighthouse")  # speed 1
    board.activate(ctx, m2)
    assert m2["space"] != "lighthouse" and m2["engaged"] == -1
    assert st.content.distance(m2["space"], "chapel") == st.content.distance(
        "lighthouse", "chapel") - 1


@rule("342-345", "patrollers move towards the space their selector names")
def test_patroller_moves_towards_most_doom(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters, st.doom, st.anomalies = [], {"tavern": 2}, []
    st.invs[0]["space"] = "chapel"
    m = board.spawn(ctx, "ash_cultist", "fish_market")
    board.activate(ctx, m)
    assert m["space"] == "south_lane"


@rule("346-347", "lurkers act where they are instead of moving")
def test_lurker_dooms_its_space(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters, st.doom, st.anomalies = [], {}, []
    st.invs[0]["space"] = "chapel"
    m = board.spawn(ctx, "bell_wraith", "observatory")
    assert board.activate(ctx, m)
    st.interpreter.run(ctx)
    assert m["space"] == "observatory" and st.doom == {"observatory": 1}


@rule("351-360", "engaged monsters attack; exhausted monsters ready and engage")
def test_monster_phase_attacks_and_readies(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters = []
    here = st.invs[0]["space"]
    m = board.spawn(ctx, "ash_cultist", here)
    tired = board.spawn(ctx, "gutter_thing", "market_cross")
    tired["exhausted"] = True
    st.invs[0]["space"] = here
    st = drive(state=st, until=lambda s: s.phase in ("encounter", "mythos") or bool(s.result))
    inv = st.invs[0]
    assert st.result or (inv["damage"] >= 1 and inv["horror"] >= 1 and m["engaged"] == 0)
    assert not tired["exhausted"]


# -- encounters ------------------------------------------------------------------


@rule("386-395", "an event card goes to the discard pile once its clue is taken, else back")
def test_event_card_encounters(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.monsters = []
    ctx: Ctx[ArkhamState] = Ctx(st)
    ev = next(e for e in st.scenario.event_deck if e.neighbourhood == "lantern_row")
    st.invs[0]["space"] = ev.burst
    st.clues["lantern_row"] = 1
    deck = "nb:lantern_row"
    if ev.id not in st.decks[deck].contents():
        st.decks[deck] = st.decks[deck].put_top(ev.id)
    st.interpreter.push(st, "draw", deck=deck, end="top", then="encounter", inv=0)
    game.apply(st, -1, f"card:{ev.id}")
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:1")
    drive(state=st, until=lambda s: top(s)["k"] != "test")
    assert st.discard[-1] == ev.id and st.invs[0]["clues"] >= 1
    assert ev.id not in st.decks[deck].contents()
    st.decks[deck] = st.decks[deck].put_top(st.discard.pop())
    st.interpreter.push(st, "draw", deck=deck, end="top", then="encounter", inv=0)
    st.interpreter.run(ctx)
    game.apply(st, -1, f"card:{ev.id}")
    drive(state=st, until=lambda s: top(s)["k"] == "test" and top(s)["stage"] == "roll")
    game.apply(st, -1, "hits:0")
    drive(state=st, until=lambda s: top(s)["k"] != "test")
    tops = st.decks[deck].top_probabilities()
    assert tops[ev.id] == Fraction(1, 3)


# -- the scenario -------------------------------------------------------------------


@rule("136-146", "clues researched onto the sheet advance the goals to victory")
def test_scenario_victory(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.sheet(ctx, SHEET_CLUES, 2)
    st.interpreter.run(ctx)
    assert 4 in st.codex and st.objective == "relight" and not st.result
    board.sheet(ctx, SHEET_CLUES, 2)
    st.interpreter.run(ctx)
    assert not st.result
    board.sheet(ctx, SHEET_CLUES, 1)
    st.interpreter.run(ctx)
    assert st.result == "victory" and st.epilogue == "relit"


@rule("147-156", "doom on the scenario sheet turns the archive's threat into defeat")
def test_scenario_defeat(drive: Drive, at: At) -> None:
    st = first_turn(drive, at)
    st.variables[SHEET_DOOM] = 0
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.sheet(ctx, SHEET_DOOM, 6)
    st.interpreter.run(ctx)
    assert 3 not in st.codex
    board.sheet(ctx, SHEET_DOOM, 1)
    st.interpreter.run(ctx)
    assert 3 in st.codex and any(m["kind"] == "bell_wraith" for m in st.monsters)
    board.sheet(ctx, SHEET_DOOM, 5)
    st.interpreter.run(ctx)
    assert not st.result
    board.sheet(ctx, SHEET_DOOM, 1)
    st.interpreter.run(ctx)
    assert st.result == "defeat" and st.epilogue == "swallowed"


@rule("428-431", "a reckoning resolves every reckoning effect in play")
def test_reckoning(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = drive(1, at("mythos"))
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.monsters, st.doom, st.anomalies = [], {}, []
    st.variables[SHEET_DOOM] = 0
    board.spawn(ctx, "ash_cultist", "tavern")
    game.apply(st, -1, "token:reckoning")
    assert st.doom == {"tavern": 1} and st.variables[SHEET_DOOM] == 1


def test_every_seeded_random_game_ends(drive: Drive) -> None:
    for seed in range(4):
        st = drive(1 + seed % 4, seed=seed, limit=20000)
        assert st.result in ("victory", "defeat")


def test_every_option_of_seeded_games_is_in_the_action_space(game: ArkhamHorror) -> None:
    for players in (1, 4):
        space = set(option_ids(game, game.normalize_config({"players": players})))
        for seed in range(3):
            st = game.setup({"players": players})
            rng = Random(seed)
            while not (p := game.pending(st)).is_over:
                assert set(p.ids()) <= space
                oid = sample(p, rng) if p.is_chance else p.ids()[rng.randrange(len(p.ids()))]
                game.apply(st, p.actors[0], oid)
