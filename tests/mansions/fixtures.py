"""A tiny scenario and content set for the rules tests (independent of the real content).

Map (tile ``hall`` placed at the start; tile ``yard`` joins when explored)::

    h1 h2 h3 | y1 y2        h3-y1: a door with the explore token "ex_yard" on it
    s1 s2                   h1-s1: a door; h2-s2 and the rest between rooms: walls

Investigators: ann, bob, cid, dee, eve (different abilities). Monsters: ghoul (melee),
shade (ranged, more horror). Decks are small so draws are easy to force.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.games.mansions import schema as sc
from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.script import Ctx, push, run
from eerie.games.mansions.state import MoMState
from tests.rules import rulebook

BOOK = "mansions-of-madness-2e.ko.txt"
rule = rulebook("mansions-of-madness", BOOK)
"""The rule marker of a Mansions rule test: ``@rule("RR 24", topic)`` or
``@rule("401-405", topic)`` (lines of the rulebook)."""

T = {"en": "text", "ko": "글"}


def t(en: str) -> dict[str, str]:
    return {"en": en, "ko": en}


def _skills(s: int, a: int, o: int, lo: int, i: int, w: int) -> dict[str, int]:
    return {"strength": s, "agility": a, "observation": o, "lore": lo, "influence": i,
            "will": w}


def _answer(skill: str, diff: int = 1, passed: list[Any] | None = None,
            fail: list[Any] | None = None) -> dict[str, Any]:
    return {"text": t(f"{skill} answer"), "skill": skill, "difficulty": diff,
            "pass": passed or [], "fail": fail or []}


def _monster(mid: str, awareness: int, horror: int, might: int, health: int,
             activation: list[dict[str, Any]], traits: list[str] | None = None
             ) -> dict[str, Any]:
    return {
        "id": mid, "name": t(mid), "flavour": t(mid), "awareness": awareness,
        "horror": horror, "might": might, "health": health, "traits": traits or [],
        "attacked": {k: _answer("strength", 1) for k in
                     ("heavy", "bladed", "firearm", "spell", "unarmed")},
        "evade": _answer("agility", 1, [], [{"do": "damage", "amount": 1},
                                            {"do": "cancel"}]),
        "horror_check": _answer("will", 1, [], [{"do": "horror", "amount": 1}]),
        "attacks": [{"text": t("bite"), "steps": [
            {"do": "damage", "amount": 2, "resist": "strength"}]}],
        "activation": activation,
    }


def content_data() -> dict[str, Any]:
    def inv(iid: str, skills: dict[str, int], ability: dict[str, Any], starting: list[str],
            health: int = 4, sanity: int = 4) -> dict[str, Any]:
        return {"id": iid, "name": t(iid.title()), "role": t("role"), "skills": skills,
                "health": health, "sanity": sanity,
                "ability": {**ability, "text": t("ability")}, "starting": starting}

    return {
        "format": "eerie-mansions-content",
        "investigators": [
            inv("ann", _skills(3, 3, 4, 2, 2, 3), {"kind": "extra_clue"}, ["knife"]),
            inv("bob", _skills(2, 3, 3, 4, 3, 3), {"kind": "reroll", "amount": 1},
                ["lamp", "flare"]),
            inv("cid", _skills(4, 2, 2, 2, 3, 2), {"kind": "long_stride"}, ["pistol"]),
            inv("dee", _skills(2, 2, 3, 3, 4, 4), {"kind": "mend", "amount": 1}, []),
            inv("eve", _skills(3, 4, 2, 3, 2, 3), {"kind": "bonus_die", "skill": "agility",
                                                    "amount": 1}, ["tonic"]),
        ],
        "monsters": [
            _monster("ghoul", 2, 1, 2, 3, [{"target": "nearest", "move": 2, "attack": 0}]),
            _monster("shade", 3, 2, 1, 2, [
                {"when": "target_in_range", "target": "nearest", "move": 0, "attack": 0,
                 "attack_range": "ranged"},
                {"target": "nearest", "move": 1}], ["flying"]),
        ],
        "items": [
            {"id": "knife", "front": {"name": t("Knife"), "text": T, "traits": ["weapon"],
                                      "attack": {"kind": "bladed", "damage": 1}}},
            {"id": "lamp", "front": {"name": t("Lamp"), "text": T, "traits": ["light_source"]}},
            {"id": "pistol", "front": {"name": t("Pistol"), "text": T,
                                       "attack": {"kind": "firearm", "range": "ranged",
                                                  "damage": 2}}},
            {"id": "tonic", "front": {"name": t("Tonic"), "text": T,
                                      "action": [{"do": "heal_damage", "amount": 2}],
                                      "flip_after_action": True},
             "back": {"name": t("Empty tonic"), "text": T}},
            {"id": "charm", "unique": True,
             "front": {"name": t("Charm"), "text": T,
                       "modifiers": [{"skill": "will", "dice": 1}]}},
            {"id": "idol", "unique": True, "front": {"name": t("Idol"), "text": T}},
        ],
        "spells": [
            {"id": "flare", "name": t("Flare"), "text": T,
             "attack": {"kind": "spell", "range": "ranged", "damage": 1},
             "copies": [{"id": "flare1", "text": T, "damage_bonus": 1},
                        {"id": "flare2", "text": T,
                         "steps": [{"do": "horror", "amount": 1}]}]},
            {"id": "ward", "name": t("Ward"), "text": T,
             "copies": [{"id": "ward1", "text": T, "steps": [{"do": "clues", "amount": 1}]}]},
        ],
        "conditions": [
            {"id": "dazed", "name": t("Dazed"), "text": T,
             "modifiers": [{"dice": -1}]},
            {"id": "stunned", "name": t("Stunned"), "text": T, "lose_first_action": True},
            {"id": "bleeding", "name": t("Bleeding"), "text": T,
             "end_of_turn": [{"do": "damage", "amount": 1, "facedown": True}]},
        ],
        "damage": [
            {"id": "bruise", "name": t("Bruise"), "text": T, "timing": "persistent",
             "copies": 3},
            {"id": "gash", "name": t("Gash"), "text": T, "timing": "immediate",
             "steps": [{"do": "clues", "amount": -1}], "copies": 2},
            {"id": "limp", "name": t("Limp"), "text": T, "timing": "persistent",
             "modifiers": [{"moves": 1}]},
        ],
        "horror": [
            {"id": "dread", "name": t("Dread"), "text": T, "timing": "persistent",
             "copies": 3},
            {"id": "panic", "name": t("Panic"), "text": T, "timing": "immediate",
             "steps": [{"do": "condition", "id": "stunned"}], "copies": 2},
            {"id": "shiver", "name": t("Shiver"), "text": T, "timing": "persistent",
             "modifiers": [{"skill": "will", "dice": -1}]},
        ],
        "insanity": [
            {"id": "loner", "name": t("Loner"), "text": T, "alone": True},
            {"id": "greed", "name": t("Greed"), "text": T,
             "wins_if": {"check": "has", "item": "idol"}},
            {"id": "crowd", "name": t("Crowd"), "text": T, "min_players": 4},
        ],
        "mythos": [
            {"id": "chill", "text": t("A chill."), "who": "random",
             "steps": [{"do": "horror", "amount": 1, "resist": "will"}]},
            {"id": "draft", "text": t("A draft."), "who": "each",
             "steps": [{"do": "say", "text": t("brr")}]},
        ],
    }


def scenario_data() -> dict[str, Any]:
    def room(rid: str, spaces: list[tuple[str, float, float]],
             outdoor: bool = False) -> dict[str, Any]:
        return {"id": rid, "name": t(rid.title()), "outdoor": outdoor,
                "spaces": [{"id": s, "x": x, "y": y} for s, x, y in spaces]}

    return {
        "format": "eerie-mansions-scenario", "id": "tiny", "title": t("Tiny"),
        "summary": t("A tiny test house."), "prologue": t("You arrive."),
        "content": ["tiny"], "variables": {"found": 0},
        "tiles": [
            {"id": "hall", "rooms": [room("hall", [("h1", 0, 0), ("h2", 1, 0), ("h3", 2, 0)]),
                                     room("study", [("s1", 0, 1), ("s2", 1, 1)])],
             "edges": [{"a": "h1", "b": "s1", "type": "door"}]},
            {"id": "yard", "rooms": [room("yard", [("y1", 3, 0), ("y2", 4, 0)], True)]},
        ],
        "links": [{"a": "h3", "b": "y1", "type": "door"}],
        "tokens": [
            {"id": "ex_yard", "kind": "explore", "space": "h3", "door": ["h3", "y1"],
             "label": t("Back door"), "event": "explore_yard"},
            {"id": "desk", "kind": "search", "space": "s1", "label": t("Desk"),
             "event": "desk"},
            {"id": "bell", "kind": "interact", "space": "h2", "label": t("Bell"),
             "event": "bell"},
            {"id": "shed", "kind": "search", "space": "y2", "label": t("Shed"),
             "event": "shed"},
            {"id": "box", "kind": "interact", "space": "h1", "label": t("Box"),
             "event": "box"},
        ],
        "events": [
            {"id": "intro", "steps": [{"do": "say", "text": t("The door shuts.")}]},
            {"id": "explore_yard", "steps": [
                {"do": "place_tile", "tile": "yard"}, {"do": "place_token", "token": "shed"},
                {"do": "spawn", "kind": "ghoul", "space": "y2"}]},
            {"id": "desk", "steps": [
                {"do": "test", "skill": "observation", "difficulty": 1,
                 "pass": [{"do": "clues", "amount": 1}, {"do": "item", "id": "charm"},
                          {"do": "remove_token", "token": "desk"}],
                 "fail": [{"do": "say", "text": t("Nothing.")}]}]},
            {"id": "bell", "steps": [
                {"do": "choice", "text": t("Ring it?"), "options": [
                    {"label": t("Ring"), "action": True, "steps": [
                        {"do": "set", "var": "rung", "add": 1},
                        {"do": "if", "cond": {"check": "var", "var": "rung", "value": 2},
                         "then": [{"do": "horror", "amount": 1}]}]},
                    {"label": t("Leave")}]}]},
            {"id": "shed", "steps": [{"do": "clues", "amount": 1},
                                     {"do": "set", "var": "found", "add": 1}]},
            {"id": "box", "steps": [{"do": "puzzle", "id": "lockbox",
                                     "solved": [{"do": "clues", "amount": 2}]}]},
            {"id": "win", "steps": [{"do": "victory", "epilogue": "won"}]},
            {"id": "late", "steps": [{"do": "defeat", "epilogue": "late"}]},
        ],
        "triggers": [
            {"on": "start", "event": "intro"},
            {"on": "variable", "event": "win",
             "cond": {"check": "var", "var": "found", "value": 1}},
        ],
        "mythos": [{"id": "rumble", "text": t("A rumble."),
                    "steps": [{"do": "say", "text": t("rumble")}]}],
        "objectives": [{"id": "find", "text": t("Search the house.")}],
        "puzzles": [{"id": "lockbox", "kind": "code", "skill": "lore", "difficulty": "easy",
                     "title": t("Lockbox")}],
        "time_limits": [{"round": 6, "event": "late"}],
        "epilogues": [{"id": "won", "kind": "victory", "text": t("You won.")},
                      {"id": "late", "kind": "defeat", "text": t("Too late.")},
                      {"id": "eliminated", "kind": "defeat", "text": t("Gone.")}],
        "start": {"tiles": ["hall"], "space": "h1", "tokens": ["ex_yard", "desk", "bell", "box"],
                  "objective": "find"},
    }


def write(folder: Path, scenario: dict[str, Any] | None = None,
          content: dict[str, Any] | None = None) -> str:
    """Write the tiny scenario and its content set into ``folder``; the scenario path."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tiny.json").write_text(json.dumps(content or content_data()), "utf-8")
    path = folder / "scenario.json"
    path.write_text(json.dumps(scenario or scenario_data()), "utf-8")
    return str(path)


def variant(folder: Path, change: Any = None, content_change: Any = None) -> str:
    """A modified copy of the tiny scenario (``change(scenario_dict)`` edits in place)."""
    sc = copy.deepcopy(scenario_data())
    ct = copy.deepcopy(content_data())
    if change is not None:
        change(sc)
    if content_change is not None:
        content_change(ct)
    load.cache_clear()
    return write(folder, sc, ct)


def new(path: str, invs: tuple[str, ...] = ("ann", "bob"), **cfg: Any) -> MoMState:
    return GAME.setup({"scenario": path, "investigators": list(invs), **cfg})


def do(st: MoMState, *oids: str) -> list[Event]:
    """Apply decisions (by whoever may act); every id must be legal."""
    events: list[Event] = []
    for oid in oids:
        p = GAME.pending(st)
        assert p.option(oid) is not None, (oid, p.ids()[:40], st.stack[-1]["k"])
        events += GAME.apply(st, p.actors[0], oid)
    return events


def ids(st: MoMState) -> list[str]:
    return GAME.pending(st).ids()


def top(st: MoMState) -> str:
    return str(st.stack[-1]["k"]) if st.stack else ""


def is_chance(st: MoMState) -> bool:
    return GAME.pending(st).actors == (CHANCE,)


def roll(st: MoMState, s: int, c: int = 0, b: int | None = None) -> list[Event]:
    """Resolve the pending roll with ``s`` successes, ``c`` clue faces, rest blank."""
    n = GAME.pending(st).options[-1].id  # roll:sNc0b0 is the last
    total = int(n[6:].split("c")[0])
    if b is None:
        b = total - s - c
    events = do(st, f"roll:s{s}c{c}b{b}")
    if top(st) == "test" and st.stack[-1]["stage"] == "spend" and ids(st)[:2] != [
            "clues:0", "clues:1"]:
        events += do(st, "clues:0")        # nothing to spend: decline a re-roll
    return events


def start_turn(st: MoMState, who: str) -> None:
    do(st, f"turn:{who}")


def searching_desk(path: str, clues: int) -> MoMState:
    """Ann holds ``clues`` and searches the study desk (an observation test needing one
    success); its roll is pending."""
    st = new(path)
    at(st, "ann", "s1")
    st.inv("ann").clues = clues
    start_turn(st, "ann")
    do(st, "search:desk")
    return st


def end_turns(st: MoMState) -> None:
    """End every remaining turn of the investigator phase."""
    while top(st) in ("round", "turn") and st.phase == "investigator":
        if top(st) == "round":
            waiting = [o for o in ids(st) if o.startswith("turn:")]
            if not waiting:
                return
            do(st, waiting[0])
        do(st, "end_turn")


def spawn_at(st: MoMState, kind: str, space: str) -> str:
    """Put a monster on the board (as a scenario step would); its uid."""
    from eerie.games.mansions.script import Ctx, spawn

    m = spawn(Ctx(st), kind, space)
    assert m is not None
    return m.uid


def at(st: MoMState, who: str, space: str) -> None:
    st.inv(who).space = space


def placed(st: MoMState, *tiles: str) -> None:
    for tile in tiles:
        if tile not in st.tiles:
            st.tiles.append(tile)


def keys(events: list[Event]) -> list[str]:
    return [e.msg.key for e in events]


_STEPS: Any = sc.Event  # validates a list of steps through the scenario's event model


def script(st: MoMState, who: str | None, steps: list[dict[str, Any]],
           mon: str | None = None) -> list[Event]:
    """Run ``steps`` as a scenario event with ``who`` as the active investigator (and
    ``mon`` as the monster in question); the events it produced."""
    name = f"t{len(st.interpreter.inline)}"
    st.interpreter.add_inline(name, list(_STEPS.model_validate({"id": name, "steps": steps}).steps))
    push(st, "steps", path=("inline", name), pc=0, inv=who, mon=mon, aud=None)
    ctx = Ctx(st)
    run(ctx)
    return ctx.events
