"""The auction (R6–R8): one turn each from the dealer's left, bids 2–4, a 4 ends it."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call, trusted_call
from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import builder, replacer
from trickcore.games.smear._actions import BIDS, PASS, Action, Bid, Pass
from trickcore.games.smear._state import SEATS, Contract, FastPhase, Game, HandResult, Table, make_game
from trickcore.playing_cards import sort_cards
from trickcore.records import History, append_action

__all__ = ["auction_actions", "apply_call", "check_call", "high_bid"]

MIN_BID: Final = 2
"""R6: the lowest bid."""

MAX_BID: Final = 4
"""R6, R7: the highest bid, which ends the auction at once."""

THROWN_IN: Final = HandResult.thrown_in()
"""R8: the result of a hand all four passed."""


def high_bid(table: Table) -> int:
    """R6: the standing high bid of the auction so far (0 before any bid)."""
    best = 0
    for call in table.calls:
        action = call.action
        if isinstance(action, Bid) and action.points > best:
            best = action.points
    return best


def _dealer_must_bid(table: Table, best: int) -> bool:
    """R8 with ``dealer_must_bid``: the dealer, after three passes (no bid: ``best`` 0), may not pass."""
    return best == 0 and table.rules.all_pass == "dealer_must_bid" and table.to_act == table.dealer


def _bids_above(best: int) -> tuple[Bid, ...]:
    return tuple([BIDS[points] for points in range(max(best + 1, MIN_BID), MAX_BID + 1)])


_BIDS_ABOVE: Final[dict[int, tuple[Action, ...]]] = {best: _bids_above(best) for best in range(MAX_BID + 1)}
"""R6: the bids above each standing bid (0: none), made once."""
_CALLS_ABOVE: Final[dict[int, tuple[Action, ...]]] = {best: (PASS, *bids) for best, bids in _BIDS_ABOVE.items()}
"""R6: ``pass`` and the bids above each standing bid."""


def auction_actions(table: Table) -> tuple[Action, ...]:
    """R6, R8: ``pass`` (unless the dealer must bid), then every bid above the standing one."""
    best = high_bid(table)
    return _BIDS_ABOVE[best] if _dealer_must_bid(table, best) else _CALLS_ABOVE[best]


def check_call(table: Table, action: Pass | Bid) -> IllegalAction | None:
    """R6, R8: why a pass or bid is illegal now, or ``None``.

    A seat that has had its turn never gets another (R6), so ``already-passed`` cannot
    arise: only the seat to act may call, and it has not called yet.
    """
    if isinstance(action, Pass):
        if _dealer_must_bid(table, high_bid(table)):
            return IllegalAction(
                ErrorCode.MUST_BID,
                f"the dealer (seat {table.dealer}) must bid after three passes (all_pass=dealer_must_bid)",
            )
        return None
    points = action.points
    if not MIN_BID <= points <= MAX_BID:
        return IllegalAction(ErrorCode.INVALID_BID, f"a bid is 2, 3 or 4 points, not {points}")
    best = high_bid(table)
    if points <= best:
        return IllegalAction(
            ErrorCode.BID_TOO_LOW, f"bid {points} is not higher than the standing bid of {best}"
        )
    return None


_called: Final = replacer(Game, "to_act", "calls", "history")
"""The game after a call that leaves the auction open (the rest of the state is the freshly dealt hand's)."""
make_contract: Final = builder(Contract)
"""A :class:`Contract` of its fields in order, unchecked (the engine's own)."""


def apply_call(game: Game, seat: int, action: Pass | Bid) -> Game:
    """R6, R7: record ``seat``'s call; end the auction after the dealer's turn or a bid of 4."""
    calls = game.calls + (trusted_call(seat, action),)
    history = append_action(game.history, action)
    if seat != game.dealer and not (isinstance(action, Bid) and action.points == MAX_BID):
        return _called(game, (seat + 1) % SEATS, calls, history)
    return _end_auction(game, calls, history)


def _end_auction(game: Game, calls: tuple[Call[Action], ...], history: History[Action]) -> Game:
    """R7–R9: name the bidder (taking the blind), or throw the hand in."""
    bidder, bid = -1, 0
    for call in calls:
        action = call.action
        if isinstance(action, Bid) and action.points > bid:
            bidder, bid = call.seat, action.points
    if bid == 0:
        return make_game(
            game.rules, FastPhase.HAND_OVER, game.dealer, None, game.hands, calls, None, None,
            (), (), game.scores, None, THROWN_IN, game.stock, (), (), history,
        )
    contract = make_contract(bidder, bid)
    size = game.rules.blind_size
    if size == 0:
        return make_game(
            game.rules, FastPhase.PLAY, game.dealer, bidder, game.hands, calls, contract, None,
            (), (), game.scores, None, game.last_hand, game.stock, (), (), history,
        )
    blind = game.stock[:size]
    hands = list(game.hands)
    hands[bidder] = sort_cards(hands[bidder] + blind)
    return make_game(
        game.rules, FastPhase.DISCARD, game.dealer, bidder, tuple(hands), calls, contract, None,
        (), (), game.scores, None, game.last_hand, game.stock[size:], blind, (), history,
    )
