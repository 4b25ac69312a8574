"""Betrayal in a terminal (found by Eerie as the game package's ``render``): each floor
as a grid of tiles with their doors, the explorers' trait tracks and cards, and once
the haunt has begun its title, the seat's own book and the counters it may see.

A tile is three lines of nine columns: a gap in its top or bottom edge, or a blank
side, is a door. The middle line holds the tile's number (the legend under the floor
names it) and the seats standing there.
"""

from __future__ import annotations

from typing import Any

from eerie.core.text import Msg, Translator
from eerie.games.betrayal import house
from eerie.games.betrayal.house import Cell, Tiles
from eerie.games.betrayal.names import name
from eerie.games.betrayal.schema import FLOORS, TRAITS, content
from eerie.script.shared import ltext

WIDTH = 9
"""Columns of one tile."""


def _tile(tiles: Tiles, cell: Cell, number: int, seats: list[int]) -> list[str]:
    doors = house.doors(tiles, content().rooms, cell)
    top = "+---" + (" " if "N" in doors else "-") + "---+"
    bottom = "+---" + (" " if "S" in doors else "-") + "---+"
    label = f"{number:>2}" + ("@" + "".join(str(s + 1) for s in seats) if seats else "")
    middle = (" " if "W" in doors else "|") + label.center(WIDTH - 2)[: WIDTH - 2] + \
        (" " if "E" in doors else "|")
    return [top, middle, bottom]


def draw_floor(tiles: Tiles, floor: str, cells: list[Cell], dead: list[bool],
               tr: Translator) -> list[str]:
    """The floor's tiles (north up) and the legend of their numbers."""
    placed = house.floor_cells(tiles, floor)
    if not placed:
        return []
    xs = [c[1] for c in placed]
    ys = [c[2] for c in placed]
    numbers = {c: i + 1 for i, c in enumerate(placed)}
    lines = [tr(Msg("bet.ui.floor", {"floor": name("ui.floor", floor)}))]
    blank = [" " * WIDTH] * 3
    for y in range(max(ys), min(ys) - 1, -1):
        row = [""] * 3
        for x in range(min(xs), max(xs) + 1):
            cell = (floor, x, y)
            seats = [s for s, c in enumerate(cells) if c == cell and not dead[s]]
            block = _tile(tiles, cell, numbers[cell], seats) if cell in tiles else blank
            row = [a + b for a, b in zip(row, block, strict=True)]
        lines.extend(r.rstrip() for r in row)
    legend = ", ".join(f"{numbers[c]} {tr(name('room', tiles[c][0]))}" for c in placed)
    lines.append(legend)
    return lines


def _track(view: dict[str, Any], seat: int, trait: str) -> str:
    explorer = content().explorers[view["explorers"][seat]]
    mark = view["marks"][seat][trait]
    values = ["x"] + [str(v) for v in explorer.traits[trait].track]  # type: ignore[index]
    return " ".join(f"({v})" if i == mark else v for i, v in enumerate(values))


def draw_explorers(view: dict[str, Any], tr: Translator) -> list[str]:
    """Each explorer: name, side, trait tracks (the mark in parentheses, x the skull), cards."""
    lines = []
    for seat, explorer in enumerate(view["explorers"]):
        who = tr(name("explorer", explorer))
        state = "dead" if view["dead"][seat] else ("traitor" if seat == view["traitor"] else
                                                   "hero" if view["haunt"] else "explorer")
        lines.append(tr(Msg("bet.ui.explorer", {"seat": seat + 1, "who": who,
                                                   "state": name("ui.state", state)})))
        for trait in TRAITS:
            lines.append(f"   {tr(name('trait', trait))}: {_track(view, seat, trait)}")
        if view["cards"][seat]:
            cards = ", ".join(tr(name("card", c)) for c in view["cards"][seat])
            lines.append("   " + tr(Msg("bet.ui.cards", {"cards": cards})))
    return lines


def render(view: dict[str, Any], tr: Translator) -> str:
    """The house, the explorers, the omen count; after the haunt its title, its
    monsters (where each stands, whether stunned), its tokens (lying in rooms or
    carried), the seat's book and goal, and the
    haunt's counters the seat may see."""
    tiles = house.decode(view["tiles"])
    cells: list[Cell] = [(str(c[0]), int(c[1]), int(c[2])) for c in view["cells"]]
    lines: list[str] = []
    for floor in FLOORS:
        lines.extend(draw_floor(tiles, floor, cells, view["dead"], tr))
        lines.append("")
    lines.extend(draw_explorers(view, tr))
    lines.append(tr(Msg("bet.ui.status", {"round": view["round"], "omens": view["omens"]})))
    if view["haunt"]:
        haunt = content().haunts[view["haunt"]]
        lines.append(tr(Msg("bet.ui.haunt", {"title": ltext(haunt.title)})))
        kinds = {k.id: k for k in haunt.monsters}
        tiles_at = {c: r for c, (r, _) in tiles.items()}
        for m in view["monsters"]:
            cell = (str(m["cell"][0]), int(m["cell"][1]), int(m["cell"][2]))
            lines.append("   " + tr(Msg("bet.ui.monster-stunned" if m["stunned"] else
                                        "bet.ui.monster", {
                "who": ltext(kinds[m["kind"]].name), "room": name("room", tiles_at[cell])})))
        tokens = {k.id: k for k in haunt.tokens}
        for c, here in view.get("tokens", []):
            cell = (str(c[0]), int(c[1]), int(c[2]))
            for token, n in sorted(here.items()):
                lines.append("   " + tr(Msg("bet.ui.token", {
                    "what": ltext(tokens[token].name), "room": name("room", tiles_at[cell]),
                    "n": n})))
        for seat, held in enumerate(view.get("carried", [])):
            for token, n in sorted(held.items()):
                lines.append("   " + tr(Msg("bet.ui.carried", {
                    "who": name("explorer", view["explorers"][seat]),
                    "what": ltext(tokens[token].name), "n": n})))
        for counter in haunt.counters:
            if counter.var in view["variables"]:
                lines.append("   " + tr(Msg("bet.ui.counter", {
                    "name": ltext(counter.text), "n": view["variables"][counter.var]})))
    book = view.get("book")
    if book:
        lines.append(tr(Msg(book["text"]["key"], book["text"]["params"])))
        lines.append(tr(Msg("bet.ui.goal", {"goal": Msg(book["goal"]["key"],
                                                            book["goal"]["params"])})))
    return "\n".join(lines)


def help_text(tr: Translator) -> str:
    """What the board shows and what to type."""
    return tr(Msg("bet.term.help"))
