"""The OpenSpiel adapter: registered games that pass OpenSpiel's own tests and run its ISMCTS bot."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the openspiel extra (open-spiel) is not installed")
np = pytest.importorskip("numpy", reason="the openspiel extra (numpy) is not installed")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from trickcore.adapters.openspiel import GAME_NAMES, resampler  # noqa: E402
from trickcore.games import fifty_five, fifty_six, smear  # noqa: E402

CASES: list[tuple[str, dict[str, Any]]] = [
    ("python_trickcore_fifty_six", {}),
    ("python_trickcore_fifty_six", {"players": 6, "allow_double": False}),
    ("python_trickcore_fifty_six", {"players": 8, "team_mode": "two_teams"}),
    ("python_trickcore_fifty_six", {"scoring": "points", "deals": 3, "redeal_on_weak_hand": "10pts",
                                    "redeal_if_team_has_no_jack": True, "thani": True, "court_call": True}),
    ("python_trickcore_smear", {}),
    ("python_trickcore_smear", {"blind_size": 3, "non_bidder_score_cap": "13pts"}),
    ("python_trickcore_smear", {"blind_size": 2, "deal_packets": "2/2/2", "smudge": True, "dealer_may_match": True,
                                "protect_point_trumps": True, "low_goes_to": "capturer", "both_reach_target": "count_out"}),
    ("python_trickcore_smear", {"players": 3}),
    ("python_trickcore_smear", {"players": 3, "jokers": 2, "blind_size": 3, "deal_packets": "1/2/3", "non_bidder_score_cap": "4pts"}),
    ("python_trickcore_smear", {"blind_size": 3, "jokers": 2, "trump_named_at_discard": True, "protect_point_trumps": True}),
    ("python_trickcore_fifty_five", {}),
    ("python_trickcore_fifty_five", {"players": 6, "teams": "0-2-4/1-3-5"}),
    ("python_trickcore_fifty_five", {"draw_after_trump": True, "trump_named": "before_kitty", "renegeable": "none"}),
    ("python_trickcore_fifty_five", {"joker": True, "players": 3}),
]


def play_randomly(game: Any, seed: int) -> Any:
    """A state at the end of a hand played with random chance outcomes and actions."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


@pytest.mark.parametrize(("name", "params"), CASES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(CASES)])
def test_random_sim_test_passes(name: str, params: dict[str, Any]) -> None:
    """pyspiel.random_sim_test (with serialization and legal-action masks) passes for each game."""
    pyspiel.random_sim_test(pyspiel.load_game(name, params), num_sims=2, serialize=True, verbose=False)


def test_every_ruleset_is_registered() -> None:
    """Importing the adapter registers the three games, with the Rules options as parameters."""
    registered = {game_type.short_name for game_type in pyspiel.registered_games()}
    assert set(GAME_NAMES.values()) <= registered
    game = pyspiel.load_game("python_trickcore_fifty_five", {"players": 3, "target": 110})
    assert game.num_players() == 3 and game.num_distinct_actions() == fifty_five.num_action_ids(fifty_five.Rules())


def test_the_deal_is_explicit_chance_with_copies_weighted() -> None:
    """Fifty-Six's first chance node offers 24 distinct cards, each with probability 2/48."""
    state = pyspiel.load_game("python_trickcore_fifty_six").new_initial_state()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 24 and all(p == pytest.approx(2 / 48) for _, p in outcomes)
    state.apply_action(0)
    assert dict(state.chance_outcomes())[0] == pytest.approx(1 / 47)


def test_information_comes_from_views() -> None:
    """The information state string is the player's view as JSON; returns are the hand's score changes."""
    state = play_randomly(pyspiel.load_game("python_trickcore_smear"), seed=1)
    for player in range(4):
        seen = state.view(player)
        assert state.information_state_string(player) == smear.to_json(seen)
        assert str(seen.hand)[:0] == "" and f"seat {player}" in state.observation_string(player)
    change = state.game.last_hand.score_changes
    assert state.returns() == [float(change[seat % 2]) for seat in range(4)]


@pytest.mark.parametrize("seed", range(6))
def test_cutthroat_smear_has_three_players_and_returns_per_side(seed: int) -> None:
    """Cutthroat Smear (players=3, H1): three players, each seat's return its own side's score change."""
    game = pyspiel.load_game("python_trickcore_smear", {"players": 3, "blind_size": seed % 4})
    assert game.num_players() == 3
    state = play_randomly(game, seed=seed)
    assert len(state.game.hands) == 3 and len(state.game.stock) + len(state.game.blind) == 14
    result = state.game.last_hand
    assert state.returns() == [float(change) for change in result.score_changes]
    if result.made is not None:
        bidding = result.contract.bidder
        others = [float(result.points[seat]) for seat in range(3) if seat != bidding]
        assert [state.returns()[seat] for seat in range(3) if seat != bidding] == others
    for player in range(3):
        assert state.information_state_string(player) == smear.to_json(state.view(player))
        assert len(state.information_state_tensor(player)) == game.information_state_tensor_size()


def test_states_pickle_and_clone() -> None:
    """A state survives pickling (replayed through the public API) and cloning."""
    state = play_randomly(pyspiel.load_game("python_trickcore_fifty_six"), seed=2)
    again = pickle.loads(pickle.dumps(state))
    assert again.history() == state.history() and again.returns() == state.returns()
    assert fifty_six.record(again.game) == fifty_six.record(state.game)
    assert state.clone().information_state_string(0) == state.information_state_string(0)


def test_openspiel_ismcts_bot_plays_a_hand() -> None:
    """OpenSpiel's own ISMCTS bot, resampling worlds with determinize, plays a legal hand of Smear."""
    game = pyspiel.load_game("python_trickcore_smear", {"blind_size": 1})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=20, random_state=np.random.RandomState(2))
    bot.set_resampler(resampler(seed=3))
    rng = np.random.RandomState(4)
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        elif state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            moves += 1
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    assert moves > 0 and len(state.returns()) == 4


def test_public_names_are_documented() -> None:
    """Every public class and function of the adapter has a docstring."""
    import inspect

    import trickcore.adapters.openspiel as adapter

    missing = [name for name in adapter.__all__ if callable(getattr(adapter, name)) and not inspect.getdoc(getattr(adapter, name))]
    assert missing == []
