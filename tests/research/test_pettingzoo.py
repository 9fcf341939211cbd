"""The PettingZoo adapter: AEC environments that pass PettingZoo's API and seed tests."""

from __future__ import annotations

import functools
import warnings
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the pettingzoo extra (pettingzoo) is not installed")
np = pytest.importorskip("numpy", reason="the pettingzoo extra (numpy) is not installed")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from trickcore.adapters._common import features, spec_of  # noqa: E402
from trickcore.adapters.pettingzoo import env  # noqa: E402
from trickcore.games import fifty_five, smear  # noqa: E402

CASES: list[tuple[str, dict[str, Any]]] = [
    ("fifty-six", {}),
    ("fifty-six", {"players": 8, "team_mode": "two_teams"}),
    ("fifty-six", {"scoring": "points", "deals": 3, "redeal_on_weak_hand": 10, "redeal_if_team_has_no_jack": True,
                   "hidden_trump": True, "thani": True, "court_call": True}),
    ("smear", {}),
    ("smear", {"blind_size": 3}),
    ("smear", {"blind_size": 3, "deal_packets": (2, 2, 2), "smudge": True, "dealer_may_match": True, "protect_point_trumps": True}),
    ("smear", {"players": 3, "blind_size": 2}),
    ("smear", {"players": 3, "jokers": 2, "low_goes_to": "capturer"}),
    ("smear", {"blind_size": 2, "jokers": 2, "trump_named_at_discard": True}),
    ("fifty-five", {"players": 2}),
    ("fifty-five", {"players": 4, "teams": ((0, 2), (1, 3))}),
    ("fifty-five", {"players": 3, "bid_ladder": "thirty_for_sixty", "draw_after_trump": True, "hold_reopens": "all_unpassed",
                     "joker": True}),
]
IDS = [f"{name}-{index}" for index, (name, _) in enumerate(CASES)]


@pytest.mark.parametrize(("name", "options"), CASES, ids=IDS)
def test_api_test_passes(name: str, options: dict[str, Any]) -> None:
    """pettingzoo.test.api_test passes."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # advice about dict observations and all-zero masks
        api_test(env(name, **options), num_cycles=100)


@pytest.mark.parametrize(("name", "options"), CASES, ids=IDS)
def test_seed_test_passes(name: str, options: dict[str, Any]) -> None:
    """pettingzoo.test.seed_test passes: a seed names the whole episode."""
    seed_test(functools.partial(env, name, **options), num_cycles=100)


def play_out(table: Any, rng: Any) -> dict[str, float]:
    """Play an episode with random legal actions; the rewards each agent collected."""
    total = {agent: 0.0 for agent in table.possible_agents}
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, _ = table.last()
        total[agent] += reward
        action = None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        table.step(action)
    return total


def test_observations_are_views_and_rewards_are_score_changes() -> None:
    """An agent's observation is its view's features; the rewards are the hand's score changes."""
    table = env("smear", blind_size=1)
    table.reset(seed=4)
    agent = table.agent_selection
    observed = table.observe(agent)
    seen = smear.view(table.game, int(agent.split("_")[1]))
    assert observed["observation"].tolist() == pytest.approx(features(spec_of("smear"), seen))
    assert np.flatnonzero(observed["action_mask"]).tolist() == list(smear.legal_action_ids(seen))
    total = play_out(table, np.random.RandomState(1))
    change = table.game.last_hand.score_changes
    assert total == {f"seat_{seat}": float(change[seat % 2]) for seat in range(4)}


def test_fifty_five_mask_spans_every_id_sparsely() -> None:
    """Fifty-Five's mask covers all 2,599,024 ids as int8, with only the legal ones set."""
    table = env("fifty-five")
    table.reset(seed=2)
    mask = table.observe(table.agent_selection)["action_mask"]
    assert mask.shape == (fifty_five.num_action_ids(fifty_five.Rules()),) and mask.dtype == np.int8
    assert int(mask.sum()) == len(fifty_five.legal_actions(table.game))


def test_render_modes() -> None:
    """'ansi' returns the view of the seat to act as text, 'human' prints it; others are refused."""
    table = env("fifty-six", render_mode="ansi")
    table.reset(seed=3)
    text = table.render()
    assert text is not None and text.startswith(f"seat {table.game.to_act} ")
    with pytest.raises(ValueError):
        env("smear", render_mode="rgb_array")


def test_public_names_are_documented() -> None:
    """Every public class and function of the adapter has a docstring."""
    import inspect

    import trickcore.adapters.pettingzoo as adapter

    missing = [name for name in adapter.__all__ if callable(getattr(adapter, name)) and not inspect.getdoc(getattr(adapter, name))]
    assert missing == []


@pytest.mark.parametrize("seed", range(4))
def test_cutthroat_smear_agents_and_rewards_per_side(seed: int) -> None:
    """Cutthroat Smear (players=3, H1): three agents, each rewarded with its own side's score change."""
    table = env("smear", players=3, blind_size=seed % 4)
    table.reset(seed=seed)
    assert table.possible_agents == ["seat_0", "seat_1", "seat_2"]
    total = play_out(table, np.random.RandomState(seed))
    change = table.game.last_hand.score_changes
    assert len(change) == 3 and total == {f"seat_{seat}": float(change[seat]) for seat in range(3)}
