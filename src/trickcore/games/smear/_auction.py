"""The auction (R6–R8, H10–H12): one turn each from the dealer's left, bids 2 to the top bid, which ends it."""

from __future__ import annotations

from typing import Final

from trickcore.actions import Call, trusted_call
from trickcore.errors import ErrorCode, IllegalAction, excerpt
from trickcore.frozen import replacer, typed_builder
from trickcore.games.smear._actions import BIDS, PASS, Action, Bid, Pass
from trickcore.games.smear._rules import PLAYERS
from trickcore.games.smear._state import Contract, FastPhase, Game, HandResult, Table, make_game
from trickcore.playing_cards import sort_cards
from trickcore.records import History, append_action

__all__ = ["auction_actions", "apply_call", "check_call", "high_bid"]

MIN_BID: Final = 2
"""R6: the lowest bid."""

MAX_BID: Final = 4
"""R6, R7: the highest bid of the standard game, which ends the auction at once (see ``Rules.top_bid``)."""

THROWN_IN: Final = {sides: HandResult.thrown_in(sides) for sides in (2, *PLAYERS)}
"""R8: the result of a hand every player passed, by the number of sides (H1)."""


def high_bid(table: Table) -> int:
    """R6: the standing high bid of the auction so far (0 before any bid)."""
    best = 0
    for call in table.calls:
        action = call.action
        if isinstance(action, Bid) and action.points > best:
            best = action.points
    return best


def _dealer_must_bid(table: Table, best: int) -> bool:
    """R8 with ``dealer_must_bid``: the dealer, after everyone else passed (no bid: ``best`` 0), may not pass."""
    return best == 0 and table.rules.all_pass == "dealer_must_bid" and table.to_act == table.dealer


def _may_match(table: Table, best: int) -> bool:
    """H11: the dealer, on his turn, may bid equal to a standing bid (``dealer_may_match``)."""
    return best > 0 and table.rules.dealer_may_match and table.to_act == table.dealer


def _bids_from(lowest: int, top: int) -> tuple[Bid, ...]:
    return tuple([BIDS[points] for points in range(max(lowest, MIN_BID), top + 1)])


_TOPS: Final = (MAX_BID, MAX_BID + 1, MAX_BID + 2)
"""H10: the top bids there are: 4, 5 with the smudge, 6 with jokers."""
_BIDS_FROM: Final[dict[tuple[int, int], tuple[Action, ...]]] = {
    (lowest, top): _bids_from(lowest, top) for top in _TOPS for lowest in range(top + 2)
}
"""R6, H10: the bids from each lowest allowed bid up to each top bid, made once."""
_CALLS_FROM: Final[dict[tuple[int, int], tuple[Action, ...]]] = {key: (PASS, *bids) for key, bids in _BIDS_FROM.items()}
"""R6: ``pass`` and those bids."""


def auction_actions(table: Table) -> tuple[Action, ...]:
    """R6, R8, H10, H11: ``pass`` (unless the dealer must bid), then every bid above the standing one.

    With ``dealer_may_match`` the dealer's bids start at the standing bid itself.
    """
    best = high_bid(table)
    key = (best if _may_match(table, best) else best + 1, table.rules.top_bid)
    return _BIDS_FROM[key] if _dealer_must_bid(table, best) else _CALLS_FROM[key]


def check_call(table: Table, action: Pass | Bid) -> IllegalAction | None:
    """R6, R8, H10, H11: why a pass or bid is illegal now, or ``None``.

    A seat that has had its turn never gets another (R6), so ``already-passed`` cannot
    arise: only the seat to act may call, and it has not called yet.
    """
    if isinstance(action, Pass):
        if _dealer_must_bid(table, high_bid(table)):
            return IllegalAction(
                ErrorCode.MUST_BID,
                f"the dealer (seat {table.dealer}) must bid after {table.rules.players - 1} passes (all_pass=dealer_must_bid)",
            )
        return None
    points = action.points
    top = table.rules.top_bid
    if not MIN_BID <= points <= top:
        return IllegalAction(ErrorCode.INVALID_BID, f"a bid is {MIN_BID} to {top} points, not {excerpt(points)}")
    best = high_bid(table)
    if points < best or (points == best and not _may_match(table, best)):
        return IllegalAction(
            ErrorCode.BID_TOO_LOW, f"bid {points} is not higher than the standing bid of {best}"
        )
    return None


_called: Final = replacer(Game, "to_act", "calls", "history")
"""The game after a call that leaves the auction open (the rest of the state is the freshly dealt hand's)."""
make_contract: Final = typed_builder(Contract)
"""A :class:`Contract` of its fields in order, unchecked (the engine's own)."""


def apply_call(game: Game, seat: int, action: Pass | Bid) -> Game:
    """R6, R7, H10: record ``seat``'s call; end the auction after the dealer's turn or the top bid."""
    calls = game.calls + (trusted_call(seat, action),)
    history = append_action(game.history, action)
    if seat != game.dealer and not (isinstance(action, Bid) and action.points == game.rules.top_bid):
        return _called(game, (seat + 1) % game.rules.players, calls, history)
    return _end_auction(game, calls, history)


def _end_auction(game: Game, calls: tuple[Call[Action], ...], history: History[Action]) -> Game:
    """R7–R9, H11, H14: name the bidder (taking the blind), or throw the hand in.

    Only the dealer may bid equal to the standing bid (H11), and the equal bid wins.
    With ``trump_named_at_discard`` the bidder, blind in hand, names trump next (H9).
    """
    bidder, bid = -1, 0
    for call in calls:
        action = call.action
        if isinstance(action, Bid) and action.points >= bid:
            bidder, bid = call.seat, action.points
    if bid == 0:
        return make_game(
            game.rules, FastPhase.HAND_OVER, game.dealer, None, game.hands, calls, None, None,
            (), (), game.scores, None, THROWN_IN[game.rules.sides], game.stock, (), (), history,
        )
    contract = make_contract(bidder, bid)
    size = game.rules.blind_size
    named = game.rules.trump_named_at_discard
    if size == 0:
        return make_game(
            game.rules, FastPhase.TRUMP if named else FastPhase.PLAY, game.dealer, bidder, game.hands, calls,
            contract, None, (), (), game.scores, None, game.last_hand, game.stock, (), (), history,
        )
    blind = game.stock[:size]
    hands = list(game.hands)
    hands[bidder] = sort_cards(hands[bidder] + blind)
    return make_game(
        game.rules, FastPhase.TRUMP if named else FastPhase.DISCARD, game.dealer, bidder, tuple(hands), calls,
        contract, None, (), (), game.scores, None, game.last_hand, game.stock[size:], blind, (), history,
    )
