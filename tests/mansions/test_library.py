"""Loading content sets and scenarios (library.py)."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from eerie.core.problems import loc_to_place
from eerie.games.mansions.library import (
    CONTENT_DIR,
    SCENARIO_DIR,
    ContentError,
    Library,
    load_content,
    load_scenario,
    scenario_ids,
)
from eerie.games.mansions.schema import Monster, Scenario

FIXTURE = Path(__file__).parent / "fixtures_small.json"


def fixture() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return data


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_load_content_merges_a_set_by_id(tmp_path: Path) -> None:
    write(tmp_path / "small.json", fixture()["content"])
    lib = load_content(["small"], root=tmp_path)
    assert isinstance(lib, Library)
    assert lib.sets == ("small",)
    assert set(lib.investigators) == {"ada"}
    assert isinstance(lib.monsters["cultist"], Monster)
    assert set(lib.items) == {"knife", "lantern"}
    assert set(lib.spells) == {"wither"} and set(lib.conditions) == {"stunned"}
    assert set(lib.damage) == {"bruise"} and set(lib.horror) == {"dread"}
    assert set(lib.insanity) == {"hoarder"} and set(lib.mythos) == {"whispers"}
    with pytest.raises(dataclasses.FrozenInstanceError):
        lib.items = {}  # type: ignore[misc]


def test_load_content_is_cached_per_set_names(tmp_path: Path) -> None:
    write(tmp_path / "small.json", fixture()["content"])
    first = load_content(("small",), root=tmp_path)
    assert load_content(["small"], root=tmp_path) is first
    assert load_content("small", root=tmp_path) is first


def test_a_set_may_be_split_into_parts(tmp_path: Path) -> None:
    content = fixture()["content"]
    monsters = {"format": content["format"], "monsters": content.pop("monsters")}
    items = {"format": content["format"], "items": content.pop("items")}
    write(tmp_path / "split.json", content)
    write(tmp_path / "split-monsters.json", monsters)
    write(tmp_path / "split-items.json", items)
    write(tmp_path / "splitter.json", {"format": "eerie-mansions-content"})  # another set
    lib = load_content(["split"], root=tmp_path)
    assert set(lib.monsters) == {"cultist"} and set(lib.items) == {"knife", "lantern"}
    assert set(lib.investigators) == {"ada"}


def test_two_sets_merge_and_duplicate_ids_are_errors(tmp_path: Path) -> None:
    content = fixture()["content"]
    write(tmp_path / "one.json", content)
    extra = {"format": "eerie-mansions-content", "items": [copy.deepcopy(content["items"][0])]}
    extra["items"][0]["id"] = "dagger"
    write(tmp_path / "two.json", extra)
    assert set(load_content(["one", "two"], root=tmp_path).items) == {"knife", "lantern",
                                                                      "dagger"}
    write(tmp_path / "one-more.json", {"format": "eerie-mansions-content",
                                       "items": [content["items"][1]]})
    with pytest.raises(ContentError) as err:
        load_content(["one"], root=tmp_path)
    assert err.value.issues == ["one-more.json: items[0].id: duplicate item id 'lantern' "
                                "(also at one.json: items[1].id)"]


def test_unknown_set_and_broken_file_raise_content_error(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as err:
        load_content(["nothing"], root=tmp_path)
    assert "content set 'nothing' not found" in err.value.issues[0]
    content = fixture()["content"]
    content["monsters"][0]["health"] = "lots"
    write(tmp_path / "bad.json", content)
    with pytest.raises(ContentError) as err:
        load_content(["bad"], root=tmp_path)
    assert err.value.issues[0].startswith("bad.json: monsters[0].health: ")
    (tmp_path / "worse.json").write_text("{", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(["worse"], root=tmp_path)
    assert err.value.issues[0].startswith("worse.json: line 1, column 2: invalid JSON")


def test_load_scenario_by_path(tmp_path: Path) -> None:
    path = write(tmp_path / "small.json", fixture()["scenario"])
    for ref in (path, str(path)):
        scenario = load_scenario(ref)
        assert isinstance(scenario, Scenario) and scenario.id == "small"
        assert scenario.events[2].steps[0].pass_[0].do == "puzzle"  # type: ignore[union-attr]


def test_load_scenario_errors(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as err:
        load_scenario("no_such_scenario")
    assert "no such scenario" in err.value.issues[0]
    data = fixture()["scenario"]
    data["events"][0]["steps"][0]["txt"] = {}
    with pytest.raises(ContentError) as err:
        load_scenario(write(tmp_path / "bad.json", data))
    assert err.value.issues == [
        "bad.json: events[0].steps[0].txt: unknown field (not part of the format; a typo?)"]
    data = fixture()["scenario"]
    data["events"].append({"id": "intro", "steps": []})
    with pytest.raises(ContentError) as err:
        load_scenario(write(tmp_path / "dup.json", data))
    assert err.value.issues == [
        "dup.json: events[6].id: duplicate event id 'intro' (first at events[0].id)"]
    data["version"] = 9
    with pytest.raises(ContentError) as err:
        load_scenario(write(tmp_path / "new.json", data))
    assert "version 9 is not supported" in err.value.issues[0]


def test_scenario_ids_lists_the_packaged_scenarios() -> None:
    ids = scenario_ids()
    assert ids == sorted(p.stem for p in SCENARIO_DIR.glob("*.json"))
    for sid in ids:
        assert load_scenario(sid).id == sid


@pytest.mark.skipif(not (CONTENT_DIR / "base.json").exists()
                    and not list(CONTENT_DIR.glob("base-*.json")),
                    reason="the base content set is not written yet")
def test_packaged_base_set_loads() -> None:
    lib = load_content()
    assert lib.sets == ("base",)
    assert lib.investigators and lib.monsters and lib.items


@pytest.mark.parametrize(("loc", "data", "place"), [
    (("events", 0, "steps", 1, "test", "pass", 0, "say", "text"),
     {"events": [{"steps": [{}, {"do": "test", "pass": [{"do": "say"}]}]}]},
     "events[0].steps[1].pass[0].text"),
    # a key named like the step's own tag: only the first one is the tag
    (("steps", 0, "test", "test"), {"steps": [{"do": "test", "test": 1}]}, "steps[0].test"),
    (("cond", "not", "of", "var", "var"),
     {"cond": {"check": "not", "of": {"check": "var", "var": 3}}}, "cond.of.var"),
    (("door", 1), {"door": ["a"]}, "door[1]"),
    ((), [], "(top)"),
])
def test_loc_to_place_drops_union_tags(loc: tuple[Any, ...], data: Any, place: str) -> None:
    assert loc_to_place(loc, data) == place
