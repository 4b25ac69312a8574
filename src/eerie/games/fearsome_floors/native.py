"""The engine's hot modules compiled to C with mypyc, with the pure-Python source as the
fallback and as the single source of truth.

``python3 tasks.py native build`` compiles :data:`MODULES` (the
board, the state, figure movement, the monster and the turn order: the code a simulated
game spends its time in; and the observation planes of the research encoder, which the
PettingZoo environment builds at every decision) with mypyc into extension modules
next to their ``.py`` files, and writes :data:`STAMP` with the SHA-256 of each source it
compiled. ``tasks.py`` runs the build before every task whenever a source changed (it
needs a C compiler and the Python headers; without them everything runs as pure
Python, only slower). ``clean`` removes the compiled files; ``status`` prints which form
is in use.

The compiled and the pure modules behave the same (the tests run the same recorded games
through both and compare state hashes). Python prefers an extension module to a ``.py``
file of the same name, so a compiled module would shadow later edits of its source: the
package's ``__init__`` calls :func:`use_fresh_modules` first, which loads all of
:data:`MODULES` from source instead when any of them changed since the build (or when
the environment variable ``EERIE_PURE_PYTHON`` is set). The modules are compiled as one
group and used all compiled or all pure, never mixed.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import MutableSequence
from pathlib import Path
from types import ModuleType

PACKAGE = "eerie.games.fearsome_floors"
MODULES = ("layout", "state", "movement", "monster", "game", "planes")
"""The compiled modules, in import order (each imports only those before it)."""
GROUP = "native_lib"
"""mypyc's shared library of the group: ``<package>.native_lib__mypyc``."""
STAMP = "_native.json"
"""Written by :func:`build` beside the modules: the source hash of each compiled module."""
PURE_ENV = "EERIE_PURE_PYTHON"

_HERE = Path(__file__).resolve().parent


def source_hashes(folder: Path = _HERE) -> dict[str, str]:
    """SHA-256 of each module's ``.py`` source."""
    return {m: hashlib.sha256((folder / f"{m}.py").read_bytes()).hexdigest()
            for m in MODULES}


def compiled_files(folder: Path = _HERE) -> list[Path]:
    """The extension modules of the group found in ``folder``."""
    names = (*MODULES, f"{GROUP}__mypyc")
    return sorted(p for p in folder.iterdir()
                  if p.name.split(".", 1)[0] in names
                  and any(p.name.endswith(s) for s in importlib.machinery.EXTENSION_SUFFIXES))


def status(folder: Path = _HERE) -> str:
    """``"compiled"`` (fresh extension modules), ``"stale"`` (sources changed since the
    build), or ``"pure"`` (no extension modules)."""
    if not compiled_files(folder):
        return "pure"
    try:
        stamp = json.loads((folder / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "stale"
    return "compiled" if stamp == source_hashes(folder) else "stale"


def use_fresh_modules(package: ModuleType, path: MutableSequence[str]) -> str:
    """Called by the package's ``__init__``: when the compiled modules are stale or
    ``EERIE_PURE_PYTHON`` is set, load every module of :data:`MODULES` from its ``.py``
    file so that no extension module shadows it. Returns the form in use."""
    folder = Path(path[0])
    state = status(folder)
    if state == "pure" or (state == "compiled" and not os.environ.get(PURE_ENV)):
        return state
    for name in MODULES:
        full = f"{package.__name__}.{name}"
        spec = importlib.util.spec_from_file_location(full, folder / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[full] = module
        spec.loader.exec_module(module)
        setattr(package, name, module)
    return "pure"


def clean(folder: Path = _HERE) -> list[Path]:
    """Remove the compiled modules and the stamp; returns what was removed."""
    gone = compiled_files(folder)
    stamp = folder / STAMP
    if stamp.exists():
        gone.append(stamp)
    for p in gone:
        p.unlink()
    return gone


def build(folder: Path = _HERE) -> None:
    """Compile :data:`MODULES` with mypyc in place (about a minute); raises
    ``RuntimeError`` with the compiler's output if it fails, leaving pure Python."""
    clean(folder)
    src_root = folder.parents[2]  # the directory holding the ``eerie`` package
    rel = [str((folder / f"{m}.py").relative_to(src_root)) for m in MODULES]
    work = src_root / "build" / "mypyc"
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='eerie-native', ext_modules=mypycify({rel!r}, opt_level='3', "
        f"group_name={PACKAGE + '.' + GROUP!r}, target_dir={str(work / 'c')!r}), "
        f"script_args=['build_ext', '--inplace', '--build-temp', {str(work / 'tmp')!r}])\n"
    )
    hashes = source_hashes(folder)
    proc = subprocess.run([sys.executable, "-c", script], cwd=src_root,
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0 or not compiled_files(folder):
        clean(folder)
        raise RuntimeError((proc.stdout + proc.stderr)[-4000:])
    (folder / STAMP).write_text(json.dumps(hashes, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    """``build`` | ``ensure`` (build unless fresh) | ``clean`` | ``status``; an exit code."""
    cmd = argv[0] if argv else "status"
    if cmd == "ensure":
        if status() == "compiled":
            return 0
        print("compiling the Fearsome Floors engine with mypyc (about a minute; "
              "set EERIE_NO_NATIVE=1 to skip) ...", flush=True)
        cmd = "build"
    if cmd == "build":
        try:
            build()
        except RuntimeError as err:
            print(f"could not compile the Fearsome Floors engine ({err}); "
                  "it runs as pure Python", file=sys.stderr)
            return 1
        print("Fearsome Floors engine compiled")
        return 0
    if cmd == "clean":
        for p in clean():
            print(f"removed {p}")
        return 0
    if cmd == "status":
        print(status())
        return 0
    print("usage: python3 tasks.py native build|ensure|clean|status",
          file=sys.stderr)
    return 2
