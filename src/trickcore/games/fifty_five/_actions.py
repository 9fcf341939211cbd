"""Fifty-Five's actions: the shared ``Pass``, ``Play`` and ``Discard``, plus ``Bid``, ``Hold`` and ``NameTrump``.

Constructors check only the shape of their arguments; whether an action is
allowed now is :func:`~trickcore.games.fifty_five.check`'s answer (``Bid(30)``
constructs, and ``check`` says ``invalid-bid``).
"""

from __future__ import annotations

from typing import TypeAlias

import attrs

from trickcore.errors import excerpt
from trickcore.messages import Message, message
from trickcore.actions import Claim, Discard, GameAction, Pass, Play, PointsBid
from trickcore.playing_cards import Suit

__all__ = ["Action", "Bid", "Claim", "Discard", "Hold", "NameTrump", "Pass", "Play"]


def _is_suit(instance: NameTrump, attribute: attrs.Attribute[Suit], value: Suit) -> None:
    """Trump is one of the four suits (R14: never no-trumps)."""
    if not isinstance(value, Suit):
        raise TypeError(f"trump must be a Suit, not {excerpt(value)}")


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
class NameTrump(GameAction):
    """R14: the bidder names the trump suit after discarding.

    Attributes:
        suit: the suit named as trump.

    Example:
        >>> NameTrump(Suit.HEARTS), str(NameTrump(Suit.HEARTS))
        (NameTrump(Suit.HEARTS), 'trump H')
    """

    suit: Suit = attrs.field(validator=_is_suit)

    def message(self) -> Message:
        """``name hearts trumps``."""
        return message("action", "name {suit} trumps", suit=self.suit)

    def __str__(self) -> str:
        return f"trump {self.suit.letter}"

    def __repr__(self) -> str:
        return f"NameTrump(Suit.{self.suit.name})"


Action: TypeAlias = Pass | Bid | Hold | Discard | NameTrump | Play | Claim
"""Any Fifty-Five action."""
