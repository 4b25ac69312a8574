"""``live.catch_up``: a worker's copy of a table takes in the actions another worker
stored, with exactly the stored events, and ends in the same state and versions."""

from __future__ import annotations

import copy
from datetime import UTC, datetime
from random import Random

import pytest

from eerie.core.chance import sample
from eerie.core.registry import get_game
from eerie.server.live import LiveTable, RebuildError, catch_up
from eerie.server.store import EventRow, LoadedTable, SeatRow, TableRow

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def _table() -> LiveTable:
    game = get_game("fearsome-floors")
    config = game.normalize_config({"players": 2})
    row = TableRow(id="t1", game=game.id, config=config, options={}, seed=1,
                   engine_version="x", content_version="x", status="open", action_count=0,
                   created_at=T0, updated_at=T0)
    seats = [SeatRow(seat=0, kind="human", hand=0), SeatRow(seat=1, kind="human", hand=1)]
    state, opening = game.start_logged(config)
    table = LiveTable(row=row, seats=seats, game=game, state=state)
    table.open_with(opening)
    return table


def _play(table: LiveTable, n: int) -> tuple[list[tuple[int, str]], list[EventRow]]:
    """Play ``n`` actions on ``table``; return them and their events as stored."""
    actions, events = [], []
    for i in range(n):
        p = table.game.pending(table.state)
        option = sample(p, Random(i)) if p.is_chance else p.ids()[0]
        commit = table.prepare(p.actors[0], option)
        table.accept(commit)
        actions.append((commit.actor, commit.option))
        events.extend(commit.events)
    return actions, events


def test_a_copy_catches_up_with_what_another_worker_stored() -> None:
    ahead, behind = _table(), _table()
    _play(ahead, 5)
    _play(behind, 5)
    actions, events = _play(ahead, 12)
    stored = copy.deepcopy(ahead.row)
    stored.status = "playing"
    stored.updated_at = stored.active_at = datetime(2026, 1, 2, tzinfo=UTC)
    joined = [SeatRow(seat=0, kind="human", hand=0, joined_at=T0),
              SeatRow(seat=1, kind="human", hand=1, joined_at=T0)]
    changed = catch_up(behind, LoadedTable(row=stored, seats=joined, actions=actions,
                                           events=events))
    assert behind.state_hash == ahead.state_hash
    assert behind.versions == ahead.versions and behind.contents == ahead.contents
    assert [e.seq for e in behind.events] == [e.seq for e in ahead.events]
    assert changed and set(changed) <= set(behind.audiences)
    assert behind.status() == "playing" and behind.row.updated_at == stored.updated_at
    assert behind.row.action_count == len(behind.actions) == 17
    # nothing new: nothing changes
    assert catch_up(behind, LoadedTable(row=stored, seats=joined)) == []


def test_stored_events_that_do_not_replay_are_refused() -> None:
    ahead, behind = _table(), _table()
    actions, events = _play(ahead, 3)
    bad = [EventRow(e.seq, e.action_idx, e.audience, {**e.payload, "kind": "forged"})
           for e in events]
    with pytest.raises(RebuildError, match="made other events than stored"):
        catch_up(behind, LoadedTable(row=ahead.row, seats=behind.seats, actions=actions,
                                     events=bad))
