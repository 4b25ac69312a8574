"""Table mode: one shared screen for a group around one table (a TV or a laptop) and
everybody's phone.

``/table/<table>`` is the play page made for a room: it watches the table as a
spectator (so it holds no secret: the server sends a spectator only public views and
events), shows the board large without the page's menus, and shows a QR code of each
seat's invite, which a phone scans to join its seat (the play page then shows that
seat's hand, secrets and decisions). The invites ride in the URL fragment,
``/table/<table>#invite=<seats>:<token>&invite=...``, which browsers never send to the
server; the lobby builds this link for the tables it made.

The QR codes are made here, with `segno <https://segno.readthedocs.io/>`_:
``POST /api/qr`` takes the text (the invite link) in its body, never in a URL, and
answers with the code's modules, which the page draws as SVG itself (no image, no
inline markup: the pages' Content-Security-Policy stays as it is).
"""

from __future__ import annotations

from typing import Any

import segno
from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from eerie.server.pages import table_shell

router = APIRouter()

MAX_TEXT = 1000
"""The longest text a QR code is made of (an invite link is about 100 characters)."""


class QrRequest(BaseModel):
    """What ``POST /api/qr`` encodes."""

    text: str = Field(min_length=1, max_length=MAX_TEXT)


def qr_modules(text: str) -> dict[str, Any]:
    """The QR code of ``text`` (error correction M, no quiet zone): its ``size`` in
    modules and its ``rows``, each a string of ``1`` (dark) and ``0`` (light)."""
    code = segno.make(text, error="m", micro=False)
    rows = ["".join("1" if dark else "0" for dark in row)
            for row in code.matrix_iter(scale=1, border=0)]
    return {"size": len(rows), "rows": rows, "version": code.version}


@router.post("/api/qr")
async def qr_code(body: QrRequest) -> dict[str, Any]:
    """The QR code of an invite link (see :func:`qr_modules`)."""
    return qr_modules(body.text)


@router.get("/table/{table_id}", response_class=HTMLResponse, include_in_schema=False)
async def table_page(table_id: str) -> HTMLResponse:
    """The shared screen of a table (see the module docstring)."""
    return HTMLResponse(table_shell(table_id))
