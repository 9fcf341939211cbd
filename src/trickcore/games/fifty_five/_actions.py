"""Fifty-Five's actions: the shared ``Pass``, ``Play`` and ``Discard``, plus ``Bid``, ``Hold``, ``NameTrump`` and ``Exchange``.

Constructors check only the shape of their arguments; whether an action is
allowed now is :func:`~trickcore.games.fifty_five.check`'s answer (``Bid(30)``
constructs, and ``check`` says ``invalid-bid``).
"""

from __future__ import annotations

from typing import TypeAlias

import attrs

from trickcore.messages import Message, message
from trickcore.actions import Claim, Discard, GameAction, Pass, Play, PointsBid, TrumpNaming, canonical_cards
from trickcore.playing_cards import Card, Suit

__all__ = ["Action", "Bid", "Claim", "Discard", "Exchange", "Hold", "NameTrump", "Pass", "Play"]


@attrs.frozen(repr=False)
class Bid(PointsBid):
    """R11: bid to win the auction with ``points`` (the ladder is 10, 15, 20, 25, 60).

    Attributes:
        points: the points bid, a step of the ladder.

    Example:
        >>> Bid(15), str(Bid(15))
        (Bid(15), 'bid 15')
    """


@attrs.frozen(repr=False)
class Hold(GameAction):
    """R11: the dealer takes the standing high bid at the same value.

    Example:
        >>> Hold(), str(Hold())
        (Hold(), 'hold')
    """

    def message(self) -> Message:
        """``hold``."""
        # TRANSLATORS: Fifty-Five: the dealer takes the high bid at the same value.
        return message("action", "hold")

    def __str__(self) -> str:
        return "hold"

    def __repr__(self) -> str:
        return "Hold()"


@attrs.frozen(repr=False)
class NameTrump(TrumpNaming):
    """R14: the bidder names the trump suit after discarding.

    Attributes:
        suit: the suit named as trump.

    Example:
        >>> NameTrump(Suit.HEARTS), str(NameTrump(Suit.HEARTS))
        (NameTrump(Suit.HEARTS), 'trump H')
    """


@attrs.frozen(repr=False)
class Exchange(GameAction):
    """H8: a player other than the bidder discards ``cards`` face down and draws as many from the stock.

    Like :class:`~trickcore.Discard`, the cards are kept in canonical order and the
    constructor checks only their shape; an exchange of no card keeps the hand.

    Attributes:
        cards: the cards discarded, in canonical order (any number, none included).

    Example:
        >>> from trickcore.playing_cards import cards
        >>> Exchange(cards("7H 3H")), str(Exchange(cards("7H 3H"))), str(Exchange(()))
        (Exchange(cards('7H 3H')), 'exchange 7H 3H', 'exchange')
    """

    cards: tuple[Card, ...] = attrs.field(converter=canonical_cards)

    def message(self) -> Message:
        """``exchange the seven of hearts, the three of hearts``, or ``exchange no card``."""
        if not self.cards:
            # TRANSLATORS: Fifty-Five: a player keeps its hand in the draw after trump.
            return message("action", "exchange no card")
        # TRANSLATORS: Fifty-Five: a player discards these cards face down and draws as many from the stock.
        return message("action", "exchange {cards}", cards=self.cards)

    def __str__(self) -> str:
        return " ".join(["exchange", *(str(card) for card in self.cards)])

    def __repr__(self) -> str:
        return "Exchange(cards(" + repr(" ".join(str(card) for card in self.cards)) + "))"


Action: TypeAlias = Pass | Bid | Hold | Discard | NameTrump | Play | Exchange | Claim
"""Any Fifty-Five action."""
