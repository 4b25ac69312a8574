"""Rounds, the mythos phase and the monsters.

A round is an investigator phase (every living investigator takes one turn, in any
order) and a mythos phase: fire spreads, the scenario's ``mythos`` triggers run, one
mythos event happens, every monster activates, then every investigator in range of a
monster makes one horror check. The round ends with the ``round_end`` triggers and the
time limits, and the next round starts with the ``round_start`` triggers.
"""

from __future__ import annotations

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.games.mansions import schema as sc
from eerie.games.mansions.rules.actions import begin_turn, end_turn
from eerie.games.mansions.script import (
    Ctx,
    arg,
    chance,
    damage_monster,
    holds,
    inv_name,
    living_seats,
    mon_name,
    parse_roll,
    pop,
    push,
    push_steps,
    roll_options,
    seat_of,
    set_feature,
)
from eerie.games.mansions.state import INVESTIGATOR, MYTHOS, Inv, MoMState, Mon
from eerie.games.mansions.vocabulary import ETHEREAL, FLYING
from eerie.script.language import Frame, Language, OptionsResult
from eerie.script.shared import end_game, fire_triggers, ltext

MYTHOS_EVENTS_PER_ROUND = 1


# -- the round -------------------------------------------------------------------------------


def _waiting_invs(st: MoMState) -> list[str]:
    return [i.id for i in st.living() if not i.done and i.space is not None]


def _round_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    stage = f["stage"]
    if stage == "inv":
        waiting = _waiting_invs(st)
        if waiting and f.get("ending"):  # "end phase": the others' turns pass unused
            begin_turn(ctx, waiting[0])
            end_turn(ctx, st.stack[-1])
            return False
        if waiting:
            return True
        f["stage"] = "inv_end"
        f["ending"] = False
        return False
    if stage == "inv_end":
        if st.elim_deadline and st.round >= st.elim_deadline:
            epi = next((e.id for e in st.scenario.epilogues if e.id == "eliminated"),
                       next((e.id for e in st.scenario.epilogues if e.kind == "defeat"), ""))
            ctx.emit("mom.too_late", "mom.ev.too_late", {})
            end_game(ctx, "defeat", epi)
            return False
        st.phase = MYTHOS
        ctx.emit("mom.phase", "mom.ev.mythos", {"round": st.round}, {"phase": MYTHOS})
        f["stage"] = "fire"
        return False
    if stage == "fire":
        f["stage"] = "trig"
        if st.fire:
            push(st, "fire_spread")
        return False
    if stage == "trig":
        f["stage"] = "events"
        f["left"] = MYTHOS_EVENTS_PER_ROUND
        fire_triggers(ctx, "mythos")
        return False
    if stage == "events":
        if f["left"] > 0:
            f["left"] -= 1
            push(st, "mythos_event")
            return False
        f["stage"] = "monsters"
        return False
    if stage == "monsters":
        f["stage"] = "horror"
        if st.monsters:
            push(st, "monster_phase", todo=tuple(m.uid for m in st.monsters))
        return False
    if stage == "horror":
        f["stage"] = "end"
        if st.monsters:
            push(st, "horror_phase", todo=tuple(i.id for i in st.living()))
        return False
    if stage == "end":
        f["stage"] = "limits"
        fire_triggers(ctx, "round_end")
        return False
    if stage == "limits":
        f["stage"] = "next"
        for i, lim in reversed(list(enumerate(st.scenario.time_limits))):
            if i in st.limits_done or lim.round != st.round:
                continue
            if lim.cond is not None and not holds(st, lim.cond, None):
                continue
            st.limits_done.append(i)
            push_steps(st, ("event", lim.event), None)
        return False
    # next round
    st.round += 1
    st.phase = INVESTIGATOR
    for inv in st.invs:
        inv.done = False
        inv.moves_used = 0
        inv.reroll_used = False
        inv.douse = 0
        inv.actions = 0
        inv.move_left = 0
    ctx.emit("mom.round", "mom.ev.round", {"round": st.round}, {"round": st.round})
    f["stage"] = "inv"
    fire_triggers(ctx, "round_start")
    return False


def _round_options(st: MoMState, f: Frame) -> OptionsResult:
    ids = _waiting_invs(st)
    seats = tuple(sorted({st.inv(i).seat for i in ids}))
    opts = [Option(f"turn:{i}", Msg("mom.opt.turn", {"who": inv_name(st, i)}),
                   data={"act": "turn", "investigator": i, "seat": st.inv(i).seat})
            for i in ids]
    opts.append(Option("end_phase", Msg("mom.opt.end_phase", {"n": len(ids)}),
                       data={"act": "end_phase"}))
    return seats, opts, Msg("mom.prompt.who_next")


def _round_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    """``turn:<investigator>`` starts that investigator's turn; ``end_phase`` (the app's
    "end phase" button) ends the investigator phase: every investigator who has not
    taken a turn yet takes an empty one (conditions that act at the end of a turn still
    do), then the mythos phase begins."""
    if oid == "end_phase":
        f["ending"] = True
        ctx.emit("mom.end_phase", "mom.ev.end_phase", {"n": len(_waiting_invs(ctx.st))})
        return
    begin_turn(ctx, oid.partition(":")[2])




# -- fire -----------------------------------------------------------------------------------------


def spread_options(st: MoMState) -> list[tuple[str, str]]:
    """Rules reference 37: from one burning space to one adjacent space (not through a
    wall) that is not burning."""
    topo = st.topology()
    out = []
    for s in sorted(st.fire):
        for o in topo.adjacent(s):
            if o not in st.fire and st.board.edge(s, o) != "wall":
                out.append((s, o))
    return out


def _fire_run(ctx: Ctx, f: Frame) -> bool:
    if not spread_options(ctx.st):
        pop(ctx.st, f)
        return False
    return True


def _fire_options(st: MoMState, f: Frame) -> OptionsResult:
    return living_seats(st), [Option(f"spread:{a}:{b}", Msg("mom.opt.spread", {"a": a, "b": b}),
                                     data={"act": "spread", "from": a, "to": b, "space": b})
                              for a, b in spread_options(st)], Msg("mom.prompt.spread")


def _fire_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    pop(st, f)
    set_feature(ctx, "fire", oid.split(":")[2], True)




# -- mythos events -------------------------------------------------------------------------------


def _events(st: MoMState) -> dict[str, sc.MythosEvent]:
    out = {m.id: m for m in st.lib.mythos.values()}
    out.update({m.id: m for m in st.scenario.mythos})
    return {k: v for k, v in out.items() if v.when is None or holds(st, v.when, None)}


def _mythos_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    if "event" not in f:
        if not _events(st) or not [i for i in st.living() if i.space is not None]:
            pop(st, f)
            return False
        return True
    ev = _events_all(st)[f["event"]]
    pop(st, f)
    invs = [i for i in st.living() if i.space is not None]
    if ev.who == "each":
        for i in reversed(invs):
            push_steps(st, ("mythos", ev.id), i.id)
        return False
    if ev.who == "random":
        tied = invs
    else:
        score = {i.id: (-i.clues if ev.who == "most_clues" else
                        i.clues if ev.who == "least_clues" else -i.damage) for i in invs}
        best = min(score.values())
        tied = [i for i in invs if score[i.id] == best]
    if len(tied) == 1:
        push_steps(st, ("mythos", ev.id), tied[0].id)
    else:
        push(st, "mythos_who", event=ev.id, tied=tuple(i.id for i in tied))
    return False


def _events_all(st: MoMState) -> dict[str, sc.MythosEvent]:
    out = {m.id: m for m in st.lib.mythos.values()}
    out.update({m.id: m for m in st.scenario.mythos})
    return out


def _mythos_options(st: MoMState, f: Frame) -> OptionsResult:
    evs = _events(st)
    return (CHANCE,), chance({k: v.weight for k, v in evs.items()}, "mom.opt.mythos", None,
                             "mythos"), Msg("mom.prompt.mythos")


def _mythos_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    oid = arg(oid)
    ev = _events_all(st)[oid]
    f["event"] = oid
    ctx.emit("mom.mythos", "mom.ev.mythos_event", {"text": ltext(ev.text)}, {"event": oid})




def _who_run(ctx: Ctx, f: Frame) -> bool:
    return True


def _who_options(st: MoMState, f: Frame) -> OptionsResult:
    return (CHANCE,), chance({i: 1 for i in f["tied"]}, "mom.opt.random_investigator",
                             lambda k: {"who": inv_name(st, k)}, "who"), Msg("mom.prompt.random")


def _who_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    pop(ctx.st, f)
    push_steps(ctx.st, ("mythos", f["event"]), arg(oid))




# -- monsters ---------------------------------------------------------------------------------


def _flags(st: MoMState, m: Mon) -> tuple[bool, bool]:
    traits = st.lib.monsters[m.kind].traits
    return FLYING in traits, ETHEREAL in traits


def _mdist(st: MoMState, m: Mon) -> dict[str, int]:
    fly, eth = _flags(st, m)
    return dict(st.topology(barricades=False).move_distances(m.space, fly, eth))


def target_candidates(st: MoMState, m: Mon, how: str) -> list[str]:
    """The investigators a monster may go for (RR 1, 2: counted in spaces of movement).
    By damage or horror, ties go to the nearest. The engine takes the first of equal
    candidates (the investigators' order) and the first of equally short steps (space
    ids in order): a fixed ruling instead of asking the table."""
    if how == "none":
        return []
    invs = [i for i in st.living() if i.space is not None]
    if not invs:
        return []
    dist = _mdist(st, m)
    far = 10**6

    def d(i: Inv) -> int:
        return dist.get(i.space or "", far)

    def val(i: Inv) -> tuple[int, ...]:
        if how == "nearest":
            return (d(i),)
        if how == "farthest":
            return (0 if d(i) < far else 1, -d(i))
        table = {"most_damage": -i.damage, "least_damage": i.damage,
                 "most_horror": -i.horror, "least_horror": i.horror}
        return (table[how], d(i))

    best = min(val(i) for i in invs)
    return [i.id for i in invs if val(i) == best]  # in the investigators' order


def choose_target(st: MoMState, m: Mon, how: str) -> str | None:
    """The first of :func:`target_candidates` (None if there is none)."""
    cands = target_candidates(st, m, how)
    return cands[0] if cands else None


def _line_holds(st: MoMState, m: Mon, line: sc.Activation, target: str | None) -> bool:
    w = line.when
    if w == "always":
        return True
    if w == "damaged":
        return m.damage > 0
    if w == "undamaged":
        return m.damage == 0
    if target is None:
        return False
    space = st.inv(target).space
    if w == "target_in_space":
        return space == m.space
    in_range = space in st.topology().range_distances(m.space)
    return in_range if w == "target_in_range" else not in_range


def _monster_phase_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    todo = [u for u in f["todo"] if st.mon(u) is not None]
    if not todo:
        pop(st, f)
        return False
    f["todo"] = tuple(todo[1:])
    push(st, "activate", mon=todo[0], stage="start")
    return False




def _activate_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 14: the monster follows the first line of its activation table
    that applies: it moves toward (or away from) its target, breaking barricades in its
    way (might dice, two successes), taking fire damage, then may attack."""
    st = ctx.st
    m = st.mon(f["mon"])
    if m is None:
        pop(st, f)
        return False
    kind = st.lib.monsters[m.kind]
    stage = f["stage"]
    if stage == "start":
        ctx.emit("mom.activate", "mom.ev.activate", {"what": mon_name(st, m)},
                 {"uid": m.uid})
        if m.space in st.fire:
            damage_monster(ctx, m.uid, 1)
            if st.mon(m.uid) is None:
                pop(st, f)
                return False
        chosen: tuple[int, str | None] | None = None
        for n, line in enumerate(kind.activation):
            if line.target == "none":
                if _line_holds(st, m, line, None):
                    chosen = (n, None)
            else:
                cands = [t for t in target_candidates(st, m, line.target)
                         if _line_holds(st, m, line, t)]
                if cands:
                    chosen = (n, cands[0])
            if chosen is not None:
                break
        if chosen is None:
            pop(st, f)
            return False
        line = kind.activation[chosen[0]]
        if line.text:
            ctx.emit("mom.say", "mom.ev.say", {"text": ltext(line.text)}, {"monster": m.uid})
        f.update(line=chosen[0], target=chosen[1], left=line.move if chosen[1] else 0,
                 stage="move")
        return False
    if stage == "break":
        return True
    line = kind.activation[f["line"]]
    target = f["target"]
    if target is not None and st.inv(target).eliminated:
        target = f["target"] = None
    if stage == "move":
        if f["left"] <= 0 or target is None:
            f["stage"] = "attack"
            return False
        nxt = _next_steps(st, m, line, target)
        if not nxt:
            f["stage"] = "attack"
            return False
        return _step(ctx, f, m, nxt[0])
    # attack
    pop(st, f)
    if line.attack is None or target is None:
        return False
    tspace = st.inv(target).space
    ok = tspace == m.space if line.attack_range == "melee" else (
        tspace in st.topology().range_distances(m.space))
    if ok and 0 <= line.attack < len(kind.attacks):
        atk = kind.attacks[line.attack]
        ctx.emit("mom.monster_attack", "mom.ev.monster_attack",
                 {"what": mon_name(st, m), "who": inv_name(st, target),
                  "text": ltext(atk.text)}, {"uid": m.uid, "investigator": target})
        push_steps(st, ("mattack", m.kind, line.attack), target, m.uid)
    return False


def _next_steps(st: MoMState, m: Mon, line: sc.Activation, target: str) -> list[str]:
    dest = st.inv(target).space
    fly, eth = _flags(st, m)
    topo = st.topology(barricades=False)
    nxt = (topo.toward(m.space, dest, fly, eth) if line.direction == "toward"
           else topo.away(m.space, dest, fly, eth))
    return sorted(nxt)


def _step(ctx: Ctx, f: Frame, m: Mon, step: str) -> bool:
    """One step of a monster: a barricade in the way is attacked first."""
    st = ctx.st
    f["stage"] = "move"
    bar = next((b for b in st.barricades if set(b) == {m.space, step}), None)
    if bar is not None:
        f["stage"] = "break"
        f["to"] = step
        return True
    _monster_enter(ctx, m, step)
    f["left"] -= 1
    if st.mon(m.uid) is None:
        pop(st, f)
    return False


def _monster_enter(ctx: Ctx, m: Mon, space: str) -> None:
    st = ctx.st
    m.space = space
    ctx.emit("mom.monster_move", "mom.ev.monster_move", {"what": mon_name(st, m),
                                                         "space": space},
             {"uid": m.uid, "space": space})
    if space in st.fire:
        damage_monster(ctx, m.uid, 1)


def _activate_options(st: MoMState, f: Frame) -> OptionsResult:
    m = st.mon(f["mon"])
    assert m is not None
    might = max(1, st.lib.monsters[m.kind].might)
    return (CHANCE,), roll_options(might), Msg("mom.prompt.break", {"what": mon_name(st, m)})


def _activate_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    """Rules reference 65: two successes break the barricade (it is discarded) and the
    monster moves on; otherwise its movement ends."""
    st = ctx.st
    m = st.mon(f["mon"])
    assert m is not None
    s, _, _ = parse_roll(oid)
    bar = next((b for b in st.barricades if set(b) == {m.space, f["to"]}), None)
    if s >= 2 and bar is not None:
        st.barricades.remove(bar)
        ctx.emit("mom.barricade", "mom.ev.barricade_broken", {"what": mon_name(st, m)},
                 {"uid": m.uid, "a": bar[0], "b": bar[1]})
        f["stage"] = "move"
        _monster_enter(ctx, m, f["to"])
        f["left"] -= 1
        if st.mon(m.uid) is None:
            pop(st, f)
        return
    ctx.emit("mom.barricade", "mom.ev.barricade_held", {"what": mon_name(st, m)},
             {"uid": m.uid})
    f["left"] = 0
    f["stage"] = "attack"




# -- horror checks -----------------------------------------------------------------------------


def horror_candidates(st: MoMState, iid: str) -> list[Mon]:
    """Rules reference 12: the monsters in range with the highest horror rating."""
    inv = st.inv(iid)
    if inv.space is None or inv.eliminated:
        return []
    reach = st.topology().range_distances(inv.space)
    near = [m for m in st.monsters if m.space in reach]
    if not near:
        return []
    top = max(st.lib.monsters[m.kind].horror for m in near)
    return [m for m in near if st.lib.monsters[m.kind].horror == top]


def _horror_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    while f["todo"]:
        iid = f["todo"][0]
        cands = horror_candidates(st, iid)
        if not cands:
            f["todo"] = f["todo"][1:]
            continue
        if len(cands) > 1:
            return True
        f["todo"] = f["todo"][1:]
        _horror_start(ctx, iid, cands[0])
        return False
    pop(st, f)
    return False


def _horror_start(ctx: Ctx, iid: str, m: Mon) -> None:
    st = ctx.st
    ctx.emit("mom.horror_check", "mom.ev.horror_check", {"who": inv_name(st, iid),
                                                         "what": mon_name(st, m)},
             {"investigator": iid, "uid": m.uid})
    push(st, "steps", path=("answer", m.kind, "horror"), pc=0, inv=iid, mon=m.uid, aud=None,
         purpose="horror")


def _horror_options(st: MoMState, f: Frame) -> OptionsResult:
    iid = f["todo"][0]
    return seat_of(st, iid), [Option(f"horror:{m.uid}", Msg("mom.opt.horror", {
        "what": mon_name(st, m)}), data={"act": "horror", "monster": m.uid})
        for m in horror_candidates(st, iid)], \
        Msg("mom.prompt.horror", {"who": inv_name(st, iid)})


def _horror_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    iid = f["todo"][0]
    f["todo"] = f["todo"][1:]
    m = st.mon(oid.partition(":")[2])
    assert m is not None
    _horror_start(ctx, iid, m)


def register(lang: Language) -> None:
    """Declare the round, the mythos phase, monsters and the horror phase on the
    Mansions language."""
    lang.add_frame("round", _round_run, _round_options, _round_decide)
    lang.add_frame("fire_spread", _fire_run, _fire_options, _fire_decide)
    lang.add_frame("mythos_event", _mythos_run, _mythos_options, _mythos_decide)
    lang.add_frame("mythos_who", _who_run, _who_options, _who_decide)
    lang.add_frame("monster_phase", _monster_phase_run)
    lang.add_frame("activate", _activate_run, _activate_options, _activate_decide)
    lang.add_frame("horror_phase", _horror_run, _horror_options, _horror_decide)
