"""The tiny game's one content format: a pile file (``{"format": "eerie-tiny-pile",
"stones": 7}``), checked by ``eerie validate`` through ``Game.file_validators``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eerie.core.problems import Problem
from eerie.core.text import literal


def check_pile(path: Path, data: Any) -> list[Problem]:
    """A pile holds a whole number of stones, at least one (the game has no catalog: its
    texts are literal texts in the three languages)."""
    stones = data.get("stones")
    if type(stones) is not int or stones < 1:
        found = repr(stones)
        return [Problem("stones", literal({
            "en": f"a whole number of at least 1, not {found}",
            "ko": f"1 이상의 정수여야 합니다 ({found}은(는) 안 됩니다)",
            "zh": f"必须是不小于 1 的整数，不能是 {found}"}))]
    return []


FILE_VALIDATORS = {"eerie-tiny-pile": check_pile}
"""Format -> check."""
