"""Game records: the config and every action, chance outcomes included.

A game is a pure function of its config and its actions, so a record is a complete
save file, a replay and a bug report at once::

    {"format": "eerie-record", "format_version": 1, "game": "my-game",
     "engine_version": "1", "content_version": "1", "config": {...},
     "actions": [[0, "take:2"], [1, "take:1"], [-1, "card:7"], ...],
     "state_hash": "..."}

``actor`` -1 is chance. ``state_hash`` (optional) is the hash after the last action;
:func:`replay` checks it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from eerie.core.config import ConfigError
from eerie.core.decision import IllegalAction
from eerie.core.errors import MessageError, english_text
from eerie.core.events import Logged
from eerie.core.game import Game
from eerie.core.reasons import json_reason, os_reason
from eerie.core.registry import game_ids, get_game
from eerie.core.text import Msg, msg

FORMAT = "eerie-record"
FORMAT_VERSION = 1


class RecordError(MessageError, ValueError):
    """A record that cannot be read or replayed; the message says where and why.
    ``str()`` is the English text (what the server and the logs show); :attr:`msg` says
    the same as a message of the core catalog (``record.err.*``), for people in their
    language."""

    @classmethod
    def of(cls, message: Msg) -> RecordError:
        """The error saying ``message``, its English text rendered from the catalog (for
        reasons that come from outside, :mod:`eerie.core.reasons`)."""
        return cls(english_text(message), message)


@dataclass(slots=True)
class Record:
    """A game's config and action list."""

    game: str
    config: dict[str, Any]
    actions: list[tuple[int, str]] = field(default_factory=list)
    engine_version: str = ""
    content_version: str = ""
    state_hash: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "engine_version": self.engine_version,
            "content_version": self.content_version,
            "config": self.config,
            "actions": [[a, o] for a, o in self.actions],
        }
        if self.state_hash is not None:
            out["state_hash"] = self.state_hash
        if self.meta:
            out["meta"] = self.meta
        return out

    def dumps(self) -> str:
        """The record as JSON text, one action per line for readable diffs."""
        data = self.to_json()
        actions = data.pop("actions")
        head = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
        lines = ",\n  ".join(json.dumps(a, ensure_ascii=False) for a in actions)
        return head[:-2] + ',\n "actions": [\n  ' + lines + "\n ]\n}\n" if actions else (
            head[:-2] + ',\n "actions": []\n}\n'
        )

    @staticmethod
    def from_json(data: Any) -> Record:
        """Read a record; :class:`RecordError` explains what is wrong."""
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object", msg("record.err.not_object"))
        if data.get("format") != FORMAT:
            found = repr(data.get("format"))
            raise RecordError(f"not an Eerie record (format is {found})",
                              msg("record.err.format", found=found))
        if data.get("format_version") != FORMAT_VERSION:
            found = repr(data.get("format_version"))
            raise RecordError(f"unsupported record version {found}",
                              msg("record.err.version", found=found))
        for key in ("game", "config", "actions"):
            if key not in data:
                raise RecordError(f"record field {key!r} is missing",
                                  msg("record.err.missing", field=repr(key)))
        game, config, raw = data["game"], data["config"], data["actions"]
        meta = data.get("meta", {})
        if not isinstance(game, str):
            raise RecordError("record field 'game' must be a string",
                              msg("record.err.field_kind", field="'game'", kind="string"))
        if not isinstance(config, dict):
            raise RecordError("record field 'config' must be an object",
                              msg("record.err.field_kind", field="'config'", kind="object"))
        if not isinstance(raw, list):
            raise RecordError("record field 'actions' must be a list",
                              msg("record.err.field_kind", field="'actions'", kind="list"))
        if not isinstance(meta, dict):
            raise RecordError("record field 'meta' must be an object",
                              msg("record.err.field_kind", field="'meta'", kind="object"))
        state_hash = data.get("state_hash")
        if state_hash is not None and not isinstance(state_hash, str):
            raise RecordError("record field 'state_hash' must be a string",
                              msg("record.err.field_kind", field="'state_hash'", kind="string"))
        actions: list[tuple[int, str]] = []
        for i, a in enumerate(raw):
            if (not isinstance(a, list) or len(a) != 2 or not isinstance(a[0], int)
                    or isinstance(a[0], bool) or not isinstance(a[1], str)):
                raise RecordError(f"action {i + 1} is not [actor, option]: {a!r}",
                                  msg("record.err.action_shape", n=i + 1, action=repr(a)))
            actions.append((a[0], a[1]))
        return Record(
            game=game,
            config=config,
            actions=actions,
            engine_version=str(data.get("engine_version", "")),
            content_version=str(data.get("content_version", "")),
            state_hash=state_hash,
            meta=dict(meta),
        )

    @staticmethod
    def load(path: str | Path) -> Record:
        """Read a record file."""
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as exc:
            raise RecordError.of(msg("record.err.cannot_read", file=str(p),
                                     reason=os_reason(exc))) from None
        except UnicodeDecodeError:
            raise RecordError(f"{p} is not a text (UTF-8) file",
                              msg("record.err.not_text", file=str(p))) from None
        return Record.loads(text, str(p))

    @staticmethod
    def loads(text: str, label: str = "record") -> Record:
        """Read a record from its JSON text; :class:`RecordError` explains what is wrong
        (``label`` names the text in the message: a file's path)."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            where = f"{label}:{exc.lineno}:{exc.colno}"
            raise RecordError.of(msg("record.err.json", where=where,
                                     reason=json_reason(exc))) from None
        except ValueError as exc:  # a number with more digits than Python reads
            raise RecordError.of(msg("record.err.json", where=label,
                                     reason=json_reason(exc))) from None
        except RecursionError:
            raise RecordError(f"{label}: invalid JSON: nested too deeply", msg(
                "record.err.json_deep", where=label)) from None
        return Record.from_json(data)

    def save(self, path: str | Path) -> None:
        """Write the record atomically (a crash never leaves half a file)."""
        p = Path(path)
        tmp = p.with_name(p.name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(self.dumps())
            fh.flush()
            os.fsync(fh.fileno())
        tmp.replace(p)


def new_record(game: Game[Any], config: dict[str, Any]) -> Record:
    """An empty record for a new game of ``game`` with a normalised ``config``."""
    return Record(
        game=game.id,
        config=game.normalize_config(config),
        engine_version=game.version,
        content_version=game.content_version,
    )


def replay(record: Record, upto: int | None = None) -> tuple[Game[Any], Any]:
    """Rebuild the state after the first ``upto`` actions (all by default).

    Raises :class:`RecordError` naming the first action that is not legal, or a state
    hash that does not match.
    """
    game, state, _ = replay_log(record, upto)
    return game, state


def replay_log(record: Record, upto: int | None = None
               ) -> tuple[Game[Any], Any, list[list[Logged]]]:
    """:func:`replay`, keeping the message log: the game, the state after the first
    ``upto`` actions, and the logged events of set-up (entry 0) and of each action
    (entry ``i`` for action ``i``), each placed in its round by the kernel's rule
    (:meth:`Game.apply_logged`). Drivers filter the events by audience."""
    try:
        game = get_game(record.game)
    except KeyError as exc:
        text, known = str(exc.args[0]), game_ids()
        raise RecordError(text, msg("record.err.unknown_game", game=repr(record.game),
                                    known=", ".join(known)) if known
                          else msg("cli.err.problem", text=text)) from None
    try:
        state, opening = game.start_logged(record.config)
    except ValueError as exc:
        why = exc.msg if isinstance(exc, ConfigError) else msg("cli.err.problem", text=str(exc))
        raise RecordError(f"bad config: {exc}", msg("record.err.bad_config", problem=why)
                          ) from None
    log: list[list[Logged]] = [opening]
    actions = record.actions if upto is None else record.actions[:upto]
    for i, (actor, option) in enumerate(actions):
        try:
            log.append(game.apply_logged(state, actor, option))
        except IllegalAction as exc:
            raise RecordError(
                f"action {i + 1} ({actor}, {option!r}) is not legal: {exc.reason.key}",
                msg("record.err.illegal", n=i + 1, actor=str(actor), option=repr(option),
                    reason=exc.reason.key)) from None
    if upto is None and record.state_hash is not None:
        got = game.state_hash(state)
        if got != record.state_hash:
            raise RecordError(
                f"state hash mismatch after replay: {got} != {record.state_hash}",
                msg("record.err.hash", got=got, want=record.state_hash))
    return game, state, log
