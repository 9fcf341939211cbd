"""Mutation testing of the rules modules: is each rule's code pinned down by a test that fails when it changes?

Usage (from a checkout, with the ``mutation`` extra: ``pip install -e '.[mutation]'``)::

    python tools/mutation.py smear._rules            # one module
    python tools/mutation.py smear._rules smear._play
    python tools/mutation.py --all                   # every rules module, smallest first (hours)
    python tools/mutation.py --retest smear._rules   # only the survivors and untested mutants (after adding tests)
    python tools/mutation.py --report                # the figures of what has run, without running

It drives mutmut 3 (configured under ``[tool.mutmut]`` in ``pyproject.toml``): mutmut
copies ``src/`` and ``tests/`` to ``mutants/``, changes the rules modules one small
edit at a time (an operator, a constant, a comparison, a returned value, an argument
dropped) and runs, for each such *mutant*, only the tests that call the function it
changes. A mutant is *killed* when a test fails, *survived* when every test passes.
The compiled kernels are off (``TRICKCORE_PURE_PYTHON=1``), so the mutated Python is
what the tests run.

Each module runs in two passes, so that a whole run fits a small machine without
weakening a verdict. The first pass is mutmut's, with ``TRICKCORE_MUTATION=1`` (see
``tests/conftest.py``): Hypothesis runs a tenth of the ``ci`` profile's examples and
does not shrink, and each mutant's tests run fastest first, so most mutants are
killed by a cheap test in a fraction of a second. Only a mutant that survives every
test costs all of its tests' time; the second pass runs each such survivor again,
with the full ``ci`` profile (``TRICKCORE_MUTATION=full``: every example, still no
shrinking) and every test that reaches its function, under a CPU-time limit scaled
to the full profile. A mutant counts as survived only if it also survives that pass;
the verdicts of the second pass are kept in ``mutants/confirmed.json``. Results are
kept in ``mutants/``: a second run tests only what changed; ``mutmut results`` lists
the first pass's survivors and ``mutmut show NAME`` shows one.

For each module it prints the mutants killed (and how many of those only the full
profile killed), survived and timed out, and the share killed. The exit status is 1
when a module run here has a survivor not listed as an equivalent mutant in
``docs/mutation.rst`` (where the only mutant names given in double backquotes are
those judged equivalent).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tomllib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

GAMES = ("smear", "fifty_six", "fifty_five")
"""The game packages under ``src/trickcore/games``."""

RULES_MODULES = ("_auction", "_cards", "_engine", "_exchange", "_house", "_kitty", "_play", "_rules", "_scoring", "_state")
"""The modules of a game package that hold its rules (the others read, write or show them)."""

_STATUS = {1: "killed", 3: "killed", 0: "survived", 36: "timeout", 24: "timeout", -24: "timeout", 152: "timeout", 255: "timeout"}
"""mutmut's exit codes of a mutant's test run, as this report counts them (anything else is ``other``)."""

_EQUIVALENT = re.compile(r"``(trickcore\.games\.\S+?__mutmut_\d+)``")
"""How ``docs/mutation.rst`` names a mutant it judges equivalent."""


FULL_PROFILE_FACTOR = 10
"""How many times the first pass's CPU-time limit a survivor gets in the second pass (the ``ci`` profile runs
ten times the first pass's examples; ``tests/conftest.py``)."""


def first_pass_limit(estimate: float) -> float:
    """mutmut's CPU-time limit for a mutant whose tests took ``estimate`` seconds: ``2 * multiplier * (estimate +
    constant)``, with ``timeout_multiplier`` and ``timeout_constant`` from ``pyproject.toml`` (mutmut's defaults 15, 1)."""
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    return 2 * float(options.get("timeout_multiplier", 15.0)) * (estimate + float(options.get("timeout_constant", 1.0)))


def modules() -> list[str]:
    """Every rules module, as ``game._module``, smallest file first."""
    found = [
        (path.stat().st_size, f"{game}.{name}")
        for game in GAMES
        for name in RULES_MODULES
        if (path := ROOT / "src" / "trickcore" / "games" / game / f"{name}.py").exists()
    ]
    return [name for _, name in sorted(found)]


def mutants(module: str) -> dict[str, int | None] | None:
    """mutmut's exit code for every mutant of ``module`` (``None``: not tested yet); ``None`` before mutmut made them."""
    game, name = module.split(".")
    meta = ROOT / "mutants" / "src" / "trickcore" / "games" / game / f"{name}.py.meta"
    if not meta.exists():
        return None
    codes: dict[str, int | None] = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    return codes


def confirmed() -> dict[str, str]:
    """The second pass's verdict (``killed``, ``survived``, ``timeout`` or ``other``) on each first-pass survivor it ran."""
    path = ROOT / "mutants" / "confirmed.json"
    verdicts: dict[str, str] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return verdicts


def results(module: str) -> Counter[str]:
    """The status of every mutant of ``module`` that mutmut has made, by status and by name (``name:status``).

    A first-pass survivor or timeout takes the second pass's verdict (a survivor it kills also counts under
    ``killed by full``); one the second pass has not run yet is ``unconfirmed``, except a survivor judged
    equivalent, which the second pass skips.
    """
    counted: Counter[str] = Counter()
    second = confirmed()
    judged = equivalent()
    for key, code in (mutants(module) or {}).items():
        status = "not checked" if code is None else _STATUS.get(code, "other")
        if status in ("survived", "timeout"):
            first = status
            status = second.get(key, "survived" if first == "survived" and key in judged else "unconfirmed")
            counted["killed by full"] += status == "killed" and first == "survived"
        counted[status] += 1
        if status != "killed":
            counted[f"{key}:{status}"] += 1
    return counted


def equivalent() -> set[str]:
    """The survivors judged equivalent in ``docs/mutation.rst``."""
    page = ROOT / "docs" / "mutation.rst"
    return set(_EQUIVALENT.findall(page.read_text(encoding="utf-8"))) if page.exists() else set()


def report(names: list[str]) -> int:
    """Print the table for ``names``; the number of survivors not judged equivalent."""
    judged = equivalent()
    unjudged = 0
    print(f"{'module':<22} {'mutants':>7} {'killed':>7} {'by full':>7} {'survived':>8} {'timeout':>7} {'other':>6} {'killed %':>8}")
    for module in names:
        counted = results(module)
        total = sum(value for key, value in counted.items() if ":" not in key and key != "killed by full")
        if not total:
            print(f"{module:<22} {'not run' if mutants(module) is None else 'no mutants (no function bodies)'}")
            continue
        if counted["not checked"] == total:
            print(f"{module:<22} {total:>7} not run yet")
            continue
        killed = counted["killed"]
        print(
            f"{module:<22} {total:>7} {killed:>7} {counted['killed by full']:>7} {counted['survived']:>8} {counted['timeout']:>7} "
            f"{counted['other'] + counted['not checked'] + counted['unconfirmed']:>6} {100 * killed / total:>7.1f}%"
        )
        for key in sorted(key for key in counted if key.endswith((":survived", ":unconfirmed"))):
            name, status = key.rsplit(":", 1)
            mark = "equivalent" if name in judged else "SURVIVED" if status == "survived" else "UNCONFIRMED"
            unjudged += name not in judged
            print(f"    {mark:<11} {name}")
    return unjudged


def _second_pass_one(name: str, tests: list[str], cpu_seconds: int, profile: str) -> str:
    """Run one mutant's tests with ``profile`` (``1`` or ``full``), fastest first, until one fails; its verdict.

    The limit is on CPU time only: a busy machine does not turn a slow survivor into a timeout.
    """

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))

    mutated = ROOT / "mutants"
    environment = {
        **os.environ,
        "TRICKCORE_PURE_PYTHON": "1",
        "TRICKCORE_MUTATION": profile,
        "TRICKCORE_MUTANT": name,
        "PYTHONPATH": os.pathsep.join([str(mutated / "src"), str(mutated)]),
    }
    command = [sys.executable, "-m", "pytest", "--rootdir=.", "--tb=no", "-x", "-q", "-p", "no:randomly", "-p", "no:xdist"]
    finished = subprocess.run(
        [*command, "-p", "no:cacheprovider", *tests], cwd=mutated, env=environment, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, preexec_fn=limit, check=False,
    )
    return {0: "survived", 1: "killed", 3: "killed"}.get(finished.returncode, "timeout" if finished.returncode in (-24, -9) else "other")


def second_pass(module: str, jobs: int) -> None:
    """Give every first-pass survivor and timeout of ``module`` not yet confirmed its verdict; keep the verdicts.

    A survivor runs again with the full profile. A timeout first runs again with the first pass's profile under
    mutmut's CPU-time limit alone (mutmut also stops a mutant after half that limit in wall time, which a busy
    machine can reach): it stays a timeout if it reaches the limit, and if it survives, it runs with the full
    profile as a survivor does. A survivor already judged equivalent in ``docs/mutation.rst`` does not run with the
    full profile: reading it showed that no test can kill it.
    """
    second = confirmed()
    codes = mutants(module) or {}
    judged = equivalent()
    waiting = [
        name
        for name, code in codes.items()
        if code is not None and name not in second and (_STATUS.get(code) == "timeout" or (code == 0 and name not in judged))
    ]
    if not waiting:
        return
    game, name = module.split(".")
    meta = json.loads((ROOT / "mutants/src/trickcore/games" / game / f"{name}.py.meta").read_text(encoding="utf-8"))
    stats = json.loads((ROOT / "mutants" / "mutmut-stats.json").read_text(encoding="utf-8"))
    seconds: dict[str, float] = stats["duration_by_test"]

    def verdict(mutant: str) -> tuple[str, str]:
        tests = sorted(stats["tests_by_mangled_function_name"][mutant.partition("__mutmut_")[0]], key=lambda test: seconds.get(test, 0.0))
        estimate = meta["estimated_durations_by_key"].get(mutant, sum(seconds.get(test, 0.0) for test in tests))
        cpu_seconds = int(first_pass_limit(estimate)) + 1
        if codes[mutant] != 0 and ((status := _second_pass_one(mutant, tests, cpu_seconds, "1")) != "survived" or mutant in judged):
            return mutant, status
        return mutant, _second_pass_one(mutant, tests, cpu_seconds * FULL_PROFILE_FACTOR, "full")

    print(f"    second pass: {len(waiting)} first-pass survivors and timeouts", flush=True)
    path = ROOT / "mutants" / "confirmed.json"
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for mutant, status in pool.map(verdict, waiting):
            second = {**confirmed(), mutant: status}
            path.write_text(json.dumps(second, indent=1, sort_keys=True), encoding="utf-8")


def forget(names: list[str]) -> None:
    """Drop the second pass's verdicts on ``names``, which the first pass is about to run again."""
    second = confirmed()
    if any(name in second for name in names):
        kept = {name: status for name, status in second.items() if name not in set(names)}
        (ROOT / "mutants" / "confirmed.json").write_text(json.dumps(kept, indent=1, sort_keys=True), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Run mutmut over the chosen modules, one at a time, and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", nargs="*", help="rules modules as game._module, e.g. smear._rules")
    parser.add_argument("--all", action="store_true", help="every rules module, smallest first")
    parser.add_argument("--report", action="store_true", help="only print the figures of earlier runs")
    parser.add_argument(
        "--retest", action="store_true", help="test again only the mutants that survived (and are not judged equivalent) or were not tested"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="mutants tested at once (default: one per CPU)")
    args = parser.parse_args(argv)
    known = modules()
    names = known if args.all or (args.report and not args.module) else args.module
    unknown = [name for name in names if name not in known]
    if unknown or not names:
        parser.error(f"name rules modules ({', '.join(known)}) or pass --all" if not unknown else f"not a rules module: {unknown[0]}")
    if not args.report:
        environment = {**os.environ, "TRICKCORE_PURE_PYTHON": "1", "TRICKCORE_MUTATION": "1"}
        for module in names:
            if mutants(module) == {}:
                continue
            print(f"--- {module}", flush=True)
            chosen = [f"trickcore.games.{module}.*"]
            if args.retest:
                second, judged = confirmed(), equivalent()
                chosen = [
                    key
                    for key, code in (mutants(module) or {}).items()
                    if code is None or (second.get(key, _STATUS.get(code)) not in ("killed", "timeout") and key not in judged)
                ]
                forget(chosen)
            else:
                forget(list(mutants(module) or {}))
            if chosen:
                command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(args.jobs), *chosen]
                finished = subprocess.run(command, cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, check=False)
                if finished.returncode != 0:
                    print(f"mutmut failed on {module} (exit status {finished.returncode})", file=sys.stderr)
                    return 2
            second_pass(module, args.jobs)
    return 1 if report(names) else 0


if __name__ == "__main__":
    sys.exit(main())
