"""Scripted playthroughs of "The Vigil at Corvin Lodge": victories and a defeat.

Every decision of the main line is written down; chance steps get fixed outcomes (every
die a success in the victory, the first card or event otherwise, puzzle seed 0). Small
incidental decisions (clue spending, which monster to evade) take a fixed default, and
the puzzle is played by the packaged solver, so the script reads like a table's
transcript rather than a list of several hundred ids.
"""

from __future__ import annotations

from typing import Any

from eerie.core.registry import get_game
from tests.mansions.packaged import drive, kinds

GAME = get_game("mansions-of-madness")


# rounds 1 to 6 of the scripted victory: the diary, the heron's key, the cellar
TO_THE_CELLAR = [
    # round 1: the study and the gallery are opened
    "turn:ambrose_quill", "move:ent.1", "explore:tok.study_door", "move:stu.2", "end_turn",
    "turn:declan_ashby", "move:ent.1", "explore:tok.gallery_door", "move:gal.1", "end_turn",
    # round 2: the diary in the desk points to the heron; the acolyte is shot
    "turn:ambrose_quill", "move:stu.1", "search:tok.desk", "end_turn",
    "turn:declan_ashby", "attack:m1:revolver", "end_turn",
    # round 3: the glasshouse (and its moths)
    "turn:ambrose_quill", "explore:tok.aviary_door", "move:avi.1", "move:avi.2", "end_turn",
    "turn:declan_ashby", "move:gal.2", "end_turn",
    # round 4: the brass key under the heron
    "turn:ambrose_quill", "search:tok.heron", "move:avi.1", "move:stu.1", "end_turn",
    "turn:declan_ashby", "end_turn",
    # round 5: the key-holder walks to the chained door (a second boat lands after it)
    "turn:ambrose_quill", "move:stu.2", "move:ent.1", "move:gal.1", "move:gal.2", "end_turn",
    "turn:declan_ashby", "end_turn",
    # round 6: the gallery is cleared and the cellar opened
    "turn:declan_ashby", "attack:m3:revolver", "attack:m2:revolver", "end_turn",
    "turn:ambrose_quill", "explore:tok.cellar_door", "move:cel.1", "move:cel.2", "end_turn",
]


def new_game() -> Any:
    return GAME.setup({"scenario": "vigil_at_corvin_lodge",
                       "investigators": ["ambrose_quill", "declan_ashby"]})


def test_vigil_victory_breaking_the_circle() -> None:
    """The whole clue chain (desk, heron, key, cellar), Matthias brought up by the rising
    tide at the end of round 7 and shot, then the circle broken: victory in round 8."""
    st = new_game()
    script = [
        *TO_THE_CELLAR,
        # round 7: the thrall is shot; Ambrose, held fast, hears Dr. Varga's warning
        "turn:declan_ashby", "move:cel.1", "attack:m5:revolver", "end_turn",
        "turn:ambrose_quill", "interact:tok.doctor", "end_turn",
        # round 8: Matthias (risen with the tide) is shot, then the circle of salt
        "turn:declan_ashby", "move:cel.2", "attack:m6:revolver", "end_turn",
        "turn:ambrose_quill", "move:cel.3", "interact:tok.circle", "opt:0", "clues:0",
    ]
    events = drive(st, script)
    assert st.result == "victory"
    assert st.epilogue == "ep.dawn"
    assert st.round == 8
    assert kinds(events, "mom.tile", "tile") == ["lodge_study", "lodge_gallery", "lodge_aviary",
                                                "lodge_cellar"]
    assert kinds(events, "mom.objective", "objective") == [
        "obj.find_key", "obj.open_cellar", "obj.break_circle", "obj.hurry", "obj.finish_circle"]
    gained = kinds(events, "mom.gain", "id")
    assert "brass_key" in gained
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert ("moth_swarm", "avi.1") in spawns
    assert ("tide_priest", "cel.3") in spawns  # the tide brought him to the circle
    assert kinds(events, "mom.defeated", "kind") == [
        "hooded_acolyte", "hooded_acolyte", "moth_swarm", "drowned_thrall", "tide_priest"]
    assert "pz.circle" in kinds(events, "mom.puzzle", "puzzle")
    assert GAME.outcome(st) is not None and GAME.outcome(st).winners == (0, 1)  # type: ignore[union-attr]


def test_vigil_breaking_the_circle_first_raises_matthias() -> None:
    """The mid-game reveal: breaking the circle before the tide turns does not win yet;
    Matthias Varga rises in the cellar with a new objective, and his fall ends it."""
    st = new_game()
    drive(st, TO_THE_CELLAR)
    assert st.round == 7 and "lodge_cellar" in st.tiles
    # the thrall has been dealt with off-script and Ambrose stands at the circle
    st.monsters[:] = [m for m in st.monsters if m.kind != "drowned_thrall"]
    st.inv("ambrose_quill").space = "cel.3"
    events = drive(st, ["turn:ambrose_quill", "interact:tok.circle", "opt:0", "clues:0",
                        "end_turn"])
    assert st.result == "" and st.variables["circle_broken"] == 1
    assert ("tide_priest", "cel.1") in [(m.kind, m.space) for m in st.monsters]
    assert kinds(events, "mom.objective", "objective")[-1] == "obj.stop_matthias"
    priest = next(m.uid for m in st.monsters if m.kind == "tide_priest")
    events = drive(st, ["turn:declan_ashby", "move:cel.1", f"attack:{priest}:revolver"])
    assert st.result == "victory" and st.epilogue == "ep.dawn"
    assert st.round == 7
    assert "obj.finish_circle" not in kinds(events, "mom.objective", "objective")


def test_vigil_defeat_when_the_tide_comes_in() -> None:
    """Nobody acts: the choir lands (round 3 and 5), the tide brings Matthias to the entry
    hall (round 7), the drowned walk in (round 9) and the house floods after round 11."""
    st = new_game()
    script = ["turn:ambrose_quill", "end_turn", "turn:declan_ashby", "end_turn"] * 11
    events = drive(st, script)
    assert st.result == "defeat"
    assert st.epilogue == "ep.drowned"
    assert st.round == 11
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert spawns == [("hooded_acolyte", "ver.2"), ("hooded_acolyte", "ver.2"),
                      ("tide_priest", "ent.2"),  # the cellar was never opened
                      ("drowned_thrall", "ent.1")]  # nor the gallery
    assert kinds(events, "mom.objective", "objective") == ["obj.hurry"]
    assert kinds(events, "mom.tile", "tile") == []
    assert GAME.outcome(st) is not None and GAME.outcome(st).winners == ()  # type: ignore[union-attr]
