"""Fifty-Five's pack, its trumps (A♥ always one) and its rank orders, as precomputed tables.

Which card wins depends on the trump suit and the suit led (R5–R7, R18); the
engine looks every answer up in tables built once here, indexed by the suit's
position in :data:`SUITS` and by :attr:`Card.index <trickcore.Card.index>`.
"""

from __future__ import annotations

from typing import Final

from trickcore.deck import Deck
from trickcore.following import Flags, marks
from trickcore.playing_cards import Card, Rank, Suit, cards

__all__ = [
    "ACE_OF_HEARTS",
    "SUITS",
    "deck",
    "is_trump",
    "plain_order",
    "strength",
    "top_trumps",
    "trump_order",
]

SUITS: Final = tuple(Suit)
"""The suits in canonical order; the engine's tables are indexed by position here."""

SUIT_INDEX: Final = {suit: index for index, suit in enumerate(SUITS)}
"""The position of each suit in :data:`SUITS`."""

ACE_OF_HEARTS: Final = Card(Rank.ACE, Suit.HEARTS)
"""R5: A♥, always a trump and never a heart."""

PACK: Final = Deck.standard(Rank)
"""R4: the 52-card pack in canonical order."""

_TRUMP_ORDERS: Final = {
    Suit.HEARTS: cards("5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H"),
    Suit.DIAMONDS: cards("5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D"),
    Suit.CLUBS: cards("5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS"),
}

_PLAIN_ORDERS: Final = {
    Suit.HEARTS: cards("KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
    Suit.DIAMONDS: cards("KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"),
    Suit.CLUBS: cards("KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
}

TRUMP_BASE: Final = 100
"""Added to a trump's rank in :data:`STRENGTH`, so any trump beats any plain card."""


def deck(rules: object = None, players: int | None = None) -> Deck:
    """R4: the unshuffled 52-card pack in canonical order (the same for any number of players).

    Example:
        >>> from trickcore.playing_cards import format_cards
        >>> len(deck()), format_cards(deck()[:3])
        (52, 'AC KC QC')
    """
    return PACK


def trump_order(trump: Suit) -> tuple[Card, ...]:
    """R6: the trumps when ``trump`` is named, high to low (A♥ always third).

    Example:
        >>> from trickcore.playing_cards import format_cards
        >>> format_cards(trump_order(Suit.CLUBS))
        '5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC'
    """
    return _TRUMP_ORDERS[trump]


def plain_order(suit: Suit) -> tuple[Card, ...]:
    """R7: the cards of a plain (non-trump) suit, high to low: high in red, low in black.

    The five, the jack and (for diamonds, clubs, spades) the ace of the trump
    suit are trumps, so this order applies only when ``suit`` is not trump.

    Example:
        >>> from trickcore.playing_cards import format_cards
        >>> format_cards(plain_order(Suit.SPADES))
        'KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS'
    """
    return _PLAIN_ORDERS[suit]


def top_trumps(trump: Suit) -> tuple[Card, ...]:
    """R8: the trumps that may be reneged: the five and jack of trumps, and A♥.

    Example:
        >>> top_trumps(Suit.SPADES)
        (Card.parse('5S'), Card.parse('JS'), Card.parse('AH'))
    """
    return _TRUMP_ORDERS[trump][:3]


def is_trump(card: Card, trump: Suit) -> bool:
    """R5: whether ``card`` is a trump: a card of the trump suit, or A♥.

    Example:
        >>> is_trump(Card.parse("AH"), Suit.SPADES), is_trump(Card.parse("KH"), Suit.SPADES)
        (True, False)
    """
    return TRUMP_RANK[SUIT_INDEX[trump]][card.index] > 0


def strength(card: Card, trump: Suit, led: Card) -> int:
    """R18: how well ``card`` does in a trick led by ``led``; the highest wins, 0 cannot win.

    A trump is worth ``100 +`` its rank in the trump order (R6); a card of the
    suit led, when that suit is not trump, its rank in the plain order (R7);
    anything else 0.

    Example:
        >>> led = Card.parse("9C")
        >>> [strength(Card.parse(text), Suit.SPADES, led) for text in ("9C", "AC", "2C", "TC", "KH")]
        [2, 10, 9, 1, 0]
    """
    trump_index = SUIT_INDEX[trump]
    return STRENGTH[trump_index][EFFECTIVE_SUIT[trump_index][led.index]][card.index]


def _trump_ranks(trump: Suit) -> tuple[int, ...]:
    """Per card index: 0 for a plain card, else the trump's rank (14 or 13 is the 5 of trumps)."""
    order = _TRUMP_ORDERS[trump]
    ranks = [0] * len(PACK)
    for position, card in enumerate(order):
        ranks[card.index] = len(order) - position
    return tuple(ranks)


def _plain_ranks() -> tuple[int, ...]:
    """Per card index: the card's rank in its suit's plain order (13 high); 0 for A♥."""
    ranks = [0] * len(PACK)
    for order in _PLAIN_ORDERS.values():
        for position, card in enumerate(order):
            ranks[card.index] = len(order) - position
    return tuple(ranks)


TRUMP_RANK: Final = tuple(_trump_ranks(suit) for suit in SUITS)
"""``TRUMP_RANK[t][i]``: rank of card ``i`` as a trump when suit ``t`` is trump, or 0."""

PLAIN_RANK: Final = _plain_ranks()
"""``PLAIN_RANK[i]``: rank of card ``i`` in its plain suit."""

EFFECTIVE_SUIT: Final = tuple(
    tuple(t if TRUMP_RANK[t][card.index] else SUIT_INDEX[card.suit] for card in PACK) for t in range(len(SUITS))
)
"""``EFFECTIVE_SUIT[t][i]``: the suit card ``i`` belongs to in play (the trump suit for every trump)."""

TOP_TRUMP: Final = tuple(
    tuple(card in _TRUMP_ORDERS[suit][:3] for card in PACK) for suit in SUITS
)
"""``TOP_TRUMP[t][i]``: whether card ``i`` is a top trump (R8) when suit ``t`` is trump."""

STRENGTH: Final = tuple(
    tuple(
        tuple(
            TRUMP_BASE + TRUMP_RANK[t][card.index]
            if TRUMP_RANK[t][card.index]
            else (PLAIN_RANK[card.index] if led != t and SUIT_INDEX[card.suit] == led else 0)
            for card in PACK
        )
        for led in range(len(SUITS))
    )
    for t in range(len(SUITS))
)
"""``STRENGTH[t][s][i]``: strength (see :func:`strength`) of card ``i`` with trump ``t`` and suit ``s`` led."""


WITHHELD: Final = {
    "top_trumps": TOP_TRUMP,
    "five_only": tuple(tuple(card == _TRUMP_ORDERS[suit][0] for card in PACK) for suit in SUITS),
    "none": tuple(tuple(False for _ in PACK) for _ in SUITS),
}
"""H20: ``WITHHELD[renegeable][t][i]``: whether card ``i`` may be withheld (reneged) when suit ``t`` is trump."""


def _obligation(trump: int, key: Card, renegeable: str) -> tuple[Flags, Flags]:
    """R16/R17: with suit ``trump`` trumps and ``key`` led, the cards that answer the lead and those that bind.

    A plain lead is answered by its suit or a trump, and binds whoever holds its
    suit. A trump lead is answered by a trump, and binds whoever holds a trump that
    may not be withheld: any trump but a renegeable one (H20: a top trump, the 5
    of trumps only, or none) ranking above ``key`` (the led card, or the highest
    trump in the trick, by ``renege_forced_by``).
    """
    ranks, effective, top = TRUMP_RANK[trump], EFFECTIVE_SUIT[trump], WITHHELD[renegeable][trump]
    led = effective[key.index]
    if led != trump:
        return (
            marks(lambda card: effective[card.index] in (led, trump)),
            marks(lambda card: effective[card.index] == led),
        )
    bar = ranks[key.index]
    return (
        marks(lambda card: ranks[card.index] > 0),
        marks(lambda card: ranks[card.index] > 0 and not (top[card.index] and ranks[card.index] > bar)),
    )


OBLIGATIONS: Final = {
    renegeable: tuple(tuple(_obligation(t, key, renegeable) for key in PACK) for t in range(len(SUITS)))
    for renegeable in WITHHELD
}
"""``OBLIGATIONS[renegeable][t][k]``: the cards that answer a lead of card ``k`` and those whose holding binds
(R16/R17, H20), as :func:`~trickcore.following.marks` tables by card index.

For a trump lead, ``k`` is the card that sets the renege bar: the led card, or
the highest trump in the trick (``renege_forced_by``).
"""
