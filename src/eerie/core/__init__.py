"""The game-agnostic kernel: decisions, chance, dice, decks, boards, views, records.

See ``docs/architecture.md`` for how the pieces fit.
"""

from eerie.core.config import ConfigChoice, ConfigSchema, Field
from eerie.core.decision import CHANCE, IllegalAction, Option, Pending
from eerie.core.events import Event
from eerie.core.game import Game, Outcome, OutcomeLabels, Team
from eerie.core.text import Msg, Translator, msg

__all__ = [
    "CHANCE",
    "ConfigChoice",
    "ConfigSchema",
    "Event",
    "Field",
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
