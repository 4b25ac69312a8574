"""The action phase: a turn of up to two different actions (one for a delayed
investigator, who stands up first), in the order the investigators agree on (the lead
investigator names who goes next).

Actions: move (two spaces, and up to two more at $1 each; entering a space with a ready
monster engages it and ends the move), gather resources ($1), focus (a token of a skill
not yet focused, up to the investigator's focus limit), ward (lore test: each success
removes a doom here; two or more removed give a remnant), attack (strength test with the
monster's modifier: each success is one damage), evade (observation test with the
engaged monster's modifier that leaves the fewest dice: each success frees one monster;
all freed gives one more action), research (observation test: each success puts one of
your clues on the scenario sheet), trade (with investigators in your space), a held
card's component action (its script; each card's is an action of its own). An engaged
investigator may only focus, attack and evade. Options the rules allow but that could
do nothing are not offered (ward with no doom here, research without clues, trade alone).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from eerie.core.decision import Option
from eerie.core.text import Msg
from eerie.games.arkham import board
from eerie.games.arkham.names import name
from eerie.games.arkham.schema import SKILLS
from eerie.games.arkham.skill_test import push_test
from eerie.games.arkham.state import ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult

FREE_STEPS = 2
"""Spaces a move action covers for free."""
PAID_STEPS = 2
"""Further spaces a move may buy, $1 each."""
ENGAGED_ACTIONS = ("focus", "attack", "evade")
"""What an engaged investigator may do."""


def reachable(st: ArkhamState, seat: int) -> dict[str, int]:
    """Spaces a move action can reach with what each costs ($), never passing a space
    with a ready monster (entering one ends the move)."""
    inv = st.invs[seat]
    start = inv["space"]
    stops = {m["space"] for m in st.monsters if m["engaged"] < 0 and not m["exhausted"]}
    dist = {start: 0}
    todo = deque([start])
    while todo:
        s = todo.popleft()
        if dist[s] >= FREE_STEPS + PAID_STEPS or (s in stops and s != start):
            continue
        for t in st.content.adjacency[s]:
            if t not in dist:
                dist[t] = dist[s] + 1
                todo.append(t)
    out = {}
    for s, d in dist.items():
        cost = max(0, d - FREE_STEPS)
        if s != start and cost <= inv["money"]:
            out[s] = cost
    return out


def start_turn(ctx: Ctx[ArkhamState], seat: int) -> None:
    """A seat's turn begins (a delayed investigator stands up and has one action)."""
    st = ctx.st
    inv = st.invs[seat]
    inv["acted"] = True
    left = 2
    if inv["delayed"]:
        inv["delayed"] = False
        left = 1
        ctx.emit("ah.stands_up", "ah.ev.stands_up", {"who": board.inv_name(st, seat)})
    st.interpreter.push(st, "turn", seat=seat, left=left, aud=None)


def _turn_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    inv = st.invs[f["seat"]]
    if f["left"] <= 0 or inv["space"] is None or not _actions(st, f["seat"]):
        st.interpreter.pop(st, f)
        return False
    return True


def attack_targets(st: ArkhamState, here: str) -> dict[str, dict[str, Any]]:
    """The monsters an investigator in ``here`` may attack, by option id
    ``attack:<kind>:<n>``: the n-th of that kind there, in the order they came into
    play (ids stay within a fixed set, whatever the number of monsters spawned)."""
    out: dict[str, dict[str, Any]] = {}
    seen: dict[str, int] = {}
    for m in sorted(st.monsters, key=lambda m: int(m["uid"][1:])):
        if board.monster_space(st, m) == here:
            n = seen.get(m["kind"], 0)
            seen[m["kind"]] = n + 1
            out[f"attack:{m['kind']}:{n}"] = m
    return out


def _actions(st: ArkhamState, seat: int) -> list[Option]:
    inv = st.invs[seat]
    done = inv["done"]
    here = inv["space"]
    engaged = bool(board.engaged_with(st, seat))
    out: list[Option] = []

    def add(kind: str, oid: str, label: Msg, key: str) -> None:
        if kind not in done and (not engaged or kind in ENGAGED_ACTIONS):
            out.append(Option(oid, label, data={"key": key, "action": kind}))

    for space, cost in sorted(reachable(st, seat).items()):
        add("move", f"move:{space}", Msg("ah.opt.move", {"space": board.space_name(space),
                                                         "cost": cost}), f"m-{space}")
    add("gather", "gather", Msg("ah.opt.gather"), "g")
    limit = st.content.investigators[inv["id"]].focus
    if len(inv["focus"]) < limit:
        for skill in SKILLS:
            if skill not in inv["focus"]:
                add("focus", f"focus:{skill}", Msg("ah.opt.focus", {"skill": name("skill", skill)}),
                    f"f-{skill}")
    if st.doom.get(here, 0):
        add("ward", "ward", Msg("ah.opt.ward"), "w")
    for oid, m in attack_targets(st, here).items():
        label = Msg("ah.opt.attack", {"monster": board.mon_name(m), "damage": m["damage"]})
        add("attack", oid, label, "a-" + oid.partition(":")[2].replace(":", "-"))
    if engaged:
        add("evade", "evade", Msg("ah.opt.evade"), "e")
    if inv["clues"]:
        add("research", "research", Msg("ah.opt.research"), "r")
    if any(st.invs[s]["space"] == here for s in board.on_board(st) if s != seat):
        add("trade", "trade", Msg("ah.opt.trade"), "t")
    lib = st.content.assets
    for asset in dict.fromkeys(inv["assets"]):
        if lib[asset].action:
            add(f"use:{asset}", f"use:{asset}", Msg("ah.opt.use", {"asset": name("asset", asset)}),
                f"u-{asset}")
    return out


def _turn_options(st: ArkhamState, f: Frame) -> OptionsResult:
    seat = f["seat"]
    opts = [*_actions(st, seat), Option("end", Msg("ah.opt.end_turn"), data={"key": "x"})]
    return (seat,), opts, Msg("ah.prompt.action", {"who": board.inv_name(st, seat),
                                                   "left": f["left"]})


def _turn_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    seat = f["seat"]
    inv = st.invs[seat]
    if option_id == "end":
        f["left"] = 0
        return
    kind, _, arg = option_id.partition(":")
    inv["done"].append(option_id if kind == "use" else kind)
    f["left"] -= 1
    who = board.inv_name(st, seat)
    if kind == "move":
        cost = reachable(st, seat)[arg]
        inv["money"] -= cost
        inv["space"] = arg
        ctx.emit("ah.move", "ah.ev.move", {"who": who, "space": board.space_name(arg),
                                           "cost": cost}, {"seat": seat, "space": arg})
        board.engage_here(ctx, arg, seat)
    elif kind == "gather":
        board.gain(ctx, seat, "money", 1)
    elif kind == "focus":
        inv["focus"].append(arg)
        ctx.emit("ah.focus", "ah.ev.focus", {"who": who, "skill": name("skill", arg)},
                 {"seat": seat})
    elif kind == "ward":
        push_test(st, seat, "lore", 0, "ward")
    elif kind == "research":
        push_test(st, seat, "observation", 0, "research")
    elif kind == "attack":
        m = attack_targets(st, inv["space"])[option_id]
        if m["engaged"] != seat:
            board.engage(ctx, m, seat)
        push_test(st, seat, "strength", st.content.monsters[m["kind"]].attack, "attack",
                  target=m["uid"])
    elif kind == "evade":
        mod = min(st.content.monsters[m["kind"]].evade for m in board.engaged_with(st, seat))
        push_test(st, seat, "observation", mod, "evade")
    elif kind == "trade":
        st.interpreter.push(st, "trade", seat=seat, aud=None)
    elif kind == "use":
        ctx.emit("ah.use", "ah.ev.use", {"who": who, "asset": name("asset", arg),
                                         "text": name("asset", f"{arg}.action")},
                 {"seat": seat, "asset": arg})
        st.interpreter.push_steps(st, ("asset", arg, "action"), inv=seat, mon=None, aud=None)


# -- choosing who acts next ---------------------------------------------------------


def waiting(st: ArkhamState) -> list[int]:
    """Seats whose investigator is on the board and has not had its turn this round."""
    return [s for s in board.on_board(st) if not st.invs[s]["acted"]]


def _pick_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    return True


def _pick_options(st: ArkhamState, f: Frame) -> OptionsResult:
    opts = [Option(f"next:{s}", Msg("ah.opt.next", {"who": board.inv_name(st, s)}),
                   data={"key": str(s + 1)}) for s in waiting(st)]
    return (st.lead,), opts, Msg("ah.prompt.next")


def _pick_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    ctx.st.interpreter.pop(ctx.st, f)
    start_turn(ctx, int(option_id.partition(":")[2]))


# -- trade ---------------------------------------------------------------------------

TRADE_GOODS = ("money", "clues", "remnants")
TRADE_LIMIT = 12
"""Transfers one trade action may make (then only "done" is offered)."""


def _trade_run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    return True


def _trade_options(st: ArkhamState, f: Frame) -> OptionsResult:
    """The trading investigator moves goods between itself and each investigator in its
    space, one unit or one card at a time, until done (they play as one team)."""
    seat = f["seat"]
    here = st.invs[seat]["space"]
    others = [s for s in board.on_board(st) if s != seat and st.invs[s]["space"] == here]
    opts = [Option("done", Msg("ah.opt.trade_done"), data={"key": "x"})]
    if f.get("n", 0) >= TRADE_LIMIT:
        others = []
    for o in others:
        for a, verb in ((seat, "give"), (o, "take")):
            for g in TRADE_GOODS:
                if st.invs[a][g] > 0:
                    key = "ah.opt.give" if verb == "give" else "ah.opt.take"
                    opts.append(Option(f"{verb}:{o}:{g}", Msg(key, {
                        "who": board.inv_name(st, o), "what": name("what", g)}),
                        data={"key": f"{verb[0]}{o + 1}{g[0]}"}))
            for i, asset in enumerate(st.invs[a]["assets"]):
                oid = f"{verb}:{o}:asset:{asset}"
                if all(x.id != oid for x in opts):
                    key = "ah.opt.give_asset" if verb == "give" else "ah.opt.take_asset"
                    opts.append(Option(oid, Msg(key, {
                        "who": board.inv_name(st, o), "asset": name("asset", asset)}),
                        data={"key": f"{verb[0]}{o + 1}-{i}-{asset}"}))
    return (seat,), opts, Msg("ah.prompt.trade")


def _trade_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    if option_id == "done":
        st.interpreter.pop(st, f)
        return
    f["n"] = f.get("n", 0) + 1
    verb, other, what = option_id.split(":", 2)
    o, seat = int(other), f["seat"]
    a, b = (seat, o) if verb == "give" else (o, seat)
    if what.startswith("asset:"):
        asset = what.partition(":")[2]
        st.invs[a]["assets"].remove(asset)
        st.invs[b]["assets"].append(asset)
        if asset in st.invs[a]["hurt"] and asset not in st.invs[a]["assets"]:
            st.invs[b]["hurt"][asset] = st.invs[a]["hurt"].pop(asset)
    else:
        st.invs[a][what] -= 1
        st.invs[b][what] += 1
    ctx.emit("ah.trade", "ah.ev.trade", {"from": board.inv_name(st, a),
                                         "to": board.inv_name(st, b),
                                         "what": _goods(what)})


def _goods(what: str) -> Msg:
    if what.startswith("asset:"):
        return name("asset", what.partition(":")[2])
    return name("what", what)


def register(lang: Any) -> None:
    """Declare the ``turn``, ``pick`` and ``trade`` frames."""
    lang.add_frame("turn", _turn_run, _turn_options, _turn_decide)
    lang.add_frame("pick", _pick_run, _pick_options, _pick_decide)
    lang.add_frame("trade", _trade_run, _trade_options, _trade_decide)


__all__ = ["reachable", "register", "start_turn", "waiting"]
