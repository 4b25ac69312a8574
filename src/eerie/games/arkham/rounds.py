"""Set-up in the rulebook's order and the round: action, monster, encounter and mythos
phases.

:func:`new_game` lays out what needs no decision (the scenario sheet, the event deck,
the neighbourhood and street decks, the monster deck and starting monsters, the mythos
cup, the 13 headlines, the item, ally and spell decks (starting cards left out), the
archive); the frame ``setup`` then goes
through the steps that draw or choose, in order: the reserve (5 items drawn), each seat
choosing an investigator (with its starting possessions, at the start space; seat 1 is
the lead investigator), three initial clues (the top event cards, each shuffled into the
top three cards of its neighbourhood deck), the initial doom, one doom spread, and the
scenario's final set-up script.

The frame ``round`` then runs the phases. Its ``todo`` lists what is left of the
current phase (monsters to activate, seats to encounter or to draw mythos tokens), so
every frame a step pushes (a test, a draw, a defeated seat's choice) runs before the
phase goes on.
"""

from __future__ import annotations

from typing import Any

from eerie.core.decision import Option
from eerie.core.deck import Deck
from eerie.core.text import Msg
from eerie.games.arkham import board
from eerie.games.arkham.actions import start_turn, waiting
from eerie.games.arkham.content import Content
from eerie.games.arkham.draws import RESERVE, push_draw, push_event_draw
from eerie.games.arkham.names import name
from eerie.games.arkham.schema import Scenario
from eerie.games.arkham.state import ArkhamState, new_investigator
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult
from eerie.script.shared import fire_variable_triggers

HEADLINES = 13
"""Headlines shuffled into the headline deck."""
INITIAL_CLUES = 3
"""Clues spawned at set-up."""
PHASE_KEYS = {"monster": "ah.ev.phase_monster", "encounter": "ah.ev.phase_encounter",
              "mythos": "ah.ev.phase_mythos"}
"""The events that open the phases after the action phase."""
ROUND_EVENT = "ah.round"
"""The event that opens a round."""


def new_game(scenario: Scenario, content: Content, interpreter: Any,
             players: int) -> ArkhamState:
    """The components laid out before the first decision (see the module text)."""
    st = ArkhamState(scenario, content, interpreter, players, round=0,
                     variables=dict(scenario.variables))
    st.invs = [new_investigator() for _ in range(players)]
    st.decks["event"] = Deck.of(e.id for e in scenario.event_deck if not e.reserve)
    for nb in content.city.neighbourhoods:
        st.decks[f"nb:{nb.id}"] = Deck.of(e.id for e in content.library.encounters[nb.id])
    st.decks["street"] = Deck.of(e.id for e in content.library.encounters["streets"])
    if scenario.anomaly_deck:
        st.decks["anomaly"] = Deck.of(a.id for a in scenario.anomaly_deck)
    monsters = dict(scenario.monsters)
    for p in scenario.starting_monsters:
        monsters[p.monster] = monsters.get(p.monster, 0) - 1
    st.decks["monster"] = Deck.of(k for k, n in monsters.items() for _ in range(max(0, n)))
    st.cup = {k: n for k, n in scenario.cup.items() if n > 0}
    st.decks["headline"] = Deck.of(h.id for h in content.library.headlines)
    st.headlines_left = min(HEADLINES, len(content.library.headlines))
    for kind in ("item", "ally", "spell"):
        st.decks[kind] = Deck.of(content.deck_cards(kind))
    interpreter.push(st, "setup", stage=0, aud=None)
    return st


def _setup_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    interp = st.interpreter
    stage = f["stage"]
    f["stage"] = stage + 1
    if stage == 0:
        ctx.emit("ah.setup", "ah.ev.setup", {"scenario": name("scenario", st.scenario.id)})
        ctx.emit("ah.lead", "ah.ev.lead", {"seat": st.lead + 1})
        for p in st.scenario.starting_monsters:
            board.spawn(ctx, p.monster, p.at)
        for _ in range(RESERVE):
            push_draw(st, "item", "reserve")
    elif stage == 1:
        for seat in reversed(range(st.players)):
            interp.push(st, "choose_investigator", seat=seat, aud=None)
    elif stage == 2:
        for _ in range(INITIAL_CLUES):
            push_event_draw(ctx, "spawn_clue", "top")
    elif stage == 3:
        for space in st.scenario.initial_doom:
            board.place_doom(ctx, space)
        push_event_draw(ctx, "spread_doom", "bottom")
    elif stage == 4:
        interp.push_steps(st, ("setup",), inv=None, mon=None, aud=None)
    else:
        interp.pop(st, f)
        begin_round(ctx)
    return False


def begin_round(ctx: Ctx[ArkhamState]) -> None:
    """A new round: its action phase starts."""
    st = ctx.st
    st.round += 1
    for inv in st.invs:
        inv["acted"], inv["done"] = False, []
    ctx.emit(ROUND_EVENT, "ah.ev.round", {"round": st.round}, {"round": st.round})
    st.phase = "action"
    st.interpreter.push(st, "round", phase="action", todo=[], aud=None)
    fire_variable_triggers(ctx)


def _round_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    interp = st.interpreter
    phase = f["phase"]
    st.phase = phase
    if phase == "action":
        left = waiting(st)
        if len(left) == 1:
            start_turn(ctx, left[0])
        elif left:
            interp.push(st, "pick", aud=None)
        else:
            _next(ctx, f, "monster", [m["uid"] for m in st.monsters if m["space"]
                                      and m["engaged"] < 0 and not m["exhausted"]])
        return False
    if phase == "monster":
        if f["todo"]:
            uid = _take(f)
            m = next((m for m in st.monsters if m["uid"] == uid), None)
            if m is not None and m["space"] and m["engaged"] < 0 and not m["exhausted"]:
                board.activate(ctx, m)
            return False
        _monster_attacks(ctx)
        _next(ctx, f, "encounter", board.on_board(st))
        return False
    if phase == "encounter":
        if f["todo"]:
            seat = _take(f)
            inv = st.invs[seat]
            if inv["space"] is not None and not board.engaged_with(st, seat):
                nb = st.content.neighbourhood_of[inv["space"]]
                if not (nb in st.anomalies and push_draw(st, "anomaly", "encounter", inv=seat)):
                    push_draw(st, f"nb:{nb}" if nb else "street", "encounter", inv=seat)
            return False
        _next(ctx, f, "mythos", board.lead_order(st))
        return False
    if phase == "mythos":
        if f["todo"]:
            interp.push(st, "mythos", seat=_take(f), left=2, aud=None)
            return False
        interp.pop(st, f)
        _enter_new_investigators(ctx)
        begin_round(ctx)
        return False
    raise AssertionError(phase)  # pragma: no cover


def _take(f: Frame) -> Any:
    """The next item of the phase's ``todo`` (a new list: frames are shallow-copied by
    clones, so their lists are never changed in place)."""
    first, f["todo"] = f["todo"][0], f["todo"][1:]
    return first


def _next(ctx: Ctx[ArkhamState], f: Frame, phase: str, todo: list[Any]) -> None:
    f["phase"], f["todo"] = phase, list(todo)
    ctx.st.phase = phase
    ctx.emit("ah.phase", PHASE_KEYS[phase], data={"phase": phase})


def _monster_attacks(ctx: Ctx[ArkhamState]) -> None:
    """Engaged monsters attack; then exhausted monsters ready (and engage whoever shares
    their space)."""
    st = ctx.st
    for m in list(st.monsters):
        if m["engaged"] >= 0 and m in st.monsters:
            mon = st.content.monsters[m["kind"]]
            ctx.emit("ah.monster_attacks", "ah.ev.monster_attacks",
                     {"monster": board.mon_name(m), "who": board.inv_name(st, m["engaged"])},
                     {"monster": m["uid"]})
            board.harm(ctx, m["engaged"], board.attack_damage(st, m["engaged"], mon.damage),
                       mon.horror)
    for m in st.monsters:
        if m["exhausted"]:
            m["exhausted"] = False
            ctx.emit("ah.monster_ready", "ah.ev.monster_ready", {"monster": board.mon_name(m)})
    for space in sorted({m["space"] for m in st.monsters if m["space"]}):
        board.engage_here(ctx, space)


def _enter_new_investigators(ctx: Ctx[ArkhamState]) -> None:
    st = ctx.st
    for seat in board.lead_order(st):
        inv = st.invs[seat]
        if inv["out"] and inv["id"] and not inv["gone"] and inv["space"] is None \
                and inv.get("fresh"):
            inv["out"], inv["fresh"] = False, False
            start = st.scenario.start
            inv["space"] = start
            ctx.emit("ah.enters", "ah.ev.enters", {"who": board.inv_name(st, seat),
                                                   "space": board.space_name(start)})
            board.engage_here(ctx, start, seat)


# -- choosing an investigator ---------------------------------------------------------


def unused(st: ArkhamState) -> list[str]:
    """The investigators no seat has played yet."""
    return [i.id for i in st.content.library.investigators
            if i.id not in st.used_investigators]


def _choose_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    """A seat chooses a new investigator; when another seat, defeated in the same
    moment, took the last one, this seat sits out (:func:`board.sit_out`)."""
    if unused(ctx.st):
        return True
    ctx.st.interpreter.pop(ctx.st, f)
    board.sit_out(ctx, f["seat"])
    return False


def _choose_options(st: ArkhamState, f: Frame) -> OptionsResult:
    left = unused(st)
    opts = [Option(f"inv:{i}", name("inv", i), data={"key": str(k + 1)})
            for k, i in enumerate(left)]
    return (f["seat"],), opts, Msg("ah.prompt.investigator")


def _choose_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    ident = option_id.partition(":")[2]
    sheet = st.content.investigators[ident]
    seat = f["seat"]
    st.used_investigators.append(ident)
    inv = new_investigator(ident)
    inv.update(money=sheet.money, remnants=sheet.remnants, assets=list(sheet.assets),
               acted=True)
    if st.phase == "setup":
        inv["space"] = st.scenario.start
    else:
        inv.update(out=True, fresh=True)
    st.invs[seat] = inv
    ctx.emit("ah.investigator", "ah.ev.investigator",
             {"seat": seat + 1, "who": name("inv", ident)}, {"seat": seat, "id": ident})


def register(lang: Any) -> None:
    """Declare the ``setup``, ``round`` and ``choose_investigator`` frames."""
    lang.add_frame("setup", _setup_run)
    lang.add_frame("round", _round_run)
    lang.add_frame("choose_investigator", _choose_run, _choose_options, _choose_decide)
