"""Terminal drawing of a Whitehall Mystery view: a map of the streets around the pieces,
the track, the markers, the investigators and (for Jack only, or for everyone after the
game) Jack's sheet.

The whole map (190 circles, 170 intersections) does not fit a terminal with its labels,
so the map shows a window of it, drawn to the terminal's size: around what the seat is
deciding (the circles or intersections it may choose, and the piece that moves), or
around all the pieces when the seat has nothing to decide. The window zooms out until
every target of the decision is inside it; labels that no longer fit give way in order of
importance (targets and pieces first). A small overview of the whole map, with the
quadrants, the pieces and the window's frame, sits beside or under it.

On the map:

* circles show their number; white (possible crime scenes), black and blue (river bank)
  circles differ in colour, and the legend names them;
* intersections are ``+``; their ids (``i17``) are written where they matter: the ones
  the seat may move to (and the starting ones while placing);
* the investigators are their letters (Y, B, R), the dog Smoker ``D``, Jack ``J`` (in
  Jack's own view only, with the circles of his path this round and his secret scenes);
* markers follow a circle's number: ``*`` a crime scene reached, ``!`` a clue found this
  round, ``-`` searched this round with nothing found, ``x`` a failed arrest;
* what the current decision can choose is highlighted and underlined.

Everything drawn comes from the view (public facts, plus Jack's sheet in Jack's view);
the decision's targets come from the game's own pending decision for the seat, which for
an investigator never depends on Jack's secrets.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from random import Random
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.table import Table
from rich.text import Text

from eerie.core.text import Msg, Translator
from eerie.games.screen import Canvas, legend
from eerie.games.whitehall_mystery.game import GAME, load_game_map
from eerie.games.whitehall_mystery.map import (
    QUADRANT_NAMES,
    BlockKind,
    CircleKind,
    Node,
    WhitehallMap,
)
from eerie.games.whitehall_mystery.state import (
    INVESTIGATOR_NAMES,
    JACK_MOVE,
    JACK_SPECIAL,
    MOVES_PER_ROUND,
    POLICE_ACT,
    POLICE_MOVE,
    SEARCHING,
    SMOKER_MOVE,
)

STYLE = {"yellow": "bold black on yellow3", "blue": "bold white on blue3",
         "red": "bold white on red3"}
JACK_STYLE = "bold white on magenta"
DOG_STYLE = "bold white on dark_orange3"
CIRCLE_STYLE = {CircleKind.WHITE: "bold black on grey85", CircleKind.BLACK: "bold white on grey30",
                CircleKind.BLUE: "bold white on dodger_blue3"}
TARGET_STYLE = "bold black on orange1 underline"
PATH_STYLE = "bold white on medium_purple3"
HOUSE_BG = "on #2b2620"
WATER_STYLE = "#5f87af on #142a3d"
POLICE_STREET = "grey62"
SHORT_STREET = "grey42"
MARKS = {"scene": "*", "clue": "!", "nothing": "-", "arrest_failed": "x", "plan": "^"}
"""Markers written after a circle's number (``wm.term.legend.<name>`` explains each)."""
MARKS_ORDER = tuple(MARKS)
TILE_LETTERS = {"carriage": "C", "alley": "A", "boat": "B"}

CELL_ASPECT = 2.2
"""A terminal cell is about this many times as tall as it is wide."""
MIN_SCALE = 5.0
"""Map units per column at the closest zoom (labels of neighbouring nodes then fit)."""
MARGIN = 36.0
"""Map units kept around the focus of the window."""
MIN_SPAN = (360.0, 240.0)
"""The least width and height (map units) a window shows, however small the terminal:
enough for the streets around a piece (labels that do not fit then give way)."""


LEGEND = ("white", "black", "blue", "intersection", "investigators", "dog", "target", "jack",
          "path", *MARKS_ORDER, "tiles")
"""Legend entries (``wm.term.legend.<name>``)."""
TERMS: tuple[str, ...] = ("map_head", "help", "smoker", *(f"legend.{n}" for n in LEGEND))
"""The terminal's own words, catalog keys ``wm.term.<name>`` of the game's locales (the
reasons for refusals, ``wm.term.why.*``, are the game's messages)."""


def _t(tr: Translator, name: str, **params: Any) -> str:
    return tr(Msg("wm.term." + name, params))


# -- what to show -----------------------------------------------------------------------


@dataclass
class Marks:
    """Everything the map marks, worked out from one view."""

    targets: set[Node] = field(default_factory=set)
    """Circles and intersections the seat may choose now."""
    pieces: dict[Node, tuple[str, str]] = field(default_factory=dict)
    """Node -> (letter, style) of the pieces standing there."""
    suffix: dict[int, str] = field(default_factory=dict)
    """Circle -> marker characters written after its number."""
    path: list[int] = field(default_factory=list)
    """Jack's path this round (his view only)."""
    mover: Node | None = None
    """The piece whose move or action is being decided (part of the focus)."""
    own: list[Node] = field(default_factory=list)
    """Where the seat's own piece stands (the focus when it has nothing to decide)."""


def decision_targets(view: dict[str, Any]) -> tuple[set[Node], Node | None]:
    """The nodes the view's seat may choose now, and where the deciding piece stands.

    The pending decision is the game's own, on a state rebuilt from the view: Jack's
    view is complete; for an investigator only Jack's secrets are sampled, and the
    investigators' options never depend on them. Other seats' decisions give nothing."""
    seat = view.get("seat")
    if seat is None:
        return set(), None
    st = GAME.determinize(view, seat, Random(0))
    p = GAME.pending(st)
    if seat not in p.actors:
        return set(), None
    out: set[Node] = set()
    for o in p.options:
        data = o.data or {}
        if isinstance(data.get("circle"), int):
            out.add(int(data["circle"]))
        elif isinstance(data.get("at"), str):
            out.add(str(data["at"]))
    mover: Node | None = None
    if st.stage in (JACK_MOVE, JACK_SPECIAL):
        mover = st.special_via or st.jack_at
    elif st.stage in (POLICE_MOVE, POLICE_ACT, SEARCHING):
        mover = st.police[st.acting]
    elif st.stage == SMOKER_MOVE:
        mover = st.smoker
    return out, mover


def marks_of(view: dict[str, Any]) -> Marks:
    """The map's marks for a view."""
    marks = Marks()
    marks.targets, marks.mover = decision_targets(view)
    seat = view.get("seat")
    for i, at in enumerate(view["police"]):
        marks.pieces[at] = (INVESTIGATOR_NAMES[i][0].upper(), STYLE[INVESTIGATOR_NAMES[i]])
        if seat == i + 1:
            marks.own.append(at)
    if view.get("smoker"):
        marks.pieces[view["smoker"]] = ("D", DOG_STYLE)

    def mark(circle: int, name: str) -> None:
        if MARKS[name] not in marks.suffix.get(circle, ""):
            marks.suffix[circle] = marks.suffix.get(circle, "") + MARKS[name]

    for c in view["reached"]:
        mark(int(c), "scene")
    for c in view["clues"]:
        mark(int(c), "clue")
    for s in view["sightings"]:
        if s["kind"] != "clue":
            mark(int(s["circle"]), s["kind"])
    jack = view.get("jack")
    if jack is not None:
        for c in jack["scenes"]:
            if c not in view["reached"]:
                mark(int(c), "plan")
        if jack["paths"]:
            marks.path = [int(c) for c in jack["paths"][-1]]
        if jack.get("at"):
            marks.pieces[int(jack["at"])] = ("J", JACK_STYLE)
            if seat == 0:
                marks.own.append(int(jack["at"]))
    return marks


# -- the window ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Window:
    """A part of the map drawn on ``cols`` x ``rows`` cells: map point (x, y) is drawn
    at column ``(x - x0) / scale`` and row ``(y - y0) / (scale * CELL_ASPECT)``."""

    x0: float
    y0: float
    scale: float
    cols: int
    rows: int

    def cell(self, x: float, y: float) -> tuple[int, int]:
        """The cell a map point falls in (may lie outside the window)."""
        return (int((x - self.x0) / self.scale),
                int((y - self.y0) / (self.scale * CELL_ASPECT)))

    def inside(self, col: int, row: int) -> bool:
        """True if the cell is part of the window."""
        return 0 <= col < self.cols and 0 <= row < self.rows

    @property
    def x1(self) -> float:
        """The right edge in map units."""
        return self.x0 + self.cols * self.scale

    @property
    def y1(self) -> float:
        """The bottom edge in map units."""
        return self.y0 + self.rows * self.scale * CELL_ASPECT


def map_size(m: WhitehallMap) -> tuple[float, float]:
    """The drawing's width and height in map units."""
    xs = [c.x for c in m.circles] + [i.x for i in m.intersections]
    ys = [c.y for c in m.circles] + [i.y for i in m.intersections]
    return m.width or max(xs) + 30, m.height or max(ys) + 30


def window_for(m: WhitehallMap, focus: Iterable[Node], cols: int, rows: int) -> Window:
    """The closest window of ``cols`` x ``rows`` cells that shows every focus node (the
    whole map when there is none), clamped to the map."""
    width, height = map_size(m)
    points = [m.position(n) for n in focus]
    if not points:
        points = [(0.0, 0.0), (width, height)]
    lo_x = min(x for x, _ in points) - MARGIN
    hi_x = max(x for x, _ in points) + MARGIN
    lo_y = min(y for _, y in points) - MARGIN
    hi_y = max(y for _, y in points) + MARGIN
    whole = max(width / cols, height / (rows * CELL_ASPECT))
    scale = min(whole, max(MIN_SCALE, (hi_x - lo_x) / cols,
                           (hi_y - lo_y) / (rows * CELL_ASPECT),
                           MIN_SPAN[0] / cols, MIN_SPAN[1] / (rows * CELL_ASPECT)))
    span_x, span_y = cols * scale, rows * scale * CELL_ASPECT

    def place(lo: float, hi: float, span: float, size: float) -> float:
        start = (lo + hi - span) / 2
        if span >= size:
            return (size - span) / 2
        return min(max(start, 0.0), size - span)

    return Window(place(lo_x, hi_x, span_x, width), place(lo_y, hi_y, span_y, height),
                  scale, cols, rows)


# -- drawing ------------------------------------------------------------------------------


def _fill_blocks(canvas: Canvas, m: WhitehallMap, win: Window) -> None:
    """Shade house blocks and fill water blocks with waves, row by row (scanlines)."""
    row_h = win.scale * CELL_ASPECT
    for block in m.blocks:
        pts = [m.position(n) for n in block.cycle]
        top = max(0, win.cell(0, min(y for _, y in pts))[1])
        bottom = min(win.rows - 1, win.cell(0, max(y for _, y in pts))[1])
        for row in range(top, bottom + 1):
            y = win.y0 + (row + 0.5) * row_h
            xs: list[float] = []
            for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1], strict=True):
                if (ay <= y < by) or (by <= y < ay):
                    xs.append(ax + (y - ay) * (bx - ax) / (by - ay))
            xs.sort()
            for a, b in zip(xs[::2], xs[1::2], strict=False):
                c0 = max(0, int((a - win.x0) / win.scale + 0.5))
                c1 = min(win.cols - 1, int((b - win.x0) / win.scale - 0.5))
                for col in range(c0, c1 + 1):
                    if block.kind is BlockKind.WATER:
                        canvas.shade(col, row, WATER_STYLE, "~" if (col + row) % 2 else " ")
                    else:
                        canvas.shade(col, row, HOUSE_BG)


def _line_char(dc: float, dr: float) -> str:
    """The character for a street going ``dc`` columns and ``dr`` rows."""
    vx, vy = abs(dc), abs(dr) * CELL_ASPECT / 1.1
    if vy < 0.45 * vx:
        return "-"
    if vx < 0.45 * vy:
        return "|"
    return "\\" if (dc > 0) == (dr > 0) else "/"


def _streets(canvas: Canvas, m: WhitehallMap, win: Window) -> None:
    for a, b in m.streets:
        (x1, y1), (x2, y2) = m.position(a), m.position(b)
        if max(x1, x2) < win.x0 or min(x1, x2) > win.x1 or max(y1, y2) < win.y0 \
                or min(y1, y2) > win.y1:
            continue
        c1 = ((x1 - win.x0) / win.scale, (y1 - win.y0) / (win.scale * CELL_ASPECT))
        c2 = ((x2 - win.x0) / win.scale, (y2 - win.y0) / (win.scale * CELL_ASPECT))
        dc, dr = c2[0] - c1[0], c2[1] - c1[1]
        ch = _line_char(dc, dr)
        style = POLICE_STREET if isinstance(a, str) and isinstance(b, str) else SHORT_STREET
        start, end = win.cell(x1, y1), win.cell(x2, y2)
        # one cell per column (flat streets) or per row (steep ones), as Bresenham does
        steps = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
        for k in range(1, steps):
            t = k / steps
            cell = (int(c1[0] + dc * t), int(c1[1] + dr * t))
            if cell not in (start, end):
                canvas.put(cell[0], cell[1], ch, style)


@dataclass(frozen=True)
class _Label:
    node: Node
    rank: int
    text: str
    short: str
    style: str


def _labels(m: WhitehallMap, marks: Marks, view: dict[str, Any]) -> list[_Label]:
    """Every node's label, most important first."""
    path = set(marks.path)
    placing = view["stage"] in ("police_setup", "smoker_setup")
    out: list[_Label] = []
    for c in m.circles:
        n = c.number
        text = str(n) + marks.suffix.get(n, "")
        style = CIRCLE_STYLE[c.kind]
        if n in path:
            style = PATH_STYLE
        rank = 3
        if n in marks.pieces:
            letter, style = marks.pieces[n]
            text, rank = letter + text, 1
        elif marks.suffix.get(n):
            rank = 2
        if n in marks.targets:
            style, rank = TARGET_STYLE, 0
        out.append(_Label(n, rank, text, "o", style))
    for i in m.intersections:
        if i.id in marks.pieces:
            letter, style = marks.pieces[i.id]
            out.append(_Label(i.id, 1, letter, letter, style))
        elif i.id in marks.targets:
            out.append(_Label(i.id, 0, i.id, "+", TARGET_STYLE))
        elif i.yellow:
            out.append(_Label(i.id, 4, i.id if placing else "+", "+", "bold yellow"))
        else:
            out.append(_Label(i.id, 5, "+", "+", "grey70"))
    out.sort(key=lambda lb: lb.rank)
    return out


def _place_labels(canvas: Canvas, m: WhitehallMap, win: Window,
                  labels: list[_Label]) -> None:
    for lb in labels:
        x, y = m.position(lb.node)
        col, row = win.cell(x, y)
        if not win.inside(col, row):
            continue
        for text in (lb.text, lb.short):
            start = col - (len(text) - 1) // 2
            spot = next((s for s in (start, start + 1, start - 1, start + 2, start - 2)
                         if canvas.free(s, row, len(text), 1 if lb.rank > 1 else 0)), None)
            if spot is not None:
                canvas.label(spot, row, text, lb.style)
                break


def draw_map(m: WhitehallMap, marks: Marks, view: dict[str, Any], cols: int,
             rows: int) -> tuple[Text, Window]:
    """The map window around the focus, ``cols`` x ``rows`` cells."""
    focus: set[Node] = set(marks.targets)
    if marks.mover is not None:
        focus.add(marks.mover)
    if not focus:
        focus = set(marks.own) or set(marks.pieces)
    win = window_for(m, focus, cols, rows)
    canvas = Canvas(cols, rows)
    _fill_blocks(canvas, m, win)
    _streets(canvas, m, win)
    _place_labels(canvas, m, win, _labels(m, marks, view))
    return canvas.text(), win


def overview(m: WhitehallMap, marks: Marks, win: Window, cols: int, rows: int) -> Text:
    """The whole map, small: quadrant lines, the pieces and the frame of the window."""
    width, height = map_size(m)
    whole = Window(0.0, 0.0, max(width / cols, height / (rows * CELL_ASPECT)), cols, rows)
    canvas = Canvas(cols, rows)
    for block in m.blocks:
        if block.kind is BlockKind.WATER:
            for n in block.cycle:
                c, r = whole.cell(*m.position(n))
                canvas.shade(c, r, WATER_STYLE, "~")
    if m.quadrant_lines is not None:
        qc, qr = whole.cell(*m.quadrant_lines)
        for r in range(rows):
            canvas.put(qc, r, ":", "medium_purple")
        for c in range(cols):
            canvas.put(c, qr, "." if c != qc else ":", "medium_purple")
    (c0, r0), (c1, r1) = whole.cell(win.x0, win.y0), whole.cell(win.x1 - 1, win.y1 - 1)
    c0, r0 = max(c0, 0), max(r0, 0)
    c1, r1 = min(c1, cols - 1), min(r1, rows - 1)
    for c in range(c0, c1 + 1):
        for r in (r0, r1):
            canvas.put(c, r, "-", "bold white")
    for r in range(r0, r1 + 1):
        for c in (c0, c1):
            canvas.put(c, r, "|", "bold white")
    for node in marks.targets:
        c, r = whole.cell(*m.position(node))
        if whole.inside(c, r):
            canvas.label(c, r, "o", TARGET_STYLE)
    for node, (letter, style) in marks.pieces.items():
        c, r = whole.cell(*m.position(node))
        if canvas.free(c, r, 1, 0):
            canvas.label(c, r, letter, style)
    if m.quadrant_lines is not None:
        for q, (c, r) in {1: (0, 0), 2: (cols - 2, 0), 3: (0, rows - 1),
                          4: (cols - 2, rows - 1)}.items():
            canvas.label(c, r, QUADRANT_NAMES[q], "medium_purple")
    return canvas.text()


# -- the panel ------------------------------------------------------------------------------


def _panel(view: dict[str, Any], tr: Translator) -> Text:
    """Round and track, Jack's sheet (where the view holds it), where the pieces stand,
    the markers, the tiles left and the latest searches: the most needed first, as a
    short terminal cuts the panel from its end (:func:`_fit`)."""
    out = Text(overflow="fold")
    out.append(tr(Msg("wm.ui.round", {"round": view["round"]})), style="bold")
    out.append("  " + tr(Msg("wm.ui.track")) + " [")
    used = {int(m): t for m, t in view["used"]}
    for i in range(1, MOVES_PER_ROUND + 1):
        tile = used.get(i)
        mark = TILE_LETTERS.get(tile, "?") if tile else ("X" if i <= view["track"] else ".")
        out.append(mark, style="bold" if i <= view["track"] else "dim")
    out.append(f"] {view['track']}/{MOVES_PER_ROUND}\n")
    jack = view.get("jack")
    if jack is not None:
        out.append(tr(Msg("wm.ui.sheet")) + "\n", style="bold magenta")
        out.append(tr(Msg("wm.ui.sheet_scenes", {
            "circles": ", ".join(map(str, jack["scenes"]))})) + "\n")
        rounds = list(enumerate(jack["paths"], start=1))
        for r, path in rounds if view["stage"] == "over" else rounds[-1:]:
            out.append(tr(Msg("wm.ui.sheet_path", {
                "round": r, "path": " → ".join(map(str, path))})) + "\n")
    for i, at in enumerate(view["police"]):
        name = INVESTIGATOR_NAMES[i]
        out.append(name[0].upper(), style=STYLE[name])
        out.append(f" {at}  ")
    if view.get("smoker"):
        out.append("D", style=DOG_STYLE)
        out.append(f" {view['smoker']}")
    out.rstrip()
    out.append("\n")
    out.append(tr(Msg("wm.ui.scenes", {"circles": ", ".join(map(str, view["reached"])) or "-"}))
               + "\n")
    out.append(tr(Msg("wm.ui.clues", {"circles": ", ".join(map(str, view["clues"])) or "-"}))
               + "\n")
    tiles = ", ".join(f"{tr(Msg(f'wm.tile.{k}'))} ×{n}" for k, n in view["tiles"].items())
    out.append(tr(Msg("wm.ui.tiles", {"tiles": tiles})) + "\n")
    for s in view["sightings"][-3:]:
        who = tr(Msg(f"wm.investigator.{INVESTIGATOR_NAMES[s['investigator']]}"))
        out.append(tr(Msg(f"wm.ui.sighting.{s['kind']}", {
            "move": s["move"], "who": who, "circle": s["circle"]})) + "\n", style="dim")
    out.rstrip()
    return out


def _fit(panel: Text, console: Console, width: int, rows: int) -> Text:
    """The panel cut to ``rows`` lines at ``width`` columns (it stands beside a map of
    that many rows): the dim lines (searches, older first) go first, then the end."""
    lines = panel.split("\n")
    while len(lines) > 1 and sum(len(x.wrap(console, width)) for x in lines) > rows:
        dim = [k for k, x in enumerate(lines) if x.style == "dim" or any(
            sp.style == "dim" and sp.start == 0 for sp in x.spans)]
        lines.pop(dim[0] if dim else -1)
    return Text("\n", overflow="fold").join(lines)


def _legend(tr: Translator, marks: Marks, view: dict[str, Any]) -> Text:
    """The symbols on the map (the markers only when the map holds some)."""
    items: list[tuple[str, str, str]] = [
        ("12", CIRCLE_STYLE[CircleKind.WHITE], "white"),
        ("12", CIRCLE_STYLE[CircleKind.BLACK], "black"),
        ("12", CIRCLE_STYLE[CircleKind.BLUE], "blue"),
        ("+", "grey70", "intersection"),
        ("Y B R", "bold", "investigators"),
    ]
    if view.get("smoker"):
        items.append(("D", DOG_STYLE, "dog"))
    if marks.targets:
        items.append(("i9", TARGET_STYLE, "target"))
    if view.get("jack") is not None:
        items += [("J", JACK_STYLE, "jack"), ("12", PATH_STYLE, "path")]
    shown = "".join(marks.suffix.values())
    items += [(MARKS[name], "bold", name) for name in MARKS if MARKS[name] in shown]
    if view["track"]:
        items.append(("X C A B", "bold", "tiles"))
    return legend((sample, style, _t(tr, "legend." + name)) for sample, style, name in items)


# -- the whole screen -----------------------------------------------------------------------


RESERVED_ROWS = 12
"""Terminal rows kept for the prompt and the options the terminal prints after the
board."""
OVERVIEW = (24, 7)
"""Columns and rows of the overview of the whole map."""


@dataclass
class Screen:
    """The view drawn to the console's size (a rich renderable): a heading, the map
    window with the panel (and the overview, where there is room) beside it, and the
    legend under both."""

    view: dict[str, Any]
    tr: Translator

    def __rich_console__(self, console: Console,
                         options: ConsoleOptions) -> Iterator[RenderableType]:
        """Lay the parts out for the space the console has."""
        width = options.max_width
        height = options.height or console.height
        m = load_game_map(str(self.view["map"]))
        marks = marks_of(self.view)
        legend = _legend(self.tr, marks, self.view)
        panel = _panel(self.view, self.tr)
        side = 40 if width >= 110 else max(24, width // 3)
        cols = width - side - 2
        rows = max(8, min(40, height - RESERVED_ROWS - 1
                          - len(legend.wrap(console, width))))
        text, win = draw_map(m, marks, self.view, cols, rows)
        panel = _fit(panel, console, side, rows)
        beside: list[RenderableType] = [panel]
        if len(panel.wrap(console, side)) + OVERVIEW[1] + 1 <= rows and side >= OVERVIEW[0]:
            beside += [Text(""), overview(m, marks, win, *OVERVIEW)]
        grid = Table.grid(padding=(0, 2))
        grid.add_column(width=cols, no_wrap=True)
        grid.add_column(width=side)
        grid.add_row(text, Group(*beside))
        yield Text(_t(self.tr, "map_head", map=m.name, quadrant=_where(m, win)),
                   style="bold", overflow="fold")
        yield grid
        yield legend


def _where(m: WhitehallMap, win: Window) -> str:
    """The quadrant names the window's centre lies in, e.g. ``NW``."""
    if m.quadrant_lines is None:
        return "-"
    qx, qy = m.quadrant_lines
    cx, cy = (win.x0 + win.x1) / 2, (win.y0 + win.y1) / 2
    width, height = map_size(m)
    if win.x1 - win.x0 >= width * 0.9 and win.y1 - win.y0 >= height * 0.9:
        return "NW NE SW SE"
    return QUADRANT_NAMES[(1 if cx < qx else 2) + (0 if cy < qy else 2)]


def render(view: dict[str, Any], tr: Translator) -> Screen:
    """The map around what the seat decides, the track, markers and pieces, and Jack's
    sheet where the view holds it."""
    return Screen(view, tr)


def help_text(tr: Translator) -> str:
    """What to type in Whitehall Mystery (the game's part of the terminal's ``/help``)."""
    return _t(tr, "help")

