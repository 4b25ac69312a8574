"""Monte Carlo tree search for every game, written once over the kernel contract.

Two searches share one engine (:func:`run_search`):

* :func:`mcts` searches from one exact state: decisions with chance and full
  information. Every iteration starts from a clone of that state.
* :func:`ismcts` is single-observer information-set MCTS for games with secrets. It
  holds the searching seat's *view*, never a state: every iteration starts from a fresh
  ``Game.determinize(view, seat, rng)``, a full state consistent with what the seat
  knows, and the tree is shared by all those determinizations. Children keep
  *availability* counts (how often their action was legal when the parent was visited)
  and UCB uses them in place of the parent's visits, so actions that exist in only some
  determinizations are judged fairly. With full information availability equals the
  parent's visits, so the same formula is plain UCT.

One iteration:

1. **Selection.** From the root, apply actions down the tree. At a decision node the
   acting seat picks the child with the best ``mean + c * sqrt(ln(avail) / visits)``
   where ``mean`` is that seat's average score (max^n: every seat maximises its own
   score, so 2-7 players and teams such as Jack against three investigators sharing a
   score need nothing special; means are rescaled to the range of scores seen, see
   ``SearchConfig.normalize``). At a chance node an outcome is drawn from
   ``chance_outcomes`` with the search's own seeded RNG: states never carry future
   chance outcomes, chance is only ever sampled when the search reaches it. With
   ``opponents="policy"`` the other seats play the rollout policy here instead.
2. **Expansion.** The first decision node with an untried legal action gets one new
   child (chosen at random among the untried ones).
3. **Rollout.** The rollout policy plays on (uniformly random over ``legal_actions`` by
   default, a game's own agent through :class:`AgentRollout`, or a fast policy of the
   game's own, in its ``search`` module) until the game ends, for at most ``rollout_depth``
   actions, or (``turn_horizon``) until the searching seat's turn is over; an unfinished
   game is scored by the configured evaluation (one from the game's ``search``
   module, or :func:`neutral_evaluation`).
4. **Backpropagation.** Every node on the path adds the score of the seat that chose it.

The move played is the root's most visited legal child. Budgets are iterations and/or
seconds; with an iteration budget the result depends only on the RNG's seed.

Everything goes through ``legal_actions``, ``chance_outcomes``, ``apply(...,
trusted=True)`` and ``clone``: no labelled ``Pending`` objects are built and the events
``apply`` returns are dropped.

:class:`SearchAgent` wraps both searches as an :class:`~eerie.core.agent.Agent` (AI
level ``"search"``, see :mod:`eerie.ai.agents`); a game's settings come from
``Game.search_config()`` (its ``search`` module), generic ones from
:mod:`eerie.ai.search_presets`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from eerie.core.agent import Agent, Observe
from eerie.core.chance import sample_outcome
from eerie.core.decision import CHANCE
from eerie.core.game import Game

Evaluation = Callable[[Game[Any], Any], Sequence[float]]
"""Scores a position that is not over: one value per seat on the scale of
``Outcome.scores`` (higher is better; our games score 0 to 1)."""

NEUTRAL_VALUE = 0.5
"""What :func:`neutral_evaluation` gives every seat: halfway between a loss (0) and a
win (1)."""


def neutral_evaluation(game: Game[Any], state: Any) -> list[float]:
    """The evaluation that knows nothing: :data:`NEUTRAL_VALUE` for every seat."""
    return [NEUTRAL_VALUE] * game.num_seats(state)


def softmax(raw: Sequence[float], temperature: float) -> list[float]:
    """Turn per-seat scores into shares that sum to 1 (a rough chance of winning)."""
    top = max(raw)
    ex = [math.exp((r - top) / temperature) for r in raw]
    total = sum(ex)
    return [e / total for e in ex]


# -- rollout policies ---------------------------------------------------------------------


class RolloutPolicy(Protocol):
    """Chooses actions in rollouts (and, with ``opponents="policy"``, other seats' moves
    in the tree). ``reset`` is called before every iteration with the seat the search is
    for: policies that keep memory (agents with plans) start afresh, and a policy may
    model play differently from that seat's point of view."""

    name: str

    def reset(self, seat: int) -> None:
        """Start a new iteration of a search for ``seat``."""
        ...

    def choose(self, game: Game[Any], state: Any, actor: int, legal: list[str],
               rng: Random) -> str:
        """One of ``legal`` for ``actor`` in ``state`` (a simulated state: it may be read
        freely, but must not be changed)."""
        ...


class RandomRollout:
    """Uniformly random over ``legal_actions`` (the search inlines this case)."""

    name = "random"

    def reset(self, seat: int) -> None:
        """Nothing to forget."""

    def choose(self, game: Game[Any], state: Any, actor: int, legal: list[str],
               rng: Random) -> str:
        """A uniformly random legal action."""
        return legal[rng.randrange(len(legal))]


class AgentRollout:
    """Rollouts played by agents, e.g. a game's own heuristic level.

    Each rollout gets one fresh agent per seat (from ``factory``), and an agent sees only
    its seat's view of the simulated state, exactly as in a real game. With probability
    ``epsilon`` a uniformly random action is played instead (for variety). ``view``
    replaces ``game.view(state, seat)`` for games that offer a leaner view of the same
    facts (without drawing data an agent never reads).
    """

    def __init__(self, factory: Callable[[], Agent], name: str = "agent",
                 epsilon: float = 0.0,
                 view: Callable[[Game[Any], Any, int], dict[str, Any]] | None = None) -> None:
        self.factory = factory
        self.name = name
        self.epsilon = epsilon
        self.view = view
        self._agents: dict[int, Agent] = {}

    def reset(self, seat: int) -> None:
        """New agents for the next iteration."""
        self._agents = {}

    def choose(self, game: Game[Any], state: Any, actor: int, legal: list[str],
               rng: Random) -> str:
        """The seat's agent's choice (or a random one with probability ``epsilon``)."""
        if self.epsilon and rng.random() < self.epsilon:
            return legal[rng.randrange(len(legal))]
        agent = self._agents.get(actor)
        if agent is None:
            agent = self._agents[actor] = self.factory()

        view = self.view

        def observe() -> dict[str, Any]:
            return view(game, state, actor) if view is not None else game.view(state, actor)

        return agent.choose(game, observe, legal, actor, rng)


# -- settings and results -----------------------------------------------------------------


@dataclass(slots=True)
class SearchConfig:
    """How a search runs.

    * ``iterations`` and ``seconds`` are budgets: the search stops at whichever comes
      first (at least one must be set; with iterations only it is deterministic).
    * ``exploration`` is UCT's constant ``c``.
    * ``normalize`` rescales each seat's mean scores to the range of scores seen so far
      in this search before adding the exploration term: evaluations often differ by a
      few hundredths between moves while finished games differ by a whole point, and
      this keeps ``exploration`` meaningful for both.
    * ``rollout`` plays rollouts; ``rollout_depth`` caps them (``None``: play to the
      end) and capped rollouts are scored by ``evaluate`` (``None``:
      :func:`neutral_evaluation`).
    * ``opponents`` says how the other seats choose inside the tree: ``"tree"`` is
      standard max^n UCT (every seat picks by UCB for its own score); ``"policy"`` lets
      them play the rollout policy, a model of how they really play, so only the
      searching seat's decisions are bandits. With small budgets ``"policy"`` avoids
      opponents that play at random while their nodes are young.
    * ``turn_horizon`` ends every iteration with the searching seat's turn: as soon as
      another seat or chance is to act, the position is scored by ``evaluate`` (``True``
      for every seat, or the set of seats whose searches stop there). The
      search then plans the seat's own run of small decisions (a figure's whole move,
      step by step) against an evaluation that accounts for what comes next (such as the
      expected monster move), instead of against noisy guesses of the other seats' play.
    * ``reuse_tree`` keeps the subtree of the chosen action for the agent's next
      decision when nothing happened in between (full-information games only).
    * Decisions for which ``delegate(view, legal)`` is true are not searched but played
      by a ``helper`` agent (one per :class:`SearchAgent`), e.g. secret set-up choices
      whose worth only shows far beyond any rollout horizon.
    * ``anchor_margin`` (with a ``helper``) makes the search an improvement of the
      helper rather than a replacement: the helper proposes a move at every searched
      decision and the search plays a different one only if that move was visited more
      often than the helper's and its mean score is higher by more than
      ``anchor_margin``. With small budgets and scores that are nearly always the same
      (a scenario a good policy wins almost always) plain UCT picks among near-ties at
      random; anchoring keeps the helper's judgement there.
    """

    iterations: int | None = 200
    seconds: float | None = None
    exploration: float = 0.7
    rollout: RolloutPolicy = field(default_factory=RandomRollout)
    rollout_depth: int | None = None
    evaluate: Evaluation | None = None
    opponents: str = "tree"
    normalize: bool = True
    turn_horizon: bool | frozenset[int] = False
    reuse_tree: bool = True
    helper: Callable[[], Agent] | None = None
    delegate: Callable[[Mapping[str, Any], Sequence[str]], bool] | None = None
    anchor_margin: float | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs a budget: iterations, seconds or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError("iterations must be at least 1")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("seconds must be positive")
        if self.exploration < 0:
            raise ValueError("exploration must not be negative")
        if self.rollout_depth is not None and self.rollout_depth < 0:
            raise ValueError("rollout_depth must not be negative")
        if self.opponents not in ("tree", "policy"):
            raise ValueError("opponents must be 'tree' or 'policy'")
        if self.helper is not None and self.delegate is None and self.anchor_margin is None:
            raise ValueError("a helper needs a delegate or an anchor_margin")
        if self.helper is None and (self.delegate is not None
                                    or self.anchor_margin is not None):
            raise ValueError("delegate and anchor_margin need a helper")
        if self.anchor_margin is not None and self.anchor_margin < 0:
            raise ValueError("anchor_margin must not be negative")


class Node:
    """A tree node: the statistics of the action (or chance outcome) leading here, and
    the children below it.

    ``mover`` is the seat whose decision led here (:data:`CHANCE` for an outcome),
    ``total`` the sum of that seat's scores over ``visits`` iterations, ``avail`` how
    often the action was legal when its parent was visited.
    """

    __slots__ = ("avail", "children", "mover", "outcomes", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[str, Node] = {}
        """Decision children by action id."""
        self.outcomes: dict[str, Node] = {}
        """Chance children by outcome id."""

    @property
    def mean(self) -> float:
        """Average score of ``mover`` through this node (0 if never visited)."""
        return self.total / self.visits if self.visits else 0.0

    def size(self) -> int:
        """Number of nodes in this subtree."""
        return 1 + sum(c.size() for c in self.children.values()) + sum(
            c.size() for c in self.outcomes.values())


@dataclass(slots=True)
class SearchResult:
    """What a search found: the ``action`` to play and how it got there."""

    action: str
    root: Node
    iterations: int
    seconds: float

    def stats(self) -> dict[str, tuple[int, float]]:
        """Visits and mean score of every root action tried, most visited first."""
        items = sorted(self.root.children.items(), key=lambda kv: -kv[1].visits)
        return {a: (n.visits, n.mean) for a, n in items}


# -- the engine ---------------------------------------------------------------------------


class _Searcher:
    """One search: the game, its settings and its RNG."""

    def __init__(self, game: Game[Any], config: SearchConfig, rng: Random) -> None:
        self.game = game
        self.config = config
        self.rng = rng
        self.evaluate: Evaluation = config.evaluate or neutral_evaluation
        self.random_rollout = isinstance(config.rollout, RandomRollout)
        self.opponents_by_policy = config.opponents == "policy"
        self.lo: dict[int, float] = {}
        """Per seat: the lowest score backed up so far (for ``normalize``)."""
        self.hi: dict[int, float] = {}

    def iterate(self, state: Any, root: Node, seat: int, root_legal: frozenset[str]) -> None:
        """One iteration from ``state`` (a fresh copy the search may change)."""
        game = self.game
        rng = self.rng
        c = self.config.exploration
        log, sqrt = math.log, math.sqrt
        policy = self.config.rollout
        policy.reset(seat)
        by_policy = self.opponents_by_policy
        fast = self.random_rollout
        normalize = self.config.normalize
        horizon = self.horizon(seat)
        node = root
        path = [root]
        at_root = True
        scores: Sequence[float] | None = None
        while True:
            actors, legal = game.legal_actions(state)
            if not actors:
                scores = self._final(state)
                break
            actor = actors[0]
            if horizon and not at_root and actor != seat:
                scores = self.evaluate(game, state)
                break
            if actor == CHANCE:
                oid = sample_outcome(game.chance_outcomes(state), rng)
                child = node.outcomes.get(oid)
                if child is None:
                    child = node.outcomes[oid] = Node(CHANCE)
                game.apply(state, CHANCE, oid, trusted=True)
                node = child
                path.append(child)
                at_root = False
                continue
            if at_root:
                actor = seat
                legal = [a for a in legal if a in root_legal]
                if not legal:
                    return  # a determinization that disagrees with the real choices
                at_root = False
            elif by_policy and actor != seat:
                # another seat plays its modelled policy; a new reply ends the descent
                if fast:
                    a = legal[rng.randrange(len(legal))]
                else:
                    a = policy.choose(game, state, actor, legal, rng)
                game.apply(state, actor, a, trusted=True)
                child = node.children.get(a)
                if child is None:
                    child = node.children[a] = Node(actor)
                    path.append(child)
                    break
                node = child
                path.append(child)
                continue
            children = node.children
            untried: list[str] = []
            best: Node | None = None
            best_action = ""
            best_value = -math.inf
            lo, scale = 0.0, 1.0
            if normalize:
                lo = self.lo.get(actor, 0.0)
                spread = self.hi.get(actor, 1.0) - lo
                scale = 1.0 / spread if spread > 1e-12 else 1.0
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    untried.append(a)
                    continue
                ch.avail += 1
                if untried:
                    continue
                value = ((ch.total / ch.visits - lo) * scale
                         + c * sqrt(log(ch.avail) / ch.visits))
                if value > best_value:
                    best, best_action, best_value = ch, a, value
            if untried:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[a] = Node(actor)
                child.avail = 1
                game.apply(state, actor, a, trusted=True)
                path.append(child)
                break
            assert best is not None
            game.apply(state, actor, best_action, trusted=True)
            node = best
            path.append(best)
        if scores is None:
            scores = self.rollout(state, seat)
        if normalize:
            lows, highs = self.lo, self.hi
            for s, v in enumerate(scores):
                if v < lows.get(s, math.inf):
                    lows[s] = v
                if v > highs.get(s, -math.inf):
                    highs[s] = v
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.total += scores[n.mover]

    def horizon(self, seat: int) -> bool:
        """True if iterations of a search for ``seat`` end with its turn."""
        h = self.config.turn_horizon
        return h if isinstance(h, bool) else seat in h

    def rollout(self, state: Any, seat: int) -> Sequence[float]:
        """Play on from ``state`` with the rollout policy (already reset for this
        iteration); scores per seat."""
        game = self.game
        rng = self.rng
        policy = self.config.rollout
        cap = self.config.rollout_depth
        fast = self.random_rollout
        horizon = self.horizon(seat)
        steps = 0
        while True:
            actors, legal = game.legal_actions(state)
            if not actors:
                return self._final(state)
            actor = actors[0]
            if (cap is not None and steps >= cap) or (horizon and actor != seat):
                return self.evaluate(game, state)
            if actor == CHANCE:
                oid = sample_outcome(game.chance_outcomes(state), rng)
            elif fast:
                oid = legal[rng.randrange(len(legal))]
            else:
                oid = policy.choose(game, state, actor, legal, rng)
            game.apply(state, actor, oid, trusted=True)
            steps += 1

    def _final(self, state: Any) -> Sequence[float]:
        out = self.game.outcome(state)
        if out is None:
            raise RuntimeError("no one can act but the game has no outcome")
        return out.scores


def run_search(game: Game[Any], sample: Callable[[], Any], seat: int, legal: Sequence[str],
               config: SearchConfig, rng: Random, root: Node | None = None) -> SearchResult:
    """The shared engine: iterate from states drawn by ``sample`` and pick an action.

    ``sample()`` returns a fresh full state for each iteration (a clone of the exact
    state, or a new determinization of a view); ``legal`` are the seat's real choices
    (the root only considers these). ``root`` continues an earlier tree.
    """
    if not legal:
        raise ValueError("nothing to choose from")
    start = time.perf_counter()
    deadline = None if config.seconds is None else start + config.seconds
    limit = config.iterations
    root = root if root is not None else Node(seat)
    root_legal = frozenset(legal)
    searcher = _Searcher(game, config, rng)
    done = 0
    while limit is None or done < limit:
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        searcher.iterate(sample(), root, seat, root_legal)
        done += 1
    return SearchResult(best_action(root, legal, rng), root, done,
                        time.perf_counter() - start)


def best_action(root: Node, legal: Sequence[str], rng: Random) -> str:
    """The most visited legal child of ``root`` (ties: the higher mean, then a random one
    of those; none visited: a random legal action).

    The random choice among exact ties matters for small budgets: after a few iterations
    several children often have one visit and the same mean, and taking the first in
    ``legal`` order would favour whatever the game lists first (such as a "stay where you are").
    The RNG is only drawn from when there is such a tie.
    """
    best: list[str] = []
    key = (0, -math.inf)
    for a in legal:
        ch = root.children.get(a)
        if ch is None or not ch.visits:
            continue
        k = (ch.visits, ch.mean)
        if k > key:
            best, key = [a], k
        elif k == key:
            best.append(a)
    if not best:
        return legal[rng.randrange(len(legal))]
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


def mcts(game: Game[Any], state: Any, seat: int, config: SearchConfig | None = None,
         rng: Random | None = None, legal: Sequence[str] | None = None,
         root: Node | None = None) -> SearchResult:
    """MCTS from an exact ``state`` where ``seat`` decides (full information; chance is
    sampled as the search meets it). ``state`` itself is never changed."""
    config = config or SearchConfig()
    rng = rng or Random(0)
    if legal is None:
        legal = game.legal_actions(state)[1]
    clone = game.clone
    return run_search(game, lambda: clone(state), seat, legal, config, rng, root)


def ismcts(game: Game[Any], view: dict[str, Any], seat: int, legal: Sequence[str],
           config: SearchConfig | None = None, rng: Random | None = None) -> SearchResult:
    """Single-observer ISMCTS for ``seat`` holding ``view``: every iteration searches a
    new ``game.determinize(view, seat, rng)``; the real state is never seen."""
    config = config or SearchConfig()
    rng = rng or Random(0)
    r = rng
    determinize = game.determinize
    return run_search(game, lambda: determinize(view, seat, r), seat, legal, config, rng)


# -- the agent ----------------------------------------------------------------------------


class SearchAgent:
    """The ``"search"`` AI level: MCTS for full-information games, ISMCTS for games
    with secrets (``Game.has_secrets``). It sees only its seat's view.

    With an iteration budget its choices depend only on the RNG it is given. For
    full-information games it keeps the subtree of its move when its next decision
    follows directly (a figure's next step), so consecutive small decisions
    build on each other's work.
    """

    def __init__(self, config: SearchConfig | None = None, name: str = "search") -> None:
        self.name = name
        self.config = config or SearchConfig()
        self.last: SearchResult | None = None
        """The result of the latest search (for inspection and benchmarks)."""
        self._kept: tuple[Node, Any] | None = None
        self._helper: Agent | None = None

    def choose(self, game: Game[Any], observe: Observe, legal: Sequence[str], seat: int,
               rng: Random) -> str:
        """Search the current decision and return one of ``legal``."""
        srng = Random(rng.getrandbits(64))
        view = observe()
        config = self.config
        if config.delegate is not None and config.helper is not None and config.delegate(
                view, legal):
            self._kept = None
            if self._helper is None:
                self._helper = config.helper()
            return self._helper.choose(game, lambda: view, legal, seat, srng)
        proposal: str | None = None
        if config.anchor_margin is not None and config.helper is not None and len(legal) > 1:
            if self._helper is None:
                self._helper = config.helper()
            proposal = self._helper.choose(game, lambda: view, legal, seat,
                                           Random(srng.getrandbits(64)))
        if game.has_secrets:
            self._kept = None
            if len(legal) == 1:
                return legal[0]
            self.last = ismcts(game, view, seat, legal, self.config, srng)
            return self._anchored(self.last, proposal)
        state = game.determinize(view, seat, srng)
        root = self._reused_root(game, state)
        if len(legal) == 1:
            action = legal[0]
        else:
            self.last = mcts(game, state, seat, self.config, srng, legal, root)
            action = self._anchored(self.last, proposal)
            root = self.last.root
        self._keep(game, state, seat, action, root)
        return action

    def _anchored(self, result: SearchResult, proposal: str | None) -> str:
        """The search's action, or the helper's ``proposal`` unless the search found a
        clearly better move (see ``SearchConfig.anchor_margin``)."""
        margin = self.config.anchor_margin
        if proposal is None or margin is None or result.action == proposal:
            return result.action
        best = result.root.children.get(result.action)
        mine = result.root.children.get(proposal)
        if best is None or mine is None or not mine.visits:
            return proposal
        if best.visits > mine.visits and best.mean > mine.mean + margin:
            return result.action
        return proposal

    def _reused_root(self, game: Game[Any], state: Any) -> Node | None:
        kept, self._kept = self._kept, None
        if kept is None or not self.config.reuse_tree:
            return None
        node, expected = kept
        if game.encode(expected) != game.encode(state):
            return None
        return node

    def _keep(self, game: Game[Any], state: Any, seat: int, action: str,
              root: Node | None) -> None:
        if not self.config.reuse_tree or root is None:
            return
        child = root.children.get(action)
        if child is None or not (child.children or child.outcomes):
            return
        after = game.clone(state)
        game.apply(after, seat, action, trusted=True)
        self._kept = (child, after)
