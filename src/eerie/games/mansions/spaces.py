"""What the research adapters (:mod:`eerie.adapters`) need of Mansions of Madness: the
finite action space (from the config's scenario and content), the observation encoder
and the OpenSpiel traits.

Like every game's ``spaces`` module, it imports the adapters' base types and is imported
only by the adapters (``Game.action_space``, ``Game.encoder``, ``Game.openspiel_traits``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from eerie.adapters.encoders import Channels, Encoder, Planes, PlanesEncoder
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


class MansionsEncoder(PlanesEncoder):
    """The scenario's board as ``(spaces, C)`` int8 planes: one row per space of the
    scenario's map, placed or not, in sorted id order (:attr:`nodes` names them), and
    channels last. Read from the seat's view only (which holds no other seat's insanity
    card, no hidden variable and no unsolved code answer). Seats and investigators keep
    their identities (the investigators are a team; seat 0 is the first one's). The
    channels, in order (:attr:`channels` names them, :meth:`high` gives each one's
    largest value):

    * the map (fixed per scenario): ``outdoor`` (an outdoor room), ``link_<space>``
      (what lies between this space and that one: 0 nothing, 1 border, 2 wall,
      3 door, 4 impassable);
    * on spaces: ``explored`` (its tile is placed), ``inv_<investigator>`` (standing
      there, config order), ``monsters_<kind>`` (how many, up to 6) and
      ``damage_<kind>`` (their damage, summed), ``fire``, ``darkness``, ``barricade``
      (a barricaded door on either side), ``loose_barricade``, ``passage`` (a secret
      passage), ``possessions`` (items and spells lying there, up to 6),
      ``token_<kind>`` (scenario tokens on the board there: ``explore``, ``search``,
      ``interact``, ``person``) and ``used_<kind>`` (tokens used up there);
    * constant (the same on every space): ``seat_<s>`` (the observer), ``phase_<p>``,
      ``round`` (up to 20), ``result_<r>``, ``frame_<k>`` (the kind of decision asked
      now), ``objective_<o>``, and per investigator ``<i>_clues`` (up to 30),
      ``<i>_damage`` (up to its health), ``<i>_horror`` (up to its sanity),
      ``<i>_wounded``, ``<i>_insane``, ``<i>_eliminated``, ``<i>_done`` (turn taken),
      ``<i>_insanity`` (its insanity card is known to the observer: only one's own),
      ``<i>_actions`` and ``<i>_move`` (left, 0-2), ``<i>_item_<item>`` and
      ``<i>_spell_<spell>`` (held)."""

    PHASES = ("investigator", "mythos", "over")
    RESULTS = ("victory", "defeat")
    EDGES = ("border", "wall", "door", "impassable")
    TOKEN_KINDS = ("explore", "search", "interact", "person")
    ROUND_CAP = 20
    CLUE_CAP = 30
    COUNT_CAP = 6

    def __init__(self, game: Game[Any], config: Mapping[str, Any]) -> None:
        from eerie.games.mansions.game import load
        from eerie.games.mansions.language import LANGUAGE

        scenario, lib, board = load(config["scenario"])
        self.invs = list(config["investigators"])
        self.seats = 1 + max(int(s) for s in config["seats"].values())
        self.nodes: tuple[str, ...] = tuple(sorted(board.space_room))
        self.space = {sp: k for k, sp in enumerate(self.nodes)}
        self.kinds = sorted(lib.monsters)
        self.items, self.spells = sorted(lib.items), sorted(lib.spells)
        self.frames = list(LANGUAGE.waiting_frames())
        self.objectives = [o.id for o in scenario.objectives]
        self.tile_spaces = {t: sorted(sp) for t, sp in board.tile_spaces.items()}
        self.token_at = {t.id: (t.space, t.kind) for t in scenario.tokens}
        ch = Channels()
        ch.add("outdoor")
        for sp in self.nodes:
            ch.add(f"link_{sp}", len(self.EDGES))
        ch.add("explored")
        for inv in self.invs:
            ch.add(f"inv_{inv}")
        cap = self.COUNT_CAP
        for kind in self.kinds:
            ch.add(f"monsters_{kind}", cap)
            ch.add(f"damage_{kind}", min(127, cap * max(1, lib.monsters[kind].health)))
        for name in ("fire", "darkness", "barricade", "loose_barricade", "passage"):
            ch.add(name)
        ch.add("possessions", cap)
        for kind in self.TOKEN_KINDS:
            ch.add(f"token_{kind}", cap)
        for kind in self.TOKEN_KINDS:
            ch.add(f"used_{kind}", cap)
        self.spatial = ch.size
        for name in (*(f"seat_{s}" for s in range(self.seats)),
                     *(f"phase_{p}" for p in self.PHASES)):
            ch.add(name)
        ch.add("round", self.ROUND_CAP)
        for name in (*(f"result_{r}" for r in self.RESULTS),
                     *(f"frame_{f}" for f in self.frames),
                     *(f"objective_{o}" for o in self.objectives)):
            ch.add(name)
        for inv in self.invs:
            data = lib.investigators[inv]
            ch.add(f"{inv}_clues", self.CLUE_CAP)
            ch.add(f"{inv}_damage", min(127, max(1, data.health)))
            ch.add(f"{inv}_horror", min(127, max(1, data.sanity)))
            for flag in ("wounded", "insane", "eliminated", "done", "insanity"):
                ch.add(f"{inv}_{flag}")
            ch.add(f"{inv}_actions", 2)
            ch.add(f"{inv}_move", 2)
            for item in self.items:
                ch.add(f"{inv}_item_{item}")
            for spell in self.spells:
                ch.add(f"{inv}_spell_{spell}")
        self.channels = ch
        self._shape = (len(self.nodes), ch.size)
        self.tops = {name: ch.tops[k] for name, k in ch.index.items()}
        base = np.zeros(self._shape, dtype=np.int8)
        for sp, k in self.space.items():
            base[k, ch.index["outdoor"]] = bool(board.outdoor(board.room_of(sp)))
        for (x, y), kind in board.edges.items():
            if x in self.space and y in self.space and kind in self.EDGES:
                code = 1 + self.EDGES.index(kind)
                base[self.space[x], ch.index[f"link_{y}"]] = code
                base[self.space[y], ch.index[f"link_{x}"]] = code
        self._base = base

    def encode(self, view: Mapping[str, Any], seat: int | None) -> Planes:
        """Encode a Mansions view (only what the view shows)."""
        out = self._base.copy()
        ch, tops, where = self.channels.index, self.tops, self.space

        def add(space: Any, name: str, value: int = 1) -> None:
            k = where.get(space)
            if k is not None:
                at = ch[name]
                out[k, at] = min(tops[name], int(out[k, at]) + value)

        for tile in view["tiles"]:
            for sp in self.tile_spaces.get(tile, ()):
                out[where[sp], ch["explored"]] = 1
        for inv in view["invs"]:
            if inv["id"] in self.invs and not inv["eliminated"]:
                add(inv["space"], f"inv_{inv['id']}")
        for m in view["monsters"]:
            if f"monsters_{m['kind']}" in ch:
                add(m["space"], f"monsters_{m['kind']}")
                add(m["space"], f"damage_{m['kind']}", int(m["damage"]))
        for name, key in (("fire", "fire"), ("darkness", "darkness"),
                          ("loose_barricade", "loose_barricades"), ("passage", "passages")):
            for sp in view[key]:
                add(sp, name)
        for pair in view["barricades"]:
            for sp in pair:
                k = where.get(sp)
                if k is not None:
                    out[k, ch["barricade"]] = 1
        for fl in view["floor"]:
            add(fl[0], "possessions")
        for prefix, key in (("token", "tokens"), ("used", "used_tokens")):
            for t in view[key]:
                found = self.token_at.get(t)
                if found is not None and found[1] in self.TOKEN_KINDS:
                    add(found[0], f"{prefix}_{found[1]}")
        consts = bytearray(self.channels.size)

        def put(name: str, value: int = 1) -> None:
            at = ch.get(name)
            if at is not None:
                consts[at] = max(0, min(tops[name], int(value)))

        if seat is not None:
            put(f"seat_{seat}")
        put(f"phase_{view['phase']}")
        put("round", int(view["round"]))
        put(f"result_{view['result']}")
        stack = view["stack"]
        if stack:
            put(f"frame_{stack[-1].get('k')}")
        put(f"objective_{view['objective']}")
        for inv in view["invs"]:
            iid = inv["id"]
            if iid not in self.invs:
                continue
            put(f"{iid}_clues", int(inv["clues"]))
            put(f"{iid}_damage", len(inv["damage_up"]) + int(inv["damage_down"]))
            put(f"{iid}_horror", len(inv["horror_up"]) + int(inv["horror_down"]))
            for flag in ("wounded", "insane", "eliminated", "done"):
                put(f"{iid}_{flag}", bool(inv[flag]))
            put(f"{iid}_insanity", inv.get("insanity") is not None)
            put(f"{iid}_actions", int(inv["actions"]))
            put(f"{iid}_move", int(inv["move_left"]))
            for item, _flipped in inv["items"]:
                put(f"{iid}_item_{item}")
            for spell in inv["spells"]:
                put(f"{iid}_spell_{spell}")
        first = self.spatial
        out[:, first:] = np.frombuffer(bytes(consts), dtype=np.int8)[first:]
        return out

    def encode_state(self, game: Any, state: Any, seat: int | None) -> Planes:
        """``encode`` of the seat's view without its drawing data (``board=False``:
        the same planes, most of the view's cost saved)."""
        return self.encode(game.view(state, seat, board=False), seat)


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
                chance_prefixes=("roll", "card", "copy", "who", "mythos", "seed"),
                version=1)
"""Version 1: the observation became per-space planes (version 0: one flat vector)."""
