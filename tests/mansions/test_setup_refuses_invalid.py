"""A scenario that fails ``eerie validate`` is refused when a game is set up.

Issue 5: "A bad scenario yields errors, never a crash." A scenario can parse (its
structure is fine) and still point at events, monsters or spaces that do not exist;
such a scenario used to start and then crash in the middle of a game (or silently skip a
spawn). The engine now runs the validator when it loads a scenario and refuses one with
errors, naming the place; warnings do not stop a game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.games.mansions.game import GAME, load
from tests.mansions.fixtures import variant


def _bad_token_event(sc: dict[str, Any]) -> None:
    sc["tokens"][1]["event"] = "no_such_event"


def test_setup_refuses_a_scenario_with_validation_errors(tmp_path: Path) -> None:
    path = variant(tmp_path / "bad", _bad_token_event)
    with pytest.raises(ValueError, match=r"does not pass `eerie validate`.*tokens\[1\]"):
        GAME.setup({"scenario": path, "investigators": ["ann", "bob"]})
    load.cache_clear()


def test_the_tiny_scenario_itself_is_accepted(tmp_path: Path) -> None:
    path = variant(tmp_path / "good")
    st = GAME.setup({"scenario": path, "investigators": ["ann", "bob"]})
    assert GAME.pending(st).actors  # a game that starts: someone is to decide
    load.cache_clear()


def test_cli_reports_the_errors_instead_of_a_traceback(tmp_path: Path) -> None:
    path = variant(tmp_path / "bad", _bad_token_event)
    for args in (["play", "mansions-of-madness", "--scenario", path, "--players", "1",
                  "--save", str(tmp_path / "x.json")],
                 ["simulate", "mansions-of-madness", "--scenario", path, "--games", "1"]):
        result = CliRunner().invoke(app, args, input="")
        assert result.exit_code != 0
        assert "eerie validate" in result.output
        assert "Traceback" not in result.output
        assert not isinstance(result.exception, (StopIteration, RuntimeError, KeyError))
    load.cache_clear()


def test_players_alone_picks_that_many_investigators() -> None:
    """``--players 3`` without ``--investigators`` gives three investigators on three seats
    (it was silently two); one person gets two investigators on one seat."""
    cfg = GAME.normalize_config({"scenario": "vigil_at_corvin_lodge", "players": 3})
    assert len(cfg["investigators"]) == 3 and sorted(cfg["seats"].values()) == [0, 1, 2]
    solo = GAME.normalize_config({"scenario": "vigil_at_corvin_lodge", "players": 1})
    assert len(solo["investigators"]) == 2 and set(solo["seats"].values()) == {0}
    for bad, msg in (({"players": 7}, "from 1 to 5"), ({"players": "3"}, "from 1 to 5"),
                     ({"players": 3, "investigators": ["ambrose_quill", "declan_ashby"]},
                      "3 players need 3 investigators")):
        with pytest.raises(ValueError, match=msg):
            GAME.normalize_config({"scenario": "vigil_at_corvin_lodge", **bad})
