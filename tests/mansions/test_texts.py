"""What the Mansions texts say: grammar for every count, no "you" where one person plays
several investigators, puzzle moves in words, one name per monster, and card titles with
their effects wherever a card is named."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from typing import Any

import pytest

from eerie.core.events import Event
from eerie.core.text import LANGUAGES, Msg, Translator, load_catalog
from eerie.games.mansions.game import GAME
from eerie.games.mansions.present import public_board
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import FAMILIES, Ctx, counted, push, spawn, start_test
from eerie.games.mansions.state import OVER, MoMState
from tests.mansions.fixtures import do, ids

PACKAGE = "eerie.games.mansions"
WEB = Path(__file__).resolve().parents[2] / "src" / "eerie" / "server" / "static" / "i18n"
NUMBERS = {"n", "dice", "difficulty", "success", "clue", "blank", "actions", "moves",
           "damage", "horror", "left", "health", "max", "awareness", "might", "kinds",
           "pos", "cell", "piece", "round"}
"""Placeholders that hold counts."""
PLURALS = ("actions", "spaces", "successes", "clues", "dice", "attempts", "cards", "turns",
           "possessions", "monsters", "investigators", "symbols", "items", "faces", "blanks",
           "rounds", "people", "copies")
"""The countable nouns of the texts, in the plural."""
BAD_ONE = re.compile(rf"\b1 (?:{'|'.join(PLURALS)})\b")
"""'1 actions', '1 spaces', '1 successes', '1 clues', '1 dice' ..."""
BAD_ZERO = re.compile(r"\b(?:needs|Spend|spends|Re-roll) 0\b")


def _tr(lang: str) -> Translator:
    return Translator(lang, ("eerie", PACKAGE))


def _templates() -> dict[str, str]:
    """Every English Mansions text: the game's catalog and the web client's ui.mom.*."""
    web = json.loads((WEB / "en.json").read_text("utf-8"))
    return {**load_catalog(PACKAGE, "en"), **{k: v for k, v in web.items()
                                              if k.startswith("ui.mom.")}}


def _fill(template: str, n: int) -> str:
    values: dict[str, Any] = {}
    for _, field, _, _ in string.Formatter().parse(template):
        if field:
            name = re.split(r"[.\[]", field)[0]
            values[name] = (n if name in NUMBERS else {"en": "Ada"} if "[" in field
                            else "Ada")
    return template.format(**values)


def _used_for(key: str, n: int) -> bool:
    """Whether the code would show ``key`` for a count of ``n`` (see ``counted``; a
    family without a ``none`` member is never used for 0)."""
    family, _, form = key.rpartition(".")
    members = FAMILIES.get(family, ())
    if form not in members or not {"one", "many"} <= set(members):
        return True
    return {"none": n == 0, "one": n == 1, "many": n > 1}[form]


@pytest.mark.parametrize("n", [0, 1, 2])
def test_every_count_reads_right_in_english(n: int) -> None:
    bad = {}
    for key, template in _templates().items():
        if not _used_for(key, n):
            continue
        text = _fill(template, n)
        if BAD_ONE.search(text) or BAD_ZERO.search(text):
            bad[key] = text
    assert bad == {}


@pytest.mark.parametrize("family", [f for f, m in FAMILIES.items() if "one" in m])
def test_counted_messages_for_0_1_2(family: str) -> None:
    tr = _tr("en")
    for n in (0, 1, 2) if "none" in FAMILIES[family] else (1, 2):  # never used for 0
        text = tr(counted(family, n, {"who": Msg("=", {"en": "Ada"}), "success": n}))
        assert not BAD_ONE.search(text) and not BAD_ZERO.search(text), text
        assert "{" not in text
    assert tr(counted("mom.opt.clues", 0)) == "Spend no clues"
    assert tr(counted("mom.opt.reroll", 1)) == "Re-roll 1 die"


def test_the_scan_catches_the_old_texts() -> None:
    for text in ("Ada: 1 actions left, 1 spaces of movement.", "Ada passes with 1 successes.",
                 "Spend 1 clues", "Re-roll 1 dice"):
        assert BAD_ONE.search(text), text
    assert BAD_ZERO.search("Ada tests Lore with 3 dice (needs 0).")
    assert not BAD_ONE.search("Ada passes (successes: 1).")


def _state(players: int | None = None) -> MoMState:
    cfg: dict[str, Any] = {"scenario": "vigil_at_corvin_lodge",
                           "investigators": ["ambrose_quill", "declan_ashby"]}
    if players:
        cfg["players"] = players
    return GAME.setup(cfg)


def test_a_test_says_plainly_what_it_needs() -> None:
    st = _state()
    ctx = Ctx(st)
    tr = _tr("en")
    start_test(ctx, "ambrose_quill", "lore", 0, 2, then="return", dice=3)
    start_test(ctx, "ambrose_quill", "lore", 0, 0, then="return", dice=3)
    texts = [tr(e.msg) for e in ctx.events]
    assert texts == ["Ambrose Quill tests Lore (dice: 3; successes needed: 2).",
                     "Ambrose Quill tests Lore (dice: 3; every success counts)."]


def test_the_clue_question_does_not_repeat_the_roll() -> None:
    st = _state()
    inv = st.inv("ambrose_quill")
    inv.clues = 2
    start_test(Ctx(st), inv.id, "lore", 0, 2, then="return", dice=3, cap=2)
    events = do(st, "roll:s1c1b1")
    tr = _tr("en")
    assert [tr(e.msg) for e in events] == ["Roll: success ×1, clue ×1, blank ×1."]
    prompt = tr(GAME.pending(st).prompt)
    assert "blank" not in prompt and "Ambrose Quill" in prompt
    events = do(st, "clues:1")
    assert [e.msg.key for e in events].count("mom.ev.roll") == 0
    assert tr(events[0].msg) == "Ambrose Quill spends a clue (successes now: 2)."


# -- "you" when one person plays several investigators ---------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_addresses_you(lang: str) -> None:
    """Card and story texts speak to their reader; interface texts name the
    investigator (one person may play two, one device may pass between people)."""
    you = {"en": r"\b[Yy]ou(r)?\b", "ko": "당신|나의", "zh": "你"}[lang]
    web = json.loads((WEB / f"{lang}.json").read_text("utf-8"))
    texts = {**load_catalog(PACKAGE, lang),
             **{k: v for k, v in web.items() if k.startswith("ui.mom.")}}
    assert {k: v for k, v in texts.items() if re.search(you, v)} == {}


def test_a_push_in_solo_play_names_who_is_pushed() -> None:
    st = _state(players=1)
    a, d = st.invs
    do(st, f"turn:{a.id}")
    space = next(o for o in ids(st) if o.startswith(f"push:{d.id}:"))
    do(st, space)
    p = GAME.pending(st)
    assert p.ids() == ["comply", "resist"]
    text = _tr("en")(p.prompt)
    assert text.startswith("Ambrose Quill pushes Declan Ashby toward ") and "you" not in text


# -- puzzle moves ------------------------------------------------------------------------------


def _puzzle(kind: str) -> MoMState:
    st = _state()
    st.puzzles["pz.circle"] = puzzle_rules.generate(kind, 11, "easy")
    push(st, "puzzle", inv="ambrose_quill", id="pz.circle", path=("event", "ev.circle"),
         stage="play", left=3)
    return st


@pytest.mark.parametrize("kind", ["lock", "slide"])
def test_puzzle_moves_are_said_in_words(kind: str) -> None:
    st = _puzzle(kind)
    moves = [o for o in GAME.pending(st).options if o.id != "close"]
    assert moves
    for lang in LANGUAGES:
        tr = _tr(lang)
        for o in moves:
            text = tr(o.label)
            assert not re.search(r"move:|swap:|[A-Z]:[-+]?\d", text), (lang, text)
    tr = _tr("en")
    labels = {o.id: tr(o.label) for o in moves}
    p = puzzle_rules.from_json(st.puzzles["pz.circle"])
    first = moves[0].id
    if kind == "lock":
        block, distance = p.parse_move(first)
        way = next(("right" if distance > 0 else "left") if b.horizontal else
                   ("down" if distance > 0 else "up") for b in p.blocks if b.id == block)
        assert labels[first] == f"Slide block {block} {way} by {abs(distance)}"
    else:
        a, b = p.parse_move(first)
        assert labels[first] == f"Swap the pieces in places {a + 1} and {b + 1}"
    events = do(st, first)
    assert [tr(e.msg) for e in events if e.kind == "mom.puzzle_move"] == [
        f"Attempt: {labels[first]}."]


# -- one name per monster ------------------------------------------------------------------


def test_options_and_log_name_monsters_as_the_board_does() -> None:
    st = _state()
    ctx = Ctx(st)
    first = spawn(ctx, "hooded_acolyte", "ver.1")
    second = spawn(ctx, "hooded_acolyte", "ver.1")
    assert first is not None and second is not None
    do(st, "turn:declan_ashby")
    tr = _tr("en")
    board = {m["uid"]: f"{m['name']['en']} {m['marker']}" for m in public_board(st)["monsters"]}
    assert board == {first.uid: "Hooded Acolyte 1", second.uid: "Hooded Acolyte 2"}
    for o in GAME.pending(st).options:
        if o.id.startswith("attack:"):
            uid = o.id.split(":")[1]
            assert tr(o.label).startswith(f"Attack {board[uid]} with "), tr(o.label)
    events = do(st, f"attack:{second.uid}:revolver")
    events += do(st, max(ids(st), key=lambda o: int(o[6:].split("c")[0])))  # all hit
    log = " ".join(tr(e.msg) for e in events)
    assert "Hooded Acolyte 2" in log and "Hooded Acolyte 1" not in log
    assert "Hooded Acolyte " + "with" not in log


# -- cards named with their effect ---------------------------------------------------------


def _harm_events(st: MoMState) -> list[Event]:
    from tests.mansions.test_script_effects_board import script

    events = script(st, "ambrose_quill", [{"do": "damage", "amount": 1}])
    card = sorted(st.damage_pool)[0]
    return events + do(st, f"card:{card}")


def test_a_face_up_card_is_named_with_its_effect() -> None:
    st = _state()
    events = _harm_events(st)
    got = [e for e in events if e.msg.key == "mom.ev.up.damage"]
    assert got, [e.msg.key for e in events]
    card = st.lib.damage[got[0].data["card"]]
    assert got[0].data["text"] == dict(card.text)
    for lang in LANGUAGES:
        text = _tr(lang)(got[0].msg)
        assert card.name[lang] in text and card.text[lang] in text, (lang, text)
    for inv in public_board(st)["investigators"]:
        for c in inv["damage_up"] + inv["horror_up"] + inv["conditions"]:
            assert c["text"] and c["name"]


# -- insanity cards in views --------------------------------------------------------------


def test_insanity_cards_reach_their_holder_then_everyone() -> None:
    st = _state()
    a = st.inv("ambrose_quill")
    a.insane, a.insanity = True, sorted(st.lib.insanity)[0]
    card = st.lib.insanity[a.insanity]
    mine = GAME.view(st, a.seat)["insanity_cards"]
    assert mine == {a.id: {"id": a.insanity, "name": dict(card.name), "text": dict(card.text)}}
    assert GAME.view(st, 1)["insanity_cards"] == {}
    assert GAME.view(st, None)["insanity_cards"] == {}
    st.result, st.phase = "defeat", OVER
    assert set(GAME.view(st, 1)["insanity_cards"]) == {a.id}
