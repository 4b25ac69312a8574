"""A table keeps the texts of its views' lists between refreshes (``ListTexts``): the text
is always what ``dumps`` writes, however the list changed."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.server.live import ListTexts
from eerie.server.protocol import dumps


def test_a_growing_log_is_written_as_dumps_writes_it() -> None:
    texts = ListTexts()
    log: list[Any] = []
    for i in range(6):
        log.append([i, {"key": "x", "params": {"n": i, "t": "일곱"}}, None if i % 2 else [1]])
        assert texts.list_text(log, (0, "log")) == dumps(log)
        texts.done()
    log[2][1]["params"]["n"] = 99  # an entry changed in place is written anew
    assert texts.list_text(log, (0, "log")) == dumps(log)
    del log[1:3]  # a list that shrank
    assert texts.list_text(log, (0, "log")) == dumps(log)
    assert texts.list_text([], (1, "log")) == "[]"


def test_entries_that_do_not_read_back_equal_are_written_every_time() -> None:
    texts = ListTexts()
    log: list[Any] = []
    for i in range(5):  # tuples read back as lists: the place stops keeping copies
        log.append((i, "a"))
        assert texts.list_text(log, "log") == dumps(log)
        texts.done()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=3),
    max_leaves=8)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(json_values, max_size=6), min_size=1, max_size=5))
def test_any_sequence_of_lists_at_one_place_gives_dumps_text(lists: list[list[Any]]) -> None:
    texts = ListTexts()
    for value in lists:
        assert texts.list_text(value, "here") == dumps(value)
        texts.done()
