"""The content formats of Betrayal at House on the Hill (pydantic models).

Everything in ``content/`` is data read by the engine: the rooms (``rooms.json``), the
explorers (``explorers.json``), the omen, item and event cards (``cards.json``), the
haunt chart (``chart.json``) and the haunts (``haunts/<id>.json``, scripts of
:mod:`eerie.games.betrayal.language`). Every model forbids unknown keys, so each key in
a file is one the engine reads. Names and card texts are in the game's Fluent catalogs
(``bet-room-<id>``, ``bet-explorer-<id>``, ``bet-card-<id>`` and ``bet-card-<id>-text``);
a haunt's texts are in its file in every language. ``docs/betrayal.md`` documents the
formats.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Floor = Literal["upper", "ground", "basement"]
FLOORS: tuple[Floor, ...] = ("upper", "ground", "basement")
"""The three floors, top to bottom."""
Side = Literal["N", "E", "S", "W"]
SIDES: tuple[Side, ...] = ("N", "E", "S", "W")
"""Door edges in clockwise order (a quarter turn clockwise moves N to E)."""
Trait = Literal["might", "speed", "knowledge", "sanity"]
TRAITS: tuple[Trait, ...] = ("might", "speed", "knowledge", "sanity")
"""The four traits (might and speed are physical, knowledge and sanity mental)."""
Symbol = Literal["omen", "item", "event", "none"]
Feature = Literal["none", "front_door", "foyer", "grand_staircase", "upper_landing",
                  "basement_landing", "chute", "basement_stairs"]
"""What the engine does with a room beyond its doors: the front door (locked), the
foyer (the hidden stair down once the cellar stairs exist), the grand staircase (to the
upper landing and back), the landings, the chute (one way down to the basement
landing) and the cellar stairs (the hidden stair up to the foyer)."""

Text = dict[str, str]
"""A text in every language of a haunt file: ``{"en": ..., "ko": ..., "zh": ...}``."""


class Room(BaseModel):
    """A room tile: its doors (unrotated), the floors it may go on, its symbol."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    floors: list[Floor]
    doors: list[Side]
    symbol: Symbol = "none"
    feature: Feature = "none"
    start: bool = False
    """A starting tile (placed at set-up, never in the room stack)."""


class Track(BaseModel):
    """A trait track: eight values above the skull and the starting mark (1-8)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    track: list[int] = Field(min_length=8, max_length=8)
    start: int = Field(ge=1, le=8)


class Explorer(BaseModel):
    """One side of a character card."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    card: str
    """The character card (two explorers share each; only one side plays)."""
    birthday: str
    """``MM-DD``: who starts (the birthday next after the config's ``today``)."""
    traits: dict[Trait, Track]


class Cond(BaseModel):
    """A condition of a haunt script: ``check`` is its kind (the shared ``var``,
    ``round``, ``all``, ``any``, ``not``; Betrayal's ``side_dead``, ``compare`` (a
    variable against the variable ``other``), ``carries`` (how many tokens of
    kind ``token`` the acting explorer carries, against ``value``), ``tokens`` (how many
    of them are left in the house), ``monsters`` (how many monsters of kind ``monster``
    are in play) and ``has_card`` (the acting
    explorer holds ``card``))."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    check: str
    var: str = ""
    op: str = "=="
    value: int = 0
    of: list[Cond] | Cond | None = None
    side: str = ""
    other: str = ""
    token: str = ""
    """``carries``, ``tokens``: the kind of token counted."""
    monster: str = ""
    """``monsters``: the kind of monster counted."""
    card: str = ""
    """``has_card``: the card."""


class Row(BaseModel):
    """A row of a roll's result table: totals from ``min`` up (to the next row's)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    min: int
    steps: list[Step] = []


class Step(BaseModel):
    """A step of a card effect or a haunt script (one model for every word ``do``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: str
    trait: Trait | None = None
    add: int | None = None
    dice: int | None = None
    table: list[Row] = []
    deck: Literal["omen", "item", "event"] | None = None
    to: str = ""
    text: Text | None = None
    var: str = ""
    value: int | None = None
    cond: Cond | None = None
    then: list[Step] = []
    else_: list[Step] = Field(default=[], alias="else")
    id: str = ""
    epilogue: str = ""
    side: str = ""
    values: list[int] = []
    monster: str = ""
    """``spawn``: the monster kind."""
    count: int = 1
    """``spawn``: how many."""
    per_hero: int = 0
    """``spawn``, ``tokens``: this many more for each hero."""
    token: str = ""
    """``tokens``, ``take_token``, ``deliver``, ``remove_token``: the kind of token."""


class Card(BaseModel):
    """An omen, item or event card and its effects as steps."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    kind: Literal["omen", "item", "event"]
    kept: bool
    """Kept by the explorer who draws it (events and attack omens are not)."""
    gain: list[Step] = []
    """Run when drawn (an event's whole effect)."""
    lose: list[Step] = []
    """Run when the explorer loses it."""
    use: list[Step] = []
    """A use on the holder's turn (once per turn); empty: not usable."""


class TraitorRule(BaseModel):
    """Who the traitor is: ``revealer``, ``left`` (the revealer's left neighbour),
    ``highest``/``lowest`` in ``trait`` (ties: nearest from the revealer, to the left),
    ``character`` (``explorer`` if playing, else the rule ``else``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["revealer", "left", "highest", "lowest", "character"]
    trait: Trait | None = None
    explorer: str = ""
    else_: TraitorRule | None = Field(default=None, alias="else")


class ChartEntry(BaseModel):
    """The haunt chart's cell: the omen that began it, the room it was found in."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    omen: str
    room: str
    haunt: str
    traitor: TraitorRule


class Event(BaseModel):
    """A named list of steps of a haunt."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    steps: list[Step]


class Trigger(BaseModel):
    """Runs ``event`` ``on`` a happening (``round``: each new round after the haunt;
    ``variable``: when ``cond`` becomes true)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    on: str
    event: str
    cond: Cond | None = None
    once: bool = True


class Told(BaseModel):
    """An objective or an epilogue: an id and its text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    text: Text


class Goal(BaseModel):
    """A side's goal, declared: the condition that wins, the epilogue told then."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    cond: Cond
    epilogue: str
    text: Text


class MonsterKind(BaseModel):
    """A kind of monster a haunt brings: its name, its traits (``speed`` is the number
    of dice its movement rolls each monster turn) and the trait it fights with (both
    when it attacks and when it is attacked)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: Text
    traits: dict[Trait, int]
    attack: Trait = "might"
    wounds: int = Field(default=0, ge=0)
    """0: like every monster of the rulebook, never killed, only stunned; more: a
    haunt's large monster that its ``wound`` steps slay after this many wounds."""


class TokenKind(BaseModel):
    """A kind of token a haunt lays in rooms (``tokens`` steps): explorers may pick it
    up, carry it, deliver it or destroy it as the haunt's steps say."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: Text


class Action(BaseModel):
    """A haunt's new action: offered on a turn to an explorer of ``side`` standing
    ``where`` (``any`` room, the ``omen_room`` the haunt was revealed in, a room
    feature, ``token:<kind>``: a room where such a token lies, or ``monster:<kind>``: a
    room where such a monster stands) while ``cond`` holds for it, once per turn;
    taking it runs ``event`` for that explorer."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    side: Literal["traitor", "heroes"]
    where: str = "any"
    text: Text
    event: str
    cond: Cond | None = None


class Counter(BaseModel):
    """A haunt variable shown on the board, with its label."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    var: str
    text: Text


class Haunt(BaseModel):
    """A haunt: its title, each side's book, set-up, goals, events and triggers."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    format: Literal["eerie-betrayal-haunt"] = "eerie-betrayal-haunt"
    id: str
    title: Text
    traitor_book: Text
    heroes_book: Text
    start: str
    """The set-up event ("right now")."""
    goals: dict[Literal["traitor", "heroes"], Goal]
    variables: dict[str, int] = {}
    per_hero: dict[str, int] = {}
    """Added to a variable's start for each hero when the haunt begins."""
    counters: list[Counter] = []
    """The variables the board shows (to the seats whose view holds them)."""
    events: list[Event] = []
    triggers: list[Trigger] = []
    monsters: list[MonsterKind] = []
    """The kinds of monster the haunt may spawn (``spawn`` steps)."""
    actions: list[Action] = []
    """The haunt's new actions."""
    tokens: list[TokenKind] = []
    """The kinds of token the haunt may lay (``tokens`` steps)."""
    objectives: list[Told] = []
    epilogues: list[Told] = []


NO_HAUNT = Haunt(id="", title={}, traitor_book={}, heroes_book={}, start="", goals={})
"""What the script engine reads before the haunt (no events, triggers or epilogues)."""


class Content(BaseModel):
    """All packaged content."""

    model_config = ConfigDict(frozen=True)
    rooms: dict[str, Room]
    explorers: dict[str, Explorer]
    cards: dict[str, Card]
    chart: list[ChartEntry]
    haunts: dict[str, Haunt]


def _read(*parts: str) -> Any:
    return json.loads(resources.files(__package__).joinpath("content", *parts)
                      .read_text("utf-8"))


HAUNTS = ("stopped_clock", "ash_hounds", "unfinished_portraits", "last_candles",
          "hollow_choir", "bone_warden")
"""The packaged haunts (``content/haunts/<id>.json``)."""


@functools.cache
def content() -> Content:
    """The packaged content, parsed and checked once per process."""
    rooms = [Room.model_validate(r) for r in _read("rooms.json")["rooms"]]
    explorers = [Explorer.model_validate(e) for e in _read("explorers.json")["explorers"]]
    cards = [Card.model_validate(c) for c in _read("cards.json")["cards"]]
    chart = [ChartEntry.model_validate(c) for c in _read("chart.json")["entries"]]
    haunts = [Haunt.model_validate(_read("haunts", f"{h}.json")) for h in HAUNTS]
    return Content(rooms={r.id: r for r in rooms}, explorers={e.id: e for e in explorers},
                   cards={c.id: c for c in cards}, chart=chart,
                   haunts={h.id: h for h in haunts})
