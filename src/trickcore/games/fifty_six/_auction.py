"""The auction (R10–R17): which calls are legal, and what each call does.

Legality is written once against the public auction state, so a
:class:`~trickcore.games.fifty_six.View` answers exactly as the game does.
"""

from __future__ import annotations

import functools
from typing import Final

from trickcore.actions import Pass, trusted_call
from trickcore.errors import ErrorCode, IllegalAction, excerpt
from trickcore.frozen import replacer, typed_builder
from trickcore.playing_cards import Suit
from trickcore.records import append_action

from trickcore.games.fifty_six._actions import (
    NOES_FORMS,
    PLUS_FORMS,
    SUIT_FORMS,
    AuctionCall,
    Bid,
    BidForm,
    Double,
    Redouble,
    Thani,
)
from trickcore.games.fifty_six._rules import Rules
from trickcore.games.fifty_six._scoring import amounts
from trickcore.games.fifty_six._state import AuctionState, Contract, Game, FastPhase

__all__ = ["MAX_BID", "MIN_BID", "Purse", "apply_call", "check_call", "legal_calls", "new_auction", "opening_leader"]

MIN_BID: Final = 28
"""The lowest bid (R11)."""
MAX_BID: Final = 56
"""The highest bid: every point of the deal (R5, R11)."""

_PASS: Final = Pass()
_DOUBLE: Final = Double()
_REDOUBLE: Final = Redouble()
_THANI: Final = Thani()
_THANI_BID: Final = Bid(56, None, BidForm.NO_TRUMPS)
"""What a thani plays for (H14): the standing bid of an auction a thani leads."""
_SUITS: Final = tuple(Suit)
_auction: Final = typed_builder(AuctionState)
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


def _check_bid_form(rules: Rules, auction: AuctionState, bid: Bid) -> IllegalAction | None:
    """R12: the form fits the trump, plus forms add up, noes need a named suit; H1: hidden or no trumps."""
    form = bid.form
    if rules.hidden_trump:
        if form is not BidForm.HIDDEN and form is not BidForm.NO_TRUMPS:
            return _illegal(ErrorCode.INVALID_BID, f"with hidden trump a bid is hidden or no trumps, not {form.value}")
    elif form is BidForm.HIDDEN:
        return _illegal(ErrorCode.INVALID_BID, "a hidden bid needs the hidden_trump house rule")
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
            return _illegal(ErrorCode.INVALID_BID, f"a plus bid adds at least 1, not {excerpt(plus)}")
        if form is BidForm.PLUS_TWO_NOES and plus != 2:
            return _illegal(ErrorCode.INVALID_BID, f"'+2 noes' adds exactly 2, not {excerpt(plus)}")
        if bid.value != standing.value + plus:
            return _illegal(
                ErrorCode.INVALID_BID,
                f"a plus bid does not add up: {standing.value} + {excerpt(plus)} = {excerpt(standing.value + plus)}, not {excerpt(bid.value)}",
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
    error = _check_bid_form(rules, auction, bid)
    if error is not None:
        return error
    if not MIN_BID <= bid.value <= MAX_BID:
        return _illegal(ErrorCode.INVALID_BID, f"bids range from {MIN_BID} to {MAX_BID}, not {excerpt(bid.value)}")
    if auction.multiplier > 1 and not rules.higher_bid_cancels_double:
        return _illegal(
            ErrorCode.INVALID_BID,
            "no bid may follow a double (higher_bid_cancels_double is off): pass or redouble",
        )
    standing = auction.bid
    if auction.thani:
        return _illegal(ErrorCode.BID_TOO_LOW, f"seat {auction.bidder}'s thani stands: no value ranks above it")
    if standing is not None and bid.value <= standing.value:
        return _illegal(
            ErrorCode.BID_TOO_LOW,
            f"{_standing_text(auction)}: bid at least {standing.value + 1}, not {bid.value}",
        )
    floor = 0 if rules.partner_overcall_min is None else _overcall_floor(rules, auction, seat)
    if bid.value < floor:
        return _illegal(
            ErrorCode.INVALID_BID,
            f"over a partner's bid after a pass, a bid is at least {floor} (partner_overcall_min), not {bid.value}",
        )
    return None


def _overcall_floor(rules: Rules, auction: AuctionState, seat: int) -> int:
    """H29: the lowest value ``seat`` may bid over a teammate's standing bid right after a pass (else 0)."""
    least = rules.partner_overcall_min
    bidder = auction.bidder
    if least is None or bidder is None or bidder == seat or rules.team_of(bidder) != rules.team_of(seat):
        return 0
    calls = auction.calls
    return least if calls and isinstance(calls[-1].action, Pass) else 0


def _check_thani(rules: Rules, auction: AuctionState, seat: int) -> IllegalAction | None:
    """H13: a thani is a bid above every value: legal where a bid is, unless a thani stands."""
    if rules.pass_is_final and auction.passed[seat]:
        return _illegal(ErrorCode.ALREADY_PASSED, f"seat {seat} has passed and may only pass (pass_is_final)")
    if auction.multiplier > 1 and not rules.higher_bid_cancels_double:
        return _illegal(ErrorCode.INVALID_BID, "no bid may follow a double (higher_bid_cancels_double is off): pass or redouble")
    if auction.thani:
        return _illegal(ErrorCode.BID_TOO_LOW, f"seat {auction.bidder}'s thani stands: nothing ranks above it")
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


def check_call(
    rules: Rules, auction: AuctionState, seat: int, action: AuctionCall, purse: Purse | None = None
) -> IllegalAction | None:
    """Why the call ``action`` by ``seat`` is illegal now, or ``None`` (R11–R16; H33 with ``purse``)."""
    if isinstance(action, Pass):
        return _check_pass(rules, auction)
    if isinstance(action, Bid):
        error = _check_bid(rules, auction, seat, action)
    elif isinstance(action, Double):
        error = _check_double(rules, auction, seat)
    elif isinstance(action, Thani):
        error = _check_thani(rules, auction, seat)
    else:
        error = _check_redouble(rules, auction, seat)
    if error is None and purse is not None:
        return _check_affordable(rules, auction, action, purse)
    return error


Purse = tuple[int, int]
"""H33: the calling team's tables, and the number of other teams in play."""


def _cost(rules: Rules, value: int, thani: bool) -> tuple[int, int]:
    """W and L of a contract (H28's chart; a thani's one step above its top row, H17)."""
    chart = rules.stakes
    if thani:
        return chart[-1][1] + 1, chart[-1][2] + 1
    return amounts(value, chart)


def _exempt(rules: Rules, auction: AuctionState, action: AuctionCall) -> bool:
    """H34: under ``first_hand_must_bid`` a bid of 28 as the first call is always affordable."""
    return rules.first_hand_must_bid and not auction.calls and isinstance(action, Bid) and action.value == MIN_BID


def _check_affordable(rules: Rules, auction: AuctionState, action: AuctionCall, purse: Purse) -> IllegalAction | None:
    """H33: a bid needs L·k tables, a double 2·W of the standing bid, a redouble 4·L·k."""
    tables, others = purse
    if isinstance(action, Pass) or _exempt(rules, auction, action):
        return None
    if isinstance(action, (Bid, Thani)):
        value = MAX_BID if isinstance(action, Thani) else action.value
        need = _cost(rules, value, isinstance(action, Thani))[1] * others
        code = ErrorCode.INVALID_BID
    else:
        standing = auction.bid
        assert standing is not None, "a legal double or redouble has a standing bid"
        win, loss = _cost(rules, standing.value, auction.thani)
        double = isinstance(action, Double)
        need = 2 * win if double else 4 * loss * others
        code = ErrorCode.CANNOT_DOUBLE if double else ErrorCode.CANNOT_REDOUBLE
    if tables < need:
        return _illegal(code, f"this call could cost {need} tables; the team holds {tables} (restrict_calls_to_affordable)")
    return None


@functools.lru_cache(maxsize=1024)
def _call_table(
    standing: int,
    suit_named: bool,
    may_bid: bool,
    may_pass: bool,
    may_double: bool,
    may_redouble: bool,
    hidden: bool = False,
    may_thani: bool = False,
    floor: int = 0,
) -> tuple[AuctionCall, ...]:
    """The legal calls for one shape of the auction, built once (a bounded cache: the shapes are few)."""
    calls: list[AuctionCall] = [_PASS] if may_pass else []
    if may_bid and hidden:
        calls.extend(bid for bid in _hidden_bid_list(standing) if isinstance(bid, Bid) and bid.value >= floor)
    elif may_bid:
        calls.extend(bid for bid in _bid_list(standing, suit_named) if isinstance(bid, Bid) and bid.value >= floor)
    if may_bid and may_thani:
        calls.append(_THANI)
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
        bids[value, None, BidForm.HIDDEN, None] = Bid(value, None, BidForm.HIDDEN)
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


def _hidden_bid_list(standing: int) -> list[AuctionCall]:
    """H1: every bid above ``standing`` (0: none), by value: hidden, then no trumps."""
    bids: list[AuctionCall] = []
    for value in range(max(MIN_BID, standing + 1), MAX_BID + 1):
        bids.append(_BIDS[value, None, BidForm.HIDDEN, None])
        bids.append(_BIDS[value, None, BidForm.NO_TRUMPS, None])
    return bids


def legal_calls(rules: Rules, auction: AuctionState, seat: int, purse: Purse | None = None) -> tuple[AuctionCall, ...]:
    """Every legal call for ``seat``: pass, the bids by value, double, redouble (R11–R16; H33 with ``purse``)."""
    standing = 0 if auction.bid is None else auction.bid.value
    if auction.bid is not None and not MIN_BID <= standing <= MAX_BID:
        raise ValueError(f"no game has a standing bid of {standing}: bids range from {MIN_BID} to {MAX_BID}")
    passed = rules.pass_is_final and auction.passed[seat]
    bidder = auction.bidder
    multiplier = auction.multiplier
    teams = rules._team_table  # noqa: SLF001 - Rules.team_of's table, without its call
    own_bid = bidder is not None and teams[bidder] == teams[seat]
    may_call = rules.allow_double and not passed and bidder is not None
    calls = _call_table(
        MAX_BID if auction.thani else standing,
        auction.suit_named,
        not passed and (multiplier == 1 or rules.higher_bid_cancels_double),
        not (rules.first_hand_must_bid and not auction.calls),
        may_call and multiplier == 1 and not own_bid,
        may_call and multiplier == 2 and own_bid,
        rules.hidden_trump,
        rules.thani and not auction.thani,
        0 if rules.partner_overcall_min is None else _overcall_floor(rules, auction, seat),
    )
    if purse is None:
        return calls
    return tuple([call for call in calls if _check_affordable(rules, auction, call, purse) is None])  # H33, H34


def _after_call(auction: AuctionState, seat: int, action: AuctionCall) -> AuctionState:
    """The auction with ``action`` by ``seat`` recorded."""
    calls = auction.calls + (trusted_call(seat, action),)
    if isinstance(action, Pass):
        passed = auction.passed
        if not passed[seat]:
            passed = passed[:seat] + (True,) + passed[seat + 1 :]
        return _auction(
            calls,
            auction.bid,
            auction.bidder,
            auction.multiplier,
            auction.passes + 1,
            auction.suit_named,
            passed,
            auction.thani,
        )
    if isinstance(action, Bid):
        named = auction.suit_named or action.trump is not None
        return _auction(calls, action, seat, 1, 0, named, auction.passed, False)
    if isinstance(action, Thani):
        return _auction(calls, _THANI_BID, seat, 1, 0, auction.suit_named, auction.passed, True)
    multiplier = 2 if isinstance(action, Double) else 4
    return _auction(calls, auction.bid, auction.bidder, multiplier, 0, auction.suit_named, auction.passed, auction.thani)


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
    team = game.rules.team_of(bidder)
    if auction.thani:
        return Contract(MAX_BID, None, auction.multiplier, bidder, team, BidForm.NO_TRUMPS, True)
    return Contract(bid.value, bid.trump, auction.multiplier, bidder, team, bid.form)


def apply_call(game: Game, seat: int, action: AuctionCall) -> Game:
    """The game after a legal call; a finished auction starts the play (R16–R18)."""
    auction = _after_call(game.auction, seat, action)
    contract = _contract(game, auction)
    history = append_action(game.history, action)
    if contract is None:
        return _called(game, game.match.next_seat[seat], auction, history)
    if game.rules.opening_leader == "declarer" or contract.thani:
        leader = contract.declarer  # R18; H15: a thani declarer leads
    else:
        leader = game.match.next_seat[game.match.dealer]
    if contract.form is BidForm.HIDDEN:
        # H2: the declarer conceals a card before the play begins.
        return _auction_won(game, FastPhase.CONCEAL, contract.declarer, auction, contract, history)
    return _auction_won(game, FastPhase.PLAY, leader, auction, contract, history)


def opening_leader(game: Game) -> int:
    """R18: the seat that leads the first trick (the declarer with ``opening_leader="declarer"``)."""
    contract = game.contract
    if contract is not None and (game.rules.opening_leader == "declarer" or contract.thani):
        return contract.declarer
    return game.match.next_seat[game.match.dealer]
