"""The solver benchmark (``python -m benchmarks.solver``) runs and prints its rows."""

from __future__ import annotations

import pytest

from benchmarks.solver import main


def test_solver_benchmark_prints_each_row_and_the_dds_line(capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run prints a timed row per ruleset asked for and says whether DDS can be compared."""
    assert main(["--positions", "2", "--tricks", "2", "--rows", "smear", "fifty-five 4p", "fifty-six 8p"]) == 0
    out = capsys.readouterr().out
    for name in ("smear", "fifty-five 4p", "fifty-six 8p"):
        assert any(line.startswith(name) and "median" in line for line in out.splitlines())
    assert "dds (endplay)" in out
