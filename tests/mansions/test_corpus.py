"""The pinned Mansions corpus replays to the same state hashes (and covers the content).

``tests/mansions/data/corpus.json`` was written by :mod:`tests.mansions.corpus` with the
engine as it was before the scenario engine moved to ``eerie.script``. Every game is
replayed from its option ids (trusted applies: a diverging game shows in the hashes);
every checkpoint hash and the final hash must match. A game with a save in the middle of
a puzzle is saved there as a record (JSON text round trip, as the terminal saves),
resumed with :func:`eerie.core.record.replay` and continued from the resumed state.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from eerie.core.record import Record, new_record, replay
from eerie.games.mansions.game import GAME
from eerie.games.mansions.library import CONTENT_DIR, SCENARIO_DIR
from tests.mansions.corpus import PATH, Coverage, counting_steps, mid_puzzle, observe_events


@dataclass
class Replayed:
    """What replaying the corpus found."""

    coverage: Coverage
    mismatches: list[str] = field(default_factory=list)
    resumed: int = 0


def _corpus() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(PATH.read_text(encoding="utf-8"))
    return data


def _resume(cfg: dict[str, Any], actions: list[tuple[int, str]]) -> Any:
    """Save the game after ``actions`` as the terminal does and load it again."""
    rec = new_record(GAME, cfg)
    rec.actions = list(actions)
    _, st = replay(Record.from_json(json.loads(rec.dumps())))
    return st


def _replay_game(i: int, g: dict[str, Any], chars: int, out: Replayed) -> None:
    cfg = g["config"]
    st = GAME.setup(cfg)
    done: list[tuple[int, str]] = []
    for n, (actor, oid) in enumerate(g["actions"]):
        if n == g["save_at"]:
            assert mid_puzzle(st), f"game {i}: action {n} is not inside a puzzle"
            before = GAME.state_hash(st)
            st = _resume(cfg, done)
            out.resumed += 1
            if GAME.state_hash(st) != before:
                out.mismatches.append(f"game {i}: the resumed save differs at {n}")
                return
        if st.stack:
            out.coverage.frames[st.stack[-1]["k"]] += 1
        events = GAME.apply(st, actor, oid, trusted=True)
        observe_events(st, events, out.coverage)
        done.append((actor, oid))
        want = g["hashes"].get(str(n + 1))
        if want is not None and GAME.state_hash(st)[:chars] != want:
            out.mismatches.append(f"game {i} ({cfg['scenario']}, seed {g['seed']}): "
                                  f"hash differs after action {n + 1}")
            return
    if GAME.state_hash(st) != g["final"]:
        out.mismatches.append(f"game {i}: final hash differs")


@pytest.fixture(scope="module")
def replayed() -> Iterator[Replayed]:
    corpus = _corpus()
    out = Replayed(Coverage())
    with counting_steps(out.coverage):
        for i, g in enumerate(corpus["games"]):
            _replay_game(i, g, corpus["hash_chars"], out)
    yield out


def test_corpus_is_large_and_varied() -> None:
    games = _corpus()["games"]
    assert len(games) >= 60
    assert {g["config"]["scenario"] for g in games} == {
        "vigil_at_corvin_lodge", "gulls_reach_light"}
    assert {len(set(g["config"]["seats"].values())) for g in games} == {1, 2, 3, 4}
    assert {level for g in games for level in g["seats"]} == {"random", "heuristic"}
    assert sum(1 for g in games if g["save_at"] is not None) >= 20


def test_corpus_replays_to_the_pinned_hashes(replayed: Replayed) -> None:
    assert replayed.mismatches == []
    assert replayed.resumed >= 20


def _content_words() -> tuple[set[str], set[str]]:
    """The step kinds (``do``) and puzzle kinds the packaged content uses."""
    steps: set[str] = set()
    puzzles: set[str] = set()

    def walk(o: Any) -> None:
        if isinstance(o, dict):
            if isinstance(o.get("do"), str):
                steps.add(o["do"])
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    for f in [*SCENARIO_DIR.glob("*.json"), *CONTENT_DIR.glob("*.json")]:
        data = json.loads(f.read_text(encoding="utf-8"))
        walk(data)
        puzzles |= {p["kind"] for p in data.get("puzzles", [])}
    return steps, puzzles


def test_corpus_covers_every_step_and_puzzle_kind(replayed: Replayed) -> None:
    steps, puzzles = _content_words()
    cov = replayed.coverage
    assert steps - set(cov.steps) == set()
    assert puzzles <= set(cov.puzzles_solved)
    assert puzzles <= set(cov.puzzles_closed)  # left unsolved too
    assert {"victory", "defeat"} <= set(cov.results)
    assert {"turn", "test", "choice", "puzzle", "round", "trading"} <= set(cov.frames)


def test_a_game_that_diverges_is_caught() -> None:
    corpus = _corpus()
    game = next(g for g in corpus["games"] if g["save_at"] is not None)
    wrong = dict(game, hashes={k: "0" * corpus["hash_chars"] for k in game["hashes"]})
    out = Replayed(Coverage())
    _replay_game(0, wrong, corpus["hash_chars"], out)
    assert out.mismatches and "hash differs after action" in out.mismatches[0]
    out = Replayed(Coverage())
    _replay_game(0, dict(game, final="0"), corpus["hash_chars"], out)
    assert out.mismatches == ["game 0: final hash differs"] and out.resumed == 1
