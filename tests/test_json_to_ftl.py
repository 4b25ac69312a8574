"""tools/json_to_ftl.py: JSON catalogs written before Fluent convert mechanically and
merge into the .ftl files that are there, texts unchanged."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.catalogs import messages, render, variables

TOOL = Path(__file__).resolve().parents[1] / "tools" / "json_to_ftl.py"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("json_to_ftl", TOOL)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["json_to_ftl"] = module
    spec.loader.exec_module(module)
    return module


TEMPLATES = {
    "a.plain": "Plain text.",
    "a.field": "{who} moves {n} spaces.",
    "a.braces": "Use {{curly}} braces for {name}",
    "a.lines": "First line\n  indented\n\n[bracket] line\n*star and .dot",
    "a.spaces": "  padded  ",
    "a.empty": "",
    "ui.game.some-game": "Some game",
}


@pytest.mark.parametrize("key", sorted(TEMPLATES))
def test_a_template_reads_the_same_in_fluent(tool: ModuleType, key: str) -> None:
    template = TEMPLATES[key]
    source = tool.entry(key, template)
    ident = key.replace(".", "-")
    found = messages(source)
    assert list(found) == [ident]
    args = {"who": "Ada", "n": 3, "name": "x"}
    assert render("en", source, ident, {v: args[v] for v in variables(found[ident])}) == (
        template.format(**args))


def test_format_specs_are_refused(tool: ModuleType) -> None:
    for bad in ("{n:+d}", "{text[en]}", "{0}", "{}"):
        with pytest.raises(ValueError):
            tool.pattern(bad)


def test_merging_adds_only_new_messages(tool: ModuleType, tmp_path: Path) -> None:
    folder = tmp_path / "pkg" / "locales"
    folder.mkdir(parents=True)
    ftl = folder / "ko.ftl"
    ftl.write_text("# hand-written\nold = { $n ->\n    [0] 없음\n   *[other] { $n }개\n}\n",
                   encoding="utf-8")
    catalog = folder / "ko.json"
    catalog.write_text(json.dumps({"old": "{n}개", "new.key": "새 {name}"}), encoding="utf-8")
    out = io.StringIO()
    assert tool.convert([catalog], remove=True, out=out) == 1
    text = ftl.read_text("utf-8")
    assert text.startswith("# hand-written\nold = { $n ->")  # the .ftl text wins
    assert text.count("old =") == 1 and "new-key = 새 { $name }\n" in text
    assert "1 added, 1 already there" in out.getvalue()
    assert "differs, the .ftl's is kept: old" in out.getvalue()
    assert not catalog.exists()
    # running again adds nothing; the same text is not reported as different
    catalog.write_text(json.dumps({"new.key": "다른 말", "old": "{n}개"}), encoding="utf-8")
    out = io.StringIO()
    assert tool.convert([catalog], out=out) == 0
    assert ftl.read_text("utf-8") == text
    assert out.getvalue().endswith("kept: new-key, old\n")
    catalog.write_text(json.dumps({"new.key": "새 {name}"}), encoding="utf-8")
    out = io.StringIO()
    tool.convert([catalog], out=out)
    assert "differs" not in out.getvalue()


def test_every_json_catalog_is_found_and_none_is_left(tool: ModuleType) -> None:
    assert tool.json_catalogs() == []  # all converted; glossary.json is not a catalog
