"""Run every check of the project: mypy --strict, the Sphinx build and doctests, then pytest.

This is the one test command: the README's second set-up command and ``.ci/run``
both run it. It ends with one summary line (``ALL CHECKS PASSED: ...`` or
``CHECKS FAILED: ...``) and exits non-zero if any check fails. The Hypothesis
profile comes from ``TRICKCORE_HYPOTHESIS_PROFILE``: ``ci`` (the default),
``dev`` or ``deep`` (a long property-test run).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_PYTEST_COUNTS = re.compile(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed|deselected)")


def run(title: str, *command: str) -> tuple[bool, str]:
    """Run one check, printing a heading and its output; report whether it passed and its last line."""
    print(f"\n=== {title}: {' '.join(command)}", flush=True)
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
    )
    assert process.stdout is not None
    last = ""
    for line in process.stdout:
        print(line, end="", flush=True)
        if line.strip():
            last = line.strip()
    return process.wait() == 0, last


def pytest_counts(last_line: str) -> str:
    """pytest's closing counts, e.g. ``812 passed, 3 skipped`` (empty if the line has none).

    Example:
        >>> pytest_counts("=== 810 passed, 2 skipped, 1 xfailed in 312.40s (0:05:12) ===")
        '810 passed, 2 skipped, 1 xfailed'
    """
    return ", ".join(f"{count} {word}" for count, word in _PYTEST_COUNTS.findall(last_line))


def main() -> int:
    """Run the checks in order, then print one line that says what passed and what failed."""
    start = time.perf_counter()
    python = sys.executable
    build = ROOT / "docs" / "_build"
    print(f"Hypothesis profile: {os.environ.get('TRICKCORE_HYPOTHESIS_PROFILE', 'ci')}")
    results = {
        "mypy": run("mypy --strict", python, "-m", "mypy", "--strict", "src", "tests", "benchmarks", "tools", "examples"),
        "docs": run(
            "Sphinx (nitpicky, warnings are errors)",
            python, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html", "docs", str(build / "html"),
        ),
        "doctest": run(
            "Sphinx doctests", python, "-m", "sphinx", "-n", "-W", "-q", "-b", "doctest", "docs", str(build / "doctest")
        ),
        "pytest": run("pytest (tests and docstring examples)", python, "-m", "pytest", "-q"),
    }
    counts = pytest_counts(results["pytest"][1]) or "no count"
    names = {name: f"pytest ({counts})" if name == "pytest" else name for name in results}
    passed = [names[name] for name, (ok, _) in results.items() if ok]
    failed = [names[name] for name, (ok, _) in results.items() if not ok]
    seconds = time.perf_counter() - start
    print()
    if failed:
        also = f"; passed: {', '.join(passed)}" if passed else ""
        print(f"CHECKS FAILED: {', '.join(failed)}{also}; in {seconds:.0f} s", flush=True)
        return 1
    print(f"ALL CHECKS PASSED: {', '.join(passed)} in {seconds:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
