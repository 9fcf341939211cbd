"""The auction, rule by rule (R10–R17)."""

from __future__ import annotations

import pytest

from tests.fifty_six.helpers import calls, code
from trickcore import IllegalAction, Suit
from trickcore.games import fifty_six
from trickcore.games.fifty_six import Bid, BidForm, Double, Pass, Redouble

D, H, S, C = Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, Suit.CLUBS


def _game(**options: object) -> fifty_six.Game:
    """A 4-player game (unless ``players`` is given), dealer 0, so seat 1 calls first."""
    return fifty_six.new_game(fifty_six.Rules(**options), seed=17, dealer=0)  # type: ignore[arg-type]


def test_r10_seat_after_dealer_calls_first_and_turns_go_round() -> None:
    """R10: the seat after the dealer calls first; calls go to seat + 1."""
    game = _game()
    assert game.phase is fifty_six.Phase.AUCTION and game.to_act == 1
    game = calls(game, "pass", "bid 28 D", "pass", "pass")
    assert game.to_act == 1 and [call.seat for call in game.calls] == [1, 2, 3, 0]


def test_r11_bid_range_is_28_to_56() -> None:
    """R11: a bid below 28 or above 56 is invalid-bid; 28 and 56 are legal openings."""
    game = _game()
    assert code(game, Bid(27, D)) == "invalid-bid" and code(game, Bid(57, D)) == "invalid-bid"
    assert code(game, Bid(28, D)) is None and code(game, Bid(56, None, BidForm.NO_TRUMPS)) is None


def test_r11_bid_must_be_higher_than_standing() -> None:
    """R11: a bid not higher than the standing one is bid-too-low; suits are not ranked."""
    game = calls(_game(), "bid 30 H")
    error = fifty_six.check(game, Bid(30, S))
    assert error is not None and error.code == "bid-too-low" and "31" in error.message
    assert code(game, Bid(29, None, BidForm.NO_TRUMPS)) == "bid-too-low"
    assert code(game, Bid(31, C)) is None


def test_r11_partner_and_standing_bidder_may_overbid() -> None:
    """R11: anyone may overbid, partners and the standing bidder included."""
    game = calls(_game(), "bid 28 D", "pass", "bid 29 D", "pass")
    assert game.to_act == 1 and code(game, Bid(30, D)) is None
    game = calls(game, "bid 30 D")
    assert game.auction.bidder == 1 and game.auction.bid == Bid(30, D)


def test_r11_reentry_after_a_pass() -> None:
    """R11: by default a player who passed may bid on a later turn."""
    game = calls(_game(), "pass", "bid 28 C", "pass", "pass")
    assert game.to_act == 1 and code(game, Bid(30, H)) is None


def test_r11_pass_is_final_allows_only_passes() -> None:
    """R11 (pass_is_final): after passing, a player still gets turns but bids and doubles are already-passed."""
    game = calls(_game(pass_is_final=True), "pass", "bid 28 C", "pass", "pass")
    assert game.to_act == 1
    assert code(game, Bid(30, H)) == "already-passed" and code(game, Double()) == "already-passed"
    assert fifty_six.legal_actions(game) == (Pass(),)
    game = calls(game, "pass")
    assert game.phase is fifty_six.Phase.PLAY and game.contract is not None and game.contract.declarer == 2


def test_r11_pass_is_final_redouble_after_pass() -> None:
    """R11 (pass_is_final): a player who passed may not redouble either."""
    game = calls(_game(pass_is_final=True), "bid 28 C", "pass", "pass", "double")
    assert game.to_act == 1 and code(game, Redouble()) is None
    game = calls(game, "pass", "pass")
    assert game.to_act == 3 and code(game, Redouble()) == "already-passed"
    assert fifty_six.legal_actions(game) == (Pass(),)


def test_r12_bid_forms_and_notation() -> None:
    """R12: the six forms, each with its notation, are separate actions."""
    game = calls(_game(), "bid 28 D")
    legal = fifty_six.legal_actions(game)
    for text in ("bid 29 D", "bid D 29", "bid 29 NT", "bid 29 noes", "bid +1 D", "bid +2 noes", "bid +28 S"):
        action = fifty_six.parse_action(game, text)
        assert action in legal and str(action) == text
    assert fifty_six.parse_action(game, "bid +2 noes") == Bid(30, None, BidForm.PLUS_TWO_NOES, 2)
    assert Bid(29, D) != Bid(29, D, BidForm.SUIT_NUMBER)


def test_r12_legal_actions_list_every_form() -> None:
    """R12: every value and form is its own legal action: 29 values x 9 forms at the opening."""
    opening = fifty_six.legal_actions(_game())
    assert opening[0] == Pass() and len(opening) == 1 + 29 * 9 and len(set(opening)) == len(opening)
    after = fifty_six.legal_actions(calls(_game(), "bid 28 D"))
    # 28 values x (4 + 4 + NT + noes + 4 plus-suit) + one "+2 noes" + pass + double
    assert len(after) == 28 * 14 + 1 + 2 and after[-1] == Double()
    assert [a.value for a in after if isinstance(a, Bid)] == sorted(a.value for a in after if isinstance(a, Bid))


def test_r12_noes_need_a_named_suit() -> None:
    """R12: noes (and +2 noes) before any bid named a suit is invalid-bid."""
    game = _game()
    assert code(game, Bid(29, None, BidForm.NOES)) == "invalid-bid"
    game = calls(game, "bid 28 NT")
    assert code(game, Bid(29, None, BidForm.NOES)) == "invalid-bid"
    assert code(game, Bid(30, None, BidForm.PLUS_TWO_NOES, 2)) == "invalid-bid"
    assert code(calls(game, "bid 29 S"), Bid(30, None, BidForm.NOES)) is None


def test_r12_plus_forms_need_a_standing_bid_and_must_add_up() -> None:
    """R12: a plus bid with nothing to add to, a wrong sum, a bad increment or +k noes with k != 2 is invalid-bid."""
    game = _game()
    assert code(game, Bid(30, D, BidForm.PLUS_SUIT, 2)) == "invalid-bid"
    game = calls(game, "bid 30 S")
    assert code(game, Bid(32, D, BidForm.PLUS_SUIT, 2)) is None
    assert code(game, Bid(33, D, BidForm.PLUS_SUIT, 2)) == "invalid-bid"
    assert code(game, Bid(30, D, BidForm.PLUS_SUIT, 0)) == "invalid-bid"
    assert code(game, Bid(32, D, BidForm.PLUS_SUIT)) == "invalid-bid"
    assert code(game, Bid(33, None, BidForm.PLUS_TWO_NOES, 3)) == "invalid-bid"
    assert code(game, Bid(32, D, BidForm.NUMBER_SUIT, 2)) == "invalid-bid"


def test_r12_form_and_trump_must_match() -> None:
    """R12: suit forms need a suit, no-trump forms need trump None."""
    game = _game()
    assert code(game, Bid(28, None)) == "invalid-bid"
    assert code(game, Bid(28, None, BidForm.SUIT_NUMBER)) == "invalid-bid"
    assert code(game, Bid(28, D, BidForm.NO_TRUMPS)) == "invalid-bid"


def test_r12_plus_over_55_is_illegal() -> None:
    """R12: every form obeys R11: +2 over 55 would be 57."""
    game = calls(_game(), "bid 55 D")
    with pytest.raises(IllegalAction) as info:
        fifty_six.parse_action(game, "bid +2 S")
    assert info.value.code == "invalid-bid"
    assert fifty_six.parse_action(game, "bid +1 S") == Bid(56, S, BidForm.PLUS_SUIT, 1)


def test_r13_double_requires_an_opponents_undoubled_bid() -> None:
    """R13: no bid, one's own team's bid, or a doubled bid cannot be doubled."""
    game = _game()
    assert code(game, Double()) == "cannot-double"
    game = calls(game, "bid 28 D")
    assert code(game, Double()) is None
    game = calls(game, "pass")
    assert game.to_act == 3 and code(game, Double()) == "cannot-double"
    game = calls(game, "pass", "double")
    assert game.to_act == 1 and code(game, Double()) == "cannot-double"
    assert game.auction.multiplier == 2


def test_r14_redouble_by_the_bidding_team_ends_the_auction() -> None:
    """R14: only the bidding team redoubles a doubled bid, and the auction ends at once."""
    game = calls(_game(), "bid 28 D")
    assert code(game, Redouble()) == "cannot-redouble"
    game = calls(game, "double")
    assert game.to_act == 3 and code(game, Redouble()) is None
    game = calls(game, "pass")
    assert game.to_act == 0 and code(game, Redouble()) == "cannot-redouble"
    game = calls(game, "pass", "redouble")
    contract = game.contract
    assert game.phase is fifty_six.Phase.PLAY and contract is not None
    assert (contract.value, contract.multiplier, contract.declarer, contract.team) == (28, 4, 1, 1)


def test_r15_higher_bid_cancels_a_double() -> None:
    """R15: a higher bid after a double is legal and cancels it."""
    game = calls(_game(), "bid 28 D", "double", "bid 29 D")
    assert game.auction.multiplier == 1 and code(game, Double()) is None


def test_r15_option_forbids_bids_after_a_double() -> None:
    """R15 (higher_bid_cancels_double off): no bid after a double; the doubled team may still redouble."""
    game = calls(_game(higher_bid_cancels_double=False), "bid 28 D", "double")
    assert code(game, Bid(29, D)) == "invalid-bid"
    assert fifty_six.legal_actions(game) == (Pass(), Redouble())
    game = calls(game, "pass", "pass", "pass")
    contract = game.contract
    assert contract is not None and contract.multiplier == 2 and contract.declarer == 1


def test_r15_56_can_be_doubled_and_redoubled() -> None:
    """R15: a bid of 56 can still be doubled and redoubled."""
    game = calls(_game(), "bid 56 S", "double", "redouble")
    contract = game.contract
    assert contract is not None and (contract.value, contract.multiplier) == (56, 4)


def test_r13_allow_double_off() -> None:
    """R13–R15 (allow_double off): double and redouble are never legal."""
    game = calls(_game(allow_double=False), "bid 28 D")
    assert code(game, Double()) == "cannot-double" and Double() not in fifty_six.legal_actions(game)
    assert code(game, Redouble()) == "cannot-redouble"


def test_r16_n_minus_1_passes_after_the_latest_bid_or_double() -> None:
    """R16: n-1 passes after the latest bid or double end the auction; fewer do not."""
    game = calls(_game(players=6), "bid 30 D", "pass", "pass", "pass", "double", "pass", "pass", "pass", "pass")
    assert game.phase is fifty_six.Phase.AUCTION
    game = calls(game, "pass")
    contract = game.contract
    assert contract is not None and (contract.value, contract.trump, contract.multiplier) == (30, D, 2)


def test_r16_all_pass_gives_28_no_trumps_to_first_hand() -> None:
    """R16: n passes first: 28 no trumps, undoubled, declared by the seat after the dealer."""
    game = calls(fifty_six.new_game(fifty_six.Rules(players=6), seed=1, dealer=4), *["pass"] * 5)
    assert game.phase is fifty_six.Phase.AUCTION
    game = calls(game, "pass")
    contract = game.contract
    assert contract is not None and game.trump is None
    assert (contract.value, contract.multiplier, contract.declarer, contract.team) == (28, 1, 5, 2)
    assert contract.form is BidForm.NO_TRUMPS and game.to_act == 5


def test_r16_first_hand_must_bid() -> None:
    """R16 (first_hand_must_bid): the first call is a bid; a pass is must-bid."""
    game = _game(first_hand_must_bid=True)
    error = fifty_six.check(game, Pass())
    assert error is not None and error.code == "must-bid" and "28" in error.message
    assert Pass() not in fifty_six.legal_actions(game)
    assert code(calls(game, "bid 28 D"), Pass()) is None


def test_r16_pass_is_final_counting_still_applies() -> None:
    """R16 with pass_is_final: everyone passing still ends in 28 NT after n passes."""
    game = calls(_game(pass_is_final=True), "pass", "pass", "pass", "pass")
    assert game.contract is not None and game.contract.declarer == 1


def test_r17_contract_is_public() -> None:
    """R17: every seat's view shows the contract and the trump."""
    game = calls(_game(), "bid 33 H", "pass", "pass", "pass")
    for seat in range(4):
        seen = fifty_six.view(game, seat)
        assert seen.contract == game.contract and seen.trump is H and seen.calls == game.calls


def test_auction_state_tracks_calls() -> None:
    """The public auction state: standing bid, bidder, multiplier, passes, calls."""
    game = calls(_game(), "bid 28 D", "double", "pass")
    auction = game.auction
    assert (auction.bid, auction.bidder, auction.multiplier, auction.passes) == (Bid(28, D), 1, 2, 1)
    assert [str(call.action) for call in auction.calls] == ["bid 28 D", "double", "pass"]
