"""Run the benchmark modules (``bench_*.py`` beside this file) and print one table each.

Numbers depend on the machine: compare ratios measured on one machine, not
absolute figures. ``python benchmarks/run.py --help`` lists the benchmarks.
"""

from __future__ import annotations

import argparse
import importlib
import platform
import sys
from pathlib import Path

from timing import print_rows

HERE = Path(__file__).resolve().parent


def available() -> list[str]:
    """The benchmark names: ``bench_<name>.py`` beside this file."""
    return sorted(path.stem.removeprefix("bench_") for path in HERE.glob("bench_*.py"))


def build_parser() -> argparse.ArgumentParser:
    """The command line: benchmark names to run (default: all)."""
    names = available()
    parser = argparse.ArgumentParser(
        prog="benchmarks/run.py",
        description="Measure hands, games and legal-move calls per second for each ruleset.",
        epilog="Simulation backends are measured by benchmarks/backends.py.",
    )
    parser.add_argument(
        "names", nargs="*", metavar="NAME", help=f"benchmarks to run: {', '.join(names)} (default: all, core first)"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    """Import and run the chosen benchmark modules."""
    parser = build_parser()
    names: list[str] = list(parser.parse_args(argv).names)
    unknown = sorted(set(names) - set(available()))
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available())}")
    chosen = names or ["core", *(name for name in available() if name != "core")]
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'unknown cpu'})")
    for name in chosen:
        module = importlib.import_module(f"bench_{name}")
        print_rows(name, module.rows())
    return 0


if __name__ == "__main__":
    sys.exit(main())
