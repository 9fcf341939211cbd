"""Scoring in tables, elimination and the end of the game (R22–R28)."""

from __future__ import annotations

import random

from tests.fifty_six.helpers import calls, play_first_cards
from trickcore import Suit, sort_cards
from trickcore.games import fifty_six
from trickcore.games.fifty_six import Contract


def test_r23_amounts_by_bid_value() -> None:
    """R23: W and L by bid value: 28–39 1/2, 40–47 2/3, 48–55 3/4, 56 4/5."""
    assert [fifty_six.amounts(v) for v in (28, 39, 40, 47, 48, 55, 56)] == [
        (1, 2), (1, 2), (2, 3), (2, 3), (3, 4), (3, 4), (4, 5)
    ]


def test_r22_made_at_exactly_the_bid_value() -> None:
    """R22: the contract is made when the bidding team holds at least the bid value."""
    rules = fifty_six.Rules()
    assert fifty_six.settle(rules, (12, 12), Contract(30, None, 1, 0, 0), (30, 26)).made is True
    assert fifty_six.settle(rules, (12, 12), Contract(30, None, 1, 0, 0), (29, 27)).made is False


def test_r24_redoubled_multiplies_by_4() -> None:
    """R24: a redoubled contract moves 4 times the amount, to or from every team."""
    rules = fifty_six.Rules(players=8)
    result = fifty_six.settle(rules, (40,) * 4, Contract(40, Suit.SPADES, 4, 1, 1), (10, 20, 10, 16))
    assert result.made is False and result.transfers == (12, -36, 12, 12)


def test_r25_short_payer_pays_all_it_has() -> None:
    """R25: a payer short of tables pays all it has; the shortfall is lost."""
    rules = fifty_six.Rules(players=6)
    result = fifty_six.settle(rules, (3, 1, 12), Contract(56, None, 1, 2, 2), (0, 0, 56))
    assert result.transfers == (-3, -1, 4) and result.eliminated == (0, 1)


def test_r25_short_bidder_pays_round_robin_from_seat_after_declarer() -> None:
    """R25: a short bidding team hands out tables one at a time from the seat after the declarer."""
    rules = fifty_six.Rules(players=6)
    result = fifty_six.settle(rules, (3, 12, 12), Contract(30, None, 1, 3, 0), (10, 20, 26))
    assert result.transfers == (-3, 2, 1) and result.eliminated == (0,)
    result = fifty_six.settle(rules, (12, 3, 12), Contract(30, None, 1, 1, 1), (20, 10, 26))
    assert result.transfers == (1, -3, 2)
    eight = fifty_six.Rules(players=8)
    result = fifty_six.settle(eight, (5, 5, 6, 5), Contract(56, None, 2, 2, 2), (20, 20, 0, 16))
    assert result.transfers == (2, 2, -6, 2)


def test_r26_zero_tables_vs_cannot_pay() -> None:
    """R26: "zero_tables" eliminates a team left at 0; "cannot_pay" only one that could not pay in full."""
    contract = Contract(30, Suit.DIAMONDS, 1, 0, 0)
    exact = fifty_six.settle(fifty_six.Rules(), (2, 10), contract, (20, 36))
    assert exact.transfers == (-2, 2) and exact.eliminated == (0,)
    lenient = fifty_six.settle(fifty_six.Rules(elimination="cannot_pay"), (2, 10), contract, (20, 36))
    assert lenient.eliminated == ()
    short = fifty_six.settle(fifty_six.Rules(elimination="cannot_pay"), (1, 10), contract, (20, 36))
    assert short.eliminated == (0,) and short.transfers == (-1, 1)


def test_r26_cannot_pay_a_creditor_paying_exactly_what_it_owes_stays() -> None:
    """R25/R26 (cannot_pay): the bid made, a team that pays all it owes, down to 0, stays; one short of it leaves."""
    rules = fifty_six.Rules(elimination="cannot_pay")
    contract = Contract(30, Suit.DIAMONDS, 2, 0, 0)
    exact = fifty_six.settle(rules, (10, 2), contract, (30, 26))
    assert exact.made and exact.transfers == (2, -2) and exact.eliminated == ()
    short = fifty_six.settle(rules, (10, 1), contract, (30, 26))
    assert short.made and short.transfers == (1, -1) and short.eliminated == (1,)


def test_r26_cannot_pay_team_at_zero_stays_in_play() -> None:
    """R26 (cannot_pay): a team that paid in full down to 0 tables keeps playing."""
    rules = fifty_six.Rules(elimination="cannot_pay")
    game = fifty_six.new_game(rules, seed=0, dealer=3, tables=(2, 22))
    game = play_first_cards(calls(game, "bid 30 D", "pass", "pass", "pass"))
    assert game.tables == (0, 24) and game.eliminated == (False, False)
    assert game.phase is fifty_six.Phase.HAND_OVER and game.winner is None


def test_r27_play_continues_with_fewer_players() -> None:
    """R26, R27: an eliminated pair leaves; the next deal is for the others, with their pack and hand size."""
    rules = fifty_six.Rules(players=8)
    for seed in range(50):
        game = fifty_six.new_game(rules, seed=seed, dealer=0, tables=(12, 1, 12, 12))
        game = play_first_cards(calls(game, "bid 40 S", *["pass"] * 7))
        if game.eliminated[1]:
            break
    assert game.eliminated == (False, True, False, False) and game.active[1] is False and game.active[5] is False
    after = fifty_six.deal(game, seed=1)
    assert after.dealer == 2 and after.to_act == 3
    assert [len(hand) for hand in after.hands] == [8, 0, 8, 8, 8, 0, 8, 8]
    assert sort_cards(card for hand in after.hands for card in hand) == fifty_six.deck(rules, players=6)
    after = calls(after, *["pass"] * 6)
    assert after.phase is fifty_six.Phase.PLAY and after.contract is not None and after.contract.declarer == 3


def test_r27_four_players_left_of_six_get_12_cards() -> None:
    """R6, R27: six players down to four play with 12 cards each."""
    game = fifty_six.new_game(fifty_six.Rules(players=6), seed=3, tables=(4, 0, 4))
    assert [len(hand) for hand in game.hands] == [12, 0, 12, 12, 0, 12]


def test_r28_game_ends_when_one_team_is_left() -> None:
    """R28: when one team is left the phase is GAME_OVER, with that team the winner and nobody to act."""
    game = fifty_six.new_game(fifty_six.Rules(players=6), seed=12, tables=(1, 1, 1))
    rng = random.Random(3)
    while game.phase is not fifty_six.Phase.GAME_OVER:
        if game.phase is fifty_six.Phase.HAND_OVER:
            game = fifty_six.deal(game, seed=rng.randrange(1000))
        else:
            game = fifty_six.apply(game, rng.choice(fifty_six.legal_actions(game)))
    assert game.winner is not None and not game.eliminated[game.winner]
    assert sum(not out for out in game.eliminated) == 1 and game.to_act is None
    assert len(game.tables) == 3 and game.last_hand is not None
    error = fifty_six.check(game, fifty_six.Pass())
    assert error is not None and error.code == "game-over"
