"""Suits, ranks and cards, their text notation, and the canonical card order.

A :class:`Card` carries no trick-taking order: which card beats which depends on
the game (its trump, its rank order, Fifty-Five's A♥). The only order defined here
is the *canonical* one used to sort hands and print card lists: by suit
C, D, H, S, then by rank from ace down to two.
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Iterable
from typing import Final

import attrs

from trickcore.errors import NotationError

__all__ = ["Card", "Rank", "Suit", "cards", "format_cards", "sort_cards"]


class Suit(enum.Enum):
    """The four suits, in canonical order.

    Example:
        >>> Suit.parse("h"), Suit.HEARTS.letter, Suit.HEARTS.symbol
        (<Suit.HEARTS: 'H'>, 'H', '♥')
    """

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def letter(self) -> str:
        """The suit's letter, one of ``C``, ``D``, ``H`` and ``S``."""
        return self.value

    @property
    def symbol(self) -> str:
        """The suit's card symbol, one of ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Whether the suit is red (diamonds and hearts)."""
        return self is Suit.DIAMONDS or self is Suit.HEARTS

    @classmethod
    def parse(cls, text: str) -> Suit:
        """The suit named by a letter (any case) or a symbol.

        Raises:
            NotationError: the text names no suit.
        """
        suit = _SUIT_BY_TEXT.get(text.strip().upper())
        if suit is None:
            raise NotationError(f"not a suit: {text!r} (expected one of C D H S ♣ ♦ ♥ ♠)")
        return suit

    def __str__(self) -> str:
        return self.value


class Rank(enum.Enum):
    """The thirteen ranks, from two to ace; the value is the one-letter name.

    Example:
        >>> Rank.parse("10"), Rank.TEN.letter
        (<Rank.TEN: 'T'>, 'T')
    """

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def letter(self) -> str:
        """The rank's letter, one of ``2``–``9``, ``T``, ``J``, ``Q``, ``K`` and ``A``."""
        return self.value

    @classmethod
    def parse(cls, text: str) -> Rank:
        """The rank named by its letter (any case); ``10`` is accepted for the ten.

        Raises:
            NotationError: the text names no rank.
        """
        rank = _RANK_BY_TEXT.get(text.strip().upper())
        if rank is None:
            raise NotationError(f"not a rank: {text!r} (expected one of 2-9 T J Q K A, or 10)")
        return rank

    def __str__(self) -> str:
        return self.value


_SUITS: Final = tuple(Suit)
_RANKS: Final = tuple(Rank)
_SUIT_SYMBOLS: Final = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_BY_TEXT: Final = {
    **{suit.value: suit for suit in Suit},
    **{symbol: suit for suit, symbol in _SUIT_SYMBOLS.items()},
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "♡": Suit.HEARTS,
    "♤": Suit.SPADES,
}
_RANK_BY_TEXT: Final = {**{rank.value: rank for rank in Rank}, "10": Rank.TEN}


def _canonical_index(rank: Rank, suit: Suit) -> int:
    """Position of a card in the canonical order (C..S, then ace down to two)."""
    return _SUITS.index(suit) * 13 + (12 - _RANKS.index(rank))


def _index_of(card: Card) -> int:
    if not isinstance(card.rank, Rank) or not isinstance(card.suit, Suit):
        raise TypeError(f"a card needs a Rank and a Suit, not {card.rank!r} and {card.suit!r}")
    return _canonical_index(card.rank, card.suit)


@attrs.frozen(eq=False, repr=False)
class Card:
    """One playing card: a rank and a suit.

    Cards are equal when rank and suit are equal (the two copies of a card in
    Fifty-Six's double deck are equal values). ``str(card)`` is the canonical
    two-letter form.

    Example:
        >>> card = Card.parse("10♠")
        >>> card, str(card), card.rank, card.suit
        (Card.parse('TS'), 'TS', <Rank.TEN: 'T'>, <Suit.SPADES: 'S'>)
        >>> Card(Rank.JACK, Suit.SPADES) == Card.parse("js")
        True
    """

    rank: Rank = attrs.field(validator=attrs.validators.instance_of(Rank))
    suit: Suit = attrs.field(validator=attrs.validators.instance_of(Suit))
    index: int = attrs.field(
        init=False, default=attrs.Factory(_index_of, takes_self=True)
    )
    """Position in the canonical order, 0 (A♣) to 51 (2♠); also the hash."""

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card named by ``text``: rank then suit, letters in any case or suit symbols.

        ``"JS"``, ``"js"``, ``"TS"``, ``"10S"``, ``"J♠"`` and ``"10♠"`` are accepted.

        Raises:
            NotationError: the text is not a card.
        """
        if not isinstance(text, str):
            raise NotationError(f"not a card: {text!r} (expected text such as 'JS')")
        card = _CARD_BY_TEXT.get(text.strip().upper().replace("\ufe0f", ""))
        if card is None:
            raise NotationError(f"not a card: {text!r} (expected rank then suit, such as 'JS' or '10♠')")
        return card

    @property
    def symbol(self) -> str:
        """The card with a suit symbol, such as ``J♠``."""
        return self.rank.value + _SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index == other.index
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self.index != other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index


_ALL_CARDS: Final = tuple(sorted((Card(rank, suit) for suit in Suit for rank in Rank), key=_index_of))
_CARD_BY_TEXT: Final = {
    **{
        rank_text + suit_text: card
        for card in _ALL_CARDS
        for rank_text in (card.rank.value, "10" if card.rank is Rank.TEN else card.rank.value)
        for suit_text, suit in _SUIT_BY_TEXT.items()
        if suit is card.suit
    },
}


def cards(text: str) -> tuple[Card, ...]:
    """Parse a space-separated list of cards, keeping the order given.

    Example:
        >>> cards("JS 9S AH")
        (Card.parse('JS'), Card.parse('9S'), Card.parse('AH'))
        >>> cards("")
        ()

    Raises:
        NotationError: some word is not a card.
    """
    if not isinstance(text, str):
        raise NotationError(f"not a card list: {text!r}")
    return tuple(Card.parse(word) for word in text.split())


_canonical_key: Final = operator.attrgetter("index")


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards in canonical order (C, D, H, S; ace down to two), duplicates kept.

    Example:
        >>> format_cards(sort_cards(cards("2S AH 9C AC")))
        'AC 9C AH 2S'
    """
    return tuple(sorted(cards, key=_canonical_key))


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as space-separated canonical text, in the order given.

    Example:
        >>> format_cards(cards("10S j♥"))
        'TS JH'
    """
    return " ".join(str(card) for card in cards)
