"""The browser client's pages and files: the lobby (``/``), the play page
(``/play/<table>``), the static client (``/static/...``), the games' renderers
(``/games/<game>/...``, from each game's package) and read-only game content (rules help
texts and bundled maps under ``/content/...``).

The client is plain ES modules, SVG and CSS from ``static/``, with no build step (see
``docs/web-client.md``). The HTML here is only a shell the modules fill in; the lobby
also lists the tables server-side, for browsers without scripts. The token of a play
link sits in the URL fragment (``/play/<table>#token=...``), which browsers never send
to the server.
"""

from __future__ import annotations

import re
from html import escape
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from fastapi import APIRouter
from fastapi.responses import FileResponse, Response

from eerie.core import rules_help
from eerie.core.game import Game
from eerie.core.registry import get_game
from eerie.core.text import LANGUAGES, msg
from eerie.server.http_errors import ApiError

STATIC_DIR = Path(__file__).resolve().with_name("static")
"""The client's files."""

FLUENT = "text/plain; charset=utf-8"
"""The media type of Fluent catalogs (``.ftl``; Fluent registers none of its own)."""

MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".ftl": FLUENT,
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
}
"""The kinds of file served from ``static/`` (anything else is a 404)."""

NO_CACHE = {"Cache-Control": "no-cache"}
"""Static files revalidate (ETag / Last-Modified): an updated client shows at once."""

NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
"""A bundled content name (a map): no dots, no slashes."""

router = APIRouter()

HEAD = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>{title}</title>
<link rel="stylesheet" href="/static/css/eerie.css">
<link rel="icon" href="/static/img/favicon.svg" type="image/svg+xml">
<script type="module" src="{script}"></script>
</head>
"""

LOBBY_BODY = """<body class="lobby">
<a class="skip" href="#main" data-i18n="ui.skip">Skip to content</a>
<header class="topbar">
  <h1 class="brand-title"><a class="brand" href="/">Eerie</a>
    <span class="sr-only" data-i18n="ui.lobby.title">Lobby</span></h1>
  <span class="grow"></span>
  <label class="lang"><span class="sr-only" data-i18n="ui.language">Language</span>
    <select id="lang"></select></label>
</header>
<main id="main" class="lobby-main">
  <p id="status" class="status" role="status" aria-live="polite"></p>
  <section class="card" id="join-card" aria-labelledby="join-title">
    <h2 id="join-title" data-i18n="ui.lobby.join_title">Join with an invite</h2>
    <form id="join-form" class="row">
      <label class="grow"><span data-i18n="ui.lobby.invite_label">Invite link</span>
        <input id="invite" name="invite" type="text" autocomplete="off" spellcheck="false">
      </label>
      <button type="submit" data-i18n="ui.lobby.join">Join</button>
    </form>
  </section>
  <section class="card" id="mine-card" aria-labelledby="mine-title" hidden>
    <h2 id="mine-title" data-i18n="ui.lobby.mine">Your tables</h2>
    <ul id="mine" class="tables"></ul>
  </section>
  <section class="card" id="create-card" aria-labelledby="create-title">
    <h2 id="create-title" data-i18n="ui.lobby.create_title">New table</h2>
    <form id="create-form">
      <div class="row">
        <label><span data-i18n="ui.lobby.game">Game</span> <select id="game"></select></label>
      </div>
      <div id="config-fields" class="fields"></div>
      <fieldset class="seats-fieldset"><legend data-i18n="ui.lobby.seats">Seats</legend>
        <div id="seat-rows"></div></fieldset>
      <section id="seat-plan" class="seat-plan" aria-labelledby="seat-plan-title"
               aria-live="polite"></section>
      <details class="advanced"><summary data-i18n="ui.lobby.advanced">Advanced</summary>
        <label><span data-i18n="ui.lobby.seed">Seed (tests and demos)</span>
          <input id="seed" type="number" min="0" step="1" inputmode="numeric"></label>
        <label><span data-i18n="ui.lobby.ai_seconds"
          >AI thinking time per move, seconds (the strongest levels; empty: the server's)</span>
          <input id="ai-seconds" type="number" min="0.1" step="0.1" inputmode="decimal">
        </label>
      </details>
      <button type="submit" id="create" class="primary" data-i18n="ui.lobby.create">
        Create table</button>
    </form>
    <div id="created" class="created" hidden aria-live="polite"></div>
  </section>
  <section class="card" id="tables-card" aria-labelledby="tables-title">
    <h2 id="tables-title" data-i18n="ui.lobby.tables">Tables</h2>
    <div class="row">
      <label class="check"><input type="checkbox" id="show-finished">
        <span data-i18n="ui.lobby.show_finished">Show finished tables</span></label>
      <span class="grow"></span>
      <button type="button" id="refresh" data-i18n="ui.lobby.refresh">Refresh</button>
    </div>
    <ul id="tables" class="tables">{noscript_rows}</ul>
  </section>
</main>
</body></html>
"""

PLAY_BODY = """<body class="play" data-table="{table}">
<a class="skip" href="#decision" data-i18n="ui.skip_decision">Skip to the decision</a>
<header class="topbar">
  <a class="brand" href="/" data-i18n-title="ui.to_lobby">Eerie</a>
  <h1 id="title" class="title">{table}</h1>
  <span class="grow"></span>
  <button type="button" id="rules-btn" data-i18n="ui.rules">Rules</button>
  <button type="button" id="settings-btn" data-i18n="ui.settings">Settings</button>
  <label class="lang"><span class="sr-only" data-i18n="ui.language">Language</span>
    <select id="lang"></select></label>
</header>
<p id="status" class="status" role="status" aria-live="polite"></p>
<main id="main" class="play-main">
  <section id="board-area" class="board-area" aria-labelledby="board-title">
    <h2 id="board-title" class="sr-only" data-i18n="ui.board">Board</h2>
    <div id="board" class="board"></div>
  </section>
  <aside class="side">
    <section id="decision" class="card decision" aria-labelledby="prompt" tabindex="-1">
      <h2 id="prompt" class="prompt" aria-live="polite"></h2>
      <p id="offline" class="offline" role="status" hidden></p>
      <div id="options" class="options"></div>
      <p id="typed" class="typed-number" aria-live="polite" hidden></p>
      <p id="error" class="error" role="alert"></p>
    </section>
    <section class="card" aria-labelledby="seats-title">
      <h2 id="seats-title" data-i18n="ui.seats">Seats</h2>
      <ul id="seats" class="seats"></ul>
    </section>
    <section id="info" class="card info" aria-label="Game"></section>
    <section class="card log-card" aria-labelledby="log-title">
      <h2 id="log-title" data-i18n="ui.log">Log</h2>
      <div id="log" class="log" role="log" aria-live="off"></div>
    </section>
  </aside>
</main>
<div id="pass-screen" class="pass-screen" hidden role="dialog" aria-modal="true"
     aria-labelledby="pass-title">
  <div class="pass-box">
    <h2 id="pass-title"></h2>
    <p id="pass-text"></p>
    <button type="button" id="pass-ok" class="primary"></button>
  </div>
</div>
<dialog id="rules-dialog" class="dialog" aria-labelledby="rules-title">
  <form method="dialog" class="dialog-head">
    <h2 id="rules-title" data-i18n="ui.rules">Rules</h2>
    <button value="close" data-i18n="ui.close">Close</button></form>
  <div id="rules-text" class="rules-text"></div>
</dialog>
<dialog id="settings-dialog" class="dialog" aria-labelledby="settings-title">
  <form method="dialog" class="dialog-head">
    <h2 id="settings-title" data-i18n="ui.settings">Settings</h2>
    <button value="close" data-i18n="ui.close">Close</button></form>
  <div class="settings">
    <label><span data-i18n="ui.set.animation">Animation</span>
      <select id="set-animation">
        <option value="normal" data-i18n="ui.set.anim.normal">Normal</option>
        <option value="slow" data-i18n="ui.set.anim.slow">Slow</option>
        <option value="fast" data-i18n="ui.set.anim.fast">Fast</option>
        <option value="off" data-i18n="ui.set.anim.off">Off</option>
      </select></label>
    <label><span data-i18n="ui.set.story">Story windows</span>
      <select id="set-story">
        <option value="full" data-i18n="ui.set.story.full">Whole text</option>
        <option value="short" data-i18n="ui.set.story.short">Short: one line</option>
        <option value="off" data-i18n="ui.set.story.off">Off: the log only</option>
      </select></label>
    <label class="check"><input type="checkbox" id="set-coords">
      <span data-i18n="ui.set.coords">Show coordinates</span></label>
    <label class="check"><input type="checkbox" id="set-minor">
      <span data-i18n="ui.set.minor">Show every detail in the log</span></label>
  </div>
</dialog>
<noscript><p class="card">This page needs JavaScript (ES modules).</p></noscript>
</body></html>
"""


def _static_text(name: str) -> str:
    try:
        return (STATIC_DIR / name).read_text(encoding="utf-8")
    except OSError:  # an installation without the client's files still serves the API
        return "console.error('the Eerie client files are missing (src/eerie/server/static)');\n"


def index_page(tables: list[dict[str, Any]]) -> str:
    """The lobby. The tables are listed server-side too (replaced by the script)."""
    rows = []
    for t in tables:
        free = sum(1 for s in t["seats"] if not s["joined"])
        rows.append(
            f'<li class="table-row"><a href="/play/{escape(t["id"])}">{escape(t["id"])}</a> '
            f'<span>{escape(t["game"])}</span> <span class="badge">{escape(t["status"])}</span>'
            f" <span>{len(t['seats'])} seats, {free} free</span></li>")
    return (HEAD.format(title="Eerie", script="/static/js/lobby.js")
            + LOBBY_BODY.replace("{noscript_rows}", "".join(rows)))


def play_page(table_id: str) -> str:
    """The play page of one table; the client reads the token from the URL fragment."""
    safe = escape(table_id)
    return (HEAD.format(title=f"Eerie · {safe}", script="/static/play.js")
            + PLAY_BODY.replace("{table}", safe))


TABLE_INVITES = """<aside class="side">
    <section id="table-invites" class="card table-invites" aria-labelledby="invites-title">
      <h2 id="invites-title" data-i18n="ui.table.join">Join from your phone</h2>
      <p class="hint" data-i18n="ui.table.scan">Scan your seat's code with your phone.</p>
      <ul id="qr-list" class="qr-list"></ul>
    </section>"""


def table_shell(table_id: str) -> str:
    """The shared screen of a table (``eerie.server.table_mode``): the play page watching,
    made for a room: no menus, the board large, a QR code per seat's invite."""
    safe = escape(table_id)
    body = (PLAY_BODY.replace('<body class="play"', '<body class="play table-mode"', 1)
            .replace('<aside class="side">', TABLE_INVITES, 1))
    return (HEAD.format(title=f"Eerie · {safe}", script="/static/js/table-mode.js")
            + body.replace("{table}", safe))


PLAY_JS = _static_text("play.js")
"""The play page's entry module (served at ``/static/play.js``)."""


def file_in(folder: Path, path: str) -> Response:
    """The file ``path`` inside ``folder`` (one of :data:`MEDIA_TYPES`), revalidated on
    every use; a 404 for anything else: outside the folder (``..``, links), a folder, an
    unknown suffix, a path the file system refuses (a NUL byte)."""
    root = folder.resolve()
    try:
        target = (root / path).resolve()
        found = target.is_relative_to(root) and target.is_file()
    except (OSError, ValueError):
        found = False
    if not found or target.suffix not in MEDIA_TYPES:
        raise ApiError(404, msg("server.err.no_file"))
    return FileResponse(target, media_type=MEDIA_TYPES[target.suffix], headers=NO_CACHE)


@router.get("/static/{path:path}", include_in_schema=False)
async def static_file(path: str) -> Response:
    """A file of the client (JavaScript modules, CSS, catalogs, images)."""
    return file_in(STATIC_DIR, path)


def _game(game_id: str) -> Game[Any]:
    try:
        return get_game(game_id)
    except KeyError:
        raise ApiError(404, msg("server.err.no_game")) from None


@router.get("/games/{game_id}/{path:path}", include_in_schema=False)
async def game_file(game_id: str, path: str) -> Response:
    """A file of a game's browser renderer (``renderer.js`` and what it loads), from the
    folder the game names (:meth:`eerie.core.game.Game.web_assets`); a 404 if it has
    none."""
    folder = _game(game_id).web_assets()
    if folder is None:
        raise ApiError(404, msg("server.err.no_file"))
    return file_in(folder, path)


def _game_files(game_id: str) -> Traversable:
    return resources.files(_game(game_id).locale_package)


@router.get("/content/{game_id}/rules/{lang}.md", include_in_schema=False)
async def rules_text(game_id: str, lang: str) -> Response:
    """A game's rules help (Markdown) in ``lang``, English if it has none, as the
    browser shows it (:func:`eerie.core.rules_help.for_web`)."""
    if lang not in LANGUAGES:
        raise ApiError(404, msg("server.err.languages", languages=", ".join(LANGUAGES)))
    files = _game_files(game_id)
    for candidate in (lang, "en"):
        ref = files.joinpath("rules", f"{candidate}.md")
        if ref.is_file():
            return Response(rules_help.for_web(ref.read_text(encoding="utf-8")),
                            media_type="text/markdown; charset=utf-8",
                            headers={**NO_CACHE, "Content-Language": candidate})
    raise ApiError(404, msg("server.err.no_rules"))


@router.get("/content/{game_id}/maps/{name}.json", include_in_schema=False)
async def bundled_map(game_id: str, name: str) -> Response:
    """A map bundled with a game (public content, e.g. a street graph), by name.
    Only the game's own ``maps/`` folder is read."""
    if not NAME.match(name):
        raise ApiError(404, msg("server.err.no_map"))
    ref = _game_files(game_id).joinpath("maps", f"{name}.json")
    if not ref.is_file():
        raise ApiError(404, msg("server.err.no_map"))
    return Response(ref.read_text(encoding="utf-8"), media_type="application/json",
                    headers={"Cache-Control": "public, max-age=3600"})
