"""Scripted playthroughs of "The Light at Gull's Reach": the twist, a victory, a defeat.

Same conventions as ``test_playthrough_vigil``: the main line is written down, chance
steps take fixed outcomes (every die a success; puzzles generated from seed 4, a lock of
five drags and a slide of five swaps), puzzles are played by the packaged solvers.
"""

from __future__ import annotations

from tests.mansions.test_playthrough_vigil import GAME, drive, kinds

VICTORY = [
    # round 1: the boathouse (rope, a clue); Crane is questioned; Declan heads for the tower
    "turn:ambrose_quill", "explore:tok.boathouse_door", "move:bh.1", "search:tok.nets",
    "end_turn",
    "turn:declan_ashby", "interact:tok.harbourmaster", "opt:0", "move:q.3", "move:q.4",
    "end_turn",
    # round 2: down the trapdoor on the rope; the lighthouse and its oil store
    "turn:ambrose_quill", "move:bh.2", "interact:tok.trapdoor", "end_turn",
    "turn:declan_ashby", "explore:tok.tower_gate", "move:tb.1", "search:tok.oil_store",
    "end_turn",
    # round 3: the drowned thrall falls to a spell; the rusted bolts (a lock puzzle)
    "turn:ambrose_quill", "move:cave.1", "attack:m1:wither", "end_turn",
    "turn:declan_ashby", "move:tb.2", "explore:tok.stair_door", "opt:0", "clues:1", "stop",
    "end_turn",
    # round 4: the lens, and the twist: Crane is the priest; Declan shoots him
    "turn:ambrose_quill", "move:cave.2", "move:cave.3", "search:tok.lens", "end_turn",
    "turn:declan_ashby", "move:tb.1", "move:q.4", "attack:m3:revolver", "end_turn",
    # rounds 5-7: the lens goes up the tower
    "turn:ambrose_quill", "move:cave.2", "move:cave.1", "move:bh.2", "move:bh.1", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:q.2", "move:q.3", "move:q.4", "move:tb.1", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:tb.2", "move:st.1", "move:lr.1", "move:lr.2", "end_turn",
    "turn:declan_ashby", "end_turn",
    # round 8: the prisms (a slide puzzle) and the beam
    "turn:ambrose_quill", "interact:tok.lamp", "opt:0", "clues:1",
]


def test_gulls_victory_after_the_twist() -> None:
    st = GAME.setup({"scenario": "gulls_reach_light",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    events = drive(st, VICTORY, seed=4)
    assert st.result == "victory"
    assert st.epilogue == "ep.beacon"
    assert st.round == 8
    assert kinds(events, "mom.tile", "tile") == ["boathouse", "sea_cave", "lighthouse",
                                                 "lamp_room"]
    # the twist: finding the lens unmasks the harbourmaster
    assert kinds(events, "mom.objective", "objective") == ["obj.twist", "obj.finish_lamp"]
    gains = kinds(events, "mom.gain", "id")
    assert gains.index("lighthouse_lens") >= 0
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert ("tide_priest", "q.1") in spawns
    assert ("bog_shambler", "q.4") in spawns  # the storm of round 7
    assert "tide_priest" in kinds(events, "mom.defeated", "kind")
    assert "tok.harbourmaster" not in st.tokens
    puzzles = {e.data["puzzle"] for e in events if e.kind == "mom.puzzle"}
    assert puzzles == {"pz.stair_lock", "pz.prism"}
    assert GAME.outcome(st).winners == (0, 1)  # type: ignore[union-attr]


def test_gulls_twist_objective_comes_with_the_lens() -> None:
    st = GAME.setup({"scenario": "gulls_reach_light",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    before = VICTORY[:VICTORY.index("search:tok.lens")]
    drive(st, before, seed=4)
    assert st.objective == "obj.relight"
    assert not any(m.kind == "tide_priest" for m in st.monsters)
    events = drive(st, ["search:tok.lens"], seed=4)
    assert st.objective == "obj.twist"
    assert any(m.kind == "tide_priest" and m.space == "q.1" for m in st.monsters)
    assert "lighthouse_lens" in kinds(events, "mom.gain", "id")


def test_gulls_defeat_when_the_light_stays_dark() -> None:
    st = GAME.setup({"scenario": "gulls_reach_light",
                     "investigators": ["ambrose_quill", "declan_ashby"]})
    script = ["turn:ambrose_quill", "end_turn", "turn:declan_ashby", "end_turn"] * 12
    events = drive(st, script)
    assert st.result == "defeat"
    assert st.epilogue == "ep.wreck"
    assert st.round == 12
    assert kinds(events, "mom.tile", "tile") == []
    assert kinds(events, "mom.objective", "objective") == []
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert spawns[0] == ("bog_shambler", "q.4")  # the storm at the end of round 7
    assert st.variables["twist"] == 0
    assert GAME.outcome(st).winners == ()  # type: ignore[union-attr]
