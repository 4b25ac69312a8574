"""Fearsome Floors as a PettingZoo classic-style environment (``pip install eerie[research]``)::

    from eerie.games.fearsome_floors.pettingzoo_env import env
    e = env()   # config options as keywords; render_mode="ansi" or "human"

``env()`` is wrapped as PettingZoo's classic environments are, ``raw_env()`` is not;
both take ``render_mode``, ``shaped_rewards`` and the game's config options (see
:mod:`eerie.adapters.pettingzoo` and docs/adapters.md)."""

from __future__ import annotations

from eerie.adapters.pettingzoo import Constructors

GAME_ID = "fearsome-floors"

raw_env, env = Constructors(GAME_ID)
