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
    """R6: only 2, 3 and 4 may be bid (invalid-bid), even above the standing bid."""
    game = deal_hands(HANDS, STOCK)
    error = smear.check(game, smear.Bid(points))
    assert error is not None and error.code == ErrorCode.INVALID_BID


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


@pytest.mark.parametrize(("best", "above"), [(0, [2, 3, 4]), (1, [2, 3, 4]), (2, [3, 4]), (3, [4]), (4, [])])
def test_r6_the_bids_above_each_standing_bid(best: int, above: list[int]) -> None:
    """R6: a bid must be above the standing one and 2 to 4; the tables made at import agree with the function."""
    assert [bid.points for bid in _auction._bids_above(best)] == above
    assert _auction._BIDS_ABOVE[best] == _auction._bids_above(best)
    assert _auction._CALLS_ABOVE[best] == (smear.Pass(), *_auction._bids_above(best))

