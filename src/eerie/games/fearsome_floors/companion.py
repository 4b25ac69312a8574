"""Table companion: settle a monster move for people playing the physical game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eerie.core.text import Translator
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.fearsome_floors.render import render
from eerie.games.fearsome_floors.state import MONSTER

CARDS = ("5", "7", "8", "10", "p1", "p2", "p3")


def read_position(text_or_path: str) -> str:
    """The FFN given directly, or read from a file (the first non-comment line)."""
    p = Path(text_or_path)
    if len(text_or_path) < 200 and p.is_file():
        for line in p.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                return line
        raise ValueError(f"{p} holds no position")
    return text_or_path


def resolve_monster(position: str, card: str, lang: str) -> tuple[list[str], dict[str, Any]]:
    """Walk the monster for ``card`` from ``position``; the walk as translated lines and
    the resulting position (FFN and a drawn board)."""
    card = card.strip().lower()
    if card not in CARDS:
        raise ValueError(f"unknown card {card!r}; use one of {', '.join(CARDS)}")
    try:
        st = parse(read_position(position))
    except NotationError as exc:
        raise ValueError(f"position: {exc}") from None
    if card not in st.deck.contents():
        st.deck = st.deck.shuffle_in([card])
    st.stage = MONSTER
    tr = Translator(lang, ("eerie", GAME.locale_package))
    events = GAME._apply(st, -1, f"card:{card}")
    lines = [tr(e.msg) for e in events]
    return lines, {"ffn": write(st), "board": render(GAME.view(st, None), tr)}
