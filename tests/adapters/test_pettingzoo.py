"""PettingZoo: rewards, records, seeds, masks, rendering, the classic constructors and
wrappers, and the observation planes of our AEC environments (PettingZoo's own
api_test, seed_test and render_test of every game are part of the conformance suite:
``eerie.testing.frameworks``)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from eerie.adapters.pettingzoo import ILLEGAL_REWARD, env, raw_env
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
    env = raw_env("fearsome-floors", players=2)
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
    assert [totals[f"player_{i}"] for i in range(2)] == list(outcome.scores)


def test_seeds_decide_the_chance_steps() -> None:
    env = raw_env("fearsome-floors", players=2)
    a, b, c = _play(env, 5), _play(env, 5), _play(env, 6)
    assert a.actions == b.actions
    cards = [[o for s, o in r.actions if s == -1] for r in (a, c)]
    assert cards[0] != cards[1]


def test_whitehall_masks_and_illegal_actions() -> None:
    env = raw_env("whitehall-mystery")
    env.reset(seed=0)
    assert env.agent_selection == "player_0"
    mask = env.observe("player_0")["action_mask"]
    assert mask.sum() > 0 and env.observe("player_1")["action_mask"].sum() == 0
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match="not legal"):
        env.step(illegal)
    with pytest.raises(ValueError, match="must act"):
        env.step(None)


def test_render_ansi() -> None:
    env = raw_env("fearsome-floors", render_mode="ansi", players=2)
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Turn 1" in text
    env = raw_env("whitehall-mystery", render_mode="ansi")
    env.reset(seed=1)
    assert "Round 1" in str(env.render())
    with pytest.warns(UserWarning, match="render_mode"):
        assert raw_env("whitehall-mystery").render() is None
    with pytest.raises(ValueError, match="render_mode"):
        raw_env("whitehall-mystery", render_mode="rgb_array")


def test_render_human_prints(capsys: pytest.CaptureFixture[str]) -> None:
    e = raw_env("fearsome-floors", render_mode="human", players=2)
    e.reset(seed=1)
    assert "Turn 1" in capsys.readouterr().out  # reset and step draw the board
    assert e.render() is None
    assert "Turn 1" in capsys.readouterr().out
    e.step(int(np.flatnonzero(e.observe("player_0")["action_mask"])[0]))
    assert "Turn 1" in capsys.readouterr().out


def test_classic_constructors_and_names() -> None:
    from eerie.games.fearsome_floors import pettingzoo_env as ff
    from eerie.games.mansions import pettingzoo_env as mom
    from eerie.games.whitehall_mystery import pettingzoo_env as wm

    names = {m.raw_env().metadata["name"] for m in (ff, wm, mom)}
    assert names == {"fearsome_floors_v1", "whitehall_mystery_v0", "mansions_of_madness_v1"}
    e = ff.env(players=3)
    assert e.unwrapped.config["players"] == 3 and e.metadata["name"] == "fearsome_floors_v1"
    e.reset(seed=0)
    assert e.agents == ["player_0", "player_1", "player_2"]


def test_wrapped_env_orders_bounds_and_illegal_actions() -> None:
    e = env("whitehall-mystery")
    with pytest.raises(AssertionError, match="reset"):
        e.step(0)
    e.reset(seed=0)
    with pytest.raises(AssertionError):
        e.step(len(e.unwrapped.space))  # outside the action space
    mask = e.observe("player_0")["action_mask"]
    e.step(int(np.flatnonzero(mask == 0)[0]))  # PettingZoo logs "Illegal move made"
    assert all(e.terminations.values())
    assert e.rewards["player_0"] == ILLEGAL_REWARD
    assert [e.rewards[f"player_{i}"] for i in (1, 2, 3)] == [0, 0, 0]


def test_fearsome_floors_observations_are_planes() -> None:
    e = raw_env("fearsome-floors", players=2)
    e.reset(seed=2)
    space = e.observation_space("player_0")["observation"]
    obs = e.observe("player_1")["observation"]
    assert space.shape == obs.shape == (11, 16, e.encoder.channels.size)
    assert obs.dtype == np.int8 and space.contains(obs)
    ch = e.encoder.channels.index
    assert obs[..., ch["square"]].sum() == 174 and obs[0, 15, ch["square"]] == 0
    assert obs[..., ch["monster"]].sum() == 1
    features = e.observe("player_1")["features"]
    assert e.observation_space("player_1")["features"].contains(features)
    assert features.shape == (e.encoder.feature_size,) and features.dtype == np.int8
    assert features[e.encoder.features.index["to_move_r1"]] == 1  # seat 0 moves: r1 to it
    assert e.metadata["name"] == "fearsome_floors_v1"


def test_shaped_rewards_add_up_to_the_outcome() -> None:
    """With shaped_rewards every figure brought out pays at once; over the game each
    agent's rewards still add up to its outcome score. Off by default."""
    from random import Random

    e = raw_env("fearsome-floors", shaped_rewards=True, players=2)
    e.reset(seed=4)
    game = e.game
    players = [game.agents()["heuristic"]() for _ in range(2)]  # random play never scores
    rng = Random(4)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    paid_early = False
    for agent in e.agent_iter():
        _, reward, terminated, truncated, info = e.last(observe=False)
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        paid_early = paid_early or reward > 0
        seat = e.possible_agents.index(agent)
        oid = players[seat].choose(game, lambda s=seat: game.view(e.game_state, s),
                                   info["legal_ids"], seat, rng)
        e.step(e.space.encode(oid))
    outcome = game.outcome(e.game_state)
    assert outcome is not None and paid_early
    assert [totals[a] for a in e.possible_agents] == pytest.approx(list(outcome.scores))
    with pytest.raises(ValueError, match="no shaped rewards"):
        raw_env("mansions-of-madness", shaped_rewards=True)


def test_chance_draws_are_those_of_numpy_choice() -> None:
    """The environment's own draw takes the same number from the same stream as
    ``np_random.choice(n, p=...)`` did, so a seed plays the same games (short and long
    lists of outcomes, uneven probabilities)."""
    from gymnasium.utils import seeding

    e = raw_env("fearsome-floors", players=2)
    rng = np.random.default_rng(0)
    for trial in range(400):
        n = int(rng.integers(1, 12))
        weights = rng.integers(1, 9, n).astype(np.float64)
        probs = list(weights / weights.sum())
        e.np_random, _ = seeding.np_random(trial)
        ref, _ = seeding.np_random(trial)
        for _ in range(4):
            want = int(ref.choice(n, p=np.array(probs) / np.array(probs).sum()))
            assert e._pick(probs) == want
        assert e.np_random.random() == ref.random()  # the streams stay in step


def test_masks_are_shared_read_only() -> None:
    """The action mask in ``info`` and the observation is one read-only array per set of
    legal actions; the planes are the caller's own."""
    e = raw_env("fearsome-floors", players=2)
    e.reset(seed=4)
    agent = e.agent_selection
    obs = e.observe(agent)
    assert obs["action_mask"] is e.infos[agent]["action_mask"]
    with pytest.raises(ValueError, match="read-only"):
        obs["action_mask"][0] = 1
    other = next(a for a in e.agents if a != agent)
    assert e.observe(other)["action_mask"].sum() == 0
    obs["observation"][...] = 5
    assert (e.observe(agent)["observation"] != 5).any()
