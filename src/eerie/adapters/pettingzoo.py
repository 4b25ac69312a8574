"""Our games as PettingZoo AEC environments (``pip install eerie[research]``), built as
PettingZoo's classic environments are::

    from eerie.adapters.pettingzoo import env
    e = env("my-game", players=2)       # wrapped, as classic environments' env()
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(
            obs["action_mask"])
        e.step(action)

Each game's package also has a thin ``pettingzoo_env`` module with ``env()`` and
``raw_env()`` of its own (``from eerie.games.<package>.pettingzoo_env import env``).

* :func:`raw_env` is the bare :class:`EerieAECEnv`; :func:`env` wraps it in PettingZoo's
  ``TerminateIllegalWrapper`` (an illegal action ends the game: the agent that took it
  gets :data:`ILLEGAL_REWARD`, every other agent 0), ``AssertOutOfBoundsWrapper`` and
  ``OrderEnforcingWrapper`` (``step`` before ``reset`` says so);
* ``metadata["name"]`` is the game id with underscores and the version of its spaces,
  ``my_game_v0`` (``Traits.version``);
* agents are ``player_0`` .. ``player_{n-1}``, player ``i`` being seat ``i``; the agent to
  act is the game's acting seat (a seat may act several times in a row);
* actions are ``Discrete(len(action space))`` (see :mod:`eerie.adapters.action_spaces`);
  the raw environment raises ``ValueError`` on an illegal action;
* observations are ``{"observation": Box(0, high, shape, dtype), "action_mask":
  Box(0, 1, (len,), int8)}``: the game's encoder (:mod:`eerie.adapters.encoders`, planes
  for board and map games) applied to the agent's own view, a fresh array, and the
  legal actions (all zeros for an agent not to act), a read-only array shared by every
  step with the same legal actions (copy it before writing into it); an encoder with a
  features vector (values the same on every square, ``Encoder.features``) adds
  ``"features": Box(0, high, (F,), dtype)``, a fresh array too;
* chance steps (dice, cards) are resolved inside ``step``/``reset`` with the
  environment's ``np_random`` (seeded by ``reset(seed=...)``), drawn as
  ``np_random.choice`` would draw them;
* rewards come at the end: each agent gets its outcome score; then every agent is
  terminated. ``info`` of the agent to act holds ``legal_ids`` (the option ids behind
  the mask) and ``action_mask`` (the same mask: an agent that needs no observation calls
  ``last(observe=False)`` and skips encoding it); after the game, ``record`` in every
  agent's info is the game record;
* ``render_mode="ansi"``: ``render()`` returns the game's terminal drawing of the
  spectator view as text; ``"human"``: it prints it, and so do ``reset`` and every
  ``step`` (as in PettingZoo's classic environments);
* ``shaped_rewards=True`` (off by default; games with a ``Traits.potential``) adds
  potential-based shaping: after every step each agent gets the change of its
  potential, and at the end its outcome score minus its last potential, so the rewards
  of a game still add up to the outcome score (minus the starting potential, 0 in our
  games).
"""

from __future__ import annotations

import bisect
import importlib
import io
import itertools
import json
from collections.abc import Callable, Iterator
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from eerie.adapters.action_spaces import ActionSpace, action_space
from eerie.adapters.encoders import Encoder, make_encoder
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.registry import get_game

Obs = dict[str, npt.NDArray[Any]]

ILLEGAL_REWARD = -1.0
"""What :func:`env` gives the agent that takes an illegal action (the game ends; every
other agent gets 0). Below every outcome score (scores are in [0, 1])."""
RENDER_MODES = ("human", "ansi")


def agent_name(seat: int) -> str:
    """``player_3`` for seat 3 (as PettingZoo's classic environments name agents)."""
    return f"player_{seat}"


def env_name(game_id: str) -> str:
    """``my_game_v0`` for ``my-game`` with spaces version 0 (``Traits.version``)."""
    traits = get_game(game_id).openspiel_traits()
    version = getattr(traits, "version", 0)
    return f"{game_id.replace('-', '_')}_v{version}"


class EerieAECEnv(AECEnv[str, Obs, int]):  # type: ignore[misc]
    """One of our games with one config as a PettingZoo AEC environment."""

    def __init__(self, game_id: str, render_mode: str | None = None,
                 shaped_rewards: bool = False, **config: Any) -> None:
        super().__init__()
        game: Game[Any] = get_game(game_id)
        self.game = game
        traits = game.openspiel_traits()
        self.potential: Callable[[Any, int], float] | None = None
        """The game's shaping potential when ``shaped_rewards`` (``Traits.potential``)."""
        if shaped_rewards:
            self.potential = getattr(traits, "potential", None)
            if self.potential is None:
                raise ValueError(f"{game_id} offers no shaped rewards (Traits.potential)")
        self._phi: list[float] | None = None
        self.config: dict[str, Any] = game.normalize_config(config)
        self.space: ActionSpace = action_space(game_id, self.config)
        self.encoder: Encoder = make_encoder(game_id, self.config)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', "
                             f"not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {"name": env_name(game_id), "render_modes": list(RENDER_MODES),
                         "is_parallelizable": False}
        seats = game.num_seats(game.setup(self.config))
        self.possible_agents = [agent_name(s) for s in range(seats)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        n = len(self.space)
        enc = self.encoder
        self.action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self._features = enc.features is not None
        """True if the encoder has a features vector (the ``"features"`` key)."""
        self.observation_spaces = {a: self._obs_space(enc, n) for a in self.possible_agents}
        self.np_random, self.np_random_seed = seeding.np_random(None)
        self.game_state: Any = None
        """Our state (``state()`` is PettingZoo's global-state method: not offered)."""
        self.actions: list[tuple[int, str]] = []
        self.agents: list[str] = []
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}
        self.agent_selection = ""
        """The agent to act (none before ``reset``)."""
        self._actors: tuple[int, ...] = ()
        self._legal: tuple[str, ...] = ()
        """The acting seats and the legal ids now (``_advance`` sets them)."""
        self._ids, self._n = self.space.ids, n
        self._masks: dict[tuple[str, ...], npt.NDArray[np.int8]] = {}
        self._no_mask = np.zeros(n, dtype=np.int8)
        self._no_mask.flags.writeable = False
        self._mask_now = self._no_mask
        """The action mask of the legal ids now."""

    # -- spaces ------------------------------------------------------------------------------

    @staticmethod
    def _obs_space(enc: Encoder, n: int) -> gymnasium.spaces.Dict:
        """``observation`` (the encoder's array), ``action_mask`` and, for an encoder
        with features, ``features``."""
        parts: dict[str, gymnasium.spaces.Space[Any]] = {
            "observation": gymnasium.spaces.Box(
                np.zeros(enc.shape, dtype=enc.dtype), enc.high(), enc.shape,
                dtype=enc.dtype),
            "action_mask": gymnasium.spaces.Box(0, 1, (n,), dtype=np.int8),
        }
        if enc.features is not None:
            top = enc.feature_high()
            parts["features"] = gymnasium.spaces.Box(
                np.zeros(top.shape, dtype=enc.dtype), top, top.shape, dtype=enc.dtype)
        return gymnasium.spaces.Dict(parts)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The same Dict space object for every call."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        """The same Discrete space object for every call."""
        return self.action_spaces[agent]

    # -- game flow ---------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; ``seed`` reseeds the chance RNG (``options`` is not used)."""
        if seed is not None:
            self.np_random, self.np_random_seed = seeding.np_random(seed)
        self.game_state = self.game.setup(self.config)
        self.actions = []
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._phi = None
        self._advance()
        if self.render_mode == "human":
            self.render()

    def _advance(self) -> None:
        """Resolve chance steps, then point ``agent_selection`` at the seat to act or, at
        the end, hand out rewards and terminate everyone."""
        game, state, infos = self.game, self.game_state, self.infos
        actors, ids = game.legal_actions(state)
        while actors == (CHANCE,):
            outcomes = [(oid, p) for oid, p in game.chance_outcomes(state) if p > 0]
            oid = outcomes[self._pick([p for _, p in outcomes])][0]
            self.space.encode(oid)
            game.apply(state, CHANCE, oid, trusted=True)
            self.actions.append((CHANCE, oid))
            actors, ids = game.legal_actions(state)
        legal = self._legal = tuple(ids)
        self._actors = actors
        previous = self.agent_selection
        if actors:
            agent = self.agent_selection = self.possible_agents[actors[0]]
            if previous != agent and previous in infos:
                infos[previous] = {}
            mask = self._mask_now = self._mask(legal)
            infos[agent] = {"legal_ids": list(legal), "action_mask": mask}
            if self.potential is not None:
                self._shape(state)
            return
        out = game.outcome(state)
        assert out is not None
        record = self.record().to_json()
        last = self._phi if self._phi is not None else [0.0] * len(self.possible_agents)
        for a in self.agents:
            seat = self._seat[a]
            shaping = -last[seat] if self.potential is not None else 0.0
            self.rewards[a] = float(out.scores[seat]) + shaping
            self.terminations[a] = True
            self.infos[a] = {"record": record}
        self._accumulate_rewards()
        self.agent_selection = self.agents[0]

    def _pick(self, probs: list[float]) -> int:
        """An index drawn with probabilities ``probs`` from ``np_random``: what
        ``np_random.choice(len(probs), p=probs / sum)`` draws (the same uniform number
        and the same float arithmetic, tested), without its fixed cost of tens of us."""
        total = 0.0
        for p in probs:
            total += p  # numpy sums fewer than 8 numbers one after the other
        if len(probs) >= 8:
            total = float(np.array(probs, dtype=np.float64).sum())
        cdf = list(itertools.accumulate(p / total for p in probs))
        last = cdf[-1]
        return bisect.bisect_right([c / last for c in cdf], self.np_random.random())

    def _shape(self, state: Any) -> None:
        """Shaped rewards: every agent gets the change of its potential since the last
        step (nothing at the start of a game)."""
        assert self.potential is not None
        phi = [self.potential(state, s) for s in range(len(self.possible_agents))]
        if self._phi is not None:
            for a in self.agents:
                seat = self._seat[a]
                self.rewards[a] = phi[seat] - self._phi[seat]
            self._accumulate_rewards()
        self._phi = phi

    def step(self, action: int | None) -> None:
        """Apply the selected agent's action (``None`` for an agent already done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents that are done")
        number = int(action)
        oid = self._ids[number] if 0 <= number < self._n else self.space.decode(number)
        if oid not in self._legal:
            raise ValueError(f"{agent}: action {number} ({oid!r}) is not legal now; "
                             f"legal: {list(self._legal)}")
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(self.game_state, seat, oid, trusted=True)
        self.actions.append((seat, oid))
        self._advance()  # rewards are all 0 until the end, where it accumulates them
        if self.render_mode == "human":
            self.render()

    # -- observations ------------------------------------------------------------------------

    def _mask(self, ids: tuple[str, ...]) -> npt.NDArray[np.int8]:
        """The action mask of legal ids: read-only, one array per tuple of ids (kept for
        the next time they are legal)."""
        mask = self._masks.get(ids)
        if mask is None:
            mask = np.zeros(len(self.space), dtype=np.int8)
            mask[self.space.encode_sorted(ids)] = 1
            mask.flags.writeable = False
            if len(self._masks) > 4096:
                self._masks.clear()
            self._masks[ids] = mask
        return mask

    def observe(self, agent: str) -> Obs:
        """The agent's encoded view (fresh arrays: the encoder's and its features, if
        any) and its action mask (read-only)."""
        seat = self._seat[agent]
        mask = self._mask_now if seat in self._actors else self._no_mask
        if self._features:
            obs, features = self.encoder.encode_state_parts(self.game, self.game_state, seat)
            assert features is not None
            return {"observation": obs, "action_mask": mask, "features": features}
        obs = self.encoder.encode_state(self.game, self.game_state, seat)
        return {"observation": obs, "action_mask": mask}

    def record(self) -> Record:
        """The game so far as a record."""
        g = self.game
        return Record(game=g.id, config=dict(self.config), actions=list(self.actions),
                      engine_version=g.version, content_version=g.content_version,
                      state_hash=g.state_hash(self.game_state),
                      meta={"seed": self.np_random_seed})

    def render(self) -> str | None:
        """The spectator view drawn as text: returned (``render_mode="ansi"``) or printed
        (``"human"``, which returns None)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        text = ("" if self.game_state is None
                else render_text(self.game, self.game.view(self.game_state, None)))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def render_text(game: Game[Any], view: dict[str, Any]) -> str:
    """The game's terminal renderer (``Game.terminal_renderer``) as plain text, or the
    view as JSON for a game without one."""
    target = game.terminal_renderer()
    if target is None:
        return json.dumps(view, indent=1, sort_keys=True, ensure_ascii=False)
    module, _, attr = target.partition(":")
    render = getattr(importlib.import_module(module), attr)
    from rich.console import Console

    from eerie.core.text import Translator

    tr = Translator("en", ("eerie", game.locale_package))
    buf = io.StringIO()
    Console(file=buf, width=120, color_system=None, force_terminal=False).print(
        render(view, tr))
    return buf.getvalue()


def raw_env(game_id: str, render_mode: str | None = None, shaped_rewards: bool = False,
            **config: Any) -> EerieAECEnv:
    """The bare AEC environment of ``game_id`` with the given config options
    (``shaped_rewards``: see the module's notes; off by default)."""
    return EerieAECEnv(game_id, render_mode=render_mode, shaped_rewards=shaped_rewards,
                       **config)


def env(game_id: str, render_mode: str | None = None, shaped_rewards: bool = False,
        **config: Any) -> AECEnv:
    """The environment wrapped as PettingZoo's classic ones are: an illegal action ends
    the game (:data:`ILLEGAL_REWARD` for the agent that took it), actions outside the
    space fail an assertion, and calls out of order (``step`` before ``reset``) say so."""
    wrapped: AECEnv = raw_env(game_id, render_mode=render_mode,
                              shaped_rewards=shaped_rewards, **config)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=ILLEGAL_REWARD)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class Constructors:
    """One game's ``raw_env`` and ``env``, for the thin ``pettingzoo_env`` module of its
    package (``raw_env, env = Constructors("my-game")``)."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def raw_env(self, render_mode: str | None = None, shaped_rewards: bool = False,
                **config: Any) -> EerieAECEnv:
        """The bare AEC environment with the given config options."""
        return raw_env(self.game_id, render_mode=render_mode,
                       shaped_rewards=shaped_rewards, **config)

    def env(self, render_mode: str | None = None, shaped_rewards: bool = False,
            **config: Any) -> AECEnv:
        """The wrapped environment (illegal action ends the game, bounds and order
        checks), as :func:`env`."""
        return env(self.game_id, render_mode=render_mode, shaped_rewards=shaped_rewards,
                   **config)

    def __iter__(self) -> Iterator[Callable[..., AECEnv]]:
        """``raw_env`` then ``env``."""
        return iter((self.raw_env, self.env))
