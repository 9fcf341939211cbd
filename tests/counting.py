"""Counting work instead of timing it: how many function calls (Python and C) one call makes.

Timing depends on the machine and its load; a call count does not, so the suite
checks cost and its growth with input size by counting (timing belongs in
``benchmarks/``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

__all__ = ["calls_made", "growth"]


def calls_made(function: Callable[[], Any], *, expect: type[BaseException] | None = None) -> int:
    """How many Python and C function calls ``function()`` makes (it may raise ``expect``, which is swallowed)."""
    count = 0

    def profile(frame: FrameType, event: str, arg: object) -> None:  # noqa: ARG001 - the profiler's signature
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        function()
    except BaseException as error:
        if expect is None or not isinstance(error, expect):
            raise
    finally:
        sys.setprofile(previous)
    return count


def growth(cost: Callable[[int], int], small: int, large: int) -> float:
    """How much faster than its input a cost grows from size ``small`` to ``large``: 1.0 is linear, 0 is constant.

    The ratio of the two costs divided by the ratio of the sizes; quadratic work
    shows as about ``large / small``.
    """
    return (cost(large) / max(cost(small), 1)) / (large / small)
