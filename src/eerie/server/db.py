"""The database engine and migrations.

SQLite files get WAL journaling and ``synchronous=FULL`` on every connection (set in a
connect event), so a committed action survives a crash or power loss; other databases
(PostgreSQL) are used as configured, with ``pool_pre_ping``: after the database was
restarted, a pooled connection that died with it is replaced before use, so the server
recovers by itself. ``migrate`` runs Alembic's ``upgrade head`` on the package's own
migrations.

While the database cannot be reached, every use of it raises a :data:`DatabaseError`;
the HTTP routes answer 503 and the websockets an ``unavailable`` error frame, both with
:func:`unavailable` (see ``docs/server.md``, "When the database or Redis goes away").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.engine import create_engine as sa_create_engine
from sqlalchemy.exc import SQLAlchemyError

from eerie.core.text import Msg, msg

MIGRATIONS = Path(__file__).resolve().parent / "migrations"

DatabaseError = SQLAlchemyError
"""What a use of the database raises when it fails (the server down or restarting, a
lost connection, a locked SQLite file)."""

def unavailable() -> Msg:
    """What a client is told while the database is away."""
    return msg("server.err.unavailable")

RETRY_AFTER = 5
"""The seconds a client is told to wait (``Retry-After``) while the database is away."""


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    try:
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=FULL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=10000")
    finally:
        cur.close()


def create_engine(url: str) -> Engine:
    """An engine for ``url``; for a SQLite file, its folder is created and the pragmas set."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        engine = sa_create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return sa_create_engine(url, pool_pre_ping=True)


def alembic_config() -> Config:
    """An Alembic configuration pointing at the package's migrations."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def migrate(engine: Engine) -> None:
    """Bring the database schema up to date (``alembic upgrade head``)."""
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
