"""Table companion: settle a monster move for people playing the physical game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eerie.core.decision import CHANCE
from eerie.core.errors import MessageError, english_text
from eerie.core.reasons import reason
from eerie.core.text import Msg, Translator, msg
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.notation import NotationError, parse, write
from eerie.games.fearsome_floors.render import render
from eerie.games.fearsome_floors.state import MONSTER, OVER, PLACE, FFState

CARDS = ("5", "7", "8", "10", "p1", "p2", "p3")
_CATALOGS = ("eerie", GAME.locale_package)


class CompanionError(MessageError, ValueError):
    """What a companion cannot do with what it was given: ``str()`` in English,
    :attr:`msg` the message (keys ``ff.err.*``) for the person's language."""

    def __init__(self, message: Msg) -> None:
        super().__init__(english_text(message, _CATALOGS), message)


def read_position(text_or_path: str) -> str:
    """The FFN given directly, or read from a file (the first non-comment line).

    :class:`CompanionError` says what is wrong: a file that cannot be read or holds no position,
    or a one-word text that is no file (a position has at least two fields)."""
    p = Path(text_or_path)
    if len(text_or_path) < 200 and p.is_file():
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            why = (msg("record.err.not_text", file=str(p)) if isinstance(exc, UnicodeDecodeError)
                   else msg("record.err.cannot_read", file=str(p), reason=reason(exc)))
            raise CompanionError(why) from None
        for line in text.splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                return line
        raise CompanionError(msg("ff.err.no_position", file=str(p)))
    if len(text_or_path.split()) < 2:
        if p.is_dir():
            raise CompanionError(msg("ff.err.folder", path=text_or_path))
        raise CompanionError(msg("ff.err.no_file", path=text_or_path))
    return text_or_path


def monster_position(position: str) -> FFState:
    """The position read from ``position`` (FFN or a file) with the monster to move.

    :class:`CompanionError` for a position that cannot be read, a finished game or one still in
    the floor-element set-up."""
    try:
        st = parse(read_position(position))
    except NotationError as exc:
        own = getattr(exc, "msg", None)   # the notation's message, where it has one
        raise CompanionError(msg("ff.err.position",
                                 reason=own if isinstance(own, Msg) else str(exc))) from None
    if st.stage == OVER:
        raise CompanionError(msg("ff.err.over"))
    if st.stage == PLACE:
        raise CompanionError(msg("ff.err.placing"))
    if not st.deck.contents():
        raise CompanionError(msg("ff.err.deck_empty"))
    st.stage = MONSTER
    return st


def resolve_monster(position: str, card: str, lang: str) -> tuple[list[str], dict[str, Any]]:
    """Walk the monster for ``card`` from ``position``; the walk as translated lines and
    the resulting position (FFN and a drawn board).

    The card must be one the position's deck still holds: :class:`CompanionError` says
    why not (its ``msg`` for ``lang``). (A prey card drawn as the game's first card is
    walked too: the table drew it; the engine itself never deals one first.)"""
    card = card.strip().lower()
    if card not in CARDS:
        raise CompanionError(msg("ff.err.unknown_card", card=card, cards=", ".join(CARDS)))
    st = monster_position(position)
    tr = Translator(lang, _CATALOGS)
    if card not in st.deck.contents():
        why = Msg("ff.term.why.card_gone", {"card": Msg(f"ff.card.{card}")})
        left = ".".join(c for c, n in st.deck.contents().items() for _ in range(n))
        raise CompanionError(msg("ff.err.card_gone", why=why, deck=left))
    events = GAME._apply(st, CHANCE, f"card:{card}")
    lines = [tr(e.msg) for e in events]
    return lines, {"ffn": write(st), "board": render(GAME.view(st, None), tr)}
