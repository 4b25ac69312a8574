"""A small websocket player for tests: keeps every raw frame, reads with a time-out, and
applies ``delta`` frames to the state it holds as a client does."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from starlette.testclient import TestClient, WebSocketTestSession

from eerie.server.live import LiveTable
from eerie.testing.frames import follow, next_text

T = TypeVar("T")


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)`` in a thread of its own: the test process's main thread may
    already run an event loop (Playwright's sync API keeps one running while the browser
    tests' session-scoped browser is open), and ``asyncio.run`` refuses to nest."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()

Frame = dict[str, Any]


def create(client: TestClient, game: str, **body: Any) -> dict[str, Any]:
    """Create a table and return the answer (with the invites)."""
    r = client.post("/api/tables", json={"game": game, **body})
    assert r.status_code == 201, r.text
    data: dict[str, Any] = r.json()
    return data


def live(client: TestClient, table_id: str) -> LiveTable:
    """The server's in-memory table (tests may look; the server never shows it)."""
    table: LiveTable = client.app.state.manager.tables[table_id]  # type: ignore[attr-defined]
    return table


def settle(client: TestClient, table_id: str) -> None:
    """Wait until the table's AI seats and chance have played what they can."""
    manager = client.app.state.manager  # type: ignore[attr-defined]
    assert client.portal is not None
    client.portal.call(manager.settle, table_id)


class Player:
    """One websocket connection to a table."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.frames: list[str] = []
        self.events: list[Frame] = []
        self.state: Frame | None = None
        self.states: list[Frame] = []
        """Every whole state held so far (a ``delta`` frame's as it applied)."""
        self.deltas = 0
        self.welcome: Frame | None = None
        self._ids = 0
        self.min_version = 0

    def hello(self, token: str | None = None, events_seen: int = 0, **extra: Any) -> Frame:
        """Say hello (with a token, or as a spectator; ``extra`` such as ``version`` or
        ``full``) and read the welcome."""
        msg: Frame = {"type": "hello", "events_seen": events_seen, **extra}
        if token is None:
            msg["spectate"] = True
        else:
            msg["token"] = token
        self.ws.send_json(msg)
        self.welcome = self.wait(lambda m: m["type"] == "welcome", what="the welcome")
        return self.welcome

    def recv(self, timeout: float = 10.0, what: str = "a frame") -> Frame:
        """The next frame (a ``delta`` as the whole ``state`` it makes of the state held);
        fails saying what it waited for if none comes in time."""
        text = next_text(self.ws, timeout)
        if text is None:
            raise AssertionError(
                f"waited {timeout:g} s for {what}; nothing more arrived. The last frames: "
                f"{self._tail()}")
        self.frames.append(text)
        frame: Frame = json.loads(text)
        if frame["type"] == "events":
            self.events.extend(frame["events"])
        elif frame["type"] in ("state", "delta"):
            self.deltas += frame["type"] == "delta"
            self.state = frame = follow(self.state, frame) or frame
            self.states.append(frame)
        return frame

    def _tail(self, n: int = 5) -> str:
        """The last ``n`` frames received, shortened, for failure messages."""
        if not self.frames:
            return "(none)"
        return " | ".join(f[:160] for f in self.frames[-n:])

    def wait(self, pred: Callable[[Frame], bool], timeout: float = 10.0, *,
             what: str, ref: str | int | None = None) -> Frame:
        """Read frames until one satisfies ``pred``; fails with what it waited for and
        what arrived instead. An error frame answering ``ref`` fails at once."""
        skipped: list[str] = []
        while True:
            frame = self.recv(timeout, what)
            if pred(frame):
                return frame
            if ref is not None and frame["type"] == "error" and frame.get("id") == ref:
                raise AssertionError(f"waited for {what}; the server answered with an "
                                     f"error instead: {frame}")
            skipped.append(frame["type"])
            if len(skipped) > 10_000:
                raise AssertionError(f"waited for {what}; {len(skipped)} other frames "
                                     f"arrived instead (types {sorted(set(skipped))})")

    def drain(self) -> None:
        """Read everything the server has queued so far (a ping is answered after it)."""
        self._ids += 1
        ref = f"drain-{self._ids}"
        self.ws.send_json({"type": "ping", "id": ref})
        self.wait(lambda m: m["type"] == "pong" and m.get("id") == ref,
                  what=f"the pong to ping {ref!r}", ref=ref)

    def my_turn(self, version: int | None = None) -> Frame:
        """Wait for a state offering this connection options (at ``version`` if given),
        never one from before this connection's last acknowledged action."""

        def ok(m: Frame) -> bool:
            return (m["type"] == "state" and "options" in m["pending"]
                    and m["version"] >= self.min_version
                    and (version is None or m["version"] == version))

        if self.state is not None and ok(self.state):
            return self.state
        want = "a state offering options" + ("" if version is None else
                                             f" at version {version}")
        return self.wait(ok, what=want)

    def act(self, option: str, seat: int | None = None, expect: int | None = None,
            check: bool = True) -> Frame:
        """Send a decision and return the ack (or the error if ``check`` is False)."""
        assert self.state is not None
        if seat is None:
            seat = self.state["pending"]["yours"][0]
        self._ids += 1
        msg: Frame = {"type": "act", "seat": seat, "option": option, "id": self._ids}
        msg["expect_version"] = self.state["version"] if expect is None else expect
        self.ws.send_json(msg)
        ref = self._ids
        reply = self.wait(lambda m: m["type"] in ("ack", "error") and m.get("id") == ref,
                          what=f"the answer to act {option!r} (id {ref})")
        if reply["type"] == "ack":
            self.min_version = reply["version"]
        if check:
            assert reply["type"] == "ack", reply
        return reply


def first_option(state: Frame, prefer: tuple[str, ...] = ()) -> str:
    """The first preferred option id on offer, else the first option."""
    ids = [o["id"] for o in state["pending"]["options"]]
    for p in prefer:
        if p in ids:
            return p
    return str(ids[0])
