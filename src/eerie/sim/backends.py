"""Where simulated games run: local processes or a Ray cluster.

A run is cut into *batches* (a few consecutive game indices of one :class:`SimSpec`); a
backend runs batches and hands back each batch's results as soon as it finishes, in any
order. :func:`run_all` puts the results back in order. Every game depends only on its
spec and its index (see :mod:`eerie.sim.runner`), so a seed gives the same results
whatever the backend, the number of workers and the batch size.

Backends are context managers: what they start (a process pool, a local Ray instance)
lives until the ``with`` block ends, so several runs (for example one per player count)
share it::

    with make_backend("ray", workers=2) as backend:
        results = run_all([spec2, spec3], backend)

``local``
    ``workers`` processes (``concurrent.futures``), or the calling process itself when
    ``workers`` is 1. The default.
``ray``
    Ray tasks (``pip install 'eerie[cluster]'``). Without an address a private local Ray
    instance with ``workers`` CPUs is started and stopped again; with ``address`` (such
    as ``auto``, ``10.0.0.5:6379`` or ``ray://head:10001``) the batches go to that
    cluster, which decides the parallelism (``workers`` is then unused), and Eerie must be
    installed on every node. If Ray is already initialised in this process the backend
    uses it and leaves it running.
"""

from __future__ import annotations

import contextlib
import logging
import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from types import ModuleType, TracebackType
from typing import Any, Self

from eerie.core.errors import MessageError, english_text
from eerie.core.reasons import import_reason, reason
from eerie.core.text import msg
from eerie.sim.runner import GameResult, SimSpec, run_batch

BACKENDS = ("local", "ray")
"""Names accepted by :func:`make_backend` (and ``eerie simulate --backend``)."""

DEFAULT_BATCH = 8
"""Games per task unless told otherwise."""

WORKER_NICENESS_VAR = "RAY_worker_niceness"
"""Ray's setting for the priority of its task workers (read when a local Ray starts)."""


class BackendError(MessageError, RuntimeError):
    """A backend could not be set up or a task failed; the message says why for people.
    ``str()`` is the English text; :attr:`msg` the same as a core catalog message
    (``sim.err.*``)."""


@dataclass(frozen=True, slots=True)
class Batch:
    """Some games of one run: the run's position, its spec and the game indices."""

    run: int
    spec: SimSpec
    indices: tuple[int, ...]


def make_batches(specs: Sequence[SimSpec], size: int = DEFAULT_BATCH) -> list[Batch]:
    """Cut every spec's games into batches of at most ``size`` consecutive indices."""
    if size < 1:
        raise ValueError("batch size must be at least 1")
    return [Batch(k, spec, tuple(range(i, min(i + size, spec.games))))
            for k, spec in enumerate(specs) for i in range(0, spec.games, size)]


def _run(batch: Batch) -> list[GameResult]:
    """Play one batch (runs in a worker process)."""
    return run_batch(batch.spec, list(batch.indices))


def _run_indices(spec: SimSpec, indices: tuple[int, ...]) -> list[GameResult]:
    """Play some games of ``spec`` (runs in a Ray worker)."""
    return run_batch(spec, list(indices))


class Backend(ABC):
    """Runs batches of games somewhere."""

    name: str = ""

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop(cancel=exc is not None)

    def start(self) -> None:  # noqa: B027 - optional hook
        """Acquire what the backend needs (processes, a cluster connection)."""

    def stop(self, cancel: bool = False) -> None:  # noqa: B027 - optional hook
        """Release it; ``cancel`` drops work still queued (after an error or Ctrl-C)."""

    @abstractmethod
    def run_batches(self, batches: Sequence[Batch]) -> Iterator[tuple[int, list[GameResult]]]:
        """Run every batch; yield ``(position in batches, results)`` as each finishes."""

    def describe(self) -> str:
        """A short description for reports, such as ``local, 2 processes``."""
        return self.name


class LocalBackend(Backend):
    """Worker processes on this machine; ``workers == 1`` plays in this process."""

    name = "local"

    def __init__(self, workers: int = 1) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    def start(self) -> None:
        """Start the process pool (if more than one worker)."""
        if self.workers > 1 and self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=self.workers)

    def stop(self, cancel: bool = False) -> None:
        """Shut the pool down."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=cancel)
            self._pool = None

    def run_batches(self, batches: Sequence[Batch]) -> Iterator[tuple[int, list[GameResult]]]:
        """Run batches in order in-process, or all at once on the pool."""
        if self.workers == 1:
            for k, b in enumerate(batches):
                yield k, _run(b)
            return
        own = self._pool is None
        if own:
            self.start()
        assert self._pool is not None
        try:
            futures: dict[Future[list[GameResult]], int] = {
                self._pool.submit(_run, b): k for k, b in enumerate(batches)}
            # as_completed waits on all futures once; calling wait() per finished batch
            # would cost time in proportion to the batches still pending every time
            # (quadratic in the number of batches: minutes of main-process CPU, taken
            # from the workers, for runs of 100,000 games).
            for fut in as_completed(futures):
                yield futures[fut], fut.result()
        finally:
            if own:
                self.stop(cancel=True)

    def describe(self) -> str:
        """``local, in-process`` or ``local, N processes``."""
        return "local, in-process" if self.workers == 1 else f"local, {self.workers} processes"


def import_ray() -> ModuleType:
    """The ``ray`` module, or a :class:`BackendError` saying how to install it."""
    try:
        import ray
    except ImportError as exc:
        why = msg("sim.err.no_ray", reason=import_reason(exc))
        raise BackendError(english_text(why), why) from exc
    return ray


class RayBackend(Backend):
    """Ray tasks, one per batch, on a private local Ray or on a cluster at ``address``.

    ``init_options`` are passed on to ``ray.init`` (for example ``object_store_memory``).
    Ray's usage statistics are switched off unless ``RAY_USAGE_STATS_ENABLED`` is set.
    """

    name = "ray"

    def __init__(self, workers: int = 1, address: str | None = None,
                 init_options: dict[str, Any] | None = None) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers = workers
        self.address = address
        self.init_options = dict(init_options or {})
        self._ray: ModuleType | None = None
        self._started = False
        self._existing = False
        self._pending: list[Any] = []

    def start(self) -> None:
        """Import Ray and start or join a Ray instance (unless one is running already)."""
        if self._ray is not None:
            return
        ray = import_ray()
        if not ray.is_initialized():
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            opts: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.ERROR}
            if self.address is None:
                opts.update(num_cpus=self.workers, include_dashboard=False)
                # Ray starts its task workers at nice 15, below every ordinary process:
                # on a machine shared with other work they then get almost no CPU (and
                # give way even to Ray's own daemons). Our workers are the job: run them
                # at normal priority, like the local backend's (set the variable to
                # keep Ray's default).
                os.environ.setdefault(WORKER_NICENESS_VAR, "0")
            else:
                opts["address"] = self.address
            opts.update(self.init_options)
            where_msg = (msg("sim.err.ray_cluster", address=self.address) if self.address
                         else msg("sim.err.ray_local"))
            try:
                ray.init(**opts)
            except Exception as exc:  # Ray raises many kinds: report them all plainly
                why = msg("sim.err.ray_start", where=where_msg, reason=reason(exc))
                raise BackendError(english_text(why), why) from exc
            self._started = True
        else:
            self._existing = True
        self._ray = ray

    def stop(self, cancel: bool = False) -> None:
        """Cancel queued tasks if asked; shut down the Ray instance if this backend started it."""
        ray = self._ray
        if ray is None:
            return
        if cancel:
            for ref in self._pending:
                with contextlib.suppress(Exception):  # finished or gone already
                    ray.cancel(ref, force=True)
        self._pending = []
        if self._started:
            ray.shutdown()
            self._started = False
        self._ray = None

    def run_batches(self, batches: Sequence[Batch]) -> Iterator[tuple[int, list[GameResult]]]:
        """Submit every batch as a task and yield results as tasks finish."""
        own = self._ray is None
        if own:
            self.start()
        ray = self._ray
        assert ray is not None
        failed = True
        try:
            task = ray.remote(num_cpus=1, max_retries=0)(_run_indices)
            # Each spec goes to the object store once, not once per batch; Ray hands the
            # task the spec itself (a top-level argument that is a reference is resolved).
            specs: dict[int, Any] = {}
            refs: dict[Any, int] = {}
            for k, b in enumerate(batches):
                if b.run not in specs:
                    specs[b.run] = ray.put(b.spec)
                refs[task.remote(specs[b.run], b.indices)] = k
            self._pending = list(refs)
            while self._pending:
                done, self._pending = ray.wait(self._pending, num_returns=1)
                for ref in done:
                    try:
                        res = ray.get(ref)
                    except Exception as exc:
                        raise _task_error(exc) from exc
                    yield refs[ref], res
            failed = False
        finally:
            if own:
                self.stop(cancel=failed)

    def describe(self) -> str:
        """``ray, local, N CPUs``, ``ray, cluster at ADDRESS`` or ``ray, already running``."""
        if self._existing:
            return "ray, already running in this process"
        if self.address:
            return f"ray, cluster at {self.address}"
        return f"ray, local, {self.workers} CPUs"


def _task_error(exc: BaseException) -> BackendError:
    """A readable error for a failed Ray task: the last line of Ray's report (a worker's
    Python error, foreign text kept as it is) inside our sentence."""
    text = str(exc).strip().splitlines()
    last = text[-1] if text else type(exc).__name__
    if "ModuleNotFoundError" in str(exc) or "No module named" in str(exc):
        return BackendError(
            f"a Ray task failed: {last} (is eerie installed on every node of the cluster?)",
            msg("sim.err.task_module", reason=last))
    return BackendError(f"a Ray task failed: {last}", msg("sim.err.task", reason=last))


def make_backend(name: str, workers: int = 1, address: str | None = None) -> Backend:
    """The backend called ``name``; :class:`BackendError` for unknown names or options."""
    if name not in BACKENDS:
        raise BackendError(f"unknown backend {name!r}; choose one of {', '.join(BACKENDS)}",
                           msg("sim.err.backend", name=repr(name), choices=", ".join(BACKENDS)))
    if workers < 1:
        raise BackendError("workers must be at least 1", msg("sim.err.workers"))
    if name == "local":
        if address is not None:
            raise BackendError("an address is only for the ray backend (--backend ray)",
                               msg("sim.err.address"))
        return LocalBackend(workers)
    return RayBackend(workers, address)


def run_all(specs: Sequence[SimSpec], backend: Backend, batch: int = DEFAULT_BATCH,
            progress: Callable[[int], None] | None = None) -> list[list[GameResult]]:
    """Every game of every spec on ``backend``: one list per spec, sorted by index.

    ``progress`` is called with the number of games just finished.
    """
    batches = make_batches(specs, batch)
    out: list[list[GameResult]] = [[] for _ in specs]
    for k, results in backend.run_batches(batches):
        out[batches[k].run].extend(results)
        if progress:
            progress(len(results))
    for results in out:
        results.sort(key=lambda r: r.index)
    return out
