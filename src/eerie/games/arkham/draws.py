"""Drawing cards and mythos tokens: every draw is a chance step with its exact
probability.

* The frame ``draw`` takes a card from the top or bottom of a deck
  (:class:`~eerie.core.deck.Deck` gives the distribution) and hands it to the handler its
  ``then`` names (:data:`HANDLERS`).
* The frame ``mythos`` draws a seat's two mythos tokens one at a time from the cup,
  without putting them back; an empty cup is refilled with every token used so far
  before a draw. Each token resolves before the next is drawn.

Event deck rulings (the rulebook is silent): an empty event deck is made again from the
shuffled event discard pile; with both empty the doom goes to the scenario sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.deck import Deck
from eerie.core.text import Msg
from eerie.games.arkham import board, conditions
from eerie.games.arkham.content import event_card
from eerie.games.arkham.names import name
from eerie.games.arkham.state import SHEET_DOOM, ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult
from eerie.script.shared import fire_triggers

RESERVE = 5
"""Items face up in the reserve."""
GATE_BURST = 3
"""Doom a gate burst puts on the space its card marks."""
EVENT_WINDOW = 3
"""An event card returned to a neighbourhood deck is shuffled with its top two cards."""


def push_draw(st: ArkhamState, deck: str, then: str, end: str = "top", **extra: Any) -> bool:
    """Draw from ``deck`` next (False if it is empty: nothing is pushed)."""
    if not len(st.decks.get(deck, Deck())):
        return False
    st.interpreter.push(st, "draw", deck=deck, end=end, then=then, **extra)
    return True


def push_event_draw(ctx: Ctx[ArkhamState], then: str, end: str) -> None:
    """Draw from the event deck, rebuilt from its discard pile when empty; with both
    empty one doom goes to the scenario sheet instead."""
    st = ctx.st
    if not len(st.decks["event"]) and st.discard:
        st.decks["event"] = Deck.of(st.discard)
        st.discard = []
        ctx.emit("ah.event_reshuffled", "ah.ev.event_reshuffled")
    if not push_draw(st, "event", then, end):
        board.sheet(ctx, SHEET_DOOM, 1)


def _draw_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    return True


def _draw_options(st: ArkhamState, f: Frame) -> OptionsResult:
    deck = st.decks[f["deck"]]
    probs = deck.top_probabilities() if f["end"] == "top" else deck.bottom_probabilities()
    opts = [Option(f"card:{c}", _card_label(f["deck"], c), p, {"key": str(i + 1)})
            for i, (c, p) in enumerate(sorted(probs.items()))]
    return (CHANCE,), opts, Msg("ah.prompt.draw", {"deck": f["deck"].partition(":")[0]})


def _card_label(deck: str, card: str) -> Msg:
    if deck in ("item", "ally", "spell"):
        return name("asset", card)
    if deck == "monster":
        return name("mon", card)
    return Msg("ah.opt.card", {"card": card})


def _draw_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    card = option_id.partition(":")[2]
    deck = st.decks[f["deck"]]
    st.decks[f["deck"]] = deck.draw_top(card) if f["end"] == "top" else deck.draw_bottom(card)
    HANDLERS[f["then"]](ctx, f, card)


# -- what a drawn card does ------------------------------------------------------------


def _reserve(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    ctx.st.reserve.append(card)
    ctx.emit("ah.reserve", "ah.ev.reserve", {"asset": name("asset", card)}, {"card": card})


def _gain_asset(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    """The investigator takes the drawn ally or spell (one defeated meanwhile puts it
    back at the bottom of its deck)."""
    st = ctx.st
    seat = f["inv"]
    inv = st.invs[seat]
    if inv["space"] is None:
        st.decks[f["deck"]] = st.decks[f["deck"]].put_bottom(card)
        return
    inv["assets"] = [*inv["assets"], card]
    ctx.emit("ah.gained_asset", "ah.ev.gained_asset", {"who": board.inv_name(st, seat),
                                                       "asset": name("asset", card)},
             {"seat": seat, "asset": card})


def _spawn_clue(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    st = ctx.st
    ev = event_card(st.scenario, card)
    assert ev is not None
    board.place_clue(ctx, ev.neighbourhood)
    key = f"nb:{ev.neighbourhood}"
    st.decks[key] = st.decks[key].shuffle_into_top(card, EVENT_WINDOW)


def _spread_doom(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    st = ctx.st
    ev = event_card(st.scenario, card)
    assert ev is not None
    st.discard.append(card)
    ctx.emit("ah.spread", "ah.ev.spread", {"nb": name("nb", ev.neighbourhood)},
             {"card": card})
    for space, n in ev.doom.items():
        board.place_doom(ctx, space, n)


def _gate_burst(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    """Three doom on the card's burst space; the discard pile with the card is
    shuffled and put on top of the event deck."""
    st = ctx.st
    ev = event_card(st.scenario, card)
    assert ev is not None
    ctx.emit("ah.gate_burst", "ah.ev.gate_burst", {"space": board.space_name(ev.burst)},
             {"card": card})
    board.place_doom(ctx, ev.burst, GATE_BURST)
    pile = Deck.of([*st.discard, card])
    st.discard = []
    st.decks["event"] = Deck((*pile.segments, *st.decks["event"].segments))


def _monster(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    board.spawn(ctx, card, board.spawn_space(ctx.st, card))


def _headline(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    st = ctx.st
    st.headlines_left -= 1
    ctx.emit("ah.headline", "ah.ev.headline", {"text": name("headline", card)},
             {"card": card})
    st.interpreter.push_steps(st, ("headline", card), inv=None, mon=None, aud=None)


def _encounter(ctx: Ctx[ArkhamState], f: Frame, card: str) -> None:
    """An encounter card's text for the investigator's space (or street kind; an anomaly
    card's for the doom in the space) runs; :func:`_finish_run` then puts the card
    away."""
    st = ctx.st
    seat = f["inv"]
    space = st.invs[seat]["space"]
    interp = st.interpreter
    interp.push(st, "finish_encounter", deck=f["deck"], card=card, seat=seat, aud=None)
    if f["deck"] == "anomaly":
        key = str(min(3, st.doom.get(space, 0)))
        ctx.emit("ah.encounter", "ah.ev.anomaly_encounter",
                 {"who": board.inv_name(st, seat), "text": name("anomaly", f"{card}.{key}")},
                 {"card": card, "seat": seat})
        interp.push_steps(st, ("anomaly", card, key), inv=seat, mon=None, aud=None)
        return
    ev = event_card(st.scenario, card)
    if ev is not None:
        st.invs[seat]["took_clue"] = False
        ctx.emit("ah.encounter", "ah.ev.event_encounter", {"who": board.inv_name(st, seat),
                                                           "text": name("event", card)},
                 {"card": card, "seat": seat})
        interp.push_steps(st, ("ecard", card), inv=seat, mon=None, aud=None)
        return
    key = st.content.street_kind.get(space, space)
    ctx.emit("ah.encounter", "ah.ev.encounter",
             {"who": board.inv_name(st, seat), "text": name("enc", f"{card}.{key}")},
             {"card": card, "seat": seat})
    interp.push_steps(st, ("enc", card, key), inv=seat, mon=None, aud=None)


def _finish_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    """An encounter card leaves: an ordinary card to the bottom of its deck; an event card
    whose clue was taken to the event discard pile, else shuffled back into the top three
    cards of its neighbourhood deck."""
    st = ctx.st
    st.interpreter.pop(st, f)
    deck = st.decks[f["deck"]]
    card = f["card"]
    if event_card(st.scenario, card) is None:
        st.decks[f["deck"]] = deck.put_bottom(card)
    elif st.invs[f["seat"]]["took_clue"]:
        st.discard.append(card)
        st.invs[f["seat"]]["took_clue"] = False
    else:
        st.decks[f["deck"]] = deck.shuffle_into_top(card, EVENT_WINDOW)
    return False


HANDLERS: dict[str, Callable[[Ctx[ArkhamState], Frame, str], None]] = {
    "reserve": _reserve, "spawn_clue": _spawn_clue, "spread_doom": _spread_doom,
    "gate_burst": _gate_burst, "monster": _monster, "headline": _headline,
    "encounter": _encounter, "gain_asset": _gain_asset,
}
"""What a drawn card does, by the draw frame's ``then``."""


# -- mythos -------------------------------------------------------------------------


def resolve_token(ctx: Ctx[ArkhamState], token: str) -> None:
    """A mythos effect (a token, or a step that names one)."""
    st = ctx.st
    if token == "spread_doom":
        push_event_draw(ctx, "spread_doom", "bottom")
    elif token == "spawn_clue":
        push_event_draw(ctx, "spawn_clue", "top")
    elif token == "gate_burst":
        push_event_draw(ctx, "gate_burst", "bottom")
    elif token == "spawn_monster":
        if not push_draw(st, "monster", "monster"):
            ctx.emit("ah.no_monster", "ah.ev.no_monster")
    elif token == "headline":
        if st.headlines_left <= 0 or not push_draw(st, "headline", "headline"):
            ctx.emit("ah.no_headline", "ah.ev.no_headline")
            board.sheet(ctx, SHEET_DOOM, 1)
    elif token == "reckoning":
        reckoning(ctx)


def reckoning(ctx: Ctx[ArkhamState]) -> None:
    """Every reckoning effect in play: the monsters' (first in play first), then the
    held conditions' (from the lead), then the scenario's triggers ``on: reckoning``."""
    st = ctx.st
    ctx.emit("ah.reckoning", "ah.ev.reckoning")
    fire_triggers(ctx, "reckoning")
    conditions.reckoning(ctx)
    for m in reversed(st.monsters):
        if st.content.monsters[m["kind"]].reckoning:
            st.interpreter.push_steps(st, ("monster", m["kind"], "reckoning"), inv=None,
                                      mon=m["uid"], aud=None)


def _mythos_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    if f["left"] <= 0:
        st.interpreter.pop(st, f)
        return False
    if not any(st.cup.values()):
        st.cup, st.used = {k: n for k, n in st.used.items() if n}, {}
        ctx.emit("ah.cup_refilled", "ah.ev.cup_refilled", {"n": sum(st.cup.values())})
    return True


def _mythos_options(st: ArkhamState, f: Frame) -> OptionsResult:
    total = sum(st.cup.values())
    opts = [Option(f"token:{t}", name("token", t), Fraction(n, total), {"key": str(i + 1)})
            for i, (t, n) in enumerate(sorted(st.cup.items())) if n > 0]
    return (CHANCE,), opts, Msg("ah.prompt.mythos", {"who": board.inv_name(st, f["seat"])
                                                     if st.invs[f["seat"]]["id"] else
                                                     Msg("core.seat", {"seat": f["seat"] + 1})})


def _mythos_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    token = option_id.partition(":")[2]
    f["left"] -= 1
    st.cup[token] -= 1
    if not st.cup[token]:
        del st.cup[token]
    st.used[token] = st.used.get(token, 0) + 1
    ctx.emit("ah.token", "ah.ev.token", {"token": name("token", token)}, {"token": token})
    resolve_token(ctx, token)


def register(lang: Any) -> None:
    """Declare the ``draw``, ``finish_encounter`` and ``mythos`` frames."""
    lang.add_frame("draw", _draw_run, _draw_options, _draw_decide)
    lang.add_frame("finish_encounter", _finish_run)
    lang.add_frame("mythos", _mythos_run, _mythos_options, _mythos_decide)
