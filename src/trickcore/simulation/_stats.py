"""Small statistics for summaries: Wilson score intervals and distributions of integers."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

import attrs

__all__ = ["Interval", "Stats", "wilson_interval"]


@attrs.frozen
class Interval:
    """A confidence interval for a proportion, ``low`` to ``high`` (both within 0 and 1).

    Attributes:
        low: the lower bound.
        high: the upper bound.
        confidence: the confidence level, e.g. 0.95.
    """

    low: float
    high: float
    confidence: float = 0.95

    def __contains__(self, value: float) -> bool:
        """Whether ``value`` lies within the interval (bounds included)."""
        return self.low <= value <= self.high


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> Interval:
    """The Wilson score interval for ``successes`` out of ``trials``.

    Unlike the normal approximation it stays within 0 and 1 and behaves well for
    rates near 0 or 1 and for few trials (Wilson, 1927). With no trials it is the
    whole range.

    Example:
        >>> interval = wilson_interval(81, 100)
        >>> round(interval.low, 4), round(interval.high, 4)
        (0.7222, 0.8749)
        >>> wilson_interval(0, 0)
        Interval(low=0.0, high=1.0, confidence=0.95)

    Raises:
        ValueError: counts out of range, or a confidence not strictly between 0 and 1.
    """
    if not 0 <= successes <= trials:
        raise ValueError(f"need 0 <= successes <= trials, not {successes} of {trials}")
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must lie strictly between 0 and 1, not {confidence}")
    if trials == 0:
        return Interval(0.0, 1.0, confidence)
    z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
    rate = successes / trials
    denominator = 1 + z * z / trials
    centre = (rate + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return Interval(low, high, confidence)


@attrs.frozen
class Stats:
    """The distribution of some integers (scores, hands per game): count, mean, spread and range.

    ``mean``, ``stdev`` (the sample standard deviation, 0 for one value), ``min`` and
    ``max`` are ``None`` when there are no values.

    Example:
        >>> Stats.of([4, 8, 9])
        Stats(count=3, mean=7.0, stdev=2.6457513110645907, min=4, max=9)
    """

    count: int
    mean: float | None
    stdev: float | None
    min: int | None
    max: int | None

    @classmethod
    def of(cls, values: Sequence[int]) -> Stats:
        """The statistics of ``values`` (exact arithmetic, so the order of values does not matter)."""
        if not values:
            return cls(0, None, None, None, None)
        spread = statistics.stdev(values) if len(values) > 1 else 0.0
        return cls(len(values), statistics.fmean(values), spread, min(values), max(values))

    def to_data(self, digits: int = 6) -> dict[str, Any]:
        """As JSON-ready data, floats rounded to ``digits`` decimals.

        Example:
            >>> Stats.of([1, 2]).to_data()
            {'count': 2, 'mean': 1.5, 'stdev': 0.707107, 'min': 1, 'max': 2}
        """
        return {
            "count": self.count,
            "mean": _round(self.mean, digits),
            "stdev": _round(self.stdev, digits),
            "min": self.min,
            "max": self.max,
        }


def _round(value: float | None, digits: int) -> float | None:
    """``value`` rounded, or ``None``."""
    return None if value is None else round(value, digits)
