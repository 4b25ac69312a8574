"""Deciding for AI seats: the agents of one process, and the loop of a worker process.

A driver that must not think on its own interpreter (the server's event loop) hands each
decision of an AI seat to a worker process as a :class:`Decision`: the game's id, the
seat's view (agents never see more, see :mod:`eerie.core.agent`), the legal option ids,
the AI level and the seed of the decision's RNG. The worker answers one option id; the
driver checks it before applying it (a worker is never trusted).

One :class:`Decider` keeps one agent per table and seat, so agents that plan ahead (a
figure's whole move, Jack's route) keep their plans between decisions: a driver sends
every decision of a seat to the same worker. The same class serves drivers that think in
their own process (in a thread), so both make the same choices for the same decisions.

:func:`serve` is the worker process's loop. Its messages are tuples:

* ``("load", game_id)``: import the game (before the first decision's clock starts);
  answered ``("loaded", game_id)`` or ``("error", exception type)``;
* ``("decide", Decision)``: answered ``("ok", option id)`` or ``("error", exception
  type)`` (the seat's agent is then dropped; only the type is sent, messages may hold
  secrets);
* ``("forget", table_id)``: drop that table's agents (no answer);
* ``None`` (or the other end closing): exit.

It first sends ``("ready", pid)``.
"""

from __future__ import annotations

import importlib
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from random import Random
from typing import Any

from eerie.ai.agents import Budget, make_agent
from eerie.core.agent import Agent, Observe
from eerie.core.game import Game
from eerie.core.registry import get_game

AgentMaker = Callable[[Game[Any], str, Budget], Agent]
"""Makes the agent of an AI level for one seat within a budget (:func:`make_agent`)."""

DEFAULT_MAKER = "eerie.ai.agents:make_agent"
"""The import path (``module:name``) of the agent maker workers use by default."""


@dataclass(frozen=True, slots=True)
class Decision:
    """Everything an AI seat needs for one decision (picklable)."""

    table: str
    """The table's id (agents are kept per table and seat)."""
    seat: int
    game: str
    """The game's id, looked up in the worker's registry."""
    level: str
    """The AI level."""
    legal: tuple[str, ...]
    seed: str
    """Seeds the agent's ``Random`` for this decision."""
    view: dict[str, Any] | None = None
    """The seat's view (filled in just before the decision is sent)."""
    budget: Budget | None = None
    """The table's own budget for its AI seats (None: the decider's)."""


def load_maker(path: str) -> AgentMaker:
    """The agent maker at ``module:name``."""
    module, _, name = path.partition(":")
    maker: AgentMaker = getattr(importlib.import_module(module), name)
    return maker


class Decider:
    """The agents of one process, one per table and seat, made on first use."""

    def __init__(self, budget: Budget, maker: AgentMaker = make_agent) -> None:
        self.budget = budget
        self.maker = maker
        self._agents: dict[tuple[str, int], tuple[str, Agent]] = {}

    def decide(self, game: Game[Any], decision: Decision, observe: Observe) -> str:
        """The seat's agent's choice (whatever it answers: the caller checks it)."""
        key = (decision.table, decision.seat)
        held = self._agents.get(key)
        if held is None or held[0] != decision.level:
            held = self._agents[key] = (decision.level, self.maker(
                game, decision.level, decision.budget or self.budget))
        return held[1].choose(game, observe, list(decision.legal), decision.seat,
                              Random(decision.seed))

    def drop(self, table: str, seat: int | None = None) -> None:
        """Forget the agents of ``table`` (of one ``seat`` only, if given)."""
        for key in [k for k in self._agents if k[0] == table and seat in (None, k[1])]:
            del self._agents[key]

    def tables(self) -> set[str]:
        """The tables this decider holds agents for."""
        return {k[0] for k in self._agents}


def serve(conn: Connection, maker: str, budget: Budget, nice: int = 0) -> None:
    """The loop of a worker process (see the module docstring); ``nice`` lowers the
    process's scheduling priority by that much (thinking waits for the cores while the
    driver has work)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the server to handle
    if nice:
        os.nice(nice)
    decider = Decider(budget, load_maker(maker))
    conn.send(("ready", os.getpid()))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the server went away
        if message is None:
            return
        kind, body = message
        if kind == "forget":
            decider.drop(body)
            continue
        try:
            if kind == "load":
                get_game(body)
                conn.send(("loaded", body))
            elif kind == "decide":
                decision: Decision = body
                view = decision.view

                def observe(v: dict[str, Any] | None = view) -> dict[str, Any]:
                    if v is None:
                        raise ValueError("the decision came without the seat's view")
                    return v

                try:
                    choice = decider.decide(get_game(decision.game), decision, observe)
                except Exception:
                    decider.drop(decision.table, decision.seat)
                    raise
                conn.send(("ok", choice))
            else:
                conn.send(("error", "UnknownMessage"))
        except Exception as exc:
            conn.send(("error", type(exc).__name__))
