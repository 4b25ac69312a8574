"""Default search settings per game, so every game gets a ``"search"`` AI level.

Lookup order for a game:

1. :data:`PRESETS` here, by game id (settings tuned for our games, using the
   evaluations and rollout policies of :mod:`eerie.ai.evaluations` and
   :mod:`eerie.ai.rollouts`);
2. an optional ``search_settings`` mapping on the game object, with any of the keys
   ``iterations``, ``seconds``, ``exploration``, ``rollout_depth`` (plain values) and
   ``rollout`` (``"random"`` or the name of one of the game's own AI levels), plus an
   optional ``search_evaluation(state)`` method on the game returning one value per seat;
3. generic defaults: random rollouts to the end of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from eerie.ai.mcts import AgentRollout, Evaluation, RandomRollout, RolloutPolicy, SearchConfig
from eerie.core.game import Game


def _fearsome_floors() -> SearchConfig:
    from eerie.ai.evaluations import fearsome_floors_evaluation
    from eerie.ai.rollouts import FearsomeFloorsRollout

    # Plan the seat's own figure move (its run of steps) against the evaluation, which
    # already weighs the monster's next move; rollouts only finish the move.
    return SearchConfig(iterations=200, exploration=0.3, rollout=FearsomeFloorsRollout(),
                        evaluate=fearsome_floors_evaluation, opponents="policy",
                        turn_horizon=True)


WHITEHALL_SETUP_STAGES = frozenset({"scenes", "start", "police_setup", "smoker_setup"})
"""Whitehall set-up decisions the search leaves to the heuristic player: Jack's crime
scenes and the investigators' starting intersections pay off (or not) over the whole
game, far beyond any rollout horizon."""


def _whitehall_setup(view: Mapping[str, Any], legal: Sequence[str]) -> bool:
    return view.get("stage") in WHITEHALL_SETUP_STAGES


def _whitehall_mystery() -> SearchConfig:
    from eerie.ai.evaluations import whitehall_evaluation
    from eerie.ai.rollouts import WhitehallRollout
    from eerie.games.whitehall_mystery.ai import WhitehallAgent
    from eerie.games.whitehall_mystery.state import INVESTIGATORS

    # Jack plans with rollouts against investigators modelled as trackers; the
    # investigators' searches stop at the end of their own action and score it with the
    # evaluation (which values what the exact filter learns), since determinized
    # rollouts cannot see the worth of a search that finds nothing.
    return SearchConfig(iterations=200, exploration=0.7, rollout=WhitehallRollout(),
                        rollout_depth=40, evaluate=whitehall_evaluation, opponents="policy",
                        turn_horizon=frozenset(INVESTIGATORS),
                        helper=lambda: WhitehallAgent("heuristic"), delegate=_whitehall_setup)


def _mansions_of_madness() -> SearchConfig:
    from eerie.games.mansions.search import search_config as mansions_config

    # heuristic rollouts, capped and scored; the search may only overrule the heuristic
    # investigator's move when another did clearly better (see that module)
    return mansions_config()


PRESETS: Mapping[str, Callable[[], SearchConfig]] = {
    "fearsome-floors": _fearsome_floors,
    "mansions-of-madness": _mansions_of_madness,
    "whitehall-mystery": _whitehall_mystery,
}
"""Game id -> a factory of that game's default :class:`SearchConfig`."""


def search_config(game: Game[Any]) -> SearchConfig:
    """A fresh default :class:`SearchConfig` for ``game`` (see the module docstring)."""
    preset = PRESETS.get(game.id)
    if preset is not None:
        return preset()
    settings: Mapping[str, Any] = getattr(game, "search_settings", None) or {}
    rollout: RolloutPolicy = RandomRollout()
    level = settings.get("rollout", "random")
    if level != "random":
        factories = game.agents()
        if level not in factories:
            raise ValueError(f"{game.id}: search_settings rollout {level!r} is not an AI level")
        rollout = AgentRollout(factories[level], name=str(level))
    evaluate: Evaluation | None = None
    hook = getattr(game, "search_evaluation", None)
    if callable(hook):
        def evaluate(_game: Game[Any], state: Any) -> list[float]:
            return list(hook(state))
    return SearchConfig(
        iterations=settings.get("iterations", 200),
        seconds=settings.get("seconds"),
        exploration=settings.get("exploration", 0.7),
        rollout=rollout,
        rollout_depth=settings.get("rollout_depth"),
        evaluate=evaluate,
    )
