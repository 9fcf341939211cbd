"""The compiled kernels under AddressSanitizer and UndefinedBehaviorSanitizer: any report fails the run.

Usage::

    python tools/sanitize.py                 # build, then run the kernel tests and a fuzz sample
    python tools/sanitize.py --fuzz-inputs 0 # the tests only

It builds ``src/trickcore/_speedups.c`` with ``-fsanitize=address,undefined
-fno-sanitize-recover=undefined`` into a temporary copy of the package (the source
tree and the installed kernels are left alone), then runs, against that copy, the
kernels' tests (``tests/core/test_native.py``, ``tests/core/test_native_hostile.py``,
``tests/core/test_frozen.py`` and ``tests/core/test_point_search.py``: each kernel
against its twin, on hostile input too) and a short sample of the outside fuzz
(``tools/fuzz.py``), which drives the engines and so the kernels. CPython is not built with the sanitizers, so gcc's
``libasan`` is preloaded, leak detection is off (CPython keeps objects until exit),
and ``PYTHONMALLOC=malloc`` hands every Python allocation to the sanitized
``malloc``, so that a read of memory a list or tuple freed is caught even where it
would not crash. A read out of bounds or after free, an overflow, a misaligned or
NULL access — any sanitizer report — ends the run with status 1.

Where no C compiler or ``libasan`` is found it says so and exits 0: the kernels
cannot have been built there either (trickcore then runs in pure Python).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "trickcore"

FLAGS = ("-fsanitize=address,undefined", "-fno-sanitize-recover=undefined", "-fno-omit-frame-pointer", "-g", "-O1")
"""How the extension is compiled (and linked) for the run."""

TESTS = (
    "tests/core/test_native.py",
    "tests/core/test_native_hostile.py",
    "tests/core/test_frozen.py",
    "tests/core/test_point_search.py",
)
"""The test modules run against the sanitized kernels."""

REPORT = re.compile(r"ERROR: AddressSanitizer|runtime error:|ERROR: LeakSanitizer|SUMMARY: UndefinedBehaviorSanitizer")
"""A line of a sanitizer report."""


def compiler() -> str | None:
    """The C compiler setuptools would use (``CC``, else gcc), if present."""
    name = os.environ.get("CC", "gcc").split()[0]
    return shutil.which(name)


def libasan(cc: str) -> str | None:
    """The path of the compiler's AddressSanitizer runtime, or None (``gcc -print-file-name=libasan.so``)."""
    found = subprocess.run([cc, "-print-file-name=libasan.so"], capture_output=True, text=True, check=False).stdout.strip()
    return found if os.path.isabs(found) and os.path.exists(found) else None


def build(cc: str, into: Path) -> None:
    """A copy of the package in ``into`` whose kernels are compiled with the sanitizers."""
    target = into / "trickcore"
    shutil.copytree(PACKAGE, target, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    include = sysconfig.get_paths()["include"]
    command = [cc, "-shared", "-fPIC", *FLAGS, f"-I{include}", str(PACKAGE / "_speedups.c"), "-o", str(target / f"_speedups{suffix}")]
    subprocess.run(command, check=True)


def environment(into: Path, runtime: str) -> dict[str, str]:
    """The environment of a sanitized run: the copy first on the path, the runtime preloaded."""
    return {
        **{name: value for name, value in os.environ.items() if name != "TRICKCORE_PURE_PYTHON"},
        "PYTHONPATH": os.pathsep.join([str(into), str(ROOT)]),
        "LD_PRELOAD": runtime,
        "PYTHONMALLOC": "malloc",
        "ASAN_OPTIONS": "detect_leaks=0:halt_on_error=1:abort_on_error=0:allocator_may_return_null=1",
        "UBSAN_OPTIONS": "print_stacktrace=1:halt_on_error=1",
        "PYTHONDONTWRITEBYTECODE": "1",
    }


def run(title: str, command: list[str], env: dict[str, str]) -> bool:
    """Run one step, echo its output, and tell whether it passed with no sanitizer report."""
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    output = done.stdout + done.stderr
    reports = [line for line in output.splitlines() if REPORT.search(line)]
    print(f"--- {title} ({time.perf_counter() - started:.0f} s, status {done.returncode})", flush=True)
    print(output.rstrip(), flush=True)
    if reports:
        print(f"sanitizer report in {title}: {reports[0]}", flush=True)
    return done.returncode == 0 and not reports


def main(argv: list[str] | None = None) -> int:
    """Build the sanitized kernels, run the steps, and print one closing line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fuzz-inputs", type=int, default=40, help="inputs per entry point and ruleset of the fuzz sample (default 40; 0: none)")
    args = parser.parse_args(argv)
    cc = compiler()
    runtime = libasan(cc) if cc else None
    if cc is None or runtime is None:
        print(f"sanitizer run skipped: no {'C compiler' if cc is None else 'libasan for ' + cc} on this machine")
        return 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="trickcore-sanitize-") as directory:
        into = Path(directory)
        build(cc, into)
        env = environment(into, runtime)
        probe = "import trickcore, trickcore._speedups as k; from trickcore import native; assert native.ENABLED; print(k.__file__)"
        steps = [
            ("the sanitized kernels load", [sys.executable, "-c", probe]),
            ("kernel tests", [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", "-n", "0", *TESTS]),
        ]
        if args.fuzz_inputs > 0:
            steps.append(("fuzz sample", [sys.executable, "tools/fuzz.py", "--inputs", str(args.fuzz_inputs), "--jobs", "1"]))
        failed = [title for title, command in steps if not run(title, command, env)]
    seconds = time.perf_counter() - started
    if failed:
        print(f"SANITIZER RUN FAILED: {', '.join(failed)}; in {seconds:.0f} s")
        return 1
    print(f"sanitizer run clean (address, undefined): {len(steps)} steps in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
