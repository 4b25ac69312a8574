"""Whitehall Mystery as a PettingZoo classic-style environment (``pip install eerie[research]``)::

    from eerie.games.whitehall_mystery.pettingzoo_env import env
    e = env()   # config options as keywords; render_mode="ansi" or "human"

``env()`` is wrapped as PettingZoo's classic environments are, ``raw_env()`` is not
(see :mod:`eerie.adapters.pettingzoo` and docs/adapters.md)."""

from __future__ import annotations

from typing import Any

from eerie.adapters import pettingzoo as _zoo

GAME_ID = "whitehall-mystery"


def raw_env(render_mode: str | None = None, shaped_rewards: bool = False,
            **config: Any) -> _zoo.EerieAECEnv:
    """The bare AEC environment of Whitehall Mystery with the given config options."""
    return _zoo.raw_env(GAME_ID, render_mode=render_mode, shaped_rewards=shaped_rewards,
                        **config)


def env(render_mode: str | None = None, shaped_rewards: bool = False,
        **config: Any) -> Any:
    """The wrapped environment (illegal action ends the game, bounds and order checks)."""
    return _zoo.env(GAME_ID, render_mode=render_mode, shaped_rewards=shaped_rewards,
                    **config)
