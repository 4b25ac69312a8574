"""Tiny: two seats take one or two stones in turn from a pile; who takes the last wins.

Nothing in Eerie names this game: it is found through the ``eerie.games`` entry point of
its distribution (``tests/plugin_game/pyproject.toml``). Its texts are literal texts in
the three languages, so it needs no locale catalog.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from eerie.core.config import ConfigSchema, Field
from eerie.core.decision import Option, Pending
from eerie.core.events import Event
from eerie.core.game import Config, Game, Outcome
from eerie.core.text import Msg, literal

TAKES = (1, 2)
"""How many stones a seat may take."""


@dataclass
class TinyState:
    """The stones left, whose turn it is and who took the last stone."""

    stones: int
    turn: int = 0
    winner: int | None = None


def take_text(n: int) -> Msg:
    """The label of taking ``n`` stones."""
    return literal({"en": f"Take {n}", "ko": f"돌 {n}개 가져가기",
                    "zh": f"拿走 {n} 颗石子"})


class TinyGame(Game[TinyState]):
    """The take-away game (see the module text)."""

    id = "tiny"
    version = "1"

    def config_schema(self) -> ConfigSchema:
        """``stones`` (default 7, at least 1)."""
        return ConfigSchema((Field(
            "stones", "int", literal({"en": "Stones in the pile", "ko": "더미의 돌 수",
                                      "zh": "石子堆的数量"}), default=7, minimum=1),))

    def setup(self, config: Config) -> TinyState:
        """A full pile, seat 1 to take first."""
        return TinyState(self.normalize_config(config)["stones"])

    def num_seats(self, state: TinyState) -> int:
        """Two seats."""
        return 2

    def pending(self, state: TinyState) -> Pending:
        """The seat on turn takes one or two stones (never more than are left)."""
        if state.winner is not None:
            return Pending((), (), literal({"en": "Over", "ko": "끝", "zh": "结束"}))
        options = tuple(Option(f"take:{n}", take_text(n), data={"key": str(n), "take": n})
                        for n in TAKES if n <= state.stones)
        prompt = literal({"en": f"Stones left: {state.stones}",
                          "ko": f"남은 돌: {state.stones}",
                          "zh": f"剩余石子：{state.stones}"})
        return Pending((state.turn,), options, prompt)

    def _apply(self, state: TinyState, actor: int, option_id: str) -> list[Event]:
        n = int(option_id.partition(":")[2])
        state.stones -= n
        if state.stones == 0:
            state.winner = actor
        state.turn = 1 - actor
        return [Event("took", literal({"en": f"Seat {actor + 1} took: {n}",
                                       "ko": f"{actor + 1}번 자리가 돌 {n}개를 가져갔습니다.",
                                       "zh": f"{actor + 1} 号座位拿走了 {n} 颗石子。"}),
                      {"seat": actor, "n": n})]

    def clone(self, state: TinyState) -> TinyState:
        """A copy."""
        return replace(state)

    def view(self, state: TinyState, seat: int | None) -> dict[str, Any]:
        """Everything is public."""
        return {"seat": seat, "stones": state.stones, "turn": state.turn,
                "winner": state.winner}

    def outcome(self, state: TinyState) -> Outcome | None:
        """Who took the last stone wins."""
        if state.winner is None:
            return None
        scores = tuple(1.0 if s == state.winner else 0.0 for s in range(2))
        return Outcome((state.winner,), scores,
                       literal({"en": "The last stone is taken.", "ko": "마지막 돌을 가져갔습니다.",
                                "zh": "最后一颗石子被拿走了。"}))

    def encode(self, state: TinyState) -> dict[str, Any]:
        """The whole state."""
        return {"stones": state.stones, "turn": state.turn, "winner": state.winner}

    def determinize(self, view: Mapping[str, Any], seat: int | None, rng: Random) -> TinyState:
        """The state itself (nothing is hidden)."""
        return TinyState(int(view["stones"]), int(view["turn"]), view["winner"])


GAME = TinyGame()
