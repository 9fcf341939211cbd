"""Tricks: who played what, and which play wins.

The core has no card order of its own: :func:`winning_play` takes the game's
strength function, built for the trick's trump and led card. Of two plays of
equal strength (Fifty-Six's identical cards) the one played first wins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import attrs

from trickcore.frozen import builder
from trickcore.native import ENABLED, twin
from trickcore.playing_cards import CARD_OF_TEXT, CARD_TEXT, Card

if ENABLED:
    from trickcore import _speedups

__all__ = ["CardPlay", "Trick", "points_in", "strongest_play", "winning_play"]


@attrs.frozen(repr=False, cache_hash=True, weakref_slot=False)
class CardPlay:
    """One card played to a trick, and by whom.

    Plays and tricks are records the engines build millions of times, so their
    constructors do not validate; JSON input is type-checked by the codec.

    Attributes:
        seat: the seat that played the card.
        card: the card played.

    Example:
        >>> CardPlay(2, Card.parse("JS"))
        CardPlay(2, Card.parse('JS'))
    """

    seat: int
    card: Card

    def __repr__(self) -> str:
        return f"CardPlay({self.seat}, {self.card!r})"

    def __str__(self) -> str:
        return f"{self.seat}:{self.card}"


@attrs.frozen(cache_hash=True, weakref_slot=False)
class Trick:
    """A completed trick: its leader, the plays in order and the winning seat.

    Attributes:
        leader: the seat that led (played first).
        plays: every card played, in the order played, the lead first.
        winner: the seat whose card won the trick.

    Example:
        >>> trick = Trick(1, (CardPlay(1, Card.parse("AS")), CardPlay(2, Card.parse("TS"))), winner=1)
        >>> trick.cards
        (Card.parse('AS'), Card.parse('TS'))
    """

    leader: int
    plays: tuple[CardPlay, ...]
    winner: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the trick in play order."""
        return tuple(play.card for play in self.plays)

    @property
    def led(self) -> Card:
        """The card led."""
        return self.plays[0].card

    def __str__(self) -> str:
        return " ".join(str(play) for play in self.plays) + f" -> {self.winner}"


CARD_PLAYS: Final = tuple(tuple(CardPlay(seat, CARD_OF_TEXT[text]) for text in CARD_TEXT) for seat in range(16))
"""The shared :class:`CardPlay` of every seat (up to 16) and card, by seat and :attr:`Card.index <trickcore.Card.index>`.

Plays are immutable, so the engines hand out these instead of making one per card played.
"""

trusted_trick: Final = builder(Trick)
"""``trusted_trick(leader, plays, winner)``: a :class:`Trick` made positionally, unchecked, for the engines."""


def winning_play(plays: Sequence[CardPlay], strength: Callable[[Card], int]) -> CardPlay:
    """The play with the highest ``strength``; among equals, the first played.

    ``strength`` is the game's: built for this trick's trump and led card, it gives
    0 to cards that cannot win (off-suit, non-trump) and higher numbers to better cards.

    Example:
        >>> plays = [CardPlay(0, Card.parse("9S")), CardPlay(1, Card.parse("JS")), CardPlay(2, Card.parse("JS"))]
        >>> winning_play(plays, lambda card: {"JS": 2, "9S": 1}[str(card)]).seat
        1
    """
    best = plays[0]
    best_strength = strength(best.card)
    for play in plays[1:]:
        value = strength(play.card)
        if value > best_strength:
            best, best_strength = play, value
    return best


@twin(lambda python: _speedups.CardKernel(Card, "index", CardPlay, "card", strongest_play=python).strongest_play)
def strongest_play(plays: Sequence[CardPlay], strength: Sequence[int]) -> CardPlay:
    """:func:`winning_play` with the strengths as a table by :attr:`Card.index <trickcore.Card.index>`.

    The engines precompute one table per trump and led suit; reading it directly
    saves a function call per card on the hottest path of a simulation.

    Example:
        >>> plays = [CardPlay(0, Card.parse("9S")), CardPlay(1, Card.parse("JS"))]
        >>> table = [0] * 52
        >>> table[Card.parse("JS").index], table[Card.parse("9S").index] = 2, 1
        >>> strongest_play(plays, table).seat
        1
    """
    best = plays[0]
    best_strength = strength[best.card.index]
    for play in plays[1:]:
        value = strength[play.card.index]
        if value > best_strength:
            best, best_strength = play, value
    return best


@twin(lambda python: _speedups.CardKernel(Card, "index", CardPlay, "card", points_in=python).points_in)
def points_in(plays: Sequence[CardPlay], values: Sequence[int]) -> int:
    """The sum of ``values`` over the cards of ``plays``, a table by :attr:`Card.index <trickcore.Card.index>`.

    The card points of a trick, for a game that counts them (Fifty-Six's, Smear's Game).

    Example:
        >>> plays = [CardPlay(0, Card.parse("JS")), CardPlay(1, Card.parse("9S"))]
        >>> values = [0] * 52
        >>> values[Card.parse("JS").index], values[Card.parse("9S").index] = 3, 2
        >>> points_in(plays, values)
        5
    """
    total = 0
    for play in plays:
        total += values[play.card.index]
    return total
