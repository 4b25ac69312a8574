"""The experienced game: crystals, rotating stones, teleporters and placing the tiles.

In FFN a crystal is ``*``, a rotating stone ``r`` (quarter turn right) or ``u`` (about
turn), a teleporter ``[A>]`` (pair letter, arrow).
"""

from __future__ import annotations

import pytest

from eerie.games.fearsome_floors import placement
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.monster import look
from eerie.games.fearsome_floors.state import CRYSTAL, PLACE, ROT_BACK, ROT_RIGHT, STONE
from tests.fearsome_floors.helpers import (
    chosen,
    eaten,
    ffn,
    fig,
    figures,
    ids,
    looks,
    name,
    object_at,
    play,
    sq,
    start,
    walk_from,
    where,
)

N, E, S, W = 0, 1, 2, 3


def kinds(tr):
    """The kinds of trace entries, in order."""
    return [k for k, _ in tr]


# -- crystals ---------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:103",
    "figures push a crystal exactly like a stone",
)
def test_figures_push_crystals_like_stones():
    st, m = chosen({"d5": "*"}, steps=2, at="c5")
    play(st, "e")
    assert object_at(st, "e5") == CRYSTAL and where(st, m.label) == "d5"
    st, _ = chosen({"d5": "*", "e5": "o"}, steps=4, at="c5")
    assert "e" not in ids(st)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:103",
    "the monster sees through crystals (stones still block)",
)
def test_monster_sees_through_crystals():
    st = start(ffn({"h7": "*", "f9": "*", "j9": "o"}, figures("R6w@h4", "R4w@d9", "R3w@m9"),
                   monster="h9n"))
    seen = look(st).seen
    assert seen == {"front": (fig(st, "R6"), 5), "left": (fig(st, "R4"), 4)}


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:103,65",
    "the monster pushes crystals like stones",
)
def test_monster_pushes_crystals():
    st, tr = walk_from({"h8": "*"}, monster="h9n", card="5")
    assert object_at(st, "h3") == CRYSTAL and name(st.monster) == "h4"
    assert next((d["from"], d["to"]) for k, d in tr if k == "push") == ("h8", "h7")


# -- rotating stones --------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:104",
    "for figures a rotating stone is an ordinary stone",
)
@pytest.mark.parametrize(("token", "obj"), [("r", ROT_RIGHT), ("u", ROT_BACK)])
def test_figures_push_rotating_stones(token, obj):
    st, _ = chosen({"d5": token}, steps=1, at="c5")
    play(st, "e")
    assert object_at(st, "e5") == obj


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:104,110",
    "the monster never pushes or enters a rotating stone: meeting one ahead, it turns as the "
    "stone shows (right or about) and takes that same step in the new heading",
)
@pytest.mark.parametrize(("token", "after", "heading"), [("r", ["i8", "j8", "k8", "l8"], E),
                                                         ("u", ["h9", "h10", "h11", "i1"], S)])
def test_rotating_stone_turns_the_monster(token, after, heading):
    st, tr = walk_from({"h7": token}, monster="h9n", card="5")
    assert looks(tr) == ["h9", "h8", *after]
    kind = ROT_RIGHT if token == "r" else ROT_BACK
    assert ("rotate", {"heading": heading, "stone": kind, "at": "h7"}) in tr
    assert object_at(st, "h7") == kind
    assert st.heading == heading


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:63,104",
    "the rotating stone hides what lies beyond it, so a figure straight ahead behind it does not "
    "stop the turn",
)
def test_a_figure_behind_the_rotating_stone_does_not_stop_the_turn():
    st, tr = walk_from({"h7": "u"}, "R6w@h3", monster="h9n", card="5")
    assert [d for k, d in tr if k == "look" and d["at"] == "h8"] == [{"at": "h8", "seen": {}}]
    assert "rotate" in kinds(tr)
    assert where(st, "R6") == "h3" and eaten(st, tr) == []


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:104",
    "before a rotating stone, a figure seen to the left or right wins: the monster turns to it "
    "and the stone does nothing",
)
def test_rotating_stone_inactive_when_a_figure_is_seen():
    st, tr = walk_from({"h7": "r"}, "R6w@d8", monster="h9n", card="7")
    assert "rotate" not in kinds(tr)
    assert looks(tr)[1:3] == ["h8", "g8"]
    assert eaten(st, tr) == ["R6"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:104,107",
    "a rotating stone beside the monster does nothing: only stepping onto it counts",
)
def test_rotating_stone_beside_the_path_does_nothing():
    st, tr = walk_from({"i8": "r", "g6": "u"}, monster="h9n", card="5")
    assert "rotate" not in kinds(tr)
    assert name(st.monster) == "h4" and st.heading == N


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:63,104",
    "rotating stones block the monster's sight as stones do (our reading: they are stone tiles)",
)
def test_rotating_stones_block_sight():
    st = start(ffn({"h7": "r", "f9": "u"}, figures("R6w@h4", "R4w@d9"), monster="h9n"))
    assert look(st).seen == {}


# -- teleporters ------------------------------------------------------------------------------

TELE = {"h7": "[A>]", "c3": "[A^]"}
"""A pair: h7 (arrow east) and c3 (arrow north)."""


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:105",
    "for figures a teleporter is like the board's edge: no stepping onto it, no pushing a stone "
    "onto it, a slide stops before it",
)
def test_teleporters_are_walls_for_figures():
    st, _ = chosen(TELE, steps=3, at="g7")
    assert "e" not in ids(st)
    st, _ = chosen({**TELE, "g7": "o"}, steps=3, at="f7")
    assert "e" not in ids(st)
    st, m = chosen({**TELE, "e7": "~", "f7": "~", "g7": "~"}, steps=1, at="d7")
    play(st, "e")
    assert where(st, m.label) == "g7"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:105",
    "the monster looks across a teleporter",
)
def test_monster_looks_across_teleporters():
    st = start(ffn(TELE, figures("R6w@h4"), monster="h9n"))
    assert look(st).seen == {"front": (fig(st, "R6"), 5)}


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:105",
    "stepping onto a teleporter the monster appears on the other one of the pair, facing its "
    "arrow; that is one step",
)
def test_monster_teleports_and_faces_the_arrow():
    st, tr = walk_from(TELE, monster="h9n", card="5")
    assert ("teleport", {"from": "h7", "to": "c3", "heading": N}) in tr
    assert name(st.monster) == "n11" and st.heading == N
    assert looks(tr) == ["h9", "h8", "c3", "c2", "c1", "n11"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:105",
    "after teleporting the monster looks before moving on and may turn at once",
)
def test_monster_looks_on_arrival_and_turns():
    st, tr = walk_from(TELE, "R6w@f3", monster="h9n", card="5")
    assert looks(tr)[2] == "c3"
    assert eaten(st, tr) == ["R6"]
    assert looks(tr)[3:5] == ["d3", "e3"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:105",
    "whatever the monster pushes onto a teleporter is destroyed: a stone leaves the game, a figure "
    "is eaten",
)
def test_things_pushed_onto_a_teleporter_are_destroyed():
    st, tr = walk_from({**TELE, "h8": "o"}, monster="h9n", card="5")
    assert ("stone_gone", {"from": "h8", "how": "teleporter"}) in tr
    assert sum(1 for o in st.objects if o) == 0
    st, tr = walk_from({**TELE, "h9": "o"}, "R6w@h8", monster="h10n", card="5")
    assert [d["how"] for k, d in tr if k == "eat"] == ["teleporter"]
    assert where(st, "R6") == "in"


# -- placing the tiles ------------------------------------------------------------------------

def placing(players=3):
    """A new experienced game whose tiles are still to be placed."""
    st = GAME.setup({"players": players, "variant": "experienced", "layout": "place"})
    assert st.stage == PLACE
    return st


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:97",
    "the entrance and exit squares and the squares beside them stay clear of tiles",
)
@pytest.mark.parametrize("kind", ["stone", "crystal", "rot_right", "tele_A"])
def test_corners_and_their_neighbours_stay_clear(kind):
    st = placing()
    play(st, f"place:{kind}")
    if kind.startswith("tele"):
        play(st, "orient:e")
    offered = {i[3:] for i in ids(st)}
    assert not offered & {"a1", "b1", "a2", "p11", "o11", "p10"}
    assert {"c1", "a3", "b2", "n11", "p9", "o10"} <= offered
    assert len(offered) == 16 * 11 - 2 - 6


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:97-98",
    "a pool may not cover a kept-clear square, leave the board, or overlap another tile",
)
def test_pools_fit_on_free_squares_only():
    st = placing()
    play(st, "place:stone", "at:e4")
    assert not placement.can_place(st, "pool_2x2", "", sq("a2"))
    assert not placement.can_place(st, "pool_2x2", "", sq("o10"))
    assert not placement.can_place(st, "pool_2x2", "", sq("d3")), "would cover the stone"
    assert placement.can_place(st, "pool_2x2", "", sq("f3"))
    assert not placement.can_place(st, "pool_1x4", "h", sq("n5")), "sticks out of the board"
    assert placement.can_place(st, "pool_1x4", "h", sq("m5"))
    assert not placement.can_place(st, "pool_1x4", "v", sq("e1")), "crosses the stone"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:98",
    "tiles never overlap",
)
def test_tiles_do_not_overlap():
    st = placing()
    play(st, "place:pool_2x2", "at:e4")
    for kind in ("stone", "crystal", "rot_back"):
        play(st, f"place:{kind}")
        assert not {"at:e4", "at:f4", "at:e5", "at:f5"} & set(ids(st))
        play(st, "at:h8" if kind == "stone" else ("at:h9" if kind == "crystal" else "at:h10"))
    play(st, "place:tele_B", "orient:s")
    assert "at:h8" not in ids(st) and "at:f5" not in ids(st)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:99",
    "a teleporter may not be placed next to another teleporter (our reading: orthogonally next to "
    "it)",
)
def test_teleporters_not_next_to_each_other():
    st = placing()
    play(st, "place:tele_A", "orient:n", "at:g6")
    play(st, "place:tele_A", "orient:s")
    offered = set(ids(st))
    assert not {"at:g5", "at:g7", "at:f6", "at:h6"} & offered
    assert {"at:f5", "at:h7", "at:g4"} <= offered
    assert not placement.can_place(st, "tele_B", "e", sq("h6"))


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:96,100",
    "players take turns placing tiles; after the last tile the next player takes the start tile "
    "and moves first",
)
def test_placing_in_turn_then_the_next_player_starts():
    st = placing(players=3)
    placers = []
    spots = iter(f"{c}{r}" for r in (3, 5, 7, 9) for c in "cegikm")
    while st.stage == PLACE:
        placers.append(st.seat)
        kind = ids(st)[0][len("place:"):]
        play(st, f"place:{kind}")
        if kind in placement.ORIENTATIONS:
            play(st, f"orient:{placement.ORIENTATIONS[kind][-1]}")
        spot = next(spots)
        while f"at:{spot}" not in ids(st):
            spot = next(spots)
        play(st, f"at:{spot}")
    assert len(placers) == 17
    assert placers == [i % 3 for i in range(17)]
    last = placers[-1]
    assert st.start == st.seat == (last + 1) % 3
    assert ids(st)[0].startswith("fig:")
    assert sum(1 for o in st.objects if o == STONE) == 3
    assert len(st.layout.teleporters) == 4 and len(st.layout.pools) == 8


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:60,104,110",
    "turning at a rotating stone costs no extra step: the turn and the step after it are one "
    "step of the card",
)
def test_turning_at_a_rotating_stone_is_part_of_the_step():
    st, tr = walk_from({"h7": "r"}, "R6w@h1", monster="h9n", card="5")
    assert tr[-1][1]["steps"] == 5
    assert name(st.monster) == "l8" and st.heading == E
    assert where(st, "R6") == "h1"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:96-99",
    "our ready-made experienced layout uses the box's tiles and keeps the placement rules",
)
def test_ready_made_experienced_layout_follows_the_placement_rules():
    st = GAME.setup({"players": 4, "variant": "experienced", "layout": "experienced"})
    lay = st.layout
    used = [c for c, o in enumerate(st.objects) if o] + list(lay.teleporters) + list(lay.pools)
    assert len(used) == len(set(used)), "no two tiles overlap"
    assert not set(used) & lay.keep_clear()
    for cell in lay.teleporters:
        assert not set(lay.grid.neighbours(cell)) & set(lay.teleporters)
    counts = {kind: sum(1 for o in st.objects if o == obj)
              for kind, obj in placement.OBJECT_OF.items()}
    assert counts == {"stone": 3, "crystal": 2, "rot_right": 4, "rot_back": 2}
    assert sorted(t.pair for t in lay.teleporters.values()) == ["A", "A", "B", "B"]
    assert len(lay.pools) == 8
