"""Ctrl-C ends every command on a line of its own, with exit status 130 and no traceback
(a game in play is saved first)."""

from __future__ import annotations

import io
import signal
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record, replay

runner = CliRunner()


def interrupt(*_: Any, **__: Any) -> Any:
    raise KeyboardInterrupt


def check_interrupted(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 130, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output and "Aborted" not in result.output
    return result.output


def test_play_saves_and_says_so_on_a_new_line(monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    monkeypatch.setattr(Console, "input", interrupt)
    out = check_interrupted(["play", "fearsome-floors", "--players", "2", "--ai", "2",
                             "--seed", "3", "--save", str(save)])
    assert "\nGame saved to" in out
    _, state = replay(Record.load(save))
    assert state is not None


def test_replay_ends_on_a_new_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    assert runner.invoke(app, ["play", "fearsome-floors", "--players", "2", "--ai", "1,2",
                               "--seed", "3", "--save", str(save)]).exit_code == 0
    monkeypatch.setattr("eerie.cli.replayer.Replayer.print_all", interrupt)
    assert check_interrupted(["replay", str(save)]).endswith("\n")


def test_simulate_ends_on_a_new_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("eerie.sim.backends.run_all", interrupt)
    out = check_interrupted(["simulate", "fearsome-floors", "--games", "2"])
    assert out.endswith("\n") and not out.strip()


@pytest.fixture()
def quiet_logging(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep serve and uvicorn from binding log handlers to the test's short-lived streams."""
    import logging

    import uvicorn

    monkeypatch.setattr(uvicorn.Config, "configure_logging", lambda self: None)
    monkeypatch.setattr(logging, "basicConfig", lambda **kw: None)


@pytest.mark.usefixtures("quiet_logging")
def test_serve_ends_with_status_130(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import uvicorn

    monkeypatch.setattr(uvicorn.Server, "run", interrupt)
    out = check_interrupted(["serve", "--data-dir", str(tmp_path), "--port", "8999"])
    assert out.startswith("eerie serve: http://127.0.0.1:8999/")


@pytest.mark.usefixtures("quiet_logging")
def test_serve_puts_its_shutdown_messages_after_ctrl_c_on_a_new_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    from eerie.server.command import _server

    server = _server(uvicorn.Config(app=lambda *a: None))
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    server.handle_exit(signal.SIGINT, None)
    assert err.getvalue() == "\n" and server.should_exit
    server.handle_exit(signal.SIGINT, None)     # a second Ctrl-C: no second new line
    assert err.getvalue() == "\n"
