"""The terminal screen (``render.render``): it draws every view along seeded random
playouts in every language, shows the map, sheets, monsters, objective and puzzles, and is
the terminal's renderer for the game."""

from __future__ import annotations

import re
from typing import Any

import pytest
from rich.cells import cell_len

from eerie.cli.terminal import board_renderer
from eerie.core.text import LANGUAGES, Msg, Translator
from eerie.games.mansions.game import GAME
from eerie.games.mansions.present import public_board
from eerie.games.mansions.render import TERMS, help_text, render
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import Ctx, push, spawn
from eerie.games.mansions.state import MoMState
from tests.catalogs import has_key, package_messages
from tests.mansions.packaged import SCENARIOS, new_game, playout
from tests.screens import cells, printed


def view_of(st: MoMState, seat: int | None) -> dict[str, Any]:
    return {**GAME.view(st, seat), "board": public_board(st)}


def text(view: dict[str, Any], lang: str = "en", width: int = 100, height: int = 40) -> str:
    return printed(render(view, Translator(lang, ("eerie", GAME.locale_package))), width,
                   height)


def test_every_label_has_every_language() -> None:
    catalogs = {lang: package_messages(GAME.locale_package, lang) for lang in LANGUAGES}
    for key in TERMS:
        assert all(has_key(catalogs[lang], f"mom.term.{key}") for lang in LANGUAGES), key


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


# -- the drawn map, card effects, insanity cards, help ------------------------------------


def flat(out: str) -> str:
    """Printed text with its line breaks and runs of spaces as one space."""
    return " ".join(out.split())


def map_lines(out: str, lang: str = "en") -> list[str]:
    """The lines of the drawn map: from the line after the map title to the last wall."""
    lines = out.splitlines()
    title = Translator(lang, ("eerie", GAME.locale_package))(Msg("mom.term.map"))
    start = next(i for i, x in enumerate(lines) if x.strip() == title) + 1
    end = max(i for i, x in enumerate(lines) if x.startswith(("+", " ")) and "+" in x)
    return lines[start:end + 1]


def test_the_explored_map_is_drawn_as_rooms_of_spaces() -> None:
    st = new_game()
    out = text(view_of(st, 0), width=100)
    drawn = map_lines(out)
    # two rooms of two spaces stacked: a box of 2 x 2 spaces with walls round it
    assert drawn[0].startswith("+") and drawn[0].rstrip().endswith("+")
    assert drawn[-1].startswith("+") and len(drawn) == 2 * 5 + 1  # two spaces high
    box = "\n".join(drawn)
    for sp in ("ver.1", "ver.2", "ent.1", "ent.2"):
        assert sp in box
    assert "Veranda" in box and "Entry Hall" in box
    ent = next(x for x in drawn if "ent.1" in x)
    row = drawn.index(ent)
    assert "A" in drawn[row + 1] or "D" in drawn[row + 1] or "A" in drawn[row - 4]
    # the Study, Kitchen and Gallery doors carry explore tokens: an E on the outer wall
    assert sum(x.count("E") for x in drawn) >= 3 - box.count("[E]")
    # the door between the veranda and the hall is a gap in the wall
    middle = next(x for x in drawn[1:] if x.startswith("+"))
    assert "    " in middle.strip()
    legend = out.splitlines()[out.splitlines().index(drawn[-1]) + 1]
    assert "door" in legend and "[E] explore" in out
    assert "outdoors A D" in box  # in words, not only by its shade
    # a short terminal gets shorter spaces
    assert len(map_lines(text(view_of(st, 0), width=100, height=30))) == 2 * 4 + 1


def test_pieces_stand_in_their_spaces() -> None:
    st = new_game()
    spawn(Ctx(st), "hooded_acolyte", "ent.2")
    board = public_board(st)
    out = text({**GAME.view(st, 0), "board": board}, width=100)
    drawn = map_lines(out)
    (x0, y0, _, _) = board["bounds"]
    rects = {sp["id"]: sp for t in board["tiles"] for r in t["rooms"] for sp in r["spaces"]}
    uw = min(24, int(99 / (board["bounds"][2] - x0)))
    uh = 5 if uw >= 16 else 4
    pieces = [(inv["letter"], inv["space"]) for inv in board["investigators"]]
    pieces += [(m["tag"], m["space"]) for m in board["monsters"]]
    for mark, space in pieces:
        sp = rects[space]
        c0, r0 = int((sp["x"] - x0) * uw), int((sp["y"] - y0) * uh)
        inside = [drawn[r][c0 + 1:c0 + int(sp["w"] * uw)]
                  for r in range(r0 + 1, r0 + int(sp["h"] * uh)) if r < len(drawn)]
        assert any(re.search(rf"\b{mark}\b", x) for x in inside), (mark, space, inside)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_wide_room_names_keep_the_walls_aligned(lang: str) -> None:
    """Korean and Chinese room names are two columns a character: the walls after them
    stay in the columns of the grid."""
    for n, st in enumerate(playout("gulls_reach_light", 3, steps=200)):
        if n % 50:
            continue
        board = public_board(st)
        uw = min(24, int(119 / (board["bounds"][2] - board["bounds"][0])))
        out = text(view_of(st, st.invs[0].seat), lang, width=120)
        drawn = map_lines(out, lang)
        assert drawn
        for line in drawn:
            assert cell_len(line) <= 120
            walls = [k for k, ch in enumerate(cells(line)) if ch and ch in "|:+"]
            assert all(k % uw == 0 for k in walls), (line, uw)


def test_face_up_cards_show_their_effect() -> None:
    st = new_game()
    a = st.invs[0]
    a.damage_up = [next(iter(st.lib.damage))]
    view = view_of(st, a.seat)
    card = view["board"]["investigators"][0]["damage_up"][0]
    card["text"] = {"en": "Lose one action next turn.", "ko": "다음 차례에 행동 하나를 잃습니다."}
    out = text(view)
    assert f"{card['name']['en']}: Lose one action next turn." in out
    assert "다음 차례에 행동 하나를 잃습니다." in text(view, "ko")
    card.pop("text")
    bare = text(view)
    assert card["name"]["en"] in bare and "Lose one action" not in bare


def test_insanity_cards_are_named_for_their_holder() -> None:
    t = Translator("en", ("eerie", GAME.locale_package))
    st = new_game()
    a, b = st.invs[0], st.invs[1]
    a.insanity = sorted(st.lib.insanity)[0]
    view = view_of(st, a.seat)
    given = (view.get("insanity_cards") or {}).get(a.id)  # title and text, if the view has them
    card = (f"{given['name']['en']}: {given['text']['en']}" if given
            else a.insanity.replace("_", " "))
    assert t(Msg("mom.term.insanity", {"card": card})) in flat(text(view))
    view["insanity_cards"] = {a.id: {"id": a.insanity, "name": {"en": "The Keeper"},
                                     "text": {"en": "You must keep the lamp."}}}
    shown = t(Msg("mom.term.insanity", {"card": "The Keeper: You must keep the lamp."}))
    assert shown in flat(text(view))
    # after the game everyone's card is shown: named for its holder
    b.insanity = sorted(st.lib.insanity)[1]
    after = view_of(st, a.seat)
    for d in after["invs"]:
        d["insanity"] = st.inv(d["id"]).insanity
    out = flat(text(after))
    name_b = after["board"]["investigators"][1]["name"]["en"]
    assert t(Msg("mom.term.insanity_of", {"who": name_b,
                                          "card": b.insanity.replace("_", " ")})) in out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_untranslated_marks(lang: str) -> None:
    st = new_game()
    out = text(view_of(st, 0), lang)
    assert "@" not in out
    t = Translator(lang, ("eerie", GAME.locale_package))
    for name in ("explore", "search", "legend_door", "legend_border"):
        assert t(Msg(f"mom.term.{name}")) in out, name


def test_help_text_in_every_language() -> None:
    for lang in LANGUAGES:
        h = help_text(Translator(lang, ("eerie", GAME.locale_package)))
        assert "ent.1" in h and "[E]" in h and "{" not in h
