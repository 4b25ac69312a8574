"""Web server: how many bytes each action sends each connection, whole states against deltas.

    .venv/bin/python benchmarks/frame_sizes.py [--games all] [--max-actions 400] [--seed 1]
        [--max-seconds 600] [--json out.json]

For each game (Fearsome Floors for four, Whitehall Mystery, Mansions of Madness with two
and with four investigators) one table is played through the server's application in
this process (FastAPI's test client: the real websocket sessions, no network), every
seat a person in a hand of its own, the server drawing chance. The decisions are seeded
random legal options (the ``random`` AI level's choice), made through the acting seat's
socket. Every hand and a spectator are connected **twice**: once as the web client is
(deltas after the first state) and once saying ``"full": true`` in their hello, which
get whole ``state`` frames exactly as the server sent every connection before deltas
(the ``before`` columns: the same frames, byte for byte).

What an action sends a connection is counted where the server queues it
(``Connection.send``, wrapped here): the ``events`` and ``state``/``delta`` frames of the
broadcast that follows each committed action, so chance steps and the acting seat's own
frames count as actions like any other. A connection an action sends nothing is not
counted for it. Early is the first third of the actions played, late the last third.
Each delta socket's state is checked at the end against its full twin's. The CPU time of
every diff the server makes (``eerie.server.delta.Differ.diff``, wrapped here: one call
per watched audience, a change of a part shared with another audience counted where it
is first found) is reported too, beside that of every JSON text it makes of a content's
parts (``live.dumps``), which it made of the whole content before deltas.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.registry import get_game
from eerie.testing.frames import follow, next_text

GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "ff4": ("fearsome-floors", {"players": 4}),
    "wm": ("whitehall-mystery", {}),
    "mom2": ("mansions-of-madness", {}),
    "mom4": ("mansions-of-madness", {"players": 4}),
}
TIMEOUT = 30.0


@dataclass
class Socket:
    """A test client's websocket, the seats it holds and the state it has made."""

    seats: tuple[int, ...]
    full: bool
    session: Any
    state: dict[str, Any] | None = None
    received: int = 0

    def read(self, until: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Read frames (following the state) until one satisfies ``until``."""
        while True:
            text = next_text(self.session, TIMEOUT)
            if text is None:
                raise RuntimeError(f"socket {self.seats} waited {TIMEOUT} s")
            self.received += len(text.encode())
            frame: dict[str, Any] = json.loads(text)
            self.state = follow(self.state, frame)
            if until(frame):
                return frame

    def drain(self, ref: str) -> None:
        """Read everything queued so far."""
        self.session.send_json({"type": "ping", "id": ref})
        self.read(lambda f: f.get("id") == ref)


@dataclass
class Counts:
    """Bytes each broadcast queued, per action and connection; CPU seconds per diff."""

    action: int | None = None
    sent: dict[tuple[int, int], int] = field(default_factory=dict)
    """(action number, socket index) -> bytes."""
    diffs: list[float] = field(default_factory=list)
    dumps: list[float] = field(default_factory=list)


@contextlib.contextmanager
def timed_diffs(counts: Counts) -> Iterator[None]:
    """Time every diff the server's tables make, and every JSON encoding of a content
    (which the server did before deltas too), in CPU time of this process."""
    from eerie.server import delta, live

    plain_diff, plain_dumps = delta.Differ.diff, live.dumps

    def timer(fn: Callable[..., Any], into: list[float]) -> Callable[..., Any]:
        def timed(*args: Any) -> Any:
            t = time.process_time()
            try:
                return fn(*args)
            finally:
                into.append(time.process_time() - t)
        return timed

    delta.Differ.diff = timer(plain_diff, counts.diffs)  # type: ignore[method-assign]
    live.dumps = timer(plain_dumps, counts.dumps)  # type: ignore[assignment]
    try:
        yield
    finally:
        delta.Differ.diff = plain_diff  # type: ignore[method-assign]
        live.dumps = plain_dumps  # type: ignore[assignment]


@contextlib.contextmanager
def _client() -> Iterator[Any]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from eerie.server.app import create_app
    from eerie.server.settings import ServerSettings

    with tempfile.TemporaryDirectory(prefix="eerie-frames-") as tmp:
        settings = ServerSettings(data_dir=Path(tmp), allow_client_seed=True,
                                  rate_per_second=10_000.0, rate_burst=10_000)
        with TestClient(create_app(settings)) as client:
            yield client


def play(client: Any, game_id: str, config: dict[str, Any], seed: int, max_actions: int,
         deadline: float) -> tuple[Counts, list[Socket], int]:
    """Play one table; return the counts, the sockets and the number of actions."""
    game = get_game(game_id)
    data = client.post("/api/tables", json={"game": game_id, "config": config,
                                            "seed": seed}).json()
    tid = data["id"]
    manager = client.app.state.manager
    table = manager.tables[tid]
    counts = Counts()
    rng = Random(seed)
    with contextlib.ExitStack() as stack:
        stack.enter_context(timed_diffs(counts))
        sockets: list[Socket] = []
        for full in (False, True):
            for invite in [*data["invites"], {"seats": [], "token": None}]:
                ws = stack.enter_context(client.websocket_connect(f"/ws/tables/{tid}"))
                hello: dict[str, Any] = ({"token": invite["token"]} if invite["token"]
                                         else {"spectate": True})
                ws.send_json({"type": "hello", "full": full, **hello})
                sock = Socket(tuple(invite["seats"]), full, ws)
                sock.read(lambda f: f["type"] in ("state", "delta"))
                sockets.append(sock)
        _count(manager, tid, counts, sockets)
        while len(table.actions) < max_actions and time.monotonic() < deadline:
            client.portal.call(manager.settle, tid)
            p = game.pending(table.state)
            if p.is_over:
                break
            actor = p.actors[rng.randrange(len(p.actors))]
            option = p.options[rng.randrange(len(p.options))].id
            sock = next(s for s in sockets if actor in s.seats and not s.full)
            ref = f"a{len(table.actions)}"
            sock.session.send_json({"type": "act", "seat": actor, "option": option,
                                    "id": ref})
            answer = sock.read(lambda f, ref=ref: f.get("id") == ref)  # type: ignore[misc]
            if answer["type"] != "ack":
                raise RuntimeError(f"{game_id}: {answer}")
            if len(table.actions) % 50 == 0:
                for i, s in enumerate(sockets):
                    s.drain(f"d{len(table.actions)}-{i}")
        client.portal.call(manager.settle, tid)
        for i, s in enumerate(sockets):
            s.drain(f"end-{i}")
        n = len(sockets) // 2
        for fast, whole in zip(sockets[:n], sockets[n:], strict=True):
            if fast.state != whole.state:
                raise RuntimeError(f"{game_id}: the deltas of seats {fast.seats} made "
                                   "another state than the whole states")
        return counts, sockets, len(table.actions)


def _count(manager: Any, tid: str, counts: Counts, sockets: list[Socket]) -> None:
    """Count what each broadcast queues for each of ``sockets``' connections."""
    table = manager.tables[tid]
    conns = {(c.full, c.key): c for c in manager.listeners[tid]}
    for i, sock in enumerate(sockets):
        conn = conns[(sock.full, sock.seats)]
        send = conn.send

        def counted(message: Any, send: Any = send, i: int = i) -> None:
            if counts.action is not None:
                text = message if isinstance(message, str) else json.dumps(message)
                key = (counts.action, i)
                counts.sent[key] = counts.sent.get(key, 0) + len(text.encode())
            send(message)

        conn.send = counted
    broadcast = manager.broadcast

    def counting(t: Any) -> None:
        counts.action = len(table.actions)
        try:
            broadcast(t)
        finally:
            counts.action = None

    manager.broadcast = counting


def quantiles(values: list[int]) -> tuple[int, int, int]:
    """Median, 90th percentile (nearest rank) and maximum."""
    if not values:
        return 0, 0, 0
    s = sorted(values)
    return (int(statistics.median(s)), s[min(len(s) - 1, int(0.9 * len(s)))], s[-1])


def report(name: str, counts: Counts, sockets: list[Socket], actions: int) -> dict[str, Any]:
    """The figures of one game as a dict (and a printed table)."""
    out: dict[str, Any] = {"game": name, "actions": actions}
    thirds = {"early": range(1, actions // 3 + 1),
              "late": range(actions - actions // 3 + 1, actions + 1), "all": range(actions + 1)}
    for phase, span in thirds.items():
        for full in (True, False):
            values = [b for (a, i), b in counts.sent.items()
                      if a in span and sockets[i].full == full]
            out[f"{phase}_{'full' if full else 'delta'}"] = quantiles(values)
    n = len(sockets) // 2
    out["mb_per_socket_full"] = sum(s.received for s in sockets[n:]) / n / 1e6
    out["mb_per_socket_delta"] = sum(s.received for s in sockets[:n]) / n / 1e6
    print(f"{name}: {actions} actions, {n} connections each way")
    for phase in thirds:
        before, after = out[f"{phase}_full"], out[f"{phase}_delta"]
        print(f"  {phase:5}  whole states: median {before[0]:>7} p90 {before[1]:>7} "
              f"max {before[2]:>7}  |  deltas: median {after[0]:>6} p90 {after[1]:>6} "
              f"max {after[2]:>6}  bytes")
    print(f"  received per connection: {out['mb_per_socket_full']:.2f} MB whole, "
          f"{out['mb_per_socket_delta']:.3f} MB with deltas")
    for what, times in (("diff", counts.diffs), ("JSON text", counts.dumps)):
        late = times[len(times) - len(times) // 3:]
        for phase, part in (("all", times), ("late", late)):
            ms = sorted(t * 1000 for t in part)
            if ms:
                q = (statistics.median(ms), ms[int(0.9 * len(ms))], ms[-1])
                out[f"{what}_ms_{phase}"] = q
                print(f"  server CPU per {what} ({phase}, {len(ms)}): median {q[0]:.2f} ms, "
                      f"p90 {q[1]:.2f} ms, max {q[2]:.2f} ms")
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the measurement."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="all", help=f"comma list of {', '.join(GAMES)}")
    ap.add_argument("--max-actions", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-seconds", type=float, default=600.0,
                    help="stop playing (every game) after this long")
    ap.add_argument("--json", type=Path, help="write the figures here too")
    args = ap.parse_args(argv)
    names = list(GAMES) if args.games == "all" else args.games.split(",")
    deadline = time.monotonic() + args.max_seconds
    results = []
    with _client() as client:
        for name in names:
            game_id, config = GAMES[name]
            counts, sockets, actions = play(client, game_id, config, args.seed,
                                            args.max_actions, deadline)
            results.append(report(name, counts, sockets, actions))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
