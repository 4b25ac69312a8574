"""The monster's walk: looking, turning, stepping, eating, pushing, wrapping, pools, cards.

Each test sets up a position where the monster is about to move (``next=monster``), draws
one card through the kernel contract and checks the walk's trace and the position after
it. Figures off the board are out of the game (``x``) unless a test says otherwise.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from eerie.core.decision import CHANCE
from eerie.games.fearsome_floors.game import GAME
from eerie.games.fearsome_floors.monster import look
from eerie.games.fearsome_floors.state import STONE
from tests.fearsome_floors.helpers import (
    draw,
    eaten,
    ffn,
    fig,
    figures,
    looks,
    name,
    object_at,
    sq,
    start,
    walk_from,
    where,
)

HEADING = {"n": 0, "e": 1, "s": 2, "w": 3}


def steps_to(tr):
    """The squares the monster stepped onto (wraps and teleports included), in order."""
    return [d["to"] for k, d in tr if k in ("step", "teleport")]


def done(tr):
    """The final report of a walk."""
    return next(d for k, d in tr if k == "done")


def sighting(position: str) -> dict[str, tuple[str, int]]:
    """What the monster sees where it stands: direction -> (figure label, distance)."""
    st = start(position)
    return {d: (f"{'GRBYEPK'[st.fig_owner[f]]}{st.fig_kind[f]}", dist)
            for d, (f, dist) in look(st).seen.items()}


# -- the walk ---------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:58-60",
    "a step card: the monster repeats look-then-step for the number of steps, then looks once more",
)
def test_look_step_loop_and_final_look():
    st, tr = walk_from(None, monster="h9n", card="5")
    assert steps_to(tr) == ["h8", "h7", "h6", "h5", "h4"]
    assert looks(tr) == ["h9", "h8", "h7", "h6", "h5", "h4"]
    assert [k for k, _ in tr][1:3] == ["look", "step"], "each step starts with a look"
    assert done(tr)["steps"] == 5
    assert name(st.monster) == "h4" and st.heading == HEADING["n"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:61",
    "the monster looks ahead, left and right, never behind and never diagonally",
)
def test_sight_front_left_right_only():
    base = dict(monster="h6n")
    seen = sighting(ffn(None, figures("R6w@h2", "R4w@c6", "R3w@n6", "R2w@h10",
                                      "G6w@i5", "G4w@g7"), **base))
    assert seen == {"front": ("R6", 4), "left": ("R4", 5), "right": ("R3", 6)}
    # alone behind it (h10) or diagonal to it (i5, g7), a figure is not seen at all
    seen = sighting(ffn(None, figures("R2w@h10", "G6w@i5", "G4w@g7"), **base))
    assert seen == {}


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:61",
    "seeing no one the monster walks straight on; a figure right behind it does not make it turn",
)
def test_walks_on_when_it_sees_nobody():
    st, tr = walk_from(None, "R6w@h10", monster="h9n", card="5")
    assert steps_to(tr) == ["h8", "h7", "h6", "h5", "h4"]
    assert where(st, "R6") == "h10"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:62",
    "seeing a figure the monster turns to it and steps towards it",
)
@pytest.mark.parametrize(("figure", "first_step", "heading"),
                         [("R6w@d9", "g9", "w"), ("R6w@m9", "i9", "e"), ("R6w@h3", "h8", "n")])
def test_turns_towards_a_figure_it_sees(figure, first_step, heading):
    st, tr = walk_from(None, figure, monster="h9n", card="7")
    assert looks(tr)[1] == first_step
    turns = [d["heading"] for k, d in tr if k == "turn"]
    assert turns == ([] if heading == "n" else [HEADING[heading]])
    assert eaten(st, tr) == ["R6"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:62",
    "of several figures in sight the monster goes for the nearest",
)
def test_goes_for_the_nearest_figure():
    st, tr = walk_from(None, "R6w@h4", "R4w@e9", "R3w@j9", monster="h9n", card="5")
    first = next(d for k, d in tr if k == "look")
    assert first["seen"] == {"front": [fig(st, "R6"), 5], "left": [fig(st, "R4"), 3],
                             "right": [fig(st, "R3"), 2]}
    assert looks(tr)[:4] == ["h9", "i9", "j9", "k9"]
    assert eaten(st, tr)[0] == "R3"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:62",
    "two or more figures equally near: the monster keeps its heading",
)
@pytest.mark.parametrize("pair", [("R6w@e9", "R4w@k9"), ("R6w@h6", "R4w@k9")])
def test_tie_keeps_the_heading(pair):
    _st, tr = walk_from(None, *pair, monster="h9n", card="5")
    assert tr[2][0] == "tie"
    assert steps_to(tr)[0] == "h8"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:63",
    "stones block the monster's sight",
)
def test_stones_block_sight():
    seen = sighting(ffn({"f9": "o", "h7": "o"}, figures("R6w@d9", "R4w@h5"), monster="h9n"))
    assert seen == {}
    _st, tr = walk_from({"f9": "o"}, "R6w@d9", monster="h9n", card="5")
    assert steps_to(tr)[0] == "h8"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:62",
    "a figure hides the figures behind it in the same line",
)
def test_only_the_first_figure_in_a_line_is_seen():
    seen = sighting(ffn(None, figures("R6w@h7", "R4w@h4"), monster="h9n"))
    assert seen == {"front": ("R6", 2)}


# -- eating -----------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:64",
    "stepping onto a figure eats it; in phase 1 it goes back to the entrance unflipped; the "
    "monster walks on with the steps left",
)
def test_eats_and_walks_on_in_phase_one():
    st, tr = walk_from(None, "R6w@h7", monster="h9n", card="5")
    assert eaten(st, tr) == ["R6"]
    assert where(st, "R6") == "in" and st.fig_white[fig(st, "R6")] is True
    assert looks(tr) == ["h9", "h8", "h7", "h6", "h5", "h4"]


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:27,86",
    "in phase 2 an eaten figure is out of the game",
)
def test_eaten_in_phase_two_is_removed():
    st, tr = walk_from(None, "R6w@h7", "G6w@a1", monster="h9n", card="5", phase=2)
    assert eaten(st, tr) == ["R6"]
    assert where(st, "R6") == "x"


# -- pushing ----------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:65",
    "the monster pushes a whole line of stones and figures one square per step; a pushed figure is "
    "not eaten",
)
def test_pushes_chains_of_stones_and_figures():
    st, tr = walk_from({"h9": "o", "h7": "o"}, "R6w@h8", monster="h10n", card="5")
    assert eaten(st, tr) == []
    assert name(st.monster) == "h5"
    assert object_at(st, "h4") == STONE and object_at(st, "h2") == STONE
    assert where(st, "R6") == "h3"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:66",
    "pushed off the board, a stone leaves the game and a figure counts as eaten",
)
def test_pushes_stones_and_figures_off_the_board():
    st, tr = walk_from({"h3": "o", "h1": "o"}, "R6w@h2", monster="h4n", card="5")
    assert [d["how"] for k, d in tr if k == "eat"] == ["off_board"]
    assert where(st, "R6") == "in"
    assert [d["how"] for k, d in tr if k == "stone_gone"] == ["off_board", "off_board"]
    assert sum(1 for o in st.objects if o) == 0


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:43,65",
    "a stone the monster pushes onto the entrance or exit corner leaves the game as well (our "
    "reading); a figure pushed there stays",
)
def test_monster_pushes_a_stone_onto_a_corner():
    st, tr = walk_from({"a2": "o"}, monster="a3n", card="5")
    assert ("stone_gone", {"from": "a2", "how": "corner"}) in tr
    assert sum(1 for o in st.objects if o) == 0
    # stone n11 and R6 on o11, pushed east: R6 lands on the exit corner and stays there;
    # the next push sends R6 off the board and the stone onto the corner, where it is removed
    st, tr = walk_from({"n11": "o"}, "R6w@o11", monster="m11e", card="5")
    pushes = [d for k, d in tr if k == "push"]
    assert pushes[0] == {"figure": fig(st, "R6"), "from": "o11", "to": "p11"}
    assert [d["how"] for k, d in tr if k == "eat"] == ["off_board"]
    assert ("stone_gone", {"from": "o11", "how": "corner"}) in tr


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:65",
    "pools stay put; a stone pushed onto a pool slides across it as a figure would",
)
def test_pushed_stone_slides_over_a_pool():
    pool = {"g6": "~", "h6": "~", "g7": "~", "h7": "~"}
    st, tr = walk_from({**pool, "g8": "o"}, monster="g9n", card="5")
    first_push = next(d for k, d in tr if k == "push")
    assert (first_push["from"], first_push["to"]) == ("g8", "g5")
    assert st.layout.pools == frozenset(sq(s) for s in pool)


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:65,45",
    "a figure pushed onto a pool slides across it and stays on the last pool square when the "
    "square beyond is taken",
)
def test_pushed_figure_slides_over_a_pool():
    pool = {"h5": "~", "h6": "~", "h7": "~"}
    st, tr = walk_from({**pool, "h9": "o"}, "R6w@h8", "R4w@h4", monster="h10n", card="5")
    first = [d for k, d in tr if k == "push"][:2]
    assert first == [{"figure": fig(st, "R6"), "from": "h8", "to": "h5"},
                     {"stone": STONE, "from": "h9", "to": "h8"}]
    # without R4 the figure slides right across
    st, tr = walk_from({**pool, "h9": "o"}, "R6w@h8", monster="h10n", card="5")
    first = next(d for k, d in tr if k == "push")
    assert first == {"figure": fig(st, "R6"), "from": "h8", "to": "h4"}


# -- wrap-around ------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:67",
    "stepping off the board the monster comes back on the opposite side (point reflection through "
    "the centre) with the same heading",
)
@pytest.mark.parametrize(("monster", "comes_back"),
                         [("p6e", "a6"), ("d1n", "m11"), ("a3w", "p9"), ("k11s", "f1"),
                          ("p2n", "a10"), ("o1e", "b11")])
def test_wraps_through_the_wall(monster, comes_back):
    st, tr = walk_from(None, monster=monster, card="5")
    wrap = next(d for k, d in tr if k == "wrap")
    assert wrap["to"] == comes_back
    assert st.heading == HEADING[monster[-1]]


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "the wall squares carry letters in point-symmetric pairs; leaving at one letter, the monster "
    "returns at its twin",
)
def test_wall_letters_pair_the_squares_of_a_wrap():
    letters = start(ffn(None)).layout.wall_letters()
    # leaving d1 northwards passes the wall spot above d1; it returns below m11
    assert letters[(3, -1)] == letters[(12, 11)]
    # leaving p6 eastwards / coming back at a6
    assert letters[(16, 5)] == letters[(-1, 5)]
    # each letter names exactly two wall spots
    counts: dict[str, int] = {}
    for label in letters.values():
        counts[label] = counts.get(label, 0) + 1
    assert set(counts.values()) == {2}


# -- pools ------------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:74-75",
    "sliding over a pool is one step and the monster does not look from the pool squares",
)
def test_no_looking_while_sliding():
    pool = {"g4": "~", "g5": "~", "g6": "~", "g7": "~"}
    st, tr = walk_from(pool, "R6w@c5", monster="g8n", card="5")
    assert looks(tr)[:2] == ["g8", "g3"]
    assert not set(looks(tr)) & set(pool)
    assert where(st, "R6") == "c5", "R6 stood beside the pool and was never seen"
    assert done(tr)["steps"] == 5
    # from g5 the monster would have seen it
    probe = start(ffn(None, figures("R6w@c5"), monster="g5n"))
    assert look(probe).seen["left"][1] == 4


# -- the last look ----------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:60,80",
    "after its last step the monster looks once more and turns towards the nearest figure it sees, "
    "without stepping",
)
def test_final_look_turns_without_moving():
    st, tr = walk_from(None, "R6w@e5", monster="h10n", card="5")
    assert looks(tr) == ["h10", "h9", "h8", "h7", "h6", "h5"]
    assert [k for k, _ in tr[-3:]] == ["look", "turn", "done"]
    assert tr[-3][1]["seen"] == {"left": [fig(st, "R6"), 3]}
    assert name(st.monster) == "h5" and st.heading == HEADING["w"]
    assert where(st, "R6") == "e5"


# -- cards ------------------------------------------------------------------------------------

@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:68",
    "a one-victim card: the monster walks until it has eaten one figure",
)
def test_prey_card_one_victim():
    st, tr = walk_from(None, "R6w@h3", "R4w@c1", monster="h10n", card="p1")
    assert eaten(st, tr) == ["R6"]
    assert done(tr)["steps"] == 7
    assert where(st, "R4") == "c1"


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:68",
    "a two-victim card: the monster walks until it has eaten two figures",
)
def test_prey_card_two_victims():
    st, tr = walk_from(None, "R6w@h7", "R4w@h3", monster="h10n", card="p2")
    assert eaten(st, tr) == ["R6", "R4"]
    assert done(tr)["steps"] == 7


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:68",
    "a figure pushed off the board counts as a victim of a prey card",
)
def test_prey_card_counts_a_figure_pushed_off():
    st, tr = walk_from({"h5": "o"}, "R6w@h4", monster="h6n", card="p1")
    assert eaten(st, tr) == ["R6"]
    assert [d["how"] for k, d in tr if k == "eat"] == ["off_board"]
    assert done(tr)["steps"] == 4


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:68",
    "a prey card never moves the monster more than 20 steps",
)
def test_prey_card_stops_after_twenty_steps():
    _st, tr = walk_from(None, monster="h10n", card="p2")
    assert done(tr) == {"steps": 20, "eaten": 0, "at": done(tr)["at"], "heading": 0}
    assert len(looks(tr)) == 21


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:69",
    "the first monster card of the game is never a prey card: a draw is made among the step cards "
    "only",
)
def test_first_card_is_never_a_prey_card():
    st = start(ffn(None, figures("R6w@h3"), next="monster", played=0, phase=1, turn=1))
    probs = {o.id: o.prob for o in GAME.pending(st).options}
    assert probs == {"card:10": Fraction(1, 6), "card:5": Fraction(1, 6),
                     "card:7": Fraction(1, 3), "card:8": Fraction(1, 3)}
    draw(st, "7")
    # the prey cards stay in the deck for later draws
    assert st.deck.contents() == {"10": 1, "5": 1, "7": 1, "8": 2, "p1": 1, "p2": 1}


@pytest.mark.rule(
    "fearsome-floors", "fearsome-floors.ko.txt:69",
    "after the first card, prey cards may come up",
)
def test_later_cards_may_be_prey_cards():
    st = start(ffn(None, figures("R6w@h3"), deck="5.7.8.8.10.p1.p2", next="monster",
                   played=1, phase=1, turn=2))
    probs = {o.id: o.prob for o in GAME.pending(st).options}
    assert probs["card:p1"] == probs["card:p2"] == Fraction(1, 7)
    assert GAME.is_legal(st, CHANCE, "card:p1")


@pytest.mark.rule(
    "fearsome-floors", "rulings.md: Fearsome Floors",
    "the first-card exception is for the game's first card only, not for the first card of phase 2",
)
def test_first_card_of_phase_two_may_be_a_prey_card():
    st = start(ffn(None, figures("R6w@h3"), next="monster", played=0, phase=2, turn=8))
    probs = {o.id: o.prob for o in GAME.pending(st).options}
    assert probs["card:p1"] == Fraction(1, 8)
