"""Hypothesis over the fuzzed parsers (the contracts of ``fuzz.targets``): every seed,
then mutations of the seeds (JSON node changes, FFN field and character changes) and
free-form input, a few hundred examples each, derandomized."""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from eerie.cli.validation import validate_path
from fuzz.mutate import mutate_json
from fuzz.seeds import seeds as make_seeds
from fuzz.targets import TARGETS

FAST = settings(derandomize=True, deadline=None, max_examples=200, database=None,
                suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(FAST, max_examples=60)
"""Whitehall maps and Mansions files take tens of milliseconds each."""

@cache
def seeds(name: str) -> list[bytes]:
    """The seeds of ``name``, made once per test session."""
    return make_seeds(name)


@cache
def _json_seeds(name: str) -> list[object]:
    out = []
    for seed in seeds(name):
        try:
            out.append(json.loads(seed))
        except json.JSONDecodeError:  # the seeds that are not JSON at all
            continue
    return out


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                   max_size=4),
    max_leaves=12)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_every_seed_keeps_the_contract(name: str) -> None:
    made = seeds(name)
    assert made, f"{name} has no seeds"
    for seed in made:
        TARGETS[name].check(seed)


def _mutated(name: str, picks: int, rng_seed: int, rounds: int) -> bytes:
    pool = _json_seeds(name)
    if not pool:  # FFN: not JSON
        raise ValueError(name)
    doc = pool[picks % len(pool)]
    rng = Random(rng_seed)
    for _ in range(rounds):
        doc = mutate_json(doc, rng)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("name", ["protocol", "record"])
@FAST
@given(picks=st.integers(0, 10**6), rng_seed=st.integers(0, 2**32), rounds=st.integers(1, 4))
def test_mutated_json_keeps_the_contract(name: str, picks: int, rng_seed: int,
                                         rounds: int) -> None:
    TARGETS[name].check(_mutated(name, picks, rng_seed, rounds))


@pytest.mark.parametrize("name", ["whitehall_map", "mansions"])
@SLOW
@given(picks=st.integers(0, 10**6), rng_seed=st.integers(0, 2**32), rounds=st.integers(1, 3))
def test_mutated_content_files_keep_the_contract(name: str, picks: int, rng_seed: int,
                                                 rounds: int) -> None:
    TARGETS[name].check(_mutated(name, picks, rng_seed, rounds))


@pytest.mark.parametrize("name", sorted(TARGETS))
@FAST
@given(value=JSON_VALUES)
def test_any_json_keeps_the_contract(name: str, value: object) -> None:
    TARGETS[name].check(json.dumps(value).encode())


@FAST
@given(message=st.fixed_dictionaries(
    {"type": st.sampled_from(["hello", "act", "ping", "sync", "other"])},
    optional={k: JSON_VALUES for k in ("token", "spectate", "events_seen", "version",
                                       "full", "seat", "option", "expect_version", "id")}))
def test_messages_of_every_type_keep_the_protocol_contract(message: dict[str, object]) -> None:
    TARGETS["protocol"].check(json.dumps(message).encode())


@FAST
@given(data=st.binary(max_size=200))
def test_any_bytes_keep_the_protocol_contract(data: bytes) -> None:
    TARGETS["protocol"].check(data)


FFN_CHARS = "./#o*ru~[]^>v<ABGRYEPKwb@,:=-0123456789abcdefghijklmnop ²٣"


@FAST
@given(picks=st.integers(0, 10**6), edits=st.lists(
    st.tuples(st.integers(0, 10**6), st.integers(0, 3), st.text(FFN_CHARS, max_size=6)),
    min_size=1, max_size=4))
def test_edited_positions_keep_the_ffn_contract(
        picks: int, edits: list[tuple[int, int, str]]) -> None:
    """Positions with characters replaced, inserted or cut, or a field's value set to
    anything (``turn=²``, ``monster=``, ``moving=G4:99:x``)."""
    pool = seeds("ffn")
    text = pool[picks % len(pool)].decode()
    for where, how, new in edits:
        at = where % (len(text) + 1)
        if how == 0:
            text = text[:at] + new + text[at + len(new):]
        elif how == 1:
            text = text[:at] + new + text[at:]
        elif how == 2:
            text = text[:at] + text[at + 1 + len(new):]
        else:
            fields = text.split(" ")
            k = where % len(fields)
            name = fields[k].partition("=")[0] if "=" in fields[k] else fields[k]
            fields[k] = f"{name}={new}"
            text = " ".join(fields)
    TARGETS["ffn"].check(text.encode())


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_the_shared_data_is_unchanged_by_the_checks(name: str) -> None:
    target = TARGETS[name]
    before = target.shared()
    rng = Random(7)
    for k in range(20):
        try:
            data = _mutated(name, k, rng.randrange(2**32), 2)
        except ValueError:  # FFN seeds are not JSON: cut ones instead
            data = seeds(name)[k % len(seeds(name))][: rng.randrange(400)]
        target.check(data)
    assert target.shared() == before


@SLOW
@given(name=st.sampled_from(["record", "whitehall_map", "mansions"]),
       picks=st.integers(0, 10**6), rng_seed=st.integers(0, 2**32), rounds=st.integers(1, 3))
def test_eerie_validate_answers_every_mutated_file_with_lines(
        name: str, picks: int, rng_seed: int, rounds: int) -> None:
    """``eerie validate`` recognises the file by its format and lists its problems as
    lines, whatever the mutation did (also to the format field)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "file.json"
        path.write_bytes(_mutated(name, picks, rng_seed, rounds))
        problems = validate_path(path)
    assert isinstance(problems, list) and all(isinstance(p, str) and p for p in problems)
