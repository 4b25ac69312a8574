"""Typer's own words (panel titles, ``Usage:``, ``[default: ...]``, ``[required]``, the
error box, "Try ... for help", "Aborted.") in the language of the command line, and
Typer's module constants restored after every invocation
(:mod:`eerie.cli.typer_text`); ``eerie --lang ko CMD`` is checked as CMD's own
``--lang``."""

from __future__ import annotations

from typing import Any

import pytest
import typer
from typer import rich_utils
from typer._click.exceptions import UsageError
from typer.testing import CliRunner

from eerie.cli.main import app
from eerie.cli.typer_text import CONSTANTS, typer_texts

runner = CliRunner()
ENV = {"COLUMNS": "200", "LANG": "C", "LC_ALL": "", "LC_MESSAGES": ""}
TYPER_ENGLISH = ("Usage:", "Arguments", "Options", "Commands", "[default:", "[required]")
TRANSLATED = {
    "ko": ("사용법:", "인수", "옵션", "명령", "[기본값: ", "[필수]"),
    "zh": ("用法:", "参数", "选项", "命令", "[默认: ", "[必填]"),
}
"""Typer's English words in --help and their Korean and Chinese, in the same order."""


def _help(args: list[str]) -> str:
    result = runner.invoke(app, args, env=ENV)
    assert result.exit_code == 0, result.output
    return result.output


def _saved() -> dict[str, Any]:
    return {name: getattr(rich_utils, name) for name in [*CONSTANTS, "highlighter"]}


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("path", [("replay",), ("simulate",), ("play",), ("validate",)],
                         ids=lambda p: " ".join(p))
def test_a_command_s_help_has_typer_s_words_in_the_language(
        path: tuple[str, ...], lang: str) -> None:
    english = _help([*path, "--help"])
    text = _help([*path, "--lang", lang, "--help"])
    shown = [(e, t) for e, t in zip(TYPER_ENGLISH, TRANSLATED[lang], strict=True)
             if e in english]
    assert len(shown) >= 3, english   # at least Usage:, Options and one more
    for _, translated in shown:
        assert translated in text, (translated, text)
    for word in TYPER_ENGLISH:
        assert word not in text, (word, text)


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("args", [["--lang", "{lang}", "--help"], ["ff", "--help"]],
                         ids=["eerie", "eerie ff"])
def test_a_group_s_help_has_its_commands_panel_in_the_language(
        args: list[str], lang: str) -> None:
    env = {**ENV, "LANG": {"ko": "ko_KR.UTF-8", "zh": "zh_CN.UTF-8"}[lang]}
    result = runner.invoke(app, [a.format(lang=lang) for a in args], env=env)
    assert result.exit_code == 0, result.output
    usage, commands = TRANSLATED[lang][0], TRANSLATED[lang][3]
    assert commands in result.output and usage in result.output
    for english in ("Usage:", "Options", "Commands"):
        assert english not in result.output, (english, result.output)


def test_english_help_keeps_typer_s_words() -> None:
    text = _help(["simulate", "--help"]) + _help(["--help"])
    for word in TYPER_ENGLISH:
        assert word in text, word


def test_typer_s_constants_are_restored_after_each_invocation() -> None:
    before = _saved()
    assert rich_utils.OPTIONS_PANEL_TITLE == "Options"
    _help(["replay", "--lang", "ko", "--help"])
    assert _saved() == before
    result = runner.invoke(app, ["replay", "--lang", "zh", "/nonexistent-eerie.json"],
                           env=ENV)
    assert result.exit_code == 2 and _saved() == before
    with pytest.raises(RuntimeError), typer_texts("ko"):
        assert rich_utils.ERRORS_PANEL_TITLE == "오류"
        assert rich_utils.DEFAULT_STRING == "[기본값: {}]"
        raise RuntimeError("the block ends by an exception")
    assert _saved() == before
    assert rich_utils.ERRORS_PANEL_TITLE == "Error"


def test_typer_s_error_box_and_abort_in_korean(capsys: pytest.CaptureFixture[str]) -> None:
    command = typer.main.get_command(app)
    with typer_texts("ko"):
        ctx = command.make_context("eerie", ["--lang", "ko", "version"])
        rich_utils.rich_format_error(UsageError("x", ctx))
        rich_utils.rich_abort_error()
    err = capsys.readouterr().err
    assert "오류" in err and "도움말은 'eerie --help'로 볼 수 있습니다." in err, err
    assert "중단했습니다." in err
    for english in ("Error", "Try ", "for help", "Aborted"):
        assert english not in err, (english, err)


def test_the_usage_word_is_highlighted_in_its_language() -> None:
    with typer_texts("zh"):
        text = rich_utils.highlighter("用法: eerie replay")
    assert any(span.style == "usage" for span in text.spans)


def test_lang_before_the_command_must_be_one_of_ours() -> None:
    result = runner.invoke(app, ["--lang", "xx", "version"], env=ENV)
    assert result.exit_code == 2 and "unknown language “xx”" in result.output


def test_the_games_list_is_in_the_language() -> None:
    result = runner.invoke(app, ["games", "--lang", "ko"], env=ENV)
    assert result.exit_code == 0, result.output
    first = result.output.splitlines()[0]
    assert "(AI 수준: " in first and "AI levels" not in result.output, first
