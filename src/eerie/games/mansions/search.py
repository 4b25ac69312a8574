"""Settings of the generic ``search`` AI level for Mansions of Madness.

The generic defaults (200 iterations of uniformly random rollouts to the end of the
game) cost tens of seconds per decision here and learn nothing: a random investigator
wanders for a couple of hundred actions and loses, whatever the first move was. The
time goes into those rollouts (about 180 actions each, every one asking ``pending`` for
labelled options), not into cloning or determinizing.

What the search does instead (see :func:`search_config`, which
``Game.search_config()`` finds in this module):

* rollouts are played by the heuristic investigator (:mod:`.ai`, through
  :class:`MansionsRollout`: views without the drawing data, which the heuristic never
  reads and which cost about a quarter of a rollout) and are capped at :data:`ROLLOUT_DEPTH`
  actions, after which :func:`evaluation` scores the position;
* puzzle moves, clue spending on tests and consent questions are left to the heuristic
  (:data:`DELEGATED`);
* the other seats play the heuristic inside the tree (``opponents="policy"``: the
  investigators are a team, their play is modelled, not searched);
* the budget is :data:`ITERATIONS` iterations (deterministic for a seed);
* the search is anchored to the heuristic (``anchor_margin``): it plays another move
  than the heuristic's only when that move did clearly better in the rollouts. On a
  scenario the heuristic nearly always wins, every move looks alike to the rollouts and
  unanchored UCT would pick among them at random.

Cost: about 1 s of CPU per searched decision (Corvin Lodge, one whole game with search
on both seats: mean 960 ms, median 940 ms, 90th percentile 1.5 s, at most 1.8 s), where
the generic defaults took about 10 s.

Strength: **weaker than the heuristic, so the level is not offered for this game**
(``Mansions.offers_search = False``; ``make_agent(game, "search")`` still builds it).
On Corvin Lodge (2 investigators, 12 seeded games) the heuristic won 9; the search won 6
with an anchor margin of 0.15 and an evaluation that weighed harm up to 0.3, and 5 with
the settings here (harm up to 0.1, margin 0.25); its games ran longer and lost to the
time limit more often. The reason is the determinization: the search sees only its
seat's view, and ``Mansions.determinize`` puts the hidden scenario variables (a key
found, a witness questioned) back at their starting values while the game runs, so the
rollouts replay a story that has not moved on, and the few rollouts that end differ by
noise that sometimes overrules a good heuristic move late in the game. A search worth
offering needs hidden variables sampled consistently with what the seat has seen, or an
evaluation of scenario progress that does not depend on them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from eerie.ai.mcts import AgentRollout, SearchConfig
from eerie.core.agent import Agent
from eerie.core.game import Game
from eerie.games.mansions.state import MoMState

ITERATIONS = 24
"""Iterations per searched decision."""

ROLLOUT_DEPTH = 160
"""Actions (decisions and chance steps) a rollout plays before it is scored by
:func:`evaluation`."""

ANCHOR_MARGIN = 0.25
"""How much better (in mean score) a move must do than the heuristic's to replace it."""

EXPLORATION = 0.5
"""UCT's exploration constant."""


DELEGATED = frozenset({"puzzle", "test", "consent"})
"""Decisions the search leaves to the heuristic (by the top frame's kind): puzzle moves
(their worth shows only when the puzzle is solved, far beyond what rollouts tell apart),
spending clues or a re-roll on a rolled test (the heuristic spends them when they turn
the test) and agreeing to a trade or a heal from another seat."""


def delegated(view: Mapping[str, Any], legal: Sequence[str]) -> bool:
    """True if the decision in ``view`` is one of :data:`DELEGATED`."""
    stack = view.get("stack") or []
    return bool(stack) and stack[-1].get("k") in DELEGATED


def _heuristic() -> Agent:
    from eerie.games.mansions.ai import MansionsAgent

    return MansionsAgent()


def _lean_view(game: Game[Any], state: Any, seat: int) -> dict[str, Any]:
    from eerie.games.mansions.game import Mansions

    if isinstance(game, Mansions):
        return game.view(state, seat, board=False)
    return game.view(state, seat)


class MansionsRollout(AgentRollout):
    """Rollouts played by the heuristic investigator (a fresh one per seat for every
    iteration), reading views without the drawing data it never uses."""

    def __init__(self) -> None:
        super().__init__(_heuristic, "heuristic", view=_lean_view)


def evaluation(game: Game[Any], state: MoMState) -> list[float]:
    """A position that is not over, per seat: a neutral 0.5, less up to 0.1 for the harm
    its investigators carry (damage and horror against health and sanity; wounded and
    insane count as full) and less 0.4 times the share of them that are eliminated.

    Harm alone stays below :data:`ANCHOR_MARGIN`: a search that overruled the heuristic
    to avoid harm played too carefully and ran out of time (measured on Corvin Lodge)."""
    n = 1 + max(i.seat for i in state.invs)
    harm = [0.0] * n
    gone = [0] * n
    count = [0] * n
    for inv in state.invs:
        count[inv.seat] += 1
        if inv.eliminated:
            gone[inv.seat] += 1
            continue
        card = state.lib.investigators[inv.id]
        dmg = 1.0 if inv.wounded else (len(inv.damage_up) + inv.damage_down) / card.health
        hor = 1.0 if inv.insane else (len(inv.horror_up) + inv.horror_down) / card.sanity
        harm[inv.seat] += min(1.0, (dmg + hor) / 2)
    return [max(0.0, 0.5 - (0.1 * (harm[s] + gone[s]) + 0.4 * gone[s]) / max(1, count[s]))
            for s in range(n)]


def search_config() -> SearchConfig:
    """A fresh :class:`SearchConfig` for the ``search`` level on Mansions."""
    from eerie.games.mansions.ai import MansionsAgent

    return SearchConfig(iterations=ITERATIONS, exploration=EXPLORATION,
                        rollout=MansionsRollout(), rollout_depth=ROLLOUT_DEPTH,
                        evaluate=evaluation, opponents="policy", helper=MansionsAgent,
                        delegate=delegated, anchor_margin=ANCHOR_MARGIN)
