"""Whitehall Mystery: one test per rule, mostly on the hand-drawn Crossroads map.

See ``maps_for_tests.py`` for a drawing of Crossroads and the moves it offers. The default
game there (``new_game()``) has crime scenes 1, 3, 5, 7 (the only white circles), starts on
5 and puts the yellow, blue and red investigators on i1, i3 and i7.
"""

from __future__ import annotations

from typing import Any

import pytest

from eerie.core.decision import IllegalAction
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.map import CircleKind
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_MOVE,
    JACK_SPECIAL,
    OVER,
    POLICE_ACT,
    POLICE_MOVE,
    POLICE_SETUP,
    SEARCHING,
    SMOKER_MOVE,
    START,
    WMState,
)
from eerie.games.whitehall_mystery.validate import validate_map
from tests.rules import rulebook
from tests.whitehall.maps_for_tests import (
    actor,
    crossroads,
    ids,
    jack_walk,
    map_file,
    new_game,
    police_turn,
)

BOOK = "whitehall-mystery.ko.txt"
RULINGS = "rulings.md: Whitehall"


rule = rulebook("whitehall-mystery", BOOK)
"""The rule marker for a passage of the Whitehall rulebook."""


def ruling(topic: str) -> pytest.MarkDecorator:
    """The rule marker for a ruling of shared/rulings.md."""
    return pytest.mark.rule("whitehall-mystery", RULINGS, topic)


def moves(st: WMState) -> set[int]:
    """Circles Jack may reach with an ordinary move now."""
    return {int(o[3:]) for o in ids(st) if o.startswith("to:")}


def tiles(st: WMState) -> set[str]:
    """Special tiles Jack may play now."""
    return {o for o in ids(st) if ":" not in o}


def kinds(events: list[Any]) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


# -- set-up -----------------------------------------------------------------------------------


@rule("53-65", "Jack secretly picks four crime scenes among the white circles, one in each "
               "quadrant (NW, NE, SW, SE)")
def test_crime_scenes_one_white_circle_per_quadrant() -> None:
    st = GAME.setup({})
    m = st.map
    black = next(c.number for c in m.circles if c.kind is CircleKind.BLACK)
    for q in (1, 2, 3, 4):
        p = GAME.pending(st)
        assert p.actors == (JACK,)
        offered = [o.data["circle"] for o in p.options if o.data]
        assert offered == list(m.quadrant_circles(q)) and len(offered) >= 20
        assert all(m.circle(c).kind is CircleKind.WHITE and m.circle(c).quadrant == q
                   for c in offered)
        other = m.quadrant_circles(q % 4 + 1)[0]
        for bad in (black, other):
            with pytest.raises(IllegalAction):
                GAME.apply(st, JACK, f"scene:{bad}")
        events = GAME.apply(st, JACK, f"scene:{offered[q]}")
        # the choice is secret: the public event names no circle
        assert kinds(events) == ["wm.scene_chosen"]
        assert events[0].data == {} and not events[0].msg.params
    assert [m.circle(c).quadrant for c in st.scenes] == [1, 2, 3, 4]
    assert st.stage == POLICE_SETUP


@rule("33-39,69-71", "all three investigator pawns always play; they start on different "
                     "yellow-ringed intersections, placed yellow, blue, then red")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_investigators_start_on_distinct_yellow_intersections(players: int) -> None:
    st = GAME.setup({"players": players})
    for q in (1, 2, 3, 4):
        GAME.apply(st, JACK, f"scene:{st.map.quadrant_circles(q)[0]}")
    yellow = list(st.map.yellow)
    assert len(yellow) == 6
    plain = next(i.id for i in st.map.intersections if not i.yellow)
    taken: list[str] = []
    for seat in (1, 2, 3):
        p = GAME.pending(st)
        assert p.actors == (seat,)
        assert p.ids() == [f"at:{i}" for i in yellow if i not in taken]
        with pytest.raises(IllegalAction):
            GAME.apply(st, seat, f"at:{plain}")
        if taken:
            with pytest.raises(IllegalAction):
                GAME.apply(st, seat, f"at:{taken[0]}")
        choice = yellow[2 * seat - 1]
        GAME.apply(st, seat, f"at:{choice}")
        taken.append(choice)
    assert st.police == taken and len(set(st.police)) == 3
    assert st.stage == START and GAME.num_seats(st) == 4


@rule("77-83", "after the investigators are placed, Jack names one of his four scenes as the "
               "starting point; its marker goes on the board for all to see")
def test_first_crime_scene_is_one_of_the_four_and_public() -> None:
    path = map_file(crossroads(), "crossroads")
    st = GAME.setup({"map": path})
    for c in (1, 3, 5, 7):
        GAME.apply(st, JACK, f"scene:{c}")
    for seat, at in ((1, "i1"), (2, "i3"), (3, "i7")):
        GAME.apply(st, seat, f"at:{at}")
    p = GAME.pending(st)
    assert p.actors == (JACK,) and p.ids() == ["start:1", "start:3", "start:5", "start:7"]
    with pytest.raises(IllegalAction):
        GAME.apply(st, JACK, "start:6")
    events = GAME.apply(st, JACK, "start:3")
    first = events[0]
    assert first.kind == "wm.first_scene" and first.audience is None
    assert first.data == {"circle": 3}
    assert st.reached == [3] and st.paths == [[3]] and st.track == 0 and st.round == 1
    assert st.stage == JACK_MOVE and actor(st) == JACK
    assert GAME.view(st, 1)["reached"] == [3]


# -- Jack's ordinary move ---------------------------------------------------------------------


@rule("115-127", "Jack moves one numbered circle per turn along the streets, passing any "
                 "number of unnumbered intersections on the way (here one or two)")
def test_jack_moves_to_a_neighbouring_circle() -> None:
    st = new_game(police=("i7", "i9", "i3"), start=1)
    # from 1: 2 through i1 and 3 through i2 (one intersection each); 6 and 7 through i2
    # then i5 (two intersections); 4 only through i2 then i3, where red stands; 5 is four
    # streets away (1-i1-i4-i7-5): too far
    assert moves(st) == {2, 3, 6, 7}
    GAME.apply(st, JACK, "to:7")
    assert st.paths[-1] == [1, 7] and st.track == 1 and st.jack_at == 7
    assert st.stage == POLICE_MOVE


@rule("129", "Jack must move every turn: staying on his circle is never an option")
def test_jack_never_stands_still() -> None:
    st = new_game()
    for _ in range(6):
        legal = ids(st)
        assert f"to:{st.jack_at}" not in legal
        assert not {"pass", "stay", "stop"} & set(legal)
        with pytest.raises(IllegalAction):
            GAME.apply(st, JACK, f"to:{st.jack_at}")
        GAME.apply(st, JACK, next(o for o in legal if o.startswith("to:")))
        police_turn(st)


@rule("131", "Jack may not pass an intersection where an investigator stands; a circle is "
             "still reachable if another street route avoids every investigator")
def test_investigators_block_jacks_ordinary_moves() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    # from 5: 2 and 11 only go through i7 (yellow) and 8 only through i8-i9 (blue): blocked;
    # 9 can be reached through i7 or i8, so the free i8 route keeps it open
    assert moves(st) == {6, 7, 9, 10}
    GAME.apply(st, JACK, "to:6")
    police_turn(st, moves=("i8", "stay", "stay"))
    # from 6 with yellow on i8: 5, 9 and 10 are only reachable through i8; 8 has two
    # routes (i5-i6 and i8-i9) and one is open
    assert moves(st) == {1, 2, 3, 4, 7, 8}
    with pytest.raises(IllegalAction):
        GAME.apply(st, JACK, "to:9")


@rule("115-117,131", "a short street joining two circles directly has no intersection on it, "
                     "so no investigator can block it")
def test_direct_street_between_circles_cannot_be_blocked() -> None:
    st = new_game(police=("i1", "i3", "i9"), start=3)
    GAME.apply(st, JACK, "to:4")
    police_turn(st, moves=("i2", "stay", "i6"))
    assert st.police == ["i2", "i3", "i6"]
    assert moves(st) == {3}


# -- special moves ----------------------------------------------------------------------------


@rule("151-163", "a carriage makes two moves in one: it may pass investigators, and it uses "
                 "two spaces of the move track")
def test_carriage_two_moves_passing_investigators() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:9")
    police_turn(st, moves=("stay", "i8", "stay"))
    assert moves(st) == set()  # i7 and i8 are both held
    assert {"carriage", "boat"} <= tiles(st)
    GAME.apply(st, JACK, "carriage")
    assert st.stage == JACK_SPECIAL and actor(st) == JACK
    assert ids(st) == [f"via:{c}" for c in (2, 5, 6, 7, 8, 10, 11)]
    GAME.apply(st, JACK, "via:10")  # through i8, where blue stands
    events = GAME.apply(st, JACK, "to:4")
    assert st.paths[-1] == [5, 9, 10, 4] and st.track == 3
    assert st.tiles["carriage"] == 1 and st.used == [(3, "carriage")]
    public, private = events
    assert public.audience is None and public.data == {"track": 3, "tile": "carriage"}
    assert private.audience == frozenset({JACK}) and private.data == {"path": [10, 4]}
    assert st.moves_log[-1][:2] == (1, "carriage")
    # both circles of the carriage are on Jack's sheet: blue (on i8) finds a clue on 10
    events = police_turn(st, acts=("pass", "search:10"))
    assert kinds(events) == ["wm.clue"] and st.clues == [10]


@rule("159-161", "a carriage may not come back to the circle it started from, and may not stop "
                 "after one step")
def test_carriage_not_back_to_start_nor_one_step() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:9")
    police_turn(st, moves=("stay", "i8", "stay"))
    GAME.apply(st, JACK, "carriage")
    assert all(o.startswith("via:") for o in ids(st))
    with pytest.raises(IllegalAction):
        GAME.apply(st, JACK, "to:10")  # one step only
    GAME.apply(st, JACK, "via:10")
    # from 10: 4, 5, 6, 7, 8, 9, 11; not 9 (the start) nor 7 (a scene still to reach)
    assert ids(st) == ["to:4", "to:5", "to:6", "to:8", "to:11"]
    with pytest.raises(IllegalAction):
        GAME.apply(st, JACK, "to:9")


@rule("101,163", "a carriage needs two free spaces on the 15-space move track")
def test_carriage_needs_two_track_spaces() -> None:
    st = new_game()
    jack_walk(st, [9, 10] * 6 + [9])
    assert st.track == 13 and "carriage" in tiles(st)
    jack_walk(st, [10])
    assert st.track == 14 and "carriage" not in tiles(st)
    assert st.tiles["carriage"] == 2 and {"alley", "boat"} & tiles(st)


@rule("165-175", "an alley cuts across one house block to another circle on its edge, "
                 "ignoring investigators")
def test_alley_crosses_a_house_block() -> None:
    st = new_game(start=1)
    # yellow on i1 closes every street route from 1 to 2; both are on the NW house block
    assert 2 not in moves(st) and "alley" in tiles(st)
    GAME.apply(st, JACK, "alley")
    assert ids(st) == ["to:2"]
    events = GAME.apply(st, JACK, "to:2")
    assert st.paths[-1] == [1, 2] and st.track == 1 and st.tiles["alley"] == 1
    assert st.used == [(1, "alley")] and events[0].data == {"track": 1, "tile": "alley"}


@rule("177-179", "a block with blue circles on it is not a house block: no alley crosses it")
def test_no_alley_across_water() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    police_turn(st)
    assert "alley" not in tiles(st) and "boat" in tiles(st)
    data = crossroads()
    data["blocks"][4]["kind"] = "house"
    issues = validate_map(data, min_white_per_quadrant=1, yellow_count=4)
    assert any(i.text.key == "wm.map.house_blue" for i in issues)
    with pytest.raises(ValueError):
        GAME.setup({"map": map_file(data, "crossroads-house-river")})


@rule("181-189", "a boat goes straight between two blue circles of one water block")
def test_boat_between_blue_circles() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    police_turn(st)
    GAME.apply(st, JACK, "boat")
    assert ids(st) == ["to:10", "to:11"]
    GAME.apply(st, JACK, "to:11")
    assert st.paths[-1] == [5, 9, 11] and st.track == 2 and st.tiles["boat"] == 1
    assert st.used == [(2, "boat")]
    # a black circle offers no boat
    police_turn(st)
    GAME.apply(st, JACK, "to:8")
    police_turn(st)
    assert "boat" not in tiles(st)


@rule("141", "no special move may end on a crime scene Jack has yet to reach (an ordinary "
             "move may; a scene already reached is an ordinary circle)")
def test_special_move_never_ends_on_an_unreached_scene() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:8")
    police_turn(st)
    # the only alley target from 8 is 7, an unreached scene: no alley
    assert "alley" not in tiles(st) and 7 in moves(st)
    GAME.apply(st, JACK, "carriage")
    GAME.apply(st, JACK, "via:4")
    assert ids(st) == ["to:6", "to:10"]  # not 1, 3, 7 (scenes), not 8 (the start)
    GAME.apply(st, JACK, "to:6")
    police_turn(st)
    # 5 was the first scene: already reached, so an alley may end there
    GAME.apply(st, JACK, "alley")
    assert ids(st) == ["to:5"]


@rule("141,151-157", "our reading: a carriage may pass through an unreached crime scene on its "
                     "first step; only the circle where it ends may not be one")
def test_carriage_may_pass_through_an_unreached_scene() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:8")
    police_turn(st)
    GAME.apply(st, JACK, "carriage")
    assert "via:7" in ids(st)
    GAME.apply(st, JACK, "via:7")
    assert "to:7" not in ids(st) and "to:1" not in ids(st) and "to:3" not in ids(st)
    GAME.apply(st, JACK, "to:4")
    police_turn(st)
    assert st.round == 1 and st.reached == [5]  # passing 7 did not reach it


@rule("135-139,257-259", "each special tile is spent once for the whole game: two carriages, "
                         "two alleys, two boats across all three rounds")
def test_each_tile_once_for_the_whole_game() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    assert st.tiles == {"carriage": 2, "alley": 2, "boat": 2}
    for target in (6, 5):
        GAME.apply(st, JACK, "alley")
        GAME.apply(st, JACK, f"to:{target}")
        police_turn(st)
    assert st.tiles["alley"] == 0 and "alley" not in tiles(st)
    GAME.apply(st, JACK, "to:7")  # reaches the next scene: a new round
    police_turn(st)
    assert st.round == 2 and st.used == []
    assert st.tiles == {"carriage": 2, "alley": 0, "boat": 2}
    assert st.map.alley_targets(7) == (8,) and "alley" not in tiles(st)


@ruling("optional rule for Jack (jack_extra_alley): a third alley tile")
def test_extra_alley_option_gives_three_alleys() -> None:
    st = new_game(police=("i1", "i3", "i9"), jack_extra_alley=True)
    assert st.tiles == {"carriage": 2, "alley": 3, "boat": 2}
    for target in (6, 5, 6):
        assert "alley" in tiles(st)
        GAME.apply(st, JACK, "alley")
        GAME.apply(st, JACK, f"to:{target}")
        police_turn(st)
    assert st.tiles["alley"] == 0 and "alley" not in tiles(st)
    assert [t for _, t in st.used] == ["alley"] * 3


# -- the investigators ------------------------------------------------------------------------


@rule("195-207", "investigators move yellow, then blue, then red, each 0-2 streets between "
                 "intersections; they may pass each other but never share an intersection")
def test_investigator_moves_order_and_reach() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    for seat in (1, 2, 3):
        assert GAME.pending(st).actors == (seat,) and st.stage == POLICE_MOVE
        GAME.apply(st, seat, "to:i2" if seat == 2 else "stay")
    for seat in (1, 2, 3):
        assert GAME.pending(st).actors == (seat,) and st.stage == POLICE_ACT
        GAME.apply(st, seat, "pass")
    assert st.police == ["i1", "i2", "i7"]
    GAME.apply(st, JACK, "to:10")
    # yellow on i1: i2 (blue) and i7 (red) are taken; i3 is only reachable past blue on
    # i2, which is allowed; i6 and i8 are three streets away
    assert ids(st) == ["stay", "to:i3", "to:i4", "to:i5"]
    for bad in ("to:i2", "to:i7", "to:i6", "to:i8"):
        with pytest.raises(IllegalAction):
            GAME.apply(st, 1, bad)
    with pytest.raises(IllegalAction):
        GAME.apply(st, 2, "stay")  # not blue's turn yet
    GAME.apply(st, 1, "to:i3")
    assert st.police == ["i3", "i2", "i7"]


@rule("211-217", "each investigator then either searches or arrests, only at circles next to "
                 "their own intersection, or does nothing")
def test_investigator_actions_are_at_adjacent_circles() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    assert st.stage == POLICE_ACT and actor(st) == 1
    assert ids(st) == ["search:5", "search:6", "search:9", "search:10",
                       "arrest:5", "arrest:6", "arrest:9", "arrest:10", "pass"]
    for bad in ("search:7", "arrest:1"):
        with pytest.raises(IllegalAction):
            GAME.apply(st, 1, bad)
    GAME.apply(st, 1, "pass")
    assert actor(st) == 2 and ids(st) == ["search:8", "search:10", "arrest:8", "arrest:10",
                                          "pass"]


@rule("219-235", "after a search that finds nothing the investigator may name another "
                 "adjacent circle, or stop")
def test_search_goes_on_after_nothing() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    events = GAME.apply(st, 1, "search:6")
    assert kinds(events) == ["wm.nothing"] and events[0].data == {"investigator": 0,
                                                                    "circle": 6}
    assert st.stage == SEARCHING and actor(st) == 1
    assert ids(st) == ["search:5", "search:9", "search:10", "stop"]
    GAME.apply(st, 1, "search:9")
    assert ids(st) == ["search:5", "search:10", "stop"]
    GAME.apply(st, 1, "stop")
    assert st.stage == POLICE_ACT and actor(st) == 2
    assert [(s.kind, s.circle) for s in st.sightings] == [("nothing", 6), ("nothing", 9)]


@rule("233-235", "searching stops by itself when every adjacent circle has been searched")
def test_search_ends_when_no_circle_is_left() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    police_turn(st, acts=())
    for seat in (1, 2):
        GAME.apply(st, seat, "pass")
    GAME.apply(st, 3, "search:1")  # red on i1: circles 1 and 2
    assert st.stage == SEARCHING and ids(st) == ["search:2", "stop"]
    GAME.apply(st, 3, "search:2")
    assert st.stage == JACK_MOVE and st.track == 1  # red's action, and the turn, are over


@rule("223-229", "a searched circle Jack has been on this round (in any order) gets a clue "
                 "marker and the investigator's action ends at once")
def test_clue_ends_the_action() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    jack_walk(st, [9])
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    events = GAME.apply(st, 1, "search:9")  # an earlier circle of this round's path
    assert kinds(events) == ["wm.clue"] and events[0].audience is None
    assert st.clues == [9] and st.stage == POLICE_ACT and actor(st) == 2
    assert st.sightings[-1].kind == "clue" and st.sightings[-1].move == 2


@rule("83,223", "the round's starting crime scene is written first on Jack's sheet, so a "
                "search there finds a clue")
def test_starting_scene_is_on_the_path() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    events = GAME.apply(st, 1, "search:5")
    assert kinds(events) == ["wm.clue"] and st.clues == [5]


@rule("223", "a search only looks at Jack's sheet for this round: circles of earlier rounds "
             "give nothing")
def test_search_only_counts_this_rounds_path() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    GAME.apply(st, JACK, "to:7")
    police_turn(st)
    assert st.round == 2 and st.paths == [[5, 7], [7]]
    GAME.apply(st, JACK, "to:6")
    police_turn(st, moves=("i7", "stay", "stay"), acts=())
    events = GAME.apply(st, 1, "search:5")  # Jack's round-1 start, not on his round-2 path
    assert kinds(events) == ["wm.nothing"] and st.stage == SEARCHING
    GAME.apply(st, 1, "search:9")
    assert actor(st) == 2 and st.clues == []


@rule("225-227", "a clue marker marks a circle; finding the same circle again adds no second "
                 "marker")
def test_one_clue_marker_per_circle() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=("search:10", "search:10"))
    assert st.clues == [10]
    assert [(s.kind, s.circle, s.investigator) for s in st.sightings] == [
        ("clue", 10, 0), ("clue", 10, 1)]


@rule("237-243", "an arrest names one adjacent circle; if Jack stands there the investigators "
                 "win")
def test_arrest_on_jacks_circle_wins() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    events = police_turn(st, moves=("i8", "stay", "stay"), acts=("arrest:10",))
    assert kinds(events)[-2:] == ["wm.arrest", "wm.over"]
    assert st.stage == OVER and st.winner == "police" and st.reason == "arrest"
    out = GAME.outcome(st)
    assert out is not None and out.winners == (1, 2, 3)
    assert out.ending == "arrest" and out.teams == ("investigators",)
    assert [t.seats for t in GAME.teams({})] == [(JACK,), (1, 2, 3)]
    assert GAME.pending(st).is_over


@rule("245", "a failed arrest ends that investigator's action at once, even on a circle Jack "
             "passed earlier in the round")
def test_failed_arrest_ends_the_action() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    jack_walk(st, [9])
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    events = GAME.apply(st, 1, "arrest:9")
    assert kinds(events) == ["wm.arrest_failed"] and events[0].data == {"investigator": 0,
                                                                         "circle": 9}
    assert st.stage == POLICE_ACT and actor(st) == 2 and st.clues == []
    assert st.sightings[-1].kind == "arrest_failed"


# -- the end of a round and of the game -------------------------------------------------------


@rule("247-265", "when Jack stands on a new crime scene at the end of a turn the round ends: "
                 "marker on it, track back to 0, clue markers removed; he starts the next "
                 "round there")
def test_new_scene_ends_the_round_at_the_end_of_the_turn() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    GAME.apply(st, JACK, "to:7")
    # the investigators still play their turn
    assert st.stage == POLICE_MOVE and st.round == 1 and st.reached == [5]
    events = police_turn(st, moves=("i5", "stay", "stay"), acts=("search:7", "pass", "pass"))
    assert "wm.clue" in kinds(events)
    reached = next(e for e in events if e.kind == "wm.scene_reached")
    assert reached.audience is None and reached.data == {"circle": 7}
    assert "wm.round" in kinds(events)
    assert st.round == 2 and st.track == 0 and st.reached == [5, 7]
    assert st.clues == [] and st.sightings == [] and st.used == [] and st.moves_log == []
    assert st.paths == [[5, 7], [7]] and st.stage == JACK_MOVE
    assert st.history and st.history[0][0].kind == "clue"


@rule("247", "the round only ends if Jack was not arrested on the scene that same turn")
def test_arrest_on_a_scene_just_reached_wins() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    GAME.apply(st, JACK, "to:7")
    events = police_turn(st, moves=("i5", "stay", "stay"), acts=("arrest:7",))
    assert "wm.scene_reached" not in kinds(events)
    assert st.winner == "police" and st.reason == "arrest" and st.reached == [5]


@ruling("Jack reaches his remaining scenes in any order he likes")
@pytest.mark.parametrize("first", [1, 7])
def test_scenes_in_any_order(first: int) -> None:
    st = new_game(police=("i3", "i9", "i7"))
    GAME.apply(st, JACK, "to:6")
    police_turn(st)
    GAME.apply(st, JACK, f"to:{first}")
    police_turn(st)
    assert st.reached == [5, first] and st.round == 2


@rule("87-91,101,267", "Jack wins by reaching his fourth crime scene; a game has at most "
                       "three rounds")
def test_jack_wins_on_the_fourth_scene() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    for scene, rnd in ((7, 2), (3, 3)):
        GAME.apply(st, JACK, f"to:{scene}")
        police_turn(st)
        assert st.round == rnd
    GAME.apply(st, JACK, "to:1")
    events = police_turn(st)
    assert kinds(events)[-2:] == ["wm.scene_reached", "wm.over"]
    assert st.stage == OVER and st.winner == "jack" and st.reason == "escaped"
    assert st.round == 3 and st.reached == [5, 7, 3, 1]
    out = GAME.outcome(st)
    assert out is not None and out.winners == (JACK,)
    assert out.ending == "escaped" in GAME.outcome_labels({}).endings
    assert out.teams == ("jack",)
    assert events[-1].data["scenes"] == [1, 3, 5, 7]


@rule("95-97,101", "the investigators win if Jack has made 15 moves in a round without "
                   "reaching a new crime scene")
def test_investigators_win_after_fifteen_moves() -> None:
    st = new_game()
    jack_walk(st, [9, 10] * 7)
    assert st.track == 14 and st.stage == JACK_MOVE
    GAME.apply(st, JACK, "to:9")
    assert st.track == 15 and st.stage == POLICE_MOVE  # the last turn is still played
    events = police_turn(st)
    assert kinds(events)[-1] == "wm.over"
    assert st.winner == "police" and st.reason == "time"


@rule("95-97,247", "a scene reached with the fifteenth move still counts")
def test_scene_on_the_fifteenth_move_counts() -> None:
    st = new_game()
    jack_walk(st, [9, 10] * 7)
    GAME.apply(st, JACK, "to:7")
    police_turn(st)
    assert st.track == 0 and st.round == 2 and st.reached == [5, 7]


@rule("101,151-163", "a carriage ending on the fifteenth space ends the round like any move")
def test_carriage_onto_the_last_track_space() -> None:
    st = new_game()
    jack_walk(st, [9, 10] * 6 + [9])
    GAME.apply(st, JACK, "carriage")
    GAME.apply(st, JACK, "via:10")
    GAME.apply(st, JACK, "to:11")
    assert st.track == 15
    police_turn(st)
    assert st.reason == "time"


@rule("133", "Jack loses if he cannot move at all: every ordinary move is blocked and no "
             "special tile he still holds has a legal destination")
def test_cornered_jack_loses() -> None:
    st = new_game(police=("i1", "i9", "i3"))
    for via, to in ((9, 10), (9, 2)):
        GAME.apply(st, JACK, "carriage")
        GAME.apply(st, JACK, f"via:{via}")
        GAME.apply(st, JACK, f"to:{to}")
        if to == 10:
            police_turn(st)
    # Jack on 2: both its intersections (i1, i4) get an investigator; his alley would end
    # on 1, a scene he has not reached; no carriage left; 2 is not blue
    events = police_turn(st, moves=("i4", "stay", "i1"))
    assert st.stage == OVER and st.winner == "police" and st.reason == "cornered"
    assert kinds(events)[-1] == "wm.over"
    assert st.tiles == {"carriage": 0, "alley": 2, "boat": 2}


@rule("133,135", "a Jack whose ordinary moves are all blocked is not caught while a special "
                 "tile can still move him")
def test_blocked_jack_may_still_use_a_tile() -> None:
    st = new_game(police=("i1", "i9", "i3"))
    GAME.apply(st, JACK, "carriage")
    GAME.apply(st, JACK, "via:9")
    GAME.apply(st, JACK, "to:2")
    police_turn(st, moves=("i4", "stay", "i1"))
    assert st.stage == JACK_MOVE and ids(st) == ["carriage"]


# -- the smoker (optional rule for the investigators) -------------------------------------------


@ruling("optional rule 'smoker': the dog starts on a yellow intersection no investigator took")
def test_smoker_is_placed_on_a_free_yellow_intersection() -> None:
    st = GAME.setup({"map": map_file(crossroads(), "crossroads"), "smoker": True})
    for c in (1, 3, 5, 7):
        GAME.apply(st, JACK, f"scene:{c}")
    for seat, at in ((1, "i1"), (2, "i3"), (3, "i7")):
        GAME.apply(st, seat, f"at:{at}")
    p = GAME.pending(st)
    assert p.actors == (1,) and p.ids() == ["at:i9"]
    events = GAME.apply(st, 1, "at:i9")
    assert st.smoker == "i9" and events[0].data == {"at": "i9"}
    assert st.stage == START


@ruling("optional rule 'smoker': after red has moved, the dog moves 0-1 street (not onto an "
        "investigator); investigators may not stop on the dog")
def test_smoker_moves_after_red() -> None:
    st = new_game(smoker="i9")
    GAME.apply(st, JACK, "to:6")
    GAME.apply(st, 1, "stay")
    assert "to:i9" not in ids(st)  # blue on i3 could reach i9 (i3-i6-i9), but the dog is there
    GAME.apply(st, 2, "to:i6")
    GAME.apply(st, 3, "stay")
    assert st.stage == SMOKER_MOVE and actor(st) == 1
    assert ids(st) == ["stay", "to:i8", "to:i11"]  # i6 has blue on it
    GAME.apply(st, 1, "to:i8")
    assert st.smoker == "i8" and st.stage == POLICE_ACT and actor(st) == 1


@ruling("optional rule 'smoker': the dog blocks Jack's ordinary moves like an investigator; "
        "a carriage passes it")
def test_smoker_blocks_jack() -> None:
    plain = new_game()
    with_dog = new_game(smoker="i9")
    assert 8 in moves(plain)  # 5 -> 8 goes through i8 and i9
    assert moves(with_dog) == moves(plain) - {8}
    GAME.apply(with_dog, JACK, "carriage")
    GAME.apply(with_dog, JACK, "via:10")  # 5 -> 10 -> 8 passes i9
    assert "to:8" in ids(with_dog)


@ruling("optional rule 'smoker' needs a yellow intersection left over after the three "
        "investigators; a map with only three cannot offer it")
def test_smoker_needs_a_fourth_yellow_intersection() -> None:
    data = crossroads()
    data["intersections"][6]["yellow"] = False  # i7: three yellow intersections remain
    path = map_file(data, "crossroads-three-yellow")
    try:
        st = GAME.setup({"map": path, "smoker": True})
    except ValueError:
        return  # refused up front: fine
    for c in (1, 3, 5, 7):
        GAME.apply(st, JACK, f"scene:{c}")
    for seat, at in ((1, "i1"), (2, "i3"), (3, "i9")):
        GAME.apply(st, seat, f"at:{at}")
    p = GAME.pending(st)
    assert p.is_over or p.options, "a decision without a single option"

