"""The deep fuzz run: a million hostile inputs per entry point and ruleset, on every CPU.

Usage::

    python tools/fuzz.py --inputs 340000             # about a million per entry point, in about 95 minutes on two CPUs
    python tools/fuzz.py --inputs 20000 --entry from_json --ruleset smear

It drives the same attacks as the suite (``tests/fuzzing.py``) and prints, per
entry point and ruleset, how many inputs were accepted (and round-tripped) and
how many were refused with each documented exception. Any escape (another
exception, an accepted input that does not round-trip) is printed with the seed
that reproduces it, and the exit status is 1. ``--json FILE`` writes the figures
for the docs' "Security and limits" page.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzzing import ATTACKS, RULESETS, Escape, attack  # noqa: E402

CHUNK = 2_000
"""Inputs per task handed to a worker process."""


def run_chunk(entry: str, name: str, start: int, count: int) -> tuple[Counter[str], list[str]]:
    """Attack ``count`` inputs seeded ``start``, ``start + 1``, ...; the outcomes and any escapes."""
    outcomes: Counter[str] = Counter()
    escapes: list[str] = []
    for seed in range(start, start + count):
        try:
            outcomes[attack(entry, name, random.Random(f"{entry}/{name}/{seed}"))] += 1
        except Escape as escape:
            outcomes["ESCAPE"] += 1
            escapes.append(f"{entry} {name} seed {seed}: {escape}")
    return outcomes, escapes


def main(argv: list[str] | None = None) -> int:
    """Run the attacks and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000, help="inputs per entry point and ruleset (default 10000)")
    parser.add_argument("--entry", choices=sorted(ATTACKS), action="append", help="only these entry points")
    parser.add_argument("--ruleset", choices=sorted(RULESETS), action="append", help="only these rulesets")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: one per CPU)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    entries = args.entry or sorted(ATTACKS)
    names = args.ruleset or list(RULESETS)
    rows = []
    escapes: list[str] = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for entry in entries:
            for name in names:
                started = time.perf_counter()
                futures = [
                    pool.submit(run_chunk, entry, name, start, min(CHUNK, args.inputs - start))
                    for start in range(0, args.inputs, CHUNK)
                ]
                outcomes: Counter[str] = Counter()
                for future in futures:
                    counted, found = future.result()
                    outcomes.update(counted)
                    escapes.extend(found)
                seconds = time.perf_counter() - started
                rows.append({"entry": entry, "ruleset": name, "inputs": args.inputs, "seconds": round(seconds, 1), **outcomes})
                refused = ", ".join(f"{kind} {count}" for kind, count in sorted(outcomes.items()) if kind not in ("accepted", "ESCAPE"))
                print(
                    f"{entry:<13} {name:<11} {args.inputs:>9,} inputs  accepted {outcomes['accepted']:>8,}  "
                    f"escapes {outcomes['ESCAPE']}  {seconds:7.1f} s  refused: {refused}",
                    flush=True,
                )
    for line in escapes[:50]:
        print("ESCAPE", line, file=sys.stderr)
    if args.json is not None:
        args.json.write_text(json.dumps({"rows": rows, "escapes": len(escapes)}, indent=2) + "\n", encoding="utf-8")
    print(f"{sum(row['inputs'] for row in rows):,} inputs, {len(escapes)} escapes")
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
