"""A token bucket: at most ``rate`` messages a second on average and ``burst`` at once.

The server does not drop a message that comes too soon: it *delays* it until the bucket
has refilled (:meth:`TokenBucket.reserve`), so every message is handled in order and every
message with an id gets its answer. A client that keeps sending faster than the rate
builds a backlog of waiting time; once that would pass a limit, the connection is closed.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class TokenBucket:
    """Allows ``burst`` messages at once, refilled at ``rate`` per second."""

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.stamp = clock()

    def _refill(self) -> None:
        t = self.clock()
        self.tokens = min(self.burst, self.tokens + (t - self.stamp) * self.rate)
        self.stamp = t

    def has_token(self) -> bool:
        """True if a token is there now (nothing is taken)."""
        self._refill()
        return self.tokens >= 1.0

    def reserve(self, max_wait: float) -> float | None:
        """Take one token, borrowing from the future if none is left.

        Returns how many seconds the message must wait before it is handled (0.0 when a
        token was there), or None, taking nothing, when that wait would pass
        ``max_wait`` seconds: the sender is too far over the rate.
        """
        self._refill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return 0.0
        wait = (1.0 - self.tokens) / self.rate if self.rate > 0 else float("inf")
        if wait > max_wait:
            return None
        self.tokens -= 1.0
        return wait


class AddressThrottle:
    """Attempts per client address (wrong seat tokens, tables created): ``burst`` at
    once, then ``per_minute``. An address over it is refused before its request is even
    looked at, so guessing tokens costs a minute per few tries and a script cannot fill
    the server with tables. At most ``addresses`` addresses are remembered (the least
    recently counted are forgotten first)."""

    def __init__(self, per_minute: float, burst: int, addresses: int = 10_000,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.addresses = addresses
        self.clock = clock
        self._buckets: dict[str, TokenBucket] = {}

    def may_try(self, address: str) -> bool:
        """False if ``address`` was counted too often lately."""
        bucket = self._buckets.get(address)
        return bucket is None or bucket.has_token()

    def retry_after(self, address: str) -> float:
        """Seconds until ``address`` may try again (0.0 if it may now)."""
        bucket = self._buckets.get(address)
        if bucket is None or bucket.has_token():
            return 0.0
        return (1.0 - bucket.tokens) / bucket.rate if bucket.rate > 0 else float("inf")

    def count(self, address: str) -> None:
        """Count an attempt of ``address``."""
        bucket = self._buckets.pop(address, None)
        if bucket is None:
            bucket = TokenBucket(self.rate, self.burst, self.clock)
        bucket.reserve(0.0)
        self._buckets[address] = bucket  # the most recent attempt last
        while len(self._buckets) > self.addresses:
            del self._buckets[next(iter(self._buckets))]
