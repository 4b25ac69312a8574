"""Helpers that play the packaged Mansions scenarios: scripted lines with fixed chance
outcomes (``drive``) and seeded random playouts (``playout``, made of ``random_moves``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from random import Random
from typing import Any

from eerie.core.chance import sample
from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.games.mansions.ai import puzzle_move
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.state import MoMState

SAFE_MYTHOS = ("mythos:calm_breath", "mythos:respite")


def chance_outcome(ids: list[str], dice: str, seed: int = 0) -> str:
    """The fixed outcome of a chance step: ``dice`` is ``best`` (all successes) or
    ``worst`` (all blanks); puzzles are generated from ``seed``."""
    if ids[0].startswith("roll:"):
        def successes(o: str) -> int:
            return int(o[6:].split("c")[0])

        return (max if dice == "best" else min)(ids, key=successes)
    for pref in (*SAFE_MYTHOS, f"seed:{seed}"):
        if pref in ids:
            return pref
    return ids[0]


def drive(state: Any, script: Iterable[str], dice: str = "best",
          seed: int = 0) -> list[Event]:
    """Play ``script`` (decision ids in order) to its end or to the end of the game;
    returns every event. Fails if a scripted id is not legal when its turn comes."""
    todo = list(script)
    events: list[Event] = []
    while True:
        p = GAME.pending(state)
        if not p.actors:
            return events
        ids = [o.id for o in p.options]
        top = state.stack[-1]
        if p.actors == (CHANCE,):
            choice = chance_outcome(ids, dice, seed)
        elif top["k"] == "puzzle" and top["stage"] == "play":
            move = puzzle_move(GAME.view(state, p.actors[0])["puzzles"][top["id"]])
            choice = move if move in ids else "close"  # out of attempts: no more clues
        elif top["k"] == "test":
            choice = "clues:0"
        elif top["k"] in ("evade", "horror_phase", "fire_spread", "trading"):
            choice = "done" if "done" in ids else ids[0]
        else:
            if not todo:
                return events
            choice = todo.pop(0)
            assert choice in ids, f"round {state.round}: {choice!r} not among {ids}"
        events += GAME.apply(state, p.actors[0], choice)


def kinds(events: list[Event], kind: str, key: str) -> list[Any]:
    return [e.data[key] for e in events if e.kind == kind]


SCENARIOS = ("vigil_at_corvin_lodge", "gulls_reach_light")


def new_game(scenario: str = "vigil_at_corvin_lodge", players: int = 2) -> MoMState:
    invs = ["ambrose_quill", "declan_ashby", "ines_halloran"][:max(players, 2)]
    cfg: dict[str, Any] = {"scenario": scenario, "investigators": invs}
    if players == 1:
        cfg["players"] = 1
    return GAME.setup(cfg)


def random_moves(st: MoMState, rng: Random, steps: int,
                 end_turn: float = 0.2) -> Iterator[tuple[int, str]]:
    """Play ``st`` on in place at random for at most ``steps`` actions or to the end of
    the game, yielding each action (actor, option id) once it is applied: chance drawn by
    its odds with ``rng``, a person's choice uniform, except that a turn is ended with
    probability ``end_turn`` whenever it can be, so games move on."""
    for _ in range(steps):
        p = GAME.pending(st)
        if p.is_over:
            return
        if p.actors == (CHANCE,):
            oid = sample(p, rng)
        else:
            ids = p.ids()
            oid = ("end_turn" if "end_turn" in ids and rng.random() < end_turn
                   else rng.choice(ids))
        actor = p.actors[0]
        if oid.startswith("turn:"):
            actor = st.inv(oid[5:]).seat
        GAME.apply(st, actor, oid)
        yield actor, oid


def playout(scenario: str, seed: int, steps: int = 700) -> Iterator[MoMState]:
    """The states of a seeded random game (chance drawn by its odds)."""
    rng = Random(seed)
    lowest = load(scenario)[0].players[0]
    st = new_game(scenario, players=max(lowest, 1 + seed % 3))
    yield st
    for _ in random_moves(st, rng, steps):
        yield st
