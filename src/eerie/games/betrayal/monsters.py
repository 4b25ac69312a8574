"""The monsters' turn: after the heroes and the traitor, every kind of monster a haunt
spawned moves and attacks, the traitor's seat deciding for each.

* ``monsters`` (the phase): each kind in the haunt's order with a monster that is not
  stunned rolls its speed; monsters stunned when the phase began skip it and recover at
  its end; then the round goes on with the hero on the traitor's left;
* ``monster_speed`` (chance): as many dice as the kind's speed; the total is how many
  rooms each monster of the kind may enter this turn (always at least one);
* ``monster`` (the traitor's seat): one monster's moves through joined doors and
  special connections (never exploring; each living hero in the room it leaves costs
  one more), an attack on a hero in its room with its kind's fighting trait (the
  attack ends its turn), or ``end``. A monster never carries or steals, and is stunned
  rather than killed when it loses a fight (:func:`eerie.games.betrayal.rules.stun`).
"""

from __future__ import annotations

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.games.betrayal import house
from eerie.games.betrayal.house import Cell
from eerie.games.betrayal.names import key, name
from eerie.games.betrayal.rules import (
    alive,
    explorer_name,
    monster_kind,
    monster_name,
    open_turn,
    roll_options,
    room_at,
    room_name,
    side_of,
    total_of,
)
from eerie.games.betrayal.state import BETState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, Language, OptionsResult
from eerie.script.shared import ltext

C = Ctx[BETState]


def heroes_in(st: BETState, cell: Cell) -> list[int]:
    """Living heroes standing in ``cell``."""
    return [s for s in range(st.players) if alive(st, s) and st.cells[s] == cell
            and side_of(st, s) == "heroes"]


def _active(st: BETState, kind: str, skip: list[int]) -> list[int]:
    return [i for i, m in enumerate(st.monsters)
            if m["kind"] == kind and i not in skip and not m["stunned"]]


def _phase_run(ctx: C, f: Frame) -> bool:
    st = ctx.st
    for kind in st.scenario.monsters:
        if kind.id in f["done"]:
            continue
        f["done"] = [*f["done"], kind.id]
        if _active(st, kind.id, f["skip"]):
            st.interpreter.push(st, "monster_speed", who=st.traitor, kind=kind.id)
            return False
    st.interpreter.pop(st, f)
    for i in f["skip"]:
        st.monsters[i]["stunned"] = False
        ctx.emit("bet.recover", "bet.ev.recover", {"who": monster_name(st, i)}, {"monster": i})
    open_turn(ctx, f["seat"], True)
    return False


def _wait(ctx: C, f: Frame) -> bool:
    return True


def _speed_options(st: BETState, f: Frame) -> OptionsResult:
    kind = next(k for k in st.scenario.monsters if k.id == f["kind"])
    n = kind.traits.get("speed", 0)
    return (CHANCE,), roll_options(n), Msg("bet.prompt.monster_speed", {
        "who": ltext(kind.name), "n": n})


def _speed_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    t = total_of(option_id)
    phase = next(g for g in reversed(st.stack) if g["k"] == "monsters")
    active = _active(st, f["kind"], phase["skip"])
    kind = next(k for k in st.scenario.monsters if k.id == f["kind"])
    ctx.emit("bet.monster_speed", "bet.ev.monster_speed", {"who": ltext(kind.name), "n": t},
             {"kind": kind.id, "total": t})
    for i in reversed(active):
        st.interpreter.push(st, "monster", who=st.traitor, m=i, moves=t, entered=0)


def moves(st: BETState, f: Frame) -> list[tuple[str, Cell]]:
    """(option id, room) of every room the monster of frame ``f`` may enter now."""
    cell: Cell = tuple(st.monsters[f["m"]]["cell"])
    cost = 1 + len(heroes_in(st, cell))
    if f["entered"] and f["entered"] + cost > f["moves"]:
        return []
    rooms = st.content.rooms
    out = [(f"go:{s}", house.neighbour(cell, s))
           for s in sorted(house.doors(st.tiles, rooms, cell))
           if house.joined(st.tiles, rooms, cell, s)]
    return out + [(f"link:{k}", c) for k, c in house.links(st.tiles, rooms, cell)]


def _monster_options(st: BETState, f: Frame) -> OptionsResult:
    i = f["m"]
    cell: Cell = tuple(st.monsters[i]["cell"])
    options: list[Option] = []
    for move, other in moves(st, f):
        kind, _, arg = move.partition(":")
        text = (Msg("bet.opt.go", {"side": name("side", arg),
                                   "room": room_name(room_at(st, other))}) if kind == "go"
                else Msg(key("opt.link", arg), {"room": room_name(room_at(st, other))}))
        options.append(Option(move, text, data={"key": arg.lower(), "kind": kind,
                                                "to": list(other)}))
    for seat in heroes_in(st, cell):
        options.append(Option(f"attack:{seat}", Msg("bet.opt.attack", {
            "who": explorer_name(st, seat)}), data={"key": f"a{seat + 1}", "seat": seat}))
    options.append(Option("end", Msg("bet.opt.end"), data={"key": "x"}))
    return (st.traitor,), options, Msg("bet.prompt.monster", {
        "who": monster_name(st, i), "room": room_name(room_at(st, cell))})


def _slide(ctx: C, i: int) -> None:
    """No monster stays in the chute: it slides down to the basement landing."""
    st = ctx.st
    cell: Cell = tuple(st.monsters[i]["cell"])
    if st.content.rooms[room_at(st, cell)].feature == "chute":
        landing = house.links(st.tiles, st.content.rooms, cell)[0][1]
        st.monsters[i]["cell"] = landing
        ctx.emit("bet.monster_move", "bet.ev.monster_move", {
            "who": monster_name(st, i), "room": room_name(room_at(st, landing))},
            {"monster": i, "cell": list(landing)})


def _monster_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    i = f["m"]
    kind, _, arg = option_id.partition(":")
    if kind in ("go", "link"):
        cell: Cell = tuple(st.monsters[i]["cell"])
        other = dict(moves(st, f))[option_id]
        f["entered"] += 1 + len(heroes_in(st, cell))
        st.monsters[i]["cell"] = other
        ctx.emit("bet.monster_move", "bet.ev.monster_move", {
            "who": monster_name(st, i), "room": room_name(room_at(st, other))},
            {"monster": i, "cell": list(other)})
        return
    st.interpreter.pop(st, f)
    _slide(ctx, i)
    if kind == "attack":
        st.interpreter.push(st, "fight", who=st.traitor, atk=f"m{i}", dfn=f"s{arg}",
                            trait=monster_kind(st, i).attack, a=-1, d=-1)


def register(lang: Language) -> None:
    """Declare the monsters' frames."""
    lang.add_frame("monsters", _phase_run)
    lang.add_frame("monster_speed", _wait, _speed_options, _speed_decide)
    lang.add_frame("monster", _wait, _monster_options, _monster_decide)
