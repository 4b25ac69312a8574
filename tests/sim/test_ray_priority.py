"""The Ray backend runs a private local Ray's task workers at normal priority."""

from __future__ import annotations

import os
from types import SimpleNamespace
from typing import Any

import pytest

from eerie.sim import backends
from eerie.sim.backends import WORKER_NICENESS_VAR, RayBackend


def _fake_ray(seen: dict[str, Any]) -> SimpleNamespace:
    def init(**opts: Any) -> None:
        seen["opts"] = opts
        seen["niceness"] = os.environ.get(WORKER_NICENESS_VAR)

    return SimpleNamespace(is_initialized=lambda: False, init=init, shutdown=lambda: None)


def test_private_ray_workers_are_not_niced(monkeypatch: pytest.MonkeyPatch) -> None:
    # set, then delete: monkeypatch then removes what the backend sets when the test ends
    monkeypatch.setenv(WORKER_NICENESS_VAR, "unset")
    monkeypatch.delenv(WORKER_NICENESS_VAR)
    seen: dict[str, Any] = {}
    monkeypatch.setattr(backends, "import_ray", lambda: _fake_ray(seen))
    with RayBackend(2):
        pass
    assert seen["niceness"] == "0"
    assert seen["opts"]["num_cpus"] == 2


def test_an_explicit_niceness_and_a_cluster_are_left_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}
    monkeypatch.setattr(backends, "import_ray", lambda: _fake_ray(seen))
    monkeypatch.setenv(WORKER_NICENESS_VAR, "15")
    with RayBackend(2):
        pass
    assert seen["niceness"] == "15"
    monkeypatch.delenv(WORKER_NICENESS_VAR)
    with RayBackend(2, address="auto"):
        pass
    assert seen["niceness"] is None
    assert seen["opts"]["address"] == "auto"
