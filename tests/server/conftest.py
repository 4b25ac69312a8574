"""Fixtures for server tests: settings on a temporary data folder and a running app.

``settings`` (and so ``client``) is parametrized by database: every test using it runs on
SQLite (a file in ``tmp_path``) and on PostgreSQL (a fresh schema on the server that
``tests/server/postgres.py`` finds or starts; skipped only when none can be started, never
under ``CI=true``). ``-k sqlite`` or ``-k postgresql`` picks one.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

with warnings.catch_warnings():
    # newer Starlette prefers the httpx2 package for its test client; httpx works the same
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.server import postgres
from tests.server.inproc import ServerLog
from tests.server.redis_server import RedisServer

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The URL of the session's PostgreSQL server (skips, or fails under CI, if none)."""
    with postgres.server() as url:
        yield url


@pytest.fixture
def pg_url(pg_server: str) -> Iterator[str]:
    """A PostgreSQL URL whose connections use a new, empty schema of this test's own."""
    with postgres.fresh_schema(pg_server) as url:
        yield url


@pytest.fixture(params=BACKENDS)
def db_url(request: pytest.FixtureRequest) -> str:
    """The database of the test: ``""`` (the default SQLite file) or a PostgreSQL URL."""
    if request.param == "sqlite":
        return ""
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
def settings(tmp_path: Path, db_url: str) -> ServerSettings:
    """Settings for a server on ``db_url`` whose data folder is ``tmp_path``."""
    return ServerSettings(db_url=db_url, data_dir=tmp_path, allow_client_seed=True,
                          ai_budget=5.0)


@pytest.fixture
def client(settings: ServerSettings) -> Iterator[TestClient]:
    """A started application (lifespan run) and a client for it."""
    with TestClient(create_app(settings)) as c:
        yield c


@pytest.fixture
def redis_server() -> Iterator[RedisServer]:
    """A running throwaway ``redis-server`` of this test's own (see redis_server.py)."""
    server = RedisServer()
    try:
        server.start()
        yield server
    finally:
        server.close()


@pytest.fixture
def server_log() -> Iterator[ServerLog]:
    """What the servers of this process log at warning level or above during the test
    (see inproc.py)."""
    handler = ServerLog()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
