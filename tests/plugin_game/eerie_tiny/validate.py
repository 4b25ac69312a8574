"""The tiny game's one content format: a pile file (``{"format": "eerie-tiny-pile",
"stones": 7}``), checked by ``eerie validate`` through ``Game.file_validators``."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def check_pile(path: Path, data: Any) -> list[str]:
    """A pile holds a whole number of stones, at least one."""
    stones = data.get("stones")
    if type(stones) is not int or stones < 1:
        return [f"stones: a whole number of at least 1, not {stones!r}"]
    return []


FILE_VALIDATORS = {"eerie-tiny-pile": check_pile}
"""Format -> check."""
