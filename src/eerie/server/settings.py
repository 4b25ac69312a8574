"""What a server is configured with: addresses, database, limits, AI time budget."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


def default_data_dir() -> Path:
    """``$EERIE_HOME`` or ``~/.local/share/eerie`` (the same folder ``eerie play`` saves to)."""
    root = os.environ.get("EERIE_HOME")
    return Path(root) if root else Path.home() / ".local" / "share" / "eerie"


def default_ai_workers() -> int:
    """AI worker processes by default: one fewer than the machine's cores (at least one),
    leaving a core to the event loop."""
    return max(1, (os.cpu_count() or 1) - 1)


def sqlite_url(path: Path) -> str:
    """The SQLAlchemy URL of a SQLite file."""
    return f"sqlite:///{path}"


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """Everything a server needs to know; ``eerie serve`` builds one from its options."""

    db_url: str = ""
    """Any SQLAlchemy URL; empty means ``server.sqlite3`` in :attr:`data_dir`."""
    data_dir: Path = field(default_factory=default_data_dir)
    allowed_origins: tuple[str, ...] = ()
    """Browser origins (``scheme://host:port``) allowed besides the server's own."""
    allowed_hosts: tuple[str, ...] = ()
    """Host names requests may be addressed to (``Host`` header, any port; ``*.example.org``
    for a domain's hosts); empty allows any. ``eerie serve`` on a loopback address allows
    only the loopback names by default, so a page of another site whose name was made to
    point at 127.0.0.1 (DNS rebinding) is refused."""
    ai_budget: float = 10.0
    """Seconds an AI decision may take: the ``search`` level stops thinking by then
    (unless :attr:`ai_iterations` is set), and a worker that has not answered after this
    and :attr:`ai_grace` is replaced while the seat plays a random legal option."""
    ai_iterations: int | None = None
    """Iterations of the ``search`` level per decision, instead of its game's own number
    and without a clock: a seeded table then makes the same decisions on any machine
    (as long as they finish within the time limit)."""
    ai_grace: float = 2.0
    """Seconds past :attr:`ai_budget` before a thinking worker is cut off."""
    ai_workers: int = field(default_factory=default_ai_workers)
    """AI worker processes shared by all tables (``eerie.server.ai_pool``); 0 thinks in a
    thread of the server's own process (tests, embedded use: the event loop then shares
    the interpreter with the AI, and a decision that overruns cannot be stopped)."""
    ai_agents: str = "eerie.ai.agents:make_agent"
    """The function (``module:name``) that makes the AI seats' agents from a game, a level
    and a budget (``eerie.ai.worker.AgentMaker``; tests give fakes)."""
    snapshot_every: int = 10
    """Store a state hash after every this many actions (and always at the end)."""
    max_message_bytes: int = 16 * 1024
    """Largest websocket message a client may send."""
    max_body_bytes: int = 64 * 1024
    """Largest HTTP request body."""
    rate_per_second: float = 10.0
    """Websocket messages per second a connection may send on average ..."""
    rate_burst: int = 30
    """... and in a burst."""
    rate_max_wait: float = 5.0
    """Seconds a message over the rate may be held back (handled late, never dropped);
    a client so far over the rate that one would wait longer is disconnected."""
    token_failures_per_minute: float = 10.0
    """Wrong seat tokens a client address may send per minute (``/join`` and ``hello``),
    after a burst of ``token_failures_burst``; more are refused unchecked (429, 4429)."""
    token_failures_burst: int = 20
    """... and at once."""
    hello_timeout: float = 10.0
    """Seconds a new websocket has to authenticate."""
    send_queue: int = 1000
    """Messages queued for a slow client before it is disconnected (it may reconnect)."""
    max_live_tables: int = 1000
    """Unfinished tables a server keeps at most; creating more is refused (503). Expired
    tables do not count."""
    creates_per_minute: float = 2.0
    """Tables a client address may create per minute (``POST /api/tables``) after a burst
    of ``creates_burst``; more are answered 429 with ``Retry-After``."""
    creates_burst: int = 10
    """... and at once."""
    max_tables_per_address: int = 20
    """Unfinished tables created from one client address at most; more are refused (429)
    until some finish or expire."""
    expire_unjoined: float = 24 * 3600.0
    """Seconds a table with people's seats may wait for the first of them to join before
    it expires."""
    expire_idle: float = 7 * 24 * 3600.0
    """Seconds a table may go without an action or a join before it expires."""
    expire_every: float = 600.0
    """Seconds between two sweeps for tables to expire (one also runs at start-up)."""
    allow_client_seed: bool = False
    """Accept a ``seed`` when creating a table (tests, reproducible demos). A known seed
    makes chance predictable, so it is off for public servers."""

    @property
    def ai_limit(self) -> float:
        """Seconds after which an AI decision is cut off."""
        return self.ai_budget + self.ai_grace
    redis_url: str = ""
    """Redis for scale-out (``redis://127.0.0.1:6379/0``): several workers on one
    PostgreSQL database share tables through it (:mod:`eerie.server.cluster`). Empty:
    one process, nothing shared (the embedded default)."""
    worker_id: str = ""
    """This worker's name in leases and messages (default: host name and process id)."""
    lease_seconds: float = 5.0
    """How long a worker's lease on a table (the right to run its AI seats and chance)
    lasts without renewal; a dead worker's tables are adopted after about this long."""
    poll_every: float = 2.0
    """Seconds between two checks, in scale-out mode, of the database versions of the
    tables this worker has connections to (what repairs a lost Redis message)."""

    def database_url(self) -> str:
        """The database URL in force."""
        return self.db_url or sqlite_url(self.data_dir / "server.sqlite3")
