"""The board graph: adjacency, movement, range, toward and away (rules reference 7, 25,
29, 35, 36, 39, 59, 62, 65, 76, 93)."""

from __future__ import annotations

from typing import Any

import pytest

from eerie.games.mansions.board import Board, Topology
from eerie.games.mansions.schema import Scenario
from tests.mansions.fixtures import rule

T = {"en": "x", "ko": "x"}


def room(rid: str, spaces: list[tuple[str, float, float]], outdoor: bool = False) -> dict[str, Any]:
    return {"id": rid, "name": T, "outdoor": outdoor,
            "spaces": [{"id": s, "x": x, "y": y} for s, x, y in spaces]}


def scenario(extra_edges: list[dict[str, str]] | None = None) -> Scenario:
    """Two tiles. Tile "hall": room hall (h1 h2 h3 in a row) and room study (s1 below h1,
    s2 below h2). Tile "yard": room yard (y1 y2) right of h3, joined by a door link.

        h1 h2 h3 | y1 y2
        s1 s2
    """
    tiles = [
        {"id": "hall", "rooms": [room("hall", [("h1", 0, 0), ("h2", 1, 0), ("h3", 2, 0)]),
                                 room("study", [("s1", 0, 1), ("s2", 1, 1)])],
         "edges": [{"a": "h1", "b": "s1", "type": "door"}] + (extra_edges or [])},
        {"id": "yard", "rooms": [room("yard", [("y1", 3, 0), ("y2", 4, 0)], outdoor=True)]},
    ]
    return Scenario.model_validate({
        "format": "eerie-mansions-scenario", "id": "t", "title": T, "summary": T,
        "prologue": T, "tiles": tiles, "links": [{"a": "h3", "b": "y1", "type": "door"}],
        "objectives": [{"id": "o", "text": T}],
        "epilogues": [{"id": "win", "kind": "victory", "text": T}],
        "start": {"tiles": ["hall"], "space": "h1", "objective": "o"}})


@pytest.fixture()
def board() -> Board:
    return Board.from_scenario(scenario())


def both(board: Board, **kw: Any) -> Topology:
    return board.topology({"hall", "yard"}, **kw)


@rule("RR 7 and 62", "spaces sharing a border are adjacent and passable")
def test_touching_spaces_of_one_room_share_a_border(board: Board) -> None:
    assert board.edge("h1", "h2") == "border"
    topo = both(board)
    assert "h2" in topo.steps("h1")


@rule("RR 36 and 62", "a wall makes spaces adjacent but blocks movement")
def test_touching_spaces_of_two_rooms_default_to_a_wall(board: Board) -> None:
    assert board.edge("h2", "s2") == "wall"
    topo = both(board)
    assert "s2" in topo.adjacent("h2")
    assert "s2" not in topo.steps("h2")


@rule("RR 29", "a door joins two spaces for movement")
def test_doors_are_passable_and_listed_edges_override(board: Board) -> None:
    assert board.edge("h1", "s1") == "door"
    assert "s1" in both(board).steps("h1")


@rule("RR 77", "a tile is part of the board once placed")
def test_only_placed_tiles_are_on_the_board(board: Board) -> None:
    topo = board.topology({"hall"})
    assert "y1" not in topo.spaces
    assert topo.steps("h3") == ["h2"]


@rule("RR 65", "no figure moves through a barricaded door")
def test_blocked_door_stops_movement(board: Board) -> None:
    topo = both(board, blocked={("s1", "h1")})
    assert "s1" not in topo.steps("h1")
    assert "s1" in topo.adjacent("h1")


@rule("RR 76 and 35", "an impassable border stops movement; range counts across it")
def test_impassable_border_blocks_movement_not_range() -> None:
    b = Board.from_scenario(scenario([{"a": "h2", "b": "h3", "type": "impassable"}]))
    topo = b.topology({"hall"})
    assert "h3" not in topo.steps("h2")
    assert topo.range_distances("h1")["h3"] == 2
    assert "h3" in topo.steps("h2", flying=True)


@rule("RR 35", "range reaches 3 spaces, not across walls or doors")
def test_range_is_three_and_stops_at_walls_and_doors(board: Board) -> None:
    topo = both(board)
    r = topo.range_distances("h1")
    assert r == {"h1": 0, "h2": 1, "h3": 2}  # y1 is behind a door, s1/s2 behind door/wall
    assert topo.in_range("s1", "s2") and not topo.in_range("s1", "h1")


@rule("RR 39",
      "spaces with secret passages are adjacent to each other for movement, and range is not "
      "counted through them")
def test_secret_passages_join_their_spaces(board: Board) -> None:
    topo = both(board, passages={"s2", "y2"})
    assert "y2" in topo.steps("s2") and "s2" in topo.steps("y2")
    assert "y2" not in topo.range_distances("s2")
    assert topo.move_distances("s2")["y2"] == 1


@rule("RR 93 and 25", "each step must shorten (toward) or lengthen (away) the distance")
def test_toward_and_away(board: Board) -> None:
    topo = both(board)
    assert topo.toward("y2", "s1") == ["y1"]
    assert topo.toward("h1", "h1") == []
    assert topo.away("h2", "h3") == ["h1"]
    assert set(topo.away("h1", "h2")) == {"s1"}
    assert topo.move_distances("y2")["s2"] == 6


def test_topologies_are_cached(board: Board) -> None:
    assert board.topology({"hall"}) is board.topology(["hall"])


def test_duplicate_space_is_an_error() -> None:
    s = scenario()
    data = s.model_dump(by_alias=True)
    data["tiles"][1]["rooms"][0]["spaces"][0]["id"] = "h1"
    with pytest.raises(ValueError, match="declared twice"):
        Board.from_scenario(Scenario.model_validate(data))
