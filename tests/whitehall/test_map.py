"""The map model: loading, derived lookups on tiny hand-made maps, the bundled map."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from eerie.core.problems import at_line
from eerie.games.whitehall_mystery.map import (
    BlockKind,
    CircleKind,
    MapError,
    WhitehallMap,
    bundled_map_names,
    dumps_map_data,
    load_map,
    map_from_data,
    map_to_data,
)
from eerie.games.whitehall_mystery.mapgen import planar_faces, signed_area
from eerie.games.whitehall_mystery.validate import validate_map
from tests.whitehall.tiny_maps import TINY_LIMITS, lane, tiny


@pytest.fixture(scope="module")
def town() -> WhitehallMap:
    data = tiny()
    assert validate_map(data, **TINY_LIMITS) == []
    return map_from_data(data)


@pytest.fixture(scope="module")
def gaslight() -> WhitehallMap:
    return load_map("gaslight")


# --- Jack's ordinary moves ----------------------------------------------------------------


def test_jack_neighbours_through_one_and_two_intersections(town: WhitehallMap) -> None:
    table = dict(town.jack_neighbours(1))
    assert sorted(table) == [2, 3, 4, 5, 6]
    # one intersection between (1 - i2 - 4), plus two longer ways round
    assert table[4] == (frozenset({"i2"}), frozenset({"i1", "i2"}), frozenset({"i2", "i3"}))
    # two intersections between (1 - i2 - i3 - 5)
    assert table[5] == (frozenset({"i2", "i3"}),)
    # two different two-intersection paths to the blue circle 6
    assert table[6] == (frozenset({"i1", "i4"}), frozenset({"i2", "i5"}))
    assert table[2] == (frozenset({"i1", "i4"}),)


def test_direct_circle_street_has_empty_path(town: WhitehallMap) -> None:
    table = dict(town.jack_neighbours(2))
    assert table[3][0] == frozenset()
    assert 7 in table  # 2 - i4 - i7 - 7 crosses the west bridge
    assert table[7] == (frozenset({"i4", "i7"}),)


def test_jack_adjacency_is_symmetric(town: WhitehallMap, gaslight: WhitehallMap) -> None:
    for m in (town, gaslight):
        for c in m.circles:
            for d, paths in m.jack_neighbours(c.number):
                back = dict(m.jack_neighbours(d))[c.number]
                assert set(back) == set(paths)


def test_blocked_path_with_alternative(town: WhitehallMap) -> None:
    # an investigator on i4 closes 1 - i1 - i4 - 6 but 1 - i2 - i5 - 6 stays open
    assert 6 in town.jack_moves(1, {"i4"})
    assert 2 not in town.jack_moves(1, {"i4"})
    # on i4 and i5 both ways are closed
    assert 6 not in town.jack_moves(1, {"i4", "i5"})
    # every way to 3, 4 and 5 passes i2
    assert town.jack_moves(1, {"i2"}) == (2, 6)
    # a direct circle-circle street cannot be blocked
    assert 3 in town.jack_moves(2, {"i4", "i5", "i1"})
    assert town.jack_moves(1) == town.jack_adjacent(1) == (2, 3, 4, 5, 6)
    assert town.jack_moves(1, ["i4"]) == town.jack_moves(1, frozenset({"i4"}))


def test_no_move_through_another_circle() -> None:
    # 1 - 2 - 3 in a row of short streets; 1 and 3 touch different intersections that no
    # street joins, so the only way from 1 to 3 passes circle 2: not one move
    data = {
        "name": "row",
        "circles": [{"id": n, "kind": "black", "x": 10.0 * n, "y": 0.0} for n in (1, 2, 3)],
        "intersections": [{"id": "i1", "x": 10.0, "y": 10.0},
                          {"id": "i2", "x": 30.0, "y": 10.0}],
        "streets": [[1, 2], [2, 3], [1, "i1"], [3, "i2"]],
        "blocks": [],
    }
    m = map_from_data(data)
    assert m.jack_adjacent(1) == (2,)
    assert m.jack_adjacent(2) == (1, 3)
    assert m.jack_adjacent(3) == (2,)


def test_lane_circle_between_blocks() -> None:
    m = map_from_data(lane())
    # the lane circle 10 is reached from both sides; investigators cannot walk the lane
    assert m.jack_adjacent(10) == (2, 3, 4, 5, 6, 7, 8, 9)
    assert dict(m.jack_neighbours(10))[6] == (frozenset({"i8"}), frozenset({"i7", "i8"}))
    assert "i8" not in m.police_neighbours("i5")
    assert m.circles_at("i5") == (10,)


# --- investigators --------------------------------------------------------------------------


def test_circles_at_and_police_lookups(town: WhitehallMap) -> None:
    assert town.circles_at("i5") == (3, 6)
    assert town.circles_at("i2") == (1, 4)
    assert town.intersections_at(1) == ("i1", "i2")
    assert town.police_neighbours("i5") == ("i2", "i4", "i6")
    assert town.police_within_two("i1") == ("i2", "i3", "i4", "i5", "i7")
    assert "i1" not in town.police_within_two("i1")
    assert town.yellow == ("i1", "i3")


# --- special moves and quadrants --------------------------------------------------------------


def test_alley_and_boat_targets(town: WhitehallMap) -> None:
    assert town.alley_targets(1) == (2, 3)
    assert town.alley_targets(2) == (1, 3)
    assert town.alley_targets(4) == (5,)
    assert town.alley_targets(6) == ()  # on the water block only
    assert town.boat_targets(6) == (7,)
    assert town.boat_targets(7) == (6,)
    assert town.boat_targets(1) == ()


def test_alley_targets_union_over_blocks() -> None:
    m = map_from_data(lane())
    # the lane circle 10 is on blocks 3 and 4
    assert m.alley_targets(10) == (6, 7, 8, 9)
    assert m.alley_targets(1) == (2, 5)


def test_quadrants_and_nodes(town: WhitehallMap) -> None:
    assert town.quadrant_circles(1) == (1,)
    assert town.quadrant_circles(2) == (4,)
    assert town.quadrant_circles(3) == ()
    with pytest.raises(KeyError):
        town.quadrant_circles(5)
    assert town.circle(4).kind is CircleKind.WHITE
    with pytest.raises(KeyError):
        town.circle(99)
    assert town.position("i5") == (100.0, 100.0)
    assert town.position(7) == (100.0, 180.0)
    assert [b.id for b in town.blocks_of(6)] == [3]
    assert town.blocks[0].circles == (1, 3, 2)


# --- loading --------------------------------------------------------------------------------


def test_load_by_path_and_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "tiny.json"
    path.write_text(dumps_map_data(tiny()), encoding="utf-8")
    with pytest.raises(MapError) as err:  # default limits: 6 yellow, 20+ whites
        load_map(path)
    assert any(i.place == "intersections" for i in err.value.issues)
    assert str(err.value) == (f"{path} is not a valid Whitehall map: intersections: needs "
                              "exactly 6 yellow intersections, found 2 (and 4 more problems)")
    m = load_map(path, validate=False)
    assert m.name == "Tiny Town"
    again = map_from_data(map_to_data(m))
    assert again.jack_table == m.jack_table and again.blocks == m.blocks


def test_load_errors(tmp_path: Path) -> None:
    with pytest.raises(MapError, match="no bundled map"):
        load_map("no-such-map")
    with pytest.raises(MapError, match="cannot read"):
        load_map(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "eerie-whitehall-map",\n  "version": 1,,}', encoding="utf-8")
    with pytest.raises(MapError) as err:
        load_map(bad)
    assert err.value.issues[0].place == at_line(2, 16)
    assert err.value.msg.key == "wm.map.invalid"


# --- the bundled map ---------------------------------------------------------------------------


def test_bundled_map_counts(gaslight: WhitehallMap) -> None:
    assert "gaslight" in bundled_map_names()
    assert load_map("gaslight") is gaslight  # cached
    assert gaslight.name == "Gaslight Borough"
    kinds = Counter(c.kind for c in gaslight.circles)
    assert len(gaslight.circles) == 190
    assert kinds[CircleKind.WHITE] == 105
    assert kinds[CircleKind.BLUE] == 20
    assert kinds[CircleKind.BLACK] == 65
    for q in range(1, 5):
        assert 20 <= len(gaslight.quadrant_circles(q)) <= 35
    assert len(gaslight.intersections) == 170
    assert len(gaslight.yellow) == 6
    for y in gaslight.yellow:  # no two yellow intersections adjacent
        assert not set(gaslight.police_neighbours(y)) & set(gaslight.yellow)
    assert {b.kind for b in gaslight.blocks} == {BlockKind.HOUSE, BlockKind.WATER}


def test_bundled_map_degrees(gaslight: WhitehallMap) -> None:
    jack = [len(gaslight.jack_adjacent(c.number)) for c in gaslight.circles]
    assert min(jack) >= 2
    assert sum(3 <= d <= 8 for d in jack) >= 0.9 * len(jack)
    police = [len(gaslight.police_neighbours(i.id)) for i in gaslight.intersections]
    assert min(police) >= 2
    assert sum(2 <= d <= 4 for d in police) >= 0.9 * len(police)
    assert all(gaslight.intersections_at(c.number) for c in gaslight.circles)
    assert all(gaslight.circles_at(i.id) for i in gaslight.intersections)


def test_bundled_map_reading_order(gaslight: WhitehallMap) -> None:
    first, last = gaslight.circle(1), gaslight.circle(len(gaslight.circles))
    assert first.y < gaslight.height / 4 and first.x < gaslight.width / 4
    assert last.y > gaslight.height * 3 / 4 and last.x > gaslight.width * 3 / 4
    # numbers grow downward on the whole: each tenth of the circles lies lower on average
    tenth = len(gaslight.circles) // 10
    means = [sum(c.y for c in gaslight.circles[k:k + tenth]) / tenth
             for k in range(0, 10 * tenth, tenth)]
    assert means == sorted(means)


def test_bundled_map_faces_are_blocks_or_street_faces(gaslight: WhitehallMap) -> None:
    pos = {n: gaslight.position(n) for n in gaslight.neighbours_table}
    faces = [f for f in planar_faces(pos, gaslight.neighbours_table)
             if signed_area([pos[n] for n in f]) > 0]
    blocks = {frozenset(b.cycle) for b in gaslight.blocks}
    assert len(blocks) == len(gaslight.blocks)
    found = 0
    for face in faces:
        if frozenset(face) in blocks:
            found += 1
            continue
        # a street face: one investigators' street and the circles beside it
        pairs = zip(face, face[1:] + face[:1], strict=True)
        assert sum(isinstance(a, str) and isinstance(b, str) for a, b in pairs) == 1
        assert len(face) in (3, 4)
    assert found == len(gaslight.blocks)


def test_bundled_file_is_canonical() -> None:
    text = (Path(__file__).parents[2] / "src/eerie/games/whitehall_mystery/maps/gaslight.json"
            ).read_text(encoding="utf-8")
    data = json.loads(text)
    assert dumps_map_data(data) == text
    assert not any(ord(ch) > 127 for ch in text)
