"""The state of a Betrayal game: the house, the explorers, the decks, the script stack.

It carries what :class:`eerie.script.shared.SharedState` asks for (``scenario`` is the
haunt, :data:`~eerie.games.betrayal.schema.NO_HAUNT` before it begins) and the game's
own parts. Traits are marks on tracks: index 0 is the skull, 1-8 the values above it.
Decks never hold an order (:class:`eerie.core.deck.Deck`): every draw is a chance step.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from eerie.core.deck import Deck
from eerie.games.betrayal.house import Cell, Tiles
from eerie.games.betrayal.schema import Content, Haunt
from eerie.script.shared import ScriptedState


@dataclass
class BETState(ScriptedState):
    """A game in progress (see the module text)."""

    content: Content
    interpreter: Any
    scenario: Haunt
    explorers: list[str]
    """Seat -> explorer id."""
    marks: list[dict[str, int]]
    """Seat -> trait -> index on its track (0: the skull)."""
    cells: list[Cell]
    """Seat -> where the explorer stands."""
    cards: list[list[str]]
    """Seat -> the omens and items it holds, in the order drawn."""
    tiles: Tiles
    rooms: Deck
    """The room stack."""
    aside: list[str]
    """Room tiles set aside (wrong floor, no fitting rotation): reshuffled into the
    stack when it is empty."""
    decks: dict[str, Deck]
    """``omen``, ``item``, ``event``."""
    discards: dict[str, list[str]]
    """Cards discarded per deck (events after they are resolved, used-up items)."""
    first: int
    """The seat whose turn opens a round."""
    turn: int
    entered: int = 0
    """Rooms entered this turn."""
    stopped: bool = False
    """Movement has ended this turn (a discovered room with a symbol)."""
    used: list[str] = field(default_factory=list)
    """Cards used this turn (each once per turn)."""
    attacked: bool = False
    """The explorer has attacked this turn."""
    omens: int = 0
    """Omens drawn so far (the haunt roll's target)."""
    omen_turn: bool = False
    """An omen was drawn this turn (a haunt roll follows it)."""
    last_omen: list[str] = field(default_factory=list)
    """``[card, room]`` of the latest omen (the haunt chart's lookup)."""
    haunt: str = ""
    traitor: int = -1
    revealer: int = -1
    dead: list[bool] = field(default_factory=list)
    piles: dict[Cell, list[str]] = field(default_factory=dict)
    """Item piles: cards dropped in a room."""
    secrets: dict[str, list[int]] = field(default_factory=dict)
    """Variables only the traitor knows (a haunt's ``secret`` step), with the values
    each may take: the game's one kind of hidden information."""
    force: str = ""
    """The haunt the config forces whatever the chart says (``haunt``; empty: the
    chart's)."""
    monsters: list[dict[str, Any]] = field(default_factory=list)
    """The haunt's monsters in the order spawned: ``kind`` (a haunt's monster kind),
    ``cell``, ``stunned`` and ``wounds`` (left before it is slain; 0: never slain)."""
    tokens: dict[Cell, dict[str, int]] = field(default_factory=dict)
    """The haunt's tokens lying in rooms: room -> kind -> how many."""
    carried: list[dict[str, int]] = field(default_factory=list)
    """Seat -> kind -> how many of the haunt's tokens the explorer carries."""

    @property
    def players(self) -> int:
        """How many explorers play."""
        return len(self.explorers)

    def copy(self) -> BETState:
        """An independent copy (content, haunt and interpreter shared: immutable)."""
        return replace(
            self, explorers=list(self.explorers), marks=[dict(m) for m in self.marks],
            cells=list(self.cells), cards=[list(c) for c in self.cards], tiles=dict(self.tiles),
            aside=list(self.aside), decks=dict(self.decks),
            discards={k: list(v) for k, v in self.discards.items()},
            stack=[dict(f) for f in self.stack], log=list(self.log),
            variables=dict(self.variables), fired=list(self.fired), used=list(self.used),
            last_omen=list(self.last_omen), dead=list(self.dead),
            piles={k: list(v) for k, v in self.piles.items()},
            secrets={k: list(v) for k, v in self.secrets.items()},
            monsters=[dict(m) for m in self.monsters],
            tokens={k: dict(v) for k, v in self.tokens.items()},
            carried=[dict(c) for c in self.carried])
