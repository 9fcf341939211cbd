"""Fifty-Six's cards: the double pack, the rank order J 9 A T K Q 8 7, card points, trick winners.

The strength of every card for every (trump, led suit) pair is precomputed once,
indexed by :attr:`Card.index <trickcore.Card.index>`, so deciding a trick is a few
tuple lookups (R4, R20).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from trickcore.deck import Deck
from trickcore.errors import ConfigError, excerpt
from trickcore.playing_cards import Card, Rank, Suit
from trickcore.tricks import CardPlay, strongest_play

from trickcore.games.fifty_six._rules import Rules

__all__ = ["RANK_ORDER", "card_points", "deck", "hand_size", "strength", "trick_winner"]

RANK_ORDER: Final = (
    Rank.JACK,
    Rank.NINE,
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.EIGHT,
    Rank.SEVEN,
)
"""Rank order in every suit, high to low (R4)."""

_POINTS_BY_RANK: Final = {Rank.JACK: 3, Rank.NINE: 2, Rank.ACE: 1, Rank.TEN: 1}
_SUITS: Final = tuple(Suit)
_ALL_CARDS: Final = tuple(sorted((Card(rank, suit) for suit in Suit for rank in Rank), key=lambda c: c.index))
_SIX_RANKS: Final = RANK_ORDER[:6]

POINTS: Final[tuple[int, ...]] = tuple(_POINTS_BY_RANK.get(card.rank, 0) for card in _ALL_CARDS)
"""Card points by :attr:`Card.index <trickcore.Card.index>` (R5)."""

SUIT_INDEX: Final[dict[Suit | None, int]] = {**{suit: i for i, suit in enumerate(_SUITS)}, None: 4}
"""Index of a trump choice in :data:`STRENGTH`: the suits in canonical order, then 4 for no trumps."""


def _rank_strength(card: Card) -> int:
    """R4: 8 for a jack down to 1 for a seven (0 for ranks not in the game)."""
    if card.rank not in RANK_ORDER:
        return 0
    return len(RANK_ORDER) - RANK_ORDER.index(card.rank)


def _strength_table(trump: Suit | None, led: Suit) -> tuple[int, ...]:
    """R20: trumps beat the led suit, which beats the rest (0)."""
    return tuple(
        100 + _rank_strength(card) if card.suit is trump else _rank_strength(card) if card.suit is led else 0
        for card in _ALL_CARDS
    )


STRENGTH: Final[tuple[tuple[int, ...], ...]] = tuple(
    _strength_table(trump, led) for trump in (*_SUITS, None) for led in _SUITS
)
"""Card strength by ``STRENGTH[4 * SUIT_INDEX[trump] + card.index // 13][card.index]``."""


def strength(card: Card, trump: Suit | None, led: Suit) -> int:
    """How strongly ``card`` contends for a trick with this trump and led suit (R20).

    Trumps score 100 plus their rank (J 9 A T K Q 8 7 → 8 … 1), cards of the led
    suit their rank, any other card 0 (it cannot win).

    Example:
        >>> strength(Card.parse("JS"), Suit.HEARTS, Suit.SPADES), strength(Card.parse("7H"), Suit.HEARTS, Suit.SPADES)
        (8, 101)
    """
    return STRENGTH[4 * SUIT_INDEX[trump] + _SUITS.index(led)][card.index]


def card_points(card: Card) -> int:
    """The card's points: J 3, 9 2, A 1, T 1, others 0 (R5).

    Example:
        >>> [card_points(Card.parse(text)) for text in ("JS", "9S", "AS", "TS", "KS")]
        [3, 2, 1, 1, 0]
    """
    return POINTS[card.index]


def trick_winner(plays: Sequence[CardPlay], trump: Suit | None) -> CardPlay:
    """The winning play of a trick (R20): highest trump, else highest of the led suit.

    Of two identical cards, the one played first ranks higher.

    Example:
        >>> from trickcore.playing_cards import cards
        >>> plays = [CardPlay(seat, card) for seat, card in zip((1, 2, 3, 0), cards("AS TS JS 9S"))]
        >>> trick_winner(plays, Suit.HEARTS)
        CardPlay(3, Card.parse('JS'))
    """
    table = STRENGTH[4 * SUIT_INDEX[trump] + plays[0].card.index // 13]
    return strongest_play(plays, table)


def _check_active(rules: Rules, players: int | None) -> int:
    """The number of active players, defaulting to all; 4, 6 or 8 and at most the seats (R1, R27)."""
    if players is None:
        return rules.players
    if isinstance(players, bool) or not isinstance(players, int) or players not in (4, 6, 8):
        raise ConfigError(f"players must be 4, 6 or 8, not {excerpt(players)}")
    if players > rules.players:
        raise ConfigError(f"{players} players cannot play a {rules.players}-player game")
    return players


def deck(rules: Rules, players: int | None = None) -> Deck:
    """The unshuffled pack for ``players`` active players (default: all), in canonical order (R3).

    Two copies of every card: ranks 9 T J Q K A (48 cards) for 4 or 6 active
    players, 7 8 9 T J Q K A (64 cards) for 8.

    Example:
        >>> len(deck(Rules())), len(deck(Rules(players=8))), len(deck(Rules(players=8), players=6))
        (48, 64, 48)

    Raises:
        ConfigError: ``players`` is not 4, 6 or 8, or more than the game's seats.
    """
    active = _check_active(rules, players)
    return _DECK_8 if active == 8 else _DECK_48


def hand_size(players: int) -> int:
    """Cards per hand for that many active players: 12 for 4, 8 for 6 or 8 (R6).

    Example:
        >>> hand_size(4), hand_size(6), hand_size(8)
        (12, 8, 8)
    """
    return 12 if players == 4 else 8


_DECK_48: Final = Deck.standard(_SIX_RANKS, copies=2)
_DECK_8: Final = Deck.standard(RANK_ORDER, copies=2)
