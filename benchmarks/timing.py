"""Timing helpers shared by the benchmark modules."""

from __future__ import annotations

import time
from collections.abc import Callable

Row = tuple[str, float, str]
"""One benchmark result: what was measured, the number, its unit."""


def per_second(work: Callable[[], int], seconds: float = 1.0) -> float:
    """How many units ``work`` completes per second; ``work`` returns the units it did in one call."""
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        done += work()
        now = time.perf_counter()
        if now >= deadline:
            return done / (now - start)


def microseconds(work: Callable[[], object], repeat: int = 20_000) -> float:
    """The mean time of one call of ``work``, in microseconds, over ``repeat`` calls (best of 3)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            work()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best * 1e6


def print_rows(title: str, rows: list[Row]) -> None:
    """Print rows as an aligned table."""
    print(title)
    width = max((len(name) for name, _, _ in rows), default=0)
    for name, value, unit in rows:
        print(f"  {name:<{width}}  {value:>14,.1f}  {unit}")
