"""Random playouts of the tiny scenario: invariants hold and records replay exactly."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from eerie.core.record import Record, replay
from eerie.games.mansions.game import GAME
from eerie.games.mansions.state import MoMState
from tests.mansions.fixtures import content_data
from tests.mansions.packaged import random_moves

GAMES = 36
MAX_STEPS = 3000


def check_invariants(st: MoMState) -> None:
    content = content_data()
    for deck, pool, up_of, down_of in (
            ("damage", st.damage_pool, "damage_up", "damage_down"),
            ("horror", st.horror_pool, "horror_up", "horror_down")):
        copies = {c["id"]: c.get("copies", 1) for c in content[deck]}
        up = Counter(c for i in st.invs for c in getattr(i, up_of))
        for cid, n in copies.items():
            assert pool.get(cid, 0) + up[cid] == n, (deck, cid)
        assert all(v >= 0 for v in pool.values())
        down = sum(getattr(i, down_of) for i in st.invs)
        assert down <= sum(pool.values()), deck
    for inv in st.invs:
        assert inv.clues >= 0
        assert inv.damage_down >= 0 and inv.horror_down >= 0
        assert inv.actions >= 0 and inv.move_left >= 0
        if inv.eliminated:
            assert inv.space is None and not inv.items and not inv.spells
        else:
            assert inv.space in st.board.tile_spaces["hall"] | st.board.tile_spaces["yard"]
    for m in st.monsters:
        assert m.damage >= 0


def playout(path: str, seed: int, invs: list[str],
            seats: dict[str, int] | None = None) -> tuple[Record, MoMState]:
    rng = Random(seed)
    cfg: dict[str, object] = {"scenario": path, "investigators": invs}
    if seats is not None:
        cfg["seats"] = seats
    rec = Record(game=GAME.id, config=GAME.normalize_config(cfg),
                 engine_version=GAME.version, content_version=GAME.content_version)
    st = GAME.setup(rec.config)
    for actor, oid in random_moves(st, rng, MAX_STEPS, end_turn=0.15):
        rec.actions.append((actor, oid))
        check_invariants(st)
        clone = GAME.clone(st)
        assert GAME.state_hash(clone) == GAME.state_hash(st)
    rec.state_hash = GAME.state_hash(st)
    return rec, st


@pytest.mark.parametrize("chunk", range(4))
def test_random_playouts_keep_invariants_and_replay(tiny: str, chunk: int,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeded random games: no negative clues, card counts consistent, replay exact."""
    monkeypatch.setattr("eerie.core.registry.GAMES", {GAME.id: "eerie.games.mansions.game:GAME"})
    sets = [["ann", "bob"], ["cid", "dee", "eve"], ["ann", "bob", "cid", "dee", "eve"]]
    finished = 0
    for seed in range(chunk * GAMES // 4, (chunk + 1) * GAMES // 4):
        invs = sets[seed % 3]
        seats = {"ann": 0, "bob": 0} if seed % 6 == 0 else None
        rec, st = playout(tiny, seed, invs if seats is None else ["ann", "bob"], seats)
        finished += GAME.outcome(st) is not None
        for seat in range(GAME.num_seats(st)):
            GAME.view(st, seat)
        _, again = replay(Record.from_json(rec.to_json()))
        assert GAME.state_hash(again) == rec.state_hash
    assert finished >= 1
