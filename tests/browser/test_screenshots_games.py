"""Screenshots of every game a few moves in, in English and Korean, at desktop and phone size.

Each table is seeded, its human seats' first moves are played over a plain websocket
(the first option on offer each time, the AI seats answering on the server), then the
page opens on that same position in each language and size and is photographed. The
pictures are committed to docs/screenshots with ``EERIE_SCREENSHOTS=docs/screenshots``
(see docs/web-client.md); on other runs they land in a temporary folder, and the checks
below (a drawn board, the page in its language, no sideways scroll) run either way."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import Server
from tests.browser.helpers import play_socket, screenshot, wait_turn


@dataclass(frozen=True)
class Table:
    """A seeded table to photograph: which game, its seats, and how many of its human
    seats' moves to play before the pictures."""

    name: str
    game: str
    config: dict[str, Any]
    seats: list[dict[str, Any]]
    hands: list[list[int]]
    seed: int
    moves: int


AI = {"kind": "ai", "level": "heuristic"}
HUMAN = {"kind": "human"}
TABLES = {t.name: t for t in (
    Table("fearsome-floors", "fearsome-floors", {"players": 2}, [HUMAN, AI], [[0]], 6, 6),
    Table("whitehall-jack", "whitehall-mystery", {"players": 2}, [HUMAN, AI, AI, AI],
          [[0]], 11, 4),
    Table("whitehall-investigators", "whitehall-mystery", {"players": 2},
          [AI, HUMAN, HUMAN, HUMAN], [[1, 2, 3]], 11, 7),
    Table("betrayal", "betrayal-at-house-on-the-hill", {"players": 3}, [HUMAN, AI, AI],
          [[0]], 7, 5),
    Table("arkham", "arkham-horror", {"players": 2}, [HUMAN, AI], [[0]], 7, 6),
)}


def _first_options(moves: int) -> Any:
    """A chooser for ``play_socket``: the first option of the seat to act, ``moves``
    times, then stop at the next decision (so the page opens on one)."""
    played = [0]

    def choose(state: dict[str, Any]) -> tuple[int, str] | None:
        if played[0] >= moves:
            return None
        played[0] += 1
        pending = state["pending"]
        return pending["yours"][0], pending["options"][0]["id"]

    return choose


@pytest.fixture(scope="module")
def tables(server: Server) -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """Each table of ``TABLES`` made and played to its photographed position: the table
    and its state there."""
    made = {}
    for name, t in TABLES.items():
        table = server.post("/api/tables", {"game": t.game, "config": t.config,
                                            "seats": t.seats, "hands": t.hands,
                                            "seed": t.seed})
        ws_url = server.url(f"/ws/tables/{table['id']}").replace("http://", "ws://")
        last = play_socket(ws_url, server.url(""), table["invites"][0]["token"],
                           _first_options(t.moves))
        assert last["outcome"] is None, f"{name} ended within {t.moves} moves"
        made[name] = (table, last)
    return made


DRAWN = """() => [...document.querySelectorAll('#board > *')]
  .some((el) => el.getBoundingClientRect().height > 150)"""
"""Something of the board is drawn, and taller than a line of text."""

NAMES_FIT = """() => [...document.querySelectorAll('.bet-name')]
  .every((el) => el.scrollWidth <= el.clientWidth + 1)"""
"""Every room name of Betrayal fits its tile's width (no word is cut or spills)."""

SHOTS = [
    ("fearsome-floors", "ko", False), ("fearsome-floors", "ko", True),
    ("whitehall-jack", "ko", False),
    ("whitehall-investigators", "ko", False), ("whitehall-investigators", "ko", True),
    ("betrayal", "en", False), ("betrayal", "en", True),
    ("betrayal", "ko", False), ("betrayal", "ko", True),
    ("arkham", "en", False), ("arkham", "en", True),
    ("arkham", "ko", False), ("arkham", "ko", True),
]


@pytest.mark.parametrize(("name", "lang", "phone"), SHOTS,
                         ids=[f"{n}-{lang}{'-phone' if p else ''}" for n, lang, p in SHOTS])
def test_a_game_a_few_moves_in(
        tables: dict[str, tuple[dict[str, Any], dict[str, Any]]], server: Server,
        new_context: Any, shots: Path, name: str, lang: str, phone: bool) -> None:
    table, _ = tables[name]
    width, height = (390, 844) if phone else (1280, 860)
    page = new_context(lang=lang, width=width, height=height, mobile=phone).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url(table["invites"][0]["url"]))
    assert wait_turn(page, timeout=30) == "mine"
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    # a drawn board and options on offer, in a page that does not scroll sideways
    page.wait_for_function(DRAWN)
    assert page.locator("#options button.option").count() > 0
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if lang == "ko":  # the game's own words are Korean too, not English left over
        text = page.inner_text("#options")
        assert any("\uac00" <= ch <= "\ud7a3" for ch in text), text
    if name in ("betrayal", "arkham"):  # the game card holds the game's own facts
        assert page.locator("#info").is_visible() and page.inner_text("#info").strip()
    if name == "arkham":  # the options are the side panel's, not repeated on the board
        assert page.locator("#board button").count() == 0
    if name == "betrayal":  # room names wrap between words and fit their tiles
        assert page.evaluate(NAMES_FIT)
    assert not errors, errors
    file = name + ("-ko" if lang == "ko" else "") + ("-phone" if phone else "")
    screenshot(page, shots, file)
