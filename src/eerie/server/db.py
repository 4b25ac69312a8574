"""The database engine and migrations.

SQLite files get WAL journaling and ``synchronous=FULL`` on every connection (set in a
connect event), so a committed action survives a crash or power loss; other databases
(PostgreSQL) are used as configured. ``migrate`` runs Alembic's ``upgrade head`` on the
package's own migrations.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.engine import create_engine as sa_create_engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


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
