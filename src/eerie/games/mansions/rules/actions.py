"""The investigator phase: turns and actions.

A turn (``turn:<investigator>``) gives two actions (fewer with some conditions and cards).
Every action is an ``action`` frame: it spends the action, makes the evasion check when
monsters share the space (not for attacks), runs its body, then applies fire damage if the
investigator ends a non-move action in a burning space (cancelled actions included).

Moves are one space per decision: the first step of a move action spends the action and
grants two spaces (three with the long-stride ability); the rest may be used later in the
same turn, after other actions (rules reference 60).
"""

from __future__ import annotations

from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.games.mansions import schema as sc
from eerie.games.mansions.script import (
    Ctx,
    arg,
    chance,
    damage_monster,
    enter_space,
    has_possession,
    heal,
    inv_name,
    item_side,
    key,
    lasting_modifiers,
    lose_condition,
    mon_name,
    monsters_at,
    needs_evade,
    pop,
    possession_name,
    push,
    push_evade,
    push_harm,
    push_steps,
    resolve,
    seat_of,
    set_feature,
    start_test,
    take_possession,
)
from eerie.games.mansions.state import ACTIONS_PER_TURN, MOVE_SPACES, Floor, Inv, MoMState
from eerie.games.mansions.vocabulary import LIGHT_SOURCE
from eerie.script.language import Frame, Language, OptionsResult
from eerie.script.shared import fire_triggers, ltext

STEAL_SKILLS = ("strength", "agility", "observation")


# -- what an investigator may do ---------------------------------------------------------------


def move_cap(st: MoMState, inv: Inv) -> int | None:
    """Move actions allowed per round: one when wounded, or a card's cap."""
    caps = [m.moves for m in lasting_modifiers(st.lib, inv) if m.moves is not None]
    if inv.wounded:
        caps.append(1)
    return min(caps) if caps else None


def can_start_move(st: MoMState, inv: Inv) -> bool:
    cap = move_cap(st, inv)
    return inv.actions > 0 and (cap is None or inv.moves_used < cap)


def weapons(st: MoMState, inv: Inv) -> list[tuple[str, sc.Attack]]:
    """Attack modes: bare hands, each weapon (current side) and each attack spell."""
    out: list[tuple[str, sc.Attack]] = [("unarmed", sc.Attack(kind="unarmed"))]
    seen = set()
    for iid, flipped in inv.items:
        atk = item_side(st.lib, iid, flipped).attack
        if atk is not None and iid not in seen:
            seen.add(iid)
            out.append((iid, atk))
    for sid in inv.spells:
        spell = st.lib.spells[sid]
        if spell.attack is not None and sid not in seen:
            seen.add(sid)
            out.append((sid, spell.attack))
    return out


def _token(st: MoMState, tid: str) -> sc.Token:
    return next(t for t in st.scenario.tokens if t.id == tid)


def _tokens_here(st: MoMState, inv: Inv, kinds: tuple[str, ...]) -> list[sc.Token]:
    out = []
    for tid in st.tokens:
        t = _token(st, tid)
        if t.kind not in kinds:
            continue
        if t.space == inv.space or (t.kind == "explore" and t.door is not None
                                    and inv.space in t.door):
            out.append(t)
    return out


def _adjacent_no_wall(st: MoMState, space: str) -> list[str]:
    topo = st.topology()
    return [o for o in topo.adjacent(space) if st.board.edge(space, o) != "wall"]


def _door_like(st: MoMState, space: str) -> list[str]:
    """Neighbours across a door or a secret passage (what a barricade can block)."""
    topo = st.topology()
    out = [o for o in topo.adjacent(space) if st.board.edge(space, o) == "door"]
    if space in st.passages:
        out += [p for p in st.passages if p != space and p in topo.spaces]
    return sorted(set(out))


def action_ids(st: MoMState, inv: Inv) -> list[str]:
    """Every legal decision of the investigator taking a turn."""
    out: list[str] = []
    space = inv.space
    if space is None:
        return ["end_turn"]
    topo = st.topology()
    if inv.move_left > 0 or can_start_move(st, inv):
        out += [f"move:{s}" for s in topo.steps(space)]
    for t in _tokens_here(st, inv, ("sight",)):
        out.append(f"sight:{t.id}")
    if inv.actions > 0:
        for t in _tokens_here(st, inv, ("explore",)):
            out.append(f"explore:{t.id}")
        for t in _tokens_here(st, inv, ("search",)):
            out.append(f"search:{t.id}")
        for t in _tokens_here(st, inv, ("interact", "person")):
            out.append(f"interact:{t.id}")
        in_range = topo.range_distances(space)
        for m in st.monsters:
            answers = st.lib.monsters[m.kind].attacked
            for wid, atk in weapons(st, inv):
                if atk.kind not in answers:
                    continue
                if m.space == space or (atk.range == "ranged" and m.space in in_range):
                    out.append(f"attack:{m.uid}:{wid}")
        others = [o for o in st.living() if o.space == space and o.id != inv.id]
        for iid, _ in inv.items:
            for o in others:
                out.append(f"trade:give:{iid}:{o.id}")
            out.append(f"trade:drop:{iid}")
        for sid in inv.spells:
            for o in others:
                out.append(f"trade:give:{sid}:{o.id}")
            out.append(f"trade:drop:{sid}")
        for fl in st.floor:
            if fl.space == space:
                out.append(f"trade:pick:{fl.id}")
        adj = topo.steps(space)
        for o in others:
            out += [f"push:{o.id}:{s}" for s in adj]
            out += [f"steal:{o.id}:{k}" for k in STEAL_SKILLS
                    if o.items or o.spells]
        for m in monsters_at(st, space):
            out += [f"push:{m.uid}:{s}" for s in adj]
        if has_possession(st, inv, None, LIGHT_SOURCE):
            for s in [space, *_adjacent_no_wall(st, space)]:
                if s not in st.fire:
                    out.append(f"fire:{s}")
        if space in st.loose_barricades:
            for nb in _door_like(st, space):
                if (space, nb) not in st.barricades and (nb, space) not in st.barricades:
                    out.append(f"barricade:{space}:{nb}")
        for a, b in st.barricades:
            if a == space or b == space:
                out.append(f"clear_barricade:{a}:{b}")
        if st.fire:  # here, or in spaces entered later this round
            out.append("extinguish")
        for iid, flipped in inv.items:
            if item_side(st.lib, iid, flipped).action:
                out.append(f"use:{iid}")
        for sid in sorted(set(inv.spells)):
            if st.lib.spells[sid].attack is None:
                out.append(f"cast:{sid}")
        ab = st.lib.investigators[inv.id].ability
        if ab.kind == "mend":
            out += [f"ability:{o.id}" for o in others if o.damage_down > 0]
        elif ab.kind == "steady" and inv.horror_down > 0:
            out.append("ability")
    out.append("end_turn")
    return _unique(out)


def action_label(st: MoMState, oid: str) -> Msg:
    kind, _, rest = oid.partition(":")
    parts = rest.split(":") if rest else []
    if kind in ("move", "fire"):
        return Msg(key("mom.opt", kind), {"space": parts[0]})
    if kind in ("explore", "search", "interact", "sight"):
        return Msg(key("mom.opt", kind), {"token": ltext(_token(st, parts[0]).label)})
    if kind == "attack":
        m = st.mon(parts[0])
        return Msg("mom.opt.attack", {"what": mon_name(st, m) if m else parts[0],
                                      "with": _thing_name(st, parts[1])})
    if kind == "trade":
        what = _thing_name(st, parts[1])
        if parts[0] == "give":
            return Msg("mom.opt.give", {"what": what, "who": inv_name(st, parts[2])})
        return Msg(key("mom.opt", parts[0]), {"what": what})
    if kind == "push":
        m = st.mon(parts[0])
        who = mon_name(st, m) if m else inv_name(st, parts[0])
        return Msg("mom.opt.push", {"who": who, "space": parts[1]})
    if kind == "steal":
        return Msg("mom.opt.steal", {"who": inv_name(st, parts[0]),
                                     "skill": Msg(key("mom.skill", parts[1]))})
    if kind in ("barricade", "clear_barricade"):
        return Msg(key("mom.opt", kind), {"a": parts[0], "b": parts[1]})
    if kind in ("use", "cast"):
        return Msg(key("mom.opt", kind), {"what": _thing_name(st, parts[0])})
    if kind == "ability":
        if parts:
            return Msg("mom.opt.ability_on", {"who": inv_name(st, parts[0])})
        return Msg("mom.opt.ability")
    return Msg(key("mom.opt", kind))


def option_data(st: MoMState, oid: str) -> dict[str, Any]:
    """What a turn option is about, for screens, which read these fields and never the
    option id (docs/mansions.md, *Option data*): ``act``, the action (``move``,
    ``explore``, ``attack``, ``trade``, ``end_turn`` ...), and by action ``space`` (a
    step's space, also the key a person types for it, as the map shows it), ``token``
    (explore, search, interact, sight), ``monster`` and ``weapon`` (attack), the trade's
    fields (:func:`trade_data`), ``target`` and ``dest`` (push: who, to which space;
    ``monster`` too when the one pushed is a monster)."""
    kind, _, rest = oid.partition(":")
    parts = rest.split(":") if rest else []
    data: dict[str, Any] = {"act": kind}
    if kind == "move":
        data.update(space=parts[0], key=parts[0])
    elif kind in ("explore", "search", "interact", "sight"):
        data["token"] = parts[0]
    elif kind == "attack":
        data.update(monster=parts[0], weapon=parts[1])
    elif kind == "trade":
        data.update(trade_data(*parts))
    elif kind == "push":
        data.update(target=parts[0], dest=parts[1])
        if st.mon(parts[0]) is not None:
            data["monster"] = parts[0]
    return data


def trade_data(how: str, thing: str, receiver: str = "", owner: str = "") -> dict[str, Any]:
    """A trade option's fields: ``act`` ``trade``, ``how`` (``give``, ``drop``, ``pick``),
    ``thing`` (the possession or the item on the floor), ``receiver`` (give: the
    investigator who gets it) and ``owner`` (whose possession moves, where the trading
    decision lets everyone in the space trade)."""
    data: dict[str, Any] = {"act": "trade", "how": how, "thing": thing}
    if receiver:
        data["receiver"] = receiver
    if owner:
        data["owner"] = owner
    return data


def _unique(ids: list[str]) -> list[str]:
    return list(dict.fromkeys(ids))


def _thing_name(st: MoMState, ident: str) -> Msg:
    return Msg("mom.unarmed") if ident == "unarmed" else possession_name(st, ident)


# -- the turn frame -------------------------------------------------------------------------------


def begin_turn(ctx: Ctx, iid: str) -> None:
    st = ctx.st
    inv = st.inv(iid)
    n = ACTIONS_PER_TURN + sum(m.actions for m in lasting_modifiers(st.lib, inv))
    inv.actions = max(0, n)
    inv.move_left = 0
    ctx.emit("mom.turn", "mom.ev.turn", {"who": inv_name(st, iid)}, {"investigator": iid})
    for cid in list(inv.conditions):
        cond = st.lib.conditions.get(cid)
        if cond is not None and cond.lose_first_action:
            inv.actions = max(0, inv.actions - 1)
            lose_condition(ctx, iid, cid, "mom.ev.lose_action")
    push(st, "turn", inv=iid, stage="act")


def _turn_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated:
        pop(st, f)
        inv.done = True
        return False
    if f["stage"] == "ending":
        pop(st, f)
        inv.done = True
        inv.actions = 0
        inv.move_left = 0
        return False
    return True


def _turn_options(st: MoMState, f: Frame) -> OptionsResult:
    inv = st.inv(f["inv"])
    opts = [Option(oid, action_label(st, oid), data=option_data(st, oid))
            for oid in action_ids(st, inv)]
    return (inv.seat,), opts, Msg("mom.prompt.turn", {"who": inv_name(st, inv.id),
                                                      "actions": inv.actions,
                                                      "moves": inv.move_left})


def end_turn(ctx: Ctx, f: Frame) -> None:
    """End the turn of frame ``f`` (``end_turn``, or a turn skipped by ``end_phase``): the
    investigator's conditions that act at the end of a turn resolve, then it is over."""
    st = ctx.st
    iid = f["inv"]
    inv = st.inv(iid)
    f["stage"] = "ending"
    ctx.emit("mom.turn_end", "mom.ev.turn_end", {"who": inv_name(st, iid)},
             {"investigator": iid})
    for cid in reversed(inv.conditions):
        if cid in st.lib.conditions:
            push_steps(st, ("cond", cid), iid)


def _turn_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    iid = f["inv"]
    if oid == "end_turn":
        end_turn(ctx, f)
        return
    kind, _, arg = oid.partition(":")
    if kind == "sight":
        t = _token(st, arg)
        if t.event:
            push_steps(st, ("event", t.event), iid)
        return
    push(st, "action", inv=iid, name=kind, arg=arg, stage="start", cancelled=False,
         icon=False)




# -- the action frame -------------------------------------------------------------------------


def _action_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    name = f["name"]
    if inv.eliminated:
        pop(st, f)
        return False
    if f["stage"] == "start":
        if name == "move":
            if inv.move_left <= 0:
                inv.actions -= 1
                inv.moves_used += 1
                ab = st.lib.investigators[inv.id].ability
                inv.move_left = 3 if ab.kind == "long_stride" else MOVE_SPACES
                ctx.emit("mom.action", "mom.ev.action", {
                    "who": inv_name(st, inv.id), "what": Msg("mom.action.move")},
                    {"investigator": inv.id, "action": "move"})
        else:
            if name in ("explore", "search", "interact") and _icon_choice(st, f["arg"]):
                f["deferred"] = True  # RR 92: only the option with the action icon costs
            else:
                inv.actions -= 1
            ctx.emit("mom.action", "mom.ev.action", {
                "who": inv_name(st, inv.id), "what": Msg(key("mom.action", name))},
                {"investigator": inv.id, "action": name, "arg": f["arg"]})
        f["stage"] = "body"
        if name != "attack" and needs_evade(st, inv.id):
            push_evade(st, inv.id)
        return False
    if f["stage"] == "body":
        f["stage"] = "end"
        if f.get("cancelled"):
            if name == "move":
                inv.move_left = 0
            if f.get("deferred"):  # RR 80: a cancelled action is lost all the same
                inv.actions -= 1
                f["icon"] = True
            return False
        BODY[name](ctx, f, inv)
        return False
    if f["stage"] == "end":
        f["stage"] = "final"
        spent = not f.get("deferred") or f.get("icon")
        if name != "move" and inv.space in st.fire and spent:
            push_harm(st, inv.id, "damage", 1, True)
        return False
    pop(st, f)
    if name in ("explore", "search", "interact") and not f.get("cancelled") and (
            not f.get("deferred") or f.get("icon")):
        fire_triggers(ctx, "token_used", inv.id, token=f["arg"])
    return False




def _icon_choice(st: MoMState, tid: str) -> bool:
    """True if the token's event opens with a choice offering an action-icon option:
    then looking is free and only that option spends the action (RR 92)."""
    t = _token(st, tid)
    if t.event is None:
        return False
    steps = resolve(st, ("event", t.event))
    return bool(steps) and steps[0].do == "choice" and any(o.action for o in steps[0].options)


def _body_move(ctx: Ctx, f: Frame, inv: Inv) -> None:
    inv.move_left -= 1
    enter_space(ctx, inv.id, f["arg"])


def _body_token(ctx: Ctx, f: Frame, inv: Inv) -> None:
    st = ctx.st
    t = _token(st, f["arg"])
    if f["name"] == "explore":
        push(st, "explored", inv=inv.id, token=t.id, tiles=len(st.tiles))
    if t.event:
        push_steps(st, ("event", t.event), inv.id)


def _explored(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 84: the explore token is used up once its event placed a tile (a
    locked door whose event placed nothing keeps its token); the explorer may step in."""
    st = ctx.st
    pop(st, f)
    act = next((x for x in reversed(st.stack) if x["k"] == "action"), None)
    if act is not None and act.get("deferred") and not act.get("icon"):
        return False  # only looked at: the token stays
    if len(st.tiles) <= f.get("tiles", 0):
        return False  # nothing was revealed (a locked door): the token stays
    if f["token"] in st.tokens:
        st.tokens.remove(f["token"])
    if f["token"] not in st.used_tokens:
        st.used_tokens.append(f["token"])
    if not st.inv(f["inv"]).eliminated:
        push(st, "may_move", inv=f["inv"], left=1, stage="ask", cancelled=False)
    return False




def _body_attack(ctx: Ctx, f: Frame, inv: Inv) -> None:
    st = ctx.st
    uid, _, wid = f["arg"].partition(":")
    m = st.mon(uid)
    if m is None:
        return
    atk = dict(weapons(st, inv)).get(wid)
    if atk is None:
        return
    ctx.emit("mom.attack", "mom.ev.attack", {"who": inv_name(st, inv.id),
                                             "what": mon_name(st, m),
                                             "with": _thing_name(st, wid)},
             {"investigator": inv.id, "uid": uid, "weapon": wid})
    if wid in inv.spells and wid in st.lib.spells:
        push(st, "cast", inv=inv.id, spell=wid, mon=uid, base=atk.damage, stage="test")
        return
    push(st, "steps", path=("answer", m.kind, atk.kind), pc=0, inv=inv.id, mon=uid,
         aud=None, purpose="attack", bonus=atk.damage)


def _cast_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 24 (Spells): the front's test first (a spell attack's test is the
    monster's answer to spell attacks), then the card is flipped (``draw``)."""
    st = ctx.st
    if f["stage"] == "test":
        f["stage"] = "draw"
        spell = st.lib.spells[f["spell"]]
        if f.get("mon") is None:
            start_test(ctx, f["inv"], spell.skill, spell.modifier, spell.difficulty,
                       then="return", cap=max(1, spell.difficulty))
            return False
        m = st.mon(f["mon"])
        if m is None or spell.attack is None:
            pop(st, f)
            return False
        push(st, "steps", path=("answer", m.kind, spell.attack.kind), pc=0, inv=f["inv"],
             mon=m.uid, aud=None, purpose="attack", bonus=f["base"])
        return False
    return True  # draw: which copy the caster held (a chance step)


def _cast_options(st: MoMState, f: Frame) -> OptionsResult:
    spell = st.lib.spells[f["spell"]]
    return (CHANCE,), chance({c.id: 1 for c in spell.copies}, "mom.opt.secret_card", None,
                             "copy"), Msg("mom.prompt.draw")


def _cast_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    """Rules reference 24 (Spells): the cast spell's back is revealed and resolved with
    the test's result (its steps, then its pass or fail steps; a hit attack spell deals
    successes + base damage + the back's bonus); then the card is discarded and a fresh
    random copy of the same spell taken (its back unknown again)."""
    st = ctx.st
    pop(st, f)
    spell = st.lib.spells[f["spell"]]
    oid = arg(oid)
    copy = next(c for c in spell.copies if c.id == oid)
    res = int(f.get("res", 0))
    if f.get("mon") is None:
        passed = res >= spell.difficulty if spell.difficulty > 0 else res >= 1
    else:
        passed = bool(f.get("hit"))
    ctx.emit("mom.cast", "mom.ev.cast", {"who": inv_name(st, f["inv"]),
                                         "what": ltext(spell.name), "text": ltext(copy.text)},
             {"investigator": f["inv"], "spell": spell.id, "copy": oid, "successes": res,
              "passed": passed})
    # pushed in reverse: the steps run first, then the branch, the damage, the redraw
    push(st, "spell_redrawn", inv=f["inv"], spell=spell.id)
    m = st.mon(f["mon"]) if f.get("mon") else None
    if m is not None and spell.attack is not None and passed:
        push(st, "hurt_monster", mon=m.uid, n=res + f["base"] + copy.damage_bonus)
    push_steps(st, ("spell", spell.id, oid, "pass_" if passed else "fail"), f["inv"],
               f.get("mon"))
    push_steps(st, ("spell", spell.id, oid), f["inv"], f.get("mon"))




def _spell_redrawn(ctx: Ctx, f: Frame) -> bool:
    """The cast card goes back to the spell deck and the caster takes another random copy
    of the same spell; which copy stays unknown until the next cast (a chance step then),
    so the state keeps only the spell's name."""
    st = ctx.st
    pop(st, f)
    if f["spell"] in st.inv(f["inv"]).spells:
        ctx.emit("mom.spell_redrawn", "mom.ev.spell_redrawn",
                 {"who": inv_name(st, f["inv"]), "what": ltext(st.lib.spells[f["spell"]].name)},
                 {"investigator": f["inv"], "spell": f["spell"]})
    return False




def _body_cast(ctx: Ctx, f: Frame, inv: Inv) -> None:
    if f["arg"] in inv.spells:
        push(ctx.st, "cast", inv=inv.id, spell=f["arg"], mon=None, base=0, stage="test")


def _body_use(ctx: Ctx, f: Frame, inv: Inv) -> None:
    st = ctx.st
    iid = f["arg"]
    idx = next((i for i, (x, _) in enumerate(inv.items) if x == iid), None)
    if idx is None:
        return
    flipped = inv.items[idx][1]
    side = item_side(st.lib, iid, flipped)
    push(st, "used", inv=inv.id, item=iid, flip=side.flip_after_action,
         discard=side.discard_after_action)
    push_steps(st, ("item", iid, "back" if flipped else "front"), inv.id)


def _used(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    pop(st, f)
    inv = st.inv(f["inv"])
    idx = next((i for i, (x, _) in enumerate(inv.items) if x == f["item"]), None)
    if idx is None:
        return False
    if f["discard"]:
        del inv.items[idx]
    elif f["flip"]:
        iid, flipped = inv.items[idx]
        inv.items[idx] = (iid, not flipped)
    return False




def _body_ability(ctx: Ctx, f: Frame, inv: Inv) -> None:
    ab = ctx.st.lib.investigators[inv.id].ability
    if ab.kind == "mend" and f["arg"]:
        heal(ctx, f["arg"], "damage", ab.amount, facedown_only=True)
    elif ab.kind == "steady":
        heal(ctx, inv.id, "horror", ab.amount, facedown_only=True)


# -- trade -------------------------------------------------------------------------------------


def _body_trade(ctx: Ctx, f: Frame, inv: Inv) -> None:
    push(ctx.st, "trading", inv=inv.id)
    trade(ctx, inv, f["arg"])  # a consent question goes above the trading frame


def trade(ctx: Ctx, inv: Inv, arg: str, consented: bool = False) -> None:
    """Rules reference 15: give to someone in the space, pick up, drop (any number).
    Giving to an investigator of another seat first asks that seat (a ``consent``
    frame); within one seat the player agrees with himself. Engine ruling: the rulebook
    asks for agreement only when possessions change hands, so healing another
    investigator (the mend ability, effects) needs none."""
    st = ctx.st
    how, _, rest = arg.partition(":")
    ident, _, to = rest.partition(":")
    if how == "pick":
        fl = next((x for x in st.floor if x.space == inv.space and x.id == ident), None)
        if fl is None:
            return
        st.floor.remove(fl)
        if fl.kind == "item":
            inv.items.append((fl.id, fl.flipped))
        else:
            inv.spells.append(fl.id)
        ctx.emit("mom.trade", "mom.ev.pick", {"who": inv_name(st, inv.id),
                                              "what": _thing_name(st, ident)},
                 {"investigator": inv.id, "id": ident})
        return
    if how == "give" and st.inv(to).seat != inv.seat and not consented:
        if has_possession(st, inv, ident, None):  # RR 15 / Trade action: the receiver must agree
            ctx.emit("mom.trade", "mom.ev.trade_offer", {"who": inv_name(st, inv.id),
                                                         "what": _thing_name(st, ident),
                                                         "to": inv_name(st, to)},
                     {"investigator": inv.id, "id": ident, "to": to})
            push(st, "consent", inv=inv.id, to=to, what=ident)
        return
    kind, flipped = take_possession(inv, ident)
    if kind is None:
        return
    if how == "give":
        other = st.inv(to)
        if kind == "item":
            other.items.append((ident, flipped))
        else:
            other.spells.append(ident)
        ctx.emit("mom.trade", "mom.ev.give", {"who": inv_name(st, inv.id),
                                              "what": _thing_name(st, ident),
                                              "to": inv_name(st, to)},
                 {"investigator": inv.id, "id": ident, "to": to})
    else:
        assert inv.space is not None
        st.floor.append(Floor(inv.space, kind, ident, flipped))
        ctx.emit("mom.trade", "mom.ev.drop", {"who": inv_name(st, inv.id),
                                              "what": _thing_name(st, ident)},
                 {"investigator": inv.id, "id": ident})


def _consent_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    giver, taker = st.inv(f["inv"]), st.inv(f["to"])
    if (giver.eliminated or taker.eliminated or giver.space != taker.space
            or not has_possession(st, giver, f["what"], None)):
        pop(st, f)
        return False
    return True


def _consent_options(st: MoMState, f: Frame) -> OptionsResult:
    taker = st.inv(f["to"])
    return (taker.seat,), [Option("accept", Msg("mom.opt.accept")),
                           Option("refuse", Msg("mom.opt.refuse"))], Msg(
        "mom.prompt.consent", {"who": inv_name(st, f["inv"]), "what": _thing_name(st, f["what"]),
                               "to": inv_name(st, f["to"])})


def _consent_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    """Rules reference 15 (Trade action) and the rulebook's Trade action: a possession
    changes hands only if the receiving investigator agrees."""
    st = ctx.st
    pop(st, f)
    if oid == "accept":
        trade(ctx, st.inv(f["inv"]), f"give:{f['what']}:{f['to']}", consented=True)
        return
    ctx.emit("mom.trade", "mom.ev.trade_refused", {"who": inv_name(st, f["to"]),
                                                   "what": _thing_name(st, f["what"])},
             {"investigator": f["to"], "id": f["what"], "from": f["inv"]})




def _trade_ids(st: MoMState, inv: Inv) -> list[str]:
    out = []
    others = [o for o in st.living() if o.space == inv.space and o.id != inv.id]
    for o in [inv, *others]:
        mates = [x for x in [inv, *others] if x.id != o.id]
        for ident in [i for i, _ in o.items] + list(o.spells):
            out += [f"trade:give:{ident}:{x.id}:{o.id}" for x in mates]
            out.append(f"trade:drop:{ident}::{o.id}")
        out += [f"trade:pick:{fl.id}::{o.id}" for fl in st.floor if fl.space == inv.space]
    return _unique(out)


def _trading_run(ctx: Ctx, f: Frame) -> bool:
    inv = ctx.st.inv(f["inv"])
    if inv.eliminated:
        pop(ctx.st, f)
        return False
    return True


def _trading_options(st: MoMState, f: Frame) -> OptionsResult:
    """Everyone in the space may trade during the action (by their own seats: the
    option names whose possessions move, as the fourth part)."""
    inv = st.inv(f["inv"])
    opts = [Option(o, _trade_label(st, o), data=trade_data(*o.split(":")[1:]))
            for o in _trade_ids(st, inv)]
    opts.append(Option("done", Msg("mom.opt.done"), data={"act": "done"}))
    seats = tuple(sorted({o.seat for o in st.living() if o.space == inv.space}))
    return seats, opts, Msg("mom.prompt.trade")


def _trade_label(st: MoMState, oid: str) -> Msg:
    _, how, ident, to, owner = oid.split(":")
    if how == "give":
        return Msg("mom.opt.give_from", {"who": inv_name(st, owner),
                                         "what": _thing_name(st, ident),
                                         "to": inv_name(st, to)})
    return Msg(key("mom.opt.by", how), {"who": inv_name(st, owner),
                                     "what": _thing_name(st, ident)})


def _trading_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    if oid == "done":
        pop(ctx.st, f)
        return
    _, how, ident, to, owner = oid.split(":")
    trade(ctx, ctx.st.inv(owner), f"{how}:{ident}:{to}")




# -- push ----------------------------------------------------------------------------------------


def _body_push(ctx: Ctx, f: Frame, inv: Inv) -> None:
    st = ctx.st
    target, _, space = f["arg"].partition(":")
    m = st.mon(target)
    if m is not None:
        push(st, "pushing", inv=inv.id, target=target, space=space, stage="test",
             diff=st.lib.monsters[m.kind].might)
    else:
        push(st, "pushing", inv=inv.id, target=target, space=space, stage="consent", diff=0)


def _pushing_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 32: a monster resists with its might; an investigator agrees or
    tests strength (difficulty: his successes + 1)."""
    st = ctx.st
    stage = f["stage"]
    if stage == "consent":
        return True
    if stage == "resisted":
        f["diff"] = f.pop("res", 0) + 1
        f["stage"] = "test"
        return False
    if stage == "test":
        f["stage"] = "judge"
        start_test(ctx, f["inv"], "strength", 0, f["diff"], then="return",
                   cap=max(1, f["diff"]))
        return False
    if stage == "judge":
        s = f.pop("res", 0)
        if s < max(1, f["diff"]):
            pop(st, f)
            ctx.emit("mom.push", "mom.ev.push_failed", {"who": inv_name(st, f["inv"])})
            return False
        f["stage"] = "move"
    if f["stage"] == "move":
        pop(st, f)
        _shove(ctx, f)
    return False


def _shove(ctx: Ctx, f: Frame) -> None:
    st = ctx.st
    m = st.mon(f["target"])
    if m is not None:
        m.space = f["space"]
        ctx.emit("mom.push", "mom.ev.pushed", {"who": mon_name(st, m), "space": f["space"]},
                 {"uid": m.uid, "space": f["space"]})
        if f["space"] in st.fire:
            damage_monster(ctx, m.uid, 1)
    else:
        t = st.inv(f["target"])
        t.space = f["space"]
        ctx.emit("mom.push", "mom.ev.pushed", {"who": inv_name(st, t.id), "space": f["space"]},
                 {"investigator": t.id, "space": f["space"]})
        if f["space"] in st.fire:
            push_harm(st, t.id, "damage", 1, True)
    push_follow(st, f["inv"], f["space"])


def _pushing_options(st: MoMState, f: Frame) -> OptionsResult:
    t = st.inv(f["target"])
    return (t.seat,), [Option("comply", Msg("mom.opt.comply")),
                       Option("resist", Msg("mom.opt.resist"))], Msg(
        "mom.prompt.pushed", {"who": inv_name(st, f["inv"]), "target": inv_name(st, t.id),
                              "space": f["space"]})


def _pushing_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    if oid == "comply":
        f["stage"] = "move"
        return
    f["stage"] = "resisted"
    start_test(ctx, f["target"], "strength", 0, 0, then="return")




def push_follow(st: MoMState, iid: str, space: str) -> None:
    """The free, voluntary step after a push or a cleared barricade (evasion applies)."""
    push(st, "may_move", inv=iid, left=1, stage="ask", cancelled=False, only=space)


# -- steal ---------------------------------------------------------------------------------------


def _body_steal(ctx: Ctx, f: Frame, inv: Inv) -> None:
    target, _, skill = f["arg"].partition(":")
    push(ctx.st, "stealing", inv=inv.id, target=target, skill=skill, stage="mine", mine=0,
         left=0)


def _stealing_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 95: both test the chosen skill; each success more takes one
    possession (the thief picks which)."""
    st = ctx.st
    if f["stage"] == "mine":
        f["stage"] = "theirs"
        start_test(ctx, f["inv"], f["skill"], 0, 0, then="return")
        return False
    if f["stage"] == "theirs":
        f["mine"] = f.pop("res", 0)
        f["stage"] = "judge"
        start_test(ctx, f["target"], f["skill"], 0, 0, then="return")
        return False
    if f["stage"] == "judge":
        f["left"] = f["mine"] - f.pop("res", 0)
        f["stage"] = "take"
        if f["left"] <= 0:
            ctx.emit("mom.steal", "mom.ev.steal_failed", {"who": inv_name(st, f["inv"])})
    t = st.inv(f["target"])
    if f["left"] <= 0 or not (t.items or t.spells) or t.eliminated:
        pop(st, f)
        return False
    return True


def _stealing_options(st: MoMState, f: Frame) -> OptionsResult:
    t = st.inv(f["target"])
    ids = _unique([i for i, _ in t.items] + list(t.spells))
    return seat_of(st, f["inv"]), [Option(f"take:{i}", Msg("mom.opt.take", {
        "what": _thing_name(st, i)})) for i in ids], Msg("mom.prompt.steal", {
        "who": inv_name(st, f["inv"]), "n": f["left"]})


def _stealing_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    ident = oid.partition(":")[2]
    t = st.inv(f["target"])
    kind, flipped = take_possession(t, ident)
    me = st.inv(f["inv"])
    if kind == "item":
        me.items.append((ident, flipped))
    elif kind == "spell":
        me.spells.append(ident)
    f["left"] -= 1
    ctx.emit("mom.steal", "mom.ev.stole", {"who": inv_name(st, me.id),
                                           "what": _thing_name(st, ident),
                                           "from": inv_name(st, t.id)},
             {"investigator": me.id, "id": ident, "from": t.id})




# -- fire, barricades, extinguish ------------------------------------------------------------------


def _body_fire(ctx: Ctx, f: Frame, inv: Inv) -> None:
    set_feature(ctx, "fire", f["arg"], True)


def _body_barricade(ctx: Ctx, f: Frame, inv: Inv) -> None:
    st = ctx.st
    a, _, b = f["arg"].partition(":")
    if a in st.loose_barricades:
        st.loose_barricades.remove(a)
        st.barricades.append((a, b))
        ctx.emit("mom.barricade", "mom.ev.barricade", {"who": inv_name(st, inv.id), "a": a,
                                                        "b": b}, {"a": a, "b": b})


def _body_clear(ctx: Ctx, f: Frame, inv: Inv) -> None:
    """Rules reference 65: from the barricade's side it is simply moved aside; from the
    other side it takes a strength test of two successes (then a free step through)."""
    st = ctx.st
    a, _, b = f["arg"].partition(":")
    if (a, b) not in st.barricades:
        return
    if inv.space == a:
        _unbar(ctx, a, b)
        return
    push(st, "unbarring", inv=inv.id, a=a, b=b, stage="test")


def _unbar(ctx: Ctx, a: str, b: str) -> None:
    st = ctx.st
    st.barricades.remove((a, b))
    st.loose_barricades.append(a)
    ctx.emit("mom.barricade", "mom.ev.unbarred", {"a": a, "b": b}, {"a": a, "b": b})


def _unbarring_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    if f["stage"] == "test":
        f["stage"] = "judge"
        start_test(ctx, f["inv"], "strength", 0, 2, then="return", cap=2)
        return False
    pop(st, f)
    if f.pop("res", 0) >= 2 and (f["a"], f["b"]) in st.barricades:
        _unbar(ctx, f["a"], f["b"])
        push_follow(st, f["inv"], f["a"])
    return False




def _body_extinguish(ctx: Ctx, f: Frame, inv: Inv) -> None:
    push(ctx.st, "dousing", inv=inv.id, stage="test")


def _dousing_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 37: an agility test; each success puts out the fire here or in a
    space entered later this round."""
    st = ctx.st
    if f["stage"] == "test":
        f["stage"] = "judge"
        start_test(ctx, f["inv"], "agility", 0, 0, then="return")
        return False
    pop(st, f)
    n = f.pop("res", 0)
    inv = st.inv(f["inv"])
    if n > 0 and inv.space in st.fire:
        set_feature(ctx, "fire", inv.space, False)
        n -= 1
    inv.douse += n
    return False




BODY = {
    "move": _body_move, "explore": _body_token, "search": _body_token,
    "interact": _body_token, "attack": _body_attack, "use": _body_use, "cast": _body_cast,
    "ability": _body_ability, "trade": _body_trade, "push": _body_push,
    "steal": _body_steal, "fire": _body_fire, "barricade": _body_barricade,
    "clear_barricade": _body_clear, "extinguish": _body_extinguish,
}


def register(lang: Language) -> None:
    """Declare the investigator phase's frames (turns, actions, trading, pushing,
    stealing ...) on the Mansions language."""
    lang.add_frame("turn", _turn_run, _turn_options, _turn_decide)
    lang.add_frame("action", _action_run)
    lang.add_frame("explored", _explored)
    lang.add_frame("cast", _cast_run, _cast_options, _cast_decide)
    lang.add_frame("spell_redrawn", _spell_redrawn)
    lang.add_frame("used", _used)
    lang.add_frame("consent", _consent_run, _consent_options, _consent_decide)
    lang.add_frame("trading", _trading_run, _trading_options, _trading_decide)
    lang.add_frame("pushing", _pushing_run, _pushing_options, _pushing_decide)
    lang.add_frame("stealing", _stealing_run, _stealing_options, _stealing_decide)
    lang.add_frame("unbarring", _unbarring_run)
    lang.add_frame("dousing", _dousing_run)
