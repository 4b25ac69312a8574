"""Figure movement: steps, flipping, passing figures, pushing stones, entering, leaving,
blood pools. Every test is one position in FFN and the options or result it must give.

Green (``G``) moves in every test; red (``R``) figures are bystanders. Unless a test says
otherwise the monster stands on the exit (``p11``) facing north.
"""

from __future__ import annotations

import pytest

from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.state import STONE
from tests.fearsome_floors.helpers import (
    chosen,
    ids,
    object_at,
    play,
    shows,
    where,
)

# -- steps and flipping -----------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:32-34",
    "a figure takes up to its shown number of single orthogonal steps, then its move is over",
)
def test_steps_up_to_the_number_shown():
    st, m = chosen(None, steps=3, at="e5")
    assert sorted(ids(st)) == ["e", "n", "s", "stop", "w"]
    play(st, "e", "e")
    assert st.moving >= 0 and st.steps_left == 1
    play(st, "e")
    assert st.moving == -1, "the third step ends a 3-step move"
    assert where(st, m.label) == "h5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:34",
    "a figure may stop early or not move at all",
)
def test_may_stop_early_or_stay():
    st, m = chosen(None, steps=4, at="e5")
    play(st, "s", "stop")
    assert where(st, m.label) == "e6"
    st, m = chosen(None, steps=4, at="e5")
    play(st, "stop")
    assert where(st, m.label) == "e5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:35-37",
    "after its move, even a move of no steps, a figure is turned over to show the number on its "
    "other side (sum 7)",
)
@pytest.mark.parametrize("moves", [("stop",), ("e", "stop"), ("e", "e", "e", "e", "e")])
def test_flips_after_moving_or_declining(moves):
    st, m = chosen(None, steps=5, at="c5")
    play(st, *moves)
    assert st.moving == -1
    assert shows(st, m.label) == 2


# -- other figures and the monster ------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:36",
    "a figure may pass over other figures but must end its move on an empty square",
)
def test_passes_over_figures_but_ends_on_an_empty_square():
    # one step left: stepping onto R's square would end the move there
    st, _ = chosen(None, "R6w@d5", steps=1, at="c5")
    assert "e" not in ids(st)
    # two steps: it may cross d5, and may not stop on it
    st, m = chosen(None, "R6w@d5", steps=2, at="c5")
    play(st, "e")
    assert st.steps_left == 1 and "stop" not in ids(st)
    play(st, "e")
    assert where(st, m.label) == "e5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:36",
    "crossing a row of figures: with one step left the figure may only step to a free square",
)
def test_crossing_a_row_of_figures():
    st, m = chosen(None, "R6w@d5", "R4w@e5", "R3w@f5", steps=3, at="c5")
    play(st, "e", "e")
    assert where(st, m.label) == "e5" and st.steps_left == 1
    assert sorted(ids(st)) == ["n", "s"], "no stop on e5, no step onto d5 or f5"
    st, m = chosen(None, "R6w@d5", "R4w@e5", "R3w@f5", steps=4, at="c5")
    play(st, "e", "e", "e", "e")
    assert where(st, m.label) == "g5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:48",
    "figures never push each other",
)
def test_figures_do_not_push_figures():
    st, _ = chosen(None, "R6w@d5", steps=2, at="c5")
    play(st, "e", "e")
    assert where(st, "R6") == "d5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:49",
    "a figure never steps onto the monster's square",
)
def test_never_onto_the_monster():
    st, _ = chosen(None, steps=4, at="c5", monster="d5n")
    assert "e" not in ids(st)
    assert {"n", "s", "w"} <= set(ids(st))


# -- stones -----------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:41",
    "stepping onto a stone pushes it one square into a free square",
)
def test_pushes_one_stone():
    st, m = chosen({"d5": "o"}, steps=2, at="c5")
    play(st, "e")
    assert where(st, m.label) == "d5"
    assert object_at(st, "d5") == 0 and object_at(st, "e5") == STONE


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:41",
    "a stone cannot be pushed into another stone (no pushing two)",
)
def test_cannot_push_two_stones():
    st, _ = chosen({"d5": "o", "e5": "o"}, steps=4, at="c5")
    assert "e" not in ids(st)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:41,48",
    "a stone cannot be pushed onto a figure",
)
def test_cannot_push_a_stone_onto_a_figure():
    st, _ = chosen({"d5": "o"}, "R6w@e5", steps=4, at="c5")
    assert "e" not in ids(st)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:41",
    "a stone cannot be pushed onto the monster or over the board's edge: the square behind must be "
    "free",
)
def test_cannot_push_a_stone_onto_the_monster_or_off_the_board():
    st, _ = chosen({"d5": "o"}, steps=4, at="c5", monster="e5s")
    assert "e" not in ids(st)
    st, _ = chosen({"c1": "o"}, steps=4, at="c2")
    assert "n" not in ids(st)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:43",
    "a stone pushed onto the entrance or exit corner square leaves the game",
)
@pytest.mark.parametrize(("stone", "fig_at", "step", "corner"),
                         [("b1", "c1", "w", "a1"), ("a2", "a3", "n", "a1"),
                          ("o11", "n11", "e", "p11"), ("p10", "p9", "s", "p11")])
def test_stone_pushed_onto_a_corner_is_removed(stone, fig_at, step, corner):
    st, m = chosen({stone: "o"}, steps=1, at=fig_at, monster="h6n")
    play(st, step)
    assert where(st, m.label) == stone
    assert object_at(st, stone) == 0 and object_at(st, corner) == 0
    assert sum(1 for o in st.objects if o) == 0


# -- entering and leaving ---------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "a waiting figure enters on the entrance square, which costs one step",
)
def test_entering_costs_one_step():
    st, m = chosen(None, steps=1, at="in")
    assert ids(st) == ["enter", "stop"]
    play(st, "enter")
    assert st.moving == -1 and where(st, m.label) == "a1"
    st, m = chosen(None, steps=3, at="in")
    play(st, "enter")
    assert st.steps_left == 2
    play(st, "e", "s")
    assert where(st, m.label) == "b2"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:34,36,49",
    "entering: a waiting figure may stay outside; it cannot enter onto the monster or end on a "
    "figure standing on the entrance",
)
def test_entering_blocked_by_monster_or_a_last_step_onto_a_figure():
    st, _ = chosen(None, steps=3, at="in", monster="a1e")
    assert ids(st) == ["stop"]
    st, _ = chosen(None, "R6w@a1", steps=1, at="in")
    assert ids(st) == ["stop"]
    st, m = chosen(None, "R6w@a1", steps=2, at="in")
    play(st, "enter", "s")
    assert where(st, m.label) == "a2"


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "a figure leaves the castle from the exit square with one more step (off the board)",
)
def test_leaving_costs_a_step_beyond_the_exit():
    st, m = chosen(None, steps=1, at="p11", monster="h6n")
    assert "exit" in ids(st)
    play(st, "exit")
    assert where(st, m.label) == "out"
    # one step reaches the exit square but none is left to step out
    st, m = chosen(None, steps=1, at="o11", monster="h6n")
    play(st, "e")
    assert where(st, m.label) == "p11"
    st, m = chosen(None, steps=2, at="o11", monster="h6n")
    play(st, "e")
    assert "exit" in ids(st)
    play(st, "exit")
    assert where(st, m.label) == "out"
    assert st.escapes == (0,)


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "only the exit square leads out: other edge squares do not",
)
def test_no_leaving_elsewhere():
    st, _ = chosen(None, steps=2, at="p5", monster="h6n")
    assert "exit" not in ids(st) and "e" not in ids(st)


# -- blood pools ------------------------------------------------------------------------------

POOL = {"e5": "~", "f5": "~", "g5": "~", "h5": "~"}
"""A 1x4 pool lying across row 5 from e5 to h5."""


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:45",
    "a figure entering a pool slides straight across to the square beyond, all for one step",
)
def test_pool_slide_costs_one_step():
    st, m = chosen(POOL, steps=2, at="d5")
    opts = {o.id: o.data for o in GAME.pending(st).options}
    assert opts["e"] == {"to": "i5", "key": "e"}
    play(st, "e")
    assert where(st, m.label) == "i5" and st.steps_left == 1
    play(st, "e")
    assert where(st, m.label) == "j5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:45",
    "a stone on the square beyond a pool is pushed on by the sliding figure",
)
def test_pool_slide_pushes_a_stone_beyond():
    st, m = chosen({**POOL, "i5": "o"}, steps=1, at="d5")
    play(st, "e")
    assert where(st, m.label) == "i5"
    assert object_at(st, "j5") == STONE and object_at(st, "i5") == 0


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:45",
    "a slide stopped by a stone that cannot move ends on the pool's last square; another step is "
    "needed to get off sideways",
)
def test_pool_slide_blocked_by_a_stone_stops_on_the_last_pool_square():
    st, m = chosen({**POOL, "i5": "o", "j5": "o"}, steps=2, at="d5")
    play(st, "e")
    assert where(st, m.label) == "h5" and st.steps_left == 1
    assert object_at(st, "i5") == STONE and object_at(st, "j5") == STONE
    assert "e" not in ids(st)
    play(st, "n")
    assert where(st, m.label) == "h4"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:45",
    "a pool that reaches the board's edge: the slide stops on its last square",
)
def test_pool_at_the_edge_stops_on_the_last_pool_square():
    edge_pool = {"m5": "~", "n5": "~", "o5": "~", "p5": "~"}
    st, m = chosen(edge_pool, steps=1, at="l5")
    play(st, "e")
    assert where(st, m.label) == "p5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:45",
    "the last step may not start a slide whose landing square holds another figure; with steps to "
    "spare the figure slides over it",
)
def test_last_step_may_not_slide_onto_a_figure():
    st, _ = chosen(POOL, "R6w@i5", steps=1, at="d5")
    assert "e" not in ids(st)
    st, m = chosen(POOL, "R6w@i5", steps=2, at="d5")
    play(st, "e")
    assert where(st, m.label) == "i5" and "stop" not in ids(st)
    play(st, "e")
    assert where(st, m.label) == "j5" and where(st, "R6") == "i5"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:46",
    "a stone pushed into a pool slides across and stops on the free square beyond",
)
def test_stone_pushed_into_a_pool_slides_across():
    st, m = chosen({**POOL, "d5": "o"}, steps=1, at="c5")
    play(st, "e")
    assert where(st, m.label) == "d5"
    assert object_at(st, "i5") == STONE
    assert all(object_at(st, s) == 0 for s in ("d5", "e5", "f5", "g5", "h5"))


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:46",
    "a stone pushed into a pool stays on the pool's last square when the square beyond is taken",
)
@pytest.mark.parametrize("blocker", ["R6w@i5", "stone"])
def test_stone_pushed_into_a_pool_stops_on_the_last_square(blocker):
    marks = {**POOL, "d5": "o"}
    tokens: tuple[str, ...] = ()
    if blocker == "stone":
        marks["i5"] = "o"
    else:
        tokens = (blocker,)
    st, _ = chosen(marks, *tokens, steps=1, at="c5")
    play(st, "e")
    assert object_at(st, "h5") == STONE
