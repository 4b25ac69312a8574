"""The database tables (SQLAlchemy Core), portable between SQLite and PostgreSQL.

* ``game_tables``: one row per table: game, config, seed (never sent out), status,
  ``updated_at`` (moves with what everyone may see), ``active_at`` (the last action or
  join, for expiry; never shown) and ``created_by`` (a hash of the creating client's
  address, to count its unfinished tables; never shown).
* ``table_seats``: who plays each seat: ``human`` (with the hash of its hand's token) or
  ``ai`` (with a level). Seats one person plays together share a ``hand`` and a token.
* ``table_actions``: the append-only action log; ``(table_id, idx)`` is unique, so two
  writers can never both append action ``idx``.
* ``table_events``: every event with its audience (``null`` = everyone), numbered per table.
* ``table_snapshots``: the state hash after ``action_idx`` actions; a rebuild checks it.

Changing anything here needs a migration in ``migrations/versions``.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
)

metadata = MetaData()

game_tables = Table(
    "game_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("config", JSON, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("engine_version", String(32), nullable=False),
    Column("content_version", String(32), nullable=False),
    Column("status", String(16), nullable=False),
    Column("action_count", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("active_at", DateTime(timezone=True), nullable=False),
    Column("created_by", String(64), nullable=True),
    Index("ix_game_tables_status", "status"),
)

table_seats = Table(
    "table_seats",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),
    Column("ai_level", String(64), nullable=True),
    Column("hand", Integer, nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("joined_at", DateTime(timezone=True), nullable=True),
)

table_actions = Table(
    "table_actions",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("actor", Integer, nullable=False),
    Column("option_id", String(200), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

table_events = Table(
    "table_events",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("action_idx", Integer, nullable=False),
    Column("audience", JSON, nullable=True),
    Column("payload", JSON, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

table_snapshots = Table(
    "table_snapshots",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id", ondelete="CASCADE"),
           primary_key=True),
    Column("action_idx", Integer, primary_key=True),
    Column("state_hash", String(64), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
