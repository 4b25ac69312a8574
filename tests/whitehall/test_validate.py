"""The map validator: good maps pass, each check catches a hand-broken tiny map."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.core.problems import Problem
from eerie.core.text import Msg, Translator
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.map import FORMAT
from eerie.games.whitehall_mystery.validate import (
    FILE_VALIDATORS,
    segments_cross,
    validate_file,
    validate_map,
)
from tests.text_checks import english_words
from tests.whitehall.tiny_maps import TINY_LIMITS, lane, tiny

EN = Translator("en", ("eerie", GAME.locale_package))


def said(issues: list[Problem]) -> list[tuple[str, str]]:
    """Each problem's place and text in English."""
    return [(EN(i.place) if isinstance(i.place, Msg) else str(i.place), EN(i.text))
            for i in issues]

LANE_LIMITS: dict[str, Any] = {
    "min_white_per_quadrant": 1, "max_white_per_quadrant": 5, "yellow_count": 2}


def test_tiny_maps_are_valid() -> None:
    assert validate_map(tiny(), **TINY_LIMITS) == []
    assert validate_map(lane(), **LANE_LIMITS) == []


def test_bundled_map_validates_clean() -> None:
    path = Path(__file__).parents[2] / "src/eerie/games/whitehall_mystery/maps/gaslight.json"
    assert validate_file(path) == []


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


def _append(key: str, item: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data[key].append(item)
    return edit


def _drop_street(a: Any, b: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["streets"] = [s for s in data["streets"] if set(s) != {a, b}]
    return edit


def _both(*edits: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        for e in edits:
            e(data)
    return edit


def _far_circle(data: dict[str, Any]) -> None:
    """Circle 8 on a dead-end street two intersections past i3: no Jack move."""
    data["intersections"] += [{"id": "i9", "x": 300, "y": 0}, {"id": "i10", "x": 400, "y": 0}]
    data["circles"].append({"id": 8, "kind": "black", "x": 400, "y": 30})
    data["streets"] += [["i3", "i9"], ["i9", "i10"], [8, "i10"]]


CASES: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("format", _set(["format"], "something-else"), "format", "must be"),
    ("version", _set(["version"], 2), "version", "version 2 is not supported"),
    ("version type", _set(["version"], "1"), "version", "integer"),
    ("name", _set(["name"], ""), "name", "non-empty"),
    ("width", _set(["width"], -3), "width", "positive"),
    ("quadrant lines", _set(["quadrant_lines"], {"x": 1}), "quadrant_lines", "numbers"),
    ("no list", _set(["streets"], {}), "streets", "not a list"),
    ("circle kind", _set(["circles", 2, "kind"], "red"), "circles[2]", "kind"),
    ("circle id", _set(["circles", 2, "id"], "3"), "circles[2]", "positive integer"),
    ("circle x", _set(["circles", 2, "x"], None), "circles[2]", "x must be a number"),
    ("white needs quadrant", _set(["circles", 0, "quadrant"], 7), "circles[0]", "quadrant"),
    ("black has quadrant", _set(["circles", 1, "quadrant"], 1), "circles[1]",
     "only white circles"),
    ("duplicate circle", _set(["circles", 2, "id"], 2), "circles[2]", "duplicate"),
    ("numbering gap", _set(["circles", 6, "id"], 9), "circles", "missing 7"),
    ("circle entry", _set(["circles", 6], [7]), "circles[6]", "object"),
    ("duplicate intersection", _set(["intersections", 1, "id"], "i1"), "intersections[1]",
     "duplicate"),
    ("intersection id", _set(["intersections", 1, "id"], 2), "intersections[1]",
     "non-empty string"),
    ("yellow type", _set(["intersections", 1, "yellow"], "yes"), "intersections[1]",
     "true or false"),
    ("unknown node", _append("streets", [1, "i99"]), "streets[23]", "intersection i99"),
    ("unknown circle", _append("streets", [42, "i1"]), "streets[23]", "circle 42"),
    ("bad reference", _append("streets", [1.5, "i1"]), "streets[23]", "circle number"),
    ("self-loop", _append("streets", ["i1", "i1"]), "streets[23]", "self-loop"),
    ("duplicate street", _append("streets", ["i2", "i1"]), "streets[23]", "duplicate of"),
    ("street shape", _append("streets", ["i1", "i2", "i3"]), "streets[23]", "two nodes"),
    ("block not closed", _set(["blocks", 0, "cycle"], ["i1", 1, "i2", "i5", 3, "i4"]),
     "block 1", "no street joins 3 and i4"),
    ("block repeats", _set(["blocks", 0, "cycle"], ["i1", 1, "i2", 1, "i2", "i5", 3, 2, "i4"]),
     "block 1", "twice"),
    ("block node", _set(["blocks", 0, "cycle"], ["i1", 1, "i22"]), "block 1", "i22"),
    ("block kind", _set(["blocks", 0, "kind"], "park"), "block 1", "kind"),
    ("block too short", _set(["blocks", 0, "cycle"], ["i1", 1]), "block 1", "at least three"),
    ("duplicate block", _set(["blocks", 1, "id"], 1), "blocks[1]", "duplicate block"),
    ("blue in house", _set(["circles", 4, "kind"], "blue"), "block 2", "blue circles"),
    ("water without blue", _set(["circles", 6, "kind"], "black"), "block 3",
     "at least two blue"),
    ("yellow count", _set(["intersections", 2, "yellow"], False), "intersections",
     "exactly 2 yellow"),
    ("quadrant mismatch", _set(["circles", 3, "quadrant"], 1), "circle 4",
     "lies in NE"),
    ("disconnected street graph", _both(
        _append("circles", {"id": 8, "kind": "black", "x": 300, "y": 300}),
        _append("intersections", {"id": "i9", "x": 320, "y": 320}),
        _append("streets", [8, "i9"])), "circle 8", "rest of the street graph"),
    ("disconnected police graph", _both(_drop_street("i2", "i3"), _drop_street("i3", "i6")),
     "intersection i3", "investigators' graph"),
    ("disconnected jack graph", _far_circle, "circle 8", "graph of Jack's ordinary moves"),
    ("no jack move", _far_circle, "circle 8", "no ordinary move"),
    ("no intersection", _both(
        _append("circles", {"id": 8, "kind": "black", "x": 230, "y": 50}),
        _append("streets", [5, 8])), "circle 8", "touches no intersection"),
    ("no boat", _both(
        _append("circles", {"id": 8, "kind": "blue", "x": 230, "y": -20}),
        _append("streets", [8, "i3"])), "circle 8", "no boat target"),
    ("no alley", _set(["blocks", 1, "cycle"], ["i2", 4, "i3", "i6", "i5"]), "circle 4",
     "alley"),
    ("crossing streets", _append("streets", [1, 4]), "streets[6]", "crosses street 1-4"),
    ("node inside block", _set(["blocks", 1, "cycle"], ["i2", 4, "i3", "i6", "i5"]),
     "block 2", "circle 5 lies inside"),
    ("same point", _set(["circles", 2, "x"], 30), "circle 3", "same point as circle 2"),
]


@pytest.mark.parametrize(("edit", "where", "words"),
                         [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_check_catches_a_broken_map(edit: Callable[[dict[str, Any]], None], where: str,
                                         words: str) -> None:
    data = tiny()
    edit(data)
    issues = said(validate_map(data, **TINY_LIMITS))
    assert any(place == where and words in text for place, text in issues), issues


def test_white_count_per_quadrant_bounds() -> None:
    issues = said(validate_map(tiny(), min_white_per_quadrant=1, max_white_per_quadrant=5,
                               yellow_count=2))
    assert [place for place, _ in issues] == ["quadrant 3 (SW)", "quadrant 4 (SE)"]
    assert issues[0][1] == "has 0 white circles; needs 1-5"
    issues = said(validate_map(lane(), min_white_per_quadrant=1, max_white_per_quadrant=1,
                               yellow_count=2))
    assert {place for place, _ in issues} == {"quadrant 1 (NW)", "quadrant 3 (SW)"}
    assert "has 2 white circles; needs 1-1" in {text for _, text in issues}


def test_lane_map_checks() -> None:
    data = lane()
    data["blocks"][2]["kind"] = "water"
    issues = said(validate_map(data, **LANE_LIMITS))
    assert any(place == "block 3" and "at least two blue" in text for place, text in issues)


@pytest.mark.parametrize("value", [None, [], "map", 3])
def test_not_an_object(value: object) -> None:
    assert said(validate_map(value)) == [("(top)", "the top level must be a JSON object")]


def test_validate_file_errors(tmp_path: Path) -> None:
    missing = said(validate_file(tmp_path / "nope.json"))
    assert len(missing) == 1 and "cannot read" in missing[0][1]
    broken = tmp_path / "broken.json"
    broken.write_text('{\n  "format": "eerie-whitehall-map"\n  "version": 1\n}\n',
                      encoding="utf-8")
    issues = validate_file(broken)
    assert [EN(i.line) for i in issues] == [
        "line 3, column 3: invalid JSON: a comma or a closing bracket was expected"]
    good = tmp_path / "tiny.json"
    good.write_text(json.dumps(tiny()), encoding="utf-8")
    assert validate_file(good, **TINY_LIMITS) == []


def test_garbage_never_raises() -> None:
    samples: list[Any] = [
        {"format": "eerie-whitehall-map", "version": 1},
        {"format": "eerie-whitehall-map", "version": 1, "name": "x", "circles": [None],
         "intersections": [1], "streets": [None, [None, None]], "blocks": [None, {"id": 1}]},
        {"format": "eerie-whitehall-map", "version": 1, "name": "x", "circles": [],
         "intersections": [], "streets": [], "blocks": []},
        {**tiny(), "blocks": [{"id": 1, "kind": "house", "cycle": "i1"}]},
    ]
    for data in samples:
        assert validate_map(data)


def test_segments_cross() -> None:
    assert segments_cross((0, 0), (10, 10), (0, 10), (10, 0))
    assert not segments_cross((0, 0), (10, 0), (0, 1), (10, 1))
    assert segments_cross((0, 0), (10, 0), (5, 0), (5, 5))  # touching counts
    assert not segments_cross((0, 0), (1, 1), (2, 2), (3, 3))


def test_format_doc_example_is_tiny_town() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "whitehall-map-format.md").read_text(
        encoding="utf-8")
    example = doc.split("```json\n", 1)[1].split("```", 1)[0]
    assert json.loads(example) == tiny()


def test_the_check_of_eerie_validate_is_the_validator() -> None:
    data = tiny()
    data["circles"][2]["kind"] = "red"
    assert FILE_VALIDATORS[FORMAT](Path("x.json"), data) == validate_map(data)


def test_eerie_validate_speaks_korean(tmp_path: Path) -> None:
    from eerie.cli.main import app

    data = tiny()
    data["circles"][3]["quadrant"] = 1
    data["blocks"][0]["cycle"] = ["i1", 1, "i2", "i5", 3, "i4"]
    data["streets"].append(["i1", "i1"])
    path = tmp_path / "map.json"
    path.write_text(json.dumps(data), "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(path)])
    assert result.exit_code == 1
    lines = result.output.replace(str(path), "").splitlines()
    assert (": streets[23]: 한 지점에서 같은 지점으로 이어지는 길입니다: i1 교차점"
            in lines), lines
    data["streets"].pop()
    path.write_text(json.dumps(data), "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(path)])
    lines = result.output.replace(str(path), "").splitlines()
    assert ": 1번 블록: cycle이 길을 따라 닫히지 않습니다: 3-i4 사이에 길이 없습니다" in lines
    assert any(line.startswith(": 4번 동그라미: 1사분면(북서)으로 적혀 있지만") for line in lines)
    assert english_words("\n".join(lines), ("cycle", "intersections", "streets")) == []
