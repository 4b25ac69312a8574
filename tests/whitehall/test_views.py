"""The leak test: nothing of Jack's secret reaches an investigator or a spectator unless
the rules made it public.

What the rules make public about circles, and when:

* the first crime scene (Jack names it at set-up, its marker goes on the board);
* every circle an investigator names in a search or an arrest (whatever the answer: the
  investigator chose it, everyone heard it);
* a crime scene Jack reaches (its marker goes on the board at the end of that turn);
* everything, once the game is over (Jack's sheet may be shown then).

Everything else about circles is secret: the scenes still to reach, every circle of
Jack's paths, where he stands, the circle a carriage passes and which tile he is about to
play. The check is strict: every integer or number-in-a-string an investigator or a
spectator can see is taken for a circle unless its field is known to hold something else
(a track position, a count, a seat ...), and every such circle must be public at that
moment. A view field nobody has reviewed fails the test.

Over 1,000 seeded games on the bundled map (Gaslight Borough) with random investigators and
a mix of Jacks (random, heading for his scenes, fond of special tiles), the test checks after
every action: each event visible to seats 1-3 or to a spectator, the views of seats 1, 2, 3
and of a spectator, and the pending decision (Jack's options go to Jack alone; prompts carry
no secret).
"""

from __future__ import annotations

import itertools
import re
from random import Random
from typing import Any

import pytest

from eerie.core.events import Event
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_SPECIAL,
    MOVES_PER_ROUND,
    OVER,
    POLICE_ACT,
    SEARCHING,
    WMState,
)
from tests.whitehall.maps_for_tests import (
    investigator_policy,
    jack_policy,
    new_game,
    play,
    police_turn,
)

GAMES = 1000
CHUNK = 125
INVESTIGATORS = (1, 2, 3)
OBSERVERS: tuple[int | None, ...] = (1, 2, 3, None)

JACKS = [jack_policy(), jack_policy(seek=0.8, special=0.1), jack_policy(seek=0.7, special=0.6),
         jack_policy(special=0.5)]
POLICE = [investigator_policy(), investigator_policy(cheat=0.4, arrest=0.05)]
CONFIGS: list[dict[str, Any]] = [{}, {"smoker": True}, {"jack_extra_alley": True},
                                 {"players": 2, "smoker": True, "jack_extra_alley": True}]

VIEW_KEYS = frozenset({
    "game", "map", "config", "stage", "round", "track", "moves_per_round", "tiles", "used",
    "clues", "sightings", "history", "police", "smoker", "moves", "reached", "acting",
    "searched_now", "scenes_chosen", "winner", "reason", "seat"})
"""The fields of an investigator's or spectator's view, each reviewed for leaks."""

NOT_CIRCLES = frozenset({
    "track", "moves_per_round", "round", "move", "moves", "used", "investigator", "acting",
    "scenes_chosen", "players", "seat", "tiles", "carriage", "alley", "boat", "quadrant"})
"""Fields whose numbers are not circles (track positions, counts, seats, quadrants)."""

WORDS = frozenset({"game", "map", "stage", "winner", "reason", "kind", "key", "tile"})
"""Fields whose strings are names, never positions."""

INTERSECTION = re.compile(r"i\d+")
NUMBER = re.compile(r"\d+")


def shown_circles(obj: Any, key: str = "", out: list[tuple[str, int]] | None = None,
                  ) -> list[tuple[str, int]]:
    """Every (field, circle) an observer could read in ``obj`` (JSON-like data): integers
    in any field not known to hold something else, and numbers written in strings other
    than intersection ids."""
    if out is None:
        out = []
    kind = type(obj)
    if kind is int:
        if key not in NOT_CIRCLES:
            out.append((key, obj))
    elif kind is str:
        if key not in WORDS and not INTERSECTION.fullmatch(obj):
            out.extend((key, int(n)) for n in NUMBER.findall(obj))
    elif kind is dict:
        for k, v in obj.items():
            shown_circles(v, k, out)
    elif kind is list or kind is tuple:
        for v in obj:
            shown_circles(v, key, out)
    elif obj is not None and kind is not bool:
        raise AssertionError(f"unexpected {kind.__name__} {obj!r} in field {key!r}")
    return out


class LeakWatch:
    """Follows one game as the investigators see it and checks every step."""

    def __init__(self, st: WMState) -> None:
        self.public: set[int] = set()
        self.reached: list[int] = []
        self.last_view: dict[str, Any] = {}
        self.round = st.round
        self.steps = 0

    def check_public(self, what: str, data: Any) -> None:
        for key, c in shown_circles(data):
            assert c in self.public, (
                f"{what} shows circle {c} in field {key!r}, not public "
                f"(public: {sorted(self.public)})")

    def after(self, st: WMState, actor: int, option: str, events: list[Event]) -> None:
        self.steps += 1
        kind, _, arg = option.partition(":")
        # what the rules made public with this action
        if actor in INVESTIGATORS and kind in ("search", "arrest"):
            self.public.add(int(arg))
        if actor == JACK and kind == "start":
            self.public.add(int(arg))
            self.reached.append(int(arg))
        if st.round != self.round:
            # a crime scene reached: it must really be one of Jack's, new this game
            scene = st.paths[-1][0]
            assert scene in st.scenes and scene not in self.reached
            self.public.add(scene)
            self.reached.append(scene)
            self.round = st.round
        for e in events:
            if e.kind == "wm.jack_moved_private":
                assert e.audience == frozenset({JACK}), "Jack's path went to others"
        if st.stage == OVER:
            for seat in OBSERVERS:
                view = GAME.view(st, seat)
                assert view["jack"]["paths"] == st.paths  # the sheet is shown at the end
            return
        for e in events:
            if any(e.visible_to(s) for s in OBSERVERS):
                self.check_public(f"event {e.kind}", e.data)
                self.check_public(f"message of event {e.kind}", e.msg.to_json())
        view = GAME.view(st, 1)
        assert set(view) == VIEW_KEYS, f"unreviewed view fields: {set(view) ^ VIEW_KEYS}"
        assert view["stage"] != JACK_SPECIAL, "the view tells that Jack is playing a tile"
        for key, value in view.items():
            # what equals last step's view was checked then (the public set only grows):
            # check changed fields, and only the new end of a list that grew
            old = self.last_view.get(key)
            if old == value:
                continue
            if isinstance(old, list) and isinstance(value, list) and value[:len(old)] == old:
                value = value[len(old):]
            self.check_public(f"the investigators' view ({key})", {key: value})
        self.last_view = view
        for seat in OBSERVERS[1:]:
            other = GAME.view(st, seat)
            assert other["seat"] == seat
            other["seat"] = 1
            assert other == view, f"seat {seat} sees another view than seat 1"
        self.check_pending(st)

    def check_pending(self, st: WMState) -> None:
        p = GAME.pending(st)
        self.check_public("the prompt", p.prompt.to_json())
        if p.actors == (JACK,):
            return
        # an investigator decides: every option is public (intersections, or circles next
        # to the investigator's own intersection); labels and data name nothing else
        here = st.police[st.acting] if st.stage in (POLICE_ACT, SEARCHING) else ""
        key = (st.stage, here, tuple(o.id for o in p.options))
        if key in CLEAN_OPTIONS:
            return
        adjacent = set(st.map.circles_at(here)) if here else set()
        for o in p.options:
            kind, _, arg = o.id.partition(":")
            assert kind in ("to", "at", "stay", "search", "arrest", "pass", "stop"), o.id
            named = {c for _, c in shown_circles(o.data) + shown_circles(o.label.to_json())}
            if kind in ("search", "arrest"):
                assert int(arg) in adjacent and named == {int(arg)}, o
            else:
                assert not named and (not arg or INTERSECTION.fullmatch(arg)), o
        CLEAN_OPTIONS.add(key)


CLEAN_OPTIONS: set[tuple[str, str, tuple[str, ...]]] = set()
"""Investigators' decisions (stage, intersection, option ids) already found clean. Their
labels and data are built from the ids alone, whatever Jack's secrets."""


def play_watched(index: int) -> LeakWatch:
    """Play seeded game ``index`` with a leak check after every action. One game in five
    is played out; the others stop when the first round is over (after the check of the
    action that ended it)."""
    rng = Random(10_000 + index)
    config, jack, police = rng.choice(CONFIGS), rng.choice(JACKS), rng.choice(POLICE)
    rounds = 3 if index % 5 == 0 else 1
    st = GAME.setup(config)
    watch = LeakWatch(st)
    watch.check_pending(st)
    play(st, rng, jack, police, on_step=watch.after, max_rounds=rounds)
    assert st.stage == OVER or st.round > rounds
    return watch


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_no_leak_in_random_games(chunk: int) -> None:
    steps = 0
    for index in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        steps += play_watched(index).steps
    assert steps > 100 * CHUNK


# -- the check itself -----------------------------------------------------------------------


def test_the_check_catches_a_leak() -> None:
    """The checker is not blind: Jack's circle in any field, or in a string, is caught."""
    st = new_game()
    watch = LeakWatch(st)
    watch.public = {5}
    watch.check_public("ok", {"track": 3, "reached": [5], "police": ["i1", "i17"],
                              "msg": {"key": "wm.ev.jack_moved", "params": {"move": 3}}})
    for leak in ({"at": 9}, {"whatever": [[9]]}, {"path": "5 → 9"}, {"jack": {"x": 9}}):
        with pytest.raises(AssertionError):
            watch.check_public("leak", leak)


def test_jack_options_go_to_jack_only() -> None:
    """Whenever an option names a circle Jack could move to, Jack alone decides."""
    st = new_game()
    checked = 0
    rng = Random(7)
    for _ in range(12):
        p = GAME.pending(st)
        if p.is_over:
            break
        circles = [o for o in p.options if o.data and "circle" in o.data]
        if any(o.id.partition(":")[0] in ("to", "via") for o in circles):
            assert p.actors == (JACK,)
            checked += 1
        choice = p.ids()[rng.randrange(len(p.options))]
        GAME.apply(st, p.actors[0], choice)
        if st.stage == "police_move":
            police_turn(st)
    assert checked >= 5


def test_view_hides_jack_until_the_end() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    GAME.apply(st, JACK, "to:7")
    for seat in OBSERVERS:
        assert "jack" not in GAME.view(st, seat)
    assert GAME.view(st, JACK)["jack"]["at"] == 7
    police_turn(st, moves=("i5", "stay", "stay"), acts=("arrest:6",))
    assert st.stage != OVER and "jack" not in GAME.view(st, 2)
    GAME.apply(st, 2, "pass")
    GAME.apply(st, 3, "pass")
    GAME.apply(st, JACK, "to:8")
    police_turn(st, moves=("stay", "i6", "stay"), acts=("pass", "arrest:8"))
    assert st.stage == OVER
    for seat in OBSERVERS:
        assert GAME.view(st, seat)["jack"]["paths"] == [[5, 7], [7, 8]]


def test_the_view_says_how_long_the_track_is() -> None:
    """Screens draw the move track from the view: they repeat no rule's number."""
    st = new_game(police=("i1", "i3", "i9"))
    for seat in (*OBSERVERS, JACK):
        assert GAME.view(st, seat)["moves_per_round"] == MOVES_PER_ROUND == 15


def test_every_rounds_path_is_revealed_at_the_end_and_never_before() -> None:
    """The end-of-game map draws Jack's path of every round from the view: the history
    is in everyone's view once the game is over, and in no observer's view before."""
    played = 0
    for index in range(40):
        rng = Random(500 + index)
        st = GAME.setup({})
        seen_running: list[dict[str, Any]] = []

        def watch(s: WMState, _who: int, _choice: str, _events: list[Event],
                  seen: list[dict[str, Any]] = seen_running) -> None:
            if s.stage != OVER:
                seen.extend(GAME.view(s, seat) for seat in OBSERVERS)

        play(st, rng, jack_policy(seek=0.9), investigator_policy(), on_step=watch,
             max_rounds=5)
        if st.stage != OVER or st.round < 2:
            continue
        played += 1
        for view in seen_running:
            assert "jack" not in view and "paths" not in repr(view)
        for seat in OBSERVERS:
            paths = GAME.view(st, seat)["jack"]["paths"]
            assert len(paths) == st.round  # one path per round, the last one included
            # each round starts where the one before ended (the crime scene reached)
            for before, after in itertools.pairwise(paths):
                assert after[0] == before[-1]
            assert [p[0] for p in paths[1:]] == st.reached[1:len(paths)]
    assert played >= 5
