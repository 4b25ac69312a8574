"""Skill tests: dice from the skill, focus, modifiers and assets (always at least one),
5 and 6 succeed, rerolls paid with focus or clues, spells cast for their dice at a cost
of horror or remnants (each remnant spent pays one horror).

A test is the frame ``test``: ``stage`` ``cast`` (the investigator may cast spells that
help this test), ``roll`` (chance: how many dice succeed, with the exact binomial
probabilities of :func:`roll_probabilities`), ``choose`` (spend a
focus token or a clue, or the investigator's free reroll, to reroll one failed die,
or keep the result), ``reroll``
(chance: one die, a success with probability 1/3). A reroll only ever takes a failed die:
rerolling a success could never help. The test then ends by its ``purpose``: a script's
``pass``/``fail``, or the action that asked for it (ward, attack, evade, research).
"""

from __future__ import annotations

import functools
from fractions import Fraction
from math import comb
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.text import Msg
from eerie.games.arkham import board
from eerie.games.arkham.names import name
from eerie.games.arkham.schema import Asset
from eerie.games.arkham.state import ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.language import Frame, OptionsResult

HANDS = 2
"""Hands an investigator may use in one test."""
HIT = Fraction(1, 3)
"""The chance that one die succeeds (a 5 or a 6)."""
FREE = "reroll:free"
"""The option of an investigator's free reroll (its ``reroll`` ability)."""


@functools.cache
def roll_probabilities(n: int) -> tuple[Fraction, ...]:
    """The chance of each number of successes (0 to ``n``) among ``n`` dice: binomial
    with 1/3 (the same as :func:`eerie.core.dice.success_distribution` of a d6 with 5
    and 6 succeeding, without listing every roll)."""
    return tuple(comb(n, k) * HIT ** k * (1 - HIT) ** (n - k) for k in range(n + 1))


def action_of(purpose: str) -> str:
    """The word of an asset's ``actions`` for a test's purpose: a script's test is an
    encounter's."""
    return "encounter" if purpose == "script" else purpose


def helpers(st: ArkhamState, seat: int, skill: str, purpose: str,
            kinds: tuple[str, ...] = ("item", "ally")) -> list[Asset]:
    """The investigator's assets of ``kinds`` that add dice to this test, the best first
    within two hands."""
    assets = [st.content.assets[a] for a in st.invs[seat]["assets"]]
    fit = [a for a in assets if a.kind in kinds and a.skill == skill
           and (not a.actions or action_of(purpose) in a.actions)]
    fit.sort(key=lambda a: (-a.bonus, a.hands, a.id))
    out, hands = [], 0
    for a in fit:
        if hands + a.hands <= HANDS:
            out.append(a)
            hands += a.hands
    return out


def hands_used(st: ArkhamState, f: Frame) -> int:
    """Hands taken by the test's items and the spells cast for it."""
    lib = st.content.assets
    items = helpers(st, f["seat"], f["skill"], f["purpose"])
    return sum(a.hands for a in items) + sum(lib[s].hands for s in f.get("cast", []))


def dice(st: ArkhamState, f: Frame) -> int:
    """The dice the test rolls: skill, its focus token, the modifier, the assets' and
    cast spells' bonuses; at least one."""
    inv = st.invs[f["seat"]]
    base = st.content.investigators[inv["id"]].skills[f["skill"]]
    focus = 1 if f["skill"] in inv["focus"] else 0
    bonus = sum(a.bonus for a in helpers(st, f["seat"], f["skill"], f["purpose"]))
    spells = sum(st.content.assets[s].bonus for s in f.get("cast", []))
    return max(1, base + focus + int(f["mod"]) + bonus + spells)


def push_test(st: ArkhamState, seat: int, skill: str, mod: int, purpose: str,
              **extra: Any) -> None:
    """Start a test of ``seat``'s investigator."""
    st.interpreter.push(st, "test", seat=seat, skill=skill, mod=mod, purpose=purpose,
                        stage="cast", cast=[], hits=0, misses=0, **extra)


def _castable(st: ArkhamState, f: Frame) -> list[Asset]:
    inv = st.invs[f["seat"]]
    lib = st.content.assets
    free = HANDS - hands_used(st, f)
    return [lib[a] for a in inv["assets"] if lib[a].kind == "spell"
            and a not in f["cast"] and lib[a].skill == f["skill"]
            and (not lib[a].actions or action_of(f["purpose"]) in lib[a].actions)
            and lib[a].hands <= free]


def _run(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    st = ctx.st
    if st.invs[f["seat"]]["space"] is None:
        st.interpreter.pop(st, f)  # defeated while testing (a spell's horror)
        return False
    if f["stage"] == "cast" and not _castable(st, f):
        f["stage"] = "roll"
    if f["stage"] == "choose" and not _rerolls(st, f):
        _finish(ctx, f)
        return False
    return True


def free_reroll(st: ArkhamState, f: Frame) -> bool:
    """Whether the tested investigator's ability still offers its free reroll in this
    test (once per test of its skill)."""
    ability = st.content.investigators[st.invs[f["seat"]]["id"]].ability
    return (ability is not None and ability.kind == "reroll"
            and ability.skill == f["skill"] and not f.get("free"))


def _rerolls(st: ArkhamState, f: Frame) -> list[Option]:
    if f["misses"] <= 0:
        return []
    inv = st.invs[f["seat"]]
    out = []
    if free_reroll(st, f):
        out.append(Option(FREE, Msg("ah.opt.reroll_free"), data={"key": "a"}))
    out += [Option(f"reroll:focus:{s}", Msg("ah.opt.reroll_focus", {"skill": name("skill", s)}),
                  data={"key": f"f{i + 1}"}) for i, s in enumerate(inv["focus"])]
    if inv["clues"]:
        out.append(Option("reroll:clue", Msg("ah.opt.reroll_clue"), data={"key": "c"}))
    return out


def _options(st: ArkhamState, f: Frame) -> OptionsResult:
    seat = f["seat"]
    skill = name("skill", f['skill'])
    if f["stage"] == "cast":
        opts = [Option("roll", Msg("ah.opt.roll", {"n": dice(st, f)}), data={"key": "r"})]
        inv = st.invs[seat]
        for i, a in enumerate(_castable(st, f)):
            spell = name("asset", a.id)
            opts.append(Option(f"cast:{a.id}", Msg("ah.opt.cast", {"spell": spell, "n": a.horror}),
                               data={"key": f"s{i + 1}"}))
            paid = min(inv["remnants"], a.horror)
            if paid:
                label = (Msg("ah.opt.cast_remnant", {"spell": spell, "n": paid})
                         if paid == a.horror else
                         Msg("ah.opt.cast_mixed", {"spell": spell, "n": paid,
                                                   "horror": a.horror - paid}))
                opts.append(Option(f"cast:{a.id}:remnant", label, data={"key": f"m{i + 1}"}))
        return (seat,), opts, Msg("ah.prompt.cast", {"skill": skill})
    if f["stage"] == "roll":
        n = dice(st, f)
        opts = [Option(f"hits:{k}", Msg("ah.opt.hits", {"n": k}), p, {"key": str(k)})
                for k, p in enumerate(roll_probabilities(n))]
        return (CHANCE,), opts, Msg("ah.prompt.roll", {"skill": skill, "n": n})
    if f["stage"] == "reroll":
        return (CHANCE,), [Option("die:hit", Msg("ah.opt.die_hit"), HIT, {"key": "h"}),
                           Option("die:miss", Msg("ah.opt.die_miss"), 1 - HIT, {"key": "m"})], \
            Msg("ah.prompt.reroll")
    opts = [Option("keep", Msg("ah.opt.keep", {"n": f["hits"]}), data={"key": "k"}),
            *_rerolls(st, f)]
    return (seat,), opts, Msg("ah.prompt.choose", {"skill": skill, "hits": f["hits"],
                                                   "misses": f["misses"]})


def _decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    seat = f["seat"]
    inv = st.invs[seat]
    kind, _, rest = option_id.partition(":")
    if kind == "roll":
        f["stage"] = "roll"
    elif kind == "cast":
        spell, _, pay = rest.partition(":")
        f["cast"] = [*f["cast"], spell]
        cost = st.content.assets[spell].horror
        ctx.emit("ah.cast", "ah.ev.cast", {"who": board.inv_name(st, seat),
                                           "spell": name("asset", spell)}, {"seat": seat})
        paid = min(inv["remnants"], cost) if pay == "remnant" else 0
        inv["remnants"] -= paid
        board.harm(ctx, seat, horror=cost - paid)
    elif kind == "hits":
        f["hits"] = int(rest)
        f["misses"] = dice(st, f) - f["hits"]
        f["stage"] = "choose"
        ctx.emit("ah.roll", "ah.ev.roll", {"who": board.inv_name(st, seat),
                                           "skill": name("skill", f['skill']),
                                           "dice": dice(st, f), "hits": f["hits"]},
                 {"seat": seat, "hits": f["hits"]})
    elif kind == "reroll":
        what, _, skill = rest.partition(":")
        if what == "free":
            f["free"] = True
        elif what == "focus":
            inv["focus"] = [s for s in inv["focus"] if s != skill]
        else:
            inv["clues"] -= 1
        f["stage"] = "reroll"
    elif kind == "die":
        if rest == "hit":
            f["hits"] += 1
            f["misses"] -= 1
        ctx.emit("ah.reroll", "ah.ev.reroll", {"hit": "yes" if rest == "hit" else "no",
                                               "hits": f["hits"]}, {"seat": seat})
        f["stage"] = "choose"
    elif kind == "keep":
        _finish(ctx, f)


def _finish(ctx: Ctx[ArkhamState], f: Frame) -> None:
    """The test is over: its result goes to what asked for it."""
    st = ctx.st
    interp = st.interpreter
    interp.pop(st, f)
    hits, seat, purpose = f["hits"], f["seat"], f["purpose"]
    ctx.emit("ah.test", "ah.ev.test_passed" if hits else "ah.ev.test_failed",
             {"who": board.inv_name(st, seat), "hits": hits}, {"seat": seat, "hits": hits})
    if purpose == "script":
        interp.push_steps(st, (*f["path"], "pass_" if hits else "fail"), **interp.context_of(f))
    elif purpose == "ward":
        board.ward(ctx, seat, hits)
    elif purpose == "research":
        board.research(ctx, seat, hits)
    elif purpose == "attack":
        m = next((m for m in st.monsters if m["uid"] == f["target"]), None)
        if m is not None and hits:
            m["damage"] += hits
            ctx.emit("ah.monster_hurt", "ah.ev.monster_hurt",
                     {"monster": board.mon_name(m), "n": hits}, {"monster": m["uid"]})
            if m["damage"] >= st.content.monsters[m["kind"]].health:
                board.defeat_monster(ctx, m, seat)
    elif purpose == "evade":
        evade(ctx, seat, hits)


def evade(ctx: Ctx[ArkhamState], seat: int, hits: int) -> None:
    """Each success frees the investigator from one engaged monster (exhausted in its
    space, the earliest engaged first); evading all of them gives one more action."""
    st = ctx.st
    engaged = board.engaged_with(st, seat)
    for m in engaged[:hits]:
        m["engaged"], m["space"], m["exhausted"] = -1, st.invs[seat]["space"], True
        ctx.emit("ah.evaded", "ah.ev.evaded", {"who": board.inv_name(st, seat),
                                               "monster": board.mon_name(m)},
                 {"monster": m["uid"]})
    if engaged and hits >= len(engaged):
        turn = next((fr for fr in reversed(st.stack) if fr["k"] == "turn"
                     and fr["seat"] == seat), None)
        if turn is not None:
            turn["left"] += 1
            ctx.emit("ah.extra_action", "ah.ev.extra_action", {"who": board.inv_name(st, seat)})


def register(lang: Any) -> None:
    """Declare the ``test`` frame."""
    lang.add_frame("test", _run, _options, _decide)
