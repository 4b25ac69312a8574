"""Rule references in the tests have one form, the ``rule`` marker (``tests/conftest.py``),
and fixtures come from ``conftest.py`` files, not from imports of other test modules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from eerie.core.registry import game_ids

TESTS = Path(__file__).parent
REFERENCE = re.compile(r"(RR|RB|Rules reference|Rulebook)\b")
"""How a docstring began when it named the rule it checks (now the marker's job)."""


def _modules() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text("utf-8"))) for p in sorted(TESTS.rglob("*.py"))]


def _tests(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in ast.walk(tree)
            if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]


def reference_docstrings(tree: ast.Module) -> list[str]:
    """Tests whose docstring starts with a rule reference instead of carrying the marker."""
    return [n.name for n in _tests(tree) if REFERENCE.match(ast.get_docstring(n) or "")]


def test_the_check_sees_a_reference_in_a_docstring() -> None:
    old = ast.parse('def test_a():\n    """RR 24: casting flips the spell."""\n'
                    'def test_b():\n    """Rules reference: Spells (24): the back."""\n'
                    'def test_c():\n    """A plain explanation (RR 24 is the marker\'s)."""\n')
    assert reference_docstrings(old) == ["test_a", "test_b"]


def test_no_test_names_its_rule_in_its_docstring() -> None:
    found = {str(p.relative_to(TESTS)): names for p, tree in _modules()
             if (names := reference_docstrings(tree))}
    assert found == {}, "use @rule(...) / @pytest.mark.rule(...) for the passage"


def test_markers_name_registered_games() -> None:
    games = set(game_ids())
    named: set[str] = set()
    for _, tree in _modules():
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call) or not call.args:
                continue
            f = ast.unparse(call.func)
            if f in ("pytest.mark.rule", "rulebook") and isinstance(call.args[0], ast.Constant):
                named.add(str(call.args[0].value))
    assert {"fearsome-floors", "whitehall-mystery", "mansions-of-madness"} <= named
    assert named <= games


def test_no_fixture_is_imported_from_another_test_module() -> None:
    fixtures: dict[str, set[str]] = {}
    for p, tree in _modules():
        if p.name != "conftest.py":
            mod = ".".join(p.relative_to(TESTS.parent).with_suffix("").parts)
            fixtures[mod] = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)
                             and any("fixture" in ast.unparse(d) for d in n.decorator_list)}
    imported = sorted(
        f"{p.relative_to(TESTS)}: {n.module}.{a.name}" for p, tree in _modules()
        for n in tree.body if isinstance(n, ast.ImportFrom) and n.module in fixtures
        for a in n.names if a.name in fixtures[n.module])
    assert imported == [], "move shared fixtures into a conftest.py"
