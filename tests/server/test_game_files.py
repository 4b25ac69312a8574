"""Each game's browser renderer is served from the game's own package at
``/games/<game id>/<path>`` (``Game.web_assets``), with the static route's safety: only
files inside that folder, only known suffixes, a 404 (never a 500) for anything else."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from eerie.core.registry import get_game
from eerie.server.pages import STATIC_DIR

SHIPPED = ("fearsome-floors", "mansions-of-madness", "whitehall-mystery")


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_games_renderer_comes_from_its_package(client: TestClient, game_id: str) -> None:
    folder = get_game(game_id).web_assets()
    assert folder is not None and folder.name == "web"
    assert folder.parent.name == type(get_game(game_id)).__module__.split(".")[2]
    r = client.get(f"/games/{game_id}/renderer.js")
    assert r.status_code == 200
    assert r.headers["content-type"] == "text/javascript; charset=utf-8"
    assert r.headers["cache-control"] == "no-cache"
    assert r.text == (folder / "renderer.js").read_text("utf-8")
    assert "export function createRenderer" in r.text
    # the shared modules it imports are the client's, by absolute path
    assert "from '/static/js/dom.js'" in r.text
    # its own styles sit next to it, and it loads them
    assert "stylesheet(new URL('./renderer.css', import.meta.url))" in r.text
    css = client.get(f"/games/{game_id}/renderer.css")
    assert css.status_code == 200 and css.headers["content-type"].startswith("text/css")
    assert css.text == (folder / "renderer.css").read_text("utf-8")


def test_the_shared_client_holds_no_game_renderer() -> None:
    assert not (STATIC_DIR / "games").exists()
    assert (STATIC_DIR / "js" / "generic.js").is_file()
    assert (STATIC_DIR / "js" / "renderers.js").is_file()


@pytest.mark.parametrize("path", [
    "/games/nope/renderer.js",                          # no such game
    "/games/fearsome-floors/nope.js",                   # no such file
    "/games/fearsome-floors/",                          # the folder itself
    "/games/fearsome-floors/..%2fgame.py",              # outside the folder
    "/games/fearsome-floors/%2e%2e/%2e%2e/core/game.py",
    "/games/fearsome-floors/..%2f..%2f..%2fserver%2fstatic%2fplay.js",
    "/games/fearsome-floors/%00.js",                    # refused by the file system
    "/games/fearsome-floors/renderer.js%00",
    "/games/fearsome-floors/%ff.js",
    "/games/%00/renderer.js",
])
def test_odd_paths_are_404_never_500(client: TestClient, path: str) -> None:
    assert client.get(path).status_code == 404, path


def test_only_known_suffixes_are_served(client: TestClient) -> None:
    folder = get_game("mansions-of-madness").web_assets()
    assert folder is not None
    kinds = {p.suffix for p in folder.rglob("*") if p.is_file()}
    assert kinds <= {".js", ".css", ".svg", ".png", ".json"}, kinds
    # a Python module next to the folder is not a web file, whatever the path says
    assert client.get("/games/mansions-of-madness/../game.py").status_code == 404


def test_the_renderers_are_package_data() -> None:
    """A wheel carries every file of the web folders: Eerie's package data patterns
    (``tool.setuptools.package-data``, which apply to the folders as namespace packages)
    match each one, and the plug-in test game declares its own."""
    root = Path(__file__).resolve().parents[2]
    patterns = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))[
        "tool"]["setuptools"]["package-data"]["*"]
    folders = [get_game(game_id).web_assets() for game_id in SHIPPED]
    files = [p for folder in [*folders, STATIC_DIR] if folder is not None
             for p in folder.rglob("*") if p.is_file()]
    assert None not in folders
    assert len(files) > 10
    for path in files:
        assert any(fnmatch(path.name, pattern) for pattern in patterns), path
    plugin = tomllib.loads((root / "tests" / "plugin_game" / "pyproject.toml").read_text("utf-8"))
    assert plugin["tool"]["setuptools"]["package-data"]["eerie_tiny"] == ["web/*.js"]
