"""Message keys of content-named families (``bet.room.<id>``, ``bet.card.<id>`` ...).

Keys built from content ids go through :func:`key`; ``tests/betrayal/test_texts.py``
checks every member of every family (:func:`families`) in every catalog.
"""

from __future__ import annotations

from eerie.core.text import Msg
from eerie.games.betrayal.schema import FLOORS, SIDES, TRAITS, content


def key(family: str, member: str) -> str:
    """The key of ``member`` of ``family`` (``key("room", "foyer")``)."""
    return ".".join(("bet", family, member))


def name(family: str, member: str) -> Msg:
    """The message of ``member`` of ``family``, without parameters."""
    return Msg(key(family, member))


def families() -> dict[str, set[str]]:
    """Every family with every member the engine may name."""
    lib = content()
    return {
        "room": set(lib.rooms), "explorer": set(lib.explorers),
        "card": set(lib.cards) | {f"{c}-text" for c in lib.cards},
        "trait": set(TRAITS), "side": set(SIDES), "deck": {"omen", "item", "event"},
        "end": {"traitor", "heroes", "none"}, "ev.win": {"traitor", "heroes"},
        "opt.link": {"up", "down", "chute", "stair"}, "ui.floor": set(FLOORS),
        "ui.state": {"explorer", "hero", "traitor", "dead"},
    }
