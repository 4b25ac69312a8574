"""Terminal drawing of a Fearsome Floors view with rich.

Each square is two characters wide. Figures show their colour letter and the number
on top; colour is a help, never the only cue. The outer wall letters show where the
monster comes back in when it walks through a wall.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from eerie.core.text import Msg, Translator
from eerie.games.fearsome_floors.notation import ARROWS, parse
from eerie.games.fearsome_floors.state import COLOURS, MOVES_PER_PHASE

STYLE = {
    "G": "bold black on green3",
    "R": "bold white on red3",
    "B": "bold white on blue3",
    "Y": "bold black on yellow3",
    "E": "bold black on wheat1",
    "P": "bold white on purple",
    "K": "bold white on grey23",
}
MONSTER_ARROW = "^>v<"


def render(view: dict[str, Any], tr: Translator) -> Table:
    """The board and a status panel for a view."""
    st = parse(view["ffn"])
    lay = st.layout
    grid = lay.grid
    letters = lay.wall_letters()
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
            base = "on grey15" if (x + y) % 2 else "on grey19"
            if cell in lay.pools:
                base = "on dark_red"
            f = st.occ[cell] if st.occ[cell] >= 0 else -1
            if st.moving >= 0 and st.fig_loc[st.moving] == cell:
                f = st.moving
            tp = lay.teleporters.get(cell)
            obj = st.objects[cell]
            if cell == st.monster:
                board.append(f"M{MONSTER_ARROW[st.heading]}", style="bold white on magenta")
            elif f >= 0:
                letter = "GRBYEPK"[st.fig_owner[f]]
                board.append(f"{letter}{st.value(f)}", style=STYLE[letter])
            elif tp is not None:
                board.append(f"{tp.pair}{ARROWS[tp.arrow]}", style="bold cyan " + base)
            elif obj == 1:
                board.append("()", style="bold white " + base)
            elif obj == 2:
                board.append("<>", style="bold bright_cyan " + base)
            elif obj == 3:
                board.append("R>", style="bold yellow " + base)
            elif obj == 4:
                board.append("U<", style="bold yellow " + base)
            elif cell == lay.entrance:
                board.append("IN", style="green " + base)
            elif cell == lay.exit:
                board.append("EX", style="green " + base)
            elif cell in lay.pools:
                board.append("~~", style="red " + base)
            else:
                board.append(" .", style="grey50 " + base)
        board.append(f"{letters.get((grid.width, y), ' '):>2}", style="dim")
        board.append("\n")
    board.append("    ")
    for x in range(grid.width):
        board.append(f"{letters.get((x, grid.height), ' '):>2}", style="dim")

    side = Text()
    side.append(tr(Msg("ff.ui.phase", {"phase": view["phase"], "played": view["played"],
                                       "total": MOVES_PER_PHASE})) + "\n")
    side.append(tr(Msg("ff.ui.turn", {"turn": view["turn"]})) + "\n")
    deck = ", ".join(tr(Msg(f"ff.card.{c}")) + (f" x{n}" if n > 1 else "")
                    for c, n in view["deck"].items())
    side.append(tr(Msg("ff.ui.deck", {"cards": deck})) + "\n\n")
    for seat in range(view["players"]):
        letter = "GRBYEPK"[seat]
        colour = tr(Msg(f"ff.colour.{COLOURS[seat]}"))
        mark = "*" if seat == view["start"] else " "
        side.append(f"{mark}{letter} ", style=STYLE[letter])
        side.append(f" {colour}: ")
        figs = [fg for fg in view["figures"] if fg["owner"] == seat]
        parts = []
        for fg in figs:
            moved = fg["white"] != (view["turn"] % 2 == 1)
            parts.append(f"{fg['value']}@{fg['at']}{'*' if moved else ''}")
        side.append(" ".join(parts))
        side.append("  " + tr(Msg("ff.ui.escaped", {"n": view["escaped"][seat]})) + "\n")
    table = Table.grid(padding=(0, 3))
    table.add_column(no_wrap=True, min_width=4 + 2 * grid.width + 2)
    table.add_column()
    table.add_row(board, side)
    return table
