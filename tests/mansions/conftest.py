"""Fixtures of the Mansions tests (the helpers they use are in ``fixtures.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mansions.fixtures import write


@pytest.fixture(scope="session")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The tiny scenario of ``fixtures.py`` written to a temporary folder."""
    return write(Path(tmp_path_factory.mktemp("tiny")))
