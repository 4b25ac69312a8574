"""Problems of content files are messages: placed, translated, counted by level."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from eerie.core.problems import (
    Problem,
    at_line,
    error,
    format_place,
    loc_to_place,
    pydantic_problems,
    read_json,
    warning,
)
from eerie.core.text import Translator, msg


class _Step(BaseModel):
    model_config = ConfigDict(extra="forbid")
    do: Literal["say"]
    times: int = Field(ge=1)


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid")
    steps: list[_Step]
    name: str


def _problems(data: object) -> list[Problem]:
    try:
        _File.model_validate(data)
    except ValidationError as exc:
        return pydantic_problems(exc, data)
    return []


def test_places_follow_the_data() -> None:
    assert format_place(("events", 3, "steps", 2)) == "events[3].steps[2]"
    assert format_place(()) == "(top)"
    data = {"steps": [{"do": "say"}]}
    assert loc_to_place(("steps", 0, "say", "times"), data) == "steps[0].times"


def test_pydantic_errors_are_translated_with_their_place() -> None:
    data = {"steps": [{"do": "say", "times": 0, "loud": True}], "nmae": "x"}
    en = Translator("en")
    ko = Translator("ko")
    lines = sorted(p.render(en) for p in _problems(data))
    assert lines == [
        "name: required field is missing",
        "nmae: unknown field (not part of the format; a typo?)",
        "steps[0].loud: unknown field (not part of the format; a typo?)",
        "steps[0].times: must be at least 1 (found 0)",
    ]
    korean = sorted(p.render(ko) for p in _problems(data))
    assert "steps[0].times: 1 이상이어야 합니다 (실제 값 0)" in korean
    assert all("required" not in line and "must" not in line for line in korean)


def test_every_pydantic_kind_we_name_has_a_message_in_every_language() -> None:
    from eerie.core import problems

    kinds = set(problems._SIMPLE) | set(problems._WITH_CONTEXT) | {"found", "other"}
    for lang in ("en", "ko", "zh"):
        tr = Translator(lang)
        missing = [k for k in kinds if not tr.has(f"problem.pydantic.{k}")]
        assert missing == [], (lang, missing)


def test_levels_and_the_whole_file() -> None:
    tr = Translator("en")
    assert error("a.b", "problem.pydantic.missing").render(tr) == "a.b: required field is missing"
    assert warning("a", "problem.pydantic.missing").render(tr) == (
        "a: warning: required field is missing")
    assert Problem(None, msg("problem.read.too_deep")).render(tr) == (
        "invalid JSON: nested too deeply")
    assert Problem(at_line(2, 5), msg("problem.read.bad_json", reason="x")).render(
        Translator("ko")) == "2번째 줄 5번째 글자: 올바른 JSON이 아닙니다: x"


def test_reading_json_files(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text('{"a": 1}', encoding="utf-8")
    assert read_json(good) == ({"a": 1}, None)
    bad = tmp_path / "bad.json"
    bad.write_text('{"a": }', encoding="utf-8")
    data, problem = read_json(bad)
    assert data is None and problem is not None
    assert problem.render(Translator("en")).startswith("line 1, column 7: invalid JSON")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    assert read_json(binary)[1] == Problem(None, msg("problem.read.not_text"))
    assert read_json(tmp_path)[1] == Problem(None, msg("problem.read.is_folder"))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert read_json(deep)[1] == Problem(None, msg("problem.read.too_deep"))


@pytest.mark.parametrize("lang", ["en", "ko", "zh"])
def test_eerie_validate_prints_a_record_problem_in_the_language(tmp_path: Path,
                                                                 lang: str) -> None:
    from eerie.cli.validation import translator_for_checks, validate_path

    path = tmp_path / "r.json"
    path.write_text('{"format": "eerie-record"}', encoding="utf-8")
    (line,) = validate_path(path, tr=translator_for_checks(lang))
    assert ("unsupported record version" in line) == (lang == "en")
    unknown = tmp_path / "u.json"
    unknown.write_text('{"format": "eerie-nothing"}', encoding="utf-8")
    (line,) = validate_path(unknown, tr=translator_for_checks(lang))
    assert line.startswith("format") and "eerie-nothing" in line
