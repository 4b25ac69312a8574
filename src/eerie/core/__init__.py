"""The game-agnostic kernel: decisions, chance, dice, decks, boards, views, records.

See ``docs/architecture.md`` for how the pieces fit.
"""

from eerie.core.decision import CHANCE, IllegalAction, Option, Pending
from eerie.core.events import Event
from eerie.core.game import ConfigChoice, Game, Outcome, OutcomeLabels, Team
from eerie.core.text import Msg, Translator, msg

__all__ = [
    "CHANCE",
    "ConfigChoice",
    "Event",
    "Game",
    "IllegalAction",
    "Msg",
    "Option",
    "Outcome",
    "OutcomeLabels",
    "Pending",
    "Team",
    "Translator",
    "msg",
]
