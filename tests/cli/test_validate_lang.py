"""``eerie validate``'s own lines about each file (ok, unreadable, invalid JSON, unknown
format, a folder without content) are in the language asked for."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app

runner = CliRunner()
MAP = Path(__file__).resolve().parents[2] / "src/eerie/games/whitehall_mystery/maps/gaslight.json"
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}
ENGLISH = ("ok", "invalid JSON", "unknown content format", "expected", "cannot read",
           "not text", "no Eerie content files", "checked", "line 1, column 2")


def _folder(tmp_path: Path) -> Path:
    shutil.copy(MAP, tmp_path / "good.json")
    (tmp_path / "bad.json").write_text("{nope")
    (tmp_path / "odd.json").write_text('{"format": "eerie-nothing"}')
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00")
    (tmp_path / "empty").mkdir()
    return tmp_path


def test_the_lines_in_english(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    out = runner.invoke(app, ["validate", str(folder), str(folder / "empty"), "--lang",
                              "en"]).output
    assert f"{folder / 'good.json'}: ok" in out
    assert f"{folder / 'bad.json'}: line 1, column 2: invalid JSON: " in out
    assert f"{folder / 'binary.json'}: cannot read the file: it is not text (UTF-8)" in out
    assert (f"{folder / 'odd.json'}: format: unknown content format 'eerie-nothing' "
            "(expected eerie-") in out and " or eerie-record)" in out
    assert f"{folder / 'empty'}: error: no Eerie content files in this folder" in out


@pytest.mark.parametrize("lang, env", [("ko", {}), ("zh", {"LANG": "zh_CN.UTF-8"})])
def test_the_lines_in_korean_and_chinese(tmp_path: Path, lang: str, env: dict[str, str]
                                         ) -> None:
    folder = _folder(tmp_path)
    args = ["validate", str(folder), str(folder / "empty")] + (["--lang", lang] if not env
                                                                else [])
    result = runner.invoke(app, args, env={"LC_ALL": "", "LC_MESSAGES": "", **env})
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert len(lines) == 7, result.output    # 4 files, 2 counts, 1 folder without content
    for line in lines:
        own = line.replace(str(folder), "")   # the JSON parser's reason is translated too
        assert SCRIPT[lang].search(own), line
        assert not any(word in own for word in ENGLISH), line
    ok = {"ko": "이상 없음", "zh": "没有问题"}[lang]
    assert any(line.endswith(ok) and "good.json" in line for line in lines)
