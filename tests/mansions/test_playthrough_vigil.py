"""Scripted playthroughs of "The Vigil at Corvin Lodge": one victory, one defeat.

Every decision of the main line is written down; chance steps get fixed outcomes (every
die a success in the victory, the first card or event otherwise, puzzle seed 0). Small
incidental decisions (clue spending, which monster to evade) take a fixed default, and
the puzzle is played by the packaged solver, so the script reads like a table's
transcript rather than a list of several hundred ids.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from eerie.core.decision import CHANCE
from eerie.core.events import Event
from eerie.core.registry import get_game
from eerie.games.mansions.ai import puzzle_move

GAME = get_game("mansions-of-madness")
SAFE_MYTHOS = ("mythos:calm_breath", "mythos:respite")


def chance_outcome(ids: list[str], dice: str, seed: int = 0) -> str:
    """The fixed outcome of a chance step: ``dice`` is ``best`` (all successes) or
    ``worst`` (all blanks); puzzles are generated from ``seed``."""
    if ids[0].startswith("roll:"):
        def successes(o: str) -> int:
            return int(o[6:].split("c")[0])

        return (max if dice == "best" else min)(ids, key=successes)
    for pref in (*SAFE_MYTHOS, f"seed:{seed}"):
        if pref in ids:
            return pref
    return ids[0]


def drive(state: Any, script: Iterable[str], dice: str = "best",
          seed: int = 0) -> list[Event]:
    """Play ``script`` (decision ids in order) to its end or to the end of the game;
    returns every event. Fails if a scripted id is not legal when its turn comes."""
    todo = list(script)
    events: list[Event] = []
    while True:
        p = GAME.pending(state)
        if not p.actors:
            return events
        ids = [o.id for o in p.options]
        top = state.stack[-1]
        if p.actors == (CHANCE,):
            choice = chance_outcome(ids, dice, seed)
        elif top["k"] == "puzzle" and top["stage"] == "play":
            choice = puzzle_move(GAME.view(state, p.actors[0])["puzzles"][top["id"]]) or "close"
        elif top["k"] == "test":
            choice = "clues:0"
        elif top["k"] in ("evade", "horror_phase", "fire_spread", "trading"):
            choice = "done" if "done" in ids else ids[0]
        else:
            if not todo:
                return events
            choice = todo.pop(0)
            assert choice in ids, f"round {state.round}: {choice!r} not among {ids}"
        events += GAME.apply(state, p.actors[0], choice)


def kinds(events: list[Event], kind: str, key: str) -> list[Any]:
    return [e.data[key] for e in events if e.kind == kind]


def test_vigil_victory_breaking_the_circle() -> None:
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    script = [
        # round 1: the study and the gallery are opened
        "turn:ambrose_quill", "move:ent.1", "explore:tok.study_door", "move:stu.2", "end_turn",
        "turn:declan_ashby", "move:ent.1", "explore:tok.gallery_door", "move:gal.1",
        "end_turn",
        # round 2: the brass key in the desk; the acolyte is shot
        "turn:ambrose_quill", "move:stu.1", "search:tok.desk", "end_turn",
        "turn:declan_ashby", "attack:m1:revolver", "end_turn",
        # round 3: the key-holder walks to the chained door
        "turn:ambrose_quill", "move:stu.2", "move:ent.1", "move:gal.1", "move:gal.2",
        "end_turn", "turn:declan_ashby", "end_turn",
        # round 4: the cellar
        "turn:ambrose_quill", "explore:tok.cellar_door", "move:cel.1", "move:cel.2",
        "move:cel.3", "end_turn", "turn:declan_ashby", "end_turn",
        # round 5: the circle of salt (a code puzzle)
        "turn:ambrose_quill", "interact:tok.circle", "opt:0",
    ]
    events = drive(st, script)
    assert st.result == "victory"
    assert st.epilogue == "ep.dawn"
    assert kinds(events, "mom.tile", "tile") == ["lodge_study", "lodge_gallery", "lodge_cellar"]
    assert kinds(events, "mom.objective", "objective") == ["obj.open_cellar",
                                                           "obj.break_circle"]
    assert "brass_key" in kinds(events, "mom.gain", "id")
    assert kinds(events, "mom.defeated", "kind") == ["hooded_acolyte"]
    assert "pz.circle" in kinds(events, "mom.puzzle", "puzzle")
    assert st.round == 5
    assert GAME.outcome(st) is not None and GAME.outcome(st).winners == (0, 1)  # type: ignore[union-attr]


def test_vigil_defeat_when_the_tide_comes_in() -> None:
    st = GAME.setup({"scenario": "vigil_at_corvin_lodge",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    script = ["turn:ambrose_quill", "end_turn", "turn:declan_ashby", "end_turn"] * 10
    events = drive(st, script)
    assert st.result == "defeat"
    assert st.epilogue == "ep.drowned"
    assert st.round == 10
    # the choir arrives from round 3 on; the tide rises at the end of round 6
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert ("hooded_acolyte", "ver.2") in spawns
    assert ("tide_priest", "ent.2") in spawns  # the cellar was never opened
    assert kinds(events, "mom.objective", "objective") == ["obj.hurry"]
    assert kinds(events, "mom.tile", "tile") == []
    assert GAME.outcome(st) is not None and GAME.outcome(st).winners == ()  # type: ignore[union-attr]
