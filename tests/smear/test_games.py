"""Whole games to the target, throw-ins included, under every option."""

from __future__ import annotations

import random

import pytest

from tests.smear.strategies import modest_action
from trickcore.games import smear
from trickcore.testing import play_randomly


def play_modestly(game: smear.Game, rng: random.Random, max_actions: int) -> smear.Game:
    """Play the game out with :func:`modest_action`, dealing from random seeds."""
    final: smear.Game = play_randomly(smear, game, rng, max_actions, policy=modest_action)
    return final


@pytest.mark.parametrize("blind_size", [0, 1, 2, 3])
@pytest.mark.parametrize("all_pass", ["redeal_same_dealer", "redeal_next_dealer", "dealer_must_bid"])
def test_r18_whole_games_reach_target(blind_size: int, all_pass: str) -> None:
    """R4–R18: games played to 15 end with a winner at or above the target (or the bidder's rule)."""
    rules = smear.Rules(blind_size=blind_size, all_pass=all_pass)  # type: ignore[arg-type]
    rng = random.Random(blind_size * 10 + len(all_pass))
    game = play_modestly(smear.new_game(rules, seed=blind_size), rng, 20_000)
    assert game.phase is smear.Phase.GAME_OVER and game.winner is not None
    assert game.scores[game.winner] >= rules.target
    assert smear.replay(smear.record(game)) == game


def test_r8_throw_ins_in_whole_games() -> None:
    """R4, R8: in a whole game, each throw-in is redealt by the same dealer and scores nothing."""
    rng = random.Random(7)
    game = smear.new_game(smear.Rules(target=5), seed=7)
    throw_ins = 0
    while game.phase is not smear.Phase.GAME_OVER:
        if game.phase is smear.Phase.HAND_OVER:
            before = game.scores
            assert game.last_hand is not None
            dealt = smear.deal(game, seed=rng.randrange(2**32))
            if game.last_hand.made is None:
                throw_ins += 1
                assert dealt.dealer == game.dealer and game.scores == before
            else:
                assert dealt.dealer == (game.dealer + 1) % 4
            game = dealt
        elif game.phase is smear.Phase.AUCTION and rng.random() < 0.8:
            game = smear.apply(game, smear.Pass()) if smear.Pass() in smear.legal_actions(game) else smear.apply(
                game, modest_action(game, smear.legal_actions(game), rng))
        else:
            game = smear.apply(game, modest_action(game, smear.legal_actions(game), rng))
    assert throw_ins > 0 and game.winner is not None


@pytest.mark.parametrize(
    "options",
    [
        {"win_only_on_successful_bid": True},
        {"non_bidder_score_cap": 10},
        {"both_reach_target": "higher_score", "high_low_rule": "highest_lowest_in_play"},
    ],
)
def test_r19_whole_games_with_house_rules(options: dict[str, object]) -> None:
    """R18, R19: whole games end under the house rules; a win under win_only is a made bid."""
    rules = smear.Rules(target=11, **options)  # type: ignore[arg-type]
    game = play_modestly(smear.new_game(rules, seed=3), random.Random(3), 20_000)
    assert game.winner is not None and game.last_hand is not None and game.last_hand.contract is not None
    if rules.win_only_on_successful_bid:
        assert game.last_hand.made and game.last_hand.contract.bidder % 2 == game.winner
