"""Arkham Horror in a terminal (found by Eerie as the game package's ``render``): the
round and phase, the scenario sheet and codex, each neighbourhood with its clues,
anomaly and spaces (doom, investigators, monsters), the streets, each investigator's
sheet (its ability, the damage and horror on its allies), the reserve and the decks.
Everything comes from the view."""

from __future__ import annotations

from typing import Any

from eerie.core.text import Msg, Translator
from eerie.games.arkham.content import content, scenario
from eerie.games.arkham.names import name
from eerie.script.shared import ltext


def _names(tr: Translator, family: str, ids: list[Any]) -> str:
    return ", ".join(tr(name(family, i)) for i in ids) or "-"


def _space_line(view: dict[str, Any], tr: Translator, space: str) -> str:
    who = [tr(name("inv", inv["id"])) for inv in view["invs"] if inv["space"] == space]
    mons = [tr(Msg("ah.board.monster", {
        "monster": name("mon", m["kind"]), "damage": m["damage"],
        "health": content().monsters[m["kind"]].health,
        "state": "exhausted" if m["exhausted"] else "ready"}))
        for m in view["monsters"] if m["space"] == space]
    line = "    " + tr(Msg("ah.board.space", {"space": name("space", space),
                                             "doom": view["doom"].get(space, 0)}))
    extra = [*who, *mons]
    return line + (" | " + "; ".join(extra) if extra else "")


def render(view: dict[str, Any], tr: Translator) -> str:
    """The whole table as lines of text."""
    c = content()
    sc = scenario(view["scenario"])
    lines = [tr(Msg("ah.board.round", {"round": view["round"], "phase": view["phase"]})),
             tr(Msg("ah.board.sheet", {"clues": view["variables"].get("sheet_clues", 0),
                                       "doom": view["variables"].get("sheet_doom", 0)}))]
    objective = next((o.text for o in sc.objectives if o.id == view["objective"]), None)
    if objective:
        lines.append(tr(Msg("ah.board.objective", {"text": ltext(objective)})))
    for n in view["codex"]:
        lines.append(tr(Msg("ah.board.codex", {"n": n,
                                               "text": name("archive", f"{sc.id}.{n}")})))
    for nb in c.city.neighbourhoods:
        lines.append(tr(Msg("ah.board.nb", {
            "nb": name("nb", nb.id), "clues": view["clues"].get(nb.id, 0),
            "anomaly": "yes" if nb.id in view["anomalies"] else "no"})))
        lines += [_space_line(view, tr, s.id) for s in nb.spaces]
    lines.append(tr(Msg("ah.board.streets")))
    lines += [_space_line(view, tr, s.id) for s in c.city.streets]
    for seat, inv in enumerate(view["invs"]):
        if not inv["id"]:
            continue
        sheet = c.investigators[inv["id"]]
        lines.append(tr(Msg("ah.board.inv", {
            "seat": seat + 1, "who": name("inv", inv["id"]),
            "space": name("space", inv["space"]) if inv["space"] else Msg("ah.board.away"),
            "damage": inv["damage"], "health": sheet.health, "horror": inv["horror"],
            "sanity": sheet.sanity, "money": inv["money"], "clues": inv["clues"],
            "remnants": inv["remnants"], "delayed": "yes" if inv["delayed"] else "no"})))
        engaged = [m for m in view["monsters"] if m["engaged"] == seat]
        lines.append("    " + tr(Msg("ah.board.holds", {
            "assets": _names(tr, "asset", inv["assets"]),
            "focus": _names(tr, "skill", inv["focus"]),
            "engaged": _names(tr, "mon", [m["kind"] for m in engaged])})))
        if sheet.ability is not None:
            lines.append("    " + tr(Msg("ah.board.ability", {
                "text": name("inv", f"{inv['id']}.ability")})))
        for asset, (damage, horror) in sorted(inv.get("hurt", {}).items()):
            card = c.assets[asset]
            lines.append("    " + tr(Msg("ah.board.hurt", {
                "asset": name("asset", asset), "damage": damage, "health": card.health,
                "horror": horror, "sanity": card.sanity})))
        for cond in inv.get("conditions", []):
            back = (name("cback", f"{cond['id']}.{cond['back']}") if cond["open"]
                    else Msg("ah.board.face_down"))
            lines.append("    " + tr(Msg("ah.board.condition", {
                "what": name("cond", cond["id"]), "front": name("cond", f"{cond['id']}.front"),
                "back": back})))
    lines.append(tr(Msg("ah.board.reserve", {"items": _names(tr, "asset", view["reserve"])})))
    events = sum(n for cards, _ in view["decks"]["event"] for _, n in cards)
    lines.append(tr(Msg("ah.board.decks", {"events": events, "headlines": view["headlines_left"],
                                           "cup": sum(view["cup"].values())})))
    return "\n".join(lines)


def help_text(tr: Translator) -> str:
    """What to type."""
    return tr(Msg("ah.help"))
