"""The FastAPI application: database and migrations at start-up, tables rebuilt, routes."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from starlette.middleware.cors import CORSMiddleware
from starlette.middleware.trustedhost import TrustedHostMiddleware

from eerie import __version__
from eerie.server.api import router
from eerie.server.cluster import Cluster, default_worker_id, redis_client
from eerie.server.db import RETRY_AFTER, DatabaseError, create_engine, migrate, unavailable
from eerie.server.http_errors import ApiError, api_error, reply
from eerie.server.manager import TableManager
from eerie.server.security import SecurityMiddleware
from eerie.server.settings import ServerSettings
from eerie.server.store import Store, now

log = logging.getLogger("eerie.server")


async def database_unavailable(request: Request, exc: Exception) -> JSONResponse:
    """503 with a readable message (and no traceback) while the database is away."""
    log.warning("%s %s: the database failed: %s", request.method, request.url.path,
                type(exc).__name__)
    return reply(503, unavailable(), {"Retry-After": str(RETRY_AFTER)})


def create_app(settings: ServerSettings | None = None,
               clock: Callable[[], datetime] = now) -> FastAPI:
    """A server application. Start-up migrates the database (``alembic upgrade head``),
    expires the tables left too long and rebuilds every other unfinished table from its
    log before any request is served; with a Redis URL the worker joins the others on
    the same database (:mod:`eerie.server.cluster`). ``clock`` gives the time of day (tests pass a
    fake one to expire tables without waiting)."""
    settings = settings or ServerSettings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = create_engine(settings.database_url())
        await asyncio.to_thread(migrate, engine)
        cluster = None
        if settings.redis_url:
            cluster = Cluster(redis_client(settings.redis_url),
                              settings.worker_id or default_worker_id(),
                              settings.lease_seconds, settings.poll_every)
        manager = TableManager(settings, Store(engine), clock, cluster)
        app.state.manager = manager
        await manager.start()
        try:
            yield
        finally:
            await manager.stop()
            engine.dispose()

    app = FastAPI(title="Eerie", version=__version__, lifespan=lifespan,
                  docs_url="/api/docs", redoc_url=None, openapi_url="/api/openapi.json")
    app.state.settings = settings
    app.include_router(router)
    app.add_exception_handler(DatabaseError, database_unavailable)
    app.add_exception_handler(ApiError, api_error)
    if settings.allowed_origins:
        app.add_middleware(CORSMiddleware, allow_origins=list(settings.allowed_origins),
                           allow_methods=["GET", "POST"], allow_headers=["content-type"])
    app.add_middleware(SecurityMiddleware, allowed_origins=settings.allowed_origins,
                       max_body_bytes=settings.max_body_bytes)
    if settings.allowed_hosts:  # outermost: a request to another host name goes no further
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=list(settings.allowed_hosts))
    return app
