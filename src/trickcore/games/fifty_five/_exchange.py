"""Discard and draw after trump (H6–H10, ``draw_after_trump``): the ``EXCHANGE`` phase.

Once trump is named and the bidder has discarded, every other player in turn,
clockwise from the dealer's left, discards any number of cards face down and draws
as many from the top of the stock (the undealt cards after the kitty); then the
first trick is led.
"""

from __future__ import annotations

import itertools
from typing import Final

from trickcore.errors import ErrorCode, IllegalAction
from trickcore.frozen import replacer
from trickcore.hands import holds_all, remove_cards
from trickcore.playing_cards import Card, format_cards, sort_cards
from trickcore.records import History, append_action

from trickcore.games.fifty_five._actions import Action, Exchange
from trickcore.games.fifty_five._state import FastPhase, Game, Table

__all__ = [
    "apply_exchange",
    "check_exchange",
    "exchange_actions",
    "exchange_order",
    "play_or_exchange",
]

_exchanging: Final = replacer(Game, "phase", "to_act", "hands", "discards", "trump", "history", "exchanged")
"""The game once the bidder is done with the kitty and trump, with the first exchange due."""
_exchanged: Final = replacer(Game, "phase", "to_act", "hands", "undealt", "history", "exchanged")
"""The game after an exchange."""
_kitty_done: Final = replacer(Game, "phase", "to_act", "hands", "discards", "trump", "history")
"""The game once the bidder is done with the kitty and trump, without exchanges: the first trick is led."""


def exchange_order(dealer: int, bidder: int, players: int) -> tuple[int, ...]:
    """H6: the seats that exchange, in turn: D+1, D+2, …, D, skipping the bidder.

    Example:
        >>> exchange_order(0, 2, 4)
        (1, 3, 0)
    """
    return tuple(seat for seat in ((dealer + step) % players for step in range(1, players + 1)) if seat != bidder)


def play_or_exchange(
    game: Game,
    leader: int,
    hands: tuple[tuple[Card, ...], ...],
    discards: tuple[Card, ...],
    trump: object,
    history: History[Action],
) -> Game:
    """R15/H6: once the bidder has discarded and named trump, the first lead, or with ``draw_after_trump`` the first exchange."""
    assert game.contract is not None
    if not game.rules.draw_after_trump:
        return _kitty_done(game, FastPhase.PLAY, leader, hands, discards, trump, history)
    players = game.rules.players
    first = exchange_order(game.dealer, game.contract.bidder, players)[0]
    return _exchanging(game, FastPhase.EXCHANGE, first, hands, discards, trump, history, ((),) * players)


def exchange_actions(table: Table) -> tuple[Action, ...]:
    """H8: every exchange of k cards of the hand, 0 ≤ k ≤ the cards left in the stock, by k and then in combination order."""
    hand = table.acting_hand
    most = min(len(hand), table.stock_left)
    # The hand is in canonical order, so each combination is too: the converter's sort is skipped.
    return tuple(
        _canonical_exchange(chosen) for size in range(most + 1) for chosen in itertools.combinations(hand, size)
    )


def _canonical_exchange(chosen: tuple[Card, ...]) -> Exchange:
    """An exchange of cards already a tuple in canonical order (equal to ``Exchange(chosen)``), without re-sorting them."""
    exchange = object.__new__(Exchange)
    object.__setattr__(exchange, "cards", chosen)
    object.__setattr__(exchange, "face_down", 0)
    return exchange


def check_exchange(table: Table, action: Exchange) -> IllegalAction | None:
    """H8: every card held, none named twice, and no more than the stock holds; the cards named, not face down."""
    if action.face_down:
        return IllegalAction(
            ErrorCode.CARD_NOT_IN_HAND, f"{action} names no card: an exchange is applied with the cards it discards"
        )
    chosen = action.cards
    hand = table.acting_hand
    if len(set(chosen)) != len(chosen):
        return IllegalAction(ErrorCode.BAD_DISCARD, f"a card is named twice in exchange {format_cards(chosen)}")
    if not holds_all(hand, chosen):
        missing = format_cards(card for card in chosen if card not in hand)
        return IllegalAction(ErrorCode.CARD_NOT_IN_HAND, f"you do not hold {missing}")
    left = table.stock_left
    if len(chosen) > left:
        return IllegalAction(
            ErrorCode.BAD_DISCARD, f"the stock holds {left} card(s): exchange at most {left}, not {len(chosen)}"
        )
    return None


def apply_exchange(game: Game, action: Exchange, leader: int) -> Game:
    """H7: the cards are dead, as many are drawn from the top of the stock; the next player exchanges, or play begins."""
    seat = game.to_act
    assert seat is not None and game.contract is not None
    count = len(action.cards)
    hands = list(game.hands)
    hands[seat] = sort_cards(remove_cards(hands[seat], action.cards) + game.undealt[:count])
    exchanged = list(game.exchanged)
    exchanged[seat] = action.cards
    order = exchange_order(game.dealer, game.contract.bidder, game.rules.players)
    position = order.index(seat) + 1
    phase, to_act = (FastPhase.EXCHANGE, order[position]) if position < len(order) else (FastPhase.PLAY, leader)
    return _exchanged(
        game, phase, to_act, tuple(hands), game.undealt[count:], append_action(game.history, action), tuple(exchanged)
    )
