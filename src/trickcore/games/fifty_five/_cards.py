"""Fifty-Five's pack, its trumps (A♥ always one; the joker too, H2) and its rank orders, as precomputed tables.

Which card wins depends on the trump suit and the suit led (R5–R7, R18); the
engine looks every answer up in tables built once here, indexed by the suit's
position in :data:`SUITS` and by :attr:`Card.index <trickcore.Card.index>`. A game
with the joker (H1–H5) reads a second set of tables, where the joker ranks between
the jack of trumps and A♥.
"""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.deck import Deck
from trickcore.following import Flags, marks
from trickcore.playing_cards import JOKER, Card, Rank, Suit, cards

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

JOKER_PACK: Final = Deck.standard(Rank, jokers=1)
"""H1: the 53-card pack of ``joker=True``, the joker last."""

_TRUMP_ORDERS: Final = {
    Suit.HEARTS: cards("5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H"),
    Suit.DIAMONDS: cards("5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D"),
    Suit.CLUBS: cards("5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS"),
}

_JOKER_ORDERS: Final = {suit: (*order[:2], JOKER, *order[2:]) for suit, order in _TRUMP_ORDERS.items()}
"""H3: the trumps with the joker, which ranks just below the jack of trumps and just above A♥."""

_PLAIN_ORDERS: Final = {
    Suit.HEARTS: cards("KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
    Suit.DIAMONDS: cards("KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"),
    Suit.CLUBS: cards("KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
    Suit.SPADES: cards("KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
}

TRUMP_BASE: Final = 100
"""Added to a trump's rank in :data:`STRENGTH`, so any trump beats any plain card."""


def deck(rules: object = None, players: int | None = None) -> Deck:
    """R4: the unshuffled 52-card pack in canonical order (the same for any number of players); H1: with the joker, 53.

    Example:
        >>> from trickcore.playing_cards import format_cards
        >>> from trickcore.games.fifty_five import Rules
        >>> len(deck()), format_cards(deck()[:3]), len(deck(Rules(joker=True))), str(deck(Rules(joker=True))[-1])
        (52, 'AC KC QC', 53, 'JK')
    """
    return JOKER_PACK if getattr(rules, "joker", False) else PACK


def trump_order(trump: Suit, *, joker: bool = False) -> tuple[Card, ...]:
    """R6: the trumps when ``trump`` is named, high to low (A♥ always third); H3: with the joker, third, before A♥.

    Example:
        >>> from trickcore.playing_cards import format_cards
        >>> format_cards(trump_order(Suit.CLUBS))
        '5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC'
        >>> format_cards(trump_order(Suit.HEARTS, joker=True))
        '5H JH JK AH KH QH TH 9H 8H 7H 6H 4H 3H 2H'
    """
    return (_JOKER_ORDERS if joker else _TRUMP_ORDERS)[trump]


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


def top_trumps(trump: Suit, *, joker: bool = False) -> tuple[Card, ...]:
    """R8: the trumps that may be reneged: the five and jack of trumps, and A♥ (H4: and the joker).

    Example:
        >>> top_trumps(Suit.SPADES)
        (Card.parse('5S'), Card.parse('JS'), Card.parse('AH'))
        >>> len(top_trumps(Suit.SPADES, joker=True))
        4
    """
    return trump_order(trump, joker=joker)[: 4 if joker else 3]


def is_trump(card: Card, trump: Suit) -> bool:
    """R5: whether ``card`` is a trump: a card of the trump suit, or A♥ (H2: or the joker).

    Example:
        >>> is_trump(Card.parse("AH"), Suit.SPADES), is_trump(Card.parse("KH"), Suit.SPADES), is_trump(JOKER, Suit.CLUBS)
        (True, False, True)
    """
    return JOKER_TABLES.trump_rank[SUIT_INDEX[trump]][card.index] > 0


def strength(card: Card, trump: Suit, led: Card, *, joker: bool = False) -> int:
    """R18: how well ``card`` does in a trick led by ``led``; the highest wins, 0 cannot win.

    A trump is worth ``100 +`` its rank in the trump order (R6); a card of the
    suit led, when that suit is not trump, its rank in the plain order (R7);
    anything else 0. ``joker``: the game plays with the joker (H3), whose rank
    shifts the ranks above it (always so when ``card`` or ``led`` is the joker).

    Example:
        >>> led = Card.parse("9C")
        >>> [strength(Card.parse(text), Suit.SPADES, led) for text in ("9C", "AC", "2C", "TC", "KH")]
        [2, 10, 9, 1, 0]
        >>> strength(JOKER, Suit.SPADES, led) > strength(Card.parse("AH"), Suit.SPADES, led, joker=True)
        True
    """
    tables = JOKER_TABLES if joker or card.is_joker or led.is_joker else STANDARD_TABLES
    trump_index = SUIT_INDEX[trump]
    return tables.strength[trump_index][tables.effective_suit[trump_index][led.index]][card.index]


Obligations = tuple[tuple[tuple[Flags, Flags], ...], ...]
"""``[t][k]``: the cards that answer a lead of card ``k`` with suit ``t`` trumps, and those whose holding binds."""


@attrs.frozen
class CardTables:
    """Every answer the engine looks up for one pack, by suit position and card index (53 entries each).

    Attributes:
        trump_rank: ``[t][i]``: the rank of card ``i`` as a trump when suit ``t`` is trump, or 0.
        effective_suit: ``[t][i]``: the suit card ``i`` belongs to in play (the trump suit for every trump).
        top_trump: ``[t][i]``: whether card ``i`` is a top trump (R8, H4).
        strength: ``[t][s][i]``: the strength (see :func:`strength`) of card ``i`` with trump ``t`` and suit ``s`` led.
        obligations: ``[renegeable][t][k]``: the cards that answer a lead of card ``k`` and those whose
            holding binds (R16/R17, H20), as :func:`~trickcore.following.marks` tables.
    """

    trump_rank: tuple[tuple[int, ...], ...]
    effective_suit: tuple[tuple[int, ...], ...]
    top_trump: tuple[tuple[bool, ...], ...]
    strength: tuple[tuple[tuple[int, ...], ...], ...]
    obligations: dict[str, Obligations]


def _plain_ranks() -> tuple[int, ...]:
    """Per card index: the card's rank in its suit's plain order (13 high); 0 for A♥ and the joker."""
    ranks = [0] * len(JOKER_PACK)
    for order in _PLAIN_ORDERS.values():
        for position, card in enumerate(order):
            ranks[card.index] = len(order) - position
    return tuple(ranks)


PLAIN_RANK: Final = _plain_ranks()
"""``PLAIN_RANK[i]``: rank of card ``i`` in its plain suit."""


def _suit_of(card: Card, trump: int, ranks: tuple[int, ...]) -> int:
    """The suit ``card`` belongs to in play with suit ``trump`` trumps (the joker is always a trump, H2)."""
    return trump if ranks[card.index] or card.is_joker else SUIT_INDEX[card.suit]


def _tables(orders: dict[Suit, tuple[Card, ...]], top: int) -> CardTables:
    """The tables of a pack whose trumps rank as ``orders`` say, the first ``top`` of them top trumps."""
    every = JOKER_PACK.cards
    trump_rank = []
    for suit in SUITS:
        ranks = [0] * len(every)
        for position, card in enumerate(orders[suit]):
            ranks[card.index] = len(orders[suit]) - position
        trump_rank.append(tuple(ranks))
    effective = tuple(tuple(_suit_of(card, t, trump_rank[t]) for card in every) for t in range(len(SUITS)))
    top_trump = tuple(tuple(card in orders[suit][:top] for card in every) for suit in SUITS)
    strength_table = tuple(
        tuple(
            tuple(
                TRUMP_BASE + trump_rank[t][card.index]
                if trump_rank[t][card.index]
                else (PLAIN_RANK[card.index] if led != t and effective[t][card.index] == led else 0)
                for card in every
            )
            for led in range(len(SUITS))
        )
        for t in range(len(SUITS))
    )
    withheld = {
        "top_trumps": top_trump,
        "five_only": tuple(tuple(card == orders[suit][0] for card in every) for suit in SUITS),
        "none": tuple(tuple(False for _ in every) for _ in SUITS),
    }
    obligations = {
        renegeable: tuple(
            tuple(_obligation(trump_rank[t], effective[t], flags[t], t, key) for key in every) for t in range(len(SUITS))
        )
        for renegeable, flags in withheld.items()
    }
    return CardTables(tuple(trump_rank), effective, top_trump, strength_table, obligations)


def _obligation(
    ranks: tuple[int, ...], effective: tuple[int, ...], withheld: tuple[bool, ...], trump: int, key: Card
) -> tuple[Flags, Flags]:
    """R16/R17: with suit ``trump`` trumps and ``key`` led, the cards that answer the lead and those that bind.

    A plain lead is answered by its suit or a trump, and binds whoever holds its
    suit. A trump lead is answered by a trump, and binds whoever holds a trump that
    may not be withheld: any trump but a renegeable one (H20: a top trump, the 5
    of trumps only, or none) ranking above ``key`` (the led card, or the highest
    trump in the trick, by ``renege_forced_by``). The joker (H2) is a trump: it
    answers every lead, binds on a trump lead unless it may be withheld (H4), and
    never counts as the suit led.
    """
    led = effective[key.index]
    joker = JOKER.index
    if led != trump:
        return (
            marks(lambda card: effective[card.index] in (led, trump), joker=True),
            marks(lambda card: effective[card.index] == led),
        )
    bar = ranks[key.index]
    binds = not (withheld[joker] and ranks[joker] > bar)
    return (
        marks(lambda card: ranks[card.index] > 0, joker=True),
        marks(lambda card: ranks[card.index] > 0 and not (withheld[card.index] and ranks[card.index] > bar), joker=binds),
    )


STANDARD_TABLES: Final = _tables(_TRUMP_ORDERS, 3)
"""The tables of the 52-card game (R5–R8)."""

JOKER_TABLES: Final = _tables(_JOKER_ORDERS, 4)
"""The tables of the game with the joker (H2–H4)."""

TABLES: Final = (STANDARD_TABLES, JOKER_TABLES)
"""The tables of a game, by ``rules.joker`` (``False`` is 0, ``True`` is 1)."""

TRUMP_RANK: Final = STANDARD_TABLES.trump_rank
"""``TRUMP_RANK[t][i]``: rank of card ``i`` as a trump when suit ``t`` is trump, or 0 (the 52-card game)."""
