"""The conformance suite's OpenSpiel check runs as many simulations as its case asks,
from distinct states reached by seeded random play (``random_sim_test`` reseeds its own
generator on every call, so repeated calls from one state would repeat one game)."""

from __future__ import annotations

from typing import Any

import pyspiel
import pytest

from eerie.core.registry import get_game
from eerie.testing.frameworks import check_openspiel, sim_starts
from eerie.testing.playouts import ConformanceCase


def test_check_openspiel_runs_case_sims_simulations(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[dict[str, Any]] = []

    def fake(game: Any, num_sims: int, serialize: bool, verbose: bool,
             specific_initial_state: Any = None) -> None:
        calls.append({"sims": num_sims, "serialize": serialize,
                      "start": specific_initial_state})

    monkeypatch.setattr(pyspiel, "random_sim_test", fake)
    game = get_game("fearsome-floors")
    check_openspiel(game, ConformanceCase(configs=({"players": 2},), sims=6))
    assert sum(c["sims"] for c in calls) == 6
    assert calls[0] == {"sims": 1, "serialize": True, "start": None}
    assert calls[1] == {"sims": 1, "serialize": False, "start": None}
    starts = [c["start"] for c in calls[2:]]
    assert len(starts) == 4 and all(not s.is_terminal() for s in starts)
    assert len({tuple(s.history()) for s in starts}) == 4  # distinct starting states
    assert all(len(s.history()) > 0 for s in starts)


def test_sim_starts_are_seeded() -> None:
    from eerie.adapters.openspiel import load_game

    spiel = load_game("fearsome-floors", players=2)
    a, b, c = (sim_starts(spiel, seed, 2) for seed in (3, 3, 4))
    assert [s.history() for s in a] == [s.history() for s in b]
    assert [s.history() for s in a] != [s.history() for s in c]
