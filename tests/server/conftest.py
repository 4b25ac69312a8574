"""Fixtures for server tests: settings on a temporary data folder and a running app."""

from __future__ import annotations

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


@pytest.fixture
def settings(tmp_path: Path) -> ServerSettings:
    """Settings for a server whose SQLite file lives in ``tmp_path``."""
    return ServerSettings(data_dir=tmp_path, allow_client_seed=True, ai_budget=5.0)


@pytest.fixture
def client(settings: ServerSettings) -> Iterator[TestClient]:
    """A started application (lifespan run) and a client for it."""
    with TestClient(create_app(settings)) as c:
        yield c
