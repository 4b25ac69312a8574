#!/usr/bin/env python3
"""Set-up and everyday tasks with nothing but Python 3.11+ and pip.

    python3 tasks.py serve    # the main job: install into .venv, then start the web platform
                              # (eerie serve, SQLite)
    python3 tasks.py test     # install into .venv, then ruff, mypy and the whole test suite

Extra commands: ``python3 tasks.py play`` (install, then ``eerie play``: Fearsome Floors,
4 players, you against AI seats 2-4, unless you say otherwise: ``play --players 3`` plays
against AI seats 2-3, ``play whitehall-mystery --ai 2,3,4`` another game, ``play --resume
FILE`` a saved game as it was), ``python3 tasks.py eerie ...`` (any ``eerie`` command) and
``python3 tasks.py native build|clean|status`` (the Fearsome Floors engine compiled to C
with mypyc: every task compiles it first when its sources changed, unless EERIE_NO_NATIVE
is set; without a C compiler the engine runs as pure Python). Any further
arguments are passed on (``python3 tasks.py serve --port 8080``,
``python3 tasks.py play --players 3``, ``python3 tasks.py test -k monster``). The virtual
environment is made once in ``.venv`` and reused; it is refreshed when ``pyproject.toml``
changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")


def run(*cmd: str | Path) -> None:
    """Run a command, stopping with its exit code if it fails."""
    code = subprocess.call([str(c) for c in cmd], cwd=ROOT)
    if code:
        sys.exit(code)


def ensure_env() -> None:
    """Create .venv and install the project with its dev tools if needed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - tasks.py may be run by an old python3
        sys.exit(f"Eerie needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    stamp = VENV / ".installed"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == want and PY.exists():
        return
    if not PY.exists():
        print("creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("installing Eerie and its tools into .venv ...", flush=True)
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "--quiet", "-e", ".[dev]")
    stamp.write_text(want)


def native(*args: str) -> int:
    """Run ``eerie.games.fearsome_floors.native`` (the engine compiled with mypyc)."""
    code = "import sys; from eerie.games.fearsome_floors.native import main; " \
           "sys.exit(main(sys.argv[1:]))"
    return subprocess.call([str(PY), "-c", code, *args], cwd=ROOT)


PLAY_FLAGS = frozenset({"--table-dice", "--no-table-dice", "--help"})
"""``eerie play`` options that take no value."""


def play_args(rest: list[str]) -> list[str]:
    """The ``eerie play`` arguments for ``tasks.py play REST``: ``rest`` plus defaults for
    what it does not give. Without a game: Fearsome Floors; for Fearsome Floors without
    --players: 4; without --ai: AI in every seat but the first (of the --players given).
    A resumed game (--resume) takes its game and settings from its record, so nothing is
    added."""
    given: dict[str, str] = {}
    positional: list[str] = []
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg.startswith("-") and "=" in arg:
            name, _, value = arg.partition("=")
            given[name] = value
        elif arg in PLAY_FLAGS:
            given[arg] = ""
        elif arg.startswith("-"):
            given[arg] = rest[i + 1] if i + 1 < len(rest) else ""
            i += 1
        else:
            positional.append(arg)
        i += 1
    if "--resume" in given or "--help" in given:
        return list(rest)
    out = list(rest) if positional else ["fearsome-floors", *rest]
    if positional and positional[0] != "fearsome-floors":
        return out
    players = given.get("--players", "4")
    if "--players" not in given:
        out += ["--players", players]
    if "--ai" not in given and players.isdigit() and int(players) > 1:
        out += ["--ai", ",".join(str(s) for s in range(2, int(players) + 1))]
    return out


def main(argv: list[str]) -> None:
    """Dispatch ``serve``, ``test``, ``play``, ``eerie`` or ``native``."""
    if not argv or argv[0] not in ("serve", "test", "play", "eerie", "native"):
        sys.exit(__doc__)
    ensure_env()
    task, rest = argv[0], argv[1:]
    if task == "native":
        sys.exit(native(*(rest or ["status"])))
    if not os.environ.get("EERIE_NO_NATIVE"):
        native("ensure")  # a failed compile leaves pure Python: slower, never wrong
    if task == "play":
        run(BIN / "eerie", "play", *play_args(rest))
    elif task == "serve":
        run(BIN / "eerie", "serve", *rest)
    elif task == "eerie":
        run(BIN / "eerie", *rest)
    else:
        run(PY, "-m", "ruff", "check", "src", "tests", "benchmarks", "fuzz", "tasks.py")
        run(PY, "-m", "mypy")
        run(PY, "-m", "pytest", *rest)


if __name__ == "__main__":
    main(sys.argv[1:])
