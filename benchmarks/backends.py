"""Measure ``simulate`` throughput per backend and number of jobs.

Usage: ``python benchmarks/backends.py [--ruleset smear] [--games 400] [--lineup heuristic]
[--jobs 1 2] [--backends local process ray] [--repeat 3]``. Each run plays the same games (same
seed), so the summaries are checked to be equal too. Ray's start-up (a local
instance of ``jobs`` CPUs) is timed apart from the games.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import sys
import time
from typing import Any

from trickcore.simulation import BACKENDS, Summary, simulate


def build_parser() -> argparse.ArgumentParser:
    """The benchmark's options."""
    parser = argparse.ArgumentParser(prog="benchmarks/backends.py", description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="smear", help="the game (default: smear)")
    parser.add_argument("--games", type=int, default=400, help="games per run (default: 400)")
    parser.add_argument("--lineup", default="heuristic", help="player kinds, comma-separated (default: heuristic)")
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="job counts to try (default: 1 2)")
    parser.add_argument(
        "--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS), help="backends to try (default: all)"
    )
    parser.add_argument("--repeat", type=int, default=1, help="runs of each, the fastest counts (default: 1)")
    return parser


def _run(args: argparse.Namespace, backend: str, jobs: int) -> tuple[Summary, float, float]:
    """One simulation: the summary, the start-up seconds (Ray) and the seconds of the games."""
    startup = 0.0
    ray: Any = None
    if backend == "ray":
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # a loopback-only local instance
        ray = importlib.import_module("ray")
        start = time.perf_counter()
        ray.init(num_cpus=jobs, include_dashboard=False, log_to_driver=False)
        startup = time.perf_counter() - start
    try:
        start = time.perf_counter()
        summary = simulate(
            args.ruleset,
            games=args.games,
            lineup=args.lineup.split(","),
            seed=1,
            backend=backend,  # type: ignore[arg-type]
            jobs=None if backend == "local" else jobs,
        )
        return summary, startup, time.perf_counter() - start
    finally:
        if ray is not None:
            ray.shutdown()


def main(argv: list[str] | None = None) -> int:
    """Run every backend and job count asked for; print games/s and the speed-up over local."""
    args = build_parser().parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}; {args.games} {args.ruleset} games, lineup {args.lineup}")
    print(f"{'backend':<9}{'jobs':>5}{'start-up s':>12}{'games s':>10}{'games/s':>10}{'speed-up':>10}")
    baseline: float | None = None
    reference: Summary | None = None
    for backend in args.backends:
        for jobs in [1] if backend == "local" else args.jobs:
            runs = [_run(args, backend, jobs) for _ in range(max(1, args.repeat))]
            summary, startup, seconds = min(runs, key=lambda run: run[2])
            if reference is None:
                reference = summary
            elif summary != reference:
                print(f"{backend} with {jobs} jobs gave a different summary", file=sys.stderr)
                return 1
            rate = args.games / seconds
            baseline = baseline or rate
            print(f"{backend:<9}{jobs:>5}{startup:>12.2f}{seconds:>10.2f}{rate:>10.1f}{rate / baseline:>9.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
