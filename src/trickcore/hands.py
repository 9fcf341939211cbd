"""Hands as multisets of cards, kept as tuples in canonical order.

Fifty-Six's double deck holds two equal copies of each card, so a hand is a
multiset: removing a card removes one copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

from trickcore.native import ENABLED, twin
from trickcore.playing_cards import Card, Suit

if ENABLED:
    from trickcore import _speedups

__all__ = ["AFTER_PLAY", "distinct", "hands_after_play", "holds_all", "holds_suit", "remove_card", "remove_cards", "suits_held"]

Hands = tuple[tuple[Card, ...], ...]
"""One hand per seat."""


def _play_taker(seats: int, seat: int) -> Callable[[Hands, Card], Hands]:
    """The function giving ``hands`` after ``seat`` plays one copy of a card it holds, written out for that seat.

    One call that takes the card out and builds the new tuple of hands in one
    display, instead of slicing and joining the hands as well: it runs on every
    card played in every simulated game.
    """
    items = ", ".join("hand[:position] + hand[position + 1 :]" if index == seat else f"hands[{index}]" for index in range(seats))
    lines = [
        "def after_play(hands, card):",
        f"    hand = hands[{seat}]",
        "    position = hand.index(card)",
        f"    return ({items},)",
    ]
    namespace: dict[str, Callable[[Hands, Card], Hands]] = {}
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from integers only
    return namespace["after_play"]


AFTER_PLAY: Final = tuple(tuple(_play_taker(seats, seat) for seat in range(seats)) for seats in range(11))
"""By number of seats (up to 10) and seat, the function giving the hands after that seat plays a card.

``AFTER_PLAY[len(hands)][seat](hands, card)`` is what the Python
:func:`hands_after_play` does for up to 10 seats (one tuple display instead of
slicing and joining the hands).

Example:
    >>> from trickcore.playing_cards import cards, format_cards
    >>> after = AFTER_PLAY[2][0]((cards("AS KS"), cards("QH")), Card.parse("KS"))
    >>> [format_cards(hand) for hand in after]
    ['AS', 'QH']

:meta hide-value:
"""


@twin(lambda python: _speedups.CardKernel(Card, "index", hands_after_play=python).hands_after_play)
def hands_after_play(hands: Hands, seat: int, card: Card) -> Hands:
    """The hands after ``seat`` plays one copy of ``card`` (which it holds); the other hands are shared.

    Example:
        >>> from trickcore.playing_cards import cards, format_cards
        >>> after = hands_after_play((cards("AS KS"), cards("QH")), 0, Card.parse("KS"))
        >>> [format_cards(hand) for hand in after]
        ['AS', 'QH']

    Raises:
        ValueError: ``seat`` does not hold ``card``.
    """
    if len(hands) < len(AFTER_PLAY):
        return AFTER_PLAY[len(hands)][seat](hands, card)
    hand = hands[seat]
    position = hand.index(card)
    return hands[:seat] + (hand[:position] + hand[position + 1 :],) + hands[seat + 1 :]


def remove_card(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """The hand with one copy of ``card`` taken out (order kept).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> remove_card(cards("AS AS 9S"), Card.parse("AS"))
        (Card.parse('AS'), Card.parse('9S'))

    Raises:
        ValueError: the card is not in the hand.
    """
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def remove_cards(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...]:
    """The hand with one copy of each given card taken out (order kept).

    Raises:
        ValueError: some card is not in the hand (counting copies).
    """
    remaining = list(hand)
    for card in cards:
        remaining.remove(card)
    return tuple(remaining)


def holds_all(hand: Iterable[Card], cards: Iterable[Card]) -> bool:
    """Whether ``hand`` contains every card of ``cards``, counting copies.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> holds_all(cards("AS 9S"), cards("AS AS"))
        False
    """
    # Taking each card out of a copy compares cards by identity in C; counting them
    # would hash each card through Python.
    remaining = list(hand)
    try:
        for card in cards:
            remaining.remove(card)
    except ValueError:
        return False
    return True


def distinct(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards with repeated copies dropped, first occurrence kept.

    Example:
        >>> from trickcore.playing_cards import cards, format_cards
        >>> format_cards(distinct(cards("AS AS 9S")))
        'AS 9S'
    """
    return tuple(dict.fromkeys(cards))


def holds_suit(hand: Iterable[Card], suit: Suit) -> bool:
    """Whether ``hand`` holds a card of ``suit`` (the question every rule of following asks).

    A plain loop: ``any()`` over a generator costs more than twice as much on 3.11.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> holds_suit(cards("AS 9H"), Suit.HEARTS), holds_suit(cards("AS 9H"), Suit.CLUBS)
        (True, False)
    """
    for card in hand:
        if card.suit is suit:
            return True
    return False


def suits_held(hand: Iterable[Card]) -> frozenset[Suit]:
    """The suits of the cards in ``hand``."""
    return frozenset(card.suit for card in hand)
