"""Alembic migrations of the server database (run at start-up by ``eerie.server.db``)."""
