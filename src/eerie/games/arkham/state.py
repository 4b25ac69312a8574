"""The state of an Arkham Horror game: plain data (lists, dicts, numbers, strings and
:class:`~eerie.core.deck.Deck` values) plus the scenario, the content and the
interpreter, which are shared and never encoded.

Decks never hold a shuffled order (``eerie.core.deck``): each draw is a chance step with
the exact distribution of the deck's structure. The event discard pile is a list, its top
last. The scenario sheet's clues and doom are the scenario variables ``sheet_clues`` and
``sheet_doom`` so that its triggers read them as any variable.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from eerie.core.deck import Deck, Segment
from eerie.games.arkham.content import Content
from eerie.games.arkham.schema import Scenario
from eerie.script.language import Frame
from eerie.script.shared import ScriptedState

SHEET_CLUES = "sheet_clues"
"""The variable holding the clues on the scenario sheet."""
SHEET_DOOM = "sheet_doom"
"""The variable holding the doom on the scenario sheet."""


def new_investigator(ident: str = "") -> dict[str, Any]:
    """A seat's investigator record (``id`` "" until one is chosen). Its
    ``conditions`` are ``{"id", "back", "open"}``: the condition, the copy drawn (its
    back, a secret of every seat while ``open`` is False) and whether it is flipped;
    ``hurt`` maps a held asset to the ``[damage, horror]`` assigned to it."""
    return {"id": ident, "space": None, "damage": 0, "horror": 0, "money": 0, "clues": 0,
            "remnants": 0, "focus": [], "assets": [], "delayed": False, "done": [],
            "acted": False, "took_clue": False, "out": False, "gone": False,
            "fresh": False, "conditions": [], "hurt": {}}


@dataclass
class ArkhamState(ScriptedState):
    """One game. ``invs[seat]`` is the seat's investigator; ``monsters`` the monsters in
    play (``space`` None while engaged, ``engaged`` the seat or -1)."""

    scenario: Scenario
    content: Content
    interpreter: Any
    players: int
    lead: int = 0
    phase: str = "setup"
    invs: list[dict[str, Any]] = field(default_factory=list)
    doom: dict[str, int] = field(default_factory=dict)
    clues: dict[str, int] = field(default_factory=dict)
    anomalies: list[str] = field(default_factory=list)
    monsters: list[dict[str, Any]] = field(default_factory=list)
    uid: int = 0
    decks: dict[str, Deck] = field(default_factory=dict)
    headlines_left: int = 0
    discard: list[str] = field(default_factory=list)
    reserve: list[str] = field(default_factory=list)
    cup: dict[str, int] = field(default_factory=dict)
    used: dict[str, int] = field(default_factory=dict)
    codex: list[int] = field(default_factory=list)
    used_investigators: list[str] = field(default_factory=list)


DATA_FIELDS = ("players", "round", "result", "variables", "fired", "objective", "epilogue",
               "lead", "phase", "invs", "doom", "clues", "anomalies", "monsters", "uid",
               "headlines_left", "discard", "reserve", "cup", "used", "codex",
               "used_investigators", "log")
"""The plain-data fields, encoded as they are."""


def plain_copy(value: Any) -> Any:
    """A copy of plain data (dicts, lists, tuples of numbers and strings), quicker than
    ``copy.deepcopy``."""
    if isinstance(value, dict):
        return {k: plain_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain_copy(v) for v in value]
    return value


def clone(st: ArkhamState) -> ArkhamState:
    """An independent copy (shared: scenario, content, interpreter, decks, and the log's
    entries, which never change once written)."""
    out = copy.copy(st)
    for name in DATA_FIELDS:
        value = getattr(st, name)
        if isinstance(value, (list, dict)):
            setattr(out, name, plain_copy(value) if name != "log" else list(value))
    out.stack = [dict(f) for f in st.stack]
    out.decks = dict(st.decks)
    return out


def encode_deck(deck: Deck) -> list[Any]:
    """A deck as JSON data: its segments as ``[[[card, count], ...], borrow]``."""
    return [[[list(c) for c in s.cards], s.borrow] for s in deck.segments]


def decode_deck(data: list[Any]) -> Deck:
    """The inverse of :func:`encode_deck`."""
    return Deck(tuple(Segment(tuple((str(c), int(n)) for c, n in cards), int(borrow))
                      for cards, borrow in data))


def plain(frame: Frame) -> dict[str, Any]:
    """A frame as JSON data (tuples as lists)."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in frame.items()}


def unplain(data: dict[str, Any]) -> Frame:
    """A frame read back from :func:`plain`."""
    return {k: tuple(v) if isinstance(v, list) and k in ("path", "aud") else
            plain_copy(v) for k, v in data.items()}


def encode(st: ArkhamState) -> dict[str, Any]:
    """The whole state as JSON data."""
    out: dict[str, Any] = {"scenario": st.scenario.id}
    for name in DATA_FIELDS:
        out[name] = plain_copy(getattr(st, name)) if name != "log" else [
            list(e) for e in st.log]
    out["decks"] = {k: encode_deck(d) for k, d in sorted(st.decks.items())}
    out["stack"] = [plain(f) for f in st.stack]
    return out


def decode(data: dict[str, Any], scenario: Scenario, content: Content,
           interpreter: Any) -> ArkhamState:
    """A state from :func:`encode`'s data."""
    st = ArkhamState(scenario, content, interpreter, int(data["players"]))
    for name in DATA_FIELDS:
        setattr(st, name, plain_copy(data[name]))
    st.log = [list(e) for e in data["log"]]
    st.decks = {k: decode_deck(v) for k, v in data["decks"].items()}
    st.stack = [unplain(f) for f in data["stack"]]
    return st
