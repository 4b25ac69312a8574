"""What the Mansions texts say: grammar for every count, no "you" where one person plays
several investigators, puzzle moves in words, one name per monster, and card titles with
their effects wherever a card is named."""

from __future__ import annotations

import re
from typing import Any

import pytest

from eerie.core.events import Event
from eerie.core.text import LANGUAGES, Msg, Translator, fluent_id, load_catalog
from eerie.games.mansions.game import GAME
from eerie.games.mansions.present import public_board
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import FAMILIES, Ctx, counted, push, spawn, start_test
from eerie.games.mansions.state import OVER, MoMState
from tests.catalogs import package_messages, render, texts, variables
from tests.mansions.fixtures import do, ids

PACKAGE = "eerie.games.mansions"
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


def _filled(lang: str, n: int) -> dict[str, str]:
    """Every Mansions message of a language (the web client's ``mom-ui-*`` too) with its
    counts set to ``n`` and its other variables to a name."""
    found = package_messages(PACKAGE, lang)
    source = load_catalog(PACKAGE, lang)
    return {ident: render(lang, source, ident, {
        v: n if v in NUMBERS else "Ada" for v in variables(message)})
        for ident, message in found.items()}


def _used_for(ident: str, n: int) -> bool:
    """Whether the code would show message ``ident`` for a count of ``n``: a family of
    ``one`` and ``many`` members (picked by the code, see ``FAMILIES``) is never used for
    0, its ``one`` member only for 1."""
    for family, members in FAMILIES.items():
        form = ident.removeprefix(fluent_id(family) + "-")
        if form != ident and form in members and {"one", "many"} <= set(members):
            return n > 0 and (form == "one") == (n == 1)
    return True


@pytest.mark.parametrize("n", [0, 1, 2])
def test_every_count_reads_right_in_english(n: int) -> None:
    bad = {ident: text for ident, text in _filled("en", n).items()
           if _used_for(ident, n) and (BAD_ONE.search(text) or BAD_ZERO.search(text))}
    assert bad == {}


COUNTED = ("mom.opt.clues", "mom.opt.reroll", "mom.opt.puzzle_clues", "mom.prompt.may_move")
"""The messages made with ``counted``: their catalogs choose the words by the count."""


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", COUNTED)
def test_counted_messages_for_0_1_2(key: str, lang: str) -> None:
    tr = _tr(lang)
    for n in (0, 1, 2):
        text, problems = tr.render(counted(key, n, {"who": Msg("=", {"en": "Ada"})}))
        assert problems == [] and "{" not in text, (n, text, problems)
        if lang == "en":
            assert not BAD_ONE.search(text) and not BAD_ZERO.search(text), text


def test_counted_words_in_each_language() -> None:
    en, ko, zh = (_tr(lang) for lang in ("en", "ko", "zh"))
    who = {"who": Msg("=", {"en": "Ada"})}
    assert [en(counted("mom.opt.clues", n)) for n in (0, 1, 2)] == [
        "Spend no clues", "Spend 1 clue", "Spend 2 clues"]
    assert [en(counted("mom.opt.reroll", n)) for n in (1, 3)] == ["Re-roll 1 die",
                                                                   "Re-roll 3 dice"]
    assert [en(counted("mom.prompt.may_move", n, who)) for n in (1, 3)] == [
        "Ada may move 1 space.", "Ada may move up to 3 spaces."]
    assert [ko(counted("mom.prompt.may_move", n, who)) for n in (1, 3)] == [
        "Ada: 원하면 1칸 이동할 수 있습니다.", "Ada: 원하면 3칸까지 이동할 수 있습니다."]
    assert [zh(counted("mom.opt.clues", n)) for n in (0, 2)] == ["不花费线索", "花费2个线索"]
    assert [en(Msg("mom.ev.clues", {"who": "Ada", "n": n})) for n in (2, -1)] == [
        "Ada: clues +2.", "Ada: clues -1."]


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
    assert texts == ["Ambrose Quill tests Lore with 3 dice and needs 2 successes.",
                     "Ambrose Quill tests Lore with 3 dice; every success counts."]
    start_test(ctx, "ambrose_quill", "lore", 0, 1, then="return", dice=1)
    assert tr(ctx.events[-1].msg) == "Ambrose Quill tests Lore with 1 die and needs 1 success."


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
    found = texts(package_messages(PACKAGE, lang))
    assert {k: v for k, v in found.items() if re.search(you, v)} == {}


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
