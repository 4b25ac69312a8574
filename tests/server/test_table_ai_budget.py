"""A table sets its AI seats' difficulty and budget (issue 18, points 2 and 3): the
lobby's difficulty names are accepted as levels, a table's ``ai_budget`` reaches its
seats' agents (a clock of at most the server's budget, or iterations that make a seeded
table repeat its decisions), and a bad budget is a clear 422."""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from eerie.ai.agents import Budget, RandomAgent
from eerie.ai.worker import Decider, Decision
from eerie.core.agent import Agent
from eerie.core.game import Game
from eerie.core.registry import get_game
from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server.helpers import create, live, settle
from tests.server.test_ai_pool import checked_record

JACK_SEARCHES = {"seed": 11, "seats": [{"kind": "ai", "level": "strongest"}]
                 + [{"kind": "ai", "level": "hard"}] * 3}


def server(folder: Path, **settings: Any) -> TestClient:
    values: dict[str, Any] = {"data_dir": folder, "allow_client_seed": True, **settings}
    return TestClient(create_app(ServerSettings(**values)))


def test_a_table_s_iteration_budget_makes_its_seeded_decisions_repeat(
        tmp_path: Path) -> None:
    actions = []
    for workers in (1, 0):  # a server with a pool, one thinking in a thread
        with server(tmp_path / f"run{workers}", ai_workers=workers) as client:
            data = create(client, "whitehall-mystery", ai_budget={"iterations": 3},
                          **JACK_SEARCHES)
            assert live(client, data["id"]).ai_budget == Budget(iterations=3)
            settle(client, data["id"])
            actions.append(checked_record(client, data["id"]).actions)
    assert actions[0] == actions[1]


def test_difficulty_names_are_levels_and_an_ai_seat_plays_normal_by_default(
        tmp_path: Path) -> None:
    with server(tmp_path, ai_workers=0) as client:
        games = {g["id"]: g["ai_levels"] for g in client.get("/api/games").json()}
        for levels in games.values():
            assert levels[:4] == ["easy", "normal", "hard", "strongest"]
        data = create(client, "fearsome-floors", config={"players": 2},
                      seats=[{"kind": "human"}, {"kind": "ai"}])
        assert [s["level"] for s in data["seats"]] == [None, "normal"]


@pytest.mark.parametrize(("budget", "words"), [
    ({"seconds": 99}, "more than this server allows (at most 10)"),
    ({"seconds": 1, "iterations": 5}, "either seconds or iterations"),
    ({}, "either seconds or iterations"),
])
def test_a_bad_table_budget_is_refused_clearly(tmp_path: Path, budget: dict[str, Any],
                                               words: str) -> None:
    with server(tmp_path, ai_workers=0) as client:
        r = client.post("/api/tables", json={"game": "fearsome-floors", "ai_budget": budget})
        assert r.status_code == 422 and words in r.text, r.text
        r = client.post("/api/tables", json={"game": "fearsome-floors",
                                             "ai_budget": {"iterations": 0}})
        assert r.status_code == 422


def test_a_decision_s_budget_reaches_its_agent_maker() -> None:
    given: list[Budget] = []

    def maker(game: Game[Any], level: str, budget: Budget) -> Agent:
        given.append(budget)
        return RandomAgent()

    server_budget = Budget(seconds=10)
    decider = Decider(server_budget, maker)
    game = get_game("fearsome-floors")
    legal: Sequence[str] = ("a", "b")

    def observe() -> dict[str, Any]:
        return {}

    for table, budget in (("t1", Budget(iterations=7)), ("t2", None)):
        decider.decide(game, Decision(table=table, seat=0, game=game.id, level="search",
                                      legal=tuple(legal), seed="s", budget=budget), observe)
    assert given == [Budget(iterations=7), server_budget]


def test_a_table_s_shorter_clock_shortens_its_seats_cut_off() -> None:
    from eerie.server.ai_pool import decision_limit

    server_budget, limit = Budget(seconds=10), 12.0  # a grace of 2 s

    def decision(budget: Budget | None) -> Decision:
        return Decision(table="t", seat=0, game="g", level="hard", legal=("a",), seed="s",
                        budget=budget)

    assert decision_limit(decision(Budget(seconds=1.5)), server_budget, limit) == 3.5
    assert decision_limit(decision(None), server_budget, limit) == 12.0
    # iterations have no clock: the server's limit still cuts off a decision that overruns
    assert decision_limit(decision(Budget(iterations=50)), server_budget, limit) == 12.0
    assert decision_limit(decision(Budget(seconds=1)), Budget(iterations=5), limit) == 12.0
