"""Browser tests: a real ``eerie serve`` process and Debian's Chromium driven by Playwright.

The server runs as a subprocess on a free 127.0.0.1 port with a temporary data folder and
``--allow-client-seed`` (seeded tables make the games repeatable) and no per-address
limit on creating tables (every table of the session comes from one address). Chromium is Debian's
``/usr/bin/chromium``, never a browser downloaded by ``playwright install``.

In CI (``CI=true``) a missing Chromium or Playwright fails every test here loudly; on a
developer's machine the tests are skipped with the reason instead. The same goes for
axe-core (``tests/browser/axe.py``), which the accessibility checks inject into the pages.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.browser.axe import AxeUnavailable, axe_script

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Playwright

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
ROOT = Path(__file__).resolve().parents[2]


def _unavailable(reason: str) -> None:
    """Fail in CI (the browser tests must run there), skip elsewhere."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"browser tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _eerie_command() -> list[str]:
    script = Path(sys.executable).with_name("eerie")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from eerie.cli.main import app; app()"]


class Server:
    """A running ``eerie serve``: its base URL and small JSON helpers."""

    def __init__(self, base: str, log: Path) -> None:
        self.base = base
        self.log = log

    def url(self, path: str) -> str:
        """An absolute URL on this server."""
        return self.base + path

    def get(self, path: str) -> Any:
        """GET a JSON document."""
        with urllib.request.urlopen(self.url(path), timeout=10) as r:
            return json.load(r)

    def post(self, path: str, body: dict[str, Any]) -> Any:
        """POST JSON and return the answer (raises for an error status)."""
        req = urllib.request.Request(self.url(path), data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            return json.load(r)


@contextmanager
def running_server(env: dict[str, str] | None = None) -> Iterator[Server]:
    """``eerie serve`` on a free port with a temporary data folder (``env``: the
    process's environment, e.g. a ``PYTHONPATH`` with a plug-in game), stopped after."""
    # tmpfs when there is one: the server syncs every action to disk (fast tests)
    shm = Path("/dev/shm")
    data = Path(tempfile.mkdtemp(prefix="eerie-browser-", dir=shm if shm.is_dir() else None))
    port = _free_port()
    log = data / "server.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [*_eerie_command(), "serve", "--host", "127.0.0.1", "--port", str(port),
             "--data-dir", str(data), "--allow-client-seed", "--ai-budget", "5",
             # one address (the tests') creates every table of the session
             "--creates-burst", "10000", "--creates-per-minute", "10000",
             "--max-tables-per-address", "10000",
             "--log-level", "warning"],
            stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, env=env)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/api/health", timeout=2) as r:
                if json.load(r).get("ok"):
                    break
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"eerie serve did not start:\n{log.read_text(errors='replace')}")
        time.sleep(0.1)
    try:
        yield Server(base, log)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """``eerie serve`` on a free port with a temporary data folder."""
    with running_server() as running:
        yield running


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """Playwright's driver (the browser itself is Debian's, see ``browser``)."""
    if not CHROMIUM.exists():
        _unavailable(f"Debian's Chromium is missing ({CHROMIUM}): apt-get install chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is missing: pip install -e '.[dev]'")
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Headless Chromium from /usr/bin/chromium."""
    b = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    try:
        yield b
    finally:
        b.close()


def settings_script(lang: str = "en", animation: str = "fast", story: str = "off") -> str:
    """A script run before each page: the first language and client settings (a choice
    made in the page later is kept). Story windows are off unless a test asks for them
    (``story="full"`` or ``"short"``, tests/browser/test_story.py): the other tests play
    through the log alone."""
    settings = json.dumps({"animation": animation, "coords": True, "minor": False,
                           "story": story})
    return ("try { const ls = localStorage;"
            f" if (!ls.getItem('eerie.lang')) ls.setItem('eerie.lang', {json.dumps(lang)});"
            " if (!ls.getItem('eerie.settings'))"
            f" ls.setItem('eerie.settings', {json.dumps(settings)});"
            " } catch (e) {}")


@pytest.fixture
def new_context(browser: Browser) -> Iterator[Any]:
    """Make browser contexts (closed after the test): ``new_context(lang=..., width=...)``."""
    made: list[BrowserContext] = []

    def make(lang: str = "en", width: int = 1280, height: int = 860,
             animation: str = "fast", mobile: bool = False, story: str = "off",
             reduced_motion: str = "no-preference") -> BrowserContext:
        ctx = browser.new_context(viewport={"width": width, "height": height},
                                  is_mobile=mobile, has_touch=mobile,
                                  reduced_motion=reduced_motion)  # type: ignore[arg-type]
        ctx.add_init_script(settings_script(lang, animation, story))
        ctx.set_default_timeout(15_000)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture(scope="session")
def axe_js() -> Path:
    """axe-core's ``axe.min.js`` (fetched from the npm registry into a cache folder once)."""
    try:
        return axe_script()
    except AxeUnavailable as exc:
        _unavailable(f"axe-core is not available: {exc}")
        raise  # not reached: _unavailable fails or skips


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go: ``$EERIE_SCREENSHOTS`` (``docs/screenshots`` to refresh the
    committed ones), else a temporary folder (the code path runs on every test run)."""
    target = os.environ.get("EERIE_SCREENSHOTS")
    if target:
        path = Path(target)
        if not path.is_absolute():
            path = ROOT / path
        path.mkdir(parents=True, exist_ok=True)
        return path
    return tmp_path_factory.mktemp("screenshots")
