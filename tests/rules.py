"""The rule marker's helper: ``rule(where, topic)`` for the passages of one rulebook.

A rule test carries ``@pytest.mark.rule(game, where, topic)`` (``tests/conftest.py``);
``where`` is ``<rulebook file>:<place>``, the place being line numbers of the file in
``../shared/rulebooks/`` (``401-405, 1009-1017``) or a passage it names (``RR 24``: entry
24 of the rules reference; ``RB set-up 6``: step 6 of the rulebook's set-up).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest


def rulebook(game: str, book: str) -> Callable[[str, str], pytest.MarkDecorator]:
    """The marker factory of ``game``'s rulebook file ``book``: ``rule(place, topic)``."""
    def rule(place: str, topic: str) -> pytest.MarkDecorator:
        return pytest.mark.rule(game, f"{book}:{place}", topic)
    return rule
