"""The base content set of Mansions of Madness (``content/base.json``): it matches the
schema, has the minimum the scenarios rely on, every text is in English and Korean, ids
are unique and every reference resolves."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from eerie.games.mansions.schema import SKILLS, Content

BASE = (Path(__file__).resolve().parents[2] / "src" / "eerie" / "games" / "mansions"
        / "content" / "base.json")

MONSTER_IDS = {"hooded_acolyte", "grave_eater", "drowned_thrall", "wailing_shade",
               "angle_hound", "star_leech", "rioting_mob", "tide_priest", "moth_swarm",
               "stone_sentinel", "bog_shambler"}
COMMON_ITEMS = {"crowbar", "kitchen_knife", "revolver", "shotgun", "lantern", "oil_lamp",
                "first_aid_kit", "whiskey", "lockpicks", "magnifier", "old_map", "rope",
                "camera", "pocket_watch", "fire_axe"}
UNIQUE_ITEMS = {"silver_key", "brass_key", "torn_diary", "ritual_dagger", "elder_sigil",
                "sealed_letter", "lighthouse_lens", "choir_score"}
SPELL_IDS = {"ward_of_salt", "whispered_name", "wither", "bind_shadow"}
CONDITION_IDS = {"stunned", "dazed", "weakened", "restrained", "bleeding", "cursed",
                 "shaken", "frightened", "poisoned"}
ATTACK_KINDS = {"heavy", "bladed", "firearm", "spell", "unarmed"}
WEAPONS = {"crowbar": ("heavy", "melee", 2), "kitchen_knife": ("bladed", "melee", 1),
           "revolver": ("firearm", "ranged", 3), "shotgun": ("firearm", "ranged", 4),
           "fire_axe": ("heavy", "melee", 3), "ritual_dagger": ("bladed", "melee", 2)}


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    with BASE.open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


@pytest.fixture(scope="module")
def content(raw: dict[str, Any]) -> Content:
    return Content.model_validate(raw)


def _walk(node: Any) -> Iterator[Any]:
    """Every value inside a JSON tree (dicts and lists included)."""
    yield node
    if isinstance(node, dict):
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


def _texts(node: Any, place: str = "") -> Iterator[tuple[str, dict[str, str]]]:
    """Every localised text (a ``dict[str, str]`` field) of a model tree, with its place."""
    if isinstance(node, BaseModel):
        for name in type(node).model_fields:
            yield from _texts(getattr(node, name), f"{place}.{name}")
    elif isinstance(node, dict):
        if node and all(isinstance(v, str) for v in node.values()):
            yield place, node
        else:
            for key, value in node.items():
                yield from _texts(value, f"{place}[{key}]")
    elif isinstance(node, list | tuple):
        for i, value in enumerate(node):
            yield from _texts(value, f"{place}[{i}]")


def test_format_and_counts(raw: dict[str, Any], content: Content) -> None:
    assert raw["format"] == "eerie-mansions-content"
    assert raw["version"] == 1
    assert len(content.investigators) >= 8
    assert len(content.monsters) >= 10
    assert len(content.damage) >= 20
    assert len(content.horror) >= 20
    assert len(content.insanity) >= 8
    assert len(content.mythos) >= 15
    assert any(c.timing == "immediate" and c.steps for c in content.damage)
    assert any(c.timing == "persistent" and c.modifiers for c in content.damage)
    assert any(c.timing == "immediate" and c.steps for c in content.horror)
    assert any(c.timing == "persistent" and c.modifiers for c in content.horror)


def test_required_ids(content: Content) -> None:
    assert {m.id for m in content.monsters} >= MONSTER_IDS
    items = {i.id: i for i in content.items}
    assert set(items) >= COMMON_ITEMS | UNIQUE_ITEMS
    assert all(items[i].unique for i in UNIQUE_ITEMS)
    assert not any(items[i].unique for i in COMMON_ITEMS)
    assert {s.id for s in content.spells} >= SPELL_IDS
    assert {c.id for c in content.conditions} >= CONDITION_IDS
    for item_id, (kind, rng, damage) in WEAPONS.items():
        attack = items[item_id].front.attack
        assert attack is not None, item_id
        assert (attack.kind, attack.range, attack.damage) == (kind, rng, damage), item_id
    for item_id in ("lantern", "oil_lamp", "lighthouse_lens"):
        assert "light_source" in items[item_id].front.traits
    assert items["first_aid_kit"].front.discard_after_action
    assert items["whiskey"].front.flip_after_action and items["whiskey"].back is not None


def test_every_text_in_english_and_korean(content: Content) -> None:
    texts = list(_texts(content))
    assert len(texts) > 300
    for place, text in texts:
        assert set(text) <= {"en", "ko", "zh"}, place
        assert text.get("en", "").strip(), f"{place}: no English"
        assert text.get("ko", "").strip(), f"{place}: no Korean"


def test_ids_unique(content: Content) -> None:
    for name in ("investigators", "monsters", "conditions", "damage", "horror", "insanity",
                 "mythos"):
        ids = [x.id for x in getattr(content, name)]
        assert len(ids) == len(set(ids)), name
    # items and spells share one namespace (starting possessions, "has" conditions)
    possessions = [i.id for i in content.items] + [s.id for s in content.spells]
    assert len(possessions) == len(set(possessions))
    copies = [c.id for s in content.spells for c in s.copies]
    assert len(copies) == len(set(copies))


def test_investigators(content: Content) -> None:
    possessions = {i.id for i in content.items} | {s.id for s in content.spells}
    for inv in content.investigators:
        values = [getattr(inv.skills, s) for s in SKILLS]
        assert all(2 <= v <= 5 for v in values), inv.id
        assert 5 <= inv.health <= 9 and 5 <= inv.sanity <= 9, inv.id
        assert inv.starting and set(inv.starting) <= possessions, inv.id
        assert inv.story is not None, inv.id


def test_monsters(content: Content) -> None:
    for m in content.monsters:
        assert set(m.attacked) == ATTACK_KINDS, m.id
        assert 2 <= len(m.attacks) <= 3, m.id
        assert m.horror_check.skill == "will", m.id
        assert any(s.do == "cancel" for s in m.evade.fail), m.id
        for line in m.activation:
            assert line.attack is None or 0 <= line.attack < len(m.attacks), m.id
        assert m.activation[-1].when == "always", m.id


def test_spells_have_hidden_copies(content: Content) -> None:
    for spell in content.spells:
        assert 2 <= len(spell.copies) <= 3, spell.id


def test_references_resolve(raw: dict[str, Any]) -> None:
    conditions = {c["id"] for c in raw["conditions"]}
    items = {i["id"] for i in raw["items"]}
    spells = {s["id"] for s in raw["spells"]}
    steps = [n for n in _walk(raw) if isinstance(n, dict) and "do" in n]
    assert steps
    for step in steps:
        if step["do"] in ("condition", "lose_condition"):
            assert step["id"] in conditions, step
        elif step["do"] == "item":
            assert step["id"] in items, step
        elif step["do"] == "spell":
            assert step["id"] in spells, step
        # generic content never names scenario-specific places or tokens
        assert step["do"] not in ("feature", "clear_feature", "place_tile", "place_token",
                                  "remove_token", "move_investigator", "event", "objective",
                                  "puzzle", "victory", "defeat"), step
    for node in _walk(raw):
        if isinstance(node, dict) and node.get("check") == "has" and node.get("item"):
            assert node["item"] in items | spells, node
