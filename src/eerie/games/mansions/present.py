"""The public drawing data of a Mansions of Madness position, for the screens.

:func:`public_board` turns a :class:`~eerie.games.mansions.state.MoMState` into plain JSON
that the web client (the package's ``web/renderer.js``) and the terminal renderer
(:mod:`eerie.games.mansions.render`) draw from: the placed tiles with their rooms and
spaces (rectangles in grid units), the walls, doors and borders between them, tokens,
board features, figures, the investigators' sheets (face-up damage, horror and
condition cards with their titles and effects), the monsters (``marker``: the number a
monster goes by while others of its kind are on the board, 0 when it is alone; the same
number as in the options and the log), the objective and the open puzzle.

Everything here is public. Never included: tiles not yet placed (nor their rooms, spaces
or names), the scenario's events, triggers and variables, insanity cards (the holder's
own card stays in the view's ``invs``), which face-down damage or horror card lies where,
which copy a spell is, and puzzle answers.

Texts are :data:`~eerie.games.mansions.schema.LText` dicts (``{"en", "ko", "zh"}``); the
renderers pick the language.
"""

from __future__ import annotations

from typing import Any

from eerie.games.mansions.script import monster_number
from eerie.games.mansions.state import MoMState

EPS = 1e-6

Rect = tuple[float, float, float, float]


def _lt(text: dict[str, str] | None) -> dict[str, str]:
    return dict(text or {})


def _initials(name: str, width: int) -> str:
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    letters = "".join(w[0] for w in words).upper()
    return (letters or name[:1].upper() or "?")[:width]


# -- geometry ---------------------------------------------------------------------------------


def _sides(r: Rect) -> list[tuple[str, float, float, float]]:
    """The four sides of a rectangle: (axis, fixed coordinate, start, end). ``h`` sides
    run along x at a fixed y, ``v`` sides along y at a fixed x."""
    x, y, w, h = r
    return [("h", y, x, x + w), ("h", y + h, x, x + w), ("v", x, y, y + h), ("v", x + w, y, y + h)]


def _shared(a: Rect, b: Rect) -> tuple[str, float, float, float] | None:
    """The stretch of boundary two rectangles share, if any."""
    for axis, fixed, lo, hi in _sides(a):
        for axis2, fixed2, lo2, hi2 in _sides(b):
            if axis != axis2 or abs(fixed - fixed2) > EPS:
                continue
            start, end = max(lo, lo2), min(hi, hi2)
            if end - start > EPS:
                return axis, fixed, start, end
    return None


def _seg(axis: str, fixed: float, start: float, end: float) -> list[float]:
    if axis == "h":
        return [round(start, 4), round(fixed, 4), round(end, 4), round(fixed, 4)]
    return [round(fixed, 4), round(start, 4), round(fixed, 4), round(end, 4)]


def _subtract(lo: float, hi: float, cuts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The parts of [lo, hi] not covered by any of ``cuts``."""
    out: list[tuple[float, float]] = []
    cur = lo
    for a, b in sorted(cuts):
        if a > cur + EPS:
            out.append((cur, min(a, hi)))
        cur = max(cur, b)
        if cur >= hi - EPS:
            break
    if hi - cur > EPS:
        out.append((cur, hi))
    return [(a, b) for a, b in out if b - a > EPS]


_LINES_CACHE: dict[tuple[int, tuple[str, ...], tuple[tuple[str, str], ...]],
                   tuple[Any, list[dict[str, Any]], list[dict[str, Any]]]] = {}
"""Computed lines by (board, placed spaces, doors with a token): they only change when
a tile or an explore token comes or goes, and views are asked for all the time (the
``search`` AI's heuristic rollouts ask for one per decision)."""

_LINES_CACHE_SIZE = 512


def _lines(st: MoMState, placed: list[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """:func:`_compute_lines`, cached; the caller gets fresh lists and dicts."""
    board = st.board
    cache_key = (id(board), tuple(placed), tuple(_token_doors(st, set(placed))))
    hit = _LINES_CACHE.get(cache_key)
    if hit is None or hit[0] is not board:
        if len(_LINES_CACHE) >= _LINES_CACHE_SIZE:
            _LINES_CACHE.clear()
        edges, segs = _compute_lines(st, placed)
        hit = _LINES_CACHE[cache_key] = (board, edges, segs)
    return ([dict(e) for e in hit[1]],
            [{**sg, "seg": list(sg["seg"])} for sg in hit[2]])


def _compute_lines(st: MoMState,
                   placed: list[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Typed edges between placed spaces, and the line segments to draw.

    Segments: ``wall`` (a room's outline and walls between rooms), ``door``,
    ``impassable``, ``border`` (between two rooms) and ``inner`` (a plain border inside a
    room). A door whose far side is not placed yet is drawn as a door too when an explore
    token lies on it (the physical token sits on the door)."""
    board = st.board
    rects: dict[str, Rect] = board.rects
    pset = set(placed)
    edges: list[dict[str, Any]] = []
    segs: list[dict[str, Any]] = []
    covered: dict[str, list[tuple[str, float, float, float]]] = {s: [] for s in placed}
    doors_out = _token_doors(st, pset)
    for (a, b), kind in sorted(board.edges.items()):
        if a not in pset or b not in pset:
            continue
        same_room = board.room_of(a) == board.room_of(b)
        edges.append({"a": a, "b": b, "type": kind, "room": same_room})
        share = _shared(rects[a], rects[b])
        if share is None:
            continue  # a listed link between spaces that do not touch: no line
        covered[a].append(share)
        covered[b].append(share)
        draw = "inner" if kind == "border" and same_room else kind
        segs.append({"seg": _seg(*share), "type": draw, "a": a, "b": b})
    for space, other in doors_out:
        share = _shared(rects[space], rects[other])
        if share is None:
            continue
        covered[space].append(share)
        segs.append({"seg": _seg(*share), "type": "door", "a": space, "b": None})
    for s in placed:
        for axis, fixed, lo, hi in _sides(rects[s]):
            cuts = [(c[2], c[3]) for c in covered[s]
                    if c[0] == axis and abs(c[1] - fixed) < EPS]
            for start, end in _subtract(lo, hi, cuts):
                segs.append({"seg": _seg(axis, fixed, start, end), "type": "wall", "a": s,
                             "b": None})
    return edges, segs


def _token_doors(st: MoMState, placed: set[str]) -> list[tuple[str, str]]:
    """Doors to unplaced spaces that carry an explore token on the board."""
    toks = {t.id: t for t in st.scenario.tokens}
    out = []
    for tid in st.tokens:
        t = toks.get(tid)
        if t is None or t.door is None:
            continue
        a, b = t.door
        if a in placed and b not in placed:
            out.append((a, b))
        elif b in placed and a not in placed:
            out.append((b, a))
    return sorted(set(out))


def _door_point(st: MoMState, a: str, b: str) -> list[float] | None:
    share = _shared(st.board.rects[a], st.board.rects[b])
    if share is None:
        return None
    axis, fixed, lo, hi = share
    mid = (lo + hi) / 2
    return [round(mid, 4), round(fixed, 4)] if axis == "h" else [round(fixed, 4), round(mid, 4)]


# -- the board --------------------------------------------------------------------------------


def placed_spaces(st: MoMState) -> list[str]:
    """Every space of a placed tile, in the scenario's order."""
    tiles = set(st.tiles)
    return [sp.id for t in st.scenario.tiles if t.id in tiles for r in t.rooms for sp in r.spaces]


def _tiles(st: MoMState) -> list[dict[str, Any]]:
    tiles = set(st.tiles)
    out = []
    for t in st.scenario.tiles:
        if t.id not in tiles:
            continue
        out.append({"id": t.id, "rooms": [
            {"id": r.id, "name": _lt(r.name), "outdoor": r.outdoor,
             "spaces": [{"id": sp.id, "x": sp.x, "y": sp.y, "w": sp.w, "h": sp.h}
                        for sp in r.spaces]}
            for r in t.rooms]})
    return out


def _bounds(st: MoMState, placed: list[str]) -> list[float]:
    if not placed:
        return [0.0, 0.0, 1.0, 1.0]
    rects = [st.board.rects[s] for s in placed]
    return [min(r[0] for r in rects), min(r[1] for r in rects),
            max(r[0] + r[2] for r in rects), max(r[1] + r[3] for r in rects)]


def _tokens(st: MoMState, placed: set[str]) -> list[dict[str, Any]]:
    toks = {t.id: t for t in st.scenario.tokens}
    out = []
    for tid in st.tokens:
        t = toks.get(tid)
        if t is None or t.space not in placed:
            continue
        entry: dict[str, Any] = {"id": t.id, "kind": t.kind, "space": t.space,
                                 "door": ([x if x in placed else None for x in t.door]
                                          if t.door is not None else None),
                                 "label": _lt(t.label), "at": None}
        if t.door is not None:
            entry["at"] = _door_point(st, *t.door)
        if t.kind == "person" and t.person and t.person in st.lib.investigators:
            entry["person"] = _lt(st.lib.investigators[t.person].name)
        out.append(entry)
    return out


def _features(st: MoMState, placed: set[str]) -> dict[str, Any]:
    barricades = []
    for a, b in sorted(st.barricades):
        if a in placed:
            at = _door_point(st, a, b) if b in st.board.rects else None
            barricades.append({"space": a, "other": b if b in placed else None, "at": at})
    return {
        "fire": sorted(s for s in st.fire if s in placed),
        "darkness": sorted(s for s in st.darkness if s in placed),
        "barricades": barricades,
        "loose_barricades": sorted(s for s in st.loose_barricades if s in placed),
        "passages": sorted(s for s in st.passages if s in placed),
    }


def _item(st: MoMState, iid: str, flipped: bool) -> dict[str, Any]:
    item = st.lib.items.get(iid)
    if item is None:
        return {"id": iid, "kind": "item", "name": {"en": iid}, "flipped": flipped,
                "unique": False, "traits": [], "weapon": None}
    side = item.back if flipped and item.back is not None else item.front
    weapon = None
    if side.attack is not None:
        weapon = {"kind": side.attack.kind, "range": side.attack.range,
                  "damage": side.attack.damage}
    return {"id": iid, "kind": "item", "name": _lt(side.name), "flipped": flipped,
            "unique": item.unique, "traits": list(side.traits), "weapon": weapon}


def _spell(st: MoMState, sid: str) -> dict[str, Any]:
    spell = st.lib.spells.get(sid)
    if spell is None:
        return {"id": sid, "kind": "spell", "name": {"en": sid}, "weapon": None}
    weapon = None
    if spell.attack is not None:
        weapon = {"kind": spell.attack.kind, "range": spell.attack.range,
                  "damage": spell.attack.damage}
    return {"id": sid, "kind": "spell", "name": _lt(spell.name), "weapon": weapon}


def _cards(deck: dict[str, Any], ids: list[str]) -> list[dict[str, Any]]:
    """Face-up cards (damage, horror, conditions) with their titles and effects."""
    out = []
    for cid in ids:
        card = deck.get(cid)
        out.append({"id": cid, "name": _lt(card.name) if card is not None else {"en": cid},
                    "text": _lt(card.text) if card is not None else {}})
    return out


def _turn_of(st: MoMState) -> str | None:
    for f in reversed(st.stack):
        if f.get("k") == "turn":
            return str(f["inv"])
    return None


def _investigators(st: MoMState) -> list[dict[str, Any]]:
    names = {i.id: (st.lib.investigators[i.id].name.get("en", i.id)
                    if i.id in st.lib.investigators else i.id) for i in st.invs}
    letters = {iid: _initials(n, 1) for iid, n in names.items()}
    if len(set(letters.values())) < len(letters):
        letters = {iid: _initials(n, 2) for iid, n in names.items()}
    turn = _turn_of(st)
    out = []
    for n, inv in enumerate(st.invs):
        card = st.lib.investigators.get(inv.id)
        out.append({
            "id": inv.id, "index": n, "seat": inv.seat,
            "name": _lt(card.name) if card is not None else {"en": inv.id},
            # public, as clue tokens are at a real table (see ``Mansions.view``)
            "letter": letters[inv.id], "space": inv.space, "clues": inv.clues,
            "health": card.health if card is not None else 0,
            "sanity": card.sanity if card is not None else 0,
            "damage": inv.damage, "damage_down": inv.damage_down,
            "damage_up": _cards(st.lib.damage, inv.damage_up),
            "horror": inv.horror, "horror_down": inv.horror_down,
            "horror_up": _cards(st.lib.horror, inv.horror_up),
            "conditions": _cards(st.lib.conditions, inv.conditions),
            "wounded": inv.wounded, "insane": inv.insane, "eliminated": inv.eliminated,
            "items": [_item(st, i, f) for i, f in inv.items],
            "spells": [_spell(st, s) for s in inv.spells],
            "actions": inv.actions, "move_left": inv.move_left, "done": inv.done,
            "active": inv.id == turn,
        })
    return out


def _monsters(st: MoMState) -> list[dict[str, Any]]:
    kinds = {}
    for m in st.monsters:
        kind = st.lib.monsters.get(m.kind)
        kinds[m.kind] = kind.name.get("en", m.kind) if kind is not None else m.kind
    tags = {k: _initials(n, 2) for k, n in kinds.items()}
    out = []
    for m in st.monsters:
        kind = st.lib.monsters.get(m.kind)
        health = (kind.health + kind.health_per_investigator * len(st.invs)) if kind else 0
        out.append({
            "uid": m.uid, "kind": m.kind,
            "name": _lt(kind.name) if kind is not None else {"en": m.kind},
            "tag": tags[m.kind], "space": m.space, "damage": m.damage, "health": health,
            "marker": monster_number(st, m),
            "awareness": kind.awareness if kind else 0, "horror": kind.horror if kind else 0,
            "might": kind.might if kind else 0,
            "traits": list(kind.traits) if kind else [],
        })
    return out


def _floor(st: MoMState, placed: set[str]) -> list[dict[str, Any]]:
    out = []
    for f in st.floor:
        if f.space not in placed:
            continue
        thing = _item(st, f.id, f.flipped) if f.kind == "item" else _spell(st, f.id)
        out.append({"space": f.space, **thing})
    return out


def open_puzzle(st: MoMState) -> dict[str, Any] | None:
    """The puzzle being worked on now (its public state), or None."""
    frame = next((f for f in reversed(st.stack) if f.get("k") == "puzzle"), None)
    if frame is None:
        return None
    pid = str(frame["id"])
    d = next((p for p in st.scenario.puzzles if p.id == pid), None)
    data = st.puzzles.get(pid)
    state: dict[str, Any] | None = None
    if data is not None:
        state = {k: v for k, v in data.items() if k != "answer"}
        if state.get("kind") == "code":
            state["history"] = [{"guess": list(g["guess"]), "success": g["success"],
                                 "clue": g["clue"]} for g in data.get("history") or []]
    return {"id": pid, "inv": frame.get("inv"), "stage": frame.get("stage"),
            "left": frame.get("left", 0),
            "kind": d.kind if d is not None else (state or {}).get("kind"),
            "skill": d.skill if d is not None else None,
            "title": _lt(d.title) if d is not None else {"en": pid},
            "state": state}


def _objective(st: MoMState) -> dict[str, Any] | None:
    obj = next((o for o in st.scenario.objectives if o.id == st.objective), None)
    if obj is None:
        return None
    return {"id": obj.id, "text": _lt(obj.text)}


def public_board(state: MoMState) -> dict[str, Any]:
    """Everything the screens draw, all of it public (see the module docstring)."""
    st = state
    placed = placed_spaces(st)
    pset = set(placed)
    edges, segments = _lines(st, placed)
    return {
        "scenario": {"id": st.scenario.id, "title": _lt(st.scenario.title)},
        "round": st.round, "phase": st.phase, "result": st.result,
        "bounds": _bounds(st, placed),
        "tiles": _tiles(st),
        "edges": edges,
        "segments": segments,
        "tokens": _tokens(st, pset),
        "features": _features(st, pset),
        "floor": _floor(st, pset),
        "investigators": _investigators(st),
        "monsters": _monsters(st),
        "objective": _objective(st),
        "puzzle": open_puzzle(st),
        "turn": _turn_of(st),
    }
