"""FFN, a one-line text notation for Fearsome Floors positions (like FEN for chess).

Fields are separated by spaces; see ``docs/fearsome-floors-notation.md`` for the full
description. In short::

    <board> <figures> monster=<square><heading> deck=<cards> phase=<1|2> played=<n>
        turn=<n> start=<colour> next=<colour|monster|place|over>
        [moving=<figure>:<steps left>:<steps taken>] [escapes=<colours>] [prey3]
        [place=<kind>:<n>,...] [placing=<kind>[:<orientation>]]

* ``<board>``: 11 rows, top first, separated by ``/``; 16 squares a row. ``.`` floor,
  ``#`` cut corner, ``o`` stone, ``*`` crystal, ``r`` rotating stone (right), ``u``
  rotating stone (about turn), ``~`` blood pool; a stone on a pool is ``[~o]`` (any
  object after ``~``); a teleporter is ``[A>]``: pair letter and arrow (``^ > v <``).
* ``<figures>``: comma-separated ``<colour><kind><face>@<where>``: colour letter
  (G R B Y E P K = seats 1-7), kind (6, 4, 3 or 2: the figure named "6/1", "4/3", "3/4"
  or "2/5", showing 7 - kind white side up and kind black side up), face ``w`` (white up) or
  ``b``, where a square (``a1`` top-left .. ``p11`` bottom-right), ``in`` (waiting at
  the entrance), ``out`` (escaped) or ``x`` (eaten for good). ``-`` for no figures.
* ``deck``: the monster cards still in the draw pile, dot-separated (``5.7.7.8.8.10.p1.p2``).
"""

from __future__ import annotations

from eerie.core.deck import Deck
from eerie.core.errors import MessageError, english_text
from eerie.core.grid import HEADING_NAMES, Grid, heading_from_name
from eerie.core.text import Msg, msg
from eerie.games.fearsome_floors.layout import (
    COLUMNS,
    HEIGHT,
    WIDTH,
    Layout,
    Teleporter,
    default_grid,
    parse_square,
    square_name,
)
from eerie.games.fearsome_floors.state import (
    COLOUR_LETTERS,
    CRYSTAL,
    EMPTY,
    ESCAPED,
    FIGURES,
    MONSTER,
    OVER,
    PLACE,
    REMOVED,
    ROT_BACK,
    ROT_RIGHT,
    STONE,
    WAITING,
    FFState,
    figure_kinds,
)

OBJECT_CHARS = {STONE: "o", CRYSTAL: "*", ROT_RIGHT: "r", ROT_BACK: "u"}
CHAR_OBJECTS = {v: k for k, v in OBJECT_CHARS.items()}
ARROWS = "^>v<"


_CATALOGS = ("eerie", __name__.rpartition(".")[0])


class NotationError(MessageError, ValueError):
    """A position that cannot be read; the message (``ff.ffn.*``) says which field and
    why: ``str()`` in English, :attr:`msg` for the person's language."""

    def __init__(self, message: Msg) -> None:
        super().__init__(english_text(message, _CATALOGS), message)


def _square(grid: Grid, name: str) -> int:
    """:func:`parse_square`, its refusal as a message (``ff.ffn.bad_square``: not a
    square's name; ``ff.ffn.off_board``: a name off the board)."""
    try:
        return parse_square(grid, name)
    except ValueError:
        name = name.strip().lower()
        if len(name) >= 2 and name[0] in COLUMNS[: grid.width] and _digits(name[1:]):
            raise NotationError(msg("ff.ffn.off_board", square=name)) from None
        raise NotationError(msg("ff.ffn.bad_square", square=name,
                                last=COLUMNS[grid.width - 1], rows=grid.height)) from None


def _in_field(field: str, error: NotationError) -> NotationError:
    """``error`` as the problem of one field (``field: why``)."""
    return NotationError(msg("ff.ffn.in_field", field=field, reason=error.msg))


def _tokens(row: str, rowno: int) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(row):
        ch = row[i]
        if ch == "[":
            j = row.find("]", i)
            if j < 0:
                raise NotationError(msg("ff.ffn.bracket", row=rowno))
            out.append(row[i : j + 1])
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return out


def parse_board(text: str) -> tuple[Layout, list[int]]:
    """Read the board field into a layout and the object list."""
    rows = text.split("/")
    if len(rows) != HEIGHT:
        raise NotationError(msg("ff.ffn.rows", rows=HEIGHT, got=len(rows)))
    grid = default_grid()
    objects = [EMPTY] * (WIDTH * HEIGHT)
    pools: set[int] = set()
    teleporters: dict[int, Teleporter] = {}
    for y, row in enumerate(rows):
        toks = _tokens(row, y + 1)
        if len(toks) != WIDTH:
            raise NotationError(msg("ff.ffn.row_width", row=y + 1, width=WIDTH, got=len(toks)))
        for x, tok in enumerate(toks):
            cell = grid.cell(x, y)
            hole = cell in grid.holes
            if tok == "#":
                if not hole:
                    raise NotationError(msg("ff.ffn.not_corner", square=square_name(grid, cell)))
                continue
            if hole:
                raise NotationError(msg("ff.ffn.corner", row=y + 1, column=x + 1))
            if tok == ".":
                continue
            if tok == "~":
                pools.add(cell)
            elif tok in CHAR_OBJECTS:
                objects[cell] = CHAR_OBJECTS[tok]
            elif tok.startswith("[~") and len(tok) == 4 and tok[2] in CHAR_OBJECTS:
                pools.add(cell)
                objects[cell] = CHAR_OBJECTS[tok[2]]
            elif len(tok) == 4 and tok[1].isalpha() and tok[1].isupper() and tok[2] in ARROWS:
                teleporters[cell] = Teleporter(tok[1], ARROWS.index(tok[2]))
            else:
                raise NotationError(msg("ff.ffn.unknown_square", token=tok,
                                        square=square_name(grid, cell)))
    return Layout(grid, frozenset(pools), teleporters), objects


def write_board(layout: Layout, objects: list[int]) -> str:
    """The board field for a layout and objects."""
    grid = layout.grid
    rows: list[str] = []
    for y in range(grid.height):
        row: list[str] = []
        for x in range(grid.width):
            cell = grid.cell(x, y)
            if cell in grid.holes:
                row.append("#")
                continue
            tp = layout.teleporters.get(cell)
            obj = objects[cell]
            if tp is not None:
                row.append(f"[{tp.pair}{ARROWS[tp.arrow]}]")
            elif cell in layout.pools:
                row.append(f"[~{OBJECT_CHARS[obj]}]" if obj else "~")
            else:
                row.append(OBJECT_CHARS[obj] if obj else ".")
        rows.append("".join(row))
    return "/".join(rows)


def _digits(text: str) -> bool:
    """True for 1 to 6 ASCII digits: the numbers a position has (``str.isdigit`` also
    takes ``²`` and ``٣``, which ``int`` refuses, and ``int`` refuses very long numbers)."""
    return 0 < len(text) <= 6 and text.isascii() and text.isdigit()


def _colour(ch: str, field: str) -> int:
    if len(ch) != 1 or ch not in COLOUR_LETTERS:
        raise NotationError(msg("ff.ffn.unknown_colour", field=field, colour=ch,
                                colours=COLOUR_LETTERS))
    return COLOUR_LETTERS.index(ch)


def parse(text: str) -> FFState:
    """Read a position; :class:`NotationError` says what is wrong."""
    parts = text.split()
    if len(parts) < 2:
        raise NotationError(msg("ff.ffn.too_short"))
    layout, objects = parse_board(parts[0])
    grid = layout.grid
    fields: dict[str, str] = {}
    flags: set[str] = set()
    for p in parts[2:]:
        if "=" in p:
            k, _, v = p.partition("=")
            if k in fields:
                raise NotationError(msg("ff.ffn.twice", field=k))
            fields[k] = v
        else:
            flags.add(p)
    unknown = set(fields) - {"monster", "deck", "phase", "played", "turn", "start", "next",
                             "moving", "escapes", "place", "placing"}
    if unknown or flags - {"prey3"}:
        odd = sorted(unknown | (flags - {"prey3"}))
        raise NotationError(msg("ff.ffn.unknown_fields", fields=", ".join(odd), n=len(odd)))

    # figures
    owners: list[int] = []
    kinds: list[int] = []
    white: list[bool] = []
    locs: list[int] = []
    occ = [-1] * (WIDTH * HEIGHT)
    if parts[1] != "-":
        for tok in parts[1].split(","):
            if "@" not in tok or len(tok.split("@")[0]) != 3:
                raise NotationError(msg("ff.ffn.figure_form", token=tok))
            head, where = tok.split("@", 1)
            seat = _colour(head[0], "figures")
            if not _digits(head[1]) or int(head[1]) not in (6, 4, 3, 2):
                raise NotationError(msg("ff.ffn.figure_kind", token=tok))
            if head[2] not in "wb":
                raise NotationError(msg("ff.ffn.figure_face", token=tok))
            if where == "in":
                loc = WAITING
            elif where == "out":
                loc = ESCAPED
            elif where == "x":
                loc = REMOVED
            else:
                try:
                    loc = _square(grid, where)
                except NotationError as exc:
                    raise NotationError(msg("ff.ffn.figure_square", token=tok,
                                            reason=exc.msg)) from None
            if any(o == seat and k == int(head[1]) for o, k in zip(owners, kinds, strict=True)):
                raise NotationError(msg("ff.ffn.figure_twice", figure=head[:2]))
            owners.append(seat)
            kinds.append(int(head[1]))
            white.append(head[2] == "w")
            locs.append(loc)
    players = max(owners) + 1 if owners else 0
    given = ", ".join(COLOUR_LETTERS[s] for s in sorted(set(owners)))
    if not 2 <= players <= 7:
        raise NotationError(msg("ff.ffn.players", given=given) if given
                            else msg("ff.ffn.players_none"))
    missing = [COLOUR_LETTERS[s] for s in range(players) if s not in owners]
    if missing:
        needed = ", ".join(COLOUR_LETTERS[:players])
        raise NotationError(msg("ff.ffn.missing", given=given, players=players, needed=needed,
                                missing=", ".join(missing), n=len(missing)))
    want = sorted(figure_kinds(players), reverse=True)
    for seat in range(players):
        have = sorted((k for o, k in zip(owners, kinds, strict=True) if o == seat), reverse=True)
        if have != want:
            raise NotationError(msg("ff.ffn.figure_set", colour=COLOUR_LETTERS[seat],
                                    have=", ".join(map(str, have)),
                                    want=", ".join(map(str, want)), players=players))
    # canonical order: seat, then kind descending
    order = sorted(range(len(owners)), key=lambda i: (owners[i], -kinds[i]))
    owners = [owners[i] for i in order]
    kinds = [kinds[i] for i in order]
    white = [white[i] for i in order]
    locs = [locs[i] for i in order]

    # monster
    mon = fields.get("monster", "p11n")
    try:
        monster = _square(grid, mon[:-1])
    except NotationError as exc:
        raise _in_field("monster", exc) from None
    try:
        heading = heading_from_name(mon[-1])
    except ValueError:
        raise _in_field("monster", NotationError(msg("ff.ffn.heading", heading=mon[-1]))
                        ) from None
    if monster in layout.pools:
        raise NotationError(msg("ff.ffn.monster_pool"))

    moving = -1
    left = taken = 0
    if "moving" in fields:
        mv = fields["moving"].split(":")
        if len(mv) != 3 or len(mv[0]) != 2 or not _digits(mv[1]) or not _digits(mv[2]):
            raise NotationError(msg("ff.ffn.moving_form"))
        seat = _colour(mv[0][0], "moving")
        try:
            moving = next(i for i in range(len(owners))
                          if owners[i] == seat and str(kinds[i]) == mv[0][1])
        except StopIteration:
            raise NotationError(msg("ff.ffn.moving_none", figure=mv[0])) from None
        left, taken = int(mv[1]), int(mv[2])

    for i, loc in enumerate(locs):
        if loc >= 0:
            where = square_name(grid, loc)
            if i != moving and occ[loc] >= 0:
                raise NotationError(msg("ff.ffn.two_on", square=where))
            if objects[loc] != EMPTY and i != moving:
                raise NotationError(msg("ff.ffn.on_stone", square=where))
            if loc in layout.teleporters:
                raise NotationError(msg("ff.ffn.on_teleporter", square=where))
            if loc == monster:
                raise NotationError(msg("ff.ffn.with_monster", square=where))
            if i != moving:
                occ[loc] = i

    cards = fields.get("deck", "5.7.7.8.8.10.p1.p2")
    card_list = [c for c in cards.split(".") if c] if cards != "-" else []
    valid_cards = {"5", "7", "8", "10", "p1", "p2", "p3"}
    for c in card_list:
        if c not in valid_cards:
            raise NotationError(msg("ff.ffn.deck_card", card=c))

    def _int(name: str, default: int, lo: int, hi: int) -> int:
        raw = fields.get(name, str(default))
        if not _digits(raw) or not lo <= int(raw) <= hi:
            shown = raw if len(raw) <= 20 else raw[:20] + "…"   # (Fluent refuses very long values)
            raise NotationError(msg("ff.ffn.number", field=name, low=lo, high=hi, value=shown))
        return int(raw)

    phase = _int("phase", 1, 1, 2)
    played = _int("played", 0, 0, 7)
    turn = _int("turn", 1, 1, 999)
    start = _colour(fields.get("start", "G"), "start")
    nxt = fields.get("next", COLOUR_LETTERS[start])
    if nxt == "monster":
        stage, seat_now = MONSTER, start
    elif nxt == "over":
        stage, seat_now = OVER, start
    elif nxt == "place":
        stage, seat_now = PLACE, start
    else:
        stage, seat_now = FIGURES, _colour(nxt, "next")
    if start >= players or seat_now >= players:
        raise NotationError(msg("ff.ffn.not_playing"))
    if stage != PLACE:
        pairs: dict[str, int] = {}
        for tp in layout.teleporters.values():
            pairs[tp.pair] = pairs.get(tp.pair, 0) + 1
        for pair, n in pairs.items():
            if n != 2:
                raise NotationError(msg("ff.ffn.pair", pair=pair, n=n))
    escapes = tuple(_colour(c, "escapes") for c in fields.get("escapes", ""))
    for seat in range(players):
        n_out = sum(1 for o, loc in zip(owners, locs, strict=True) if o == seat and loc == ESCAPED)
        if "escapes" in fields and escapes.count(seat) != n_out:
            raise NotationError(msg("ff.ffn.escapes", colour=COLOUR_LETTERS[seat], n=n_out))
    if "escapes" not in fields:
        escapes = tuple(o for o, loc in zip(owners, locs, strict=True) if loc == ESCAPED)

    to_place: tuple[tuple[str, int], ...] = ()
    if "place" in fields and fields["place"] != "-":
        items = []
        for tok in fields["place"].split(","):
            k, _, count = tok.partition(":")
            if not _digits(count):
                raise NotationError(msg("ff.ffn.place_form", token=tok))
            items.append((k, int(count)))
        to_place = tuple(items)
    placing, orient = "", ""
    if "placing" in fields:
        placing, _, orient = fields["placing"].partition(":")

    st = FFState(
        layout=layout, players=players, objects=objects, occ=occ, fig_owner=tuple(owners),
        fig_kind=tuple(kinds), fig_white=white, fig_loc=locs, monster=monster, heading=heading,
        deck=Deck.of(card_list), prey3="prey3" in flags, stage=stage, phase=phase,
        played=played, turn=turn, start=start, seat=seat_now, moving=moving, steps_left=left,
        steps_taken=taken, escapes=escapes, to_place=to_place, placing=placing,
        placing_orient=orient,
    )
    return st


def write(st: FFState) -> str:
    """The position in FFN (canonical: ``write(parse(s))`` is stable)."""
    grid = st.layout.grid
    figs: list[str] = []
    for i in range(len(st.fig_owner)):
        loc = st.fig_loc[i]
        where = {WAITING: "in", ESCAPED: "out", REMOVED: "x"}.get(loc) or square_name(grid, loc)
        face = "w" if st.fig_white[i] else "b"
        figs.append(f"{COLOUR_LETTERS[st.fig_owner[i]]}{st.fig_kind[i]}{face}@{where}")
    cards = []
    for c, n in st.deck.contents().items():
        cards.extend([c] * n)
    cards.sort(key=lambda c: (c.startswith("p"), int(c.lstrip("p"))))
    nxt = {MONSTER: "monster", OVER: "over", PLACE: "place"}.get(st.stage) or COLOUR_LETTERS[
        st.seat]
    parts = [
        write_board(st.layout, st.objects),
        ",".join(figs) or "-",
        f"monster={square_name(grid, st.monster)}{HEADING_NAMES[st.heading]}",
        f"deck={'.'.join(cards) or '-'}",
        f"phase={st.phase}",
        f"played={st.played}",
        f"turn={st.turn}",
        f"start={COLOUR_LETTERS[st.start]}",
        f"next={nxt}",
    ]
    if st.moving >= 0:
        f = st.moving
        parts.append(f"moving={COLOUR_LETTERS[st.fig_owner[f]]}{st.fig_kind[f]}:"
                     f"{st.steps_left}:{st.steps_taken}")
    if st.escapes:
        parts.append("escapes=" + "".join(COLOUR_LETTERS[s] for s in st.escapes))
    if st.prey3:
        parts.append("prey3")
    if st.stage == PLACE:
        parts.append("place=" + (",".join(f"{k}:{n}" for k, n in st.to_place) or "-"))
        if st.placing:
            parts.append("placing=" + st.placing + (":" + st.placing_orient
                                                     if st.placing_orient else ""))
    return " ".join(parts)
