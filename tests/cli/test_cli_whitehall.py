"""Whitehall Mystery at the terminal: Jack's secrets reach only Jack's screen."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record, replay

runner = CliRunner()


def test_human_jack_against_ai_investigators(tmp_path: Path) -> None:
    save = tmp_path / "w.json"
    # four crime scenes, the first of them as start, two moves, then quit
    result = runner.invoke(app, ["play", "whitehall-mystery", "--ai", "2,3,4", "--seed", "4",
                                 "--save", str(save)], input="1\n1\n1\n1\n1\n1\n1\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "Jack's sheet" in result.output
    rec = Record.load(save)
    _, st = replay(rec)
    assert st.track == 2 and len(st.scenes) == 4
    # resume and make one more move
    result = runner.invoke(app, ["play", "whitehall-mystery", "--resume", str(save)],
                           input="1\n/quit\n")
    assert result.exit_code == 0, result.output
    _, st2 = replay(Record.load(save))
    assert st2.track == 3


def test_hot_seat_hides_jacks_sheet_from_investigators(tmp_path: Path) -> None:
    save = tmp_path / "h.json"
    # Jack picks scenes; pass; investigators (one person, seats 2-4) take yellow corners;
    # pass; Jack names the first scene and moves; pass; investigators move ... then quit.
    keys = ["1", "1", "1", "1",          # Jack: four scenes
            "", "1", "1", "1",           # pass screen, then three investigators placed
            "", "1", "1",                # pass screen, Jack: first scene, first move
            "", "1", "1", "1",           # pass screen, investigators move (stay)
            "/quit"]
    result = runner.invoke(app, ["play", "whitehall-mystery", "--seed", "9", "--together",
                                 "2,3,4", "--save", str(save)], input="\n".join(keys) + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    screens = re.split(r"Pass the device", out)
    assert len(screens) >= 4, out
    # the screens after a pass to the investigators never show Jack's sheet
    for screen in screens[1:]:
        if "investigator, your turn" in screen:
            assert "Jack's sheet" not in screen
            assert "Your move:" not in screen
