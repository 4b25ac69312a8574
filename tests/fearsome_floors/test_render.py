"""The terminal side of Fearsome Floors: the board drawing (figure names as the web pawn
shows them, marks for the squares of the current decision, the legend, translated
symbols), the typed keys on the options, the reasons for refusing a typed key, and the
game's ``/help`` text."""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import pytest
from rich.cells import cell_len

from eerie.core.decision import CHANCE
from eerie.core.text import LANGUAGES, Msg
from eerie.games.fearsome_floors.game import GAME, figure_name
from eerie.games.fearsome_floors.render import TERMS, glyph, help_text, render, targets
from eerie.games.fearsome_floors.state import COLOUR_LETTERS, FFState
from tests.fearsome_floors.helpers import (
    chosen,
    ffn,
    figures,
    mover,
    play,
    sq,
    start,
)
from tests.screens import cells, missing_terms, printed, seeded_states, translator

tr = partial(translator, GAME)


def text(st: FFState, lang: str = "en", width: int = 100) -> str:
    return printed(render(GAME.view(st, None), tr(lang)), width)


def board_rows(out: str) -> dict[int, str]:
    """Row number -> the board part of that row (after the row number and rim letter)."""
    rows = {}
    for line in out.splitlines():
        m = re.match(r"^( \d|\d\d) ", line)
        if m and 1 <= int(m.group(1)) <= 11:
            rows[int(m.group(1))] = "".join(cells(line)[4:4 + 32])
    return rows


def square_text(out: str, square: str) -> str:
    """The two cells drawn on a square."""
    col = "abcdefghijklmnop".index(square[0])
    row = next(cells(line) for line in out.splitlines()
               if re.match(rf"^{int(square[1:]):>2} ", line))
    return "".join(row[4 + 2 * col:6 + 2 * col])


def states(config: dict[str, Any], seed: int, steps: int) -> list[FFState]:
    """Every position along a seeded random game."""
    return seeded_states(GAME, config, seed, steps)


CONFIGS = [{"players": 4}, {"players": 6, "prey3": True},
           {"players": 3, "variant": "experienced"}]


# -- keys -------------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS)
def test_every_typed_value_names_exactly_its_option(config: dict[str, Any]) -> None:
    """Cards by their printed value, figures by the number they show, steps by their
    letter or word, orientations and placement squares by their names; unique within a
    decision (case-insensitively)."""
    seen: set[str] = set()
    for st in states(config, 7, 500):
        p = GAME.pending(st)
        keys = [(o.data or {}).get("key") for o in p.options]
        typed = [k.lower() for k in keys if k is not None]
        assert len(typed) == len(set(typed)), (p.prompt, keys)
        for o, key in zip(p.options, keys, strict=True):
            kind, _, arg = o.id.partition(":")
            if kind == "card":
                assert key == arg
            elif kind == "fig":
                f = o.data["figure"]
                assert key == str(st.value(f))
                assert figure_name(st.fig_owner[f], st.value(f), st.fig_white[f])[1:] == key
            elif kind in ("at", "orient"):
                assert key == arg
            elif kind == "place":
                assert key is None  # elements are chosen from a short list by number
            else:
                assert key == o.id and o.id in ("n", "e", "s", "w", "enter", "exit", "stop")
            seen.add(kind if kind != o.id else "step")
    assert {"card", "fig", "step"} <= seen
    if config.get("variant") == "experienced":
        assert {"place", "at"} <= seen


def test_table_cards_are_keyed_as_printed() -> None:
    st = start(ffn(figs=figures("G6w@c3"), next="monster", played=2, turn=2,
                   deck="5.7.8.10.p1"))
    p = GAME.pending(st)
    assert p.actors == (CHANCE,)
    assert {o.data["key"]: o.id for o in p.options} == {
        "5": "card:5", "7": "card:7", "8": "card:8", "10": "card:10", "p1": "card:p1"}


# -- why not ----------------------------------------------------------------------------


def why(st: FFState, typed: str, actor: int | None = None) -> Msg | None:
    seat = GAME.pending(st).actors[0] if actor is None else actor
    return GAME.explain_refusal(st, seat, typed)


@pytest.mark.parametrize("at, typed, reason", [
    ("a5", "w", "ff.term.why.edge"),
    ("d1", "N", "ff.term.why.edge"),
    ("o1", "e", "ff.term.why.corner"),
    ("a10", "s", "ff.term.why.corner"),
    ("c4", "exit", "ff.term.why.exit_only"),
    ("c4", "enter", "ff.term.why.inside"),
])
def test_steps_refused_at_walls_and_edges(at: str, typed: str, reason: str) -> None:
    st, _ = chosen(None, steps=3, at=at)
    assert typed.lower() not in GAME.pending(st).ids()
    msg = why(st, typed)
    assert msg is not None and msg.key == reason


def test_steps_refused_by_what_is_in_the_way() -> None:
    # a teleporter east, the monster south, a stone with a stone behind it north
    marks = {"d4": "[A>]", "m8": "[A<]", "c3": "o", "c2": "o"}
    st, _ = chosen(marks, steps=3, at="c4", monster="c5n")
    assert [m.key for m in (why(st, "e"), why(st, "s"), why(st, "n"))] == [
        "ff.term.why.teleporter", "ff.term.why.monster", "ff.term.why.stuck"]
    assert why(st, "n").params["to"] == "c3"
    assert why(st, "w") is None  # b4 is free: the step is on offer, nothing to explain


def test_steps_refused_onto_another_figure() -> None:
    st, _ = chosen(None, "R6b@d4", steps=1, at="c4")
    assert "e" not in GAME.pending(st).ids()
    assert why(st, "e").key == "ff.term.why.taken_last"
    # entering with three steps, but the entrance corner is crowded: from a1 the two
    # steps left reach no free square to end on
    crowd = ("R6b@a1", "R4b@a2", "R3b@b1", "R2b@a3", "B6b@b2", "B4b@c1")
    m = mover("G", 3)
    st = start(ffn(None, figures(m.at("in"), *crowd, players=3), turn=m.turn, next="G",
                   start="G", played=1))
    play(st, m.choose)
    assert GAME.pending(st).ids() == ["stop"]
    assert why(st, "enter").key == "ff.term.why.taken_stuck"


def test_waiting_figure_and_stopping() -> None:
    st, _ = chosen(None, steps=3, at="in")
    assert why(st, "n").key == "ff.term.why.outside"
    blocked, _ = chosen(None, steps=3, at="in", monster="a1s")
    assert why(blocked, "enter").key == "ff.term.why.monster"
    passing, _ = chosen(None, "R6b@d4", steps=3, at="c4")
    play(passing, "e")  # passing over R6 on d4
    assert "stop" not in GAME.pending(passing).ids()
    assert why(passing, "stop").key == "ff.term.why.stop_taken"


def test_figure_choice_refusals() -> None:
    m = mover("G", 5)
    other = mover("G", 1)
    st = start(ffn(figs=figures(m.at("c4"), f"G{other.kind}{other.moved}@c6", players=2),
                   turn=m.turn, next="G", start="G", played=1))
    assert why(st, "n").key == "ff.term.why.choose_first"
    shown_by_moved = str(7 - other.kind if other.moved == "w" else other.kind)
    assert why(st, shown_by_moved).key == "ff.term.why.moved"
    assert why(st, f"fig:{other.kind}").key == "ff.term.why.moved"
    assert why(st, "9").key == "ff.term.why.no_figure"
    assert why(st, str(st.value(st.figure_index(0, m.kind)))) is None


def test_card_refusals() -> None:
    st = start(ffn(figs=figures("G6w@c3"), next="monster", played=2, turn=2, deck="5.7"))
    assert why(st, "10").key == "ff.term.why.card_gone"
    assert why(st, "card:p2").key == "ff.term.why.card_gone"
    assert why(st, "5") is None
    first = start(ffn(figs=figures("G6w@c3"), next="monster", played=0, deck="5.p1"))
    assert why(first, "p1").key == "ff.term.why.first_prey"


@pytest.mark.parametrize("config", CONFIGS[:2])
def test_nothing_on_offer_is_ever_refused(config: dict[str, Any]) -> None:
    for st in states(config, 3, 300):
        p = GAME.pending(st)
        for o in p.options:
            for typed in (o.id, (o.data or {}).get("key")):
                if typed is not None:
                    assert why(st, typed) is None, (o.id, typed)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_read_in_every_language(lang: str) -> None:
    st, _ = chosen({"c3": "o", "c2": "o"}, steps=3, at="c4", monster="c5n")
    t = tr(lang)
    for typed in ("n", "s", "exit", "enter"):
        line = t(why(st, typed))
        assert line and "{" not in line and "ff." not in line, line


# -- the board --------------------------------------------------------------------------


def test_figures_drawn_as_the_web_pawn_shows_them() -> None:
    """One name per figure: the colour letter and the number on top (the view's value,
    which the web pawn prints), lower case while the black side is up."""
    st = start(ffn(figs=figures("G3w@c4", "R6b@e6", "G4b@f7", players=2), turn=2,
                   next="G", start="G"))
    out = text(st)
    view = GAME.view(st, None)
    for fg in view["figures"]:
        if fg["at"] in ("c4", "e6", "f7"):
            name = figure_name(fg["owner"], fg["value"], fg["white"])
            assert square_text(out, fg["at"]) == name
    assert square_text(out, "c4") == "G4" and square_text(out, "e6") == "r6"
    assert "G4 c4" in out and "r6 e6" in out  # the side panel uses the same names


def test_step_targets_are_marked_with_their_keys() -> None:
    st, _ = chosen({"c3": "o"}, steps=3, at="c4")
    out = text(st)
    marks = targets(st)
    assert {k: v for k, v in marks.items()} == {
        sq("c3"): "n", sq("d4"): "e", sq("c5"): "s", sq("b4"): "w"}
    assert square_text(out, "d4") == " e" and square_text(out, "b4") == " w"
    assert square_text(out, "c3") == "()"  # the stone to push keeps its glyph
    assert "type the letter" in out  # the legend explains the marks


def test_placement_squares_are_marked() -> None:
    st = GAME.setup({"players": 3, "variant": "experienced"})
    play(st, "place:stone")
    anchors = [o.data["to"] for o in GAME.pending(st).options]
    assert len(anchors) > 100
    out = text(st)
    plus = sum(row.count(" +") for row in board_rows(out).values())
    assert plus == len(anchors)
    assert "e.g. c4" in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_legend_and_translated_symbols(lang: str) -> None:
    st = start(ffn({"d4": "o", "e4": "*", "f4": "r", "g4": "u", "h4": "~", "b6": "[A>]",
                    "m8": "[A<]"}, figures("G6w@c3", rest="in"), next="G", turn=3,
                   monster="h9n"))
    out = text(st, lang, width=120)
    entrance, exit_ = glyph(tr(lang), "entrance"), glyph(tr(lang), "exit")
    assert cell_len(entrance) == 2 and cell_len(exit_) == 2
    assert square_text(out, "a1").rstrip() == entrance.rstrip()
    assert square_text(out, "p11").rstrip() == exit_.rstrip()
    t = tr(lang)
    for name in ("figure", "monster", "stone", "crystal", "rot_right", "rot_back",
                 "teleporter", "pool", "entrance", "exit", "rim", "list"):
        assert t(Msg(f"ff.term.legend.{name}")) in out.replace("\n", ""), name
    assert "@in" not in out and "@" not in out
    if lang != "en":
        assert "waiting" not in out and "IN" not in out and "EX" not in out
        assert t(Msg("ff.term.where.waiting")) in out


def test_legend_lists_only_what_the_board_holds() -> None:
    out = text(start(ffn(None, figures("G6w@c3"), next="G", turn=3)))
    assert "crystal" not in out and "teleporter" not in out and "blood pool" not in out


@pytest.mark.parametrize("width", [80, 120])
def test_board_and_panel_fit_the_terminal(width: int) -> None:
    for st in states({"players": 7}, 5, 80)[::10]:
        for lang in LANGUAGES:
            out = text(st, lang, width)
            assert max(cell_len(line) for line in out.splitlines()) <= width
            assert "…" not in out  # no text cut off (rich crops CJK words otherwise)


def test_help_text_in_every_language() -> None:
    for lang in LANGUAGES:
        h = help_text(tr(lang))
        assert "c4" in h and "n" in h and "p1" in h and "{" not in h


def test_figure_letters_match_the_colours() -> None:
    assert COLOUR_LETTERS == "GRBYEPK"
    assert figure_name(1, 5, True) == "R5" and figure_name(1, 2, False) == "r2"


def test_every_terminal_word_in_every_language() -> None:
    assert missing_terms(GAME, "ff.term.", TERMS) == []
    for st in states({"players": 3, "variant": "experienced"}, 2, 60)[::5]:
        for lang in LANGUAGES:
            assert "ff.term" not in text(st, lang)  # no key printed for a missing text
