"""Clients of real ``eerie serve`` workers for the scale-out and failure tests: workers
on one database and one Redis, websocket players that play first options, a game played
until it ends, a fresh spectator's state and the check of a stored record."""

from __future__ import annotations

import json
import subprocess
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

from eerie.core.record import Record, replay
from eerie.testing.frames import follow
from tests.server.procs import recv, serve

Frame = dict[str, Any]


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

    def __init__(self, stack: ExitStack, base: str, table: str, token: str | None,
                 allowed: tuple[str, ...] = ("stale",)) -> None:
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
        self.allowed = allowed
        """The error codes an action may get (others fail the test)."""

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
                assert msg["code"] in self.allowed, msg  # stale: another worker was quicker
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


def check_record(base: str, table: str, acked: list[tuple[int, str]],
                 finished: bool = True) -> Record:
    """The stored record replays to every acknowledged hash and to the final one (and
    the game is over, if ``finished``); returns the record."""
    info = httpx.get(f"{base}/api/tables/{table}", timeout=10).json()
    record = Record.from_json(httpx.get(f"{base}/api/tables/{table}/record",
                                        timeout=10).json())
    for action, state_hash in [*acked[::10], *acked[-1:]]:  # a sample: each replays
        game, state = replay(record, upto=action)              # from the start
        assert game.state_hash(state) == state_hash, f"action {action}"
    replay(record)  # checks the record's own final hash
    assert info["state_hash"] == record.state_hash
    assert info["status"] == "finished" or not finished, info["status"]
    return record


