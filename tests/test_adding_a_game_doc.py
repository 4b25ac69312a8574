"""``docs/adding-a-game.md`` stays true: the hooks it names are the Game contract's (all
of them, the required ones exactly), the files of its package layout exist in the toy
game, and the code it quotes is the toy's."""

from __future__ import annotations

import re
from pathlib import Path

from eerie.core.game import Game

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "adding-a-game.md").read_text("utf-8")
TOY = ROOT / "tests" / "toy_game"
SOURCES = [*TOY.rglob("*.py"), *TOY.rglob("*.ftl"), *TOY.rglob("*.toml"),
           ROOT / "tests" / "test_toy_game.py"]
INTERNAL = {"packages", "plugin_module", "package_part"}
"""Helpers of the plug-in hooks, named in the text rather than in a table."""


def _table_names(section: str) -> list[str]:
    """The names in the first column of the tables of a ``###`` section."""
    body = DOC.split(f"### {section}\n", 1)[1].split("\n#", 1)[0]
    return re.findall(r"^\| `([A-Za-z_]+)", body, flags=re.M)


def _contract() -> set[str]:
    return {n for n in dir(Game) if not n.startswith("__") and not n.startswith("_abc")
            and n != "_is_protocol"}


def test_every_hook_the_doc_names_exists() -> None:
    named = {n for s in ("Attributes", "Required methods", "Optional methods, with their "
                         "defaults", "Plug-in hooks") for n in _table_names(s)}
    assert named, "no tables found"
    assert named <= _contract(), sorted(named - _contract())


def test_the_required_methods_are_exactly_the_abstract_ones() -> None:
    assert set(_table_names("Required methods")) == set(Game.__abstractmethods__)


def test_the_doc_mentions_every_part_of_the_contract() -> None:
    missing = [n for n in sorted(_contract()) if f"`{n}" not in DOC]
    assert not missing, missing
    assert all(f"`{n}" in DOC for n in INTERNAL)


def test_the_package_layout_is_the_toys() -> None:
    layout = DOC.split("```text\n", 1)[1].split("```", 1)[0]
    files = re.findall(r"^\s+(\S+\.(?:py|json|ftl|toml|js))\b", layout, flags=re.M)
    assert len(files) >= 10
    for name in files:
        if name.startswith("locales/"):
            assert all((TOY / "eerie_cellar" / "locales" / f"{lang}.ftl").is_file()
                       for lang in ("en", "ko", "zh"))
        elif name.endswith("*.json"):
            assert list((TOY / "eerie_cellar" / "scenarios").glob("*.json"))
        else:
            assert (TOY / name).is_file() or (TOY / "eerie_cellar" / name).is_file(), name


def test_the_code_the_doc_quotes_is_the_toys() -> None:
    text = "\n".join(p.read_text("utf-8") for p in SOURCES)
    lines = {line.strip() for line in text.splitlines()}
    blocks = re.findall(r"```(?:python|toml|ftl)\n(.*?)```", DOC, flags=re.S)
    assert len(blocks) >= 10
    for block in blocks:
        for line in block.splitlines():
            quoted = line.strip()
            if quoted and "..." not in quoted:
                assert quoted in lines, f"the doc quotes a line the toy does not have: {line}"
