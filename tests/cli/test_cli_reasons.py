"""The reasons the operating system and the JSON parser give reach the command line
translated (:mod:`eerie.core.reasons`): no English words in a Korean error line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app

runner = CliRunner()
ENV = {"COLUMNS": "200", "LANG": "C", "LC_ALL": "", "LC_MESSAGES": ""}
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


def _said(args: list[str], *names: str, code: int = 2) -> str:
    """The one line ``args`` print, without the paths and names given."""
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == code, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, result.output
    said = lines[0]
    for name in sorted(names, key=len, reverse=True):
        said = said.replace(name, "")
    return said


@pytest.mark.parametrize("args", [["--lang", "ko", "replay", "/nonexistent.json"],
                                  ["replay", "--lang", "ko", "/nonexistent.json"]],
                         ids=["eerie --lang ko replay", "eerie replay --lang ko"])
def test_a_missing_record_is_said_without_english_words(args: list[str]) -> None:
    said = _said(args, "/nonexistent.json")
    assert said == "오류: 을(를) 읽을 수 없습니다: 그런 파일이나 폴더가 없습니다", said
    assert not ENGLISH_WORD.search(said), said


def test_a_folder_given_as_a_record_in_chinese(tmp_path: Path) -> None:
    said = _said(["replay", "--lang", "zh", str(tmp_path)], str(tmp_path))
    assert said == "错误：无法读取 ：这是一个文件夹，不是文件", said


@pytest.mark.parametrize("text, reason", [
    ('{"a" 1}', "이름 뒤에 쌍점(:)이 와야 합니다"),
    ('{"a": 1,}', "큰따옴표로 감싼 이름이 와야 합니다"),
    ('"abc', "큰따옴표로 시작한 문자열이 끝나지 않습니다"),
    ("[1] 2", "JSON 값이 끝난 뒤에도 내용이 더 있습니다"),
], ids=["colon", "trailing comma", "unterminated", "extra data"])
def test_bad_json_in_a_record_is_said_in_korean(tmp_path: Path, text: str,
                                               reason: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    said = _said(["replay", "--lang", "ko", str(bad)], str(bad))
    assert said.endswith(f": 올바르지 않은 JSON입니다: {reason}"), said
    assert not ENGLISH_WORD.search(said.replace("JSON", "")), said   # (a name)


def test_a_save_file_the_system_refuses_is_said_in_korean() -> None:
    said = _said(["play", "fearsome-floors", "--players", "2", "--ai", "1,2", "--save",
                  "/proc/eerie-test.json", "--lang", "ko"], "/proc/eerie-test.json", "--save")
    assert said.startswith("오류: ") and said.endswith(": 그런 파일이나 폴더가 없습니다"), said
    assert not ENGLISH_WORD.search(said), said
