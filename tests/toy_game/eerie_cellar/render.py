"""The Candle Cellar in a terminal (found by Eerie as the game package's ``render``)."""

from __future__ import annotations

from typing import Any

from eerie.core.text import Msg, Translator
from eerie.script.shared import ltext
from eerie_cellar.scenario import load


def render(view: dict[str, Any], tr: Translator) -> str:
    """The candle, the key, the objective and whose lantern it is."""
    variables = view["variables"]
    objective = next((o.text for o in load(view["scenario"]).objectives
                      if o.id == view["objective"]), None)
    lines = [tr(Msg("cellar.board.candle", {"n": variables.get("candle", 0)})),
             tr(Msg("cellar.board.key", {"has": variables.get("has_key", 0)})),
             tr(Msg("cellar.board.lantern", {"seat": view["turn"] + 1})),
             tr(ltext(objective))]
    if "key_crate" in variables and "key_crate" in view["hidden"]:
        lines.append(tr(Msg("cellar.board.whisper", {"n": variables["key_crate"]})))
    return "\n".join(lines)


def help_text(tr: Translator) -> str:
    """What to type."""
    return tr(Msg("cellar.help"))
