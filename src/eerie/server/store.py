"""Reading and writing tables: rows, the action log, events and snapshots.

Every method is synchronous and runs in a transaction of its own; the manager calls them
from a single writer thread, so the event loop never waits on the disk and writes never
race. ``append`` commits an action with its events (and a snapshot when due) atomically
and refuses an index that is not the next one, so the log has no gaps and no doubles;
``append_many`` does the same for the actions of many tables in one transaction (the
group commit of :mod:`eerie.server.store_writer`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import and_, insert, or_, select, update
from sqlalchemy.engine import Connection, Engine

from eerie.server.schema import (
    game_tables,
    table_actions,
    table_events,
    table_seats,
    table_snapshots,
)

EXPIRED = "expired"
"""The status of a table closed by the expiry sweep (kept, replayable, no more actions)."""


class StoreConflict(RuntimeError):
    """The log moved on under us (another writer appended first)."""


def now() -> datetime:
    """The current time in UTC."""
    return datetime.now(UTC)


def address_hash(address: str) -> str:
    """What is stored of a client's address: its SHA-256, so the database does not keep
    addresses while the server can still count the tables one address created."""
    return hashlib.sha256(address.encode()).hexdigest()


def as_utc(value: datetime) -> datetime:
    """A stored time with its zone (SQLite gives naive datetimes back)."""
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


@dataclass(slots=True)
class SeatRow:
    """One seat of a table."""

    seat: int
    kind: str
    """``human`` or ``ai``."""
    ai_level: str | None = None
    hand: int | None = None
    """Index of the token (hand) that plays this human seat."""
    token_hash: str | None = None
    joined_at: datetime | None = None


@dataclass(slots=True)
class TableRow:
    """A table's own row."""

    id: str
    game: str
    config: dict[str, Any]
    options: dict[str, Any]
    seed: int
    engine_version: str
    content_version: str
    status: str
    action_count: int
    created_at: datetime
    updated_at: datetime
    """Moves only with what everyone may see (a secret move must not move it)."""
    active_at: datetime | None = None
    """The last action or join (``created_at`` until then); tables idle for too long
    expire. Never shown."""
    created_by: str | None = None
    """A hash of the address that created the table (:func:`address_hash`), to count
    its unfinished tables. Never shown."""

    @property
    def last_active(self) -> datetime:
        """The last action or join, or the creation."""
        return self.active_at or self.created_at


@dataclass(slots=True)
class EventRow:
    """An event as stored: its number in the table, the action that made it, its audience
    (None = everyone) and its JSON payload (kind, msg, data, round)."""

    seq: int
    action_idx: int
    audience: list[int] | None
    payload: dict[str, Any]


@dataclass(slots=True)
class Append:
    """One action to commit (see :meth:`Store.append`): its table, index (0-based),
    actor, option, events, snapshot hash (or None), the table's new status, its new
    ``updated_at`` if the action changed what everyone may see, and its time."""

    table_id: str
    idx: int
    actor: int
    option_id: str
    events: Sequence[EventRow]
    snapshot: str | None
    status: str
    touched: datetime | None
    stamp: datetime


@dataclass(slots=True)
class LoadedTable:
    """Everything stored about one table."""

    row: TableRow
    seats: list[SeatRow]
    actions: list[tuple[int, str]] = field(default_factory=list)
    events: list[EventRow] = field(default_factory=list)
    snapshots: dict[int, str] = field(default_factory=dict)


class Store:
    """The server's database."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # -- writing ----------------------------------------------------------------------------

    def create(self, table: TableRow, seats: Sequence[SeatRow], state_hash: str,
               events: Sequence[EventRow] = ()) -> None:
        """Store a new table with its seats, the events of its set-up and the hash of its
        first state."""
        with self.engine.begin() as conn:
            conn.execute(insert(game_tables).values(
                id=table.id, game=table.game, config=table.config, options=table.options,
                seed=table.seed, engine_version=table.engine_version,
                content_version=table.content_version, status=table.status,
                action_count=table.action_count, created_at=table.created_at,
                updated_at=table.updated_at, active_at=table.last_active,
                created_by=table.created_by))
            conn.execute(insert(table_seats), [
                {"table_id": table.id, "seat": s.seat, "kind": s.kind, "ai_level": s.ai_level,
                 "hand": s.hand, "token_hash": s.token_hash, "joined_at": s.joined_at}
                for s in seats])
            conn.execute(insert(table_snapshots).values(
                table_id=table.id, action_idx=0, state_hash=state_hash,
                created_at=table.created_at))
            rows = _event_rows(table.id, events, table.created_at)
            if rows:
                conn.execute(insert(table_events), rows)

    def append(self, table_id: str, idx: int, actor: int, option_id: str,
               events: Iterable[EventRow], snapshot: str | None, status: str,
               touched: datetime | None = None, stamp: datetime | None = None) -> None:
        """Commit action ``idx`` (0-based) with its events, a snapshot after it if given,
        and the table's new status, at ``stamp`` (now by default; the table's
        ``active_at``). ``touched`` is the table's new ``updated_at``, given only when
        the action changed what everyone may see (a secret move must not move a public
        timestamp). Raises :class:`StoreConflict` unless the log held exactly ``idx``
        actions and the table is not closed (expired)."""
        problem = self.append_many([Append(table_id, idx, actor, option_id, list(events),
                                           snapshot, status, touched, stamp or now())])[0]
        if problem is not None:
            raise problem

    def append_many(self, batch: Sequence[Append]) -> list[Exception | None]:
        """Commit the actions of ``batch`` (of different tables) in **one transaction**
        (one fsync: a group commit); for each, None if it is stored, else why not.

        An action whose table's log does not hold exactly its ``idx`` actions (or whose
        table is closed) gets a :class:`StoreConflict` and writes nothing, the others are
        committed. If the transaction fails as a whole (a broken connection, a full disk,
        one bad row), nothing of it is stored, and each action is tried again in a
        transaction of its own, so one bad action fails only itself and every action
        gets its own answer."""
        try:
            with self.engine.begin() as conn:
                return self._append_in(conn, batch)
        except Exception as exc:
            if len(batch) == 1:
                return [exc]
        out: list[Exception | None] = []
        for item in batch:
            try:
                with self.engine.begin() as conn:
                    out.extend(self._append_in(conn, [item]))
            except Exception as exc:
                out.append(exc)
        return out

    def _append_in(self, conn: Connection, batch: Sequence[Append]) -> list[Exception | None]:
        """The writes of ``batch`` in the open transaction of ``conn``."""
        out: list[Exception | None] = [None] * len(batch)
        actions: list[dict[str, Any]] = []
        events: list[dict[str, Any]] = []
        snapshots: list[dict[str, Any]] = []
        # rows are locked in one order (by table id), so two writers' batches cannot
        # deadlock on PostgreSQL
        for i in sorted(range(len(batch)), key=lambda i: batch[i].table_id):
            a = batch[i]
            values: dict[str, Any] = {"action_count": a.idx + 1, "status": a.status,
                                      "active_at": a.stamp}
            if a.touched is not None:
                values["updated_at"] = a.touched
            res = conn.execute(
                update(game_tables)
                .where(game_tables.c.id == a.table_id, game_tables.c.action_count == a.idx,
                       game_tables.c.status != EXPIRED)
                .values(**values))
            if res.rowcount != 1:  # nothing of this action is written
                out[i] = StoreConflict(f"table {a.table_id}: action {a.idx} is not the "
                                       "next one")
                continue
            actions.append({"table_id": a.table_id, "idx": a.idx, "actor": a.actor,
                            "option_id": a.option_id, "created_at": a.stamp})
            events.extend(_event_rows(a.table_id, a.events, a.stamp))
            if a.snapshot is not None:
                snapshots.append({"table_id": a.table_id, "action_idx": a.idx + 1,
                                  "state_hash": a.snapshot, "created_at": a.stamp})
        for table, rows in ((table_actions, actions), (table_events, events),
                            (table_snapshots, snapshots)):
            if rows:
                conn.execute(insert(table), rows)
        return out

    def join(self, table_id: str, seats: Sequence[int], status: str,
             stamp: datetime | None = None) -> None:
        """Mark ``seats`` as joined (if not yet) at ``stamp`` (now by default) and set the
        table's status; ``updated_at`` and ``active_at`` become ``stamp``."""
        stamp = stamp or now()
        with self.engine.begin() as conn:
            conn.execute(
                update(table_seats)
                .where(table_seats.c.table_id == table_id, table_seats.c.seat.in_(list(seats)),
                       table_seats.c.joined_at.is_(None))
                .values(joined_at=stamp))
            conn.execute(update(game_tables).where(game_tables.c.id == table_id)
                         .values(status=status, updated_at=stamp, active_at=stamp))

    def stale(self, statuses: Sequence[str], unjoined_before: datetime,
              idle_before: datetime) -> list[str]:
        """Ids of the tables in ``statuses`` that nobody joined (they have people's
        seats, none joined) and that were created before ``unjoined_before``, or whose
        last action or join was before ``idle_before``; oldest first."""
        joined = select(table_seats.c.table_id).where(
            table_seats.c.table_id == game_tables.c.id, table_seats.c.joined_at.is_not(None))
        people = select(table_seats.c.table_id).where(
            table_seats.c.table_id == game_tables.c.id, table_seats.c.kind == "human")
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(game_tables.c.id)
                .where(game_tables.c.status.in_(list(statuses)),
                       or_(game_tables.c.active_at < idle_before,
                           and_(game_tables.c.created_at < unjoined_before,
                                people.exists(), ~joined.exists())))
                .order_by(game_tables.c.created_at, game_tables.c.id))
            return [r[0] for r in rows]

    def expire(self, table_ids: Sequence[str], statuses: Sequence[str],
               stamp: datetime) -> int:
        """Mark those of ``table_ids`` still in ``statuses`` as expired at ``stamp`` (their
        ``updated_at``): they take no more actions, and their log stays. Returns how many
        were marked."""
        done = 0
        with self.engine.begin() as conn:
            for i in range(0, len(table_ids), 500):  # a bounded number of parameters
                res = conn.execute(
                    update(game_tables)
                    .where(game_tables.c.id.in_(list(table_ids[i:i + 500])),
                           game_tables.c.status.in_(list(statuses)))
                    .values(status=EXPIRED, updated_at=stamp))
                done += res.rowcount
        return done

    # -- reading ----------------------------------------------------------------------------

    def table_ids(self, statuses: Sequence[str]) -> list[str]:
        """Ids of the tables in any of ``statuses``, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(game_tables.c.id)
                                .where(game_tables.c.status.in_(list(statuses)))
                                .order_by(game_tables.c.created_at, game_tables.c.id))
            return [r[0] for r in rows]

    def list_tables(self, statuses: Sequence[str], limit: int = 200
                    ) -> list[tuple[TableRow, list[SeatRow]]]:
        """The newest tables in any of ``statuses``, with their seats."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(game_tables)
                                .where(game_tables.c.status.in_(list(statuses)))
                                .order_by(game_tables.c.updated_at.desc(), game_tables.c.id)
                                .limit(limit)).mappings().all()
            tables = [_table_row(r) for r in rows]
            ids = [t.id for t in tables]
            seats: dict[str, list[SeatRow]] = {i: [] for i in ids}
            if ids:
                for r in conn.execute(select(table_seats)
                                      .where(table_seats.c.table_id.in_(ids))
                                      .order_by(table_seats.c.table_id, table_seats.c.seat)
                                      ).mappings():
                    seats[r["table_id"]].append(_seat_row(r))
        return [(t, seats[t.id]) for t in tables]

    def load(self, table_id: str, after: int | None = None) -> LoadedTable | None:
        """Everything stored about a table, or None if there is no such table.

        With ``after`` (an action count), only the actions from index ``after`` on and
        their events are read (a worker catching up with what others appended; snapshots
        are then left out)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(game_tables).where(game_tables.c.id == table_id)
                               ).mappings().first()
            if row is None:
                return None
            out = LoadedTable(row=_table_row(row), seats=[])
            out.seats = [_seat_row(r) for r in conn.execute(
                select(table_seats).where(table_seats.c.table_id == table_id)
                .order_by(table_seats.c.seat)).mappings()]
            first = -2 if after is None else after
            out.actions = [(int(r.actor), str(r.option_id)) for r in conn.execute(
                select(table_actions.c.actor, table_actions.c.option_id)
                .where(table_actions.c.table_id == table_id, table_actions.c.idx >= first)
                .order_by(table_actions.c.idx))]
            out.events = [EventRow(int(r.seq), int(r.action_idx),
                                   None if r.audience is None else [int(a) for a in r.audience],
                                   dict(r.payload))
                          for r in conn.execute(
                              select(table_events.c.seq, table_events.c.action_idx,
                                     table_events.c.audience, table_events.c.payload)
                              .where(table_events.c.table_id == table_id,
                                     table_events.c.action_idx >= first)
                              .order_by(table_events.c.seq))]
            # each read is a snapshot of its own (READ COMMITTED; SQLite outside a
            # transaction): actions and events committed after the table's row was read
            # are left for the next catch-up, so that what is returned is one moment
            upto = out.row.action_count
            out.actions = out.actions[: max(0, upto - max(first, 0))]
            out.events = [e for e in out.events if e.action_idx < upto]
            if after is None:
                out.snapshots = {int(r.action_idx): str(r.state_hash) for r in conn.execute(
                    select(table_snapshots.c.action_idx, table_snapshots.c.state_hash)
                    .where(table_snapshots.c.table_id == table_id))}
        return out

    def action_counts(self, table_ids: Sequence[str]) -> dict[str, int]:
        """How many actions each of ``table_ids`` has stored (a cheap check whether a
        worker's copy is behind)."""
        out: dict[str, int] = {}
        with self.engine.connect() as conn:
            for i in range(0, len(table_ids), 500):
                for r in conn.execute(select(game_tables.c.id, game_tables.c.action_count)
                                      .where(game_tables.c.id.in_(
                                          list(table_ids[i:i + 500])))):
                    out[str(r.id)] = int(r.action_count)
        return out


def _table_row(r: Any) -> TableRow:
    return TableRow(
        id=str(r["id"]), game=str(r["game"]), config=dict(r["config"]),
        options=dict(r["options"]), seed=int(r["seed"]),
        engine_version=str(r["engine_version"]), content_version=str(r["content_version"]),
        status=str(r["status"]), action_count=int(r["action_count"]),
        created_at=as_utc(r["created_at"]), updated_at=as_utc(r["updated_at"]),
        active_at=as_utc(r["active_at"]), created_by=r["created_by"])


def _seat_row(r: Any) -> SeatRow:
    joined = r["joined_at"]
    return SeatRow(seat=int(r["seat"]), kind=str(r["kind"]), ai_level=r["ai_level"],
                   hand=r["hand"], token_hash=r["token_hash"],
                   joined_at=None if joined is None else as_utc(joined))


def _event_rows(table_id: str, events: Iterable[EventRow], stamp: datetime
                ) -> list[dict[str, Any]]:
    """Rows of ``table_events`` for ``events``."""
    return [{"table_id": table_id, "seq": e.seq, "action_idx": e.action_idx,
             "audience": e.audience, "payload": e.payload, "created_at": stamp}
            for e in events]
