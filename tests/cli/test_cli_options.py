"""Game options on the command line come from the game's config schema: ``--option`` /
``--set name=value`` read each value as its field reads text, and ``eerie games`` lists
every game's options."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record
from eerie.core.registry import game_ids, get_game

runner = CliRunner()


def invoke(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def test_games_lists_every_option_of_every_game() -> None:
    code, out = invoke("games")
    assert code == 0, out
    for gid in game_ids():
        assert gid in out
        for f in get_game(gid).config_schema():
            assert f"    {f.name} ({f.summary()}): " in out, (gid, f.name)
    assert "players (2 to 7, default 4): Players" in out
    code, out = invoke("games", "--lang", "ko")
    assert code == 0 and "플레이어 수" in out


def test_set_reads_values_by_their_field(tmp_path: Path) -> None:
    save = tmp_path / "wm.json"
    _code, out = invoke("play", "whitehall-mystery", "--ai", "1,2,3,4", "--seed", "1",
                       "--set", "players=2", "--set", "smoker=yes", "-o",
                       "jack_extra_alley=false", "--save", str(save), input="/quit\n")
    assert Record.load(save).config == {"map": "gaslight", "players": 2, "smoker": True,
                                        "jack_extra_alley": False}, out
    save = tmp_path / "mom.json"
    invs = [str(c.value) for c in get_game("mansions-of-madness").config_choices()[
        "investigators"]]
    invoke("play", "mansions-of-madness", "--ai", "1,2", "--seed", "1", "--set",
           f"investigators={invs[3]},{invs[1]}", "--save", str(save), input="/quit\n")
    assert Record.load(save).config["investigators"] == [invs[3], invs[1]]


def test_bad_option_values_name_the_option() -> None:
    for args, message in (
            (["--set", "prey3=maybe"], "--option prey3: “maybe” is not true or false"),
            (["--set", "players=four"], "--option players: “four” is not a whole number"),
            (["--set", "players=9"], "players must be a whole number from 2 to 7, not 9"),
            (["--set", "variant=hard"], 'variant must be one of "basic", "experienced"'),
            (["--set", "colour=red"], "unknown option: colour"),
            (["--set", "players"], "is not name=value")):
        code, out = invoke("play", "fearsome-floors", *args)
        assert code == 2 and message in out, (args, out)
    code, out = invoke("simulate", "fearsome-floors", "--games", "1", "--set", "start=9")
    assert code == 2 and "start must be a whole number from 0 to 3, not 9" in out
