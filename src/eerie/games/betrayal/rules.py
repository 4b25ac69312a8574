"""The rules of Betrayal as frames and steps of the game's script language.

Everything that waits is a frame on the state's stack (:mod:`eerie.script`):

* ``turn`` (``who``): the explorer's turn: move through a door (``go:<side>``), discover
  a room beyond an open door (``explore:<side>``), take a special connection
  (``link:<kind>``), use a card (``use:<card>``), attack (``attack:<seat>``, after the
  haunt), pick up a card from an item pile (``take:<card>``) or end the turn (``end``);
* ``discover`` (chance): the top tile of the room stack; a tile that cannot go there
  (wrong floor, or no rotation joins the door and keeps the floor open) is set aside
  and the next drawn; an empty stack takes the set-aside tiles back, reshuffled;
* ``place``: the explorer chooses the rotation (``rot:<0-3>``);
* ``draw`` (chance): the top card of a deck (``card:<id>``); after the haunt the traitor
  may take an event's effect or leave it (``traitor_event``: ``accept``, ``ignore``);
* ``roll`` (chance): the total of Betrayal dice (``sum:<n>``), then a row of a result
  table runs;
* ``haunt_roll`` (chance): six dice after a turn in which an omen was drawn;
* ``fight`` (chance twice), ``steal`` (a hit of 2 or more on an explorer holding cards:
  take one of them, ``steal:<card>``, or deal the damage, ``hurt``) and ``damage`` (the
  loser splits it: ``split:<k>``);
* ``secret`` (chance, the traitor's secret): a value only the traitor learns.

Steps of card effects and haunts: ``trait``, ``roll``, ``draw``, ``move``, ``discard``,
``traitor_trait``, ``secret``, ``spawn``, ``stun``, ``wound``, and the tokens' ``tokens``,
``take_token``, ``deliver`` and ``remove_token`` (:func:`register`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from eerie.core.decision import CHANCE, Option
from eerie.core.deck import Deck
from eerie.core.dice import ZERO_TO_TWO_DIE, sum_distribution
from eerie.core.text import Msg
from eerie.games.betrayal import house
from eerie.games.betrayal.house import Cell
from eerie.games.betrayal.names import key, name
from eerie.games.betrayal.schema import TRAITS, Card, MonsterKind, TokenKind, TraitorRule
from eerie.games.betrayal.state import BETState
from eerie.script.interpreter import Ctx
from eerie.script.language import Child, Frame, Language, OptionsResult, Path
from eerie.script.shared import compare, fire_triggers, fire_variable_triggers, ltext

DIE = ZERO_TO_TWO_DIE
"""The game's die: two blank faces, two ones, two twos."""
MENTAL = ("knowledge", "sanity")
"""Mental traits: damage from a fight in them is mental (knowledge and sanity)."""
MAX_MONSTERS = 12
"""Monster tokens in the box: a spawn beyond them places none."""
MAX_DICE = 8
"""No roll uses more than eight dice."""
HAUNT_DICE = 6
"""Dice of the haunt roll."""
QUIET_ROUNDS = 30
"""Our ruling: a night in which the haunt has not begun after this many rounds ends at
dawn with nobody winning (the rulebook's "both sides lose"), so every game ends."""

ROLL_CHILDREN = (Child("table", "table", each="steps"),)
"""A roll's result rows are alternatives."""

C = Ctx[BETState]


# -- explorers ---------------------------------------------------------------------------


def value(st: BETState, seat: int, trait: str) -> int:
    """The trait's value (0 on the skull)."""
    mark = st.marks[seat][trait]
    track = st.content.explorers[st.explorers[seat]].traits[trait].track  # type: ignore[index]
    return track[mark - 1] if mark > 0 else 0


def alive(st: BETState, seat: int) -> bool:
    """Whether the explorer lives (nobody dies before the haunt)."""
    return not st.dead[seat]


def side_of(st: BETState, seat: int) -> str:
    """``traitor`` or ``heroes`` after the haunt, ``explorers`` before it."""
    if not st.haunt:
        return "explorers"
    return "traitor" if seat == st.traitor else "heroes"


def opponents_in(st: BETState, seat: int, cell: Cell) -> list[int]:
    """Living explorers of the other side in ``cell`` (none before the haunt)."""
    if not st.haunt:
        return []
    mine = side_of(st, seat)
    return [s for s in range(st.players) if s != seat and alive(st, s)
            and st.cells[s] == cell and side_of(st, s) != mine]


def monster_kind(st: BETState, index: int) -> MonsterKind:
    """The kind of the haunt's monster ``index``."""
    kind = st.monsters[index]["kind"]
    return next(k for k in st.scenario.monsters if k.id == kind)


def monster_name(st: BETState, index: int) -> Msg:
    """A monster's name (its kind's, from the haunt file)."""
    return ltext(monster_kind(st, index).name)


def monsters_in(st: BETState, cell: Cell, *, stunned: bool = False) -> list[int]:
    """The monsters standing in ``cell`` (the stunned ones too if ``stunned``)."""
    return [i for i, m in enumerate(st.monsters)
            if tuple(m["cell"]) == cell and (stunned or not m["stunned"])]


def hindrance(st: BETState, seat: int, cell: Cell) -> int:
    """How many more a room costs to leave for ``seat``: one per opponent in it (for a
    hero the traitor and every monster that is not stunned)."""
    extra = len(opponents_in(st, seat, cell))
    if st.haunt and side_of(st, seat) == "heroes":
        extra += len(monsters_in(st, cell))
    return extra


def change_trait(ctx: C, seat: int, trait: str, add: int) -> None:
    """Move a trait's mark by ``add``: before the haunt it stops just above the skull;
    after it, a mark on the skull kills the explorer."""
    st = ctx.st
    if add == 0 or not alive(st, seat):
        return
    floor = 0 if st.haunt else 1
    before = st.marks[seat][trait]
    st.marks[seat][trait] = max(floor, min(8, before + add))
    delta = st.marks[seat][trait] - before
    key = "bet.ev.trait_up" if delta > 0 else "bet.ev.trait_down" if delta < 0 else \
        "bet.ev.trait_held"
    ctx.emit("bet.trait", key,
             {"who": explorer_name(st, seat), "trait": name("trait", trait),
              "n": abs(delta), "value": value(st, seat, trait)},
             {"seat": seat, "trait": trait, "value": value(st, seat, trait), "add": delta})
    if st.marks[seat][trait] == 0:
        die(ctx, seat)


def die(ctx: C, seat: int) -> None:
    """The explorer dies: what it held is dropped where it died (cards in an item pile,
    the haunt's tokens on the floor)."""
    st = ctx.st
    st.dead[seat] = True
    cell = st.cells[seat]
    if st.cards[seat]:
        st.piles.setdefault(cell, []).extend(st.cards[seat])
        st.cards[seat] = []
    ctx.emit("bet.death", "bet.ev.death", {"who": explorer_name(st, seat)}, {"seat": seat})
    carried = st.carried[seat] if seat < len(st.carried) else {}
    for token, n in sorted(carried.items()):
        lay_tokens(st, cell, token, n)
        ctx.emit("bet.token_drop", "bet.ev.token_drop", {
            "who": explorer_name(st, seat), "what": token_name(st, token), "n": n,
            "room": room_name(room_at(st, cell))},
            {"seat": seat, "token": token, "n": n, "cell": list(cell)})
    carried.clear()


def token_kind(st: BETState, token: str) -> TokenKind:
    """The haunt's kind of token ``token``."""
    return next(k for k in st.scenario.tokens if k.id == token)


def token_name(st: BETState, token: str) -> Msg:
    """A token's name (its kind's, from the haunt file)."""
    return ltext(token_kind(st, token).name)


def lay_tokens(st: BETState, cell: Cell, token: str, n: int) -> None:
    """``n`` tokens of kind ``token`` come to lie in ``cell``."""
    if n > 0:
        here = st.tokens.setdefault(cell, {})
        here[token] = here.get(token, 0) + n


def lift_token(st: BETState, cell: Cell, token: str) -> bool:
    """One token of kind ``token`` leaves ``cell`` (False: none lay there)."""
    here = st.tokens.get(cell, {})
    if here.get(token, 0) <= 0:
        return False
    here[token] -= 1
    if not here[token]:
        del here[token]
    if not here:
        del st.tokens[cell]
    return True


def tokens_left(st: BETState, token: str) -> int:
    """Tokens of kind ``token`` still in the house (lying in rooms or carried)."""
    return (sum(t.get(token, 0) for t in st.tokens.values())
            + sum(c.get(token, 0) for c in st.carried))


def distances(st: BETState, start: Cell) -> dict[Cell, int]:
    """How many moves each placed room is from ``start`` (through joined doors and
    special connections; rooms out of reach are left out)."""
    rooms = st.content.rooms
    seen = {start: 0}
    todo = [start]
    for cell in todo:
        steps = [house.neighbour(cell, s) for s in sorted(house.doors(st.tiles, rooms, cell))
                 if house.joined(st.tiles, rooms, cell, s)]
        steps += [c for _, c in house.links(st.tiles, rooms, cell)]
        for nxt in steps:
            if nxt not in seen:
                seen[nxt] = seen[cell] + 1
                todo.append(nxt)
    return seen


def spread_cells(st: BETState, n: int) -> list[Cell]:
    """``n`` rooms for ``spread`` tokens: the discovered rooms (no starting tile) farthest
    from the room the haunt was revealed in, one each, round again if there are fewer
    rooms than tokens (ties in cell order)."""
    origin = place_cell(st, "omen_room")
    if origin is None or n <= 0:
        return []
    far = distances(st, origin)
    rooms = st.content.rooms
    cells = sorted((c for c in far if not rooms[room_at(st, c)].start),
                   key=lambda c: (-far[c], c)) or [origin]
    return [cells[i % len(cells)] for i in range(n)]


def explorer_name(st: BETState, seat: int) -> Msg:
    """The explorer's name."""
    return name("explorer", st.explorers[seat])


def room_at(st: BETState, cell: Cell) -> str:
    """The room id at ``cell``."""
    return st.tiles[cell][0]


def room_name(room: str) -> Msg:
    """A room's name."""
    return name("room", room)


# -- dice ----------------------------------------------------------------------------------


def roll_options(n: int) -> list[Option]:
    """The totals of ``n`` Betrayal dice (at most eight) with exact probabilities."""
    dist = sum_distribution(DIE, max(0, min(MAX_DICE, n)))
    return [Option(f"sum:{t}", Msg("bet.opt.sum", {"n": t}), p, {"key": str(t), "total": t})
            for t, p in sorted(dist.items())]


def total_of(option_id: str) -> int:
    """The total of a ``sum:<n>`` outcome."""
    return int(option_id.partition(":")[2])


def haunt_chance(omens: int) -> Fraction:
    """The exact probability that a haunt roll starts the haunt with ``omens`` drawn."""
    return sum((p for t, p in sum_distribution(DIE, HAUNT_DICE).items() if t < omens),
               Fraction(0))


# -- turns ---------------------------------------------------------------------------------


def begin_turn(ctx: C, seat: int) -> None:
    """``seat``'s turn begins."""
    st = ctx.st
    st.turn, st.entered, st.stopped, st.used, st.attacked = seat, 0, False, [], False
    st.omen_turn = False
    st.interpreter.push(st, "turn", who=seat, aud=None)
    ctx.emit("bet.turn", "bet.ev.turn", {"who": explorer_name(st, seat)}, {"seat": seat})


def next_turn(ctx: C) -> None:
    """The next living explorer in seat order takes a turn; passing the first seat
    opens a round (after the haunt the round triggers fire)."""
    st = ctx.st
    seat = st.turn
    new_round = False
    for _ in range(st.players):
        seat = (seat + 1) % st.players
        if seat == st.first:
            new_round = True
        if alive(st, seat):
            break
    if new_round and st.haunt and st.monsters:
        st.interpreter.push(st, "monsters", seat=seat, done=[], skip=[
            i for i, m in enumerate(st.monsters) if m["stunned"]], aud=None)
        return
    open_turn(ctx, seat, new_round)


def open_turn(ctx: C, seat: int, new_round: bool) -> None:
    """``seat``'s turn begins, opening a round if ``new_round`` (after the monsters)."""
    st = ctx.st
    if new_round and not st.haunt and st.round >= QUIET_ROUNDS:
        st.result = "none"
        ctx.emit("bet.over", "bet.ev.dawn", {"n": st.round}, {"side": "none"}, audience=None)
        return
    if new_round:
        st.round += 1
        ctx.emit("bet.round", "bet.ev.round", {"round": st.round}, {"round": st.round})
    begin_turn(ctx, seat)
    if new_round and st.haunt:
        fire_triggers(ctx, "round")


def _move_cost(st: BETState, seat: int) -> int:
    return 1 + hindrance(st, seat, st.cells[seat])


def may_move(st: BETState, seat: int, cost: int) -> bool:
    """Whether the explorer may enter another room at ``cost``: not after its movement
    ended, within its speed, and always at least one room a turn."""
    if st.stopped:
        return False
    return st.entered == 0 or st.entered + cost <= value(st, seat, "speed")


def unplaced(st: BETState) -> list[str]:
    """Room tiles not yet in the house (in the stack or set aside)."""
    return sorted(set(st.rooms.contents()) | set(st.aside))


def _turn_options(st: BETState, f: Frame) -> OptionsResult:
    seat: int = f["who"]
    cell = st.cells[seat]
    here = room_at(st, cell)
    rooms = st.content.rooms
    options: list[Option] = []
    cost = _move_cost(st, seat)
    if may_move(st, seat, cost):
        for side in sorted(house.doors(st.tiles, rooms, cell)):
            other = house.neighbour(cell, side)
            if house.joined(st.tiles, rooms, cell, side):
                options.append(Option(f"go:{side}", Msg("bet.opt.go", {
                    "side": name("side", side), "room": room_name(room_at(st, other))}),
                    data={"key": side.lower(), "kind": "go", "side": side,
                          "to": list(other)}))
            elif other not in st.tiles and house.can_discover(
                    st.tiles, rooms, unplaced(st), cell, side):
                options.append(Option(f"explore:{side}", Msg("bet.opt.explore", {
                    "side": name("side", side)}),
                    data={"key": side.lower(), "kind": "explore", "side": side,
                          "to": list(other)}))
        for kind, other in house.links(st.tiles, rooms, cell):
            options.append(Option(f"link:{kind}", Msg(key("opt.link", kind), {
                "room": room_name(room_at(st, other))}),
                data={"key": kind, "kind": "link", "to": list(other)}))
    n = 0
    for card in st.cards[seat]:
        if st.content.cards[card].use and card not in st.used:
            n += 1
            options.append(Option(f"use:{card}", Msg("bet.opt.use", {
                "card": name("card", card)}), data={"key": str(n), "card": card}))
    for i, card in enumerate(st.piles.get(cell, [])):
        options.append(Option(f"take:{card}", Msg("bet.opt.take", {"card": name("card", card)}),
                              data={"key": f"t{i + 1}", "card": card}))
    if st.haunt and not st.attacked:
        for target in opponents_in(st, seat, cell):
            options.append(Option(f"attack:{target}", Msg("bet.opt.attack", {
                "who": explorer_name(st, target)}),
                data={"key": f"a{target + 1}", "seat": target}))
        if side_of(st, seat) == "heroes":
            for m in monsters_in(st, cell):
                options.append(Option(f"attack:m{m}", Msg("bet.opt.attack", {
                    "who": monster_name(st, m)}), data={"key": f"m{m + 1}", "monster": m}))
    for i, action in enumerate(actions_here(st, seat)):
        options.append(Option(f"act:{action.id}", ltext(action.text),
                              data={"key": f"h{i + 1}", "action": action.id}))
    options.append(Option("end", Msg("bet.opt.end"), data={"key": "x"}))
    return (seat,), options, Msg("bet.prompt.turn", {"who": explorer_name(st, seat),
                                                      "room": room_name(here)})


def _turn_run(ctx: C, f: Frame) -> bool:
    if not alive(ctx.st, f["who"]):
        ctx.st.interpreter.pop(ctx.st, f)
        next_turn(ctx)
        return False
    return True


def _enter(ctx: C, seat: int, cell: Cell, cost: int) -> None:
    st = ctx.st
    st.cells[seat] = cell
    st.entered += cost
    ctx.emit("bet.move", "bet.ev.move", {"who": explorer_name(st, seat),
                                         "room": room_name(room_at(st, cell))},
             {"seat": seat, "cell": list(cell)})


def _turn_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    seat: int = f["who"]
    kind, _, arg = option_id.partition(":")
    cell = st.cells[seat]
    if kind == "go":
        _enter(ctx, seat, house.neighbour(cell, arg), _move_cost(st, seat))
    elif kind == "link":
        other = next(c for k, c in house.links(st.tiles, st.content.rooms, cell) if k == arg)
        _enter(ctx, seat, other, _move_cost(st, seat))
    elif kind == "explore":
        st.entered += _move_cost(st, seat)
        st.interpreter.push(st, "discover", who=seat, cell=list(cell), side=arg)
    elif kind == "use":
        st.used.append(arg)
        ctx.emit("bet.use", "bet.ev.use", {"who": explorer_name(st, seat),
                                           "card": name("card", arg)}, {"card": arg})
        st.interpreter.push_steps(st, ("card", arg, "use"), who=seat, card=arg, aud=None)
    elif kind == "take":
        ctx.emit("bet.take", "bet.ev.take", {"who": explorer_name(st, seat),
                                             "card": name("card", arg)}, {"card": arg})
        change_hands(ctx, arg, None, seat)
    elif kind == "attack":
        st.attacked = True
        target = arg if arg.startswith("m") else f"s{arg}"
        trait = (monster_kind(st, int(arg[1:])).attack if arg.startswith("m") else "might")
        st.interpreter.push(st, "fight", who=seat, atk=f"s{seat}", dfn=target, trait=trait,
                            a=-1, d=-1)
    elif kind == "act":
        action = next(a for a in st.scenario.actions if a.id == arg)
        st.used.append(option_id)
        ctx.emit("bet.act", "bet.ev.act", {"who": explorer_name(st, seat),
                                           "action": ltext(action.text)}, {"action": arg})
        st.interpreter.push_steps(st, ("event", action.event), who=seat, card=None, aud=None)
    else:
        st.interpreter.pop(st, f)
        st.interpreter.push(st, "end_turn", who=seat)


def actions_here(st: BETState, seat: int) -> list[Any]:
    """The haunt's actions ``seat`` may take now (its side, where it stands, not yet
    taken this turn)."""
    if not st.haunt:
        return []
    here = st.cells[seat]
    return [a for a in st.scenario.actions if a.side == side_of(st, seat)
            and f"act:{a.id}" not in st.used and in_place(st, here, a.where)
            and (a.cond is None or st.interpreter.holds(st, a.cond, str(seat)))]


def in_place(st: BETState, cell: Cell, where: str) -> bool:
    """Whether ``cell`` is ``where``: ``any``, the ``omen_room`` (where the haunt was
    revealed), ``token:<kind>`` (such a token lies there), ``monster:<kind>`` (such a
    monster stands there, stunned or not) or a room feature."""
    room = room_at(st, cell)
    if where == "any":
        return True
    if where == "omen_room":
        return room == st.last_omen[1]
    kind, _, arg = where.partition(":")
    if kind == "token":
        return st.tokens.get(cell, {}).get(arg, 0) > 0
    if kind == "monster":
        return any(m["kind"] == arg for m in (st.monsters[i] for i in
                                              monsters_in(st, cell, stunned=True)))
    return st.content.rooms[room].feature == where


def place_cell(st: BETState, where: str) -> Cell | None:
    """The first placed room that is ``where`` (``traitor``: the traitor's room)."""
    if where == "traitor":
        return st.cells[st.traitor]
    return next((c for c in sorted(st.tiles) if in_place(st, c, where)), None)


def _end_turn_run(ctx: C, f: Frame) -> bool:
    st = ctx.st
    st.interpreter.pop(st, f)
    seat: int = f["who"]
    if alive(st, seat) and st.content.rooms[room_at(st, st.cells[seat])].feature == "chute":
        landing = house.links(st.tiles, st.content.rooms, st.cells[seat])[0][1]
        st.cells[seat] = landing
        ctx.emit("bet.slide", "bet.ev.slide", {"who": explorer_name(st, seat)},
                 {"seat": seat, "cell": list(landing)})
    if st.omen_turn and not st.haunt:
        if not st.decks["omen"]:
            ctx.emit("bet.last_omen", "bet.ev.last_omen", {})
            begin_haunt(ctx, seat)
            return False
        st.interpreter.push(st, "haunt_roll", who=seat)
        return False
    next_turn(ctx)
    return False


# -- discovery -----------------------------------------------------------------------------


def _discover_options(st: BETState, f: Frame) -> OptionsResult:
    probs = st.rooms.top_probabilities()
    return (CHANCE,), [Option(f"tile:{r}", room_name(r), p, {"key": r, "room": r})
                       for r, p in probs.items()], Msg("bet.prompt.tile")


def _discover_run(ctx: C, f: Frame) -> bool:
    st = ctx.st
    if not st.rooms:
        st.rooms = Deck.of(st.aside)
        st.aside = []
        ctx.emit("bet.reshuffle", "bet.ev.reshuffle", {})
    return True


def _discover_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    room = option_id.partition(":")[2]
    st.rooms = st.rooms.draw_top(room)
    cell: Cell = tuple(f["cell"])
    target = house.neighbour(cell, f["side"])
    rots = house.rotations(st.tiles, st.content.rooms, st.content.rooms[room], target,
                           f["side"])
    if not rots:
        st.aside.append(room)
        ctx.emit("bet.aside", "bet.ev.aside", {"room": room_name(room)}, {"room": room})
        return
    st.interpreter.pop(st, f)
    st.interpreter.push(st, "place", who=f["who"], room=room, cell=list(target),
                        side=f["side"], rots=rots)


def _place_options(st: BETState, f: Frame) -> OptionsResult:
    doors = st.content.rooms[f["room"]].doors
    return (f["who"],), [Option(f"rot:{r}", Msg("bet.opt.rot", {"n": r}), data={
        "key": str(r), "rot": r, "doors": sorted(house.turned(doors, r))}) for r in f["rots"]], \
        Msg("bet.prompt.rot", {"room": room_name(f["room"])})


def _place_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    seat: int = f["who"]
    room = st.content.rooms[f["room"]]
    cell: Cell = tuple(f["cell"])
    st.tiles[cell] = (room.id, int(option_id.partition(":")[2]))
    st.cells[seat] = cell
    ctx.emit("bet.discover", "bet.ev.discover", {"who": explorer_name(st, seat),
                                                 "room": room_name(room.id)},
             {"seat": seat, "room": room.id, "cell": list(cell), "rot": st.tiles[cell][1]})
    if room.symbol != "none":
        st.stopped = True
        st.interpreter.push(st, "draw", who=seat, deck=room.symbol)


def _wait(ctx: C, f: Frame) -> bool:
    return True


# -- cards ---------------------------------------------------------------------------------


def _draw_run(ctx: C, f: Frame) -> bool:
    st = ctx.st
    deck = f["deck"]
    if not st.decks[deck] and st.discards[deck]:
        st.decks[deck] = Deck.of(st.discards[deck])
        st.discards[deck] = []
    if not st.decks[deck]:
        st.interpreter.pop(st, f)
        ctx.emit("bet.no_card", "bet.ev.no_card", {"deck": name("deck", deck)})
        return False
    return True


def _draw_options(st: BETState, f: Frame) -> OptionsResult:
    probs = st.decks[f["deck"]].top_probabilities()
    return (CHANCE,), [Option(f"card:{c}", name("card", c), p, {"key": c, "card": c})
                       for c, p in probs.items()], Msg("bet.prompt.card", {
                           "deck": name("deck", f['deck'])})


def _draw_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    seat: int = f["who"]
    card: Card = st.content.cards[option_id.partition(":")[2]]
    st.decks[card.kind] = st.decks[card.kind].draw_top(card.id)
    ctx.emit("bet.card", "bet.ev.card", {"who": explorer_name(st, seat),
                                         "card": name("card", card.id),
                                         "text": name("card", card.id + "-text")},
             {"seat": seat, "card": card.id, "kind": card.kind})
    if card.kind == "omen":
        st.omens += 1
        st.omen_turn = True
        st.last_omen = [card.id, room_at(st, st.cells[seat])]
    if card.kept:
        st.cards[seat].append(card.id)
    elif card.kind != "omen":
        st.discards[card.kind].append(card.id)
    if card.kind == "event" and st.haunt and seat == st.traitor:
        st.interpreter.push(st, "traitor_event", who=seat, card=card.id)
        return
    st.interpreter.push_steps(st, ("card", card.id, "gain"), who=seat, card=card.id, aud=None)


def _traitor_event_options(st: BETState, f: Frame) -> OptionsResult:
    card = name("card", f["card"])
    return (f["who"],), [Option("accept", Msg("bet.opt.accept", {"card": card}),
                                data={"key": "y"}),
                         Option("ignore", Msg("bet.opt.ignore", {"card": card}),
                                data={"key": "n"})], \
        Msg("bet.prompt.traitor_event", {"card": card})


def _traitor_event_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    if option_id == "accept":
        st.interpreter.push_steps(st, ("card", f["card"], "gain"), who=f["who"],
                                  card=f["card"], aud=None)
    else:
        ctx.emit("bet.ignore", "bet.ev.ignore", {"who": explorer_name(st, f["who"]),
                                                 "card": name("card", f["card"])})


def _resolve_card(st: BETState, path: Path) -> tuple[Any, int]:
    return st.content.cards[path[1]], 2


def _card_paths(scenario: Any, lib: Any) -> list[Path]:
    return [("card", c, part) for c in sorted(lib.cards) for part in ("gain", "lose", "use")]


# -- rolls ---------------------------------------------------------------------------------


def _roll_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    seat = f.get("who")
    n = s.dice if s.dice is not None else value(st, seat, s.trait) if seat is not None else 0
    st.interpreter.push(st, "roll", path=path, n=n, **st.interpreter.context_of(f))


def _roll_options(st: BETState, f: Frame) -> OptionsResult:
    step = st.interpreter.resolve(st, f["path"])
    prompt = (Msg("bet.prompt.trait_roll", {"trait": name("trait", step.trait), "n": f["n"]})
              if step.trait else Msg("bet.prompt.dice", {"n": f["n"]}))
    return (CHANCE,), roll_options(f["n"]), prompt


def _roll_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    step = st.interpreter.resolve(st, f["path"])
    t = total_of(option_id)
    ctx.emit("bet.roll", "bet.ev.roll", {"n": f["n"], "total": t}, {"total": t})
    rows = [i for i, r in enumerate(step.table) if r.min <= t]
    if rows:
        best = max(rows, key=lambda i: step.table[i].min)
        st.interpreter.push_steps(st, (*f["path"], "table", best, "steps"),
                                  **st.interpreter.context_of(f))


# -- the haunt -----------------------------------------------------------------------------


def _haunt_roll_options(st: BETState, f: Frame) -> OptionsResult:
    return (CHANCE,), roll_options(HAUNT_DICE), Msg("bet.prompt.haunt_roll", {"n": st.omens})


def _haunt_roll_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    t = total_of(option_id)
    ctx.emit("bet.haunt_roll", "bet.ev.haunt_roll", {"total": t, "omens": st.omens},
             {"total": t, "omens": st.omens})
    if t < st.omens:
        begin_haunt(ctx, f["who"])
    else:
        next_turn(ctx)


def choose_traitor(st: BETState, rule: TraitorRule, revealer: int) -> int:
    """The traitor's seat by a chart rule (ties go to the nearest from the revealer,
    counting the revealer first, then to the left)."""
    order = [(revealer + k) % st.players for k in range(st.players)]
    if rule.kind == "revealer":
        return revealer
    if rule.kind == "left":
        return order[1]
    if rule.kind == "character":
        if rule.explorer in st.explorers:
            return st.explorers.index(rule.explorer)
        assert rule.else_ is not None, "a character rule needs an else"
        return choose_traitor(st, rule.else_, revealer)
    trait = rule.trait or "might"
    values = [value(st, s, trait) for s in order]
    want = max(values) if rule.kind == "highest" else min(values)
    return order[values.index(want)]


def begin_haunt(ctx: C, revealer: int) -> None:
    """The haunt begins: the chart names it and the traitor; each side reads its own
    book; the set-up runs; the hero on the traitor's left takes the next turn."""
    st = ctx.st
    omen, room = st.last_omen
    entry = next(e for e in st.content.chart if e.omen == omen and e.room == room)
    haunt = st.content.haunts[st.force or entry.haunt]
    st.haunt, st.scenario, st.revealer = haunt.id, haunt, revealer
    st.traitor = choose_traitor(st, entry.traitor, revealer)
    heroes = frozenset(s for s in range(st.players) if s != st.traitor)
    st.variables = {v: n + haunt.per_hero.get(v, 0) * len(heroes)
                    for v, n in haunt.variables.items()}
    ctx.emit("bet.haunt", "bet.ev.haunt", {"title": ltext(haunt.title),
                                           "revealer": explorer_name(st, revealer),
                                           "traitor": explorer_name(st, st.traitor)},
             {"haunt": haunt.id, "traitor": st.traitor, "revealer": revealer}, audience=None)
    ctx.emit("bet.book", "bet.ev.book", {"text": ltext(haunt.traitor_book)},
             {"side": "traitor"}, audience=frozenset({st.traitor}))
    ctx.emit("bet.book", "bet.ev.book", {"text": ltext(haunt.heroes_book)},
             {"side": "heroes"}, audience=heroes)
    st.turn, st.first = st.traitor, (st.traitor + 1) % st.players
    next_turn(ctx)
    st.interpreter.push_steps(st, ("event", haunt.start), who=None, card=None, aud=None)


def side_dead(st: BETState, side: str) -> bool:
    """Whether every explorer of ``side`` (``traitor`` or ``heroes``) is dead."""
    return all(st.dead[s] for s in range(st.players) if side_of(st, s) == side)


def setting_up(st: BETState) -> bool:
    """Whether the haunt's set-up ("right now") is still running."""
    start = ("event", st.scenario.start)
    return any(f["k"] == "steps" and tuple(f["path"]) == start for f in st.stack)


def check_goals(ctx: C) -> None:
    """The first side whose declared goal holds wins (the traitor's is judged first);
    no goal is judged while the set-up still runs (it places what the goals count)."""
    st = ctx.st
    if not st.haunt or st.result or setting_up(st):
        return
    for side in ("traitor", "heroes"):
        goal = st.scenario.goals[side]
        if st.interpreter.holds(st, goal.cond, None):
            st.result, st.epilogue = side, goal.epilogue
            ep = next((e for e in st.scenario.epilogues if e.id == goal.epilogue), None)
            ctx.emit("bet.over", key("ev.win", side), {"text": ltext(ep.text if ep else None)},
                     {"side": side, "epilogue": goal.epilogue}, audience=None)
            return


def _after_step(ctx: C) -> None:
    fire_variable_triggers(ctx)
    check_goals(ctx)


# -- attacks -------------------------------------------------------------------------------


def fighter_value(st: BETState, ref: str, trait: str) -> int:
    """A fighter's value in ``trait``: ``s<seat>`` an explorer, ``m<i>`` a monster."""
    if ref.startswith("m"):
        traits = monster_kind(st, int(ref[1:])).traits
        return next((v for t, v in traits.items() if t == trait), 0)
    return value(st, int(ref[1:]), trait)


def fighter_name(st: BETState, ref: str) -> Msg:
    """A fighter's name."""
    if ref.startswith("m"):
        return monster_name(st, int(ref[1:]))
    return explorer_name(st, int(ref[1:]))


def _fight_options(st: BETState, f: Frame) -> OptionsResult:
    ref = f["atk"] if f["a"] < 0 else f["dfn"]
    n = fighter_value(st, ref, f["trait"])
    return (CHANCE,), roll_options(n), Msg("bet.prompt.fight", {
        "who": fighter_name(st, ref), "trait": name("trait", f["trait"]), "n": n})


def _fight_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    if f["a"] < 0:
        f["a"] = total_of(option_id)
        return
    f["d"] = total_of(option_id)
    st.interpreter.pop(st, f)
    a, d, atk, dfn = f["a"], f["d"], f["atk"], f["dfn"]
    ctx.emit("bet.fight", "bet.ev.fight", {"who": fighter_name(st, atk),
                                           "target": fighter_name(st, dfn),
                                           "a": a, "d": d}, {"a": a, "d": d})
    if a == d:
        return
    winner, loser = (atk, dfn) if a > d else (dfn, atk)
    n = abs(a - d)
    if loser.startswith("m"):
        stun(ctx, int(loser[1:]))
        return
    seat = int(loser[1:])
    if n >= 2 and st.cards[seat] and winner.startswith("s"):
        st.interpreter.push(st, "steal", who=int(winner[1:]), loser=seat, n=n)
    else:
        st.interpreter.push(st, "damage", who=seat, n=n,
                            mental=f["trait"] in MENTAL)


def stun(ctx: C, index: int) -> None:
    """A monster that loses a fight is stunned, never killed."""
    st = ctx.st
    st.monsters[index]["stunned"] = True
    ctx.emit("bet.stun", "bet.ev.stun", {"who": monster_name(st, index)}, {"monster": index})


def _steal_options(st: BETState, f: Frame) -> OptionsResult:
    loser = f["loser"]
    options = [Option("hurt", Msg("bet.opt.hurt", {"n": f["n"]}), data={"key": "0"})]
    options += [Option(f"steal:{c}", Msg("bet.opt.steal", {"card": name("card", c)}),
                       data={"key": str(i + 1), "card": c})
                for i, c in enumerate(st.cards[loser])]
    return (f["who"],), options, Msg("bet.prompt.steal", {"who": explorer_name(st, loser),
                                                           "n": f["n"]})


def _steal_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    if option_id == "hurt":
        st.interpreter.push(st, "damage", who=f["loser"], n=f["n"])
        return
    card = option_id.partition(":")[2]
    ctx.emit("bet.steal", "bet.ev.steal", {"who": explorer_name(st, f["who"]),
                                           "target": explorer_name(st, f["loser"]),
                                           "card": name("card", card)}, {"card": card})
    change_hands(ctx, card, f["loser"], f["who"])


def change_hands(ctx: C, card: str, giver: int | None, taker: int) -> None:
    """``card`` passes from ``giver`` (None: an item pile in the taker's room) to
    ``taker``: the giver loses its effect, the taker gains it."""
    st = ctx.st
    if giver is None:
        pile = st.piles[st.cells[taker]]
        pile.remove(card)
        if not pile:
            del st.piles[st.cells[taker]]
    else:
        st.cards[giver].remove(card)
    st.cards[taker].append(card)
    st.interpreter.push_steps(st, ("card", card, "gain"), who=taker, card=card, aud=None)
    if giver is not None:
        st.interpreter.push_steps(st, ("card", card, "lose"), who=giver, card=card, aud=None)


def _damage_options(st: BETState, f: Frame) -> OptionsResult:
    n: int = f["n"]
    if f.get("mental"):
        return (f["who"],), [Option(f"split:{k}", Msg("bet.opt.split_mental", {
            "sanity": k, "knowledge": n - k}), data={"key": str(k), "sanity": k,
                                                     "knowledge": n - k})
            for k in range(n + 1)], Msg("bet.prompt.damage_mental", {"n": n})
    return (f["who"],), [Option(f"split:{k}", Msg("bet.opt.split", {"might": k, "speed": n - k}),
                                data={"key": str(k), "might": k, "speed": n - k})
                         for k in range(n + 1)], \
        Msg("bet.prompt.damage", {"n": n})


def _damage_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    k = int(option_id.partition(":")[2])
    first, second = ("sanity", "knowledge") if f.get("mental") else ("might", "speed")
    change_trait(ctx, f["who"], first, -k)
    change_trait(ctx, f["who"], second, -(f["n"] - k))
    check_goals(ctx)


# -- steps ---------------------------------------------------------------------------------


def _trait_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    if f.get("who") is not None:
        change_trait(ctx, f["who"], s.trait, s.add or 0)


def _traitor_trait_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    if ctx.st.traitor >= 0:
        change_trait(ctx, ctx.st.traitor, s.trait, s.add or 0)


def _draw_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    if f.get("who") is not None:
        ctx.st.interpreter.push(ctx.st, "draw", who=f["who"], deck=s.deck)


def _move_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    seat = f.get("who")
    target = next((c for c, (r, _) in sorted(st.tiles.items())
                   if st.content.rooms[r].feature == s.to), None)
    if seat is None or target is None:
        return
    st.cells[seat] = target
    st.stopped = True
    ctx.emit("bet.move", "bet.ev.move", {"who": explorer_name(st, seat),
                                         "room": room_name(room_at(st, target))},
             {"seat": seat, "cell": list(target)})


def _discard_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    seat, card = f.get("who"), f.get("card")
    if seat is not None and card in st.cards[seat]:
        st.cards[seat].remove(card)
        st.discards[st.content.cards[card].kind].append(card)


def _spawn_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    cell = place_cell(st, s.to)
    if cell is None:
        return
    heroes = sum(1 for h in range(st.players) if side_of(st, h) == "heroes")
    for _ in range(min(s.count + s.per_hero * heroes, MAX_MONSTERS - len(st.monsters))):
        wounds = next(k.wounds for k in st.scenario.monsters if k.id == s.monster)
        st.monsters.append({"kind": s.monster, "cell": cell, "stunned": False,
                            "wounds": wounds})
        ctx.emit("bet.spawn", "bet.ev.spawn", {
            "who": monster_name(st, len(st.monsters) - 1),
            "room": room_name(room_at(st, cell))},
            {"monster": len(st.monsters) - 1, "kind": s.monster, "cell": list(cell)})


def _stun_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    st = ctx.st
    seat = f.get("who")
    if seat is not None:
        for m in monsters_in(st, st.cells[seat]):
            stun(ctx, m)


def _wound_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    """Every monster of kind ``monster`` in the acting explorer's room that can be
    wounded loses a wound; one with none left is slain and leaves the house."""
    st = ctx.st
    seat = f.get("who")
    if seat is None:
        return
    hit = [i for i in monsters_in(st, st.cells[seat], stunned=True)
           if st.monsters[i]["kind"] == s.monster and st.monsters[i]["wounds"] > 0]
    for i in reversed(hit):
        st.monsters[i]["wounds"] -= 1
        left = st.monsters[i]["wounds"]
        ctx.emit("bet.wound", "bet.ev.wound", {"who": monster_name(st, i), "n": left},
                 {"monster": i, "wounds": left})
        if not left:
            ctx.emit("bet.slain", "bet.ev.slain", {"who": monster_name(st, i)},
                     {"monster": i})
            del st.monsters[i]


def _tokens_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    """Tokens of kind ``token`` are laid: ``count`` (and ``per_hero`` more for each
    hero) in the rooms ``to`` names (``spread``: one each in the rooms farthest from
    the omen room)."""
    st = ctx.st
    heroes = sum(1 for h in range(st.players) if side_of(st, h) == "heroes")
    n = s.count + s.per_hero * heroes
    if s.to == "spread":
        cells = spread_cells(st, n)
    else:
        cell = place_cell(st, s.to)
        cells = [cell] * n if cell is not None else []
    for cell in cells:
        lay_tokens(st, cell, s.token, 1)
        ctx.emit("bet.token", "bet.ev.token_laid", {
            "what": token_name(st, s.token), "room": room_name(room_at(st, cell))},
            {"token": s.token, "cell": list(cell)})


def _take_token_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    """The acting explorer picks up a token of kind ``token`` lying in its room."""
    st = ctx.st
    seat = f.get("who")
    if seat is None or not lift_token(st, st.cells[seat], s.token):
        return
    st.carried[seat][s.token] = st.carried[seat].get(s.token, 0) + 1
    ctx.emit("bet.token_take", "bet.ev.token_take", {
        "who": explorer_name(st, seat), "what": token_name(st, s.token)},
        {"seat": seat, "token": s.token, "n": st.carried[seat][s.token]})


def _deliver_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    """The acting explorer gives up every token of kind ``token`` it carries: they leave
    the house and are added to the variable ``var``."""
    st = ctx.st
    seat = f.get("who")
    if seat is None:
        return
    n = st.carried[seat].pop(s.token, 0)
    if n:
        st.variables[s.var] = st.variables.get(s.var, 0) + n
        ctx.emit("bet.token_deliver", "bet.ev.token_deliver", {
            "who": explorer_name(st, seat), "what": token_name(st, s.token), "n": n},
            {"seat": seat, "token": s.token, "n": n})


def _remove_token_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    """One token of kind ``token`` lying in the acting explorer's room is destroyed."""
    st = ctx.st
    seat = f.get("who")
    if seat is None or not lift_token(st, st.cells[seat], s.token):
        return
    ctx.emit("bet.token_remove", "bet.ev.token_remove", {
        "who": explorer_name(st, seat), "what": token_name(st, s.token),
        "room": room_name(room_at(st, st.cells[seat]))},
        {"seat": seat, "token": s.token, "cell": list(st.cells[seat])})


def _secret_step(ctx: C, f: Frame, s: Any, path: Path) -> None:
    ctx.st.interpreter.push(ctx.st, "secret", path=path, aud=None)


def _secret_options(st: BETState, f: Frame) -> OptionsResult:
    step = st.interpreter.resolve(st, f["path"])
    return (CHANCE,), [Option(f"value:{v}", Msg("bet.opt.value", {"n": v}),
                              Fraction(1, len(step.values)), {"key": str(v), "value": v})
                       for v in step.values], Msg("bet.prompt.secret")


def _secret_decide(ctx: C, f: Frame, option_id: str) -> None:
    st = ctx.st
    st.interpreter.pop(st, f)
    step = st.interpreter.resolve(st, f["path"])
    v = int(option_id.partition(":")[2])
    st.variables[step.var] = v
    st.secrets[step.var] = list(step.values)
    ctx.emit("bet.secret", "bet.ev.secret", {"n": v}, {"var": step.var, "value": v},
             audience=frozenset({st.traitor}))


def _check_side_dead(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    return side_dead(st, cond.side)


def _check_compare(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    return compare(st.variables.get(cond.var, 0), cond.op, st.variables.get(cond.other, 0))


def _seat(actor: str | None) -> int | None:
    return None if actor is None else int(actor)


def _check_carries(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    seat = _seat(actor)
    n = st.carried[seat].get(cond.token, 0) if seat is not None else 0
    return compare(n, cond.op, cond.value)


def _check_tokens(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    return compare(tokens_left(st, cond.token), cond.op, cond.value)


def _check_monsters(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    n = sum(1 for m in st.monsters if m["kind"] == cond.monster)
    return compare(n, cond.op, cond.value)


def _check_has_card(interp: Any, st: BETState, cond: Any, actor: str | None) -> bool:
    seat = _seat(actor)
    return seat is not None and cond.card in st.cards[seat]


def _actor(st: BETState, f: Frame) -> str | None:
    """Who a frame's conditions are judged for: its explorer, if any."""
    who = f.get("who")
    return None if who is None else str(who)


def register(lang: Language) -> None:
    """Declare Betrayal's frames, steps, the ``card`` root, the checks ``side_dead``,
    ``compare``, ``carries``, ``tokens``, ``monsters`` and ``has_card``, and who acts."""
    lang.add_frame("turn", _turn_run, _turn_options, _turn_decide)
    lang.add_frame("end_turn", _end_turn_run)
    lang.add_frame("discover", _discover_run, _discover_options, _discover_decide)
    lang.add_frame("place", _wait, _place_options, _place_decide)
    lang.add_frame("draw", _draw_run, _draw_options, _draw_decide)
    lang.add_frame("roll", _wait, _roll_options, _roll_decide)
    lang.add_frame("haunt_roll", _wait, _haunt_roll_options, _haunt_roll_decide)
    lang.add_frame("fight", _wait, _fight_options, _fight_decide)
    lang.add_frame("damage", _wait, _damage_options, _damage_decide)
    lang.add_frame("steal", _wait, _steal_options, _steal_decide)
    lang.add_frame("traitor_event", _wait, _traitor_event_options, _traitor_event_decide)
    lang.add_frame("secret", _wait, _secret_options, _secret_decide)
    lang.add_step("secret", _secret_step)
    lang.add_step("spawn", _spawn_step)
    lang.add_step("stun", _stun_step)
    lang.add_step("wound", _wound_step)
    lang.add_step("tokens", _tokens_step)
    lang.add_step("take_token", _take_token_step)
    lang.add_step("deliver", _deliver_step)
    lang.add_step("remove_token", _remove_token_step)
    lang.add_step("trait", _trait_step)
    lang.add_step("traitor_trait", _traitor_trait_step)
    lang.add_step("roll", _roll_step, ROLL_CHILDREN)
    lang.add_step("draw", _draw_step)
    lang.add_step("move", _move_step)
    lang.add_step("discard", _discard_step)
    lang.add_root("card", _resolve_card, _card_paths)
    lang.add_check("side_dead", _check_side_dead)
    lang.add_check("compare", _check_compare)
    lang.add_check("carries", _check_carries)
    lang.add_check("tokens", _check_tokens)
    lang.add_check("monsters", _check_monsters)
    lang.add_check("has_card", _check_has_card)
    lang.set_hook("actor", _actor)
    lang.set_hook("after_step", _after_step)


__all__ = ["TRAITS", "begin_turn", "check_goals", "haunt_chance", "next_turn", "register"]
