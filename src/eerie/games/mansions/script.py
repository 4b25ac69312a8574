"""Mansions' script language: its frames, steps, path roots and checks.

The interpreter itself (a stack of plain-data frames, ``run``, ``pending``, ``decide``,
paths) and the shared steps (``say``, ``if``, ``set``, ``event``, ``objective``,
``victory``/``defeat``, triggers, variables) are :mod:`eerie.script`'s; the state carries
the :class:`~eerie.script.interpreter.Interpreter` it runs under (``st.interpreter``,
built by the game from :data:`eerie.games.mansions.language.LANGUAGE`). :func:`push`,
:func:`run`, :func:`resolve`, :func:`push_steps` and :func:`holds` are its operations
for Mansions states.

This module declares (:func:`register`) the generic Mansions frames: ``test`` (a skill
test: one chance step for the roll, then the clue decision), ``harm`` (damage or horror,
face-up cards drawn as chance steps), ``targets``/``pick_target`` (who takes harm),
``choice``, ``evade``, ``may_move``, ``prevent`` (one resist test shared out between
damage and horror), ``forced_move`` (a forced stepwise move) and the card draws; the
steps of the Mansions rules (harm, items, conditions, tiles, tokens, monsters ...); the
path roots of content scripts; the condition kinds of the board and the investigators.
Investigator actions live in :mod:`eerie.games.mansions.rules.actions`, the mythos phase
and monsters in :mod:`eerie.games.mansions.rules.mythos`, puzzles in
:mod:`eerie.games.mansions.rules.puzzles`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from functools import lru_cache
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.dice import INVESTIGATION_DIE
from eerie.core.text import Msg, literal
from eerie.games.mansions import schema as sc
from eerie.games.mansions.state import Floor, Inv, LibraryLike, MoMState, Mon
from eerie.games.mansions.vocabulary import LIGHT_SOURCE
from eerie.script.interpreter import Ctx as BaseCtx
from eerie.script.interpreter import Interpreter
from eerie.script.language import Child, Frame, Language, OptionsResult
from eerie.script.shared import (
    compare,
    end_game,
    fire_triggers,
    fire_variable_triggers,
    ltext,
)


def key(family: str, name: str) -> str:
    """A message key of a family (``key("mom.skill", "lore")``); every family and its
    members are listed in :data:`FAMILIES` (the locale tests check them)."""
    return f"{family}.{name}"


FAMILIES: dict[str, tuple[str, ...]] = {
    "mom.over": ("victory", "defeat"),
    "mom.ev": ("victory", "defeat"),
    "mom.ev.heal": ("damage", "horror"),
    "mom.ev.up": ("damage", "horror"),
    "mom.ev.down": ("damage", "horror"),
    "mom.ev.turned_up": ("damage", "horror"),
    "mom.feature": ("fire", "darkness", "barricade", "secret_passage"),
    "mom.skill": sc.SKILLS,
    "mom.action": ("move", "explore", "search", "interact", "attack", "use", "cast",
                   "ability", "trade", "push", "steal", "fire", "barricade",
                   "clear_barricade", "extinguish"),
    "mom.opt": ("move", "fire", "explore", "search", "interact", "sight", "pick", "drop",
                "barricade", "clear_barricade", "use", "cast", "extinguish", "end_turn"),
    "mom.opt.by": ("pick", "drop"),
    "mom.prompt.heal": ("damage", "horror"),
    "mom.ev.spend": ("one", "many"),
    "mom.puzzle.slide": ("left", "right", "up", "down"),
    "mom.ev.prevented": ("both", "damage", "horror"),
}
"""Message key families built at run time: family -> every member."""



def counted(message_key: str, n: int, params: dict[str, Any] | None = None) -> Msg:
    """A message whose words depend on a count ``n``, passed as ``n``: the catalogs
    choose the words by it (Fluent selectors), so that no language reads "1 clues" or
    "spend 0 clues"."""
    return Msg(message_key, {**(params or {}), "n": n})

# -- the context of one apply -------------------------------------------------------------


Ctx = BaseCtx[MoMState]
"""The state being changed and the events produced by one ``apply``
(:class:`eerie.script.interpreter.Ctx` of a Mansions state)."""


def inv_name(st: MoMState, iid: str) -> Msg:
    inv = st.lib.investigators.get(iid)
    return ltext(inv.name) if inv is not None else literal({"en": iid})


def monster_number(st: MoMState, m: Mon) -> int:
    """The number a monster goes by while others of its kind are on the board (its
    marker + 1: the first of a kind has marker 0), 0 when it is the only one. The
    monster list, the figures, the options and the log all use it."""
    others = any(x.kind == m.kind and x.uid != m.uid for x in st.monsters)
    return m.marker + 1 if others else 0


def mon_name(st: MoMState, m: Mon) -> Msg:
    """A monster's name, with its number when several of its kind are on the board."""
    kind = st.lib.monsters.get(m.kind)
    name = ltext(kind.name) if kind is not None else ltext({"en": m.kind})
    number = monster_number(st, m)
    return Msg("mom.monster_numbered", {"name": name, "n": number}) if number else name


# -- the interpreter's stack (the state's interpreter: :mod:`eerie.script`) --------------------


def push(st: MoMState, frame_kind: str, /, **data: Any) -> Frame:
    """Put a frame on the stack. A frame pushed while a private script runs (an insanity
    card's, ``aud`` on a frame below) is private to the same seats unless it names an
    audience itself: tests, choices and sub-scripts of a secret card stay secret even
    after the card's own steps frame has finished."""
    return st.interpreter.push(st, frame_kind, **data)


def run(ctx: Ctx) -> None:
    """Advance until a frame waits for a decision or the game is over."""
    ctx.st.interpreter.run(ctx)


def pop(st: MoMState, f: Frame) -> None:
    """Take frame ``f`` off the stack."""
    Interpreter.pop(st, f)


def seat_of(st: MoMState, iid: str | None) -> tuple[int, ...]:
    if iid is None:
        return living_seats(st)
    return (st.inv(iid).seat,)


def living_seats(st: MoMState) -> tuple[int, ...]:
    return tuple(sorted({i.seat for i in st.living()})) or (0,)


def chance(weights: dict[str, int], key: str,
           params_of: Callable[[str], dict[str, Any]] | None = None,
           prefix: str = "") -> list[Option]:
    """Chance options ``prefix:id`` from integer weights (sorted, zero weights left out)."""
    total = sum(w for w in weights.values() if w > 0)
    out: list[Option] = []
    for k in sorted(weights):
        w = weights[k]
        if w <= 0:
            continue
        out.append(Option(f"{prefix}:{k}" if prefix else k,
                          Msg(key, params_of(k) if params_of else {}), Fraction(w, total)))
    return out


def arg(oid: str) -> str:
    """The part of an option id after the first colon."""
    return oid.partition(":")[2]


# -- scripts by path ----------------------------------------------------------------------------


def answer_test(interp: Interpreter[MoMState], ans: sc.MonsterAnswer) -> list[Any]:
    """A monster answer (attack, evade, horror) as a one-step script (made once per
    answer and interpreter)."""
    got = interp.memo.get(id(ans))
    if got is None or got[0] is not ans:
        got = (ans, [sc.Test.model_validate({
            "do": "test", "skill": ans.skill, "modifier": ans.modifier,
            "difficulty": ans.difficulty, "text": ans.text, "pass": list(ans.pass_),
            "fail": list(ans.fail)})])
        interp.memo[id(ans)] = got
    steps: list[Any] = got[1]
    return steps


def resolve(st: MoMState, path: tuple[Any, ...]) -> Any:
    """The object (usually a list of steps) a path points at (the roots are declared
    in :func:`register`)."""
    return st.interpreter.resolve(st, path)


def push_steps(st: MoMState, path: tuple[Any, ...], inv: str | None, mon: str | None = None,
               aud: tuple[int, ...] | None = None) -> None:
    """Run the script at ``path`` next, for investigator ``inv`` (and monster ``mon``)."""
    st.interpreter.push_steps(st, path, inv=inv, mon=mon, aud=aud)


def _root_mythos(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    ev = next((m for m in st.scenario.mythos if m.id == path[1]), None)
    return (ev or st.lib.mythos[path[1]]).steps, 2


def _root_card(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    deck = st.lib.damage if path[1] == "damage" else st.lib.horror
    return deck[path[2]].steps, 3


def _root_item(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    item = st.lib.items[path[1]]
    side = item.back if path[2] == "back" and item.back is not None else item.front
    return side.action or [], 3


def _root_spell(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    cp = next(c for c in st.lib.spells[path[1]].copies if c.id == path[2])
    if len(path) > 3 and path[3] in ("pass_", "fail"):  # the back's result branch
        return getattr(cp, path[3]), 4
    return cp.steps, 3


def _root_cback(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    cond = st.lib.conditions[path[1]]
    return next(c.steps for c in cond.copies if c.id == path[2]), 3


def _root_answer(st: Any, path: tuple[Any, ...]) -> tuple[Any, int]:
    mk = st.lib.monsters[path[1]]
    which = path[2]
    ans = (mk.evade if which == "evade" else mk.horror_check if which == "horror"
           else mk.attacked[which])
    return answer_test(st.interpreter, ans), 3


def _paths_mythos(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for mid in {*(m.id for m in scenario.mythos), *lib.mythos}:
        yield ("mythos", mid)


def _paths_card(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for kind, deck in (("damage", lib.damage), ("horror", lib.horror)):
        for cid in deck:
            yield ("card", kind, cid)


def _paths_item(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for iid in lib.items:
        yield ("item", iid, "front")
        yield ("item", iid, "back")


def _paths_spell(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for sid, spell in lib.spells.items():
        for c in spell.copies:
            yield ("spell", sid, c.id)
            yield ("spell", sid, c.id, "pass_")
            yield ("spell", sid, c.id, "fail")


def _paths_cback(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for cid, cond in lib.conditions.items():
        for back in getattr(cond, "copies", None) or []:
            yield ("cback", cid, back.id)


def _paths_answer(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for kind, mk in lib.monsters.items():
        yield ("answer", kind, "evade")
        yield ("answer", kind, "horror")
        for which in mk.attacked:
            yield ("answer", kind, which)


def _paths_mattack(scenario: Any, lib: Any) -> Iterator[tuple[Any, ...]]:
    for kind, mk in lib.monsters.items():
        for i in range(len(mk.attacks)):
            yield ("mattack", kind, i)


ROOTS: tuple[tuple[str, Callable[[Any, tuple[Any, ...]], tuple[Any, int]],
                   Callable[[Any, Any], Iterable[tuple[Any, ...]]]], ...] = (
    ("mythos", _root_mythos, _paths_mythos),
    ("card", _root_card, _paths_card),
    ("insanity", lambda st, p: (st.lib.insanity[p[1]].steps, 2),
     lambda scenario, lib: (("insanity", c) for c in lib.insanity)),
    ("item", _root_item, _paths_item),
    ("spell", _root_spell, _paths_spell),
    ("cond", lambda st, p: (st.lib.conditions[p[1]].end_of_turn, 2),
     lambda scenario, lib: (("cond", c) for c in lib.conditions)),
    ("cback", _root_cback, _paths_cback),
    ("answer", _root_answer, _paths_answer),
    ("mattack", lambda st, p: (st.lib.monsters[p[1]].attacks[p[2]].steps, 3), _paths_mattack),
)
"""Where Mansions' content scripts live (``event`` is the shared language's root):
name, how a path resolves, every path of the root."""


# -- conditions --------------------------------------------------------------------------------


def holds(st: MoMState, cond: Any, iid: str | None) -> bool:
    """Whether a condition holds (``iid``: the active investigator)."""
    return st.interpreter.holds(st, cond, iid)


def _who(st: MoMState, cond: Any, iid: str | None) -> list[Inv]:
    return st.living() if cond.who == "any" or iid is None else [st.inv(iid)]


CHECKS: tuple[tuple[str, Callable[[Any, MoMState, Any, str | None], bool]], ...] = (
    ("has", lambda _, st, c, iid: any(has_possession(st, i, c.item, c.trait)
                                      for i in _who(st, c, iid))),
    ("investigators", lambda _, st, c, iid: compare(len(st.living()), c.op, c.value)),
    ("token", lambda _, st, c, iid: c.token in st.tokens),
    ("tile", lambda _, st, c, iid: c.tile in st.tiles),
    ("monsters", lambda _, st, c, iid: sum(
        1 for m in st.monsters if c.kind is None or m.kind == c.kind) >= c.count),
    ("at", lambda _, st, c, iid: any(i.space is not None and st.board.room_of(i.space)
                                     in c.rooms for i in _who(st, c, iid))),
)
"""Mansions' condition kinds (``var``, ``round``, ``all``, ``any``, ``not`` are shared)."""


def item_side(lib: LibraryLike, item_id: str, flipped: bool) -> sc.ItemSide:
    """The side of a held or dropped item that is up (from the content library alone, so
    agents reading views use it too)."""
    item = lib.items[item_id]
    return item.back if flipped and item.back is not None else item.front


def has_possession(st: MoMState, inv: Inv, item: str | None, trait: str | None) -> bool:
    for iid, flipped in inv.items:
        if item is not None and iid == item:
            return True
        if trait is not None and trait in item_side(st.lib, iid, flipped).traits:
            return True
    return item is not None and item in inv.spells


def light_at(st: MoMState, space: str) -> bool:
    """A light source in the space: a held or dropped item with the
    :data:`~eerie.games.mansions.vocabulary.LIGHT_SOURCE` trait."""
    for inv in st.living():
        if inv.space == space and has_possession(st, inv, None, LIGHT_SOURCE):
            return True
    return any(f.space == space and f.kind == "item"
               and LIGHT_SOURCE in item_side(st.lib, f.id, f.flipped).traits for f in st.floor)


def dark(st: MoMState, space: str | None) -> bool:
    """Darkness counts: a darkness token with no light source or fire in or next to it
    (not across a wall: effects on adjacent spaces stop at walls, as fire does)."""
    if space is None or space not in st.darkness:
        return False
    near = [space, *(o for o in st.topology().adjacent(space)
                     if st.board.edge(space, o) != "wall")]
    return not any(s in st.fire or light_at(st, s) for s in near)


# -- active investigator ------------------------------------------------------------------


def active(st: MoMState, f: Frame) -> str | None:
    """The frame's investigator, or the first living one (effects need someone)."""
    iid = f.get("inv")
    if iid is not None:
        return str(iid)
    living = st.living()
    return living[0].id if living else None


# -- modifiers ----------------------------------------------------------------------------------


def lasting_modifiers(lib: LibraryLike, inv: Inv) -> list[sc.Modifier]:
    """Every lasting modifier on the investigator: items, face-up persistent cards,
    conditions (from the content library alone, so agents reading views use it too)."""
    out: list[sc.Modifier] = []
    for iid, flipped in inv.items:
        out.extend(item_side(lib, iid, flipped).modifiers)
    for cid in inv.damage_up:
        out.extend(lib.damage[cid].modifiers)
    for cid in inv.horror_up:
        out.extend(lib.horror[cid].modifiers)
    for cid in inv.conditions:
        cond = lib.conditions.get(cid)
        if cond is not None:
            out.extend(cond.modifiers)
    return out


def dice_pool(lib: LibraryLike, inv: Inv, skill: str, modifier: int, purpose: str) -> int:
    """The dice pool of a test: skill + modifier + lasting modifiers (+ ability), at
    least one die (from the content library alone, so agents reading views use it too)."""
    card = lib.investigators[inv.id]
    n = int(getattr(card.skills, skill)) + modifier
    for m in lasting_modifiers(lib, inv):
        if (m.skill is None or m.skill == skill) and (m.only is None or m.only == purpose):
            n += m.dice
    ab = card.ability
    if ab.kind == "bonus_die" and ab.skill == skill:
        n += ab.amount
    return max(1, n)


# -- dice ---------------------------------------------------------------------------------------

def roll_options(n: int, key: str = "mom.opt.roll") -> list[Option]:
    """Every result of ``n`` investigation dice (:data:`eerie.core.dice.INVESTIGATION_DIE`)
    as counts of success, clue and blank faces, with its exact probability (fewest
    successes first, then fewest clues)."""
    return list(_roll_options(n, key))


@lru_cache(maxsize=64)
def _roll_options(n: int, key: str) -> tuple[Option, ...]:
    results = []
    for roll, p in INVESTIGATION_DIE.roll_distribution(n).items():
        s, c = roll.count("success"), roll.count("clue")
        results.append((s, c, n - s - c, p))
    return tuple(Option(f"roll:s{s}c{c}b{b}",
                        Msg(key, {"success": s, "clue": c, "blank": b}), p)
                 for s, c, b, p in sorted(results))


def parse_roll(oid: str) -> tuple[int, int, int]:
    body = oid[5:]
    s, rest = body[1:].split("c")
    c, b = rest.split("b")
    return int(s), int(c), int(b)


# -- the steps ---------------------------------------------------------------------------------


def _say_data(f: Frame) -> dict[str, Any]:
    """What a screen needs to know of a text said: the monster it is about (a monster's
    answer to an attack, evade or horror check, its attack), if any."""
    return {"monster": f["mon"]} if f.get("mon") else {}


def _test(ctx: Ctx, f: Frame, s: sc.Test, path: tuple[Any, ...]) -> None:
    iid = active(ctx.st, f)
    if iid is None:
        return
    if s.text:
        ctx.emit("mom.say", "mom.ev.say", {"text": ltext(s.text)}, _say_data(f))
    purpose = f.get("purpose", "plain")
    attack = purpose == "attack" and path[0] == "answer" and len(path) == 4
    start_test(ctx, iid, s.skill, s.modifier, s.difficulty,
               then="attack" if attack else "branch", path=path, record=s.record,
               mon=f.get("mon"), purpose=purpose, bonus=f.get("bonus", 0))


def _choice(ctx: Ctx, f: Frame, s: sc.Choice, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if s.text:
        ctx.emit("mom.say", "mom.ev.say", {"text": ltext(s.text)}, _say_data(f))
    push(st, "choice", path=path, inv=iid, mon=f.get("mon"), aud=f.get("aud"))


def _harm(ctx: Ctx, f: Frame, s: sc.Harm | sc.MixedHarm, path: tuple[Any, ...]) -> None:
    """Harm targets; ``harm`` (damage and horror together) has the kind ``both`` with
    ``n`` damage and ``h`` horror (rules reference 67: one resist test for both)."""
    st = ctx.st
    iid = active(st, f)
    kind, n, h = (("both", s.damage, s.horror) if isinstance(s, sc.MixedHarm)
                  else (s.do, s.amount, 0))
    if iid is None or n + h <= 0:
        return
    if s.target == "random":
        push(st, "pick_target", kind=kind, n=n, h=h, facedown=s.facedown, resist=s.resist)
        return
    if s.target == "all":
        targets = [i.id for i in st.living() if i.space is not None]
    elif s.target == "space":
        here = st.inv(iid).space
        targets = [i.id for i in st.living() if i.space == here and here is not None]
    else:
        targets = [iid]
    push(st, "targets", kind=kind, n=n, h=h, facedown=s.facedown, resist=s.resist,
         todo=tuple(targets), purpose=f.get("purpose", "plain"))


def _heal(ctx: Ctx, f: Frame, s: sc.Heal, path: tuple[Any, ...]) -> None:
    iid = active(ctx.st, f)
    if iid is not None and s.amount > 0:
        push_heal(ctx.st, iid, "damage" if s.do == "heal_damage" else "horror", s.amount)


def push_heal(st: MoMState, iid: str, kind: str, amount: int) -> None:
    """Rules reference 41 and 34: discard up to ``amount`` damage or horror, one card at
    a time, each a face-up card of the holder's choice or a random face-down one (the
    ``healing`` frame asks only when that is a real choice)."""
    push(st, "healing", inv=iid, kind=kind, left=amount, gone=0)


def _heal_cards(st: MoMState, f: Frame) -> tuple[list[str], int]:
    inv = st.inv(f["inv"])
    if f["kind"] == "damage":
        return inv.damage_up, inv.damage_down
    return inv.horror_up, inv.horror_down


def _heal_discard(ctx: Ctx, f: Frame, card: str | None) -> None:
    """Discard one card: the face-up ``card``, or a face-down one (``None``)."""
    st = ctx.st
    inv = st.inv(f["inv"])
    up, _ = _heal_cards(st, f)
    if card is not None:
        up.remove(card)
        pool = st.damage_pool if f["kind"] == "damage" else st.horror_pool
        pool[card] = pool.get(card, 0) + 1
    elif f["kind"] == "damage":
        inv.damage_down -= 1
    else:
        inv.horror_down -= 1
    f["left"] -= 1
    f["gone"] += 1


def _healing_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    up, down = _heal_cards(st, f)
    if f["left"] > 0 and not inv.eliminated and (up or down):
        if len(up) + down <= f["left"]:  # every card goes: nothing to choose
            while up:
                _heal_discard(ctx, f, up[-1])
            while _heal_cards(st, f)[1]:
                _heal_discard(ctx, f, None)
        elif len(set(up)) + (1 if down else 0) > 1:
            return True
        else:  # one kind of card only: no choice
            _heal_discard(ctx, f, up[-1] if up else None)
            return False
    pop(st, f)
    if f["gone"]:
        ctx.emit("mom.heal", key("mom.ev.heal", f["kind"]),
                 {"who": inv_name(st, inv.id), "n": f["gone"]},
                 {"investigator": inv.id, "n": f["gone"]})
    return False


def _healing_options(st: MoMState, f: Frame) -> OptionsResult:
    up, down = _heal_cards(st, f)
    deck = st.lib.damage if f["kind"] == "damage" else st.lib.horror
    opts = [Option(f"up:{c}", Msg("mom.opt.heal_up", {"card": ltext(deck[c].name),
                                                       "text": ltext(deck[c].text)}),
                   data={"card": c, "text": dict(deck[c].text)}) for c in sorted(set(up))]
    if down:
        opts.append(Option("down", Msg("mom.opt.heal_down", {"n": down})))
    return seat_of(st, f["inv"]), opts, Msg(key("mom.prompt.heal", f["kind"]),
                                            {"who": inv_name(st, f["inv"]), "n": f["left"]})


def _healing_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    _heal_discard(ctx, f, arg(oid) if oid.startswith("up:") else None)




def heal(ctx: Ctx, iid: str, kind: str, amount: int, facedown_only: bool = False) -> None:
    """Discard up to ``amount`` damage or horror: face-up cards first (the latest first),
    then face-down ones."""
    st = ctx.st
    inv = st.inv(iid)
    pool = st.damage_pool if kind == "damage" else st.horror_pool
    up = inv.damage_up if kind == "damage" else inv.horror_up
    gone = 0
    while gone < amount and up and not facedown_only:
        c = up.pop()
        pool[c] = pool.get(c, 0) + 1
        gone += 1
    while gone < amount and (inv.damage_down if kind == "damage" else inv.horror_down):
        if kind == "damage":
            inv.damage_down -= 1
        else:
            inv.horror_down -= 1
        gone += 1
    if gone:
        ctx.emit("mom.heal", key("mom.ev.heal", kind), {"who": inv_name(st, iid), "n": gone},
                 {"investigator": iid, "n": gone})


def _clues(ctx: Ctx, f: Frame, s: sc.GainClues, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None:
        return
    inv = st.inv(iid)
    n = s.amount
    if n > 0 and st.lib.investigators[iid].ability.kind == "extra_clue" \
            and any(x.get("k") == "action" and x.get("name") == "search" for x in st.stack):
        n += 1
    before = inv.clues
    inv.clues = max(0, inv.clues + n)
    ctx.emit("mom.clues", "mom.ev.clues", {"who": inv_name(st, iid), "n": inv.clues - before},
             {"investigator": iid, "n": inv.clues - before})


def _gain(ctx: Ctx, f: Frame, s: sc.GainItem, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None:
        return
    gain(ctx, iid, s.do, s.id)


def gain(ctx: Ctx, iid: str, kind: str, ident: str) -> None:
    st = ctx.st
    inv = st.inv(iid)
    if kind == "item":
        if ident not in st.lib.items:
            return
        item = st.lib.items[ident]
        if item.unique and (any(ident == x for i in st.invs for x, _ in i.items)
                            or any(fl.id == ident for fl in st.floor)):
            return
        inv.items.append((ident, False))
        name = ltext(item.front.name)
    else:
        if ident not in st.lib.spells:
            return
        inv.spells.append(ident)
        name = ltext(st.lib.spells[ident].name)
    ctx.emit("mom.gain", "mom.ev.gain", {"who": inv_name(st, iid), "what": name},
             {"investigator": iid, "kind": kind, "id": ident})


def _condition(ctx: Ctx, f: Frame, s: sc.GainCondition, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None or s.id not in st.lib.conditions:
        return
    inv = st.inv(iid)
    if s.do == "condition" and s.id not in inv.conditions:
        if st.lib.conditions[s.id].copies:
            push(st, "cond_draw", inv=iid, cond=s.id)  # a random copy, its back hidden
        else:
            gain_condition(ctx, iid, s.id, None)
    elif s.do == "lose_condition" and s.id in inv.conditions:
        lose_condition(ctx, iid, s.id)


def gain_condition(ctx: Ctx, iid: str, cid: str, copy: str | None) -> None:
    """The investigator holds condition ``cid`` (``copy``: the drawn copy of a
    double-sided one, kept secret)."""
    st = ctx.st
    inv = st.inv(iid)
    inv.conditions.append(cid)
    if copy is not None:
        inv.cond_backs[cid] = copy
    ctx.emit("mom.condition", "mom.ev.condition",
             {"who": inv_name(st, iid), "what": ltext(st.lib.conditions[cid].name)},
             {"investigator": iid, "id": cid})


def lose_condition(ctx: Ctx, iid: str, cid: str, key_: str = "mom.ev.condition_lost") -> None:
    """Rules reference 34 and 42: the condition card goes back to its deck (a
    double-sided copy becomes drawable again)."""
    st = ctx.st
    inv = st.inv(iid)
    if cid not in inv.conditions:
        return
    inv.conditions.remove(cid)
    inv.cond_backs.pop(cid, None)
    if cid in inv.cond_open:
        inv.cond_open.remove(cid)
    cond = st.lib.conditions.get(cid)
    ctx.emit("mom.condition_lost", key_,
             {"who": inv_name(st, iid), "what": ltext(cond.name if cond else None)},
             {"investigator": iid, "id": cid})


def condition_deck(st: MoMState, cid: str) -> dict[str, int]:
    """The copies of a double-sided condition that nobody holds (copy id -> cards)."""
    cond = st.lib.conditions[cid]
    left = {c.id: c.count for c in cond.copies}
    for inv in st.invs:
        got = inv.cond_backs.get(cid)
        if got is not None and got in left:
            left[got] -= 1
    return left


def _cond_draw_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated or f["cond"] in inv.conditions or not any(
            condition_deck(st, f["cond"]).values()):
        pop(st, f)  # held already, or every copy is out: nothing is gained
        return False
    return True


def _cond_draw_options(st: MoMState, f: Frame) -> OptionsResult:
    """Rules reference 42: a random copy of the condition (the same hidden-card draw
    as a spell's copy)."""
    return (CHANCE,), chance(condition_deck(st, f["cond"]), "mom.opt.secret_card", None,
                             "copy"), Msg("mom.prompt.draw")


def _cond_draw_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    pop(ctx.st, f)
    gain_condition(ctx, f["inv"], f["cond"], arg(oid))




def _flip_condition(ctx: Ctx, f: Frame, s: sc.FlipCondition, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None or s.id not in st.inv(iid).conditions:
        return
    flip_condition(ctx, iid, s.id)


def flip_condition(ctx: Ctx, iid: str, cid: str) -> None:
    """Rules reference 42 and 21: turn the held condition over; its back is revealed to
    everyone and its steps run for the holder, then the card is discarded if the back
    says so (``cond_after``). A one-sided condition has nothing to flip."""
    st = ctx.st
    inv = st.inv(iid)
    copy_id = inv.cond_backs.get(cid)
    cond = st.lib.conditions[cid]
    back = next((c for c in cond.copies if c.id == copy_id), None)
    if back is None:
        return
    if cid not in inv.cond_open:
        inv.cond_open.append(cid)
    ctx.emit("mom.condition_flipped", "mom.ev.condition_flipped",
             {"who": inv_name(st, iid), "what": ltext(cond.name), "text": ltext(back.text)},
             {"investigator": iid, "id": cid, "copy": back.id}, audience=None)
    push(st, "cond_after", inv=iid, cond=cid, copy=back.id, discard=back.discard)
    push_steps(st, ("cback", cid, back.id), iid)


def _cond_after(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    pop(st, f)
    inv = st.inv(f["inv"])
    if f["discard"] and not inv.eliminated and inv.cond_backs.get(f["cond"]) == f["copy"]:
        lose_condition(ctx, inv.id, f["cond"])
    return False






# -- losing possessions ---------------------------------------------------------------------


def possession_name(st: MoMState, ident: str) -> Msg:
    """The name of an item (its front) or a spell."""
    if ident in st.lib.items:
        return ltext(st.lib.items[ident].front.name)
    if ident in st.lib.spells:
        return ltext(st.lib.spells[ident].name)
    return ltext({"en": ident})


def trait_items(st: MoMState, inv: Inv, trait: str) -> list[str]:
    """The distinct items the investigator holds whose current side has ``trait``."""
    out: list[str] = []
    for ident, flipped in inv.items:
        if trait in item_side(st.lib, ident, flipped).traits and ident not in out:
            out.append(ident)
    return out


def take_possession(inv: Inv, ident: str) -> tuple[str | None, bool]:
    """Take one held item (``("item", flipped)``) or spell (``("spell", False)``) named
    ``ident`` from the investigator; ``(None, False)`` if they hold none."""
    for i, (x, flipped) in enumerate(inv.items):
        if x == ident:
            del inv.items[i]
            return "item", flipped
    if ident in inv.spells:
        inv.spells.remove(ident)
        return "spell", False
    return None, False


def lose_possession(ctx: Ctx, iid: str, ident: str, drop: bool) -> None:
    """Rules reference 22, 34 and 46: one held item or spell leaves the investigator:
    dropped in his space (``drop``; anyone may pick it up there) or discarded back to
    its deck (a unique item may then be gained again; a spell copy is unknown anyway)."""
    st = ctx.st
    inv = st.inv(iid)
    kind, flipped = take_possession(inv, ident)
    if kind is None:
        return
    if drop and inv.space is not None:
        st.floor.append(Floor(inv.space, kind, ident, flipped))
        ctx.emit("mom.drop", "mom.ev.drop", {"who": inv_name(st, iid),
                                             "what": possession_name(st, ident)},
                 {"investigator": iid, "id": ident})
    else:
        ctx.emit("mom.discard", "mom.ev.discard", {"who": inv_name(st, iid),
                                                   "what": possession_name(st, ident)},
                 {"investigator": iid, "id": ident})


def _lose_possession(ctx: Ctx, f: Frame, s: sc.LosePossession, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None:
        return
    inv = st.inv(iid)
    drop = s.do == "drop_possession"
    if s.item is not None:
        lose_possession(ctx, iid, s.item, drop)
    elif s.trait is not None:
        pay_with(ctx, iid, s.trait, drop)
    elif inv.items or inv.spells:
        push(st, "lose_random", inv=iid, drop=drop)


def pay_with(ctx: Ctx, iid: str, trait: str, drop: bool = False) -> None:
    """Rules reference 45: the investigator gives up one item with ``trait`` of his
    choice (asked only if he has more than one kind of such item)."""
    st = ctx.st
    found = trait_items(st, st.inv(iid), trait)
    if len(found) == 1:
        lose_possession(ctx, iid, found[0], drop)
    elif found:
        push(st, "lose_pick", inv=iid, trait=trait, drop=drop)


def _lose_pick_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated or not trait_items(st, inv, f["trait"]):
        pop(st, f)
        return False
    return True


def _lose_pick_options(st: MoMState, f: Frame) -> OptionsResult:
    found = trait_items(st, st.inv(f["inv"]), f["trait"])
    return seat_of(st, f["inv"]), [
        Option(f"lose:{i}", Msg("mom.opt.lose", {"what": possession_name(st, i)}),
               data={"id": i}) for i in found], Msg("mom.prompt.lose_pick", {
        "who": inv_name(st, f["inv"])})


def _lose_pick_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    pop(ctx.st, f)
    lose_possession(ctx, f["inv"], arg(oid), f["drop"])




def _held_counts(inv: Inv) -> dict[str, int]:
    out: dict[str, int] = {}
    for ident in [i for i, _ in inv.items] + list(inv.spells):
        out[ident] = out.get(ident, 0) + 1
    return out


def _lose_random_run(ctx: Ctx, f: Frame) -> bool:
    inv = ctx.st.inv(f["inv"])
    if inv.eliminated or not (inv.items or inv.spells):
        pop(ctx.st, f)
        return False
    return True


def _lose_random_options(st: MoMState, f: Frame) -> OptionsResult:
    """Rules reference 28: every possession is equally likely (by card, so two copies
    of one item weigh twice)."""
    return (CHANCE,), chance(_held_counts(st.inv(f["inv"])), "mom.opt.random_thing",
                             lambda k: {"what": possession_name(st, k)}, "thing"), Msg(
        "mom.prompt.random_thing")


def _lose_random_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    pop(ctx.st, f)
    lose_possession(ctx, f["inv"], arg(oid), f["drop"])




def _place_tile(ctx: Ctx, f: Frame, s: sc.PlaceTile, path: tuple[Any, ...]) -> None:
    place_tile(ctx, s.tile)


def place_tile(ctx: Ctx, tile: str) -> None:
    st = ctx.st
    if tile in st.tiles:
        return
    st.tiles.append(tile)
    t = next((x for x in st.scenario.tiles if x.id == tile), None)
    names = [ltext(r.name) for r in t.rooms] if t is not None else []
    ctx.emit("mom.tile", "mom.ev.tile", {"room": names[0] if names else tile},
             {"tile": tile})


def _place_token(ctx: Ctx, f: Frame, s: sc.PlaceToken, path: tuple[Any, ...]) -> None:
    st = ctx.st
    if s.token not in st.tokens:
        st.tokens.append(s.token)
        ctx.emit("mom.token", "mom.ev.token", {}, {"token": s.token})


def _remove_token(ctx: Ctx, f: Frame, s: sc.RemoveToken, path: tuple[Any, ...]) -> None:
    st = ctx.st
    if s.token in st.tokens:
        st.tokens.remove(s.token)
        ctx.emit("mom.token_removed", "mom.ev.token_removed", {}, {"token": s.token})


def _feature(ctx: Ctx, f: Frame, s: sc.Feature, path: tuple[Any, ...]) -> None:
    set_feature(ctx, s.kind, s.space, s.do == "feature")


def set_feature(ctx: Ctx, kind: str, space: str, on: bool) -> None:
    st = ctx.st
    if kind == "barricade":
        # a loose barricade token in the space (investigators may block a door with it)
        if on:
            st.loose_barricades.append(space)
        elif space in st.loose_barricades:
            st.loose_barricades.remove(space)
        else:
            gone = [b for b in st.barricades if b[0] == space]
            if not gone:
                return
            st.barricades.remove(gone[0])
    else:
        where = {"fire": st.fire, "darkness": st.darkness, "secret_passage": st.passages}[kind]
        if on == (space in where):
            return
        if on:
            where.append(space)
        else:
            where.remove(space)
    ctx.emit("mom.feature", "mom.ev.feature_on" if on else "mom.ev.feature_off",
             {"what": Msg(key("mom.feature", kind)), "space": space},
             {"kind": kind, "space": space, "on": on})


def _spawn(ctx: Ctx, f: Frame, s: sc.Spawn, path: tuple[Any, ...]) -> None:
    st = ctx.st
    space = s.space
    if s.near == "active" or space is None:
        iid = active(st, f)
        space = st.inv(iid).space if iid is not None else None
    if space is None:
        return
    spawn(ctx, s.kind, space)


def spawn(ctx: Ctx, kind: str, space: str) -> Mon | None:
    st = ctx.st
    if kind not in st.lib.monsters:
        return None
    same = [m.marker for m in st.monsters if m.kind == kind]
    marker = 0
    if same:
        marker = 1
        while marker in same:
            marker += 1
    m = Mon(f"m{st.next_uid}", kind, space, 0, marker)
    st.next_uid += 1
    st.monsters.append(m)
    ctx.emit("mom.spawn", "mom.ev.spawn", {"what": mon_name(st, m), "space": space},
             {"uid": m.uid, "kind": kind, "space": space, "marker": marker})
    return m


def monster_health(st: MoMState, m: Mon) -> int:
    kind = st.lib.monsters[m.kind]
    return kind.health + kind.health_per_investigator * len(st.invs)


def damage_monster(ctx: Ctx, uid: str | None, amount: int) -> None:
    st = ctx.st
    m = st.mon(uid) if uid is not None else None
    if m is None or amount <= 0:
        return
    m.damage += amount
    ctx.emit("mom.monster_damage", "mom.ev.monster_damage",
             {"what": mon_name(st, m), "n": amount}, {"uid": m.uid, "damage": m.damage})
    if m.damage >= monster_health(st, m):
        st.monsters.remove(m)
        ctx.emit("mom.defeated", "mom.ev.defeated", {"what": mon_name(st, m)},
                 {"uid": m.uid, "kind": m.kind})
        fire_triggers(ctx, "monster_defeated", None, kind=m.kind)


def _place_inv(ctx: Ctx, f: Frame, s: sc.MoveInvestigator, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if s.who == "off_board":
        who = [i.id for i in st.living() if i.space is None]
    else:
        who = [iid] if iid is not None else []
    for one in who:
        st.inv(one).space = s.space
        ctx.emit("mom.placed", "mom.ev.placed", {"who": inv_name(st, one), "space": s.space},
                 {"investigator": one, "space": s.space})


def _cancel(ctx: Ctx, f: Frame, s: sc.CancelAction, path: tuple[Any, ...]) -> None:
    cancel(ctx)


def cancel(ctx: Ctx) -> None:
    """Cancel the action in progress: unwind to it (or to the evasion that cancels it)."""
    st = ctx.st
    idx = next((i for i in range(len(st.stack) - 1, -1, -1)
                if st.stack[i]["k"] in ("action", "evade")), None)
    if idx is None:
        return
    del st.stack[idx + 1:]
    st.stack[idx]["cancelled"] = True
    ctx.emit("mom.cancelled", "mom.ev.cancelled", {})


def _monster_damage(ctx: Ctx, f: Frame, s: sc.DamageMonster, path: tuple[Any, ...]) -> None:
    damage_monster(ctx, f.get("mon"), s.amount)


def _may_move(ctx: Ctx, f: Frame, s: sc.MayMove, path: tuple[Any, ...]) -> None:
    iid = active(ctx.st, f)
    if iid is not None and st_space(ctx.st, iid) is not None:
        push(ctx.st, "may_move", inv=iid, left=s.spaces, stage="ask", cancelled=False)


def st_space(st: MoMState, iid: str) -> str | None:
    return st.inv(iid).space




# -- tests --------------------------------------------------------------------------------------


def start_test(ctx: Ctx, iid: str, skill: str, modifier: int, difficulty: int, *,
               then: str, path: tuple[Any, ...] = (), record: str | None = None,
               mon: str | None = None, purpose: str = "plain", bonus: int = 0,
               dice: int | None = None, cap: int | None = None) -> Frame:
    """Push a skill test. ``then``: ``branch`` (run the pass or fail steps under
    ``path``), ``attack`` (the same, hurting the monster on a pass) or ``return`` (write
    the successes as ``res`` into the frame below).

    ``cap``: the successes beyond which more change nothing (see :func:`count_cap`);
    the investigator is offered clues (and re-rolls) only while the successes are below
    it. A ``return`` test passes its own cap (``None``: every success counts)."""
    st = ctx.st
    inv = st.inv(iid)
    n = dice if dice is not None else dice_pool(st.lib, inv, skill, modifier, purpose)
    if then != "return":
        cap = count_cap(st, difficulty, then=then, record=record, mon=mon, bonus=bonus)
    ctx.emit("mom.test", "mom.ev.test" if difficulty > 0 else
             "mom.ev.test_count" if then == "return" else "mom.ev.test_one",
             {"who": inv_name(st, iid), "skill": Msg(key("mom.skill", skill)), "dice": n,
              "difficulty": difficulty},
             {"investigator": iid, "skill": skill, "dice": n, "difficulty": difficulty})
    return push(st, "test", inv=iid, skill=skill, dice=n, diff=difficulty, then=then,
                path=path, record=record, mon=mon, purpose=purpose, bonus=bonus,
                stage="roll", s=0, c=0, b=0, keep_s=0, keep_c=0, keep_b=0, rerolled=False,
                cap=cap)


def count_cap(st: MoMState, difficulty: int, *, then: str, record: str | None = None,
              mon: str | None = None, bonus: int = 0) -> int | None:
    """Engine ruling (docs/mansions.md, "Spending clues"): how many successes can still
    matter to a ``branch`` or ``attack`` test. A plain test only passes or fails: once
    it has ``difficulty`` successes (one for a difficulty of 0) more change nothing. An
    attack deals its successes plus the weapon's damage, so successes count until the
    monster would be defeated. A test that records its successes counts them all
    (``None``)."""
    need = max(1, difficulty)
    if record is not None:
        return None
    if then == "attack":
        m = st.mon(mon) if mon is not None else None
        if m is None or m.kind not in st.lib.monsters:
            return None
        left = monster_health(st, m) - m.damage
        return max(need, left - bonus)
    return need


def _spendable(st: MoMState, f: Frame) -> int:
    """Clues the investigator may spend now: none in darkness, none once the successes
    reach the test's cap, and never more than the clue faces or than still matter."""
    inv = st.inv(f["inv"])
    if dark(st, inv.space):
        return 0
    room = _room(f)
    return max(0, min(inv.clues, int(f["c"]), room))


def _room(f: Frame) -> int:
    """How many more successes can change the result (a large number: no cap)."""
    cap = f.get("cap")
    return int(f["dice"]) + 1 if cap is None else int(cap) - int(f["s"])


def _can_reroll(st: MoMState, f: Frame) -> int:
    inv = st.inv(f["inv"])
    ab = st.lib.investigators[inv.id].ability
    if ab.kind != "reroll" or inv.reroll_used or f["rerolled"] or _room(f) <= 0:
        return 0
    return min(ab.amount, int(f["c"]) + int(f["b"]))


def _test_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    if f["stage"] in ("roll", "reroll"):
        return True
    if f["stage"] == "spend":
        if _spendable(st, f) > 0 or _can_reroll(st, f) > 0:
            return True
        f["stage"] = "done"
    # done: judge
    pop(st, f)
    s = f["s"]
    diff = f["diff"]
    passed = s >= diff if diff > 0 else s >= 1
    iid = f["inv"]
    if f["record"]:
        st.variables[f["record"]] = st.variables.get(f["record"], 0) + s
    result = ("mom.ev.test_counted" if f["then"] == "return" and diff <= 0
              else "mom.ev.test_pass" if passed else "mom.ev.test_fail")
    ctx.emit("mom.test_result", result, {"who": inv_name(st, iid), "n": s},
             {"investigator": iid, "successes": s, "passed": passed})
    if f["then"] == "return":
        b = st.stack[-1] if st.stack else None
        if b is not None:
            b["res"] = s
        return False
    cast = _casting(st, iid) if f["then"] == "attack" else None
    if cast is not None:  # a spell attack: the spell's back decides the damage (RR 24)
        cast["res"], cast["hit"] = s, passed
        push_steps(st, (*f["path"], "pass_" if passed else "fail"), iid, f["mon"], f.get("aud"))
        return False
    if f["then"] == "attack" and passed:
        push_steps(st, (*f["path"], "pass_"), iid, f["mon"], f.get("aud"))
        push(st, "hurt_monster", mon=f["mon"], n=s + f["bonus"])
        return False
    push_steps(st, (*f["path"], "pass_" if passed else "fail"), iid, f["mon"], f.get("aud"))
    if f["record"]:
        fire_variable_triggers(ctx)
    return False


def _casting(st: MoMState, iid: str) -> Frame | None:
    """The spell cast waiting for this attack test's result, if the test is one."""
    for x in reversed(st.stack):
        if x["k"] == "cast":
            ok = x.get("inv") == iid and x.get("stage") == "draw" and "res" not in x
            return x if ok else None
        if x["k"] == "action":
            return None
    return None


def _test_options(st: MoMState, f: Frame) -> OptionsResult:
    if f["stage"] == "roll":
        return (CHANCE,), roll_options(f["dice"]), Msg("mom.prompt.roll")
    if f["stage"] == "reroll":
        return (CHANCE,), roll_options(f["reroll_n"]), Msg("mom.prompt.roll")
    opts = [Option(f"clues:{k}", counted("mom.opt.clues", k), data={"key": str(k)})
            for k in range(_spendable(st, f) + 1)]
    opts += [Option(f"reroll:{k}", counted("mom.opt.reroll", k))
             for k in range(1, _can_reroll(st, f) + 1)]
    return seat_of(st, f["inv"]), opts, Msg("mom.prompt.spend", {
        "who": inv_name(st, f["inv"]), "success": f["s"], "clue": f["c"]})


def _test_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    if f["stage"] in ("roll", "reroll"):
        s, c, b = parse_roll(oid)
        if f["stage"] == "reroll":
            s, c, b = s + f["keep_s"], c + f["keep_c"], b + f["keep_b"]
        f.update(s=s, c=c, b=b, stage="spend")
        ctx.emit("mom.roll", "mom.ev.roll", {"success": s, "clue": c, "blank": b},
                 {"investigator": f["inv"], "success": s, "clue": c, "blank": b})
        return
    kind, _, arg = oid.partition(":")
    k = int(arg)
    if kind == "reroll":
        inv = st.inv(f["inv"])
        inv.reroll_used = True
        from_b = min(k, f["b"])
        from_c = k - from_b
        f.update(keep_s=f["s"], keep_c=f["c"] - from_c, keep_b=f["b"] - from_b,
                 rerolled=True, reroll_n=k, stage="reroll")
        return
    if k:
        inv = st.inv(f["inv"])
        inv.clues -= k
        f.update(s=f["s"] + k, c=f["c"] - k)
        ctx.emit("mom.spend", key("mom.ev.spend", "one" if k == 1 else "many"),
                 {"who": inv_name(st, inv.id), "n": k, "success": f["s"]},
                 {"investigator": inv.id, "n": k})
    f["stage"] = "done"




def _hurt_monster(ctx: Ctx, f: Frame) -> bool:
    pop(ctx.st, f)
    damage_monster(ctx, f["mon"], f["n"])
    return False




# -- harm ---------------------------------------------------------------------------------------


def _pick_target_run(ctx: Ctx, f: Frame) -> bool:
    if not [i for i in ctx.st.living() if i.space is not None]:
        pop(ctx.st, f)
        return False
    return True


def _pick_target_options(st: MoMState, f: Frame) -> OptionsResult:
    return (CHANCE,), chance({i.id: 1 for i in st.living() if i.space is not None},
                             "mom.opt.random_investigator",
                             lambda k: {"who": inv_name(st, k)}, "who"), Msg("mom.prompt.random")


def _pick_target_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    pop(st, f)
    push(st, "targets", kind=f["kind"], n=f["n"], h=f.get("h", 0), facedown=f["facedown"],
         resist=f["resist"], todo=(arg(oid),), purpose="plain")




def _targets_run(ctx: Ctx, f: Frame) -> bool:
    """Harm each target in turn (resisting first if asked)."""
    st = ctx.st
    if "res" in f:  # a resist test came back
        iid = f["cur"]
        if f["kind"] == "both":  # the investigator shares the successes out
            res = f.pop("res")
            if not st.inv(iid).eliminated:
                push(st, "prevent", inv=iid, s=res, d=f["n"], h=f.get("h", 0),
                     facedown=f["facedown"])
            return False
        n = max(0, f["n"] - f.pop("res"))
        if n and not st.inv(iid).eliminated:
            push_harm(st, iid, f["kind"], n, f["facedown"])
        return False
    todo = [t for t in f["todo"] if not st.inv(t).eliminated]
    if not todo:
        pop(st, f)
        return False
    iid, f["todo"] = todo[0], tuple(todo[1:])
    if f["resist"]:
        f["cur"] = iid
        start_test(ctx, iid, f["resist"], 0, 0, then="return",
                   purpose=f.get("purpose", "plain"), cap=f["n"] + f.get("h", 0))
    elif f["kind"] == "both":
        push_both(st, iid, f["n"], f.get("h", 0), f["facedown"])
    else:
        push_harm(st, iid, f["kind"], f["n"], f["facedown"])
    return False




def push_harm(st: MoMState, iid: str, kind: str, n: int, facedown: bool) -> None:
    push(st, "harm", inv=iid, kind=kind, n=n, facedown=facedown, done=0, stage="take")


def _deck_left(st: MoMState, inv_kind: str) -> int:
    pool = st.damage_pool if inv_kind == "damage" else st.horror_pool
    down = sum(i.damage_down if inv_kind == "damage" else i.horror_down for i in st.invs)
    return sum(pool.values()) - down


def _harm_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated:
        pop(st, f)
        return False
    if f["stage"] == "take":
        if f["done"] < f["n"]:
            if f.get("flip"):  # turning face-down cards face up (rules reference 41)
                if not (inv.damage_down if f["kind"] == "damage" else inv.horror_down):
                    f["done"] = f["n"]
                    return False
                return True  # which card it is: the same draw as a face-up card
            if _deck_left(st, f["kind"]) <= 0:  # every card is out: nothing more to take
                f["done"] = f["n"]
                return False
            if not f["facedown"]:
                return True  # draw a face-up card
            f["done"] += 1
            if f["kind"] == "damage":
                inv.damage_down += 1
            else:
                inv.horror_down += 1
            ctx.emit("mom.harm", key("mom.ev.down", f["kind"]), {"who": inv_name(st, inv.id)},
                     {"investigator": inv.id, "kind": f["kind"]})
            return False
        f["stage"] = "check"
        return False
    pop(st, f)
    check_threshold(ctx, inv, f["kind"])
    return False


def _harm_options(st: MoMState, f: Frame) -> OptionsResult:
    pool = st.damage_pool if f["kind"] == "damage" else st.horror_pool
    deck = st.lib.damage if f["kind"] == "damage" else st.lib.horror
    return (CHANCE,), chance(dict(pool), "mom.opt.card",
                             lambda k: {"card": ltext(deck[k].name)}, "card"), Msg(
        "mom.prompt.draw")


def _harm_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    oid = arg(oid)
    inv = st.inv(f["inv"])
    kind = f["kind"]
    pool = st.damage_pool if kind == "damage" else st.horror_pool
    deck = st.lib.damage if kind == "damage" else st.lib.horror
    pool[oid] -= 1
    if f.get("flip"):  # the card was one of the investigator's face-down ones
        if kind == "damage":
            inv.damage_down -= 1
        else:
            inv.horror_down -= 1
    (inv.damage_up if kind == "damage" else inv.horror_up).append(oid)
    f["done"] += 1
    card = deck[oid]
    family = "mom.ev.turned_up" if f.get("flip") else "mom.ev.up"
    ctx.emit("mom.harm", key(family, kind), {"who": inv_name(st, inv.id),
                                               "card": ltext(card.name),
                                               "text": ltext(card.text)},
             {"investigator": inv.id, "kind": kind, "card": oid,
              "name": dict(card.name), "text": dict(card.text)})
    if card.timing == "immediate":
        push(st, "flipdown", inv=inv.id, kind=kind, card=oid)
        push_steps(st, ("card", kind, oid), inv.id)




def _flipdown(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    pop(st, f)
    inv = st.inv(f["inv"])
    up = inv.damage_up if f["kind"] == "damage" else inv.horror_up
    if f["card"] in up and not inv.eliminated:
        up.remove(f["card"])
        pool = st.damage_pool if f["kind"] == "damage" else st.horror_pool
        pool[f["card"]] = pool.get(f["card"], 0) + 1
        if f["kind"] == "damage":
            inv.damage_down += 1
        else:
            inv.horror_down += 1
    return False




def check_threshold(ctx: Ctx, inv: Inv, kind: str) -> None:
    """Wounded / insane at health / sanity; eliminated the second time."""
    st = ctx.st
    card = st.lib.investigators[inv.id]
    if kind == "damage" and inv.damage >= card.health:
        if inv.wounded:
            eliminate(ctx, inv)
            return
        inv.wounded = True
        inv.damage_down = 0
        ctx.emit("mom.wounded", "mom.ev.wounded", {"who": inv_name(st, inv.id)},
                 {"investigator": inv.id})
    elif kind == "horror" and inv.horror >= card.sanity:
        if inv.insane:
            eliminate(ctx, inv)
            return
        inv.insane = True
        inv.horror_down = 0
        ctx.emit("mom.insane", "mom.ev.insane", {"who": inv_name(st, inv.id)},
                 {"investigator": inv.id})
        push(st, "insanity", inv=inv.id)


def _eligible_insanity(st: MoMState) -> list[str]:
    cards = [c for c in st.insanity_pool if st.lib.insanity[c].min_players <= st.players]
    return cards


def _insanity_run(ctx: Ctx, f: Frame) -> bool:
    if ctx.st.inv(f["inv"]).eliminated or not _eligible_insanity(ctx.st):
        pop(ctx.st, f)
        return False
    return True


def _insanity_options(st: MoMState, f: Frame) -> OptionsResult:
    return (CHANCE,), chance({c: 1 for c in _eligible_insanity(st)}, "mom.opt.secret_card",
                             None, "card"), Msg("mom.prompt.draw")


def _insanity_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    """Rules reference 41: a private insanity card; cards for more players than are
    playing are never kept (drawing among the eligible ones is the same as redrawing)."""
    st = ctx.st
    oid = arg(oid)
    pop(st, f)
    inv = st.inv(f["inv"])
    inv.insanity = oid
    st.insanity_pool.remove(oid)
    card = st.lib.insanity[oid]
    ctx.emit("mom.insanity", "mom.ev.insanity_private",
             {"who": inv_name(st, inv.id), "card": ltext(card.name), "text": ltext(card.text)},
             {"investigator": inv.id, "card": oid}, audience=frozenset({inv.seat}))
    push_steps(st, ("insanity", oid), inv.id, aud=(inv.seat,))




def eliminate(ctx: Ctx, inv: Inv) -> None:
    """Rules reference 82: possessions dropped in the space, the figure removed."""
    st = ctx.st
    if inv.eliminated:
        return
    space = inv.space
    if space is not None:
        for iid, flipped in inv.items:
            st.floor.append(Floor(space, "item", iid, flipped))
        for sid in inv.spells:
            st.floor.append(Floor(space, "spell", sid))
    inv.items, inv.spells = [], []
    for c in inv.damage_up:
        st.damage_pool[c] = st.damage_pool.get(c, 0) + 1
    for c in inv.horror_up:
        st.horror_pool[c] = st.horror_pool.get(c, 0) + 1
    inv.damage_up, inv.horror_up = [], []
    inv.damage_down = inv.horror_down = 0
    inv.conditions, inv.cond_backs, inv.cond_open = [], {}, []  # back to their decks
    inv.eliminated = True
    inv.space = None
    inv.actions = inv.move_left = 0
    # what was going on for him stops
    st.stack[:] = [f for f in st.stack
                   if f.get("inv") != inv.id or f["k"] in ("round", "turn")]
    ctx.emit("mom.eliminated", "mom.ev.eliminated", {"who": inv_name(st, inv.id)},
             {"investigator": inv.id})
    if not st.living():
        lose = next((e.id for e in st.scenario.epilogues if e.kind == "defeat"), "")
        end_game(ctx, "defeat", lose)
        return
    deadline = st.round + 1
    st.elim_deadline = deadline if not st.elim_deadline else min(st.elim_deadline, deadline)
    fire_triggers(ctx, "eliminated", inv.id)


# -- choices ------------------------------------------------------------------------------------


def _action_frame(st: MoMState) -> Frame | None:
    return next((f for f in reversed(st.stack) if f["k"] == "action"), None)


def _offered(st: MoMState, f: Frame) -> list[int]:
    ch: sc.Choice = resolve(st, f["path"])
    iid = f["inv"]
    act = _action_frame(st)
    free_icon = (act is not None and not act.get("icon") and act.get("inv") == iid
                 and not act.get("deferred"))
    out = []
    for i, o in enumerate(ch.options):
        if o.when is not None and not holds(st, o.when, iid):
            continue
        if o.cost is not None and (iid is None or not has_possession(
                st, st.inv(iid), o.cost.item, o.cost.trait)):
            continue  # rules reference 45: one cannot spend what one does not have
        if o.action and not free_icon and (iid is None or st.inv(iid).actions <= 0
                                           or st.phase != "investigator"):
            continue
        out.append(i)
    return out


def _choice_run(ctx: Ctx, f: Frame) -> bool:
    if not _offered(ctx.st, f):
        pop(ctx.st, f)
        return False
    return True


def _choice_options(st: MoMState, f: Frame) -> OptionsResult:
    ch: sc.Choice = resolve(st, f["path"])
    opts = [Option(f"opt:{i}", ltext(ch.options[i].label),
                   data={"act": "choice", "action": ch.options[i].action}) for i in _offered(st, f)]
    return seat_of(st, f["inv"]), opts, ltext(ch.text) if ch.text else Msg("mom.prompt.choice")


def _choice_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    i = int(oid.partition(":")[2])
    ch: sc.Choice = resolve(st, f["path"])
    opt = ch.options[i]
    pop(st, f)
    ctx.emit("mom.chose", "mom.ev.chose", {"text": ltext(opt.label)}, {"option": i})
    if opt.action:
        act = _action_frame(st)
        if (act is not None and not act.get("icon") and act.get("inv") == f["inv"]
                and not act.get("deferred")):
            act["icon"] = True
        elif f["inv"] is not None:
            st.inv(f["inv"]).actions -= 1
            if act is not None and act.get("inv") == f["inv"]:
                act["icon"] = True
    push_steps(st, (*f["path"], "options", i, "steps"), f["inv"], f.get("mon"), f.get("aud"))
    if opt.cost is not None and f["inv"] is not None:  # paid first (it runs on top)
        if opt.cost.item is not None:
            lose_possession(ctx, f["inv"], opt.cost.item, False)
        elif opt.cost.trait is not None:
            pay_with(ctx, f["inv"], opt.cost.trait)




# -- evasion ----------------------------------------------------------------------------------


def monsters_at(st: MoMState, space: str | None) -> list[Mon]:
    return [m for m in st.monsters if m.space == space] if space is not None else []


def needs_evade(st: MoMState, iid: str) -> bool:
    return bool(monsters_at(st, st.inv(iid).space))


def _evade_candidates(st: MoMState, f: Frame) -> list[Mon]:
    here = monsters_at(st, st.inv(f["inv"]).space)
    if not here:
        return []
    top = max(st.lib.monsters[m.kind].awareness for m in here)
    return [m for m in here if st.lib.monsters[m.kind].awareness == top]


def _evade_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 94: test against the monster of the highest awareness (the
    investigator picks among equals); a cancel in its answer cancels the action."""
    st = ctx.st
    if f["stage"] == "pick":
        cands = _evade_candidates(st, f)
        if not cands:
            f["stage"] = "done"
            return False
        if len(cands) > 1:
            return True
        _evade_start(ctx, f, cands[0].uid)
        return False
    pop(st, f)
    b = st.stack[-1] if st.stack else None
    if b is not None:
        b["cancelled"] = bool(f.get("cancelled"))
    return False


def _evade_start(ctx: Ctx, f: Frame, uid: str) -> None:
    st = ctx.st
    m = st.mon(uid)
    assert m is not None
    f["stage"] = "done"
    ctx.emit("mom.evade", "mom.ev.evade", {"who": inv_name(st, f["inv"]),
                                           "what": mon_name(st, m)},
             {"investigator": f["inv"], "uid": uid})
    push(st, "steps", path=("answer", m.kind, "evade"), pc=0, inv=f["inv"], mon=uid,
         aud=None, purpose="evade")


def _evade_options(st: MoMState, f: Frame) -> OptionsResult:
    return seat_of(st, f["inv"]), [
        Option(f"evade:{m.uid}", Msg("mom.opt.evade", {"what": mon_name(st, m)}),
               data={"act": "evade", "monster": m.uid}) for m in _evade_candidates(st, f)], Msg(
        "mom.prompt.evade", {"who": inv_name(st, f["inv"])})


def _evade_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    _evade_start(ctx, f, oid.partition(":")[2])




def push_evade(st: MoMState, iid: str) -> None:
    push(st, "evade", inv=iid, stage="pick", cancelled=False)


# -- voluntary free moves (may_move) ------------------------------------------------------------


def move_targets(st: MoMState, iid: str, only: str | None = None) -> list[str]:
    """Spaces one legal step away (``only``: just that one, if it is)."""
    space = st.inv(iid).space
    if space is None:
        return []
    steps = list(st.topology().steps(space))
    return [s for s in steps if s == only] if only is not None else steps


def enter_space(ctx: Ctx, iid: str, space: str) -> None:
    """Move one space; entering fire costs a face-down damage."""
    st = ctx.st
    inv = st.inv(iid)
    inv.space = space
    ctx.emit("mom.move", "mom.ev.move", {"who": inv_name(st, iid), "space": space},
             {"investigator": iid, "space": space})
    if space in st.fire:
        if inv.douse > 0:
            inv.douse -= 1
            set_feature(ctx, "fire", space, False)
        else:
            push_harm(st, iid, "damage", 1, True)


def _may_move_run(ctx: Ctx, f: Frame) -> bool:
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated or f["left"] <= 0 or f.get("cancelled"):
        pop(st, f)
        return False
    if f["stage"] == "evaded":
        f["stage"] = "ask"
        if f.get("cancelled"):
            pop(st, f)
            return False
        dest = f["dest"]
        f["left"] -= 1
        enter_space(ctx, inv.id, dest)
        return False
    return bool(move_targets(st, inv.id, f.get("only"))) or _stop(st, f)


def _stop(st: MoMState, f: Frame) -> bool:
    pop(st, f)
    return False


def _may_move_options(st: MoMState, f: Frame) -> OptionsResult:
    opts = [Option(f"move:{s}", Msg("mom.opt.move", {"space": s}),
                   data={"act": "move", "space": s, "key": s})
            for s in move_targets(st, f["inv"], f.get("only"))]
    opts.append(Option("stop", Msg("mom.opt.stop"), data={"act": "stop"}))
    return seat_of(st, f["inv"]), opts, counted("mom.prompt.may_move", f["left"], {
        "who": inv_name(st, f["inv"])})


def _may_move_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    st = ctx.st
    if oid == "stop":
        pop(st, f)
        return
    f["dest"] = oid.partition(":")[2]
    f["stage"] = "evaded"
    if needs_evade(st, f["inv"]):
        push_evade(st, f["inv"])




# -- board changes by effect: clearing, discarding a tile, removing monsters -------------------


def _clear_board(ctx: Ctx, f: Frame, s: sc.ClearBoard, path: tuple[Any, ...]) -> None:
    clear_area(ctx, None)


def _discard_tile(ctx: Ctx, f: Frame, s: sc.DiscardTile, path: tuple[Any, ...]) -> None:
    st = ctx.st
    if s.tile in st.tiles:
        clear_area(ctx, st.board.tile_spaces.get(s.tile, frozenset()), s.tile)


def clear_area(ctx: Ctx, spaces: frozenset[str] | None, tile: str | None = None) -> None:
    """Discard what lies on some spaces (``None``: the whole board, rules reference 6;
    else the spaces of ``tile``, which is discarded too, rules reference 77): tokens,
    fire, darkness, barricades, secret passages, dropped possessions (back to their
    decks) and monsters (removed, not defeated). Investigators there leave the board
    and keep all they hold."""
    st = ctx.st

    def on(space: str | None) -> bool:
        return space is not None and (spaces is None or space in spaces)

    where = {t.id: t.space for t in st.scenario.tokens}
    st.tokens = [t for t in st.tokens if not on(where.get(t))]
    st.fire = [x for x in st.fire if not on(x)]
    st.darkness = [x for x in st.darkness if not on(x)]
    st.passages = [x for x in st.passages if not on(x)]
    st.loose_barricades = [x for x in st.loose_barricades if not on(x)]
    kept: list[tuple[str, str]] = []
    for a, b in st.barricades:
        if on(a):
            continue
        if on(b):  # the door it blocked leads nowhere now: the token lies loose
            st.loose_barricades.append(a)
        else:
            kept.append((a, b))
    st.barricades = kept
    st.floor = [x for x in st.floor if not on(x.space)]
    for m in [m for m in st.monsters if on(m.space)]:
        remove_monster(ctx, m)
    for inv in st.living():
        if on(inv.space):
            inv.space = None
            ctx.emit("mom.off_board", "mom.ev.off_board", {"who": inv_name(st, inv.id)},
                     {"investigator": inv.id})
    if spaces is None:
        st.tiles = []
        ctx.emit("mom.board_cleared", "mom.ev.board_cleared", {}, {})
    elif tile is not None and tile in st.tiles:
        st.tiles = [t for t in st.tiles if t != tile]
        t = next((x for x in st.scenario.tiles if x.id == tile), None)
        room = ltext(t.rooms[0].name) if t is not None else literal({"en": tile})
        ctx.emit("mom.tile_discarded", "mom.ev.tile_discarded", {"room": room},
                 {"tile": tile})


def _remove_monster(ctx: Ctx, f: Frame, s: sc.RemoveMonster, path: tuple[Any, ...]) -> None:
    st = ctx.st
    if s.kind is None and s.space is None:
        gone = [m for m in st.monsters if m.uid == f.get("mon")]
    else:
        gone = [m for m in st.monsters if (s.kind is None or m.kind == s.kind)
                and (s.space is None or m.space == s.space)]
    for m in gone:
        remove_monster(ctx, m)


def remove_monster(ctx: Ctx, m: Mon) -> None:
    """Rules reference 5: the monster leaves the board without being defeated (no
    ``monster_defeated`` trigger)."""
    st = ctx.st
    if m in st.monsters:
        st.monsters.remove(m)
        ctx.emit("mom.monster_removed", "mom.ev.monster_removed", {"what": mon_name(st, m)},
                 {"uid": m.uid, "kind": m.kind})


# -- face-down cards turned face up -------------------------------------------------------------


def _face_up(ctx: Ctx, f: Frame, s: sc.FaceUp, path: tuple[Any, ...]) -> None:
    """Rules reference 41 and 21: random face-down cards are turned face up; each is the
    ``harm`` frame's face-up draw (``flip``), so an immediate card takes effect."""
    st = ctx.st
    iid = active(st, f)
    if iid is None:
        return
    push(st, "harm", inv=iid, kind=s.kind, n=s.amount, facedown=False, done=0,
         stage="take", flip=True)


# -- one resist test against damage and horror --------------------------------------------------


def push_both(st: MoMState, iid: str, damage: int, horror: int, facedown: bool) -> None:
    """Damage, then horror, of one effect (the damage frame runs first)."""
    if horror > 0:
        push_harm(st, iid, "horror", horror, facedown)
    if damage > 0:
        push_harm(st, iid, "damage", damage, facedown)


def _prevent_range(f: Frame) -> tuple[int, int, int]:
    """(successes that count, fewest, most of them on damage)."""
    s = min(int(f["s"]), int(f["d"]) + int(f["h"]))
    return s, max(0, s - int(f["h"])), min(s, int(f["d"]))


def _prevent_apply(ctx: Ctx, f: Frame, on_damage: int) -> None:
    st = ctx.st
    pop(st, f)
    s, _, _ = _prevent_range(f)
    on_horror = s - on_damage
    if s:
        which = "both" if on_damage and on_horror else "damage" if on_damage else "horror"
        ctx.emit("mom.prevented", key("mom.ev.prevented", which),
                 {"who": inv_name(st, f["inv"]), "damage": on_damage, "horror": on_horror},
                 {"investigator": f["inv"], "damage": on_damage, "horror": on_horror})
    push_both(st, f["inv"], int(f["d"]) - on_damage, int(f["h"]) - on_horror, f["facedown"])


def _prevent_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 67: each success prevents one damage or one horror, as the
    investigator chooses; asked only when there is a real choice."""
    _, lo, hi = _prevent_range(f)
    if lo == hi:
        _prevent_apply(ctx, f, lo)
        return False
    return True


def _prevent_options(st: MoMState, f: Frame) -> OptionsResult:
    s, lo, hi = _prevent_range(f)
    return seat_of(st, f["inv"]), [
        Option(f"prevent:{k}", Msg("mom.opt.prevent", {"damage": k, "horror": s - k}),
               data={"damage": k, "horror": s - k}) for k in range(lo, hi + 1)], Msg(
        "mom.prompt.prevent", {"who": inv_name(st, f["inv"]), "n": s})


def _prevent_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    _prevent_apply(ctx, f, int(arg(oid)))




# -- forced stepwise movement -------------------------------------------------------------------


def _forced_move(ctx: Ctx, f: Frame, s: sc.ForcedMove, path: tuple[Any, ...]) -> None:
    st = ctx.st
    iid = active(st, f)
    if iid is None or st.inv(iid).space is None:
        return
    push(st, "forced_move", inv=iid, left=s.spaces, dir=s.direction, space=s.space,
         monster=s.monster, kind=s.kind, mon=f.get("mon"))


def _forced_goals(st: MoMState, f: Frame, here: str) -> tuple[str, ...]:
    """The spaces the move is measured from: the named space, the monster in question,
    or every nearest monster (fewest spaces away by movement; several when tied)."""
    topo = st.topology()
    if f["space"] is not None:
        return (f["space"],) if f["space"] in topo.spaces else ()
    if f["monster"] == "this":
        m = st.mon(f["mon"]) if f.get("mon") else None
        return (m.space,) if m is not None else ()
    dist = topo.move_distances(here)
    near = {m.space: dist[m.space] for m in st.monsters
            if (f["kind"] is None or m.kind == f["kind"]) and m.space in dist}
    if not near:
        return ()
    best = min(near.values())
    return tuple(sorted(sp for sp, d in near.items() if d == best))


def _forced_each(st: MoMState, f: Frame, here: str) -> dict[str, list[str]]:
    """Goal -> the next spaces that go toward it (or away from it), by the board's
    toward/away."""
    topo = st.topology()
    out = {}
    for goal in f["goals"]:
        out[goal] = (topo.toward(here, goal) if f["dir"] == "toward"
                     else topo.away(here, goal))
    return out


def _forced_steps(st: MoMState, f: Frame, here: str) -> list[str]:
    return sorted({sp for nxt in _forced_each(st, f, here).values() for sp in nxt})


def _forced_run(ctx: Ctx, f: Frame) -> bool:
    """Rules reference 59 (forced movement), 93 and 25: one space at a time, each step
    closer to (farther from) the target; no evade check. The investigator chooses only
    among equally good spaces."""
    st = ctx.st
    inv = st.inv(f["inv"])
    if inv.eliminated or inv.space is None or f["left"] <= 0:
        pop(st, f)
        return False
    if "goals" not in f:
        f["goals"] = _forced_goals(st, f, inv.space)
    nxt = _forced_steps(st, f, inv.space)
    if not nxt:
        pop(st, f)
        return False
    if len(nxt) > 1:
        return True
    _forced_step(ctx, f, nxt[0])
    return False


def _forced_step(ctx: Ctx, f: Frame, dest: str) -> None:
    st = ctx.st
    inv = st.inv(f["inv"])
    assert inv.space is not None
    each = _forced_each(st, f, inv.space)
    # a tie between nearest monsters is settled by the way taken
    f["goals"] = tuple(g for g, nxt in each.items() if dest in nxt)
    f["left"] -= 1
    enter_space(ctx, inv.id, dest)


def _forced_options(st: MoMState, f: Frame) -> OptionsResult:
    here = st.inv(f["inv"]).space
    steps = _forced_steps(st, f, here) if here is not None else []
    return seat_of(st, f["inv"]), [
        Option(f"move:{sp}", Msg("mom.opt.move", {"space": sp}),
               data={"act": "move", "space": sp, "key": sp})
        for sp in steps], Msg("mom.prompt.forced_move", {"who": inv_name(st, f["inv"]),
                                                         "n": f["left"]})


def _forced_decide(ctx: Ctx, f: Frame, oid: str) -> None:
    _forced_step(ctx, f, arg(oid))


TEST_CHILDREN = (Child("pass_", "pass"), Child("fail", "fail"))
"""A test's branches (one of them runs)."""
CHOICE_CHILDREN = (Child("options", "options", each="steps", guard="when"),)
"""A choice's options (each offered while its ``when`` holds)."""


def register(lang: Language) -> None:
    """Declare the generic Mansions frames, the rules' steps, the content path roots and
    the board's condition kinds on the Mansions language."""
    lang.add_step("test", _test, TEST_CHILDREN)
    lang.add_step("choice", _choice, CHOICE_CHILDREN)
    lang.add_step(("damage", "horror", "harm"), _harm)
    lang.add_step(("heal_damage", "heal_horror"), _heal)
    lang.add_step("clues", _clues)
    lang.add_step(("item", "spell"), _gain)
    lang.add_step(("condition", "lose_condition"), _condition)
    lang.add_step("flip_condition", _flip_condition)
    lang.add_step(("discard_possession", "drop_possession"), _lose_possession)
    lang.add_step("place_tile", _place_tile)
    lang.add_step("place_token", _place_token)
    lang.add_step("remove_token", _remove_token)
    lang.add_step(("feature", "clear_feature"), _feature)
    lang.add_step("spawn", _spawn)
    lang.add_step("move_investigator", _place_inv)
    lang.add_step("cancel", _cancel)
    lang.add_step("monster_damage", _monster_damage)
    lang.add_step("may_move", _may_move)
    lang.add_step("clear_board", _clear_board)
    lang.add_step("discard_tile", _discard_tile)
    lang.add_step("remove_monster", _remove_monster)
    lang.add_step("face_up", _face_up)
    lang.add_step("forced_move", _forced_move)
    lang.add_frame("healing", _healing_run, _healing_options, _healing_decide)
    lang.add_frame("cond_draw", _cond_draw_run, _cond_draw_options, _cond_draw_decide)
    lang.add_frame("cond_after", _cond_after)
    lang.add_frame("lose_pick", _lose_pick_run, _lose_pick_options, _lose_pick_decide)
    lang.add_frame("lose_random", _lose_random_run, _lose_random_options, _lose_random_decide)
    lang.add_frame("test", _test_run, _test_options, _test_decide)
    lang.add_frame("hurt_monster", _hurt_monster)
    lang.add_frame("pick_target", _pick_target_run, _pick_target_options, _pick_target_decide)
    lang.add_frame("targets", _targets_run)
    lang.add_frame("harm", _harm_run, _harm_options, _harm_decide)
    lang.add_frame("flipdown", _flipdown)
    lang.add_frame("insanity", _insanity_run, _insanity_options, _insanity_decide)
    lang.add_frame("choice", _choice_run, _choice_options, _choice_decide)
    lang.add_frame("evade", _evade_run, _evade_options, _evade_decide)
    lang.add_frame("may_move", _may_move_run, _may_move_options, _may_move_decide)
    lang.add_frame("prevent", _prevent_run, _prevent_options, _prevent_decide)
    lang.add_frame("forced_move", _forced_run, _forced_options, _forced_decide)
    for name, resolve_fn, paths_fn in ROOTS:
        lang.add_root(name, resolve_fn, paths_fn)
    for name, check in CHECKS:
        lang.add_check(name, check)
