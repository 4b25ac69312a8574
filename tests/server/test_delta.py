"""JSON Patch differences (``eerie.server.delta``) and the web client's ``patch.js``."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
from pathlib import Path
from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eerie.server.delta import PatchError, apply, diff, get, misplaced, pointer, same

PATCH_JS = Path(__file__).resolve().parents[2] / "src/eerie/server/static/js/patch.js"

KEYS = st.sampled_from(["a", "b", "", "~", "/", "a/b", "~1", "0", "-", "ü", "log"]) | st.text(
    max_size=4)
SCALARS = (st.none() | st.booleans() | st.integers(-3, 3)
           | st.floats(allow_nan=False, allow_infinity=False, width=32)
           | st.sampled_from(["", "x", "1", "true"]))
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5)
                    | st.dictionaries(KEYS, inner, max_size=5), max_leaves=25)


def text(value: Any) -> str:
    """Canonical JSON: what a client receiving ``value`` sees (types strict, keys sorted)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def mutate(value: Any, rng: Random, depth: int = 0) -> Any:
    """A copy of ``value`` changed a little somewhere (as a game's next view is)."""
    if isinstance(value, list) and value and rng.random() < 0.8:
        out = list(value)
        i = rng.randrange(len(out))
        move = rng.randrange(4)
        if move == 0:
            out[i] = mutate(out[i], rng, depth + 1)
        elif move == 1:
            out.insert(i, rng.choice([1, "new", {"k": True}]))
        elif move == 2:
            del out[i]
        else:
            out.append([rng.random()])
        return out
    if isinstance(value, dict) and value and rng.random() < 0.8:
        out2 = dict(value)
        key = rng.choice(sorted(out2))
        if rng.random() < 0.7:
            out2[key] = mutate(out2[key], rng, depth + 1)
        else:
            del out2[key]
        return out2
    return rng.choice([None, True, 0, 1.5, "s", [], {}, {"z": [1, 2]}])


@settings(max_examples=200, deadline=None)
@given(JSON, JSON)
def test_a_patch_turns_old_into_new(old: Any, new: Any) -> None:
    before = copy.deepcopy(old), copy.deepcopy(new)
    patch = diff(old, new)
    assert text(apply(old, patch)) == text(new)
    assert (old, new) == before and text(old) == text(before[0])  # neither changed
    assert misplaced(patch, apply(old, patch)) == []
    json.dumps(patch)  # plain JSON


@settings(max_examples=150, deadline=None)
@given(JSON, st.integers(0, 2**32))
def test_small_changes_make_small_patches(old: Any, seed: int) -> None:
    new = mutate(old, Random(seed))
    patch = diff(old, new)
    assert text(apply(old, patch)) == text(new)
    assert misplaced(patch, apply(old, patch)) == []
    assert diff(new, copy.deepcopy(new)) == []


@pytest.mark.parametrize(("old", "new"), [
    (1, True), (0, False), (1, 1.0), ([1], [True]), ({"a": 0}, {"a": False}),
    ({"a": [1, 2]}, {"a": [1.0, 2]}), (0.0, -0.0), ([], {}), (None, False)])
def test_values_are_compared_as_json(old: Any, new: Any) -> None:
    """Python's == calls these equal; their JSON differs, so the patch must change them."""
    assert not same(old, new)
    patch = diff(old, new)
    assert patch
    assert text(apply(old, patch)) == text(new)


def test_a_log_that_grew_is_added_at_its_end() -> None:
    entry = {"kind": "moved", "msg": {"key": "x.moved", "params": {"to": 4}}}
    old = {"view": {"log": [entry] * 40, "round": 3}, "outcome": None}
    new = copy.deepcopy(old)
    new["view"]["log"].append({"kind": "rolled", "msg": {"key": "x.rolled", "params": {}}})
    new["view"]["round"] = 4
    assert diff(old, new) == [
        {"op": "add", "path": "/view/log/40", "value": new["view"]["log"][40]},
        {"op": "replace", "path": "/view/round", "value": 4}]


def test_many_small_changes_become_one_replace() -> None:
    old = {"options": [{"id": f"to:{i}", "n": i} for i in range(8)]}
    new = {"options": [{"id": f"go:{i}", "n": -i} for i in range(3)]}
    assert diff(old, new) == [{"op": "replace", "path": "/options", "value": new["options"]}]


def test_a_tuple_is_an_array_like_a_list() -> None:
    assert diff({"a": (1, 2, 3)}, {"a": [1, 2, 4]}) == [
        {"op": "replace", "path": "/a/2", "value": 4}]


def test_pointers_escape_tilde_and_slash() -> None:
    assert pointer(["a/b", "~x", 3]) == "/a~1b/~0x/3"
    old = {"a/b": {"~x": [0, 1, 2, 3]}}
    new = {"a/b": {"~x": [0, 1, 2, 9]}}
    assert diff(old, new) == [{"op": "replace", "path": "/a~1b/~0x/3", "value": 9}]
    assert get(new, "/a~1b/~0x/3") == 9


@pytest.mark.parametrize(("doc", "patch", "found"), [
    ({"a": 1}, [{"op": "move", "from": "/a", "path": "/b"}], "unsupported"),
    ({"a": 1}, [{"op": "remove", "path": "/b"}], "no member"),
    ({"a": [1]}, [{"op": "replace", "path": "/a/1", "value": 2}], "out of range"),
    ({"a": [1]}, [{"op": "add", "path": "/a/01", "value": 2}], "not an array index"),
    ({"a": 1}, [{"op": "add", "path": "/a/b", "value": 2}], "plain value"),
    ({"a": 1}, [{"op": "add", "path": "a", "value": 2}], "starts with"),
    ({"a": 1}, [{"op": "replace", "path": "/a"}], "needs a value"),
    ({"a": 1}, [{"op": "remove", "path": ""}], "whole document"),
    ({"a": 1}, ["add"], "not a patch operation"),
])
def test_a_patch_that_does_not_fit_is_refused(doc: Any, patch: Any, found: str) -> None:
    with pytest.raises(PatchError, match=found):
        apply(doc, patch)
    assert doc == {"a": 1} or doc == {"a": [1]}


def test_apply_knows_the_end_of_an_array_and_the_root() -> None:
    assert apply([1], [{"op": "add", "path": "/-", "value": 2}]) == [1, 2]
    assert apply({"a": 1}, [{"op": "replace", "path": "", "value": [3]}]) == [3]


def test_misplaced_finds_a_value_carried_on_the_way() -> None:
    """A patch that passes a value on its way to another tells more than its result."""
    patch = [{"op": "replace", "path": "/jack", "value": "secret"},
             {"op": "replace", "path": "/jack", "value": "hidden"},
             {"op": "add", "path": "/gone", "value": 1}, {"op": "remove", "path": "/gone"}]
    result = apply({"jack": "hidden"}, patch)
    assert misplaced(patch, result) == ["/jack", "/gone"]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_web_client_applies_the_servers_patches(tmp_path: Path) -> None:
    """patch.js (the play page's) makes of every old document what the server's new one
    is, for patches of random documents and their small changes; and refuses a bad one."""
    rng = Random(16)
    cases = []
    for i in range(200):
        old = _random_json(rng, 4)
        new = mutate(old, rng) if i % 2 else _random_json(rng, 4)
        cases.append({"old": old, "patch": diff(old, new), "new": new})
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    script = tmp_path / "run.mjs"
    script.write_text(
        f"import {{applyPatch, PatchError}} from {json.dumps(PATCH_JS.as_uri())};\n"
        "import {readFileSync} from 'node:fs';\n"
        "const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));\n"
        "const out = cases.map((c) => { const before = JSON.stringify(c.old);\n"
        "  const got = applyPatch(c.old, c.patch);\n"
        "  if (JSON.stringify(c.old) !== before) throw new Error('changed its input');\n"
        "  return got; });\n"
        "let refused = false;\n"
        "try { applyPatch({a: 1}, [{op: 'remove', path: '/b'}]); }"
        " catch (e) { refused = e instanceof PatchError; }\n"
        "process.stdout.write(JSON.stringify({out, refused}));\n")
    run = subprocess.run(["node", str(script), str(tmp_path / "cases.json")],
                         capture_output=True, text=True, timeout=60, check=True)
    result = json.loads(run.stdout)
    assert result["refused"]
    assert [text(v) for v in result["out"]] == [text(c["new"]) for c in cases]


def _random_json(rng: Random, depth: int) -> Any:
    kind = rng.randrange(8 if depth else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.randrange(-5, 5)
    if kind == 3:
        return rng.choice(["", "a", "~/", "x y"])
    if kind == 4:
        return rng.choice([0.5, -2.25, 1e-7])
    if kind < 7:
        return [_random_json(rng, depth - 1) for _ in range(rng.randrange(5))]
    return {rng.choice(["a", "b", "c/d", "~e", "__proto__"]): _random_json(rng, depth - 1)
            for _ in range(rng.randrange(4))}
