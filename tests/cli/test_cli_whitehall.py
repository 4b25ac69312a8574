"""Whitehall Mystery at the terminal: Jack's secrets reach only Jack's screen."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.cli.terminal import CLEAR_ALL
from eerie.core.record import Record, replay

runner = CliRunner()


def test_human_jack_against_ai_investigators(tmp_path: Path) -> None:
    save = tmp_path / "w.json"
    # four crime scenes, the first of them as start, two moves, then quit
    result = runner.invoke(app, ["play", "whitehall-mystery", "--ai", "2,3,4", "--seed", "4",
                                 "--save", str(save)], input="#1\n" * 7 + "/quit\n")
    assert result.exit_code == 0, result.output
    assert "Jack's sheet" in result.output
    rec = Record.load(save)
    _, st = replay(rec)
    assert st.track == 2 and len(st.scenes) == 4
    # resume and make one more move
    result = runner.invoke(app, ["play", "whitehall-mystery", "--resume", str(save)],
                           input="#1\n/quit\n")
    assert result.exit_code == 0, result.output
    _, st2 = replay(Record.load(save))
    assert st2.track == 3


def test_hot_seat_hides_jacks_sheet_from_investigators(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # a terminal, so that the screen can be cleared
    monkeypatch.setattr("eerie.cli.main.Console",
                        partial(Console, force_terminal=True, color_system=None, width=100))
    save = tmp_path / "h.json"
    keys = ["", "#1", "#1", "#1", "#1",   # pass screen, Jack: four scenes
            "", "#1", "#1", "#1",         # pass screen, three investigators placed
            "", "#1", "#1",               # pass screen, Jack: first scene, first move
            "", "#1", "#1", "#1",         # pass screen, investigators move (stay)
            "/quit"]
    result = runner.invoke(app, ["play", "whitehall-mystery", "--seed", "9", "--together",
                                 "2,3,4", "--save", str(save)], input="\n".join(keys) + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    _, st = replay(Record.load(save))
    scenes = ", ".join(str(c) for c in st.scenes)
    assert f"Crime scenes: {scenes}" in out
    # every pass screen clears the screen and its scrollback first (none before it)
    screens = out.split(CLEAR_ALL)
    assert len(screens) == 5, out
    assert "Pass the device" not in screens[0]
    for screen in screens[1:]:
        assert screen.startswith("Pass the device to "), screen
        if screen.startswith("Pass the device to Yellow investigator"):
            # nothing of Jack's sheet after the clearing, up to the next pass screen
            assert "Jack's sheet" not in screen and f"Crime scenes: {scenes}" not in screen
            assert "Your move:" not in screen
        else:
            assert screen.startswith("Pass the device to Jack")
    assert "Pass the device to Blue" not in out and "Pass the device to Red" not in out
    # what everyone saw while the other person held the device is shown again after the
    # clearing: the investigators learn where the first scene was and that Jack moved
    police = [sc for sc in screens if sc.startswith("Pass the device to Yellow")]
    assert "The first crime scene is circle" in police[-1]
    assert "Jack moves (track 1)." in police[-1]


def test_hot_seat_passes_only_between_jack_and_the_investigators(tmp_path: Path) -> None:
    # four people: the investigators see the same, so no pass screen between them
    keys = ["", "#1", "#1", "#1", "#1",   # pass screen, Jack: four scenes
            "", "#1", "#1", "#1",         # pass screen, Yellow, Blue and Red placed
            "", "#1", "#1",               # pass screen, Jack: first scene, first move
            "", "#1", "/quit"]            # pass screen, Yellow moves
    result = runner.invoke(app, ["play", "whitehall-mystery", "--seed", "9", "--save",
                                 str(tmp_path / "p.json")], input="\n".join(keys) + "\n")
    assert result.exit_code == 0, result.output
    passes = re.findall(r"Pass the device to ([A-Z][a-z]+)", result.output)
    assert passes == ["Jack", "Yellow", "Jack", "Yellow"]
    assert len(Record.load(tmp_path / "p.json").actions) == 10
