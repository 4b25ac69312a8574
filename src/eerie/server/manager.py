"""All tables of a server: creating, joining, acting, AI and chance, broadcasting, rebuilding.

Every change to a table happens under that table's lock, in this order:

1. ``LiveTable.prepare`` applies the action to a *copy* of the state through
   ``game.apply``, which validates it (``IllegalAction`` leaves everything unchanged);
2. the store commits the action with its events (and a snapshot when due) from the
   single database thread, in one transaction with the actions other tables made
   meanwhile (``eerie.server.store_writer.GroupWriter``: a group commit);
3. only then is the copy taken in, the actor acknowledged and every connection of the
   table sent what changed for its own seats.

Chance is drawn with ``Random(f"{seed}:chance:{idx}")`` and AI seats with
``Random(f"{seed}:ai:{seat}:{idx}")``: a table's seed (never sent out) and the action
number fix every draw, before or after a restart. AI seats think in worker processes
(``eerie.server.ai_pool``; with ``ai_workers=0`` in a thread); a decision that overruns
its time limit or fails is replaced by a random legal choice, and every answer is checked
before it is applied.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from random import Random
from typing import Any, Protocol, TypeVar

from eerie.ai.agents import Budget, level_names
from eerie.ai.worker import Decider, Decision, load_maker
from eerie.core.chance import sample
from eerie.core.config import ConfigError
from eerie.core.decision import CHANCE, IllegalAction
from eerie.core.errors import english_text
from eerie.core.game import Game
from eerie.core.registry import get_game
from eerie.core.text import Msg, msg
from eerie.server.ai_pool import AIPool, decision_limit
from eerie.server.cluster import Cluster
from eerie.server.live import (
    FINISHED,
    OPEN,
    PLAYING,
    SPECTATORS,
    UNFINISHED,
    Audience,
    Commit,
    LiveTable,
    RebuildError,
    catch_up,
    rebuild,
)
from eerie.server.ratelimit import AddressThrottle
from eerie.server.settings import ServerSettings
from eerie.server.store import (
    EXPIRED,
    Append,
    LoadedTable,
    SeatRow,
    Store,
    StoreConflict,
    TableRow,
    address_hash,
    now,
)
from eerie.server.store_writer import GroupWriter
from eerie.server.tokens import hash_token, new_table_id, new_token

log = logging.getLogger("eerie.server")

T = TypeVar("T")

MAX_SEATS = 16
MAX_AI_ITERATIONS = 100_000
"""The most search iterations a table may give its AI seats per decision."""

DRIVE_RETRY = (0.25, 2.0)
"""The first and the longest pause (seconds) before AI and chance try again to store a
move the database could not take."""


class Listener(Protocol):
    """What the manager needs of a connection: bring it up to date."""

    table_id: str

    def sync(self, force: bool = False) -> None:
        """Send whatever changed since the last time."""


class Refused(Exception):
    """An action or request the server turns down, with a code and a readable message."""

    def __init__(self, code: str, reason: Msg, retry_after: float | None = None, *,
                 text: str | None = None) -> None:
        message = english_text(reason) if text is None else text
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.retry_after = retry_after
        """Seconds after which the same request may succeed, when that is known."""


@dataclass(frozen=True, slots=True)
class Invite:
    """A hand's secret token and the seats it plays."""

    seats: tuple[int, ...]
    token: str


@lru_cache(maxsize=16)
def _bad(key: str, **params: Any) -> ConfigError:
    """A request the lobby sent that cannot be used, as a :class:`ConfigError`."""
    reason = Msg(key, params)
    return ConfigError(english_text(reason), reason)


def refuse_paths(value: Any, where: str = "config") -> None:
    """Refuse file paths anywhere in a config: the lobby never reads files on the server."""
    if isinstance(value, str):
        if "/" in value or "\\" in value or value.lower().endswith(".json"):
            raise _bad("server.err.file_paths", where=where)
    elif isinstance(value, dict):
        for k, v in value.items():
            refuse_paths(v, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            refuse_paths(v, f"{where}[{i}]")


class TableManager:
    """The live tables of one server process and the connections watching them."""

    def __init__(self, settings: ServerSettings, store: Store,
                 clock: Callable[[], datetime] = now, cluster: Cluster | None = None
                 ) -> None:
        self.settings = settings
        self.store = store
        self.cluster = cluster
        """Fan-out and leases shared with other workers (scale-out), or None when this
        process is the only one."""
        self.clock = clock
        """The time of day (UTC) for timestamps and expiry; tests pass a fake one."""
        self.tables: dict[str, LiveTable] = {}
        self.listeners: dict[str, set[Listener]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._load_lock = asyncio.Lock()
        self.token_failures = AddressThrottle(settings.token_failures_per_minute,
                                              settings.token_failures_burst)
        """Wrong seat tokens per client address (``/join`` and websocket ``hello``)."""
        self.creates = AddressThrottle(settings.creates_per_minute, settings.creates_burst)
        """Tables created per client address (``POST /api/tables``)."""
        self._sweeper: asyncio.Task[None] | None = None
        self._db = ThreadPoolExecutor(1, thread_name_prefix="eerie-db")
        self.writer = GroupWriter(store, self._db)
        """Commits the actions of many tables in one transaction (group commit)."""
        budget = Budget(seconds=None if settings.ai_iterations else settings.ai_budget,
                        iterations=settings.ai_iterations)
        self.ai_pool: AIPool | None = None
        """The AI worker processes (None with ``ai_workers=0``: a thread thinks)."""
        self._decider: Decider | None = None
        if settings.ai_workers > 0:
            self.ai_pool = AIPool(settings.ai_workers, budget, settings.ai_limit,
                                  settings.ai_agents)
        else:
            self._decider = Decider(budget, load_maker(settings.ai_agents))
        self._ai = ThreadPoolExecutor(1, thread_name_prefix="eerie-ai")

    # -- start and stop ------------------------------------------------------------------------

    async def _in_db(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._db, fn, *args)

    async def start(self) -> None:
        """Expire the tables left too long, rebuild every other unfinished table from its
        log, let AI and chance go on, and start the periodic expiry sweep."""
        await self.expire()
        for table_id in await self._in_db(self.store.table_ids, list(UNFINISHED)):
            table = await self._load(table_id)
            if table is not None:
                self.kick(table)
        self._sweeper = asyncio.get_running_loop().create_task(
            self._sweep(), name="eerie-expiry")
        if self.cluster is not None:
            self.cluster.start(self)

    async def stop(self) -> None:
        """Stop the expiry sweep, the AI and chance drivers and the worker threads (and
        give this worker's leases back)."""
        if self.cluster is not None:
            await self.cluster.stop()
        tasks = list(self._drivers.values())
        if self._sweeper is not None:
            tasks.append(self._sweeper)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._ai.shutdown(wait=False, cancel_futures=True)
        await self.writer.close()
        if self.ai_pool is not None:
            await asyncio.to_thread(self.ai_pool.close)
        self._db.shutdown(wait=True)

    def lock(self, table: LiveTable) -> asyncio.Lock:
        """The table's lock (every change to it holds it)."""
        return self._locks.setdefault(table.id, asyncio.Lock())

    # -- loading -------------------------------------------------------------------------------

    async def get(self, table_id: str) -> LiveTable | None:
        """A table by id (loaded and rebuilt from the database if need be), or None."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        if len(table_id) > 64:
            return None
        return await self._load(table_id)

    async def _load(self, table_id: str) -> LiveTable | None:
        async with self._load_lock:
            if table_id in self.tables:
                return self.tables[table_id]
            loaded = await self._in_db(self.store.load, table_id)
            if loaded is None:
                return None
            table = await self._in_db(self._rebuild, loaded)
            if table is None:
                return None
            self.tables[table_id] = table
            return table

    def _rebuild(self, loaded: LoadedTable) -> LiveTable | None:
        try:
            game = get_game(loaded.row.game)
        except KeyError:
            log.error("table %s: unknown game %r", loaded.row.id, loaded.row.game)
            return None
        try:
            table = rebuild(loaded, game)
        except RebuildError as exc:
            log.error("table %s cannot be rebuilt: %s", loaded.row.id, exc)
            try:
                state = game.setup(loaded.row.config)
            except ValueError:
                return None
            table = LiveTable(row=loaded.row, seats=loaded.seats, game=game, state=state)
            table.refresh()
            table.broken = str(exc)
            return table
        log.info("table %s rebuilt: %d actions, state hash verified", table.id,
                 len(table.actions))
        return table

    # -- the lobby -----------------------------------------------------------------------------

    def _table_budget(self, seconds: float | None, iterations: int | None) -> dict[str, Any]:
        """A table's AI budget as stored in its options (a ``ValueError`` for a bad one)."""
        if (seconds is None) == (iterations is None):
            raise _bad("server.err.ai_budget_one")
        if seconds is not None:
            if not 0 < seconds <= self.settings.ai_budget:
                raise _bad("server.err.ai_budget_seconds", seconds=f"{seconds:g}",
                           most=f"{self.settings.ai_budget:g}")
            return {"seconds": seconds}
        assert iterations is not None
        if not 1 <= iterations <= MAX_AI_ITERATIONS:
            raise _bad("server.err.ai_budget_iterations", iterations=iterations,
                       most=MAX_AI_ITERATIONS)
        return {"iterations": iterations}

    async def create(self, game_id: str, config: dict[str, Any],
                     seats: Sequence[tuple[str, str | None]] | None,
                     hands: Sequence[Sequence[int]] | None, dice_seat: int | None,
                     seed: int | None, address: str = "",
                     ai_budget: tuple[float | None, int | None] | None = None,
                     ) -> tuple[LiveTable, list[Invite]]:
        """Create a table; ``seats`` are ``(kind, level)`` pairs (all people by default),
        a level being an AI level or a difficulty (``eerie.ai.agents.level_names``; an
        AI seat without one plays ``normal``). ``ai_budget`` is ``(seconds, iterations)``
        for each decision of its AI seats (one of them; seconds no more than the
        server's :attr:`Settings.ai_budget`); None: the server's budget.

        ``address`` is the client's: it may create ``creates_burst`` tables at once and
        then ``creates_per_minute``, and have ``max_tables_per_address`` unfinished ones.

        Raises ``ValueError`` with a readable message for bad input, :class:`Refused` when
        the address is over its limits (``rate_limited``, with ``retry_after``;
        ``too_many_tables``) or the server is full (``full``).
        """
        if not self.creates.may_try(address):
            wait = self.creates.retry_after(address)
            raise Refused("rate_limited", msg("server.err.rate_limited", seconds=math.ceil(wait)),
                          retry_after=wait)
        self.creates.count(address)
        creator = address_hash(address)
        unfinished = [t for t in self.tables.values() if t.status() in UNFINISHED]
        if sum(1 for t in unfinished if t.row.created_by == creator) \
                >= self.settings.max_tables_per_address:
            raise Refused("too_many_tables", msg("server.err.too_many_tables",
                                                 n=self.settings.max_tables_per_address))
        if len(unfinished) >= self.settings.max_live_tables:
            raise Refused("full", msg("server.err.full"))
        try:
            game = get_game(game_id)
        except KeyError:
            raise _bad("server.err.unknown_game", game=repr(game_id)) from None
        refuse_paths(config)
        config = game.normalize_config(config)
        state, opening = game.start_logged(config)
        n = game.num_seats(state)
        kinds = list(seats) if seats is not None else [("human", None)] * n
        if len(kinds) != n:
            raise _bad("server.err.seat_count", game=game.id, n=n, given=len(kinds))
        rows: list[SeatRow] = []
        levels = level_names(game)
        options: dict[str, Any] = {} if dice_seat is None else {"dice_seat": dice_seat}
        if ai_budget is not None:
            options["ai_budget"] = self._table_budget(*ai_budget)
        for i, (kind, level) in enumerate(kinds):
            if kind == "ai":
                lvl = level or "normal"
                if lvl not in levels:
                    raise _bad("server.err.ai_level", seat=i, level=repr(lvl),
                               levels=", ".join(levels))
                rows.append(SeatRow(seat=i, kind="ai", ai_level=lvl))
            elif kind == "human":
                if level is not None:
                    raise _bad("server.err.person_level", seat=i)
                rows.append(SeatRow(seat=i, kind="human"))
            else:
                raise _bad("server.err.seat_kind", seat=i)
        humans = [r.seat for r in rows if r.kind == "human"]
        groups: list[list[int]] = []
        taken: set[int] = set()
        for hand in hands or []:
            group = sorted(set(hand))
            if not group:
                raise _bad("server.err.empty_hand")
            for s in group:
                if s not in humans:
                    raise _bad("server.err.hand_not_person", seat=s)
                if s in taken:
                    raise _bad("server.err.hand_twice", seat=s)
                taken.add(s)
            groups.append(group)
        groups += [[s] for s in humans if s not in taken]
        groups.sort()
        if dice_seat is not None and dice_seat not in humans:
            raise _bad("server.err.dice_seat")
        invites: list[Invite] = []
        for h, group in enumerate(groups):
            token = new_token()
            digest = hash_token(token)
            for s in group:
                rows[s].hand = h
                rows[s].token_hash = digest
            invites.append(Invite(tuple(group), token))
        stamp = self.clock()
        row = TableRow(
            id=new_table_id(), game=game.id, config=config,
            options=options,
            seed=seed if seed is not None else secrets.randbelow(2**62),
            engine_version=game.version, content_version=game.content_version,
            status=OPEN, action_count=0, created_at=stamp,
            updated_at=stamp, active_at=stamp, created_by=creator)
        table = LiveTable(row=row, seats=rows, game=game, state=state)
        setup_events = table.open_with(opening)
        row.status = table.status()
        await self._in_db(self.store.create, row, rows, table.state_hash, setup_events)
        self.tables[row.id] = table
        log.info("table %s created: %s, %d seats, %d hands", row.id, game.id, n, len(groups))
        if self.cluster is not None:  # the creating worker runs the table's AI and chance
            await self.cluster.may_drive(row.id)
        self.kick(table)
        return table, invites

    async def join(self, table: LiveTable, hand: int) -> None:
        """Record that the person holding ``hand`` has joined."""
        async with self.lock(table):
            if hand in table.joined_hands() or table.expired:
                return
            seats = table.hands[hand]
            stamp = self.clock()
            joined = [s for s in table.seats if s.seat in seats]
            before = [s.joined_at for s in joined]
            for s in joined:
                s.joined_at = s.joined_at or stamp
            status = table.status()
            try:
                await self._in_db(self.store.join, table.id, list(seats), status, stamp)
            except Exception:
                for s, b in zip(joined, before, strict=True):
                    s.joined_at = b
                raise
            table.row.status = status
            table.row.updated_at = table.row.active_at = stamp
        if self.cluster is not None:
            self.cluster.published(table.id, len(table.actions))

    # -- acting --------------------------------------------------------------------------------

    async def act(self, table: LiveTable, key: Audience, seat: int, option: str,
                  expect_version: int | None, on_commit: Callable[[], None]) -> Commit:
        """A person's decision: checked, committed, acknowledged (``on_commit``), sent out.

        Raises :class:`Refused` (codes ``not_your_seat``, ``broken``, ``finished``,
        ``stale``, ``expired``, ``illegal``, ``storage``).
        """
        if seat != CHANCE and seat not in table.plays(key):
            raise Refused("not_your_seat", msg("server.err.not_your_seat", seat=seat))
        async with self.lock(table):
            if table.broken is not None:
                raise Refused("broken", msg("server.err.broken"))
            if table.finished:
                raise Refused("finished", msg("core.error.game_over"))
            if self.cluster is not None and expect_version is not None \
                    and expect_version > table.versions[key]:
                await self._catch_up_locked(table)  # the client saw more than this worker
            if expect_version is not None and expect_version != table.versions[key]:
                raise Refused("stale", msg("server.err.stale", saw=expect_version,
                                           now=table.versions[key]))
            if seat != CHANCE and table.ai_level(seat) is not None:
                raise Refused("not_your_seat", msg("server.err.ai_seat", seat=seat))
            if seat == CHANCE and seat not in table.decides(
                    key, table.pending()):
                raise Refused("not_your_seat", msg("server.err.secret_draw")
                              if seat in table.plays(key) else msg("server.err.chance_not_yours"))
            try:
                commit = await self._commit(table, seat, option, on_commit)
            except IllegalAction as exc:
                raise Refused("illegal", exc.reason, text=english_text(
                    exc.reason, ("eerie", table.game.locale_package))) from None
        self.kick(table)
        return commit

    async def _commit(self, table: LiveTable, actor: int, option: str,
                      on_commit: Callable[[], None] | None = None) -> Commit:
        """Validate, write and take in one action; the caller holds the table's lock."""
        if table.expired:
            raise Refused("expired", msg("server.err.expired"))
        try:
            commit = table.prepare(actor, option)
        except IllegalAction:
            raise
        except Exception as exc:  # a bug in a game must not take the server down
            log.error("table %s: the game failed on action %d: %s", table.id,
                      len(table.actions) + 1, type(exc).__name__)
            raise Refused("internal", msg("server.err.internal")) from None
        if commit.finished:
            status = FINISHED
        else:
            status = OPEN if len(table.joined_hands()) < len(table.hands) else PLAYING
        every = max(1, self.settings.snapshot_every)
        snapshot = commit.state_hash if commit.finished or (commit.idx + 1) % every == 0 \
            else None
        stamp = self.clock()
        touched = stamp if table.public_change(commit) else None
        try:
            await self.writer.append(Append(table.id, commit.idx, actor, option,
                                            commit.events, snapshot, status, touched, stamp))
        except StoreConflict:
            # another worker stored this action index first: take its actions in
            await self._catch_up_locked(table)
            raise Refused("stale", msg("server.err.quicker")) from None
        except Exception as exc:
            log.error("table %s: action %d not stored: %s", table.id, commit.idx + 1,
                      type(exc).__name__)
            raise Refused("storage", msg("server.err.storage")) from None
        table.row.status = status
        table.row.active_at = stamp
        if touched is not None:
            table.row.updated_at = touched
        table.accept(commit)
        if on_commit is not None:
            on_commit()
        if self.cluster is not None:
            self.cluster.published(table.id, len(table.actions))
        self.broadcast(table)
        if commit.finished:
            self._forget_agents(table)
            log.info("table %s finished after %d actions", table.id, len(table.actions))
        return commit

    # -- expiry --------------------------------------------------------------------------------

    async def expire(self) -> list[str]:
        """Expire the unfinished tables nobody joined within ``expire_unjoined`` seconds of
        their creation, or nobody played (no action, no join) for ``expire_idle`` seconds;
        return their ids.

        An expired table keeps its record (``GET /api/tables/{id}/record`` serves it, also
        for games with secrets, as for a finished game), takes no more actions, is no
        longer listed or held in memory, and no longer counts against the server's or its
        creator's limits."""
        stamp = self.clock()
        unjoined = stamp - timedelta(seconds=self.settings.expire_unjoined)
        idle = stamp - timedelta(seconds=self.settings.expire_idle)
        async with self._load_lock:  # no table is loaded while the sweep decides
            found = await self._in_db(self.store.stale, list(UNFINISHED), unjoined, idle)
            closed: list[LiveTable] = []
            ids = []
            for table_id in found:
                table = self.tables.get(table_id)
                if table is None:
                    ids.append(table_id)
                    continue
                async with self.lock(table):  # after any action under way
                    if table.status() in UNFINISHED and table.stale(unjoined, idle):
                        table.row.status = EXPIRED  # no action starts from now on
                        closed.append(table)
                        ids.append(table_id)
            if ids:
                try:
                    await self._in_db(self.store.expire, ids, list(UNFINISHED), stamp)
                except Exception:
                    for table in closed:  # not stored: they stay open for now
                        table.row.status = table.status_by_play()
                    raise
            for table in closed:
                table.row.updated_at = stamp
                self._forget(table)
        if ids:
            log.info("%d tables expired", len(ids))
        return ids

    def _forget(self, table: LiveTable) -> None:
        """Let go of a closed table (its connections keep their copy and are refused)."""
        self.tables.pop(table.id, None)
        task = self._drivers.pop(table.id, None)
        if task is not None:
            task.cancel()
        self._forget_agents(table)

    def _forget_agents(self, table: LiveTable) -> None:
        """Drop the agents of a table that has finished or closed."""
        if self.ai_pool is not None:
            self.ai_pool.forget(table.id)
        if self._decider is not None:
            self._decider.drop(table.id)

    async def _sweep(self) -> None:
        """Expire tables every ``expire_every`` seconds."""
        while True:
            await asyncio.sleep(self.settings.expire_every)
            try:
                await self.expire()
            except Exception as exc:  # a database hiccup: try again next time
                log.error("the expiry sweep failed: %s", type(exc).__name__)

    # -- AI and chance -------------------------------------------------------------------------

    def kick(self, table: LiveTable) -> None:
        """Make sure AI seats and chance get to act at this table if it is their turn."""
        task = self._drivers.get(table.id)
        if task is not None and not task.done():
            return
        if table.broken is not None or table.finished or table.expired:
            return
        if not table.server_turn():
            return  # a person's move: nothing to drive (and no lease to look up)
        self._drivers[table.id] = asyncio.get_running_loop().create_task(
            self._drive(table), name=f"eerie-drive-{table.id}")

    async def settle(self, table_id: str) -> None:
        """Wait until AI seats and chance have nothing left to do at a table (for now)."""
        while (task := self._drivers.get(table_id)) is not None and not task.done():
            await asyncio.wait({task})

    async def _drive(self, table: LiveTable) -> None:
        """Let AI and chance act while it is their turn; while the database cannot store
        their moves, try again after a growing pause (``DRIVE_RETRY``), so that the
        table goes on by itself once the database is back."""
        pause = DRIVE_RETRY[0]
        try:
            while True:
                if self.cluster is not None and not await self.cluster.may_drive(table.id):
                    return  # another worker runs this table's AI and chance
                try:
                    await self._drive_on(table)
                    return
                except Refused as exc:
                    if exc.code != "storage":
                        raise
                await asyncio.sleep(pause)
                pause = min(pause * 2, DRIVE_RETRY[1])
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # logged by type only: messages may hold secrets
            log.error("table %s: AI and chance stopped: %s", table.id, type(exc).__name__)

    async def _drive_on(self, table: LiveTable) -> None:
        game = table.game
        lock = self.lock(table)
        while True:
            async with lock:
                if table.broken is not None:
                    return
                p = table.pending()
                if p.is_over:
                    return
                idx = len(table.actions)
                if p.is_chance:
                    if table.chance_typist(p) is not None:
                        return  # a person types it in from the real box
                    choice = sample(p, Random(f"{table.row.seed}:chance:{idx}"))
                    if not await self._commit_quietly(table, CHANCE, choice):
                        return
                    continue
                ai = [a for a in p.actors if table.ai_level(a) is not None]
                if not ai:
                    return
                seat = ai[0]
                snapshot = game.clone(table.state)
                legal = p.ids()
            choice = await self._think(table, seat, snapshot, legal, idx)
            async with lock:
                if len(table.actions) != idx:
                    continue
                if not await self._commit_quietly(table, seat, choice):
                    return

    async def _commit_quietly(self, table: LiveTable, actor: int, option: str) -> bool:
        if self.cluster is not None and not self.cluster.holds(table.id):
            return False  # the lease was lost: its new holder plays this move
        try:
            await self._commit(table, actor, option)
        except (IllegalAction, Refused) as exc:
            if isinstance(exc, Refused) and exc.code == "storage":
                raise  # the database is away: _drive tries again
            log.error("table %s: the server's own action %d failed: %s", table.id,
                      len(table.actions) + 1, type(exc).__name__)
            return False
        return True

    async def _think(self, table: LiveTable, seat: int, state: Any, legal: list[str],
                     idx: int) -> str:
        """An AI seat's choice among ``legal``: its agent's answer if that is legal, or a
        random legal option when the agent overran, failed or answered something else."""
        game = table.game
        decision = Decision(table=table.id, seat=seat, game=game.id,
                            level=table.ai_level(seat) or "random", legal=tuple(legal),
                            seed=f"{table.row.seed}:ai:{seat}:{idx}", budget=table.ai_budget)

        def view() -> dict[str, Any]:
            return game.view(state, seat)

        if self.ai_pool is not None:
            choice = await self.ai_pool.decide(decision, view)
        else:
            choice = await self._think_here(game, decision, view)
        if choice not in legal:
            if choice is not None:
                log.error("table %s: AI seat %d answered an option that is not legal now; "
                          "a legal one is played instead", table.id, seat)
            fallback = Random(f"{table.row.seed}:fallback:{seat}:{idx}")
            choice = legal[fallback.randrange(len(legal))]
        return str(choice)

    async def _think_here(self, game: Game[Any], decision: Decision,
                          view: Callable[[], dict[str, Any]]) -> str | None:
        """A decision in this process's AI thread (``ai_workers=0``), or None."""
        decider = self._decider
        assert decider is not None
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._ai, decider.decide, game, decision, view)
        limit = decision_limit(decision, decider.budget, self.settings.ai_limit)
        try:
            return await asyncio.wait_for(future, limit)
        except TimeoutError:
            log.warning("table %s: AI seat %d overran its %.1f s limit", decision.table,
                        decision.seat, limit)
        except Exception as exc:  # an AI bug must not stop the table
            log.error("table %s: AI seat %d failed: %s", decision.table, decision.seat,
                      type(exc).__name__)
        decider.drop(decision.table, decision.seat)  # the old one may still be thinking
        return None
    # -- several workers (scale-out; see eerie.server.cluster) ---------------------------------

    def loaded(self) -> list[str]:
        """Ids of the unfinished tables held in memory."""
        return [t.id for t in self.tables.values() if t.status() in UNFINISHED]

    def watched(self) -> list[str]:
        """Ids of the loaded tables this worker has connections to."""
        return [t for t, ls in self.listeners.items() if ls and t in self.tables]

    def waiting_for_server(self) -> list[str]:
        """Ids of the loaded tables whose next move is an AI seat's or chance's."""
        return [t.id for t in self.tables.values() if t.server_turn()]

    async def unfinished(self) -> list[str]:
        """Ids of every unfinished table in the database."""
        return await self._in_db(self.store.table_ids, list(UNFINISHED))

    async def action_counts(self, table_ids: list[str]) -> dict[str, int]:
        """The stored action count of each of ``table_ids``."""
        return await self._in_db(self.store.action_counts, table_ids)

    async def adopt(self, table_id: str) -> None:
        """Load a table if need be, catch up with its log and let AI and chance act."""
        table = await self.get(table_id)
        if table is not None:
            await self.catch_up(table_id)
            if self.cluster is not None:
                await self.cluster.may_drive(table_id)
            self.kick(table)

    async def refresh(self, table: LiveTable) -> None:
        """In scale-out mode, take in what other workers stored for ``table`` before a
        client is shown its state (``hello``, ``sync``)."""
        if self.cluster is not None:
            await self.catch_up(table.id)

    async def catch_up(self, table_id: str, count: int | None = None,
                       only_behind: bool = False) -> None:
        """Take in the actions (and joins) other workers stored for a loaded table, send
        its connections what changed and let AI and chance go on. ``count`` is the
        stored action count when known: nothing is read if the table holds more (or as
        many, with ``only_behind``: the timer's check, which does not look for joins)."""
        table = self.tables.get(table_id)

        def current(t: LiveTable) -> bool:
            n = len(t.actions)
            return count is not None and (count < n or (only_behind and count == n))

        if table is None or current(table):
            return
        async with self.lock(table):
            if current(table):
                return
            await self._catch_up_locked(table)
        self.kick(table)

    async def _catch_up_locked(self, table: LiveTable) -> None:
        """:meth:`catch_up` with the table's lock held."""
        tail = await self._in_db(self.store.load, table.id, len(table.actions))
        if tail is None or table.broken is not None:
            return
        before = len(table.actions)
        try:
            catch_up(table, tail)
        except RebuildError as exc:
            log.error("table %s: the stored log does not replay: %s", table.id, exc)
            table.broken = str(exc)
        if len(table.actions) != before:
            log.debug("table %s: %d actions taken in from the database", table.id,
                      len(table.actions) - before)
        self.broadcast(table)
        if table.expired:
            self._forget(table)

    # -- connections ---------------------------------------------------------------------------

    def attach(self, listener: Listener) -> None:
        """Start sending a connection its table's changes."""
        self.listeners.setdefault(listener.table_id, set()).add(listener)

    def detach(self, listener: Listener) -> None:
        """Stop sending a connection anything."""
        self.listeners.get(listener.table_id, set()).discard(listener)

    def broadcast(self, table: LiveTable) -> None:
        """Send every connection of ``table`` what changed for it."""
        for listener in list(self.listeners.get(table.id, ())):
            listener.sync()

    # -- reading -------------------------------------------------------------------------------

    async def list_tables(self, statuses: Iterable[str]) -> list[dict[str, Any]]:
        """Public facts about the newest tables in ``statuses``."""
        rows = await self._in_db(self.store.list_tables, list(statuses))
        out = []
        for row, seats in rows:
            try:
                game = get_game(row.game)
            except KeyError:
                continue
            out.append(table_info(row, seats, game, self.tables.get(row.id)))
        return out


def table_info(row: TableRow, seats: Sequence[SeatRow], game: Game[Any],
               live: LiveTable | None) -> dict[str, Any]:
    """What anyone may know about a table: never a token, its hash or the seed."""
    out: dict[str, Any] = {
        "id": row.id,
        "game": row.game,
        "config": row.config,
        "status": live.status() if live is not None else row.status,
        "created_at": row.created_at.isoformat(),
        "updated_at": row.updated_at.isoformat(),
        "dice_seat": row.options.get("dice_seat"), "ai_budget": row.options.get("ai_budget"),
        "has_secrets": game.has_secrets,
        "seats": [{"seat": s.seat, "name": game.seat_name(s.seat, row.config).to_json(),
                   "kind": s.kind, "level": s.ai_level,
                   "joined": s.kind == "ai" or s.joined_at is not None}
                  for s in seats],
        "spectate": f"/play/{row.id}",
    }
    if live is not None:
        out["version"] = live.versions[SPECTATORS]
        if live.open_record:
            out["actions"] = len(live.actions)
            out["state_hash"] = live.state_hash
        if live.broken is not None:
            out["problem"] = live.broken
    return out
