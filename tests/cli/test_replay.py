"""``eerie replay``: each step says what happened before the board, as the chosen viewer
may see it; an unknown key says so and names the keys."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from eerie.cli.common import translator
from eerie.cli.replayer import Replayer
from eerie.core.record import Record, replay

runner = CliRunner()


@pytest.fixture(scope="module")
def whitehall(tmp_path_factory: pytest.TempPathFactory) -> Record:
    """An all-AI Whitehall game (Jack's moves are secret), 30 moves of it."""
    from eerie.cli.main import app

    save = tmp_path_factory.mktemp("replay") / "wm.json"
    result = runner.invoke(app, ["play", "whitehall-mystery", "--ai", "1,2,3,4", "--seed", "4",
                                 "--save", str(save)])
    assert result.exit_code == 0, result.output
    record = Record.load(save)
    record.actions = record.actions[:30]
    record.state_hash = None
    return record


def keys(*typed: str) -> Callable[[str], str]:
    """A reader that types ``typed`` and then ends the input."""
    left = list(typed)

    def read(prompt: str) -> str:
        if not left:
            raise EOFError
        return left.pop(0)

    return read


def stepper(record: Record, viewer: int | None = None) -> tuple[Replayer, io.StringIO]:
    game, _ = replay(record)
    out = io.StringIO()
    return Replayer(game, record, translator(game, "en"), Console(file=out, width=120),
                    viewer), out


def test_each_step_prints_what_the_move_did_before_the_board(whitehall: Record) -> None:
    game, _ = replay(whitehall)
    tr = translator(game, "en")
    for n in (1, 2, 12, 30):
        _, before = replay(whitehall, upto=n - 1)
        actor, option = whitehall.actions[n - 1]
        public = [tr(e.msg) for e in game.apply(before, actor, option) if e.audience is None]
        shown, out = stepper(whitehall)
        shown.show(n)
        text = out.getvalue()
        board = text.index("Track [")
        assert public or n == 1
        for line in public:
            assert 0 <= text.index(line) < board, (n, line)


def test_enter_b_and_numbers_move_through_the_record(whitehall: Record) -> None:
    shown, out = stepper(whitehall)
    shown.step_through(keys("", "", "b", "12", "99"))
    assert re.findall(r"Move (\d+) of 30", out.getvalue()) == ["0", "1", "2", "1", "12", "30"]


def test_a_spectator_sees_none_of_jacks_secrets_and_jack_does(whitehall: Record) -> None:
    game, _ = replay(whitehall)
    tr = translator(game, "en")
    st = game.setup(whitehall.config)
    secret: list[str] = []
    for actor, option in whitehall.actions:
        secret += [tr(e.msg) for e in game.apply(st, actor, option) if e.audience == {0}]
    assert secret
    spectator, out = stepper(whitehall)
    spectator.step_through(keys(*[""] * 30))
    assert not any(line in out.getvalue() for line in secret)
    jack, out = stepper(whitehall, viewer=0)
    jack.step_through(keys(*[""] * 30))
    assert all(line in out.getvalue() for line in secret)


def test_an_unknown_key_says_so_and_stays_put(whitehall: Record) -> None:
    shown, out = stepper(whitehall)
    shown.step_through(keys("x", "30", "", "q"))
    text = out.getvalue()
    assert "“x” is not a key here. Enter: next move, b: back" in text
    assert text.count("Move 0 of 30") == 1           # "x" did not step on
    assert "That was the last move." in text


def test_replay_command_takes_a_seat(whitehall: Record, tmp_path: Path) -> None:
    from eerie.cli.main import app

    path = tmp_path / "wm.json"
    whitehall.save(path)
    spectator = runner.invoke(app, ["replay", str(path), "--auto"]).output
    jack = runner.invoke(app, ["replay", str(path), "--auto", "--seat", "1"]).output
    assert "Jack's sheet" in jack and "Jack's sheet" not in spectator
