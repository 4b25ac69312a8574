"""A heuristic investigator for Mansions of Madness (AI level ``heuristic``).

The agent reads only its seat's view (``observe()``) and the public scenario and content
files (the same files every player's app loads). It never touches the game state.

How it plays:

* **Goal analysis** (once per scenario, cached): the scenario script is walked back from
  its victory steps. An event is *relevant* when it can reach a victory step, sets a
  variable that a victory trigger reads, places a relevant token, or hands out an item a
  relevant token asks for (``has`` conditions). Tokens whose events are relevant are
  worth most; other explore tokens come next (they open the map), then the remaining
  search, interact and person tokens. Monsters whose defeat runs a relevant event
  (``monster_defeated`` triggers) are hunted.
* **A turn** is one decision at a time: heal when badly hurt (items, spells, abilities),
  flee a monster's space when badly hurt, attack with the weapon of the best expected
  damage when a monster is a target or shares the space and the attack pays, use the
  token here if it is worth it, otherwise walk toward the best token (value minus the
  actions the walk costs) or a hunted monster; end the turn when nothing is worth doing.
  A token that needs an item (``if has item``) only counts for whoever carries the item.
* **Tests**: clues are spent only when they turn a failure into a pass (in attacks on a
  hunted monster: all of them); the re-roll ability rerolls blanks and clues of a failing
  test.
* **Puzzles** are solved with the packaged solvers from what the view shows: the slide
  and lock solvers on the visible position, the code solver on the guesses and marks so
  far (the answer is hidden from the view). Clues buy just the attempts the known
  solution still needs.
* **Choices** are scored from the option's script (puzzles, tiles, clues, items are
  good; harm is bad; nothing at all is neutral; an option that costs a possession
  counts against it).
* **Discards**: when damage or horror is discarded, the face-up card with the worst
  lasting effect goes first, else a random face-down one; an item to give up is one
  held twice, else the least useful.

Every decision is a handful of breadth-first searches over a board of a few dozen
spaces; the puzzle solvers are cached per position.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from random import Random
from types import SimpleNamespace
from typing import Any

from eerie.core.dice import INVESTIGATION_DIE
from eerie.core.game import Game
from eerie.games.mansions.language import LANGUAGE
from eerie.games.mansions.script import dice_pool, item_side
from eerie.games.mansions.state import Inv
from eerie.games.mansions.vocabulary import LIGHT_SOURCE

Observe = Any

_FACES = INVESTIGATION_DIE.face_probabilities()
P_SUCCESS = float(_FACES["success"])
"""The chance that one investigation die shows a success."""
P_CLUE = float(_FACES["clue"])
"""The chance that one investigation die shows a clue (a success for one clue spent)."""

# token values
V_RELEVANT = 16.0
V_EXPLORE = 8.0
V_SEARCH = 5.0
V_PERSON = 4.0
V_HUNT = 15.0
DECAY = 0.75
"""How much a target's value shrinks per action of walking it takes."""


# -- the scenario, analysed once ---------------------------------------------------------------


class Analysis:
    """What the public scenario and content files say that matters for playing."""

    def __init__(self, ref: str) -> None:
        from eerie.games.mansions.game import load

        self.scenario, self.lib, self.board = load(ref)
        sc = self.scenario
        self.tokens = {t.id: t for t in sc.tokens}
        self.events = {e.id: e.steps for e in sc.events}
        self.puzzles = {p.id: p for p in sc.puzzles}
        self.resolver = SimpleNamespace(scenario=sc, lib=self.lib)
        # which events can reach victory, directly or through called events
        self.victory_events = {e for e in self.events
                               if any(s.do == "victory" for s in self._walk_event(e))}
        victory_vars: set[str] = set()
        for t in sc.triggers:
            if t.on == "variable" and t.event in self.victory_events and t.cond is not None:
                victory_vars |= set(_cond_vars(t.cond))
        self.victory_vars = victory_vars
        relevant = set(self.victory_events)
        relevant |= {e for e in self.events
                     if any(s.do == "set" and s.var in victory_vars
                            for s in self._walk_event(e))}
        self.needs: dict[str, set[str]] = {}
        """Token -> items its event asks the active investigator to hold (gating)."""
        self.gated: dict[str, set[str]] = {}
        """Token -> items without which its event does nothing."""
        for tid, tok in self.tokens.items():
            if tok.event and tok.event in self.events:
                self.needs[tid] = set(self._needed_items(self.events[tok.event]))
                self.gated[tid] = set(self._gate_items(self.events[tok.event]))
        changed = True
        while changed:
            changed = False
            rel_tokens = {tid for tid, t in self.tokens.items() if t.event in relevant}
            needed = {i for tid in rel_tokens for i in self.needs.get(tid, ())}
            for e in self.events:
                if e in relevant:
                    continue
                for s in self._walk_event(e):
                    if (s.do == "place_token" and s.token in rel_tokens) or (
                            s.do == "item" and s.id in needed):
                        relevant.add(e)
                        changed = True
                        break
        self.relevant_events = relevant
        self.relevant_tokens = {tid for tid, t in self.tokens.items() if t.event in relevant}
        self.needed_items = {i for tid in self.relevant_tokens for i in self.needs.get(tid, ())}
        self.hunted = {t.kind for t in sc.triggers
                       if t.on == "monster_defeated" and t.kind and t.event in relevant}
        self.token_puzzle: dict[str, str] = {}
        for tid, tok in self.tokens.items():
            if tok.event and tok.event in self.events:
                for s in self._walk_event(tok.event, follow=False):
                    if s.do == "puzzle":
                        self.token_puzzle[tid] = s.id
                        break
        self.heal_items = {k: _heal_kinds(it.front.action or [])
                           for k, it in self.lib.items.items()}

    # -- walking scripts

    def _walk_event(self, eid: str, follow: bool = True) -> Iterator[Any]:
        seen: set[str] = set()
        yield from self._walk(self.events.get(eid, []), seen, follow)

    def _walk(self, steps: Iterable[Any], seen: set[str], follow: bool) -> Iterator[Any]:
        for s in steps:
            yield s
            for sub in _children(s):
                yield from self._walk(sub, seen, follow)
            if follow and s.do == "event" and s.id not in seen and s.id in self.events:
                seen.add(s.id)
                yield from self._walk(self.events[s.id], seen, follow)

    def _needed_items(self, steps: list[Any]) -> Iterator[str]:
        for s in self._walk(steps, set(), True):
            if s.do == "if":
                yield from _cond_items(s.cond)

    def _gate_items(self, steps: list[Any]) -> Iterator[str]:
        """Items of a leading ``if has`` whose else branch has no effect."""
        if not steps or steps[0].do != "if":
            return
        s = steps[0]
        if all(x.do == "say" for x in s.else_):
            yield from _cond_items(s.cond)


def _children(s: Any) -> list[Any]:
    """The nested step lists of a step, as the language declares them."""
    return [b.steps for b in LANGUAGE.branches(s)]


def _cond_vars(c: Any) -> Iterator[str]:
    if c.check == "var":
        yield c.var
    elif c.check in ("all", "any"):
        for x in c.of:
            yield from _cond_vars(x)
    elif c.check == "not":
        yield from _cond_vars(c.of)


def _cond_items(c: Any) -> Iterator[str]:
    if c.check == "has" and c.item:
        yield c.item
    elif c.check in ("all", "any"):
        for x in c.of:
            yield from _cond_items(x)


def _heal_kinds(steps: list[Any]) -> set[str]:
    out = set()
    for s in steps:
        if s.do == "heal_damage":
            out.add("damage")
        elif s.do == "heal_horror":
            out.add("horror")
    return out


@lru_cache(maxsize=16)
def analysis(ref: str) -> Analysis:
    """The analysis of a scenario (cached per scenario id or path)."""
    return Analysis(ref)


def score_steps(steps: Iterable[Any], depth: int = 0) -> float:
    """A rough value of running a script (for choosing among options)."""
    total = 0.0
    for s in steps:
        do = s.do
        if do == "victory":
            total += 100
        elif do == "defeat":
            total -= 100
        elif do == "puzzle":
            total += 10 + 0.5 * score_steps(s.solved, depth + 1)
        elif do in ("place_tile", "place_token"):
            total += 4
        elif do == "objective":
            total += 3
        elif do == "clues":
            total += 2 * s.amount
        elif do in ("item", "spell"):
            total += 3
        elif do == "set":
            total += 2
        elif do in ("damage", "horror"):
            total -= (1.0 if s.resist else 1.5) * s.amount
        elif do in ("heal_damage", "heal_horror"):
            total += 1.0 * s.amount
        elif do == "condition":
            total -= 1.5
        elif do == "lose_condition":
            total += 1
        elif do in ("discard_possession", "drop_possession"):
            total -= 3
        elif do == "spawn":
            total -= 2
        elif do == "test":
            total += 1 + 0.5 * score_steps(s.pass_, depth + 1) + 0.5 * score_steps(
                s.fail, depth + 1)
        elif do == "if":
            total += 0.5 * score_steps(s.then, depth + 1) + 0.5 * score_steps(s.else_, depth + 1)
        elif do == "choice":
            total += max((score_steps(o.steps, depth + 1) for o in s.options), default=0.0)
        elif do == "event" and depth < 3:
            total += 2
    return total


# -- reading the view ----------------------------------------------------------------------------


class Reader:
    """Convenient access to one view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view = view
        self.seat = seat
        self.an = analysis(view["config"]["scenario"])
        self.lib = self.an.lib
        self.invs = {d["id"]: d for d in view["invs"]}
        self.monsters = list(view["monsters"])
        self.tokens = list(view["tokens"])
        blocked = {tuple(sorted(b)) for b in view["barricades"]}
        for tid in self.tokens:
            t = self.an.tokens.get(tid)
            if t is not None and t.door is not None:
                blocked.add(tuple(sorted(t.door)))
        self.topo = self.an.board.topology(frozenset(view["tiles"]), frozenset(blocked),
                                           frozenset(view["passages"]))
        self.fire = set(view["fire"])
        self.darkness = set(view["darkness"])

    # investigators

    def living(self) -> list[dict[str, Any]]:
        return [d for d in self.view["invs"] if not d["eliminated"] and d["space"]]

    def card(self, iid: str) -> Any:
        return self.lib.investigators[iid]

    def items(self, inv: dict[str, Any]) -> list[tuple[str, bool]]:
        return [(str(i), bool(f)) for i, f in inv["items"]]

    def item_side(self, item: str, flipped: bool) -> Any:
        return item_side(self.lib, item, flipped)

    def dice_pool(self, inv: dict[str, Any], skill: str, modifier: int = 0,
                  purpose: str = "plain") -> int:
        return dice_pool(self.lib, Inv.decode(inv), skill, modifier, purpose)

    def has(self, inv: dict[str, Any], item: str) -> bool:
        return any(i == item for i, _ in self.items(inv)) or item in inv["spells"]

    def health_left(self, inv: dict[str, Any]) -> int:
        return int(self.card(inv["id"]).health) - len(inv["damage_up"]) - int(inv["damage_down"])

    def sanity_left(self, inv: dict[str, Any]) -> int:
        return int(self.card(inv["id"]).sanity) - len(inv["horror_up"]) - int(inv["horror_down"])

    def danger(self, inv: dict[str, Any]) -> float:
        """How close the investigator is to elimination (0 safe .. 1 about to go)."""
        h, s = self.health_left(inv), self.sanity_left(inv)
        d = 0.0
        if inv["wounded"]:
            d = max(d, 1.0 if h <= 2 else 0.6 if h <= 3 else 0.3)
        elif h <= 1:
            d = max(d, 0.3)
        if inv["insane"]:
            d = max(d, 1.0 if s <= 2 else 0.6 if s <= 3 else 0.3)
        elif s <= 1:
            d = max(d, 0.3)
        return d

    # board

    def dist_from(self, space: str) -> dict[str, int]:
        out: dict[str, int] = self.topo.move_distances(space)
        return out

    def token_spots(self, tid: str) -> list[str]:
        t = self.an.tokens[tid]
        if t.kind == "explore" and t.door is not None:
            return [s for s in t.door if s in self.topo.spaces]
        return [t.space] if t.space in self.topo.spaces else []

    def monster_health_left(self, m: dict[str, Any]) -> int:
        kind = self.lib.monsters[m["kind"]]
        return int(kind.health + kind.health_per_investigator * len(self.invs) - m["damage"])


# -- the agent -------------------------------------------------------------------------------------


class MansionsAgent:
    """The ``heuristic`` level: an investigator that pursues the scenario's goal."""

    name = "heuristic"

    def __init__(self) -> None:
        self.uses: Counter[str] = Counter()
        """How often this seat used each token (a token that keeps giving nothing is worth
        less and less)."""

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """One of ``legal``."""
        if len(legal) == 1:
            return legal[0]
        view = observe()
        stack = view.get("stack") or []
        top = stack[-1] if stack else {}
        r = Reader(view, seat)
        handler = _HANDLERS.get(str(top.get("k")))
        pick: str | None = None
        if handler is not None:
            pick = handler(self, r, top, list(legal))
        if pick is None or pick not in legal:
            pick = _fallback(legal)
        if pick.partition(":")[0] in ("explore", "search", "interact"):
            self.uses[pick.partition(":")[2]] += 1
        return pick

    # -- whose turn ------------------------------------------------------------------------

    def round(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        turns = [o for o in legal if o.startswith("turn:")]  # never "end_phase"
        mine = [o for o in turns if r.invs[o.partition(":")[2]].get("seat") == r.seat]
        pool = mine or turns
        # the one with the best thing to do goes first
        best, best_v = pool[0], -1e9
        for o in pool:
            inv = r.invs[o.partition(":")[2]]
            _, v = self.best_target(r, inv)
            if v > best_v:
                best, best_v = o, v
        return best

    # -- a turn ------------------------------------------------------------------------------

    def turn(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        inv = r.invs[f["inv"]]
        space = inv["space"]
        legal_set = set(legal)
        danger = r.danger(inv)
        here = [m for m in r.monsters if m["space"] == space]
        # 1. heal when hurt
        heal = self.heal_option(r, inv, legal_set, danger)
        if heal is not None:
            return heal
        # 2. badly hurt next to a monster: get away
        if here and danger >= 0.6 and not self.is_hunted_here(r, here):
            flee = self.flee(r, inv, legal)
            if flee is not None:
                return flee
        # 3. attack when it pays
        atk = self.attack_option(r, inv, legal, danger)
        if atk is not None:
            return atk
        # 4. pick up useful things lying here
        for o in legal:
            if o.startswith("trade:pick:") and self.useful_item(r, o.split(":")[2]):
                return o
        # 5. a token here, or walk toward the best one
        target, value = self.best_target(r, inv)
        if target is not None and value > 0:
            kind, _, arg = target.partition(":")
            if kind == "token":
                for verb in ("explore", "search", "interact"):
                    if f"{verb}:{arg}" in legal_set:
                        return f"{verb}:{arg}"
            step = self.step_toward(r, inv, target, legal)
            if step is not None:
                return step
        # 6. something small but useful
        small = self.small_action(r, inv, legal_set)
        if small is not None:
            return small
        return "end_turn" if "end_turn" in legal_set else None

    def is_hunted_here(self, r: Reader, here: list[dict[str, Any]]) -> bool:
        return any(m["kind"] in r.an.hunted for m in here)

    def heal_option(self, r: Reader, inv: dict[str, Any], legal: set[str],
                    danger: float) -> str | None:
        hl, sl = r.health_left(inv), r.sanity_left(inv)
        card = r.card(inv["id"])
        need_d = hl <= 2 or (hl <= card.health - 3 and inv["wounded"])
        need_h = sl <= 2 or (sl <= card.sanity - 3 and inv["insane"])
        for item, _ in r.items(inv):
            if f"use:{item}" not in legal:
                continue
            flipped = dict(r.items(inv)).get(item, False)
            kinds = _heal_kinds(r.item_side(item, flipped).action or [])
            hurt_d = inv["damage_down"] + len(inv["damage_up"]) > 0
            hurt_h = inv["horror_down"] + len(inv["horror_up"]) > 0
            if ("damage" in kinds and need_d and hurt_d) or (
                    "horror" in kinds and need_h and hurt_h):
                return f"use:{item}"
        if need_h and "ability" in legal and inv["horror_down"] > 0:
            return "ability"
        for sid in inv["spells"]:
            sp = r.lib.spells.get(sid)
            if sp is None or f"cast:{sid}" not in legal:
                continue
            if need_h and all("horror" in _heal_kinds([*c.steps, *c.pass_])
                              for c in sp.copies):
                return f"cast:{sid}"
        # mend a hurt companion here
        for o in sorted(legal):
            if o.startswith("ability:"):
                other = r.invs.get(o[8:])
                if other is not None and other["damage_down"] >= 2 and r.health_left(other) <= 3:
                    return o
        return None

    def flee(self, r: Reader, inv: dict[str, Any], legal: list[str]) -> str | None:
        moves = [o for o in legal if o.startswith("move:")]
        if not moves:
            return None
        mspaces = [m["space"] for m in r.monsters]

        def safety(o: str) -> tuple[int, int]:
            s = o[5:]
            d = r.dist_from(s)
            near = min((d.get(ms, 99) for ms in mspaces), default=99)
            return (min(near, 4), -(s in r.fire))

        best = max(moves, key=safety)
        return best if safety(best)[0] > 0 else None

    def attack_value(self, r: Reader, inv: dict[str, Any], m: dict[str, Any],
                     weapon: str) -> float:
        """Expected damage of one attack."""
        lib = r.lib
        kind = lib.monsters[m["kind"]]
        akind: Any
        bonus: float
        if weapon == "unarmed":
            akind, bonus = "unarmed", 0.0
        elif weapon in lib.items:
            side = None
            for i, fl in r.items(inv):
                if i == weapon:
                    side = r.item_side(i, fl)
            if side is None or side.attack is None:
                return 0.0
            akind, bonus = side.attack.kind, side.attack.damage
        elif weapon in lib.spells and lib.spells[weapon].attack is not None:
            atk = lib.spells[weapon].attack
            assert atk is not None
            akind = atk.kind
            bonus = atk.damage + sum(c.damage_bonus for c in lib.spells[weapon].copies) / len(
                lib.spells[weapon].copies)
        else:
            return 0.0
        ans = kind.attacked[akind]
        n = r.dice_pool(inv, ans.skill, ans.modifier, "attack")
        p_eff = P_SUCCESS + (P_CLUE if inv["clues"] > 0 else 0.0) * 0.5
        diff = max(1, ans.difficulty)
        p_pass = _p_at_least(n, diff, p_eff)
        extra = sum(s.amount for s in ans.pass_ if s.do == "monster_damage")
        harm = sum(s.amount for s in ans.fail if s.do in ("damage", "horror"))
        exp_s = n * p_eff
        return p_pass * (exp_s + bonus + extra) - (1 - p_pass) * 0.7 * harm

    def attack_option(self, r: Reader, inv: dict[str, Any], legal: list[str],
                      danger: float) -> str | None:
        attacks = [o for o in legal if o.startswith("attack:")]
        if not attacks:
            return None
        best, best_v = None, 0.0
        for o in attacks:
            _, uid, wid = o.split(":", 2)
            m = next((x for x in r.monsters if x["uid"] == uid), None)
            if m is None:
                continue
            v = self.attack_value(r, inv, m, wid)
            hunted = m["kind"] in r.an.hunted
            same = m["space"] == inv["space"]
            left = r.monster_health_left(m)
            if hunted:
                v *= 2.0
            elif not same:
                v *= 0.6  # a monster at range: only worth it when the shot is good
            if v >= left - 0.5:
                v += 2.0  # a likely kill
            if v > best_v:
                best, best_v = o, v
        if best is None:
            return None
        m = next(x for x in r.monsters if x["uid"] == best.split(":")[1])
        hunted = m["kind"] in r.an.hunted
        threshold = 0.8 if hunted else 1.6 if m["space"] == inv["space"] else 2.2
        if danger >= 0.6 and not hunted:
            threshold += 1.0
        return best if best_v >= threshold else None

    def useful_item(self, r: Reader, item: str) -> bool:
        if item in r.an.needed_items:
            return True
        it = r.lib.items.get(item)
        if it is None:
            return item in r.lib.spells
        return bool(it.front.attack or it.front.action or it.front.modifiers
                    or LIGHT_SOURCE in it.front.traits)

    # -- targets

    def token_value(self, r: Reader, inv: dict[str, Any], tid: str) -> float:
        an = r.an
        t = an.tokens.get(tid)
        if t is None or not t.event:
            return 0.0
        gate = an.gated.get(tid, set())
        if gate and not any(r.has(inv, i) for i in gate):
            return 0.0
        if tid in an.relevant_tokens:
            v = V_RELEVANT
        elif t.kind == "explore":
            v = V_EXPLORE
        elif t.kind in ("search", "interact"):
            v = V_SEARCH
        else:
            v = V_PERSON
        if tid in an.relevant_tokens and an.needs.get(tid) and any(
                r.has(inv, i) for i in an.needs[tid]):
            v += 4
        pid = an.token_puzzle.get(tid)
        if pid is not None and pid in an.puzzles:
            skill = an.puzzles[pid].skill
            mine = getattr(r.card(inv["id"]).skills, skill)
            others = [getattr(r.card(o["id"]).skills, skill) for o in r.living()
                      if o["id"] != inv["id"]]
            if others and mine < max(others):
                v -= 2.0 * (max(others) - mine)
        uses = self.uses[tid]
        if pid is None:
            v /= 1 + 0.6 * uses
        else:
            v /= 1 + 0.1 * uses
        return v

    def targets(self, r: Reader, inv: dict[str, Any]) -> list[tuple[str, list[str], float]]:
        """(target id, spaces where it is used, value)."""
        out = []
        for tid in r.tokens:
            if tid not in r.an.tokens or r.an.tokens[tid].kind == "sight":
                continue
            v = self.token_value(r, inv, tid)
            if v > 0:
                out.append((f"token:{tid}", r.token_spots(tid), v))
        for m in r.monsters:
            if m["kind"] in r.an.hunted:
                out.append((f"monster:{m['uid']}", [m["space"]], V_HUNT))
        for fl in r.view["floor"]:
            space, _, ident = fl[0], fl[1], fl[2]
            if self.useful_item(r, ident):
                out.append((f"floor:{ident}", [space], 6.0 if ident in r.an.needed_items
                            else 3.0))
        return out

    def best_target(self, r: Reader, inv: dict[str, Any]) -> tuple[str | None, float]:
        space = inv["space"]
        if space is None:
            return None, -1e9
        dist = r.dist_from(space)
        moves = inv["move_left"]
        actions = inv["actions"] if inv["actions"] or inv["done"] else 2
        ranged = any(self.is_ranged(r, inv, w) for w in self.weapons(r, inv))
        best, best_v = None, 0.0
        teammates = [o for o in r.living() if o["id"] != inv["id"]]
        for tid, spots, v in self.targets(r, inv):
            d = min((dist.get(s, 999) for s in spots), default=999)
            if tid.startswith("monster:") and ranged:
                reach = r.topo.range_distances(spots[0])
                d = min((dist.get(s, 999) for s in reach), default=999)
            if d >= 999:
                continue
            walk = max(0, d - moves)
            acts = math.ceil(walk / 2)
            score = v * DECAY ** acts - 0.05 * d
            if acts + 1 > actions:
                score *= 0.9  # not this turn
            # leave it to a companion who stands nearer
            if tid.startswith("token:") and teammates:
                for o in teammates:
                    if o["done"] or o["space"] is None:
                        continue
                    od = min((r.dist_from(o["space"]).get(s, 999) for s in spots), default=999)
                    if od < d and self.token_value(r, o, tid[6:]) >= v - 0.5:
                        score *= 0.7
                        break
            if score > best_v:
                best, best_v = tid, score
        return best, best_v

    def weapons(self, r: Reader, inv: dict[str, Any]) -> list[str]:
        out = [i for i, f in r.items(inv) if r.item_side(i, f).attack is not None]
        out += [s for s in inv["spells"] if s in r.lib.spells and r.lib.spells[s].attack]
        return out

    def is_ranged(self, r: Reader, inv: dict[str, Any], w: str) -> bool:
        if w in r.lib.items:
            for i, f in r.items(inv):
                if i == w:
                    atk = r.item_side(i, f).attack
                    return atk is not None and atk.range == "ranged"
            return False
        sp = r.lib.spells.get(w)
        return sp is not None and sp.attack is not None and sp.attack.range == "ranged"

    def step_toward(self, r: Reader, inv: dict[str, Any], target: str,
                    legal: list[str]) -> str | None:
        kind, _, arg = target.partition(":")
        if kind == "token":
            spots = r.token_spots(arg)
        elif kind == "monster":
            m = next((x for x in r.monsters if x["uid"] == arg), None)
            if m is None:
                return None
            spots = [m["space"]]
            if any(self.is_ranged(r, inv, w) for w in self.weapons(r, inv)):
                spots = list(r.topo.range_distances(m["space"]))
        else:
            spots = [fl[0] for fl in r.view["floor"] if fl[2] == arg]
        if inv["space"] in spots:
            if kind == "floor":
                o = f"trade:pick:{arg}"
                return o if o in legal else None
            return None
        goal: dict[str, int] = {}
        for s in spots:
            for sp, d in r.dist_from(s).items():
                if d < goal.get(sp, 10**6):
                    goal[sp] = d
        here = goal.get(inv["space"], 10**6)
        moves = [o for o in legal if o.startswith("move:") and goal.get(o[5:], 10**6) < here]
        if not moves:
            return None

        def cost(o: str) -> tuple[int, int, int]:
            s = o[5:]
            return (goal[s], int(s in r.fire), sum(1 for m in r.monsters if m["space"] == s))

        return min(moves, key=cost)

    def small_action(self, r: Reader, inv: dict[str, Any], legal: set[str]) -> str | None:
        if inv["actions"] <= 0:
            return None
        # clue-gathering items and spells when there is nothing better to do
        for item, flipped in r.items(inv):
            o = f"use:{item}"
            if o in legal:
                side = r.item_side(item, flipped)
                steps = side.action or []
                if (any(s.do in ("test", "clues") for s in steps) and not _heal_kinds(steps)
                        and score_steps(steps) > 1):
                    return o
        for sid in sorted(set(inv["spells"])):
            o = f"cast:{sid}"
            sp = r.lib.spells.get(sid)
            if o in legal and sp is not None:
                avg = sum(score_steps([*c.steps, *c.pass_]) for c in sp.copies) / len(
                    sp.copies)
                if avg > 1.2 and r.danger(inv) < 0.3:
                    return o
        return None

    # -- other decisions -----------------------------------------------------------------------

    def may_move(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        inv = r.invs[f["inv"]]
        here = [m for m in r.monsters if m["space"] == inv["space"]]
        if here and r.danger(inv) >= 0.3:
            flee = self.flee(r, inv, legal)
            if flee is not None:
                return flee
        target, value = self.best_target(r, inv)
        if target is not None and value > 0:
            step = self.step_toward(r, inv, target, legal)
            if step is not None and step.startswith("move:"):
                return step
        return "stop"

    def test(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        inv = r.invs[f["inv"]]
        s, c, b = int(f["s"]), int(f["c"]), int(f["b"])
        diff = int(f["diff"])
        need = (diff - s) if diff > 0 else (1 - s if s < 1 else 0)
        spend = [int(o[6:]) for o in legal if o.startswith("clues:")]
        top = max(spend, default=0)
        rerolls = [int(o[7:]) for o in legal if o.startswith("reroll:")]
        purpose = f.get("purpose", "plain")
        hunted = False
        if f.get("mon"):
            m = next((x for x in r.monsters if x["uid"] == f["mon"]), None)
            hunted = m is not None and m["kind"] in r.an.hunted
        if f.get("then") == "return":
            # a resist (or contest) test: every success counts
            if top and (r.danger(inv) >= 0.3 or inv["clues"] > 2):
                return f"clues:{top}"
            if rerolls and c + b > 0:
                return f"reroll:{max(rerolls)}"
            return "clues:0"
        if purpose == "attack" and hunted and top:
            return f"clues:{top}"
        if need <= 0:
            if purpose == "attack" and top and inv["clues"] >= 3:
                return f"clues:{min(top, inv['clues'] - 2)}"
            return "clues:0"
        if need <= top:
            return f"clues:{need}"
        if rerolls:
            return f"reroll:{max(rerolls)}"
        return "clues:0"

    def choice(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        try:
            from eerie.games.mansions.paths import reveal
            from eerie.games.mansions.script import resolve

            path = reveal(r.an.scenario, r.an.lib, f["path"])  # views carry tokens
            ch = resolve(r.an.resolver, tuple(path))  # type: ignore[arg-type]
        except Exception:  # an unknown path: fall back
            return None
        best, best_v = None, -1e9
        for o in legal:
            if not o.startswith("opt:"):
                continue
            i = int(o[4:])
            opt = ch.options[i]
            v = score_steps(opt.steps)
            if opt.action:
                v -= 0.5
            if getattr(opt, "cost", None) is not None:
                v -= 3  # a possession given up
            if v > best_v:
                best, best_v = o, v
        return best

    def evade(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        inv = r.invs[f["inv"]]

        def ease(o: str) -> int:
            m = next((x for x in r.monsters if x["uid"] == o[6:]), None)
            if m is None:
                return 0
            ans = r.lib.monsters[m["kind"]].evade
            return r.dice_pool(inv, ans.skill, ans.modifier, "evade")

        return max(legal, key=ease)

    def horror(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        iid = f["todo"][0]
        inv = r.invs[iid]

        def ease(o: str) -> int:
            m = next((x for x in r.monsters if x["uid"] == o.partition(":")[2]), None)
            if m is None:
                return 0
            ans = r.lib.monsters[m["kind"]].horror_check
            return r.dice_pool(inv, ans.skill, ans.modifier, "horror")

        return max(legal, key=ease)

    def trading(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        mine = {d["id"] for d in r.view["invs"] if d["seat"] == r.seat}
        for o in legal:
            if o.startswith("trade:pick:"):
                _, _, ident, _, owner = o.split(":")
                if owner in mine and self.useful_item(r, ident):
                    return o
        # hand a needed item to a companion who is the one about to use it: skip
        return "done"

    def fire_spread(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        occupied = {d["space"] for d in r.living()}

        def harm(o: str) -> tuple[int, str]:
            to = o.split(":")[2]
            d = min((r.dist_from(to).get(s, 9) for s in occupied), default=9)
            return (-d, o)

        return min(legal, key=harm)

    def pushing(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        return "comply"

    def puzzle(self, r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
        pid = f["id"]
        data = r.view["puzzles"].get(pid)
        if data is None:
            return None
        if f["stage"] == "spend":
            need = puzzle_moves_needed(data)
            inv = r.invs[f["inv"]]
            extra = max(0, need - int(f["left"]))
            k = min(extra, inv["clues"])
            o = f"clues:{k}"
            return o if o in legal else "clues:0"
        move = puzzle_move(data)
        if move is not None and move in legal:
            return move
        if int(f["left"]) <= 0:
            # out of attempts: buy exactly what the solver still needs, if affordable
            need = puzzle_moves_needed(data)
            o = f"clues:{need}"
            return o if need > 0 and o in legal else "close"
        return None


def _p_at_least(n: int, k: int, p: float) -> float:
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _fallback(legal: Sequence[str]) -> str:
    for quiet in ("end_turn", "done", "stop", "clues:0", "comply"):
        if quiet in legal:
            return quiet
    return legal[0]


# -- puzzles from their public view ------------------------------------------------------------


def _key(data: dict[str, Any]) -> str:
    import json

    return json.dumps(data, sort_keys=True)


_TAILS: dict[str, tuple[str, ...]] = {}
"""Known solutions by position (a solved line is stored for every position on it)."""


def _solution(blob: str) -> tuple[str, ...]:
    got = _TAILS.get(blob)
    if got is not None:
        return got
    import json

    data = json.loads(blob)
    kind = data.get("kind")
    if len(_TAILS) > 4096:
        _TAILS.clear()
    if kind in ("slide", "lock"):
        puzzle: Any
        if kind == "slide":
            from eerie.games.mansions.puzzles.slide import SlidePuzzle, solve_slide

            puzzle = SlidePuzzle.from_json(data)
            moves = tuple(solve_slide(puzzle, max_nodes=5_000))
        else:
            from eerie.games.mansions.puzzles.lock import LockPuzzle, solve

            puzzle = LockPuzzle.from_json(data)
            moves = tuple(solve(puzzle) or ())
        for i in range(len(moves)):
            _TAILS[_key(dict(puzzle.to_json()))] = moves[i:]
            puzzle = puzzle.apply(moves[i])
        _TAILS[blob] = moves
        return moves
    if kind == "code":
        from eerie.games.mansions.puzzles import code as cm

        history = tuple(cm.Guess(tuple(g["guess"]), int(g["success"]), int(g["clue"]))
                        for g in data["history"])
        length, kinds = int(data["length"]), int(data["kinds"])
        cands = cm.consistent_candidates(length, kinds, history)
        if not cands:
            return ()
        row = tuple(int(v) for v in data.get("row") or ())
        fake = cm.CodePuzzle(length, kinds, cands[0], history, row=row)
        if fake.is_solved:  # e.g. met again in a search rollout: nothing left to do
            return ()
        # the guess is built one symbol at a time: the first entry is the next decision
        # (a symbol, undo or submit); the length counts attempts (guesses) still needed
        move = cm.suggest_move(fake)
        n = len(cands)
        est = 1 if n == 1 else 2 if n <= 3 else 1 + math.ceil(math.log(n) / math.log(6))
        out = (move,) + ("?",) * (est - 1)
        _TAILS[blob] = out
        return out
    return ()


def puzzle_move(data: dict[str, Any]) -> str | None:
    """The next move of the solver for a puzzle's public data (for a code: the next
    symbol of the guess it wants, ``undo`` or ``submit``)."""
    sol = _solution(_key(data))
    return sol[0] if sol else None


def puzzle_moves_needed(data: dict[str, Any]) -> int:
    """About how many attempts the puzzle still needs."""
    return len(_solution(_key(data)))


def prevent_pick(r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
    """Share resist successes out between damage and horror (``prevent:<k>``: k on
    damage): keep the larger margin before wounded/insane at its largest."""
    inv = r.invs.get(f["inv"])
    if inv is None:
        return None
    s = min(int(f["s"]), int(f["d"]) + int(f["h"]))
    health, sanity = r.health_left(inv), r.sanity_left(inv)

    def margin(o: str) -> tuple[int, int]:
        k = int(o.partition(":")[2])
        left_h = health - (int(f["d"]) - k)
        left_s = sanity - (int(f["h"]) - (s - k))
        return (min(left_h, left_s), k)

    opts = [o for o in legal if o.startswith("prevent:")]
    return max(opts, key=margin) if opts else None


_HANDLERS: dict[str, Any] = {
    "round": MansionsAgent.round,
    "turn": MansionsAgent.turn,
    "may_move": MansionsAgent.may_move,
    "follow": MansionsAgent.may_move,
    "test": MansionsAgent.test,
    "choice": MansionsAgent.choice,
    "evade": MansionsAgent.evade,
    "horror_phase": MansionsAgent.horror,
    "trading": MansionsAgent.trading,
    "consent": lambda self, r, f, legal: "accept",  # a companion's gift is welcome
    "healing": lambda self, r, f, legal: heal_pick(r, f, legal),
    "lose_pick": lambda self, r, f, legal: lose_pick(r, f, legal),
    "prevent": lambda self, r, f, legal: prevent_pick(r, f, legal),
    "forced_move": MansionsAgent.may_move,  # equally good spaces: the most useful one
    "fire_spread": MansionsAgent.fire_spread,
    "pushing": MansionsAgent.pushing,
    "puzzle": MansionsAgent.puzzle,
}


def card_burden(mods: Iterable[Any]) -> float:
    """How much a face-up card's lasting modifiers hurt (0: none)."""
    out = 0.0
    for m in mods:
        if m.dice < 0:
            out += -m.dice * (0.5 if m.only else 1.0 if m.skill else 2.0)
        if m.moves is not None:
            out += 2.0 - m.moves
        if m.actions < 0:
            out += -3.0 * m.actions
    return out


def heal_pick(r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
    """Which damage or horror card to discard: the face-up card whose lasting effect
    hurts most; with no such card a random face-down one (it might turn face up
    later), else any face-up card."""
    deck = r.lib.damage if f.get("kind") == "damage" else r.lib.horror
    best, best_v = None, 0.0
    for o in legal:
        if o.startswith("up:") and o[3:] in deck:
            v = card_burden(deck[o[3:]].modifiers)
            if v > best_v:
                best, best_v = o, v
    if best is not None:
        return best
    return "down" if "down" in legal else (legal[0] if legal else None)


def lose_pick(r: Reader, f: dict[str, Any], legal: list[str]) -> str | None:
    """Which item to give up: the one held in most copies, else the least useful (no
    attack, no modifiers, no action)."""
    inv = r.invs.get(str(f.get("inv")), {})
    held = Counter(i for i, _ in r.items(inv)) if inv else Counter()

    def worth(o: str) -> tuple[int, float]:
        ident = o.partition(":")[2]
        item = r.lib.items.get(ident)
        v = 0.0
        if item is not None:
            side = item.front
            v += 3.0 * (side.attack.damage + 1 if side.attack else 0) + len(side.modifiers)
            v += 2.0 if side.action else 0.0
        return (-held[ident], v)

    return min(legal, key=worth) if legal else None


def agents() -> dict[str, Any]:
    """The AI levels this module provides (for ``Mansions.agents``)."""
    return {"heuristic": MansionsAgent}
