"""Which chance steps of Mansions draw a secret, and whose (``Pending.secret``).

A driver that lets people type chance outcomes from the physical box (the server's
``dice_seat``) hands a secret draw to its owner, or draws it itself, instead of showing
its options to the seat that rolls the dice: the options of a card draw list the cards
left in the deck, and the choice is the card.

* An **insanity card** (``insanity`` frame) is read by the insane investigator's seat
  alone (rules reference 41): that seat draws it.
* The **back of a double-sided condition** (``cond_draw``) stays face down until the
  card is flipped (rules reference 42), hidden from its holder too: no seat draws it.
* A **code puzzle's seed** (``puzzle`` at its ``seed`` stage) fixes the hidden answer:
  no seat draws it. Slide and lock puzzles show what their seed made.
* Any other chance step inside a private script (a frame with an ``aud``, such as a roll
  an insanity card asks for) belongs to that script's seats.

Every other draw (dice, face-up damage and horror cards, mythos events, a spell's
copy, which is read out as it is cast) is public.
"""

from __future__ import annotations

from typing import Any

from eerie.games.mansions.state import MoMState


def secret_owners(st: MoMState, top: dict[str, Any]) -> tuple[int, ...] | None:
    """For the chance step ``top`` (the top frame): the seats its outcome is for, ``()``
    for a secret no seat may learn, None for a public draw."""
    kind = top["k"]
    if kind == "cond_draw":
        return ()
    if kind == "puzzle" and top.get("stage") == "seed" and any(
            p.id == top.get("id") and p.kind == "code" for p in st.scenario.puzzles):
        return ()
    if kind == "insanity":
        return (st.inv(top["inv"]).seat,)
    aud = top.get("aud")
    return tuple(sorted(aud)) if aud is not None else None
