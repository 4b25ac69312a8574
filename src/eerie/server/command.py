"""The ``eerie serve`` command (imports the web stack only when it runs)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer

from eerie.server.settings import ServerSettings, default_data_dir


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: Annotated[str | None, typer.Option(
        help="Database as a SQLAlchemy URL (default: a SQLite file in the data folder).")]
        = None,
    data_dir: Annotated[Path | None, typer.Option(
        help="Data folder (default: $EERIE_HOME or ~/.local/share/eerie).")] = None,
    allow_origin: Annotated[list[str] | None, typer.Option(
        help="A browser origin allowed besides the server's own, e.g. "
             "http://localhost:5173; repeatable.")] = None,
    ai_budget: Annotated[float, typer.Option(
        help="Seconds an AI seat may think per decision.")] = 10.0,
    allow_client_seed: Annotated[bool, typer.Option(
        "--allow-client-seed", help="Accept seeds from clients (tests and demos only: a "
                                    "known seed makes dice predictable).")] = False,
    log_level: Annotated[str, typer.Option(help="debug, info, warning or error.")] = "info",
) -> None:
    """Run the web platform: lobby API, websockets and the database."""
    import uvicorn

    from eerie.server.app import create_app

    settings = ServerSettings(
        db_url=db or "", data_dir=data_dir or default_data_dir(),
        allowed_origins=tuple(allow_origin or ()), ai_budget=ai_budget,
        allow_client_seed=allow_client_seed)
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    typer.echo(f"eerie serve: http://{host}:{port}/  database: {_shown(settings)}")
    uvicorn.run(create_app(settings), host=host, port=port, log_level=log_level,
                ws_max_size=settings.max_message_bytes, proxy_headers=False,
                server_header=False)


def _shown(settings: ServerSettings) -> str:
    """The database URL without a password."""
    from sqlalchemy.engine import make_url

    return make_url(settings.database_url()).render_as_string(hide_password=True)
