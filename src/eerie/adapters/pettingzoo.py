"""Our games as PettingZoo AEC environments (``pip install eerie[research]``).

::

    from eerie.adapters.pettingzoo import make_env
    env = make_env("my-game", players=2)
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(
            obs["action_mask"])
        env.step(action)

* agents are ``seat_0`` .. ``seat_{n-1}``; the agent to act is the game's acting seat
  (a seat may act several times in a row);
* actions are ``Discrete(len(action space))`` (see :mod:`eerie.adapters.action_spaces`);
  an illegal action raises ``ValueError``;
* observations are ``{"observation": Box(0, 1, (n,), float32), "action_mask":
  Box(0, 1, (len,), int8)}``: the encoder of :mod:`eerie.adapters.encoders` applied to the
  agent's own view, and the legal actions (all zeros for an agent not to act);
* chance steps (dice, cards) are resolved inside ``step``/``reset`` with the
  environment's ``np_random`` (seeded by ``reset(seed=...)``);
* rewards come at the end: each agent gets its outcome score; then every agent is
  terminated. ``info`` holds ``legal_ids`` (the option ids behind the mask) for the agent
  to act; after the game, ``record`` in every agent's info is the game record;
* ``render_mode="ansi"`` renders the spectator view as text.
"""

from __future__ import annotations

import importlib
import io
import json
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from eerie.adapters.action_spaces import ActionSpace, action_space
from eerie.adapters.encoders import Encoder, make_encoder
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.registry import get_game

Obs = dict[str, npt.NDArray[Any]]


def agent_name(seat: int) -> str:
    """``seat_3`` for seat 3."""
    return f"seat_{seat}"


class EerieAECEnv(AECEnv[str, Obs, int]):  # type: ignore[misc]
    """One of our games with one config as a PettingZoo AEC environment."""

    def __init__(self, game_id: str, render_mode: str | None = None,
                 **config: Any) -> None:
        super().__init__()
        game: Game[Any] = get_game(game_id)
        self.game = game
        self.config: dict[str, Any] = game.normalize_config(config)
        self.space: ActionSpace = action_space(game_id, self.config)
        self.encoder: Encoder = make_encoder(game_id, self.config)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {"name": f"eerie_{game_id.replace('-', '_')}_v0",
                         "render_modes": ["ansi"], "is_parallelizable": False}
        seats = game.num_seats(game.setup(self.config))
        self.possible_agents = [agent_name(s) for s in range(seats)]
        n = len(self.space)
        self.action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: gymnasium.spaces.Dict({
                "observation": gymnasium.spaces.Box(0.0, 1.0, (self.encoder.size,),
                                                    dtype=np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (n,), dtype=np.int8),
            })
            for a in self.possible_agents
        }
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

    # -- spaces ------------------------------------------------------------------------------

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
        self._advance()

    def _legal(self) -> tuple[tuple[int, ...], list[str]]:
        return self.game.legal_actions(self.game_state)

    def _advance(self) -> None:
        """Resolve chance steps, then point ``agent_selection`` at the seat to act or, at
        the end, hand out rewards and terminate everyone."""
        actors, ids = self._legal()
        while actors == (CHANCE,):
            outcomes = [(oid, p) for oid, p in self.game.chance_outcomes(self.game_state)
                        if p > 0]
            probs = np.array([p for _, p in outcomes], dtype=np.float64)
            pick = int(self.np_random.choice(len(outcomes), p=probs / probs.sum()))
            oid = outcomes[pick][0]
            self.space.encode(oid)
            self.game.apply(self.game_state, CHANCE, oid, trusted=True)
            self.actions.append((CHANCE, oid))
            actors, ids = self._legal()
        for a in self.agents:
            self.infos[a] = {}
        if actors:
            self.agent_selection = agent_name(actors[0])
            self.infos[self.agent_selection] = {"legal_ids": list(ids)}
            return
        out = self.game.outcome(self.game_state)
        assert out is not None
        record = self.record().to_json()
        for a in self.agents:
            self.rewards[a] = float(out.scores[self.possible_agents.index(a)])
            self.terminations[a] = True
            self.infos[a] = {"record": record}
        self.agent_selection = self.agents[0]

    def step(self, action: int | None) -> None:
        """Apply the selected agent's action (``None`` for an agent already done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: None is only for agents that are done")
        _, ids = self._legal()
        oid = self.space.decode(int(action))
        if oid not in ids:
            raise ValueError(f"{agent}: action {int(action)} ({oid!r}) is not legal now; "
                             f"legal: {ids}")
        seat = self.possible_agents.index(agent)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.game.apply(self.game_state, seat, oid, trusted=True)
        self.actions.append((seat, oid))
        self._advance()
        self._accumulate_rewards()

    # -- observations ------------------------------------------------------------------------

    def observe(self, agent: str) -> Obs:
        """The agent's encoded view and its action mask."""
        seat = self.possible_agents.index(agent)
        view = self.game.view(self.game_state, seat)
        mask = np.zeros(len(self.space), dtype=np.int8)
        actors, ids = self._legal()
        if seat in actors:
            mask[self.space.encode_sorted(ids)] = 1
        return {"observation": self.encoder.encode(view, seat), "action_mask": mask}

    def record(self) -> Record:
        """The game so far as a record."""
        g = self.game
        return Record(game=g.id, config=dict(self.config), actions=list(self.actions),
                      engine_version=g.version, content_version=g.content_version,
                      state_hash=g.state_hash(self.game_state),
                      meta={"seed": self.np_random_seed})

    def render(self) -> str | None:
        """The spectator view as text (``render_mode="ansi"``)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        if self.game_state is None:
            return ""
        return _render_text(self.game, self.game.view(self.game_state, None))

    def close(self) -> None:
        """Nothing to release."""


def _render_text(game: Game[Any], view: dict[str, Any]) -> str:
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


def make_env(game_id: str, render_mode: str | None = None, **config: Any) -> EerieAECEnv:
    """An AEC environment of ``game_id`` with the given config options."""
    return EerieAECEnv(game_id, render_mode=render_mode, **config)

