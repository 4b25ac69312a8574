"""Reasons from outside Eerie as messages: every error number and every JSON decoder
message :mod:`eerie.core.reasons` maps, produced by really provoking the error (a
missing file, a full disk, a refused connection, ``json.loads`` of bad texts), and the
generic fallbacks that keep an unknown text inside a translated sentence."""

from __future__ import annotations

import errno
import json
import os
import resource
import socket
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from json import decoder as json_decoder
from json import scanner as json_scanner
from pathlib import Path
from typing import Any

import pytest

from eerie.core.reasons import (
    JSON_OTHER,
    JSON_REASONS,
    OS_OTHER,
    OS_REASONS,
    import_reason,
    json_reason,
    os_reason,
    reason,
)
from eerie.core.text import LANGUAGES, Msg, Translator


def _raised(action: Callable[[], object]) -> OSError:
    """The :class:`OSError` ``action`` raises (the test fails if it raises none)."""
    with pytest.raises(OSError) as info:
        action()
    return info.value


def _free_port() -> int:
    """A local TCP port nothing listens on (bound once, then released)."""
    with closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def _connect(port: int) -> None:
    with closing(socket.create_connection(("127.0.0.1", port), timeout=5)):
        pass


def _address_in_use() -> None:
    with closing(socket.socket()) as first, closing(socket.socket()) as second:
        first.bind(("127.0.0.1", 0))
        first.listen()
        second.bind(first.getsockname())


def _address_not_here() -> None:
    with closing(socket.socket()) as sock:
        sock.bind(("192.0.2.1", 0))   # TEST-NET-1: documentation only, never local


def _broken_pipe() -> None:
    left, right = socket.socketpair()
    with closing(left):
        right.close()
        left.sendall(b"x" * 65536)


def _reset() -> None:
    with closing(socket.socket()) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        with closing(socket.create_connection(server.getsockname(), timeout=5)) as client:
            accepted, _ = server.accept()
            # closing with a zero linger time sends RST instead of FIN
            accepted.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\0\0\0\0\0\0\0")
            accepted.close()
            client.recv(1)


def _timed_out() -> None:
    left, right = socket.socketpair()
    with closing(left), closing(right):
        left.settimeout(0.01)
        left.recv(1)


def _not_executable(tmp: Path) -> None:
    script = tmp / "script"
    script.write_text("#!/bin/sh\n")
    script.chmod(stat.S_IRUSR | stat.S_IWUSR)   # no execute bit: EACCES even for root
    subprocess.run([str(script)], check=False)


def _loop(tmp: Path) -> None:
    (tmp / "a").symlink_to(tmp / "b")
    (tmp / "b").symlink_to(tmp / "a")
    (tmp / "a").read_text()


@contextmanager
def _open_files_limit(limit: int) -> Iterator[None]:
    """Lower the soft limit of open files for the block, then restore it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def _too_many_open(tmp: Path) -> None:
    opened = []
    with _open_files_limit(len(os.listdir("/proc/self/fd")) + 2):
        try:
            for _ in range(64):
                opened.append(open(tmp / "f", "w"))   # noqa: SIM115 (closed below)
        finally:
            for fh in opened:
                fh.close()


def _provoke(tmp: Path) -> dict[str, Callable[[], object]]:
    """One action per mapped error number that really makes the system fail with it."""
    (tmp / "file").write_text("x")
    (tmp / "full").mkdir()
    (tmp / "full" / "x").write_text("x")
    return {
        "ENOENT": lambda: (tmp / "missing.json").read_text(),
        "EACCES": lambda: _not_executable(tmp),
        "EPERM": lambda: os.link(tmp / "full", tmp / "link"),  # no hard link to a folder
        "EISDIR": lambda: open(tmp / "full"),
        "ENOTDIR": lambda: (tmp / "file" / "x").read_text(),
        "EEXIST": lambda: (tmp / "file").mkdir(),
        "ENOTEMPTY": lambda: (tmp / "full").rmdir(),
        "ENOSPC": lambda: Path("/dev/full").write_text("x"),
        "ELOOP": lambda: _loop(tmp),
        "ENAMETOOLONG": lambda: (tmp / ("n" * 300)).read_text(),
        "EMFILE": lambda: _too_many_open(tmp),
        "ECONNREFUSED": lambda: _connect(_free_port()),
        "ECONNRESET": _reset,
        "EPIPE": _broken_pipe,
        "EADDRINUSE": _address_in_use,
        "EADDRNOTAVAIL": _address_not_here,
    }


NOT_PROVOKED = {"EROFS", "ENFILE", "ETIMEDOUT"}
"""Mapped numbers a test cannot make the system raise on any machine: a read-only file
system needs a mount, the system-wide file table cannot be filled safely, and a
connection times out only after minutes (a socket's own time-out raises
:class:`TimeoutError` without a number, provoked in :func:`test_socket_timeout`)."""


@pytest.mark.parametrize("name", sorted({errno.errorcode[n] for n in OS_REASONS}
                                        - NOT_PROVOKED))
def test_every_mapped_errno_provoked(name: str, tmp_path: Path) -> None:
    exc = _raised(_provoke(tmp_path)[name])
    assert exc.errno == getattr(errno, name)
    got = os_reason(exc)
    assert got == Msg(OS_REASONS[getattr(errno, name)])
    assert got.key != OS_OTHER


@pytest.mark.parametrize("name", sorted(NOT_PROVOKED))
def test_errnos_not_provokable_map_by_number(name: str) -> None:
    number = getattr(errno, name)
    exc = OSError(number, os.strerror(number))
    assert os_reason(exc) == Msg(OS_REASONS[number])


def test_socket_timeout() -> None:
    exc = _raised(_timed_out)
    assert isinstance(exc, TimeoutError) and exc.errno is None
    assert os_reason(exc) == Msg(OS_REASONS[errno.ETIMEDOUT])


def test_unknown_host() -> None:
    exc = _raised(lambda: socket.getaddrinfo("no-such-host.invalid", 80))
    assert isinstance(exc, socket.gaierror)
    assert os_reason(exc) == Msg("core.reason.os.unknown_host")


def test_unmapped_errno_keeps_its_text_and_code(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    exc = _raised(lambda: os.rename(tmp_path / "a", tmp_path / "a" / "b"))  # EINVAL
    assert exc.errno == errno.EINVAL
    assert os_reason(exc) == Msg(OS_OTHER, {"text": exc.strerror, "code": "EINVAL"})
    assert "EINVAL" in Translator("ko")(os_reason(exc))


def test_oserror_without_number_keeps_its_text() -> None:
    got = os_reason(ConnectionError("Could not find any running instance"))
    assert got == Msg("core.reason.other", {"text": "Could not find any running instance"})
    assert os_reason(OSError()) == Msg("core.reason.other", {"text": "OSError"})


# -- JSON ------------------------------------------------------------------------------

BAD_JSON = {
    "": "core.reason.json.expecting_value",
    "[1,": "core.reason.json.expecting_value",
    "[1 2]": "core.reason.json.expecting_comma",
    '{"a": 1 "b": 2}': "core.reason.json.expecting_comma",
    '{"a" 1}': "core.reason.json.expecting_colon",
    "{1: 2}": "core.reason.json.expecting_name",
    '"abc': "core.reason.json.unterminated_string",
    '"a\x01b"': "core.reason.json.control_character",
    '"a\nb"': "core.reason.json.control_character",
    '"\\q"': "core.reason.json.bad_escape",
    '"\\u12"': "core.reason.json.bad_unicode_escape",
    "1 2": "core.reason.json.extra_data",
    "\ufeff1": "core.reason.json.bom",
    "[1,]": ("core.reason.json.trailing_comma" if sys.version_info >= (3, 13)
             else "core.reason.json.expecting_value"),
    '{"a": 1,}': ("core.reason.json.trailing_comma" if sys.version_info >= (3, 13)
                  else "core.reason.json.expecting_name"),
}
"""Bad JSON texts and the reason each must give (Python 3.13 names a trailing comma)."""


def _decode_error(text: str, loads: Callable[[str], object] = json.loads) -> ValueError:
    with pytest.raises(ValueError) as info:
        loads(text)
    return info.value


def _python_loads(text: str) -> object:
    """The decoder with the pure-Python scanner (Python uses it where the C one is
    missing; its messages name the bad character); ``json.loads``'s own check of a byte
    order mark is not part of it."""
    decoder: Any = json.JSONDecoder()
    decoder.parse_string = json_decoder.py_scanstring   # type: ignore[attr-defined]
    decoder.scan_once = json_scanner.py_make_scanner(decoder)   # type: ignore[attr-defined]
    return decoder.decode(text)


@pytest.mark.parametrize("text", list(BAD_JSON))
def test_json_messages(text: str) -> None:
    exc = _decode_error(text)
    assert isinstance(exc, json.JSONDecodeError)
    assert json_reason(exc) == Msg(BAD_JSON[text]), exc.msg


@pytest.mark.parametrize("text", [t for t in BAD_JSON if not t.startswith("\ufeff")])
def test_json_messages_of_the_python_scanner(text: str) -> None:
    exc = _decode_error(text, _python_loads)
    assert isinstance(exc, json.JSONDecodeError)
    assert json_reason(exc) == Msg(BAD_JSON[text]), exc.msg


def test_every_decoder_message_is_covered() -> None:
    keys = {key for _, key in JSON_REASONS}
    provoked = set(BAD_JSON.values()) | {"core.reason.json.number_too_long"}
    later = set() if sys.version_info >= (3, 13) else {"core.reason.json.trailing_comma"}
    assert keys - later == provoked


def test_number_too_long() -> None:
    exc = _decode_error("1" * 5000)
    assert not isinstance(exc, json.JSONDecodeError)
    assert json_reason(exc) == Msg("core.reason.json.number_too_long")


def test_unknown_parser_message_keeps_its_text() -> None:
    exc = json.JSONDecodeError("Something new", "x", 0)
    assert json_reason(exc) == Msg(JSON_OTHER, {"text": "Something new"})


# -- imports and the dispatcher --------------------------------------------------------

def test_missing_module() -> None:
    with pytest.raises(ImportError) as info:
        __import__("eerie_no_such_module_anywhere")
    assert import_reason(info.value) == Msg("core.reason.import.missing",
                                            {"module": "eerie_no_such_module_anywhere"})


def test_module_failing_to_load() -> None:
    assert import_reason(ImportError("cannot import name 'x'")) == Msg(
        "core.reason.import.other", {"text": "cannot import name 'x'"})


def test_reason_follows_the_cause(tmp_path: Path) -> None:
    class Wrapped(Exception):
        pass

    try:
        try:
            (tmp_path / "missing").read_text()
        except OSError:
            raise Wrapped("Error 2 while reading") from None
    except Wrapped as exc:
        assert reason(exc) == Msg("core.reason.other", {"text": "Error 2 while reading"})
    try:
        try:
            (tmp_path / "missing").read_text()
        except OSError as exc:
            raise Wrapped("Error 2 while reading") from exc
    except Wrapped as exc:
        assert reason(exc) == Msg("core.reason.os.not_found")
    assert reason(_decode_error("[1 2]")) == Msg("core.reason.json.expecting_comma")
    assert reason(RuntimeError("first line\nsecond")) == Msg("core.reason.other",
                                                            {"text": "first line"})


# -- the catalogs ------------------------------------------------------------------------

ALL_KEYS = sorted({*OS_REASONS.values(), *(key for _, key in JSON_REASONS), OS_OTHER,
                   JSON_OTHER, "core.reason.os.unknown_host", "core.reason.import.missing",
                   "core.reason.import.other", "core.reason.other"})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_has_a_text(lang: str) -> None:
    tr = Translator(lang)
    for key in ALL_KEYS:
        assert tr.has(key), key
        _, problems = tr.render(Msg(key, {"text": "t", "code": "E", "module": "m"}))
        assert problems == [], key


def test_korean_and_chinese_reasons_have_no_english(tmp_path: Path) -> None:
    exc = _raised(lambda: (tmp_path / "missing").read_text())
    for lang in ("ko", "zh"):
        text = Translator(lang)(os_reason(exc))
        assert not any("a" <= c.lower() <= "z" for c in text), text
