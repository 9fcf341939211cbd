"""The solver benchmark (``python -m benchmarks.solver``) runs and prints its rows."""

from __future__ import annotations

import random
import sys

import pytest

from benchmarks.cli import build_parser, solver_arguments
from benchmarks.solver import bridge_deal, dds_lines, main


def test_solver_benchmark_prints_each_row_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    """A tiny run prints a timed row per ruleset asked for, and says PIMC against ISMCTS was not asked for."""
    assert main(["--positions", "2", "--tricks", "2", "--rows", "smear", "fifty-five 4p", "fifty-six 8p", "--no-dds"]) == 0
    out = capsys.readouterr().out
    for name in ("smear", "fifty-five 4p", "fifty-six 8p"):
        assert any(line.startswith(name) and "median" in line for line in out.splitlines())
    assert "pimc vs ismcts  skipped" in out and "dds" not in out


def test_the_dds_row_says_why_it_is_skipped_without_endplay(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without endplay the DDS comparison is one line giving the reason and how to install it."""
    monkeypatch.setitem(sys.modules, "endplay.dds", None)
    (line,) = dds_lines(1, 1, 1.0)
    assert line.startswith("dds (endplay)  skipped: endplay is not installed")


def test_bridge_positions_are_four_hands_of_distinct_cards() -> None:
    """A random bridge position has four hands of the asked size, in four suits each, no card twice."""
    deal = bridge_deal(random.Random(3), 8)
    assert deal.startswith("N:")
    hands = deal[2:].split(" ")
    assert len(hands) == 4
    cards = [(suit, rank) for hand in hands for suit, ranks in enumerate(hand.split(".")) for rank in ranks]
    assert all(len(hand.replace(".", "")) == 8 for hand in hands) and len(set(cards)) == 32


def test_python_m_benchmarks_runs_the_solver_rows() -> None:
    """``python -m benchmarks`` hands the solver a tiny run with --quick, and every row (pure too) otherwise."""
    quick = solver_arguments(build_parser().parse_args(["--quick"]))
    assert "--no-dds" in quick and "--pure" not in quick
    full = solver_arguments(build_parser().parse_args(["--strength", "30"]))
    assert "--pure" in full and full[full.index("--games") + 1] == "30" and "--no-dds" not in full
