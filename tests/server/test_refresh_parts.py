"""``LiveTable.refresh`` works out each seat's view once and a view's change once for all
the audiences that see it: the contents' texts are exactly what ``dumps`` writes of the
whole, and every audience's delta turns its previous content into the new one."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from random import Random

import pytest

from eerie.core.chance import sample
from eerie.core.registry import get_game
from eerie.server.delta import Differ, apply, diff
from eerie.server.live import LiveTable
from eerie.server.protocol import dumps
from eerie.server.store import SeatRow, TableRow

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def _table(game_id: str, config: dict[str, object], hands: list[list[int]]) -> LiveTable:
    game = get_game(game_id)
    config = game.normalize_config(config)
    row = TableRow(id="t1", game=game.id, config=config, options={}, seed=1,
                   engine_version="x", content_version="x", status="open", action_count=0,
                   created_at=T0, updated_at=T0)
    seats = [SeatRow(seat=s, kind="human", hand=h) for h, hand in enumerate(hands)
             for s in hand]
    state, opening = game.start_logged(config)
    table = LiveTable(row=row, seats=seats, game=game, state=state)
    table.open_with(opening)
    return table


CASES = [
    ("fearsome-floors", {"players": 4}, [[0], [1], [2], [3]]),
    ("whitehall-mystery", {}, [[0], [1, 2], [3]]),
    ("mansions-of-madness", {}, [[0], [1]]),
]


@pytest.mark.parametrize(("game_id", "config", "hands"), CASES,
                         ids=[c[0] for c in CASES])
def test_contents_and_deltas_of_every_audience(game_id: str, config: dict[str, object],
                                               hands: list[list[int]]) -> None:
    table = _table(game_id, config, hands)
    for key in table.audiences:
        table.watch(key)
    rng = Random(7)
    for _ in range(60):
        p = table.game.pending(table.state)
        if p.is_over:
            break
        before = {key: json.loads(table.contents[key]) for key in table.audiences}
        versions = dict(table.versions)
        option = sample(p, rng) if p.is_chance else rng.choice(p.ids())
        table.accept(table.prepare(p.actors[0], option))
        for key in table.audiences:
            whole = table.content(key)
            assert table.contents[key] == dumps(whole)
            if table.versions[key] == versions[key]:
                assert before[key] == whole
                continue
            message = table.deltas.get(key)
            if message is not None:
                patch = json.loads(message)["patch"]
                assert apply(before[key], patch) == whole


def test_equal_members_of_views_are_one_object() -> None:
    table = _table("fearsome-floors", {"players": 4}, [[0], [1], [2], [3]])
    for key in table.audiences:
        table.watch(key)
    p = table.game.pending(table.state)
    table.accept(table.prepare(p.actors[0], p.ids()[0]))
    views = [table.docs[key]["views"][0]["view"] for key in table.hands]
    for name in views[0]:
        members = [v[name] for v in views]
        assert len({id(m) for m in members}) == len({dumps(m) for m in members}), name


def test_a_differ_finds_a_shared_change_once_and_places_it_where_it_is() -> None:
    long = "x" * 200  # so that the patch is shorter than the new value
    old, new = {"a": 1, "b": [1], "c": long}, {"a": 2, "b": [1, 2], "c": long}
    differ = Differ()
    first = differ.diff({"v": [old, old]}, {"v": [new, new]})
    assert first == diff({"v": [old, old]}, {"v": [new, new]})
    assert {op["path"] for op in first} == {"/v/0/a", "/v/0/b/1", "/v/1/a", "/v/1/b/1"}
    again = differ.diff({"w": {"x": old}}, {"w": {"x": new}})
    assert {op["path"] for op in again} == {"/w/x/a", "/w/x/b/1"}
    assert apply({"w": {"x": old}}, again) == {"w": {"x": new}}


@pytest.mark.parametrize(("game_id", "config", "hands"), CASES,
                         ids=[c[0] for c in CASES])
def test_views_are_the_views_of_each_seat(game_id: str, config: dict[str, object],
                                          hands: list[list[int]]) -> None:
    table = _table(game_id, config, hands)
    game, rng = table.game, Random(3)
    seats: list[int | None] = [None, *range(game.num_seats(table.state))]
    for _ in range(40):
        assert game.views(table.state, seats) == [game.view(table.state, s) for s in seats]
        p = game.pending(table.state)
        if p.is_over:
            break
        table.accept(table.prepare(p.actors[0], sample(p, rng) if p.is_chance
                                   else rng.choice(p.ids())))
