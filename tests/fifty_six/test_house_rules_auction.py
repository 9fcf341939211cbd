"""Fifty-Six's auction house rules: the partner-overcall minimum (H29)."""

from __future__ import annotations

import pytest

from trickcore.games import fifty_six
from trickcore.playing_cards import Suit

from tests.fifty_six.helpers import calls, code

K40 = fifty_six.Rules(partner_overcall_min=40, thani=True)


def _bids(game: fifty_six.Game) -> set[int]:
    """The values of the legal bids."""
    return {action.value for action in fifty_six.legal_actions(game) if isinstance(action, fifty_six.Bid)}


def test_partner_overcall_after_a_pass_needs_the_minimum() -> None:
    """H29: after 1: 30 D, 2: pass, seat 3 may not bid 31 D, 39 NT or +9 C, but may bid 40 S (and thani)."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "pass")
    assert code(game, fifty_six.Bid(31, Suit.DIAMONDS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, None, fifty_six.BidForm.NO_TRUMPS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, Suit.CLUBS, fifty_six.BidForm.PLUS_SUIT, 9)) == "invalid-bid"
    assert code(game, fifty_six.Bid(40, Suit.SPADES)) is None and code(game, fifty_six.Thani()) is None
    assert min(_bids(game)) == 40 and fifty_six.Thani() in fifty_six.legal_actions(game)


def test_partner_overcall_after_a_double_is_free() -> None:
    """H29: after a double the partner may bid 31; after the next pass, the bidder's partner is limited again."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "double")
    assert code(game, fifty_six.Bid(31, Suit.DIAMONDS)) is None
    game = calls(game, "bid 31 D", "pass")
    assert game.to_act == 1
    assert code(game, fifty_six.Bid(32, Suit.DIAMONDS)) == "invalid-bid"
    assert code(game, fifty_six.Bid(39, Suit.CLUBS, fifty_six.BidForm.PLUS_SUIT, 8)) == "invalid-bid"
    assert code(game, fifty_six.Bid(40, Suit.SPADES)) is None


def test_own_raise_and_opponents_are_not_limited() -> None:
    """H29: a seat raises its own bid freely; an opponent overcalls freely."""
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "double", "pass", "pass")
    assert game.to_act == 1 and code(game, fifty_six.Bid(31, Suit.DIAMONDS)) is None
    game = calls(fifty_six.new_game(K40, seed=1, dealer=0), "bid 30 D", "bid 31 D", "pass", "pass")
    assert game.to_act == 1 and code(game, fifty_six.Bid(32, Suit.DIAMONDS)) is None


@pytest.mark.parametrize("bad", [28, 57, 0, True, "40", 40.0])
def test_bad_partner_overcall_min(bad: object) -> None:
    """H29, H40: the minimum is None or an int from 29 to 56."""
    with pytest.raises(ValueError):
        fifty_six.Rules(partner_overcall_min=bad)  # type: ignore[arg-type]
