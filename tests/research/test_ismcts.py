"""The ISMCTS player: legal, deterministic for a seed, and better than random card play."""

from __future__ import annotations

from typing import Any

import pytest

from trickcore import UnknownRulesetError
from trickcore.cli._simulate import PLAYER_KINDS, make_players
from trickcore.games import fifty_five, fifty_six, smear
from trickcore.players import ISMCTSPlayer, RandomPlayer, hand_outcome, ismcts_player
from trickcore.ruleset import AnyRuleset


class Passer:
    """Passes in the auction (so the contract is the rules' all-pass one) and plays at random."""

    def __init__(self, seed: int) -> None:
        self.cards = RandomPlayer(seed, ruleset=fifty_six)

    def act(self, view: Any) -> Any:
        """Pass in the auction, else a random legal card."""
        if view.phase is fifty_six.Phase.AUCTION:
            return fifty_six.Pass()
        return self.cards.act(view)


def play_hand(ruleset: AnyRuleset, game: Any, players: list[Any]) -> Any:
    """Play until nobody is to act, checking every action is legal for a view."""
    while game.to_act is not None:
        seen = ruleset.view(game, game.to_act)
        action = players[game.to_act].act(seen)
        assert action in ruleset.legal_actions(seen)
        game = ruleset.apply(game, action, seat=game.to_act)
    return game


def test_search_outplays_random_card_play() -> None:
    """Over three all-pass Fifty-Six hands, an ISMCTS partnership takes more card points than random players."""
    ours = theirs = 0
    for hand in range(3):
        players: list[Any] = [
            ISMCTSPlayer(fifty_six, seed=hand * 4 + seat, iterations=60, bidder=Passer(seat)) if seat % 2 == 0
            else Passer(hand * 4 + seat)
            for seat in range(4)
        ]
        game = play_hand(fifty_six, fifty_six.new_game(seed=f"duel/{hand}"), players)
        assert game.last_hand is not None
        ours += game.last_hand.points[0]
        theirs += game.last_hand.points[1]
    assert ours > theirs


@pytest.mark.parametrize(
    ("ruleset", "rules"),
    [(smear, smear.Rules(blind_size=2)), (fifty_five, fifty_five.Rules(players=3)), (fifty_six, fifty_six.Rules(players=6))],
    ids=["smear", "fifty-five", "fifty-six"],
)
def test_same_seed_same_moves(ruleset: AnyRuleset, rules: Any) -> None:
    """Two ISMCTS tables with the same seeds play the same hand, and every move is legal."""
    def table(seed: int) -> list[Any]:
        return [ismcts_player(ruleset.NAME, seed=seed * 10 + seat, iterations=25) for seat in range(len(start.hands))]

    start = ruleset.new_game(rules, seed=8)
    first = play_hand(ruleset, start, table(1))
    again = play_hand(ruleset, start, table(1))
    assert first == again
    assert first.phase in (ruleset.Phase.HAND_OVER, ruleset.Phase.GAME_OVER)


def test_bad_arguments_are_refused() -> None:
    """Unknown rulesets and non-positive iteration counts raise."""
    with pytest.raises(UnknownRulesetError):
        ismcts_player("bridge")
    with pytest.raises(ValueError):
        ismcts_player("smear", iterations=0)


def test_rewards_are_probabilities_from_each_side() -> None:
    """A finished hand's reward is in [0, 1] and the sides' rewards oppose each other in a two-side game."""
    outcome = hand_outcome("smear")
    game = smear.new_game(seed=5, dealer=3)
    game = play_hand(smear, game, [ismcts_player("smear", seed=seat, iterations=10) for seat in range(4)])
    rewards = [outcome.reward(game, side) for side in (0, 1)]
    assert all(0.0 <= reward <= 1.0 for reward in rewards)
    assert rewards[0] + rewards[1] == pytest.approx(1.0)


def test_the_command_line_knows_the_kind() -> None:
    """``--lineup ismcts,…`` seats ISMCTS players."""
    assert "ismcts" in PLAYER_KINDS
    players = make_players("smear", ("ismcts", "heuristic"), 4, seed=1)
    assert isinstance(players[0], ISMCTSPlayer) and not isinstance(players[1], ISMCTSPlayer)
