"""Typing Whitehall Mystery at the terminal (``eerie play``): "21" means circle 21 for a
crime scene, intersections are typed by their ids, and a refused circle or intersection
gets the game's reason. These run the terminal driver's typed keys (``Game.explain_refusal``
in the kernel is its mark); they are skipped on a kernel without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from eerie.core.game import Game
from tests.screens import typed_game

pytestmark = pytest.mark.skipif(not hasattr(Game, "explain_refusal"),
                                reason="needs the terminal driver's typed keys")


def play(tmp_path: Path, *args: str, typed: list[str]) -> tuple[str, list[tuple[int, str]]]:
    return typed_game("whitehall-mystery", tmp_path / "g.json", list(args), typed)


def test_crime_scenes_are_typed_as_circle_numbers(tmp_path: Path) -> None:
    # Gaslight's white circles: 1 4 5 6 7 ... in NW, 16 19 24 ... in NE, 80 ... SW, 91 ... SE
    out, actions = play(tmp_path, "--ai", "2,3,4", "--seed", "3",
                        typed=["5", "4", "16", "80", "91"])
    assert "Circle 4 lies in quadrant 1; this crime scene must lie in quadrant 2." in out
    assert actions[:4] == [(0, "scene:5"), (0, "scene:16"), (0, "scene:80"),
                           (0, "scene:91")]


def test_investigators_type_intersections(tmp_path: Path) -> None:
    out, actions = play(tmp_path, "--ai", "1", "--together", "2,3,4", "--seed", "3",
                        typed=["i999", "i1", "i34", "i39", "i49"])
    assert "There is no intersection i999 on this map." in out
    assert "i1 is not a yellow starting intersection." in out
    assert [o for a, o in actions if a > 0][:3] == ["at:i34", "at:i39", "at:i49"]
