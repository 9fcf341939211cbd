"""The auction, R6–R8: one turn each from the dealer's left, bids 2–4, a 4 ends it, all-pass handling."""

from __future__ import annotations

import pytest

from tests.smear.helpers import HANDS, STOCK, deal_hands, play
from trickcore import ErrorCode, IllegalAction
from trickcore.games import smear
from trickcore.games.smear import _auction


def test_r6_auction_starts_left_of_dealer() -> None:
    """R6: the seat on the dealer's left calls first; seat+1 calls next."""
    game = deal_hands(HANDS, STOCK, dealer=2)
    assert game.phase is smear.Phase.AUCTION and game.to_act == 3
    assert play(game, "pass").to_act == 0


def test_r6_bid_must_be_higher() -> None:
    """R6: an equal or lower bid is bid-too-low; partners may overbid each other."""
    game = play(deal_hands(HANDS, STOCK), "bid 3")
    error = smear.check(game, smear.Bid(3))
    assert error is not None and error.code == ErrorCode.BID_TOO_LOW
    assert "not higher" in error.message
    game = play(game, "pass", "bid 4")
    assert game.contract == smear.Contract(2, 4)


@pytest.mark.parametrize("points", [-1, 0, 1, 5, 30])
def test_r6_bid_outside_2_to_4_is_invalid(points: int) -> None:
    """R6: only 2, 3 and 4 may be bid (invalid-bid, quoting the bid), even above the standing bid."""
    game = deal_hands(HANDS, STOCK)
    error = smear.check(game, smear.Bid(points))
    assert error is not None and error.code == ErrorCode.INVALID_BID
    assert error.message == f"a bid is 2 to 4 points, not {points}"


def test_r6_legal_calls_in_order() -> None:
    """R6: pass first, then the bids above the standing one, upward."""
    game = play(deal_hands(HANDS, STOCK), "bid 2")
    assert [str(a) for a in smear.legal_actions(game)] == ["pass", "bid 3", "bid 4"]


def test_r6_a_seat_that_called_gets_no_other_turn() -> None:
    """R6: a seat that has called is never to act again; seat= for it is not-your-turn (before already-passed)."""
    game = play(deal_hands(HANDS, STOCK), "pass")
    error = smear.check(game, smear.Bid(2), seat=0)
    assert error is not None and error.code == ErrorCode.NOT_YOUR_TURN


def test_r7_bid_of_4_ends_auction() -> None:
    """R7: a 4 ends the auction at once; the later seats get no turn."""
    game = play(deal_hands(HANDS, STOCK), "pass", "bid 4")
    assert game.phase is smear.Phase.PLAY and game.contract == smear.Contract(1, 4)
    assert len(game.calls) == 2 and game.to_act == 1


def test_r7_dealer_calls_last() -> None:
    """R7: the auction ends after the dealer's turn; the highest bidder leads."""
    game = play(deal_hands(HANDS, STOCK), "bid 2", "pass", "bid 3", "pass")
    assert game.contract == smear.Contract(2, 3) and game.to_act == 2


def test_r8_all_pass_throws_in() -> None:
    """R8: four passes: HAND_OVER, nothing scored, the dealt cards stay in the hands."""
    game = deal_hands(HANDS, STOCK, scores=(3, 4))
    after = play(game, "pass", "pass", "pass", "pass")
    assert after.phase is smear.Phase.HAND_OVER and after.to_act is None
    assert after.contract is None and after.trump is None and after.tricks == ()
    assert after.hands == game.hands and after.scores == (3, 4)
    assert after.last_hand == smear.HandResult.thrown_in()
    assert after.last_hand is not None and after.last_hand.points == (0, 0) and after.last_hand.made is None
    assert smear.legal_actions(after) == ()


def test_r8_redeal_same_dealer() -> None:
    """R4, R8: after a throw-in the same dealer deals again (default)."""
    after = play(deal_hands(HANDS, STOCK, dealer=1), "pass", "pass", "pass", "pass")
    assert smear.deal(after, seed=5).dealer == 1


def test_r8_redeal_next_dealer() -> None:
    """R8: all_pass='redeal_next_dealer' passes the deal left after a throw-in."""
    rules = smear.Rules(all_pass="redeal_next_dealer")
    after = play(deal_hands(HANDS, STOCK, rules=rules, dealer=1), "pass", "pass", "pass", "pass")
    dealt = smear.deal(after, seed=5)
    assert dealt.dealer == 2 and dealt.to_act == 3


def test_r8_dealer_must_bid() -> None:
    """R8: with dealer_must_bid the dealer may not pass after three passes (must-bid)."""
    rules = smear.Rules(all_pass="dealer_must_bid")
    game = play(deal_hands(HANDS, STOCK, rules=rules), "pass", "pass", "pass")
    error = smear.check(game, smear.Pass())
    assert error is not None and error.code == ErrorCode.MUST_BID
    assert [str(a) for a in smear.legal_actions(game)] == ["bid 2", "bid 3", "bid 4"]
    with pytest.raises(IllegalAction, match="must-bid"):
        smear.apply(game, smear.Pass())
    assert play(game, "bid 2").contract == smear.Contract(3, 2)


def test_r8_dealer_may_pass_after_a_bid() -> None:
    """R8: with dealer_must_bid the dealer may pass when someone has bid."""
    rules = smear.Rules(all_pass="dealer_must_bid")
    game = play(deal_hands(HANDS, STOCK, rules=rules), "bid 2", "pass", "pass")
    assert smear.check(game, smear.Pass()) is None


def test_r4_scored_hand_passes_deal_left() -> None:
    """R4: after a scored hand the next dealer is on the left."""
    game = play(deal_hands(HANDS, STOCK, dealer=3), "pass", "pass", "pass", "bid 2")
    while game.phase is smear.Phase.PLAY:
        game = smear.apply(game, smear.legal_actions(game)[0])
    assert game.phase is smear.Phase.HAND_OVER
    assert smear.deal(game, seed=1).dealer == 0


@pytest.mark.parametrize("blind_size", [0, 3])
def test_r7_r9_a_thrown_in_hand_keeps_its_calls_and_stock_and_the_next_auction_keeps_its_result(blind_size: int) -> None:
    """R7–R9: a hand everyone passes ends with its calls and its stock; the next hand's auction, won with or without
    a blind, keeps that hand's result as the last hand."""
    game = smear.new_game(smear.Rules(blind_size=blind_size, all_pass="redeal_same_dealer"), seed=2)
    stock = game.stock
    for _ in range(4):
        game = smear.apply(game, smear.Pass())
    assert game.phase is smear.Phase.HAND_OVER and len(game.calls) == 4 and game.stock == stock
    assert (game.trick, game.tricks, game.blind, game.discards) == ((), (), (), ())
    ended = game
    assert ended.last_hand is not None
    game = smear.apply(smear.deal(ended, seed=5), smear.Bid(2))
    for _ in range(3):
        game = smear.apply(game, smear.Pass())
    assert game.contract is not None and game.contract.bid == 2 and game.last_hand == ended.last_hand


@pytest.mark.parametrize("top", [4, 5, 6])
def test_r6_h10_the_bids_from_each_floor_up_to_each_top(top: int) -> None:
    """R6, H10: the bids open from a floor are every bid from that floor (2 at least) to the top bid, in order; the
    table the auction reads (made when the module is imported) holds the same."""
    for lowest in range(top + 2):
        expected = tuple(smear.Bid(points) for points in range(max(lowest, 2), top + 1))
        assert _auction._bids_from(lowest, top) == expected
        assert _auction._BIDS_FROM[lowest, top] == expected
