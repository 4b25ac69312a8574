"""The web platform: ``eerie serve``, a JSON lobby API, websockets and persistence.

Modules (see ``docs/server.md``):

* ``settings``: what a server is configured with (``ServerSettings``).
* ``schema``, ``db``, ``migrations/``: the database tables, the engine (SQLite pragmas) and
  the Alembic migrations run at start-up.
* ``store``: reading and writing tables, the action log, events and snapshots.
* ``tokens``: seat tokens (random secrets; only their hashes are stored).
* ``protocol``: the JSON forms of pending decisions, events and messages.
* ``live``: one table in memory (state, event streams, what each audience may see).
* ``manager``: all live tables: acting, AI and chance, broadcasting, rebuilding.
* ``connection``, ``ratelimit``: one websocket session and its limits.
* ``security``: origin checks, body size limits, security headers.
* ``api``, ``pages``, ``app``: the HTTP routes and the FastAPI application.
* ``command``: the ``eerie serve`` command.

Like ``cli`` and ``sim``, the server holds no rules: it only calls the kernel contract.
"""
