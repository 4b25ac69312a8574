"""Typing Fearsome Floors at the terminal (``eerie play``): what a person types as a card,
a step or a square means that thing, paths of steps, and the game's reason when a step is
refused. These run the terminal driver's typed keys (``Game.explain_refusal`` in the
kernel is its mark); they are skipped on a kernel without it."""

from __future__ import annotations

from pathlib import Path

import pytest

from eerie.core.game import Game
from tests.fearsome_floors.helpers import ffn, figures, mover
from tests.screens import typed_game

pytestmark = pytest.mark.skipif(not hasattr(Game, "explain_refusal"),
                                reason="needs the terminal driver's typed keys")


def play(tmp_path: Path, *args: str, typed: list[str]) -> tuple[str, list[tuple[int, str]]]:
    return typed_game("fearsome-floors", tmp_path / "g.json", list(args), typed)


def test_table_cards_are_typed_by_their_value(tmp_path: Path) -> None:
    out, actions = play(tmp_path, "--players", "2", "--ai", "1,2", "--seed", "2",
                        "--table-dice", typed=["5", "7", "7", "7"])
    assert [o for a, o in actions if a == -1] == ["card:5", "card:7", "card:7"]
    assert "The deck has no “7 steps” card left." in out


def test_steps_typed_as_a_path_and_a_wall_explained(tmp_path: Path) -> None:
    m = mover("G", 3)
    pos = ffn(None, figures(m.at("a5")), turn=m.turn, next="G", start="G", played=1,
              moving=f"G{m.kind}:3:0")
    out, actions = play(tmp_path, "--ai", "2", "-o", f"position={pos}",
                        typed=["w", "n n"])
    assert "The outer wall of the castle lies west of a5." in out
    assert actions == [(0, "n"), (0, "n")]


def test_a_placement_square_is_typed_by_its_name(tmp_path: Path) -> None:
    _, actions = play(tmp_path, "--players", "3", "--ai", "2,3", "--seed", "1",
                        "--variant", "experienced", typed=["1", "c4"])
    assert actions[:2] == [(0, "place:stone"), (0, "at:c4")]
