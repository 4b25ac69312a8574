"""The shared conformance suite on Betrayal, registered through its entry point (the
shared environment learns pyproject.toml's entry point only when Eerie is installed
again, so the fixture declares the same one)."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.games.betrayal.game import GAME
from eerie.testing.conformance import CHECKS, ConformanceCase
from tests.betrayal.conftest import ENTRY


def test_the_entry_point_is_the_one_pyproject_declares() -> None:
    from pathlib import Path

    pyproject = (Path(__file__).parents[2] / "pyproject.toml").read_text("utf-8")
    name, _, target = ENTRY.partition(" = ")
    assert f'{name} = "{target}"' in pyproject


@pytest.mark.parametrize("check", list(CHECKS))
def test_betrayal_conforms(registered: Any, check: str) -> None:
    assert registered is GAME
    CHECKS[check](GAME, ConformanceCase.of(GAME, playouts=2))
