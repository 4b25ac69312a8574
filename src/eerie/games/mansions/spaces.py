"""What the research adapters (:mod:`eerie.adapters`) need of Mansions of Madness: the
finite action space (from the config's scenario and content), the observation encoder
and the OpenSpiel traits.

Like every game's ``spaces`` module, it imports the adapters' base types and is imported
only by the adapters (``Game.action_space``, ``Game.encoder``, ``Game.openspiel_traits``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eerie.adapters.encoders import Blocks, Encoder, Vector, frac
from eerie.adapters.traits import Traits
from eerie.core.game import Game

MANSIONS_MONSTER_CAP = 40
"""Mansions of Madness: monster uids are ``m1``, ``m2`` ... in spawn order (never reused);
the space lists ``m1 .. m<cap>``. A game spawning more fails loudly (ActionSpaceError)."""
MANSIONS_DICE_CAP = 12
"""The most dice one test can roll (``roll:s<n>c<n>b<n>`` for 0 .. cap dice)."""
MANSIONS_CLUE_CAP = 30
"""The most clues an investigator can spend at once (``clues:0 .. cap``)."""
MANSIONS_OPT_MIN = 4
"""At least this many ``opt:<i>`` (more if a scenario or content choice has more)."""


def _mansions_choice_width(*roots: Any) -> int:
    """The most options of any ``choice`` step in the scenario and content."""
    from pydantic import BaseModel

    best = 0
    todo: list[Any] = list(roots)
    seen: set[int] = set()
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, BaseModel):
            if getattr(obj, "do", None) == "choice":
                best = max(best, len(getattr(obj, "options", ())))
            todo.extend(getattr(obj, name) for name in type(obj).model_fields)
        elif isinstance(obj, dict):
            todo.extend(obj.values())
        elif isinstance(obj, list | tuple):
            todo.extend(obj)
    return best


def option_ids(game: Game[Any], config: Mapping[str, Any]) -> list[str]:
    """Mansions of Madness, from the config's scenario, its content and the puzzle levels:
    turns, actions on every space / token / monster uid (bounded by
    :data:`MANSIONS_MONSTER_CAP`) / item / spell / investigator, trades, tests (dice
    up to :data:`MANSIONS_DICE_CAP`, clues, re-rolls), choices, puzzle moves for the
    scenario's puzzle kinds and difficulties (a code guess is built one symbol at a
    time: ``sym:<k>``, ``undo``, ``submit``, never one id per possible guess), and the
    chance outcomes (cards, spell and condition copies, random investigators, mythos
    events, puzzle seeds)."""
    from eerie.games.mansions.game import load
    from eerie.games.mansions.puzzles.code import CODE_LEVELS
    from eerie.games.mansions.puzzles.code import move_ids as code_move_ids
    from eerie.games.mansions.puzzles.lock import BLOCK_IDS, LOCK_LEVELS, SPECIAL, move_id
    from eerie.games.mansions.puzzles.slide import SLIDE_LEVELS
    from eerie.games.mansions.puzzles.slide import move_ids as slide_move_ids
    from eerie.games.mansions.rules.actions import STEAL_SKILLS
    from eerie.games.mansions.rules.puzzles import SEEDS

    scenario, lib, board = load(config["scenario"])
    invs = list(config["investigators"])
    spaces = sorted(board.space_room)
    pairs = [f"{a}:{b}" for a in spaces for b in spaces if a != b]
    tokens = [t.id for t in scenario.tokens]
    uids = [f"m{n}" for n in range(1, MANSIONS_MONSTER_CAP + 1)]
    items, spells = sorted(lib.items), sorted(lib.spells)
    things = list(dict.fromkeys(items + spells))
    width = max(MANSIONS_OPT_MIN, _mansions_choice_width(scenario, dict(lib.items),
                                                         dict(lib.spells), dict(lib.mythos),
                                                         dict(lib.damage), dict(lib.horror),
                                                         dict(lib.insanity),
                                                         dict(lib.investigators)))
    ids = [f"turn:{i}" for i in invs] + ["end_phase"]
    ids += [f"move:{s}" for s in spaces]
    ids += [f"{verb}:{t}" for verb in ("sight", "explore", "search", "interact")
            for t in tokens]
    ids += [f"attack:{u}:{w}" for u in uids for w in ["unarmed", *things]]
    ids += [f"trade:give:{t}:{i}" for t in things for i in invs]
    ids += [f"trade:{how}:{t}" for how in ("drop", "pick") for t in things]
    ids += [f"trade:give:{t}:{to}:{owner}" for t in things for to in invs for owner in invs
            if to != owner]
    ids += [f"trade:{how}:{t}::{owner}" for how in ("drop", "pick") for t in things
            for owner in invs]
    ids += [f"push:{who}:{s}" for who in [*invs, *uids] for s in spaces]
    ids += [f"steal:{i}:{k}" for i in invs for k in STEAL_SKILLS]
    ids += [f"fire:{s}" for s in spaces]
    ids += [f"barricade:{p}" for p in pairs] + [f"clear_barricade:{p}" for p in pairs]
    ids += ["extinguish", *(f"use:{i}" for i in items), *(f"cast:{s}" for s in spells)]
    ids += ["ability", *(f"ability:{i}" for i in invs), "end_turn", "done"]
    dice = range(MANSIONS_DICE_CAP + 1)
    ids += [f"roll:s{s}c{c}b{n - s - c}" for n in dice for s in range(n + 1)
            for c in range(n - s + 1)]
    ids += [f"clues:{k}" for k in range(MANSIONS_CLUE_CAP + 1)]
    ids += [f"reroll:{k}" for k in range(1, MANSIONS_DICE_CAP + 1)]
    ids += [f"opt:{i}" for i in range(width)]
    ids += [f"evade:{u}" for u in uids] + [f"horror:{u}" for u in uids]
    ids += ["stop", "comply", "resist", *(f"take:{t}" for t in things)]
    ids += ["accept", "refuse"]  # consent of another seat (trade, healing)
    ids += [f"up:{c}" for c in dict.fromkeys([*lib.damage, *lib.horror])] + ["down"]
    ids += [f"lose:{i}" for i in items] + [f"thing:{t}" for t in things]  # losing possessions
    ids += [f"prevent:{k}" for k in range(MANSIONS_DICE_CAP + 1)]  # a resist split
    ids += [f"spread:{p}" for p in pairs]
    ids += [f"seed:{n}" for n in range(SEEDS)] + ["close"]
    moves: list[str] = []
    for pz in scenario.puzzles:
        if pz.kind == "slide":
            lv = SLIDE_LEVELS[pz.difficulty]
            moves += slide_move_ids(lv.rows, lv.cols)
        elif pz.kind == "code":
            cl = CODE_LEVELS[pz.difficulty]
            moves += code_move_ids(cl.kinds)
        elif pz.kind == "lock":
            ll = LOCK_LEVELS[pz.difficulty]  # the engine's frame: 6 x 6, blocks 2-3 long
            names = [SPECIAL, *BLOCK_IDS[: ll.max_blocks - 1]]
            moves += [move_id(b, d) for b in names for d in range(-4, 5) if d]
    ids += list(dict.fromkeys(moves))
    cards = dict.fromkeys([*lib.damage, *lib.horror, *lib.insanity])
    ids += [f"card:{c}" for c in cards]
    ids += [f"copy:{c.id}" for s in spells for c in lib.spells[s].copies]
    ids += [f"copy:{c.id}" for k in sorted(lib.conditions)
            for c in getattr(lib.conditions[k], "copies", ())]  # double-sided conditions
    ids += [f"who:{i}" for i in invs]
    events = dict.fromkeys([*lib.mythos, *(m.id for m in scenario.mythos)])
    ids += [f"mythos:{e}" for e in events]
    return list(dict.fromkeys(ids))


class MansionsEncoder(Encoder):
    """The public board and the investigators, read from the seat's view (which holds no
    other seat's insanity card, no hidden variable and no unsolved code answer).

    Layout: the observing seat (one-hot), phase, round, result, the top frame's kind, the
    objective; per investigator (config order): space one-hot over the scenario's
    spaces, clues, damage and horror (against health and sanity), wounded / insane /
    eliminated / turn taken / own insanity card known, actions and move left, items and
    spells held; per space: monsters of each kind and their damage, fire, darkness,
    loose barricades, secret passages, possessions lying there; tiles placed and
    scenario tokens on the board and used. Seats keep their identities (the team is
    cooperative: seat 0 is the investigators' first seat)."""

    PHASES = ("investigator", "mythos", "over")
    RESULTS = ("victory", "defeat")
    ROUND_CAP = 20
    CLUE_CAP = 10

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.mansions.game import load
        from eerie.games.mansions.language import LANGUAGE

        scenario, lib, board = load(config["scenario"])
        self.invs = list(config["investigators"])
        self.seats = 1 + max(int(s) for s in config["seats"].values())
        self.health = {i: lib.investigators[i].health for i in self.invs}
        self.sanity = {i: lib.investigators[i].sanity for i in self.invs}
        self.spaces = {s: k for k, s in enumerate(sorted(board.space_room))}
        self.kinds = {m: k for k, m in enumerate(sorted(lib.monsters))}
        self.mon_health = {m: max(1, lib.monsters[m].health) for m in lib.monsters}
        self.items = {x: k for k, x in enumerate(sorted(lib.items))}
        self.spells = {x: k for k, x in enumerate(sorted(lib.spells))}
        self.frames = {f: k for k, f in enumerate(LANGUAGE.waiting_frames())}
        self.objectives = {o.id: k for k, o in enumerate(scenario.objectives)}
        self.tiles = {t.id: k for k, t in enumerate(scenario.tiles)}
        self.tokens = {t.id: k for k, t in enumerate(scenario.tokens)}
        n = len(self.spaces)
        self.inv_size = n + 10 + len(self.items) + len(self.spells)
        self.space_planes = 2 * len(self.kinds) + 5
        b = Blocks()
        b.add("seat", self.seats)
        b.add("phase", len(self.PHASES))
        b.add("round", 1)
        b.add("result", len(self.RESULTS))
        b.add("frame", len(self.frames))
        b.add("objective", len(self.objectives))
        b.add("invs", len(self.invs) * self.inv_size)
        b.add("spaces", self.space_planes * n)
        b.add("tiles", len(self.tiles))
        b.add("tokens", 2 * len(self.tokens))
        self.blocks = b

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Vector:
        """Encode a Mansions view (only what the view shows)."""
        out = self._new()
        b = self.blocks
        if seat is not None and 0 <= seat < self.seats:
            out[b.start("seat") + seat] = 1.0
        if view["phase"] in self.PHASES:
            out[b.start("phase") + self.PHASES.index(view["phase"])] = 1.0
        out[b.start("round")] = frac(int(view["round"]), self.ROUND_CAP)
        if view["result"] in self.RESULTS:
            out[b.start("result") + self.RESULTS.index(view["result"])] = 1.0
        stack = view["stack"]
        if stack and stack[-1].get("k") in self.frames:
            out[b.start("frame") + self.frames[stack[-1]["k"]]] = 1.0
        if view["objective"] in self.objectives:
            out[b.start("objective") + self.objectives[view["objective"]]] = 1.0
        n = len(self.spaces)
        for inv in view["invs"]:
            iid = inv["id"]
            if iid not in self.invs:
                continue
            k = b.start("invs") + self.invs.index(iid) * self.inv_size
            if inv["space"] in self.spaces:
                out[k + self.spaces[inv["space"]]] = 1.0
            c = k + n
            damage = len(inv["damage_up"]) + int(inv["damage_down"])
            horror = len(inv["horror_up"]) + int(inv["horror_down"])
            out[c] = frac(int(inv["clues"]), self.CLUE_CAP)
            out[c + 1] = frac(damage, self.health[iid])
            out[c + 2] = frac(horror, self.sanity[iid])
            out[c + 3] = float(bool(inv["wounded"]))
            out[c + 4] = float(bool(inv["insane"]))
            out[c + 5] = float(bool(inv["eliminated"]))
            out[c + 6] = float(bool(inv["done"]))
            out[c + 7] = float(inv.get("insanity") is not None)
            out[c + 8] = frac(int(inv["actions"]), 2)
            out[c + 9] = frac(int(inv["move_left"]), 2)
            c += 10
            for item, _flipped in inv["items"]:
                if item in self.items:
                    out[c + self.items[item]] = 1.0
            c += len(self.items)
            for spell in inv["spells"]:
                if spell in self.spells:
                    out[c + self.spells[spell]] = 1.0
        base = b.start("spaces")
        nk = len(self.kinds)

        def mark(plane: int, space: Any, value: float = 1.0, add: bool = False) -> None:
            if space in self.spaces:
                at = base + plane * n + self.spaces[space]
                out[at] = min(1.0, out[at] + value) if add else value

        for m in view["monsters"]:
            kind = m["kind"]
            if kind in self.kinds:
                mark(self.kinds[kind], m["space"], 0.25, add=True)
                mark(nk + self.kinds[kind], m["space"],
                     frac(int(m["damage"]), self.mon_health[kind]), add=True)
        for plane, key in enumerate(("fire", "darkness", "loose_barricades", "passages")):
            for space in view[key]:
                mark(2 * nk + plane, space)
        for fl in view["floor"]:
            mark(2 * nk + 4, fl[0], 0.25, add=True)
        for t in view["tiles"]:
            if t in self.tiles:
                out[b.start("tiles") + self.tiles[t]] = 1.0
        k = b.start("tokens")
        for t in view["tokens"]:
            if t in self.tokens:
                out[k + self.tokens[t]] = 1.0
        for t in view["used_tokens"]:
            if t in self.tokens:
                out[k + len(self.tokens) + self.tokens[t]] = 1.0
        return out


def encoder(game: Game[Any], config: Mapping[str, Any]) -> Encoder:
    """The observation encoder for a (normalised) config."""
    return MansionsEncoder(game, config)


def max_length(game: Game[Any], config: Mapping[str, Any]) -> int:
    """A generous bound, not a proof: the scenario's last time limit ends the game (in
    defeat) by that round; random play stays under about 300 decisions for two
    investigators, and we allow 300 per investigator a round (trading within one
    action could in principle go back and forth for ever)."""
    from eerie.games.mansions.game import load

    scenario, _, _ = load(config["scenario"])
    rounds = 1 + max((t.round for t in scenario.time_limits), default=20)
    return rounds * 300 * len(config["investigators"])


TRAITS = Traits(stochastic=True, players=(1, 5), max_length=max_length,
                chance_prefixes=("roll", "card", "copy", "who", "mythos", "seed"))
"""What OpenSpiel needs to know of Mansions of Madness."""
