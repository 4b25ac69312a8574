"""The Mansions script language, built once and explicitly (no registration on import).

:func:`build_language` declares the shared language of :mod:`eerie.script.shared` (with
Mansions' event kinds and message keys), then each rules module's steps, frames, path
roots and checks through its ``register`` function, sets the interpreter's hooks and
freezes the result. :data:`LANGUAGE` is that frozen declaration; the game runs it with
an :class:`~eerie.script.interpreter.Interpreter` of its own, and the validator and the
heuristic read its step kinds and children.
"""

from __future__ import annotations

from eerie.games.mansions import script
from eerie.games.mansions.rules import actions, mythos, puzzles
from eerie.games.mansions.state import OVER, MoMState
from eerie.script.language import Language
from eerie.script.shared import Texts, register_shared

TEXTS = Texts(say=("mom.say", "mom.ev.say"), objective=("mom.objective", "mom.ev.objective"),
              over=("mom.over", {"victory": "mom.ev.victory", "defeat": "mom.ev.defeat"}))
"""What the shared steps' events are called in Mansions."""


def _over(st: MoMState) -> None:
    st.phase = OVER


def build_language() -> Language:
    """The Mansions language: the shared steps, then every rules module's declarations."""
    lang = Language("mansions", context=("inv", "mon"), actor_field="inv")
    register_shared(lang, TEXTS)
    script.register(lang)
    actions.register(lang)
    mythos.register(lang)
    puzzles.register(lang)
    lang.set_hook("actor", script.active)
    lang.set_hook("over", _over)
    return lang.freeze()


LANGUAGE = build_language()
"""The frozen Mansions language."""
