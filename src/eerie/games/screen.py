"""Drawing helpers the games' terminal renderers share: a grid of character cells with
styles (:class:`Canvas`) and a legend line of symbols and their words (:func:`legend`).

Nothing here knows a game; each game's ``render`` module draws its own board with them.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.cells import cell_len
from rich.text import Text


class Canvas:
    """Characters and styles on ``cols`` x ``rows`` cells.

    Labels (:meth:`label`) claim their cells: later :meth:`put` calls leave them alone,
    and :meth:`free` tells whether a label would fit. A wide (Korean, Chinese) character
    written with :meth:`write` fills two cells, the second holding ``""``."""

    def __init__(self, cols: int, rows: int) -> None:
        self.cols, self.rows = cols, rows
        self.chars = [[" "] * cols for _ in range(rows)]
        self.styles = [[""] * cols for _ in range(rows)]
        self.claimed = [[False] * cols for _ in range(rows)]

    def put(self, col: int, row: int, ch: str, style: str = "") -> None:
        """Draw one character (and its style, if given) unless a label holds the cell."""
        if 0 <= col < self.cols and 0 <= row < self.rows and not self.claimed[row][col]:
            self.chars[row][col] = ch
            if style:
                self.styles[row][col] = style

    def shade(self, col: int, row: int, style: str, ch: str | None = None) -> None:
        """Set a cell's style (and character), labels or not."""
        if 0 <= col < self.cols and 0 <= row < self.rows:
            self.styles[row][col] = style
            if ch is not None:
                self.chars[row][col] = ch

    def free(self, col: int, row: int, width: int, pad: int = 1) -> bool:
        """True if ``width`` cells from ``col`` (and ``pad`` cells either side) lie in the
        canvas and hold no label."""
        if not (0 <= row < self.rows and col >= 0 and col + width <= self.cols):
            return False
        lo, hi = max(0, col - pad), min(self.cols, col + width + pad)
        return not any(self.claimed[row][lo:hi])

    def label(self, col: int, row: int, text: str, style: str) -> None:
        """Write a one-cell-per-character label and claim its cells."""
        for k, ch in enumerate(text):
            if 0 <= col + k < self.cols and 0 <= row < self.rows:
                self.chars[row][col + k] = ch
                self.styles[row][col + k] = style
                self.claimed[row][col + k] = True

    def write(self, col: int, row: int, text: str, style: str, limit: int) -> int:
        """Write ``text`` from ``col``, cut before column ``limit``; the columns used."""
        used = 0
        for ch in text:
            width = cell_len(ch)
            if col + used + width > limit:
                break
            self.put(col + used, row, ch, style)
            if width == 2:
                self.put(col + used + 1, row, "", style)
            used += width
        return used

    def text(self, *, trim: bool = False) -> Text:
        """The canvas as rich text, one line per row (``trim``: without the blank,
        unstyled cells at the end of each row)."""
        out = Text(no_wrap=True, overflow="crop")
        for r in range(self.rows):
            end = self.cols
            if trim:
                end = 1 + max((c for c in range(self.cols)
                               if self.chars[r][c] not in (" ", "") or self.styles[r][c]),
                              default=-1)
            for c in range(end):
                out.append(self.chars[r][c], style=self.styles[r][c] or None)
            if r < self.rows - 1:
                out.append("\n")
        return out


def legend(items: Iterable[tuple[str, str, str]]) -> Text:
    """One wrapping line of ``(symbol, its style, its words)`` entries: the symbol as
    drawn, then the words dimmed."""
    out = Text(overflow="fold")
    for k, (sample, style, words) in enumerate(items):
        if k:
            out.append("   ")
        if sample:
            out.append(sample, style=style)
            out.append(" ")
        out.append(words, style="dim")
    return out
