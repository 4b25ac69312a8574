"""The conformance suite's server check: what a table's websockets are sent.

A table of the game is created on an :mod:`eerie.server` application in a temporary
folder (SQLite), with every seat a person in a hand of its own, and watched by one
spectator. The check plays seeded random decisions through the acting seat's socket,
the server drawing chance, then compares every frame each connection received with what
the kernel says it may see, recomputed by replaying the table's actions
(:meth:`~eerie.core.game.Game.start_logged`, :meth:`~eerie.core.game.Game.apply_logged`):

* its events are exactly the events visible to one of its seats (a spectator: the public
  ones), in order, numbered 1, 2, 3 ..., a private one naming only its own seats, and no
  other frame carries events;
* every view it is sent is the view of one of its seats (or, for the spectator, the
  spectator's) at some moment of the game, and the last one is the current view; a
  ``delta`` frame is checked as the whole state it makes (:func:`patched`), and every
  value it carries must stand at its place in that state: a delta never brings what the
  whole state would not;
* options reach it only for decisions one of its seats is offered.

Needs the server's dependencies (FastAPI, and httpx for its test client).
"""

from __future__ import annotations

import contextlib
import json
import tempfile
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.testing.playouts import ConformanceCase

Frame = dict[str, Any]

TIMEOUT = 20.0
"""Seconds to wait for a frame before the check fails (instead of hanging)."""


def next_text(session: Any, timeout: float) -> str | None:
    """The next text frame a test client's websocket session (Starlette's
    ``WebSocketTestSession``) received, or None if none came within ``timeout`` seconds;
    ``WebSocketDisconnect`` if the server closed it."""
    import anyio

    async def receive() -> Any:
        with anyio.fail_after(timeout):
            return await session._send_rx.receive()

    try:
        message = session.portal.call(receive)
    except TimeoutError:
        return None
    session._raise_on_close(message)
    return str(message["text"])


CONTENT = ("views", "pending", "outcome")
"""The members of a ``state`` frame a ``delta`` frame patches."""


def patched(state: Frame | None, frame: Frame) -> Frame:
    """The whole ``state`` frame a ``delta`` frame makes of ``state`` (the last state the
    client holds); AssertionError if the delta does not start from its version, as the
    server sends a delta only from the version it last sent."""
    from eerie.server.delta import PatchError, apply

    if state is None or state.get("version") != frame.get("from"):
        held = None if state is None else state.get("version")
        raise AssertionError(f"a delta from version {frame.get('from')} reached a client "
                             f"holding version {held}")
    try:
        content = apply({k: state[k] for k in CONTENT}, frame["patch"])
    except PatchError as exc:
        raise AssertionError(f"a delta does not apply to version {state['version']}: "
                             f"{exc}") from None
    return {"type": "state", "version": frame["version"], **content}


def follow(state: Frame | None, frame: Frame) -> Frame | None:
    """The state a client holds after ``frame``: a ``state`` frame itself, a ``delta``
    applied (:func:`patched`); any other frame leaves ``state`` as it was."""
    if frame.get("type") == "state":
        return frame
    if frame.get("type") == "delta":
        return patched(state, frame)
    return state


def carried_elsewhere(frame: Frame, state: Frame) -> list[str]:
    """The paths of the values a ``delta`` frame carries that do not stand at that place
    in ``state``, the whole state it made (:func:`eerie.server.delta.misplaced`): such a
    delta carried what that state does not hold."""
    from eerie.server.delta import misplaced

    return misplaced(frame["patch"], {k: state[k] for k in CONTENT})


@dataclass
class Socket:
    """One websocket connection to the table and every frame it received."""

    seats: tuple[int, ...]
    """The seats its token holds; ``()`` for the spectator."""
    session: Any
    frames: list[Frame] = field(default_factory=list)
    refs: int = 0

    def send(self, message: Frame) -> None:
        """Send one client message."""
        self.session.send_json(message)

    def read_until(self, done: Callable[[Frame], bool], what: str) -> Frame:
        """Read frames until one satisfies ``done``; fail after :data:`TIMEOUT` seconds."""
        while True:
            text = next_text(self.session, TIMEOUT)
            if text is None:
                raise AssertionError(f"socket of seats {self.seats} waited {TIMEOUT:g} s "
                                     f"for {what}")
            frame: Frame = json.loads(text)
            self.frames.append(frame)
            if done(frame):
                return frame

    def request(self, message: Frame, what: str) -> Frame:
        """Send a message with a fresh id and read until its answer (or error)."""
        self.refs += 1
        ref = f"conformance-{self.refs}"
        self.send({**message, "id": ref})
        answer = self.read_until(lambda f: f.get("id") == ref and f["type"] != "state", what)
        if answer["type"] == "error":
            raise AssertionError(f"socket of seats {self.seats}: the server refused "
                                 f"{message}: {answer}")
        return answer


@contextlib.contextmanager
def _client() -> Iterator[Any]:
    with warnings.catch_warnings():  # newer Starlette prefers httpx2; httpx works the same
        warnings.simplefilter("ignore")
        from fastapi.testclient import TestClient
    from eerie.server.app import create_app
    from eerie.server.settings import ServerSettings

    with tempfile.TemporaryDirectory(prefix="eerie-conformance-") as tmp:
        settings = ServerSettings(data_dir=Path(tmp), allow_client_seed=True,
                                  rate_per_second=10_000.0, rate_burst=10_000)
        with TestClient(create_app(settings)) as client:
            yield client


def play_table(client: Any, game: Game[Any], config: dict[str, Any], seed: int,
               actions: int) -> tuple[list[tuple[int, str]], list[Socket]]:
    """Create a table, play up to ``actions`` random decisions through the sockets and
    return the table's actions (chance included) and every socket with its frames."""
    reply = client.post("/api/tables", json={"game": game.id, "config": config,
                                             "seed": seed})
    assert reply.status_code == 201, f"{game.id} {config}: creating a table: {reply.text}"
    data = reply.json()
    table_id = data["id"]
    manager = client.app.state.manager
    rng = Random(seed)
    with contextlib.ExitStack() as stack:
        sockets: list[Socket] = []
        for invite in [*data["invites"], {"seats": [], "token": None}]:
            ws = stack.enter_context(client.websocket_connect(f"/ws/tables/{table_id}"))
            sock = Socket(tuple(invite["seats"]), ws)
            hello = ({"token": invite["token"]} if invite["token"] is not None
                     else {"spectate": True})
            sock.send({"type": "hello", "events_seen": 0, **hello})
            sock.read_until(lambda f: f["type"] == "welcome", "the welcome")
            sockets.append(sock)
        table = manager.tables[table_id]
        for _ in range(actions):
            client.portal.call(manager.settle, table_id)
            p = game.pending(table.state)
            if p.is_over:
                break
            assert not p.is_chance, f"{game.id}: the server left a chance step undrawn"
            actor = p.actors[rng.randrange(len(p.actors))]
            option = p.options[rng.randrange(len(p.options))].id
            sock = next(s for s in sockets if actor in s.seats)
            sock.request({"type": "act", "seat": actor, "option": option},
                         f"the answer to ({actor}, {option!r})")
        client.portal.call(manager.settle, table_id)
        for sock in sockets:
            sock.request({"type": "ping"}, "the pong")
        return list(table.actions), sockets


def _plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


def viewers(seats: tuple[int, ...]) -> list[int | None]:
    """Whose views a socket holding ``seats`` is sent: those seats, or a spectator's."""
    return list(seats) if seats else [None]


def _visible(entry: Logged, seats: tuple[int, ...]) -> bool:
    return any(entry.event.visible_to(s) for s in viewers(seats))


def frame_problems(game: Game[Any], config: dict[str, Any], actions: list[tuple[int, str]],
                   sockets: list[Socket]) -> list[str]:
    """What is wrong with the frames the sockets received, for a table whose actions
    were ``actions``: an empty list if every frame is one the kernel allows."""
    state, opening = game.start_logged(config)
    log = list(opening)
    seen: dict[int | None, set[str]] = {}

    def note_views() -> None:
        for seat in [*range(game.num_seats(state)), None]:
            seen.setdefault(seat, set()).add(json.dumps(game.view(state, seat), sort_keys=True))

    note_views()
    for actor, option in actions:
        log += game.apply_logged(state, actor, option)
        note_views()
    problems: list[str] = []
    for sock in sockets:
        who = f"the socket of seats {list(sock.seats)}" if sock.seats else "the spectator"
        want = [_plain({**e.event.to_json(), "round": e.round}) for e in log
                if _visible(e, sock.seats)]
        got: list[Frame] = []
        states: list[Frame] = []
        for frame in sock.frames:
            if frame["type"] == "events":
                got += frame["events"]
            elif isinstance(frame.get("events"), list):
                problems.append(f"{who}: a {frame['type']} frame carries events")
            if frame["type"] in ("state", "delta"):
                try:
                    held = follow(states[-1] if states else None, frame)
                except AssertionError as exc:
                    problems.append(f"{who}: {exc}")
                    continue
                assert held is not None
                if frame["type"] == "delta":
                    problems += [f"{who}: a delta carries a value that its state does "
                                 f"not hold at {path}"
                                 for path in carried_elsewhere(frame, held)]
                states.append(held)
                problems += _state_problems(held, sock.seats, seen, who)
        if [e.get("n") for e in got] != list(range(1, len(got) + 1)):
            problems.append(f"{who}: events are not numbered 1, 2, 3 ...")
        for e in got:
            aud = e.get("audience")
            if aud is not None and not (aud and set(aud) <= set(sock.seats)):
                problems.append(f"{who}: event {e['kind']} names seats {aud}")
        bare = [{k: v for k, v in e.items() if k not in ("n", "audience")} for e in got]
        if bare != want:
            extra = [e["kind"] for e in bare if e not in want]
            problems.append(f"{who} was sent {len(bare)} events, may see {len(want)}"
                            + (f"; not its to see: {extra}" if extra else ""))
        if not states:
            problems.append(f"{who} was sent no state")
        else:
            final = [_plain(v["view"]) for v in states[-1]["views"]]
            now = [_plain(game.view(state, s)) for s in viewers(sock.seats)]
            if final != now:
                problems.append(f"{who}: the last views sent are not the current views")
    return problems


def _state_problems(frame: Frame, seats: tuple[int, ...], seen: dict[int | None, set[str]],
                    who: str) -> list[str]:
    problems = []
    sent = [v["seat"] for v in frame["views"]]
    if sent != viewers(seats):
        problems.append(f"{who}: a state frame holds the views of seats {sent}")
    for v in frame["views"]:
        if json.dumps(v["view"], sort_keys=True) not in seen.get(v["seat"], set()):
            problems.append(f"{who}: a view of seat {v['seat']} is no view the game gave")
    pending = frame["pending"]
    mine = [a for a in pending["actors"] if a in seats]
    if ("options" in pending) != bool(mine) or pending.get("yours", mine) != mine:
        problems.append(f"{who}: options of a decision for seats {pending['actors']}")
    return problems


def check_server(game: Game[Any], case: ConformanceCase) -> None:
    """Play a table of every config through the server for ``case.server_actions``
    decisions and check every frame each socket received (see the module docs)."""
    with _client() as client:
        for i, config in enumerate(case.configs):
            seed = case.seeds(i)[0] if case.playouts else case.seed
            cfg = game.normalize_config(config)
            actions, sockets = play_table(client, game, dict(config), seed,
                                          case.server_actions)
            problems = frame_problems(game, cfg, actions, sockets)
            if not actions:
                problems.append("the table played no action")
            elif len(actions) > 1 and not any(f["type"] == "delta" for s in sockets
                                              for f in s.frames):
                problems.append("no change of a state came as a delta")
            if problems:
                raise AssertionError(f"{game.id} {cfg} on the server (seed {seed}): "
                                     + "; ".join(problems[:5]))
