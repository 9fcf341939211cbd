"""Smear's actions: the shared ``Pass``, ``Play`` and ``Discard``, and its own ``Bid``."""

from __future__ import annotations

from typing import Final

import attrs

from trickcore.actions import Claim, Discard, Pass, Play, PointsBid

__all__ = ["Action", "Bid", "Claim", "Discard", "Pass", "Play"]


@attrs.frozen(repr=False)
class Bid(PointsBid):
    """R6: bid to take at least ``points`` game points this hand (legal bids are 2, 3 and 4).

    The constructor checks only that ``points`` is an ``int``: ``Bid(5)`` constructs,
    and ``check`` answers ``invalid-bid``.

    Attributes:
        points: the game points bid, 2, 3 or 4.

    Example:
        >>> Bid(3), str(Bid(3))
        (Bid(3), 'bid 3')
    """


Action = Pass | Bid | Discard | Play | Claim
"""Every Smear action."""

PASS: Final = Pass()
"""The one ``Pass`` value the engine hands out."""

BIDS: Final = {points: Bid(points) for points in (2, 3, 4)}
"""R6: the legal bids, shared values."""
