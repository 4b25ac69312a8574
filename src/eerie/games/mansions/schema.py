"""The data formats of Mansions of Madness content and scenarios (pydantic models).

Everything the physical game leaves to "the app" is data in Eerie: investigators,
monsters, items, spells, conditions, damage and horror cards, insanity cards, mythos
events and whole scenarios (map, tokens, events, triggers, variables, objectives,
epilogues). This module is the contract between those files, the rules engine
(:mod:`eerie.games.mansions.game`) and the validator (:mod:`eerie.games.mansions.validate`).
See ``docs/mansions-scenario-format.md`` for the documentation with examples.

Conventions:

* Every model forbids unknown keys, so a typo is an error with its place.
* Text is :data:`LText`: ``{"en": "...", "ko": "...", "zh": "..."}``; English and Korean
  are required for content (the validator reports a missing one), Chinese is optional.
* Ids are short lowercase strings (``[a-z0-9_.-]``); references are checked by the
  validator, not by these models.
* Scripts are lists of :data:`Step` (tagged by ``"do"``); conditions are :data:`Cond`
  (tagged by ``"check"``). The same step language serves scenario events, mythos
  events, monster attacks, card effects and item actions.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

SCENARIO_FORMAT = "eerie-mansions-scenario"
"""The ``format`` field of a scenario file."""
CONTENT_FORMAT = "eerie-mansions-content"
"""The ``format`` field of a content file."""
FORMAT_VERSION = 1
"""The current version of both formats."""

LText = dict[str, str]
"""Localised text: language code (``en``, ``ko``, ``zh``) to text."""

Skill = Literal["strength", "agility", "observation", "lore", "influence", "will"]
"""The six skills of an investigator."""
SKILLS: tuple[str, ...] = ("strength", "agility", "observation", "lore", "influence", "will")

AttackKind = Literal["heavy", "bladed", "firearm", "spell", "unarmed"]
"""How an investigator attacks: heavy (blunt) weapon, bladed weapon, firearm, spell, or
bare hands; each monster answers every kind with its own text and test."""

Range = Literal["melee", "ranged"]
"""Melee: a monster in the same space. Ranged: a monster in range (3 spaces)."""

TokenKind = Literal["explore", "search", "interact", "person", "sight"]
"""Tokens that the app shows and investigators act on."""

FeatureKind = Literal["fire", "darkness", "barricade", "secret_passage"]
"""Square feature tokens handled by rules, not by the app (fire, darkness, barricade,
secret passage)."""

EdgeType = Literal["border", "impassable", "wall", "door"]
"""What separates two spaces: a plain border (passable), an impassable border (blocks
movement, not range), a wall (blocks both) or a door (passable, blocks range)."""


class Model(BaseModel):
    """Base of all models: unknown keys are errors; instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# -- conditions ---------------------------------------------------------------------------


class VarCond(Model):
    """A scenario variable compared with a number (variables start at their declared
    value, or 0)."""

    check: Literal["var"]
    var: str
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int = 1


class RoundCond(Model):
    """The round number compared with a number (round 1 is the first)."""

    check: Literal["round"]
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int


class HasItemCond(Model):
    """Some investigator (``who: "any"``) or the active one holds an item or spell with
    this id, or any possession with this trait."""

    check: Literal["has"]
    item: str | None = None
    trait: str | None = None
    who: Literal["active", "any"] = "active"


class InvestigatorsCond(Model):
    """The number of investigators in the game (not eliminated) compared with a number."""

    check: Literal["investigators"]
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int


class TokenCond(Model):
    """A token (by id) is on the board (placed and not removed)."""

    check: Literal["token"]
    token: str


class TileCond(Model):
    """A map tile (by id) has been placed."""

    check: Literal["tile"]
    tile: str


class MonsterCond(Model):
    """At least ``count`` monsters of ``kind`` (any kind if omitted) are on the board."""

    check: Literal["monsters"]
    kind: str | None = None
    count: int = 1


class AtCond(Model):
    """The active investigator (or any investigator) is in one of these rooms."""

    check: Literal["at"]
    rooms: list[str]
    who: Literal["active", "any"] = "active"


class AllCond(Model):
    """Every condition holds."""

    check: Literal["all"]
    of: list[Cond]


class AnyCond(Model):
    """At least one condition holds."""

    check: Literal["any"]
    of: list[Cond]


class NotCond(Model):
    """The condition does not hold."""

    check: Literal["not"]
    of: Cond


Cond = Annotated[
    Union[VarCond, RoundCond, HasItemCond, InvestigatorsCond, TokenCond, TileCond,  # noqa: UP007
          MonsterCond, AtCond, AllCond, AnyCond, NotCond],
    Field(discriminator="check"),
]
"""A condition, tagged by its ``check`` field."""


# -- steps (the script language) ------------------------------------------------------------


class Say(Model):
    """Show a message (it goes to the message log of the round)."""

    do: Literal["say"]
    text: LText


class Test(Model):
    """A skill test of the active investigator: roll that skill's dice plus ``modifier``
    (never fewer than one die), spend clues to turn clue faces into successes (not in
    darkness), then run ``pass`` if the successes reach ``difficulty``, else ``fail``.
    With ``difficulty`` 0 the test only counts successes (``pass`` runs if there is at
    least one success). ``record`` adds the successes to a variable (cumulative tests
    whose target the investigators are not told)."""

    do: Literal["test"]
    skill: Skill
    modifier: int = 0
    difficulty: int = 0
    text: LText | None = None
    pass_: list[Step] = Field(default_factory=list, alias="pass")
    fail: list[Step] = Field(default_factory=list)
    record: str | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class DiscardCost(Model):
    """The price of an option: the chooser discards one possession, a named ``item``
    (or spell) or, with ``trait``, any item with that trait (the chooser picks which).
    The option is offered only while the chooser holds such a possession."""

    item: str | None = None
    trait: str | None = None


class Option(Model):
    """One choice of a :class:`Choice`. ``action: true`` costs the chooser one action
    (the action icon); it is offered only while the investigator has an action left.
    ``cost``: a possession the chooser discards to take this option (see
    :class:`DiscardCost`); the discard comes before the option's steps."""

    label: LText
    action: bool = False
    when: Cond | None = None
    cost: DiscardCost | None = None
    steps: list[Step] = Field(default_factory=list)


class Choice(Model):
    """Let the active investigator choose one option (only those whose ``when`` holds
    are offered). ``text`` is shown above the options."""

    do: Literal["choice"]
    text: LText | None = None
    options: list[Option]


class If(Model):
    """Run ``then`` if the condition holds, else ``else``."""

    do: Literal["if"]
    cond: Cond
    then: list[Step] = Field(default_factory=list)
    else_: list[Step] = Field(default_factory=list, alias="else")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class SetVar(Model):
    """Set (``value``) or change (``add``) a scenario variable."""

    do: Literal["set"]
    var: str
    value: int | None = None
    add: int | None = None


class Harm(Model):
    """The target takes ``amount`` damage (``do: "damage"``) or horror (``do: "horror"``),
    face up unless ``facedown``. With ``resist`` the target first tests that skill and
    each success prevents one. Target: the active investigator, every investigator in
    the active one's space, every investigator, or a random one."""

    do: Literal["damage", "horror"]
    amount: int
    facedown: bool = False
    resist: Skill | None = None
    target: Literal["active", "space", "all", "random"] = "active"


class Heal(Model):
    """The active investigator discards up to ``amount`` damage or horror, one card at a
    time: a face-up card of his choice or a random face-down one (he is asked only when
    that is a real choice; discarding every card he has is none)."""

    do: Literal["heal_damage", "heal_horror"]
    amount: int


class GainClues(Model):
    """The active investigator gains (or, with a negative amount, spends) clues."""

    do: Literal["clues"]
    amount: int


class GainItem(Model):
    """The active investigator gains an item (by id) or a spell (by name: a random copy
    of that spell, its back unknown)."""

    do: Literal["item", "spell"]
    id: str


class GainCondition(Model):
    """The active investigator gains (``do: "condition"``) or discards
    (``do: "lose_condition"``) a condition; an investigator never holds two of one kind."""

    do: Literal["condition", "lose_condition"]
    id: str


class FlipCondition(Model):
    """Turn over the active investigator's condition ``id`` (if he holds it): its hidden
    back is revealed to everyone and its steps run; then the card is discarded if the
    back says so, otherwise it stays with its back now known."""

    do: Literal["flip_condition"]
    id: str


class LosePossession(Model):
    """The active investigator loses a possession: ``discard_possession`` returns it to
    its deck, ``drop_possession`` leaves it in his space. Which one: the named ``item``
    (an item or spell id; nothing happens if he does not hold it), with ``trait`` an
    item with that trait of his choice, and with neither a random possession (items and
    spells alike, a chance step)."""

    do: Literal["discard_possession", "drop_possession"]
    item: str | None = None
    trait: str | None = None


class PlaceTile(Model):
    """Place a map tile (its rooms join the board)."""

    do: Literal["place_tile"]
    tile: str


class PlaceToken(Model):
    """Place a declared token (from the scenario's ``tokens``) on the board."""

    do: Literal["place_token"]
    token: str


class RemoveToken(Model):
    """Remove a token from the board."""

    do: Literal["remove_token"]
    token: str


class Feature(Model):
    """Place (``do: "feature"``) or remove (``do: "clear_feature"``) fire, darkness, a
    barricade or a secret passage in a space."""

    do: Literal["feature", "clear_feature"]
    kind: FeatureKind
    space: str


class Spawn(Model):
    """A monster of ``kind`` appears in ``space`` (or, with ``near: "active"``, in the
    active investigator's space)."""

    do: Literal["spawn"]
    kind: str
    space: str | None = None
    near: Literal["active"] | None = None


class Objective(Model):
    """Show a new current objective (by id from the scenario's ``objectives``)."""

    do: Literal["objective"]
    id: str


class Puzzle(Model):
    """Open a puzzle for the active investigator (by id from the scenario's ``puzzles``).
    ``solved`` runs when it is solved; closing it unsolved keeps its progress."""

    do: Literal["puzzle"]
    id: str
    solved: list[Step] = Field(default_factory=list)


class Run(Model):
    """Run a named scenario event."""

    do: Literal["event"]
    id: str


class End(Model):
    """End the game: ``victory`` or ``defeat`` with the epilogue of that id."""

    do: Literal["victory", "defeat"]
    epilogue: str


class MoveInvestigator(Model):
    """Move the active investigator (placement, not a walk) to a space. With ``who:
    "off_board"`` every investigator still in the game who stands nowhere (after a
    ``clear_board`` or a ``discard_tile``) is placed there instead."""

    do: Literal["move_investigator"]
    space: str
    who: Literal["active", "off_board"] = "active"


class CancelAction(Model):
    """Cancel the action in progress (it is spent and does nothing more)."""

    do: Literal["cancel"]


class DamageMonster(Model):
    """The monster in question (attacked, evaded or activated) takes damage."""

    do: Literal["monster_damage"]
    amount: int


class MayMove(Model):
    """The active investigator may move ``spaces`` spaces at once (free, voluntary)."""

    do: Literal["may_move"]
    spaces: int = 1


class ClearBoard(Model):
    """Clear the board (rules reference 6): every placed tile, every token (fire,
    darkness, barricades and secret passages included), every possession lying on the
    board and every monster is discarded (monsters are not defeated), and the
    investigators' figures leave the board. Investigators keep everything they hold:
    possessions, clues, damage, horror and conditions. A later step places them again
    (``move_investigator`` with ``who: "off_board"``)."""

    do: Literal["clear_board"]


class DiscardTile(Model):
    """Discard a placed tile (rules reference 77) and what lies on its spaces: tokens,
    fire, darkness, barricades, secret passages, dropped possessions and monsters
    (removed, not defeated). Investigators on it leave the board until a step places
    them again."""

    do: Literal["discard_tile"]
    tile: str


class RemoveMonster(Model):
    """Remove monsters from the board by an effect (rules reference 5). They are not
    defeated: no ``monster_defeated`` trigger fires. Without ``kind`` and ``space``: the
    monster in question (attacked, evaded or activated); otherwise every monster of
    that kind and/or in that space."""

    do: Literal["remove_monster"]
    kind: str | None = None
    space: str | None = None


class FaceUp(Model):
    """Turn ``amount`` random face-down damage or horror cards of the active
    investigator face up (rules reference 41 and 21). Which card comes up is a chance
    draw over the cards nobody has seen; an immediate card then takes effect (and turns
    face down again), a persistent one stays face up."""

    do: Literal["face_up"]
    kind: Literal["damage", "horror"]
    amount: int = Field(default=1, ge=1)


class ForcedMove(Model):
    """Move the active investigator ``spaces`` spaces ``toward`` (or ``away`` from) a
    target, one space at a time (rules reference 59: a forced move, so no evade check).
    The target: a ``space``, or a monster: ``this`` (the monster in question) or the
    ``nearest`` one (of ``kind`` if given). The investigator chooses only among equally
    good spaces; the move ends early when no space is better."""

    do: Literal["forced_move"]
    spaces: int = Field(default=1, ge=1)
    direction: Literal["toward", "away"] = "toward"
    space: str | None = None
    monster: Literal["this", "nearest"] | None = None
    kind: str | None = None


class MixedHarm(Model):
    """Damage and horror from one effect (rules reference 67). With ``resist`` the
    target tests that skill once and shares the successes out as he likes: each one
    prevents one damage or one horror. Otherwise like ``damage`` and ``horror``."""

    do: Literal["harm"]
    damage: int = Field(default=0, ge=0)
    horror: int = Field(default=0, ge=0)
    facedown: bool = False
    resist: Skill | None = None
    target: Literal["active", "space", "all", "random"] = "active"


Step = Annotated[
    Union[Say, Test, Choice, If, SetVar, Harm, Heal, GainClues, GainItem,  # noqa: UP007
          GainCondition, PlaceTile, PlaceToken, RemoveToken, Feature, Spawn, Objective,
          Puzzle, Run, End, MoveInvestigator, CancelAction, DamageMonster, MayMove,
          ClearBoard, DiscardTile, RemoveMonster, FaceUp, ForcedMove, MixedHarm,
          FlipCondition, LosePossession],
    Field(discriminator="do"),
]
"""One step of a script, tagged by its ``do`` field."""


# -- content: investigators, monsters, cards -------------------------------------------------


class Skills(Model):
    """The six skill values (2 to 5 each)."""

    strength: int = Field(ge=1, le=6)
    agility: int = Field(ge=1, le=6)
    observation: int = Field(ge=1, le=6)
    lore: int = Field(ge=1, le=6)
    influence: int = Field(ge=1, le=6)
    will: int = Field(ge=1, le=6)


class Modifier(Model):
    """A lasting effect while its card is held face up (or the condition held): extra or
    fewer dice for one skill (``skill`` + ``dice``), every test (``skill: null``), a cap
    on move actions per round (``moves``), or fewer actions per turn (``actions``)."""

    skill: Skill | None = None
    dice: int = 0
    moves: int | None = None
    actions: int = 0
    only: Literal["attack", "evade", "horror", "puzzle"] | None = None


class Ability(Model):
    """An investigator's ability. ``kind`` names rules implemented in code:

    * ``reroll``: once per round, re-roll up to ``amount`` dice of one test;
    * ``bonus_die``: +``amount`` dice when testing ``skill``;
    * ``extra_clue``: gain one more clue whenever a search step gives clues;
    * ``long_stride``: a move action moves up to 3 spaces;
    * ``mend``: action: another investigator in the space discards ``amount`` face-down damage;
    * ``steady``: action: discard ``amount`` face-down horror;
    * ``puzzle_attempts``: +``amount`` attempts on every puzzle.
    """

    kind: Literal["reroll", "bonus_die", "extra_clue", "long_stride", "mend", "steady",
                  "puzzle_attempts"]
    amount: int = 1
    skill: Skill | None = None
    text: LText


class Investigator(Model):
    """An investigator card."""

    id: str
    name: LText
    role: LText
    skills: Skills
    health: int = Field(ge=1)
    sanity: int = Field(ge=1)
    ability: Ability
    starting: list[str] = Field(default_factory=list)
    """Starting possessions: item ids and spell names."""
    story: LText | None = None


class Attack(Model):
    """A weapon's or spell's attack: kind, melee or ranged, base damage."""

    kind: AttackKind
    range: Range = "melee"
    damage: int = 0


class ItemSide(Model):
    """One side of an item card."""

    name: LText
    text: LText
    traits: list[str] = Field(default_factory=list)
    """Words of :data:`eerie.games.mansions.vocabulary.ITEM_TRAITS`."""
    attack: Attack | None = None
    modifiers: list[Modifier] = Field(default_factory=list)
    action: list[Step] | None = None
    """A component action (costs one action; the steps run for the holder)."""
    flip_after_action: bool = False
    discard_after_action: bool = False


class Item(Model):
    """A common or unique item. Double-sided items have a ``back``; both sides are
    public."""

    id: str
    unique: bool = False
    front: ItemSide
    back: ItemSide | None = None


class SpellCopy(Model):
    """The hidden back of one copy of a spell: what happens when it is cast, using the
    result of the front's test. ``steps`` run whatever the result, then ``pass`` or
    ``fail``; an attack spell that hits deals the successes + the base damage +
    ``damage_bonus``."""

    id: str
    text: LText
    steps: list[Step] = Field(default_factory=list)
    pass_: list[Step] = Field(default_factory=list, alias="pass")
    fail: list[Step] = Field(default_factory=list)
    damage_bonus: int = 0
    """Extra damage when the spell is an attack that hits."""


class Spell(Model):
    """A spell: one public front (name, text, test) and several copies whose backs stay
    hidden until cast. Casting: test ``skill`` + ``modifier`` (passed with
    ``difficulty`` successes, at least one); an attack spell's test is the monster's
    answer to spell attacks instead. Then the card is flipped (a random copy: a chance
    step), its back resolves with the test's result, and the caster takes a fresh random
    copy of the same spell."""

    id: str
    name: LText
    text: LText
    skill: Skill = "lore"
    modifier: int = 0
    difficulty: int = Field(default=0, ge=0)
    attack: Attack | None = None
    copies: list[SpellCopy] = Field(min_length=1)


class ConditionCopy(Model):
    """The hidden back of one copy of a double-sided condition: what happens when the
    card is flipped (``flip_condition``). ``discard``: the card is discarded after its
    steps (otherwise the holder keeps it, its back now known). ``count``: how many
    physical cards carry this back."""

    id: str
    text: LText
    steps: list[Step] = Field(default_factory=list)
    discard: bool = True
    count: int = Field(default=1, ge=1)


class Condition(Model):
    """A condition card (stunned, dazed ...). ``modifiers`` apply while held;
    ``end_of_turn`` steps run at the end of the holder's turn (they may discard it with
    ``lose_condition`` or turn it over with ``flip_condition``). A double-sided
    condition has ``copies``: gaining it draws a random copy not held by anyone (none
    left: it is not gained), whose back stays hidden, even from its holder, until
    flipped. Without copies the card is one-sided and never runs out."""

    id: str
    name: LText
    text: LText
    modifiers: list[Modifier] = Field(default_factory=list)
    end_of_turn: list[Step] = Field(default_factory=list)
    lose_first_action: bool = False
    copies: list[ConditionCopy] = Field(default_factory=list)


class HarmCard(Model):
    """A damage or horror card. ``immediate`` cards run ``steps`` when drawn (or turned
    face up) and are then turned face down; ``persistent`` ones stay face up and apply
    their ``modifiers``."""

    id: str
    name: LText
    text: LText
    timing: Literal["immediate", "persistent"]
    steps: list[Step] = Field(default_factory=list)
    modifiers: list[Modifier] = Field(default_factory=list)
    copies: int = Field(default=1, ge=1)


class InsanityCard(Model):
    """A private insanity card: its text (what the insane investigator now wants) is seen
    by its holder only. ``min_players``: redrawn in a smaller game. ``wins_if``: the
    holder wins only if this also holds at the end (``alone``: he wins only if the others
    lose); ``steps`` run when it is gained (private)."""

    id: str
    name: LText
    text: LText
    min_players: int = Field(default=1, ge=1, le=5)
    wins_if: Cond | None = None
    alone: bool = False
    steps: list[Step] = Field(default_factory=list)


class MonsterAnswer(Model):
    """What happens when an investigator attacks, evades or faces the horror of a
    monster: a text, then a test of ``skill`` with ``modifier`` and the steps."""

    text: LText
    skill: Skill
    modifier: int = 0
    difficulty: int = 1
    pass_: list[Step] = Field(default_factory=list, alias="pass")
    fail: list[Step] = Field(default_factory=list)

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class MonsterAttack(Model):
    """One attack of a monster: its text and the steps run for the target (usually a
    resisted ``damage`` or ``horror``)."""

    text: LText
    steps: list[Step]


class Activation(Model):
    """One line of a monster's activation table, tried in order: the first whose
    ``when`` holds (from the monster's point of view) is used.

    * ``target``: whom it goes for: the ``nearest`` investigator, the ``farthest``, the
      one with the ``most_damage``/``least_damage``/``most_horror``/``least_horror``
      (ties: nearest), or ``none``;
    * ``move``: spaces it moves ``toward`` the target (or ``away`` from it);
    * ``attack``: index into the monster's attacks, made if it ends in the target's
      space (melee) or has it in range (``ranged``).
    """

    when: Literal["always", "target_in_space", "target_in_range", "target_out_of_range",
                  "damaged", "undamaged"] = "always"
    target: Literal["nearest", "farthest", "most_damage", "least_damage", "most_horror",
                    "least_horror", "none"] = "nearest"
    move: int = 2
    direction: Literal["toward", "away"] = "toward"
    attack: int | None = None
    attack_range: Range = "melee"
    text: LText | None = None


class Monster(Model):
    """A monster kind: its token values (awareness for evasion, horror rating for horror
    checks, might for barricades and pushes), its health (``health`` plus
    ``health_per_investigator`` times the number of investigators), traits (words of
    :data:`eerie.games.mansions.vocabulary.MONSTER_TRAITS`: ``flying`` ignores
    impassable borders, ``ethereal`` ignores walls, the others are shown on its card),
    and its texts."""

    id: str
    name: LText
    flavour: LText
    awareness: int = Field(ge=0)
    horror: int = Field(ge=0)
    might: int = Field(ge=0)
    health: int = Field(ge=1)
    health_per_investigator: int = 0
    traits: list[str] = Field(default_factory=list)
    attacked: dict[AttackKind, MonsterAnswer]
    evade: MonsterAnswer
    horror_check: MonsterAnswer
    attacks: list[MonsterAttack] = Field(min_length=1)
    activation: list[Activation] = Field(min_length=1)


class MythosEvent(Model):
    """A mythos event: ``steps`` run with a chosen investigator as the active one
    (``who``: a random one, the one with the most/least clues, or each in turn)."""

    id: str
    text: LText
    who: Literal["random", "each", "most_clues", "least_clues", "most_damage"] = "random"
    when: Cond | None = None
    steps: list[Step] = Field(default_factory=list)
    weight: int = Field(default=1, ge=1)


class Content(Model):
    """A content file: any of the card and figure lists (several files may be merged)."""

    format: Literal["eerie-mansions-content"]
    version: int = FORMAT_VERSION
    investigators: list[Investigator] = Field(default_factory=list)
    monsters: list[Monster] = Field(default_factory=list)
    items: list[Item] = Field(default_factory=list)
    spells: list[Spell] = Field(default_factory=list)
    conditions: list[Condition] = Field(default_factory=list)
    damage: list[HarmCard] = Field(default_factory=list)
    horror: list[HarmCard] = Field(default_factory=list)
    insanity: list[InsanityCard] = Field(default_factory=list)
    mythos: list[MythosEvent] = Field(default_factory=list)


# -- scenarios: map, tokens, events ----------------------------------------------------------


class Space(Model):
    """One space: its id (unique in the scenario), its place on the drawing (grid units:
    ``x``, ``y``, width ``w``, height ``h``) and its room."""

    id: str
    x: float
    y: float
    w: float = 1
    h: float = 1


class Room(Model):
    """A named room (all its spaces share the name and are all indoor or all outdoor)."""

    id: str
    name: LText
    outdoor: bool = False
    spaces: list[Space] = Field(min_length=1)


class Edge(Model):
    """What lies between two adjacent spaces. Spaces of one room that touch on the
    drawing and are not listed get a plain border."""

    a: str
    b: str
    type: EdgeType = "border"


class Tile(Model):
    """A map tile: rooms revealed together, with the edges inside it."""

    id: str
    rooms: list[Room] = Field(min_length=1)
    edges: list[Edge] = Field(default_factory=list)


class Token(Model):
    """A token the scenario may place: where, what kind, and the event it opens when an
    investigator acts on it (explore tokens: the event usually places tiles). An
    explore token on a door (``door: [a, b]``) is reached from both spaces; it blocks
    that door until explored."""

    id: str
    kind: TokenKind
    space: str
    door: tuple[str, str] | None = None
    label: LText
    event: str | None = None
    person: str | None = None
    """For person tokens: which figure (free text id, e.g. ``butler``)."""


class Event(Model):
    """A named script."""

    id: str
    steps: list[Step]


class Trigger(Model):
    """Run ``event`` when ``on`` happens and ``cond`` holds; ``once`` (default) fires it
    at most once per game.

    ``on``: ``start`` (scenario start), ``round_start``, ``round_end``, ``mythos``
    (start of the mythos phase, before the mythos events), ``monster_defeated`` (with
    ``kind``), ``token_used`` (with ``token``: after its event ran), ``variable`` (when
    ``cond`` becomes true after any step), ``eliminated`` (an investigator is
    eliminated), ``puzzle_solved`` (with ``puzzle``)."""

    on: Literal["start", "round_start", "round_end", "mythos", "monster_defeated",
                "token_used", "variable", "eliminated", "puzzle_solved"]
    event: str
    cond: Cond | None = None
    kind: str | None = None
    token: str | None = None
    puzzle: str | None = None
    once: bool = True


class ObjectiveDef(Model):
    """An objective shown to the investigators once revealed."""

    id: str
    text: LText


class PuzzleDef(Model):
    """A puzzle: kind, the skill that sets the attempts, and the generator's difficulty
    (the puzzle is generated from the game's seed when first opened)."""

    id: str
    kind: Literal["slide", "code", "lock"]
    skill: Skill
    difficulty: Literal["easy", "normal", "hard"] = "normal"
    title: LText


class TimeLimit(Model):
    """At the end of round ``round`` (if ``cond`` holds) run ``event`` (which may change
    the objective or end the game with a defeat)."""

    round: int = Field(ge=1)
    event: str
    cond: Cond | None = None


class Epilogue(Model):
    """A victory or defeat epilogue."""

    id: str
    kind: Literal["victory", "defeat"]
    text: LText


class Start(Model):
    """The opening: tiles placed, the space where every investigator starts, tokens
    placed, monsters already there, the first objective."""

    tiles: list[str] = Field(min_length=1)
    space: str
    tokens: list[str] = Field(default_factory=list)
    monsters: list[Spawn] = Field(default_factory=list)
    objective: str


class Scenario(Model):
    """A scenario file."""

    format: Literal["eerie-mansions-scenario"]
    version: int = FORMAT_VERSION
    id: str
    title: LText
    summary: LText
    prologue: LText
    players: tuple[int, int] = (1, 5)
    minutes: tuple[int, int] = (60, 90)
    content: list[str] = Field(default_factory=lambda: ["base"])
    """Content sets used (files under ``content/``)."""
    variables: dict[str, int] = Field(default_factory=dict)
    tiles: list[Tile]
    links: list[Edge] = Field(default_factory=list)
    """Edges between spaces of different tiles."""
    tokens: list[Token] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    triggers: list[Trigger] = Field(default_factory=list)
    mythos: list[MythosEvent] = Field(default_factory=list)
    """Scenario mythos events, drawn together with the content's generic ones."""
    objectives: list[ObjectiveDef]
    puzzles: list[PuzzleDef] = Field(default_factory=list)
    time_limits: list[TimeLimit] = Field(default_factory=list)
    epilogues: list[Epilogue]
    start: Start


for _model in (AllCond, AnyCond, NotCond, Test, Option, Choice, If, Puzzle, ItemSide,
               SpellCopy, ConditionCopy, Condition, HarmCard, InsanityCard, MonsterAnswer,
               MonsterAttack, Monster, MythosEvent, Content, Event, Trigger, TimeLimit, Start,
               Scenario):
    _model.model_rebuild()


Place = tuple[str | int, ...]
"""A JSON path into a file as its parts: ``("events", 3, "steps", 2)``."""


def walk_models(obj: object, parts: Place = ()) -> Iterator[tuple[Place, BaseModel]]:
    """Every model inside ``obj`` (a model, or lists and dicts of them) with its JSON
    path, using the field names as they appear in the file (``pass``, not ``pass_``)."""
    if isinstance(obj, BaseModel):
        yield parts, obj
        for fname, field in type(obj).model_fields.items():
            yield from walk_models(getattr(obj, fname), (*parts, field.alias or fname))
    elif isinstance(obj, (list, tuple)):
        for i, item in enumerate(obj):
            yield from walk_models(item, (*parts, i))
    elif isinstance(obj, dict):
        for key, value in obj.items():
            if isinstance(value, (BaseModel, list)):
                yield from walk_models(value, (*parts, str(key)))


SCHEMA_DIR = "schemas"
"""The package folder of the generated JSON Schemas (``scenario.schema.json`` and
``content.schema.json``) that editors can use to check files as they are typed."""


def json_schemas() -> dict[str, dict[str, object]]:
    """The JSON Schema of each file kind, generated from these models, by file name."""
    return {"scenario.schema.json": Scenario.model_json_schema(by_alias=True),
            "content.schema.json": Content.model_json_schema(by_alias=True)}


def write_json_schemas() -> list[str]:
    """Regenerate the shipped schema files (after a model change); returns their paths."""
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parent / SCHEMA_DIR
    folder.mkdir(exist_ok=True)
    out = []
    for name, schema in json_schemas().items():
        path = folder / name
        path.write_text(json.dumps(schema, indent=1, ensure_ascii=False) + "\n", "utf-8")
        out.append(str(path))
    return out
