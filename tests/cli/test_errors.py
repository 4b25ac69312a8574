"""Mistakes in options end with one line saying what is wrong, never a traceback: exit
status 2 for a value the command cannot use, 1 for something that failed while running."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record

runner = CliRunner()

AI_GAME = ["play", "fearsome-floors", "--players", "2", "--ai", "1,2", "--seed", "1"]


@pytest.fixture()
def places(tmp_path: Path) -> dict[str, str]:
    """A folder, a file, a path below that file, and a record."""
    folder = tmp_path / "folder"
    folder.mkdir()
    file = tmp_path / "file.txt"
    file.write_text("not a folder")
    record = tmp_path / "game.json"
    code = runner.invoke(app, [*AI_GAME, "--save", str(record)]).exit_code
    assert code == 0
    bad_meta = tmp_path / "bad_meta.json"
    saved = Record.load(record)
    saved.meta["ai"] = "1,2"
    saved.save(bad_meta)
    return {"DIR": str(folder), "FILE": str(file), "UNDER_FILE": str(file / "x.json"),
            "RECORD": str(record), "BAD_META": str(bad_meta)}


CASES = [
    # play
    ([*AI_GAME, "--save", "DIR"], {}, 2, "is a folder, not a file"),
    ([*AI_GAME, "--save", "UNDER_FILE"], {}, 2, "is a file, not a folder"),
    ([*AI_GAME, "--save", "/proc/eerie-test.json"], {}, 2, "--save /proc/eerie-test.json"),
    (AI_GAME, {"EERIE_HOME": "FILE"}, 1, "set EERIE_HOME to a folder"),
    (["play", "fearsome-floors", "--resume", "DIR"], {}, 2, "cannot read"),
    (["play", "--resume", "RECORD", "--players", "3"], {}, 2, "--players: cannot be changed"),
    (["play", "whitehall-mystery", "--resume", "RECORD"], {}, 2, "is a fearsome-floors game"),
    (["play", "--resume", "RECORD", "--ai", "9"], {}, 2, "seat 9 does not exist"),
    (["play", "--resume", "BAD_META"], {}, 2, "the record's meta field “ai”"),
    (["play"], {}, 2, "which game?"),
    (["play", "fearsome-floors", "--together", "2,9"], {}, 2, "seat 9 does not exist"),
    (["play", "fearsome-floors", "--together", "a,b"], {}, 2, "not a list of seat numbers"),
    # replay
    (["replay", "DIR"], {}, 2, "cannot read"),
    (["replay", "RECORD", "--seat", "9"], {}, 2, "--seat must be between 1 and 2"),
    (["replay", "RECORD", "--at", "999"], {}, 2, "--at must be between 0 and"),
    # simulate
    (["simulate", "fearsome-floors", "--json", "DIR"], {}, 2, "is a folder"),
    # serve: every option is checked before the server starts
    (["serve", "--log-level", "nope"], {}, 2, "--log-level 'nope': choose one of debug"),
    (["serve", "--port", "99999"], {}, 2, "--port 99999: a port is a number from 1 to 65535"),
    (["serve", "--port", "0"], {}, 2, "--port 0"),
    (["serve", "--db", "nosuch://x"], {}, 2, "unknown kind of database 'nosuch'"),
    (["serve", "--db", "::"], {}, 2, "is not a database URL"),
    (["serve", "--db", "postgresql+psycopg://u:secret@127.0.0.1:1/x"], {}, 1,
     "cannot open the database postgresql+psycopg://u:***@127.0.0.1:1/x"),
    (["serve", "--data-dir", "UNDER_FILE"], {}, 1, "--data-dir: cannot create the folder"),
    (["serve"], {"EERIE_HOME": "FILE"}, 1, "EERIE_HOME: cannot create the folder"),
    (["serve", "--allow-origin", "localhost:5173"], {}, 2, "an origin is scheme://host"),
    (["serve", "--ai-budget", "0"], {}, 2, "--ai-budget 0"),
    (["serve", "--ai-iterations", "0"], {}, 2, "--ai-iterations 0: a search needs"),
    (["serve", "--ai-workers", "-1"], {}, 2, "--ai-grace and --ai-workers: 0 or more"),
    (["serve", "--creates-burst", "0"], {}, 2, "each person needs to create at least one"),
    (["serve", "--max-tables-per-address", "0"], {}, 2, "at least one table"),
    (["serve", "--max-live-tables", "0"], {}, 2, "--max-live-tables 0: the server must"),
    (["serve", "--expire-idle", "0"], {}, 2, "--expire-unjoined and --expire-idle: a table"),
]


@pytest.mark.parametrize("args, env, code, message", CASES,
                         ids=[" ".join(c[0][:4]) + (" env" if c[1] else "") for c in CASES])
def test_a_bad_option_is_one_line_with_the_right_exit_status(
        places: dict[str, str], args: list[str], env: dict[str, str], code: int,
        message: str) -> None:
    def real(text: str) -> str:
        return places.get(text, text)

    result = runner.invoke(app, [real(a) for a in args],
                           env={k: real(v) for k, v in env.items()})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert result.exit_code == code, result.output
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    assert message in lines[0]
    assert "secret" not in lines[0]        # no password shown


def test_a_bad_save_path_leaves_no_stray_file(places: dict[str, str], tmp_path: Path) -> None:
    runner.invoke(app, [*AI_GAME, "--save", places["DIR"]])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad_meta.json", "file.txt", "folder",
                                                          "game.json"]
