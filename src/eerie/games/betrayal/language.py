"""Betrayal's script language: the shared one of :mod:`eerie.script.shared` plus the
game's frames and steps (:mod:`eerie.games.betrayal.rules`), built explicitly by
:func:`build_language` (nothing registers itself on import).

Card effects (``content/cards.json``) and haunts (``content/haunts/*.json``) are
scripts of this language. Its words beyond the shared ones:

* ``trait`` (``trait``, ``add``): the acting explorer's trait moves by ``add``;
* ``traitor_trait`` (``trait``, ``add``): the traitor's does (a haunt's set-up);
* ``roll`` (``trait`` or ``dice``, ``table``): a trait roll (as many dice as the trait)
  or a fixed number of dice; the row with the highest ``min`` not above the total runs;
* ``draw`` (``deck``): the explorer draws an omen, item or event;
* ``move`` (``to``: a room feature such as ``upper_landing``): the explorer is moved
  there and its movement ends;
* ``discard``: the card being used is used up;
* ``secret`` (``var``, ``values``): chance draws one of ``values`` into ``var``, told
  to the traitor only (hidden from the heroes' views until the game ends);
* ``spawn`` (``monster``, ``count``, ``to``: ``traitor`` for the traitor's room,
  ``omen_room`` for the room the haunt was revealed in, or a room feature): monsters of
  one of the haunt's kinds appear there;
* ``stun``: every monster in the acting explorer's room is stunned;
* ``wound`` (``monster``): every monster of that kind in the acting explorer's room that
  has wounds (a kind's ``wounds``) loses one; at none left it is slain;
* ``tokens`` (``token``, ``count``, ``per_hero``, ``to``: ``spread`` for one each in the
  rooms farthest from the omen room, ``traitor``, ``omen_room`` or a room feature): tokens
  of one of the haunt's kinds are laid;
* ``take_token`` (``token``): the acting explorer picks one up in its room and carries it
  (the dead drop theirs where they fall);
* ``deliver`` (``token``, ``var``): the tokens of that kind the acting explorer carries
  leave the house and are added to ``var``;
* ``remove_token`` (``token``): one lying in the acting explorer's room is destroyed;
* the checks ``side_dead`` (``side``: ``traitor`` or ``heroes``), ``compare`` (``var``,
  ``op``, ``other``: a variable against another), ``carries`` (``token``, ``op``,
  ``value``: what the acting explorer carries), ``tokens`` (the same for every token of
  the kind left in the house), ``monsters`` (``monster``, ``op``, ``value``: how many of
  that kind are in play) and ``has_card`` (``card``: the acting explorer holds it).

A haunt's actions may stand ``where`` a token or a monster of a kind is
(``token:<kind>``, ``monster:<kind>``) and carry a ``cond`` judged for the explorer who
would take them.
"""

from __future__ import annotations

from eerie.games.betrayal import monsters, rules
from eerie.script.language import Language
from eerie.script.shared import Texts, register_shared

TEXTS = Texts(say=("bet.say", "bet.ev.say"),
              objective=("bet.objective", "bet.ev.objective"),
              over=("bet.over", {"victory": "bet.ev.win.heroes", "defeat": "bet.ev.win.traitor"}))
"""The event kinds and message keys of the shared steps."""


def build_language() -> Language:
    """Betrayal's language, frozen."""
    lang = Language("betrayal", context=("who", "card"), actor_field="who")
    register_shared(lang, TEXTS)
    rules.register(lang)
    monsters.register(lang)
    return lang.freeze()
