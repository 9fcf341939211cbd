"""The deep fuzz run: a million hostile inputs per entry point and ruleset, on every CPU.

Usage::

    python tools/fuzz.py --inputs 1000000            # the deep run: about 3 CPU-hours, 1.5-2 hours on two CPUs
    python tools/fuzz.py --inputs 20000 --entry from_json --ruleset smear

It drives the same attacks as the suite (``tests/fuzzing.py``) and prints, per
entry point and ruleset, how many inputs were accepted (and round-tripped) and
how many were refused with each documented exception, with the inputs per
CPU-second (the CPU time of the worker processes, so the figure holds on a busy
machine too). Any escape (another exception, an accepted input that does not
round-trip) is printed with the seed that reproduces it, and the exit status is 1.
At the end it projects, from the measured rates, the CPU time and the time on
``--jobs`` workers of a run of ``--project`` inputs per entry point and ruleset.
``--json FILE`` writes the figures for the docs' "Security and limits" page.

Most of the time goes to ``replay_view``: a seat's record that passes the shape
checks starts the search for hidden cards that fit it (random deals, a bipartite
matching, the hand replayed up to its first refusal), about a hundred times the
cost of an input refused by a check. The workers build the games, documents, seat
records and views the attacks start from once each (before their clock starts),
so the CPU goes to the entry points under attack.
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

from tests.fuzzing import ATTACKS, RULESETS, Escape, attack, documents, games, seat_material  # noqa: E402

CHUNK = 2_000
"""Inputs per task handed to a worker process."""


def warm_up(names: list[str]) -> None:
    """Build, in a worker, the material every attack starts from, so that no chunk's clock counts it."""
    for name in names:
        for index, game in enumerate(games(name)):
            for seat in range(len(game.hands)):
                seat_material(name, index, seat)
        documents(name)


def run_chunk(entry: str, name: str, start: int, count: int) -> tuple[Counter[str], list[str], float]:
    """Attack ``count`` inputs seeded ``start``, ``start + 1``, ...; the outcomes, any escapes and the CPU seconds."""
    outcomes: Counter[str] = Counter()
    escapes: list[str] = []
    began = time.process_time()
    for seed in range(start, start + count):
        try:
            outcomes[attack(entry, name, random.Random(f"{entry}/{name}/{seed}"))] += 1
        except Escape as escape:
            outcomes["ESCAPE"] += 1
            escapes.append(f"{entry} {name} seed {seed}: {escape}")
        except Exception as error:  # noqa: BLE001 - the harness's own failure is an escape too, not the run's end
            outcomes["ESCAPE"] += 1
            escapes.append(f"{entry} {name} seed {seed}: {type(error).__name__} from the attack itself: {str(error)[:300]}")
    return outcomes, escapes, time.process_time() - began


def main(argv: list[str] | None = None) -> int:
    """Run the attacks and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=10_000, help="inputs per entry point and ruleset (default 10000)")
    parser.add_argument("--entry", choices=sorted(ATTACKS), action="append", help="only these entry points")
    parser.add_argument("--ruleset", choices=sorted(RULESETS), action="append", help="only these rulesets")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: one per CPU)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures as JSON")
    parser.add_argument(
        "--project", type=int, default=1_000_000, help="inputs per entry point and ruleset to project the time of (default 1000000)"
    )
    args = parser.parse_args(argv)
    if args.inputs < 1 or args.jobs < 1:
        parser.error("--inputs and --jobs must be at least 1")
    entries = args.entry or sorted(ATTACKS)
    names = args.ruleset or list(RULESETS)
    rows = []
    escapes: list[str] = []
    cpu_by_entry: dict[str, float] = dict.fromkeys(entries, 0.0)
    with ProcessPoolExecutor(max_workers=args.jobs, initializer=warm_up, initargs=(names,)) as pool:
        for entry in entries:
            for name in names:
                started = time.perf_counter()
                futures = [
                    pool.submit(run_chunk, entry, name, start, min(CHUNK, args.inputs - start))
                    for start in range(0, args.inputs, CHUNK)
                ]
                outcomes: Counter[str] = Counter()
                cpu = 0.0
                for future in futures:
                    counted, found, spent = future.result()
                    outcomes.update(counted)
                    escapes.extend(found)
                    cpu += spent
                seconds = time.perf_counter() - started
                rate = args.inputs / cpu if cpu > 0 else float("inf")
                cpu_by_entry[entry] += cpu
                rows.append(
                    {
                        "entry": entry,
                        "ruleset": name,
                        "inputs": args.inputs,
                        "seconds": round(seconds, 1),
                        "cpu_seconds": round(cpu, 1),
                        "inputs_per_cpu_second": round(rate),
                        **outcomes,
                    }
                )
                refused = ", ".join(f"{kind} {count}" for kind, count in sorted(outcomes.items()) if kind not in ("accepted", "ESCAPE"))
                print(
                    f"{entry:<13} {name:<11} {args.inputs:>9,} inputs  accepted {outcomes['accepted']:>8,}  "
                    f"escapes {outcomes['ESCAPE']}  {seconds:7.1f} s  {rate:8,.0f}/CPU-s  refused: {refused}",
                    flush=True,
                )
    scale = args.project / args.inputs
    total = sum(cpu_by_entry.values()) * scale
    for entry in entries:
        projected = cpu_by_entry[entry] * scale
        print(f"{entry:<13} {args.project:,} inputs per ruleset: {projected / 3600:6.2f} CPU-hours ({projected / total:4.0%})")
    print(f"all           {total / 3600:6.2f} CPU-hours, {total / 3600 / args.jobs:5.2f} hours on {args.jobs} workers")
    for line in escapes[:50]:
        print("ESCAPE", line, file=sys.stderr)
    if args.json is not None:
        figures = {"rows": rows, "escapes": len(escapes), "projected_cpu_hours": round(total / 3600, 2), "project": args.project}
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    print(f"{sum(row['inputs'] for row in rows):,} inputs, {len(escapes)} escapes")
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
