"""Rules on the board: doom and anomalies, clues, monsters (placing, moving, engaging,
defeating), harm to investigators and their defeat.

Everything here changes a state inside one ``apply`` (a :class:`~eerie.script.interpreter.Ctx`)
and says what happened with events; nothing waits for a decision except the choice of a
new investigator after a defeat, which is pushed as a frame.
"""

from __future__ import annotations

from typing import Any

from eerie.core.text import Msg
from eerie.games.arkham.names import name
from eerie.games.arkham.state import SHEET_CLUES, SHEET_DOOM, ArkhamState
from eerie.script.interpreter import Ctx
from eerie.script.shared import end_game, fire_variable_triggers

ANOMALY_SPACE = 3
"""Doom in one space that opens an anomaly in its neighbourhood."""
ANOMALY_NEIGHBOURHOOD = 5
"""Doom in one neighbourhood that opens an anomaly there."""
FALLEN = "fallen"
"""The epilogue of a game lost because no seat has an investigator left."""


def space_name(space: str) -> Msg:
    """A space's name."""
    return name("space", space)


def inv_name(st: ArkhamState, seat: int) -> Msg:
    """The name of the investigator a seat plays."""
    return name("inv", st.invs[seat]['id'])


def mon_name(m: dict[str, Any]) -> Msg:
    """A monster's name."""
    return name("mon", m['kind'])


def on_board(st: ArkhamState) -> list[int]:
    """Seats whose investigator stands on the board, from the lead clockwise."""
    return [s for s in lead_order(st) if st.invs[s]["space"] is not None]


def lead_order(st: ArkhamState) -> list[int]:
    """Every seat from the lead investigator clockwise."""
    return [(st.lead + k) % st.players for k in range(st.players)]


def sheet(ctx: Ctx[ArkhamState], var: str, n: int) -> None:
    """Change the scenario sheet's clues or doom by ``n`` and let the scenario's
    triggers see it at once."""
    st = ctx.st
    st.variables[var] = st.variables.get(var, 0) + n
    if var == SHEET_DOOM:
        ctx.emit("ah.sheet_doom", "ah.ev.sheet_doom", {"n": n, "total": st.variables[var]})
    else:
        ctx.emit("ah.sheet_clues", "ah.ev.sheet_clues", {"n": n, "total": st.variables[var]})
    fire_variable_triggers(ctx)


def nb_doom(st: ArkhamState, nb: str) -> int:
    """Doom on the spaces of a neighbourhood."""
    return sum(n for s, n in st.doom.items() if st.content.neighbourhood_of[s] == nb)


def place_doom(ctx: Ctx[ArkhamState], space: str, n: int = 1) -> None:
    """``n`` doom on ``space``; on a neighbourhood with an anomaly it goes to the
    scenario sheet instead. Three doom in a space or five in a neighbourhood open an
    anomaly there (one per neighbourhood)."""
    st = ctx.st
    if n <= 0:
        return
    nb = st.content.neighbourhood_of[space]
    if nb and nb in st.anomalies:
        ctx.emit("ah.doom_diverted", "ah.ev.doom_diverted", {"space": space_name(space),
                                                               "n": n})
        sheet(ctx, SHEET_DOOM, n)
        return
    st.doom[space] = st.doom.get(space, 0) + n
    ctx.emit("ah.doom", "ah.ev.doom", {"space": space_name(space), "n": n,
                                       "total": st.doom[space]}, {"space": space})
    if nb and (st.doom[space] >= ANOMALY_SPACE or nb_doom(st, nb) >= ANOMALY_NEIGHBOURHOOD):
        st.anomalies.append(nb)
        ctx.emit("ah.anomaly", "ah.ev.anomaly", {"nb": name("nb", nb)}, {"nb": nb})


def remove_doom(ctx: Ctx[ArkhamState], space: str, n: int) -> int:
    """Remove up to ``n`` doom from ``space``; returns how many. A neighbourhood whose
    anomaly has no doom left is stable again."""
    st = ctx.st
    k = min(n, st.doom.get(space, 0))
    if k <= 0:
        return 0
    st.doom[space] -= k
    if not st.doom[space]:
        del st.doom[space]
    ctx.emit("ah.doom_removed", "ah.ev.doom_removed", {"space": space_name(space), "n": k},
             {"space": space})
    nb = st.content.neighbourhood_of[space]
    if nb in st.anomalies and nb_doom(st, nb) == 0:
        st.anomalies.remove(nb)
        ctx.emit("ah.anomaly_closed", "ah.ev.anomaly_closed", {"nb": name("nb", nb)})
    return k


def place_clue(ctx: Ctx[ArkhamState], nb: str) -> None:
    """A clue on a neighbourhood's centre."""
    st = ctx.st
    st.clues[nb] = st.clues.get(nb, 0) + 1
    ctx.emit("ah.clue", "ah.ev.clue", {"nb": name("nb", nb)}, {"nb": nb})


# -- monsters ------------------------------------------------------------------------


def monster_space(st: ArkhamState, m: dict[str, Any]) -> str | None:
    """Where a monster is: its space, or its engaged investigator's."""
    if m["engaged"] >= 0:
        space: str | None = st.invs[m["engaged"]]["space"]
        return space
    space = m["space"]
    return space


def engaged_with(st: ArkhamState, seat: int) -> list[dict[str, Any]]:
    """The monsters engaged with a seat's investigator."""
    return [m for m in st.monsters if m["engaged"] == seat]


def engage(ctx: Ctx[ArkhamState], m: dict[str, Any], seat: int) -> None:
    """A monster engages an investigator."""
    m["engaged"], m["space"], m["exhausted"] = seat, None, False
    ctx.emit("ah.engage", "ah.ev.engage", {"monster": mon_name(m),
                                           "who": inv_name(ctx.st, seat)},
             {"monster": m["uid"], "seat": seat})


def engage_here(ctx: Ctx[ArkhamState], space: str, prefer: int = -1) -> None:
    """Ready monsters in ``space`` engage an investigator there (``prefer`` if present,
    else the first from the lead)."""
    st = ctx.st
    here = [s for s in on_board(st) if st.invs[s]["space"] == space]
    if not here:
        return
    seat = prefer if prefer in here else here[0]
    for m in st.monsters:
        if m["space"] == space and m["engaged"] < 0 and not m["exhausted"]:
            engage(ctx, m, seat)


def spawn(ctx: Ctx[ArkhamState], kind: str, space: str) -> dict[str, Any]:
    """A ready monster of ``kind`` enters at ``space`` (and engages whoever is there)."""
    st = ctx.st
    st.uid += 1
    m = {"uid": f"m{st.uid}", "kind": kind, "space": space, "damage": 0,
         "exhausted": False, "engaged": -1}
    st.monsters.append(m)
    ctx.emit("ah.spawn", "ah.ev.spawn", {"monster": mon_name(m), "space": space_name(space)},
             {"monster": m["uid"], "space": space})
    engage_here(ctx, space)
    return m


def unstable_spaces(st: ArkhamState) -> list[str]:
    """The spaces with a doom icon on the top card of the event discard pile."""
    if not st.discard:
        return []
    card = next(e for e in st.scenario.event_deck if e.id == st.discard[-1])
    return list(card.doom)


def most_doom(st: ArkhamState, near: str | None = None) -> str:
    """The space with the most doom (ties: nearest to ``near``, then content order); the
    start space when no doom lies anywhere."""
    if not st.doom:
        return st.scenario.start
    order = {s: i for i, s in enumerate(st.content.spaces)}
    return min(st.doom, key=lambda s: (-st.doom[s],
                                       st.content.distance(near, s) if near else 0, order[s]))


def prey(st: ArkhamState, selector: str, at: str | None) -> int | None:
    """The investigator a hunter's selector picks (ties: nearest to ``at``, then from the
    lead); None when no investigator is on the board."""
    seats = on_board(st)
    if not seats:
        return None
    c = st.content

    def key(seat: int) -> tuple[int, int, int]:
        inv = st.invs[seat]
        d = c.distance(at, inv["space"]) if at else 0
        value = {"fewest_clues": inv["clues"], "most_clues": -inv["clues"],
                 "lowest_health": c.investigators[inv["id"]].health - inv["damage"],
                 "lowest_strength": c.investigators[inv["id"]].skills["strength"],
                 }.get(selector, d)
        return value, d, seats.index(seat)

    return min(seats, key=key)


def spawn_space(st: ArkhamState, kind: str) -> str:
    """Where a monster drawn from the deck enters (its card's spawn rule)."""
    mon = st.content.monsters[kind]
    if mon.spawn == "prey":
        seat = prey(st, mon.activation.selector, None)
        if seat is not None:
            space: str = st.invs[seat]["space"]
            return space
    if mon.spawn == "unstable" and (spaces := unstable_spaces(st)):
        return spaces[0]
    return most_doom(st)


def step_towards(st: ArkhamState, here: str, target: str) -> str:
    """The next space on a shortest way from ``here`` to ``target`` (first in name order
    among equals)."""
    return min(st.content.adjacency[here], key=lambda s: (st.content.distance(s, target), s))


def activate(ctx: Ctx[ArkhamState], m: dict[str, Any]) -> bool:
    """A ready monster on the board acts; True if a lurker's script was pushed."""
    st = ctx.st
    mon = st.content.monsters[m["kind"]]
    act = mon.activation
    if act.kind == "lurker":
        st.interpreter.push_steps(st, ("monster", m["kind"], "activation", "steps"),
                                  inv=None, mon=m["uid"], aud=None)
        return True
    here = m["space"]
    target: str | None
    chosen: int | None = None
    if act.kind == "hunter":
        chosen = prey(st, act.selector, here)
        target = st.invs[chosen]["space"] if chosen is not None else None
    elif act.selector == "unstable" and (spaces := unstable_spaces(st)):
        target = min(spaces, key=lambda s: (st.content.distance(here, s), s))
    else:
        target = most_doom(st, here)
    if target is None or target == here:
        return False
    occupied = {st.invs[s]["space"] for s in on_board(st)}
    for _ in range(mon.speed):
        here = step_towards(st, here, target)
        if here in occupied or here == target:
            break
    m["space"] = here
    ctx.emit("ah.monster_moves", "ah.ev.monster_moves",
             {"monster": mon_name(m), "space": space_name(here)},
             {"monster": m["uid"], "space": here})
    engage_here(ctx, here, chosen if chosen is not None else -1)
    return False


def defeat_monster(ctx: Ctx[ArkhamState], m: dict[str, Any], seat: int) -> None:
    """A monster with damage up to its health is defeated: its card goes on top of the
    monster deck, and one with a remnant icon gives the victor a remnant."""
    st = ctx.st
    st.monsters.remove(m)
    st.decks["monster"] = st.decks["monster"].put_top(m["kind"])
    ctx.emit("ah.monster_defeated", "ah.ev.monster_defeated",
             {"monster": mon_name(m), "who": inv_name(st, seat)}, {"monster": m["uid"]})
    if st.content.monsters[m["kind"]].remnant:
        st.invs[seat]["remnants"] += 1


# -- investigators ---------------------------------------------------------------------


def soakers(st: ArkhamState, seat: int, damage: int, horror: int) -> list[str]:
    """The held assets that could take some of this damage (those with health) or
    horror (those with sanity), in the order they are held."""
    lib = st.content.assets
    return list(dict.fromkeys(
        a for a in st.invs[seat]["assets"]
        if (damage > 0 and lib[a].health > 0) or (horror > 0 and lib[a].sanity > 0)))


def harm(ctx: Ctx[ArkhamState], seat: int, damage: int = 0, horror: int = 0,
         direct: bool = False) -> None:
    """Damage and horror on an investigator. When it holds an asset that could take
    some of it (and the harm is not ``direct``) the ``assign`` frame lets it choose
    first (:mod:`eerie.games.arkham.allies`); else it takes it (:func:`take`)."""
    st = ctx.st
    inv = st.invs[seat]
    if inv["space"] is None or (damage <= 0 and horror <= 0):
        return
    damage, horror = max(0, damage), max(0, horror)
    if not direct and soakers(st, seat, damage, horror):
        st.interpreter.push(st, "assign", seat=seat, damage=damage, horror=horror, aud=None)
        return
    take(ctx, seat, damage, horror)


def take(ctx: Ctx[ArkhamState], seat: int, damage: int = 0, horror: int = 0) -> None:
    """Damage and horror on an investigator's own sheet; at its health or sanity it is
    defeated."""
    st = ctx.st
    inv = st.invs[seat]
    if inv["space"] is None or (damage <= 0 and horror <= 0):
        return
    inv["damage"] += max(0, damage)
    inv["horror"] += max(0, horror)
    ctx.emit("ah.harm", "ah.ev.harm", {"who": inv_name(st, seat), "damage": max(0, damage),
                                       "horror": max(0, horror)}, {"seat": seat})
    sheet_ = st.content.investigators[inv["id"]]
    if inv["damage"] >= sheet_.health or inv["horror"] >= sheet_.sanity:
        defeat(ctx, seat)


def defeat(ctx: Ctx[ArkhamState], seat: int) -> None:
    """An investigator is defeated: off the board with everything it held, one doom on
    the scenario sheet, its monsters left ready in its space (engaging another
    investigator there); the seat chooses a new
    investigator, who enters at the start space after the mythos phase (no unused
    investigator left: the seat sits out, and with no seat left the game is lost)."""
    st = ctx.st
    inv = st.invs[seat]
    space = inv["space"]
    ctx.emit("ah.defeated", "ah.ev.defeated", {"who": inv_name(st, seat)}, {"seat": seat})
    for m in engaged_with(st, seat):
        m["engaged"], m["space"] = -1, space
    inv.update(space=None, out=True, assets=[], focus=[], conditions=[], money=0, clues=0,
               remnants=0, delayed=False, hurt={})
    if space is not None:
        engage_here(ctx, space)
    if any(i.id not in st.used_investigators for i in st.content.library.investigators):
        st.interpreter.push(st, "choose_investigator", seat=seat, aud=None)
        sheet(ctx, SHEET_DOOM, 1)
    else:
        sheet(ctx, SHEET_DOOM, 1)
        sit_out(ctx, seat)


def sit_out(ctx: Ctx[ArkhamState], seat: int) -> None:
    """A seat with no unused investigator left sits out; with every seat out the game is
    lost."""
    st = ctx.st
    st.invs[seat]["gone"] = True
    if all(i["gone"] for i in st.invs) and not st.result:
        end_game(ctx, "defeat", FALLEN)


def attack_damage(st: ArkhamState, seat: int, damage: int) -> int:
    """The damage a monster's attack deals to ``seat``'s investigator (less for a hardy
    one)."""
    ability = st.content.investigators[st.invs[seat]["id"]].ability
    if ability is not None and ability.kind == "hardy":
        return max(0, damage - ability.n)
    return damage


def discard_asset(ctx: Ctx[ArkhamState], seat: int, asset: str) -> None:
    """An investigator discards a held asset with whatever was assigned to it: an ally,
    item or spell to the bottom of its deck, a starting card back to the box."""
    st = ctx.st
    inv = st.invs[seat]
    inv["assets"].remove(asset)
    if asset not in inv["assets"]:
        inv["hurt"].pop(asset, None)
    deck = st.content.deck_of(asset)
    if deck is not None:
        st.decks[deck] = st.decks[deck].put_bottom(asset)
    ctx.emit("ah.discarded", "ah.ev.discarded", {"who": inv_name(st, seat),
                                                 "asset": name("asset", asset)},
             {"seat": seat, "asset": asset})


def gain(ctx: Ctx[ArkhamState], seat: int, what: str, n: int) -> None:
    """An investigator gains (or, ``n`` negative, loses) money, clues or remnants."""
    st = ctx.st
    inv = st.invs[seat]
    if inv["space"] is None or n == 0:
        return
    key = {"money": "money", "clues": "clues", "remnants": "remnants"}[what]
    inv[key] = max(0, inv[key] + n)
    ctx.emit("ah.gain", "ah.ev.gain", {"who": inv_name(st, seat), "what": what, "n": n},
             {"seat": seat})


def research(ctx: Ctx[ArkhamState], seat: int, hits: int) -> None:
    """Each success puts one of the investigator's clues on the scenario sheet."""
    inv = ctx.st.invs[seat]
    k = min(hits, inv["clues"])
    if k:
        inv["clues"] -= k
        sheet(ctx, SHEET_CLUES, k)


def ward(ctx: Ctx[ArkhamState], seat: int, hits: int) -> None:
    """Each success removes one doom from the investigator's space; two or more removed
    give a remnant."""
    inv = ctx.st.invs[seat]
    if remove_doom(ctx, inv["space"], hits) >= 2:
        inv["remnants"] += 1


__all__ = ["SHEET_CLUES", "SHEET_DOOM"]
