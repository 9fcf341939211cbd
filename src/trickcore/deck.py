"""The Deck value type, and shuffling packs reproducibly.

Chance in trickcore is explicit: a deal takes an ordered :class:`Deck`, and
:meth:`Deck.shuffled` (or :func:`shuffled`) turns a seed into one the same way on
every platform and Python version, so a seed names a deal for good.
"""

from __future__ import annotations

import random
from collections import Counter
from math import floor
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Final, TypeVar, overload

import attrs

from trickcore.errors import DeckError, SeedError
from trickcore.native import ENABLED, twin
from trickcore.playing_cards import Card, Rank, Suit, cards, format_cards, sort_cards

if ENABLED:
    from trickcore import _speedups

__all__ = ["Deck", "Seed", "make_deck", "shuffled"]

T = TypeVar("T")

Seed = int | str
"""The type of a shuffle seed, an integer or a string (a string is hashed by ``random.Random`` with SHA-512)."""

_ALL_RANKS: Final = tuple(Rank)


def _card_tuple(value: Iterable[Card]) -> tuple[Card, ...]:
    """The cards of a new deck as a tuple, refusing anything that is not a card."""
    if isinstance(value, Deck):
        return value.cards
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise DeckError(f"a deck is made of Card values, not {_quote(value)}")
    items = tuple(value)
    for item in items:
        if item.__class__ is not Card:
            raise DeckError(f"a deck is made of Card values, not {_quote(item)}")
    return items


def _quote(value: object) -> str:
    """A short quotation of a bad value for an error message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _count(n: object, what: str) -> int:
    """A count of cards given by a caller: an ``int``, not a ``bool``."""
    if n.__class__ is not int:
        raise DeckError(f"{what} takes a number of cards (int), not {_quote(n)}")
    assert isinstance(n, int)
    return n


@attrs.frozen(repr=False, eq=False)
class Deck(Sequence[Card]):
    """An ordered pack of cards, top first: one of the four value types of the design (Game, Deck, Bid, Trick).

    A deck is an immutable sequence of :class:`~trickcore.Card` values: ``len``,
    iteration, indexing, slicing (a slice is a deck), ``in``, ``count`` and
    ``index`` work as on a tuple. Copies of a card (Fifty-Six's double pack) are
    equal values, so a deck is a multiset with an order. Two decks are equal when
    they hold the same cards in the same order; a deck also equals the tuple of
    its cards (packs were tuples before decks existed), and hashes like it.

    Example:
        >>> deck = Deck.parse("AS KS QS JS")
        >>> deck, len(deck), deck[0], str(deck[1:])
        (Deck.parse('AS KS QS JS'), 4, Card.parse('AS'), 'KS QS JS')
        >>> hand, rest = deck.draw(2)
        >>> format_cards(hand), rest
        ('AS KS', Deck.parse('QS JS'))
        >>> deck.cut(1), deck.without(cards("KS")).sorted()
        (Deck.parse('KS QS JS AS'), Deck.parse('AS QS JS'))
        >>> eval(repr(deck)) == deck
        True

    Attributes:
        cards: the cards, top first.
    """

    cards: tuple[Card, ...] = attrs.field(converter=_card_tuple)

    @classmethod
    def standard(cls, ranks: Iterable[Rank] = _ALL_RANKS, copies: int = 1) -> Deck:
        """The pack of every suit in ``ranks``, ``copies`` of each card, in canonical order.

        Canonical order is by suit C, D, H, S, then by rank from ace down to two,
        copies of a card side by side.

        Example:
            >>> len(Deck.standard()), Deck.standard([Rank.ACE, Rank.NINE], copies=2)[:4]
            (52, Deck.parse('AC AC 9C 9C'))

        Raises:
            DeckError: ``copies`` is not a positive integer, or ``ranks`` holds something that is not a rank.
        """
        if copies.__class__ is not int or copies < 1:
            raise DeckError(f"copies must be a positive integer, not {_quote(copies)}")
        rank_set = set(ranks)
        for rank in rank_set:
            if not isinstance(rank, Rank):
                raise DeckError(f"ranks must be Rank values, not {_quote(rank)}")
        return trusted_deck(sort_cards(Card(rank, suit) for suit in Suit for rank in rank_set for _ in range(copies)))

    @classmethod
    def parse(cls, text: str) -> Deck:
        """The deck written as space-separated cards, top first; ``""`` is the empty deck.

        Example:
            >>> Deck.parse("10♠ j♥")
            Deck.parse('TS JH')

        Raises:
            NotationError: some word is not a card.
        """
        return trusted_deck(cards(text))

    def shuffled(self, seed: Seed) -> Deck:
        """The deck in a random order that depends only on ``seed`` (see :func:`shuffled`).

        Example:
            >>> Deck.parse("AS KS QS JS TS").shuffled(7)
            Deck.parse('QS JS TS AS KS')

        Raises:
            SeedError: the seed is not an ``int`` or a ``str`` (a DealError and a TypeError).
        """
        return trusted_deck(shuffled(self.cards, seed))

    def cut(self, n: int) -> Deck:
        """The deck cut: its top ``n`` cards go to the bottom (``0 <= n <= len(deck)``).

        Raises:
            DeckError: ``n`` is outside the deck.
        """
        n = _count(n, "cut")
        if not 0 <= n <= len(self.cards):
            raise DeckError(f"cannot cut a {len(self.cards)}-card deck at {n}")
        return trusted_deck(self.cards[n:] + self.cards[:n])

    def draw(self, n: int) -> tuple[tuple[Card, ...], Deck]:
        """The top ``n`` cards, and the deck that remains.

        Raises:
            DeckError: ``n`` is negative or more than the deck holds.
        """
        n = _count(n, "draw")
        if not 0 <= n <= len(self.cards):
            raise DeckError(f"cannot draw {n} cards from a {len(self.cards)}-card deck")
        return self.cards[:n], trusted_deck(self.cards[n:])

    def without(self, cards: Iterable[Card]) -> Deck:
        """The deck less one copy of each card given (the copy nearest the top), order kept.

        This is "the pack without the cards I have seen".

        Example:
            >>> Deck.standard([Rank.ACE], copies=2).without(Deck.parse("AS AH"))
            Deck.parse('AC AC AD AD AH AS')

        Raises:
            DeckError: some card is not in the deck (counting copies).
        """
        remove = Counter(_card_tuple(cards))
        missing = remove - Counter(self.cards)
        if missing:
            raise DeckError(f"not in the deck: {format_cards(sort_cards(missing.elements()))}")
        kept = []
        for card in self.cards:
            if remove[card]:
                remove[card] -= 1
            else:
                kept.append(card)
        return trusted_deck(tuple(kept))

    def sorted(self) -> Deck:
        """The same cards in canonical order (C, D, H, S; ace down to two).

        Example:
            >>> Deck.parse("2S AH 9C AC").sorted()
            Deck.parse('AC 9C AH 2S')
        """
        return trusted_deck(sort_cards(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    @overload
    def __getitem__(self, index: int) -> Card: ...

    @overload
    def __getitem__(self, index: slice) -> Deck: ...

    def __getitem__(self, index: int | slice) -> Card | Deck:
        if isinstance(index, slice):
            return trusted_deck(self.cards[index])
        return self.cards[index]

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __reversed__(self) -> Iterator[Card]:
        return reversed(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def count(self, card: object) -> int:
        """How many copies of ``card`` the deck holds."""
        return self.cards.count(card)

    def index(self, card: object, start: int = 0, stop: int | None = None) -> int:
        """The position of the first copy of ``card`` from the top.

        Raises:
            ValueError: the card is not in the deck.
        """
        return self.cards.index(card, start, len(self.cards) if stop is None else stop)

    def __add__(self, other: Iterable[Card]) -> Deck:
        """The cards of this deck, then the cards of ``other`` (a deck or a tuple of cards) below them."""
        if isinstance(other, (Deck, tuple)):
            return trusted_deck(self.cards + _card_tuple(other))
        return NotImplemented

    def __radd__(self, other: Iterable[Card]) -> Deck:
        if isinstance(other, tuple):
            return trusted_deck(_card_tuple(other) + self.cards)
        return NotImplemented

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Deck):
            return self.cards == other.cards
        if isinstance(other, tuple):
            return self.cards == other
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self.cards)

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Deck.parse({str(self)!r})"


_new_deck: Final = Deck.__new__
_set_cards: Final = Deck.__dict__["cards"].__set__


def trusted_deck(cards: tuple[Card, ...]) -> Deck:
    """A deck of cards already known to be a tuple of :class:`Card` values (no re-check)."""
    deck = _new_deck(Deck)
    _set_cards(deck, cards)
    return deck


def make_deck(ranks: Iterable[Rank], copies: int = 1) -> Deck:
    """A pack of every suit in the given ranks, ``copies`` of each card, in canonical order.

    The same as :meth:`Deck.standard`, kept for code written before decks existed.

    Example:
        >>> format_cards(make_deck([Rank.ACE, Rank.NINE], copies=2))
        'AC AC 9C 9C AD AD 9D 9D AH AH 9H 9H AS AS 9S 9S'
    """
    return Deck.standard(ranks, copies)


def shuffled(cards: Sequence[T], seed: Seed) -> tuple[T, ...]:
    """The items in a random order that depends only on ``seed``.

    The shuffle is Fisher–Yates, written out here over ``random.Random(seed).random()``
    (Python promises to keep that stream stable across versions; ``random.shuffle``
    carries no such promise): for ``i`` from ``n - 1`` down to ``1``, swap position
    ``i`` with position ``int(random() * (i + 1))``. :meth:`Deck.shuffled` gives the
    same order as a deck.

    Example:
        >>> shuffled([1, 2, 3, 4, 5], seed=7)
        (3, 4, 5, 1, 2)

    Raises:
        SeedError: the seed is not an ``int`` or a ``str`` (a DealError and a TypeError).
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise SeedError(f"seed must be an int or a str, not {type(seed).__name__}")
    return _fisher_yates(cards, random.Random(seed).random)


@twin(lambda python: _speedups.shuffled)
def _fisher_yates(items: Sequence[T], draw: Callable[[], float], /) -> tuple[T, ...]:
    """The shuffle :func:`shuffled` documents, over the floats ``draw`` gives (the compiled kernel's Python twin)."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        # floor() of a non-negative float is int() of it, at a third of the cost.
        j = floor(draw() * (i + 1))
        order[i], order[j] = order[j], order[i]
    return tuple(order)
