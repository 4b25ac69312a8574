"""Terminal drawing of a Fearsome Floors view with rich.

Each square is two characters wide. A figure shows its colour letter and the number on
top, as the web client's pawn does (``G4``: the green figure showing 4); the letter is in
lower case while the black side is up (``g3``). Colour is a help, never the only cue. The
outer wall letters show where the monster comes back in when it walks through a wall.
The squares the current decision can choose are marked: the step keys (``n``, ``e``,
``s``, ``w``) where the moving figure's steps lead, ``+`` where a floor element can go.
A short legend under the board explains the symbols on it.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text

from eerie.core.text import Msg, Translator
from eerie.games.fearsome_floors.game import GAME, figure_name
from eerie.games.fearsome_floors.notation import ARROWS, parse
from eerie.games.fearsome_floors.state import (
    COLOUR_LETTERS,
    COLOURS,
    CRYSTAL,
    MOVES_PER_PHASE,
    ROT_BACK,
    ROT_RIGHT,
    STONE,
    FFState,
)
from eerie.games.screen import legend

STYLE = {
    "G": "bold black on green3",
    "R": "bold white on red3",
    "B": "bold white on blue3",
    "Y": "bold black on yellow3",
    "E": "bold black on wheat1",
    "P": "bold white on purple",
    "K": "bold white on grey23",
}
MONSTER_STYLE = "bold white on magenta"
TARGET_STYLE = "bold black on orange1"
MONSTER_ARROW = "^>v<"
OBJECT_GLYPHS = {STONE: ("()", "bold white", "stone"),
                 CRYSTAL: ("<>", "bold bright_cyan", "crystal"),
                 ROT_RIGHT: ("R>", "bold yellow", "rot_right"),
                 ROT_BACK: ("U<", "bold yellow", "rot_back")}
"""Floor objects: glyph, style and the legend entry (``ff.term.legend.<name>``)."""

LEGEND_ORDER = ("figure", "monster", "stone", "crystal", "rot_right", "rot_back",
                "teleporter", "pool", "entrance", "exit", "rim", "target", "place", "list")
"""Legend entries in the order shown (``ff.term.legend.<name>``)."""


TERM_PREFIX = "ff.term."
WHERE = {"in": "waiting", "out": "out", "x": "eaten"}
"""Figure places that are not squares (the view's ``at``) -> ``ff.term.where.<name>``."""


TERMS: tuple[str, ...] = (
    "glyph.entrance", "glyph.exit", "where.waiting", "where.out", "where.eaten", "help",
    *(f"legend.{name}" for name in LEGEND_ORDER),
)
"""The terminal's own words, catalog keys ``ff.term.<name>`` of the game's locales (the
reasons for refusals, ``ff.term.why.*``, are the game's messages)."""


def _t(tr: Translator, name: str, **params: Any) -> str:
    return tr(Msg(TERM_PREFIX + name, params))


def glyph(tr: Translator, name: str) -> str:
    """A two-column board glyph from the catalog (``IN``/``EX`` in English, one wide
    character in Korean and Chinese), padded or cut to two columns."""
    text = _t(tr, "glyph." + name)
    while cell_len(text) > 2:
        text = text[:-1]
    return text + " " * (2 - cell_len(text))


def targets(st: FFState) -> dict[int, str]:
    """The squares the pending decision can choose, with the mark to draw there: the
    step's key (``n``...) or ``+`` for a square a floor element can go on."""
    grid = st.layout.grid
    names = {n: c for c, n in enumerate(st.layout.names) if c not in grid.holes}
    out: dict[int, str] = {}
    for opt in GAME.pending(st).options:
        data = opt.data or {}
        to = data.get("to")
        if not isinstance(to, str) or to not in names:
            continue
        out[names[to]] = "+" if opt.id.startswith("at:") else str(data.get("key", "+"))[:1]
    return out


def _board(st: FFState, tr: Translator, marks: dict[int, str], used: set[str]) -> Text:
    lay = st.layout
    grid = lay.grid
    letters = lay.wall_letters()
    entrance, exit_ = glyph(tr, "entrance"), glyph(tr, "exit")
    board = Text()
    board.append("    ")
    for x in range(grid.width):
        board.append(f"{letters.get((x, -1), ' '):>2}", style="dim")
    board.append("\n    ")
    for x in range(grid.width):
        board.append(f"{'abcdefghijklmnop'[x]:>2}", style="bold")
    board.append("\n")
    for y in range(grid.height):
        board.append(f"{y + 1:>2} ", style="bold")
        board.append(letters.get((-1, y), " "), style="dim")
        for x in range(grid.width):
            cell = grid.cell(x, y)
            if cell in grid.holes:
                board.append(f"{letters.get((x, y), ' '):>2}", style="dim")
                continue
            text, style = _square(st, cell, entrance, exit_, used)
            mark = marks.get(cell)
            if mark is not None:
                used.add("target" if mark != "+" else "place")
                if text in (" .", "~~"):
                    text = f" {mark}"
                style = TARGET_STYLE
            board.append(text, style=style)
        board.append(f"{letters.get((grid.width, y), ' '):>2}", style="dim")
        board.append("\n")
    board.append("    ")
    for x in range(grid.width):
        board.append(f"{letters.get((x, grid.height), ' '):>2}", style="dim")
    return board


def _square(st: FFState, cell: int, entrance: str, exit_: str,
            used: set[str]) -> tuple[str, str]:
    """The glyph and style of one square; ``used`` collects the legend entries needed."""
    lay = st.layout
    x, y = lay.grid.xy(cell)
    base = "on grey15" if (x + y) % 2 else "on grey19"
    if cell in lay.pools:
        base = "on dark_red"
    f = st.occ[cell]
    if st.moving >= 0 and st.fig_loc[st.moving] == cell:
        f = st.moving
    tp = lay.teleporters.get(cell)
    obj = st.objects[cell]
    if cell == st.monster:
        return f"M{MONSTER_ARROW[st.heading]}", MONSTER_STYLE
    if f >= 0:
        letter = COLOUR_LETTERS[st.fig_owner[f]]
        style = STYLE[letter] + (" underline" if f == st.moving else "")
        return figure_name(st.fig_owner[f], st.value(f), st.fig_white[f]), style
    if tp is not None:
        used.add("teleporter")
        return f"{tp.pair}{ARROWS[tp.arrow]}", "bold cyan " + base
    if obj in OBJECT_GLYPHS:
        text, style, name = OBJECT_GLYPHS[obj]
        used.add(name)
        if cell in lay.pools:
            used.add("pool")
        return text, f"{style} {base}"
    if cell == lay.entrance:
        return entrance, "green " + base
    if cell == lay.exit:
        return exit_, "green " + base
    if cell in lay.pools:
        used.add("pool")
        return "~~", "red " + base
    return " .", "grey50 " + base


def _side(view: dict[str, Any], tr: Translator) -> Text:
    side = Text(overflow="fold")
    side.append(tr(Msg("ff.ui.turn", {"turn": view["turn"]})) + "\n", style="bold")
    side.append(tr(Msg("ff.ui.phase", {"phase": view["phase"], "played": view["played"],
                                       "total": MOVES_PER_PHASE})) + "\n")
    deck = ", ".join(tr(Msg(f"ff.card.{c}")) + (f" ×{n}" if n > 1 else "")
                     for c, n in view["deck"].items())
    side.append(tr(Msg("ff.ui.deck", {"cards": deck})) + "\n\n")
    unmoved_white = view["turn"] % 2 == 1
    for seat in range(view["players"]):
        letter = COLOUR_LETTERS[seat]
        side.append(">" if seat == view["start"] else " ", style="bold")
        side.append(f"{letter} ", style=STYLE[letter])
        side.append(" " + tr(Msg(f"ff.colour.{COLOURS[seat]}")) + " ("
                    + tr(Msg("ff.ui.escaped", {"n": view["escaped"][seat]})) + "): ")
        parts = []
        for fg in view["figures"]:
            if fg["owner"] != seat:
                continue
            at = str(fg["at"])
            where = _t(tr, "where." + WHERE[at]) if at in WHERE else at
            moved = fg["white"] != unmoved_white and at not in ("out", "x")
            parts.append(f"{figure_name(seat, fg['value'], fg['white'])} {where}"
                         + ("*" if moved else ""))
        side.append(", ".join(parts) + "\n")
    return side


def _legend(tr: Translator, used: set[str]) -> Text:
    samples = {
        "figure": ("G4", STYLE["G"]), "monster": ("M^", MONSTER_STYLE),
        "teleporter": ("A>", "bold cyan"), "pool": ("~~", "red on dark_red"),
        "entrance": (glyph(tr, "entrance"), "green"), "exit": (glyph(tr, "exit"), "green"),
        "rim": ("A", "dim"), "target": (" n", TARGET_STYLE), "place": (" +", TARGET_STYLE),
        "list": ("", ""),
        **{name: (text, style) for text, style, name in OBJECT_GLYPHS.values()},
    }
    shown = {"figure", "monster", "entrance", "exit", "rim", "list"} | used
    return legend((*samples[name], _t(tr, "legend." + name))
                  for name in LEGEND_ORDER if name in shown)


def render(view: dict[str, Any], tr: Translator) -> Group:
    """The board with the current decision's squares marked, a status panel, and a
    short legend of the symbols on the board."""
    st = parse(view["ffn"])
    used: set[str] = set()
    board = _board(st, tr, targets(st), used)
    table = Table.grid(padding=(0, 3))
    table.add_column(no_wrap=True, min_width=4 + 2 * st.layout.grid.width + 2)
    table.add_column()
    table.add_row(board, _side(view, tr))
    return Group(table, _legend(tr, used))


def help_text(tr: Translator) -> str:
    """What to type in Fearsome Floors (the game's part of the terminal's ``/help``)."""
    return _t(tr, "help")
