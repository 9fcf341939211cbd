"""The auction (R11–R13, H11–H17): one circuit, then the dealer; then the duel, or open bidding.

Phase A: seats D+1 … D+n−1 each pass or bid higher once, then the dealer passes,
holds or bids. Phase B (``challenger`` set): the previous high bidder H and the
dealer alternate, H first, until one passes or the dealer stands at the jink.
With ``hold_reopens="all_unpassed"`` (H15), Phase B is open bidding instead: every
player who has not passed speaks in turn, clockwise from the dealer's left, until
one alone has not passed.
"""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call, Pass, trusted_call
from trickcore.errors import ErrorCode, IllegalAction, excerpt
from trickcore.frozen import replacer
from trickcore.records import History, append_action

from trickcore.games.fifty_five._actions import Action, Bid, Hold
from trickcore.games.fifty_five._kitty import take_kitty
from trickcore.games.fifty_five._rules import Rules
from trickcore.games.fifty_five._scoring import void_hand
from trickcore.games.fifty_five._state import Game, Table, make_contract

__all__ = ["LADDER", "LADDERS", "auction_actions", "apply_call", "check_call", "jink", "ladder"]

LADDER: Final = (10, 15, 20, 25, 60)
"""R11: the bids, in points."""

LADDERS: Final[dict[str, tuple[int, ...]]] = {"fifty_five": LADDER, "thirty_for_sixty": (15, 20, 25, 30)}
"""H11: the bids of each ``bid_ladder``, low to high; the last is the jink, a contract to win all five tricks."""

_BIDS: Final = {name: tuple(Bid(points) for points in bids) for name, bids in LADDERS.items()}
_PASS: Final = Pass()
_HOLD: Final = Hold()
_LADDER_TEXT: Final = {name: ", ".join(str(points) for points in bids) for name, bids in LADDERS.items()}


def ladder(rules: Rules) -> tuple[int, ...]:
    """R11/H11: the bids of ``rules``, low to high.

    Example:
        >>> ladder(Rules(bid_ladder="thirty_for_sixty"))
        (15, 20, 25, 30)
    """
    return LADDERS[rules.bid_ladder]


def jink(rules: Rules) -> int:
    """R21/H11: the bid that contracts for all five tricks (60, or 30 on the 30-for-60 ladder).

    Example:
        >>> jink(Rules()), jink(Rules(bid_ladder="thirty_for_sixty"))
        (60, 30)
    """
    return LADDERS[rules.bid_ladder][-1]


def _must_bid(table: Table) -> bool:
    """R13 ``dealer_must_bid``: the dealer, everyone else having passed, may not pass."""
    return (
        table.rules.all_pass == "dealer_must_bid"
        and table.to_act == table.dealer
        and table.high_bid is None
    )


def _can_hold(table: Table) -> bool:
    """R11: only the dealer holds, and only a standing bid of another player."""
    return (
        table.to_act == table.dealer
        and table.high_bid is not None
        and table.high_bidder != table.dealer
    )


def auction_actions(table: Table) -> tuple[Action, ...]:
    """The legal calls: pass (unless the dealer must bid), hold, then every higher bid, low to high."""
    high = table.high_bid or 0
    calls: list[Action] = [] if _must_bid(table) else [_PASS]
    if _can_hold(table):
        calls.append(_HOLD)
    calls.extend([bid for bid in _BIDS[table.rules.bid_ladder] if bid.points > high])
    return tuple(calls)


def check_call(table: Table, action: Action) -> IllegalAction | None:
    """Why a pass, hold or bid of the seat to act is illegal (R11–R13), or ``None``.

    ``already-passed`` never arises here: a seat that passed, or is out of the
    duel, is never the seat to act, so its calls get ``not-your-turn`` first.
    """
    if isinstance(action, Pass):
        if _must_bid(table):
            return IllegalAction(
                ErrorCode.MUST_BID, "everyone else passed: the dealer must bid (all_pass='dealer_must_bid')"
            )
        return None
    if isinstance(action, Hold):
        if table.to_act != table.dealer:
            return IllegalAction(ErrorCode.CANNOT_HOLD, f"only the dealer (seat {table.dealer}) may hold")
        if table.high_bid is None:
            return IllegalAction(ErrorCode.CANNOT_HOLD, "there is no bid to hold")
        if table.high_bidder == table.dealer:
            return IllegalAction(ErrorCode.CANNOT_HOLD, "the dealer already holds the high bid")
        return None
    assert isinstance(action, Bid)
    name = table.rules.bid_ladder
    if action.points not in LADDERS[name]:
        return IllegalAction(ErrorCode.INVALID_BID, f"bid {excerpt(action.points)} is not on the ladder ({_LADDER_TEXT[name]})")
    if table.high_bid is not None and action.points <= table.high_bid:
        return IllegalAction(
            ErrorCode.BID_TOO_LOW, f"bid {action.points} is not higher than the standing bid of {table.high_bid}"
        )
    return None


def apply_call(game: Game, action: Action) -> Game:
    """The state after a legal call (R12's state machine, or H15's open bidding)."""
    seat = game.to_act
    assert seat is not None
    dealer = game.dealer
    calls = game.calls + (trusted_call(seat, action),)
    history = append_action(game.history, action)
    high_bid, high_bidder = game.high_bid, game.high_bidder
    rules = game.rules
    if rules.hold_reopens != "previous_high_bidder" and (seat == dealer or _dealer_spoke(game)):
        return _open_bidding(game, seat, action, calls, history)
    if seat != dealer:
        if isinstance(action, Bid):
            high_bid, high_bidder = action.points, seat
        if game.challenger is None:
            return _continue(game, (seat + 1) % rules.players, high_bid, high_bidder, None, calls, history)
        if isinstance(action, Pass):
            assert high_bid is not None
            return take_kitty(game, make_contract(dealer, high_bid), calls, history)
        return _continue(game, dealer, high_bid, high_bidder, seat, calls, history)
    if isinstance(action, Pass):
        if high_bid is None or high_bidder is None:
            return void_hand(game, calls, history)
        return take_kitty(game, make_contract(high_bidder, high_bid), calls, history)
    if isinstance(action, Bid):
        high_bid = action.points
    if high_bidder is None or high_bid == jink(rules):
        assert high_bid is not None
        return take_kitty(game, make_contract(dealer, high_bid), calls, history)
    challenger = high_bidder if game.challenger is None else game.challenger
    return _continue(game, challenger, high_bid, dealer, challenger, calls, history)


def _dealer_spoke(game: Game) -> bool:
    """Whether Phase A is over: the dealer, who speaks last in it, has called."""
    dealer = game.dealer
    return any(call.seat == dealer for call in game.calls)


def _open_bidding(
    game: Game, seat: int, action: Action, calls: tuple[Call[Action], ...], history: History[Action]
) -> Game:
    """H15: the dealer's call in Phase A, or any call after it, with ``hold_reopens="all_unpassed"``.

    A dealer's pass in Phase A ends the auction as in R12. Otherwise the turn goes
    clockwise to the next player who has not passed and does not hold the standing
    bid; when there is none, the holder wins at the standing bid. A dealer who holds
    or bids the jink wins at once.
    """
    dealer = game.dealer
    high_bid, high_bidder = game.high_bid, game.high_bidder
    if isinstance(action, Pass) and seat == dealer and not _dealer_spoke(game):
        if high_bid is None or high_bidder is None:
            return void_hand(game, calls, history)
        return take_kitty(game, make_contract(high_bidder, high_bid), calls, history)
    if isinstance(action, Bid):
        high_bid, high_bidder = action.points, seat
    elif isinstance(action, Hold):
        high_bidder = seat
    assert high_bid is not None and high_bidder is not None, "the dealer passes a bid, holds it or bids"
    if seat == dealer and not isinstance(action, Pass) and high_bid == jink(game.rules):
        return take_kitty(game, make_contract(dealer, high_bid), calls, history)
    passed = {call.seat for call in calls if isinstance(call.action, Pass)}
    players = game.rules.players
    for step in range(1, players):
        nxt = (seat + step) % players
        if nxt not in passed and nxt != high_bidder:
            return _continue(game, nxt, high_bid, high_bidder, None, calls, history)
    return take_kitty(game, make_contract(high_bidder, high_bid), calls, history)


def _continue(
    game: Game,
    to_act: int,
    high_bid: int | None,
    high_bidder: int | None,
    challenger: int | None,
    calls: tuple[Call[Action], ...],
    history: History[Action],
) -> Game:
    """The auction goes on with ``to_act`` next."""
    return _called(game, to_act, calls, high_bid, high_bidder, challenger, history)


_called: Final = replacer(Game, "to_act", "calls", "high_bid", "high_bidder", "challenger", "history")
"""The game after a call that leaves the auction open (the rest of the state is the freshly dealt hand's)."""
