"""The house: tiles, rotations, doors, floors, discovery through the room stack."""

from __future__ import annotations

from eerie.core.deck import Deck
from eerie.games.betrayal import house
from eerie.games.betrayal.house import Tiles
from eerie.games.betrayal.schema import content
from tests.betrayal.helpers import act, fresh, ids, rule, top

ROOMS = content().rooms
EAST_OF_ENTRANCE = (("ground", 0, 0), "E")


@rule("32, 258", "a new room turns any way that joins the door it was entered by")
def test_a_room_turns_only_to_join_the_door_it_is_entered_by() -> None:
    tiles = house.start_tiles()
    # the cloakroom has doors N and E: only turns putting a door on its west edge
    rots = house.rotations(tiles, ROOMS, ROOMS["cloakroom"], ("ground", 1, 0), "E")
    assert rots == [2, 3]
    assert all("W" in house.turned(ROOMS["cloakroom"].doors, r) for r in rots)
    # a room with doors all round fits in every turn
    assert house.rotations(tiles, ROOMS, ROOMS["lumber_room"], ("ground", 1, 0), "E") == \
        [0, 1, 2, 3]


@rule("258", "rooms are joined only where both have a door on the shared edge")
def test_doors_join_only_where_both_rooms_have_one() -> None:
    tiles = house.start_tiles()
    tiles[("ground", 1, 0)] = ("cloakroom", 3)      # doors W and N
    tiles[("ground", 1, 1)] = ("long_corridor", 1)  # doors E and W
    assert house.joined(tiles, ROOMS, ("ground", 0, 0), "E")       # entrance E - cloakroom W
    assert house.joined(tiles, ROOMS, ("ground", 1, 0), "N") is False  # corridor has no S door
    assert house.joined(tiles, ROOMS, ("ground", 0, 1), "E")       # foyer E - corridor W
    # the entrance hall's front door (south) is no door at all
    assert "S" not in house.doors(tiles, ROOMS, ("ground", 0, 0))


@rule("32, 256", "a room goes only on a floor printed on its back")
def test_a_room_goes_only_on_its_floors() -> None:
    tiles = house.start_tiles()
    assert house.rotations(tiles, ROOMS, ROOMS["ash_cellar"], ("ground", 1, 0), "E") == []
    assert house.rotations(tiles, ROOMS, ROOMS["ash_cellar"], ("basement", 1, 0), "E")
    assert house.rotations(tiles, ROOMS, ROOMS["doll_nursery"], ("upper", 1, 0), "E")
    assert house.rotations(tiles, ROOMS, ROOMS["doll_nursery"], ("ground", 1, 0), "E") == []


@rule("32", "a drawn room that cannot go on this floor is set aside and the next is drawn")
def test_a_wrong_floor_tile_is_set_aside_and_the_next_drawn() -> None:
    st = fresh()
    act(st, "explore:E")
    assert top(st)["k"] == "discover"
    act(st, "tile:ash_cellar")          # basement only: set aside
    assert st.aside == ["ash_cellar"] and top(st)["k"] == "discover"
    assert "tile:ash_cellar" not in ids(st)
    act(st, "tile:cloakroom")
    assert top(st)["k"] == "place" and ids(st) == ["rot:2", "rot:3"]
    act(st, "rot:3")
    assert st.tiles[("ground", 1, 0)] == ("cloakroom", 3) and st.cells[0] == ("ground", 1, 0)


def _upper_with_one_open_door() -> Tiles:
    """The upper landing with dead ends on three sides: only its west door is open."""
    tiles = house.start_tiles()
    tiles[("upper", 0, 1)] = ("linen_closet", 2)   # its one door turned south
    tiles[("upper", 1, 0)] = ("linen_closet", 3)   # ... west
    tiles[("upper", 0, -1)] = ("linen_closet", 0)  # ... north
    return tiles


@rule("34", "a room may not be placed so that its floor has no open door left")
def test_a_floor_is_never_closed() -> None:
    tiles = _upper_with_one_open_door()
    assert list(house.open_doors(tiles, ROOMS, "upper")) == [(("upper", 0, 0), "W")]
    # a dead end (one door) would close the floor in every turn; a corridor does not
    assert house.rotations(tiles, ROOMS, ROOMS["linen_closet"], ("upper", -1, 0), "W") == []
    assert house.rotations(tiles, ROOMS, ROOMS["long_corridor"], ("upper", -1, 0), "W") == [1, 3]
    # so the door is offered for discovery only while such a tile is left to draw
    assert house.can_discover(tiles, ROOMS, ["linen_closet", "ash_cellar"], ("upper", 0, 0), "W") \
        is False
    assert house.can_discover(tiles, ROOMS, ["linen_closet", "long_corridor"],
                              ("upper", 0, 0), "W")


@rule("34", "a tile that would close the floor is set aside too")
def test_a_tile_that_would_close_the_floor_is_set_aside_in_play() -> None:
    st = fresh()
    st.tiles = _upper_with_one_open_door()
    st.rooms = Deck.of(["sewing_room", "long_corridor"])  # the stack without the closets
    st.cells[0] = ("upper", 0, 0)
    act(st, "explore:W")
    st.rooms = Deck.of(["sewing_room", "long_corridor", "bone_pantry"])
    act(st, "tile:bone_pantry")        # basement only
    assert st.aside == ["bone_pantry"]
    act(st, "tile:sewing_room")        # doors N and S: turned E-W it keeps the floor open
    assert top(st)["k"] == "place" and ids(st) == ["rot:1", "rot:3"]


@rule("36", "when the room stack runs out the discarded tiles are shuffled back in")
def test_the_set_aside_tiles_are_reshuffled_when_the_stack_is_empty() -> None:
    st = fresh()
    st.rooms = Deck.of(["ash_cellar"])
    st.aside = ["cloakroom", "bone_pantry"]
    act(st, "explore:E")
    act(st, "tile:ash_cellar")         # set aside; the stack is empty now
    assert top(st)["k"] == "discover" and st.aside == []
    assert sorted(st.rooms.contents()) == ["ash_cellar", "bone_pantry", "cloakroom"]
    assert [e for e in st.log if e[1]["key"] == "bet.ev.reshuffle"]


@rule("260", "the grand staircase always leads to the upper landing")
def test_the_grand_staircase_leads_to_the_upper_landing_and_back() -> None:
    tiles = house.start_tiles()
    assert house.links(tiles, ROOMS, ("ground", 0, 2)) == [("up", ("upper", 0, 0))]
    assert house.links(tiles, ROOMS, ("upper", 0, 0)) == [("down", ("ground", 0, 2))]


@rule("260", "the foyer's hidden stair opens once the basement stairs are placed")
def test_the_hidden_stair_appears_with_the_cellar_stairs() -> None:
    tiles = house.start_tiles()
    assert house.links(tiles, ROOMS, ("ground", 0, 1)) == []
    tiles[("basement", 0, 1)] = ("cellar_stairs", 2)
    assert house.links(tiles, ROOMS, ("ground", 0, 1)) == [("stair", ("basement", 0, 1))]
    assert house.links(tiles, ROOMS, ("basement", 0, 1)) == [("stair", ("ground", 0, 1))]


@rule("266", "the chute leads one way down to the basement landing")
def test_the_chute_is_one_way_down() -> None:
    tiles = house.start_tiles()
    tiles[("ground", 1, 0)] = ("dumbwaiter_room", 2)
    assert house.links(tiles, ROOMS, ("ground", 1, 0)) == [("chute", ("basement", 0, 0))]
    assert house.links(tiles, ROOMS, ("basement", 0, 0)) == []


def test_tiles_encode_and_decode() -> None:
    tiles = _upper_with_one_open_door()
    assert house.decode(house.encode(tiles)) == tiles
