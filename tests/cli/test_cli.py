"""Command-line tests: play, save, resume, replay, simulate, the monster companion."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.record import Record, replay
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import write

runner = CliRunner()


def invoke(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.output


def test_games_lists_fearsome_floors() -> None:
    code, out = invoke("games")
    assert code == 0
    assert "fearsome-floors" in out and "heuristic" in out


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_rules_text_in_each_language(lang: str) -> None:
    code, out = invoke("rules", "fearsome-floors", "--lang", lang)
    assert code == 0 and len(out.splitlines()) > 30


def test_all_ai_game_plays_to_the_end_and_replays(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    code, out = invoke("play", "fearsome-floors", "--players", "3", "--ai", "1,2,3:random",
                       "--seed", "5", "--save", str(save))
    assert code == 0, out
    rec = Record.load(save)
    game, st = replay(rec)
    assert game.outcome(st) is not None
    assert rec.meta["seed"] == 5
    code, _ = invoke("replay", str(save), "--auto")
    assert code == 0
    assert game.outcome(st).reason.key in ("ff.over.winner", "ff.over.nobody")
    code, out3 = invoke("replay", str(save), "--at", "10")
    assert code == 0 and f"10 of {len(rec.actions)}" in out3


def test_same_seed_same_game(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for p in (a, b):
        code, _ = invoke("play", "fearsome-floors", "--players", "2", "--ai", "1,2", "--seed",
                         "11", "--save", str(p))
        assert code == 0
    assert Record.load(a).actions == Record.load(b).actions


def test_human_bad_input_then_quit_then_resume(tmp_path: Path) -> None:
    save = tmp_path / "h.json"
    # seat 1 is human: first a bad number, a bad word, then option 1, then quit
    code, out = invoke("play", "fearsome-floors", "--players", "2", "--ai", "2", "--seed", "3",
                       "--save", str(save), input="99\nbogus\n1\n/quit\n")
    assert code == 0, out
    assert "99" in out and "bogus" in out
    rec = Record.load(save)
    assert rec.actions[0] == (0, rec.actions[0][1]) and rec.actions[0][1].startswith("fig:")
    n = len(rec.actions)
    # resume: choose 'stop' by id if offered, otherwise the first option, then end input
    code, out = invoke("play", "fearsome-floors", "--resume", str(save), input="#1\n")
    assert code == 0, out
    rec2 = Record.load(save)
    assert len(rec2.actions) > n
    assert rec2.actions[:n] == rec.actions


def test_end_of_input_saves(tmp_path: Path) -> None:
    save = tmp_path / "eof.json"
    code, _ = invoke("play", "fearsome-floors", "--players", "2", "--ai", "2", "--seed", "3",
                     "--save", str(save), input="")
    assert code == 0
    assert save.exists()


def test_table_dice_mode_takes_typed_cards(tmp_path: Path) -> None:
    save = tmp_path / "t.json"
    # all seats AI; the table types the card each time it is asked: option by id
    cards = "card:7\n" * 40
    code, out = invoke("play", "fearsome-floors", "--players", "2", "--ai", "1,2", "--seed", "2",
                       "--table-dice", "--save", str(save), input=cards)
    assert code == 0, out
    rec = Record.load(save)
    drawn = [o for a, o in rec.actions if a == -1]
    assert drawn and drawn[0] == "card:7"


@pytest.mark.parametrize("args, message", [
    (["play", "no-such-game"], "unknown game"),
    (["play", "fearsome-floors", "--players", "9"], "players"),
    (["play", "fearsome-floors", "--ai", "7"], "seat 7"),
    (["play", "fearsome-floors", "--ai", "2:genius"], "unknown AI level"),
    (["play", "fearsome-floors", "--lang", "xx"], "unknown language"),
    (["play", "fearsome-floors", "-o", "prey3=true"], "players is at least 6"),
    (["simulate", "fearsome-floors", "--agents", "genius"], "unknown AI level"),
    (["simulate", "fearsome-floors", "--games", "0"], "--games"),
    (["ff", "monster", "nonsense", "8"], "position"),
    (["replay", "/no/such/file.json"], "cannot read"),
])
def test_bad_input_gives_clear_error(args: list[str], message: str) -> None:
    code, out = invoke(*args)
    assert code == 2
    assert message in out


def test_corrupt_record_is_reported(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "eerie-record", "format_version": 1, "game": "fearsome-floors",'
                   ' "config": {"players": 2}, "actions": [[0, "fig:9"]]}')
    code, out = invoke("replay", str(bad))
    assert code == 2 and "action 1" in out
    bad.write_text("{not json")
    code, out = invoke("play", "fearsome-floors", "--resume", str(bad))
    assert code == 2 and "invalid JSON" in out


def test_simulate_is_deterministic_and_parallel_safe(tmp_path: Path) -> None:
    outs = []
    for workers in ("1", "2"):
        j = tmp_path / f"s{workers}.json"
        code, out = invoke("simulate", "fearsome-floors", "--games", "6", "--players", "3",
                           "--seed", "4", "--agents", "heuristic,random", "--workers", workers,
                           "--json", str(j))
        assert code == 0, out
        report = "\n".join(line for line in out.splitlines() if "games/s" not in line)
        outs.append((report, json.loads(j.read_text())["games"]))
    assert outs[0] == outs[1]
    assert "win rate by seat" in outs[0][0] and "95% CI" in outs[0][0]


def test_monster_companion_from_text_and_file(tmp_path: Path) -> None:
    st = GAME.setup({"players": 2})
    pos = write(st).replace("next=G", "next=monster")
    code, out = invoke("ff", "monster", pos, "5")
    assert code == 0, out
    assert "monster" in out.lower()
    f = tmp_path / "pos.ffn"
    f.write_text("# a comment\n" + pos + "\n")
    code, out2 = invoke("ff", "monster", str(f), "p1", "--lang", "ko")
    assert code == 0, out2
    code, out3 = invoke("ff", "monster", pos, "9")
    assert code == 2 and "unknown card" in out3


def test_difficulties_are_levels_with_an_iteration_budget_kept_on_resume(
        tmp_path: Path) -> None:
    """Issue 18, points 2 and 3: a person names AI seats by difficulty; an iteration
    budget makes searching seats repeat their decisions for a seed, and is saved."""
    saves = [tmp_path / "a.json", tmp_path / "b.json"]
    for p in saves:
        code, out = invoke("play", "whitehall-mystery", "--ai", "1:strongest,2:easy,3:hard,4",
                           "--seed", "3", "--ai-iterations", "2", "--save", str(p))
        assert code == 0, out
    first, second = (Record.load(p) for p in saves)
    assert first.actions == second.actions
    assert first.meta["ai"] == {"0": "strongest", "1": "easy", "2": "hard", "3": "normal"}
    assert first.meta["ai_iterations"] == 2
    code, out = invoke("games")
    assert "difficulties" in out and "easy" in out
    code, out = invoke("play", "fearsome-floors", "--ai", "2:genius")
    assert code == 2 and "easy, normal, hard, strongest" in out
