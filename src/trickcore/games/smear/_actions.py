"""Smear's actions: the shared ``Pass``, ``Play`` and ``Discard``, and its own ``Bid`` and ``NameTrump``."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.actions import Claim, Discard, Pass, Play, PointsBid, TrumpNaming
from trickcore.playing_cards import Suit

__all__ = ["Action", "Bid", "Claim", "Discard", "NameTrump", "Pass", "Play"]


@attrs.frozen(repr=False)
class Bid(PointsBid):
    """R6: bid to take at least ``points`` game points this hand (legal bids are 2, 3 and 4).

    With ``smudge`` (H12), ``Bid(5)`` is the smudge: every trick and all four points.
    The constructor checks only that ``points`` is an ``int``: ``Bid(6)`` constructs,
    and ``check`` answers ``invalid-bid``.

    Attributes:
        points: the game points bid, 2, 3 or 4 (5: the smudge).

    Example:
        >>> Bid(3), str(Bid(3))
        (Bid(3), 'bid 3')
    """


@attrs.frozen(repr=False)
class NameTrump(TrumpNaming):
    """H14: with ``trump_named_at_discard``, the bidder names the trump suit before its discard.

    It may name a suit it holds a card of, or any suit while it holds a joker; in
    any other Smear game (or phase) it is ``wrong-phase``. The constructor checks
    only that ``suit`` is a :class:`~trickcore.Suit`.

    Attributes:
        suit: the suit named as trump.

    Example:
        >>> NameTrump(Suit.HEARTS), str(NameTrump(Suit.HEARTS))
        (NameTrump(Suit.HEARTS), 'trump H')
    """


Action = Pass | Bid | NameTrump | Discard | Play | Claim
"""Every Smear action."""

PASS: Final = Pass()
"""The one ``Pass`` value the engine hands out."""

BIDS: Final = {points: Bid(points) for points in (2, 3, 4, 5, 6)}
"""R6, H10: the legal bids (5 only with the smudge, 5 and 6 with jokers), shared values."""

TRUMP_CALLS: Final = {suit: NameTrump(suit) for suit in Suit}
"""H14: the four ways to name trump, shared values, in the suits' order."""
