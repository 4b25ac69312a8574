"""Message keys of the content's names and texts, built from ids in one place.

A family is a key prefix (``ah.space.``) followed by a content id; every member of
every family exists in each catalog (``tests/arkham/test_texts.py`` checks them all
from the packaged content).
"""

from __future__ import annotations

from eerie.core.text import Msg

FAMILIES: tuple[str, ...] = ("space", "nb", "inv", "mon", "asset", "skill", "token",
                             "headline", "event", "enc", "archive", "scenario", "ending",
                             "what", "anomaly", "cond", "cback")
"""The families of content keys (``ah.<family>.<id>``)."""


def name(family: str, ident: object) -> Msg:
    """The message of ``ident`` in ``family`` (``name("space", "chapel")``)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown text family {family!r}")
    return Msg("ah." + family + "." + str(ident))
