"""Migration scripts, oldest first (Alembic reads them by file, not by import)."""
