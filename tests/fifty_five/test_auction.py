"""R11–R13: the auction state machine."""

from __future__ import annotations

import pytest

from trickcore import IllegalAction, Pass, Suit
from trickcore.games import fifty_five as ff

from tests.fifty_five.helpers import run, texts


def fresh(rules: ff.Rules | None = None, dealer: int = 0) -> ff.Game:
    """A new 4-player (or given) game with the dealer given."""
    return ff.new_game(ff.Rules() if rules is None else rules, seed=11, dealer=dealer)


def code(game: ff.Game, action: object, seat: int | None = None) -> str | None:
    """The error code check gives, or None."""
    error = ff.check(game, action, seat)
    return None if error is None else error.code.value


@pytest.mark.parametrize("points", [0, 5, 30, 35, 55, 65, 100, -10])
def test_r11_bid_off_the_ladder_is_invalid(points: int) -> None:
    """R11: a bid off the ladder 10, 15, 20, 25, 60 is invalid-bid (even where it would be too low)."""
    assert code(fresh(), ff.Bid(points)) == "invalid-bid"
    assert code(run(fresh(), "bid 25"), ff.Bid(points)) == "invalid-bid"


def test_r11_bid_must_be_higher() -> None:
    """R11: a bid not higher than the standing bid is bid-too-low."""
    game = run(fresh(), "bid 20")
    assert code(game, ff.Bid(15)) == "bid-too-low"
    assert code(game, ff.Bid(20)) == "bid-too-low"
    assert code(game, ff.Bid(25)) is None


def test_r11_jumps_allowed() -> None:
    """R11: any higher value on the ladder may be bid, 60 included."""
    game = run(fresh(), "bid 10")
    assert texts(ff.legal_actions(game)) == ["pass", "bid 15", "bid 20", "bid 25", "bid 60"]


def test_r11_only_the_dealer_holds() -> None:
    """R11: a hold by anyone but the dealer is cannot-hold."""
    game = run(fresh(), "bid 10")
    assert code(game, ff.Hold()) == "cannot-hold"
    game = run(game, "pass", "pass")
    assert game.to_act == 0 and code(game, ff.Hold()) is None
    assert texts(ff.legal_actions(game)) == ["pass", "hold", "bid 15", "bid 20", "bid 25", "bid 60"]


def test_r11_dealer_cannot_hold_nothing() -> None:
    """R11: the dealer with no bid to hold gets cannot-hold."""
    game = run(fresh(), "pass", "pass", "pass")
    assert code(game, ff.Hold()) == "cannot-hold"


def test_r12_after_60_the_others_can_only_pass() -> None:
    """R12: once 60 is bid the others can only pass; the dealer may still hold."""
    game = run(fresh(), "bid 60")
    assert ff.legal_actions(game) == (Pass(),)
    assert code(game, ff.Bid(60)) == "bid-too-low"
    game = run(game, "pass", "pass")
    assert texts(ff.legal_actions(game)) == ["pass", "hold"]


def test_r12_dealer_bids_when_nobody_did() -> None:
    """R12: the dealer bidding after three passes wins the auction at that value at once."""
    game = run(fresh(), "pass", "pass", "pass", "bid 10")
    assert game.contract == ff.Contract(0, 10) and game.phase is ff.Phase.DISCARD


def test_r12_dealer_pass_gives_the_high_bidder_the_contract() -> None:
    """R12: the dealer passing leaves H the bidder at its bid."""
    game = run(fresh(), "pass", "bid 20", "pass", "pass")
    assert game.contract == ff.Contract(2, 20)


def test_r12_dealer_bid_at_60_wins() -> None:
    """R12: a dealer bid of 60 in Phase A wins at once."""
    game = run(fresh(), "bid 15", "pass", "pass", "bid 60")
    assert game.contract == ff.Contract(0, 60)


def test_r12_dealer_bid_higher_starts_the_duel() -> None:
    """R12: the dealer bidding higher (below 60) starts Phase B with H to act; H passing gives the dealer the bid."""
    game = run(fresh(), "bid 15", "pass", "pass", "bid 20")
    assert game.phase is ff.Phase.AUCTION and game.to_act == 1 and game.challenger == 1
    assert (game.high_bid, game.high_bidder) == (20, 0)
    assert code(game, ff.Hold()) == "cannot-hold"
    done = run(game, "pass")
    assert done.contract == ff.Contract(0, 20)


def test_r12_duel_alternates_between_h_and_the_dealer() -> None:
    """R12 Phase B: only H and the dealer speak, H first; others get not-your-turn."""
    game = run(fresh(), "bid 10", "bid 15", "pass", "hold")
    assert game.to_act == 2 and game.challenger == 2
    assert code(game, ff.Bid(20), seat=1) == "not-your-turn"
    assert code(game, ff.Bid(20), seat=3) == "not-your-turn"
    game = run(game, "bid 20")
    assert game.to_act == 0
    game = run(game, "bid 25")
    assert game.to_act == 2 and (game.high_bid, game.high_bidder) == (25, 0)
    assert texts(ff.legal_actions(game)) == ["pass", "bid 60"]


def test_r12_duel_h_at_60_dealer_hold_wins() -> None:
    """R12: a dealer at 60 wins: after H bids 60 the dealer's hold takes the contract."""
    game = run(fresh(), "bid 10", "pass", "pass", "hold", "bid 60")
    assert game.to_act == 0 and texts(ff.legal_actions(game)) == ["pass", "hold"]
    assert run(game, "hold").contract == ff.Contract(0, 60)
    assert run(game, "pass").contract == ff.Contract(1, 60)


def test_r12_duel_dealer_pass_gives_h_the_contract() -> None:
    """R12 Phase B: the dealer passing gives H the contract at H's bid."""
    game = run(fresh(), "bid 10", "pass", "pass", "hold", "bid 20", "pass")
    assert game.contract == ff.Contract(1, 20)


def test_r12_passes_are_final_already_passed_seats_never_act() -> None:
    """R11: a pass is final: a seat that passed is never to act again, so its calls get not-your-turn."""
    game = run(fresh(), "pass", "bid 10", "pass", "hold")
    assert game.to_act == 2
    assert code(game, ff.Bid(25), seat=1) == "not-your-turn"
    assert code(game, ff.Bid(25), seat=3) == "not-your-turn"


def test_r12_two_players() -> None:
    """R12 with 2 players: the non-dealer then the dealer, then the duel."""
    game = run(fresh(ff.Rules(players=2), dealer=1), "bid 10", "hold", "bid 15", "hold", "pass")
    assert game.contract == ff.Contract(1, 15)


def test_r13_all_pass_redeal_next_dealer() -> None:
    """R13: everyone passing voids the hand; the deal passes left."""
    game = run(fresh(dealer=3), "pass", "pass", "pass", "pass")
    assert game.phase is ff.Phase.HAND_OVER and game.to_act is None
    assert game.last_hand == ff.HandResult((0,) * 4, None, (0,) * 4)
    assert game.contract is None and game.trump is None and game.scores == (0,) * 4
    assert all(len(hand) == 5 for hand in game.hands) and len(game.kitty) == 5
    assert ff.deal(game, seed=1).dealer == 0


def test_r13_all_pass_redeal_same_dealer() -> None:
    """R13 redeal_same_dealer: after a void hand the same dealer deals again."""
    game = run(fresh(ff.Rules(all_pass="redeal_same_dealer"), dealer=2), "pass", "pass", "pass", "pass")
    assert ff.deal(game, seed=1).dealer == 2


def test_r13_dealer_must_bid() -> None:
    """R13 dealer_must_bid: after the others pass the dealer may not pass (must-bid), any ladder value."""
    game = run(fresh(ff.Rules(all_pass="dealer_must_bid")), "pass", "pass", "pass")
    assert code(game, Pass()) == "must-bid"
    assert texts(ff.legal_actions(game)) == ["bid 10", "bid 15", "bid 20", "bid 25", "bid 60"]
    with pytest.raises(IllegalAction):
        ff.apply(game, Pass())
    assert run(game, "bid 10").contract == ff.Contract(0, 10)


def test_r13_dealer_must_bid_only_when_all_others_passed() -> None:
    """R13 dealer_must_bid: with a standing bid the dealer may pass."""
    game = run(fresh(ff.Rules(all_pass="dealer_must_bid")), "pass", "bid 10", "pass")
    assert code(game, Pass()) is None


def test_auction_refuses_other_kinds_of_action() -> None:
    """Discards, trumps and plays during the auction are wrong-phase."""
    game = fresh()
    assert code(game, ff.Discard(game.hands[1])) == "wrong-phase"
    assert code(game, ff.NameTrump(Suit.SPADES)) == "wrong-phase"
    assert code(game, ff.Play(game.hands[1][0])) == "wrong-phase"


def test_calls_are_recorded() -> None:
    """The auction's calls are kept on the game in order, with their seats."""
    game = run(fresh(), "pass", "bid 15", "pass", "hold")
    assert [(call.seat, str(call.action)) for call in game.calls] == [
        (1, "pass"), (2, "bid 15"), (3, "pass"), (0, "hold"),
    ]


def test_r13_with_dealer_must_bid_the_dealer_may_not_pass_after_three_passes() -> None:
    """R13 (``all_pass="dealer_must_bid"``): after everyone else passed, the dealer's pass is refused as must-bid with
    a message saying why."""
    game = ff.new_game(ff.Rules(all_pass="dealer_must_bid"), seed=4)
    for _ in range(game.rules.players - 1):
        game = ff.apply(game, Pass())
    assert game.to_act == game.dealer
    error = ff.check(game, Pass())
    assert error is not None and error.code.value == "must-bid"
    assert error.message == "everyone else passed: the dealer must bid (all_pass='dealer_must_bid')"


def test_r11_a_hold_is_refused_with_the_reason() -> None:
    """R11: only the dealer may hold, and only a standing bid: each refusal is cannot-hold with its reason."""
    game = ff.new_game(seed=4)
    assert (game.dealer, game.to_act) == (3, 0)
    error = ff.check(game, ff.Hold())
    assert error is not None and (error.code.value, error.message) == ("cannot-hold", "only the dealer (seat 3) may hold")
    for _ in range(3):
        game = ff.apply(game, Pass())
    error = ff.check(game, ff.Hold())
    assert error is not None and (error.code.value, error.message) == ("cannot-hold", "there is no bid to hold")


def test_r12_the_challenger_stays_in_the_duel_after_raising() -> None:
    """R12 Phase B: H raises, the dealer holds again, H passes: the dealer wins at the held bid (H stays the
    challenger throughout, so its pass ends the duel instead of passing the turn on)."""
    game = run(fresh(), "bid 10", "pass", "pass", "hold", "bid 15")
    assert (game.to_act, game.challenger, game.high_bid, game.high_bidder) == (0, 1, 15, 1)
    game = run(game, "hold")
    assert (game.to_act, game.challenger, game.high_bidder) == (1, 1, 0)
    done = run(game, "pass")
    assert done.contract == ff.Contract(0, 15) and done.phase is ff.Phase.DISCARD


def test_r11_a_bad_bid_is_refused_with_the_bid_in_its_message() -> None:
    """R11: an off-ladder bid and a bid not above the standing one are refused with messages naming the bids."""
    error = ff.check(fresh(), ff.Bid(12))
    assert error is not None and (error.code.value, error.message) == (
        "invalid-bid", "bid 12 is not on the ladder (10, 15, 20, 25, 60)"
    )
    error = ff.check(run(fresh(), "bid 20"), ff.Bid(15))
    assert error is not None and (error.code.value, error.message) == (
        "bid-too-low", "bid 15 is not higher than the standing bid of 20"
    )
