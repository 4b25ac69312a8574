"""Scripted playthroughs of "The Light at Gull's Reach": the twist, a victory, a defeat.

Same conventions as ``test_playthrough_vigil``: the main line is written down, chance
steps take fixed outcomes (every die a success; puzzles generated from seed 4),
puzzles are played by the packaged solvers.
"""

from __future__ import annotations

from typing import Any

from eerie.games.mansions.script import Ctx, push_steps, run
from tests.mansions.fixtures import at, placed, rule, spawn_at
from tests.mansions.packaged import GAME, drive, kinds

VICTORY = [
    # round 1: the boathouse (rope); Crane is questioned; Declan heads for the tower
    "turn:ambrose_quill", "explore:tok.boathouse_door", "move:bh.1", "search:tok.nets",
    "end_turn",
    "turn:declan_ashby", "interact:tok.harbourmaster", "opt:0", "move:q.3", "move:q.4",
    "end_turn",
    # round 2: down the trapdoor on the rope; the lighthouse and its oil store
    "turn:ambrose_quill", "move:bh.2", "interact:tok.trapdoor", "end_turn",
    "turn:declan_ashby", "explore:tok.tower_gate", "move:tb.1", "search:tok.oil_store",
    "end_turn",
    # round 3: the cave's thrall falls to a spell; the rusted bolts (a lock puzzle)
    "turn:ambrose_quill", "move:cave.1", "attack:m1:wither", "end_turn",
    "turn:declan_ashby", "move:tb.2", "explore:tok.stair_door", "opt:0", "clues:1", "stop",
    "end_turn",
    # round 4: through the flooded cleft into the grotto; Declan back to the quay
    "turn:ambrose_quill", "move:cave.2", "move:cave.3", "explore:tok.flooded_cleft",
    "move:gr.1", "end_turn",
    "turn:declan_ashby", "move:tb.1", "move:q.4", "move:q.3", "end_turn",
    # round 5: the grotto's thrall; the drowned keeper still holds his keys; the chapel
    "turn:ambrose_quill", "attack:m2:wither", "search:tok.keeper", "end_turn",
    "turn:declan_ashby", "explore:tok.chapel_door", "move:ch.1", "move:ch.2", "end_turn",
    # round 6: the lens, and the twist: Crane is the priest; the hymn board
    "turn:ambrose_quill", "move:gr.2", "search:tok.lens", "end_turn",
    "turn:declan_ashby", "search:tok.hymn_board", "move:ch.1", "move:q.3", "end_turn",
    # round 7: Declan shoots Crane and the storm's shambler; Ambrose wades back
    "turn:declan_ashby", "attack:m3:revolver", "attack:m4:revolver", "end_turn",
    "turn:ambrose_quill", "move:gr.1", "move:cave.3", "move:cave.2", "move:cave.1",
    "end_turn",
    # rounds 8-10: the lens and the keys go up the tower; the hatch opens to the key
    "turn:declan_ashby", "attack:m4:revolver", "end_turn",
    "turn:ambrose_quill", "move:bh.2", "move:bh.1", "move:q.2", "move:q.3", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:q.4", "move:tb.1", "move:tb.2", "move:st.1", "end_turn",
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:wr.1", "move:wr.2", "explore:tok.hatch", "move:lr.1",
    "end_turn",
    # round 11: the prisms (a slide puzzle) and the beam
    "turn:declan_ashby", "end_turn",
    "turn:ambrose_quill", "move:lr.2", "interact:tok.lamp", "opt:0", "clues:1",
]


def _new() -> Any:
    return GAME.setup({"scenario": "gulls_reach_light",
                       "investigators": ["ambrose_quill", "declan_ashby"]})


@rule("RR Scenario goals and the app's objectives (the objective revealed mid-game replaces "
      "the first; winning needs every part of it) and Explore",
      "the long line through nine tiles, two puzzle locks and a keyed hatch to the lantern")
def test_gulls_victory_after_the_twist() -> None:
    st = _new()
    events = drive(st, VICTORY, seed=4)
    assert st.result == "victory"
    assert st.epilogue == "ep.beacon"
    assert st.round == 11
    assert kinds(events, "mom.tile", "tile") == [
        "boathouse", "sea_cave", "lighthouse", "watch_room", "grotto", "chapel",
        "lamp_room"]
    # the twist: finding the lens unmasks the harbourmaster
    assert kinds(events, "mom.objective", "objective") == ["obj.twist", "obj.finish_lamp"]
    gains = kinds(events, "mom.gain", "id")
    assert gains.index("brass_key") < gains.index("lighthouse_lens")
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert ("tide_priest", "q.1") in spawns
    assert ("bog_shambler", "q.4") in spawns  # the storm of round 6
    # Crane fell before the spring tide of round 9: no drowned rise with it, but one of
    # his choir comes looking for him
    assert ("drowned_thrall", "q.2") not in spawns
    assert ("hooded_acolyte", "q.1") in spawns
    assert "tide_priest" in kinds(events, "mom.defeated", "kind")
    assert "tok.harbourmaster" not in st.tokens
    puzzles = {e.data["puzzle"] for e in events if e.kind == "mom.puzzle"}
    assert puzzles == {"pz.stair_lock", "pz.prism"}
    assert GAME.outcome(st).winners == (0, 1)  # type: ignore[union-attr]


@rule("RR Scenario goals (the twist)",
      "the objective changes only when the lens is found, and the harbourmaster becomes the tide "
      "priest on the quay")
def test_gulls_twist_objective_comes_with_the_lens() -> None:
    st = _new()
    before = VICTORY[:VICTORY.index("search:tok.lens")]
    drive(st, before, seed=4)
    assert st.objective == "obj.relight"
    assert not any(m.kind == "tide_priest" for m in st.monsters)
    events = drive(st, ["search:tok.lens"], seed=4)
    assert st.objective == "obj.twist"
    assert any(m.kind == "tide_priest" and m.space == "q.1"
               for m in st.monsters)
    assert "lighthouse_lens" in kinds(events, "mom.gain", "id")


@rule("RR Explore (a locked door whose event places no tile keeps its token)",
      "the lantern hatch opens only to the keeper's brass key")
def test_gulls_hatch_stays_shut_without_the_keepers_keys() -> None:
    st = _new()
    placed(st, "lighthouse", "watch_room")
    who = st.invs[1].id
    at(st, who, "wr.2")
    st.tokens.append("tok.hatch")
    push_steps(st, ("event", "ev.hatch"), who)
    run(Ctx(st))
    assert "lamp_room" not in st.tiles
    assert "tok.hatch" in st.tokens


@rule("RR Remove (monsters set aside, not defeated)",
      "when the tide priest falls, every drowned thrall on the board goes with him, and none "
      "counts as defeated")
def test_gulls_drowned_sink_back_when_crane_falls() -> None:
    st = _new()
    placed(st, "sea_cave")
    spawn_at(st, "drowned_thrall", "cave.2")
    spawn_at(st, "drowned_thrall", "q.3")
    spawn_at(st, "hooded_acolyte", "q.4")
    who = st.invs[0].id
    push_steps(st, ("event", "ev.priest_down"), who)
    ctx = Ctx(st)
    run(ctx)
    assert [m.kind for m in st.monsters] == ["hooded_acolyte"]
    assert st.variables["priest_down"] == 1
    assert "mom.defeated" not in {e.kind for e in ctx.events}
    assert [e.kind for e in ctx.events].count("mom.monster_removed") == 2
    assert st.objective == "obj.finish_lamp"  # the lamp is all that is left


@rule("RR Time limits (the scenario's end-of-round events)",
      "a storm at round 6, the spring tide at round 9 and the wreck of the fleet at the end of "
      "round 14 when nobody acts")
def test_gulls_defeat_when_the_light_stays_dark() -> None:
    st = _new()
    script = ["turn:ambrose_quill", "end_turn", "turn:declan_ashby", "end_turn"] * 14
    events = drive(st, script)
    assert st.result == "defeat"
    assert st.epilogue == "ep.wreck"
    assert st.round == 14
    assert kinds(events, "mom.tile", "tile") == []
    assert kinds(events, "mom.objective", "objective") == []
    spawns = [(e.data["kind"], e.data["space"]) for e in events if e.kind == "mom.spawn"]
    assert spawns[:2] == [("bog_shambler", "q.4"), ("drowned_thrall", "q.2")]
    assert st.variables["twist"] == 0
    assert GAME.outcome(st).winners == ()  # type: ignore[union-attr]


@rule("RR Puzzles (code-breaking; progress is kept between attempts and clues buy attempts)",
      "the choir's chest in the chapel vestry is a code lock worked over two actions; it holds "
      "Crane's ritual blade and his choir's score")
def test_gulls_choir_chest_opens_to_a_code() -> None:
    st = _new()
    drive(st, VICTORY[:VICTORY.index("search:tok.hymn_board") - 1], seed=4)
    events = drive(st, [
        "turn:declan_ashby", "search:tok.hymn_board", "move:vs.1", "end_turn",
        # round 7: four attempts (two clues from the hymn board) are not enough; a
        # second sitting opens on the same dials and finishes the code
        "turn:declan_ashby", "interact:tok.choir_chest", "opt:0", "clues:2",
        "interact:tok.choir_chest", "opt:0"], seed=4)
    assert {e.data["puzzle"] for e in events if e.kind == "mom.puzzle"} == {"pz.choir_chest"}
    assert st.invs[1].clues == 1  # the two spent on attempts, one found in the chest
    assert kinds(events, "mom.gain", "id") == ["ritual_dagger", "choir_score"]
    assert "tok.choir_chest" not in st.tokens
