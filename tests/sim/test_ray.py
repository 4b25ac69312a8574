"""The Ray backend: one small run on a private local Ray (it takes ~10-20 s to start).

Ray is in the ``dev`` extra, so CI must have it: there a failing ``import ray`` is a test
failure with Ray's own error. Elsewhere the test is skipped with that error as reason
(see it with ``pytest -rs``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eerie.cli.main import app

ARGS = ["simulate", "whitehall-mystery", "--games", "5", "--players", "2,4", "--seed", "3",
        "--agents", "heuristic,basic", "--batch", "2"]


def _ray_or_fail() -> None:
    try:
        import ray  # noqa: F401
    except Exception as exc:  # ImportError, or a broken binary wheel
        message = f"import ray failed: {type(exc).__name__}: {exc}"
        if os.environ.get("CI"):
            pytest.fail(message + " (ray is in the dev extra; CI must be able to import it)")
        pytest.skip(message)


def test_ray_gives_the_same_json_as_local_processes(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    _ray_or_fail()
    import ray

    monkeypatch.setenv("RAY_USAGE_STATS_ENABLED", "0")
    assert not ray.is_initialized()
    runner = CliRunner()
    texts = []
    for extra in (["--workers", "1"], ["--workers", "2"], ["--backend", "ray", "--workers", "2"]):
        path = tmp_path / f"{len(texts)}.json"
        res = runner.invoke(app, [*ARGS, *extra, "--json", str(path)])
        assert res.exit_code == 0, res.output
        texts.append(path.read_text(encoding="utf-8"))
    assert texts[0] == texts[1] == texts[2]
    assert "ray, local, 2 CPUs" in res.output
    # The backend stops the Ray it started.
    assert not ray.is_initialized()
