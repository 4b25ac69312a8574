"""Betrayal's own AI level, ``heuristic``. It reads only its seat's view.

Before the haunt it explores: it opens a door with no room behind it when it can, uses
its cards, and otherwise walks towards the nearest room with a door that some tile
left could be discovered through (up and down the stairs and the chute too); placing a
tile it takes the rotation leaving the most open doors. After the haunt a hero walks
to the traitor and attacks; the traitor attacks a hero no stronger than itself and
otherwise keeps away from the heroes (its goal also wins by waiting). Damage goes to
the larger of might and speed (mental damage: sanity and knowledge); a hit that could
steal hurts instead (both goals want the other side dead); cards lying in the room are
picked up; the traitor ignores events.

Haunt actions and monsters follow the haunt's declared goals: a seat takes its side's
action whenever it is offered; heroes walk to the nearest room of a heroes' action whose
condition holds for them (a room with a token to pick up, the front door once they
carry one, the room of a monster only a roll can hurt; else to the traitor), attack the
traitor when they meet it and a monster in their way when their value in its trait is
at least the monster's; a traitor walks to the nearest room of its own action that
lies somewhere (a token to destroy), else to where its opponents have an action, and
stands there; each monster attacks the hero in its room weakest in the monster's
trait, or walks towards the nearest living hero.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from random import Random
from typing import Any

from eerie.core.agent import Observe
from eerie.core.game import Game
from eerie.games.betrayal import house
from eerie.games.betrayal.house import Cell, Tiles
from eerie.games.betrayal.schema import content
from eerie.script.shared import compare


def _graph_steps(tiles: Tiles, cell: Cell) -> list[tuple[str, Cell]]:
    """(option id, cell) of every room one move away (doors joined, links)."""
    rooms = content().rooms
    out = [(f"go:{s}", house.neighbour(cell, s)) for s in sorted(house.doors(tiles, rooms, cell))
           if house.joined(tiles, rooms, cell, s)]
    out += [(f"link:{k}", c) for k, c in house.links(tiles, rooms, cell)]
    return out


def first_step(tiles: Tiles, start: Cell, goal: set[Cell]) -> tuple[str, int] | None:
    """The first move of a shortest walk from ``start`` to a cell of ``goal`` and the
    walk's length (None when none is reachable or ``start`` is in ``goal``)."""
    seen = {start}
    todo: deque[tuple[Cell, str, int]] = deque()
    for move, nxt in _graph_steps(tiles, start):
        if nxt not in seen:
            seen.add(nxt)
            todo.append((nxt, move, 1))
    while todo:
        cell, move, dist = todo.popleft()
        if cell in goal:
            return move, dist
        for _, nxt in _graph_steps(tiles, cell):
            if nxt not in seen:
                seen.add(nxt)
                todo.append((nxt, move, dist + 1))
    return None


def unplaced(view: dict[str, Any]) -> list[str]:
    """The room tiles not yet placed, from a view (the stack's segments, set aside)."""
    stack = {c for seg in view["rooms"] for c, _ in seg[0]}
    return sorted(stack | set(view["aside"]))


def _value(view: dict[str, Any], seat: int, trait: str) -> int:
    mark = view["marks"][seat][trait]
    track = content().explorers[view["explorers"][seat]].traits[trait].track  # type: ignore[index]
    return track[mark - 1] if mark > 0 else 0


def _cell(c: Sequence[Any]) -> Cell:
    return (str(c[0]), int(c[1]), int(c[2]))


def _places(view: dict[str, Any], tiles: Tiles, where: str) -> list[Cell]:
    """The placed rooms that are ``where`` (an action's place; ``any`` is none: no walk)."""
    rooms = content().rooms
    if where == "omen_room":
        return [c for c, (r, _) in tiles.items() if view["last_omen"] and r == view["last_omen"][1]]
    if where == "any":
        return []
    kind, _, arg = where.partition(":")
    if kind == "token":
        return [_cell(c) for c, here in view["tokens"] if here.get(arg, 0) > 0]
    if kind == "monster":
        return [_cell(m["cell"]) for m in view["monsters"] if m["kind"] == arg]
    return [c for c, (r, _) in tiles.items() if rooms[r].feature == where]


def may(view: dict[str, Any], seat: int, cond: Any) -> bool:
    """Whether an action's condition holds for ``seat`` as far as the view tells (the
    checks on the seat's own tokens and cards, on the tokens and monsters in play and on
    visible variables; any other check counts as holding)."""
    if cond is None:
        return True
    check = cond.check
    if check in ("all", "any", "not"):
        parts = [may(view, seat, c) for c in (cond.of if isinstance(cond.of, list) else [cond.of])]
        return all(parts) if check == "all" else any(parts) if check == "any" else not parts[0]
    if check == "carries":
        return compare(view["carried"][seat].get(cond.token, 0), cond.op, cond.value)
    if check == "has_card":
        return bool(cond.card in view["cards"][seat])
    if check == "tokens":
        n = (sum(h.get(cond.token, 0) for _, h in view["tokens"])
             + sum(c.get(cond.token, 0) for c in view["carried"]))
        return compare(n, cond.op, cond.value)
    if check == "monsters":
        return compare(sum(1 for m in view["monsters"] if m["kind"] == cond.monster),
                       cond.op, cond.value)
    if check == "var" and cond.var in view["variables"]:
        return compare(view["variables"][cond.var], cond.op, cond.value)
    return True


class BetrayalAgent:
    """See the module text."""

    name = "heuristic"

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """The move the rules of thumb above prefer (legal ones only)."""
        view = observe()
        top = view["stack"][-1] if view["stack"] else {}
        kind = top.get("k")
        tiles = house.decode(view["tiles"])
        if kind == "place":
            return self._rotation(tiles, top, legal)
        if kind == "damage":
            if top.get("mental"):
                return self._split(view, seat, legal, "sanity", "knowledge")
            return self._split(view, seat, legal)
        if kind == "steal":
            return "hurt"                  # both sides' goals want the other side dead
        if kind == "traitor_event":
            return "ignore"
        if kind == "monster":
            return self._monster_move(view, tiles, top, legal)
        if kind != "turn":
            return legal[rng.randrange(len(legal))]
        cell: Cell = tuple(view["cells"][seat])
        if view["haunt"]:
            return self._haunt_move(view, tiles, seat, cell, legal)
        explore = [o for o in legal if o.startswith("explore:")]
        if explore:
            return explore[rng.randrange(len(explore))]
        uses = [o for o in legal if o.startswith("use:")]
        if uses:
            return uses[0]
        rooms = content().rooms
        left = unplaced(view)
        frontier = {c for f in ("ground", "upper", "basement")
                    for c, side in house.open_doors(tiles, rooms, f)
                    if c != cell and house.can_discover(tiles, rooms, left, c, side)}
        step = first_step(tiles, cell, frontier)
        if step is not None and step[0] in legal:
            return step[0]
        return "end"

    @staticmethod
    def _rotation(tiles: Tiles, top: dict[str, Any], legal: Sequence[str]) -> str:
        rooms = content().rooms
        cell: Cell = tuple(top["cell"])

        def openness(option: str) -> int:
            trial = dict(tiles)
            trial[cell] = (top["room"], int(option.partition(":")[2]))
            return sum(1 for _ in house.open_doors(trial, rooms, cell[0]))

        return max(legal, key=openness)

    @staticmethod
    def _split(view: dict[str, Any], seat: int, legal: Sequence[str], first: str = "might",
               second: str = "speed") -> str:
        might, speed = _value(view, seat, first), _value(view, seat, second)
        n = len(legal) - 1

        def left(option: str) -> tuple[int, int]:
            k = int(option.partition(":")[2])
            m = view["marks"][seat]
            return (min(m[first] - k, m[second] - (n - k)), might - k + speed - (n - k))

        return max(legal, key=left)

    @staticmethod
    def _monster_move(view: dict[str, Any], tiles: Tiles, top: dict[str, Any],
                      legal: Sequence[str]) -> str:
        """A monster attacks the hero in its room weakest in its fighting trait, else
        walks towards the nearest living hero."""
        haunt = content().haunts[view["haunt"]]
        kind = next(k for k in haunt.monsters if k.id == view["monsters"][top["m"]]["kind"])
        attacks = [o for o in legal if o.startswith("attack:")]
        if attacks:
            return min(attacks, key=lambda o: _value(view, int(o.partition(":")[2]),
                                                   kind.attack))
        cell: Cell = tuple(view["monsters"][top["m"]]["cell"])
        heroes = {tuple(view["cells"][s]) for s in range(len(view["cells"]))
                  if s != view["traitor"] and not view["dead"][s]}
        step = first_step(tiles, cell, heroes)
        if step is not None and step[0] in legal:
            return step[0]
        return "end"

    @staticmethod
    def _haunt_move(view: dict[str, Any], tiles: Tiles, seat: int, cell: Cell,
                    legal: Sequence[str]) -> str:
        traitor = view["traitor"]
        haunt = content().haunts[view["haunt"]]
        acts = [o for o in legal if o.startswith("act:")]
        if acts:                       # the side's own action advances its declared goal
            return acts[0]
        attacks = [o for o in legal if o.startswith("attack:")]
        mine = _value(view, seat, "might")
        if seat != traitor:
            if f"attack:{traitor}" in attacks:
                return f"attack:{traitor}"
            spots: set[Cell] = {c for a in haunt.actions
                                if a.side == "heroes" and may(view, seat, a.cond)
                                for c in _places(view, tiles, a.where)}
            for o in attacks:          # a monster in the way: stun it if we may win
                m = view["monsters"][int(o[8:])]
                k = next(k for k in haunt.monsters if k.id == m["kind"])
                if _value(view, seat, k.attack) >= k.traits.get(k.attack, 0):
                    return o
            goal: set[Cell] = spots or {tuple(view["cells"][traitor])}
            if cell in goal:
                return "end"
            step = first_step(tiles, cell, goal)
            if step is not None and step[0] in legal:
                return step[0]
            return "end"
        guard: set[Cell] = {c for a in haunt.actions if a.side == "traitor"
                            and may(view, seat, a.cond) for c in _places(view, tiles, a.where)}
        guard = guard or {c for a in haunt.actions if a.side == "heroes"
                          for c in _places(view, tiles, a.where)}
        if guard and cell not in guard:   # stand on the heroes' ground and block them
            step = first_step(tiles, cell, guard)
            if step is not None and step[0] in legal:
                return step[0]
        weak = [o for o in attacks if _value(view, int(o.partition(":")[2]), "might") <= mine]
        if weak:
            return weak[0]
        heroes = [tuple(view["cells"][s]) for s in range(len(view["cells"]))
                  if s != traitor and not view["dead"][s]]

        def near(option: str) -> int:
            if option == "end":
                target = cell
            else:
                target = next((c for m, c in _graph_steps(tiles, cell) if m == option), cell)
            return -sum(1 for h in heroes if h == target)

        moves = [o for o in legal if o.startswith(("go:", "link:")) or o == "end"]
        return max(moves, key=near) if moves else legal[0]
