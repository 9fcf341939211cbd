"""``simulate``'s default backend: chosen from the work's size and the CPUs, and said under the summary."""

from __future__ import annotations

import argparse
import importlib
import io

import pytest

from trickcore.cli import main
from trickcore.cli._simulate import GAME_SECONDS, POOL_MIN_SECONDS, _backend, choose_backend, estimated_seconds
from trickcore.games import smear
from trickcore.registry import RULESET_NAMES
from trickcore.simulation import PLAYER_KINDS

SIMULATE = importlib.import_module("trickcore.cli._simulate")
"""The module itself (``trickcore.cli._simulate`` the attribute is the command's function)."""


def namespace(**options: object) -> argparse.Namespace:
    """The parsed options of ``simulate`` that the backend choice reads."""
    values: dict[str, object] = {"backend": None, "jobs": None, "address": None, "games": 100, "lineup": ("heuristic",)}
    values.update(options)
    return argparse.Namespace(**values)


def test_every_ruleset_and_player_kind_has_a_cost() -> None:
    """The cost table covers every ruleset and every built-in player kind, with positive costs."""
    assert set(GAME_SECONDS) == set(RULESET_NAMES)
    for costs in GAME_SECONDS.values():
        assert set(costs) == set(PLAYER_KINDS) and all(cost > 0 for cost in costs.values())


def test_the_issues_run_is_too_small_for_a_pool() -> None:
    """200 Smear games of heuristic players (about 1.3 s of CPU) run in this process even on idle CPUs."""
    work = estimated_seconds("smear", ["heuristic"], 4, 200)
    assert work < POOL_MIN_SECONDS
    assert choose_backend(work, cpus=2).backend == "local"
    assert choose_backend(work * 10, cpus=2).backend == "process"


@pytest.mark.parametrize(
    ("work", "cpus", "wanted"),
    [
        (100.0, 1, "local"),
        (100.0, 2, "process"),
        (POOL_MIN_SECONDS, 2, "process"),
        (POOL_MIN_SECONDS * 0.99, 64, "local"),
    ],
)
def test_choice_follows_the_documented_rule(work: float, cpus: int, wanted: str) -> None:
    """A pool needs two CPUs and POOL_MIN_SECONDS of estimated work."""
    choice = choose_backend(work, cpus)
    assert choice.backend == wanted and choice.reason.startswith("chosen")


def test_options_given_decide_before_any_estimate() -> None:
    """--backend, --address and --jobs decide the backend themselves; only without them is it estimated."""
    assert _backend(namespace(backend="process"), smear, 4).backend == "process"
    assert _backend(namespace(backend="local"), smear, 4).reason == ""
    assert _backend(namespace(address="auto"), smear, 4).backend == "ray"
    assert _backend(namespace(jobs=2), smear, 4).backend == "process"
    assert _backend(namespace(jobs=1), smear, 4).backend == "local"


def test_the_summary_says_which_backend_was_chosen_and_why(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --backend the time line names the backend used and the reason for it."""
    monkeypatch.setattr(SIMULATE, "available_cpus", lambda: 2)
    out, err = io.StringIO(), io.StringIO()
    assert main(["simulate", "smear", "--games", "4", "--seed", "1"], stdout=out, stderr=err) == 0
    time_line = out.getvalue().strip().splitlines()[-1]
    assert "local backend, 1 job (chosen for under a second of work; a pool starts from 2 s)" in time_line
    out = io.StringIO()
    assert main(["simulate", "smear", "--games", "4", "--seed", "1", "--backend", "local"], stdout=out, stderr=err) == 0
    assert out.getvalue().strip().splitlines()[-1].endswith("local backend, 1 job")
