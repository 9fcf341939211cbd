"""Run every check of the project: mypy --strict, the Sphinx build and doctests, then pytest.

This is the one test command: the README's second set-up command and ``.ci/run``
both run it. It exits non-zero if any check fails. Set
``TRICKCORE_HYPOTHESIS_PROFILE=deep`` for a long property-test run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(title: str, *command: str) -> bool:
    """Run one check, printing a heading, and report whether it passed."""
    print(f"\n=== {title}: {' '.join(command)}", flush=True)
    return subprocess.run(command, cwd=ROOT, check=False).returncode == 0


def main() -> int:
    """Run the checks in order; pytest last so its summary line closes the output."""
    python = sys.executable
    build = ROOT / "docs" / "_build"
    env_note = os.environ.get("TRICKCORE_HYPOTHESIS_PROFILE", "ci")
    print(f"Hypothesis profile: {env_note}")
    results = {
        "mypy": run("mypy --strict", python, "-m", "mypy", "--strict", "src", "tests", "benchmarks", "tools"),
        "docs": run(
            "Sphinx (nitpicky, warnings are errors)",
            python, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html", "docs", str(build / "html"),
        ),
        "doctest": run(
            "Sphinx doctests", python, "-m", "sphinx", "-n", "-W", "-q", "-b", "doctest", "docs", str(build / "doctest")
        ),
        "pytest": run("pytest (tests and docstring examples)", python, "-m", "pytest", "-q"),
    }
    failed = [name for name, passed in results.items() if not passed]
    if failed:
        print(f"\nFAILED checks: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
