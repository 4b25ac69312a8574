"""Usage errors (Typer's "No such option", "Missing argument", "Invalid value ...",
"Usage:" and "Try ... for help") are one line in the person's language."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.cli.usage import args_language

runner = CliRunner()

CASES = [
    # args, what the English line says
    (["play", "--bogus"], "eerie play has no option --bogus (eerie play --help lists"),
    (["play", "--tabel-dice"], "did you mean --no-table-dice, --table-dice?"),
    (["--bogus"], "eerie has no option --bogus"),
    (["bogus"], "eerie has no command “bogus” (eerie --help lists its commands)"),
    (["simulat"], "eerie has no command “simulat”; did you mean simulate?"),
    (["ff", "bogus"], "eerie ff has no command “bogus”"),
    (["play", "fearsome-floors", "--players", "abc"], "--players: “abc” is not a whole number"),
    (["simulate", "fearsome-floors", "-n", "1.5"], "--games: “1.5” is not a whole number"),
    (["serve", "--ai-budget", "x"], "--ai-budget: “x” is not a number"),
    (["play", "fearsome-floors", "--players"], "--players needs a value after it"),
    (["play", "--table-dice=3"], "--table-dice is a flag and takes no value"),
    (["simulate"], "eerie simulate needs GAME (eerie simulate --help says what to give)"),
    (["replay"], "eerie replay needs FILE"),
    (["version", "extra"], "eerie version takes nothing more, but was given: extra"),
]
TYPER_WORDS = ("No such", "Missing", "Invalid value", "Usage:", "Try ", "Got unexpected",
               "requires an argument", "does not take", "Error")
ERROR_PREFIXES = ("error: ", "오류: ", "错误：")
"""How an error line begins in English, Korean and Chinese (``cli.err.prefix``)."""
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}


def _line(args: list[str], env: dict[str, str]) -> str:
    result = runner.invoke(app, args, env={"LC_ALL": "", "LC_MESSAGES": "", **env},
                           prog_name="eerie")
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(ERROR_PREFIXES), result.output
    return lines[0]


@pytest.mark.parametrize("args, english", CASES, ids=[" ".join(c[0]) for c in CASES])
def test_a_usage_error_is_one_line_in_english(args: list[str], english: str) -> None:
    line = _line(args, {"LANG": "C"})
    assert english in line
    assert not any(word in line for word in TYPER_WORDS), line


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("args, english", CASES, ids=[" ".join(c[0]) for c in CASES])
def test_a_usage_error_is_in_the_language_of_the_environment(
        args: list[str], english: str, lang: str) -> None:
    env = {"ko": "ko_KR.UTF-8", "zh": "zh_CN.UTF-8"}[lang]
    line = _line(args, {"LANG": env})
    assert SCRIPT[lang].search(line), line
    assert english not in line
    assert not any(word in line for word in TYPER_WORDS), line


@pytest.mark.parametrize("flag", [["--lang", "ko"], ["-l", "ko"], ["--lang=ko"], ["-lko"]])
def test_lang_on_the_command_line_wins_over_the_environment(flag: list[str]) -> None:
    line = _line(["simulate", "fearsome-floors", "--games", "x", *flag], {"LANG": "zh_CN"})
    assert line == "오류: --games: “x”은(는) 정수가 아닙니다"


def test_the_language_of_a_command_line() -> None:
    env = {"LANG": "zh_CN.UTF-8"}
    assert args_language(["play", "--lang", "ko"], env) == "ko"
    assert args_language(["play", "--lang", "fr"], env) == "zh"       # not ours: the env's
    assert args_language(["play", "--", "--lang", "ko"], env) == "zh"  # after --: a value
    assert args_language(["play"], {}) == "en"


def test_no_arguments_still_show_the_help() -> None:
    result = runner.invoke(app, [])
    assert result.exit_code == 2
    assert "play" in result.output and "simulate" in result.output
