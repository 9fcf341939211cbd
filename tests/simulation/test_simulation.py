"""``trickcore.simulation``: seeded games, equal summaries on every backend, caps, intervals, JSON."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import Player, RandomPlayer, heuristic_player, play_game
from trickcore.simulation import (
    DEFAULT_MAX_HANDS,
    PLAYER_KINDS,
    GameResult,
    SimulationError,
    Stats,
    Summary,
    default_batch_size,
    game_seed,
    make_players,
    player_seed,
    simulate,
    wilson_interval,
)


def test_game_seeds_are_documented_strings() -> None:
    """Game ``i`` of seed ``S`` is ``"S/i"``; its seat ``s`` player is seeded ``"S/i:seat<s>"``."""
    assert [game_seed(7, index) for index in range(3)] == ["7/0", "7/1", "7/2"]
    assert game_seed("run", 12) == "run/12"
    assert player_seed(game_seed(7, 2), 3) == "7/2:seat3"


def test_a_simulated_game_is_the_game_play_game_plays_from_its_seed() -> None:
    """Game ``i`` of a simulation is ``play_game`` from ``game_seed(S, i)`` with players from ``make_players``."""
    summary = simulate("smear", games=3, lineup=["heuristic", "random"], seed=11)
    for result in summary.results:
        seed = game_seed(11, result.index)
        game = play_game(smear, smear.Rules(), make_players("smear", ["heuristic", "random"], 4, seed), seed=seed)
        assert result.seed == seed
        assert (result.winner, result.scores) == (game.winner, game.scores)
        assert result.hands == len(smear.record(game).deals)
        assert result.actions == len(smear.record(game).actions)


def test_summary_does_not_depend_on_backend_jobs_or_batches() -> None:
    """Local, process pools of 1 and 2 jobs and any batch size give equal summaries and equal JSON."""
    kwargs: dict[str, Any] = {"games": 7, "lineup": ["random", "heuristic"], "seed": "b", "max_hands": 30}
    local = simulate("fifty-five", **kwargs)
    others = [
        simulate("fifty-five", **kwargs, batch_size=3),
        simulate("fifty-five", **kwargs, backend="process", jobs=1),
        simulate("fifty-five", **kwargs, backend="process", jobs=2, batch_size=2),
    ]
    for other in others:
        assert other == local
        assert other.to_json() == local.to_json()
    assert {other.run.backend for other in others if other.run} == {"local", "process"}
    assert [other.run.jobs for other in others if other.run] == [1, 1, 2]


def test_games_that_hit_a_cap_are_unfinished_not_errors() -> None:
    """Random Smear drifts; games past ``max_hands`` are counted unfinished, won by nobody, left out of scores."""
    summary = simulate("smear", games=6, lineup=["random"], seed=1, max_hands=5)
    assert summary.unfinished and all(result.cap == "hands" for result in summary.unfinished)
    assert all(result.hands == 5 and result.winner is None for result in summary.unfinished)
    assert sum(side.wins for side in summary.sides) == len(summary.finished)
    assert summary.sides[0].score.count == len(summary.finished)
    data = summary.to_data()
    assert data["unfinished"] == {"count": len(summary.unfinished), "by_hands": len(summary.unfinished), "by_actions": 0}
    capped = simulate("smear", games=2, lineup=["random"], seed=1, max_actions=10)
    assert [result.cap for result in capped.results] == ["actions", "actions"]
    assert all(result.actions == 10 for result in capped.results)


def test_default_caps_let_real_games_end_and_random_smear_stop() -> None:
    """By default a random Smear game stops at 100 hands; heuristic games end far within the caps."""
    assert DEFAULT_MAX_HANDS == {"fifty-six": 1_000, "smear": 100, "fifty-five": 100}
    summary = simulate("smear", games=2, lineup=["random"], seed=1)
    assert summary.max_hands == 100
    assert all(result.hands <= 100 for result in summary.results)
    heuristic = simulate("fifty-six", games=3, seed=2)
    assert not heuristic.unfinished and heuristic.max_hands == 1_000


def test_json_summary_layout_and_no_timing() -> None:
    """``to_json`` is JSON with the documented keys, and no timing, backend or job count anywhere."""
    summary = simulate("fifty-six", fifty_six.Rules(players=6), games=3, seed=4, lineup=["heuristic", "random"])
    data = json.loads(summary.to_json())
    assert list(data) == [
        "format", "kind", "version", "trickcore", "ruleset", "rules_version", "rules", "seed", "lineup", "games", "caps",
        "finished", "unfinished", "sides", "hands", "actions", "contracts", "thrown_in",
    ]
    assert (data["format"], data["kind"], data["version"]) == ("trickcore-simulation", "simulation-summary", 1)
    assert data["rules"]["players"] == 6
    assert data["lineup"] == ["heuristic", "random"] * 3
    assert [side["seats"] for side in data["sides"]] == [[0, 3], [1, 4], [2, 5]]
    assert set(data["sides"][0]) == {"side", "seats", "players", "wins", "win_rate", "win_rate_ci95", "score"}
    text = summary.to_json(games=True)
    assert not {"seconds", "backend", "jobs", "time"} & set(_all_keys(json.loads(text)))
    assert len(json.loads(text)["results"]) == 3


def _all_keys(data: Any) -> list[str]:
    """Every key of nested JSON data."""
    if isinstance(data, dict):
        return [*data, *(key for value in data.values() for key in _all_keys(value))]
    if isinstance(data, list):
        return [key for value in data for key in _all_keys(value)]
    return []


def test_summary_is_a_frozen_value_and_run_info_is_apart() -> None:
    """A summary is frozen and hashable; its ``run`` (timing) takes no part in equality."""
    summary = simulate("smear", games=2, seed=5)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        summary.seed = 6  # type: ignore[misc]
    assert summary.run is not None and summary.run.seconds > 0
    assert attrs.evolve(summary, run=None) == summary
    assert hash(attrs.evolve(summary, run=None)) == hash(summary)
    assert pickle.loads(pickle.dumps(summary)) == summary


def test_results_are_kept_in_game_order() -> None:
    """A summary puts results in game order, whatever order they arrive in."""
    summary = simulate("smear", games=3, seed=5)
    shuffled = attrs.evolve(summary, results=tuple(reversed(summary.results)))
    assert [result.index for result in shuffled.results] == [0, 1, 2]
    assert shuffled == summary


def _lowest_card(ruleset_name: str, seed: object) -> Player[Any, Any]:
    """A player factory defined by the test (module level, so process pools can pickle it)."""
    return RandomPlayer(f"lowest:{seed}")


def test_lineups_take_kinds_and_factories() -> None:
    """A lineup names built-in kinds (any case) or gives player factories; the summary names both."""
    assert set(PLAYER_KINDS) >= {"heuristic", "random"}
    summary = simulate("55", fifty_five.Rules(players=3), games=2, seed=1, lineup=["Heuristic", _lowest_card])
    assert summary.lineup == ("heuristic", f"{__name__}._lowest_card", "heuristic")
    pooled = simulate(
        "55", fifty_five.Rules(players=3), games=2, seed=1, lineup=["heuristic", _lowest_card], backend="process", jobs=2
    )
    assert pooled == summary
    assert simulate("smear", games=1, seed=1, lineup=[heuristic_player]).lineup[0] == "trickcore.players.heuristic_player"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"games": 0},
        {"games": True},
        {"games": "3"},
        {"games": 2, "seed": ""},
        {"games": 2, "seed": "a\nb"},
        {"games": 2, "seed": 1.5},
        {"games": 2, "lineup": []},
        {"games": 2, "lineup": ["genius"]},
        {"games": 2, "lineup": [42]},
        {"games": 2, "max_hands": 0},
        {"games": 2, "max_actions": -1},
        {"games": 2, "backend": "gpu"},
        {"games": 2, "backend": "local", "jobs": 2},
        {"games": 2, "jobs": 0, "backend": "process"},
        {"games": 2, "jobs": 100_000, "backend": "process"},
        {"games": 2, "address": "127.0.0.1:6379"},
        {"games": 2, "batch_size": 0},
        {"games": 2, "rules": fifty_six.Rules()},
    ],
)
def test_bad_arguments_raise_simulation_errors(kwargs: dict[str, Any]) -> None:
    """Bad counts, seeds, lineups, caps and backend options raise a ``SimulationError`` (a ``ValueError``)."""
    rules = kwargs.pop("rules", None)
    with pytest.raises(SimulationError):
        simulate("smear", rules, **kwargs)


def test_wilson_interval_known_values() -> None:
    """The Wilson interval matches published values and is the whole range without trials."""
    interval = wilson_interval(81, 100)
    assert (round(interval.low, 4), round(interval.high, 4)) == (0.7222, 0.8749)
    assert wilson_interval(0, 10).low == 0.0 and round(wilson_interval(0, 10).high, 4) == 0.2775
    assert (wilson_interval(0, 0).low, wilson_interval(0, 0).high) == (0.0, 1.0)
    assert wilson_interval(5, 10, confidence=0.99).high > wilson_interval(5, 10).high
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


@given(st.integers(1, 10_000).flatmap(lambda trials: st.tuples(st.integers(0, trials), st.just(trials))))
def test_wilson_interval_holds_the_rate_within_zero_and_one(counts: tuple[int, int]) -> None:
    """The interval lies within [0, 1] and contains the observed rate."""
    successes, trials = counts
    interval = wilson_interval(successes, trials)
    assert 0.0 <= interval.low <= successes / trials <= interval.high <= 1.0


def test_stats_of_integers() -> None:
    """Stats give count, mean, sample standard deviation and range, or ``None`` without values."""
    stats = Stats.of([2, 4, 4, 4, 5, 5, 7, 9])
    assert (stats.count, stats.mean, stats.min, stats.max) == (8, 5.0, 2, 9)
    assert stats.stdev == pytest.approx(2.138089935)
    assert Stats.of([3]) == Stats(1, 3.0, 0.0, 3, 3)
    assert Stats.of([]) == Stats(0, None, None, None, None)
    assert Stats.of([1, 2, 10]) == Stats.of([10, 1, 2])


def test_default_batches_balance_and_stay_small() -> None:
    """About eight tasks per job, at most 64 games and at least one game each."""
    assert default_batch_size(1_000, 2) == 63
    assert default_batch_size(1_000_000, 16) == 64
    assert default_batch_size(1, 4) == 1


def test_game_results_report_finished_games() -> None:
    """A result is finished exactly when no cap stopped it."""
    finished = GameResult(0, "1/0", 1, (3, 15), 6, 120, (), None)
    stopped = attrs.evolve(finished, winner=None, cap="hands")
    assert finished.finished and not stopped.finished
    assert finished.to_data()["cap"] is None and stopped.to_data()["cap"] == "hands"


def test_importing_trickcore_loads_no_optional_extra() -> None:
    """Importing trickcore, its simulation and its command line imports neither tqdm, rich, matplotlib nor ray."""
    code = (
        "import sys, trickcore, trickcore.simulation, trickcore.cli; "
        "print(sorted(m for m in ('tqdm', 'rich', 'matplotlib', 'ray') if m in sys.modules))"
    )
    output = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert output.strip() == "[]"


def test_summary_type_is_exported() -> None:
    """``simulate`` returns a ``Summary``."""
    assert isinstance(simulate("smear", games=1, seed=0), Summary)
