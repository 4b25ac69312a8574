"""Small pieces: tokens, the rate limiter, origin checks, client message parsing."""

from __future__ import annotations

import pytest

from eerie.server.protocol import Act, Hello, Ping, ProtocolError, parse_client
from eerie.server.ratelimit import TokenBucket
from eerie.server.security import origin_allowed
from eerie.server.tokens import find_hand, hash_token, new_token


def test_tokens_are_random_and_found_by_hash_only() -> None:
    a, b = new_token(), new_token()
    assert a != b and len(a) >= 40
    hashes = [hash_token(a), None, hash_token(b)]
    assert find_hand(a, hashes) == 0
    assert find_hand(b, hashes) == 2
    assert find_hand(a[:-1], hashes) is None
    assert find_hand("", hashes) is None
    assert find_hand("x" * 10_000, hashes) is None


def test_token_bucket_delays_instead_of_dropping() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=2.0, burst=3, clock=lambda: now[0])
    # the burst goes at once; the next messages wait their turn, half a second apart
    assert [bucket.reserve(max_wait=5.0) for _ in range(5)] == [0.0, 0.0, 0.0, 0.5, 1.0]
    # a message that would wait longer than max_wait is refused and takes nothing
    assert bucket.reserve(max_wait=1.2) is None
    assert bucket.reserve(max_wait=1.5) == 1.5
    now[0] = 100.0  # never more than the burst
    assert [bucket.reserve(max_wait=0.0) for _ in range(4)] == [0.0, 0.0, 0.0, None]


def test_origins() -> None:
    assert origin_allowed(None, "example.org", ())
    assert origin_allowed("https://example.org", "example.org", ())
    assert origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000", ())
    assert not origin_allowed("http://127.0.0.1:9000", "127.0.0.1:8000", ())
    assert not origin_allowed("https://evil.example", "example.org", ())
    assert not origin_allowed("null", "example.org", ())
    assert origin_allowed("http://localhost:5173/", "example.org", ("http://localhost:5173",))


def test_parse_client_messages() -> None:
    assert parse_client('{"type":"hello","token":"abc"}') == Hello("abc", 0)
    assert parse_client('{"type":"hello","spectate":true,"events_seen":4}') == Hello(None, 4)
    assert parse_client('{"type":"hello","token":"abc","events_seen":4,"version":9}') == \
        Hello("abc", 4, 9, False)
    assert parse_client('{"type":"hello","spectate":true,"full":true}') == \
        Hello(None, 0, None, True)
    assert parse_client('{"type":"act","seat":1,"option":"stay","id":"r1"}') == \
        Act(1, "stay", None, "r1")
    assert parse_client('{"type":"ping","id":3}') == Ping(3)
    for bad, code in [("[]", "bad_message"), ('{"type":"dance"}', "bad_message"),
                      ('{"type":"hello"}', "unauthorized"),
                      ('{"type":"hello","token":"a","events_seen":-1}', "bad_message"),
                      ('{"type":"hello","token":"a","version":-2}', "bad_message"),
                      ('{"type":"hello","token":"a","version":"3"}', "bad_message"),
                      ('{"type":"hello","spectate":true,"full":1}', "bad_message"),
                      ('{"type":"act","seat":true,"option":"x"}', "bad_message"),
                      ('{"type":"act","seat":0,"option":""}', "bad_message"),
                      ('{"type":"act","seat":0,"option":"x","expect_version":"1"}',
                       "bad_message"),
                      ('{"type":"ping","id":{"a":1}}', "bad_message"),
                      # more digits than Python converts: a clear error, not a crash
                      ('{"type":"act","seat":' + "9" * 5000 + ',"option":"x"}',
                       "bad_message"),
                      ('{"type":"hello","token":"a","events_seen":' + "1" * 5000 + "}",
                       "bad_message")]:
        with pytest.raises(ProtocolError) as exc:
            parse_client(bad)
        assert exc.value.code == code, bad


def test_failure_throttle_counts_wrong_tokens_per_address() -> None:
    from eerie.server.ratelimit import AddressThrottle

    now = [0.0]
    throttle = AddressThrottle(per_minute=6.0, burst=3, addresses=2, clock=lambda: now[0])
    for _ in range(3):
        assert throttle.may_try("a")
        throttle.count("a")
    assert not throttle.may_try("a") and throttle.may_try("b")
    now[0] = 10.0  # one failure forgiven every 10 s
    assert throttle.may_try("a")
    throttle.count("b")
    throttle.count("c")  # only two addresses are remembered: "a" is forgotten
    assert throttle.may_try("a")
