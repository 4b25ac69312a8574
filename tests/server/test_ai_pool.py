"""AI seats think in worker processes: tables finish, workers that die or overrun are
replaced, illegal answers are never applied, seeded tables repeat their decisions."""

from __future__ import annotations

import logging
import os
import signal
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from random import Random
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from eerie.ai.agents import Budget, make_agent
from eerie.ai.mcts import SearchAgent
from eerie.ai.worker import Decider, Decision
from eerie.core.record import Record, replay
from eerie.core.registry import get_game
from eerie.server.ai_pool import NICENESS, AIPool
from eerie.server.app import create_app
from eerie.server.manager import TableManager
from eerie.server.settings import ServerSettings
from tests.server.ai_fakes import STALL
from tests.server.helpers import create, run_async, settle

FAKES = "tests.server.ai_fakes"
ALL_AI_WM = {"seats": [{"kind": "ai", "level": "heuristic"}] * 4}
AI_THEN_PERSON = {"config": {"players": 2},  # seat 0 places two figures, then seat 1
                  "seats": [{"kind": "ai", "level": "heuristic"}, {"kind": "human"}]}


def server(tmp_path: Path, **settings: Any) -> TestClient:
    """A client of a server on SQLite in ``tmp_path`` with these settings."""
    values: dict[str, Any] = {"data_dir": tmp_path, "allow_client_seed": True,
                              "ai_workers": 1, **settings}
    return TestClient(create_app(ServerSettings(**values)))


def manager(client: TestClient) -> TableManager:
    """The server's table manager."""
    found: TableManager = client.app.state.manager  # type: ignore[attr-defined]
    return found


def checked_record(client: TestClient, table_id: str, over: bool = True) -> Record:
    """The table's record, every action of which replays (legal, same hashes); the game
    is over (``over``) or waits for seat 1, a person."""
    r = client.get(f"/api/tables/{table_id}/record")
    assert r.status_code == 200, r.text
    record = Record.from_json(r.json())
    game, state = replay(record)  # raises on an illegal action or a wrong hash
    assert game.pending(state).is_over if over else game.pending(state).actors == (1,)
    return record


def wait_for(check: Any, seconds: float = 30.0) -> Any:
    """Poll ``check()`` until it is true (fails after ``seconds``)."""
    deadline = time.monotonic() + seconds
    while not (found := check()):
        assert time.monotonic() < deadline, "waited in vain"
        time.sleep(0.01)
    return found


def test_an_ai_table_plays_to_the_end_through_the_pool(tmp_path: Path) -> None:
    with server(tmp_path) as client:
        data = create(client, "whitehall-mystery", seed=3, **ALL_AI_WM)
        settle(client, data["id"])
        record = checked_record(client, data["id"])
        pool = manager(client).ai_pool
        assert pool is not None
        worker = pool.workers[0]
        assert worker.started == 1 and worker.pid not in (None, os.getpid())
        assert worker.seats == 0  # the finished table's agents are dropped
        pid = worker.pid
        assert pid is not None  # thinking waits while the server has work:
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(
            19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
        assert {seat for seat, _ in record.actions} >= {0, 1, 2, 3}
    assert worker.pid is None  # stopped with the server


def test_a_seeded_table_with_an_iteration_budget_repeats_its_decisions(
        tmp_path: Path) -> None:
    body = {"seed": 11, "seats": [{"kind": "ai", "level": "search"}]
            + [{"kind": "ai", "level": "heuristic"}] * 3}
    actions: list[list[tuple[int, str]]] = []
    for workers in (1, 0):  # a server with a pool, one thinking in a thread
        folder = tmp_path / f"run{len(actions)}"
        with server(folder, ai_workers=workers, ai_iterations=3) as client:
            data = create(client, "whitehall-mystery", **body)
            settle(client, data["id"])
            actions.append(checked_record(client, data["id"]).actions)
    assert actions[0] == actions[1]


def test_a_worker_killed_mid_decision_is_replaced_and_the_table_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    flag = tmp_path / "stall"
    flag.touch()
    monkeypatch.setenv(STALL, str(flag))
    with server(tmp_path, ai_agents=f"{FAKES}:stalling") as client:
        data = create(client, "fearsome-floors", seed=4, **AI_THEN_PERSON)
        busy = Path(f"{flag}.busy")
        pid = int(wait_for(lambda: busy.exists() and busy.read_text()))
        worker = manager(client).ai_pool.workers[0]  # type: ignore[union-attr]
        assert worker.pid == pid
        with caplog.at_level(logging.WARNING, "eerie.server"):
            os.kill(pid, signal.SIGKILL)
            wait_for(lambda: worker.started == 2)
            flag.unlink()  # the new worker's agent answers at once
            settle(client, data["id"])
        checked_record(client, data["id"], over=False)
        assert worker.pid not in (None, pid)
        assert "stopped (exit code -9) during a decision" in caplog.text


def test_an_agent_past_its_time_limit_is_cut_and_the_table_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    flag = tmp_path / "stall"
    flag.touch()
    monkeypatch.setenv(STALL, str(flag))
    with server(tmp_path, ai_agents=f"{FAKES}:stalling", ai_budget=0.2,
                ai_grace=0.1) as client:
        data = create(client, "fearsome-floors", seed=4, **AI_THEN_PERSON)
        busy = Path(f"{flag}.busy")
        pid = int(wait_for(lambda: busy.exists() and busy.read_text()))
        began = time.monotonic()
        wait_for(lambda: not Path(f"/proc/{pid}").exists())  # killed by the pool
        took = time.monotonic() - began
        flag.unlink()
        settle(client, data["id"])
        record = checked_record(client, data["id"], over=False)
    assert took < 2.0, f"cut after {took:.2f} s, the limit is 0.3 s"
    first_ai = next(i for i, (seat, _) in enumerate(record.actions) if seat >= 0)
    game = get_game("fearsome-floors")
    _, state = replay(record, first_ai)
    legal = game.legal_actions(state)[1]
    assert record.actions[first_ai][1] in legal


def test_the_server_never_applies_an_illegal_answer(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR, "eerie.server"), \
            server(tmp_path, ai_agents=f"{FAKES}:lying") as client:
        data = create(client, "fearsome-floors", seed=6, **AI_THEN_PERSON)
        settle(client, data["id"])
        record = checked_record(client, data["id"], over=False)
    assert [seat for seat, _ in record.actions] == [0, 0]
    assert "no-such-option" not in {option for _, option in record.actions}
    assert "answered an option that is not legal" in caplog.text


def test_a_search_agent_stops_within_its_seconds() -> None:
    game = get_game("fearsome-floors")
    agent = make_agent(game, "search", Budget(seconds=0.2))
    assert isinstance(agent, SearchAgent)
    agent.config.iterations = 10**9  # the clock alone must stop it
    state = game.setup(game.normalize_config({"players": 2}))
    actors, legal = game.legal_actions(state)
    seat = actors[0]
    began = time.monotonic()
    agent.choose(game, lambda: game.view(state, seat), legal, seat, Random(1))
    assert time.monotonic() - began < 1.0
    assert agent.last is not None and agent.last.seconds < 0.5


def test_budgets() -> None:
    game = get_game("whitehall-mystery")
    by_iterations = make_agent(game, "search", Budget(seconds=5, iterations=7))
    by_seconds = make_agent(game, "search", Budget(seconds=0.5))
    assert isinstance(by_iterations, SearchAgent) and isinstance(by_seconds, SearchAgent)
    assert (by_iterations.config.iterations, by_iterations.config.seconds) == (7, None)
    assert by_seconds.config.seconds == 0.5
    plain = make_agent(game, "search")
    assert isinstance(plain, SearchAgent)
    assert by_seconds.config.iterations == plain.config.iterations
    with pytest.raises(ValueError):
        Budget(seconds=0)
    with pytest.raises(ValueError):
        Budget(iterations=0)


@pytest.fixture
def pool() -> Iterator[AIPool]:
    """A pool of two workers (the real agents, three iterations a search)."""
    p = AIPool(2, Budget(iterations=3), limit=30.0)
    yield p
    p.close()


def test_a_seat_keeps_its_worker_and_the_pool_answers_as_a_thread_would(
        pool: AIPool) -> None:
    game = get_game("fearsome-floors")
    state = game.setup(game.normalize_config({"players": 2}))
    actors, legal = game.legal_actions(state)
    decision = Decision(table="t", seat=actors[0], game=game.id, level="search",
                        legal=tuple(legal), seed="1:ai:0:0")

    def view() -> dict[str, Any]:
        return game.view(state, actors[0])

    async def ask() -> list[str | None]:
        return [await pool.decide(decision, view) for _ in range(2)]

    answers = run_async(ask())
    here = Decider(Budget(iterations=3)).decide(game, decision, view)
    assert answers[0] == here and answers[1] is not None
    assert pool.home("t", actors[0]) is pool.workers[0]
    assert pool.home("t", 5) is pool.workers[1]  # the next seat goes to the idler one
    assert pool.workers[1].started == 0  # started only when asked
    pool.forget("t")
    assert pool.workers[0].seats == pool.workers[1].seats == 0


def test_a_view_that_fails_gives_no_answer_and_starts_no_worker() -> None:
    pool = AIPool(1, Budget(), limit=5.0)

    def broken() -> dict[str, Any]:
        raise RuntimeError("a bug in a game's view")

    decision = Decision(table="t", seat=0, game="fearsome-floors", level="random",
                        legal=("a",), seed="s")
    try:
        assert run_async(pool.decide(decision, broken)) is None
        assert pool.workers[0].started == 0
    finally:
        pool.close()
