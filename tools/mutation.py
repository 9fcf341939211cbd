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
what the tests run, and Hypothesis does not shrink a failure (``TRICKCORE_MUTATION=1``,
see ``tests/conftest.py``): the first failing example kills the mutant. Results are kept in ``mutants/``: a second run tests only what
changed; ``mutmut results`` lists the survivors and ``mutmut show NAME`` shows one.

For each module it prints the mutants killed, survived and timed out, and the share
killed. The exit status is 1 when a module run here has a survivor not listed as an
equivalent mutant in ``docs/mutation.rst`` (where the only mutant names given in
double backquotes are those judged equivalent).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter
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


def results(module: str) -> Counter[str]:
    """The status of every mutant of ``module`` that mutmut has made, by status and by name (``name:status``)."""
    counted: Counter[str] = Counter()
    for key, code in (mutants(module) or {}).items():
        status = "not checked" if code is None else _STATUS.get(code, "other")
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
    print(f"{'module':<22} {'mutants':>7} {'killed':>7} {'survived':>8} {'timeout':>7} {'other':>6} {'killed %':>8}")
    for module in names:
        counted = results(module)
        total = sum(value for key, value in counted.items() if ":" not in key)
        if not total:
            print(f"{module:<22} {'not run' if mutants(module) is None else 'no mutants (no function bodies)'}")
            continue
        if counted["not checked"] == total:
            print(f"{module:<22} {total:>7} not run yet")
            continue
        killed = counted["killed"]
        print(
            f"{module:<22} {total:>7} {killed:>7} {counted['survived']:>8} {counted['timeout']:>7} "
            f"{counted['other'] + counted['not checked']:>6} {100 * killed / total:>7.1f}%"
        )
        for key in sorted(key for key in counted if key.endswith(":survived")):
            name = key.rsplit(":", 1)[0]
            mark = "equivalent" if name in judged else "SURVIVED"
            unjudged += name not in judged
            print(f"    {mark:<10} {name}")
    return unjudged


def main(argv: list[str] | None = None) -> int:
    """Run mutmut over the chosen modules, one at a time, and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", nargs="*", help="rules modules as game._module, e.g. smear._rules")
    parser.add_argument("--all", action="store_true", help="every rules module, smallest first")
    parser.add_argument("--report", action="store_true", help="only print the figures of earlier runs")
    parser.add_argument("--retest", action="store_true", help="test again only the mutants that survived or were not tested")
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
                chosen = [
                    key for key, code in (mutants(module) or {}).items() if code is None or _STATUS.get(code) not in ("killed", "timeout")
                ]
                if not chosen:
                    continue
            command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(args.jobs), *chosen]
            finished = subprocess.run(command, cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, check=False)
            if finished.returncode != 0:
                print(f"mutmut failed on {module} (exit status {finished.returncode})", file=sys.stderr)
                return 2
    return 1 if report(names) else 0


if __name__ == "__main__":
    sys.exit(main())
