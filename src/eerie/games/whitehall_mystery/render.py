"""Terminal drawing of a Whitehall Mystery view: the track, markers, investigators, and
(for Jack only, or for everyone after the game) Jack's sheet.

The map itself is too large for a terminal; ``eerie`` prints circle and intersection
numbers, and ``docs/whitehall-map.svg`` shows the bundled map.
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from eerie.core.text import Msg, Translator
from eerie.games.whitehall_mystery.state import INVESTIGATOR_NAMES, MOVES_PER_ROUND

STYLE = {"yellow": "bold black on yellow3", "blue": "bold white on blue3",
         "red": "bold white on red3"}


def render(view: dict[str, Any], tr: Translator) -> Table:
    """The public board state, plus Jack's sheet where the view holds it."""
    out = Text()
    out.append(tr(Msg("wm.ui.round", {"round": view["round"]})) + "   ")
    used = {int(m): t for m, t in view["used"]}
    track = Text()
    for i in range(1, MOVES_PER_ROUND + 1):
        mark = "X" if i <= view["track"] else "."
        tile = used.get(i)
        if tile:
            mark = tile[0].upper()
        track.append(f"[{mark}]", style="bold" if i <= view["track"] else "dim")
    out.append(tr(Msg("wm.ui.track")) + " ")
    out.append(track)
    out.append("\n")
    tiles = ", ".join(f"{tr(Msg(f'wm.tile.{k}'))} x{n}" for k, n in view["tiles"].items())
    out.append(tr(Msg("wm.ui.tiles", {"tiles": tiles})) + "\n")
    out.append(tr(Msg("wm.ui.scenes", {"circles": ", ".join(map(str, view["reached"])) or "-"}))
               + "\n")
    out.append(tr(Msg("wm.ui.clues", {"circles": ", ".join(map(str, view["clues"])) or "-"}))
               + "\n")
    for i, at in enumerate(view["police"]):
        name = INVESTIGATOR_NAMES[i]
        out.append(f" {name[0].upper()} ", style=STYLE[name])
        out.append(" " + tr(Msg(f"wm.investigator.{name}")) + f": {at}\n")
    if view.get("smoker"):
        out.append(tr(Msg("wm.ui.smoker", {"at": view["smoker"]})) + "\n")
    for s in view["sightings"]:
        who = tr(Msg(f"wm.investigator.{INVESTIGATOR_NAMES[s['investigator']]}"))
        out.append(tr(Msg(f"wm.ui.sighting.{s['kind']}", {
            "move": s["move"], "who": who, "circle": s["circle"]})) + "\n", style="dim")
    jack = view.get("jack")
    if jack is not None:
        out.append("\n" + tr(Msg("wm.ui.sheet")) + "\n", style="bold")
        out.append(tr(Msg("wm.ui.sheet_scenes", {
            "circles": ", ".join(map(str, jack["scenes"]))})) + "\n")
        for r, path in enumerate(jack["paths"], start=1):
            out.append(tr(Msg("wm.ui.sheet_path", {
                "round": r, "path": " → ".join(map(str, path))})) + "\n")
        out.append(tr(Msg("wm.ui.sheet_at", {"circle": jack["at"]})) + "\n", style="bold")
    table = Table.grid()
    table.add_column()
    table.add_row(out)
    return table
