"""Suits, ranks and cards, their text notation, and the canonical card order.

A :class:`Card` carries no trick-taking order: which card beats which depends on
the game (its trump, its rank order, Fifty-Five's A♥). The only order defined here
is the *canonical* one used to sort hands and print card lists: by suit
C, D, H, S, then by rank from ace down to two, and the joker last.

The joker (:data:`~trickcore.playing_cards.JOKER`, written ``JK``) is a :class:`Card` too, for the games
that add jokers to the pack; it has no rank and no suit (:attr:`~trickcore.Card.is_joker`
tells it apart), and its copies, like the copies of any card, are one value.
"""

from __future__ import annotations

import enum
import itertools
import operator
from collections.abc import Iterable, Mapping
from typing import Final, TypeVar

import attrs

from trickcore.errors import NotationError, excerpt
from trickcore.native import ENABLED, twin

if ENABLED:
    from trickcore import _speedups

__all__ = ["JOKER", "Card", "Rank", "Suit", "cards", "format_cards", "sort_cards"]


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

    # Members are singletons compared by identity: hash them by identity too, in C
    # (Enum's own __hash__ is a Python call, and engines key many tables by suit).
    __hash__ = object.__hash__

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
        return _named(_SUIT_BY_TEXT, text, "suit", "C D H S ♣ ♦ ♥ ♠")

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

    __hash__ = object.__hash__  # identity, in C, as for Suit

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
        return _named(_RANK_BY_TEXT, text, "rank", "2-9 T J Q K A, or 10")

    def __str__(self) -> str:
        return self.value


_SUITS: Final = tuple(Suit)
_RANKS: Final = tuple(Rank)


_Named = TypeVar("_Named", Suit, Rank)


def _named(table: Mapping[str, _Named], text: str, what: str, expected: str) -> _Named:
    """The suit or rank ``text`` names in ``table`` (any case, spaces around ignored); ``NotationError`` if none.

    Anything but a short string names nothing: a long one is not even looked at.
    """
    named = table.get(text.strip().upper()) if isinstance(text, str) and len(text) <= 16 else None
    if named is None:
        raise NotationError(f"not a {what}: {excerpt(text)} (expected one of {expected})")
    return named
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


JOKER_INDEX: Final = 52
"""The joker's :attr:`Card.index`: after the 52 suited cards, so a sorted hand shows its jokers last
and every suited card keeps the index (and every table by index the entries) it had before jokers."""


@attrs.frozen(init=False, eq=False, repr=False)
class Card:
    """One playing card: a rank and a suit, or the joker.

    There is exactly one :class:`Card` object per rank and suit: ``Card(rank, suit)``,
    :meth:`Card.parse`, pickling and copying all give that object back. So cards
    compare by value and by identity alike, and the two copies of a card in
    Fifty-Six's double deck are the same value. ``str(card)`` is the canonical
    two-letter form.

    Example:
        >>> card = Card.parse("10♠")
        >>> card, str(card), card.rank, card.suit
        (Card.parse('TS'), 'TS', <Rank.TEN: 'T'>, <Suit.SPADES: 'S'>)
        >>> Card(Rank.JACK, Suit.SPADES) == Card.parse("js"), Card(Rank.JACK, Suit.SPADES) is Card.parse("JS")
        (True, True)
        >>> Card.parse("jk") is JOKER, str(JOKER), JOKER.is_joker, JOKER.index
        (True, 'JK', True, 52)

    The joker has no rank and no suit: reading its ``rank`` or ``suit`` raises
    :class:`AttributeError`, so code written for suited cards keeps exact types
    (``Rank``, ``Suit``) and a joker that reaches it fails loudly instead of passing
    for some suit. Code that may meet a joker asks :attr:`is_joker` first.

    Attributes:
        rank: the card's rank (a suited card only).
        suit: the card's suit (a suited card only).
        index: its position in the canonical order, 0 (A♣) to 51 (2♠), then 52 (the joker); also its hash.
    """

    rank: Rank
    suit: Suit
    index: int

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        card = _BY_RANK_AND_SUIT.get((rank, suit)) if isinstance(rank, Rank) and isinstance(suit, Suit) else None
        if card is None:
            raise TypeError(f"a card needs a Rank and a Suit, not {excerpt(rank)} and {excerpt(suit)}")
        return card

    def __init__(self, rank: Rank, suit: Suit) -> None:
        """Nothing to do: :meth:`__new__` returned the one card of that rank and suit."""

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card named by ``text``: rank then suit, letters in any case or suit symbols.

        ``"JS"``, ``"js"``, ``"TS"``, ``"10S"``, ``"J♠"`` and ``"10♠"`` are accepted;
        the joker is ``"JK"`` (any case) or ``"🃏"``.

        Raises:
            NotationError: the text is not a card.
        """
        if not isinstance(text, str):
            raise NotationError(f"not a card: {excerpt(text)} (expected text such as 'JS')")
        card = _CARD_BY_TEXT.get(text.strip().upper().replace("\ufe0f", "")) if len(text) <= 16 else None
        if card is None:
            raise NotationError(f"not a card: {excerpt(text)} (expected rank then suit, such as 'JS' or '10♠')")
        return card

    @property
    def is_joker(self) -> bool:
        """Whether this is the joker (which has no rank and no suit).

        Example:
            >>> Card.parse("JK").is_joker, Card.parse("JS").is_joker
            (True, False)
        """
        return self.index == JOKER_INDEX

    @property
    def symbol(self) -> str:
        """The card with a suit symbol, such as ``J♠``; the joker is ``JK``."""
        return CARD_SYMBOLS[self.index]

    def __str__(self) -> str:
        return CARD_TEXT[self.index]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return Card.parse, (str(self),)

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


def _make_card(fields: dict[str, object]) -> Card:
    """The one :class:`Card` with these fields, built once when this module loads (the joker sets only ``index``)."""
    card = object.__new__(Card)
    for name, value in fields.items():
        Card.__dict__[name].__set__(card, value)
    return card


SUITED_CARDS: Final = tuple(
    sorted(
        (_make_card({"rank": rank, "suit": suit, "index": _canonical_index(rank, suit)}) for suit in Suit for rank in Rank),
        key=lambda c: c.index,
    )
)
"""The 52 suited cards in canonical order (index 0 to 51): tables that read a card's rank or suit are built over them."""
JOKER: Final = _make_card({"index": JOKER_INDEX})
"""The joker (``JK``), the one :class:`Card` with no rank and no suit, last in the canonical order.

Example:
    >>> JOKER, cards("9C JK") == (Card.parse("9C"), JOKER)
    (Card.parse('JK'), True)
"""
_BY_RANK_AND_SUIT: Final = {(card.rank, card.suit): card for card in SUITED_CARDS}
CARD_BY_INDEX: Final = (*SUITED_CARDS, JOKER)
"""Every card, by :attr:`Card.index`: the 52 suited cards in canonical order, then the joker (tables by card index have 53 entries)."""
CARD_TEXT: Final = (*(card.rank.value + card.suit.value for card in SUITED_CARDS), "JK")
"""Every card's canonical text (``"JS"``, ``"JK"``), by :attr:`Card.index` (for writers on hot paths)."""
CARD_SYMBOLS: Final = (*(card.rank.value + _SUIT_SYMBOLS[card.suit] for card in SUITED_CARDS), "JK")
"""Every card's :attr:`Card.symbol` (``"J♠"``, ``"JK"``), by :attr:`Card.index`."""
CARD_OF_TEXT: Final = {text: card for text, card in zip(CARD_TEXT, CARD_BY_INDEX)}
"""The card of each canonical text, and nothing else (for strict readers on hot paths)."""
_CARD_BY_TEXT: Final = {
    **{
        rank_text + suit_text: card
        for card in SUITED_CARDS
        for rank_text in (card.rank.value, "10" if card.rank is Rank.TEN else card.rank.value)
        for suit_text, suit in _SUIT_BY_TEXT.items()
        if suit is card.suit
    },
    "JK": JOKER,
    "\N{PLAYING CARD BLACK JOKER}": JOKER,
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
        raise NotationError(f"not a card list: {excerpt(text)}")
    return tuple(Card.parse(word) for word in text.split())


_canonical_key: Final = operator.attrgetter("index")


@twin(lambda python: _speedups.CardKernel(Card, "index", sort_cards=python).sort_cards)
def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards in canonical order (C, D, H, S; ace down to two; jokers last), duplicates kept.

    Example:
        >>> format_cards(sort_cards(cards("2S JK AH 9C AC")))
        'AC 9C AH 2S JK'
    """
    return tuple(sorted(cards, key=_canonical_key))


def all_cards(items: Iterable[object]) -> bool:
    """Whether every item is a :class:`Card`, checked in one C loop (hot paths check whole hands and records).

    Example:
        >>> all_cards(cards("JS 9S")), all_cards([Card.parse("JS"), "9S"])
        (True, False)
    """
    return all(map(isinstance, items, _CARD_CLASS))


_CARD_CLASS: Final = itertools.repeat(Card)
"""``Card`` again and again, the second argument of every ``isinstance`` call in :func:`all_cards`."""


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as space-separated canonical text, in the order given.

    Example:
        >>> format_cards(cards("10S j♥"))
        'TS JH'
    """
    return " ".join(str(card) for card in cards)
