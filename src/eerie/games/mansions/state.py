"""Everything in a Mansions of Madness game that changes.

The state is plain data: investigators, monsters, board features, scenario variables,
the script stack (frames that point at steps by path, never at Python objects) and the
message log. The scenario, the content library and the board geometry are immutable and
shared between clones.

Hidden things are never stored as facts nobody knows: a face-down damage or horror card
is a count, and the state keeps per deck the multiset of cards that are not face up
anywhere (the deck and every face-down card together); drawing one is a chance step over
that multiset. Spell copies are unknown until cast (a chance step then).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from eerie.games.mansions.schema import (
    Condition,
    HarmCard,
    InsanityCard,
    Investigator,
    Item,
    Monster,
    MythosEvent,
    Scenario,
    Spell,
)
from eerie.script.shared import ScriptedState

if TYPE_CHECKING:
    from eerie.script.interpreter import Interpreter

# phases and mythos sub-phases
INVESTIGATOR = "investigator"
MYTHOS = "mythos"
OVER = "over"

ACTIONS_PER_TURN = 2
MOVE_SPACES = 2


class LibraryLike(Protocol):
    """What the engine reads from the content library (see ``library.Library``)."""

    @property
    def investigators(self) -> dict[str, Investigator]: ...
    @property
    def monsters(self) -> dict[str, Monster]: ...
    @property
    def items(self) -> dict[str, Item]: ...
    @property
    def spells(self) -> dict[str, Spell]: ...
    @property
    def conditions(self) -> dict[str, Condition]: ...
    @property
    def damage(self) -> dict[str, HarmCard]: ...
    @property
    def horror(self) -> dict[str, HarmCard]: ...
    @property
    def insanity(self) -> dict[str, InsanityCard]: ...
    @property
    def mythos(self) -> dict[str, MythosEvent]: ...


@dataclass(slots=True)
class Inv:
    """One investigator."""

    id: str
    seat: int
    space: str | None = None
    clues: int = 0
    damage_up: list[str] = field(default_factory=list)
    damage_down: int = 0
    horror_up: list[str] = field(default_factory=list)
    horror_down: int = 0
    conditions: list[str] = field(default_factory=list)
    wounded: bool = False
    insane: bool = False
    insanity: str | None = None
    """The private insanity card (its holder's seat only)."""
    eliminated: bool = False
    items: list[tuple[str, bool]] = field(default_factory=list)
    """Items held: (item id, flipped)."""
    spells: list[str] = field(default_factory=list)
    """Spells held, by spell id (which copy is unknown until cast)."""
    actions: int = 0
    """Actions left in the current turn."""
    move_left: int = 0
    """Spaces left of a paused move action (this turn)."""
    moves_used: int = 0
    """Move actions taken this round."""
    done: bool = False
    """Turn taken this round."""
    reroll_used: bool = False
    """The once-per-round re-roll ability was used this round."""
    douse: int = 0
    """Fire tokens this investigator may still put out this round (extinguish action)."""
    cond_backs: dict[str, str] = field(default_factory=dict)
    """Double-sided conditions held: condition id -> the copy drawn (secret: views leave
    out every back not in ``cond_open``)."""
    cond_open: list[str] = field(default_factory=list)
    """Held conditions whose back has been flipped and is known to everyone."""

    def clone(self) -> Inv:
        return Inv(self.id, self.seat, self.space, self.clues, list(self.damage_up),
                   self.damage_down, list(self.horror_up), self.horror_down,
                   list(self.conditions), self.wounded, self.insane, self.insanity,
                   self.eliminated, list(self.items), list(self.spells), self.actions,
                   self.move_left, self.moves_used, self.done, self.reroll_used, self.douse,
                   dict(self.cond_backs), list(self.cond_open))

    @property
    def damage(self) -> int:
        return len(self.damage_up) + self.damage_down

    @property
    def horror(self) -> int:
        return len(self.horror_up) + self.horror_down

    def encode(self) -> dict[str, Any]:
        return {"id": self.id, "seat": self.seat, "space": self.space, "clues": self.clues,
                "damage_up": list(self.damage_up), "damage_down": self.damage_down,
                "horror_up": list(self.horror_up), "horror_down": self.horror_down,
                "conditions": list(self.conditions), "wounded": self.wounded,
                "insane": self.insane, "insanity": self.insanity,
                "eliminated": self.eliminated, "items": [[i, f] for i, f in self.items],
                "spells": list(self.spells), "actions": self.actions,
                "move_left": self.move_left, "moves_used": self.moves_used,
                "done": self.done, "reroll_used": self.reroll_used, "douse": self.douse,
                "cond_backs": dict(sorted(self.cond_backs.items())),
                "cond_open": list(self.cond_open)}

    @staticmethod
    def decode(d: dict[str, Any]) -> Inv:
        return Inv(d["id"], d["seat"], d["space"], d["clues"], list(d["damage_up"]),
                   d["damage_down"], list(d["horror_up"]), d["horror_down"],
                   list(d["conditions"]), d["wounded"], d["insane"], d.get("insanity"),
                   d["eliminated"], [(str(i), bool(f)) for i, f in d["items"]],
                   list(d["spells"]), d["actions"], d["move_left"], d["moves_used"],
                   d["done"], d["reroll_used"], d.get("douse", 0),
                   dict(d.get("cond_backs") or {}), list(d.get("cond_open") or []))


@dataclass(slots=True)
class Mon:
    """One monster on the board."""

    uid: str
    kind: str
    space: str
    damage: int = 0
    marker: int = 0
    """Identification marker (0: none; 1, 2 ...: for a second, third monster of a kind)."""

    def clone(self) -> Mon:
        return Mon(self.uid, self.kind, self.space, self.damage, self.marker)

    def encode(self) -> dict[str, Any]:
        return {"uid": self.uid, "kind": self.kind, "space": self.space,
                "damage": self.damage, "marker": self.marker}


@dataclass(slots=True)
class Floor:
    """A possession lying in a space."""

    space: str
    kind: str
    """``item`` or ``spell``."""
    id: str
    flipped: bool = False

    def encode(self) -> list[Any]:
        return [self.space, self.kind, self.id, self.flipped]


@dataclass(slots=True)
class MoMState(ScriptedState):
    """A Mansions of Madness position (the script's part, ``stack``, ``log``, ``round``,
    ``result``, ``variables``, ``fired``, ``objective`` and ``epilogue``, is
    :class:`~eerie.script.shared.ScriptedState`'s; the log's entries are ``[round,
    message JSON, audience seats or None]``)."""

    scenario: Scenario
    lib: LibraryLike
    board: Any
    """The :class:`~eerie.games.mansions.board.Board` of the scenario (immutable)."""
    interpreter: Interpreter[MoMState]
    """The game's script interpreter this state runs under (shared by copies; not part
    of the encoded state)."""
    config: dict[str, Any]
    invs: list[Inv] = field(default_factory=list)
    monsters: list[Mon] = field(default_factory=list)
    next_uid: int = 1
    tiles: list[str] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    """Scenario tokens on the board."""
    used_tokens: list[str] = field(default_factory=list)
    fire: list[str] = field(default_factory=list)
    darkness: list[str] = field(default_factory=list)
    barricades: list[tuple[str, str]] = field(default_factory=list)
    """Barricades blocking a door or secret passage: (the space the token lies in, the
    space on the other side)."""
    loose_barricades: list[str] = field(default_factory=list)
    """Spaces holding a barricade token that blocks nothing yet."""
    passages: list[str] = field(default_factory=list)
    floor: list[Floor] = field(default_factory=list)
    limits_done: list[int] = field(default_factory=list)
    phase: str = INVESTIGATOR
    elim_deadline: int = 0
    """After an elimination: the round whose investigator phase ends in defeat (0: none)."""
    damage_pool: dict[str, int] = field(default_factory=dict)
    """Damage cards not face up anywhere (deck and face-down cards together)."""
    horror_pool: dict[str, int] = field(default_factory=dict)
    insanity_pool: list[str] = field(default_factory=list)
    """Insanity cards nobody holds."""
    puzzles: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Puzzle id -> puzzle JSON (progress kept between attempts)."""

    def clone(self) -> MoMState:
        """An independent copy (scenario, library and board are shared)."""
        return MoMState(
            self.scenario, self.lib, self.board, self.interpreter, self.config,
            [i.clone() for i in self.invs], [m.clone() for m in self.monsters],
            self.next_uid, list(self.tiles), list(self.tokens), list(self.used_tokens),
            list(self.fire), list(self.darkness), list(self.barricades),
            list(self.loose_barricades), list(self.passages),
            [Floor(f.space, f.kind, f.id, f.flipped) for f in self.floor],
            list(self.limits_done), self.phase, self.elim_deadline, dict(self.damage_pool),
            dict(self.horror_pool), list(self.insanity_pool),
            {k: dict(v) for k, v in self.puzzles.items()},
            stack=[dict(f) for f in self.stack], log=list(self.log), round=self.round,
            result=self.result, variables=dict(self.variables), fired=list(self.fired),
            objective=self.objective, epilogue=self.epilogue)

    # -- look-ups ---------------------------------------------------------------------

    def inv(self, iid: str) -> Inv:
        for i in self.invs:
            if i.id == iid:
                return i
        raise KeyError(iid)

    def mon(self, uid: str) -> Mon | None:
        for m in self.monsters:
            if m.uid == uid:
                return m
        return None

    def living(self) -> list[Inv]:
        return [i for i in self.invs if not i.eliminated]

    @property
    def players(self) -> int:
        """How many people play (distinct seats)."""
        return len({i.seat for i in self.invs})

    def blocked(self) -> frozenset[tuple[str, str]]:
        """Doors closed for movement: barricades and explore tokens on doors."""
        out = {(a, b) if a <= b else (b, a) for a, b in self.barricades}
        toks = {t.id: t for t in self.scenario.tokens}
        for tid in self.tokens:
            t = toks.get(tid)
            if t is not None and t.door is not None:
                a, b = t.door
                out.add((a, b) if a <= b else (b, a))
        return frozenset(out)

    def topology(self, barricades: bool = True) -> Any:
        """The board of this moment (``barricades=False``: as monsters see it before
        they try to break through)."""
        blocked = self.blocked()
        if not barricades:
            blocked = blocked - {(a, b) if a <= b else (b, a) for a, b in self.barricades}
        return self.board.topology(frozenset(self.tiles), blocked, frozenset(self.passages))

    def encode(self) -> dict[str, Any]:
        """Everything, secrets included."""
        return {
            "scenario": self.scenario.id, "config": dict(self.config),
            "invs": [i.encode() for i in self.invs],
            "monsters": [m.encode() for m in self.monsters], "next_uid": self.next_uid,
            "tiles": list(self.tiles), "tokens": list(self.tokens),
            "used_tokens": list(self.used_tokens), "fire": sorted(self.fire),
            "darkness": sorted(self.darkness),
            "barricades": [list(p) for p in sorted(self.barricades)],
            "loose_barricades": sorted(self.loose_barricades),
            "passages": sorted(self.passages), "floor": [f.encode() for f in self.floor],
            "variables": dict(sorted(self.variables.items())), "fired": list(self.fired),
            "limits_done": list(self.limits_done), "objective": self.objective,
            "phase": self.phase, "round": self.round, "elim_deadline": self.elim_deadline,
            "damage_pool": dict(sorted(self.damage_pool.items())),
            "horror_pool": dict(sorted(self.horror_pool.items())),
            "insanity_pool": list(self.insanity_pool),
            "stack": [_jsonable(f) for f in self.stack],
            "puzzles": {k: v for k, v in sorted(self.puzzles.items())},
            "log": list(self.log), "result": self.result, "epilogue": self.epilogue,
        }


def _jsonable(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_jsonable(x) for x in v]
    return v
