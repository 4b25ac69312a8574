"""The three haunts of tokens, rituals and a large monster: The Last Candles (a race to
carry tokens to the front door), The Hollow Choir (the traitor's ritual at niches
against the heroes sealing them, with a secret length) and The Bone Warden (one
monster only a Knowledge roll can wound). Each is played to both outcomes; each new
word of the haunt language has its test; the validator rejects the words it does not
know; each side reads only its own book; the AI plays every one of them to an end."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

import pytest

from eerie.core.agent import play_out
from eerie.core.deck import Deck
from eerie.core.text import LANGUAGES, Translator
from eerie.games.betrayal import rules
from eerie.games.betrayal.ai import BetrayalAgent, may
from eerie.games.betrayal.game import GAME
from eerie.games.betrayal.render import render
from eerie.games.betrayal.schema import Cond, content
from eerie.games.betrayal.state import BETState
from eerie.games.betrayal.validate import check_haunt
from eerie.script.interpreter import Ctx
from eerie.testing.playouts import play
from tests.betrayal.helpers import act, fresh, ids, rule, top

NEW = ("last_candles", "hollow_choir", "bone_warden")
ENTRANCE = ("ground", 0, 0)
OMEN_ROOM = ("ground", 1, 0)
"""The moth parlour, east of the entrance hall, where the omen is found."""
NEAR, FAR = ("ground", 2, 0), ("ground", 3, 0)
"""Two rooms further east: one and two moves from the omen room."""
HAUNTS = Path(__file__).parents[2] / "src" / "eerie" / "games" / "betrayal" / "content" / "haunts"
EN = Translator("en", ("eerie", "eerie.games.betrayal"))


def _haunted(haunt: str, players: int = 3, hymn: int = 3) -> BETState:
    """A game of ``haunt`` that has just begun: seat 0 found the omen in the moth parlour,
    with a trophy room and a music room discovered beyond it (the Hollow Choir's hymn
    drawn as ``hymn`` verses)."""
    st = fresh(players, haunt=haunt)
    act(st, "explore:E")
    act(st, "tile:moth_parlour")
    act(st, ids(st)[0])
    act(st, "card:sealed_letter")
    st.tiles[NEAR] = ("trophy_room", 0)
    st.tiles[FAR] = ("music_room", 0)
    st.rooms = Deck.of(r for r in st.rooms.contents() if r not in ("trophy_room", "music_room"))
    act(st, "end")
    act(st, "sum:0")
    if haunt == "hollow_choir":
        act(st, f"value:{hymn}")
    assert st.haunt == haunt and top(st)["k"] == "turn" and not st.result
    return st


def _hero(st: BETState, k: int = 1) -> int:
    return (st.traitor + k) % st.players


def _turn_of(st: BETState, seat: int, cell: tuple[str, int, int] | None = None) -> None:
    """``seat`` takes a fresh turn (standing in ``cell`` if given)."""
    if cell is not None:
        st.cells[seat] = cell
    st.turn = seat
    top(st)["who"] = seat
    st.entered, st.stopped, st.attacked, st.used = 0, False, False, []


def _to_next_round(st: BETState) -> None:
    """Everyone ends its turn (monsters too) until a new round has opened."""
    start = st.round
    while not st.result and st.round == start:
        kind = top(st)["k"]
        act(st, "sum:0" if kind in ("monster_speed",) else "end")


# -- the language's new words ---------------------------------------------------------------


@rule("72", "right now: the set-up lays the haunt's tokens, here spread over the rooms "
      "farthest from the omen room, two and one more for each hero")
def test_tokens_are_spread_farthest_first() -> None:
    st = _haunted("last_candles")               # two heroes: four candles
    assert st.tokens == {FAR: {"candle": 2}, NEAR: {"candle": 1}, OMEN_ROOM: {"candle": 1}}
    assert rules.tokens_left(st, "candle") == 4
    laid = [e for e in st.log if e[1]["key"] == "bet.ev.token_laid"]
    assert len(laid) == 4 and laid[0][2] is None           # everyone sees where they lie


@rule("72", "right now is the set-up: no side's goal is judged before it has placed what "
      "the goals count")
def test_no_goal_is_judged_while_the_set_up_runs() -> None:
    st = fresh(3, haunt="hollow_choir")
    act(st, "explore:E")
    act(st, "tile:moth_parlour")
    act(st, ids(st)[0])
    act(st, "card:sealed_letter")
    act(st, "end")
    act(st, "sum:0")
    # the secret waits in the middle of the set-up: no niche yet, yet the heroes' goal
    # ("no niche is left open") has not been judged
    assert top(st)["k"] == "secret" and rules.setting_up(st)
    assert rules.tokens_left(st, "niche") == 0 and st.result == ""
    act(st, "value:4")
    assert not rules.setting_up(st) and st.result == ""
    assert rules.tokens_left(st, "niche") == 9          # five and two for each of two heroes


@rule("74, 84", "a haunt's new action: picking up a token where one lies, once a turn")
def test_a_hero_picks_up_a_candle_where_one_burns() -> None:
    st = _haunted("last_candles")
    hero = _hero(st)
    _turn_of(st, hero, ("ground", 0, 1))                  # the foyer: no candle
    assert "act:take_candle" not in ids(st)
    _turn_of(st, hero, FAR)
    act(st, "act:take_candle")
    assert st.carried[hero] == {"candle": 1} and st.tokens[FAR] == {"candle": 1}
    assert "act:take_candle" not in ids(st)               # once a turn
    assert rules.tokens_left(st, "candle") == 4           # carried ones still count
    _turn_of(st, st.traitor, FAR)
    assert "act:take_candle" not in ids(st)               # the heroes' action only


@rule("74, 84", "an action offered only while its condition holds: a hero carrying a "
      "candle may press it to the seal of the front door")
def test_the_seal_is_offered_only_at_the_front_door_to_a_hero_with_a_candle() -> None:
    st = _haunted("last_candles")
    hero, other = _hero(st), _hero(st, 2)
    _turn_of(st, other, ENTRANCE)
    assert "act:melt_seal" not in ids(st)                 # carries nothing
    st.carried[hero] = {"candle": 2}
    _turn_of(st, hero, OMEN_ROOM)
    assert "act:melt_seal" not in ids(st)                 # not the front door
    _turn_of(st, hero, ENTRANCE)
    act(st, "act:melt_seal")
    assert st.variables["melted"] == 2 and st.carried[hero] == {}
    assert rules.tokens_left(st, "candle") == 4           # two lie, two left the house


@rule("104-106", "the heroes win when their declared goal holds: one candle more than "
      "there are heroes pressed to the seal")
def test_the_heroes_carry_the_candles_to_the_door() -> None:
    st = _haunted("last_candles")
    hero = _hero(st)
    assert st.variables["needed"] == 3
    _turn_of(st, hero, FAR)
    act(st, "act:take_candle")
    _turn_of(st, hero, ENTRANCE)
    act(st, "act:melt_seal")                              # one now, two later
    for cell in (FAR, NEAR):
        _turn_of(st, hero, cell)
        act(st, "act:take_candle")
    assert st.variables["melted"] == 1 and st.carried[hero] == {"candle": 2}
    assert not st.result
    _turn_of(st, hero, ENTRANCE)
    act(st, "act:melt_seal")
    assert st.variables["melted"] == 3 and st.result == "heroes"
    out = GAME.outcome(st)
    assert out is not None and st.traitor not in out.winners and len(out.winners) == 2


@rule("74, 84", "the traitor's action: a Sanity roll of 3 or more destroys the token "
      "in its room")
def test_the_traitor_pinches_a_candle_out() -> None:
    st = _haunted("last_candles")
    _turn_of(st, st.traitor, OMEN_ROOM)
    act(st, "act:pinch_out")
    act(st, "sum:2")
    assert st.tokens[OMEN_ROOM] == {"candle": 1}
    _turn_of(st, st.traitor, OMEN_ROOM)
    act(st, "act:pinch_out")
    act(st, "sum:3")
    assert OMEN_ROOM not in st.tokens and rules.tokens_left(st, "candle") == 3
    assert "act:pinch_out" not in ids(st)


@rule("42", "the dead drop what they carried where they died; anyone may pick it up")
def test_a_dead_hero_drops_its_candles() -> None:
    st = _haunted("last_candles")
    hero, other = _hero(st), _hero(st, 2)
    st.cells[hero] = ("ground", 0, 1)
    st.carried[hero] = {"candle": 2}
    rules.change_trait(Ctx(st), hero, "sanity", -20)
    assert st.dead[hero] and st.carried[hero] == {}
    assert st.tokens[("ground", 0, 1)] == {"candle": 2}
    _turn_of(st, other, ("ground", 0, 1))
    act(st, "act:take_candle")
    assert st.carried[other] == {"candle": 1}


@rule("104-106", "the traitor wins when its declared goal holds: the dark deepens 10 times")
def test_the_dark_swallows_the_candles() -> None:
    st = _haunted("last_candles")
    assert st.variables["dark"] == 1                     # the round opened with the haunt
    while not st.result:
        _to_next_round(st)
    assert st.result == "traitor" and st.variables["dark"] == 10


@rule("66", "the traitor's secret: only the traitor learns how long the hymn is")
def test_only_the_traitor_knows_the_hymn() -> None:
    st = _haunted("hollow_choir", 4, hymn=4)
    assert GAME.view(st, st.traitor)["variables"]["hymn"] == 4
    assert "hymn" not in GAME.view(st, _hero(st))["variables"]
    redrawn = {GAME.resample_secrets(st, _hero(st), Random(s)).variables["hymn"]
               for s in range(20)}
    assert redrawn == {3, 4}


@rule("38, 84", "the traitor's ritual: a Sanity roll of 2 or more at a niche sings a "
      "verse and silences that niche")
def test_the_traitor_sings_at_a_niche() -> None:
    st = _haunted("hollow_choir")
    assert st.tokens[FAR] == {"niche": 3}
    _turn_of(st, st.traitor, ENTRANCE)
    assert "act:sing" not in ids(st)                      # no niche in the entrance hall
    _turn_of(st, st.traitor, FAR)
    act(st, "act:sing")
    act(st, "sum:1")
    assert st.variables["verses"] == 0 and st.tokens[FAR] == {"niche": 3}
    _turn_of(st, st.traitor, FAR)
    act(st, "act:sing")
    act(st, "sum:2")
    assert st.variables["verses"] == 1 and st.tokens[FAR] == {"niche": 2}


@rule("38, 84", "the heroes' action: a Knowledge roll of 5 or more seals a niche; 0-1 "
      "costs a point of Sanity")
def test_a_hero_seals_a_niche() -> None:
    st = _haunted("hollow_choir")
    hero = _hero(st)
    sanity = st.marks[hero]["sanity"]
    _turn_of(st, hero, NEAR)
    act(st, "act:seal")
    act(st, "sum:1")
    assert st.marks[hero]["sanity"] == sanity - 1 and st.tokens[NEAR] == {"niche": 3}
    _turn_of(st, hero, NEAR)
    act(st, "act:seal")
    act(st, "sum:4")
    assert st.marks[hero]["sanity"] == sanity - 1 and st.tokens[NEAR] == {"niche": 3}
    _turn_of(st, hero, NEAR)
    act(st, "act:seal")
    act(st, "sum:5")
    assert st.tokens[NEAR] == {"niche": 2} and st.variables["sealed"] == 1


@rule("104-106", "the heroes win when their declared goal holds: no niche is left open")
def test_the_heroes_seal_every_niche() -> None:
    st = _haunted("hollow_choir", hymn=4)
    heroes = [_hero(st), _hero(st, 2)]
    _turn_of(st, st.traitor, OMEN_ROOM)
    act(st, "act:sing")
    act(st, "sum:4")                                      # one verse of four
    n = 0
    while rules.tokens_left(st, "niche"):
        assert not st.result
        cell = sorted(st.tokens)[0]
        _turn_of(st, heroes[n % 2], cell)
        act(st, "act:seal")
        act(st, "sum:6")
        n += 1
    assert n == 8 and st.result == "heroes" and st.epilogue == "silence"


@rule("104-106", "the traitor wins when its declared goal holds: the whole hymn is sung")
def test_the_traitor_sings_the_whole_hymn() -> None:
    st = _haunted("hollow_choir", hymn=3)
    for cell in (FAR, NEAR, OMEN_ROOM):
        assert not st.result
        _turn_of(st, st.traitor, cell)
        act(st, "act:sing")
        act(st, "sum:3")
    assert st.variables["verses"] == 3 and st.result == "traitor"
    out = GAME.outcome(st)
    assert out is not None and out.winners == (st.traitor,)


def test_the_choir_hums_every_round() -> None:
    st = _haunted("hollow_choir")
    hum = st.variables["hum"]
    _to_next_round(st)
    assert st.variables["hum"] == hum + 1


@rule("62, 72", "right now: the large monster rises in the omen room with its wounds")
def test_the_warden_rises_with_three_wounds() -> None:
    st = _haunted("bone_warden")
    assert st.monsters == [{"kind": "bone_warden", "cell": OMEN_ROOM, "stunned": False,
                            "wounds": 3}]
    assert st.variables["last_toll"] == 10               # fourteen less two per hero


@rule("42, 94", "beating a monster in a fight only stuns it: the Warden loses no wound")
def test_fighting_the_warden_only_stuns_it() -> None:
    st = _haunted("bone_warden")
    hero = _hero(st)
    _turn_of(st, hero, OMEN_ROOM)
    st.marks[hero]["might"] = 8                          # the hero rolls as many dice as it can
    act(st, "attack:m0")
    act(st, f"sum:{2 * rules.value(st, hero, 'might')}")
    act(st, "sum:0")
    assert st.monsters[0]["stunned"] and st.monsters[0]["wounds"] == 3


@rule("62, 84", "only a specific trait roll hurts the large monster: Knowledge 6+, or 4+ "
      "with the Bone Flute; the action is offered only in its room")
def test_naming_the_bones_wounds_the_warden() -> None:
    st = _haunted("bone_warden")
    hero = _hero(st)
    _turn_of(st, hero, ENTRANCE)
    assert "act:name_bones" not in ids(st)
    _turn_of(st, hero, OMEN_ROOM)
    act(st, "act:name_bones")
    act(st, "sum:5")
    assert st.monsters[0]["wounds"] == 3
    _turn_of(st, hero, OMEN_ROOM)
    act(st, "act:name_bones")
    act(st, "sum:6")
    assert st.monsters[0]["wounds"] == 2
    st.cards[hero].append("bone_flute")
    _turn_of(st, hero, OMEN_ROOM)
    act(st, "act:name_bones")
    act(st, "sum:4")
    assert st.monsters[0]["wounds"] == 1
    st.monsters[0]["stunned"] = True                      # a stunned Warden can be named too
    _turn_of(st, hero, OMEN_ROOM)
    assert "act:name_bones" in ids(st)


@rule("104-106", "the heroes win when their declared goal holds: the Warden is slain; the "
      "traitor's death changes nothing (64)")
def test_the_heroes_unmake_the_warden() -> None:
    st = _haunted("bone_warden")
    hero = _hero(st)
    rules.change_trait(Ctx(st), st.traitor, "sanity", -20)
    rules.check_goals(Ctx(st))
    assert st.dead[st.traitor] and not st.result
    for wounds in (2, 1):
        _turn_of(st, hero, OMEN_ROOM)
        act(st, "act:name_bones")
        act(st, "sum:7")
        assert st.monsters[0]["wounds"] == wounds and not st.result
    _turn_of(st, hero, OMEN_ROOM)
    act(st, "act:name_bones")
    act(st, "sum:7")
    assert st.monsters == [] and st.result == "heroes" and st.epilogue == "unmade"
    assert [e[1]["key"] for e in st.log if e[1]["key"] == "bet.ev.slain"] == ["bet.ev.slain"]


@rule("104-106", "the traitor wins when its declared goal holds: the bell's last toll")
def test_the_bell_tolls_for_the_heroes() -> None:
    st = _haunted("bone_warden")
    for s in range(st.players):
        st.cells[s] = ("ground", 0, 1)
    while not st.result:
        _to_next_round(st)
    assert st.result == "traitor" and st.variables["toll"] == 10


@rule("84", "a haunt's new checks: what the explorer about to act carries and holds, what "
      "is left in the house")
def test_the_new_checks_judge_the_actor() -> None:
    st = _haunted("last_candles")
    hero = _hero(st)
    st.carried[hero] = {"candle": 1}
    st.cards[hero].append("bone_flute")
    interp = st.interpreter
    carries = Cond(check="carries", token="candle", op=">=", value=1)
    assert interp.holds(st, carries, str(hero)) and not interp.holds(st, carries, None)
    assert not interp.holds(st, carries, str(_hero(st, 2)))
    flute = Cond(check="has_card", card="bone_flute")
    assert interp.holds(st, flute, str(hero)) and not interp.holds(st, flute, str(st.traitor))
    assert interp.holds(st, Cond(check="tokens", token="candle", op="==", value=5), None)
    assert interp.holds(st, Cond(check="monsters", monster="x", op="==", value=0), None)
    view = GAME.view(st, hero)
    assert may(view, hero, carries) and not may(view, _hero(st, 2), carries)


# -- views, the board, the AI -----------------------------------------------------------------


@rule("66", "the traitor reads the traitor's book alone; the heroes read theirs")
@pytest.mark.parametrize("haunt", NEW)
def test_each_side_sees_only_its_own_book(haunt: str) -> None:
    st = _haunted(haunt, 4)
    h = content().haunts[haunt]
    for seat in range(4):
        book = GAME.view(st, seat)["book"]
        side = "traitor" if seat == st.traitor else "heroes"
        assert book["side"] == side
        text = h.traitor_book if side == "traitor" else h.heroes_book
        assert book["text"]["params"]["en"] == text["en"]
        assert book["goal"]["params"]["en"] == h.goals[side].text["en"]
    assert GAME.view(st, None)["book"] is None
    books = [e for e in st.log if e[1]["key"] == "bet.ev.book"]
    assert [sorted(e[2]) for e in books] == [[st.traitor],
                                             sorted(set(range(4)) - {st.traitor})]


def test_a_view_rebuilds_tokens_carried_and_wounds() -> None:
    st = _haunted("last_candles")
    st.carried[_hero(st)] = {"candle": 1}
    again = GAME.determinize(GAME.view(st, 0), 0, Random(0))
    assert again.tokens == st.tokens and again.carried == st.carried
    st2 = _haunted("bone_warden")
    st2.monsters[0]["wounds"] = 2
    assert GAME.determinize(GAME.view(st2, 0), 0, Random(0)).monsters == st2.monsters


def test_the_terminal_board_lists_the_tokens() -> None:
    st = _haunted("last_candles")
    st.carried[_hero(st)] = {"candle": 1}
    text = render(GAME.view(st, 0), EN)
    assert "Lit Candle: Music Room ×2" in text and "carries Lit Candle ×1" in text


@pytest.mark.parametrize("haunt", NEW)
def test_the_ai_plays_each_new_haunt_to_both_ends(haunt: str) -> None:
    endings: Counter[str] = Counter()
    for players in (3, 4):
        for seed in range(8):
            st = GAME.setup({"players": players, "haunt": haunt})
            result = play_out(GAME, st, [BetrayalAgent() for _ in range(players)],
                              Random(seed))
            assert st.haunt == haunt and result.outcome is not None
            endings[result.outcome.ending] += 1
    assert endings["heroes"] >= 2 and endings["traitor"] >= 2, (haunt, endings)


@pytest.mark.parametrize("haunt", NEW)
def test_every_random_game_of_a_new_haunt_ends(haunt: str) -> None:
    for seed in range(4):
        done = play(GAME, {"players": 3 + seed, "haunt": haunt}, seed, 5000)
        assert done.over, (haunt, seed)


@rule("50", "the chart reaches every haunt from some omen found in some room")
def test_the_chart_reaches_the_new_haunts() -> None:
    reached = Counter(e.haunt for e in content().chart)
    assert all(reached[h] >= 6 for h in NEW), reached


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_of_the_new_haunts_renders(lang: str) -> None:
    tr = Translator(lang, ("eerie", "eerie.games.betrayal"))
    keys: set[str] = set()
    for seed, haunt in enumerate(NEW):
        done = play(GAME, {"players": 3 + seed, "haunt": haunt}, seed, 4000)
        state = GAME.setup(done.config)
        for actor, option in done.actions:
            p = GAME.pending(state)
            for m in [p.prompt, *(o.label for o in p.options),
                      *(e.msg for e in GAME.apply(state, actor, option))]:
                text, problems = tr.render(m)
                assert text and not problems, (m, problems)
                keys.add(m.key)
            if actor == state.traitor:
                assert render(GAME.view(state, actor), tr)
    assert "bet.ev.token_laid" in keys


# -- the validator ----------------------------------------------------------------------------


def _load(haunt: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HAUNTS / f"{haunt}.json").read_text("utf-8"))
    return data


@pytest.mark.parametrize("haunt", NEW)
def test_the_new_haunts_are_valid(haunt: str) -> None:
    assert check_haunt(HAUNTS / f"{haunt}.json", _load(haunt)) == []


def _steps(d: dict[str, Any], event: str) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = next(e for e in d["events"] if e["id"] == event)["steps"]
    return steps


@pytest.mark.parametrize(("haunt", "change", "problem"), [
    ("last_candles", lambda d: _steps(d, "take_candle").append({"do": "grab_token"}),
     "events[1].steps[2]: unknown step 'grab_token'"),
    ("last_candles", lambda d: _steps(d, "take_candle")[0].update({"token": "wick"}),
     "events[1].steps[0]: unknown token 'wick'"),
    ("last_candles", lambda d: _steps(d, "right_now")[1].update({"to": "attic"}),
     "events[0].steps[1]: no room has the feature 'attic'"),
    ("last_candles", lambda d: _steps(d, "melt_seal")[0].update({"var": "wax"}),
     "events[2].steps[0]: unknown variable 'wax'"),
    ("last_candles", lambda d: d["actions"][0].update({"where": "token:wick"}),
     "actions[0].where: unknown token 'wick'"),
    ("last_candles", lambda d: d["actions"][0].update({"where": "tokens:candle"}),
     "actions[0].where: no room has the feature 'tokens:candle'"),
    ("last_candles", lambda d: d["actions"][1]["cond"].update({"check": "holding"}),
     "actions[1].cond: unknown condition 'holding'"),
    ("last_candles", lambda d: d["actions"][1]["cond"].update({"token": "wick"}),
     "actions[1].cond: unknown token 'wick'"),
    ("last_candles", lambda d: d["tokens"][0].update({"glow": 1}),
     "tokens[0].glow: unknown field"),
    ("hollow_choir", lambda d: d["goals"]["heroes"]["cond"]["of"][0].update({"token": "hole"}),
     "goals.heroes.cond: unknown token 'hole'"),
    ("bone_warden", lambda d: d["goals"]["heroes"]["cond"].update({"monster": "ghoul"}),
     "goals.heroes.cond: unknown monster 'ghoul'"),
    ("bone_warden", lambda d: _steps(d, "name_bones")[0]["cond"].update({"card": "silver"}),
     "events[1].steps[0]: unknown card 'silver'"),
    ("bone_warden", lambda d: _steps(d, "loosen")[0].update({"monster": "ghoul"}),
     "events[2].steps[0]: unknown monster 'ghoul'"),
    ("bone_warden", lambda d: d["monsters"][0].update({"wounds": 0}),
     "events[2].steps[0]: the monster 'bone_warden' has no wounds"),
    ("bone_warden", lambda d: d["actions"][0].update({"where": "monster:ghoul"}),
     "actions[0].where: unknown monster 'ghoul'"),
    ("bone_warden", lambda d: d["monsters"][0].update({"wounds": -1}),
     "monsters[0].wounds"),
    ("last_candles", lambda d: _steps(d, "deepen")[1].update({"token": "candle"}),
     "events[4].steps[1]: the field 'token' means nothing to 'say'"),
    ("hollow_choir", lambda d: d["goals"]["heroes"]["cond"]["of"][1].update({"card": "x"}),
     "goals.heroes.cond: the field 'card' means nothing to 'side_dead'"),
    ("bone_warden", lambda d: d["goals"]["heroes"]["cond"].update({"token": "bone"}),
     "goals.heroes.cond: the field 'token' means nothing to 'monsters'"),
])
def test_validate_rejects_what_the_engine_does_not_read(
        haunt: str, change: Callable[[dict[str, Any]], Any], problem: str) -> None:
    data = _load(haunt)
    change(data)
    found = [p.render(EN) for p in check_haunt(HAUNTS / f"{haunt}.json", data)]
    assert any(p.startswith(problem) for p in found), found
