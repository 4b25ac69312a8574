"""Game records: JSON round trips, clear load errors, replay to the same state hash,
atomic saves."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from random import Random
from typing import Any

import pytest

from eerie.core.agent import play_out
from eerie.core.decision import CHANCE
from eerie.core.game import Game
from eerie.core.record import FORMAT, FORMAT_VERSION, Record, RecordError, new_record, replay
from eerie.core.registry import game_ids, get_game

GAME_ID = "fearsome-floors"


class RandomAgent:
    """Picks a legal option uniformly with its own RNG (never looks at the view)."""

    name = "random"

    def choose(self, game: Game[Any], observe: Callable[[], dict[str, Any]],
               legal: Sequence[str], seat: int, rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


def play_record(seed: int, players: int = 2) -> tuple[Record, str]:
    """A finished random game as a record, and the final state hash."""
    game = get_game(GAME_ID)
    record = new_record(game, {"players": players})
    state = game.setup(record.config)
    result = play_out(game, state, [RandomAgent() for _ in range(players)], Random(seed))
    record.actions = list(result.actions)
    record.state_hash = game.state_hash(state)
    return record, record.state_hash


@pytest.fixture(scope="module")
def played() -> tuple[Record, str]:
    return play_record(seed=1)


# -- JSON -----------------------------------------------------------------------------------


def test_round_trip(played: tuple[Record, str]) -> None:
    record, _ = played
    record.meta = {"players": ["민지", "Ann"], "note": "x"}
    text = record.dumps()
    data = json.loads(text)
    assert data["format"] == FORMAT and data["format_version"] == FORMAT_VERSION
    assert data == record.to_json()
    again = Record.from_json(data)
    assert again == record
    assert again.dumps() == text
    # one action per line, for readable diffs
    assert text.count("\n") >= len(record.actions)
    assert "민지" in text  # not escaped
    record.meta = {}


def test_round_trip_without_actions_or_hash() -> None:
    record = Record(game=GAME_ID, config={"players": 3})
    data = json.loads(record.dumps())
    assert data["actions"] == []
    assert "state_hash" not in data and "meta" not in data
    assert Record.from_json(data) == record


def test_save_and_load(tmp_path: Path, played: tuple[Record, str]) -> None:
    record, _ = played
    path = tmp_path / "game.eerie.json"
    record.save(path)
    assert Record.load(path) == record
    assert not (tmp_path / "game.eerie.json.tmp").exists()
    record.save(str(path))  # overwriting works, str paths too
    assert Record.load(str(path)) == record


def test_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                        played: tuple[Record, str]) -> None:
    record, _ = played
    path = tmp_path / "g.json"
    path.write_text("old contents", encoding="utf-8")
    moves: list[tuple[str, str, str]] = []
    real_replace = Path.replace

    def spy(self: Path, target: Any) -> Path:
        # at the moment of the switch the complete new text sits in the .tmp file
        moves.append((self.name, Path(target).name, self.read_text(encoding="utf-8")))
        assert path.read_text(encoding="utf-8") == "old contents"
        return real_replace(self, target)

    monkeypatch.setattr(Path, "replace", spy)
    record.save(path)
    assert moves == [("g.json.tmp", "g.json", record.dumps())]
    assert path.read_text(encoding="utf-8") == record.dumps()

    # a crash while writing never touches the old file
    path.write_text("old contents", encoding="utf-8")

    def broken_sync(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("eerie.core.record.os.fsync", broken_sync)
    with pytest.raises(OSError):
        record.save(path)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old contents"


# -- load errors ----------------------------------------------------------------------------


def test_bad_json_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{\n "format": "eerie-record",\n "game": oops\n}\n', encoding="utf-8")
    with pytest.raises(RecordError, match=r"bad\.json:3:10: invalid JSON"):
        Record.load(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"cannot read .*nope\.json"):
        Record.load(tmp_path / "nope.json")


def test_binary_file_gives_record_error(tmp_path: Path) -> None:
    path = tmp_path / "bin.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError):
        Record.load(path)


def _valid() -> dict[str, Any]:
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "game": GAME_ID,
            "config": {"players": 2}, "actions": [[0, "fig:1"], [-1, "card:3"]]}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="chess-pgn"), "not an Eerie record.*chess-pgn"),
        (lambda d: d.pop("format"), "not an Eerie record.*None"),
        (lambda d: d.update(format_version=99), "unsupported record version 99"),
        (lambda d: d.pop("game"), "'game' is missing"),
        (lambda d: d.pop("config"), "'config' is missing"),
        (lambda d: d.pop("actions"), "'actions' is missing"),
        (lambda d: d.update(config="abc"), "'config' must be an object"),
        (lambda d: d["actions"].append([0]), r"action 3 is not \[actor, option\]: \[0\]"),
        (lambda d: d["actions"].insert(0, ["0", "x"]), "action 1 is not"),
        (lambda d: d["actions"].append([0, 5]), "action 3 is not"),
        (lambda d: d["actions"].append("0 fig:1"), "action 3 is not"),
        (lambda d: d["actions"].append([0, "a", "b"]), "action 3 is not"),
    ],
)
def test_malformed_records(change: Callable[[dict[str, Any]], Any], message: str) -> None:
    data = _valid()
    change(data)
    with pytest.raises(RecordError, match=message):
        Record.from_json(data)


def test_record_must_be_an_object() -> None:
    for data in ([1, 2], "x", None, 3):
        with pytest.raises(RecordError, match="JSON object"):
            Record.from_json(data)


@pytest.mark.parametrize("field,value", [("actions", 5), ("meta", 5)])
def test_wrong_field_types_give_record_error(field: str, value: Any) -> None:
    data = _valid()
    data[field] = value
    with pytest.raises(RecordError):
        Record.from_json(data)


def test_boolean_actor_is_rejected() -> None:
    data = _valid()
    data["actions"].append([True, "fig:1"])
    with pytest.raises(RecordError, match="action 3"):
        Record.from_json(data)


# -- replay ---------------------------------------------------------------------------------


def test_registry() -> None:
    assert GAME_ID in game_ids()
    assert get_game(GAME_ID).id == GAME_ID
    with pytest.raises(KeyError, match=r"unknown game 'go'; known games: .*fearsome-floors"):
        get_game("go")


def test_replay_reproduces_the_state_hash(played: tuple[Record, str]) -> None:
    record, final_hash = played
    assert len(record.actions) > 20
    assert any(actor == CHANCE for actor, _ in record.actions)
    game, state = replay(record)
    assert game.state_hash(state) == final_hash
    assert game.pending(state).is_over
    # through a file, too
    game2, state2 = replay(Record.from_json(json.loads(record.dumps())))
    assert game2.state_hash(state2) == final_hash


def test_same_seed_same_game_other_seed_other_game() -> None:
    a, ha = play_record(seed=5)
    b, hb = play_record(seed=5)
    c, _ = play_record(seed=6)
    assert a.actions == b.actions and ha == hb
    assert a.actions != c.actions


def test_replay_prefix(played: tuple[Record, str]) -> None:
    record, final_hash = played
    game, state = replay(record, upto=10)
    fresh = game.setup(record.config)
    for actor, option in record.actions[:10]:
        game.apply(fresh, actor, option)
    assert game.state_hash(state) == game.state_hash(fresh)
    assert game.state_hash(state) != final_hash
    _, start = replay(record, upto=0)
    assert game.state_hash(start) == game.state_hash(game.setup(record.config))


def test_tampered_action_names_the_action(played: tuple[Record, str]) -> None:
    record, _ = played
    k = next(i for i, (actor, _) in enumerate(record.actions) if actor == CHANCE and i > 5)
    tampered = Record.from_json(record.to_json())
    tampered.actions[k] = (CHANCE, "card:not-a-card")
    with pytest.raises(RecordError, match=rf"action {k + 1} \(-1, 'card:not-a-card'\) "
                                          "is not legal"):
        replay(tampered)
    # the wrong seat acting
    wrong_seat = Record.from_json(record.to_json())
    actor, option = wrong_seat.actions[0]
    wrong_seat.actions[0] = (1 - actor, option)
    with pytest.raises(RecordError, match=r"action 1 .*not legal"):
        replay(wrong_seat)
    # an action after the end of the game
    too_long = Record.from_json(record.to_json())
    too_long.actions.append((0, "stop"))
    with pytest.raises(RecordError, match=f"action {len(too_long.actions)} .*not legal"):
        replay(too_long)


def test_hash_mismatch(played: tuple[Record, str]) -> None:
    record, _ = played
    bad = Record.from_json(record.to_json())
    bad.state_hash = "0" * 64
    with pytest.raises(RecordError, match="state hash mismatch"):
        replay(bad)
    # a legal but different history replays fine but ends elsewhere
    cut = Record.from_json(record.to_json())
    cut.actions = cut.actions[:-3]
    with pytest.raises(RecordError, match="state hash mismatch"):
        replay(cut)


def test_replay_errors_for_unknown_game_and_bad_config() -> None:
    with pytest.raises(RecordError, match="unknown game 'nope'"):
        replay(Record(game="nope", config={}))
    with pytest.raises(RecordError, match="bad config"):
        replay(Record(game=GAME_ID, config={"players": 99}))


def test_new_record_normalises_the_config() -> None:
    game = get_game(GAME_ID)
    record = new_record(game, {"players": 3})
    assert record.config == game.normalize_config({"players": 3})
    assert record.engine_version == game.version
    assert record.content_version == game.content_version
    assert record.actions == [] and record.state_hash is None
