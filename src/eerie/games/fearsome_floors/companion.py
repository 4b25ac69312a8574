"""Table companion: settle a monster move for people playing the physical game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eerie.core.decision import CHANCE
from eerie.core.text import Msg, Translator
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.fearsome_floors.render import render
from eerie.games.fearsome_floors.state import MONSTER, OVER, PLACE, FFState

CARDS = ("5", "7", "8", "10", "p1", "p2", "p3")


def read_position(text_or_path: str) -> str:
    """The FFN given directly, or read from a file (the first non-comment line).

    ``ValueError`` says what is wrong: a file that cannot be read or holds no position,
    or a one-word text that is no file (a position has at least two fields)."""
    p = Path(text_or_path)
    if len(text_or_path) < 200 and p.is_file():
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ValueError(f"cannot read {p}: {getattr(exc, 'strerror', None) or exc}") from None
        for line in text.splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                return line
        raise ValueError(f"{p} holds no position")
    if len(text_or_path.split()) < 2:
        if p.is_dir():
            raise ValueError(f"{text_or_path} is a folder, not a file with a position")
        raise ValueError(f"there is no file {text_or_path!r}, and the text is not a position "
                         "either (a position has at least a board and a figures field)")
    return text_or_path


def monster_position(position: str) -> FFState:
    """The position read from ``position`` (FFN or a file) with the monster to move.

    ``ValueError`` for a position that cannot be read, a finished game or one still in
    the floor-element set-up."""
    try:
        st = parse(read_position(position))
    except NotationError as exc:
        raise ValueError(f"position: {exc}") from None
    if st.stage == OVER:
        raise ValueError("position: the game is over (next=over), so the monster does not "
                         "move any more")
    if st.stage == PLACE:
        raise ValueError("position: the floor elements are still being placed (next=place); "
                         "the monster moves once the game has begun")
    if not st.deck.contents():
        raise ValueError("position: the deck is empty (deck=-), so no card can be drawn")
    st.stage = MONSTER
    return st


def resolve_monster(position: str, card: str, lang: str) -> tuple[list[str], dict[str, Any]]:
    """Walk the monster for ``card`` from ``position``; the walk as translated lines and
    the resulting position (FFN and a drawn board).

    The card must be one the position's deck still holds: ``ValueError`` says why not,
    in ``lang``. (A prey card drawn as the game's first card is walked too: the table
    drew it; the engine itself never deals one first.)"""
    card = card.strip().lower()
    if card not in CARDS:
        raise ValueError(f"unknown card {card!r}; use one of {', '.join(CARDS)}")
    st = monster_position(position)
    tr = Translator(lang, ("eerie", GAME.locale_package))
    if card not in st.deck.contents():
        why = tr(Msg("ff.term.why.card_gone", {"card": Msg(f"ff.card.{card}")}))
        left = ".".join(c for c, n in st.deck.contents().items() for _ in range(n))
        raise ValueError(f"{why} (deck={left})")
    events = GAME._apply(st, CHANCE, f"card:{card}")
    lines = [tr(e.msg) for e in events]
    return lines, {"ffn": write(st), "board": render(GAME.view(st, None), tr)}
