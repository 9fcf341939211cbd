"""Every entry point that reads outside data does work at most linear in its input, counted in calls (never timed)."""

from __future__ import annotations

import pytest

from benchmarks.growth import Entry, entries, growth

from tests.counting import calls_made

ENTRIES = entries()


@pytest.mark.parametrize("entry", ENTRIES, ids=[entry.name for entry in ENTRIES])
def test_work_grows_at_most_linearly(entry: Entry) -> None:
    """The calls one input makes grow no faster than the input from the benchmark's first size to its second."""
    small, large = entry.sizes[:2]
    counts = [float(calls_made(entry.make(size))) for size in (small, large)]
    assert growth(counts, (small, large)) <= 1.25, counts
