"""axe-core for the accessibility checks of the browser tests, from the npm registry.

``axe.min.js`` is fetched once with ``npm pack axe-core@<AXE_VERSION>`` into a cache folder
outside the repository (``$XDG_CACHE_HOME/eerie`` or ``~/.cache/eerie``) and never
committed. ``$EERIE_AXE_JS`` names a file to use instead. ``.ci/run`` fetches it before the
tests (``python3 tests/browser/axe.py`` prints the path); the tests fetch it themselves
when it is missing. Standard library only, so that ``.ci/run`` can run it with any Python.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

AXE_VERSION = "4.14.1"
"""The axe-core release the checks run with (pinned: new rules come in on purpose)."""


class AxeUnavailable(RuntimeError):
    """axe-core could not be found or fetched (the reason is the message)."""


def cache_dir() -> Path:
    """Where the fetched ``axe.min.js`` is kept."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "eerie" / f"axe-core-{AXE_VERSION}"


def axe_script() -> Path:
    """The path of ``axe.min.js``: ``$EERIE_AXE_JS``, the cached copy, or a fresh one from
    the npm registry. Raises ``AxeUnavailable`` with the reason when there is none."""
    given = os.environ.get("EERIE_AXE_JS")
    if given:
        path = Path(given)
        if not path.is_file():
            raise AxeUnavailable(f"EERIE_AXE_JS={given} is not a file")
        return path
    target = cache_dir() / "axe.min.js"
    if target.is_file():
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise AxeUnavailable("npm is missing (apt-get install npm), so axe-core cannot be fetched")
    with tempfile.TemporaryDirectory(prefix="eerie-axe-") as tmp:
        done = subprocess.run(
            [npm, "pack", f"axe-core@{AXE_VERSION}", "--pack-destination", tmp, "--silent"],
            cwd=tmp, capture_output=True, text=True, timeout=180, check=False)
        packs = sorted(Path(tmp).glob("axe-core-*.tgz"))
        if done.returncode or not packs:
            raise AxeUnavailable(f"npm pack axe-core@{AXE_VERSION} failed: "
                                 f"{(done.stderr or done.stdout).strip()[-500:]}")
        with tarfile.open(packs[0]) as tar:
            member = tar.extractfile("package/axe.min.js")
            if member is None:
                raise AxeUnavailable(f"{packs[0].name} holds no package/axe.min.js")
            data = member.read()
    target.parent.mkdir(parents=True, exist_ok=True)
    part = target.with_suffix(".part")
    part.write_bytes(data)
    part.replace(target)
    return target


if __name__ == "__main__":
    try:
        print(axe_script())
    except AxeUnavailable as exc:
        sys.exit(f"axe-core: {exc}")
