"""The terminal screen (``render.render``): it draws every view along seeded random
playouts in every language, shows the map, sheets, monsters, objective and puzzles, and is
the terminal's renderer for the game."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

from eerie.cli.terminal import board_renderer
from eerie.core.text import LANGUAGES, Translator, load_catalog
from eerie.games.mansions.game import GAME
from eerie.games.mansions.present import public_board
from eerie.games.mansions.render import TERMS, render
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import Ctx, push, spawn
from eerie.games.mansions.state import MoMState
from tests.mansions.test_present import SCENARIOS, new_game, playout


def view_of(st: MoMState, seat: int | None) -> dict[str, Any]:
    return {**GAME.view(st, seat), "board": public_board(st)}


def text(view: dict[str, Any], lang: str = "en", width: int = 100) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(render(view, Translator(lang, ("eerie", GAME.locale_package))))
    return console.export_text()


def test_every_label_has_every_language() -> None:
    catalogs = {lang: load_catalog(GAME.locale_package, lang) for lang in LANGUAGES}
    for key in TERMS:
        assert all(f"mom.term.{key}" in catalogs[lang] for lang in LANGUAGES), key


def test_the_start_in_three_languages() -> None:
    st = new_game()
    out = text(view_of(st, 0))
    for piece in ("Round 1", "Objective", "Veranda", "Entry Hall", "ver.1", "ent.2",
                  "Ambrose Quill", "Declan Ashby", "Study door", "Coat rack",
                  "no monsters on the board"):
        assert piece in out, piece
    assert "stu.1" not in out and "kit.1" not in out  # unexplored rooms are not drawn
    ko = text(view_of(st, 0), "ko")
    assert "현관홀" in ko and "목표" in ko and "1라운드" in ko
    zh = text(view_of(st, 0), "zh")
    assert "第1轮" in zh and "门厅" in zh


def test_sheets_monsters_features_and_own_insanity() -> None:
    st = new_game()
    a = st.invs[0]
    a.insane = True
    a.insanity = sorted(st.lib.insanity)[0]
    a.damage_down = 2
    a.horror_up = [next(iter(st.lib.horror))]
    st.fire = ["ent.2"]
    st.darkness = ["ver.2"]
    spawn(Ctx(st), "hooded_acolyte", "ent.1")
    spawn(Ctx(st), "hooded_acolyte", "ent.1")
    mine = text(view_of(st, a.seat))
    assert "insane" in mine and "2 face down" in mine
    assert st.lib.horror[a.horror_up[0]].name["en"] in mine
    assert "Hooded Acolyte" in mine and "HA1" in mine and "awareness" in mine
    assert "fire" in mine and "darkness" in mine
    assert "insanity card" in mine
    theirs = text(view_of(st, st.invs[1].seat))
    assert "insanity card" not in theirs


@pytest.mark.parametrize("kind", ["slide", "code", "lock"])
def test_an_open_puzzle(kind: str) -> None:
    st = new_game()
    data = puzzle_rules.generate(kind, 5, "easy")
    if kind == "code":
        p = puzzle_rules.from_json(data)
        data = dict(p.guess([1] * p.length if list(p.answer) != [1] * p.length
                            else [2] * p.length).apply("sym:3").to_json())
    st.puzzles["pz.circle"] = data
    push(st, "puzzle", inv=st.invs[0].id, id="pz.circle", path=["event", "x"],
         stage="play", left=4)
    out = text(view_of(st, 0))
    assert "Puzzle" in out and "attempts left: 4" in out
    if kind == "code":
        assert "in place" in out and "misplaced" in out
        assert "Row: 3" + " _" * (data["length"] - 1) in out  # the row being built
    if kind == "lock":
        assert "X" in out and ">" in out


def test_a_view_without_a_board() -> None:
    view = GAME.view(new_game(), 0)
    view.pop("board", None)
    assert "Round 1" in text(view)


def test_the_terminal_uses_it() -> None:
    assert board_renderer(GAME) is render


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("seed", range(3))
def test_random_playouts_render(scenario: str, seed: int) -> None:
    for n, st in enumerate(playout(scenario, 100 + seed, steps=400)):
        if n % 7:
            continue
        lang = LANGUAGES[n % len(LANGUAGES)]
        for seat in sorted({i.seat for i in st.invs}):
            out = text(view_of(st, seat), lang, width=60 + n % 60)
            assert out.strip()
