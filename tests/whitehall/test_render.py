"""The terminal side of Whitehall Mystery: the map window (targets of the decision on it
and highlighted, pieces, markers, Jack's secrets only in his view, fits the terminal),
the typed keys on every option, the reasons for refusing a typed key, and ``/help``."""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import pytest
from rich.cells import cell_len

from eerie.core.text import LANGUAGES, Msg
from eerie.games.whitehall_mystery.game import GAME, load_game_map
from eerie.games.whitehall_mystery.render import (
    RESERVED_ROWS,
    TARGET_STYLE,
    TERMS,
    decision_targets,
    draw_map,
    help_text,
    marks_of,
    render,
)
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_MOVE,
    JACK_SPECIAL,
    POLICE_ACT,
    POLICE_MOVE,
    SEARCHING,
    WMState,
)
from tests.screens import missing_terms, printed, seeded_states, translator
from tests.whitehall.maps_for_tests import new_game, police_turn

tr = partial(translator, GAME)


def screen(view: dict[str, Any], lang: str = "en", width: int = 120,
           height: int = 40) -> str:
    return printed(render(view, tr(lang)), width, height)


def gaslight_states(seed: int, steps: int, **config: Any) -> list[WMState]:
    """Positions along a seeded random game on the bundled map."""
    return seeded_states(GAME, config, seed, steps)


def deciding_view(st: WMState) -> dict[str, Any]:
    return GAME.view(st, GAME.pending(st).actors[0])


# -- keys -------------------------------------------------------------------------------


@pytest.mark.parametrize("config", [{}, {"smoker": True, "jack_extra_alley": True}])
def test_every_option_has_its_typed_key(config: dict[str, Any]) -> None:
    """"21" is circle 21 (a crime scene, a move, a start), "i9" an intersection, s21 and
    a21 search and arrest at circle 21; words for staying, passing, stopping and tiles."""
    seen: set[str] = set()
    for st in gaslight_states(4, 400, **config):
        p = GAME.pending(st)
        keys = [o.data["key"] for o in p.options]
        assert len({k.lower() for k in keys}) == len(keys), keys
        for o, key in zip(p.options, keys, strict=True):
            kind, _, arg = o.id.partition(":")
            seen.add(kind)
            if kind in ("scene", "start", "to", "via", "at"):
                assert key == arg
            elif kind in ("search", "arrest"):
                assert key == kind[0] + arg
            else:
                assert key == o.id and kind in ("stay", "pass", "stop", "carriage", "alley",
                                                "boat")
    assert {"scene", "start", "at", "to", "search", "arrest", "pass", "stay"} <= seen


# -- why not ----------------------------------------------------------------------------


def why(st: WMState, typed: str) -> Msg | None:
    return GAME.explain_refusal(st, GAME.pending(st).actors[0], typed)


def test_jack_refusals() -> None:
    st = new_game()  # Jack on 5, investigators on i1, i3, i7
    assert st.stage == JACK_MOVE
    assert why(st, "5").key == "wm.term.why.stand_still"
    assert why(st, "3").key == "wm.term.why.not_adjacent"
    assert why(st, "99").key == "wm.term.why.no_circle"
    assert why(st, "i8").key == "wm.term.why.jack_circles"
    # 5 -> 2 passes only i7 (and i4), where red stands
    assert why(st, "2").key == "wm.term.why.blocked"
    assert why(st, "2").params["by"] == "i7"
    assert why(st, "9") is None and why(st, "to:9") is None  # on offer
    st.tiles["boat"] = 0
    assert why(st, "boat").key == "wm.term.why.no_tile"


def test_crime_scene_refusals() -> None:
    st = GAME.setup({"map": new_game().config["map"]})
    assert why(st, "2").key == "wm.term.why.not_white"
    assert why(st, "3").key == "wm.term.why.quadrant"
    assert why(st, "3").params == {"circle": 3, "in": 2, "quadrant": 1}
    assert why(st, "1") is None


def test_special_move_refusals() -> None:
    st = new_game(start=1)  # Jack on 1; his scenes still to reach: 3, 5, 7
    GAME.apply(st, JACK, "alley")
    assert st.stage == JACK_SPECIAL
    assert why(st, "4").key == "wm.term.why.special_reach"


def test_investigator_refusals() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    assert st.stage == POLICE_MOVE and st.acting == 0  # yellow on i1
    assert why(st, "i3").key == "wm.term.why.occupied"
    assert why(st, "i9").key == "wm.term.why.too_far"
    assert why(st, "i99").key == "wm.term.why.no_intersection"
    assert why(st, "5").key == "wm.term.why.police_intersections"
    assert why(st, "i2") is None and why(st, "stay") is None
    police_turn(st, acts=())
    assert st.stage == POLICE_ACT  # yellow on i1 may search or arrest at 1 and 2
    assert why(st, "1").key == "wm.term.why.say_which"
    assert why(st, "s7").key == "wm.term.why.not_near"
    assert why(st, "s1") is None and why(st, "search:1") is None


def test_refusals_never_speak_to_another_seat() -> None:
    st = new_game()
    for seat in (1, 2, 3, None):
        assert GAME.explain_refusal(st, -5 if seat is None else seat, "3") is None


def test_an_investigators_refusals_name_only_public_circles() -> None:
    for st in gaslight_states(11, 300):
        p = GAME.pending(st)
        if not p.actors or p.actors[0] == JACK or st.stage not in (
                POLICE_MOVE, POLICE_ACT, SEARCHING):
            continue
        here = st.police[st.acting]
        public = set(st.map.circles_at(here)) | set(st.reached) | set(st.clues)
        for typed in ("5", "s12", "a40", "i3", "i300", "stay"):
            msg = why(st, typed)
            if msg is None:
                continue
            named = {int(n) for v in msg.params.values() for n in re.findall(r"\d+", str(v))
                     if not str(v).startswith("i")}
            assert named <= public | {5, 12, 40}, (msg, named)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_refusals_read_in_every_language(lang: str) -> None:
    st = new_game()
    t = tr(lang)
    for typed in ("5", "3", "2", "99", "i8"):
        line = t(why(st, typed))
        assert line and "{" not in line and "wm." not in line


# -- the map ----------------------------------------------------------------------------


def test_targets_come_from_the_deciding_seat_only() -> None:
    st = new_game()
    targets, mover = decision_targets(GAME.view(st, JACK))
    assert targets == {6, 9} | {int(o.id[3:]) for o in GAME.pending(st).options
                                if o.id.startswith("to:")} and mover == 5
    assert decision_targets(GAME.view(st, 1)) == (set(), None)
    assert decision_targets(GAME.view(st, None)) == (set(), None)
    GAME.apply(st, JACK, "to:9")
    targets, mover = decision_targets(GAME.view(st, 1))
    assert mover == "i1" and targets == {"i2", "i4", "i5"}


def _focus_states() -> list[tuple[WMState, int]]:
    out = []
    for st in gaslight_states(2, 160, smoker=True):
        p = GAME.pending(st)
        if p.actors and any((o.data or {}).get("circle") or (o.data or {}).get("at")
                            for o in p.options):
            out.append((st, p.actors[0]))
    return out[::6]


@pytest.mark.parametrize("width, height", [(120, 40), (80, 30)])
def test_every_target_is_on_the_map_and_highlighted(width: int, height: int) -> None:
    m = load_game_map("gaslight")
    for st, seat in _focus_states():
        view = GAME.view(st, seat)
        marks = marks_of(view)
        text, win = draw_map(m, marks, view, width - 42 if width >= 110 else width - 28,
                             height - RESERVED_ROWS - 4)
        plain = text.plain.splitlines()
        for node in marks.targets:
            col, row = win.cell(*m.position(node))
            assert win.inside(col, row), (st.stage, node)
            label = str(node)
            assert label in plain[row], (st.stage, node, plain[row])
            start = plain[row].index(label, max(0, col - len(label) - 2))
            spans = [s for s in text.spans if str(s.style) == TARGET_STYLE]
            offset = sum(len(x) + 1 for x in plain[:row]) + start
            assert any(s.start <= offset < s.end for s in spans), (node, plain[row])


@pytest.mark.parametrize("width, height", [(120, 40), (80, 30)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_screen_fits_the_terminal(width: int, height: int, lang: str) -> None:
    for st, seat in _focus_states()[::3]:
        out = screen(GAME.view(st, seat), lang, width, height)
        lines = out.splitlines()
        assert max(cell_len(x) for x in lines) <= width
        assert len(lines) <= height - RESERVED_ROWS + 4, len(lines)


def test_jacks_secrets_only_in_jacks_view() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    police_turn(st)
    GAME.apply(st, JACK, "to:10")
    mine = screen(GAME.view(st, JACK))
    assert re.search(r"J10\b", mine) and "Jack's sheet" in mine and "path" in mine
    for seat in (1, 2, 3, None):
        theirs = screen(GAME.view(st, seat))
        assert "J10" not in theirs and "Jack's sheet" not in theirs
        assert "^" not in theirs  # Jack's scenes still to reach
        assert marks_of(GAME.view(st, seat)).path == []


def test_markers_and_pieces_on_the_map() -> None:
    st = new_game(smoker="i9")
    GAME.apply(st, JACK, "to:9")
    police_turn(st, acts=("search:1", "pass", "pass"))
    out = screen(GAME.view(st, 1))
    assert "5*" in out  # the first crime scene's marker
    assert "1-" in out  # searched this round, nothing found
    for letter in ("Y", "B", "R", "D"):
        assert re.search(rf"\b{letter}\b", out), letter
    assert "crime scene reached" in out and "searched, nothing" in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_untranslated_words(lang: str) -> None:
    st = gaslight_states(3, 40)[-1]
    out = screen(deciding_view(st), lang)
    if lang != "en":
        for word in ("circle", "intersection", "investigators", "crime", "Round", "Track"):
            assert word not in out, word
    assert "@" not in out


def test_help_text_in_every_language() -> None:
    for lang in LANGUAGES:
        h = help_text(tr(lang))
        assert "i9" in h and "s21" in h and "a21" in h and "{" not in h


def test_every_terminal_word_in_every_language() -> None:
    assert missing_terms(GAME, "wm.term.", TERMS) == []
    for st, seat in _focus_states()[::4]:
        for lang in LANGUAGES:
            assert "wm.term" not in screen(GAME.view(st, seat), lang)
