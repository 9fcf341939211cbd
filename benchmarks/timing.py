"""Timing primitives: hands played in a time budget, and the cost of one call.

Every figure the benchmarks print is made by one of these. The machine is usually
doing other work too, and noise only ever slows a measurement down, so the runner
(:mod:`benchmarks.cli`) repeats each measurement in interleaved rounds and keeps
the best: the highest rate, the lowest cost (:func:`faster`, :func:`cheaper`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
U = TypeVar("U")

clock = time.perf_counter
"""The clock of every measurement: monotonic, the finest resolution Python offers."""


@dataclass(frozen=True)
class HandRate:
    """Random full hands played in one time budget: how many, the decisions they took, the seconds spent."""

    hands: int
    decisions: int
    seconds: float

    @property
    def hands_per_second(self) -> float:
        """Hands per second: the headline figure of an engine."""
        return self.hands / self.seconds

    @property
    def decisions_per_second(self) -> float:
        """Decisions (actions chosen by a player) per second, deals and all overheads included."""
        return self.decisions / self.seconds

    @property
    def us_per_decision(self) -> float:
        """Microseconds of hand time per decision: comparable between games whose hands differ in length."""
        return self.seconds / self.decisions * 1e6

    @property
    def decisions_per_hand(self) -> float:
        """The mean length of a hand in decisions, to read the other figures by."""
        return self.decisions / self.hands


def faster(best: HandRate | None, new: HandRate) -> HandRate:
    """The better of two measurements of the same hands (the higher rate): noise only slows a run down."""
    return new if best is None or new.hands_per_second > best.hands_per_second else best


def cheaper(best: float | None, new: float) -> float:
    """The better of two measurements of the same per-call cost (the lower one)."""
    return new if best is None else min(best, new)


def play_for(seconds: float, hand: Callable[[], int]) -> HandRate:
    """Call ``hand`` (one whole hand; it returns its number of decisions) until ``seconds`` have passed.

    At least one hand is played, so a tiny budget still gives a figure.
    """
    hands = decisions = 0
    start = clock()
    deadline = start + seconds
    while True:
        decisions += hand()
        hands += 1
        now = clock()
        if now >= deadline:
            return HandRate(hands, decisions, now - start)


def over(pool: Sequence[T], call: Callable[[T], object]) -> Callable[[], int]:
    """One pass of ``call`` over ``pool`` (it returns the number of calls): the unit :func:`cost` times."""

    def one_pass() -> int:
        for item in pool:
            call(item)
        return len(pool)

    return one_pass


def over_pairs(pool: Sequence[tuple[T, U]], call: Callable[[T, U], object]) -> Callable[[], int]:
    """One pass of a two-argument ``call`` over ``pool``, unpacked in the loop (no wrapper per call)."""

    def one_pass() -> int:
        for first, second in pool:
            call(first, second)
        return len(pool)

    return one_pass


def cost(one_pass: Callable[[], int], seconds: float) -> float:
    """Microseconds per call: passes (see :func:`over`) repeated until ``seconds`` have passed, at least one.

    The figure includes a Python loop's iteration (a few tens of nanoseconds), as a
    caller's own loop would.
    """
    calls = 0
    start = clock()
    deadline = start + seconds
    while True:
        calls += one_pass()
        now = clock()
        if now >= deadline:
            return (now - start) / calls * 1e6


def cost_on_fresh(make: Callable[[], Sequence[T]], call: Callable[[T], object], seconds: float) -> float:
    """Microseconds per call of ``call`` on values ``make`` builds anew for each pass (untimed).

    For calls whose first use of a value caches something (``hash``): repeating them
    on one value would time the cache, not the call.
    """
    calls = 0
    spent = 0.0
    deadline = clock() + seconds
    while True:
        pool = make()
        start = clock()
        for item in pool:
            call(item)
        now = clock()
        spent += now - start
        calls += len(pool)
        if now >= deadline and calls:
            return spent / calls * 1e6
