"""Double-sided condition cards whose backs are secret until flipped.

A condition (``Library.conditions``) has a public front, whose ``reckoning`` script runs
for its holder at each reckoning, and several backs, ``count`` copies each. Gaining one
draws a random copy face down: its back is in the state (``invs[seat]["conditions"]``,
entries ``{"id", "back", "open"}``) but in no seat's view (:func:`hide`) until it is
flipped; then it is public, its steps run for the holder, and the card goes back to its
deck. An investigator holds at most one copy of a condition; a defeated investigator's
conditions go back to their decks.

The draw is a chance step over the *places* of the face-down deck (``slot:<k>``, each
with the same probability), not over the backs: how many copies are left is public (the
copies minus those held), which backs they are is not, because the backs others hold
are secret. Slot ``k`` is the ``k``-th card of the deck in name order, so a record
replays exactly while the decision shown to every seat never depends on a secret.
:func:`redraw` deals the unknown backs again (for ``determinize`` and
``resample_secrets``) from the copies no flipped card accounts for.
"""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.games.arkham import board
from eerie.games.arkham.names import name
from eerie.games.arkham.state import ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult

HIDDEN = ""
"""The back of a condition as a view shows it before it is flipped."""


def held(inv: dict[str, Any], cid: str) -> dict[str, Any] | None:
    """The investigator's copy of condition ``cid``, if it holds one."""
    return next((c for c in inv["conditions"] if c["id"] == cid), None)


def _copies(st: ArkhamState, cid: str) -> dict[str, int]:
    return {b.id: b.count for b in st.content.conditions[cid].backs}


def deck(st: ArkhamState, cid: str) -> list[str]:
    """The copies of ``cid`` nobody holds, in name order (which ones is a secret; how
    many is not)."""
    left = _copies(st, cid)
    for inv in st.invs:
        got = held(inv, cid)
        if got is not None:
            left[got["back"]] -= 1
    return [b for b, n in sorted(left.items()) for _ in range(max(0, n))]


def left(st: ArkhamState, cid: str) -> int:
    """How many copies of ``cid`` nobody holds (public)."""
    holders = sum(1 for inv in st.invs if held(inv, cid) is not None)
    return sum(_copies(st, cid).values()) - holders


def gain(ctx: Ctx[ArkhamState], seat: int, cid: str) -> None:
    """The investigator draws a face-down copy of ``cid`` next (nothing if it holds one
    or none is left)."""
    st = ctx.st
    inv = st.invs[seat]
    if inv["space"] is None or held(inv, cid) is not None or left(st, cid) <= 0:
        return
    st.interpreter.push(st, "condition_draw", seat=seat, cond=cid, aud=None)


def _draw_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    return True


def _draw_options(st: ArkhamState, f: Frame) -> OptionsResult:
    n = left(st, f["cond"])
    opts = [Option(f"slot:{k}", Msg("ah.opt.face_down"), Fraction(1, n), {"key": str(k + 1)})
            for k in range(n)]
    return (CHANCE,), opts, Msg("ah.prompt.condition", {"what": name("cond", f["cond"])})


def _draw_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    seat, cid = f["seat"], f["cond"]
    back = deck(st, cid)[int(option_id.partition(":")[2])]
    st.invs[seat]["conditions"] = [*st.invs[seat]["conditions"],
                                   {"id": cid, "back": back, "open": False}]
    ctx.emit("ah.condition", "ah.ev.condition", {"who": board.inv_name(st, seat),
                                                 "what": name("cond", cid)},
             {"seat": seat, "id": cid})


def flip(ctx: Ctx[ArkhamState], seat: int, cid: str) -> None:
    """The investigator's copy of ``cid`` turns over: its back is shown to everyone and
    its steps run, then the card goes back to its deck."""
    st = ctx.st
    got = held(st.invs[seat], cid)
    if got is None or got["open"]:
        return
    got["open"] = True
    back = got["back"]
    ctx.emit("ah.condition_flipped", "ah.ev.condition_flipped",
             {"who": board.inv_name(st, seat), "what": name("cond", cid),
              "text": name("cback", f"{cid}.{back}")},
             {"seat": seat, "id": cid, "back": back})
    interp = st.interpreter
    interp.push(st, "condition_done", seat=seat, cond=cid, aud=None)
    interp.push_steps(st, ("cback", cid, back), inv=seat, mon=None, aud=None)


def _done_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    """A flipped condition, its back resolved, goes back to its deck."""
    st = ctx.st
    st.interpreter.pop(st, f)
    inv = st.invs[f["seat"]]
    inv["conditions"] = [c for c in inv["conditions"]
                         if not (c["id"] == f["cond"] and c["open"])]
    return False


def reckoning(ctx: Ctx[ArkhamState]) -> None:
    """Each held condition's front reckoning runs for its holder, from the lead
    clockwise."""
    st = ctx.st
    todo = [(seat, c["id"]) for seat in board.on_board(st)
            for c in st.invs[seat]["conditions"]
            if not c["open"] and st.content.conditions[c["id"]].reckoning]
    for seat, cid in reversed(todo):
        st.interpreter.push_steps(st, ("cond", cid, "reckoning"), inv=seat, mon=None,
                                  aud=None)


def hide(view: dict[str, Any]) -> None:
    """Blank every back not yet flipped in encoded data (a view)."""
    for inv in view["invs"]:
        for c in inv["conditions"]:
            if not c["open"]:
                c["back"] = HIDDEN


def redraw(st: ArkhamState, rng: Random) -> None:
    """Deal every back not yet flipped again, from the copies no flipped card accounts
    for (without replacement, so the counts stay possible)."""
    hidden: dict[str, list[dict[str, Any]]] = {}
    for inv in st.invs:
        for c in inv["conditions"]:
            if not c["open"]:
                hidden.setdefault(c["id"], []).append(c)
    for cid, entries in sorted(hidden.items()):
        copies = _copies(st, cid)
        for inv in st.invs:
            got = held(inv, cid)
            if got is not None and got["open"]:
                copies[got["back"]] -= 1
        pool = [b for b, n in sorted(copies.items()) for _ in range(max(0, n))]
        for c, back in zip(entries, rng.sample(pool, len(entries)), strict=True):
            c["back"] = back


def register(lang: Any) -> None:
    """Declare the ``condition_draw`` and ``condition_done`` frames."""
    lang.add_frame("condition_draw", _draw_run, _draw_options, _draw_decide)
    lang.add_frame("condition_done", _done_run)
