"""Tiny games for testing search: Nim with optional chance and teams, a gamble, and a
hidden-information guessing game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from random import Random
from typing import Any, ClassVar

from eerie.core.decision import CHANCE, Option, Pending
from eerie.core.events import Event
from eerie.core.game import Game, Outcome
from eerie.core.text import Msg

# -- Nim ----------------------------------------------------------------------------------


@dataclass(slots=True)
class NimState:
    """A pile, whose turn it is, and (with chance) whether the wind blows next."""

    pile: int
    seats: int
    chance: bool
    teams: tuple[int, ...]
    to_move: int = 0
    wind: bool = False
    last: int = -1
    """Who took the last stone."""


class Nim(Game[NimState]):
    """Players in turn take 1-3 stones; whoever takes the last stone wins for their team.

    Config: ``pile``, ``seats`` (2-4), ``teams`` (a list giving each seat's team; default
    every seat alone), ``chance`` (after every move that leaves stones, a fair coin:
    ``wind:1`` blows one stone away, ``wind:0`` does nothing; if the wind empties the
    pile, whoever moved last wins).
    """

    id = "toy-nim"

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        seats = int(config.get("seats", 2))
        return {"pile": int(config.get("pile", 5)), "seats": seats,
                "teams": list(config.get("teams", range(seats))),
                "chance": bool(config.get("chance", False))}

    def setup(self, config: Mapping[str, Any]) -> NimState:
        cfg = self.normalize_config(config)
        return NimState(cfg["pile"], cfg["seats"], cfg["chance"], tuple(cfg["teams"]))

    def num_seats(self, state: NimState) -> int:
        return state.seats

    def pending(self, state: NimState) -> Pending:
        actors, ids = self.legal_actions(state)
        if actors == (CHANCE,):
            return Pending(actors, tuple(Option(i, Msg(i), Fraction(1, 2)) for i in ids),
                           Msg("wind"))
        return Pending(actors, tuple(Option(i, Msg(i)) for i in ids), Msg("take"))

    def legal_actions(self, state: NimState) -> tuple[tuple[int, ...], list[str]]:
        if state.pile == 0:
            return (), []
        if state.wind:
            return (CHANCE,), ["wind:0", "wind:1"]
        return (state.to_move,), [f"take:{k}" for k in range(1, min(3, state.pile) + 1)]

    def chance_outcomes(self, state: NimState) -> list[tuple[str, float]]:
        return [("wind:0", 0.5), ("wind:1", 0.5)] if state.wind else []

    def _apply(self, state: NimState, actor: int, option_id: str) -> list[Event]:
        if actor == CHANCE:
            state.wind = False
            state.pile -= int(option_id[5:])
            return []
        state.pile -= int(option_id[5:])
        state.last = actor
        state.to_move = (actor + 1) % state.seats
        state.wind = state.chance and state.pile > 0
        return []

    def clone(self, state: NimState) -> NimState:
        return NimState(state.pile, state.seats, state.chance, state.teams, state.to_move,
                        state.wind, state.last)

    def view(self, state: NimState, seat: int | None) -> dict[str, Any]:
        return {"pile": state.pile, "seats": state.seats, "chance": state.chance,
                "teams": list(state.teams), "to_move": state.to_move, "wind": state.wind,
                "last": state.last}

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> NimState:
        return NimState(view["pile"], view["seats"], view["chance"], tuple(view["teams"]),
                        view["to_move"], view["wind"], view["last"])

    def outcome(self, state: NimState) -> Outcome | None:
        if state.pile > 0:
            return None
        team = state.teams[state.last]
        scores = tuple(1.0 if state.teams[s] == team else 0.0 for s in range(state.seats))
        return Outcome(tuple(s for s in range(state.seats) if scores[s]), scores, Msg("over"))

    def encode(self, state: NimState) -> dict[str, Any]:
        return self.view(state, None)


def nim_values(game: Nim, state: NimState) -> tuple[float, ...]:
    """Exact expected scores under optimal (max^n) play, by brute force."""
    actors, legal = game.legal_actions(state)
    if not actors:
        out = game.outcome(state)
        assert out is not None
        return out.scores
    if actors == (CHANCE,):
        acc = [0.0] * state.seats
        for oid, p in game.chance_outcomes(state):
            s = game.clone(state)
            game.apply(s, CHANCE, oid, trusted=True)
            for i, x in enumerate(nim_values(game, s)):
                acc[i] += p * x
        return tuple(acc)
    best: tuple[float, ...] | None = None
    for a in legal:
        s = game.clone(state)
        game.apply(s, actors[0], a, trusted=True)
        v = nim_values(game, s)
        if best is None or v[actors[0]] > best[actors[0]]:
            best = v
    assert best is not None
    return best


def nim_best_moves(game: Nim, state: NimState) -> set[str]:
    """The moves of the seat to act that reach the optimal value."""
    actor = state.to_move
    vals = {}
    for a in game.legal_actions(state)[1]:
        s = game.clone(state)
        game.apply(s, actor, a, trusted=True)
        vals[a] = nim_values(game, s)[actor]
    top = max(vals.values())
    return {a for a, v in vals.items() if v > top - 1e-9}


# -- a gamble -----------------------------------------------------------------------------


@dataclass(slots=True)
class GambleState:
    """Which bet was taken and whether it won."""

    bet: str = ""
    result: str = ""


class Gamble(Game[GambleState]):
    """Seat 0 picks ``safe`` (a coin that wins 80%) or ``risky`` (a die that wins 1/6 of
    the time but looks tempting: more outcomes). Seat 1 never acts. Counts how often
    chance is asked for its outcomes."""

    id = "toy-gamble"
    ODDS: ClassVar[dict[str, list[tuple[str, float]]]] = {
        "safe": [("win", 0.8), ("lose", 0.2)],
        "risky": [("win", 1 / 6)] + [(f"lose{k}", 1 / 6) for k in range(5)],
    }

    def __init__(self) -> None:
        self.chance_calls = 0

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        return {}

    def setup(self, config: Mapping[str, Any]) -> GambleState:
        return GambleState()

    def num_seats(self, state: GambleState) -> int:
        return 2

    def pending(self, state: GambleState) -> Pending:
        raise NotImplementedError

    def legal_actions(self, state: GambleState) -> tuple[tuple[int, ...], list[str]]:
        if not state.bet:
            return (0,), ["risky", "safe"]
        if not state.result:
            return (CHANCE,), [o for o, _ in self.ODDS[state.bet]]
        return (), []

    def chance_outcomes(self, state: GambleState) -> list[tuple[str, float]]:
        self.chance_calls += 1
        return list(self.ODDS[state.bet])

    def _apply(self, state: GambleState, actor: int, option_id: str) -> list[Event]:
        if actor == CHANCE:
            state.result = option_id
        else:
            state.bet = option_id
        return []

    def clone(self, state: GambleState) -> GambleState:
        return GambleState(state.bet, state.result)

    def view(self, state: GambleState, seat: int | None) -> dict[str, Any]:
        return {"bet": state.bet, "result": state.result}

    def determinize(self, view: Mapping[str, Any], seat: int | None,
                    rng: Random) -> GambleState:
        return GambleState(view["bet"], view["result"])

    def outcome(self, state: GambleState) -> Outcome | None:
        if not state.result:
            return None
        won = state.result == "win"
        return Outcome((0,) if won else (1,), (1.0, 0.0) if won else (0.0, 1.0), Msg("over"))

    def encode(self, state: GambleState) -> dict[str, Any]:
        return self.view(state, None)


# -- hidden information -------------------------------------------------------------------


@dataclass(slots=True)
class CupsState:
    """Under which of four cups the ball is (secret), and the seeker's guess."""

    ball: int
    hint: str
    """Public: "even" or "odd"."""
    guess: int = -1


class Cups(Game[CupsState]):
    """Seat 0 hid a ball under one of cups 0-3 and announced whether the cup is even or
    odd. Seat 1 (the seeker) guesses a cup and wins if right. The seeker's view lacks the
    ball; ``determinize`` samples it among the cups matching the hint.

    The game records every state its methods are given (``seen``) and every
    determinization it made, so tests can check a search never touched the real state.
    """

    id = "toy-cups"
    has_secrets = True

    def __init__(self) -> None:
        self.seen: list[int] = []
        self.determinized = 0

    def normalize_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        return dict(config)

    def setup(self, config: Mapping[str, Any]) -> CupsState:
        ball = int(config.get("ball", 2))
        return CupsState(ball, "even" if ball % 2 == 0 else "odd")

    def num_seats(self, state: CupsState) -> int:
        return 2

    def pending(self, state: CupsState) -> Pending:
        raise NotImplementedError

    def legal_actions(self, state: CupsState) -> tuple[tuple[int, ...], list[str]]:
        self.seen.append(id(state))
        if state.guess >= 0:
            return (), []
        return (1,), [f"cup:{k}" for k in range(4)]

    def _apply(self, state: CupsState, actor: int, option_id: str) -> list[Event]:
        self.seen.append(id(state))
        state.guess = int(option_id[4:])
        return []

    def clone(self, state: CupsState) -> CupsState:
        self.seen.append(id(state))
        return CupsState(state.ball, state.hint, state.guess)

    def view(self, state: CupsState, seat: int | None) -> dict[str, Any]:
        data: dict[str, Any] = {"hint": state.hint, "guess": state.guess}
        if seat == 0 or state.guess >= 0:
            data["ball"] = state.ball
        return data

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> CupsState:
        self.determinized += 1
        if "ball" in view:
            return CupsState(view["ball"], view["hint"], view["guess"])
        cups = [0, 2] if view["hint"] == "even" else [1, 3]
        return CupsState(cups[rng.randrange(2)], view["hint"], view["guess"])

    def outcome(self, state: CupsState) -> Outcome | None:
        self.seen.append(id(state))
        if state.guess < 0:
            return None
        found = state.guess == state.ball
        return Outcome((1,) if found else (0,), (0.0, 1.0) if found else (1.0, 0.0),
                       Msg("over"))

    def encode(self, state: CupsState) -> dict[str, Any]:
        return {"ball": state.ball, "hint": state.hint, "guess": state.guess}
