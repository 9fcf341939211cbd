"""The auction (R11–R13): one circuit, then the dealer; then the duel between the dealer and the high bidder.

Phase A: seats D+1 … D+n−1 each pass or bid higher once, then the dealer passes,
holds or bids. Phase B (``challenger`` set): the previous high bidder H and the
dealer alternate, H first, until one passes or the dealer stands at 60.
"""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call, Pass, trusted_call
from trickcore.errors import ErrorCode, IllegalAction, excerpt
from trickcore.frozen import replacer
from trickcore.records import History, append_action

from trickcore.games.fifty_five._actions import Action, Bid, Hold
from trickcore.games.fifty_five._kitty import take_kitty
from trickcore.games.fifty_five._scoring import SLAM, void_hand
from trickcore.games.fifty_five._state import Game, Table, make_contract

__all__ = ["LADDER", "auction_actions", "apply_call", "check_call"]

LADDER: Final = (10, 15, 20, 25, 60)
"""R11: the bids, in points."""

_BIDS: Final = tuple(Bid(points) for points in LADDER)
_PASS: Final = Pass()
_HOLD: Final = Hold()
_LADDER_TEXT: Final = ", ".join(str(points) for points in LADDER)


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
    calls.extend([bid for bid in _BIDS if bid.points > high])
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
    if action.points not in LADDER:
        return IllegalAction(ErrorCode.INVALID_BID, f"bid {excerpt(action.points)} is not on the ladder ({_LADDER_TEXT})")
    if table.high_bid is not None and action.points <= table.high_bid:
        return IllegalAction(
            ErrorCode.BID_TOO_LOW, f"bid {action.points} is not higher than the standing bid of {table.high_bid}"
        )
    return None


def apply_call(game: Game, action: Action) -> Game:
    """The state after a legal call (R12's state machine)."""
    seat = game.to_act
    assert seat is not None
    dealer = game.dealer
    calls = game.calls + (trusted_call(seat, action),)
    history = append_action(game.history, action)
    high_bid, high_bidder = game.high_bid, game.high_bidder
    if seat != dealer:
        if isinstance(action, Bid):
            high_bid, high_bidder = action.points, seat
        if game.challenger is None:
            return _continue(game, (seat + 1) % game.rules.players, high_bid, high_bidder, None, calls, history)
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
    if high_bidder is None or high_bid == SLAM:
        assert high_bid is not None
        return take_kitty(game, make_contract(dealer, high_bid), calls, history)
    challenger = high_bidder if game.challenger is None else game.challenger
    return _continue(game, challenger, high_bid, dealer, challenger, calls, history)


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
