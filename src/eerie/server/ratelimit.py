"""A token bucket: at most ``rate`` messages a second on average and ``burst`` at once."""

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

    def allow(self) -> bool:
        """Take one token if there is one; False means the message must be refused."""
        t = self.clock()
        self.tokens = min(self.burst, self.tokens + (t - self.stamp) * self.rate)
        self.stamp = t
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
