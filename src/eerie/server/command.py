"""The ``eerie serve`` command (imports the web stack only when it runs).

Its options are checked before the server starts, each mistake as a one-line error:
exit status 2 for a value it cannot use (a log level, a port, a database URL, an
origin), 1 for a database it cannot open or a data folder it cannot create.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Annotated, Any
from urllib.parse import urlsplit

import typer

from eerie.cli.common import RUNTIME, cli_language, fail, translator
from eerie.core.reasons import import_reason, os_reason, reason
from eerie.core.text import msg
from eerie.server.settings import ServerSettings, default_data_dir

LOG_LEVELS = ("debug", "info", "warning", "error")
DEFAULTS = ServerSettings(data_dir=Path("."))


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on (1 to 65535).")] = 8000,
    db: Annotated[str | None, typer.Option(
        help="Database as a SQLAlchemy URL (default: a SQLite file in the data folder).")]
        = None,
    data_dir: Annotated[Path | None, typer.Option(
        help="Data folder (default: $EERIE_HOME or ~/.local/share/eerie).")] = None,
    allow_origin: Annotated[list[str] | None, typer.Option(
        help="A browser origin allowed besides the server's own, e.g. "
             "http://localhost:5173; repeatable.")] = None,
    allow_host: Annotated[list[str] | None, typer.Option(
        help="A host name the server answers to (the Host header), e.g. games.example.org "
             "or *.example.org; repeatable. Default: on a loopback address only 127.0.0.1, "
             "localhost and ::1; otherwise any.")] = None,
    ai_budget: Annotated[float, typer.Option(
        help="Seconds an AI seat may think per decision (the search stops by then; a "
             "worker that has not answered --ai-grace seconds later is replaced and a "
             "random legal option is played).")] = DEFAULTS.ai_budget,
    ai_iterations: Annotated[int | None, typer.Option(
        help="Iterations of the search level per decision instead of a clock (a seeded "
             "table then makes the same decisions anywhere).")] = None,
    ai_grace: Annotated[float, typer.Option(
        help="Seconds past --ai-budget before a thinking AI worker is cut off.")]
        = DEFAULTS.ai_grace,
    ai_workers: Annotated[int, typer.Option(
        help="AI worker processes (default: the cores less one, at least 1); 0 thinks in "
             "a thread of the server, sharing its interpreter.")] = DEFAULTS.ai_workers,
    creates_per_minute: Annotated[float, typer.Option(
        help="Tables one client address may create per minute, after a burst of "
             "--creates-burst.")] = DEFAULTS.creates_per_minute,
    creates_burst: Annotated[int, typer.Option(
        help="Tables one client address may create at once.")] = DEFAULTS.creates_burst,
    max_tables_per_address: Annotated[int, typer.Option(
        help="Unfinished tables one client address may have.")]
        = DEFAULTS.max_tables_per_address,
    max_live_tables: Annotated[int, typer.Option(
        help="Unfinished tables this server keeps at most (more are refused with 503 "
             "until some finish or expire).")] = DEFAULTS.max_live_tables,
    expire_unjoined: Annotated[float, typer.Option(
        help="Hours a table waits for its first person to join before it expires.")]
        = DEFAULTS.expire_unjoined / 3600,
    expire_idle: Annotated[float, typer.Option(
        help="Hours a table may go without an action or a join before it expires.")]
        = DEFAULTS.expire_idle / 3600,
    allow_client_seed: Annotated[bool, typer.Option(
        "--allow-client-seed", help="Accept seeds from clients (tests and demos only: a "
                                    "known seed makes dice predictable).")] = False,
    redis: Annotated[str | None, typer.Option(
        help="Redis URL (redis://127.0.0.1:6379/0) shared by several workers on one "
             "PostgreSQL database (scale-out).")] = None,
    workers: Annotated[int, typer.Option(
        help="Worker processes to start on consecutive ports from --port (more than one "
             "needs --redis and a PostgreSQL --db).")] = 1,
    worker_id: Annotated[str | None, typer.Option(
        help="This worker's name in leases (default: host name and process id).")] = None,
    lease_seconds: Annotated[float, typer.Option(
        help="Seconds a worker's lease on a table lasts without renewal (how soon "
             "another worker adopts the tables of a dead one).")] = DEFAULTS.lease_seconds,
    poll_seconds: Annotated[float, typer.Option(
        help="Seconds between a worker's checks of the database for actions other "
             "workers stored (repairs lost Redis messages).")] = DEFAULTS.poll_every,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error.")] = "info",
) -> None:
    """Run the web platform: lobby API, websockets and the database."""
    level = log_level.lower()
    if level not in LOG_LEVELS:
        fail(msg("cli.err.serve.log_level", value=repr(log_level), choices=", ".join(LOG_LEVELS)))
    if not 1 <= port <= 65535:
        fail(msg("cli.err.serve.port", port=str(port)))
    if not ai_budget > 0:
        fail(msg("cli.err.serve.ai_budget", value=f"{ai_budget:g}"))
    if ai_iterations is not None and ai_iterations < 1:
        fail(msg("cli.err.serve.ai_iterations", value=str(ai_iterations)))
    if ai_grace < 0 or ai_workers < 0:
        fail(msg("cli.err.serve.ai_grace"))
    if not creates_per_minute > 0 or creates_burst < 1 or max_tables_per_address < 1:
        fail(msg("cli.err.serve.creates"))
    if max_live_tables < 1:
        fail(msg("cli.err.serve.max_live_tables", value=str(max_live_tables)))
    if not (expire_unjoined > 0 and expire_idle > 0):
        fail(msg("cli.err.serve.expire"))
    for origin in allow_origin or ():
        _check_origin(origin)
    if workers < 1 or port + workers - 1 > 65535:
        fail(msg("cli.err.serve.workers", workers=str(workers)))
    if not (lease_seconds > 0 and poll_seconds > 0):
        fail(msg("cli.err.serve.lease"))
    if workers > 1 and not redis:
        fail(msg("cli.err.serve.workers_redis", workers=str(workers)))
    if redis:
        _check_redis_url(redis)
        if not (db or "").startswith("postgresql"):
            fail(msg("cli.err.serve.redis_postgres"))
    settings = ServerSettings(
        db_url=db or "", data_dir=data_dir or default_data_dir(),
        allowed_origins=tuple(allow_origin or ()),
        allowed_hosts=tuple(allow_host) if allow_host else default_hosts(host),
        ai_budget=ai_budget, ai_iterations=ai_iterations, ai_grace=ai_grace,
        ai_workers=ai_workers, creates_per_minute=creates_per_minute,
        creates_burst=creates_burst, max_tables_per_address=max_tables_per_address,
        max_live_tables=max_live_tables,
        expire_unjoined=expire_unjoined * 3600, expire_idle=expire_idle * 3600,
        allow_client_seed=allow_client_seed, redis_url=redis or "",
        worker_id=worker_id or "", lease_seconds=lease_seconds, poll_every=poll_seconds)
    where = ("--db" if db is not None else "--data-dir" if data_dir is not None
             else "EERIE_HOME" if os.environ.get("EERIE_HOME") else "the data folder")
    shown = _check_database(settings, where)
    if redis:
        _check_redis(redis)
    if workers > 1:
        raise typer.Exit(run_workers(settings, host, port, workers, level, shown))
    run_worker(settings, host, port, level, shown)


def run_worker(settings: ServerSettings, host: str, port: int, level: str,
               shown: str) -> None:
    """Serve on ``host:port`` until stopped (one worker)."""
    import uvicorn

    from eerie.server.app import create_app

    logging.basicConfig(level=level.upper(), format="%(levelname)s %(name)s: %(message)s")
    tr = translator(None, cli_language())
    typer.echo(tr(msg("cli.serve.listening_redis" if settings.redis_url
                      else "cli.serve.listening", host=host, port=port, database=shown)))
    server = _server(uvicorn.Config(
        create_app(settings), host=host, port=port, log_level=level,
        ws_max_size=settings.max_message_bytes, proxy_headers=False, server_header=False))
    try:
        server.run()
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    except SystemExit as exc:  # uvicorn could not start and has said why (a port in use)
        raise typer.Exit(RUNTIME if exc.code else 0) from None
    if not server.started:
        raise typer.Exit(RUNTIME)


def _server(config: Any) -> Any:
    """A uvicorn server for ``config`` that puts its shutdown messages after Ctrl-C on a
    new line (uvicorn is imported only here, when the server runs)."""
    import uvicorn

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            if sig == signal.SIGINT and not self.should_exit:
                sys.stderr.write("\n")
                sys.stderr.flush()
            super().handle_exit(sig, frame)

    return Server(config)


def _worker_main(settings: ServerSettings, host: str, port: int, level: str,
                 shown: str) -> None:
    """A worker process of ``--workers`` (its own id: the port it serves)."""
    import dataclasses

    if not settings.worker_id:
        settings = dataclasses.replace(settings, worker_id=f"{os.uname().nodename}:{port}")
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops it with SIGTERM
    try:
        run_worker(settings, host, port, level, shown)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)


def run_workers(settings: ServerSettings, host: str, port: int, workers: int, level: str,
                shown: str) -> int:
    """Migrate the database, then start ``workers`` worker processes on ports ``port``,
    ``port + 1`` ...; restart one that dies (after a second); stop them all on Ctrl-C or
    SIGTERM. Returns the exit status."""
    import multiprocessing
    import time

    from eerie.server.db import create_engine, migrate

    engine = create_engine(settings.database_url())  # once, before the workers race
    try:
        migrate(engine)
    finally:
        engine.dispose()
    ctx = multiprocessing.get_context("spawn")
    procs: dict[int, Any] = {}

    def spawn(p: int) -> None:
        proc = ctx.Process(target=_worker_main, args=(settings, host, p, level, shown),
                           name=f"eerie-worker-{p}")
        proc.start()
        procs[p] = proc

    stopping: list[int] = []

    def stop(sig: int, _frame: FrameType | None) -> None:
        stopping.append(sig)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for i in range(workers):
        spawn(port + i)
    tr = translator(None, cli_language())
    typer.echo(tr(msg("cli.serve.workers", n=workers, host=host, first=port,
                      last=port + workers - 1)))
    died: dict[int, float] = {}
    while not stopping:
        time.sleep(0.2)
        for p, proc in list(procs.items()):
            if proc.is_alive():
                continue
            if p not in died:
                typer.echo(tr(msg("cli.serve.worker_stopped", port=p,
                                  code=str(proc.exitcode))), err=True)
                died[p] = time.monotonic()
            elif time.monotonic() - died[p] >= 1.0:
                del died[p]
                spawn(p)
    for proc in procs.values():
        if proc.is_alive():
            proc.terminate()
    for proc in procs.values():
        proc.join(15)
        if proc.is_alive():
            proc.kill()
    return 130 if stopping[0] == signal.SIGINT else 0


def _check_redis_url(url: str) -> None:
    """Fail unless ``url`` is a Redis URL."""
    if urlsplit(url).scheme not in ("redis", "rediss", "unix"):
        fail(msg("cli.err.serve.redis_url", url=repr(url)))


def _check_redis(url: str) -> None:
    """Fail with one line unless Redis answers ``PING``."""
    try:
        import redis
    except ImportError as exc:
        fail(msg("cli.err.serve.redis_import", reason=import_reason(exc)), RUNTIME)
    try:
        client = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
        client.ping()
        client.close()
    except (redis.RedisError, OSError, ValueError) as exc:
        fail(msg("cli.err.serve.redis_unreachable", url=_hide_password(url), reason=reason(exc)),
             RUNTIME)


def _hide_password(url: str) -> str:
    parts = urlsplit(url)
    if parts.password:
        return url.replace(f":{parts.password}@", ":***@", 1)
    return url


LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1", "[::1]")


def default_hosts(address: str) -> tuple[str, ...]:
    """The host names a server listening on ``address`` answers to by default: only the
    loopback names on a loopback address (no other site's name, DNS rebinding), any
    (``()``) otherwise, where the names people use are not known here."""
    try:
        loopback = ipaddress.ip_address(address.strip("[]")).is_loopback
    except ValueError:
        loopback = address == "localhost"
    return LOOPBACK_NAMES if loopback else ()


def _check_origin(origin: str) -> None:
    """Fail unless ``origin`` is a browser origin such as ``http://localhost:5173``."""
    parts = urlsplit(origin.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path not in ("", "/") \
            or parts.query or parts.fragment:
        fail(msg("cli.err.serve.origin", origin=repr(origin)))


def _check_database(settings: ServerSettings, where: str) -> str:
    """Fail with one line unless the database can be opened; its URL without a password.
    ``where`` names the option or setting the URL came from."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError

    from eerie.server.db import create_engine

    url = settings.database_url()
    try:
        parsed = make_url(url)
        dialect = parsed.get_dialect()
    except NoSuchModuleError:
        fail(msg("cli.err.serve.db_kind", kind=repr(url.partition(":")[0])))
    except ArgumentError:
        fail(msg("cli.err.serve.db_url", url=repr(url)))
    shown = parsed.render_as_string(hide_password=True)
    try:
        dialect.import_dbapi()
    except ImportError as exc:
        fail(msg("cli.err.serve.db_driver", url=shown, reason=import_reason(exc)), RUNTIME)
    try:
        engine = create_engine(url)
        with engine.connect():
            pass
        engine.dispose()
    except OSError as exc:
        folder = Path(parsed.database or ".").expanduser().parent
        fail(msg("cli.err.serve.db_folder", where=where, folder=str(folder),
                 reason=os_reason(exc)), RUNTIME)
    except SQLAlchemyError as exc:
        # the driver's own words (sqlite3's, psycopg's): foreign text, kept as it is
        why = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        fail(msg("cli.err.serve.db_open", url=shown, reason=why), RUNTIME)
    return shown
