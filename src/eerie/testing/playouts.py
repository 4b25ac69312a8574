"""Seeded random playouts: the games the conformance suite plays and looks at.

A playout starts from ``game.start(config)`` and chooses every decision with one seeded
:class:`random.Random`: chance outcomes by their probabilities
(:func:`eerie.core.chance.sample`), other decisions uniformly, the acting seat among the
seats offered the decision. So a playout is a pure function of the game, its config and
its seed, and every failure the suite reports names the three.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from random import Random
from typing import Any

from eerie.core.chance import sample
from eerie.core.decision import CHANCE, Pending
from eerie.core.events import Event
from eerie.core.game import Game
from eerie.core.record import Record, new_record


@dataclass(frozen=True, slots=True)
class ConformanceCase:
    """What the suite plays of one game: its configs and how much of each."""

    configs: tuple[Mapping[str, Any], ...] = ({},)
    """The configs to play (see :meth:`eerie.core.game.Game.conformance_configs`)."""
    playouts: int = 2
    """Seeded random games per config."""
    max_actions: int = 1000
    """A playout stops after this many actions (chance included) if not over by then."""
    samples: int = 30
    """States per playout that the costlier checks (views, secrets, determinize,
    clones) look at, spread evenly over the game from the first to the last."""
    seed: int = 0
    """Base of the playouts' seeds."""
    server_actions: int = 30
    """Actions a table plays through the server in the frames check."""
    sims: int = 10
    """OpenSpiel ``random_sim_test`` simulations per config (one serialised from the
    initial state, a third of the others from the initial state and the rest from states
    reached by seeded random play; see ``eerie.testing.frameworks.check_openspiel``)."""

    @staticmethod
    def of(game: Game[Any], **overrides: Any) -> ConformanceCase:
        """The case for ``game``: its :meth:`~eerie.core.game.Game.conformance_configs`
        and the default amounts (``overrides`` changes any field)."""
        fields: dict[str, Any] = {"configs": tuple(game.conformance_configs()), **overrides}
        return ConformanceCase(**fields)

    def seeds(self, config_index: int) -> list[int]:
        """The seeds of the playouts of the config at ``config_index``."""
        base = self.seed * 1_000_003 + 1_000 * config_index
        return [base + k for k in range(self.playouts)]


@dataclass(slots=True)
class Playout:
    """One seeded random game, as a record and the events it produced."""

    game: Game[Any]
    config: dict[str, Any]
    """The normalised config."""
    seed: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    opening: list[Event] = field(default_factory=list)
    """The events of set-up."""
    events: list[list[Event]] = field(default_factory=list)
    """The events of each action."""
    state_hash: str = ""
    """The hash of the last state."""
    over: bool = False
    """True if the game ended (else it stopped at the case's ``max_actions``)."""

    def where(self, index: int | None = None) -> str:
        """Which game this is, for failure messages (and which action, if given)."""
        at = "" if index is None else f", before action {index + 1}"
        return f"{self.game.id} {self.config} seed {self.seed}{at}"

    def record(self) -> Record:
        """The playout as a record (its state hash included)."""
        rec = new_record(self.game, self.config)
        rec.actions = list(self.actions)
        rec.state_hash = self.state_hash
        rec.meta = {"seed": self.seed}
        return rec


def random_action(pending: Pending, rng: Random) -> tuple[int, str]:
    """One choice for a decision that is not over: a chance outcome by its probability,
    otherwise a seat among those offered the decision and an option, both uniformly."""
    if pending.is_chance:
        return CHANCE, sample(pending, rng)
    actor = pending.actors[rng.randrange(len(pending.actors))]
    return actor, pending.options[rng.randrange(len(pending.options))].id


def play_on(game: Game[Any], state: Any, steps: int, rng: Random) -> None:
    """Apply up to ``steps`` random actions to ``state`` (validated; fewer if it ends)."""
    for _ in range(steps):
        p = game.pending(state)
        if p.is_over:
            return
        game.apply(state, *random_action(p, rng))


def play(game: Game[Any], config: Mapping[str, Any], seed: int,
         max_actions: int) -> Playout:
    """Play one seeded random game (at most ``max_actions`` actions)."""
    cfg = game.normalize_config(config)
    out = Playout(game, cfg, seed)
    rng = Random(seed)
    state, out.opening = game.start(cfg)
    while len(out.actions) < max_actions:
        p = game.pending(state)
        if p.is_over:
            break
        actor, option = random_action(p, rng)
        out.events.append(game.apply(state, actor, option))
        out.actions.append((actor, option))
    out.over = game.pending(state).is_over
    out.state_hash = game.state_hash(state)
    return out


def playouts(game: Game[Any], case: ConformanceCase) -> Iterator[Playout]:
    """Every playout of ``case``: ``case.playouts`` seeds for each config."""
    for i, config in enumerate(case.configs):
        for seed in case.seeds(i):
            yield play(game, config, seed, case.max_actions)


def sample_points(length: int, count: int) -> list[int]:
    """``count`` indices spread evenly over ``0 .. length`` (both ends included)."""
    if count <= 1 or length == 0:
        return [length] if count == 1 else [0]
    return sorted({round(k * length / (count - 1)) for k in range(count)})


def sampled_states(playout: Playout, count: int) -> Iterator[tuple[int, Any]]:
    """Replay ``playout`` and yield ``(i, state)`` at ``count`` evenly spread points: the
    state before action ``i`` (``i == len(actions)``: the last state).

    The state is the replay's own: callers must not change it (clone it first). The
    replay goes on when the caller asks for the next point, so a clone taken at one
    point has seen the original move on by the next.
    """
    game = playout.game
    points = set(sample_points(len(playout.actions), count))
    state, _ = game.start(playout.config)
    for i, (actor, option) in enumerate(playout.actions):
        if i in points:
            yield i, state
        game.apply(state, actor, option)
    yield len(playout.actions), state
