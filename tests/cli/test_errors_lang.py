"""The commands' own errors (``eerie.cli.common.fail``) are one line in the person's
language: ``--lang``, else the environment; the game options' errors too
(:class:`eerie.core.config.ConfigError`)."""

from __future__ import annotations

import ast
import pickle
import re
import sys
from itertools import pairwise
from pathlib import Path

import pytest
from typer.testing import CliRunner

import eerie.cli
from eerie.cli.main import app
from eerie.core.config import ConfigError
from eerie.core.record import Record, RecordError, new_record, replay
from eerie.core.registry import get_game
from eerie.core.text import Translator

runner = CliRunner()
LANGS = ("en", "ko", "zh")
ERROR_PREFIXES = ("error: ", "오류: ", "错误：")
"""How an error line begins in each of :data:`LANGS` (``cli.err.prefix``)."""
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}
FF = "fearsome-floors"

CASES = [
    # args, what the English line says
    (["play"], "which game? Give a GAME"),
    (["simulate", "nope"], "unknown game “nope”; known games:"),
    (["simulate", FF, "-n", "0"], "--games must be at least 1"),
    (["simulate", FF, "--agents", "bogus"], "unknown AI level “bogus”; choose from"),
    (["simulate", FF, "--agents", ",".join(["random"] * 8)],
     "8 agents given for 4 seats"),
    (["simulate", FF, "--players", "2,x"], "is not a number of players"),
    (["simulate", FF, "--json", "/nonexistent-eerie/x.json"], "the folder /nonexistent-eerie"),
    (["play", FF, "--ai", "9"], "--ai: seat 9 does not exist (seats are 1 to"),
    (["play", FF, "--investigators", ","], "--investigators needs at least one"),
    (["play", FF, "-o", "players"], "is not name=value"),
    (["play", FF, "-o", "players=9"], "players must be a whole number from 2 to 7, not 9"),
    (["play", FF, "-o", "players=four"], "--option players: “four” is not a whole number"),
    (["play", FF, "-o", "colour=red"], "unknown option: colour (options: players"),
    (["play", FF, "-o", "variant=hard"], "variant must be one of"),
]


def _line(args: list[str], env: dict[str, str]) -> str:
    result = runner.invoke(app, args, env={"LC_ALL": "", "LC_MESSAGES": "", **env},
                           prog_name="eerie")
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert result.exit_code == 2, result.output
    assert len(lines) == 1 and lines[0].startswith(ERROR_PREFIXES), result.output
    return lines[0]


@pytest.mark.parametrize("args, english", CASES, ids=[" ".join(c[0][:4]) for c in CASES])
def test_an_error_is_in_english_by_default(args: list[str], english: str) -> None:
    assert english in _line(args, {"LANG": "C"})


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("args, english", CASES, ids=[" ".join(c[0][:4]) for c in CASES])
def test_an_error_is_in_the_language_asked_for(args: list[str], english: str,
                                               lang: str) -> None:
    line = _line([*args, "--lang", lang], {"LANG": "C"})
    assert SCRIPT[lang].search(line), line
    assert english not in line
    given = " ".join(args)   # no English sentence is left (names given may stay)
    words = [w for w in re.findall(r"\b[a-z]{3,}\b", english) if w not in given]
    assert not any(f"{a} {b}" in line for a, b in pairwise(words)), line


def test_the_environment_s_language_is_used_without_lang() -> None:
    assert _line(["simulate", FF, "-n", "0"], {"LANG": "zh_CN.UTF-8"}) == \
        "错误：--games 至少为 1"
    assert _line(["simulate", FF, "-n", "0", "-l", "ko"], {"LANG": "zh_CN.UTF-8"}) == \
        "오류: --games은(는) 1 이상이어야 합니다"


@pytest.mark.parametrize("lang, text", [("en", "is a folder, not a file"),
                                        ("ko", "파일이 아니라 폴더입니다"),
                                        ("zh", "这是文件夹，不是文件")])
def test_a_save_file_that_is_a_folder_is_said_in_the_language(
        tmp_path: Path, lang: str, text: str) -> None:
    line = _line(["play", FF, "--players", "2", "--ai", "1,2", "--save", str(tmp_path),
                  "-l", lang], {"LANG": "C"})
    prefix = ERROR_PREFIXES[LANGS.index(lang)]
    assert line.startswith(f"{prefix}--save {tmp_path}") and line.endswith(text), line


SERVE_CASES = [
    # args, what the English line says (serve has no --lang: the environment's is used)
    (["serve", "--log-level", "nope"], "--log-level 'nope': choose one of debug"),
    (["serve", "--port", "99999"], "--port 99999: a port is a number from 1 to 65535"),
    (["serve", "--ai-iterations", "0"], "--ai-iterations 0: a search needs at least 1"),
    (["serve", "--creates-burst", "0"], "each person needs to create at least one table"),
    (["serve", "--workers", "2"], "several workers share their tables through Redis"),
    (["serve", "--allow-origin", "localhost:5173"], "an origin is scheme://host[:port]"),
    (["serve", "--db", "::"], "is not a database URL (such as sqlite:///games.db"),
]


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
@pytest.mark.parametrize("args, english", SERVE_CASES,
                         ids=[" ".join(c[0][:3]) for c in SERVE_CASES])
def test_a_serve_error_is_in_the_environment_s_language(args: list[str], english: str,
                                                        lang: str) -> None:
    line = _line(args, {"LANG": {"en": "C", "ko": "ko_KR.UTF-8", "zh": "zh_CN.UTF-8"}[lang]})
    if lang == "en":
        assert english in line, line
        return
    assert SCRIPT[lang].search(line), line
    assert english not in line
    given = " ".join(args)
    words = [w for w in re.findall(r"\b[a-z]{3,}\b", english) if w not in given]
    assert not any(f"{a} {b}" in line for a, b in pairwise(words)), line


def _fail_calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == "fail"]


def test_every_fail_of_the_commands_gives_a_catalog_message() -> None:
    folder = Path(eerie.cli.__file__).parent
    en = Translator("en")
    files = [folder / "main.py", folder / "common.py",
             folder.parent / "server" / "command.py"]
    calls = [c for path in files for c in _fail_calls(path)]
    assert len(calls) > 50
    for call in calls:
        first = call.args[0]
        where = f"line {call.lineno}"
        assert isinstance(first, ast.Call) and isinstance(first.func, ast.Name), where
        assert first.func.id in ("msg", "problem"), where  # never a bare text
        if first.func.id == "msg":
            key = first.args[0]
            assert isinstance(key, ast.Constant) and isinstance(key.value, str), where
            assert key.value.startswith("cli.err."), where
            assert en.has(key.value), key.value


def test_a_config_error_keeps_its_english_text_and_carries_a_message() -> None:
    schema = get_game(FF).config_schema()
    with pytest.raises(ConfigError) as caught:
        schema.normalize({"players": 9})
    exc = caught.value
    assert str(exc) == "players must be a whole number from 2 to 7, not 9"
    assert Translator("en")(exc.msg) == str(exc)
    assert Translator("ko")(exc.msg) == "players은(는) 2에서 7 사이의 정수여야 합니다. 주어진 값: 9"
    again = pickle.loads(pickle.dumps(exc))   # crosses process boundaries intact
    assert str(again) == str(exc) and again.msg == exc.msg


def test_a_config_error_s_english_message_is_its_text() -> None:
    schema = get_game(FF).config_schema()
    en = Translator("en")
    # (unknown options are the exception: the catalog says "option" or "options")
    for bad in ({"variant": "hard"}, {"players": "x"}, {"start": 99}, {"layout": 5},
                {"prey3": 3}):
        with pytest.raises(ConfigError) as caught:
            schema.normalize(bad)
        assert en(caught.value.msg) == str(caught.value)


MOM = "mansions-of-madness"
BET = "betrayal-at-house-on-the-hill"
GAME_CONFIG_CASES = [
    # game, config, the English text
    (BET, {"players": 3, "explorers": ["dorothea", "ivo"]}, "3 players need 3 explorers, not 2"),
    (MOM, {"investigators": ["nobody"]}, "unknown investigator(s): nobody (choose among"),
    (MOM, {"players": 3, "investigators": ["ambrose_quill"]},
     "3 players need 3 investigators, not 1"),
    (MOM, {"investigators": ["ambrose_quill"], "seats": {"ambrose_quill": 0}},
     "a one-person game needs two investigators"),
    (MOM, {"investigators": ["ambrose_quill", "declan_ashby"],
           "seats": {"ambrose_quill": 0, "declan_ashby": 2}}, "seats must be numbered 0, 1, 2"),
    (MOM, {"scenario": "/nonexistent-eerie/s.json"}, "scenario '/nonexistent-eerie/s.json': "),
    ("whitehall-mystery", {"map": "/nonexistent-eerie/m.json"},
     "map '/nonexistent-eerie/m.json': "),
]


@pytest.mark.parametrize("game_id, config, english", GAME_CONFIG_CASES,
                         ids=[f"{c[0][:8]} {c[2][:20]}" for c in GAME_CONFIG_CASES])
def test_a_game_s_config_check_carries_a_message_of_its_catalog(
        game_id: str, config: dict[str, object], english: str) -> None:
    game = get_game(game_id)
    with pytest.raises(ConfigError) as caught:
        game.normalize_config(config)
    exc = caught.value
    assert str(exc).startswith(english), str(exc)
    assert exc.msg.key.startswith(("bet.err.", "mom.err.", "wm.err.")), exc.msg.key
    pkgs = ("eerie", game.locale_package)
    assert Translator("en", pkgs)(exc.msg) == str(exc)
    for lang in ("ko", "zh"):
        text = Translator(lang, pkgs)(exc.msg)
        assert SCRIPT[lang].search(text), text
        assert english not in text and not text.startswith(english[:8]), text


def test_two_sides_of_one_character_card_are_said_in_korean() -> None:
    from eerie.games.betrayal.schema import content
    by_card: dict[str, list[str]] = {}
    for eid, explorer in content().explorers.items():
        by_card.setdefault(explorer.card, []).append(eid)
    pair, other = [ids for ids in by_card.values() if len(ids) > 1][:2]
    game = get_game(BET)
    with pytest.raises(ConfigError) as caught:
        game.normalize_config({"players": 3, "explorers": [*pair[:2], other[0]]})
    exc = caught.value
    assert str(exc) == "two explorers of the same character card"
    assert Translator("ko", ("eerie", game.locale_package))(exc.msg) == \
        "두 탐험가가 같은 캐릭터 카드에 속합니다"


def test_a_game_s_config_error_is_one_line_in_korean_on_the_command_line() -> None:
    line = _line(["play", MOM, "--investigators", "nobody", "--lang", "ko"], {"LANG": "C"})
    assert line.startswith("오류: 알 수 없는 조사자: nobody"), line


RECORD_CASES = [
    # a record's JSON text, the English text
    ("[]", "a record is a JSON object"),
    ('{"format": "x"}', "not an Eerie record (format is 'x')"),
    ("{", "record:1:2: invalid JSON: a name in double quotes was expected"),
    ("1" * 5000, "record: invalid JSON: a number has too many digits"),
    ('{"format": "eerie-record", "format_version": 1, "game": 3, "config": {}, "actions": []}',
     "record field 'game' must be a string"),
    ('{"format": "eerie-record", "format_version": 1, "game": "x", "config": [], "actions": []}',
     "record field 'config' must be an object"),
    ('{"format": "eerie-record", "format_version": 1, "game": "x", "config": {}, "actions": [1]}',
     "action 1 is not [actor, option]: 1"),
]


@pytest.mark.parametrize("text, english", RECORD_CASES, ids=[c[1][:24] for c in RECORD_CASES])
def test_a_record_error_keeps_its_english_text_and_carries_a_message(
        text: str, english: str) -> None:
    with pytest.raises(RecordError) as caught:
        Record.loads(text)
    exc = caught.value
    assert str(exc).startswith(english), str(exc)
    assert exc.msg.key.startswith("record.err."), exc.msg.key
    assert Translator("en")(exc.msg) == str(exc)
    for lang in ("ko", "zh"):
        line = Translator(lang)(exc.msg)
        assert SCRIPT[lang].search(line) and english not in line, line
    again = pickle.loads(pickle.dumps(exc))
    assert str(again) == str(exc) and again.msg == exc.msg


def test_a_replay_s_errors_carry_messages(tmp_path: Path) -> None:
    game = get_game(FF)
    record = new_record(game, {"players": 2})
    record.actions.append((0, "no-such-option"))
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert caught.value.msg.key == "record.err.illegal"
    assert Translator("en")(caught.value.msg) == str(caught.value)
    assert "번째 동작" in Translator("ko")(caught.value.msg)
    record = Record(game="nope", config={})
    with pytest.raises(RecordError) as caught:
        replay(record)
    assert Translator("en")(caught.value.msg) == str(caught.value)
    assert Translator("zh")(caught.value.msg).startswith("未知的游戏 'nope'；已知的游戏：")


def test_an_unreadable_record_is_said_in_korean_on_the_command_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    line = _line(["replay", str(bad), "--lang", "ko"], {"LANG": "C"})
    assert line == "오류: 기록은 JSON 객체여야 합니다", line


def _sim_errors() -> list[Exception]:
    from eerie.sim.backends import BackendError, _task_error, make_backend
    out: list[Exception] = [_task_error(RuntimeError("boom")),
                            _task_error(ModuleNotFoundError("No module named 'eerie'"))]
    for args in (("nope",), ("local", 0), ("local", 1, "10.0.0.1:6379")):
        with pytest.raises(BackendError) as caught:
            make_backend(*args)   # type: ignore[arg-type]
        out.append(caught.value)
    return out


def test_a_simulation_error_keeps_its_english_text_and_carries_a_message() -> None:
    errors = _sim_errors()
    assert [str(e) for e in errors] == [
        "a Ray task failed: boom",
        "a Ray task failed: No module named 'eerie' (is eerie installed on every node of "
        "the cluster?)",
        "unknown backend 'nope'; choose one of local, ray",
        "workers must be at least 1",
        "an address is only for the ray backend (--backend ray)"]
    en, ko, zh = Translator("en"), Translator("ko"), Translator("zh")
    for exc in errors:
        assert en(exc.msg) == str(exc)   # type: ignore[attr-defined]
        assert SCRIPT["ko"].search(ko(exc.msg)), ko(exc.msg)   # type: ignore[attr-defined]
        assert SCRIPT["zh"].search(zh(exc.msg)), zh(exc.msg)   # type: ignore[attr-defined]
        again = pickle.loads(pickle.dumps(exc))
        assert str(again) == str(exc) and again.msg == exc.msg   # type: ignore[attr-defined]
    assert ko(errors[3].msg) == "워커 수는 1 이상이어야 합니다"   # type: ignore[attr-defined]


def test_a_report_error_carries_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    from eerie.sim.html_report import ReportError, require_matplotlib
    monkeypatch.setitem(sys.modules, "matplotlib", None)   # as if it were not installed
    with pytest.raises(ReportError) as caught:
        require_matplotlib()
    exc = caught.value
    assert str(exc).startswith("the HTML report needs matplotlib, which cannot be imported")
    assert Translator("en")(exc.msg) == str(exc)
    assert Translator("ko")(exc.msg).startswith("HTML 보고서에는 matplotlib이 필요한데")
