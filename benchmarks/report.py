"""What a benchmark run found: the tables it prints, the targets it checks and its JSON.

The targets are the performance goals the project set itself (the Performance page
of the docs lists them): ratios against OpenSpiel's Hearts measured in the same run
when OpenSpiel is installed, and per-call costs, growth factors and stretch rates
that need no reference.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Callable
from dataclasses import asdict, dataclass

from benchmarks.engines import CallCosts, LongGame, Memory
from benchmarks.openspiel import INSTALL_HINT
from benchmarks.timing import HandRate

SKIPPED_NOT_INSTALLED = f"pyspiel is not installed ({INSTALL_HINT} to enable it)"
"""Why the comparison was skipped when OpenSpiel is missing."""
SKIPPED_BY_REQUEST = "--no-openspiel"
"""Why the comparison was skipped when asked to."""


@dataclass(frozen=True)
class Settings:
    """How the run was made: echoed in the header and the JSON so figures can be reproduced."""

    rulesets: tuple[str, ...]
    seconds: float
    call_seconds: float
    rounds: int
    long_actions: int
    seed: int
    openspiel: bool
    core: bool


@dataclass(frozen=True)
class RulesetResult:
    """One ruleset's best figures over the rounds."""

    key: str
    name: str
    config: str
    rate: HandRate
    costs: CallCosts


@dataclass(frozen=True)
class Reference:
    """OpenSpiel's best hand rate over the rounds, and what was measured."""

    label: str
    version: str
    rate: HandRate


@dataclass(frozen=True)
class Results:
    """Everything one run measured."""

    settings: Settings
    rulesets: tuple[RulesetResult, ...]
    reference: Reference | None
    skipped: str
    """Why there is no reference (empty when there is one)."""
    long_game: LongGame
    memory: Memory
    core: dict[str, float] | None


@dataclass(frozen=True)
class Target:
    """One goal and whether this run met it."""

    name: str
    value: float
    goal: float
    at_most: bool
    """The value must be at most the goal (a cost, a ratio); else at least (a rate)."""
    unit: str
    stretch: bool = False
    """A goal beyond the targets proper, stated for one class of machine."""

    @property
    def met(self) -> bool:
        """Whether the measured value is on the right side of the goal."""
        return self.value <= self.goal if self.at_most else self.value >= self.goal


MAX_HAND_RATIO = 0.70
"""Fifty-Six's 4-player hand may take at most this much of an OpenSpiel Hearts hand's time."""
MAX_DECISION_RATIO = 1.50
"""A decision of any ruleset may take at most this much of an OpenSpiel Hearts decision's time."""
MAX_CHECK_US = 2.0
"""``check`` of a legal action, µs."""
MAX_VIEW_US = 3.0
"""``view`` of the seat to act, µs."""
MAX_ROUND_TRIP_MS = 100.0
"""``to_json`` + ``from_json`` of the long game (11,000 actions), ms."""
MAX_GROWTH = 1.5
"""Late ÷ early for figures that must not grow with the history (``hash``, memory per action)."""
STRETCH_HANDS = {"fifty_six": 10_000.0, "smear": 20_000.0, "fifty_five": 10_000.0}
"""The stretch goals: random hands per second on one core of the development machine's class."""


def targets(results: Results) -> list[Target]:
    """Every goal this run can judge: ratios need the reference, the others do not."""
    found: list[Target] = []
    reference = results.reference
    by_key = {result.key: result for result in results.rulesets}
    if reference is not None:
        fifty_six = by_key.get("fifty_six")
        if fifty_six is not None:
            ratio = reference.rate.hands_per_second / fifty_six.rate.hands_per_second
            found.append(Target("Fifty-Six hand ÷ Hearts hand (time)", ratio, MAX_HAND_RATIO, True, "×"))
        for result in results.rulesets:
            ratio = result.rate.us_per_decision / reference.rate.us_per_decision
            found.append(Target(f"{result.name} decision ÷ Hearts decision (time)", ratio, MAX_DECISION_RATIO, True, "×"))
    for result in results.rulesets:
        found.append(Target(f"{result.name} check", result.costs.check, MAX_CHECK_US, True, "µs"))
        found.append(Target(f"{result.name} view", result.costs.view, MAX_VIEW_US, True, "µs"))
    long = results.long_game
    found.append(Target(f"long game round trip ({long.actions:,} actions)", long.round_trip_ms, MAX_ROUND_TRIP_MS, True, "ms"))
    found.append(Target("hash late ÷ early in the long game (O(1))", long.hash_growth, MAX_GROWTH, True, "×"))
    found.append(Target("memory per action late ÷ early (O(actions))", results.memory.growth, MAX_GROWTH, True, "×"))
    for result in results.rulesets:
        goal = STRETCH_HANDS[result.key]
        found.append(Target(f"{result.name} hands/s", result.rate.hands_per_second, goal, False, "/s", stretch=True))
    return found


def number(value: float) -> str:
    """A figure with as many digits as it deserves: thousands separated, small values to two decimals."""
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.1f}"
    return f"{value:.2f}"


def _table(title: str, rows: list[tuple[str, str, str]], write: Callable[[str], None]) -> None:
    """Print a titled table of (what, figure, unit and notes) rows, figures aligned on the right."""
    write(title)
    name_width = max(len(name) for name, _, _ in rows)
    figure_width = max(len(figure) for _, figure, _ in rows)
    for name, figure, notes in rows:
        write(f"  {name:<{name_width}}  {figure:>{figure_width}}  {notes}".rstrip())
    write("")


def header(settings: Settings) -> str:
    """The first line: the interpreter, the machine and how long each figure was measured."""
    return (
        f"trickcore benchmarks: {platform.python_implementation()} {platform.python_version()} on "
        f"{platform.machine()} ({os.cpu_count()} CPUs); best of {settings.rounds} interleaved round(s) of "
        f"{settings.seconds:g} s per hand measurement and {settings.call_seconds:g} s per call measurement"
    )


def _rate_rows(rate: HandRate) -> list[tuple[str, str, str]]:
    """The hand-loop rows shared by trickcore and the reference."""
    return [
        ("random full hands", number(rate.hands_per_second), f"hands/s  ({rate.decisions_per_hand:.1f} decisions per hand)"),
        ("decisions", number(rate.decisions_per_second), "decisions/s"),
        ("hand time per decision", number(rate.us_per_decision), "µs"),
    ]


def ruleset_rows(result: RulesetResult) -> list[tuple[str, str, str]]:
    """One ruleset's table: the hand loop, then µs per call of each public function."""
    costs = result.costs
    calls = [
        ("legal_actions", costs.legal_actions),
        ("check (a legal action)", costs.check),
        ("apply (a legal action)", costs.apply),
        ("view (the seat to act)", costs.view),
        ("hash (after apply, predecessor hashed)", costs.hash),
        ("hash (a new game, cold)", costs.hash_fresh),
        ("to_json (a mid-hand game)", costs.to_json),
        ("from_json (a mid-hand game)", costs.from_json),
    ]
    return _rate_rows(result.rate) + [(name, number(value), "µs/call") for name, value in calls]


def print_report(results: Results, write: Callable[[str], None] = print) -> None:
    """Print every table: one per ruleset, the reference, the long game and memory, the targets, core."""
    write(header(results.settings))
    write("")
    for result in results.rulesets:
        _table(f"{result.name}: {result.config}", ruleset_rows(result), write)
    if results.reference is not None:
        _table(results.reference.label, _rate_rows(results.reference.rate), write)
    else:
        write(f"OpenSpiel comparison skipped: {results.skipped}.")
        write("")
    long = results.long_game
    equal = "yes" if long.equal else "NO"
    _table(
        f"Long game: {long.label}; seed {long.seed}, {long.actions:,} actions in {long.hands:,} hands, "
        f"{long.json_bytes / 1e6:.2f} MB of JSON",
        [
            ("to_json", number(long.to_json_ms), "ms"),
            ("from_json", number(long.from_json_ms), "ms"),
            ("round trip", number(long.round_trip_ms), f"ms  ({long.us_per_action:.2f} µs per action; equal: {equal})"),
            ("hash after apply, first actions", number(long.hash_early_us), "µs"),
            ("hash after apply, last actions", number(long.hash_late_us), f"µs  (×{long.hash_growth:.2f} the first)"),
        ],
        write,
    )
    memory = results.memory
    _table(
        "Memory: every state of the long game kept (tracemalloc)",
        [
            (f"at {actions:,} actions", f"{size / 1e6:.2f}", f"MB  ({per_action:,.0f} bytes per action)")
            for (actions, size), per_action in zip(memory.points, memory.bytes_per_action)
        ],
        write,
    )
    _table(
        "Targets",
        [
            (
                target.name + (" (stretch)" if target.stretch else ""),
                f"{number(target.value)} {target.unit}",
                f"goal {'≤' if target.at_most else '≥'} {number(target.goal)} {target.unit}: "
                + ("met" if target.met else "MISSED"),
            )
            for target in targets(results)
        ],
        write,
    )
    if results.core is not None:
        _table("Core operations", [(name, number(value), "µs/call") for name, value in results.core.items()], write)


def _rate_data(rate: HandRate) -> dict[str, float]:
    """A hand rate's figures, as JSON."""
    return {
        "hands_per_second": rate.hands_per_second,
        "decisions_per_second": rate.decisions_per_second,
        "us_per_decision": rate.us_per_decision,
        "decisions_per_hand": rate.decisions_per_hand,
    }


def as_data(results: Results) -> dict[str, object]:
    """The run as plain JSON data: every figure the tables show, under stable names, for tools to compare."""
    long = results.long_game
    memory = results.memory
    reference = results.reference
    return {
        "machine": {
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "platform": platform.platform(),
            "cpus": os.cpu_count(),
        },
        "settings": asdict(results.settings),
        "rulesets": {
            result.key: {
                "name": result.name,
                "config": result.config,
                **_rate_data(result.rate),
                "us_per_call": asdict(result.costs),
            }
            for result in results.rulesets
        },
        "openspiel": None
        if reference is None
        else {"label": reference.label, "version": reference.version, **_rate_data(reference.rate)},
        "openspiel_skipped": results.skipped or None,
        "long_game": {
            **asdict(long),
            "round_trip_ms": long.round_trip_ms,
            "us_per_action": long.us_per_action,
            "hash_growth": long.hash_growth,
        },
        "memory": {
            "label": memory.label,
            "points": [
                {"actions": actions, "bytes": size, "bytes_per_action": per_action}
                for (actions, size), per_action in zip(memory.points, memory.bytes_per_action)
            ],
            "growth": memory.growth,
        },
        "targets": [{**asdict(target), "met": target.met} for target in targets(results)],
        "core": results.core,
    }

