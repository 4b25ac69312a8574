"""Allies, spells, investigator abilities and the newer conditions on the packaged
content, each test naming its passage of the rulebook
(``../shared/rulebooks/arkham-horror-3e.ko.txt``): the ally and spell decks (lines
48-51, 444-447), assigning damage and horror to cards (483-491), discarding them
(465-467), casting spells (473-477), the investigators' own abilities (70-74, 181-193),
the Tide-Mark and the Signed Ledger with secret backs (400-403)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from fractions import Fraction
from importlib import resources
from pathlib import Path
from random import Random
from typing import Any

import pytest

from eerie.core.text import Translator
from eerie.games.arkham import allies, board, conditions
from eerie.games.arkham.game import ArkhamHorror
from eerie.games.arkham.render import render
from eerie.games.arkham.skill_test import dice, push_test
from eerie.games.arkham.spaces import option_ids
from eerie.games.arkham.state import SHEET_DOOM, ArkhamState
from eerie.games.arkham.validate import check_file
from eerie.script.interpreter import Ctx
from tests.rules import rulebook

rule = rulebook("arkham-horror", "arkham-horror-3e.ko.txt")
Drive = Callable[..., ArkhamState]
At = Callable[[str], Callable[[ArkhamState], bool]]
EN = Translator("en", ("eerie", "eerie.games.arkham"))
NEW_ALLIES = ("ferryman_cole", "dock_medic", "night_watchman", "curators_nephew")
NEW_SPELLS = ("iron_psalm", "ember_litany", "veil_of_hours", "quiet_geometry")


def top(st: ArkhamState) -> dict[str, Any]:
    return st.stack[-1]


def run(st: ArkhamState) -> Ctx[ArkhamState]:
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.interpreter.run(ctx)
    return ctx


def turn(drive: Drive, at: At, players: int = 2) -> ArkhamState:
    """The first turn, no monster on the board."""
    st = drive(players, at("turn"))
    st.monsters = []
    return st


def holding(st: ArkhamState, seat: int, *assets: str) -> dict[str, Any]:
    inv = st.invs[seat]
    inv.update(assets=list(assets), hurt={}, damage=0, horror=0)
    return inv


def harm(st: ArkhamState, seat: int, damage: int = 0, horror: int = 0,
         direct: bool = False) -> Ctx[ArkhamState]:
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.harm(ctx, seat, damage, horror, direct)
    st.interpreter.run(ctx)
    return ctx


# -- investigators -------------------------------------------------------------------


def test_eight_investigators_with_their_own_sheets(game: ArkhamHorror) -> None:
    invs = game_content().library.investigators
    assert len(invs) == 8
    sheets = {(tuple(sorted(i.skills.items())), i.health, i.sanity) for i in invs}
    assert len(sheets) == 8
    new = {i.id: i for i in invs[6:]}
    assert new["noor_haddad"].assets == ["ferryman_cole"]
    assert new["august_pike"].assets == ["iron_psalm"]
    assert {i.ability.kind for i in new.values() if i.ability} == {"reroll", "hardy"}


def game_content() -> Any:
    from eerie.games.arkham.content import content

    return content()


@rule("70-74, 181-193", "an investigator's own ability: a free reroll in its skill's tests")
def test_the_surveyor_rerolls_one_observation_die_for_free(game: ArkhamHorror, drive: Drive,
                                                           at: At) -> None:
    st = turn(drive, at)
    inv = st.invs[0]
    inv.update(id="noor_haddad", focus=["lore"], clues=1)
    push_test(st, 0, "observation", 0, "ward")
    run(st)
    game.apply(st, -1, "hits:0")
    ids = game.pending(st).ids()
    assert "reroll:free" in ids and "reroll:focus:lore" in ids and "reroll:clue" in ids
    game.apply(st, 0, "reroll:free")
    assert game.pending(st).is_chance
    game.apply(st, -1, "die:miss")
    assert inv["focus"] == ["lore"] and inv["clues"] == 1
    ids = game.pending(st).ids()
    assert "reroll:free" not in ids and "reroll:focus:lore" in ids
    game.apply(st, 0, "keep")
    push_test(st, 0, "lore", 0, "ward")
    run(st)
    game.apply(st, -1, "hits:0")
    assert "reroll:free" not in game.pending(st).ids()


@rule("70-74, 353-355", "an investigator's own ability: monster attacks deal less damage")
def test_the_preacher_takes_one_damage_less_from_monster_attacks(drive: Drive,
                                                                 at: At) -> None:
    damage = {}
    for ident in ("marta_voss", "august_pike"):
        st = drive(1, at("turn"))
        st.monsters = []
        inv = holding(st, 0)
        inv["id"] = ident
        ctx: Ctx[ArkhamState] = Ctx(st)
        m = board.spawn(ctx, "drowned_hound", inv["space"])
        assert m["engaged"] == 0
        st = drive(state=st, until=lambda s: s.phase in ("encounter", "mythos"))
        damage[ident] = st.invs[0]["damage"]
    hound = game_content().monsters["drowned_hound"].damage
    assert damage == {"marta_voss": hound, "august_pike": hound - 1}


# -- the ally and spell decks ---------------------------------------------------------


@rule("48-51", "items, allies and spells form three decks; starting cards stay out")
def test_setup_makes_an_ally_deck_and_a_spell_deck(drive: Drive, at: At) -> None:
    st = turn(drive, at)
    starting = {a for i in st.content.library.investigators for a in i.assets}
    for kind, new in (("ally", NEW_ALLIES), ("spell", NEW_SPELLS)):
        cards = {a.id for a in st.content.library.assets if a.kind == kind} - starting
        assert set(st.decks[kind].top_probabilities()) == cards
        assert len(st.decks[kind]) == len(cards) >= 3
        assert set(new) - starting <= cards
    assert all(st.content.assets[a].kind == "item" for a in st.reserve)


@rule("444-447", "gaining an ally or a spell draws the top card of its deck")
def test_gaining_an_ally_draws_from_the_ally_deck(game: ArkhamHorror, drive: Drive,
                                                   at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0)
    # the Old Mill's text of me4, passed: gain an ally
    st.interpreter.push_steps(st, ("enc", "me4", "old_mill", 0, "pass_"), inv=0, mon=None,
                              aud=None)
    run(st)
    p = game.pending(st)
    n = len(st.decks["ally"])
    assert p.is_chance and {o.prob for o in p.options} == {Fraction(1, n)}
    assert {o.id for o in p.options} == {f"card:{a}" for a in ("dock_medic", "night_watchman",
                                                               "curators_nephew")}
    events = game.apply(st, -1, "card:night_watchman")
    assert inv["assets"] == ["night_watchman"] and len(st.decks["ally"]) == n - 1
    assert any(e.kind == "ah.gained_asset" for e in events)


@rule("444-447", "encounters give allies and spells from their decks")
def test_encounters_reach_the_new_decks(drive: Drive, at: At) -> None:
    lib = game_content().library
    kinds: set[str] = set()
    for cards in lib.encounters.values():
        for card in cards:
            for steps in card.at.values():
                for _, s in game_content_walk(steps):
                    if s.do == "gain_asset":
                        kinds.add(s.kind)
    assert kinds == {"ally", "spell"}


def game_content_walk(steps: list[Any]) -> Any:
    from eerie.games.arkham.validate import LANGUAGE

    return LANGUAGE.walk(steps)


# -- allies ---------------------------------------------------------------------------


@rule("483-486", "damage and horror may be assigned to one card with health and sanity")
def test_harm_may_go_to_an_ally(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "dock_medic")  # health 1, sanity 2
    harm(st, 0, damage=2, horror=1)
    p = game.pending(st)
    assert top(st)["k"] == "assign" and p.actors == (0,)
    assert p.ids() == ["assign:self", "assign:dock_medic"]
    assert inv["damage"] == 0 and inv["horror"] == 0
    game.apply(st, 0, "assign:dock_medic")
    # health 1 full: discarded with 1 damage and 1 horror on it; the rest is the holder's
    assert inv["assets"] == [] and inv["hurt"] == {}
    assert (inv["damage"], inv["horror"]) == (1, 0)
    assert st.decks["ally"].bottom_probabilities() == {"dock_medic": Fraction(1)}


@rule("483-486", "the investigator may take the harm itself")
def test_taking_the_harm_oneself(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "night_watchman")
    harm(st, 0, damage=1, horror=1)
    game.apply(st, 0, "assign:self")
    assert (inv["damage"], inv["horror"]) == (1, 1) and inv["hurt"] == {}
    assert inv["assets"] == ["night_watchman"]


@rule("487-489", "a card takes damage only with health, horror only with sanity, "
      "and is discarded when full")
def test_an_ally_takes_what_its_values_allow(game: ArkhamHorror, drive: Drive,
                                             at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "night_watchman", "curators_nephew")  # health 3; sanity 2
    harm(st, 0, damage=1)
    assert game.pending(st).ids() == ["assign:self", "assign:night_watchman"]
    game.apply(st, 0, "assign:night_watchman")
    assert inv["hurt"] == {"night_watchman": [1, 0]} and inv["damage"] == 0
    harm(st, 0, horror=3)
    assert game.pending(st).ids() == ["assign:self", "assign:curators_nephew"]
    labels = [EN(o.label) for o in game.pending(st).options]
    assert "0 damage, 2 horror" in labels[1]
    game.apply(st, 0, "assign:curators_nephew")
    assert inv["assets"] == ["night_watchman"] and inv["horror"] == 1
    harm(st, 0, damage=4, horror=1)
    game.apply(st, 0, "assign:night_watchman")
    assert inv["assets"] == [] and inv["damage"] == 2 and inv["horror"] == 2
    assert {*st.decks["ally"].bottom_probabilities()} <= {"night_watchman",
                                                         "curators_nephew"}


@rule("465-467", "a discarded starting card goes back to the box, not to a deck")
def test_a_discarded_starting_ally_leaves_the_game(game: ArkhamHorror, drive: Drive,
                                                  at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "ferryman_cole")  # Noor's starting ally: health 2, sanity 1
    before = st.decks["ally"]
    harm(st, 0, horror=1)
    game.apply(st, 0, "assign:ferryman_cole")
    assert inv["assets"] == [] and st.decks["ally"] == before and inv["horror"] == 0


@rule("490-491", "direct damage and horror cannot be assigned to cards")
def test_direct_harm_is_never_assigned(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "dock_medic")
    harm(st, 0, damage=1, horror=1, direct=True)
    assert top(st)["k"] == "turn" and (inv["damage"], inv["horror"]) == (1, 1)
    assert inv["hurt"] == {}


@rule("196-204, 483-489", "harm an ally cannot take still defeats its holder")
def test_the_rest_of_the_harm_can_defeat(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "curators_nephew")
    inv["horror"] = st.content.investigators[inv["id"]].sanity - 1
    doom = st.variables[SHEET_DOOM]
    harm(st, 0, horror=3)
    game.apply(st, 0, "assign:curators_nephew")
    assert inv["space"] is None and st.variables[SHEET_DOOM] == doom + 1


@rule("294-297", "an ally traded away keeps the tokens on it (our ruling: the rulebook "
      "is silent)")
def test_a_traded_ally_keeps_its_damage(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    holding(st, 0, "night_watchman")["hurt"] = {"night_watchman": [2, 0]}
    holding(st, 1)
    st.invs[1]["space"] = st.invs[0]["space"]
    game.apply(st, 0, "trade")
    game.apply(st, 0, "give:1:asset:night_watchman")
    assert st.invs[1]["hurt"] == {"night_watchman": [2, 0]} and st.invs[0]["hurt"] == {}
    harm(st, 1, damage=2)
    assert game.pending(st).options[1].label.params["damage"] == 1


@rule("165-177", "an ally adds its die to tests of its skill during its actions")
def test_ally_bonuses(drive: Drive, at: At) -> None:
    st = turn(drive, at)
    holding(st, 0)
    base = {}
    for purpose, skill in (("attack", "strength"), ("ward", "strength"), ("ward", "will"),
                           ("ward", "lore")):
        push_test(st, 0, skill, 0, purpose)
        base[purpose, skill] = dice(st, top(st))
        st.stack.pop()
    holding(st, 0, "night_watchman", "dock_medic", "curators_nephew")
    for (purpose, skill), n in base.items():
        push_test(st, 0, skill, 0, purpose)
        extra = 0 if (purpose, skill) == ("ward", "strength") else 1
        assert dice(st, top(st)) == n + extra, (purpose, skill)
        st.stack.pop()


# -- spells ---------------------------------------------------------------------------


@rule("473-477", "each remnant spent pays one of a spell's horror")
def test_a_spell_paid_partly_with_remnants(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "ember_litany")  # strength +3 for attacks, 2 horror
    inv["remnants"] = 1
    push_test(st, 0, "strength", 0, "attack", target="none")
    run(st)
    before = dice(st, top(st))
    opts = {o.id: o for o in game.pending(st).options}
    assert set(opts) == {"roll", "cast:ember_litany", "cast:ember_litany:remnant"}
    assert EN(opts["cast:ember_litany:remnant"].label) == (
        "Cast Ember Litany (spend 1 remnant and take 1 horror)")
    game.apply(st, 0, "cast:ember_litany:remnant")
    assert (inv["remnants"], inv["horror"]) == (0, 1)
    assert dice(st, top(st)) == before + 3
    assert game.pending(st).is_chance


@rule("473-477", "a spell's horror is paid first, then it adds its dice")
def test_spells_cost_horror_for_their_tests_only(game: ArkhamHorror, drive: Drive,
                                                 at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "iron_psalm", "veil_of_hours", "quiet_geometry")
    for skill, purpose, castable in (("will", "script", {"iron_psalm"}),
                                     ("observation", "evade", {"veil_of_hours"}),
                                     ("observation", "research", {"quiet_geometry"}),
                                     ("observation", "ward", set())):
        push_test(st, 0, skill, 0, purpose, path=("setup",))
        run(st)
        casts = {o.partition(":")[2] for o in game.pending(st).ids() if o.startswith("cast:")}
        assert casts == castable, purpose
        st.stack.pop()
    push_test(st, 0, "will", 0, "ward")
    run(st)
    before = dice(st, top(st))
    game.apply(st, 0, "cast:iron_psalm")
    assert inv["horror"] == 1 and dice(st, top(st)) == before + 2


@rule("473-477, 483-486", "a spell's horror may go to an ally with sanity")
def test_a_spell_s_horror_may_be_assigned(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "iron_psalm", "dock_medic")
    push_test(st, 0, "will", 0, "ward")
    run(st)
    game.apply(st, 0, "cast:iron_psalm")
    assert top(st)["k"] == "assign"
    game.apply(st, 0, "assign:dock_medic")
    assert inv["horror"] == 0 and inv["hurt"] == {"dock_medic": [0, 1]}
    assert top(st)["k"] == "test" and game.pending(st).is_chance


# -- conditions -------------------------------------------------------------------------


def gain(game: ArkhamHorror, st: ArkhamState, seat: int, cid: str,
         slot: int) -> list[Any]:
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.gain(ctx, seat, cid)
    st.interpreter.run(ctx)
    assert top(st)["k"] == "condition_draw"
    return game.apply(st, -1, f"slot:{slot}")


@pytest.mark.parametrize(("cid", "backs"), [
    ("tide_mark", {"ebb": 2, "undertow": 1, "flood": 1, "caller": 1}),
    ("ledger", {"forgiven": 2, "collector": 1, "interest": 1, "lien": 1})])
@rule("400-403", "a secret condition is drawn face down; nobody sees its back")
def test_new_conditions_keep_their_backs_secret(game: ArkhamHorror, drive: Drive, at: At,
                                                cid: str, backs: dict[str, int]) -> None:
    assert {b.id: b.count for b in game_content().conditions[cid].backs} == backs
    for slot in range(sum(backs.values())):
        st = turn(drive, at, players=3)
        events = gain(game, st, 1, cid, slot)
        back = conditions.held(st.invs[1], cid)["back"]  # type: ignore[index]
        assert back == sorted(b for b, n in backs.items() for _ in range(n))[slot]
        for seat in (None, 0, 1, 2):
            view = game.view(st, seat)
            assert view["invs"][1]["conditions"] == [
                {"id": cid, "back": conditions.HIDDEN, "open": False}]
            assert back not in json.dumps(view["invs"])
            assert game.view(game.resample_secrets(st, seat, Random(slot)), seat) == view
        assert all(back not in json.dumps(e.to_json()) for e in events)


@rule("400-403, 490-491", "the Tide-Mark's undertow is direct damage, not for allies")
def test_the_undertow_cannot_be_assigned(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "night_watchman")
    gain(game, st, 0, "tide_mark", 4)  # caller, ebb, ebb, flood, undertow
    ctx: Ctx[ArkhamState] = Ctx(st)
    conditions.flip(ctx, 0, "tide_mark")
    st.interpreter.run(ctx)
    assert inv["damage"] == 2 and inv["hurt"] == {} and top(st)["k"] == "turn"
    assert conditions.held(inv, "tide_mark") is None


@rule("428-429", "at a reckoning the Signed Ledger asks for $1, else it turns over")
def test_the_ledger_is_paid_or_flipped(game: ArkhamHorror, drive: Drive, at: At) -> None:
    from eerie.games.arkham.draws import reckoning

    st = turn(drive, at)
    inv = holding(st, 0)
    gain(game, st, 0, "ledger", 0)  # collector: 2 direct horror
    inv["money"] = 1
    ctx: Ctx[ArkhamState] = Ctx(st)
    reckoning(ctx)
    st.interpreter.run(ctx)
    assert top(st)["k"] == "pay" and game.pending(st).ids() == ["pay", "decline"]
    game.apply(st, 0, "pay")
    assert inv["money"] == 0 and not conditions.held(inv, "ledger")["open"]  # type: ignore[index]
    reckoning(ctx)
    st.interpreter.run(ctx)  # no money: the card turns over
    assert inv["horror"] == 2 and conditions.held(inv, "ledger") is None


@rule("400-403", "encounters and headlines give the new conditions")
def test_content_reaches_the_new_conditions(game: ArkhamHorror, drive: Drive,
                                            at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0)
    inv["money"] = 0
    st.interpreter.push_steps(st, ("headline", "h18"), inv=None, mon=None, aud=None)
    run(st)
    assert top(st)["k"] == "condition_draw" and top(st)["cond"] == "ledger"
    assert inv["money"] == 2
    given: set[str] = set()
    lib = game_content().library
    scripts = [s for cards in lib.encounters.values() for c in cards for s in c.at.values()]
    scripts += [h.steps for h in lib.headlines]
    for steps in scripts:
        given |= {s.condition for _, s in game_content_walk(steps) if s.do == "condition"}
    assert given == {"pact", "tide_mark", "ledger"}


# -- texts, the board, the action space ------------------------------------------------


def test_the_board_shows_abilities_and_allies_damage(drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "night_watchman")
    inv["id"] = "august_pike"
    inv["hurt"] = {"night_watchman": [1, 0]}
    text = render(st_view(st), EN)
    assert "ability: Hard as a pew" in text
    assert "Watchman Ibarra: damage 1/3, horror 0/0" in text


def st_view(st: ArkhamState) -> dict[str, Any]:
    from eerie.games.arkham.game import GAME

    return GAME.view(st, 0)


def test_the_new_options_are_in_the_action_space(game: ArkhamHorror) -> None:
    ids = set(option_ids(game, {"players": 2, "scenario": "lamps-go-out"}))
    assert {"reroll:free", allies.SELF, *(f"assign:{a}" for a in NEW_ALLIES)} <= ids
    assert {f"cast:{s}:remnant" for s in NEW_SPELLS} <= ids


# -- the validator -----------------------------------------------------------------------


def _library() -> Any:
    root = resources.files("eerie.games.arkham").joinpath("content", "library.json")
    return json.loads(root.read_text("utf-8"))


def _asset(data: Any, ident: str) -> dict[str, Any]:
    return next(a for a in data["assets"] if a["id"] == ident)


def _lines(data: Any) -> list[str]:
    return [p.render(EN) for p in check_file(Path("library.json"), data)]


def test_the_validator_rejects_words_the_engine_would_not_read() -> None:
    data = _library()
    _asset(data, "crowbar")["horror"] = 1
    _asset(data, "night_watchman")["cost"] = 3
    _asset(data, "veil_of_hours")["action"] = [{"do": "heal", "sanity": 1}]
    data["headlines"][0]["steps"].append({"do": "condition", "condition": "curse"})
    data["conditions"][1]["backs"][0]["steps"].append(
        {"do": "flip_condition", "condition": "tide"})
    found = _lines(data)
    crowbar = next(i for i, a in enumerate(data["assets"]) if a["id"] == "crowbar")
    watchman = next(i for i, a in enumerate(data["assets"]) if a["id"] == "night_watchman")
    assert f"assets[{crowbar}]: only a spell has a horror cost" in found
    assert f"assets[{watchman}]: only an item has a price (allies and spells are never " \
           "bought)" in found
    veil = next(i for i, a in enumerate(data["assets"]) if a["id"] == "veil_of_hours")
    assert f"assets[{veil}]: a spell cannot have a component action (its horror is paid " \
           "only when it is cast for dice)" in found
    assert "headlines[0].steps[1]: unknown condition 'curse'" in found
    assert "conditions[1].backs[0].steps[1]: unknown condition 'tide'" in found


@pytest.mark.parametrize("change", [
    lambda d: d["investigators"][6]["ability"].update(n=2),          # reroll has no n
    lambda d: d["investigators"][7]["ability"].update(skill="will"),  # hardy has no skill
    lambda d: d["investigators"][7]["ability"].update(kind="lucky"),
    lambda d: d["investigators"][7]["ability"].update(n=0),
    lambda d: _asset(d, "dock_medic").update(health=-1),
    lambda d: _asset(d, "dock_medic").update(soak=True),
    lambda d: d["encounters"]["streets"][4]["at"]["street"][0]["pass"][0].update(kind="item"),
    lambda d: d["encounters"]["lantern_row"][3]["at"]["chapel"][0]["fail"][0].update(
        direct="maybe"),
])
def test_the_validator_rejects_malformed_new_fields(change: Callable[[Any], None]) -> None:
    data = _library()
    assert _lines(data) == []
    change(data)
    assert _lines(data) != []


@rule("165-177", "an asset for encounters helps the tests of encounter texts only")
def test_an_encounter_asset_helps_script_tests(drive: Drive, at: At) -> None:
    st = turn(drive, at)
    holding(st, 0)
    dice_of = {}
    for purpose in ("script", "ward"):
        push_test(st, 0, "will", 0, purpose, path=("setup",))
        dice_of[purpose] = dice(st, top(st))
        st.stack.pop()
    holding(st, 0, "dock_medic")
    lib = dict(st.content.assets)
    lib["dock_medic"] = lib["dock_medic"].model_copy(update={"actions": ["encounter"]})
    st.content = dataclasses.replace(st.content, assets=lib)
    for purpose, extra in (("script", 1), ("ward", 0)):
        push_test(st, 0, "will", 0, purpose, path=("setup",))
        assert dice(st, top(st)) == dice_of[purpose] + extra, purpose
        st.stack.pop()


@rule("226-229, 298-300", "a card's component action is an action of its own, once a round")
def test_the_medic_s_component_action(game: ArkhamHorror, drive: Drive, at: At) -> None:
    st = turn(drive, at)
    inv = holding(st, 0, "dock_medic")
    inv["damage"] = 3
    assert "use:dock_medic" in game.pending(st).ids()
    events = game.apply(st, 0, "use:dock_medic")
    assert inv["damage"] == 1 and any(e.kind == "ah.use" for e in events)
    assert top(st)["k"] == "turn" and top(st)["left"] == 1
    assert "use:dock_medic" not in game.pending(st).ids()
    assert "gather" in game.pending(st).ids()
    inv["done"] = []
    assert "use:dock_medic" in game.pending(st).ids()
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.spawn(ctx, "ash_cultist", inv["space"])  # engaged: no component action
    assert board.engaged_with(st, 0)
    assert "use:dock_medic" not in game.pending(st).ids()
