"""What a person may type for one decision at the terminal.

An option may carry ``data["key"]``: a short text a person types to mean exactly that
option (a card value ``5``, a circle ``21``, a square ``c4``, a step ``n``). Keys are
unique within a decision and compared without regard to case.

* If any option of the decision has a key, the menu shows each option's key in place of
  its number (an option without a key is shown as ``#N``, its place in the list), typed
  text matches the keys first, and a plain number is never read as an option's place:
  places are typed as ``#N``. A card "5" or a circle "21" therefore always means that
  card or circle.
* Without keys, a number from 1 to the number of options picks the option at that place,
  as does ``#N``.
* An option's id is always accepted, and so is the square a step leads to
  (``data["to"]``) when exactly one option leads there.
* A line of several entries separated by spaces or commas (``n n e e``), or, when every
  keyed option has a one-character key, a run of such characters (``nnee``), is a *path*:
  the terminal makes its entries one after the other (see :meth:`Menu.path`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from eerie.core.decision import Option, Pending

COMPACT_AT = 24
"""A decision with more options than this, all of them keyed, is listed as a line of keys."""

_SEPARATORS = re.compile(r"[\s,]+")


def option_key(option: Option) -> str | None:
    """The key a person types for ``option`` (from ``data["key"]``), or None."""
    if option.data is None:
        return None
    key = option.data.get("key")
    return str(key) if key is not None and str(key) else None


@dataclass(frozen=True, slots=True)
class Menu:
    """The typed forms of one decision's options."""

    options: tuple[Option, ...]
    keys: dict[str, int]
    """Lower-cased key -> index of its option."""

    @staticmethod
    def of(pending: Pending) -> Menu:
        """The menu of ``pending``'s options."""
        keys: dict[str, int] = {}
        for i, opt in enumerate(pending.options):
            key = option_key(opt)
            if key is not None:
                keys.setdefault(key.lower(), i)
        return Menu(pending.options, keys)

    @property
    def keyed(self) -> bool:
        """True if some option has a key (plain numbers are then never places)."""
        return bool(self.keys)

    @property
    def compact(self) -> bool:
        """True if the options are listed as one wrapped line of keys."""
        return len(self.options) > COMPACT_AT and len(self.keys) == len(self.options)

    @property
    def one_char_keys(self) -> bool:
        """True if every key is one character long (``nnee`` is then a path)."""
        return self.keyed and all(len(k) == 1 for k in self.keys)

    def label(self, index: int) -> str:
        """What is shown before the option at ``index``: its key, ``#N`` or ``N``."""
        if not self.keyed:
            return str(index + 1)
        key = option_key(self.options[index])
        return key if key is not None else f"#{index + 1}"

    def match(self, typed: str) -> str | None:
        """The id of the option ``typed`` means, or None if it means none."""
        text = typed.strip()
        low = text.lower()
        if low in self.keys:
            return self.options[self.keys[low]].id
        place = low[1:] if low.startswith("#") else (None if self.keyed else low)
        if place is not None and place.isdigit() and 1 <= int(place) <= len(self.options):
            return self.options[int(place) - 1].id
        for opt in self.options:
            if opt.id == text:
                return opt.id
        same = [o.id for o in self.options if o.id.lower() == low]
        if len(same) == 1:
            return same[0]
        to = [o.id for o in self.options
              if o.data is not None and str(o.data.get("to", "")).lower() == low]
        return to[0] if len(to) == 1 else None

    def path(self, typed: str) -> list[str] | None:
        """``typed`` split into the entries of a path, or None if it is not one.

        Entries are separated by spaces or commas; a run of characters without
        separators is a path of one-character keys when every key of this decision has
        one character and the first character is one of them. A single entry is not a
        path.
        """
        text = typed.strip()
        if _SEPARATORS.search(text):
            parts = [p for p in _SEPARATORS.split(text) if p]
            return parts if len(parts) > 1 else None
        if len(text) > 1 and self.one_char_keys and text[0].lower() in self.keys:
            return list(text)
        return None
