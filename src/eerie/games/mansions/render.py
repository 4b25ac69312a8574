"""Terminal drawing of a Mansions of Madness view: a compact map (rooms, spaces, who and
what is in each), the investigators' sheets, the monsters and the current objective.

Everything is drawn from the view's ``board`` block (:func:`.present.public_board`), which
holds only public facts; the seat's own insanity card comes from the view's ``invs``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from eerie.core.text import Msg, Translator, literal
from eerie.games.mansions.script import key

TERMS: tuple[str, ...] = (
    "round", "investigator", "mythos", "over", "objective", "map", "room", "space", "here",
    "outdoor", "investigators", "monsters", "no_monsters", "damage", "horror", "facedown",
    "clues", "actions", "moves", "turn", "done", "wounded", "insane", "eliminated",
    "insanity", "possessions", "conditions", "cards", "monster_line", "fire", "darkness",
    "barricade", "passage", "door_to", "explore", "search", "interact", "person", "sight",
    "floor", "puzzle", "guess", "code_row", "no_board",
)
"""The terminal's own words, catalog keys ``mom.term.<name>`` in the game's locales (the
web client has its ``ui.mom.*`` keys)."""

TOKEN_MARK = {"explore": "E", "search": "S", "interact": "I", "person": "P", "sight": "V"}
INV_STYLE = ["bold white on green4", "bold white on dark_orange3", "bold white on blue3",
             "bold black on plum2", "bold black on orange1"]
MON_STYLE = "bold white on dark_red"


class _Text:
    def __init__(self, tr: Translator) -> None:
        self.tr = tr

    def __call__(self, name: str, **params: Any) -> str:
        return self.tr(Msg(key("mom.term", name), params))

    def lt(self, text: dict[str, str] | None) -> str:
        return self.tr(literal(text or {}))


def _names(t: _Text, things: list[dict[str, Any]]) -> str:
    return ", ".join(t.lt(x["name"]) for x in things)


def _map(board: dict[str, Any], t: _Text) -> Table:
    table = Table(title=t("map"), show_lines=False, expand=False, pad_edge=False)
    table.add_column(t("room"), no_wrap=True)
    table.add_column(t("space"), no_wrap=True)
    table.add_column(t("here"))
    feats = board["features"]
    here: dict[str, list[Text]] = {}

    def add(space: str | None, piece: Text) -> None:
        if space is not None:
            here.setdefault(space, []).append(piece)

    for inv in board["investigators"]:
        if inv["eliminated"] or inv["space"] is None:
            continue
        style = INV_STYLE[inv["index"] % len(INV_STYLE)]
        add(inv["space"], Text(f" {inv['letter']} ", style=style) + Text(" " + t.lt(inv["name"])))
    for m in board["monsters"]:
        tag = m["tag"] + (str(m["marker"]) if m["marker"] else "")
        add(m["space"], Text(f" {tag} ", style=MON_STYLE)
            + Text(f" {t.lt(m['name'])} {m['damage']}/{m['health']}"))
    for tok in board["tokens"]:
        mark = TOKEN_MARK.get(tok["kind"], "?")
        where = f" ({t('door_to')})" if tok["door"] else ""
        add(tok["space"], Text(f"[{mark}]", style="bold yellow")
            + Text(f" {t(tok['kind'])}: {t.lt(tok['label'])}{where}"))
    for f in board["floor"]:
        add(f["space"], Text(f"{t('floor')}: {t.lt(f['name'])}", style="italic"))
    for s in feats["fire"]:
        add(s, Text(t("fire"), style="bold red"))
    for s in feats["darkness"]:
        add(s, Text(t("darkness"), style="bold magenta"))
    for b in feats["barricades"]:
        add(b["space"], Text(t("barricade") + (f" → {b['other']}" if b["other"] else ""),
                              style="yellow"))
    for s in feats["loose_barricades"]:
        add(s, Text(t("barricade"), style="yellow"))
    for s in feats["passages"]:
        add(s, Text(t("passage"), style="cyan"))
    for tile in board["tiles"]:
        for room in tile["rooms"]:
            name = Text(t.lt(room["name"]), style="bold")
            if room["outdoor"]:
                name.append(f" ({t('outdoor')})", style="green")
            for i, sp in enumerate(room["spaces"]):
                pieces = here.get(sp["id"], [])
                cell = Text("  ").join(pieces) if pieces else Text("·", style="dim")
                table.add_row(name if i == 0 else Text(""), sp["id"], cell)
    return table


def _sheet(inv: dict[str, Any], own: dict[str, Any] | None, t: _Text) -> Text:
    out = Text()
    style = INV_STYLE[inv["index"] % len(INV_STYLE)]
    out.append(f" {inv['letter']} ", style=style)
    out.append(f" {t.lt(inv['name'])}", style="bold")
    if inv["space"]:
        out.append(f" @ {inv['space']}")
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
    up = inv["damage_up"] + inv["horror_up"]
    if up:
        out.append("\n   " + t("cards") + ": " + _names(t, up))
    if inv["conditions"]:
        out.append("\n   " + t("conditions") + ": " + _names(t, inv["conditions"]))
    things = inv["items"] + inv["spells"]
    if things:
        out.append("\n   " + t("possessions") + ": " + _names(t, things))
    if own is not None and own.get("insanity"):
        out.append("\n   " + t("insanity", card=str(own["insanity"]).replace("_", " ")),
                   style="magenta")
    return out


def _monsters(board: dict[str, Any], t: _Text) -> Text:
    out = Text(t("monsters") + "\n", style="bold")
    if not board["monsters"]:
        out.append("  " + t("no_monsters") + "\n", style="dim")
    for m in board["monsters"]:
        tag = m["tag"] + (str(m["marker"]) if m["marker"] else "")
        out.append(f" {tag} ", style=MON_STYLE)
        out.append(f" {t.lt(m['name'])} @ {m['space']}: ")
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


def render(view: dict[str, Any], tr: Translator) -> Group:
    """The board, the sheets, the monsters and the objective of one view."""
    t = _Text(tr)
    board = view.get("board")
    head = Text()
    rnd = board["round"] if board else view.get("round", 1)
    phase = board["phase"] if board else view.get("phase", "investigator")
    head.append(t("round", round=rnd), style="bold")
    head.append(" · " + (t(phase) if phase in TERMS else str(phase)))
    if board is None:
        return Group(head, Text(t("no_board"), style="dim"))
    parts: list[Any] = [head]
    if board.get("objective"):
        parts.append(Text(t("objective") + ": ", style="bold")
                     + Text(t.lt(board["objective"]["text"])))
    parts.append(_map(board, t))
    own = {d["id"]: d for d in view.get("invs") or []}
    sheets = Text(t("investigators") + "\n", style="bold")
    for inv in board["investigators"]:
        sheets.append(_sheet(inv, own.get(inv["id"]), t))
        sheets.append("\n")
    parts.append(sheets)
    parts.append(_monsters(board, t))
    if board.get("puzzle"):
        parts.append(_puzzle(board["puzzle"], t))
    return Group(*parts)
