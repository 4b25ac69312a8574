"""Putting a game distribution of the tests (``tests/plugin_game``, ``tests/toy_game``) on
``sys.path`` the cheap way: its metadata (a ``.dist-info`` folder with the entry points of
its pyproject.toml) is written into a temporary folder put on ``sys.path`` together with
the folder holding its package, so ``eerie.core.registry`` finds it like an installed
game."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def write_dist_info(project: Path, folder: Path) -> None:
    """Metadata of the distribution in ``project`` (its pyproject.toml) in ``folder``."""
    meta = tomllib.loads((project / "pyproject.toml").read_text("utf-8"))["project"]
    info = folder / f"{meta['name'].replace('-', '_')}-{meta['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {meta['name']}\nVersion: {meta['version']}\n", "utf-8")
    lines = [f"[{group}]\n" + "".join(f"{name} = {target}\n" for name, target in points.items())
             for group, points in meta["entry-points"].items()]
    (info / "entry_points.txt").write_text("\n".join(lines), "utf-8")


def install(project: Path, package: str, site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The distribution in ``project`` (whose package is ``package``) on ``sys.path``
    until ``monkeypatch`` undoes it, its metadata written into the empty folder ``site``;
    modules of the package imported earlier are forgotten."""
    write_dist_info(project, site)
    for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.syspath_prepend(str(project))
    monkeypatch.syspath_prepend(str(site))


def process_env(project: Path, site: Path) -> dict[str, str]:
    """This process's environment with the distribution in ``project`` (its metadata
    written into ``site``) first on ``PYTHONPATH``: for a subprocess (``eerie serve``)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(site), str(project), *filter(None, [env.get("PYTHONPATH")])])
    return env
