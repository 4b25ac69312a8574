"""The investigators' belief: the possible-positions filter, path sampling, determinize.

* Soundness: over more than 10,000 turns of seeded games on the bundled map, after every
  move of Jack the filter built from an investigator's view contains Jack's true circle,
  and a sampled path fits every public fact (checked by an independent replay).
* Exactness: on the small Crossroads map the filter's possible circles are exactly the
  last circles of all paths that fit the facts, found by enumerating every path.
* ``determinize`` of an investigator's view gives a state that looks the same to the
  investigators, with Jack on a possible circle and one crime scene per quadrant,
  including those already reached.

The independent replay and enumeration below read the raw street graph and blocks (not
the map's precomputed move tables), so they do not share code with the filter.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

import pytest

from eerie.games.whitehall_mystery.belief import filter_view
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.map import CircleKind, WhitehallMap
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_SPECIAL,
    OVER,
    POLICE_MOVE,
    WMState,
)
from tests.whitehall.maps_for_tests import (
    crossroads_file,
    investigator_policy,
    jack_policy,
    new_game,
    play,
    police_turn,
    special_moves,
    street_moves,
)

# -- an independent reading of the facts ------------------------------------------------------


def facts(view: Mapping[str, Any]) -> tuple[int, int, list[tuple[str, frozenset[str]]],
                                            list[tuple[int, str, int]]]:
    """(start, track, moves as (tile or "move", blockers), sightings as (track, kind,
    circle)) of the current round, from a view."""
    moves = [(str(t) or "move", frozenset(b)) for _, t, b in view["moves"]]
    sights = [(int(s["move"]), str(s["kind"]), int(s["circle"])) for s in view["sightings"]]
    return int(view["reached"][-1]), int(view["track"]), moves, sights


def fits_sightings(path: tuple[int, ...] | list[int],
                   sights: list[tuple[int, str, int]], complete: bool) -> bool:
    """True if ``path`` (``p[0..k]``) agrees with every sighting it is long enough for
    (all of them if ``complete``)."""
    k = len(path) - 1
    for when, kind, c in sights:
        if kind == "nothing" and c in path[:when + 1]:
            return False
        if kind == "arrest_failed" and when <= k and path[when] == c:
            return False
        if kind == "clue" and (complete or when <= k) and c not in path[:when + 1]:
            return False
    return True


def step_targets(m: WhitehallMap, c: int, kind: str,
                 blockers: frozenset[str]) -> list[tuple[int, ...]]:
    """The circles one move of ``kind`` adds to a path ending on ``c``."""
    alley, boat = special_moves(m)
    if kind == "carriage":
        return [(v, d) for v in street_moves(m, c, frozenset())
                for d in street_moves(m, v, frozenset()) if d != c]
    if kind == "alley":
        return [(d,) for d in alley.get(c, ())]
    if kind == "boat":
        return [(d,) for d in boat.get(c, ())]
    return [(d,) for d in street_moves(m, c, blockers)]


def step_fits(m: WhitehallMap, c: int, step: list[int], kind: str,
              blockers: frozenset[str]) -> bool:
    """True if one move of ``kind`` from ``c`` can add ``step`` to the path."""
    alley, boat = special_moves(m)
    if kind == "carriage":
        v, d = step
        return (v in street_moves(m, c, frozenset()) and d != c
                and d in street_moves(m, v, frozenset()))
    (d,) = step
    if kind == "alley":
        return d in alley.get(c, ())
    if kind == "boat":
        return d in boat.get(c, ())
    return d in street_moves(m, c, blockers)


def fits(m: WhitehallMap, view: Mapping[str, Any], path: list[int]) -> bool:
    """True if ``path`` is one Jack could have walked this round, given the view."""
    start, track, moves, sights = facts(view)
    if len(path) != track + 1 or path[0] != start:
        return False
    i = 0
    for kind, blockers in moves:
        span = 2 if kind == "carriage" else 1
        if not step_fits(m, path[i], path[i + 1:i + 1 + span], kind, blockers):
            return False
        i += span
    return i == track and fits_sightings(path, sights, complete=True)


def all_paths(m: WhitehallMap, view: Mapping[str, Any], limit: int = 200_000,
              ) -> list[tuple[int, ...]]:
    """Every path that fits the view, by brute force (prefixes are dropped as soon as a
    sighting rules them out)."""
    start, _track, moves, sights = facts(view)
    paths: list[tuple[int, ...]] = [(start,)] if fits_sightings((start,), sights, False) else []
    for kind, blockers in moves:
        paths = [p + s for p in paths for s in step_targets(m, p[-1], kind, blockers)
                 if fits_sightings(p + s, sights, False)]
        assert len(paths) <= limit, "too many paths to enumerate"
    return [p for p in paths if fits_sightings(p, sights, True)]


# -- soundness ------------------------------------------------------------------------------------

TURNS = 10_000
CHUNKS = 5
JACKS = [jack_policy(), jack_policy(seek=0.7, special=0.2), jack_policy(seek=0.5, special=0.8)]
POLICE = [investigator_policy(arrest=0.2), investigator_policy(cheat=0.5, arrest=0.2)]


class SoundnessWatch:
    """After every move of Jack: the filter from seat 1's view holds Jack, a sampled path
    fits the facts; now and then, determinize is checked too."""

    def __init__(self, seed: int) -> None:
        self.turns = 0
        self.rng = Random(seed)
        self.kinds: set[str] = set()

    def after(self, st: WMState, actor: int, option: str, events: list[Any]) -> None:
        if actor != JACK or st.stage != POLICE_MOVE:
            return  # only right after a move of Jack (not a set-up or half-made choice)
        self.turns += 1
        self.kinds.add(st.moves_log[-1][1] or "move")
        view = GAME.view(st, 1)
        f = filter_view(st.map, view)
        possible = f.possible()
        assert st.jack_at in possible, (st.paths[-1], view["moves"], view["sightings"])
        path = f.sample_path(self.rng)
        assert len(path) == st.track + 1 and path[-1] in possible
        assert fits(st.map, view, path), (path, view["moves"], view["sightings"])
        if self.turns % 4 == 0:
            assert fits(st.map, view, st.paths[-1])  # the checker accepts the truth
        if self.turns % 16 == 0:
            check_determinize(st, 1 + self.turns % 3, self.rng)


def check_determinize(st: WMState, seat: int, rng: Random) -> WMState:
    """determinize(view of ``seat``) looks the same to that seat and is a sound guess."""
    view = GAME.view(st, seat)
    det = GAME.determinize(view, seat, rng)
    assert GAME.view(det, seat) == view
    m = st.map
    assert [m.circle(c).quadrant for c in det.scenes] == [1, 2, 3, 4]
    assert all(m.circle(c).kind is CircleKind.WHITE for c in det.scenes)
    assert set(st.reached) <= set(det.scenes)
    assert det.reached == st.reached and len(det.paths) == len(st.paths)
    assert [p[0] for p in det.paths] == [p[0] for p in st.paths]
    if st.reached:
        assert det.jack_at in filter_view(m, view).possible()
        assert fits(m, view, det.paths[-1])
    if st.stage != OVER and GAME.legal_actions(st)[0] != (JACK,):
        # an investigator decides: the same choices in the guessed world
        assert GAME.legal_actions(det) == GAME.legal_actions(st)
    return det


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_filter_is_sound(chunk: int) -> None:
    """Chunks 0-3 play on the bundled map, the last one on Crossroads (cramped: Jack is
    hemmed in and found often)."""
    watch = SoundnessWatch(chunk)
    index = chunk * 100_000
    where = crossroads_file() if chunk == CHUNKS - 1 else "gaslight"
    while watch.turns < TURNS // CHUNKS:
        st = GAME.setup({"map": where, "smoker": index % 3 == 0})
        play(st, Random(index), JACKS[index % len(JACKS)], POLICE[index // 3 % len(POLICE)],
             on_step=watch.after)
        index += 1
    assert watch.kinds == {"move", "carriage", "alley", "boat"}


# -- exactness on a small map -------------------------------------------------------------------


def assert_exact(st: WMState, samples: int = 0, rng: Random | None = None) -> set[int]:
    """The filter from seat 2's view equals brute force; sampled paths are among the
    enumerated ones (and, with ``samples``, reach every possible end)."""
    view = GAME.view(st, 2)
    f = filter_view(st.map, view)
    paths = all_paths(st.map, view)
    ends = {p[-1] for p in paths}
    assert f.possible() == ends
    assert st.jack_at in ends
    if samples:
        assert rng is not None
        drawn = [tuple(f.sample_path(rng)) for _ in range(samples)]
        assert set(drawn) <= set(paths)
        assert {p[-1] for p in drawn} == ends
    return ends


def test_exact_after_a_search_that_finds_nothing() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:10")
    # from 5 with investigators on i7, i9, i1: 6, 7, 9 or 10
    assert assert_exact(st) == {6, 7, 9, 10}
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    GAME.apply(st, 1, "search:6")
    GAME.apply(st, 1, "search:9")
    assert assert_exact(st) == {7, 10}
    GAME.apply(st, 1, "stop")


def test_exact_after_a_clue() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:6")
    police_turn(st)
    GAME.apply(st, JACK, "to:2")
    police_turn(st, moves=("i4", "stay", "stay"), acts=())
    before = assert_exact(st)
    GAME.apply(st, 1, "search:2")  # Jack is on 2: a clue
    after = assert_exact(st, samples=100, rng=Random(1))
    assert after < before and 2 in after


def test_exact_after_a_failed_arrest() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    GAME.apply(st, JACK, "to:9")
    police_turn(st)
    GAME.apply(st, JACK, "to:10")
    police_turn(st, moves=("i8", "stay", "stay"), acts=())
    before = assert_exact(st)
    GAME.apply(st, 1, "arrest:9")  # Jack was on 9, but not now
    after = assert_exact(st, samples=100, rng=Random(2))
    assert after == before - {9} and 10 in after


def test_exact_after_special_moves() -> None:
    st = new_game(police=("i7", "i9", "i1"))
    for option in ("to:9", "boat", "to:11", "carriage", "via:8", "to:6"):
        GAME.apply(st, JACK, option)
        if st.stage != JACK_SPECIAL:
            police_turn(st)
    GAME.apply(st, JACK, "alley")
    GAME.apply(st, JACK, "to:5")
    assert st.paths[-1] == [5, 9, 11, 8, 6, 5]
    police_turn(st, moves=("i8", "i6", "stay"), acts=("search:9", "search:8", "pass"))
    assert st.clues == [9, 8]
    ends = assert_exact(st, samples=200, rng=Random(3))
    assert 5 in ends


@pytest.mark.parametrize("seed", range(4))
def test_exact_in_random_games_on_crossroads(seed: int) -> None:
    """Random games on Crossroads (every sort of move), brute force after each move and
    each sighting while the round's paths are few enough to list."""
    checks = {"n": 0}

    def after(st: WMState, actor: int, option: str, events: list[Any]) -> None:
        if st.stage in (OVER, JACK_SPECIAL) or not st.reached or option.startswith("start"):
            return
        if st.track > 6 or (actor != JACK and not option.startswith(("search", "arrest"))):
            return
        rng = Random(checks["n"])
        assert_exact(st, samples=200 if checks["n"] % 10 == 0 else 0, rng=rng)
        checks["n"] += 1
        if checks["n"] % 5 == 0:
            check_determinize(st, 1 + checks["n"] % 3, rng)

    for game in range(12):
        rng = Random(1000 * seed + game)
        st = GAME.setup({"map": crossroads_file(), "smoker": game % 2 == 1})
        play(st, rng, jack_policy(seek=0.3, special=0.5),
             investigator_policy(cheat=0.4, arrest=0.15), on_step=after)
    assert checks["n"] >= 150


# -- determinize ------------------------------------------------------------------------------


def test_determinize_for_an_investigator() -> None:
    st = new_game(police=("i1", "i3", "i9"))
    GAME.apply(st, JACK, "to:7")
    police_turn(st)
    assert st.round == 2
    GAME.apply(st, JACK, "to:8")
    police_turn(st, moves=("stay", "i6", "stay"), acts=("pass", "search:4"))
    rng = Random(5)
    ends = set()
    for _ in range(40):
        det = check_determinize(st, 1, rng)
        assert det.scenes[3] == 7 and det.scenes[2] == 5  # the reached scenes are kept
        assert det.paths[0] == [5, 7] and det.paths[-1][0] == 7
        ends.add(det.jack_at)
    assert ends == filter_view(st.map, GAME.view(st, 1)).possible()


def test_determinize_for_jack_is_the_state() -> None:
    st = new_game()
    GAME.apply(st, JACK, "to:9")
    det = GAME.determinize(GAME.view(st, JACK), JACK, Random(0))
    assert GAME.state_hash(det) == GAME.state_hash(st)


def test_determinize_while_jack_chooses_scenes() -> None:
    """While Jack is still choosing, only as many scenes as he has chosen are guessed."""
    st = GAME.setup({"map": crossroads_file()})
    GAME.apply(st, JACK, "scene:1")
    view = GAME.view(st, 1)
    det = GAME.determinize(view, 1, Random(0))
    assert GAME.view(det, 1) == view
    assert GAME.legal_actions(det) == GAME.legal_actions(st)  # quadrant 2 is next

