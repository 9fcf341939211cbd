"""Run every check of the project: mypy --strict, the Sphinx build and doctests, and pytest, side by side.

This is the one test command: the README's second set-up command and ``.ci/run``
both run it. pytest runs twice: as installed (with the compiled kernels of
:mod:`trickcore.native` where they were built), then in pure Python
(``TRICKCORE_PURE_PYTHON=1``), so the reference code passes every test too; and
the compiled kernels' tests and a fuzz sample run once more against kernels built
with AddressSanitizer and UndefinedBehaviorSanitizer (``tools/sanitize.py``: any
report fails). It ends with one summary line (``ALL CHECKS PASSED: ...`` or ``CHECKS FAILED: ...``)
and exits non-zero if any check fails. The Hypothesis profile comes from
``TRICKCORE_HYPOTHESIS_PROFILE``: ``ci`` (the default), ``dev`` or ``deep`` (a long
property-test run). After the HTML build, ``tools/screenshot_docs.py`` screenshots
key pages in headless Chromium when it is installed (it says so and passes when it
is not).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]

DOCS_TEST = "tests/test_docs_build.py"
"""The tests of the built HTML docs: the pure-Python pytest run reads the Sphinx step's build."""

_PYTEST_COUNTS = re.compile(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed|deselected)")


class Check:
    """One check running in the background; its output is printed as one block once it ends.

    The output goes to a temporary file, not a pipe, so a check never waits for
    the reader while another check is being waited for.
    """

    def __init__(self, title: str, command: tuple[str, ...], process: subprocess.Popen[bytes], output: IO[bytes]):
        self.title, self.command, self.process, self.output = title, command, process, output

    @classmethod
    def start(cls, title: str, *command: str, environment: dict[str, str] | None = None) -> Check:
        """Start ``command`` with its output captured (stderr into stdout), in ``environment`` if given."""
        output = tempfile.TemporaryFile()
        process = subprocess.Popen(command, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT, env=environment)
        return cls(title, command, process, output)

    def finish(self) -> tuple[bool, str]:
        """Wait for the check, print its heading and output; report whether it passed and its last line."""
        code = self.process.wait()
        self.output.seek(0)
        text = self.output.read().decode(errors="replace")
        self.output.close()
        print(f"\n=== {self.title}: {' '.join(self.command)}", flush=True)
        print(text, end="" if text.endswith("\n") or not text else "\n", flush=True)
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        return code == 0, lines[-1] if lines else ""


def run(title: str, *command: str) -> tuple[bool, str]:
    """Run one check to its end (see :class:`Check`)."""
    return Check.start(title, *command).finish()


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
    # The checks run side by side: mypy and Sphinx each use one core, so alone they
    # would leave the other idle; pytest spreads over every core (pytest-xdist).
    checks = {
        "mypy": Check.start(
            "mypy --strict", python, "-m", "mypy", "--strict", "src", "tests", "benchmarks", "tools", "examples"
        ),
        # tests/test_docs_build.py reads the Sphinx build below, so it runs in the second pytest run only.
        "pytest": Check.start(
            "pytest (tests and docstring examples)", python, "-m", "pytest", "-q", "-n", "auto",
            f"--ignore={DOCS_TEST}",
        ),
    }
    results = {"mypy": checks["mypy"].finish()}
    # The sanitizer run builds its own copy of the kernels and runs beside the Sphinx builds.
    sanitizer = Check.start("kernels under AddressSanitizer and UBSan", python, "tools/sanitize.py")
    results["docs"] = run(
        "Sphinx (nitpicky, warnings are errors)",
        python, "-m", "sphinx", "-n", "-W", "--keep-going", "-q", "-b", "html", "docs", str(build / "html"),
    )
    # Screenshots of key pages in headless Chromium (skipped, with the reason, without it),
    # beside the doctests: the PNGs in docs/_build/screenshots are for a person to look at.
    screenshots = Check.start("docs screenshots", python, "tools/screenshot_docs.py") if results["docs"][0] else None
    results["doctest"] = run(
        "Sphinx doctests", python, "-m", "sphinx", "-n", "-W", "-q", "-b", "doctest", "docs", str(build / "doctest")
    )
    if screenshots is not None:
        results["screenshots"] = screenshots.finish()
    results["pytest"] = checks["pytest"].finish()
    results["sanitizer"] = sanitizer.finish()
    # Then the whole suite again in pure Python: the compiled kernels only stand in for it.
    pure = {**os.environ, "TRICKCORE_PURE_PYTHON": "1", "TRICKCORE_DOCS_HTML": str(build / "html")}
    results["pure"] = Check.start(
        "pytest in pure Python (TRICKCORE_PURE_PYTHON=1)", python, "-m", "pytest", "-q", "-n", "auto", environment=pure
    ).finish()
    names = {name: name for name in results}
    for name, label in (("pytest", "pytest"), ("pure", "pytest in pure Python")):
        names[name] = f"{label} ({pytest_counts(results[name][1]) or 'no count'})"
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
