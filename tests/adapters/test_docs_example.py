"""The researcher's example in docs/adapters.md runs as printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "adapters.md"
MARKER = "<!-- example: this block is run by tests/adapters/test_docs_example.py -->"


def example() -> str:
    """The fenced Python block right after the marker."""
    text = DOC.read_text("utf-8")
    assert MARKER in text, "the example's marker is missing from docs/adapters.md"
    found = re.match(r"\s*```python\n(.*?)```", text.split(MARKER, 1)[1], re.DOTALL)
    assert found is not None, "no ```python block after the marker"
    return found.group(1)


def test_the_researchers_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(example(), str(DOC), "exec"), {"__name__": "docs_example"})
    printed = capsys.readouterr().out.splitlines()
    assert len(printed[0]) == 64 and int(printed[0], 16) >= 0  # a state hash
    assert printed[1].startswith("fig:")
