"""The first schema: tables, seats, action log, events, snapshots.

Revision ID: 0001
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the tables."""
    op.create_table(
        "game_tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("config", sa.JSON, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("engine_version", sa.String(32), nullable=False),
        sa.Column("content_version", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("action_count", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_game_tables_status", "game_tables", ["status"])
    fk = sa.ForeignKey("game_tables.id", ondelete="CASCADE")
    op.create_table(
        "table_seats",
        sa.Column("table_id", sa.String(32), fk, primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("ai_level", sa.String(64), nullable=True),
        sa.Column("hand", sa.Integer, nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
        sa.Column("joined_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_table(
        "table_actions",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("game_tables.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("idx", sa.Integer, primary_key=True),
        sa.Column("actor", sa.Integer, nullable=False),
        sa.Column("option_id", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "table_events",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("game_tables.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("action_idx", sa.Integer, nullable=False),
        sa.Column("audience", sa.JSON, nullable=True),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "table_snapshots",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("game_tables.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("action_idx", sa.Integer, primary_key=True),
        sa.Column("state_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop the tables."""
    for name in ("table_snapshots", "table_events", "table_actions", "table_seats"):
        op.drop_table(name)
    op.drop_index("ix_game_tables_status", table_name="game_tables")
    op.drop_table("game_tables")
