"""A storm of disconnects and reconnects mid-game, on one worker (SQLite) and on two
workers sharing PostgreSQL and Redis (each reconnect to either worker).

Several tables are played by people (one socket a hand) watched by spectators; every
client drops and reconnects again and again: closing properly, cutting the TCP
connection, cutting it in the middle of a frame, right after sending an action (its
``ack`` in flight) or right after ``hello``, and reconnecting with the version and event
count it holds, or with an older version and fewer events it kept from before. Then

* every client, connected once more while the game goes on, holds the latest version
  with the same content and events as a fresh connection;
* once they have all left, the servers hold no connection, watcher, task, socket or
  connection object more than before the storm;
* nothing was logged at warning level or above.

The servers run in this process (:mod:`tests.server.inproc`) so the test can count
what they hold; every wait is bounded and everything listens on 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from contextlib import ExitStack
from pathlib import Path
from random import Random
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection, connect

from eerie.server.connection import Connection
from eerie.server.settings import ServerSettings
from eerie.testing.frames import CONTENT, follow
from tests.server.helpers import run_async
from tests.server.inproc import InProcessServer, ServerLog, live_objects, open_connections
from tests.server.redis_server import RedisServer

pytestmark = pytest.mark.skipif(not os.path.exists("/proc/net/tcp"),
                                reason="counts sockets in /proc/net/tcp")

Frame = dict[str, Any]

TABLES = 4
PLAYERS = 3
ROUNDS = 8
"""Sessions per client during the storm (each ended by one of :data:`ENDINGS`)."""
ENDINGS = ("close", "abort", "mid_frame", "after_act", "after_hello")


class Churner:
    """A client of one table (a hand, or a spectator if ``token`` is None) that keeps
    what it was sent across its sessions, as the web client does."""

    def __init__(self, table: str, token: str | None, rng: Random) -> None:
        self.table = table
        self.token = token
        self.rng = rng
        self.state: Frame | None = None
        self.history: dict[int, Frame] = {}
        """Every version it held, to reconnect with an older one."""
        self.events: list[Frame] = []
        self.acts = 0
        self.errors: list[Frame] = []

    def hello(self, stale: bool) -> Frame:
        """The ``hello`` to send: what it holds, or (``stale``) an older version and fewer
        events, whose content it then takes back."""
        msg: Frame = {"type": "hello"}
        msg.update({"token": self.token} if self.token else {"spectate": True})
        if stale and self.history:
            version = self.rng.choice(sorted(self.history))
            self.state = self.history[version]
            self.events = self.events[:self.rng.randrange(len(self.events) + 1)]
        if self.state is not None:
            msg["version"] = self.state["version"]
        msg["events_seen"] = len(self.events)
        return msg

    def take(self, text: str | bytes) -> Frame:
        """Take in one frame."""
        msg: Frame = json.loads(text)
        if msg["type"] in ("state", "delta"):
            self.state = follow(self.state, msg)
            assert self.state is not None
            self.history[self.state["version"]] = self.state
        elif msg["type"] == "events":
            for e in msg["events"]:
                assert e["n"] == len(self.events) + 1, (e["n"], len(self.events))
                self.events.append(e)
        elif msg["type"] == "error":
            assert msg["code"] == "stale", msg  # another client of the table was quicker
            self.errors.append(msg)
        return msg

    def act(self) -> Frame | None:
        """The first option, if this client is offered any in the state it holds."""
        s = self.state
        if self.token is None or s is None or "options" not in s["pending"] \
                or s["outcome"] is not None:
            return None
        self.acts += 1
        return {"type": "act", "seat": s["pending"]["yours"][0],
                "option": s["pending"]["options"][0]["id"], "expect_version": s["version"],
                "id": self.acts}

    async def session(self, ws_base: str, ending: str, seconds: float) -> None:
        """One connection: hello, play for about ``seconds``, end it by ``ending``."""
        ws = await connect(f"{ws_base}/ws/tables/{self.table}", open_timeout=10)
        try:
            await ws.send(json.dumps(self.hello(stale=self.rng.random() < 0.4)))
            if ending == "after_hello":
                return abort(ws)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 10  # until the state is in (hello may have to wait
            answered = False             # for the database), then ``seconds``
            while loop.time() < deadline:
                try:
                    text = await asyncio.wait_for(ws.recv(), deadline - loop.time())
                except TimeoutError:
                    break
                msg = self.take(text)
                if not answered and msg["type"] in ("state", "delta"):
                    answered = True
                    deadline = loop.time() + seconds
                if msg["type"] in ("state", "delta", "error", "ack") \
                        and (act := self.act()) is not None:
                    await ws.send(json.dumps(act))
                    if ending == "after_act" and self.rng.random() < 0.5:
                        return abort(ws)
            if ending == "mid_frame":
                # a masked text frame announcing 40 bytes, cut after 3 of them
                ws.transport.write(b"\x81\xa8" + os.urandom(4) + b'{"t')
                return abort(ws)
            if ending in ("abort", "after_act"):
                return abort(ws)
        finally:
            if ending == "close" or ws.transport.is_closing() is False:
                await ws.close()

    async def settle(self, ws_base: str) -> ClientConnection:
        """Connect once more (with what it holds) and stay; returns the socket after
        the server's answer to a ping, which follows everything due until then."""
        ws = await connect(f"{ws_base}/ws/tables/{self.table}", open_timeout=10)
        await ws.send(json.dumps(self.hello(stale=False)))
        await drain(ws, self)
        return ws


def abort(ws: ClientConnection) -> None:
    """Cut the TCP connection without a close frame."""
    ws.transport.abort()


async def drain(ws: ClientConnection, client: Churner | None) -> list[Frame]:
    """Ping and read until the pong, taking every frame in (if ``client``); returns the
    frames read."""
    await ws.send(json.dumps({"type": "ping", "id": "drain"}))
    out: list[Frame] = []
    while True:
        text = await asyncio.wait_for(ws.recv(), 10)
        msg = client.take(text) if client is not None else json.loads(text)
        if msg["type"] == "pong":
            return out
        out.append(msg)


async def fresh_view(ws_base: str, table: str, token: str | None) -> tuple[Frame, list[Frame]]:
    """The whole state and every event a brand-new connection gets."""
    async with connect(f"{ws_base}/ws/tables/{table}", open_timeout=10) as ws:
        hello: Frame = {"type": "hello", "full": True}
        hello.update({"token": token} if token else {"spectate": True})
        await ws.send(json.dumps(hello))
        frames = await drain(ws, None)
    states = [f for f in frames if f["type"] == "state"]
    events = [e for f in frames if f["type"] == "events" for e in f["events"]]
    assert states, frames
    return states[-1], events


def held(server: InProcessServer) -> dict[str, int]:
    """What a server holds for connections: listeners, watchers, tasks."""
    manager = server.manager

    def look() -> dict[str, int]:
        return {"listeners": sum(len(ls) for ls in manager.listeners.values()),
                "watchers": sum(sum(t.watchers.values()) for t in manager.tables.values())}

    return {**server.call(look), "tasks": len(server.tasks())}


def actions(server: InProcessServer, table_id: str) -> int:
    """How many actions a server's copy of a table holds (0 if it has none)."""
    manager = server.manager
    return server.call(lambda: len(t.actions) if (t := manager.tables.get(table_id))
                       else 0)


def quiet(servers: list[InProcessServer], seconds: float = 10) -> list[dict[str, int]]:
    """Wait until the servers hold no connection (listener, watcher, TCP connection) any
    more; return what :func:`held` says of each then."""
    deadline = time.monotonic() + seconds
    while True:
        now = [held(s) for s in servers]
        sockets = sum(open_connections(s.port) for s in servers)
        if sockets == 0 and all(n["listeners"] == n["watchers"] == 0 for n in now):
            return now
        assert time.monotonic() < deadline, f"still held after {seconds:g} s: {now}, " \
            f"{sockets} TCP connections"
        time.sleep(0.1)


def storm(servers: list[InProcessServer], server_log: ServerLog) -> None:
    """Create the tables, warm up, storm, settle and check (see the module's docstring)."""
    base = servers[0].base
    clients: list[Churner] = []
    rng = Random(16)
    for i in range(TABLES):
        r = httpx.post(f"{base}/api/tables", json={
            "game": "fearsome-floors", "config": {"players": PLAYERS}, "seed": 100 + i},
            timeout=10)
        assert r.status_code == 201, r.text
        tid = r.json()["id"]
        for invite in r.json()["invites"]:
            clients.append(Churner(tid, invite["token"], Random(rng.random())))
        clients.append(Churner(tid, None, Random(rng.random())))

    def pick(c: Churner) -> str:
        return servers[c.rng.randrange(len(servers))].ws_base

    async def warm_up() -> None:  # every table joined, pools and caches filled
        await asyncio.gather(*(c.session(pick(c), "close", 0.3) for c in clients))

    run_async(warm_up())
    baseline = quiet(servers)
    objects = live_objects(Connection)

    async def churn(c: Churner) -> None:
        for _ in range(ROUNDS):
            await c.session(pick(c), c.rng.choice(ENDINGS), c.rng.uniform(0.05, 0.5))

    async def storm_and_settle() -> None:
        await asyncio.gather(*(churn(c) for c in clients))
        sockets = [await c.settle(pick(c)) for c in clients]
        # the game goes on while they all stay connected
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 3
        while loop.time() < deadline:
            for c, ws in zip(clients, sockets, strict=True):
                try:
                    text = await asyncio.wait_for(ws.recv(), 0.01)
                except TimeoutError:
                    continue
                c.take(text)
                if (act := c.act()) is not None:
                    await ws.send(json.dumps(act))
        for c, ws in zip(clients, sockets, strict=True):
            await drain(ws, c)  # every action sent is answered now
        for c, ws in zip(clients, sockets, strict=True):
            for _ in range(50):  # another worker's moves come through Redis: a moment
                await drain(ws, c)
                state, events = await fresh_view(pick(c), c.table, c.token)
                assert c.state is not None
                if c.state["version"] == state["version"]:
                    break
                await asyncio.sleep(0.1)
            held = c.state
            assert held is not None
            assert held["version"] == state["version"], (c.table, c.token is None)
            assert {k: held[k] for k in CONTENT} == {k: state[k] for k in CONTENT}
            assert c.events == events
        for ws in sockets:
            await ws.close()

    run_async(storm_and_settle())
    played = {c.table: max(actions(s, c.table) for s in servers) for c in clients}
    assert min(played.values()) >= 5, played  # every game went on
    now = quiet(servers)
    assert all(n["tasks"] <= b["tasks"] for n, b in zip(now, baseline, strict=True)), \
        (now, baseline)
    after = live_objects(Connection)
    assert after["Connection"] <= objects["Connection"], (after, objects)
    assert server_log.records == []


def test_storm_on_one_worker(tmp_path: Path, server_log: ServerLog) -> None:
    server = InProcessServer(ServerSettings(data_dir=tmp_path, allow_client_seed=True,
                                            ai_workers=0))
    server.start()
    try:
        storm([server], server_log)
    finally:
        server.stop()


def test_storm_on_two_workers(tmp_path: Path, pg_url: str, redis_server: RedisServer,
                              server_log: ServerLog) -> None:
    with ExitStack() as stack:
        servers = []
        for i in range(2):
            server = InProcessServer(ServerSettings(
                db_url=pg_url, data_dir=tmp_path / f"w{i}", allow_client_seed=True,
                ai_workers=0, redis_url=redis_server.url, worker_id=f"w{i}",
                lease_seconds=1, poll_every=0.3))
            server.start()
            stack.callback(server.stop)
            servers.append(server)
        storm(servers, server_log)
