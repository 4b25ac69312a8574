"""The problems the fuzzers found, each kept fixed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from eerie.cli.validation import validate_path
from eerie.core.record import Record, RecordError
from eerie.games.fearsome_floors.game import GAME as FF
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.mansions.validate import validate_file as validate_mansions_file
from eerie.games.whitehall_mystery import validate as wm_validate
from eerie.games.whitehall_mystery.map import load_map, map_to_data
from eerie.games.whitehall_mystery.validate import crossing_pairs, parse_json, validate_map

HUGE = "9" * 5000
"""A number with more digits than Python converts (json.loads raises ValueError)."""
DEEP = "[" * 100_000
"""Nesting deeper than the JSON reader recurses (RecursionError)."""


@pytest.mark.parametrize("text", [HUGE, '{"format": "eerie-record", "x": ' + HUGE + "}", DEEP])
def test_records_with_huge_numbers_or_deep_nesting_are_record_errors(text: str) -> None:
    with pytest.raises(RecordError, match="invalid JSON"):
        Record.loads(text)


@pytest.mark.parametrize("text", [HUGE, DEEP])
def test_eerie_validate_reports_huge_numbers_and_deep_nesting_in_one_line(
        tmp_path: Path, text: str) -> None:
    path = tmp_path / "odd.json"
    path.write_text(text)
    problems = validate_path(path)
    assert len(problems) == 1 and "invalid JSON" in problems[0]


@pytest.mark.parametrize("text", [HUGE, DEEP])
def test_map_and_scenario_readers_report_huge_numbers_and_deep_nesting(
        tmp_path: Path, text: str) -> None:
    data, issues = parse_json(text)
    assert data is None and len(issues) == 1
    assert issues[0].text.key in ("problem.read.bad_number", "problem.read.too_deep")
    path = tmp_path / "scenario.json"
    path.write_text(text)
    found = validate_mansions_file(path)
    assert len(found) == 1 and "invalid JSON" in found[0].message


def _start(players: int = 3) -> str:
    return write(FF.setup(FF.normalize_config({"players": players})))


@pytest.mark.parametrize("field", ["turn=²", "played=٣", "phase=" + "1" * 5000])
def test_ffn_numbers_must_be_ascii_digits(field: str) -> None:
    name = field.partition("=")[0]
    text = " ".join(p for p in _start().split() if not p.startswith(name + "="))
    with pytest.raises(NotationError, match=name):
        parse(f"{text} {field}")


@pytest.mark.parametrize("field", ["place=stone:²", "place=stone:" + "3" * 5000,
                                   "moving=G4:²:1"])
def test_ffn_counts_that_int_refuses_are_notation_errors(field: str) -> None:
    with pytest.raises(NotationError):
        parse(f"{_start()} {field}")
    with pytest.raises(ValueError, match="position"):
        FF.normalize_config({"position": f"{_start()} {field}"})


def _far_node_map() -> dict[str, Any]:
    data = map_to_data(load_map("gaslight"))
    data["intersections"][-1]["y"] = 1e308  # the fuzzer's input: one node far away
    data["intersections"][84]["x"] = -1e308  # and one whose streets cross the whole map
    return data


def test_one_far_off_node_does_not_make_the_crossing_check_quadratic(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A map with one coordinate of 1e308 put every street into one grid cell, so the
    crossing check compared every pair of streets (seconds for the packaged map, an
    atheris timeout). Now the grid follows the usual street length and the far street
    alone is compared with every other."""
    calls = 0
    real = wm_validate.segments_cross

    def counting(*args: Any) -> bool:
        nonlocal calls
        calls += 1
        return real(*args)

    monkeypatch.setattr(wm_validate, "segments_cross", counting)
    data = _far_node_map()
    validate_map(data)
    streets = len(data["streets"])
    assert calls < 12 * streets, (calls, streets)  # all pairs would be ~streets**2 / 2


def test_the_grid_finds_the_same_crossings_as_comparing_every_pair() -> None:
    m = load_map("gaslight")
    data = _far_node_map()
    pos = {i["id"]: (i["x"], i["y"]) for i in data["intersections"]}
    pos.update({c["id"]: (c["x"], c["y"]) for c in data["circles"]})
    segs = [(pos[a], pos[b]) for a, b in m.streets]
    brute = sorted((k, j) for k in range(len(segs)) for j in range(k + 1, len(segs))
                   if not set(m.streets[k]) & set(m.streets[j])
                   and wm_validate.segments_cross(*segs[k], *segs[j]))
    assert crossing_pairs(segs, m.streets) == brute
    assert brute


def test_the_committed_crash_inputs_are_json_the_targets_read() -> None:
    folder = Path(__file__).resolve().parents[2] / "fuzz" / "corpus"
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert files
    for path in files:
        if path.parent.name != "ffn":
            json.loads(path.read_bytes())
