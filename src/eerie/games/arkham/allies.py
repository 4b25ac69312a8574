"""Assigning damage and horror to allies and other assets (rulebook lines 483-491).

An asset with ``health`` or ``sanity`` (mostly an ally) may take damage or horror its
holder would take: :func:`eerie.games.arkham.board.harm` then pushes the frame
``assign``, and the investigator chooses to take the harm itself or to put it on one
such card. The card takes as much damage as its health leaves room for (none without
health) and as much horror as its sanity leaves room for (none without sanity); the
investigator takes the rest. A card holding as much damage as its health, or as much
horror as its sanity, is discarded (to the bottom of its deck, a starting card back to
the box). Direct damage and horror (``direct`` of the steps ``damage`` and ``horror``)
never reach this frame. Ruling: the rulebook names one card per harm and is silent on
what does not fit on it; the rest goes to the investigator.
"""

from __future__ import annotations

from typing import Any

from eerie.core.decision import Option
from eerie.core.text import Msg
from eerie.games.arkham import board
from eerie.games.arkham.names import name
from eerie.games.arkham.state import ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult

SELF = "assign:self"
"""The option of taking the harm oneself."""


def room(st: ArkhamState, seat: int, asset: str) -> tuple[int, int]:
    """The damage and horror the held ``asset`` can still take before it is full."""
    card = st.content.assets[asset]
    got = st.invs[seat]["hurt"].get(asset, [0, 0])
    return max(0, card.health - got[0]), max(0, card.sanity - got[1])


def share(st: ArkhamState, seat: int, asset: str, damage: int,
          horror: int) -> tuple[int, int]:
    """How much of ``damage`` and ``horror`` the asset would take."""
    d, h = room(st, seat, asset)
    return min(d, damage), min(h, horror)


def full(st: ArkhamState, seat: int, asset: str) -> bool:
    """Whether the held asset holds as much damage as its health or as much horror as
    its sanity (then it is discarded)."""
    card = st.content.assets[asset]
    got = st.invs[seat]["hurt"].get(asset, [0, 0])
    return bool(0 < card.health <= got[0] or 0 < card.sanity <= got[1])


def _run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    seat = f["seat"]
    if st.invs[seat]["space"] is None:
        st.interpreter.pop(st, f)
        return False
    if not board.soakers(st, seat, f["damage"], f["horror"]):
        st.interpreter.pop(st, f)
        board.take(ctx, seat, f["damage"], f["horror"])
        return False
    return True


def _options(st: ArkhamState, f: Frame) -> OptionsResult:
    seat, damage, horror = f["seat"], f["damage"], f["horror"]
    opts = [Option(SELF, Msg("ah.opt.assign_self", {"damage": damage, "horror": horror}),
                   data={"key": "y"})]
    for i, a in enumerate(board.soakers(st, seat, damage, horror)):
        d, h = share(st, seat, a, damage, horror)
        opts.append(Option(f"assign:{a}", Msg("ah.opt.assign", {
            "asset": name("asset", a), "damage": d, "horror": h}),
            data={"key": f"a{i + 1}", "asset": a}))
    return (seat,), opts, Msg("ah.prompt.assign", {"who": board.inv_name(st, seat),
                                                   "damage": damage, "horror": horror})


def _decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    seat, damage, horror = f["seat"], f["damage"], f["horror"]
    if option_id != SELF:
        asset = option_id.partition(":")[2]
        d, h = share(st, seat, asset, damage, horror)
        hurt = st.invs[seat]["hurt"]
        got = hurt.get(asset, [0, 0])
        hurt[asset] = [got[0] + d, got[1] + h]
        damage, horror = damage - d, horror - h
        ctx.emit("ah.assigned", "ah.ev.assigned", {
            "who": board.inv_name(st, seat), "asset": name("asset", asset),
            "damage": d, "horror": h}, {"seat": seat, "asset": asset})
        if full(st, seat, asset):
            board.discard_asset(ctx, seat, asset)
    board.take(ctx, seat, damage, horror)


def register(lang: Any) -> None:
    """Declare the ``assign`` frame."""
    lang.add_frame("assign", _run, _options, _decide)
