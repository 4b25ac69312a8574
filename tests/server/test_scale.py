"""Scale-out: several ``eerie serve`` workers on one PostgreSQL database and one Redis.

* the lease and fan-out building blocks on a real Redis;
* three real workers, clients spread over them, a game played to its end (moves made on
  one worker seen by clients of the others, every delta applying);
* the worker holding a table's lease killed with ``kill -9`` mid-game: another adopts
  its AI and chance, the game ends, and its record replays to every acknowledged hash;
* Redis killed and started again mid-game: people keep playing (their workers catch up
  from the database) and fan-out comes back.

Every wait is bounded; everything listens on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest
import redis as redis_sync
from redis.asyncio import Redis

from eerie.server.fanout import Fanout, decode, encode
from eerie.server.lease import Leases
from tests.server.cluster_clients import Client, check_record, content, full_state, play, workers
from tests.server.helpers import run_async
from tests.server.redis_server import RedisServer

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs kill -9")


# -- the building blocks --------------------------------------------------------------------


def test_lease_has_one_holder_and_times_out(redis_server: RedisServer) -> None:
    async def go() -> None:
        ra, rb = (Redis.from_url(redis_server.url, decode_responses=True) for _ in "ab")
        a, b = Leases(ra, "a", 300), Leases(rb, "b", 300)
        assert await a.acquire("t1")
        assert not await b.acquire("t1")  # a holds it
        assert await a.acquire("t1")  # renewing one's own
        assert await a.renew() == set()
        await asyncio.sleep(0.5)  # a stops renewing: the lease runs out
        assert await b.acquire("t1")
        assert await a.renew() == {"t1"} and not a.holds("t1")  # b has it now
        await a.release("t1")  # not a's to release: b keeps it
        assert not await a.acquire("t1")
        assert await b.unheld(["t1", "t2"]) == ["t2"]
        await b.release("t1")
        assert await a.acquire("t1")
        await ra.aclose()
        await rb.aclose()

    run_async(go())


def test_lease_kept_while_redis_is_away_and_taken_again(redis_server: RedisServer) -> None:
    async def go() -> None:
        r = Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=1,
                           socket_connect_timeout=1)
        a = Leases(r, "a", 5000)
        assert await a.acquire("t1")
        redis_server.stop()
        assert await a.renew() == set() and a.holds("t1")  # nobody can have taken it
        assert not await a.acquire("t2")  # but nothing new is taken
        redis_server.start()  # empty: the key is gone
        assert await a.renew() == set()
        assert await r.get(Leases.key("t1")) == "a"
        await r.aclose()

    run_async(go())


def test_fanout_messages_reach_the_other_workers(redis_server: RedisServer) -> None:
    assert decode(encode("t1", 7, "w")) == ("t1", 7, "w")
    for bad in ("", "[]", '{"t": 1, "n": 2, "w": "x"}', '{"t": "x"}', "not json"):
        assert decode(bad) is None

    async def go() -> None:
        got: dict[str, list[tuple[str, int]]] = {"a": [], "b": []}
        clients = [Redis.from_url(redis_server.url, decode_responses=True) for _ in "ab"]
        outs = []
        for name, r in zip("ab", clients, strict=True):
            async def handler(t: str, n: int, name: str = name) -> None:
                got[name].append((t, n))
            out = Fanout(r, name, handler)
            out.start()
            outs.append(out)
        for out in outs:
            await asyncio.wait_for(out.connected.wait(), 5)
        assert await outs[0].publish("t1", 3)
        deadline = time.monotonic() + 5
        while not got["b"] and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        assert got == {"a": [], "b": [("t1", 3)]}  # never one's own news
        for out in outs:
            await out.stop()
        for r in clients:
            await r.aclose()

    run_async(go())


# -- real workers -----------------------------------------------------------------------------


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    with ExitStack() as s:
        yield s


def test_three_workers_play_a_game_to_its_end(stack: ExitStack, tmp_path: Path,
                                              pg_url: str, redis_server: RedisServer
                                              ) -> None:
    (_, a), (_, b), (_, c) = workers(stack, tmp_path, pg_url, redis_server.url, 3)
    r = httpx.post(f"{a}/api/tables", json={
        "game": "whitehall-mystery", "config": {"players": 2}, "seed": 5,
        "hands": [[0], [1, 2, 3]]}, timeout=10)
    assert r.status_code == 201, r.text
    tid, invites = r.json()["id"], r.json()["invites"]
    p0 = Client(stack, a, tid, invites[0]["token"])
    p1 = Client(stack, b, tid, invites[1]["token"])
    spectator = Client(stack, c, tid, None)
    play([p0, p1], [spectator], until=120)
    assert p0.acked and p1.acked  # both people played, each on their own worker
    final = content(full_state(a, tid))
    for client in (p0, p1, spectator):  # every worker's clients end in the same state
        assert client.state is not None and client.state["outcome"] == final["outcome"]
    assert content(spectator.state or {}) == final
    assert content(full_state(b, tid)) == final == content(full_state(c, tid))
    check_record(c, tid, sorted(p0.acks + p1.acks))


def test_worker_killed_mid_game_its_table_is_adopted(stack: ExitStack, tmp_path: Path,
                                                     pg_url: str,
                                                     redis_server: RedisServer) -> None:
    (pa, a), (_, b), (_, c) = workers(stack, tmp_path, pg_url, redis_server.url, 3)
    r = httpx.post(f"{a}/api/tables", json={
        "game": "fearsome-floors", "config": {"players": 2}, "seed": 9,
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "random"}]}, timeout=10)
    assert r.status_code == 201, r.text
    tid, token = r.json()["id"], r.json()["invites"][0]["token"]
    person = Client(stack, b, tid, token)
    spectator = Client(stack, c, tid, None)
    play([person], [spectator], until=60, acks=15)
    holder = redis_sync.Redis.from_url(redis_server.url, decode_responses=True)
    assert holder.get(Leases.key(tid)) == "w0"  # the creating worker runs AI and chance
    os.kill(pa.pid, signal.SIGKILL)
    pa.wait(10)
    play([person], [spectator], until=120)  # the AI seat and chance go on elsewhere
    assert holder.get(Leases.key(tid)) in ("w1", "w2", None)
    holder.close()
    assert content(spectator.state or {}) == content(full_state(b, tid))
    check_record(b, tid, person.acks)


def test_redis_restarted_mid_game_people_keep_playing(stack: ExitStack, tmp_path: Path,
                                                      pg_url: str,
                                                      redis_server: RedisServer) -> None:
    (_, a), (_, b) = workers(stack, tmp_path, pg_url, redis_server.url, 2)
    r = httpx.post(f"{a}/api/tables", json={
        "game": "fearsome-floors", "config": {"players": 2}, "seed": 3}, timeout=10)
    assert r.status_code == 201, r.text
    tid, invites = r.json()["id"], r.json()["invites"]
    p0 = Client(stack, a, tid, invites[0]["token"])
    p1 = Client(stack, b, tid, invites[1]["token"])
    play([p0, p1], [], until=60, acks=10)
    redis_server.stop()
    before = p0.acked + p1.acked
    play([p0, p1], [], until=60, acks=10)  # no fan-out: the workers poll the database
    assert p0.acked + p1.acked >= before + 10
    redis_server.start()
    play([p0, p1], [], until=120)
    final = content(full_state(b, tid))
    assert content(full_state(a, tid)) == final
    assert p0.state is not None and p1.state is not None
    assert p0.state["outcome"] == final["outcome"] == p1.state["outcome"]
    check_record(a, tid, sorted(p0.acks + p1.acks))
