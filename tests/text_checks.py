"""Helpers for tests of translated output: which English words a text still holds."""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = re.compile(r"[A-Za-z]{2,}")
_QUOTED = re.compile(r"'[^']*'")


def english_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of Latin letters in ``text`` (quoted values such as ``'noon'`` and the
    ``allowed`` words, ids and path parts, left out): for a translated text, none."""
    known = set(allowed)
    return [w for w in _WORD.findall(_QUOTED.sub("", text)) if w not in known]
