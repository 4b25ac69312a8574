"""Fixtures of the Betrayal tests: the game registered under its id for one module."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from eerie.core.registry import get_game

ENTRY = "betrayal-at-house-on-the-hill = eerie.games.betrayal.game:GAME"


@pytest.fixture(scope="module")
def registered(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The game, registered through an entry point in a temporary distribution (what
    pyproject.toml declares; the shared environment learns it on its next install)."""
    site = tmp_path_factory.mktemp("site")
    info = site / "eerie_betrayal_tests-0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: eerie-betrayal-tests\nVersion: 0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[eerie.games]\n{ENTRY}\n", "utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.syspath_prepend(str(site))
        yield get_game("betrayal-at-house-on-the-hill")
