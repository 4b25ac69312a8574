"""The data formats of Arkham Horror content and scenarios (pydantic models).

Content lives in ``content/*.json`` (the city, investigators, monsters, assets,
encounters, headlines) and scenarios in ``scenarios/*.json``; both are read only through
these models, which forbid unknown keys, so every key a file holds is one the engine
reads. Names and texts are not in the files: each id has its messages in the game's
Fluent catalogs (``locales/{en,ko,zh}.ftl``, ids from the content ids, see
``docs/arkham.md``). Scripts (encounters, headlines, archive cards, lurkers,
reckonings, scenario events) are lists of :data:`Step` run by ``eerie.script``
(:mod:`eerie.games.arkham.language`).
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

SCENARIO_FORMAT = "eerie-arkham-scenario"
"""The ``format`` field of a scenario file."""
CONTENT_FORMAT = "eerie-arkham-content"
"""The ``format`` field of a content file."""

Skill = Literal["lore", "influence", "observation", "strength", "will"]
"""The five skills of an investigator."""
SKILLS: tuple[str, ...] = ("lore", "influence", "observation", "strength", "will")

Icon = Literal["money", "item", "ally", "spell", "clue", "health", "sanity", "remnant",
               "lore", "influence", "observation", "strength", "will", "doom"]
"""What an encounter at a space asks for (``cost``) or offers (``gain``)."""

Token = Literal["spread_doom", "spawn_monster", "headline", "spawn_clue", "gate_burst",
                "reckoning", "blank"]
"""The kinds of mythos tokens."""
TOKENS: tuple[str, ...] = ("spread_doom", "spawn_monster", "headline", "spawn_clue",
                           "gate_burst", "reckoning", "blank")


class Model(BaseModel):
    """A content model: unknown keys are errors, instances are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# -- conditions ---------------------------------------------------------------------


class VarCond(Model):
    """A scenario variable compared with a value (the shared ``var`` check)."""

    check: Literal["var"]
    var: str
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int


class RoundCond(Model):
    """The round compared with a value (the shared ``round`` check)."""

    check: Literal["round"]
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int


class HasCond(Model):
    """The investigator in question holds at least ``value`` of money, clues or
    remnants (``op`` compares)."""

    check: Literal["has"]
    what: Literal["money", "clues", "remnants"]
    op: Literal["==", "!=", ">=", "<=", ">", "<"] = ">="
    value: int


class AllCond(Model):
    """Every condition of ``of`` holds."""

    check: Literal["all"]
    of: list[Cond]


class AnyCond(Model):
    """At least one condition of ``of`` holds."""

    check: Literal["any"]
    of: list[Cond]


class NotCond(Model):
    """``of`` does not hold."""

    check: Literal["not"]
    of: Cond


Cond = Annotated[
    Union[VarCond, RoundCond, HasCond, AllCond, AnyCond, NotCond],  # noqa: UP007
    Field(discriminator="check")]
"""A condition, tagged by ``check``."""


# -- steps ------------------------------------------------------------------------


class SayStep(Model):
    """A line of the scenario's own text for the log (``{"en", "ko", "zh"}``)."""

    do: Literal["say"]
    text: dict[str, str]


class IfStep(Model):
    """``then`` if ``cond`` holds, else ``else``."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: Literal["if"]
    cond: Cond
    then: list[Step] = []
    else_: list[Step] = Field(default=[], alias="else")


class SetStep(Model):
    """Sets a scenario variable to ``value`` or changes it by ``add``."""

    do: Literal["set"]
    var: str
    value: int | None = None
    add: int | None = None


class EventStep(Model):
    """Runs a scenario event."""

    do: Literal["event"]
    id: str


class ObjectiveStep(Model):
    """A new current objective."""

    do: Literal["objective"]
    id: str


class EndStep(Model):
    """The game ends with this epilogue."""

    do: Literal["victory", "defeat"]
    epilogue: str


class TestStep(Model):
    """A skill test of the investigator in question: ``pass`` with at least one
    success, else ``fail``."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: Literal["test"]
    skill: Skill
    mod: int = 0
    pass_: list[Step] = Field(default=[], alias="pass")
    fail: list[Step] = []


class GainStep(Model):
    """The investigator gains ``n`` money, clues (from the supply) or remnants."""

    do: Literal["gain"]
    what: Literal["money", "clues", "remnants"]
    n: int = 1


class PayStep(Model):
    """The investigator may pay ``n`` of ``what`` for ``then`` (a choice); without
    enough, or declining, ``else`` runs."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    do: Literal["pay"]
    what: Literal["money", "clues", "remnants"]
    n: int = 1
    then: list[Step] = []
    else_: list[Step] = Field(default=[], alias="else")


class HarmStep(Model):
    """The investigator takes ``n`` damage or horror; ``direct`` harm cannot be
    assigned to allies or other assets with health or sanity."""

    do: Literal["damage", "horror"]
    n: int = 1
    direct: bool = False


class HealStep(Model):
    """The investigator recovers ``health`` and ``sanity``."""

    do: Literal["heal"]
    health: int = 0
    sanity: int = 0


class TakeClueStep(Model):
    """The investigator takes one clue token from its neighbourhood, if any lies there
    (an event card's encounter: the card then goes to the event discard pile)."""

    do: Literal["take_clue"]


class DelayStep(Model):
    """The investigator becomes delayed."""

    do: Literal["delay"]


class DoomStep(Model):
    """``n`` doom on ``where``: ``here`` (the investigator's or monster's space),
    ``sheet`` (the scenario sheet) or a space id; ``n`` negative removes doom."""

    do: Literal["doom"]
    where: str = "here"
    n: int = 1


class MythosStep(Model):
    """Resolves one mythos effect now: spread doom, spawn a clue or a monster, read a
    headline."""

    do: Literal["spread_doom", "spawn_clue", "spawn_monster", "headline"]


class SpawnStep(Model):
    """A monster of kind ``monster`` enters at space ``at`` (from outside the deck)."""

    do: Literal["spawn"]
    monster: str
    at: str


class ArchiveStep(Model):
    """Archive card ``card`` enters the codex (its ``reveal`` script runs) or, with
    ``remove``, leaves it."""

    do: Literal["archive"]
    card: int
    remove: bool = False


class BuyStep(Model):
    """The investigator may buy one item of the reserve at its cost (a choice)."""

    do: Literal["buy"]


class ConditionStep(Model):
    """The investigator gains condition ``condition`` (``condition``: a random copy,
    face down, drawn from the copies nobody holds; nothing if it holds one already or
    every copy is out); ``flip_condition`` turns the investigator's copy over: its
    back is shown to everyone, its steps run, and the card goes back to its deck."""

    do: Literal["condition", "flip_condition"]
    condition: str


class GainAssetStep(Model):
    """The investigator gains the top card of the ally or spell deck (nothing if the
    deck is empty)."""

    do: Literal["gain_asset"]
    kind: Literal["ally", "spell"]


class ShuffleEventsStep(Model):
    """The scenario's reserve event cards ``cards`` (``reserve`` in the event deck's
    list) are shuffled into the event deck; a card already added is not added again."""

    do: Literal["shuffle_events"]
    cards: list[str] = Field(min_length=1)


class EachStep(Model):
    """``steps`` for each investigator on the board, from the lead clockwise."""

    do: Literal["each_investigator"]
    steps: list[Step] = []


Step = Annotated[
    Union[SayStep, IfStep, SetStep, EventStep, ObjectiveStep, EndStep,  # noqa: UP007
          TestStep, GainStep, PayStep, HarmStep, HealStep, TakeClueStep, DelayStep,
          DoomStep, MythosStep, SpawnStep, ArchiveStep, BuyStep, ConditionStep,
          GainAssetStep, ShuffleEventsStep, EachStep],
    Field(discriminator="do")]
"""A script step, tagged by ``do``."""


# -- the city -------------------------------------------------------------------------


class Icons(Model):
    """What encounters at a space usually ask for and offer."""

    cost: list[Icon] = []
    gain: list[Icon] = []


class Space(Model):
    """A space of a neighbourhood."""

    id: str
    icons: Icons


class Neighbourhood(Model):
    """A neighbourhood tile: three spaces, its encounter cards."""

    id: str
    spaces: list[Space] = Field(min_length=3, max_length=3)


class Street(Model):
    """A street tile (one space) of a kind whose street encounter applies."""

    id: str
    kind: str


class City(Model):
    """Neighbourhoods, streets and which spaces are adjacent (spaces of one
    neighbourhood are adjacent to each other without being listed)."""

    format: Literal["eerie-arkham-content"]
    neighbourhoods: list[Neighbourhood]
    streets: list[Street]
    adjacent: list[tuple[str, str]]


# -- investigators, monsters, assets -------------------------------------------------


class RerollAbility(Model):
    """Once in each test of ``skill`` the investigator may reroll one failed die
    without spending a focus token or a clue."""

    kind: Literal["reroll"]
    skill: Skill


class HardyAbility(Model):
    """Each monster attack deals ``n`` less damage to the investigator (never below
    none)."""

    kind: Literal["hardy"]
    n: int = Field(1, ge=1)


Ability = Annotated[Union[RerollAbility, HardyAbility],  # noqa: UP007
                    Field(discriminator="kind")]
"""An investigator's own ability, tagged by ``kind``."""


class Investigator(Model):
    """An investigator sheet, with its ``ability`` if it has one."""

    id: str
    health: int
    sanity: int
    focus: int
    skills: dict[Skill, int]
    money: int = 0
    remnants: int = 0
    assets: list[str] = []
    ability: Ability | None = None


class Activation(Model):
    """How a ready monster acts: a ``hunter`` moves towards the investigator its
    ``selector`` picks (``fewest_clues``, ``most_clues``, ``lowest_health``,
    ``lowest_strength``, ``nearest``); a ``patroller`` towards the space its selector
    picks (``most_doom``, ``unstable``); a ``lurker`` stays and runs ``steps``."""

    kind: Literal["hunter", "patroller", "lurker"]
    selector: Literal["fewest_clues", "most_clues", "lowest_health", "lowest_strength",
                      "nearest", "most_doom", "unstable", ""] = ""
    steps: list[Step] = []


class Monster(Model):
    """A monster card."""

    id: str
    health: int
    attack: int
    """The modifier of strength tests to attack it."""
    evade: int
    """The modifier of observation tests to evade it."""
    damage: int
    horror: int
    speed: int = 1
    remnant: bool = False
    activation: Activation
    spawn: Literal["unstable", "most_doom", "prey"] = "unstable"
    """Where it enters when drawn: an unstable space, the space with most doom, or the
    space of its prey (the investigator its hunter selector picks)."""
    reckoning: list[Step] = []


class Asset(Model):
    """An item, ally or spell. ``bonus`` dice apply to tests of ``skill`` during the
    listed actions (empty: every test of the skill); a spell costs ``horror`` (each
    remnant spent instead pays one) each time it adds its dice; ``hands`` count
    against two; an item's ``cost`` is its price in the reserve. An asset with
    ``health`` or ``sanity`` may take damage or horror its holder takes, and is
    discarded when it holds as much as its value. ``action`` is its component
    action."""

    id: str
    kind: Literal["item", "ally", "spell"]
    traits: list[str] = []
    cost: int = 0
    hands: int = 0
    skill: Skill
    bonus: int = 1
    actions: list[Literal["attack", "ward", "evade", "research", "encounter"]] = []
    horror: int = Field(0, ge=0)
    health: int = Field(0, ge=0)
    sanity: int = Field(0, ge=0)
    action: list[Step] = []
    """A component action: a script its holder may run as one of its actions (once a
    round, not while engaged)."""


class Encounter(Model):
    """A neighbourhood encounter card: a script per space of its neighbourhood (a street
    card: per street kind)."""

    id: str
    at: dict[str, list[Step]]


class ConditionBack(Model):
    """One back of a double-sided condition: ``count`` copies, whose ``steps`` run for
    the holder when the card is flipped. No one may see it before."""

    id: str
    count: int = Field(1, ge=1)
    steps: list[Step] = []


class Condition(Model):
    """A double-sided condition card: its public front's ``reckoning`` script (run for
    the holder at each reckoning; it may flip the card) and its secret ``backs``."""

    id: str
    reckoning: list[Step] = []
    backs: list[ConditionBack] = Field(min_length=1)


class Headline(Model):
    """A headline card: its script runs when read."""

    id: str
    steps: list[Step] = []


class Library(Model):
    """Everything but the city: investigators, monsters, assets, encounters by
    neighbourhood id (``streets``: the street deck), headlines."""

    format: Literal["eerie-arkham-content"]
    investigators: list[Investigator]
    monsters: list[Monster]
    assets: list[Asset]
    encounters: dict[str, list[Encounter]]
    headlines: list[Headline]
    conditions: list[Condition] = []


# -- scenarios ---------------------------------------------------------------------


class EventCard(Model):
    """A card of the scenario's event deck: its neighbourhood, the doom it spreads
    (space -> count), the space a gate burst strikes and its encounter; a ``reserve``
    card waits outside the deck for a ``shuffle_events`` step."""

    id: str
    neighbourhood: str
    doom: dict[str, int]
    burst: str
    steps: list[Step]
    reserve: bool = False
    """Kept out of the event deck at set-up until a ``shuffle_events`` step adds it."""


class AnomalyCard(Model):
    """A card of the scenario's anomaly deck: a script for each count of doom in the
    encountering investigator's space (``"0"`` to ``"3"``, three meaning three or more)."""

    id: str
    at: dict[Literal["0", "1", "2", "3"], list[Step]]


class ArchiveCard(Model):
    """A numbered archive card; ``reveal`` runs when it enters the codex."""

    number: int
    reveal: list[Step] = []


class ScenarioEvent(Model):
    """A named script of the scenario."""

    id: str
    steps: list[Step]


class Trigger(Model):
    """Runs ``event`` on a happening (``variable``: when ``cond`` becomes true;
    ``reckoning``: at each reckoning)."""

    on: Literal["variable", "reckoning"]
    event: str
    cond: Cond | None = None
    once: bool = True


class Objective(Model):
    """A goal shown to the investigators."""

    id: str
    text: dict[str, str]


class Epilogue(Model):
    """How the game ended."""

    id: str
    text: dict[str, str]


class Placed(Model):
    """A monster placed at set-up."""

    monster: str
    at: str


class Scenario(Model):
    """A scenario sheet with its decks and its script."""

    format: Literal["eerie-arkham-scenario"]
    id: str
    start: str
    """The investigators' start space."""
    monsters: dict[str, int]
    """The monster deck: kind -> copies (before the starting monsters are taken out)."""
    starting_monsters: list[Placed] = []
    cup: dict[Token, int]
    initial_doom: list[str] = []
    event_deck: list[EventCard]
    anomaly_deck: list[AnomalyCard] = []
    """Anomaly encounters (none: an anomaly neighbourhood keeps its ordinary deck)."""
    archive: list[ArchiveCard] = []
    setup: list[Step] = []
    """The scenario's final set-up."""
    variables: dict[str, int] = {}
    events: list[ScenarioEvent] = []
    triggers: list[Trigger] = []
    objectives: list[Objective] = []
    epilogues: list[Epilogue] = []


for _m in (AllCond, AnyCond, NotCond, IfStep, TestStep, PayStep, EachStep, Activation,
           Monster, Asset, Encounter, ConditionBack, Condition, Headline, Library, EventCard,
           AnomalyCard, ArchiveCard, ScenarioEvent, Trigger, Scenario):
    _m.model_rebuild()
