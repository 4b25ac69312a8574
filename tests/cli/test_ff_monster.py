"""``eerie ff monster``: the table companion refuses what a real table cannot do (a card
the deck no longer holds, a finished game, a game still being set up) and says plainly
what is wrong with the position it was given."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import write
from tests.fearsome_floors.helpers import ffn, figures

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["ff", "monster", *args])
    return result.exit_code, " ".join(result.output.split())


def position(**fields: object) -> str:
    fields.setdefault("next", "monster")
    fields.setdefault("played", 2)
    fields.setdefault("turn", 2)
    return ffn(None, figures("G6w@c3", "R4b@h6"), **fields)


def test_a_card_the_deck_does_not_hold_is_refused() -> None:
    code, out = invoke(position(deck="5.7"), "10")
    assert code == 2
    assert "10 steps" in out and "deck=5.7" in out
    code, out = invoke(position(deck="5.7"), "p1", "--lang", "ko")
    assert code == 2 and "먹잇감 1" in out
    code, out = invoke(position(deck="5.7"), "7")
    assert code == 0, out
    assert "deck=5 " in out  # the walk used the card: one card left


def test_finished_and_unstarted_games_are_refused() -> None:
    code, out = invoke(position(next="over"), "5")
    assert code == 2 and "game is over" in out
    placing = write(GAME.setup({"players": 3, "variant": "experienced"}))
    code, out = invoke(placing, "5")
    assert code == 2 and "still being placed" in out


def test_a_missing_file_is_called_a_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "nope.ffn"
    code, out = invoke(str(missing), "5")
    assert code == 2 and "no file" in out and "nope.ffn" in out
    assert "needs at least" not in out
    code, out = invoke(str(tmp_path), "5")
    assert code == 2 and "is a folder" in out
    empty = tmp_path / "empty.ffn"
    empty.write_text("# nothing here\n")
    code, out = invoke(str(empty), "5")
    assert code == 2 and "holds no position" in out


def test_a_broken_position_says_what_is_broken() -> None:
    code, out = invoke(position(monster="z99n"), "5")
    assert code == 2 and out.startswith("error: position: monster")
    # brackets in a message are shown as they are, not taken for markup
    code, out = invoke(position().replace("....", "[x.]...", 1), "5")
    assert code == 2 and "[x.]" in out


@pytest.mark.parametrize("colours, missing", [("GY", "R, B have no figures"),
                                              ("GB", "R has no figures")])
def test_the_colours_named_are_the_colours_given(colours: str, missing: str) -> None:
    figs = ",".join(f"{c}{k}w@in" for c in colours for k in (6, 4, 3, 2))
    code, out = invoke(ffn(None, figs, next="monster"), "5")
    assert code == 2
    assert f"figures of {', '.join(colours)}" in out and missing in out
    assert "must have figures" not in out


def test_a_wrong_figure_set_names_what_the_colour_has() -> None:
    figs = "G6w@in,G4w@in,G3w@in,R6w@in,R4w@in,R3w@in,R2w@in"
    code, out = invoke(ffn(None, figs, next="monster"), "5")
    assert code == 2 and "G has figures 6, 4, 3, but each colour has 6, 4, 3, 2" in out
