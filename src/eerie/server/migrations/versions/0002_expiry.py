"""Expiry and per-address limits: ``game_tables.active_at`` and ``created_by``.

``active_at`` is the time of a table's last action or join (the sweep expires tables
idle for too long); existing tables get their last action's time, or ``updated_at``.
``created_by`` is a hash of the address that created a table (to count its unfinished
tables); existing tables have none.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the columns and fill ``active_at`` in."""
    with op.batch_alter_table("game_tables") as batch:
        batch.add_column(sa.Column("active_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("created_by", sa.String(64), nullable=True))
    op.execute("UPDATE game_tables SET active_at = COALESCE((SELECT MAX(a.created_at) "
               "FROM table_actions a WHERE a.table_id = game_tables.id), updated_at)")
    op.execute("UPDATE game_tables SET active_at = updated_at WHERE updated_at > active_at")
    with op.batch_alter_table("game_tables") as batch:
        batch.alter_column("active_at", existing_type=sa.DateTime(timezone=True),
                           nullable=False)


def downgrade() -> None:
    """Drop the columns."""
    with op.batch_alter_table("game_tables") as batch:
        batch.drop_column("created_by")
        batch.drop_column("active_at")
