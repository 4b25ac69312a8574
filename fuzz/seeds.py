"""Seed inputs of each fuzz target, made from the packaged content and the test fixtures.

Seeds are made when asked (so they follow the content as it changes); the regression
inputs of crashes found and fixed are files under ``fuzz/corpus/<target>/``, read too.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from random import Random

from eerie.core.registry import game_ids, get_game
from eerie.testing.playouts import play, play_on

ROOT = Path(__file__).resolve().parent
REPO = ROOT.parent
CORPUS = ROOT / "corpus"
"""Committed inputs (regressions of fixed crashes), one folder per target."""


def _json(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def _package_files(package: str, folder: str) -> Iterator[bytes]:
    base = resources.files(package).joinpath(folder)
    for entry in sorted(base.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            yield entry.read_bytes()


def protocol_seeds() -> list[bytes]:
    """The messages of docs/server.md, and a few near misses."""
    messages: list[object] = [
        {"type": "hello", "token": "x" * 43, "events_seen": 0},
        {"type": "hello", "spectate": True, "events_seen": 0},
        {"type": "hello", "token": "abc", "events_seen": 40, "version": 17},
        {"type": "hello", "spectate": True, "full": True},
        {"type": "act", "seat": 2, "option": "to:41", "expect_version": 7, "id": 5},
        {"type": "act", "seat": -1, "option": "card:7", "id": "x"},
        {"type": "sync"}, {"type": "ping", "id": "x"}, {"type": "ping", "id": 3},
        {"type": "act", "seat": True, "option": ""}, [], "hello", None,
    ]
    return [json.dumps(m).encode() for m in messages] + [b"{", b"", b"{\"type\": 1e999}"]


def ffn_seeds() -> list[bytes]:
    """Fearsome Floors positions: the start of a game of every size, and positions of
    short seeded random games (figures on the board, the monster moving, placing)."""
    from eerie.games.fearsome_floors.notation import write

    game = get_game("fearsome-floors")
    out: list[bytes] = []
    for players in range(2, 8):
        for seed, steps in ((0, 0), (1, 25), (2, 80)):
            state = game.setup(game.normalize_config({"players": players}))
            play_on(game, state, steps, Random(seed))
            out.append(write(state).encode())
    return out


def record_seeds() -> list[bytes]:
    """A short seeded random game of every installed game, as a record."""
    out: list[bytes] = []
    for game_id in game_ids():
        game = get_game(game_id)
        out.append(play(game, {}, 0, 12).record().dumps().encode())
    return out


def whitehall_map_seeds() -> list[bytes]:
    """The packaged maps and the test maps."""
    out = list(_package_files("eerie.games.whitehall_mystery", "maps"))
    try:
        from tests.whitehall.tiny_maps import lane, tiny
    except ImportError:  # run outside a checkout: the packaged maps only
        return out
    return [*out, _json(tiny()), _json(lane())]


def mansions_seeds() -> list[bytes]:
    """The packaged scenarios and content, the small test fixtures and the broken files
    of the validator's tests."""
    out = list(_package_files("eerie.games.mansions", "scenarios"))
    out.extend(_package_files("eerie.games.mansions", "content"))
    fixtures = REPO / "tests" / "mansions" / "fixtures_small.json"
    if fixtures.is_file():
        out.extend(_json(v) for v in json.loads(fixtures.read_text("utf-8")).values())
    broken = REPO / "tests" / "mansions" / "broken"
    if broken.is_dir():
        out.extend(p.read_bytes() for p in sorted(broken.glob("*.json")))
    return out


SEEDS: dict[str, Callable[[], list[bytes]]] = {
    "protocol": protocol_seeds, "ffn": ffn_seeds, "record": record_seeds,
    "whitehall_map": whitehall_map_seeds, "mansions": mansions_seeds}
"""Each target's seed maker."""


def regressions(target: str) -> list[bytes]:
    """The committed inputs of ``target`` (crashes found and fixed)."""
    folder = CORPUS / target
    return [p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()] \
        if folder.is_dir() else []


def seeds(target: str) -> list[bytes]:
    """Every seed of ``target``: made from content and fixtures, then the regressions."""
    return SEEDS[target]() + regressions(target)
