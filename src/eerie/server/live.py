"""One table in memory: its state, its event streams and what each audience may see.

An *audience* is what one websocket connection speaks for: a hand (the seats one token
holds, a tuple such as ``(1, 2, 3)``) or the spectators (``()``). For every audience the
table keeps

* its **event stream**: the events visible to any of its seats (spectators: public events
  only), numbered 1, 2, 3 ... within that stream, so the numbers a client sees never
  reveal that hidden events happened in between;
* its **content**: the views of its seats (``game.view``), the pending decision (options
  only where it plays an actor) and the outcome, with a **version** that counts how often
  this content changed. A step that changes nothing an audience may see (Jack choosing a
  special tile, say) does not move that audience's version, and it is told nothing.
* while a connection watches it, its content as an object and the **delta** from the
  previous version to the current one (a JSON Patch, :mod:`eerie.server.delta`), which
  is what such connections are sent instead of the whole content.

Everything here is synchronous and free of I/O; ``manager`` does the locking, the
writing and the sending.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from eerie.ai.agents import Budget
from eerie.core.chance import secret_drawer
from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.server.delta import Differ, Patch
from eerie.server.protocol import (
    delta_message,
    dumps,
    event_payload,
    outcome_json,
    pending_json,
)
from eerie.server.store import EXPIRED, EventRow, LoadedTable, SeatRow, TableRow

Audience = tuple[int, ...]
SPECTATORS: Audience = ()

OPEN, PLAYING, FINISHED, BROKEN = "open", "playing", "finished", "broken"

SETUP = -1
"""The ``action_idx`` of the events of set-up (a scenario's prologue ...), stored first."""
UNFINISHED = (OPEN, PLAYING)


class RebuildError(RuntimeError):
    """A stored table that does not replay to what was stored."""


@dataclass(slots=True)
class Commit:
    """An action checked against a copy of the state, ready to be written."""

    idx: int
    actor: int
    option: str
    state: Any
    events: list[EventRow]
    state_hash: str
    finished: bool
    public: str = ""
    """The spectators' content after the action (what everyone may see)."""
    public_doc: Any = None
    """The same as an object."""
    pending: Pending | None = None
    """The pending decision after the action."""

    @property
    def public_events(self) -> bool:
        """True if the action made an event everyone may see."""
        return any(e.audience is None for e in self.events)


@dataclass(eq=False)
class LiveTable:
    """A table being played (or finished) with everything needed to serve it."""

    row: TableRow
    seats: list[SeatRow]
    game: Game[Any]
    state: Any
    actions: list[tuple[int, str]] = field(default_factory=list)
    events: list[EventRow] = field(default_factory=list)
    state_hash: str = ""
    broken: str | None = None
    hands: list[Audience] = field(default_factory=list)
    hand_hashes: list[str | None] = field(default_factory=list)
    streams: dict[Audience, list[int]] = field(default_factory=dict)
    versions: dict[Audience, int] = field(default_factory=dict)
    contents: dict[Audience, str] = field(default_factory=dict)
    watchers: dict[Audience, int] = field(default_factory=dict)
    """How many connections speak for each audience (only those are sent deltas)."""
    docs: dict[Audience, Any] = field(default_factory=dict)
    """The content of each watched audience as an object (what the next delta starts
    from); kept until the next change after its last connection left."""
    deltas: dict[Audience, str | None] = field(default_factory=dict)
    """For a watched audience: the ``delta`` message from the version before its current
    one to the current one (None when the whole content is shorter)."""
    list_texts: ListTexts = field(default_factory=lambda: ListTexts(), repr=False)
    """The texts of the lists in views from the last refresh (:class:`ListTexts`)."""
    _pending: tuple[Any, Pending] | None = field(default=None, repr=False)
    """The pending decision of the state it was worked out for (the state is replaced,
    never changed, when an action is taken in)."""

    def __post_init__(self) -> None:
        by_hand: dict[int, list[SeatRow]] = {}
        for s in self.seats:
            if s.kind == "human" and s.hand is not None:
                by_hand.setdefault(s.hand, []).append(s)
        self.hands = [tuple(sorted(s.seat for s in by_hand[h])) for h in sorted(by_hand)]
        self.hand_hashes = [by_hand[h][0].token_hash for h in sorted(by_hand)]
        for key in self.audiences:
            self.streams.setdefault(key, [])
            self.versions.setdefault(key, 0)
        if not self.state_hash:
            self.state_hash = self.game.state_hash(self.state)

    def pending(self) -> Pending:
        """The game's pending decision in the table's state (worked out once per state)."""
        known = self._pending
        if known is None or known[0] is not self.state:
            known = self._pending = (self.state, self.game.pending(self.state))
        return known[1]

    # -- who is who --------------------------------------------------------------------------

    @property
    def id(self) -> str:
        """The table id."""
        return self.row.id

    @property
    def audiences(self) -> list[Audience]:
        """Every hand, then the spectators."""
        return [*self.hands, SPECTATORS]

    @property
    def dice_seat(self) -> int | None:
        """The seat that types in chance outcomes from real dice and cards, if any."""
        value = self.row.options.get("dice_seat")
        return value if isinstance(value, int) else None

    @property
    def ai_budget(self) -> Budget | None:
        """What each decision of this table's AI seats may spend, if the table set it
        (None: the server's budget)."""
        value = self.row.options.get("ai_budget")
        if not isinstance(value, dict):
            return None
        return Budget(seconds=value.get("seconds"), iterations=value.get("iterations"))

    def ai_level(self, seat: int) -> str | None:
        """The AI level playing ``seat``, or None for a person."""
        for s in self.seats:
            if s.seat == seat:
                return s.ai_level if s.kind == "ai" else None
        return None

    def plays(self, key: Audience) -> set[int]:
        """The actors an audience decides for as a rule: its seats, and chance for the
        dice seat (a secret draw goes elsewhere, see :meth:`chance_typist`)."""
        out = set(key)
        if self.dice_seat is not None and self.dice_seat in key:
            out.add(CHANCE)
        return out

    def chance_typist(self, pending: Pending) -> int | None:
        """The seat whose person types in the outcome of the chance step ``pending``
        from the real box, or None when the server draws it: without a dice seat, the
        server draws everything; with one, the dice seat types public draws, and a
        secret draw (``Pending.secret``) goes to the first of its owners played by a
        person, or is drawn by the server when it has none (a secret no seat may learn,
        or one of a computer's seat). So the dice seat never sees the options of a card
        another seat draws in secret."""
        if self.dice_seat is None:
            return None
        if pending.secret is None:
            return self.dice_seat
        return secret_drawer(pending, {s for hand in self.hands for s in hand})

    def decides(self, key: Audience, pending: Pending) -> set[int]:
        """The actors ``key`` decides for at ``pending``: :meth:`plays`, except that at a
        chance step it decides chance only if its hand holds :meth:`chance_typist`."""
        out = set(key)
        if pending.is_chance:
            typist = self.chance_typist(pending)
            if typist is not None and typist in key:
                out.add(CHANCE)
            return out
        return self.plays(key)

    def server_turn(self) -> bool:
        """True if the next move is the server's: an AI seat's, or chance that nobody
        types in (and the table still takes actions)."""
        if self.broken is not None or self.expired:
            return False
        p = self.pending()
        if p.is_over:
            return False
        if p.is_chance:
            return self.chance_typist(p) is None
        return any(self.ai_level(a) is not None for a in p.actors)

    @property
    def finished(self) -> bool:
        """True once the game is over."""
        return self.pending().is_over

    @property
    def open_record(self) -> bool:
        """True if the action log and state hashes may be shown to anyone: the game has no
        secrets, or it is over. (A hash of a state with secrets would let people test
        guesses about them.) An expired table is over too: nobody plays it any more."""
        return not self.game.has_secrets or self.finished or self.expired

    @property
    def expired(self) -> bool:
        """True once the expiry sweep closed the table (see :meth:`stale`)."""
        return self.row.status == EXPIRED

    def stale(self, unjoined_before: datetime, idle_before: datetime) -> bool:
        """True if nobody joined the table (it has people's seats, none joined) and it
        was created before ``unjoined_before``, or its last action or join was before
        ``idle_before`` (the rule of ``Store.stale``)."""
        if self.row.last_active < idle_before:
            return True
        people = [s for s in self.seats if s.kind == "human"]
        return (self.row.created_at < unjoined_before and bool(people)
                and all(s.joined_at is None for s in people))

    def joined_hands(self) -> set[int]:
        """Indices of the hands whose person has joined."""
        joined = {s.seat for s in self.seats if s.joined_at is not None}
        return {i for i, hand in enumerate(self.hands) if set(hand) <= joined}

    def status(self) -> str:
        """``broken``, ``expired``, ``finished``, ``open`` (a person has yet to join) or
        ``playing``."""
        if self.broken is not None:
            return BROKEN
        if self.expired:
            return EXPIRED
        return self.status_by_play()

    def status_by_play(self) -> str:
        """``finished``, ``open`` or ``playing``, from the game and the joins alone."""
        if self.finished:
            return FINISHED
        if len(self.joined_hands()) < len(self.hands):
            return OPEN
        return PLAYING

    # -- what an audience sees ----------------------------------------------------------------

    def content(self, key: Audience, pending: Pending | None = None,
                outcome: dict[str, Any] | None = None, state: Any = None
                ) -> dict[str, Any]:
        """The views, pending decision and outcome ``key`` may see (without the version)
        in the table's state (or in ``state``)."""
        if state is None:
            state = self.state
        seats: list[int | None] = list(key) if key else [None]
        if pending is None:
            pending = self.game.pending(state)
            outcome = outcome_json(self.game.outcome(state))
        return {
            "views": [{"seat": s, "view": self.game.view(state, s)} for s in seats],
            "pending": pending_json(pending, self.decides(key, pending)),
            "outcome": outcome,
        }

    def public_change(self, commit: Commit) -> bool:
        """True if ``commit`` changes what everyone may see: a public event, or new
        content for the spectators. Only such changes move the table's public
        ``updated_at``."""
        return commit.public_events or commit.public != self.contents.get(SPECTATORS)

    def refresh(self, public_doc: Any = None) -> list[Audience]:
        """Recompute every audience's content (the spectators' view taken from
        ``public_doc``, their content as :meth:`prepare` made it, if given); bump and
        return those that changed, and for the watched ones make the delta from their
        previous content."""
        changed = []
        given: dict[int | None, Any] = {}
        if public_doc is not None:
            given[None] = public_doc["views"][0]["view"]
        parts = _Parts(self, given)
        for key in self.audiences:
            doc, text = parts.content(key)
            old = self.contents.get(key)
            if old == text:
                continue
            self.contents[key] = text
            changed.append(key)
            if old is not None:
                self.versions[key] += 1
                self.deltas.pop(key, None)
                if key in self.docs:
                    message = delta_message(self.versions[key] - 1, self.versions[key],
                                            parts.patch(self.docs[key], doc))
                    self.deltas[key] = message if len(message) < len(text) else None
            if self.watchers.get(key):
                self.docs[key] = doc
            else:  # the last connection left before this change: free its content
                self.docs.pop(key, None)
        self.list_texts.done()
        return changed

    def watch(self, key: Audience) -> None:
        """A connection for ``key`` starts listening: keep what its deltas need."""
        self.watchers[key] = self.watchers.get(key, 0) + 1
        if key not in self.docs and key in self.contents:
            self.docs[key] = json.loads(self.contents[key])

    def unwatch(self, key: Audience) -> None:
        """A connection for ``key`` stopped listening. After the last one the content
        is kept until it next changes, so that a client reconnecting one version behind
        still gets that change as a delta."""
        left = self.watchers.get(key, 0) - 1
        if left > 0:
            self.watchers[key] = left
        else:
            self.watchers.pop(key, None)

    def state_message(self, key: Audience) -> str:
        """The ``state`` message for ``key`` as JSON text."""
        return ('{"type":"state","version":' + str(self.versions[key]) + ","
                + self.contents[key][1:])

    def delta_from(self, key: Audience, version: int) -> str | None:
        """The ``delta`` message that brings ``key``'s content from ``version`` to the
        current one, if the table has it (the current version, or the one before)."""
        now = self.versions[key]
        if version < 0:
            return None
        if version == now and key in self.contents:
            return delta_message(now, now, [])
        if version == now - 1:
            return self.deltas.get(key)
        return None

    def visible(self, event: EventRow, key: Audience) -> bool:
        """True if ``key`` may see ``event``."""
        if event.audience is None:
            return True
        return any(s in event.audience for s in key)

    def events_after(self, key: Audience, seen: int) -> list[dict[str, Any]]:
        """The events of ``key``'s stream after the first ``seen``, each with its number.

        The stream holds only events whose audience admits ``key`` (filtered here, on the
        server, never in a client). A private event also says which of ``key``'s own seats
        it is for (``audience``), so a device holding several seats shows it to those
        only; it never names a seat outside ``key``."""
        out = []
        for n, i in enumerate(self.streams[key][seen:], start=seen + 1):
            e = self.events[i]
            if not self.visible(e, key):  # cannot happen (streams are built by visible()),
                continue                  # but a stream must never leak an event
            msg: dict[str, Any] = {"n": n, **e.payload}
            if e.audience is not None:
                msg["audience"] = [s for s in key if s in e.audience]
            out.append(msg)
        return out

    # -- changing ----------------------------------------------------------------------------

    def prepare(self, actor: int, option: str) -> Commit:
        """Check and perform an action on a copy of the state (the table is unchanged).

        Raises :class:`IllegalAction` from the game if the action is not allowed.
        """
        state = self.game.clone(self.state)
        events = self.game.apply_logged(state, actor, option)
        idx = len(self.actions)
        pending = self.game.pending(state)
        public = self.content(SPECTATORS, pending, outcome_json(self.game.outcome(state)),
                              state=state)
        return Commit(idx, actor, option, state, self.event_rows(idx, events),
                      self.game.state_hash(state), pending.is_over,
                      self.list_texts.doc_text(public, where=("prepare",))
                      if self.list_texts.worth else dumps(public), public, pending)

    def event_rows(self, idx: int, events: list[Logged]) -> list[EventRow]:
        """Events made by action ``idx`` (``SETUP`` for set-up), numbered after the
        table's events so far, as stored."""
        return [EventRow(len(self.events) + i + 1, idx,
                         None if e.event.audience is None else sorted(e.event.audience),
                         event_payload(e))
                for i, e in enumerate(events)]

    def open_with(self, opening: list[Logged]) -> list[EventRow]:
        """Take in the set-up's events of a new table (before any action); return them
        as stored."""
        rows = self.event_rows(SETUP, opening)
        for e in rows:
            self._add_event(e)
        self.refresh()
        return rows

    def accept(self, commit: Commit) -> list[Audience]:
        """Take a written commit in; return the audiences whose content changed."""
        self.state = commit.state
        if commit.pending is not None:
            self._pending = (commit.state, commit.pending)
        self.state_hash = commit.state_hash
        self.actions.append((commit.actor, commit.option))
        self.row.action_count = len(self.actions)
        for e in commit.events:
            self._add_event(e)
        return self.refresh(commit.public_doc)

    def _add_event(self, e: EventRow) -> None:
        self.events.append(e)
        i = len(self.events) - 1
        for key in self.audiences:
            if self.visible(e, key):
                self.streams[key].append(i)


class _Parts:
    """What one :meth:`LiveTable.refresh` works out once for all the audiences: the
    pending decision, the outcome, every seat's view (``Game.views``) with its JSON
    text, and the changes of the parts of views found so far.

    Views are shared: equal views are one object, and so are equal members of views
    (most seats of most games see most of the same things), so the contents of several
    audiences hold them, and the change of such a part is worked out once however many
    audiences see it (:class:`~eerie.server.delta.Differ`).
    """

    def __init__(self, table: LiveTable, given: dict[int | None, Any]) -> None:
        self.table = table
        self.pending = table.pending()
        self.outcome = outcome_json(table.game.outcome(table.state))
        self.outcome_text = dumps(self.outcome)
        self.differ = Differ()
        seats = sorted({s for key in table.audiences for s in key})
        wanted = [s for s in (None, *seats) if s not in given]
        self.views: dict[int | None, tuple[Any, str]] = {}
        self._members: dict[tuple[str, str], Any] = {}
        self._whole: dict[str, Any] = {}
        made: dict[int, tuple[Any, str]] = {}  # by the game's object: each written once
        views = [*given.items(), *zip(wanted, table.game.views(table.state, wanted),
                                      strict=True)]
        for seat, view in views:
            got = made.get(id(view))
            if got is None:
                got = made[id(view)] = self._shared(view, seat)
            self.views[seat] = got

    def _shared(self, value: Any, seat: Any = "pending") -> tuple[Any, str]:
        """``value`` (a view, a pending decision) and its text: the same object as an
        equal value met before, else made of the members met before with the same
        text."""
        if isinstance(value, dict) and all(type(k) is str for k in value):
            lists = self.table.list_texts
            texts = {k: lists.list_text(v, (seat, k)) if type(v) is list else _text(v)
                     for k, v in value.items()}
            text = "{" + ",".join(dumps(k) + ":" + texts[k] for k in sorted(texts)) + "}"
            if text in self._whole:
                return self._whole[text], text
            value = {k: self._members.setdefault((k, texts[k]), v) for k, v in value.items()}
            for k, v in value.items():
                self.differ.sized(v, len(texts[k]))
        else:
            text = dumps(value)
            if text in self._whole:
                return self._whole[text], text
        self._whole[text] = value
        self.differ.sized(value, len(text))
        return value, text

    def view(self, seat: int | None) -> tuple[Any, str]:
        """``seat``'s view (shared with the other seats as far as they see the same)
        and its text."""
        return self.views[seat]

    def content(self, key: Audience) -> tuple[dict[str, Any], str]:
        """``key``'s content (as :meth:`LiveTable.content` makes it) and its text, the
        text made of the parts' texts as :func:`dumps` would write the whole."""
        seats: list[int | None] = list(key) if key else [None]
        pending, pending_text = self._shared(
            pending_json(self.pending, self.table.decides(key, self.pending)))
        entries = []
        for s in seats:
            view, view_text = self.view(s)
            entry = {"seat": s, "view": view}
            entries.append(('{"seat":' + dumps(s) + ',"view":' + view_text + "}", entry))
            self.differ.sized(entry, len(entries[-1][0]))
        views = [entry for _, entry in entries]
        views_text = "[" + ",".join(text for text, _ in entries) + "]"
        self.differ.sized(views, len(views_text))
        doc = {"views": views, "pending": pending, "outcome": self.outcome}
        text = ('{"outcome":' + self.outcome_text + ',"pending":' + pending_text
                + ',"views":' + views_text + "}")
        return doc, text

    def patch(self, old: dict[str, Any], new: dict[str, Any]) -> Patch:
        """The patch from ``old`` to ``new`` content (changes of shared parts found for
        another audience are taken from there)."""
        return self.differ.diff(old, new)


class ListTexts:
    """The JSON texts of the lists in views (a message log), kept from one
    :meth:`LiveTable.refresh` to the next, so that a long log is not written again for
    every action: only the entries added since.

    A list's text is kept per place (an audience's seat and the view's member) with a
    copy of its entries as the text reads back (``json.loads``). When the list at that
    place starts with entries equal to that copy (one comparison done in C, far cheaper
    than writing them), only the rest is written; otherwise the whole. So an entry
    changed in place is written anew. A place whose list twice fails to start as before
    (entries that do not read back equal, such as tuples, or a list that changes
    rather than grows) is written whole from then on, without copies. Places not met in
    a refresh are forgotten after it (:meth:`done`); the copies of entries added in one
    refresh are shared by every place that shows them.
    """

    LONG = 32
    """Lists shorter than this are written whole (keeping them would cost more)."""

    def __init__(self) -> None:
        self._kept: dict[Any, tuple[list[Any], str] | None] = {}
        self._misses: dict[Any, int] = {}
        self._met: set[Any] = set()
        self._fresh: dict[int, tuple[Any, Any, str]] = {}

    def _entry(self, value: Any) -> tuple[Any, str]:
        """An entry's copy (as its text reads back) and its text."""
        hit = self._fresh.get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1], hit[2]
        text = _text(value)
        copy = json.loads(text) if type(value) in (list, dict) else value
        self._fresh[id(value)] = (value, copy, text)
        return copy, text

    def list_text(self, value: list[Any], where: Any) -> str:
        """:func:`dumps` of the list ``value`` shown at ``where``."""
        if len(value) < self.LONG:
            return dumps(value)
        self._met.add(where)
        kept = self._kept.get(where, ())
        if kept is None:
            return dumps(value)
        copies: list[Any] = []
        head = "["
        if kept:
            old, text = kept
            n = len(old)
            if len(value) >= n and value[:n] == old:
                if len(value) == n:
                    return text
                copies, head = list(old), (text[:-1] + "," if n else "[")
                self._misses.pop(where, None)
            else:
                self._misses[where] = misses = self._misses.get(where, 0) + 1
                if misses >= 2:
                    self._kept[where] = None
                    return dumps(value)
        rest = [self._entry(e) for e in value[len(copies):]]
        copies.extend(c for c, _ in rest)
        text = head + ",".join(t for _, t in rest) + "]"
        self._kept[where] = (copies, text)
        return text

    @property
    def worth(self) -> bool:
        """True if some place holds a long list (only then is :meth:`doc_text` cheaper
        than :func:`dumps`)."""
        return any(kept is not None for kept in self._kept.values())

    def doc_text(self, value: Any, depth: int = 4, where: tuple[Any, ...] = ()) -> str:
        """:func:`dumps` of ``value``, whose lists ``depth`` levels down (the members of
        the views of a table's content) are written by :meth:`list_text`."""
        t = type(value)
        if t is dict and all(type(k) is str for k in value):
            if depth <= 0:
                return dumps(value)
            return "{" + ",".join(dumps(k) + ":" + self.doc_text(value[k], depth - 1,
                                                                 (*where, k))
                                  for k in sorted(value)) + "}"
        if t is list:
            if depth > 0:
                return "[" + ",".join(self.doc_text(e, depth - 1, (*where, i))
                                      for i, e in enumerate(value)) + "]"
            return self.list_text(value, where)
        return _text(value)

    def done(self) -> None:
        """End a refresh: forget the places it did not meet."""
        self._fresh.clear()
        for where in [w for w in self._kept if w not in self._met]:
            del self._kept[where]
            self._misses.pop(where, None)
        self._met = set()


def _text(value: Any) -> str:
    """:func:`dumps` of ``value``, plain numbers and words written directly."""
    t = type(value)
    if t is int:
        return str(value)
    if t is bool:
        return "true" if value else "false"
    if value is None:
        return "null"
    return dumps(value)


def take_stored(table: LiveTable, actor: int, option: str, stored: list[EventRow]
                ) -> list[Audience]:
    """Replay one stored action (the table's next) with the events stored for it: the
    action must be legal and make exactly those events. Returns the audiences whose
    content changed. Raises :class:`RebuildError` otherwise (the table is unchanged)."""
    idx = len(table.actions)
    try:
        commit = table.prepare(actor, option)
    except IllegalAction as exc:
        # no option id in the message: it may be a secret, and messages are shown
        raise RebuildError(f"action {idx + 1} is not legal ({exc.reason.key})") from None
    if dumps([(e.audience, e.payload) for e in stored]) != dumps(
            [(e.audience, e.payload) for e in commit.events]):
        raise RebuildError(f"action {idx + 1} made other events than stored")
    commit.events = stored
    return table.accept(commit)


def catch_up(table: LiveTable, tail: LoadedTable) -> list[Audience]:
    """Take in what another worker stored: ``tail`` holds the table's row and seats as
    stored now and the actions from the table's own count on (``Store.load`` with
    ``after``), with their events. Returns the audiences whose content changed. Raises
    :class:`RebuildError` if the stored actions do not replay to the stored events
    (the actions replayed before stay taken in)."""
    changed: set[Audience] = set()
    by_action: dict[int, list[EventRow]] = {}
    for e in tail.events:
        by_action.setdefault(e.action_idx, []).append(e)
    for actor, option in tail.actions:
        idx = len(table.actions)
        changed.update(take_stored(table, actor, option, by_action.get(idx, [])))
    joined = {s.seat: s.joined_at for s in tail.seats}
    for s in table.seats:
        s.joined_at = s.joined_at or joined.get(s.seat)
    table.row.status = tail.row.status
    table.row.updated_at = tail.row.updated_at
    table.row.active_at = tail.row.active_at
    table.row.action_count = len(table.actions)
    return [key for key in table.audiences if key in changed]


def rebuild(loaded: LoadedTable, game: Game[Any]) -> LiveTable:
    """Replay a stored table from its log, checking every event and snapshot hash.

    Raises :class:`RebuildError` at the first difference.
    """
    row = loaded.row
    try:
        state, opening = game.start_logged(row.config)
    except ValueError as exc:
        raise RebuildError(f"bad config: {exc}") from None
    table = LiveTable(row=row, seats=loaded.seats, game=game, state=state)
    by_action: dict[int, list[EventRow]] = {}
    for e in loaded.events:
        by_action.setdefault(e.action_idx, []).append(e)
    stored = by_action.get(SETUP, [])
    if dumps([(e.audience, e.payload) for e in stored]) != dumps(
            [(e.audience, e.payload) for e in table.event_rows(SETUP, opening)]):
        raise RebuildError("the set-up made other events than stored")
    table.open_with(opening)
    if loaded.snapshots.get(0, table.state_hash) != table.state_hash:
        raise RebuildError("the first state does not match its snapshot")
    for idx, (actor, option) in enumerate(loaded.actions):
        take_stored(table, actor, option, by_action.get(idx, []))
        want = loaded.snapshots.get(idx + 1)
        if want is not None and want != table.state_hash:
            raise RebuildError(f"state hash after action {idx + 1} does not match its "
                               "snapshot")
    if row.action_count != len(loaded.actions):
        raise RebuildError(f"the table says {row.action_count} actions, the log holds "
                           f"{len(loaded.actions)}")
    if len(loaded.events) != len(table.events) or any(
            e.seq != i + 1 for i, e in enumerate(loaded.events)):
        raise RebuildError("stored events are not numbered 1, 2, 3 ... by action")
    return table
