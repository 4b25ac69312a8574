"""The Game object's plug-in hooks: drivers find a game's renderer, search settings,
research-adapter pieces and file checks through it, by default in the modules of the
game's package (``render``, ``search``, ``spaces``, ``validate``)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from eerie.ai.mcts import SearchConfig
from eerie.core.registry import game_ids, get_game
from eerie.games.mansions.game import Mansions
from tests.ai.toys import Nim

SHIPPED = ("fearsome-floors", "mansions-of-madness", "whitehall-mystery")


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_shipped_game_brings_its_own_pieces(game_id: str) -> None:
    from eerie.adapters.encoders import Encoder
    from eerie.adapters.traits import Traits

    game = get_game(game_id)
    package = type(game).__module__.rpartition(".")[0]
    assert game.packages()[0] == package
    assert game.terminal_renderer() == f"{package}.render:render"
    assert isinstance(game.search_config(), SearchConfig)
    assert game.search_config() is not game.search_config()      # fresh every time
    config = game.normalize_config({})
    ids = game.action_space(config)
    assert ids and len(set(ids)) == len(ids)
    assert isinstance(game.encoder(config), Encoder)
    assert isinstance(game.openspiel_traits(), Traits)


def test_the_file_formats_are_the_games_own() -> None:
    formats = {game_id: set(get_game(game_id).file_validators()) for game_id in game_ids()}
    assert formats["whitehall-mystery"] == {"eerie-whitehall-map"}
    assert formats["mansions-of-madness"] == {"eerie-mansions-scenario",
                                              "eerie-mansions-content"}
    assert formats["fearsome-floors"] == set()


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_shipped_game_brings_its_web_renderer(game_id: str) -> None:
    game = get_game(game_id)
    folder = game.web_assets()
    package = type(game).__module__.rpartition(".")[0]
    assert folder is not None
    assert folder == Path(str(resources.files(package))) / "web"
    assert (folder / "renderer.js").is_file()


def test_a_subclass_defined_elsewhere_keeps_the_games_modules() -> None:
    class Counting(Mansions):
        """A test's variant of a shipped game (its module is this test's)."""

    game = Counting()
    assert game.packages() == ("tests.core", "eerie.games.mansions")
    assert game.plugin_module("search") == "eerie.games.mansions.search"
    assert game.terminal_renderer() == "eerie.games.mansions.render:render"
    assert isinstance(game.search_config(), SearchConfig)
    assert game.web_assets() == Mansions().web_assets()


def test_a_game_without_such_modules_has_none_of_the_pieces() -> None:
    game = Nim()
    config = game.normalize_config({})
    assert game.web_assets() is None
    assert game.plugin_module("render") is None
    assert game.terminal_renderer() is None
    assert game.search_config() is None
    assert game.action_space(config) is None
    assert game.encoder(config) is None
    assert game.openspiel_traits() is None
    assert game.file_validators() == {}
