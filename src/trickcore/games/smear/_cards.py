"""Smear's pack, rank order and card points (R1, R2, H2, H6), and the trick strength of a card (R14, H3, H4)."""

from __future__ import annotations

from typing import Final

from trickcore.deck import Deck
from trickcore.errors import ConfigError, excerpt
from trickcore.games.smear._rules import Rules
from trickcore.playing_cards import JOKER, SUITED_CARDS, Card, Rank, Suit

__all__ = ["JOKER_PACK", "PACK", "RANKS", "card_points", "deck", "suit_of", "trick_strength"]

RANKS: Final = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
"""R1: the ranks of the pack, high to low, the same in every suit (trumps included)."""

PACK: Final = Deck(Card.parse(str(card)) for card in Deck.standard(RANKS))
"""R1: the 32-card pack in canonical order (the shared instances :meth:`Card.parse` returns)."""

JOKER_PACK: Final = Deck.standard(RANKS, jokers=2)
"""H2: the 34-card pack of Six-Point Smear, the two jokers last."""

SUITS: Final = tuple(Suit)
"""The suits in canonical order (C, D, H, S)."""

SUIT_INDEX: Final = {suit: i for i, suit in enumerate(SUITS)}
"""Position of each suit in :data:`SUITS`."""

_POINTS: Final = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1, Rank.TEN: 10}

CANONICAL: Final = {card.index: card for card in PACK}
"""The one shared instance of each card of the pack, by index: the engine keeps only these,
so it can compare cards by identity in the hot path (and they are those :meth:`Card.parse` returns)."""

POINTS_BY_INDEX: Final = (*(_POINTS.get(card.rank, 0) for card in SUITED_CARDS), 0)
"""R2, H6: card points by :attr:`Card.index <trickcore.Card.index>` (0 for cards not in the pack, and the joker)."""

JOKER_POINTS: Final = (*(0 for _ in SUITED_CARDS), 1)
"""H6: the game points a card is worth to the side that wins its trick, by index: 1 for the joker."""

_POWER: Final = {rank: len(RANKS) - i for i, rank in enumerate(RANKS)}


JOKER_STRENGTH: Final = 9
"""H3: a joker's strength: above every card of the led suit (1–8), below the 7 of trump (10)."""


def _strength(card: Card, trump: Suit, led: Suit) -> int:
    """R14, H3: 10–17 for a suited trump, 9 for a joker, 1–8 for a card of the led suit, 0 for any other card."""
    if card is JOKER:
        return JOKER_STRENGTH
    power = _POWER.get(card.rank, 0)
    if card.suit is trump:
        return 9 + power
    if card.suit is led:
        return power
    return 0


STRENGTH: Final = tuple(
    tuple(
        tuple(_strength(card, trump, led) for card in (*SUITED_CARDS, JOKER))
        for led in SUITS
    )
    for trump in SUITS
)
"""R14, H3: ``STRENGTH[trump][led][card.index]`` (suit positions as in :data:`SUITS`), precomputed.

Two jokers are equal: the first played wins, as :func:`~trickcore.tricks.strongest_play`
takes the first of equals (``joker_order="second_wins"`` is applied after it)."""


def suit_of(card: Card, trump: Suit) -> Suit:
    """H4: the suit a card belongs to in play: its own, or the trump suit for a joker.

    Example:
        >>> suit_of(JOKER, Suit.HEARTS), suit_of(Card.parse("9S"), Suit.HEARTS)
        (<Suit.HEARTS: 'H'>, <Suit.SPADES: 'S'>)
    """
    return trump if card is JOKER else card.suit


def deck(rules: Rules, players: int | None = None) -> Deck:
    """R1, H2: the unshuffled 32-card pack, in canonical order (with ``jokers=2``, 34 cards: the jokers last).

    ``players`` may only be ``None`` or the rules' ``players`` (4, or 3 in cutthroat,
    H1): every hand is dealt from the whole pack (H7).

    Example:
        >>> from trickcore import format_cards
        >>> pack = deck(Rules())
        >>> len(pack), format_cards(pack[:8])
        (32, 'AC KC QC JC TC 9C 8C 7C')
        >>> format_cards(deck(Rules(jokers=2))[-3:])
        '7S JK JK'


    Raises:
        ConfigError: ``players`` is not ``None`` or the rules' number of players.
        TypeError: ``rules`` is not a :class:`Rules`.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"expected smear Rules, not {excerpt(rules)}")
    if players is not None and (isinstance(players, bool) or players != rules.players):
        raise ConfigError(f"Smear is played by {rules.players} players, not {excerpt(players)}")
    return JOKER_PACK if rules.jokers else PACK


def card_points(card: Card) -> int:
    """R2, H6: the card's points toward Game: A 4, K 3, Q 2, J 1, T 10, others (and the joker) 0.

    Example:
        >>> card_points(Card.parse("TS")), card_points(Card.parse("9S"))
        (10, 0)
    """
    return POINTS_BY_INDEX[card.index]


def trick_strength(card: Card, trump: Suit, led: Suit) -> int:
    """R14, H3: how strongly ``card`` bids for a trick; the highest wins.

    Suited trumps beat a joker, which beats the cards of the led suit, which beat all
    others (0: cannot win). ``led`` is the suit led (the trump suit when a joker is led).

    Example:
        >>> trick_strength(Card.parse("7H"), Suit.HEARTS, Suit.SPADES) > trick_strength(
        ...     Card.parse("AS"), Suit.HEARTS, Suit.SPADES)
        True
    """
    return STRENGTH[SUIT_INDEX[trump]][SUIT_INDEX[led]][card.index]
