"""A game from a separate distribution (tests/plugin_game) plugs in through its
``eerie.games`` entry point alone, and plays in the terminal and on the server.

The distribution is "installed" the cheap way (``tests.plugins.install``): its metadata
is written into a temporary folder put on ``sys.path`` with the folder of its package.
"""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.core import registry
from eerie.core.record import Record, replay
from eerie.server.app import create_app
from eerie.server.settings import ServerSettings
from tests.plugins import install, process_env
from tests.server.helpers import Player, create, first_option, live, settle
from tests.text_checks import english_words

with warnings.catch_warnings():
    # newer Starlette prefers the httpx2 package for its test client; httpx works the same
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

PLUGIN = Path(__file__).resolve().parent / "plugin_game"
"""The separate distribution: its pyproject.toml and its package ``eerie_tiny``."""


@pytest.fixture
def plugin_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The plug-in distribution on ``sys.path`` (for this test only); its folder."""
    site = tmp_path / "site"
    site.mkdir()
    install(PLUGIN, "eerie_tiny", site, monkeypatch)
    return site


def test_the_registry_finds_the_plugin_and_imports_it_only_when_asked(plugin_path: Path) -> None:
    assert "tiny" in registry.game_ids()
    assert {"fearsome-floors", "mansions-of-madness", "whitehall-mystery"} <= set(
        registry.game_ids())
    assert "eerie_tiny.game" not in sys.modules
    game = registry.get_game("tiny")
    assert game.id == "tiny" and type(game).__module__ == "eerie_tiny.game"


def test_without_the_distribution_there_is_no_such_game() -> None:
    assert "tiny" not in registry.game_ids()
    with pytest.raises(KeyError, match="unknown game 'tiny'"):
        registry.get_game("tiny")


def test_a_game_declared_under_another_id_is_refused(plugin_path: Path) -> None:
    points = next(plugin_path.glob("*.dist-info")) / "entry_points.txt"
    points.write_text(points.read_text("utf-8").replace("tiny =", "small ="), "utf-8")
    registry._declared.cache_clear()  # the same sys.path, new metadata
    with pytest.raises(TypeError, match="declared as 'small'"):
        registry.get_game("small")
    registry._declared.cache_clear()


def test_the_cli_plays_the_plugin_game_to_the_end(plugin_path: Path, tmp_path: Path) -> None:
    from eerie.cli.main import app

    save = tmp_path / "tiny.json"
    result = CliRunner().invoke(app, ["play", "tiny", "--ai", "1:random,2:random", "--seed",
                                      "4", "-o", "stones=9", "--save", str(save)])
    assert result.exit_code == 0, result.output
    record = Record.load(save)
    game, state = replay(record)
    assert game.id == "tiny" and record.config == {"stones": 9}
    outcome = game.outcome(state)
    assert outcome is not None
    assert sum(int(option.partition(":")[2]) for _seat, option in record.actions) == 9
    # a person plays seat 1 by typing keys; the AI plays seat 2
    result = CliRunner().invoke(app, ["play", "tiny", "--ai", "2:random", "--seed", "1",
                                      "--save", str(tmp_path / "mine.json")],
                                input="/help\n" + "1\n" * 10)
    assert result.exit_code == 0, result.output
    assert "PILE ooooooo" in result.output      # the game's own terminal board
    assert "TINY HELP" in result.output         # and its help
    mine = Record.load(tmp_path / "mine.json")
    assert [option for seat, option in mine.actions if seat == 0] == \
        ["take:1"] * sum(1 for seat, _ in mine.actions if seat == 0)


def test_a_new_process_lists_the_plugin_game(plugin_path: Path) -> None:
    out = subprocess.run([sys.executable, "-m", "eerie", "games"],
                         env=process_env(PLUGIN, plugin_path), text=True,
                         capture_output=True, timeout=120, check=True).stdout
    assert "tiny" in out and "fearsome-floors" in out


def test_the_server_plays_the_plugin_game_over_a_websocket(plugin_path: Path,
                                                           tmp_path: Path) -> None:
    settings = ServerSettings(db_url="", data_dir=tmp_path / "data", allow_client_seed=True,
                              ai_budget=5.0)
    with TestClient(create_app(settings)) as client:
        listed = {g["id"]: g for g in client.get("/api/games").json()}
        assert listed["tiny"]["seats"] == 2 and "random" in listed["tiny"]["ai_levels"]
        data = create(client, "tiny", config={"stones": 6},
                      seats=[{"kind": "human"}, {"kind": "ai", "level": "random"}], seed=2)
        tid = data["id"]
        token = data["invites"][0]["token"]
        with client.websocket_connect(f"/ws/tables/{tid}") as ws:
            me = Player(ws)
            assert me.hello(token)["seats"] == [0]
            table = live(client, tid)
            moves = 0
            while table.game.outcome(table.state) is None:
                state = me.my_turn()
                me.act(first_option(state))
                moves += 1
                settle(client, tid)
                me.drain()
                assert moves < 10
            me.drain()
        assert any(e["kind"] == "took" for e in me.events)
        info = client.get(f"/api/tables/{tid}").json()
        assert info["actions"] == len(table.actions) and info["game"] == "tiny"
        record = client.get(f"/api/tables/{tid}/record").json()
        assert json.dumps(record["config"]) == '{"stones": 6}'


def test_the_server_serves_the_plugin_games_own_renderer(plugin_path: Path,
                                                       tmp_path: Path) -> None:
    """The browser renderer comes from the game's package (its ``web`` folder), at the
    route every game's does; files outside that folder are not served."""
    game = registry.get_game("tiny")
    assert game.web_assets() == PLUGIN / "eerie_tiny" / "web"
    settings = ServerSettings(db_url="", data_dir=tmp_path / "data")
    with TestClient(create_app(settings)) as client:
        r = client.get("/games/tiny/renderer.js")
        assert r.status_code == 200, r.text
        assert r.headers["content-type"].startswith("text/javascript")
        assert "export function createRenderer" in r.text and "data.take" in r.text
        for path in ("/games/tiny/game.py", "/games/tiny/..%2fgame.py",
                     "/games/tiny/%2e%2e/game.py", "/games/tiny/%00.js", "/games/tiny/"):
            assert client.get(path).status_code == 404, path


def test_eerie_validate_checks_the_plugin_games_own_format(plugin_path: Path,
                                                          tmp_path: Path) -> None:
    from eerie.cli.main import app

    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text('{"format": "eerie-tiny-pile", "stones": 3}', "utf-8")
    bad.write_text('{"format": "eerie-tiny-pile", "stones": 0}', "utf-8")
    result = CliRunner().invoke(app, ["validate", str(good)])
    assert result.exit_code == 0 and f"{good}: ok" in result.output
    result = CliRunner().invoke(app, ["validate", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}: stones: a whole number of at least 1, not 0" in result.output


def test_eerie_validate_says_the_plugin_games_problem_in_korean(plugin_path: Path,
                                                                tmp_path: Path) -> None:
    from eerie.cli.main import app

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "eerie-tiny-pile", "stones": -2}', "utf-8")
    result = CliRunner().invoke(app, ["validate", "--lang", "ko", str(bad)])
    assert result.exit_code == 1
    shown = result.output.replace(str(bad), "")
    assert shown.startswith(": stones: 1 이상의 정수여야 합니다"), shown
    assert english_words(shown, ("stones",)) == []


def test_without_the_plugin_its_format_is_unknown(tmp_path: Path) -> None:
    from eerie.cli.validation import validate_path

    pile = tmp_path / "pile.json"
    pile.write_text('{"format": "eerie-tiny-pile", "stones": 3}', "utf-8")
    (problem,) = validate_path(pile)
    assert problem.startswith("format: unknown content format 'eerie-tiny-pile' (expected ")
    assert "eerie-whitehall-map" in problem and problem.endswith(" or eerie-record)")


def test_the_adapters_leave_out_a_game_without_a_spaces_module(plugin_path: Path) -> None:
    from eerie.adapters.action_spaces import supported
    from eerie.adapters.encoders import make_encoder

    assert not supported("tiny")
    with pytest.raises(KeyError, match="no observation encoder for game 'tiny'"):
        make_encoder("tiny", {})


def test_an_install_without_entry_points_says_what_to_do(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAMES", {})
    with pytest.raises(KeyError, match=r"no games are installed .*pip install -e \."):
        registry.get_game("fearsome-floors")
