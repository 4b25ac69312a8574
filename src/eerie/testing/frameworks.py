"""The conformance suite's framework checks: OpenSpiel's and PettingZoo's own tests of our
adapters (:mod:`eerie.adapters`), run on every game.

They need the research extras (``pip install eerie[research]``: open_spiel, pettingzoo,
gymnasium, numpy); the modules are imported when a check runs, and a missing one is an
error, never a silent skip.
"""

from __future__ import annotations

import warnings
from random import Random
from typing import Any

from eerie.core.game import Game
from eerie.testing.playouts import ConformanceCase

PETTINGZOO_WARNINGS = frozenset({
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
})
"""The warnings ``api_test`` gives every game of ours: PettingZoo's own board games, whose
observations are also dicts with an action mask, are exempted from them by name."""

CYCLES = 1000
"""``num_cycles`` of PettingZoo's tests."""


def openspiel_params(game: Game[Any], config: dict[str, Any]) -> dict[str, Any] | None:
    """``config`` as OpenSpiel parameters, or None if they cannot express it (an option
    that is not a parameter, such as a list of investigators)."""
    from eerie.adapters.openspiel import bind, config_of_parameters, parameters_of_config

    params = parameters_of_config(game, config)
    if bind(game.id, config_of_parameters(game, params)).config != \
            game.normalize_config(config):
        return None
    return params


def advance(state: Any, steps: int, rng: Random) -> Any:
    """Play ``steps`` seeded random actions on an OpenSpiel state (fewer if it ends)."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
    return state


def sim_starts(spiel: Any, seed: int, count: int) -> list[Any]:
    """``count`` OpenSpiel states to start ``random_sim_test`` from, each reached by
    seeded random play: a seeded random game played to its end (:func:`advance`), cut at
    a seeded point between a quarter of the way and its last action and replayed that
    far on a new state. So no start is over, and starts spread over most of the game
    (the later ones make short simulations: the initial state's simulations cover the
    beginning)."""
    starts = []
    for k in range(count):
        rng = Random(seed * 7919 + k)
        history = advance(spiel.new_initial_state(), 1_000_000, rng).history()
        state = spiel.new_initial_state()
        for action in history[: rng.randrange(len(history) // 4, len(history))]:
            state.apply_action(action)
        starts.append(state)
    return starts


def check_openspiel(game: Game[Any], case: ConformanceCase) -> None:
    """OpenSpiel's ``random_sim_test`` (legal actions, chance outcomes, returns,
    observations, clones, serialisation) on every config OpenSpiel parameters can express,
    at least one, ``case.sims`` simulations each: one from the initial state with
    serialisation (costly: every state is read back by replaying its record), a quarter
    of the rest from the initial state in one call (the test seeds its generator once per
    call, so the simulations of one call differ while separate calls repeat the same
    one), and the others from states reached by seeded random play (:func:`sim_starts`),
    one call each."""
    import pyspiel

    from eerie.adapters.openspiel import load_game, unsupported_games

    if game.id in unsupported_games():
        raise AssertionError(f"{game.id}: no OpenSpiel adapter (add an action space to "
                             "eerie.adapters.action_spaces and traits to "
                             "eerie.adapters.openspiel.TRAITS)")
    tested = 0
    for i, config in enumerate(case.configs):
        params = openspiel_params(game, dict(config))
        if params is None:
            continue
        tested += 1
        spiel = load_game(game.id, **params)
        where = f"{game.id} {params}"
        rest = max(0, case.sims - 1)
        from_start = rest // 4
        try:
            pyspiel.random_sim_test(spiel, num_sims=1, serialize=True, verbose=False)
            if from_start:
                pyspiel.random_sim_test(spiel, num_sims=from_start, serialize=False,
                                        verbose=False)
            for start in sim_starts(spiel, case.seeds(i)[0], rest - from_start):
                pyspiel.random_sim_test(spiel, num_sims=1, serialize=False, verbose=False,
                                        specific_initial_state=start)
        except pyspiel.SpielError as exc:
            raise AssertionError(f"{where}: OpenSpiel's random_sim_test: {exc}") from None
    if not tested:
        raise AssertionError(f"{game.id}: no conformance config is expressible as "
                             "OpenSpiel parameters (add one that is)")


def check_pettingzoo(game: Game[Any], case: ConformanceCase) -> None:
    """PettingZoo's ``api_test`` of the wrapped environment (``env``: what a researcher
    gets, as from a classic environment) and ``seed_test`` and ``render_test`` of the raw
    one, for every config (only the warnings in :data:`PETTINGZOO_WARNINGS` allowed)."""
    from functools import partial

    from pettingzoo.test import api_test, render_test, seed_test

    from eerie.adapters.pettingzoo import env, raw_env

    for config in case.configs:
        options = dict(config)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            api_test(env(game.id, **options), num_cycles=CYCLES)
        unexpected = {str(w.message) for w in caught} - PETTINGZOO_WARNINGS
        if unexpected:
            raise AssertionError(f"{game.id} {options}: PettingZoo's api_test warns: "
                                 f"{sorted(unexpected)}")
        seed_test(partial(raw_env, game.id, **options), num_cycles=CYCLES)
        render_test(partial(raw_env, game.id, **options))
