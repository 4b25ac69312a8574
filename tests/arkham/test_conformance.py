"""The shared conformance suite on the game (found through an entry point, as an
installed game is)."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.testing.conformance import CHECKS, ConformanceCase

CORE = [c for c in CHECKS if c not in ("openspiel", "pettingzoo")]


@pytest.mark.parametrize("check", CORE)
def test_arkham_conforms(registered: Any, check: str) -> None:
    CHECKS[check](registered, ConformanceCase.of(registered, playouts=2, samples=10))
