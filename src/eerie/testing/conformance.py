"""One conformance suite every registered game passes.

Each check is a plain function ``check_x(game, case)`` that plays the seeded random
playouts of a :class:`~eerie.testing.playouts.ConformanceCase` and raises
``AssertionError`` naming the game, its config, the seed and the action where the game
breaks the kernel contract. ``tests/test_conformance.py`` runs :data:`CHECKS` for every
id in :func:`eerie.core.registry.game_ids`, so a new game is checked the day it is
registered, with no test code of its own. What a game supplies:

* :meth:`~eerie.core.game.Game.conformance_configs`: the configs to play (default: the
  game's defaults);
* :meth:`~eerie.core.game.Game.resample_secrets`: its secrets, redrawn (default: none).

The checks (see each function):

* ``decisions``: the pending decision obeys the contract before every action, and
  refused actions change nothing;
* ``events``: every event's audience is a set of seats, events are JSON, the message
  log's rounds never go back;
* ``replay``: records round-trip through JSON and replay to the identical state hash and
  events; set-up is deterministic;
* ``clones``: a clone is independent of its original both ways; trusted and validated
  ``apply`` agree;
* ``views``: every seat's and a spectator's view is JSON that round-trips, and views
  change nothing;
* ``secrets``: the counterfactual: with the secrets a seat may not see redrawn, its view
  and the decision it is shown stay the same;
* ``determinize``: a state rebuilt from a seat's view looks the same to that seat and
  plays on;
* ``server``: a table played through :mod:`eerie.server` sends each connection only the
  events its seats may see and views of its own seats
  (:mod:`eerie.testing.frames`);
* ``openspiel`` and ``pettingzoo``: the frameworks' own tests of our adapters
  (:mod:`eerie.testing.frameworks`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from fractions import Fraction
from random import Random
from typing import Any, NoReturn

from eerie.core.decision import CHANCE, IllegalAction, Pending
from eerie.core.events import Event
from eerie.core.game import Game
from eerie.core.record import Record, RecordError, replay_log
from eerie.server.protocol import pending_json
from eerie.testing.frames import check_server
from eerie.testing.frameworks import check_openspiel, check_pettingzoo
from eerie.testing.playouts import (
    ConformanceCase,
    Playout,
    play,
    play_on,
    playouts,
    sampled_states,
)

Check = Callable[[Game[Any], ConformanceCase], None]

NOT_AN_OPTION = "conformance:not-an-option"
"""An option id no game offers (the refusal checks try it)."""


def fail(where: str, message: str) -> NoReturn:
    """Raise the suite's ``AssertionError``: where (game, config, seed, action) and what."""
    raise AssertionError(f"{where}: {message}")


def json_round_trip(data: Any, what: str, where: str) -> None:
    """``data`` is JSON (no NaN, string keys, lists not tuples) that reads back equal."""
    try:
        text = json.dumps(data, allow_nan=False, sort_keys=True)
    except (TypeError, ValueError) as exc:
        fail(where, f"{what} is not JSON: {exc}")
    if json.loads(text) != data:
        fail(where, f"{what} does not read back equal from JSON (a tuple, a non-string "
                    f"key or a float that is not exact?): {text[:300]}")


def seats_of(game: Game[Any], state: Any) -> list[int | None]:
    """Every seat and a spectator (``None``)."""
    return [*range(game.num_seats(state)), None]


def seen_pending(game: Game[Any], state: Any, seat: int | None) -> dict[str, Any]:
    """The decision as ``seat`` is shown it (the server's form): who decides and the
    prompt for everyone, the options only to a seat offered the decision."""
    return pending_json(game.pending(state), () if seat is None else (seat,))


def _differences(a: Mapping[str, Any], b: Mapping[str, Any]) -> list[str]:
    return sorted(str(k) for k in set(a) | set(b) if a.get(k) != b.get(k))


# -- decisions ------------------------------------------------------------------------------


def _check_options(p: Pending, seats: int, where: str) -> None:
    if p.is_over:
        if p.options:
            fail(where, "the game is over (no actors) but options are offered")
        return
    if not p.options:
        fail(where, f"seats {p.actors} must decide but no option is offered")
    if p.is_chance:
        probs = [o.prob for o in p.options]
        if not all(isinstance(x, Fraction) and x >= 0 for x in probs):
            fail(where, f"chance probabilities must be Fractions >= 0: {probs}")
        total = sum(x for x in probs if x is not None)
        if total != 1:
            fail(where, f"chance probabilities sum to {total}, not exactly 1")
    else:
        if len(set(p.actors)) != len(p.actors) or not all(0 <= a < seats for a in p.actors):
            fail(where, f"actors {p.actors} are not distinct seats of 0..{seats - 1}")
        if any(o.prob is not None for o in p.options):
            fail(where, "a decision that is not chance gives options probabilities")
    ids = p.ids()
    if len(set(ids)) != len(ids):
        fail(where, f"option ids repeat: {sorted(i for i in ids if ids.count(i) > 1)}")
    keys = [str(o.data["key"]).lower() for o in p.options if o.data and "key" in o.data]
    if len(set(keys)) != len(keys):
        fail(where, f"option keys repeat (compared without case): {keys}")
    json_round_trip(pending_json(p, p.actors), "the pending decision", where)


def _check_listing(game: Game[Any], state: Any, p: Pending, where: str) -> None:
    actors, ids = game.legal_actions(state)
    if (tuple(actors), list(ids)) != (p.actors, p.ids()):
        fail(where, f"legal_actions {actors}, {ids} differ from pending "
                    f"{p.actors}, {p.ids()}")
    if p.is_chance:
        outs = game.chance_outcomes(state)
        want = [(o.id, float(o.prob or 0)) for o in p.options]
        if [o for o, _ in outs] != [o for o, _ in want] or any(
                abs(x - y) > 1e-12 for (_, x), (_, y) in zip(outs, want, strict=True)):
            fail(where, f"chance_outcomes {outs} differ from pending {want}")
    n = len(p.options)
    probes = [p.options[k] for k in sorted({0, n // 2, n - 1})] if n else []
    for actor in p.actors:
        for o in probes:
            if not game.is_legal(state, actor, o.id):
                fail(where, f"is_legal refuses ({actor}, {o.id!r}), which pending offers")


def _refuse(game: Game[Any], state: Any, actor: int, option: str, why: str,
            where: str) -> str:
    try:
        game.apply(state, actor, option)
    except IllegalAction:
        return f"({actor}, {option!r})"
    fail(where, f"apply accepted ({actor}, {option!r}): {why}")


def _check_refusals(game: Game[Any], state: Any, p: Pending, seats: int, digest: str,
                    where: str) -> None:
    if p.is_over:
        tried = [_refuse(game, state, 0, NOT_AN_OPTION, "the game is over", where)]
    else:
        tried = [_refuse(game, state, p.actors[0], NOT_AN_OPTION, "no such option", where)]
        outsiders = [s for s in (CHANCE, *range(seats)) if s not in p.actors]
        if outsiders:
            tried.append(_refuse(game, state, outsiders[0], p.options[0].id,
                                 f"seat {outsiders[0]} is not deciding", where))
    if game.state_hash(state) != digest:
        fail(where, f"apply refused {' and '.join(tried)} but changed the state")


def _check_outcome(game: Game[Any], state: Any, seats: int, where: str) -> None:
    out = game.outcome(state)
    over = game.pending(state).is_over
    if over != (out is not None):
        fail(where, f"pending says the game is {'' if over else 'not '}over, "
                    f"outcome says {out}")
    if out is None:
        return
    if len(out.scores) != seats:
        fail(where, f"outcome has {len(out.scores)} scores for {seats} seats")
    if len(set(out.winners)) != len(out.winners) or not set(out.winners) <= set(range(seats)):
        fail(where, f"outcome winners {out.winners} are not distinct seats")
    json_round_trip(out.reason.to_json(), "the outcome's reason", where)


def check_decisions(game: Game[Any], case: ConformanceCase) -> None:
    """Before every action of every playout: the game is over exactly when it has an
    outcome (scores for every seat, winners among the seats); a decision that is not over
    offers options with unique ids (and unique keys, without case) to distinct seats, or
    chance outcomes whose probabilities are Fractions summing to exactly 1;
    ``legal_actions``, ``chance_outcomes`` and ``is_legal`` agree with ``pending``; the
    decision is JSON; an option nobody offers, a seat that is not deciding, and any
    action after the end raise ``IllegalAction`` and leave the state hash unchanged; and
    validated and ``trusted=True`` ``apply`` of the action give the same events and
    state."""
    for done in playouts(game, case):
        state, _ = game.start(done.config)
        seats = game.num_seats(state)
        digest = game.state_hash(state)
        for i in range(len(done.actions) + 1):
            where = done.where(i)
            p = game.pending(state)
            _check_outcome(game, state, seats, where)
            _check_options(p, seats, where)
            _check_listing(game, state, p, where)
            _check_refusals(game, state, p, seats, digest, where)
            if i == len(done.actions):
                break
            actor, option = done.actions[i]
            twin = game.clone(state)
            events = game.apply(state, actor, option)
            digest = game.state_hash(state)
            trusted = game.apply(twin, actor, option, trusted=True)
            if game.encode(twin) != game.encode(state) or (
                    _event_facts(trusted) != _event_facts(events)):
                fail(where, f"trusted and validated apply of ({actor}, {option!r}) give "
                            "different events or states")


# -- events ---------------------------------------------------------------------------------


def _check_event(game: Game[Any], e: Event, seats: int, where: str) -> None:
    if not isinstance(e, Event):
        fail(where, f"apply returned {type(e).__name__}, not an Event")
    if e.audience is not None:
        if not isinstance(e.audience, frozenset) or not e.audience or not all(
                isinstance(s, int) and 0 <= s < seats for s in e.audience):
            fail(where, f"event {e.kind}: audience {e.audience!r} is not a non-empty "
                        f"frozenset of seats 0..{seats - 1} (None: everyone)")
        if not game.has_secrets:
            fail(where, f"event {e.kind} is private (audience {sorted(e.audience)}) in a "
                        "game whose has_secrets is False")
    for seat in range(-1, seats):
        who = None if seat < 0 else seat
        if e.visible_to(who) != (e.audience is None or who in e.audience):
            fail(where, f"event {e.kind}: visible_to({who}) disagrees with its audience")
    json_round_trip(e.to_json(), f"event {e.kind}", where)


def check_events(game: Game[Any], case: ConformanceCase) -> None:
    """Every event of set-up and of every action is an :class:`Event` whose audience is
    everyone or a non-empty set of seats (everyone, in a game without secrets), is JSON,
    and is placed by the kernel in rounds that never go back; the game's round event
    carries its round number."""
    for done in playouts(game, case):
        seats = game.num_seats(game.setup(done.config))
        for i, events in enumerate([done.opening, *done.events]):
            for e in events:
                _check_event(game, e, seats, done.where(i - 1) if i else done.where())
        _, _, log = replay_log(done.record())
        last = 0
        for i, entries in enumerate(log):
            for entry in entries:
                where = done.where(i - 1) if i else done.where()
                e = entry.event
                if game.round_event and e.kind == game.round_event and not isinstance(
                        e.data.get("round"), int):
                    fail(where, f"the round event {e.kind} has no whole data['round']")
                if entry.round < last:
                    fail(where, f"event {e.kind} is placed in round {entry.round} after "
                                f"an event of round {last}")
                last = entry.round


# -- records --------------------------------------------------------------------------------


def _event_facts(events: list[Event]) -> list[tuple[Any, ...]]:
    return [(e.kind, e.msg.to_json(), e.data, e.audience) for e in events]


def check_replay(game: Game[Any], case: ConformanceCase) -> None:
    """Set-up is deterministic (``setup`` and ``start`` agree, twice) and a normalised
    config normalises to itself; every playout's record reads back equal from its JSON
    text and replays (``eerie.core.record``) to the identical state hash, with the same
    events."""
    for i, config in enumerate(case.configs):
        where = f"{game.id} {dict(config)}"
        cfg = game.normalize_config(config)
        if game.normalize_config(cfg) != cfg:
            fail(where, "normalize_config of a normalised config changes it")
        hashes = {game.state_hash(game.setup(cfg)), game.state_hash(game.start(cfg)[0]),
                  game.state_hash(game.start(cfg)[0])}
        if len(hashes) != 1:
            fail(where, "setup and start give different first states")
        for seed in case.seeds(i):
            done = play(game, config, seed, case.max_actions)
            record = done.record()
            again = Record.from_json(json.loads(record.dumps()))
            if again != record or Record.from_json(record.to_json()) != record:
                fail(done.where(), "the record does not read back equal from JSON")
            try:
                _, state, log = replay_log(again)
            except RecordError as exc:
                fail(done.where(), f"the record does not replay: {exc}")
            if game.state_hash(state) != done.state_hash:
                fail(done.where(), "the replay ends in another state")
            got = [_event_facts([e.event for e in entries]) for entries in log]
            want = [_event_facts(events) for events in [done.opening, *done.events]]
            for k, (a, b) in enumerate(zip(got, want, strict=True)):
                if a != b:
                    fail(done.where(k - 1) if k else done.where(),
                         "the replay's events differ from the game's")


# -- clones ---------------------------------------------------------------------------------


def check_clones(game: Game[Any], case: ConformanceCase) -> None:
    """At sampled states of every playout: a clone has the same hash; playing a few random
    actions on it leaves the original's hash unchanged, and the original going on leaves
    an earlier clone unchanged."""
    for done in playouts(game, case):
        rng = Random(done.seed)
        earlier: tuple[Any, str, int] | None = None
        for i, state in sampled_states(done, case.samples):
            where = done.where(i)
            if earlier is not None:
                copy, digest, at = earlier
                if game.state_hash(copy) != digest:
                    fail(where, f"a clone taken before action {at + 1} changed when the "
                                "original went on")
            before = game.state_hash(state)
            copy = game.clone(state)
            if game.state_hash(copy) != before:
                fail(where, "a clone has another hash than its original")
            earlier = (copy, before, i)
            mine = game.clone(state)
            play_on(game, mine, 5, rng)
            if game.state_hash(state) != before:
                fail(where, "playing on a clone changed the original")


# -- views ----------------------------------------------------------------------------------


def check_views(game: Game[Any], case: ConformanceCase) -> None:
    """At sampled states: the view of every seat and of a spectator is JSON that reads
    back equal, the same when asked twice, and asking changes nothing; in a game without
    secrets every seat's view is the spectator's."""
    for done in playouts(game, case):
        for i, state in sampled_states(done, case.samples):
            where = done.where(i)
            before = game.state_hash(state)
            public = game.view(state, None)
            for seat in seats_of(game, state):
                view = game.view(state, seat)
                json_round_trip(view, f"the view of seat {seat}", where)
                if game.view(state, seat) != view:
                    fail(where, f"two views of seat {seat} differ")
                if not game.has_secrets and view != public:
                    fail(where, f"seat {seat} sees {_differences(view, public)} otherwise "
                                "than a spectator in a game whose has_secrets is False")
            if game.state_hash(state) != before:
                fail(where, "asking for views changed the state")


def check_secrets(game: Game[Any], case: ConformanceCase) -> None:
    """The counterfactual check of the game's declared secrets: at sampled states, for
    every seat and a spectator, :meth:`~eerie.core.game.Game.resample_secrets` (the
    secrets that seat may not see, redrawn) leaves the original alone and gives a state
    with the same view for that seat and the same decision as that seat is shown. A game
    with ``has_secrets`` must redraw something at least once."""
    redrawn = 0
    for done in playouts(game, case):
        rng = Random(done.seed)
        for i, state in sampled_states(done, case.samples):
            where = done.where(i)
            before = game.state_hash(state)
            for seat in seats_of(game, state):
                other = game.resample_secrets(state, seat, rng)
                if game.state_hash(state) != before:
                    fail(where, f"resample_secrets for seat {seat} changed the original")
                redrawn += game.state_hash(other) != before
                mine, theirs = game.view(state, seat), game.view(other, seat)
                if mine != theirs:
                    fail(where, f"seat {seat}'s view shows what it may not know: with the "
                                f"secrets redrawn, {_differences(mine, theirs)} differ")
                if seen_pending(game, other, seat) != seen_pending(game, state, seat):
                    fail(where, f"the decision shown to seat {seat} depends on secrets it "
                                f"may not know: {seen_pending(game, state, seat)}")
    if game.has_secrets and not redrawn:
        fail(game.id, "has_secrets is True but resample_secrets never redrew a secret: "
                      "implement it (see Game.resample_secrets)")


def check_determinize(game: Game[Any], case: ConformanceCase) -> None:
    """At sampled states, for every seat and a spectator: ``determinize`` of the seat's
    view leaves the view as it was and gives a state whose view for that seat is the view
    it came from, with the same decision as that seat is shown, and which plays on
    (a few random actions)."""
    for done in playouts(game, case):
        rng = Random(done.seed)
        for i, state in sampled_states(done, case.samples):
            where = done.where(i)
            for seat in seats_of(game, state):
                view = game.view(state, seat)
                text = json.dumps(view, sort_keys=True)
                guess = game.determinize(view, seat, rng)
                if json.dumps(view, sort_keys=True) != text:
                    fail(where, f"determinize changed the view of seat {seat} it was given")
                again = game.view(guess, seat)
                if again != view:
                    fail(where, f"determinize for seat {seat} gives a state it can tell "
                                f"from the real one: {_differences(view, again)} differ")
                if seen_pending(game, guess, seat) != seen_pending(game, state, seat):
                    fail(where, f"determinize for seat {seat} gives a state with another "
                                "decision than the real one")
                play_on(game, guess, 3, rng)


CHECKS: Mapping[str, Check] = {
    "decisions": check_decisions,
    "events": check_events,
    "replay": check_replay,
    "clones": check_clones,
    "views": check_views,
    "secrets": check_secrets,
    "determinize": check_determinize,
    "server": check_server,
    "openspiel": check_openspiel,
    "pettingzoo": check_pettingzoo,
}
"""Every check of the suite by name (the order they are listed in the module docs)."""


def check_all(game: Game[Any], case: ConformanceCase | None = None) -> None:
    """Run every check on ``game`` (``case``: its own by default)."""
    case = case if case is not None else ConformanceCase.of(game)
    for check in CHECKS.values():
        check(game, case)


__all__ = ["CHECKS", "Check", "ConformanceCase", "Playout", "check_all"]
