"""The mypyc-compiled engine (``fearsome_floors.native``) plays exactly as the pure Python.

* The pinned random games (``helpers.PINNED``) replay to the same hashes in a fresh
  interpreter with ``EERIE_PURE_PYTHON=1`` (the pure modules) as in this one (compiled
  when built, as ``tasks.py`` does before the tests).
* In CI the compiled form must be in use: the speed target of issue 2 is measured with
  it, so a silent fall-back to pure Python would be a regression.
* A stale build (a source edited after compiling) is never used: the package loads all
  engine modules from source instead.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import eerie.games.fearsome_floors as ff
from eerie.games.fearsome_floors import native
from tests.fearsome_floors.helpers import PINNED, play_random

ROOT = Path(__file__).resolve().parents[2]


def _pure_hashes() -> list[list[str]]:
    code = (
        "import json, sys\n"
        "import eerie.games.fearsome_floors as ff\n"
        "assert ff.ENGINE_FORM == 'pure', ff.ENGINE_FORM\n"
        "from tests.fearsome_floors.helpers import PINNED, play_random\n"
        "print(json.dumps([list(play_random(c, s, trusted=True)) for c, s, _h, _a in PINNED]))\n"
    )
    env = {**os.environ, native.PURE_ENV: "1"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True)
    result: list[list[str]] = json.loads(out.stdout)
    return result


def test_pure_and_loaded_engine_play_the_same_games() -> None:
    """Both forms replay the pinned games to the pinned hashes."""
    here = [list(play_random(c, s, trusted=True)) for c, s, _h, _a in PINNED]
    assert here == [[h, a] for _c, _s, h, a in PINNED]
    assert _pure_hashes() == here


@pytest.mark.skipif(not os.environ.get("CI"), reason="only CI promises a C compiler")
def test_ci_runs_the_compiled_engine() -> None:
    """tasks.py compiles the engine before the tests; CI machines have gcc."""
    assert ff.ENGINE_FORM == "compiled"
    assert native.status() == "compiled"


def test_a_stale_build_is_not_used(tmp_path: Path) -> None:
    """After an edit the stamp no longer matches, so the package falls back to source."""
    pkg = tmp_path / "pkg"
    shutil.copytree(Path(native.__file__).parent, pkg,
                    ignore=shutil.ignore_patterns("__pycache__"))
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (pkg / f"game{suffix}").write_bytes(b"")  # looks like a build to status()
    (pkg / native.STAMP).write_text(json.dumps(native.source_hashes(pkg)), encoding="utf-8")
    assert native.status(pkg) == "compiled"
    with (pkg / "layout.py").open("a", encoding="utf-8") as f:
        f.write("# an edit after the build\n")
    assert native.status(pkg) == "stale"
    native.clean(pkg)
    assert native.status(pkg) == "pure"
    assert not (pkg / native.STAMP).exists()
