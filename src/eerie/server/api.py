"""The HTTP routes: games, the lobby (create, list, show, join), records, pages, websocket.

Tokens are returned once, when a table is created, and are read only from request
bodies and the websocket's first message, never from URLs.
"""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request, Response, WebSocket
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from eerie.ai.agents import level_names
from eerie.core.config import ConfigError
from eerie.core.game import Game
from eerie.core.record import Record
from eerie.core.registry import game_ids, get_game
from eerie.core.text import LANGUAGES, Msg, literal, load_catalog, msg
from eerie.server.connection import serve_websocket
from eerie.server.http_errors import ApiError
from eerie.server.live import FINISHED, UNFINISHED, LiveTable
from eerie.server.manager import (
    MAX_AI_ITERATIONS,
    MAX_SEATS,
    Refused,
    TableManager,
    refuse_paths,
    table_info,
)
from eerie.server.pages import FLUENT, NO_CACHE, PLAY_JS, index_page, play_page
from eerie.server.pages import router as pages_router
from eerie.server.table_mode import router as table_router
from eerie.server.tokens import MAX_TOKEN_CHARS, find_hand

router = APIRouter()
router.include_router(pages_router)  # the client's static files and game content
router.include_router(table_router)  # table mode: the shared screen and the QR codes

NO_STORE = {"Cache-Control": "no-store"}


def manager_of(request: Request | WebSocket) -> TableManager:
    """The application's table manager."""
    manager: TableManager = request.app.state.manager
    return manager


def client_address(request: Request) -> str:
    """The address of the client (as uvicorn saw it; see docs/server.md behind a proxy)."""
    return request.client.host if request.client is not None else ""


class SeatSpec(BaseModel):
    """Who plays a seat."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "ai"] = "human"
    level: str | None = Field(default=None, max_length=64)


class AIBudgetSpec(BaseModel):
    """What each decision of the table's AI seats may spend (``search`` levels): at most
    ``seconds`` (no more than the server's ``--ai-budget``), or exactly ``iterations``
    (reproducible for a seeded table)."""

    model_config = ConfigDict(extra="forbid")
    seconds: float | None = Field(default=None, gt=0, le=3600)
    iterations: int | None = Field(default=None, ge=1, le=MAX_AI_ITERATIONS)


class CreateTable(BaseModel):
    """``POST /api/tables``."""

    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=64)
    config: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatSpec] | None = Field(default=None, max_length=MAX_SEATS)
    hands: list[list[int]] | None = Field(default=None, max_length=MAX_SEATS)
    dice_seat: int | None = None
    seed: int | None = Field(default=None, ge=0, lt=2**62)
    ai_budget: AIBudgetSpec | None = None


class JoinTable(BaseModel):
    """``POST /api/tables/{id}/join``."""

    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=MAX_TOKEN_CHARS)


def _unusable(exc: ValueError) -> ApiError:
    """422 for a config or request the game or the server cannot use: its message if it
    has one (every config check raises :class:`ConfigError`), else the text as it is."""
    reason: Msg = exc.msg if isinstance(exc, ConfigError) else literal({"en": str(exc)})
    return ApiError(422, reason, text=str(exc))


async def _table(manager: TableManager, table_id: str) -> LiveTable:
    table = await manager.get(table_id)
    if table is None:
        raise ApiError(404, msg("server.err.no_table"))
    return table


@router.get("/api/health")
async def health() -> dict[str, Any]:
    """Liveness: the server answers and its database is migrated."""
    return {"ok": True}


def _config_info(game: Game[Any], config: dict[str, Any]) -> dict[str, Any]:
    """A normalised config with the seats it gives, their names and the seats each
    person plays (``Game.seat_groups``)."""
    seats = game.num_seats(game.setup(config))
    return {"config": config, "seats": seats,
            "seat_names": [game.seat_name(s, config).to_json() for s in range(seats)],
            "groups": [list(g) for g in game.seat_groups(config)]}


@router.get("/api/games")
async def games() -> list[dict[str, Any]]:
    """The games this server runs, with their AI levels, default config and its seats,
    their config schema (``Game.config_schema``: the lobby builds its form from it) and
    the choices of its fields (``config_choices``, also in the schema)."""
    out = []
    for gid in game_ids():
        game = get_game(gid)
        info = _config_info(game, game.normalize_config({}))
        out.append({"id": gid, "ai_levels": level_names(game),
                    "default_config": info["config"], "seats": info["seats"],
                    "seat_names": info["seat_names"], "has_secrets": game.has_secrets,
                    "config_schema": game.config_schema().to_json(),
                    "config_choices": {name: [c.to_json() for c in choices] for name, choices
                                       in game.config_choices().items()}})
    return out


class CheckConfig(BaseModel):
    """``POST /api/games/{game_id}/config``."""

    model_config = ConfigDict(extra="forbid")
    config: dict[str, Any] = Field(default_factory=dict)


@router.post("/api/games/{game_id}/config")
async def check_config(game_id: str, body: CheckConfig) -> dict[str, Any]:
    """A config as the game normalises it (defaults filled, derived values such as the
    investigators a number of people gets), with its seats and their names; 422 with
    the game's message for a bad one. The lobby's form asks this as options change."""
    try:
        game = get_game(game_id)
    except KeyError:
        raise ApiError(404, msg("server.err.no_game")) from None
    try:
        refuse_paths(body.config)
        return _config_info(game, game.normalize_config(body.config))
    except ValueError as exc:
        raise _unusable(exc) from None


def _catalog(package: str, lang: str) -> Response:
    if lang not in LANGUAGES:
        raise ApiError(404, msg("server.err.languages", languages=", ".join(LANGUAGES)))
    return Response(load_catalog(package, lang), media_type=FLUENT,
                    headers={**NO_CACHE, "Content-Language": lang})


@router.get("/api/locales/{lang}.ftl")
async def core_locales(lang: str) -> Response:
    """The core's texts in ``lang`` (Fluent source; the client falls back to English)."""
    return _catalog("eerie", lang)


@router.get("/api/games/{game_id}/locales/{lang}.ftl")
async def game_locales(game_id: str, lang: str) -> Response:
    """One game's texts in ``lang`` (Fluent source of its package's ``locales/<lang>.ftl``,
    the web client's words for the game included)."""
    try:
        game = get_game(game_id)
    except KeyError:
        raise ApiError(404, msg("server.err.no_game")) from None
    return _catalog(game.locale_package, lang)


@router.post("/api/tables", status_code=201)
async def create_table(body: CreateTable, request: Request, response: Response
                       ) -> dict[str, Any]:
    """Create a table; the answer holds each hand's token, shown this once."""
    manager = manager_of(request)
    if body.seed is not None and not manager.settings.allow_client_seed:
        raise ApiError(422, msg("server.err.no_seeds"))
    seats = None if body.seats is None else [(s.kind, s.level) for s in body.seats]
    try:
        budget = None if body.ai_budget is None else (body.ai_budget.seconds,
                                                      body.ai_budget.iterations)
        table, invites = await manager.create(body.game, body.config, seats, body.hands,
                                              body.dice_seat, body.seed, client_address(request),
                                              ai_budget=budget)
    except ValueError as exc:
        raise _unusable(exc) from None
    except Refused as exc:
        if exc.code == "full":
            raise ApiError(503, exc.reason) from None
        headers = None if exc.retry_after is None else {
            "Retry-After": str(max(1, math.ceil(exc.retry_after)))}
        raise ApiError(429, exc.reason, headers) from None
    response.headers.update(NO_STORE)
    info = table_info(table.row, table.seats, table.game, table)
    info["invites"] = [{"seats": list(i.seats), "token": i.token,
                        "url": f"/play/{table.id}#token={i.token}"} for i in invites]
    return info


@router.get("/api/tables")
async def list_tables(request: Request, finished: Annotated[bool, Query()] = False
                      ) -> list[dict[str, Any]]:
    """Open and unfinished tables, newest first (with ``finished=true``, finished too)."""
    statuses = [*UNFINISHED, FINISHED] if finished else list(UNFINISHED)
    return await manager_of(request).list_tables(statuses)


@router.get("/api/tables/{table_id}")
async def show_table(table_id: str, request: Request) -> dict[str, Any]:
    """Public facts about one table."""
    table = await _table(manager_of(request), table_id)
    return table_info(table.row, table.seats, table.game, table)


@router.post("/api/tables/{table_id}/join")
async def join_table(table_id: str, body: JoinTable, request: Request) -> dict[str, Any]:
    """Take up the seats a token holds; then connect to the websocket with it."""
    manager = manager_of(request)
    address = client_address(request)
    if not manager.token_failures.may_try(address):
        raise ApiError(429, msg("server.err.token_throttle"))
    table = await _table(manager, table_id)
    hand = find_hand(body.token, table.hand_hashes)
    if hand is None:
        manager.token_failures.count(address)
        raise ApiError(403, msg("server.err.bad_token"))
    await manager.join(table, hand)
    return {"table": table.id, "seats": list(table.hands[hand]),
            "websocket": f"/ws/tables/{table.id}", "status": table.status()}


@router.get("/api/tables/{table_id}/record")
async def table_record(table_id: str, request: Request) -> JSONResponse:
    """The table as an ``eerie-record`` (replayable with ``eerie replay``), for games
    without secrets or once the game is over."""
    table = await _table(manager_of(request), table_id)
    if not table.open_record:
        raise ApiError(403, msg("server.err.secret_record"))
    record = Record(game=table.game.id, config=table.row.config, actions=list(table.actions),
                    engine_version=table.row.engine_version,
                    content_version=table.row.content_version, state_hash=table.state_hash,
                    meta={"table": table.id, "ai": {str(s.seat): s.ai_level
                                                    for s in table.seats if s.kind == "ai"}})
    return JSONResponse(record.to_json())


@router.get("/", response_class=HTMLResponse)
async def index(request: Request) -> HTMLResponse:
    """A placeholder page listing the tables."""
    tables = await manager_of(request).list_tables(list(UNFINISHED))
    return HTMLResponse(index_page(tables))


@router.get("/play/{table_id}", response_class=HTMLResponse)
async def play(table_id: str) -> HTMLResponse:
    """A bare page to play or watch a table (token in the URL fragment)."""
    return HTMLResponse(play_page(table_id))


@router.get("/static/play.js")
async def play_js() -> Response:
    """The bare page's script."""
    return Response(PLAY_JS, media_type="text/javascript")


@router.websocket("/ws/tables/{table_id}")
async def table_socket(websocket: WebSocket, table_id: str) -> None:
    """Play or watch a table (see ``connection``)."""
    await serve_websocket(websocket, table_id, manager_of(websocket))
