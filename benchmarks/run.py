"""Run every benchmark module (``bench_*.py`` beside this file) and print one table each.

Usage: ``python benchmarks/run.py [NAME ...]`` where NAME is ``core``,
``fifty_six``, ``smear`` or ``fifty_five`` (default: all). Numbers depend on the
machine: compare ratios measured on one machine, not absolute figures.
"""

from __future__ import annotations

import importlib
import platform
import sys
from pathlib import Path

from timing import print_rows

HERE = Path(__file__).resolve().parent


def main(names: list[str]) -> int:
    """Import and run the chosen benchmark modules."""
    available = sorted(path.stem.removeprefix("bench_") for path in HERE.glob("bench_*.py"))
    chosen = names or ["core", *(name for name in available if name != "core")]
    unknown = sorted(set(chosen) - set(available))
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available)}", file=sys.stderr)
        return 2
    print(f"Python {platform.python_version()} on {platform.machine()} ({platform.processor() or 'unknown cpu'})")
    for name in chosen:
        module = importlib.import_module(f"bench_{name}")
        print_rows(name, module.rows())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
