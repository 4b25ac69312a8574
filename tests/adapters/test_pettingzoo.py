"""PettingZoo: rewards, records, seeds, masks and rendering of our AEC environments
(PettingZoo's own api_test and seed_test of every game are part of the conformance
suite: ``eerie.testing.frameworks``)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from eerie.adapters.pettingzoo import make_env
from eerie.core.record import Record, replay


def _play(env: Any, seed: int) -> Record:
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert sorted(env.space.decode(int(a)) for a in legal) == sorted(info["legal_ids"])
        env.step(int(rng.choice(legal)))
    return env.record()


def test_full_game_rewards_and_record() -> None:
    env = make_env("fearsome-floors", players=2)
    env.reset(seed=3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(0)
    final_info: dict[str, Any] = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            final_info = info
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.agents == []
    record = Record.from_json(final_info["record"])
    game, state = replay(record)  # every action, chance included, is legal
    outcome = game.outcome(state)
    assert outcome is not None
    assert [totals[f"seat_{i}"] for i in range(2)] == list(outcome.scores)


def test_seeds_decide_the_chance_steps() -> None:
    env = make_env("fearsome-floors", players=2)
    a, b, c = _play(env, 5), _play(env, 5), _play(env, 6)
    assert a.actions == b.actions
    cards = [[o for s, o in r.actions if s == -1] for r in (a, c)]
    assert cards[0] != cards[1]


def test_whitehall_masks_and_illegal_actions() -> None:
    env = make_env("whitehall-mystery")
    env.reset(seed=0)
    assert env.agent_selection == "seat_0"
    mask = env.observe("seat_0")["action_mask"]
    assert mask.sum() > 0 and env.observe("seat_1")["action_mask"].sum() == 0
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        env.step(illegal)
    with pytest.raises(ValueError, match="must act"):
        env.step(None)


def test_render_ansi() -> None:
    env = make_env("fearsome-floors", render_mode="ansi", players=2)
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Turn 1" in text
    env = make_env("whitehall-mystery", render_mode="ansi")
    env.reset(seed=1)
    assert "Round 1" in str(env.render())
    with pytest.warns(UserWarning, match="render_mode"):
        assert make_env("whitehall-mystery").render() is None
    with pytest.raises(ValueError, match="render_mode"):
        make_env("whitehall-mystery", render_mode="human")
