"""Each game's schema-derived ``normalize_config`` gives exactly the configs the hand-written
one gave (``tests/core/legacy_configs.py``, frozen before the change) and refuses the same
inputs, on many inputs: records and state hashes depend on normalised configs.

The one deliberate difference: an option given as ``None`` (JSON null) now means "not
given" in every game (Mansions already read it so); the inputs here give values or leave
options out."""

from __future__ import annotations

import importlib
import itertools
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import pytest

from eerie.core.game import Game
from eerie.core.registry import get_game
from tests.core import legacy_configs

ABSENT = object()


def _configs(axes: Mapping[str, Iterable[Any]]) -> list[dict[str, Any]]:
    names = list(axes)
    out = []
    for values in itertools.product(*(list(axes[n]) for n in names)):
        out.append({n: v for n, v in zip(names, values, strict=True) if v is not ABSENT})
    return out


def _same(game: Game[Any], old: Callable[[Mapping[str, Any]], dict[str, Any]],
          configs: list[dict[str, Any]]) -> tuple[int, int]:
    accepted = refused = 0
    for config in configs:
        try:
            want: dict[str, Any] | None = old(config)
        except ValueError:
            want = None
        try:
            got: dict[str, Any] | None = game.normalize_config(config)
        except ValueError:
            got = None
        assert got == want, config
        if got is None:
            refused += 1
        else:
            accepted += 1
            assert list(got) == list(want or {}), config  # the same key order in records
            assert game.normalize_config(got) == got, config
    return accepted, refused


def test_fearsome_floors_configs_are_unchanged() -> None:
    configs = _configs({
        "players": [ABSENT, 1, 2, 3, 4, 5, 6, 7, 8, "4", True, 4.0],
        "variant": [ABSENT, "basic", "experienced", "hard", 1],
        "layout": [ABSENT, "basic", "experienced", "place", "empty"],
        "prey3": [ABSENT, True, False, 0, 1],
        "start": [ABSENT, 0, 1, 3, 5, 6, 7, -1, True, "0"],
    })
    configs += [{"bogus": 1}, {"players": 3, "bogus": True},
                {"position": "x"}, {"position": ""}, {"position": "", "players": 3}]
    accepted, refused = _same(get_game("fearsome-floors"), legacy_configs.fearsome_floors,
                              configs)
    assert accepted > 400 and refused > 5000


def test_fearsome_floors_positions_are_unchanged() -> None:
    game = get_game("fearsome-floors")
    position = game.normalize_config({"players": 3})
    from eerie.games.fearsome_floors.notation import write

    ffn = write(game.setup(position))
    for config in ({"position": ffn}, {"position": ffn, "players": 99}):
        assert game.normalize_config(config) == legacy_configs.fearsome_floors(config)


def test_whitehall_configs_are_unchanged(tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.json")
    configs = _configs({
        "map": [ABSENT, "gaslight", "nowhere", "", 3, missing],
        "players": [ABSENT, 1, 2, 3, 4, 5, True, "2"],
        "smoker": [ABSENT, True, False, 1, "yes"],
        "jack_extra_alley": [ABSENT, True, False, 0],
    })
    configs += [{"bogus": 1}, {"map": "gaslight", "colour": "red"}]
    accepted, refused = _same(get_game("whitehall-mystery"), legacy_configs.whitehall_mystery,
                              configs)
    assert accepted > 50 and refused > 500


def test_mansions_configs_are_unchanged() -> None:
    game = get_game("mansions-of-madness")
    choices = game.config_choices()
    scenarios = [c.value for c in choices["scenario"]]
    inv = [str(c.value) for c in choices["investigators"]]
    lists: list[Any] = [ABSENT, inv[:1], inv[:2], inv[:3], inv[:5], inv[:6], [inv[0], inv[0]],
                        [inv[0], "zed"], inv[0], [], (inv[1], inv[0]), [1, 2]]
    seats: list[Any] = [ABSENT, {inv[0]: 0, inv[1]: 0}, {inv[0]: 0, inv[1]: 1},
                        {inv[0]: 1, inv[1]: 0}, {inv[0]: 0, inv[1]: 2}, {inv[0]: 0},
                        {inv[0]: 0, inv[1]: True}, [0, 1], {inv[0]: 0, inv[1]: 1, inv[2]: 1}]
    configs = _configs({
        "scenario": [ABSENT, *scenarios, "no_such_scenario", "", 7],
        "players": [ABSENT, 0, 1, 2, 3, 5, 6, True],
        "investigators": lists,
        "seats": seats,
    })
    configs += [{"bogus": 1}, {"scenario": scenarios[0], "colour": 1}]
    accepted, refused = _same(game, legacy_configs.mansions, configs)
    assert accepted > 50 and refused > 1000


def test_tiny_configs_are_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "plugin_game"))
    try:
        tiny = importlib.import_module("eerie_tiny.game")
        configs = [{}, *({"stones": n} for n in (1, 2, 7, 30, 0, -3)), {"other": 1}]
        assert _same(tiny.GAME, legacy_configs.tiny, configs) == (5, 3)
    finally:
        for name in [m for m in sys.modules if m.split(".")[0] == "eerie_tiny"]:
            del sys.modules[name]
