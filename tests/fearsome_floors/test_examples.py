"""The rulebook's worked examples, rebuilt as positions.

The rulebook's diagrams are missing, so every position below is our own reconstruction:
squares chosen so that each sentence of the example's prose holds, then the described
outcome asserted step by step. The letters the prose uses for figures are mapped to our
figures in a comment at each example.
"""

from __future__ import annotations

import pytest

from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.monster import look
from eerie.games.fearsome_floors.state import CRYSTAL, STONE
from tests.fearsome_floors.helpers import (
    chosen,
    draw,
    eaten,
    ffn,
    fig,
    figures,
    ids,
    looks,
    name,
    object_at,
    play,
    shows,
    start,
    trace,
    where,
)

N, E, S, W = 0, 1, 2, 3


def seen_at(tr, square, nth=0):
    """What the ``nth`` look from ``square`` saw: direction -> [figure, distance]."""
    return [d["seen"] for k, d in tr if k == "look" and d["at"] == square][nth]


# -- movement examples ------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:53",
    "movement example 1: a 4 walks, pushes a stone once, cannot push it a second square into a "
    "figure and turns right instead",
)
def test_movement_example_1():
    # G (showing 4) on c3, stone on f3, a red figure on h3.
    marks = {"f3": "o"}
    st, m = chosen(marks, "R6w@h3", steps=4, at="c3")
    play(st, "e", "e")
    assert "stop" in ids(st), "stopping short is allowed"
    play(st, "e")                                 # third step pushes the stone f3 -> g3
    assert object_at(st, "g3") == STONE and where(st, m.label) == "f3"
    assert "e" not in ids(st), "g3 -> h3 is taken: the stone cannot go a second square"
    assert "s" in ids(st)
    play(st, "s")                                 # the fourth step turns right (south)
    assert st.moving == -1 and where(st, m.label) == "f4"
    assert shows(st, m.label) == 3, "turned over, it shows 3"
    # not moving at all is allowed too
    st, m = chosen(marks, "R6w@h3", steps=4, at="c3")
    play(st, "stop")
    assert where(st, m.label) == "c3" and shows(st, m.label) == 3


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:54",
    "movement example 2: a 5 crosses two figures and pushes a stone with its fifth step; it may "
    "not stop after two or four steps",
)
def test_movement_example_2():
    # G (showing 5) on c5; red figures on e5 and g5 (squares 2 and 4 of the path); a stone
    # on h5, the fifth square.
    st, m = chosen({"h5": "o"}, "R6w@e5", "R4w@g5", steps=5, at="c5")
    may_stop = []
    for _ in range(4):
        play(st, "e")
        may_stop.append("stop" in ids(st))
    assert may_stop == [True, False, True, False]
    play(st, "e")
    assert st.moving == -1 and where(st, m.label) == "h5"
    assert object_at(st, "i5") == STONE
    assert (where(st, "R6"), where(st, "R4")) == ("e5", "g5")


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:55",
    "movement example 3: a 5 pushes a stone into a pool; the stone stops on the pool's last square "
    "before a figure; the last step may not ride a pool onto a figure",
)
def test_movement_example_3():
    # G (showing 5) on c8. Its move: five steps east, the fifth pushing the stone on h8
    # into the pool i8-l8; a red figure on m8 stops the stone on l8.
    # The route it may not take: two steps east, two up to e6, then left onto the pool
    # c5-d6 with its last step - the pool would carry it onto the red figure on b6.
    pools = {s: "~" for s in ("i8", "j8", "k8", "l8", "c5", "d5", "c6", "d6")}
    marks = {**pools, "h8": "o"}
    tokens = ("R6w@m8", "R4w@b6")
    st, m = chosen(marks, *tokens, steps=5, at="c8")
    play(st, "e", "e", "e", "e", "e")
    assert where(st, m.label) == "h8"
    assert object_at(st, "l8") == STONE, "the stone rests on the pool's last square"
    assert object_at(st, "m8") == 0 and where(st, "R6") == "m8"

    st, m = chosen(marks, *tokens, steps=5, at="c8")
    play(st, "e", "e", "n", "n")
    assert where(st, m.label) == "e6" and st.steps_left == 1
    assert "w" not in ids(st)
    assert "n" in ids(st) and "stop" in ids(st)


# -- the monster example (card 8) -------------------------------------------------------------

# Letters of the prose -> our figures (two players, green and red):
#   A = G6 on c7     B = G4 on i9     C = G3 on g4     D = G2 on d4
#   E = R6 on j4     F = R4 on g2     G = R3 on h1     H = R2 on e5
# The monster stands on i7 facing north. A 2x2 pool covers g5, h5, g6, h6; a stone on g3.
EXAMPLE = ({"g5": "~", "h5": "~", "g6": "~", "h6": "~", "g3": "o"},
           ("G6w@c7", "G4w@i9", "G3w@g4", "G2w@d4", "R6w@j4", "R4w@g2", "R3w@h1", "R2w@e5"))


def monster_example(without_g=False):
    marks, tokens = EXAMPLE
    if without_g:
        tokens = (*(t for t in tokens if not t.startswith("R3")), "R3w@in")
    st = start(ffn(marks, figures(*tokens), monster="i7n", next="monster", start="G",
                   turn=2, played=1, deck="8"))
    return st, trace(draw(st, "8"))


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:71-80",
    "the monster example: card 8, sight and turns, a slide that eats, a tie, pushing a stone and a "
    "figure off the board, a final look",
)
def test_monster_example():
    st, tr = monster_example()
    A, B, C, D, E_, F, G, H = (fig(st, x) for x in ("G6", "G4", "G3", "G2", "R6", "R4",
                                                     "R3", "R2"))
    assert looks(tr) == ["i7", "h7", "g7", "g4", "g3", "g2", "g1", "h1", "i1"]
    # 1: A on its left, B behind it (unseen): turn left and step towards A
    assert seen_at(tr, "i7") == {"left": [A, 6]}
    # 2: A and G in sight, A nearer: keep going
    assert seen_at(tr, "h7") == {"front": [A, 5], "right": [G, 6]}
    # 3: A and C, C nearer: turn, slide over the pool (the third step) and eat C
    assert seen_at(tr, "g7") == {"front": [A, 4], "right": [C, 3]}
    # no look from the pool squares, so H beside the pool is never seen
    assert all(H not in [v[0] for v in d["seen"].values()] for k, d in tr if k == "look")
    probe = start(ffn(EXAMPLE[0], figures(*EXAMPLE[1][1:]), monster="i7n"))
    probe.monster = probe.layout.grid.cell(6, 4)  # standing on g5 it would see H
    assert look(probe).seen["left"] == (H, 2)
    # 4: D and E equally far: keep the heading, push the stone and F one square
    assert seen_at(tr, "g4") == {"left": [D, 3], "right": [E_, 3]}
    # 5: no one in sight: the stone reaches the edge and F is pushed off (eaten)
    # 6: no one in sight: the stone is pushed off and leaves the game
    assert seen_at(tr, "g3") == {} and seen_at(tr, "g2") == {}
    # 7: G beside it: turn and eat G
    assert seen_at(tr, "g1") == {"right": [G, 1]}
    # 8: the last step, then a final look that turns it towards B
    assert seen_at(tr, "i1") == {"right": [B, 8]}
    assert eaten(st, tr) == ["G3", "R4", "R3"]
    assert [(d["figure"], d["how"]) for k, d in tr if k == "eat"] == \
        [(C, "bitten"), (F, "off_board"), (G, "bitten")]
    assert [d["how"] for k, d in tr if k == "stone_gone"] == ["off_board"]
    assert name(st.monster) == "i1" and st.heading == S
    assert not any(st.objects), "the stone left the game"
    assert [where(st, x) for x in ("G3", "R4", "R3")] == ["in", "in", "in"]
    assert [where(st, x) for x in ("G6", "G4", "G2", "R6", "R2")] == \
        ["c7", "i9", "d4", "j4", "e5"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:81,67",
    "the monster example without G: the seventh step goes through the wall and comes back at the "
    "square with the same wall letter",
)
def test_monster_example_without_g_wraps():
    st, tr = monster_example(without_g=True)
    wrap = next(d for k, d in tr if k == "wrap")
    assert wrap == {"from": "g1", "to": "j11"}
    letters = st.layout.wall_letters()
    assert letters[(6, -1)] == letters[(9, 11)]   # the wall spots above g1 and below j11


# -- the teleporter and rotating stone example (card 8) ---------------------------------------

# Letters of the prose -> our figures:
#   A = G6 on g2     B = G4 on f4     C = G3 on i4 (behind the crystal on h4)
#   D = G2 on l8     E = R6 on j5
# Teleporter pair X: g4 (arrow east) and m8 (arrow north). The monster stands on g7 facing
# east, a right-turn stone on g8 to its right; an about-turn stone on k8.
TELEPORT_EXAMPLE = ({"g4": "[X>]", "m8": "[X^]", "g8": "r", "k8": "u", "h4": "*"},
                    ("G6w@g2", "G4w@f4", "G3w@i4", "G2w@l8", "R6w@j5"))


def teleport_example(card):
    marks, tokens = TELEPORT_EXAMPLE
    st = start(ffn(marks, figures(*tokens), monster="g7e", next="monster", start="G",
                   turn=2, played=1, deck=card))
    return st, trace(draw(st, card))


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:107-111",
    "the teleporter example: sight across a teleporter, a tie, teleporting, eating, the about-turn "
    "stone, teleporting back",
)
def test_teleporter_example():
    st, tr = teleport_example("8")
    A, B, C, D, E_ = (fig(st, x) for x in ("G6", "G4", "G3", "G2", "R6"))
    # A across the teleporter: turn towards it; the right-turn stone beside the monster
    # does nothing, the monster never stepped onto it
    assert seen_at(tr, "g7") == {"left": [A, 5]}
    assert tr[2] == ("turn", {"heading": N, "towards": A})
    # up one: still only A; up another: A and E equally far, keep the heading
    assert seen_at(tr, "g6") == {"front": [A, 4]}
    assert seen_at(tr, "g5") == {"front": [A, 3], "right": [E_, 3]}
    # onto the teleporter: straight to its twin beside D, without a look at B and C
    assert ("teleport", {"from": "g4", "to": "m8", "heading": N}) in tr
    # on the twin it sees D, turns and eats D with the next step
    assert seen_at(tr, "m8") == {"left": [D, 1]}
    assert eaten(st, tr) == ["G2"]
    # no one in sight: the about-turn stone ahead turns it around (it never enters k8) and
    # the same fifth step takes it back onto the teleporter
    assert ("rotate", {"heading": E, "stone": object_at(st, "k8"), "at": "k8"}) in tr
    # back over the teleporter: it arrives on g4 beside B, facing C
    assert ("teleport", {"from": "m8", "to": "g4", "heading": E}) in tr
    # A and C (through the crystal) equally far; B right behind it is not seen
    assert seen_at(tr, "g4") == {"front": [C, 2], "left": [A, 2]}
    assert all(B not in [v[0] for v in d["seen"].values()] for k, d in tr if k == "look")
    assert looks(tr) == ["g7", "g6", "g5", "m8", "l8", "g4", "h4", "i4", "j4"]
    assert object_at(st, "k8") != 0 and object_at(st, "g8") != 0, "rotating stones stay"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:112-113",
    "the teleporter example's end: the last steps of the same card 8 push crystal and C along, "
    "then a final look turns the monster to E, nearer than C",
)
def test_teleporter_example_end():
    st, tr = teleport_example("8")
    assert tr[-1][1]["steps"] == 8
    C, E_ = fig(st, "G3"), fig(st, "R6")
    assert looks(tr)[-3:] == ["h4", "i4", "j4"]
    assert seen_at(tr, "h4") == {"front": [C, 2]}, "A is behind now: it never looks back"
    assert seen_at(tr, "j4") == {"front": [C, 2], "right": [E_, 1]}
    assert object_at(st, "k4") == CRYSTAL and where(st, "G3") == "l4"
    assert name(st.monster) == "j4" and st.heading == S
    assert where(st, "R6") == "j5", "the final look turns it; it does not step"
    assert GAME.outcome(st) is None
