"""Alembic environment: migrates the connection handed over by ``eerie.server.db.migrate``.

Run from the command line (``alembic -x url=sqlite:///path upgrade head`` with
``script_location`` pointing here) it opens the URL given with ``-x url=...``.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from eerie.server.schema import metadata


def run() -> None:
    """Run the migrations online (there is no offline SQL mode)."""
    connection = context.config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=metadata,
                          render_as_batch=connection.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()
        return
    url = context.get_x_argument(as_dictionary=True).get("url")
    if not url:
        raise SystemExit("give the database as: alembic -x url=DATABASE_URL ...")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=metadata,
                          render_as_batch=conn.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run()
