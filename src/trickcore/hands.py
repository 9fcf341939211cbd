"""Hands as multisets of cards, kept as tuples in canonical order.

Fifty-Six's double deck holds two equal copies of each card, so a hand is a
multiset: removing a card removes one copy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from trickcore.cards import Card, Suit

__all__ = ["distinct", "holds_all", "remove_card", "remove_cards", "suits_held"]


def remove_card(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """The hand with one copy of ``card`` taken out (order kept).

    Example:
        >>> from trickcore.cards import cards
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
        >>> from trickcore.cards import cards
        >>> holds_all(cards("AS 9S"), cards("AS AS"))
        False
    """
    need = Counter(cards)
    have = Counter(hand)
    return all(have[card] >= count for card, count in need.items())


def distinct(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards with repeated copies dropped, first occurrence kept.

    Example:
        >>> from trickcore.cards import cards, format_cards
        >>> format_cards(distinct(cards("AS AS 9S")))
        'AS 9S'
    """
    return tuple(dict.fromkeys(cards))


def suits_held(hand: Iterable[Card]) -> frozenset[Suit]:
    """The suits of the cards in ``hand``."""
    return frozenset(card.suit for card in hand)
