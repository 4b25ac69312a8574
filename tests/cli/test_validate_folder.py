"""``eerie validate FOLDER``: every content file in it and below, by its format field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from eerie.cli.main import app

runner = CliRunner()
GAMES = Path(__file__).resolve().parents[2] / "src" / "eerie" / "games"


def test_a_folder_of_good_content_is_checked_file_by_file() -> None:
    folder = GAMES / "mansions" / "scenarios"
    result = runner.invoke(app, ["validate", str(folder)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert f"{folder / 'gulls_reach_light.json'}: ok" in lines
    assert f"{folder / 'vigil_at_corvin_lodge.json'}: ok" in lines
    assert lines[-1] == (f"{folder}: 2 content files checked, 0 with errors; "
                         "0 other .json files skipped")


def test_a_folder_is_searched_below_and_other_json_is_skipped(tmp_path: Path) -> None:
    shutil.copy(GAMES / "whitehall_mystery" / "maps" / "gaslight.json", tmp_path / "map.json")
    (tmp_path / "deep" / "er").mkdir(parents=True)
    broken = json.loads((GAMES / "whitehall_mystery" / "maps" / "gaslight.json").read_text())
    broken["circles"] = "none"
    (tmp_path / "deep" / "er" / "broken.json").write_text(json.dumps(broken))
    (tmp_path / "deep" / "bad_syntax.json").write_text("{nope")
    (tmp_path / "deep" / "en.json").write_text('{"a.key": "a text"}')     # a catalog
    (tmp_path / "notes.txt").write_text("not json at all")
    result = runner.invoke(app, ["validate", str(tmp_path)])
    assert result.exit_code == 1, result.output
    out = result.output
    assert f"{tmp_path / 'map.json'}: ok" in out
    assert f"{tmp_path / 'deep' / 'er' / 'broken.json'}: " in out
    assert f"{tmp_path / 'deep' / 'bad_syntax.json'}: line 1, column 2: invalid JSON" in out
    assert "/en.json" not in out and "notes.txt" not in out
    assert out.splitlines()[-1] == (f"{tmp_path}: 3 content files checked, 2 with errors; "
                                    "1 other .json file skipped")


def test_a_folder_without_content_fails(tmp_path: Path) -> None:
    (tmp_path / "en.json").write_text("{}")
    result = runner.invoke(app, ["validate", str(tmp_path)])
    assert result.exit_code == 1
    assert f"{tmp_path}: error: no Eerie content files in this folder" in result.output


def test_files_and_folders_mix(tmp_path: Path) -> None:
    scenario = GAMES / "mansions" / "scenarios" / "gulls_reach_light.json"
    result = runner.invoke(app, ["validate", str(scenario), str(GAMES / "whitehall_mystery")])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"{scenario}: ok"
    assert "2 content files checked, 0 with errors" in result.output  # map, ladder


def test_the_folder_count_is_in_the_language_asked_for() -> None:
    folder = GAMES / "mansions" / "scenarios"
    result = runner.invoke(app, ["validate", str(folder), "--lang", "ko"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        f"{folder}: 콘텐츠 파일 2개 검사, 그중 0개에 오류; 다른 .json 파일 0개는 건너뜀")
    result = runner.invoke(app, ["validate", str(folder), "--lang", "zh"])
    assert result.output.splitlines()[-1] == (
        f"{folder}：检查了 2 个内容文件，其中 0 个有错误；跳过了 0 个其他 .json 文件")
