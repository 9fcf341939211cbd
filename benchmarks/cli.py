"""The command line: ``python -m benchmarks [options]`` (or ``python benchmarks/run.py``) from the repository root."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from benchmarks.core import core_costs
from benchmarks.engines import RULESETS, CallCosts, long_game_bench, memory_bench, ruleset_benches
from benchmarks.house import house_rates, print_house_rates
from benchmarks.openspiel import hearts
from benchmarks.solver import main as solver_main
from benchmarks.report import (
    SKIPPED_BY_REQUEST,
    SKIPPED_NOT_INSTALLED,
    Reference,
    Results,
    RulesetResult,
    Settings,
    as_data,
    print_report,
)
from benchmarks.timing import HandRate, faster

DEFAULTS: dict[str, float] = {"seconds": 1.0, "call_seconds": 0.25, "rounds": 3, "long_actions": 11_000}
"""The budgets of a full run."""

QUICK: dict[str, float] = {"seconds": 0.02, "call_seconds": 0.005, "rounds": 1, "long_actions": 2000}
"""What ``--quick`` sets instead: enough to run every measurement once, in seconds (for the test suite)."""

DESCRIPTION = """\
Measure trickcore through its public API: random full hands per ruleset (new_game,
then legal_actions + apply of a uniformly random legal action until the hand is
over), decisions per second, the cost of each public call, the JSON round trip of a
long game and the memory of keeping every state. When OpenSpiel is installed
(pip install -e '.[benchmark]'), its Hearts is measured in the same run,
interleaved round by round, and the ratios are checked against the targets.
"""

EPILOG = """\
Every figure is the best of the rounds (noise only slows a run down). Progress goes
to stderr, the tables to stdout. The simulation backends are measured by
benchmarks/backends.py. The exit status is 1 only if the long game's JSON round
trip does not give the game back; missed targets are reported, not failed.
"""


def build_parser() -> argparse.ArgumentParser:
    """The options, each with its default in the help text."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--rulesets", nargs="+", choices=RULESETS, default=list(RULESETS), metavar="NAME",
        help=f"rulesets to measure: {', '.join(RULESETS)} (default: all)",
    )
    parser.add_argument(
        "--seconds", type=float, metavar="S",
        help=f"time of each hand measurement, per engine and round (default: {DEFAULTS['seconds']:g})",
    )
    parser.add_argument(
        "--call-seconds", type=float, metavar="S",
        help=f"time of each per-call measurement, per function and round (default: {DEFAULTS['call_seconds']:g})",
    )
    parser.add_argument("--rounds", type=int, metavar="N", help=f"interleaved rounds, the best kept (default: {DEFAULTS['rounds']:g})")
    parser.add_argument(
        "--long-actions", type=int, metavar="N",
        help=f"actions of the long game whose JSON round trip and memory are measured (default: {DEFAULTS['long_actions']:g})",
    )
    parser.add_argument("--seed", type=int, default=1, metavar="N", help="seed of every random choice (default: 1)")
    parser.add_argument(
        "--quick", action="store_true",
        help="a tiny budget (one round of 0.02 s, a 2,000-action long game) for options not given: checks the suite runs",
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the results to FILE as JSON")
    parser.add_argument("--no-openspiel", action="store_true", help="skip the OpenSpiel comparison even if installed")
    parser.add_argument("--core", action="store_true", help="also time core operations (card parsing, trick winner, shuffle)")
    parser.add_argument("--no-solver", action="store_true", help="skip the solver's rows (python -m benchmarks.solver)")
    parser.add_argument(
        "--no-house", action="store_true", help="skip the random hands under each group of house rules (benchmarks/house.py)"
    )
    parser.add_argument(
        "--solver-limit", type=float, default=20.0, metavar="S",
        help="seconds after which one solve is stopped and counted as slower than the rest (default: 20)",
    )
    parser.add_argument(
        "--strength", type=int, default=0, metavar="GAMES",
        help="also play PIMC against ISMCTS, GAMES games per ruleset (long: minutes a ruleset; default: skipped)",
    )
    return parser


def solver_arguments(args: argparse.Namespace) -> list[str]:
    """The arguments of ``python -m benchmarks.solver`` for this run: a tiny one with ``--quick``, else every row
    (compiled and pure Python, DDS beside ours when endplay is installed, and PIMC against ISMCTS if asked)."""
    if args.quick:
        return ["--positions", "1", "--tricks", "2", "--rows", "smear", "fifty-five 4p", "--limit", "5", "--no-dds", "--seed", str(args.seed)]
    chosen = ["--positions", "5", "--limit", f"{args.solver_limit:g}", "--pure", "--seed", str(args.seed)]
    if args.strength:
        chosen += ["--strength", "--games", str(args.strength)]
    return chosen


def settings_of(args: argparse.Namespace) -> Settings:
    """The run's settings: each budget as given, else as ``--quick`` sets it, else the default."""
    fallback = QUICK if args.quick else DEFAULTS
    budget = {name: fallback[name] if getattr(args, name) is None else getattr(args, name) for name in DEFAULTS}
    return Settings(
        rulesets=tuple(key for key in RULESETS if key in args.rulesets),
        seconds=float(budget["seconds"]),
        call_seconds=float(budget["call_seconds"]),
        rounds=max(1, int(budget["rounds"])),
        long_actions=max(100, int(budget["long_actions"])),
        seed=args.seed,
        openspiel=not args.no_openspiel,
        core=args.core,
    )


def progress(message: str) -> None:
    """A progress line on stderr, so stdout holds only the report."""
    print(message, file=sys.stderr, flush=True)


def measure(settings: Settings) -> Results:
    """Run every measurement: the hands of each engine interleaved round by round, then the one-off lines."""
    benches = [bench for key, bench in ruleset_benches(settings.seed).items() if key in settings.rulesets]
    reference = hearts(settings.seed) if settings.openspiel else None
    skipped = "" if reference is not None else SKIPPED_NOT_INSTALLED if settings.openspiel else SKIPPED_BY_REQUEST
    rates: dict[str, HandRate] = {}
    costs: dict[str, CallCosts] = {}
    reference_rate: HandRate | None = None
    for round_ in range(1, settings.rounds + 1):
        progress(f"round {round_}/{settings.rounds}: random hands")
        if reference is not None:
            reference_rate = faster(reference_rate, reference.hands(settings.seconds))
        for bench in benches:
            rates[bench.key] = faster(rates.get(bench.key), bench.hands(settings.seconds))
        progress(f"round {round_}/{settings.rounds}: per-call costs")
        for bench in benches:
            costs[bench.key] = bench.calls(settings.call_seconds).cheapest(costs.get(bench.key))
    progress(f"long game ({settings.long_actions:,} actions) and its memory")
    long = long_game_bench(settings.long_actions, settings.seed, repeat=min(3, settings.rounds))
    memory = memory_bench(long)
    core = None
    if settings.core:
        progress("core operations")
        core = core_costs(settings.call_seconds)
    return Results(
        settings=settings,
        rulesets=tuple(
            RulesetResult(bench.key, bench.name, bench.config, rates[bench.key], costs[bench.key]) for bench in benches
        ),
        reference=None
        if reference is None or reference_rate is None
        else Reference(reference.label, reference.version, reference_rate),
        skipped=skipped,
        long_game=long,
        memory=memory,
        core=core,
    )


def main(argv: list[str] | None = None) -> int:
    """Measure, print the tables, write the JSON if asked; 1 if the long game did not round-trip."""
    args = build_parser().parse_args(argv)
    settings = settings_of(args)
    results = measure(settings)
    print_report(results)
    data = as_data(results)
    if not args.no_house:
        variants = house_rates(settings.rulesets, settings.seconds, settings.rounds, settings.seed, progress)
        print_house_rates(variants)
        data["house_rules"] = [
            {"ruleset": rate.key, "rules": rate.label, "us_per_decision": rate.rate.us_per_decision, "ratio": rate.ratio}
            for rate in variants
        ]
    if not args.no_solver:
        progress("the solver")
        print()
        solver_main(solver_arguments(args))
    if args.json is not None:
        args.json.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0 if results.long_game.equal else 1
