"""``--resume`` goes on as the game was played: its language, AI seats, --together groups
and --table-dice, unless they are given again; the game's settings cannot change."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record

runner = CliRunner()


def run(args: list[str], keys: str = "") -> str:
    result = runner.invoke(app, args, input=keys)
    assert result.exit_code == 0, result.output
    return result.output


def test_resume_speaks_the_language_the_game_was_played_in(tmp_path: Path) -> None:
    save = tmp_path / "ko.json"
    out = run(["play", "fearsome-floors", "--players", "2", "--ai", "2", "--seed", "3",
               "--lang", "ko", "--save", str(save)], "/quit\n")
    assert "차례" in out
    assert Record.load(save).meta["lang"] == "ko"
    out = run(["play", "--resume", str(save)], "/quit\n")      # no GAME needed either
    assert "차례" in out and "your turn" not in out
    out = run(["play", "fearsome-floors", "--resume", str(save), "--lang", "zh"], "/quit\n")
    assert "轮到" in out
    assert Record.load(save).meta["lang"] == "zh"            # the language last played in


def test_resume_keeps_table_dice_unless_told_otherwise(tmp_path: Path) -> None:
    save = tmp_path / "dice.json"
    ai = ["--players", "2", "--ai", "1,2", "--seed", "2"]
    out = run(["play", "fearsome-floors", *ai, "--table-dice", "--save", str(save)])
    assert "At the table" in out                              # asked, then end of input
    assert Record.load(save).meta["table_dice"] is True
    assert "At the table" in run(["play", "--resume", str(save)])
    run(["play", "--resume", str(save), "--no-table-dice"])   # the AI plays it to the end
    record = Record.load(save)
    assert record.meta["table_dice"] is False
    assert "At the table" not in run(["play", "--resume", str(save)])


def test_resume_keeps_ai_seats_and_together_groups(tmp_path: Path) -> None:
    save = tmp_path / "wm.json"
    run(["play", "whitehall-mystery", "--seed", "4", "--together", "2,3,4", "--save",
         str(save)], "/quit\n")
    meta = Record.load(save).meta
    assert meta["together"] == [[2, 3, 4]] and meta["ai"] == {}
    run(["play", "--resume", str(save)], "/quit\n")
    assert Record.load(save).meta["together"] == [[2, 3, 4]]
    run(["play", "--resume", str(save), "--ai", "2,3,4"], "/quit\n")
    meta = Record.load(save).meta
    assert meta["ai"] == {"1": "normal", "2": "normal", "3": "normal"}  # --level's default
    run(["play", "--resume", str(save)], "/quit\n")
    assert Record.load(save).meta["ai"] == meta["ai"]


def test_without_lang_the_terminal_speaks_the_environment_s_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = tmp_path / "env.json"
    args = ["play", "fearsome-floors", "--players", "2", "--ai", "2", "--seed", "3",
            "--save", str(save)]
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    out = run(args, "/quit\n")
    assert "차례" in out and "your turn" not in out
    assert Record.load(save).meta["lang"] == "ko"
    monkeypatch.setenv("LC_ALL", "zh_CN.UTF-8")               # LC_ALL comes first
    assert "轮到" in run(args, "/quit\n")
    monkeypatch.setenv("LC_ALL", "C")                         # C: English
    assert "your turn" in run(args, "/quit\n")
    # a resumed game keeps the language it was played in, whatever the environment says
    save_en = tmp_path / "en.json"
    monkeypatch.setenv("LC_ALL", "C")
    run([*args[:-1], str(save_en)], "/quit\n")
    monkeypatch.setenv("LC_ALL", "ko_KR.UTF-8")
    assert "your turn" in run(["play", "--resume", str(save_en)], "/quit\n")


def test_rules_and_replay_follow_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    ko = run(["rules", "fearsome-floors"])
    assert ko == run(["rules", "fearsome-floors", "--lang", "ko"])
    assert ko != run(["rules", "fearsome-floors", "--lang", "en"])
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert run(["rules", "fearsome-floors"]) == run(["rules", "fearsome-floors", "--lang", "en"])
