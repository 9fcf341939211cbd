"""The benchmark suite (``benchmarks/``) runs with one command, reports every figure and checks the long game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.cli import main
from benchmarks.engines import RULESETS
from benchmarks.house import VARIANTS

ROOT = Path(__file__).resolve().parents[1]

RATE_FIGURES = ("hands_per_second", "decisions_per_second", "us_per_decision", "decisions_per_hand")
CALL_FIGURES = ("legal_actions", "check", "apply", "view", "hash", "hash_fresh", "to_json", "from_json")


def quick_run(tmp_path: Path, *options: str) -> dict[str, object]:
    """Run ``python -m benchmarks --quick`` in-process and return its JSON."""
    path = tmp_path / "results.json"
    assert main(["--quick", "--json", str(path), *options]) == 0
    data: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return data


def positive(value: object) -> bool:
    """Whether a JSON figure is a positive number."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


def section(data: dict[str, object], name: str) -> dict[str, object]:
    """One object of the JSON, checked to be an object."""
    found = data[name]
    assert isinstance(found, dict)
    return found


def test_quick_run_reports_every_ruleset_and_figure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every ruleset has every hand and per-call figure, positive; the long game round-trips; memory is measured."""
    data = quick_run(tmp_path, "--no-openspiel", "--core")
    rulesets = section(data, "rulesets")
    assert sorted(rulesets) == sorted(RULESETS)
    for key in RULESETS:
        figures = rulesets[key]
        assert isinstance(figures, dict)
        assert all(positive(figures[name]) for name in RATE_FIGURES), figures
        calls = figures["us_per_call"]
        assert isinstance(calls, dict) and all(positive(calls[name]) for name in CALL_FIGURES), calls
    long = section(data, "long_game")
    assert long["equal"] is True
    assert all(positive(long[name]) for name in ("actions", "to_json_ms", "from_json_ms", "round_trip_ms", "hash_late_us"))
    points = section(data, "memory")["points"]
    assert isinstance(points, list) and len(points) == 2
    assert all(isinstance(point, dict) and positive(point["bytes_per_action"]) for point in points)
    assert data["openspiel"] is None and data["openspiel_skipped"] == "--no-openspiel"
    core = section(data, "core")
    assert core and all(positive(value) for value in core.values())
    out = capsys.readouterr().out
    assert "Fifty-Six: Rules(players=4)" in out and "OpenSpiel comparison skipped" in out and "Targets" in out
    house = data["house_rules"]
    assert isinstance(house, list) and {entry["ruleset"] for entry in house} == set(RULESETS)
    assert len(house) == sum(len(variants) for variants in VARIANTS.values())
    assert all(positive(entry["us_per_decision"]) and positive(entry["ratio"]) for entry in house)
    assert [entry["ratio"] for entry in house if entry["rules"] == "default"] == [1.0] * len(RULESETS)
    assert "House rules: random full hands" in out and "redeals (no jack, weak ≤ 4)" in out


def test_openspiel_ratios_when_installed(tmp_path: Path) -> None:
    """With ``pyspiel`` installed, Hearts is measured and every ratio target is judged."""
    pytest.importorskip("pyspiel")
    data = quick_run(tmp_path, "--rulesets", "fifty_six", "smear")
    reference = section(data, "openspiel")
    assert all(positive(reference[name]) for name in RATE_FIGURES)
    targets = data["targets"]
    assert isinstance(targets, list)
    names = [target["name"] for target in targets if isinstance(target, dict)]
    assert "Fifty-Six hand ÷ Hearts hand (time)" in names
    assert "Smear decision ÷ Hearts decision (time)" in names
    assert not any(name.startswith("Fifty-Five") for name in names)


@pytest.mark.parametrize("command", [["benchmarks/run.py"], ["-m", "benchmarks"]])
def test_both_commands_print_help_and_reject_unknown_rulesets(command: list[str]) -> None:
    """``python benchmarks/run.py`` and ``python -m benchmarks``: ``--help`` is usage (exit 0), an unknown ruleset exit 2."""
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run(
        [sys.executable, *command, "--help"], cwd=ROOT, capture_output=True, text=True, env=env, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m benchmarks") and "--rulesets" in done.stdout
    bad = subprocess.run(
        [sys.executable, *command, "--rulesets", "whist"], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert bad.returncode == 2 and "invalid choice: 'whist'" in bad.stderr
