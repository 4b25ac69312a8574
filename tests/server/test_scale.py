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
import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis as redis_sync
from redis.asyncio import Redis
from websockets.sync.client import ClientConnection, connect

from eerie.core.record import Record, replay
from eerie.server.fanout import Fanout, decode, encode
from eerie.server.lease import Leases
from eerie.testing.frames import follow
from tests.server.helpers import run_async
from tests.server.procs import recv, serve
from tests.server.redis_server import RedisServer

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs kill -9")

Frame = dict[str, Any]

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


def workers(stack: ExitStack, tmp_path: Path, pg_url: str, redis_url: str, n: int
            ) -> list[tuple[subprocess.Popen[bytes], str]]:
    """Start ``n`` workers (ids w0, w1 ...) on the same database and Redis."""
    out = []
    for i in range(n):
        out.append(stack.enter_context(serve(
            tmp_path / f"data{i}", tmp_path / f"worker{i}.log", pg_url, "--redis",
            redis_url, "--worker-id", f"w{i}", "--lease-seconds", "1",
            "--poll-seconds", "0.3")))
    return out


class Client:
    """A websocket of a hand (or a spectator) that plays first options when offered."""

    def __init__(self, stack: ExitStack, base: str, table: str, token: str | None) -> None:
        self.ws: ClientConnection = stack.enter_context(connect(
            base.replace("http://", "ws://") + f"/ws/tables/{table}", open_timeout=10))
        hello: Frame = {"type": "hello"}
        hello.update({"token": token} if token else {"spectate": True})
        self.ws.send(json.dumps(hello))
        self.state: Frame | None = None
        self.seen: list[str] = []
        self.acks: list[tuple[int, str]] = []
        self.errors: list[Frame] = []
        self.waiting = False
        self.min_version = self.n = self.acked = 0

    def pump(self, act: bool, timeout: float = 0) -> int:
        """Read what arrived (within ``timeout`` per frame); act if offered; return how
        many frames came."""
        got = 0
        while True:
            try:
                text = self.ws.recv(timeout=timeout)
            except TimeoutError:
                break
            got += 1
            self.seen.append(str(text))
            msg = json.loads(text)
            if msg["type"] in ("state", "delta"):
                self.state = follow(self.state, msg)
            elif msg["type"] == "ack":
                self.acked += 1
                if "action" in msg:  # games without secrets: the hash of every step
                    self.acks.append((msg["action"], msg["state_hash"]))
                self.min_version = msg["version"]
                self.waiting = False
            elif msg["type"] == "error":
                assert msg["code"] == "stale", msg  # another worker was quicker
                self.errors.append(msg)
                self.waiting = False
        s = self.state
        if act and not self.waiting and s is not None and "options" in s["pending"] \
                and s["version"] >= self.min_version and s["outcome"] is None:
            self.n += 1
            self.ws.send(json.dumps({
                "type": "act", "seat": s["pending"]["yours"][0],
                "option": s["pending"]["options"][0]["id"],
                "expect_version": s["version"], "id": self.n}))
            self.waiting = True
        return got

    def over(self) -> bool:
        """True once the game's outcome arrived."""
        return self.state is not None and self.state["outcome"] is not None


def play(players: list[Client], watchers: list[Client], until: float, acks: int = 0
         ) -> None:
    """Let ``players`` play until the game is over (or each of them got ``acks`` more
    acknowledgements), reading ``watchers`` too; fail after ``until`` seconds."""
    goal = [p.acked + acks for p in players]
    deadline = time.monotonic() + until
    while True:
        got = sum(c.pump(act=True, timeout=0) for c in players)
        got += sum(c.pump(act=False, timeout=0) for c in watchers)
        if not got:
            time.sleep(0.003)
        if all(c.over() for c in players + watchers):
            return
        if acks and sum(p.acked for p in players) >= sum(goal):
            return
        if time.monotonic() > deadline:
            tails = [" | ".join(f[:120] for f in c.seen[-3:]) for c in players + watchers]
            raise AssertionError(f"the game did not get on within {until:g} s: {tails}")


def full_state(base: str, table: str) -> Frame:
    """A spectator's whole state of ``table`` as one worker serves it now."""
    url = base.replace("http://", "ws://") + f"/ws/tables/{table}"
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "spectate": True, "full": True}))
        seen: list[str] = []
        while True:
            msg = recv(ws, "the whole state", seen)
            if msg["type"] == "state":
                return msg


def content(state: Frame) -> Frame:
    return {k: state[k] for k in ("views", "pending", "outcome")}


def check_record(base: str, table: str, acked: list[tuple[int, str]]) -> None:
    """The stored record replays to every acknowledged hash and to the final one."""
    info = httpx.get(f"{base}/api/tables/{table}", timeout=10).json()
    record = Record.from_json(httpx.get(f"{base}/api/tables/{table}/record",
                                        timeout=10).json())
    for action, state_hash in [*acked[::10], *acked[-1:]]:  # a sample: each replays
        game, state = replay(record, upto=action)              # from the start
        assert game.state_hash(state) == state_hash, f"action {action}"
    replay(record)  # checks the record's own final hash
    assert info["state_hash"] == record.state_hash and info["status"] == "finished"


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
