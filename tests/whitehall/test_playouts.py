"""Random-playout property tests for Whitehall Mystery: invariants over seeded games.

Games are played on the bundled map and on Crossroads, with and without the optional
rules, by random investigators and several sorts of Jack. After every action the state
must satisfy the invariants below; at the end the game's record must replay to the same
state hash.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from eerie.core import registry
from eerie.core.record import new_record, replay
from eerie.games.whitehall_mystery.game import GAME
from eerie.games.whitehall_mystery.map import CircleKind
from eerie.games.whitehall_mystery.state import (
    JACK,
    JACK_MOVE,
    OVER,
    POLICE_MOVE,
    SCENES,
    WMState,
)
from tests.whitehall.maps_for_tests import (
    crossroads_file,
    investigator_policy,
    jack_policy,
    play,
    special_moves,
    street_moves,
)

GAMES = 200
CHUNK = 40
JACKS = [jack_policy(), jack_policy(seek=0.8, special=0.2), jack_policy(seek=0.4, special=0.7)]
POLICE = [investigator_policy(), investigator_policy(cheat=0.5, arrest=0.1)]


def config_for(index: int) -> dict[str, Any]:
    options = [{}, {"smoker": True}, {"jack_extra_alley": True},
               {"smoker": True, "jack_extra_alley": True}][index // 2 % 4]
    return {"map": crossroads_file() if index % 2 else "gaslight", **options}


class Invariants:
    """Checks one game after every action."""

    def __init__(self, st: WMState) -> None:
        self.tiles0 = dict(st.tiles)
        self.specials: dict[str, int] = {t: 0 for t in self.tiles0}
        self.last: tuple[int, str] = (-1, "")

    def after(self, st: WMState, actor: int, option: str, events: list[Any]) -> None:
        m = st.map
        self.last = (actor, option)
        # the hidden sheet
        if actor != JACK and option.startswith(("search:", "arrest:")):
            assert int(option.partition(":")[2]) in m.circles_at(st.police[actor - 1])
        if st.stage != SCENES:
            assert len(st.scenes) == 4
            assert [m.circle(c).quadrant for c in st.scenes] == [1, 2, 3, 4]
            assert all(m.circle(c).kind is CircleKind.WHITE for c in st.scenes)
        if not st.reached:
            return
        path = st.paths[-1]
        assert 0 <= st.track <= 15
        assert len(path) == st.track + 1 and path[0] == st.reached[len(st.paths) - 1]
        assert len(st.paths) == len(st.reached) - (st.stage == OVER and st.reason == "escaped")
        assert len(set(st.reached)) == len(st.reached) and set(st.reached) <= set(st.scenes)
        assert st.round == len(st.paths) <= 3
        for earlier, nxt in zip(st.paths, st.paths[1:], strict=False):
            assert earlier[-1] == nxt[0]
        # Jack's moves this round follow the rules
        if actor == JACK and st.stage == POLICE_MOVE:
            before, tile, blockers = st.moves_log[-1]
            start = path[before]
            step = path[before + 1:]
            if tile:
                self.specials[tile] += 1
                assert st.jack_at not in st.targets, "a special move ended on a scene"
                assert st.used[-1] == (st.track, tile)
            alley, boat = special_moves(m)
            if tile == "carriage":
                assert len(step) == 2 and step[1] != start
                assert step[0] in street_moves(m, start, frozenset())
                assert step[1] in street_moves(m, step[0], frozenset())
            elif tile == "alley":
                assert step[0] in alley[start]
            elif tile == "boat":
                assert step[0] in boat[start]
            else:
                assert len(step) == 1 and step[0] != start
                assert step[0] in street_moves(m, start, frozenset(blockers))
        for tile, n in self.specials.items():
            assert st.tiles[tile] == self.tiles0[tile] - n >= 0
        # investigators and the dog
        assert len(st.police) == 3 and len(set(st.police)) == 3
        if st.config["smoker"]:
            assert st.smoker and st.smoker not in st.police
        # clue markers only where Jack has been this round; every answer was true
        assert set(st.clues) <= set(path) and len(set(st.clues)) == len(st.clues)
        for s in st.sightings:
            seen = path[:s.move + 1]
            if s.kind == "clue":
                assert s.circle in seen and s.circle in st.clues
            elif s.kind == "nothing":
                assert s.circle not in seen
            else:
                assert s.kind == "arrest_failed" and path[s.move] != s.circle
        # the end
        if st.stage == OVER:
            if st.reason == "escaped":
                assert st.winner == "jack" and len(st.reached) == 4
            elif st.reason == "time":
                assert st.winner == "police" and st.track == 15 and st.jack_at not in st.targets
            elif st.reason == "arrest":
                assert self.last == (actor, f"arrest:{st.jack_at}") and actor != JACK
            else:
                assert st.reason == "cornered"
                probe = st.clone()
                probe.stage = JACK_MOVE
                assert GAME.legal_actions(probe)[1] == []


def play_checked(index: int) -> None:
    config = config_for(index)
    record = new_record(GAME, config)
    st = GAME.setup(record.config)
    inv = Invariants(st)
    rng = Random(50_000 + index)

    def after(s: WMState, actor: int, option: str, events: list[Any]) -> None:
        inv.after(s, actor, option, events)
        if index % 8 == 0 and s.stage != OVER:  # labels and ids agree
            assert GAME.pending(s).ids() == GAME.legal_actions(s)[1]

    record.actions = play(st, rng, JACKS[index % len(JACKS)], POLICE[index // 3 % len(POLICE)],
                          on_step=after)
    assert st.stage == OVER and GAME.outcome(st) is not None
    final = GAME.state_hash(st)
    if GAME.id in registry.GAMES:
        record.state_hash = final
        _game, again = replay(record)
    else:  # pragma: no cover - before the game is registered
        again = GAME.setup(record.config)
        for who, option in record.actions:
            GAME.apply(again, who, option)
    assert GAME.state_hash(again) == final


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_random_playouts_keep_invariants(chunk: int) -> None:
    for index in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        play_checked(index)


def test_every_ending_happens() -> None:
    """The seeded games above end in every way the rules allow (so the checks at the end
    are exercised): escape, time, arrest, cornered."""
    reasons = set()
    for index in range(0, 200):
        st = GAME.setup({"map": crossroads_file(), "smoker": True})
        play(st, Random(index), JACKS[index % 3], investigator_policy(cheat=0.3, arrest=0.3))
        reasons.add(st.reason)
    assert reasons == {"escaped", "time", "arrest", "cornered"}
