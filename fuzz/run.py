"""Run the fuzz targets with atheris (libFuzzer), each in a process of its own.

    python -m fuzz.run --seconds 10            # every target for 10 s (CI: tests/fuzz)
    python -m fuzz.run ffn record --runs 5000  # two targets, 5000 inputs each
    python -m fuzz.run --seconds 3600 --corpus-dir ~/.cache/eerie-fuzz   # a long run

Each target starts from its seeds (:mod:`fuzz.seeds`) copied into a working corpus (a
temporary folder, or ``--corpus-dir/<target>``, which keeps what the run found for the
next run). A finding (an exception the target's contract does not allow, an input
taking longer than ``--timeout`` seconds, or a change of the shared data) is written to
``--crash-dir`` (default ``fuzz/crashes``) as ``crash-<hash>`` / ``timeout-<hash>``;
reproduce it with ``python -m fuzz.run TARGET --reproduce FILE``. The exit status is 0
when no target found anything.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
NAMES = ("protocol", "ffn", "record", "whitehall_map", "mansions")
"""The targets, in the order they run (the names of :data:`fuzz.targets.TARGETS`)."""
JSON_TARGETS = frozenset({"protocol", "record", "whitehall_map", "mansions"})
"""Targets whose inputs are JSON: mutated mostly node by node (:mod:`fuzz.mutate`)."""
SHARED_EVERY = 500
"""Inputs between two checks that the shared data is unchanged."""


def _child(name: str, args: argparse.Namespace) -> None:
    """Fuzz one target in this process (atheris takes the process over)."""
    import atheris

    from fuzz.mutate import mutate_bytes
    from fuzz.seeds import seeds
    from fuzz.targets import TARGETS

    target = TARGETS[name]
    inputs = seeds(name)
    with atheris.instrument_imports(include=["eerie"]):
        for seed in inputs:  # imports the target's modules, instrumented
            target.check(seed)
    shared = target.shared()
    count = 0

    def one_input(data: bytes) -> None:
        nonlocal count
        target.check(data)
        count += 1
        if count % SHARED_EVERY == 0:
            assert target.shared() == shared, \
                f"shared data changed within the last {SHARED_EVERY} inputs"

    work = Path(args.corpus_dir) / name
    work.mkdir(parents=True, exist_ok=True)
    for seed in inputs:
        (work / f"seed-{hashlib.sha1(seed).hexdigest()}").write_bytes(seed)
    crashes = Path(args.crash_dir)
    crashes.mkdir(parents=True, exist_ok=True)
    flags = [f"-timeout={args.timeout}", f"-artifact_prefix={crashes}/{name}-",
             "-rss_limit_mb=2048", "-print_final_stats=1", f"-seed={args.seed}",
             "-max_len=300000"]
    if args.seconds:
        flags.append(f"-max_total_time={args.seconds}")
    if args.runs:
        flags.append(f"-runs={args.runs}")
    extra = {"custom_mutator": mutate_bytes} if name in JSON_TARGETS else {}
    atheris.Setup([sys.argv[0], *flags, str(work)], one_input, **extra)
    atheris.Fuzz()


def _reproduce(name: str, path: Path) -> int:
    from fuzz.targets import TARGETS

    TARGETS[name].check(path.read_bytes())
    print(f"{name}: {path} keeps the contract")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run the chosen targets (all by default) one after another; 0 if none failed."""
    parser = argparse.ArgumentParser(prog="python -m fuzz.run", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("targets", nargs="*", choices=[[], *NAMES], default=[],
                        metavar="TARGET", help=f"targets to run ({', '.join(NAMES)})")
    parser.add_argument("--seconds", type=int, default=0, help="time per target")
    parser.add_argument("--runs", type=int, default=0, help="inputs per target")
    parser.add_argument("--timeout", type=int, default=10,
                        help="seconds one input may take before it counts as a hang")
    parser.add_argument("--seed", type=int, default=1, help="libFuzzer's random seed")
    parser.add_argument("--corpus-dir", default="", help="keep working corpora here")
    parser.add_argument("--crash-dir", default=str(ROOT / "crashes"))
    parser.add_argument("--reproduce", type=Path, help="run one input file and stop")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.child, args)
        return 0
    names = list(args.targets) or list(NAMES)
    if args.reproduce:
        return _reproduce(names[0], args.reproduce)
    if not (args.seconds or args.runs):
        parser.error("give --seconds or --runs (a run without either never ends)")
    failed: list[str] = []
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(ROOT.parent), str(ROOT.parent / "src"),
                    os.environ.get("PYTHONPATH", "")) if p)}
    with tempfile.TemporaryDirectory(prefix="eerie-fuzz-") as scratch:
        for name in names:
            if not _run_child(name, args, argv, names, env, scratch):
                failed.append(name)
    return 1 if failed else 0


def _run_child(name: str, args: argparse.Namespace, argv: list[str] | None,
               names: list[str], env: dict[str, str], scratch: str) -> bool:
    """Fuzz ``name`` in a child process (its working corpus in ``--corpus-dir`` or in
    ``scratch``, deleted afterwards); print one line, or the report of a finding."""
    given = [a for a in (argv if argv is not None else sys.argv[1:]) if a not in names]
    cmd = [sys.executable, "-m", "fuzz.run", "--child", name, *given]
    if not args.corpus_dir:
        cmd += ["--corpus-dir", scratch]
    start = time.monotonic()
    done = subprocess.run(cmd, cwd=ROOT.parent, env=env, capture_output=True,
                          text=True, errors="replace", check=False)
    took = time.monotonic() - start
    runs = next((line.split(":")[-1].strip() for line in done.stderr.splitlines()
                 if "stat::number_of_executed_units" in line), "?")
    if done.returncode:
        print(f"{name}: FOUND A PROBLEM after {took:.1f} s (exit {done.returncode})")
        print(done.stderr[-6000:], flush=True)
        return False
    print(f"{name}: {runs} inputs in {took:.1f} s, contract kept", flush=True)
    return True


if __name__ == "__main__":
    sys.exit(main())
