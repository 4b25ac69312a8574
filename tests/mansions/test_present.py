"""The screens' drawing data (``present.public_board``): the map of placed tiles only, its
walls and doors, figures and sheets, and never a secret, along seeded random playouts of
the packaged scenarios."""

from __future__ import annotations

import json
from typing import Any

import pytest

from eerie.games.mansions.game import GAME
from eerie.games.mansions.present import public_board
from eerie.games.mansions.rules import puzzles as puzzle_rules
from eerie.games.mansions.script import push
from eerie.games.mansions.state import MoMState
from tests.mansions.packaged import SCENARIOS, new_game, playout


def spaces_of(board: dict[str, Any]) -> set[str]:
    return {sp["id"] for t in board["tiles"] for r in t["rooms"] for sp in r["spaces"]}


def check_secrets(st: MoMState, board: dict[str, Any]) -> None:
    """Nothing hidden is in the board data."""
    text = json.dumps(board, ensure_ascii=False)
    placed = set(st.tiles)
    for tile in st.scenario.tiles:
        if tile.id in placed:
            continue
        assert f'"{tile.id}"' not in text, tile.id
        for room in tile.rooms:
            assert f'"{room.id}"' not in text, room.id
            for sp in room.spaces:
                assert f'"{sp.id}"' not in text, sp.id
    # the scenario's script, variables and decks of hidden cards
    for ev in st.scenario.events:
        assert f'"{ev.id}"' not in text, ev.id
    for name in st.scenario.variables:
        assert f'"{name}"' not in text, name
    for key in ("variables", "damage_pool", "horror_pool", "insanity_pool", "stack",
                "answer", "insanity", "fired"):
        assert f'"{key}"' not in text, key
    # insanity cards: not even their names
    for inv in st.invs:
        if inv.insanity is not None:
            card = st.lib.insanity[inv.insanity]
            assert f'"{card.id}"' not in text
            assert card.name["en"] not in text
    # which copy a spell is stays unknown
    for inv in st.invs:
        for sid in inv.spells:
            for copy in st.lib.spells[sid].copies:
                assert f'"{copy.id}"' not in text
                assert copy.text["en"] not in text
    # face-down cards are counts only
    for b_inv, inv in zip(board["investigators"], st.invs, strict=True):
        assert b_inv["damage_down"] == inv.damage_down
        assert b_inv["horror_down"] == inv.horror_down
        assert [c["id"] for c in b_inv["damage_up"]] == inv.damage_up
        assert [c["id"] for c in b_inv["horror_up"]] == inv.horror_up
    # an open puzzle shows its public state only
    pz = board["puzzle"]
    if pz is not None and pz["state"] is not None:
        assert "answer" not in pz["state"]


def check_shape(st: MoMState, board: dict[str, Any]) -> None:
    """The board data agrees with the state and is plain JSON."""
    assert json.loads(json.dumps(board)) == board
    spaces = spaces_of(board)
    assert spaces == {s for t in st.tiles for s in st.board.tile_spaces[t]}
    for e in board["edges"]:
        assert e["a"] in spaces and e["b"] in spaces
        assert e["type"] in ("border", "impassable", "wall", "door")
    for seg in board["segments"]:
        assert seg["type"] in ("wall", "door", "impassable", "border", "inner")
        assert seg["a"] in spaces and (seg["b"] is None or seg["b"] in spaces)
    for tok in board["tokens"]:
        assert tok["space"] in spaces and tok["id"] in st.tokens
    for inv in board["investigators"]:
        assert inv["space"] is None or inv["space"] in spaces
    assert [m["uid"] for m in board["monsters"]] == [m.uid for m in st.monsters]
    for m in board["monsters"]:
        assert m["space"] in spaces and 0 <= m["damage"] < m["health"]
    assert board["round"] == st.round and board["phase"] == st.phase


def test_the_start_shows_the_first_tile_only() -> None:
    st = new_game()
    board = public_board(st)
    assert spaces_of(board) == {"ver.1", "ver.2", "ent.1", "ent.2"}
    names = {r["id"]: r for t in board["tiles"] for r in t["rooms"]}
    assert names["veranda"]["outdoor"] and not names["entry"]["outdoor"]
    assert names["entry"]["name"]["ko"] == "현관홀"
    rects = {sp["id"]: sp for r in names.values() for sp in r["spaces"]}
    assert (rects["ent.2"]["x"], rects["ent.2"]["y"], rects["ent.2"]["w"]) == (1, 1, 1)
    assert board["objective"] is not None and board["objective"]["id"] == st.objective
    assert board["round"] == 1 and board["phase"] == "investigator"
    assert board["puzzle"] is None and board["turn"] is None
    check_secrets(st, board)
    check_shape(st, board)


def test_walls_doors_and_borders() -> None:
    board = public_board(new_game())
    edges = {(e["a"], e["b"]): e["type"] for e in board["edges"]}
    assert edges[("ent.1", "ver.1")] == "door"
    assert edges[("ent.2", "ver.2")] == "wall"
    assert edges[("ent.1", "ent.2")] == "border"
    segs = {(s["a"], s["b"]): s for s in board["segments"] if s["b"] is not None}
    assert segs[("ent.1", "ver.1")]["type"] == "door"
    assert segs[("ent.1", "ver.1")]["seg"] == [0.0, 1.0, 1.0, 1.0]
    assert segs[("ent.1", "ent.2")]["type"] == "inner"  # a border inside a room
    assert segs[("ent.2", "ver.2")]["type"] == "wall"
    # the outline: every side of the 2x2 map is a wall, a door under a token, or a door
    outer = [s for s in board["segments"] if s["b"] is None]
    length = sum(abs(s["seg"][2] - s["seg"][0]) + abs(s["seg"][3] - s["seg"][1]) for s in outer)
    assert length == pytest.approx(8.0)
    doors = sorted(tuple(s["seg"]) for s in outer if s["type"] == "door")
    tokens = {t["id"]: t for t in board["tokens"]}
    for tid in ("tok.study_door", "tok.kitchen_door", "tok.gallery_door"):
        t = tokens[tid]
        assert t["kind"] == "explore" and t["at"] is not None
        x, y = t["at"]
        assert any(min(a, c) <= x <= max(a, c) and min(b, d) <= y <= max(b, d)
                   for a, b, c, d in doors), tid
        assert None in t["door"]  # the far side is not on the board yet
    assert tokens["tok.coat_rack"]["kind"] == "search" and tokens["tok.coat_rack"]["at"] is None


def test_investigators_and_monsters_on_the_sheets() -> None:
    st = new_game()
    inv = st.invs[0]
    inv.damage_up = [next(iter(st.lib.damage))]
    inv.damage_down = 2
    inv.horror_down = 1
    inv.conditions = [next(iter(st.lib.conditions))]
    board = public_board(st)
    sheet = board["investigators"][0]
    assert sheet["name"]["en"] == st.lib.investigators[inv.id].name["en"]
    assert sheet["damage"] == 3 and sheet["damage_down"] == 2 and sheet["horror"] == 1
    assert sheet["damage_up"][0]["name"] == st.lib.damage[inv.damage_up[0]].name
    assert sheet["conditions"][0]["name"]["en"]
    assert sheet["health"] == st.lib.investigators[inv.id].health
    assert {i["letter"] for i in board["investigators"]} == {"A", "D"}
    names = {t["name"]["en"] for t in sheet["items"] + sheet["spells"]}
    assert names  # the starting possessions, by name
    for thing in sheet["spells"]:
        assert set(thing) == {"id", "kind", "name", "weapon"}
    # two monsters of a kind: each goes by its number
    from eerie.games.mansions.script import Ctx, spawn

    ctx = Ctx(st)
    spawn(ctx, "hooded_acolyte", "ent.1")
    spawn(ctx, "hooded_acolyte", "ent.2")
    mons = public_board(st)["monsters"]
    assert [m["marker"] for m in mons] == [1, 2]
    assert mons[0]["tag"] == "HA" and mons[0]["health"] >= 1
    kind = st.lib.monsters["hooded_acolyte"]
    assert (mons[0]["awareness"], mons[0]["horror"], mons[0]["might"]) == (
        kind.awareness, kind.horror, kind.might)


def test_secrets_stay_out_when_cards_and_puzzles_are_in_play() -> None:
    st = new_game(players=2)
    a, b = st.invs
    a.insane = True
    a.insanity = sorted(st.lib.insanity)[0]
    a.horror_down = 3
    st.variables = {**st.variables, "secret_var": 4}
    # an open code puzzle with one guess made
    data = puzzle_rules.generate("code", 7, "easy")
    p = puzzle_rules.from_json(data)
    wrong = [1] * p.length if list(p.answer) != [1] * p.length else [2] * p.length
    st.puzzles["pz.circle"] = dict(p.guess(wrong).to_json())
    push(st, "puzzle", inv=b.id, id="pz.circle", path=["event", "x"], stage="play", left=3)
    board = public_board(st)
    check_secrets(st, board)
    pz = board["puzzle"]
    assert pz["id"] == "pz.circle" and pz["kind"] == "code" and pz["left"] == 3
    assert pz["inv"] == b.id and pz["title"]["en"]
    assert pz["state"]["history"][0]["guess"] == wrong
    assert "answer" not in pz["state"]
    assert board["investigators"][0]["insane"] is True
    # the seat's own view keeps its own card; the board never has it
    assert GAME.view(st, a.seat)["invs"][0]["insanity"] == a.insanity


@pytest.mark.parametrize("kind", ["slide", "lock"])
def test_other_puzzles_show_their_pieces(kind: str) -> None:
    st = new_game()
    st.puzzles["pz.circle"] = puzzle_rules.generate(kind, 3, "easy")
    push(st, "puzzle", inv=st.invs[0].id, id="pz.circle", path=["event", "x"],
         stage="play", left=2)
    state = public_board(st)["puzzle"]["state"]
    assert state["kind"] == kind
    assert ("tiles" in state) if kind == "slide" else ("blocks" in state)


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_never_show_a_secret(scenario: str, seed: int) -> None:
    tiles_seen: set[str] = set()
    for st in playout(scenario, seed):
        board = public_board(st)
        check_secrets(st, board)
        check_shape(st, board)
        tiles_seen.update(t["id"] for t in board["tiles"])
    assert tiles_seen  # the start tile at least
