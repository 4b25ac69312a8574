"""The Mansions validator: good files pass, each check catches a hand-broken file at its
exact place, and no input at all makes it crash."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.core.problems import Problem, error
from eerie.core.problems import warning as warning_at
from eerie.core.text import Translator, msg
from eerie.games.mansions.library import CONTENT_DIR, SCENARIO_DIR, load_content
from eerie.games.mansions.validate import Issue, validate_data, validate_file

HERE = Path(__file__).parent
FIXTURE = HERE / "fixtures_small.json"
BROKEN = HERE / "broken"
PACKAGED = sorted([*CONTENT_DIR.glob("*.json"), *SCENARIO_DIR.glob("*.json")])

FIX: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
UNKNOWN_STEP_TAGS = (
    "'say', 'test', 'choice', 'if', 'set', 'damage', 'horror', 'heal_damage', 'heal_horror', "
    "'clues', 'item', 'spell', 'condition', 'lose_condition', 'place_tile', 'place_token', "
    "'remove_token', 'feature', 'clear_feature', 'spawn', 'objective', 'puzzle', 'event', "
    "'victory', 'defeat', 'move_investigator', 'cancel', 'monster_damage', 'may_move', "
    "'clear_board', 'discard_tile', 'remove_monster', 'face_up', 'forced_move', 'harm', "
    "'flip_condition', 'discard_possession', 'drop_possession'")
READ_BEFORE_SET = ("may be read here before any step sets it (an undeclared variable "
                   "starts at 0; declare it in variables if that is meant)")
NEVER_FIRES_UNREFERENCED = ("can never fire: no token, trigger, time limit, mythos event or "
                            "event step refers to it")
NEVER_FIRES_DEAD = ("can never fire: only tokens that are never placed, puzzles that are "
                    "never opened, triggers that never fire or events that never fire refer "
                    "to it")
NEVER_HOLDS = "this condition can never hold (variable 'alarm' only ever takes the values 0, 1)"
TRANSLATION = "(every text needs en and ko; zh is optional)"

# Each file of tests/mansions/broken and an issue it must report ("place: message").
EXPECTED: dict[str, str] = {
    "not_json": "line 2, column 9: invalid JSON: a value was expected (a number, a text in "
                "double quotes, true, false, null, a list or an object)",
    "top_level_list": "(top): the top level must be a JSON object",
    "bad_version": "version: version 2 is not supported (this reader knows version 1)",
    # structure (pydantic errors translated to places)
    "wrong_type": "tiles[0].rooms[0].spaces[0].x: must be a number (found 'left')",
    "unknown_step": f"events[0].steps[0]: unknown 'do' value 'dance' (expected one of "
                    f"{UNKNOWN_STEP_TAGS})",
    "unknown_field": "events[2].steps[0].pass[0].sovled: unknown field (not part of the "
                     "format; a typo?)",
    "missing_field": "start.objective: required field is missing",
    "unknown_condition_check": "mythos[0].when: unknown 'check' value 'moon' (expected one "
                               "of 'var', 'round', 'has', 'investigators', 'token', 'tile', "
                               "'monsters', 'at', 'all', 'any', 'not')",
    # references
    "unknown_tile": "events[1].steps[0].tile: unknown tile 'library'",
    "unknown_space_edge": "tiles[0].edges[0].b: unknown space 'c9'",
    "unknown_space_link": "links[0].a: unknown space 'zz'",
    "unknown_space_token": "tokens[1].space: unknown space 's7'",
    "unknown_space_start": "start.space: unknown space 'porch'",
    "unknown_token": "events[1].steps[1].token: unknown token 'drawer'",
    "unknown_token_remove": "events[4].steps[1].token: unknown token 'drawer'",
    "unknown_event_trigger": "triggers[2].event: unknown event 'nothing'",
    "unknown_event_token": "tokens[1].event: unknown event 'search_drawer'",
    "unknown_event_step": "events[0].steps[2].id: unknown event 'ghost'",
    "unknown_event_time_limit": "time_limits[0].event: unknown event 'doom'",
    "unknown_objective": "events[3].steps[0].id: unknown objective 'flee'",
    "unknown_epilogue": "events[3].steps[1].epilogue: unknown epilogue 'win'",
    "wrong_epilogue_kind": "events[3].steps[1].epilogue: epilogue 'lost' is a defeat "
                           "epilogue, not a victory one",
    "unknown_puzzle": "events[2].steps[0].pass[0].id: unknown puzzle 'safe'",
    "unknown_puzzle_trigger": "triggers[1].puzzle: unknown puzzle 'safe'",
    "unknown_monster": "events[1].steps[2].kind: unknown monster kind 'ghoul'",
    "unknown_item": "events[2].steps[0].pass[0].solved[1].id: unknown item 'lamp'",
    "unknown_spell": "events[4].steps[1].id: unknown spell 'fireball'",
    "unknown_condition": "events[4].steps[1].id: unknown condition 'dazed'",
    "unknown_room": "events[4].steps[1].cond.rooms[1]: unknown room 'attic'",
    "set_without_value": "events[0].steps[1].options[0].steps[0]: a set step needs exactly "
                         "one of value and add",
    "spawn_without_place": "events[1].steps[2]: a spawn needs a space or near: active",
    "trigger_missing_kind": "triggers[2]: a trigger on 'monster_defeated' needs 'kind'",
    # duplicate ids
    "duplicate_event": "events[6].id: duplicate event id 'intro' (first at events[0].id)",
    "duplicate_space": "tiles[1].rooms[0].spaces[0].id: duplicate space id 'f1' (first at "
                       "tiles[0].rooms[0].spaces[0].id)",
    # events, endings, variables
    "event_never_fires": f"events[6]: event 'orphan' {NEVER_FIRES_UNREFERENCED}",
    "event_runs_only_itself": f"events[6]: event 'loop' {NEVER_FIRES_DEAD}",
    "token_never_placed": f"events[2]: event 'search_desk' {NEVER_FIRES_DEAD}",
    "puzzle_never_opened": f"events[3]: event 'escape' {NEVER_FIRES_DEAD}",
    "tile_placed_only_by_dead_event": "tiles[1]: tile 'study' can never be placed: only events "
                                      "that never fire place it",
    "no_victory": "events: no victory is reachable: no trigger, token, time limit or mythos "
                  "event leads to a victory step",
    "victory_never_fires": "events[3].steps[1]: no victory is reachable: this victory step is "
                           "in an event that never fires",
    "no_defeat": "events: warning: no defeat step is reachable (the investigators can only "
                 "lose by elimination)",
    "var_never_set": "mythos[0].when.var: variable 'noise' is read but never set and not "
                     "declared in variables",
    "var_read_before_set": f"events[0].steps[2].cond.var: variable 'found_key' "
                           f"{READ_BEFORE_SET}",
    "var_read_in_start_trigger": f"triggers[0].cond.of.var: variable 'searched' "
                                 f"{READ_BEFORE_SET}",
    "var_read_in_token_event": f"events[6].steps[0].cond.var: variable 'searched' "
                               f"{READ_BEFORE_SET}",
    # conditions that can never hold, monsters that never appear
    "var_condition_never_holds": f"triggers[3].cond: {NEVER_HOLDS}: the trigger never fires",
    "var_declared_never_set": "triggers[3].cond: this condition can never hold (variable "
                              "'bell' only ever takes the value 0): the trigger never fires",
    "victory_threshold_unreachable": f"triggers[1].cond: {NEVER_HOLDS}: the trigger never "
                                     f"fires",
    "victory_in_dead_branch": "events[3].steps[1].then[0]: no victory is reachable: this "
                              "victory step is in a branch whose condition can never hold",
    "mythos_never_drawn": f"mythos[0].when: {NEVER_HOLDS}: the mythos event is never drawn",
    "defeat_kind_never_spawned": "triggers[2].kind: no spawn step, start monster or content "
                                 "card brings a monster of kind 'cultist': the trigger never "
                                 "fires",
    "time_limits_order": "time_limits[1].round: round 4 does not come after the previous time "
                         "limit's round 6 (rounds must increase)",
    # translations
    "missing_translation": f"title: missing translation: ko {TRANSLATION}",
    "missing_translation_nested": f"events[0].steps[1].options[1].label: missing translation: "
                                  f"en {TRANSLATION}",
    "unknown_language": "prologue: unknown language 'fr' (use en, ko, zh)",
    # the map
    "space_overlap": "tiles[0].rooms[0].spaces[1]: space 'f2' overlaps space 'f1' "
                     "(tiles[0].rooms[0].spaces[0]) on tile 'hall'",
    "room_disconnected": "tiles[0].rooms[0]: the spaces of room 'foyer' are not connected: "
                         "'f3' cannot be reached from 'f1' (spaces of a room touch on the "
                         "drawing or are joined by border edges)",
    "start_disconnected": "tiles[0].rooms[1]: room 'corridor' on a start tile cannot be "
                          "reached from the start space 'f1' (by borders and doors)",
    "start_space_on_other_tile": "start.space: space 's1' is on tile 'study', which is not a "
                                 "start tile",
    "link_same_tile": "links[1]: a link joins spaces of one tile ('hall'); put it in that "
                      "tile's edges",
    "edge_across_tiles": "tiles[1].edges[0]: space 'c1' is on tile 'hall', not 'study': edges "
                         "between tiles belong in links",
    "tile_never_placed": "tiles[1]: tile 'study' is neither a start tile nor placed by any "
                         "place_tile step",
    "explore_door_not_door": "tokens[0].door: there is a wall between 'c1' and 's1', not a "
                             "door",
    "explore_door_to_placed_tile": "tokens[0].door: the explore token's door leads to tile "
                                   "'study', which is placed at the start",
    "explore_never_places_tile": "tokens[0].event: warning: exploring this door never places "
                                 "tile 'study', where the door leads",
    # content files
    "content_wrong_type": "monsters[0].health: must be a whole number (found 'lots')",
    "content_skill_range": "investigators[0].skills.lore: skill values are 2 to 5, found 6",
    "content_missing_answer": "monsters[0].attacked: no answer for the attack kind: firearm",
    "content_bad_activation": "monsters[0].activation[0].attack: attack 3 does not exist (the "
                              "monster has attack 0 only)",
    "content_unknown_starting": "investigators[0].starting[2]: unknown item or spell 'gun'",
    "content_missing_translation": f"monsters[0].attacked.heavy.text: missing translation: ko "
                                   f"{TRANSLATION}",
    "content_duplicate_id": "items[2].id: duplicate item id 'knife' (first at items[0].id)",
    "content_scenario_step": "mythos[0].steps[1]: step 'place_tile' belongs to scenarios; "
                             "content cards cannot use it",
    "content_unknown_condition": "damage[0].steps[0].id: unknown condition 'dazed'",
}


@pytest.fixture
def content_root(tmp_path: Path) -> Path:
    """A folder with the fixture's content as the set ``small``."""
    root = tmp_path / "content"
    root.mkdir()
    (root / "small.json").write_text(json.dumps(FIX["content"]), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def small_library(tmp_path_factory: pytest.TempPathFactory) -> Any:
    root = tmp_path_factory.mktemp("small-content")
    (root / "small.json").write_text(json.dumps(FIX["content"]), encoding="utf-8")
    return load_content(["small"], root=root)


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# -- good files ------------------------------------------------------------------------------


def test_fixture_scenario_and_content_are_valid(tmp_path: Path, content_root: Path) -> None:
    assert validate_file(content_root / "small.json") == []
    scenario = write(tmp_path / "small.json", FIX["scenario"])
    assert validate_file(scenario, content_root=content_root) == []


@pytest.mark.skipif(not PACKAGED, reason="no packaged content or scenarios yet")
@pytest.mark.parametrize("path", PACKAGED, ids=[p.name for p in PACKAGED])
def test_every_packaged_file_validates_clean(path: Path) -> None:
    assert [str(issue) for issue in validate_file(path)] == []


def test_the_documented_examples_are_valid(tmp_path: Path) -> None:
    doc = (HERE.parents[1] / "docs" / "mansions-scenario-format.md").read_text(encoding="utf-8")
    content, scenario = re.findall(r"```json\n(.*?)```", doc, re.S)
    (tmp_path / "example.json").write_text(content, encoding="utf-8")
    (tmp_path / "scenario.json").write_text(scenario, encoding="utf-8")
    assert validate_file(tmp_path / "example.json") == []
    assert validate_file(tmp_path / "scenario.json", content_root=tmp_path) == []


def test_issue_text() -> None:
    issue = Issue("a.json", error("events[3].steps[2].pass[0]", "mom.validate.unknown",
                                  what=msg("mom.validate.kind.tile"), id="x"))
    assert str(issue) == "a.json: events[3].steps[2].pass[0]: unknown tile 'x'"
    assert issue.message == "unknown tile 'x'" and issue.level == "error"
    warning = Issue("a.json", warning_at("events", "mom.validate.no_defeat"))
    assert str(warning) == ("a.json: events: warning: no defeat step is reachable (the "
                            "investigators can only lose by elimination)")
    assert warning.short().startswith("events: warning: no defeat")
    whole = Issue("a.json", Problem(None, msg("problem.read.not_text")))
    assert whole.place == "(file)" and str(whole) == ("a.json: cannot read the file: it is "
                                                      "not text (UTF-8)")


# -- broken files ----------------------------------------------------------------------------


def test_every_broken_file_has_an_expectation() -> None:
    assert sorted(p.stem for p in BROKEN.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_file_reports_its_place(name: str, content_root: Path) -> None:
    path = BROKEN / f"{name}.json"
    issues = validate_file(path, content_root=content_root)
    shorts = [issue.short() for issue in issues]
    assert EXPECTED[name] in shorts, "\n".join(shorts)
    assert all(issue.file == str(path) for issue in issues)
    assert f"{path}: {EXPECTED[name]}" in [str(issue) for issue in issues]


def test_impossible_conditions_also_kill_what_hangs_off_them(content_root: Path) -> None:
    """A trigger that never fires leaves its event dead, and a victory behind it too; a
    branch that never runs is a warning, not an error."""
    def shorts(name: str) -> list[str]:
        return [i.short() for i in validate_file(BROKEN / f"{name}.json",
                                                 content_root=content_root)]

    assert f"events[6]: event 'panic' {NEVER_FIRES_DEAD}" in shorts("var_condition_never_holds")
    assert f"events[4]: event 'cultist_down' {NEVER_FIRES_DEAD}" \
        in shorts("defeat_kind_never_spawned")
    victory = shorts("victory_threshold_unreachable")
    assert f"events[3]: event 'escape' {NEVER_FIRES_DEAD}" in victory
    assert "events[3].steps[1]: no victory is reachable: this victory step is in an event " \
           "that never fires" in victory
    branch = [i for i in validate_file(BROKEN / "victory_in_dead_branch.json",
                                       content_root=content_root)
              if i.place == "events[3].steps[1].cond"]
    assert [(i.level, i.message) for i in branch] == [
        ("warning", f"{NEVER_HOLDS}: 'then' never runs")]


def _with_trigger(cond: dict[str, Any], *steps: dict[str, Any]) -> dict[str, Any]:
    """The fixture with an extra round-end trigger on ``cond`` (its event runs ``steps``
    and says something)."""
    data = copy.deepcopy(FIX["scenario"])
    say = {"do": "say", "text": {"en": "Hm.", "ko": "흠.", "zh": "嗯。"}}
    data["events"].append({"id": "extra", "steps": [say, *steps]})
    data["triggers"].append({"on": "round_end", "event": "extra", "cond": cond})
    return data


def _never_holds(data: dict[str, Any], library: Any) -> list[str]:
    return [i.short() for i in validate_data(data, library=library)
            if "can never hold" in i.message or "never fire" in i.message]


def test_value_analysis_follows_adds_and_records(small_library: Any) -> None:
    """Adds of one sign open a range that way, adds of both signs allow anything, a
    test's record only adds; nothing is reported where the value can get there."""
    var = "check"
    # found_key: only add +1 from 0; searched: a test's record
    assert _never_holds(_with_trigger({var: "var", "var": "found_key", "value": 7}),
                        small_library) == []
    assert _never_holds(_with_trigger({var: "var", "var": "searched", "op": "==", "value": 40}),
                        small_library) == []
    below = _with_trigger({var: "var", "var": "found_key", "op": "<", "value": 0})
    assert _never_holds(below, small_library)[-1] == (
        "triggers[3].cond: this condition can never hold (variable 'found_key' never goes "
        "below 0): the trigger never fires")
    # alarm: 0 or 1, then an add of -1 somewhere: at most 1, any amount below
    down = _with_trigger({var: "var", "var": "alarm", "op": "<=", "value": -9},
                         {"do": "set", "var": "alarm", "add": -1})
    assert _never_holds(down, small_library) == []
    up = _with_trigger({var: "var", "var": "alarm", "op": ">", "value": 1},
                       {"do": "set", "var": "alarm", "add": -1})
    assert _never_holds(up, small_library)[-1].endswith(
        "(variable 'alarm' never goes above 1): the trigger never fires")
    both = _with_trigger({var: "var", "var": "alarm", "op": ">", "value": 1},
                         {"do": "set", "var": "alarm", "add": -1},
                         {"do": "set", "var": "alarm", "add": 2})
    assert _never_holds(both, small_library) == []
    # not, any, all are judged part by part
    parts = [{var: "var", "var": "alarm", "op": "<=", "value": 1}, {var: "round", "value": 3}]
    assert _never_holds(_with_trigger({var: "not", "of": {var: "all", "of": parts}}),
                        small_library) == []
    assert _never_holds(_with_trigger({var: "not", "of": {var: "any", "of": parts}}),
                        small_library)[-1].startswith("triggers[3].cond: this condition can "
                                                      "never hold (variable 'alarm'")
    alls = _with_trigger({var: "all", "of": [
        {var: "var", "var": "alarm", "op": "!=", "value": 0},
        {var: "var", "var": "alarm", "op": "!=", "value": 1}]})
    assert _never_holds(alls, small_library) == []  # each part can hold: not noticed


def test_a_scenario_whose_content_cannot_load(tmp_path: Path) -> None:
    data = copy.deepcopy(FIX["scenario"])
    data["content"] = ["nowhere"]
    issues = validate_file(write(tmp_path / "s.json", data), content_root=tmp_path)
    assert [i.place for i in issues] == ["content"]
    assert issues[0].message.startswith(
        "cannot load the content sets nowhere (content references are not checked): ")
    assert issues[0].message.endswith(": content set 'nowhere' not found (no nowhere.json or "
                                      "nowhere-*.json)")


def test_content_file_resolves_against_its_set(tmp_path: Path) -> None:
    content = copy.deepcopy(FIX["content"])
    items = {"format": "eerie-mansions-content", "items": content.pop("items")}
    write(tmp_path / "small.json", content)
    write(tmp_path / "small-items.json", items)
    assert validate_file(tmp_path / "small.json") == []
    assert validate_file(tmp_path / "small-items.json") == []
    items["items"].append(copy.deepcopy(FIX["content"]["spells"][0]))
    items["spells"] = [items["items"].pop()]
    write(tmp_path / "small-items.json", items)
    assert [i.short() for i in validate_file(tmp_path / "small-items.json")] == [
        "spells[0].id: duplicate spell id 'wither' (also in small.json)"]
    # alone (another set name) the investigator's knife is unknown
    write(tmp_path / "other.json", content)
    assert "investigators[0].starting[0]: unknown item or spell 'knife'" in [
        i.short() for i in validate_file(tmp_path / "other.json")]


def test_the_library_can_be_given(tmp_path: Path, small_library: Any) -> None:
    data = copy.deepcopy(FIX["scenario"])
    data["content"] = ["whatever"]
    assert validate_file(write(tmp_path / "s.json", data), library=small_library) == []


# -- garbage never crashes ---------------------------------------------------------------------


@pytest.mark.parametrize("raw", [
    b"", b"\xff\xfe\x00garbage", b"[", b"null", b"42", b'"text"', b"[1, 2]", b"{}",
    b'{"format": "eerie-mansions-scenario"}', b'{"format": "eerie-mansions-content", '
    b'"monsters": 5}', b'{"format": "eerie-mansions-scenario", "version": true}',
    b'{"format": "eerie-mansions-scenario", "tiles": [[[[]]]], "events": {"a": 1}}',
    b"[" * 5000 + b"]" * 5000,
])
def test_garbage_gives_issues(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "g.json"
    path.write_bytes(raw)
    issues = validate_file(path)
    assert issues and all(isinstance(i, Issue) for i in issues)


def test_missing_file_gives_an_issue(tmp_path: Path) -> None:
    issues = validate_file(tmp_path / "nope.json")
    assert len(issues) == 1 and "cannot read the file" in issues[0].message


def _wrong_types(data: Any) -> Any:
    """Every leaf replaced by a value of another type."""
    if isinstance(data, dict):
        return {k: (v if k in ("format", "version") else _wrong_types(v)) for k, v in data.items()}
    if isinstance(data, list):
        return [_wrong_types(v) for v in data]
    if isinstance(data, str):
        return 7
    if isinstance(data, bool):
        return "yes"
    if isinstance(data, (int, float)):
        return {"n": data}
    return []


@pytest.mark.parametrize("part", ["scenario", "content"])
def test_wrong_types_everywhere(part: str) -> None:
    issues = validate_data(_wrong_types(FIX[part]), "x.json")
    assert len(issues) > 20


JSON_LEAVES = (st.none() | st.booleans() | st.integers(-2, 8)
               | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=4))
JSON_VALUES = st.recursive(
    JSON_LEAVES, lambda c: st.lists(c, max_size=3)
    | st.dictionaries(st.sampled_from(["id", "do", "check", "var", "x"]), c, max_size=3),
    max_leaves=5)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


def _strings(data: Any) -> list[str]:
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return [data] if isinstance(data, str) else []


@st.composite
def mutated(draw: st.DrawFn, base: Any) -> Any:
    """``base`` with one to four random edits: replace a value (by random JSON, another
    id of the file, or a copy of another part of the file), delete a key or entry, or
    duplicate an entry."""
    data = copy.deepcopy(base)
    ids = sorted(set(_strings(base)))
    for _ in range(draw(st.integers(1, 4))):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent: Any = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        op = draw(st.sampled_from(["value", "id", "copy", "delete", "duplicate"]))
        if op == "value":
            parent[key] = draw(JSON_VALUES)
        elif op == "id":
            parent[key] = draw(st.sampled_from(ids))
        elif op == "copy":
            source = draw(st.sampled_from(paths))
            node: Any = data
            for k in source:
                node = node[k]
            parent[key] = copy.deepcopy(node)
        elif op == "delete":
            del parent[key]
        elif isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated(FIX["scenario"]))
def test_random_mutations_of_a_scenario_never_crash(data: Any, small_library: Any) -> None:
    issues = validate_data(data, "m.json", library=small_library)
    assert all(isinstance(i, Issue) and i.file == "m.json" and i.place for i in issues)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=mutated(FIX["content"]))
def test_random_mutations_of_content_never_crash(data: Any) -> None:
    issues = validate_data(data, "c.json")
    assert all(isinstance(i, Issue) and i.place for i in issues)


PACKAGED_SCENARIOS = sorted(SCENARIO_DIR.glob("*.json"))


@pytest.mark.skipif(not PACKAGED_SCENARIOS, reason="no packaged scenarios yet")
@settings(max_examples=60, deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_random_mutations_of_packaged_scenarios_never_crash(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(PACKAGED_SCENARIOS))
    base = json.loads(path.read_text(encoding="utf-8"))
    issues = validate_data(data.draw(mutated(base)), path.name)
    assert all(isinstance(i, Issue) for i in issues)


# -- the command line ------------------------------------------------------------------------------

runner = CliRunner()


def test_cli_validate_good_file_says_ok(content_root: Path) -> None:
    path = content_root / "small.json"
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"{path}: ok"


def test_cli_validate_self_contained_scenario(tmp_path: Path) -> None:
    """Content sets beside the scenario file are used, as the game does."""
    write(tmp_path / "small.json", FIX["content"])
    path = write(tmp_path / "house.json", FIX["scenario"])
    result = runner.invoke(app, ["validate", str(path), str(tmp_path / "small.json")])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines() == [f"{path}: ok", f"{tmp_path / 'small.json'}: ok"]


def test_cli_validate_packaged_scenario_says_ok() -> None:
    assert PACKAGED_SCENARIOS
    path = PACKAGED_SCENARIOS[0]
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"{path}: ok"


def test_cli_validate_broken_files_list_issues() -> None:
    paths = [BROKEN / "unknown_tile.json", BROKEN / "content_skill_range.json",
             BROKEN / "not_json.json"]
    result = runner.invoke(app, ["validate", *map(str, paths)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert f"{paths[0]}: events[1].steps[0].tile: unknown tile 'library'" in lines
    assert (f"{paths[1]}: investigators[0].skills.lore: skill values are 2 to 5, found 6"
            in lines)
    assert any(line.startswith(f"{paths[2]}: line 2, column 9: invalid JSON") for line in lines)


def test_cli_validate_lists_warnings_without_failing(tmp_path: Path) -> None:
    """A token that no event places is a warning: shown, but the file still passes."""
    write(tmp_path / "small.json", FIX["content"])
    scenario = copy.deepcopy(FIX["scenario"])
    spare = copy.deepcopy(scenario["tokens"][0])
    spare["id"] = "tok.spare"
    scenario["tokens"].append(spare)
    path = write(tmp_path / "house.json", scenario)
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 0, result.output
    assert any(line.startswith(f"{path}: tokens[2]: warning: token 'tok.spare' is never "
                               "placed") for line in result.output.splitlines()), result.output


# Words of the file format itself (field names, their values, language codes) that a
# Korean message may name as they are written in the file.
FORMAT_WORDS = frozenset({
    "JSON", "id", "en", "ko", "zh", "links", "edges", "puzzle", "set", "value", "add",
    "spawn", "near", "active", "place_tile", "place_token", "start.tokens", "variables",
    "firearm", "format", "true", "false", "null"})


def test_cli_validate_speaks_korean_with_no_english_but_ids_and_paths(tmp_path: Path) -> None:
    """Every broken file's problems in Korean: each line has Korean text, and what is left
    after the path, the place, quoted ids, format names and JSON paths are taken out is
    Korean and words of the format (the JSON reader's reasons are translated too)."""
    names = sorted(p.stem for p in BROKEN.glob("*.json"))
    for name in names:
        (tmp_path / f"{name}.json").write_bytes((BROKEN / f"{name}.json").read_bytes())
    write(tmp_path / "small.json", FIX["content"])
    result = runner.invoke(app, ["validate", "--lang", "ko",
                                 *(str(tmp_path / f"{name}.json") for name in names)])
    assert result.exit_code == 1, result.output
    lines = [line for line in result.output.splitlines() if line.startswith(f"{tmp_path}/")]
    assert {line[len(str(tmp_path)) + 1:].split(".json: ", 1)[0] for line in lines} == set(names)
    path_word = re.compile(r"\b[a-z_]+(?:\[\d+\]|\.[a-z_]+)+")
    for line in lines:
        _, _, rest = line.partition(".json: ")
        _, _, text = rest.partition(": ")
        assert re.search("[\uac00-\ud7a3]", text), line
        bare = path_word.sub("", re.sub(r"'[^']*'|[a-z]+(?:-[a-z]+)+", "", text))
        left = set(re.findall(r"[A-Za-z][A-Za-z_.]*[A-Za-z]|[A-Za-z]", bare))
        assert left <= FORMAT_WORDS, (left - FORMAT_WORDS, line)
    assert "이벤트 'orphan'은(는) 발동할 수 없습니다" in result.output
    assert "변수 'alarm'의 값이 0, 1 중 하나뿐입니다" in result.output



@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_every_problem_of_the_broken_files_renders_cleanly(tmp_path: Path, lang: str) -> None:
    """Every problem the validator finds in the broken files is a catalog message whose
    variables are all given, in every language (no missing message, no missing
    variable), with no part left in another language's words."""
    write(tmp_path / "small.json", FIX["content"])
    tr = Translator(lang, ("eerie", "eerie.games.mansions"))
    seen: set[str] = set()
    for path in sorted(BROKEN.glob("*.json")):
        copy_path = tmp_path / path.name
        copy_path.write_bytes(path.read_bytes())
        for issue in validate_file(copy_path):
            text, errors = tr.render(issue.problem.line)
            assert errors == [], (path.name, errors)
            assert lang == "en" or re.search("[\u3131-\ud7a3\u4e00-\u9fff]", text), text
            seen.add(issue.problem.text.key)
    assert len(seen) > 40  # the broken files reach most of the validator's messages
    assert all(key.startswith(("mom.validate.", "problem.")) for key in seen), seen
