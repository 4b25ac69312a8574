"""The free words of Mansions content, each with what reads it.

Content and scenario files name most things by id (a monster kind, an item, a condition)
and the validator resolves those ids. A few fields hold *words* instead: the traits of an
item side (``"traits": ["light_source"]``), the traits of a monster, and the ``trait`` a
script asks for (a ``has`` check, a choice's ``cost``, a ``discard_possession`` or
``drop_possession`` step). Nothing resolves a word, so a word that the engine spells
differently from the content (the engine once read ``light`` while every lamp said
``light_source``) silently does nothing. This module is the one list of those words:

* :data:`ITEM_TRAITS` and :data:`MONSTER_TRAITS` map every word a card may carry to what
  it means (its docstring);
* the words the engine's own rules read are constants here (:data:`LIGHT_SOURCE`,
  :data:`FLYING`, :data:`ETHEREAL`) and the rule modules use these constants, never a
  string literal; :data:`ENGINE_ITEM_TRAITS` and :data:`ENGINE_MONSTER_TRAITS` list them;
* every other item trait is read by the step language's trait checks, and every monster
  trait is shown on the monster's card (the web client's monster list translates each
  word, ``mom.ui.trait.<word>``).

:func:`unknown_words` finds words outside these lists (the content loader and ``eerie
validate`` refuse them, naming the file, the thing and the word); :func:`unused_rule_words`
finds item words that a rule reads (the engine, or a script's trait check) while no item
of a library carries them (``eerie validate`` warns: such a rule can never apply).

Not words in this sense: a person token's ``person`` is the id of the scenario's own
figure, and the kinds of tokens, features, attacks, abilities and steps are fixed by the
format itself (:mod:`eerie.games.mansions.schema`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from pydantic import BaseModel

from eerie.core.text import Msg, msg
from eerie.games.mansions.schema import (
    DiscardCost,
    HasItemCond,
    ItemSide,
    LosePossession,
    Monster,
    Place,
    walk_models,
)

__all__ = [
    "ENGINE_ITEM_TRAITS",
    "ENGINE_MONSTER_TRAITS",
    "ETHEREAL",
    "FLYING",
    "ITEM_TRAITS",
    "KIND_TEXTS",
    "LIGHT_SOURCE",
    "MONSTER_TRAITS",
    "kind_name",
    "unknown_words",
    "unused_rule_words",
]

# -- the words the engine reads ------------------------------------------------------------

LIGHT_SOURCE = "light_source"
"""Item trait: the item gives light. Darkness in the space of a held or dropped light
source, and in the spaces next to it (not across a wall), does not count (rules
reference: Darkness), and an investigator holding one may set a fire in his space or a
space next to it (the set-fire action)."""

FLYING = "flying"
"""Monster trait: the monster moves across impassable borders."""

ETHEREAL = "ethereal"
"""Monster trait: the monster moves through walls."""

ENGINE_ITEM_TRAITS: frozenset[str] = frozenset({LIGHT_SOURCE})
"""Item traits that the engine's rules read (constants of this module)."""

ENGINE_MONSTER_TRAITS: frozenset[str] = frozenset({FLYING, ETHEREAL})
"""Monster traits that the engine's rules read (constants of this module)."""

_LOST: Mapping[str, str] = MappingProxyType({
    LIGHT_SOURCE: "mom.validate.lost.light_source",
})
"""The message saying what is lost when no card carries an engine word (for the
validator's warning)."""

# -- every word a card may carry -------------------------------------------------------------

_SCRIPTS = " Scripts may ask for any item of this kind (a has check, a cost, a lost possession)."

ITEM_TRAITS: Mapping[str, str] = MappingProxyType({
    LIGHT_SOURCE: "gives light: lifts darkness around it and lets its holder set fires." + _SCRIPTS,
    "weapon": "a weapon (its attack is on the card)." + _SCRIPTS,
    "tool": "a tool for prying, picking or climbing." + _SCRIPTS,
    "medical": "bandages, salts and other first aid." + _SCRIPTS,
    "drink": "something to drink." + _SCRIPTS,
    "junk": "a used-up thing of no further worth." + _SCRIPTS,
    "paper": "a map, letter or other loose paper." + _SCRIPTS,
    "book": "a book or bound score." + _SCRIPTS,
    "evidence": "proof of what happened (insanity cards may want it)." + _SCRIPTS,
    "relic": "an old object with a power of its own." + _SCRIPTS,
    "key": "a key to some lock of the scenario." + _SCRIPTS,
    "heirloom": "a keepsake of the investigator's family." + _SCRIPTS,
    "fragile": "breaks easily." + _SCRIPTS,
})
"""Every item trait (word -> what it means). Item traits are public on both sides of
the card; :data:`ENGINE_ITEM_TRAITS` have rules of their own."""

_CARD = " Shown on the monster's card; no rule reads it."

MONSTER_TRAITS: Mapping[str, str] = MappingProxyType({
    FLYING: "flies: crosses impassable borders.",
    ETHEREAL: "passes through walls.",
    "humanoid": "a human shape." + _CARD,
    "cultist": "a member of a cult." + _CARD,
    "scavenger": "feeds on the dead." + _CARD,
    "aquatic": "comes from the water." + _CARD,
    "spirit": "a restless dead." + _CARD,
    "beast": "an animal, or something like one." + _CARD,
    "crowd": "many people acting as one." + _CARD,
    "caster": "works spells." + _CARD,
    "swarm": "a cloud of small creatures." + _CARD,
    "construct": "a made thing that moves." + _CARD,
    "mire": "made of mud and marsh." + _CARD,
})
"""Every monster trait (word -> what it means); :data:`ENGINE_MONSTER_TRAITS` have
rules of their own, the others are shown on the monster's card."""


# -- checks ---------------------------------------------------------------------------------


_SINGULAR: Mapping[str, str] = MappingProxyType({
    "investigators": "investigator", "monsters": "monster", "items": "item",
    "spells": "spell", "conditions": "condition", "damage": "damage_card",
    "horror": "horror_card", "insanity": "insanity_card", "mythos": "mythos_event",
    "events": "event", "tokens": "token", "triggers": "trigger"})


KIND_TEXTS: Mapping[str, Msg] = MappingProxyType({
    "tile": msg("mom.validate.kind.tile"),
    "room": msg("mom.validate.kind.room"),
    "space": msg("mom.validate.kind.space"),
    "token": msg("mom.validate.kind.token"),
    "event": msg("mom.validate.kind.event"),
    "objective": msg("mom.validate.kind.objective"),
    "puzzle": msg("mom.validate.kind.puzzle"),
    "epilogue": msg("mom.validate.kind.epilogue"),
    "trigger": msg("mom.validate.kind.trigger"),
    "mythos_event": msg("mom.validate.kind.mythos_event"),
    "investigator": msg("mom.validate.kind.investigator"),
    "monster": msg("mom.validate.kind.monster"),
    "monster_kind": msg("mom.validate.kind.monster_kind"),
    "item": msg("mom.validate.kind.item"),
    "spell": msg("mom.validate.kind.spell"),
    "item_or_spell": msg("mom.validate.kind.item_or_spell"),
    "condition": msg("mom.validate.kind.condition"),
    "damage_card": msg("mom.validate.kind.damage_card"),
    "horror_card": msg("mom.validate.kind.horror_card"),
    "insanity_card": msg("mom.validate.kind.insanity_card"),
})
"""The kinds of things in Mansions files, each with its name in messages (the
singulars of :data:`eerie.games.mansions.library.KIND_NAMES` among them)."""


def kind_name(kind: str) -> Msg:
    """The name of a kind of thing in a file (a key of :data:`KIND_TEXTS`: ``tile``,
    ``damage_card``...) as a message."""
    return KIND_TEXTS[kind]


def _owner(parts: Place, model: BaseModel) -> Msg:
    """``item 'lantern'``: the entry of a top-level list that a place lies in."""
    kind = _SINGULAR.get(str(parts[0]))
    ident = getattr(model, "id", None)
    if kind is None:
        return msg("mom.validate.owner.list", list=str(parts[0]), index=parts[1])
    if isinstance(ident, str):
        return msg("mom.validate.owner.id", kind=kind_name(kind), id=ident)
    return msg("mom.validate.owner.index", kind=kind_name(kind), index=parts[1])


def _known(words: Iterable[str]) -> str:
    return ", ".join(sorted(words))


_CARRIED: Mapping[type, tuple[str, Mapping[str, str]]] = MappingProxyType({
    ItemSide: ("item", ITEM_TRAITS), Monster: ("monster", MONSTER_TRAITS)})
"""The models that carry ``traits``, with the name and the table of their words."""


def unknown_words(root: BaseModel) -> list[tuple[Place, Msg]]:
    """``(place, message)`` for every trait word in a content or scenario model that is
    not in :data:`ITEM_TRAITS` or :data:`MONSTER_TRAITS` (the message names the thing
    and the word)."""
    out: list[tuple[Place, Msg]] = []
    owner: dict[Place, Msg] = {}
    for parts, model in walk_models(root):
        if len(parts) == 2 and isinstance(parts[1], int):
            owner[parts] = _owner(parts, model)
        who = owner.get(parts[:2], msg("mom.validate.owner.file"))
        table = _CARRIED.get(type(model))
        if table is not None:
            words, known = table
            for i, word in enumerate(getattr(model, "traits", ())):
                if word not in known:
                    out.append(((*parts, "traits", i), msg(
                        "mom.validate.unknown_trait", who=who, word=word,
                        carrier=kind_name(words), known=_known(known))))
        if isinstance(model, (HasItemCond, DiscardCost, LosePossession)) \
                and model.trait is not None and model.trait not in ITEM_TRAITS:
            out.append(((*parts, "trait"), msg(
                "mom.validate.asks_unknown_trait", who=who, word=model.trait,
                known=_known(ITEM_TRAITS))))
    return out


def unused_rule_words(items: Iterable[BaseModel], scripts: Iterable[object] = ()) -> list[Msg]:
    """Rule words that no item side of ``items`` carries, so their rule can never apply:
    an engine item trait (:data:`ENGINE_ITEM_TRAITS`: the rules of darkness and fire
    are part of every game) and a trait that ``scripts`` (any models: content, a
    scenario) ask for. Engine monster traits are not reported: a set without flying
    monsters loses nothing."""
    carried: set[str] = set()
    for item in items:
        for _, model in walk_models(item):
            if isinstance(model, ItemSide):
                carried.update(model.traits)
    out = [msg("mom.validate.engine_word_unused", word=word, lost=msg(_LOST[word]))
           for word in sorted(ENGINE_ITEM_TRAITS - carried)]
    asked: set[str] = set()
    for root in scripts:
        for _, model in walk_models(root):
            if isinstance(model, (HasItemCond, DiscardCost, LosePossession)) \
                    and model.trait is not None:
                asked.add(model.trait)
    out += [msg("mom.validate.asked_word_uncarried", word=word)
            for word in sorted(asked - carried - ENGINE_ITEM_TRAITS) if word in ITEM_TRAITS]
    return out
