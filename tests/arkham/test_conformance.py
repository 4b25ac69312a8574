"""The shared conformance suite on the game, found through an entry point as an
installed game is (``registered``: the shared environment may predate the entry point
in ``pyproject.toml``)."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.testing.conformance import CHECKS, ConformanceCase


@pytest.mark.parametrize("check", list(CHECKS))
def test_arkham_conforms(registered: Any, check: str) -> None:
    CHECKS[check](registered, ConformanceCase.of(registered, playouts=2, samples=10, sims=2))
