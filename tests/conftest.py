"""Shared test helpers.

Rule tests carry ``@pytest.mark.rule(game, where, topic)``, the one form of a rule
reference in the tests (``tests/test_rule_markers.py`` holds them to it): ``where`` points
into the rulebook in ``../shared/rulebooks/`` (``<file>:<lines>``, ``<file>:RR 24`` for an
entry of a rules reference, or a ruling in ``shared/rulings.md``), ``topic`` says in our
own words what the rule is. We never quote the rulebook. ``tests/rules.py`` builds the
marker for one rulebook (``rule = rulebook(game, book)``; Mansions' is
``tests.mansions.fixtures.rule``). Fixtures shared by a folder's tests live in its
``conftest.py``, never imported from another test module.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

# No test is timed (speed belongs in benchmarks/): hypothesis' per-example deadline
# would fail a property on a busy machine, so the suite's profile has none.
settings.register_profile("eerie", deadline=None)
settings.load_profile("eerie")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "rule(game, where, topic): the rulebook passage a test implements"
    )


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves made during tests go to a temporary folder, never the user's; the terminal's
    language is English unless a test says otherwise (it comes from LC_ALL, LC_MESSAGES,
    LANG)."""
    monkeypatch.setenv("EERIE_HOME", str(tmp_path_factory.mktemp("eerie-home")))
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
