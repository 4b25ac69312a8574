"""``eerie ff monster``: the table companion refuses what a real table cannot do (a card
the deck no longer holds, a finished game, a game still being set up) and says plainly
what is wrong with the position it was given."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.text import Translator, msg
from eerie.games.fearsome_floors.cli import FFGroup
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


KOREAN = re.compile("[\uac00-\ud7a3]")
CHINESE = re.compile("[\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"\b[a-z]{3,}\b")
"""An English word of three letters or more (ids, FFN fields and paths aside)."""


def _english_words(text: str, allowed: set[str]) -> set[str]:
    return set(ENGLISH_WORD.findall(text.lower())) - allowed


@pytest.mark.parametrize("args, allowed", [
    ((position(deck="5.7"), "10"), {"deck"}),          # a card the deck no longer holds
    ((position(deck="-"), "5"), {"deck"}),             # an empty deck
    ((position(next="over"), "5"), {"next", "over"}),  # a finished game
    (("nope.ffn", "5"), {"nope", "ffn"}),              # no file, no position
    ((position(), "9"), set()),                        # an unknown card
    ((position(monster="z99n"), "5"), {"monster"}),    # a bad position
    ((position(deck="5.9"), "5"), {"deck"}),           # a bad position: a card in its deck
], ids=["card-gone", "deck-empty", "over", "no-file", "unknown-card", "bad-square",
        "bad-deck"])
def test_errors_are_in_the_language_asked_for(args: tuple[str, str], allowed: set[str]) -> None:
    code, out = invoke(*args, "--lang", "ko")
    assert code == 2 and out.startswith("오류:") and KOREAN.search(out), out
    assert _english_words(out, allowed) == set(), out
    code, out = invoke(*args, "--lang", "zh")
    assert code == 2 and out.startswith("错误：") and CHINESE.search(out), out
    code, out = invoke(*args)
    assert code == 2 and out.startswith("error: "), out


def test_a_file_that_is_not_text_is_named(tmp_path: Path) -> None:
    binary = tmp_path / "board.ffn"
    binary.write_bytes(b"\xff\xfe\x00 bad")
    code, out = invoke(str(binary), "5", "--lang", "ko")
    assert code == 2 and str(binary) in out and KOREAN.search(out), out


@pytest.mark.parametrize("lang, script", [("ko", KOREAN), ("zh", CHINESE)])
def test_help_of_eerie_ff_is_in_the_language_asked_for(lang: str, script: re.Pattern[str]
                                                       ) -> None:
    env = {"COLUMNS": "200", "LC_ALL": "", "LANG": "C"}
    english = [runner.invoke(app, [*path, "--help"], env=env).output
               for path in (["ff"], ["ff", "monster"], [])]
    for path, sentence in ((["--lang", lang, "ff"], "Resolve a monster move"),
                           (["ff", "monster", "--lang", lang], "A position in FFN"),
                           (["ff", "monster", "--lang", lang], "The card drawn"),
                           (["--lang", lang], "Fearsome Floors table companions")):
        out = runner.invoke(app, [*path, "--help"], env=env).output
        assert any(sentence in text for text in english), sentence
        assert sentence not in out and script.search(out), out


def test_english_help_of_eerie_ff_is_the_code_s_own() -> None:
    group = typer.main.get_command(app)
    ctx = typer.Context(group, info_name="eerie")
    ff = group.get_command(ctx, "ff")
    assert isinstance(ff, FFGroup)
    tr = Translator("en", FFGroup.catalogs)
    monster = ff.commands["monster"]
    pairs = [("cli.doc.ff", ff.help), ("cli.doc.ff.monster", monster.help)] + [
        (f"cli.doc.ff.monster.{p.name}", p.help) for p in monster.get_params(ctx)
        if p.name in ("position", "card")]
    for key, text in pairs:
        assert tr.has(key), key
        assert " ".join(tr(msg(key)).split()) == " ".join((text or "").split()), key
