"""Terminal drawing of a Mansions of Madness view: the explored map drawn as the
scenario lays it out (rooms of rectangular spaces, walls, doors, borders) with the
investigators, monsters, tokens and board features in their spaces, a list of what
lies where, the investigators' sheets (face-up damage and horror cards with their
effects), the monsters and the current objective.

Everything is drawn from the view's ``board`` block (:func:`.present.public_board`), which
holds only public facts; the seat's own insanity card comes from the view's ``invs``.

On the map each space is a box named by its id (``ent.1``), the room's name in its first
space. Walls are ``-`` and ``|``, a gap in a wall is a door, ``:`` and ``.`` are the open
borders between spaces, ``#`` an impassable border. Investigators are their letters,
monsters their tags (``HA1``), tokens ``[E]`` explore (on its door), ``[S]`` search,
``[I]`` interact, ``[P]`` person, ``[V]`` sight, ``%`` something on the floor; the
legend under the map says so in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rich.console import Console, ConsoleOptions, RenderableType
from rich.text import Text

from eerie.core.text import Msg, Translator, literal
from eerie.games.mansions.script import key
from eerie.games.screen import Canvas, legend

TERMS: tuple[str, ...] = (
    "round", "investigator", "mythos", "over", "objective", "map", "room", "space", "here",
    "outdoor", "investigators", "monsters", "no_monsters", "damage", "horror", "facedown",
    "clues", "actions", "moves", "turn", "done", "wounded", "insane", "eliminated",
    "insanity", "possessions", "conditions", "cards", "monster_line", "fire", "darkness",
    "barricade", "passage", "door_to", "explore", "search", "interact", "person", "sight",
    "floor", "puzzle", "guess", "code_row", "no_board", "in_space", "legend_door",
    "legend_border", "legend_impassable", "legend_floor", "insanity_of", "help",
)
"""The terminal's own words, catalog keys ``mom.term.<name>`` in the game's locales (the
web client has its ``mom.ui.*`` keys)."""

TOKEN_MARK = {"explore": "E", "search": "S", "interact": "I", "person": "P", "sight": "V"}
INV_STYLE = ["bold white on green4", "bold white on dark_orange3", "bold white on blue3",
             "bold black on plum2", "bold black on orange1"]
MON_STYLE = "bold white on dark_red"
TOKEN_STYLE = "bold yellow"
WALL_STYLE = "bold grey70"
INNER_STYLE = "grey42"
OUTDOOR_BG = "on #14261a"
DARK_BG = "on grey7"
FIRE_STYLE = "bold white on red3"


class _Text:
    def __init__(self, tr: Translator) -> None:
        self.tr = tr

    def __call__(self, name: str, **params: Any) -> str:
        return self.tr(Msg(key("mom.term", name), params))

    def lt(self, text: dict[str, str] | None) -> str:
        return self.tr(literal(text or {}))


def _names(t: _Text, things: list[dict[str, Any]]) -> str:
    return ", ".join(t.lt(x["name"]) for x in things)


def _card(t: _Text, card: dict[str, Any]) -> str:
    """A face-up card by its title and, where the view gives it, its effect."""
    name = t.lt(card["name"])
    text = t.lt(card.get("text")) if card.get("text") else ""
    return f"{name}: {text}" if text else name


def _monster_tag(m: dict[str, Any]) -> str:
    return str(m["tag"]) + (str(m["marker"]) if m["marker"] else "")


# -- the map ------------------------------------------------------------------------------------


def _chips(board: dict[str, Any], t: _Text) -> dict[str, list[tuple[str, str]]]:
    """Space -> the short marks drawn in it: (text, style), pieces first."""
    here: dict[str, list[tuple[str, str]]] = {}

    def add(space: str | None, text: str, style: str) -> None:
        if space is not None:
            here.setdefault(space, []).append((text, style))

    for inv in board["investigators"]:
        if not inv["eliminated"] and inv["space"] is not None:
            add(inv["space"], inv["letter"], INV_STYLE[inv["index"] % len(INV_STYLE)])
    for m in board["monsters"]:
        add(m["space"], _monster_tag(m), MON_STYLE)
    for tok in board["tokens"]:
        if not tok["door"] or not tok.get("at"):  # a door token is drawn on its door
            add(tok["space"], f"[{TOKEN_MARK.get(tok['kind'], '?')}]", TOKEN_STYLE)
    for f in board["floor"]:
        add(f["space"], "%", "bold cyan")
    feats = board["features"]
    for s in feats["fire"]:
        add(s, t("fire"), FIRE_STYLE)
    for s in feats["darkness"]:
        add(s, t("darkness"), "bold magenta")
    for b in feats["barricades"]:
        add(b["space"], t("barricade"), "yellow")
    for s in feats["loose_barricades"]:
        add(s, t("barricade"), "yellow")
    for s in feats["passages"]:
        add(s, t("passage"), "cyan")
    return here


SEGMENT_CHARS = {"wall": ("-", "|", WALL_STYLE), "door": ("-", "|", WALL_STYLE),
                 "impassable": ("#", "#", "bold red"), "border": (":", ":", "grey62"),
                 "inner": (".", ":", INNER_STYLE)}
"""Segment type -> (horizontal char, vertical char, style)."""


def draw_map(board: dict[str, Any], t: _Text, width: int, height: int = 40) -> Text | None:
    """The explored map in at most ``width`` columns (spaces four rows high on a
    terminal of fewer than 36 rows, else five), or None if it cannot fit."""
    bx0, by0, bx1, by1 = board["bounds"]
    units_w, units_h = max(1.0, bx1 - bx0), max(1.0, by1 - by0)
    uw = min(24, int((width - 1) / units_w))
    if uw < 8:
        return None
    uh = 5 if uw >= 16 and height >= 36 else 4
    cols, rows = int(units_w * uw) + 1, int(units_h * uh) + 1
    canvas = Canvas(cols, rows)

    def at(x: float, y: float) -> tuple[int, int]:
        return round((x - bx0) * uw), round((y - by0) * uh)

    feats = board["features"]
    dark = set(feats["darkness"])
    boxes: list[tuple[dict[str, Any], dict[str, Any], int, tuple[int, int, int, int]]] = []
    for tile in board["tiles"]:
        for room in tile["rooms"]:
            for k, sp in enumerate(room["spaces"]):
                c0, r0 = at(sp["x"], sp["y"])
                c1, r1 = at(sp["x"] + sp["w"], sp["y"] + sp["h"])
                boxes.append((room, sp, k, (c0, r0, c1, r1)))
                bg = DARK_BG if sp["id"] in dark else OUTDOOR_BG if room["outdoor"] else ""
                if bg:
                    for r in range(r0 + 1, r1):
                        for c in range(c0 + 1, c1):
                            canvas.put(c, r, " ", bg)
    for seg in board["segments"]:
        (x1, y1, x2, y2), kind = seg["seg"], seg["type"]
        h_ch, v_ch, style = SEGMENT_CHARS.get(kind, SEGMENT_CHARS["wall"])
        (c1, r1), (c2, r2) = at(x1, y1), at(x2, y2)
        if r1 == r2:
            lo, hi = sorted((c1, c2))
            gap = range(lo + (hi - lo) // 3 + 1, hi - (hi - lo) // 3) if kind == "door" else ()
            for c in range(lo + 1, hi):
                canvas.put(c, r1, " " if c in gap else h_ch, style)
        else:
            lo, hi = sorted((r1, r2))
            gap = range(lo + 2, hi - 1) if kind == "door" and hi - lo > 3 else (
                range(lo + 1, hi) if kind == "door" else ())
            for r in range(lo + 1, hi):
                canvas.put(c1, r, " " if r in gap else v_ch, style)
    for _, _, _, (c0, r0, c1, r1) in boxes:
        for c, r in ((c0, r0), (c1, r0), (c0, r1), (c1, r1)):
            if canvas.chars[r][c] in (" ", ".", ":"):
                canvas.put(c, r, "+", WALL_STYLE)
    for tok in board["tokens"]:
        if tok["door"] and tok.get("at"):
            c, r = at(*tok["at"])
            canvas.put(c, r, TOKEN_MARK.get(tok["kind"], "?"), TOKEN_STYLE + " reverse")
    chips = _chips(board, t)
    for room, sp, k, (c0, r0, c1, r1) in boxes:
        limit = c1
        canvas.write(c0 + 1, r0 + 1, sp["id"], "dim", limit)
        marks = list(chips.get(sp["id"], []))
        if k == 0:
            name = " " + t.lt(room["name"])
            canvas.write(c0 + 1 + len(sp["id"]), r0 + 1, name, "bold", limit)
            if room["outdoor"]:
                marks.insert(0, (t("outdoor"), "green"))
        col, row = c0 + 2, r0 + 2  # a space from the wall (a token may sit on a door)
        for text, style in marks:
            if col + len(text) > limit and col > c0 + 2:
                col, row = c0 + 2, row + 1
            if row >= r1:
                canvas.put(c1 - 1, r1 - 1, ">", "bold")
                break
            col += canvas.write(col, row, text, style, limit) + 1
    return canvas.text(trim=True)


def _here(board: dict[str, Any], t: _Text) -> Text:
    """What lies in each space, in words (the map shows only marks)."""
    lines: dict[str, list[Text]] = {}
    for tok in board["tokens"]:
        mark = TOKEN_MARK.get(tok["kind"], "?")
        where = f" ({t('door_to')})" if tok["door"] else ""
        lines.setdefault(tok["space"], []).append(
            Text(f"[{mark}]", style=TOKEN_STYLE) + Text(
                f" {t(tok['kind'])}: {t.lt(tok['label'])}{where}"))
    for f in board["floor"]:
        lines.setdefault(f["space"], []).append(
            Text("%", style="bold cyan") + Text(f" {t('floor')}: {t.lt(f['name'])}"))
    out = Text(overflow="fold")
    for space in sorted(lines):
        out.append(f"{space}: ", style="bold")
        out.append(Text(" · ").join(lines[space]))
        out.append("\n")
    out.rstrip()
    return out


def _legend(board: dict[str, Any], t: _Text) -> Text:
    items: list[tuple[str, str, str]] = [
        ("| |", WALL_STYLE, "legend_door"), (":", "grey62", "legend_border")]
    kinds = {tok["kind"] for tok in board["tokens"]}
    items += [(f"[{TOKEN_MARK[k]}]", TOKEN_STYLE, k) for k in TOKEN_MARK if k in kinds]
    if any(seg["type"] == "impassable" for seg in board["segments"]):
        items.append(("#", "bold red", "legend_impassable"))
    if board["floor"]:
        items.append(("%", "bold cyan", "legend_floor"))
    return legend((sample, style, t(name)) for sample, style, name in items)


def _map(board: dict[str, Any], t: _Text, width: int, height: int) -> list[Any]:
    """The drawn map, its legend and the words for what lies where."""
    drawn = draw_map(board, t, width, height)
    parts: list[Any] = [Text(t("map"), style="bold")]
    if drawn is not None:
        parts += [drawn, _legend(board, t)]
    here = _here(board, t)
    if here.plain:
        parts.append(here)
    return parts


def _sheet(inv: dict[str, Any], view: dict[str, Any], t: _Text) -> Text:
    out = Text(overflow="fold")
    style = INV_STYLE[inv["index"] % len(INV_STYLE)]
    out.append(f" {inv['letter']} ", style=style)
    out.append(f" {t.lt(inv['name'])}", style="bold")
    if inv["space"]:
        out.append(" " + t("in_space", space=inv["space"]))
    flags = []
    if inv["active"]:
        flags.append(t("turn"))
    elif inv["done"]:
        flags.append(t("done"))
    for f in ("wounded", "insane", "eliminated"):
        if inv[f]:
            flags.append(t(f))
    if flags:
        out.append("  [" + ", ".join(flags) + "]", style="yellow")
    out.append("\n   ")
    out.append(t("damage", n=inv["damage"], max=inv["health"]))
    if inv["damage_down"]:
        out.append(" (" + t("facedown", n=inv["damage_down"]) + ")")
    out.append(" · " + t("horror", n=inv["horror"], max=inv["sanity"]))
    if inv["horror_down"]:
        out.append(" (" + t("facedown", n=inv["horror_down"]) + ")")
    out.append(" · " + t("clues", n=inv["clues"]))
    if inv["active"]:
        out.append(" · " + t("actions", n=inv["actions"]))
        if inv["move_left"]:
            out.append(" · " + t("moves", n=inv["move_left"]))
    for title, cards in ((t("cards"), inv["damage_up"] + inv["horror_up"]),
                         (t("conditions"), inv["conditions"])):
        if any(c.get("text") for c in cards):
            out.append("\n   " + title + ":")
            for c in cards:
                out.append("\n     " + _card(t, c))
        elif cards:
            out.append("\n   " + title + ": " + _names(t, cards))
    things = inv["items"] + inv["spells"]
    if things:
        out.append("\n   " + t("possessions") + ": " + _names(t, things))
    card = _insanity(inv, view, t)
    if card:
        mine = inv.get("seat") == view.get("seat")
        out.append("\n   " + (t("insanity", card=card) if mine else
                               t("insanity_of", who=t.lt(inv["name"]), card=card)),
                   style="magenta")
    return out


def _insanity(inv: dict[str, Any], view: dict[str, Any], t: _Text) -> str:
    """The insanity card the view lets this seat read for ``inv`` (title and effect when
    the view carries them), or ""."""
    shown = (view.get("insanity_cards") or {}).get(inv["id"])
    if shown:
        return _card(t, shown)
    own = next((d for d in view.get("invs") or [] if d.get("id") == inv["id"]), None)
    if own is None or not own.get("insanity"):
        return ""
    return str(own["insanity"]).replace("_", " ")


def _monsters(board: dict[str, Any], t: _Text) -> Text:
    out = Text(t("monsters") + "\n", style="bold")
    if not board["monsters"]:
        out.append("  " + t("no_monsters") + "\n", style="dim")
    for m in board["monsters"]:
        out.append(f" {_monster_tag(m)} ", style=MON_STYLE)
        out.append(f" {t.lt(m['name'])} {t('in_space', space=m['space'])}: ")
        out.append(t("monster_line", left=max(0, m["health"] - m["damage"]),
                     health=m["health"], damage=m["damage"], awareness=m["awareness"],
                     horror=m["horror"], might=m["might"]) + "\n")
    return out


def _puzzle(p: dict[str, Any], t: _Text) -> Text:
    out = Text(t("puzzle", title=t.lt(p["title"]), n=p["left"]) + "\n", style="bold cyan")
    s = p.get("state")
    if not s:
        return out
    kind = s.get("kind")
    if kind == "slide":
        cols = int(s["cols"])
        tiles = s["tiles"]
        for r in range(int(s["rows"])):
            row = tiles[r * cols:(r + 1) * cols]
            out.append("  " + " ".join(f"{v:>2}{'*' if v == r * cols + i else ' '}"
                                       for i, v in enumerate(row)) + "\n")
    elif kind == "code":
        labels = s.get("labels") or []

        def sym(v: int) -> str:
            return str(labels[v - 1]) if labels and 0 < v <= len(labels) else str(v)

        for g in s.get("history") or []:
            out.append("  " + t("guess", guess=" ".join(sym(v) for v in g["guess"]),
                                success=g["success"], clue=g["clue"]) + "\n")
        row = [sym(v) for v in s.get("row") or []]
        solved = bool(s.get("history")) and s["history"][-1]["success"] == s.get("length")
        if row or not solved:
            blanks = ["_"] * (int(s.get("length") or 0) - len(row))
            out.append("  " + t("code_row", row=" ".join(row + blanks)) + "\n",
                       style="bold")
    elif kind == "lock":
        rows, cols = int(s["rows"]), int(s["cols"])
        grid = [["." for _ in range(cols)] for _ in range(rows)]
        for b in s["blocks"]:
            for i in range(int(b["length"])):
                r = b["row"] + (0 if b["horizontal"] else i)
                c = b["col"] + (i if b["horizontal"] else 0)
                if 0 <= r < rows and 0 <= c < cols:
                    grid[r][c] = b["id"]
        for r in range(rows):
            out.append("  |" + "".join(grid[r]) + (">" if r == s["exit_row"] else "|") + "\n")
    return out


@dataclass
class Screen:
    """A view drawn to the console's width (a rich renderable)."""

    view: dict[str, Any]
    tr: Translator

    def __rich_console__(self, console: Console,
                         options: ConsoleOptions) -> Iterator[RenderableType]:
        """The heading, objective, map, sheets, monsters and open puzzle."""
        view, t = self.view, _Text(self.tr)
        board = view.get("board")
        head = Text()
        rnd = board["round"] if board else view.get("round", 1)
        phase = board["phase"] if board else view.get("phase", "investigator")
        head.append(t("round", round=rnd), style="bold")
        head.append(" · " + (t(phase) if phase in TERMS else str(phase)))
        yield head
        if board is None:
            yield Text(t("no_board"), style="dim")
            return
        if board.get("objective"):
            yield (Text(t("objective") + ": ", style="bold")
                   + Text(t.lt(board["objective"]["text"])))
        yield from _map(board, t, options.max_width, options.height or console.height)
        sheets = Text(t("investigators") + "\n", style="bold", overflow="fold")
        for inv in board["investigators"]:
            sheets.append(_sheet(inv, view, t))
            sheets.append("\n")
        yield sheets
        yield _monsters(board, t)
        if board.get("puzzle"):
            yield _puzzle(board["puzzle"], t)


def render(view: dict[str, Any], tr: Translator) -> Screen:
    """The board, the sheets, the monsters and the objective of one view."""
    return Screen(view, tr)


def help_text(tr: Translator) -> str:
    """What to type in Mansions of Madness (the game's part of the terminal's ``/help``)."""
    return _Text(tr)("help")
