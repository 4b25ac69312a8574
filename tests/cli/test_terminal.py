"""The terminal driver with a small game of its own (tests/cli/walk_game.py): typed keys,
#N places, paths, the game's reasons for a refusal, /help, pass screens, Ctrl-C, saves."""

from __future__ import annotations

import io
import re
from pathlib import Path
from random import Random
from typing import Any

import pytest
from rich.console import Console

from eerie.cli import terminal
from eerie.cli.terminal import CLEAR_ALL, TerminalSession
from eerie.core.decision import CHANCE
from eerie.core.record import Record, replay
from eerie.core.text import LANGUAGES, Translator
from tests.cli import walk_game
from tests.cli.walk_game import GAME


def make_session(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lines: list[str],
                 terminal_out: bool = False, **kw: Any) -> tuple[TerminalSession, io.StringIO]:
    """A walk game at a terminal that reads ``lines`` (then the end of input)."""
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=terminal_out, color_system=None)
    config = GAME.normalize_config(kw.pop("config", {}))
    session = TerminalSession(
        game=GAME, state=GAME.setup(config), record=Record(game="walk", config=config),
        save_path=tmp_path / "walk.json", tr=Translator("en"), console=console,
        seats=kw.pop("seats", {}), rng=Random(1), **kw)
    return session, out


def actions(session: TerminalSession) -> list[tuple[int, str]]:
    return session.record.actions


def test_a_card_typed_at_the_table_is_that_card_not_the_option_at_that_place(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # the cards are 1 2 3 5 7: option 5 is the card 7, and "4" is no card at all
    lines = ["a1", "e5", "4", "5", "x", "x", "7"]
    session, out = make_session(monkeypatch, tmp_path, lines, table_dice=True)
    assert session.run() == 0
    assert actions(session) == [(0, "at:a1"), (1, "at:e5"), (CHANCE, "card:5"),
                                (0, "stop"), (1, "stop"), (CHANCE, "card:7")]
    text = out.getvalue()
    assert "“4” is not on offer" in text and "#1 to #5" in text
    assert "Your choice (key, #number or id" in text


def test_keys_replace_the_numbers_in_the_menu_and_places_are_typed_with_a_hash(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = ["26", "#26", "c3"]
    session, out = make_session(monkeypatch, tmp_path, lines, config={"rest": True})
    session.run()
    assert actions(session)[:2] == [(0, "rest"), (1, "at:c3")]
    text = out.getvalue()
    assert re.search(r"a1\) Square a1", text) and re.search(r"#26\) Sit out", text)
    assert "“26” is not on offer" in text


def test_many_keyed_options_are_one_line_of_keys_and_o_lists_them_all(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session, out = make_session(monkeypatch, tmp_path, ["/o", "b2"])
    session.run()
    assert actions(session) == [(0, "at:b2")]
    text = out.getvalue()
    first, after = text.split("Your choice")[:2]   # before the first prompt; after /o
    assert "Type one of: a1 b1 c1 d1 e1 a2" in " ".join(first.split())
    assert "Square a1" not in first                 # no row per option ...
    assert "Square e5" in after                     # ... until /o asks for them


def test_a_path_is_made_step_by_step_and_stops_at_a_wall_with_the_games_reason(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # card 5: from a1 "e e s" goes to b1, then the wall between b1 and c1 stops it;
    # the step made stays, the rest of the path is dropped; then "ssee" (one-letter keys
    # typed together) makes the other four steps
    lines = ["a1", "e5", "5", "e e s", "ssee", "x", "1"]
    session, out = make_session(monkeypatch, tmp_path, lines, table_dice=True)
    session.run()
    made = [o for a, o in actions(session) if a == 0]
    assert made == ["at:a1", "e", "s", "s", "e", "e"]
    text = out.getvalue()
    assert "Stopped at “e”: A wall stands between b1 and c1." in text
    assert session.state.at[0] == "d3"


def test_a_path_that_outlasts_the_turn_stops_when_the_turn_passes(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = ["a1", "e5", "2", "s s s s", "x", "1"]
    session, out = make_session(monkeypatch, tmp_path, lines, table_dice=True)
    session.run()
    assert [o for a, o in actions(session) if a == 0] == ["at:a1", "s", "s"]
    assert actions(session)[-2] == (1, "stop")      # seat 2 was asked, not walked by the path
    assert "The turn has passed, so these were not made: s s" in out.getvalue()


def test_a_refused_single_key_prints_the_games_reason(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = ["a1", "e5", "5", "n", "w", "x", "x", "1"]
    session, out = make_session(monkeypatch, tmp_path, lines, table_dice=True)
    session.run()
    text = out.getvalue()
    assert text.count("The edge of the grid.") == 2
    assert "is not on offer" not in text.split("Steps left")[1]


def test_help_is_the_generic_help_then_the_games_own(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session, out = make_session(monkeypatch, tmp_path, ["/h", "/quit"])
    session.help_text = terminal.renderer_help(GAME)
    assert session.help_text is walk_game.help_text
    session.run()
    text = out.getvalue()
    assert "Commands: /b board" in text
    assert text.index("Commands: /b board") < text.index("WALK HELP")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_generic_help_names_no_game_specific_things(lang: str) -> None:
    help_text = Translator(lang)(terminal.Msg("cli.help"))
    assert not re.search(r"\b[a-z]\d+\b", help_text), help_text     # squares such as c4
    assert "/b" in help_text and "/q" in help_text


def test_pass_screen_clears_the_scrollback_and_hides_the_previous_seats_secrets(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # two people, each with a secret: a pass screen before each one's turn, the first
    # one's included (the device showed nobody's screen yet)
    lines = ["", "a1", "", "e5", "", "x", "", "x", "/quit"]
    session, out = make_session(monkeypatch, tmp_path, lines, terminal_out=True,
                                config={"secrets": True})
    session.run()
    assert [o for _, o in actions(session)][:2] + [o for _, o in actions(session)][3:5] == [
        "at:a1", "at:e5", "stop", "stop"]
    screens = out.getvalue().split(CLEAR_ALL)
    assert len(screens) == 5, out.getvalue()        # before the first turn and 3 passes
    assert "Pass the device" not in screens[0]
    for screen in screens[1:]:
        who = re.match(r"Pass the device to Player (\d)", screen)
        assert who, screen
        other = 3 - int(who.group(1))
        assert f"secret {other}" not in screen and f"Secret of seat {other}" not in screen
        assert f"secret {who.group(1)}" in screen


def test_no_pass_screen_between_seats_that_see_the_same(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = ["a1", "e5", "x", "x", "/quit"]
    session, out = make_session(monkeypatch, tmp_path, lines, terminal_out=True)
    session.run()
    assert [o for _, o in actions(session)][3:5] == ["stop", "stop"]
    assert CLEAR_ALL not in out.getvalue() and "Pass the device" not in out.getvalue()


def test_no_pass_screen_between_seats_one_person_plays(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    lines = ["a1", "e5", "x", "x", "/quit"]
    session, out = make_session(monkeypatch, tmp_path, lines, terminal_out=True,
                                config={"secrets": True}, person={0: 0, 1: 0})
    session.run()
    assert [o for _, o in actions(session)][3:5] == ["stop", "stop"]
    assert "Pass the device" not in out.getvalue()


def test_ctrl_c_in_the_middle_of_an_action_saves_a_record_that_replays(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("eerie.core.record.get_game", lambda gid: GAME)
    session, out = make_session(monkeypatch, tmp_path, ["a1", "e5", "5", "s", "s"],
                                table_dice=True)
    real = GAME._apply

    def interrupted(state: Any, actor: int, option: str) -> list[Any]:
        events = real(state, actor, option)       # the state is changed ...
        if option == "s" and state.at[0] == "a3":
            raise KeyboardInterrupt               # ... and then Ctrl-C comes
        return events

    monkeypatch.setattr(GAME, "_apply", interrupted)
    assert session.run() == 130
    text = out.getvalue()
    assert "\nGame saved to" in text and "Traceback" not in text
    saved = Record.load(tmp_path / "walk.json")
    assert saved.actions == actions(session) and saved.actions[-1] == (0, "s")
    monkeypatch.setattr(GAME, "_apply", real)
    _, state = replay(saved)                      # the hash matches the saved actions
    assert state.at[0] == "a2"


def test_a_save_file_that_cannot_be_written_any_more_ends_with_one_line(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session, out = make_session(monkeypatch, tmp_path, ["a1", "e5"])
    session.save_path = tmp_path / "gone" / "walk.json"
    (tmp_path / "gone").write_text("a file where the folder was")
    assert session.run() == 1
    lines = [line for line in out.getvalue().splitlines() if "error" in line]
    assert len(lines) == 1 and lines[0].endswith(
        f"error: cannot save the game to {session.save_path}: "
        f"{tmp_path / 'gone'} is a file, not a folder")
