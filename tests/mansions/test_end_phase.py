"""The investigators may end their phase early (the app's "end phase" button).

Rulebook, investigator phase: each investigator takes a turn of up to two actions and
may take fewer. ``end_phase`` lets the table stop there: every investigator who has not
had a turn takes an empty one (what happens at the end of a turn still happens), then
the mythos phase begins.
"""

from __future__ import annotations

from pathlib import Path

from eerie.games.mansions.game import GAME, load
from eerie.games.mansions.state import MYTHOS
from tests.mansions.fixtures import variant


def _setup(tmp_path: Path):  # type: ignore[no-untyped-def]
    path = variant(tmp_path / "s")
    st = GAME.setup({"scenario": path, "investigators": ["ann", "bob"]})
    load.cache_clear()
    return st


def test_end_phase_is_offered_with_the_turns(tmp_path: Path) -> None:
    st = _setup(tmp_path)
    ids = [o.id for o in GAME.pending(st).options]
    assert "end_phase" in ids and "turn:ann" in ids and "turn:bob" in ids


def test_end_phase_passes_the_remaining_turns_and_starts_the_mythos_phase(
        tmp_path: Path) -> None:
    st = _setup(tmp_path)
    actor = GAME.pending(st).actors[0]
    GAME.apply(st, actor, "turn:ann")
    GAME.apply(st, st.inv("ann").seat, "end_turn")
    assert "end_phase" in [o.id for o in GAME.pending(st).options]
    events = GAME.apply(st, st.inv("bob").seat, "end_phase")
    kinds = [e.kind for e in events]
    assert "mom.end_phase" in kinds
    # bob's turn began and ended without actions, then the mythos phase came
    assert kinds.index("mom.turn") < kinds.index("mom.turn_end")
    assert [e.data.get("investigator") for e in events if e.kind == "mom.turn_end"] == ["bob"]
    mythos = [i for i, e in enumerate(events)
              if e.kind == "mom.phase" and e.data.get("phase") == MYTHOS]
    assert mythos and mythos[0] > kinds.index("mom.turn_end")


def test_end_phase_at_once_skips_every_turn(tmp_path: Path) -> None:
    st = _setup(tmp_path)
    events = GAME.apply(st, GAME.pending(st).actors[0], "end_phase")
    ended = [e.data.get("investigator") for e in events if e.kind == "mom.turn_end"]
    assert sorted(ended) == ["ann", "bob"]
    assert any(e.kind == "mom.phase" for e in events)  # the mythos phase began
