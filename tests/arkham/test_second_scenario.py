"""The second scenario, **The Choir Below** (``choir-below``): it validates, it is set
up in the rulebook's order, its twist (archive card 3) changes the goal, the doom
threshold and the event deck, and seeded games reach both endings and always end.

Passages: ``../shared/rulebooks/arkham-horror-3e.ko.txt`` (set-up 64-69 and 94-107, the
codex and its goals 130-137 and 154-160, doom on the sheet 146-152)."""

from __future__ import annotations

import copy
import json
from importlib import resources
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.agent import play_out
from eerie.core.chance import sample
from eerie.core.events import Event
from eerie.core.text import LANGUAGES, Translator
from eerie.games.arkham import board
from eerie.games.arkham.ai import ArkhamAgent
from eerie.games.arkham.content import SCENARIOS, scenario
from eerie.games.arkham.draws import resolve_token
from eerie.games.arkham.game import GAME
from eerie.games.arkham.spaces import option_ids
from eerie.games.arkham.state import SHEET_CLUES, SHEET_DOOM, ArkhamState
from eerie.games.arkham.validate import check_file
from eerie.script.interpreter import Ctx
from tests.rules import rulebook

rule = rulebook("arkham-horror", "arkham-horror-3e.ko.txt")
SID = "choir-below"
CONFIG = {"players": 2, "scenario": SID}
RESERVE = {"cb_dq1", "cb_dq2", "cb_dq3", "cb_dq4"}
"""The reserve event cards the twist shuffles in (all of the Old Quay)."""


def _data() -> dict[str, Any]:
    text = resources.files("eerie.games.arkham").joinpath("scenarios", f"{SID}.json")
    data: dict[str, Any] = json.loads(text.read_text("utf-8"))
    return data


def _first_turn(seed: int = 0) -> ArkhamState:
    """A new game of the scenario played (chance seeded, first options) to its first
    turn."""
    rng = Random(seed)
    st = GAME.setup(CONFIG)
    for _ in range(500):
        if st.stack and st.stack[-1]["k"] == "turn":
            return st
        p = GAME.pending(st)
        oid = sample(p, rng) if p.is_chance else p.ids()[0]
        GAME.apply(st, p.actors[0], oid)
    raise AssertionError("no turn reached")


def _sheet(st: ArkhamState, var: str, n: int) -> None:
    ctx: Ctx[ArkhamState] = Ctx(st)
    board.sheet(ctx, var, n)
    st.interpreter.run(ctx)


def _event_cards(st: ArkhamState) -> dict[str, int]:
    """Every event card in the event deck, its discard pile or a neighbourhood deck."""
    out: dict[str, int] = {}
    cards = [c for key, deck in st.decks.items() if key == "event" or key.startswith("nb:")
             for c, n in deck.contents().items() for _ in range(n)]
    for c in [*cards, *st.discard]:
        if c.startswith("cb_"):
            out[c] = out.get(c, 0) + 1
    return out


# -- the file -------------------------------------------------------------------------


def test_the_scenario_validates_and_is_a_choice() -> None:
    assert SID in SCENARIOS
    assert check_file(Path(f"{SID}.json"), _data()) == []
    field = next(f for f in GAME.config_schema().fields if f.name == "scenario")
    assert SID in [c.value for c in field.choices]
    assert GAME.normalize_config(CONFIG)["scenario"] == SID


def test_it_is_longer_than_the_introductory_scenario() -> None:
    first, second = scenario("lamps-go-out"), scenario(SID)
    assert len(second.event_deck) > len(first.event_deck)
    assert len(second.archive) > len(first.archive)
    assert sum(second.monsters.values()) > sum(first.monsters.values())


def test_a_reserve_card_never_shuffled_in_is_rejected() -> None:
    data = _data()
    twist = next(a for a in data["archive"] if a["number"] == 3)
    step = next(s for s in twist["reveal"] if s["do"] == "shuffle_events")
    step["cards"] = ["cb_dq1", "cb_dq2", "cb_dq3"]
    found = [p.text.params.get("id") for p in check_file(Path("x.json"), data)]
    assert found == ["'cb_dq4'"]


def test_shuffling_in_a_card_that_is_not_in_reserve_is_rejected() -> None:
    data = _data()
    twist = next(a for a in data["archive"] if a["number"] == 3)
    step = next(s for s in twist["reveal"] if s["do"] == "shuffle_events")
    step["cards"] = [*step["cards"], "cb_ch1", "nowhere"]
    found = sorted(p.text.params.get("id", "") for p in check_file(Path("x.json"), data))
    assert found == ["'cb_ch1'", "'nowhere'"]


def test_unknown_words_of_the_new_step_are_rejected() -> None:
    data = copy.deepcopy(_data())
    twist = next(a for a in data["archive"] if a["number"] == 3)
    step = next(s for s in twist["reveal"] if s["do"] == "shuffle_events")
    step["where"] = "top"
    assert check_file(Path("x.json"), data)
    data = copy.deepcopy(_data())
    data["event_deck"][0]["reserved"] = True
    assert check_file(Path("x.json"), data)
    data = copy.deepcopy(_data())
    step = next(s for a in data["archive"] if a["number"] == 3 for s in a["reveal"]
                if s["do"] == "shuffle_events")
    step["cards"] = []
    assert check_file(Path("x.json"), data)


# -- set-up -------------------------------------------------------------------------


@rule("64-69, 94-107", "the archive is set aside; reserve cards stay out of the event deck; "
      "initial clues, initial doom, one spread, then the scenario's final set-up")
def test_setup_follows_the_rulebook_order() -> None:
    st = _first_turn()
    sc = st.scenario
    assert st.codex == [1, 2] and st.objective == "listen"
    assert [(m["kind"], m["space"]) for m in st.monsters] == [("gutter_thing", "old_mill")]
    assert all(inv["space"] == "dormitory" for inv in st.invs)
    assert len(st.reserve) == 5 and sum(st.cup.values()) == 14
    assert sum(st.clues.values()) == 3
    cards = _event_cards(st)
    assert not RESERVE & set(cards)
    assert sum(cards.values()) == len(sc.event_deck) - len(RESERVE)
    assert len(st.discard) == 1
    spread = next(e for e in sc.event_deck if e.id == st.discard[0])
    want: dict[str, int] = {}
    for s in [*sc.initial_doom, *(s for s, n in spread.doom.items() for _ in range(n))]:
        want[s] = want.get(s, 0) + 1
    assert st.doom == want
    assert st.variables == {SHEET_CLUES: 0, SHEET_DOOM: 0, "stage": 1}


# -- the twist ----------------------------------------------------------------------


@rule("130-137, 154-160", "a goal met adds the archive card that gives the next goal; "
      "its rules hold while it is in the codex")
def test_the_twist_changes_goal_threshold_and_event_deck() -> None:
    st = _first_turn()
    before = len(st.decks["event"])
    _sheet(st, SHEET_CLUES, 2)
    assert 3 not in st.codex and st.objective == "listen"
    _sheet(st, SHEET_CLUES, 1)
    assert 3 in st.codex and st.objective == "silence" and not st.result
    assert st.variables["stage"] == 2 and st.variables[SHEET_CLUES] == 0
    assert len(st.decks["event"]) == before + len(RESERVE)
    assert set(st.decks["event"].contents()) >= RESERVE
    assert any(m["kind"] == "drowned_hound" and m["space"] == "lighthouse"
               for m in st.monsters)
    # the reveal run again adds no card twice
    st.interpreter.push_steps(st, ("archive", 3), inv=None, mon=None, aud=None)
    ctx: Ctx[ArkhamState] = Ctx(st)
    st.interpreter.run(ctx)
    assert len(st.decks["event"]) == before + len(RESERVE)
    assert not any(e.kind == "ah.events_added" for e in ctx.events)


@rule("130-137", "after the twist only clues researched anew count: three give victory")
def test_victory_after_the_twist() -> None:
    st = _first_turn()
    _sheet(st, SHEET_CLUES, 3)
    _sheet(st, SHEET_CLUES, 1)
    assert 5 not in st.codex
    _sheet(st, SHEET_CLUES, 1)
    assert 5 in st.codex and any(m["kind"] == "bell_wraith" for m in st.monsters)
    assert not st.result
    _sheet(st, SHEET_CLUES, 1)
    assert st.result == "victory" and st.epilogue == "silenced"


@rule("146-152", "before the twist 16 doom on the sheet loses")
def test_defeat_before_the_twist() -> None:
    st = _first_turn()
    _sheet(st, SHEET_DOOM, 8)
    assert 4 not in st.codex
    _sheet(st, SHEET_DOOM, 1)
    assert 4 in st.codex and any(m["kind"] == "pale_watcher" for m in st.monsters)
    _sheet(st, SHEET_DOOM, 6)
    assert not st.result
    _sheet(st, SHEET_DOOM, 1)
    assert st.result == "defeat" and st.epilogue == "chorus"


@rule("146-152", "after the twist the threshold is 20 doom")
def test_the_twist_moves_the_doom_threshold() -> None:
    st = _first_turn()
    _sheet(st, SHEET_CLUES, 3)
    _sheet(st, SHEET_DOOM, 19)
    assert not st.result
    _sheet(st, SHEET_DOOM, 1)
    assert st.result == "defeat" and st.epilogue == "drowned_out"


@rule("146-152", "after the twist each reckoning puts a doom on the sheet and each "
      "investigator tests will against the song (a failure: one horror)")
def test_a_reckoning_after_the_twist_tests_every_investigator() -> None:
    def reckon(st: ArkhamState) -> list[Any]:
        ctx: Ctx[ArkhamState] = Ctx(st)
        resolve_token(ctx, "reckoning")
        st.interpreter.run(ctx)
        return [f for f in st.stack if f["k"] == "test"]

    st = _first_turn()
    doom = st.variables[SHEET_DOOM]
    assert reckon(st) == [] and st.variables[SHEET_DOOM] == doom + 1
    st = _first_turn()
    _sheet(st, SHEET_CLUES, 3)
    doom = st.variables[SHEET_DOOM]
    tests = reckon(st)
    assert st.variables[SHEET_DOOM] == doom + 1
    assert [(f["seat"], f["skill"]) for f in tests] == [(0, "will")]
    horror = [inv["horror"] for inv in st.invs]
    while st.stack[-1]["k"] == "test":  # both fail: no success rolled
        p = GAME.pending(st)
        oid = "hits:0" if p.is_chance else "roll" if "roll" in p.ids() else "keep"
        GAME.apply(st, p.actors[0], oid)
    assert [inv["horror"] for inv in st.invs] == [h + 1 for h in horror]
    assert not [f for f in st.stack if f["k"] == "test"]


# -- whole games ----------------------------------------------------------------------


def _heuristic_game(seed: int) -> tuple[ArkhamState, list[Event]]:
    st = GAME.setup(CONFIG)
    events: list[Event] = []
    play_out(GAME, st, [ArkhamAgent(), ArkhamAgent()], Random(seed), on_events=events.extend)
    return st, events


def _twist_fired(events: list[Event]) -> bool:
    return any(e.kind == "ah.archive" and e.data.get("card") == 3 for e in events)


@rule("130-137", "a seeded heuristic game through the twist to victory")
def test_a_seeded_game_to_victory() -> None:
    st, events = _heuristic_game(0)
    assert st.result == "victory" and st.epilogue == "silenced"
    assert _twist_fired(events) and st.variables[SHEET_CLUES] >= 3
    added = [e.data["cards"] for e in events if e.kind == "ah.events_added"]
    assert len(added) == 1 and set(added[0]) == RESERVE


@rule("146-152", "a seeded heuristic game through the twist to defeat")
def test_a_seeded_game_to_defeat() -> None:
    st, events = _heuristic_game(1)
    assert st.result == "defeat" and st.epilogue == "drowned_out"
    assert _twist_fired(events) and st.variables[SHEET_DOOM] >= 20


def test_seeded_heuristic_games_all_end() -> None:
    endings = set()
    for seed in range(10):
        st, _ = _heuristic_game(100 + seed)
        assert st.result in ("victory", "defeat")
        endings.add(st.epilogue)
    assert endings <= {"silenced", "drowned_out", "chorus", "grey_tide", "fallen"}


def test_messages_of_a_random_game_render_in_every_language() -> None:
    tr = {lang: Translator(lang, ("eerie", "eerie.games.arkham")) for lang in LANGUAGES}
    rng = Random(5)
    st, events = GAME.start({"players": 1, "scenario": SID})
    seen = [e.msg for e in events]
    while not (p := GAME.pending(st)).is_over:
        seen.append(p.prompt)
        oid = sample(p, rng) if p.is_chance else p.ids()[rng.randrange(len(p.options))]
        seen += [e.msg for e in GAME.apply(st, p.actors[0], oid)]
    outcome = GAME.outcome(st)
    assert outcome is not None
    seen.append(outcome.reason)
    assert {(lang, m.key) for m in seen for lang, t in tr.items() if t.render(m)[1]} == set()


def test_every_option_of_seeded_games_is_in_the_action_space() -> None:
    space = set(option_ids(GAME, GAME.normalize_config(CONFIG)))
    for seed in range(2):
        st = GAME.setup(CONFIG)
        rng = Random(seed)
        while not (p := GAME.pending(st)).is_over:
            assert set(p.ids()) <= space
            oid = sample(p, rng) if p.is_chance else p.ids()[rng.randrange(len(p.ids()))]
            GAME.apply(st, p.actors[0], oid)
