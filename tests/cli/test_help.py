"""``--help`` of every command: flags are shown as flags, never as taking a <bool>."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from eerie.cli.main import app

runner = CliRunner()


def command_paths(group: Any, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command of the ``eerie`` tree, groups included, as argument paths."""
    out = [prefix]
    for name, command in getattr(group, "commands", {}).items():
        out += command_paths(command, (*prefix, name))
    return out


PATHS = command_paths(typer.main.get_command(app))


def test_every_command_is_found() -> None:
    assert {("play",), ("serve",), ("replay",), ("ff", "monster"), ()} <= set(PATHS)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: " ".join(p) or "eerie")
def test_help_shows_flags_without_a_value(path: tuple[str, ...]) -> None:
    result = runner.invoke(app, [*path, "--help"], env={"COLUMNS": "120"})
    assert result.exit_code == 0, result.output
    assert "<bool>" not in result.output
    assert "--help" in result.output


def test_play_help_names_its_flags() -> None:
    out = runner.invoke(app, ["play", "--help"], env={"COLUMNS": "200"}).output
    assert "--table-dice" in out and "--no-table-dice" in out


@pytest.mark.parametrize("game, args", [
    ("whitehall-mystery", ["--ai", "2,3,4"]),
    ("mansions-of-madness", ["--scenario", "vigil_at_corvin_lodge", "--players", "1"]),
])
def test_help_in_play_speaks_of_no_squares_where_there_are_none(
        game: str, args: list[str], tmp_path: Path) -> None:
    result = runner.invoke(app, ["play", game, *args, "--seed", "1", "--save",
                                 str(tmp_path / "g.json")], input="/h\n/quit\n")
    assert result.exit_code == 0, result.output
    shown = result.output.split("/h for help):")[1]      # what /h printed
    assert "Commands: /b board" in shown
    assert "c4" not in shown and "square" not in shown.lower()


@pytest.mark.parametrize("game_id", ["fearsome-floors", "whitehall-mystery",
                                     "mansions-of-madness"])
def test_eerie_rules_shows_no_marker_lines(game_id: str) -> None:
    result = CliRunner().invoke(app, ["rules", game_id])
    assert result.exit_code == 0
    assert "<!--" not in result.output
