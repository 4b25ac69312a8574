"""``--help`` of ``eerie`` and of its commands in the person's language: the texts of the
``cli.doc.*`` messages (``eerie.cli.group.HELP_KEYS``), whose English is the code's own."""

from __future__ import annotations

import re
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from eerie.cli.group import HELP_KEYS, wrappable
from eerie.cli.main import app
from eerie.core.text import Translator, msg

runner = CliRunner()
SCRIPT = {"ko": re.compile("[\uac00-\ud7a3]"), "zh": re.compile("[\u4e00-\u9fff]")}
TRANSLATED = ("play", "simulate", "validate", "serve", "replay", "rules")
"""The commands whose every option has its help in the catalog."""


def _tree() -> tuple[Any, Any]:
    group = typer.main.get_command(app)
    return group, typer.Context(group, info_name="eerie")


def _norm(text: str) -> str:
    return " ".join(text.split())


def test_the_english_catalog_holds_the_code_s_own_help_texts() -> None:
    group, ctx = _tree()
    tr = Translator("en")
    pairs = [(f"{HELP_KEYS}.main", group.help)]
    for name, command in group.commands.items():
        key = f"{HELP_KEYS}.{name}"
        if tr.has(key):
            pairs.append((key, command.help))
        for param in command.get_params(ctx):
            for param_key in (f"{key}.{param.name}", f"{HELP_KEYS}.opt.{param.name}"):
                if tr.has(param_key):
                    pairs.append((param_key, param.help))
                    break
            else:
                assert name not in TRANSLATED or not param.help, (name, param.name)
    for key, text in pairs:
        assert _norm(tr(msg(key))) == _norm(text or ""), key
    assert len(pairs) > 40


@pytest.mark.parametrize("lang", ["ko", "zh"])
@pytest.mark.parametrize("path", [(), ("play",), ("simulate",), ("validate",), ("serve",),
                                  ("replay",), ("rules",)],
                         ids=lambda p: " ".join(p) or "eerie")
def test_help_is_in_the_language_asked_for(path: tuple[str, ...], lang: str) -> None:
    english = runner.invoke(app, [*path, "--help"], env={"COLUMNS": "200", "LANG": "C",
                                                         "LC_ALL": ""}).output
    env = {"COLUMNS": "200", "LC_ALL": "", "LANG": {"ko": "ko_KR.UTF-8", "zh": "zh_CN"}[lang]}
    result = runner.invoke(app, [*path, "--help"], env=env)
    assert result.exit_code == 0, result.output
    out = result.output
    group, ctx = _tree()
    command = group if not path else group.commands[path[0]]
    texts = [command.help.split("\n\n")[0]] + [
        p.help for p in command.get_params(ctx) if p.help]
    for text in texts:   # no English sentence of the code is left
        words = _norm(text)[:30]
        assert words in _norm(english), words
        assert words not in _norm(out), words
    assert SCRIPT[lang].search(out)


def test_lang_on_the_command_line_gives_the_help_its_language() -> None:
    out = runner.invoke(app, ["simulate", "--help", "--lang", "ko"],
                        env={"COLUMNS": "200", "LANG": "zh_CN"}).output
    assert "실행 전체의 시드." in out and "整个运行的种子" not in out


def test_chinese_clauses_can_be_wrapped() -> None:
    assert wrappable("玩家人数；用逗号隔开，并排报告。") == "玩家人数； 用逗号隔开， 并排报告。"
    assert wrappable("Seed, of it; all.") == "Seed, of it; all."
