"""The auction (R10–R17): which calls are legal, and what each call does.

Legality is written once against the public auction state, so a
:class:`~trickcore.games.fifty_six.View` answers exactly as the game does.
"""

from __future__ import annotations

import functools
from typing import Final

from trickcore.actions import Pass, trusted_call
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import builder, replacer
from trickcore.playing_cards import Suit
from trickcore.records import append_action

from trickcore.games.fifty_six._actions import NOES_FORMS, PLUS_FORMS, SUIT_FORMS, AuctionCall, Bid, BidForm, Double, Redouble
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._state import AuctionState, Contract, Game, FastPhase

__all__ = ["MAX_BID", "MIN_BID", "apply_call", "check_call", "legal_calls", "new_auction"]

MIN_BID: Final = 28
"""The lowest bid (R11)."""
MAX_BID: Final = 56
"""The highest bid: every point of the deal (R5, R11)."""

_PASS: Final = Pass()
_DOUBLE: Final = Double()
_REDOUBLE: Final = Redouble()
_SUITS: Final = tuple(Suit)
_auction: Final = builder(AuctionState)
_called: Final = replacer(Game, "to_act", "auction", "history")
"""The game after a call that leaves the auction open."""
_auction_won: Final = replacer(Game, "phase", "to_act", "auction", "contract", "history")
"""The game after the call that ends the auction: the play begins."""


def new_auction(players: int) -> AuctionState:
    """The empty auction that opens a hand (R10), one shared value per number of seats."""
    return _OPENING[players]


_OPENING: Final = {players: AuctionState((), None, None, 1, 0, False, (False,) * players) for players in (4, 6, 8)}


def _illegal(code: ErrorCode, message: str) -> IllegalAction:
    return IllegalAction(code, message)


def _standing_text(auction: AuctionState) -> str:
    bid = auction.bid
    if bid is None:
        return "no standing bid"
    trump = "no trumps" if bid.trump is None else bid.trump.name.lower()
    return f"the standing bid is {bid.value} {trump} by seat {auction.bidder}"


def _check_bid_form(auction: AuctionState, bid: Bid) -> IllegalAction | None:
    """R12: the form fits the trump, plus forms add up, noes need a named suit."""
    form = bid.form
    names_suit = form in SUIT_FORMS
    if names_suit and bid.trump is None:
        return _illegal(ErrorCode.INVALID_BID, f"a {form.value} bid names a trump suit (C, D, H or S)")
    if not names_suit and bid.trump is not None:
        return _illegal(ErrorCode.INVALID_BID, f"a {form.value} bid is at no trumps; give trump None")
    if form in PLUS_FORMS:
        standing = auction.bid
        if standing is None:
            return _illegal(ErrorCode.INVALID_BID, "a plus bid needs a standing bid to add to; there is none")
        plus = bid.plus
        if plus is None or plus < 1:
            return _illegal(ErrorCode.INVALID_BID, f"a plus bid adds at least 1, not {plus}")
        if form is BidForm.PLUS_TWO_NOES and plus != 2:
            return _illegal(ErrorCode.INVALID_BID, f"'+2 noes' adds exactly 2, not {plus}")
        if bid.value != standing.value + plus:
            return _illegal(
                ErrorCode.INVALID_BID,
                f"a plus bid does not add up: {standing.value} + {plus} = {standing.value + plus}, not {bid.value}",
            )
    elif bid.plus is not None:
        return _illegal(ErrorCode.INVALID_BID, f"only plus forms carry an increment; a {form.value} bid has plus=None")
    if form in NOES_FORMS and not auction.suit_named:
        return _illegal(ErrorCode.INVALID_BID, "noes are available only once a bid in this auction named a suit")
    return None


def _check_bid(rules: Rules, auction: AuctionState, seat: int, bid: Bid) -> IllegalAction | None:
    """R11, R12, R15: a bid of a legal form, in 28–56, above the standing bid."""
    if rules.pass_is_final and auction.passed[seat]:
        return _illegal(ErrorCode.ALREADY_PASSED, f"seat {seat} has passed and may only pass (pass_is_final)")
    error = _check_bid_form(auction, bid)
    if error is not None:
        return error
    if not MIN_BID <= bid.value <= MAX_BID:
        return _illegal(ErrorCode.INVALID_BID, f"bids range from {MIN_BID} to {MAX_BID}, not {bid.value}")
    if auction.multiplier > 1 and not rules.higher_bid_cancels_double:
        return _illegal(
            ErrorCode.INVALID_BID,
            "no bid may follow a double (higher_bid_cancels_double is off): pass or redouble",
        )
    standing = auction.bid
    if standing is not None and bid.value <= standing.value:
        return _illegal(
            ErrorCode.BID_TOO_LOW,
            f"{_standing_text(auction)}: bid at least {standing.value + 1}, not {bid.value}",
        )
    return None


def _check_double(rules: Rules, auction: AuctionState, seat: int) -> IllegalAction | None:
    """R13: double another team's standing, undoubled bid."""
    if not rules.allow_double:
        return _illegal(ErrorCode.CANNOT_DOUBLE, "doubling is not allowed in this game (allow_double is off)")
    if rules.pass_is_final and auction.passed[seat]:
        return _illegal(ErrorCode.ALREADY_PASSED, f"seat {seat} has passed and may only pass (pass_is_final)")
    if auction.bid is None or auction.bidder is None:
        return _illegal(ErrorCode.CANNOT_DOUBLE, "there is no bid to double")
    if rules.team_of(auction.bidder) == rules.team_of(seat):
        return _illegal(ErrorCode.CANNOT_DOUBLE, f"{_standing_text(auction)}, seat {seat}'s own team")
    if auction.multiplier > 1:
        return _illegal(ErrorCode.CANNOT_DOUBLE, f"{_standing_text(auction)} and is already doubled")
    return None


def _check_redouble(rules: Rules, auction: AuctionState, seat: int) -> IllegalAction | None:
    """R14: the bidding team redoubles a doubled bid."""
    if not rules.allow_double:
        return _illegal(ErrorCode.CANNOT_REDOUBLE, "redoubling is not allowed in this game (allow_double is off)")
    if rules.pass_is_final and auction.passed[seat]:
        return _illegal(ErrorCode.ALREADY_PASSED, f"seat {seat} has passed and may only pass (pass_is_final)")
    if auction.multiplier != 2 or auction.bidder is None:
        return _illegal(ErrorCode.CANNOT_REDOUBLE, f"nothing is doubled ({_standing_text(auction)})")
    if rules.team_of(auction.bidder) != rules.team_of(seat):
        return _illegal(
            ErrorCode.CANNOT_REDOUBLE,
            f"only the team of seat {auction.bidder}, whose bid is doubled, may redouble",
        )
    return None


def _check_pass(rules: Rules, auction: AuctionState) -> IllegalAction | None:
    """R16: with ``first_hand_must_bid`` the first call is a bid."""
    if rules.first_hand_must_bid and not auction.calls:
        return _illegal(ErrorCode.MUST_BID, f"the first hand must open with a bid of at least {MIN_BID}")
    return None


def check_call(rules: Rules, auction: AuctionState, seat: int, action: AuctionCall) -> IllegalAction | None:
    """Why the call ``action`` by ``seat`` is illegal now, or ``None`` (R11–R16)."""
    if isinstance(action, Bid):
        return _check_bid(rules, auction, seat, action)
    if isinstance(action, Pass):
        return _check_pass(rules, auction)
    if isinstance(action, Double):
        return _check_double(rules, auction, seat)
    return _check_redouble(rules, auction, seat)


@functools.lru_cache(maxsize=1024)
def _call_table(
    standing: int, suit_named: bool, may_bid: bool, may_pass: bool, may_double: bool, may_redouble: bool
) -> tuple[AuctionCall, ...]:
    """The legal calls for one shape of the auction, built once (a bounded cache: the shapes are few)."""
    calls: list[AuctionCall] = [_PASS] if may_pass else []
    if may_bid:
        calls.extend(_bid_list(standing, suit_named))
    if may_double:
        calls.append(_DOUBLE)
    if may_redouble:
        calls.append(_REDOUBLE)
    return tuple(calls)


def _every_bid() -> dict[tuple[int, Suit | None, BidForm, int | None], Bid]:
    """Every bid that can ever be legal, made once and shared (1,941 values)."""
    bids: dict[tuple[int, Suit | None, BidForm, int | None], Bid] = {}
    for value in range(MIN_BID, MAX_BID + 1):
        for suit in _SUITS:
            for form in (BidForm.NUMBER_SUIT, BidForm.SUIT_NUMBER):
                bids[value, suit, form, None] = Bid(value, suit, form)
            for plus in range(1, value - MIN_BID + 1):
                bids[value, suit, BidForm.PLUS_SUIT, plus] = Bid(value, suit, BidForm.PLUS_SUIT, plus)
        for form in (BidForm.NO_TRUMPS, BidForm.NOES):
            bids[value, None, form, None] = Bid(value, None, form)
        if value - 2 >= MIN_BID:
            bids[value, None, BidForm.PLUS_TWO_NOES, 2] = Bid(value, None, BidForm.PLUS_TWO_NOES, 2)
    return bids


_BIDS: Final = _every_bid()


def _bid_list(standing: int, suit_named: bool) -> list[AuctionCall]:
    """Every bid above ``standing`` (0: none), by value, each form its own action (R12)."""
    bids: list[AuctionCall] = []
    for value in range(max(MIN_BID, standing + 1), MAX_BID + 1):
        bids.extend(_BIDS[value, suit, BidForm.NUMBER_SUIT, None] for suit in _SUITS)
        bids.extend(_BIDS[value, suit, BidForm.SUIT_NUMBER, None] for suit in _SUITS)
        bids.append(_BIDS[value, None, BidForm.NO_TRUMPS, None])
        if suit_named:
            bids.append(_BIDS[value, None, BidForm.NOES, None])
        if standing:
            plus = value - standing
            bids.extend(_BIDS[value, suit, BidForm.PLUS_SUIT, plus] for suit in _SUITS)
            if plus == 2 and suit_named:
                bids.append(_BIDS[value, None, BidForm.PLUS_TWO_NOES, 2])
    return bids


def legal_calls(rules: Rules, auction: AuctionState, seat: int) -> tuple[AuctionCall, ...]:
    """Every legal call for ``seat``: pass, the bids by value, double, redouble (R11–R16)."""
    standing = 0 if auction.bid is None else auction.bid.value
    if auction.bid is not None and not MIN_BID <= standing <= MAX_BID:
        raise ValueError(f"no game has a standing bid of {standing}: bids range from {MIN_BID} to {MAX_BID}")
    passed = rules.pass_is_final and auction.passed[seat]
    bidder = auction.bidder
    multiplier = auction.multiplier
    teams = rules._team_table  # noqa: SLF001 - Rules.team_of's table, without its call
    own_bid = bidder is not None and teams[bidder] == teams[seat]
    may_call = rules.allow_double and not passed and bidder is not None
    return _call_table(
        standing,
        auction.suit_named,
        not passed and (multiplier == 1 or rules.higher_bid_cancels_double),
        not (rules.first_hand_must_bid and not auction.calls),
        may_call and multiplier == 1 and not own_bid,
        may_call and multiplier == 2 and own_bid,
    )


def _after_call(auction: AuctionState, seat: int, action: AuctionCall) -> AuctionState:
    """The auction with ``action`` by ``seat`` recorded."""
    calls = auction.calls + (trusted_call(seat, action),)
    if isinstance(action, Pass):
        passed = auction.passed
        if not passed[seat]:
            passed = passed[:seat] + (True,) + passed[seat + 1 :]
        return _auction(
            calls, auction.bid, auction.bidder, auction.multiplier, auction.passes + 1, auction.suit_named, passed
        )
    if isinstance(action, Bid):
        named = auction.suit_named or action.trump is not None
        return _auction(calls, action, seat, 1, 0, named, auction.passed)
    multiplier = 2 if isinstance(action, Double) else 4
    return _auction(calls, auction.bid, auction.bidder, multiplier, 0, auction.suit_named, auction.passed)


def _contract(game: Game, auction: AuctionState) -> Contract | None:
    """R16: the contract if the auction is over, else ``None``."""
    n_active = game.match.n_active
    bid = auction.bid
    if bid is None:
        if auction.passes < n_active:
            return None
        declarer = game.match.next_seat[game.match.dealer]
        rules = game.rules
        return Contract(MIN_BID, None, 1, declarer, rules.team_of(declarer), BidForm.NO_TRUMPS)
    if auction.multiplier < 4 and auction.passes < n_active - 1:
        return None
    bidder = auction.bidder if auction.bidder is not None else 0
    return Contract(bid.value, bid.trump, auction.multiplier, bidder, game.rules.team_of(bidder), bid.form)


def apply_call(game: Game, seat: int, action: AuctionCall) -> Game:
    """The game after a legal call; a finished auction starts the play (R16–R18)."""
    auction = _after_call(game.auction, seat, action)
    contract = _contract(game, auction)
    history = append_action(game.history, action)
    if contract is None:
        return _called(game, game.match.next_seat[seat], auction, history)
    if game.rules.opening_leader == "declarer":
        leader = contract.declarer
    else:
        leader = game.match.next_seat[game.match.dealer]
    return _auction_won(game, FastPhase.PLAY, leader, auction, contract, history)
