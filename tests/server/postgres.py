"""PostgreSQL for the server tests: the server named in ``$EERIE_TEST_PG_URL``, or a
throwaway one started here.

1. ``EERIE_TEST_PG_URL`` (a SQLAlchemy URL such as
   ``postgresql+psycopg://eerie:eerie@127.0.0.1:5432/eerie_test``; ``.ci/run`` sets it):
   that server is used, and a server that cannot be reached is a failure.
2. Otherwise, if PostgreSQL's programs are installed (``initdb`` and ``pg_ctl`` under
   ``/usr/lib/postgresql/*/bin``, Debian's place, or on ``PATH``), a throwaway server is
   initialised in a temporary folder and started on a free loopback port for the test
   session (as the ``postgres`` user when the tests run as root: ``initdb`` refuses root).
3. Otherwise the PostgreSQL tests are skipped with the reason, except under ``CI=true``,
   where they fail: CI must test PostgreSQL for real.

Each test then gets a schema of its own (``search_path`` in the URL), dropped afterwards.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import re
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

ENV_URL = "EERIE_TEST_PG_URL"


def in_ci() -> bool:
    """True when running in CI (``CI=true``), where nothing may be skipped."""
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def unavailable(reason: str) -> NoReturn:
    """Skip the PostgreSQL tests with ``reason`` (fail under CI)."""
    if in_ci():
        pytest.fail(f"PostgreSQL is required under CI=true: {reason}", pytrace=False)
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


def _version(path: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", path))


def find_binaries() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl`` (newest Debian version first)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=_version)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(initdb).parent
    return None


def check(url: str) -> str | None:
    """None if ``url`` answers ``SELECT 1``, else what went wrong."""
    engine = create_engine(url, connect_args={"connect_timeout": 5})
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:
        return f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc) else ''}"
    finally:
        engine.dispose()
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class LocalPostgres:
    """A throwaway PostgreSQL server in a temporary folder on a free loopback port (trust
    authentication, no fsync), which a test may stop and start again on the same port
    (a PostgreSQL restart mid-game). :meth:`close` stops it and deletes its folder."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="eerie-pg-"))
        self.run_as: dict[str, Any] = {}
        if os.geteuid() == 0:
            try:
                pw = pwd.getpwnam("postgres")
            except KeyError:
                shutil.rmtree(self.folder, ignore_errors=True)
                unavailable("running as root and there is no 'postgres' user to run "
                            "initdb as")
            os.chown(self.folder, pw.pw_uid, pw.pw_gid)
            self.run_as = {"user": pw.pw_uid, "group": pw.pw_gid, "extra_groups": []}
        self.data = self.folder / "data"
        self.port = _free_port()
        self.running = False

    @property
    def url(self) -> str:
        """Its SQLAlchemy URL (the ``postgres`` superuser, database ``postgres``)."""
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"

    def _pg(self, *args: str) -> None:
        out_path = self.folder / "setup.log"
        with open(out_path, "ab") as out:
            code = subprocess.call(args, cwd=self.folder, stdout=out,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   timeout=120, **self.run_as)
        if code:
            log = out_path.read_text(errors="replace")
            server_log = self.folder / "server.log"
            if server_log.exists():
                log += server_log.read_text(errors="replace")
            raise RuntimeError(f"{Path(args[0]).name} failed ({code}):\n{log[-3000:]}")

    def init(self) -> None:
        """Create its data folder (``initdb``)."""
        self._pg(str(self.bindir / "initdb"), "-D", str(self.data), "-U", "postgres",
                 "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")

    def start(self) -> None:
        """Start it and wait until it takes connections."""
        self._pg(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l",
                 str(self.folder / "server.log"), "-w", "-t", "60", "-o",
                 f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.folder} "
                 "-c fsync=off -c synchronous_commit=off -c full_page_writes=off", "start")
        self.running = True

    def stop(self, mode: str = "fast") -> None:
        """Stop it (``fast``: roll back open transactions and end every session, as
        ``systemctl stop`` does; ``immediate``: as a crash) and wait until it is down."""
        if self.running:
            self._pg(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w",
                     "stop")
            self.running = False

    def close(self) -> None:
        """Stop it at once and delete its folder."""
        with contextlib.suppress(Exception):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)


@contextmanager
def throwaway_server(bindir: Path) -> Iterator[str]:
    """Initialise and start a :class:`LocalPostgres`; yield its URL and stop and delete
    it afterwards."""
    local = LocalPostgres(bindir)
    try:
        try:
            local.init()
            local.start()
        except (OSError, RuntimeError, subprocess.TimeoutExpired) as exc:
            unavailable(f"could not start a throwaway server with {bindir}: {exc}")
        yield local.url
    finally:
        local.close()


@contextmanager
def server() -> Iterator[str]:
    """The URL of a PostgreSQL server for this session (see the module's docstring)."""
    url = os.environ.get(ENV_URL, "").strip()
    if url:
        problem = check(url)
        if problem is not None:
            shown = make_url(url).render_as_string(hide_password=True)
            pytest.fail(f"{ENV_URL}={shown} cannot be reached: {problem}", pytrace=False)
        yield url
        return
    bindir = find_binaries()
    if bindir is None:
        unavailable(f"{ENV_URL} is not set and no initdb/pg_ctl was found (install "
                    "Debian's postgresql, or set it to a server's URL)")
    with throwaway_server(bindir) as local:
        problem = check(local)
        if problem is not None:
            unavailable(f"the throwaway server does not answer: {problem}")
        yield local


@contextmanager
def fresh_schema(base_url: str) -> Iterator[str]:
    """A URL whose connections work in a new, empty schema; the schema is dropped after."""
    name = f"eerie_t_{secrets.token_hex(6)}"
    admin = create_engine(base_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE SCHEMA "{name}"')
        url = make_url(base_url)
        before = url.query.get("options") or ""
        if not isinstance(before, str):
            before = " ".join(before)
        options = f"{before} -csearch_path={name}".strip()
        yield url.update_query_dict({"options": options}).render_as_string(
            hide_password=False)
    finally:
        with contextlib.suppress(Exception), admin.connect() as conn:
            conn.exec_driver_sql("SET lock_timeout = '10s'")
            conn.exec_driver_sql(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        admin.dispose()
