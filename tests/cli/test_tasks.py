"""``python3 tasks.py play``: defaults only for what the person did not give."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest


def load_tasks() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "tasks.py"
    spec = importlib.util.spec_from_file_location("tasks", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TASKS = load_tasks()


@pytest.mark.parametrize("rest, args", [
    ([], ["fearsome-floors", "--players", "4", "--ai", "2,3,4"]),
    (["--players", "3"], ["fearsome-floors", "--players", "3", "--ai", "2,3"]),
    (["--players=2", "--lang", "ko"], ["fearsome-floors", "--players=2", "--lang", "ko",
                                       "--ai", "2"]),
    (["--ai", "2:random,3,4"], ["fearsome-floors", "--ai", "2:random,3,4", "--players", "4"]),
    (["--lang", "ko", "--seed", "7"], ["fearsome-floors", "--lang", "ko", "--seed", "7",
                                       "--players", "4", "--ai", "2,3,4"]),
    (["--table-dice", "--seed", "7"], ["fearsome-floors", "--table-dice", "--seed", "7",
                                       "--players", "4", "--ai", "2,3,4"]),
    (["whitehall-mystery", "--ai", "2,3,4"], ["whitehall-mystery", "--ai", "2,3,4"]),
    (["--resume", "game.json"], ["--resume", "game.json"]),
    (["--help"], ["--help"]),
])
def test_play_defaults_fill_in_only_what_is_missing(rest: list[str], args: list[str]) -> None:
    assert TASKS.play_args(rest) == args


def test_the_default_play_arguments_are_accepted_by_eerie_play() -> None:
    from typer.testing import CliRunner

    from eerie.cli.main import app

    for rest in ([], ["--players", "3"], ["--players", "2", "--lang", "ko"]):
        result = CliRunner().invoke(app, ["play", *TASKS.play_args(rest), "--seed", "1",
                                          "--save", "/dev/null/x.json"])
        # the arguments are accepted; only the save file (on purpose) cannot be written
        assert result.exit_code == 2 and "--save /dev/null/x.json" in result.output, \
            result.output
