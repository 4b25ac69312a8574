"""Seat tokens: the secret that lets a person play their seats.

A token is 32 random bytes in URL-safe base64. The database keeps only its SHA-256
(tokens are random, so a plain hash is enough; no password hashing needed), and a token
is checked against every hand of a table with a constant-time comparison.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence

TOKEN_BYTES = 32
MAX_TOKEN_CHARS = 128


def new_token() -> str:
    """A fresh random token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_table_id() -> str:
    """A fresh public table id (random, so ids cannot be enumerated)."""
    return secrets.token_urlsafe(9)


def hash_token(token: str) -> str:
    """The hex SHA-256 of a token, as stored."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def find_hand(token: str, hand_hashes: Sequence[str | None]) -> int | None:
    """The index of the hand whose stored hash matches ``token``, or None.

    Every hash is compared in constant time, whichever matches.
    """
    if not token or len(token) > MAX_TOKEN_CHARS:
        return None
    given = hash_token(token).encode("ascii")
    found: int | None = None
    for i, stored in enumerate(hand_hashes):
        if stored is not None and hmac.compare_digest(given, stored.encode("ascii")):
            found = i
    return found
