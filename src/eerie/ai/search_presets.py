"""The settings of the generic ``search`` AI level for a game.

Lookup order for a game:

1. ``Game.search_config()``: settings the game tunes for itself (by default those of its
   package's ``search`` module, with the game's own evaluation and rollout policy);
2. an optional ``search_settings`` mapping on the game object, with any of the keys
   ``iterations``, ``seconds``, ``exploration``, ``rollout_depth`` (plain values) and
   ``rollout`` (``"random"`` or the name of one of the game's own AI levels), plus an
   optional ``search_evaluation(state)`` method on the game returning one value per seat;
3. generic defaults: random rollouts to the end of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from eerie.ai.mcts import AgentRollout, Evaluation, RandomRollout, RolloutPolicy, SearchConfig
from eerie.core.agent import Agent
from eerie.core.game import Game


def search_config(game: Game[Any]) -> SearchConfig:
    """A fresh default :class:`SearchConfig` for ``game`` (see the module docstring)."""
    tuned = getattr(game, "search_config", None)  # duck-typed games may lack the hook
    own = tuned() if callable(tuned) else None
    if own is not None:
        if not isinstance(own, SearchConfig):
            raise TypeError(f"{game.id}: search_config() returned {type(own).__name__}, "
                            "not a SearchConfig")
        return own
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


def anchored_to_heuristic(heuristic: Callable[[], Agent], iterations: int = 16,
                          rollout_depth: int = 60, anchor_margin: float = 0.25
                          ) -> SearchConfig:
    """Search that improves on a game's ``heuristic`` agent rather than replacing it:
    rollouts played by the heuristic and capped at ``rollout_depth`` actions (a capped
    position counts as neutral), the other seats played by the heuristic inside the tree
    (``opponents="policy"``), and another move than the heuristic's played only when it
    did better by more than ``anchor_margin`` in the rollouts; ``iterations`` per
    decision, so it is deterministic for a seed. A game's ``search`` module returns it
    from ``search_config()`` when uniformly random rollouts are far too slow or blind."""
    return SearchConfig(iterations=iterations, exploration=0.5,
                        rollout=AgentRollout(heuristic, "heuristic"),
                        rollout_depth=rollout_depth, opponents="policy", helper=heuristic,
                        anchor_margin=anchor_margin)
