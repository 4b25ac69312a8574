"""Why something failed, as a message: the reasons that come from outside Eerie.

The operating system explains a failed ``open`` or ``connect`` in English
(``exc.strerror``: "No such file or directory"), Python's JSON parser explains bad JSON
in English (``JSONDecodeError.msg``: "Expecting ',' delimiter"), and a missing module
says "No module named 'x'". Such texts must not reach a person verbatim: the functions
here turn the exception into a :class:`~eerie.core.text.Msg` of the core catalogs
(``core.reason.*``), chosen by what failed (the error number, the parser's message, the
missing module), never by the words of the English text. A reason none of them knows
keeps its text inside a translated sentence (``core.reason.os.other``,
``core.reason.json.other``, ``core.reason.other``), so nothing is lost.

Callers put the reason into their own sentence (``record.err.cannot_read``: "cannot
read { $file }: { $reason }"); the position of a JSON error (line, column) is theirs to
give, the reason says only what is wrong there.
"""

from __future__ import annotations

import errno
import json
import socket
from collections.abc import Mapping

from eerie.core.text import Msg, msg

OS_REASONS: Mapping[int, str] = {
    errno.ENOENT: "core.reason.os.not_found",
    errno.EACCES: "core.reason.os.access",
    errno.EPERM: "core.reason.os.not_permitted",
    errno.EISDIR: "core.reason.os.is_folder",
    errno.ENOTDIR: "core.reason.os.not_folder",
    errno.EEXIST: "core.reason.os.exists",
    errno.ENOTEMPTY: "core.reason.os.not_empty",
    errno.ENOSPC: "core.reason.os.no_space",
    errno.EROFS: "core.reason.os.read_only",
    errno.ELOOP: "core.reason.os.loop",
    errno.ENAMETOOLONG: "core.reason.os.name_too_long",
    errno.EMFILE: "core.reason.os.too_many_open",
    errno.ENFILE: "core.reason.os.too_many_open",
    errno.ECONNREFUSED: "core.reason.os.refused",
    errno.ECONNRESET: "core.reason.os.reset",
    errno.EPIPE: "core.reason.os.broken_pipe",
    errno.EADDRINUSE: "core.reason.os.address_in_use",
    errno.EADDRNOTAVAIL: "core.reason.os.address_not_here",
    errno.ETIMEDOUT: "core.reason.os.timed_out",
}
"""The message key of each error number we explain ourselves."""

OS_OTHER = "core.reason.os.other"
"""Any other system error: its English text (``$text``) and symbolic code (``$code``,
such as ``EIO``)."""


def os_reason(exc: OSError) -> Msg:
    """What went wrong in ``exc`` (a failed file, folder or network operation) as a
    message, chosen by its error number (``ENOENT`` -> ``core.reason.os.not_found``);
    a name lookup (:class:`socket.gaierror`) and a time-out without an error number
    (:class:`TimeoutError`, as sockets with a timeout raise) by their class; another
    number keeps the system's text with its code (:data:`OS_OTHER`), an error without a
    number its text (:func:`other_reason`)."""
    if isinstance(exc, socket.gaierror):
        return msg("core.reason.os.unknown_host")
    key = OS_REASONS.get(exc.errno) if exc.errno is not None else None
    if key is None and isinstance(exc, TimeoutError):
        key = OS_REASONS[errno.ETIMEDOUT]
    if key is not None:
        return Msg(key)
    if exc.errno is None:   # a library's own OSError (Ray's ConnectionError ...): its text
        return other_reason(exc)
    text = exc.strerror or str(exc)
    return msg(OS_OTHER, text=text, code=errno.errorcode.get(exc.errno, str(exc.errno)))


JSON_REASONS: tuple[tuple[str, str], ...] = (
    ("Expecting value", "core.reason.json.expecting_value"),
    ("Expecting ',' delimiter", "core.reason.json.expecting_comma"),
    ("Expecting ':' delimiter", "core.reason.json.expecting_colon"),
    ("Expecting property name enclosed in double quotes", "core.reason.json.expecting_name"),
    ("Unterminated string starting at", "core.reason.json.unterminated_string"),
    ("Invalid control character", "core.reason.json.control_character"),
    ("Invalid \\uXXXX escape", "core.reason.json.bad_unicode_escape"),
    ("Invalid \\escape", "core.reason.json.bad_escape"),
    ("Extra data", "core.reason.json.extra_data"),
    ("Unexpected UTF-8 BOM", "core.reason.json.bom"),
    ("Illegal trailing comma before end of", "core.reason.json.trailing_comma"),
    ("Exceeds the limit", "core.reason.json.number_too_long"),
)
"""The beginnings of the messages of Python's JSON decoder (both the C scanner's and the
pure-Python one's, which adds the offending character: "Invalid \\escape: 'q'"), in the
order they are tried, with their message keys. "Illegal trailing comma" is Python
3.13's; "Exceeds the limit" is the :class:`ValueError` of an integer with more digits
than Python converts (``sys.get_int_max_str_digits``)."""

JSON_OTHER = "core.reason.json.other"
"""Any other parser message, carried as it is (``$text``)."""


def json_reason(exc: ValueError) -> Msg:
    """What is wrong with a JSON text, from the error ``json.loads`` raised (a
    :class:`json.JSONDecodeError`, or the :class:`ValueError` of a number too long to
    read): ``Expecting value`` -> ``core.reason.json.expecting_value``. The position is
    not part of the reason (``exc.lineno``, ``exc.colno`` are the caller's to show)."""
    text = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
    for start, key in JSON_REASONS:
        if text.startswith(start):
            return Msg(key)
    return msg(JSON_OTHER, text=text)


def import_reason(exc: ImportError) -> Msg:
    """Why an optional dependency cannot be imported: the missing module by name
    (``core.reason.import.missing``), else the import's own text inside a sentence
    (``core.reason.import.other``: a module that is there but fails while it loads)."""
    if isinstance(exc, ModuleNotFoundError) and exc.name:
        return msg("core.reason.import.missing", module=exc.name)
    return msg("core.reason.import.other", text=str(exc))


def reason(exc: BaseException) -> Msg:
    """The reason of any exception: :func:`os_reason`, :func:`json_reason` or
    :func:`import_reason` where they apply (also when ``exc`` was raised from such an
    error or while handling one, as network libraries wrap the socket's
    :class:`OSError`; not past a ``raise ... from None``), else its own text
    quoted in ``core.reason.other`` (a foreign library's message, kept as it is)."""
    seen: set[int] = set()
    cause: BaseException | None = exc
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, OSError):
            return os_reason(cause)
        if isinstance(cause, json.JSONDecodeError):
            return json_reason(cause)
        if isinstance(cause, ImportError):
            return import_reason(cause)
        cause = cause.__cause__ or (None if cause.__suppress_context__ else cause.__context__)
    return other_reason(exc)


def other_reason(exc: BaseException) -> Msg:
    """A foreign reason kept as it is, quoted inside a translated sentence
    (``core.reason.other``): the first line of ``exc``'s text (a database driver's or
    Ray's message), or its class name if it has none."""
    text = str(exc).strip().splitlines()
    return msg("core.reason.other", text=text[0] if text else type(exc).__name__)
