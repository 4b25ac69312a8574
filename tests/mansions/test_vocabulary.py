"""The free words of content (vocabulary.py) and the rules that read them, on the
PACKAGED content: every trait the cards carry is declared, the engine reads the same
words the cards carry (light sources lift darkness and let their holder set fires in
both packaged scenarios), and a word no rule reads is refused by the loader and by
``eerie validate``."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from eerie.games.mansions import vocabulary
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.library import ContentError, load_content, scenario_ids
from eerie.games.mansions.schema import ItemSide, walk_models
from eerie.games.mansions.script import Ctx, dark, gain
from eerie.games.mansions.state import Floor, MoMState
from eerie.games.mansions.validate import validate_file
from eerie.games.mansions.vocabulary import (
    ENGINE_ITEM_TRAITS,
    ENGINE_MONSTER_TRAITS,
    ITEM_TRAITS,
    LIGHT_SOURCE,
    MONSTER_TRAITS,
    unknown_words,
    unused_rule_words,
)
from tests.mansions.fixtures import content_data, do, ids, write

PACKAGED = scenario_ids()
SRC = Path(__file__).resolve().parents[2] / "src" / "eerie" / "games" / "mansions"


@pytest.mark.parametrize("scenario", PACKAGED)
def test_every_packaged_trait_is_a_declared_word(scenario: str) -> None:
    sc, lib, _ = load(scenario)
    item_words = {w for item in lib.items.values() for _, m in walk_models(item)
                  if isinstance(m, ItemSide) for w in m.traits}
    monster_words = {w for m in lib.monsters.values() for w in m.traits}
    assert item_words <= set(ITEM_TRAITS), item_words - set(ITEM_TRAITS)
    assert monster_words <= set(MONSTER_TRAITS), monster_words - set(MONSTER_TRAITS)
    # the words the engine reads are carried by the packaged cards
    assert item_words >= ENGINE_ITEM_TRAITS
    assert monster_words >= ENGINE_MONSTER_TRAITS
    scripts = [sc, *(list(getattr(lib, k).values()) for k in ("insanity", "monsters",
                                                              "mythos", "items"))]
    assert unused_rule_words(lib.items.values(), scripts) == []
    assert unknown_words(sc) == []


def test_every_word_has_a_meaning() -> None:
    for table in (ITEM_TRAITS, MONSTER_TRAITS):
        for word, doc in table.items():
            assert word == word.lower() and " " not in word
            assert doc.strip().endswith(".") and len(doc) > 12, word
    assert set(ITEM_TRAITS) >= ENGINE_ITEM_TRAITS
    assert set(MONSTER_TRAITS) >= ENGINE_MONSTER_TRAITS


def _literal_words(path: Path) -> list[tuple[int, str]]:
    """Vocabulary words written as string literals, other than dict keys."""
    words = set(ITEM_TRAITS) | set(MONSTER_TRAITS)
    tree = ast.parse(path.read_text("utf-8"))
    keys = {id(k) for n in ast.walk(tree) if isinstance(n, ast.Dict) for k in n.keys}
    keys |= {id(n.slice) for n in ast.walk(tree) if isinstance(n, ast.Subscript)}
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and n.value in words and id(n) not in keys]


def test_rules_read_words_through_the_vocabulary_constants() -> None:
    """No rule module spells a trait itself (that is how ``light`` and
    ``light_source`` drifted apart)."""
    found = {str(p.relative_to(SRC)): _literal_words(p) for p in sorted(SRC.rglob("*.py"))
             if p.name != "vocabulary.py"}
    assert {k: v for k, v in found.items() if v} == {}
    # the scan finds a word where one is written (the constant's own definition)
    assert any(w == LIGHT_SOURCE for _, w in _literal_words(SRC / "vocabulary.py"))


# -- the loader and the validator refuse unknown words ---------------------------------------


def _content_with(tmp_path: Path, word: str) -> Path:
    data = content_data()
    lamp = next(i for i in data["items"] if i["id"] == "lamp")
    lamp["front"]["traits"] = [word]
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def test_the_loader_refuses_a_word_no_rule_reads(tmp_path: Path) -> None:
    _content_with(tmp_path, "light")
    with pytest.raises(ContentError) as err:
        load_content(["odd"], root=tmp_path)
    text = str(err.value)
    assert "odd.json" in text and "item 'lamp'" in text and "'light'" in text
    assert "items[1].front.traits[0]" in text


def test_validate_names_the_file_the_thing_and_the_word(tmp_path: Path) -> None:
    path = _content_with(tmp_path, "light")
    issues = [str(i) for i in validate_file(path)]
    assert any(i.startswith(f"{path}: items[1].front.traits[0]: item 'lamp': unknown trait "
                            "'light'") for i in issues), issues
    # and no light source is left in the set: the rule word is reported
    assert any("warning: no item carries the trait 'light_source', so darkness is never "
               "lifted" in i for i in issues), issues


def test_validate_reports_a_trait_that_scripts_ask_for_but_nobody_carries(
        tmp_path: Path) -> None:
    data = content_data()
    data["insanity"][1]["wins_if"] = {"check": "has", "trait": "relic"}
    path = tmp_path / "set.json"
    path.write_text(json.dumps(data), "utf-8")
    assert [i.short() for i in validate_file(path)] == [
        "(top): warning: a script asks for an item with the trait 'relic', but no item "
        "carries it"]
    data["insanity"][1]["wins_if"] = {"check": "has", "trait": "relics"}
    path.write_text(json.dumps(data), "utf-8")
    assert [i.short() for i in validate_file(path)] == [
        "insanity[1].wins_if.trait: insanity card 'greed' asks for an item with the unknown "
        "trait 'relics' (item traits: " + ", ".join(sorted(ITEM_TRAITS)) + ")"]


def test_a_scenario_with_an_unknown_word_is_refused(tmp_path: Path) -> None:
    from tests.mansions.fixtures import scenario_data

    sc = scenario_data()
    sc["events"][3]["steps"][0]["options"][0]["cost"] = {"trait": "lamp"}
    path = write(tmp_path, sc)
    load.cache_clear()
    with pytest.raises(ValueError, match="event 'bell' asks for an item with the unknown "
                                         "trait 'lamp'"):
        GAME.setup({"scenario": path, "investigators": ["ann", "bob"]})


# -- darkness and fire with the packaged light sources -----------------------------------------


def _packaged(scenario: str) -> MoMState:
    return GAME.setup({"scenario": scenario, "players": 1})


@pytest.mark.parametrize("scenario", PACKAGED)
def test_packaged_light_sources_lift_darkness_and_light_fires(scenario: str) -> None:
    st = _packaged(scenario)
    lights = sorted(i for i, item in st.lib.items.items()
                    if LIGHT_SOURCE in item.front.traits)
    assert {"lantern", "oil_lamp", "lighthouse_lens"} <= set(lights)
    first, second = st.invs
    space = first.space
    assert space is not None
    st.darkness.append(space)
    assert dark(st, space)
    first.items = [(i, f) for i, f in first.items if i not in lights]
    second.items = [(i, f) for i, f in second.items if i not in lights]
    do(st, f"turn:{first.id}")
    assert not [o for o in ids(st) if o.startswith("fire:")]  # no light: no fire
    for light in lights:
        gain(Ctx(st), first.id, "item", light)
        assert not dark(st, space), light
        fires = [o for o in ids(st) if o.startswith("fire:")]
        assert f"fire:{space}" in fires, light
        first.items = [(i, f) for i, f in first.items if i != light]
        assert dark(st, space)
    st.floor.append(Floor(space, "item", lights[0]))  # a light lying on the floor
    assert not dark(st, space)


def test_no_clue_is_spent_in_packaged_darkness_until_a_lantern_comes() -> None:
    """A test in a dark space of the Corvin Lodge offers no clues; with the packaged
    Lantern in the space it does."""
    from eerie.games.mansions.script import start_test

    for lit in (False, True):
        st = _packaged("vigil_at_corvin_lodge")
        inv = st.invs[0]
        inv.clues = 2
        inv.items = [(i, f) for i, f in inv.items if i != "lantern"]
        assert inv.space is not None
        st.darkness.append(inv.space)
        if lit:
            gain(Ctx(st), inv.id, "item", "lantern")
        start_test(Ctx(st), inv.id, "observation", 0, 3, then="return", dice=3)
        do(st, "roll:s0c2b1")
        offered = [o for o in ids(st) if o.startswith("clues:")]
        assert offered == (["clues:0", "clues:1", "clues:2"] if lit else []), lit


def test_the_vocabulary_module_documents_each_engine_word() -> None:
    text = (SRC / "vocabulary.py").read_text("utf-8")
    for name in ("LIGHT_SOURCE", "FLYING", "ETHEREAL"):
        value = getattr(vocabulary, name)
        assert f'{name} = "{value}"\n"""' in text, name
