"""The map generator: reproducible, valid, and the bundled map is what it makes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from eerie.games.whitehall_mystery.map import dumps_map_data, map_from_data
from eerie.games.whitehall_mystery.mapgen import (
    SMALL,
    GenConfig,
    GenerationError,
    generate,
    main,
    map_stats,
)
from eerie.games.whitehall_mystery.validate import validate_map

BUNDLED = Path(__file__).parents[2] / "src/eerie/games/whitehall_mystery/maps/gaslight.json"


def _small_limits() -> dict[str, Any]:
    return {"min_white_per_quadrant": SMALL.min_white,
            "max_white_per_quadrant": SMALL.max_white, "yellow_count": SMALL.yellow}


def test_same_seed_same_map() -> None:
    assert dumps_map_data(generate(5, SMALL)) == dumps_map_data(generate(5, SMALL))
    assert dumps_map_data(generate(5, SMALL)) != dumps_map_data(generate(6, SMALL))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_small_maps_validate(seed: int) -> None:
    data = generate(seed, SMALL)
    assert validate_map(data, **_small_limits()) == []
    stats = map_stats(map_from_data(data))
    assert stats["circles"] == SMALL.circles
    assert stats["intersections"] == SMALL.intersections
    assert stats["circles_by_kind"]["blue"] == SMALL.blue
    assert stats["circles_by_kind"]["white"] == SMALL.white
    assert stats["yellow"] == SMALL.yellow


def test_bundled_map_is_reproducible() -> None:
    data = generate(1887)
    assert data["generator"]["seed"] == 1887
    assert dumps_map_data(data) == BUNDLED.read_text(encoding="utf-8")


def test_command_line(tmp_path: Path) -> None:
    out = tmp_path / "maps" / "small.json"
    assert main(["--seed", "4", "--size", "small", "--name", "Test Row", "--out", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert '"name": "Test Row"' in text
    printed: list[str] = []
    assert main(["--seed", "4", "--size", "small", "--name", "Test Row"], out=printed.append) == 0
    assert printed[0] + "\n" == text


def test_impossible_configuration() -> None:
    with pytest.raises(GenerationError):
        generate(1, GenConfig(cols=5, rows=5, intersections=10))
    with pytest.raises(GenerationError):
        generate(1, GenConfig(cols=5, rows=5, river_row=4))
    assert main(["--seed", "1", "--size", "small"], out=lambda _: None) == 0
