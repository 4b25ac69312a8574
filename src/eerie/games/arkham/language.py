"""Arkham Horror's script language: the shared one of :mod:`eerie.script.shared` plus
the game's own steps, conditions, path roots and frames, declared in
:func:`build_language` (nothing registers itself on import).

Scripts run for a context: ``inv``, the seat whose investigator the script concerns (an
encounter's, a test's; None for the scenario's own events) and ``mon``, the monster in
question (a lurker's or a reckoning's). Steps about an investigator do nothing without
one, or when it is not on the board.

Steps (fields in :mod:`eerie.games.arkham.schema`): ``test``, ``gain``, ``pay``,
``damage``, ``horror``, ``heal``, ``take_clue``, ``delay``, ``doom``, ``spread_doom``,
``spawn_clue``, ``spawn_monster``, ``headline``, ``spawn``, ``archive``, ``buy``,
``condition``, ``flip_condition``, ``gain_asset``, ``shuffle_events``,
``each_investigator``; the check
``has``. Roots:
``cond`` (a condition's front reckoning), ``cback`` (a condition back's steps), ``enc``
(an encounter card's text for a space or street kind), ``ecard`` (an event card's
encounter), ``anomaly`` (an anomaly card's text for a doom count), ``headline``,
``monster`` (its activation and reckoning), ``archive`` (a card's reveal), ``asset`` (a
card's component action), ``setup``
(the scenario's final set-up).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from eerie.core.decision import Option
from eerie.core.text import Msg
from eerie.games.arkham import actions, allies, board, conditions, draws, rounds, skill_test
from eerie.games.arkham.names import name
from eerie.games.arkham.state import ArkhamState
from eerie.script.interpreter import Ctx, Interpreter
from eerie.script.language import Child, Frame, Language, OptionsResult, Path
from eerie.script.shared import Texts, compare, register_shared

TEXTS = Texts(say=("ah.say", "ah.ev.say"), objective=("ah.objective", "ah.ev.objective"),
              over=("ah.over", {"victory": "ah.ev.victory", "defeat": "ah.ev.defeat"}))
"""The event kinds and message keys of the shared steps."""

TEST_CHILDREN = (Child("pass_", "pass"), Child("fail", "fail"))
PAY_CHILDREN = (Child("then", "then"), Child("else_", "else"))
EACH_CHILDREN = (Child("steps", "steps"),)


def _seat(ctx: Ctx[ArkhamState], f: Frame) -> int | None:
    """The seat the running script is about, if its investigator is on the board."""
    seat = f.get("inv")
    if seat is None or ctx.st.invs[seat]["space"] is None:
        return None
    return int(seat)


def _here(st: ArkhamState, f: Frame) -> str | None:
    mon = f.get("mon")
    if mon is not None:
        m = next((m for m in st.monsters if m["uid"] == mon), None)
        return board.monster_space(st, m) if m is not None else None
    seat = f.get("inv")
    return st.invs[seat]["space"] if seat is not None else None


# -- steps ------------------------------------------------------------------------


def _test(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is not None:
        skill_test.push_test(ctx.st, seat, s.skill, s.mod, "script", path=path,
                             **ctx.st.interpreter.context_of(f))


def _gain(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is not None:
        board.gain(ctx, seat, s.what, s.n)


def _harm(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is not None:
        board.harm(ctx, seat, s.n if s.do == "damage" else 0, s.n if s.do == "horror" else 0,
                   s.direct)


def _heal(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is None:
        return
    inv = ctx.st.invs[seat]
    h, z = min(s.health, inv["damage"]), min(s.sanity, inv["horror"])
    inv["damage"] -= h
    inv["horror"] -= z
    if h or z:
        ctx.emit("ah.heal", "ah.ev.heal", {"who": board.inv_name(ctx.st, seat), "health": h,
                                           "sanity": z}, {"seat": seat})


def _take_clue(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is None:
        return
    st = ctx.st
    nb = st.content.neighbourhood_of[st.invs[seat]["space"]]
    if st.clues.get(nb, 0) > 0:
        st.clues[nb] -= 1
        if not st.clues[nb]:
            del st.clues[nb]
        st.invs[seat]["clues"] += 1
        st.invs[seat]["took_clue"] = True
        ctx.emit("ah.take_clue", "ah.ev.take_clue", {"who": board.inv_name(st, seat),
                                                     "nb": name("nb", nb)}, {"seat": seat})


def _delay(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is not None:
        ctx.st.invs[seat]["delayed"] = True
        ctx.emit("ah.delayed", "ah.ev.delayed", {"who": board.inv_name(ctx.st, seat)})


def _doom(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    if s.where == "sheet":
        board.sheet(ctx, board.SHEET_DOOM, s.n)
        return
    space = _here(st, f) if s.where == "here" else s.where
    if space is None:
        return
    if s.n >= 0:
        board.place_doom(ctx, space, s.n)
    else:
        board.remove_doom(ctx, space, -s.n)


def _mythos(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    draws.resolve_token(ctx, s.do)


def _spawn(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    board.spawn(ctx, s.monster, s.at)


def _archive(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    if s.remove:
        if s.card in st.codex:
            st.codex.remove(s.card)
        return
    if s.card in st.codex:
        return
    st.codex.append(s.card)
    ctx.emit("ah.archive", "ah.ev.archive",
             {"n": s.card, "text": name("archive", f"{st.scenario.id}.{s.card}")},
             {"card": s.card})
    st.interpreter.push_steps(st, ("archive", s.card), **st.interpreter.context_of(f))


def _shuffle_events(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    """Shuffle the named reserve event cards into the event deck (a card already in the
    event deck, its discard pile or a neighbourhood deck stays where it is)."""
    st = ctx.st
    placed = set(st.discard)
    for key, deck in st.decks.items():
        if key == "event" or key.startswith("nb:"):
            placed.update(deck.contents())
    new = [c for c in s.cards if c not in placed]
    if not new:
        return
    st.decks["event"] = st.decks["event"].shuffle_in(new)
    ctx.emit("ah.events_added", "ah.ev.events_added", {"n": len(new)},
             {"cards": list(new)})


def _push_choice(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is None:
        return
    st = ctx.st
    if s.do == "pay" and st.invs[seat][s.what] < s.n:
        st.interpreter.push_steps(st, (*path, "else_"), **st.interpreter.context_of(f))
        return
    st.interpreter.push(st, s.do, path=path, **st.interpreter.context_of(f))


def _condition(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is None:
        return
    if s.do == "condition":
        conditions.gain(ctx, seat, s.condition)
    else:
        conditions.flip(ctx, seat, s.condition)


def _gain_asset(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    seat = _seat(ctx, f)
    if seat is not None:
        draws.push_draw(ctx.st, s.kind, "gain_asset", inv=seat)


def _each(ctx: Ctx[ArkhamState], f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    ctx_ = st.interpreter.context_of(f)
    for seat in reversed(board.on_board(st)):
        st.interpreter.push_steps(st, (*path, "steps"), **{**ctx_, "inv": seat})


# -- the frames of pay and buy -------------------------------------------------------


def _wait(ctx: Ctx[ArkhamState], f: Frame) -> bool:
    return True


def _pay_options(st: ArkhamState, f: Frame) -> OptionsResult:
    s = st.interpreter.resolve(st, f["path"])
    return (f["inv"],), [Option("pay", Msg("ah.opt.pay", {"what": s.what, "n": s.n}),
                                data={"key": "y"}),
                         Option("decline", Msg("ah.opt.decline"), data={"key": "n"})], \
        Msg("ah.prompt.pay", {"what": s.what, "n": s.n})


def _pay_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    interp = st.interpreter
    interp.pop(st, f)
    s = interp.resolve(st, f["path"])
    if option_id == "pay":
        st.invs[f["inv"]][s.what] -= s.n
        ctx.emit("ah.paid", "ah.ev.paid", {"who": board.inv_name(st, f["inv"]),
                                           "what": s.what, "n": s.n})
    interp.push_steps(st, (*f["path"], "then" if option_id == "pay" else "else_"),
                      **interp.context_of(f))


def _buy_options(st: ArkhamState, f: Frame) -> OptionsResult:
    money = st.invs[f["inv"]]["money"]
    lib = st.content.assets
    opts = [Option("skip", Msg("ah.opt.skip"), data={"key": "x"})]
    opts += [Option(f"buy:{a}", Msg("ah.opt.buy", {"asset": name("asset", a),
                                                     "cost": lib[a].cost}),
                    data={"key": str(i + 1)})
             for i, a in enumerate(dict.fromkeys(st.reserve)) if lib[a].cost <= money]
    return (f["inv"],), opts, Msg("ah.prompt.buy", {"money": money})


def _buy_decide(ctx: Ctx[ArkhamState], f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    if option_id == "skip":
        return
    asset = option_id.partition(":")[2]
    inv = st.invs[f["inv"]]
    inv["money"] -= st.content.assets[asset].cost
    inv["assets"].append(asset)
    st.reserve.remove(asset)
    ctx.emit("ah.bought", "ah.ev.bought", {"who": board.inv_name(st, f["inv"]),
                                           "asset": name("asset", asset)})
    draws.push_draw(st, "item", "reserve")


# -- conditions -----------------------------------------------------------------------


def _check_has(interp: Interpreter[Any], st: ArkhamState, cond: Any, actor: Any) -> bool:
    if actor is None:
        return False
    return compare(st.invs[int(actor)][cond.what], cond.op, cond.value)


def _actor(st: ArkhamState, f: Frame) -> Any:
    return f.get("inv")


# -- roots -------------------------------------------------------------------------


def _root_enc(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.content.encounters[path[1]].at[path[2]], 3


def _paths_enc(scenario: Any, lib: Any) -> Iterator[Path]:
    for e in lib.encounters.values():
        for key in e.at:
            yield ("enc", e.id, key)


def _root_anomaly(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return next(a.at[path[2]] for a in st.scenario.anomaly_deck if a.id == path[1]), 3


def _paths_anomaly(scenario: Any, lib: Any) -> Iterator[Path]:
    for a in scenario.anomaly_deck:
        for key in a.at:
            yield ("anomaly", a.id, key)


def _root_ecard(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return next(e.steps for e in st.scenario.event_deck if e.id == path[1]), 2


def _paths_ecard(scenario: Any, lib: Any) -> Iterator[Path]:
    for e in scenario.event_deck:
        yield ("ecard", e.id)


def _root_headline(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.content.headlines[path[1]].steps, 2


def _paths_headline(scenario: Any, lib: Any) -> Iterator[Path]:
    for h in lib.headlines.values():
        yield ("headline", h.id)


def _root_monster(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.content.monsters[path[1]], 2


def _paths_monster(scenario: Any, lib: Any) -> Iterator[Path]:
    for m in lib.monsters.values():
        yield ("monster", m.id, "activation", "steps")
        yield ("monster", m.id, "reckoning")


def _root_archive(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return next(a.reveal for a in st.scenario.archive if a.number == path[1]), 2


def _paths_archive(scenario: Any, lib: Any) -> Iterator[Path]:
    for a in scenario.archive:
        yield ("archive", a.number)


def _root_cond(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.content.conditions[path[1]], 2


def _paths_cond(scenario: Any, lib: Any) -> Iterator[Path]:
    for c in lib.conditions:
        yield ("cond", c.id, "reckoning")


def _root_cback(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return next(b.steps for b in st.content.conditions[path[1]].backs if b.id == path[2]), 3


def _paths_cback(scenario: Any, lib: Any) -> Iterator[Path]:
    for c in lib.conditions:
        for b in c.backs:
            yield ("cback", c.id, b.id)


def _root_asset(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.content.assets[path[1]], 2


def _paths_asset(scenario: Any, lib: Any) -> Iterator[Path]:
    for a in lib.assets.values():
        if a.action:
            yield ("asset", a.id, "action")


def _root_setup(st: ArkhamState, path: Path) -> tuple[Any, int]:
    return st.scenario.setup, 1


def _paths_setup(scenario: Any, lib: Any) -> Iterator[Path]:
    yield ("setup",)


def build_language() -> Language:
    """Arkham Horror's language, frozen."""
    lang = Language("arkham", context=("inv", "mon"), actor_field="inv")
    register_shared(lang, TEXTS)
    lang.add_step("test", _test, TEST_CHILDREN)
    lang.add_step("gain", _gain)
    lang.add_step(("damage", "horror"), _harm)
    lang.add_step("heal", _heal)
    lang.add_step("take_clue", _take_clue)
    lang.add_step("delay", _delay)
    lang.add_step("doom", _doom)
    lang.add_step(("spread_doom", "spawn_clue", "spawn_monster", "headline"), _mythos)
    lang.add_step("spawn", _spawn)
    lang.add_step("archive", _archive)
    lang.add_step("pay", _push_choice, PAY_CHILDREN)
    lang.add_step("buy", _push_choice)
    lang.add_step(("condition", "flip_condition"), _condition)
    lang.add_step("gain_asset", _gain_asset)
    lang.add_step("shuffle_events", _shuffle_events)
    lang.add_step("each_investigator", _each, EACH_CHILDREN)
    lang.add_frame("pay", _wait, _pay_options, _pay_decide)
    lang.add_frame("buy", _wait, _buy_options, _buy_decide)
    lang.add_check("has", _check_has)
    for root, resolve, paths in (("enc", _root_enc, _paths_enc),
                                 ("ecard", _root_ecard, _paths_ecard),
                                 ("anomaly", _root_anomaly, _paths_anomaly),
                                 ("headline", _root_headline, _paths_headline),
                                 ("monster", _root_monster, _paths_monster),
                                 ("archive", _root_archive, _paths_archive),
                                 ("cond", _root_cond, _paths_cond),
                                 ("cback", _root_cback, _paths_cback),
                                 ("asset", _root_asset, _paths_asset),
                                 ("setup", _root_setup, _paths_setup)):
        lang.add_root(root, resolve, paths)
    skill_test.register(lang)
    draws.register(lang)
    conditions.register(lang)
    allies.register(lang)
    actions.register(lang)
    rounds.register(lang)
    lang.set_hook("actor", _actor)
    return lang.freeze()
